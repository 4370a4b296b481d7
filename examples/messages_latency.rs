//! Benchmark, not a test: how long from a lead's commit to the driver's text
//! reaching the SMS provider, and to the staff push reaching the push
//! service, over 100 leads (the default), against the same local stand-ins
//! the tests use (tests/api/providers.rs: they check what Twilio and a Web
//! Push service check, and decrypt every push).
//!
//!     cargo run --release --example messages_latency -- [LEADS] [--hung-push N]
//!
//! With `--hung-push N` the owner also has N push endpoints that take the
//! connection and never answer (docs/product.md#outbox): the driver's text
//! must not wait for them. Only the texts are timed then.
//!
//! A lead's 201 is sent only after its commit, so the time is counted from
//! the 201: it is at most the commit's own time short of the full figure.
// A benchmark script: a panic is its error report.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]
#[path = "../tests/api/providers.rs"]
mod providers;

use providers::{Device, PushService, silent_push_service, sms_config, twilio};
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
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(100);
    let hung: usize = args
        .iter()
        .position(|a| a == "--hung-push")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let dir = tempfile::tempdir().unwrap();
    let mut stand_in = twilio().await;
    let mut config = Config::from_toml("listen = \"127.0.0.1:0\"\nbase_url = \"http://roadside.test\"\n").unwrap();
    config.data_dir = dir.path().to_path_buf();
    config.sms = Some(sms_config(&stand_in.api_base));
    config.leads_per_ten_minutes = 1_000_000;
    config.backup.every_hours = 0;
    config.push.dev_allow_private_endpoints = true;
    let app = Application::build(config).await.unwrap();
    let address = format!("http://{}", app.local_addr().unwrap());
    tokio::spawn(app.run_until(std::future::pending()));

    // One staff device, subscribed as the dashboard would have it, under an
    // open sign-in; and the hung ones.
    let device = Device::new("owner-phone");
    let mut push = PushService::start(&[&device], None).await;
    let silent = silent_push_service().await;
    let mut subs = vec![device.subscription(&push)];
    subs.extend((0..hung).map(|i| Device::new(&format!("hung-{i}")).subscription_at(&silent)));
    if hung > 0 {
        subs.remove(0);
    }
    let db = rusqlite::Connection::open(dir.path().join("roadside.db")).unwrap();
    db.execute(
        "INSERT INTO users (username, password, is_staff, is_owner, role) VALUES ('bench', 'x', 1, 1, 'owner')",
        [],
    )
    .unwrap();
    db.execute(
        "INSERT INTO sessions (token_hash, user_id, is_staff, expires_at) VALUES ('bench', 1, 1, '2999-01-01T00:00:00.000Z')",
        [],
    )
    .unwrap();
    for sub in &subs {
        db.execute(
            "INSERT INTO push_subscriptions (user_id, session_hash, endpoint, p256dh, auth) VALUES (1, 'bench', ?1, ?2, ?3)",
            [sub["endpoint"].as_str(), sub["keys"]["p256dh"].as_str(), sub["keys"]["auth"].as_str()],
        )
        .unwrap();
    }

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
        assert_eq!(text.to, format!("+138655{:05}", 51000 + i));
        to_text.push(text.at.saturating_duration_since(committed));
        if hung == 0 {
            let pushed = tokio::time::timeout(Duration::from_secs(10), push.received.recv()).await.unwrap().unwrap();
            assert_eq!(pushed.payload["name"], format!("Driver {i}"));
            to_push.push(pushed.at.saturating_duration_since(committed));
        }
        // One lead at a time, a second apart on a real site; 20 ms here.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(push.refusals.lock().unwrap().is_empty(), "{:?}", push.refusals.lock().unwrap());
    if hung > 0 {
        println!("behind {hung} push endpoints that never answer:");
    }
    for (what, times) in [("text", &mut to_text), ("push", &mut to_push)] {
        if times.is_empty() {
            continue;
        }
        times.sort();
        println!(
            "{n} leads, commit to {what} received: p50 {}, p99 {}, max {}",
            ms(percentile(times, 0.5)),
            ms(percentile(times, 0.99)),
            ms(*times.last().unwrap())
        );
    }
}
