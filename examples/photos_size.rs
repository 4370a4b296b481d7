//! Benchmark, not a test: what 100 job photos cost on disk (docs/product.md#proof).
//! Sends N photos (100 by default) as the technician's app sends them (1920 x
//! 1440 JPEG at quality 82, a camera-like scene with grain), then reports the
//! database's size, the photo folder's, and two backup copies: the first
//! copies every photo, the second (after one more photo) only the new one.
//!
//!     cargo run --release --example photos_size -- [PHOTOS]
// A benchmark script: a panic is its error report.
#![allow(clippy::unwrap_used, clippy::expect_used)]
use roadside::config::Config;
use roadside::startup::Application;
use serde_json::json;
use sha2::{Digest, Sha256};
use std::path::Path;

/// A photo like a phone's after the app shrank it: smooth light with grain.
fn photo(seed: u32) -> Vec<u8> {
    let mut state = seed.wrapping_mul(2_654_435_761).max(1);
    let img = image::RgbImage::from_fn(1920, 1440, |x, y| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let grain = (state % 24) as i32 - 12;
        let base = |v: u32, k: u32| ((v * k / 40 + seed * 7) % 200) as i32 + 28;
        let c = |v: i32| (v + grain).clamp(0, 255) as u8;
        image::Rgb([c(base(x, 3)), c(base(y, 5)), c(base(x + y, 2))])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 82).encode_image(&img).unwrap();
    out
}

fn size_of(path: &Path) -> u64 {
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => std::fs::read_dir(path).unwrap().flatten().map(|e| size_of(&e.path())).sum(),
        Ok(m) => m.len(),
        Err(_) => 0,
    }
}

fn mb(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1_048_576.0)
}

#[tokio::main]
async fn main() {
    let n: u32 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    let dir = tempfile::tempdir().unwrap();
    let mut config = Config::from_toml("listen = \"127.0.0.1:0\"\nbase_url = \"http://roadside.test\"\n").unwrap();
    config.data_dir = dir.path().to_path_buf();
    config.backup.every_hours = 0;
    config.photos.max_per_job = n + 1;
    let app = Application::build(config).await.unwrap();
    let address = format!("http://{}", app.local_addr().unwrap());
    tokio::spawn(app.run_until(std::future::pending()));

    let client = reqwest::Client::new();
    let lead = json!({"name": "Dana Reyes", "phone": "(386) 555-0123", "location": "Palm Coast, FL",
        "serviceType": "Other", "urgency": "Today", "description": "Flat tire."});
    let lead: serde_json::Value =
        client.post(format!("{address}/api/quotes")).json(&lead).send().await.unwrap().json().await.unwrap();
    let db_path = dir.path().join("roadside.db");
    let db = rusqlite::Connection::open(&db_path).unwrap();
    db.execute(
        "INSERT INTO users (username, password, is_staff, is_owner, role) VALUES ('mike', 'x', 1, 0, 'technician')",
        [],
    )
    .unwrap();
    let token = "photos-size-bench-session";
    let hash: String = Sha256::digest(token.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
    db.execute(
        "INSERT INTO sessions (token_hash, user_id, is_staff, expires_at) VALUES (?1, 1, 1, '2999-01-01T00:00:00.000Z')",
        [&hash],
    )
    .unwrap();
    db.execute(
        "INSERT INTO job_tracking (submission_id, submission_type, technician_id) VALUES (?1, 'quote', 1)",
        [lead["id"].as_i64().unwrap()],
    )
    .unwrap();
    let job = db.last_insert_rowid();
    let db_before = size_of(&db_path) + size_of(&dir.path().join("roadside.db-wal"));

    let send = |i: u32| {
        let body = photo(i);
        let sent = body.len() as u64;
        let request = client
            .post(format!(
                "{address}/api/tech/jobs/{job}/photos?item=other&takenAt=2026-11-27T14:05:00Z&clientRef=bench-photo-{i:05}"
            ))
            .header("cookie", format!("roadside_session={token}"))
            .header("content-type", "image/jpeg")
            .body(body);
        async move {
            let resp = request.send().await.unwrap();
            assert_eq!(resp.status(), 201, "{}", resp.text().await.unwrap());
            sent
        }
    };
    let started = std::time::Instant::now();
    let mut sent = 0;
    for i in 0..n {
        sent += send(i).await;
    }
    let took = started.elapsed();
    db.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)").unwrap();
    let db_after = size_of(&db_path) + size_of(&dir.path().join("roadside.db-wal"));
    println!(
        "{n} photos sent: {} ({} KB each on average), kept in {:.1} s ({:.0} ms a photo: decode, turn, shrink, re-encode, thumbnail)",
        mb(sent),
        sent / u64::from(n) / 1024,
        took.as_secs_f64(),
        took.as_secs_f64() * 1000.0 / f64::from(n)
    );
    println!(
        "database: {} before, {} after (+{} KB); photos/: {}",
        mb(db_before),
        mb(db_after),
        db_after.saturating_sub(db_before) / 1024,
        mb(size_of(&dir.path().join("photos")))
    );

    let backups = tempfile::tempdir().unwrap();
    let first = backups.path().join("roadside-20261127-010000.db");
    roadside::ops::backup::write(&db, &first).unwrap();
    let after_first = size_of(backups.path());
    println!(
        "first backup: {} in all (database {}, photos {})",
        mb(after_first),
        mb(size_of(&first)),
        mb(size_of(&backups.path().join("photos")))
    );
    send(n).await;
    let second = backups.path().join("roadside-20261127-020000.db");
    roadside::ops::backup::write(&db, &second).unwrap();
    let written = size_of(backups.path()) - after_first;
    println!(
        "second backup, one photo later: {} written ({} database, {} photo files)",
        mb(written),
        mb(size_of(&second)),
        mb(written.saturating_sub(size_of(&second)))
    );
}
