//! Benchmark, not a test: how long from a lead's commit to the driver's text
//! reaching the SMS provider, and to the staff push reaching the push
//! service, over 100 leads (the default), against the same local stand-ins
//! the tests use (tests/api/providers.rs: they check what Twilio and a Web
//! Push service check, and decrypt every push).
//!
//!     cargo run --release --example messages_latency -- [LEADS]
//!
//! A lead's 201 is sent only after its commit, so the time is counted from
//! the 201: it is at most the commit's own time short of the full figure.
// A benchmark script: a panic is its error report.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]
#[path = "../tests/api/providers.rs"]
mod providers;

use providers::{Device, PushService, sms_config, twilio};
use roadside::config::Config;
use roadside::startup::Application;
use serde_json::json;
use std::time::{Duration, Instant};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

#[tokio::main]
async fn main() {
    let n: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    let dir = tempfile::tempdir().unwrap();
    let mut stand_in = twilio().await;
    let mut config = Config::from_toml("listen = \"127.0.0.1:0\"\nbase_url = \"http://roadside.test\"\n").unwrap();
    config.data_dir = dir.path().to_path_buf();
    config.sms = Some(sms_config(&stand_in.api_base));
    config.leads_per_ten_minutes = 1_000_000;
    config.backup.every_hours = 0;
    let app = Application::build(config).await.unwrap();
    let address = format!("http://{}", app.local_addr().unwrap());
    tokio::spawn(app.run_until(std::future::pending()));

    // One staff device, subscribed as the dashboard would have it.
    let device = Device::new("owner-phone");
    let mut push = PushService::start(&[&device], None).await;
    let sub = device.subscription(&push);
    let db = rusqlite::Connection::open(dir.path().join("roadside.db")).unwrap();
    db.execute("INSERT INTO users (username, password, is_staff, is_owner) VALUES ('bench', 'x', 1, 1)", []).unwrap();
    db.execute(
        "INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (1, ?1, ?2, ?3)",
        [sub["endpoint"].as_str(), sub["keys"]["p256dh"].as_str(), sub["keys"]["auth"].as_str()],
    )
    .unwrap();

    let client = reqwest::Client::new();
    let (mut to_text, mut to_push) = (Vec::new(), Vec::new());
    for i in 0..n {
        let phone = format!("(386) 555-{:04}", 1000 + i);
        let body = json!({
            "name": format!("Driver {i}"), "phone": phone, "location": "Palm Coast, FL", "serviceType": "Other",
            "urgency": "Emergency (ASAP)", "description": "Flat tire on I-95 near exit 289."
        });
        let resp = client.post(format!("{address}/api/quotes")).json(&body).send().await.unwrap();
        let committed = Instant::now();
        assert_eq!(resp.status(), 201);
        let text = tokio::time::timeout(Duration::from_secs(10), stand_in.received.recv()).await.unwrap().unwrap();
        let pushed = tokio::time::timeout(Duration::from_secs(10), push.received.recv()).await.unwrap().unwrap();
        assert_eq!(text.to, format!("+138655{:05}", 51000 + i));
        assert_eq!(pushed.payload["name"], format!("Driver {i}"));
        to_text.push(text.at.saturating_duration_since(committed));
        to_push.push(pushed.at.saturating_duration_since(committed));
        // One lead at a time, a second apart on a real site; 20 ms here.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(push.refusals.lock().unwrap().is_empty(), "{:?}", push.refusals.lock().unwrap());
    for (what, times) in [("text", &mut to_text), ("push", &mut to_push)] {
        times.sort();
        println!(
            "{n} leads, commit to {what} received: p50 {}, p99 {}, max {}",
            ms(percentile(times, 0.5)),
            ms(percentile(times, 0.99)),
            ms(*times.last().unwrap())
        );
    }
}
