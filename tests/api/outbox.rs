//! The outbox (docs/product.md#outbox): every channel on its own, each
//! message only to whom it was queued for, push endpoints only on the public
//! internet, nothing about an erased person sent after the erase, and what
//! never went out shown to the owner. Against local stand-ins for Twilio and
//! Web Push services (tests/api/providers.rs).
use crate::helpers::{TestApp, send, spawn_app_with};
use crate::leads_staff::{new_staff_cookie, staff_cookie};
use crate::messages::{next_text, no_text, post_lead, quote, subscribe, twilio_post};
use crate::providers::{ACCOUNT_SID, Device, FROM, PushService, Twilio, silent_push_service, sms_config, twilio};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

async fn app_with(stand_in: &Twilio, configure: impl FnOnce(&mut roadside::config::Config)) -> TestApp {
    let base = stand_in.api_base.clone();
    spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.alerts.retry_base_ms = 50;
        c.leads_per_ten_minutes = 1000;
        configure(c);
    })
    .await
}

fn subscription_id(app: &TestApp, endpoint: &str) -> i64 {
    app.db().query_row("SELECT id FROM push_subscriptions WHERE endpoint = ?1", [endpoint], |r| r.get(0)).unwrap()
}

/// No push reaches the service within `wait`.
/// Fails on any push the service got, once `app`'s outbox has sent all it had due.
async fn no_push(app: &TestApp, service: &mut PushService) {
    app.drain().await;
    if let Ok(p) = service.received.try_recv() {
        panic!("unexpected push to {}: {}", p.device, p.payload);
    }
}

#[tokio::test]
async fn a_push_service_that_never_answers_does_not_delay_the_drivers_text() {
    let mut stand_in = twilio().await;
    let app = app_with(&stand_in, |_| {}).await;
    let owner = staff_cookie(&app).await;
    // A technician's phone (or anyone's) with four endpoints that hang.
    let silent = silent_push_service().await;
    for n in 0..4 {
        let device = Device::new(&format!("hung-{n}"));
        assert_eq!(subscribe(&app, &owner, &device.subscription_at(&silent)).await.status(), 201);
    }
    let mut slowest = Duration::ZERO;
    for n in 0..5 {
        let started = Instant::now();
        post_lead(&app, &quote(&format!("(386) 555-01{n:02}"))).await;
        let text = next_text(&mut stand_in).await;
        let took = started.elapsed();
        assert_eq!(text.to, format!("+138655501{n:02}"));
        assert!(took < Duration::from_secs(2), "lead {n}: the driver's text took {took:?}");
        slowest = slowest.max(took);
    }
    eprintln!("slowest driver's text behind 4 hung push endpoints: {slowest:?}");
}

#[tokio::test]
async fn a_push_waiting_for_a_device_signed_out_since_reaches_no_one_else() {
    let stand_in = twilio().await;
    let app = app_with(&stand_in, |_| {}).await;
    let owner = staff_cookie(&app).await;
    let (owners_phone, techs_phone) = (Device::new("owner-phone"), Device::new("tech-phone"));
    let mut service = PushService::start(&[&owners_phone, &techs_phone], None).await;
    *service.down.lock().unwrap() = true;
    let owners = owners_phone.subscription(&service);
    assert_eq!(subscribe(&app, &owner, &owners).await.status(), 201);
    let owners_id = subscription_id(&app, owners["endpoint"].as_str().unwrap());
    post_lead(&app, &quote("(386) 555-0150")).await;
    // The owner's push waits for the service to come back.
    app.drain().await;
    assert_eq!(app.count("alert_outbox WHERE channel = 'push' AND attempts > 0 AND delivered_at IS NULL"), 1);
    assert_eq!(app.count("alert_outbox WHERE channel = 'push' AND delivered_at IS NULL"), 1);

    let out = app.client.post(app.url("/api/admin/logout")).header("cookie", &owner).send().await.unwrap();
    assert_eq!(out.status(), 200);
    assert_eq!(
        app.count("alert_outbox WHERE channel = 'push' AND delivered_at IS NULL"),
        0,
        "it went with the subscription"
    );

    let tech = new_staff_cookie(&app, "lee", &["--role", "technician"]).await;
    let techs = techs_phone.subscription(&service);
    assert_eq!(subscribe(&app, &tech, &techs).await.status(), 201);
    assert!(subscription_id(&app, techs["endpoint"].as_str().unwrap()) > owners_id, "ids are never reused");
    *service.down.lock().unwrap() = false;
    no_push(&app, &mut service).await;
}

#[tokio::test]
async fn a_subscription_ends_with_its_sign_in_whatever_ends_it() {
    let stand_in = twilio().await;
    let app = app_with(&stand_in, |_| {}).await;
    let owner = staff_cookie(&app).await;
    let service = PushService::start(&[&Device::new("a"), &Device::new("b")], None).await;

    // A password changed at the command line ends the account's sessions.
    assert_eq!(subscribe(&app, &owner, &Device::new("a").subscription(&service)).await.status(), 201);
    let mut passwd = std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args(["admin", "passwd", "--username", "dispatch", "--password-stdin", "--data-dir"])
        .arg(app.data_dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut passwd.stdin.take().unwrap(), b"a-new-tow-truck-2025\n").unwrap();
    assert!(passwd.wait().unwrap().success());
    assert_eq!(app.count("push_subscriptions"), 0, "a password change");

    // A disabled technician.
    let owner =
        app.post_json("/api/admin/login", &json!({"username": "dispatch", "password": "a-new-tow-truck-2025"})).await;
    let owner = owner.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();
    let made =
        send(&app, "POST", "/api/admin/technicians", &owner, json!({"username": "lee", "password": "lug-wrench-2024"}))
            .await;
    let lee = made.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let login = app.post_json("/api/admin/login", &json!({"username": "lee", "password": "lug-wrench-2024"})).await;
    let tech = login.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();
    assert_eq!(subscribe(&app, &tech, &Device::new("b").subscription(&service)).await.status(), 201);
    let off = send(&app, "PATCH", &format!("/api/admin/technicians/{lee}"), &owner, json!({"disabled": true})).await;
    assert_eq!(off.status(), 200);
    assert_eq!(app.count("push_subscriptions"), 0, "a disabled account");

    // An expired sign-in gets no push, even before the sweep deletes it.
    assert_eq!(subscribe(&app, &owner, &Device::new("a").subscription(&service)).await.status(), 201);
    app.db().execute("UPDATE sessions SET expires_at = '2020-01-01T00:00:00.000Z'", []).unwrap();
    post_lead(&app, &quote("(386) 555-0151")).await;
    assert_eq!(app.count("alert_outbox WHERE channel = 'push'"), 0, "an expired sign-in");
}

#[tokio::test]
async fn push_endpoints_inside_the_servers_network_are_refused_and_an_account_has_at_most_five() {
    let app = spawn_app_with(|c| c.push.dev_allow_private_endpoints = false).await;
    let owner = staff_cookie(&app).await;
    let device = Device::new("d");
    for endpoint in [
        "https://169.254.169.254/latest/meta-data/",
        "https://10.0.0.5/push/1",
        "https://[::1]:6379/",
        "https://127.0.0.1/push",
        "https://localhost/push",
        "https://[fd12::1]/push",
        "http://push.example.com/push",
    ] {
        let resp = subscribe(&app, &owner, &device.subscription_at_endpoint(endpoint)).await;
        assert_eq!(resp.status(), 400, "{endpoint}");
        let error: Value = resp.json().await.unwrap();
        assert!(error["fields"]["endpoint"].is_string(), "{endpoint}: {error}");
    }
    assert_eq!(app.count("push_subscriptions"), 0);
    for n in 1..=5 {
        let endpoint = format!("https://8.8.8.8/push/{n}");
        assert_eq!(subscribe(&app, &owner, &device.subscription_at_endpoint(&endpoint)).await.status(), 201);
    }
    let sixth = subscribe(&app, &owner, &device.subscription_at_endpoint("https://8.8.8.8/push/6")).await;
    assert_eq!(sixth.status(), 409);
    assert_eq!(app.count("push_subscriptions"), 5);
}

#[tokio::test]
async fn a_push_service_that_answers_with_a_redirect_is_not_followed() {
    let stand_in = twilio().await;
    let app = app_with(&stand_in, |_| {}).await;
    let owner = staff_cookie(&app).await;
    let (device, elsewhere) = (Device::new("d"), Device::new("x"));
    let service = PushService::start(&[&device], None).await;
    let mut target = PushService::start(&[&elsewhere], None).await;
    *service.redirect_to.lock().unwrap() = Some(format!("{}/push/x", target.origin));
    assert_eq!(subscribe(&app, &owner, &device.subscription(&service)).await.status(), 201);
    post_lead(&app, &quote("(386) 555-0152")).await;
    no_push(&app, &mut target).await;
    let reason: String = app
        .db()
        .query_row("SELECT last_error FROM alert_outbox WHERE channel = 'push' AND given_up_at IS NOT NULL", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert!(reason.contains("redirect"), "{reason}");
}

#[tokio::test]
async fn an_erase_reaches_texts_and_pushes_still_queued_and_nothing_is_sent_after_it() {
    let mut stand_in = twilio().await;
    stand_in.behaviour.lock().unwrap().down = true;
    let app = app_with(&stand_in, |_| {}).await;
    let owner = staff_cookie(&app).await;
    let phone = Device::new("owner-phone");
    let mut service = PushService::start(&[&phone], None).await;
    *service.down.lock().unwrap() = true;
    assert_eq!(subscribe(&app, &owner, &phone.subscription(&service)).await.status(), 201);
    let id = post_lead(&app, &quote("(386) 555-0160")).await;
    let reply =
        send(&app, "POST", &format!("/api/leads/quote/{id}/messages"), &owner, json!({"body": "On our way, Dana"}))
            .await;
    assert_eq!(reply.status(), 201);
    text_in(&app, "+13865550160", "SM00000000000000000000000000000160", "I am by the Publix").await;
    let queued =
        app.count("alert_outbox WHERE delivered_at IS NULL AND given_up_at IS NULL AND channel IN ('sms', 'push')");
    assert!(queued >= 4, "welcome and reply texts, pushes of the lead and the text in: {queued}");
    // Each has been tried once (the services are down) and waits for its
    // retry: a send already on the wire when the erase commits cannot be
    // called back, and on a loaded machine the first tries can still be.
    app.drain().await;
    let untried = "alert_outbox WHERE attempts = 0 AND channel IN ('sms', 'push')";
    assert_eq!(app.count(untried), 0, "every queued text and push was tried once");

    let erased = send(&app, "POST", &format!("/api/leads/quote/{id}/erase"), &owner, json!({})).await;
    assert_eq!(erased.status(), 200);
    assert_eq!(app.count("alert_outbox"), 0, "nothing about her is left to send");
    // A retry already on the wire as the erase committed lands while the
    // services are still down (it cannot be called back); only then are they up.
    app.drain().await;
    while stand_in.received.try_recv().is_ok() {}
    while service.received.try_recv().is_ok() {}

    stand_in.behaviour.lock().unwrap().down = false;
    *service.down.lock().unwrap() = false;
    no_text(&app, &mut stand_in).await;
    no_push(&app, &mut service).await;
}

async fn text_in(app: &TestApp, from: &str, sid: &str, body: &str) -> String {
    let params = [("From", from), ("To", FROM), ("Body", body), ("MessageSid", sid), ("AccountSid", ACCOUNT_SID)];
    let resp = twilio_post(app, "/api/sms/inbound", &params, None).await;
    assert_eq!(resp.status(), 200);
    resp.text().await.unwrap()
}

#[tokio::test]
async fn erasing_by_email_removes_the_live_feed_entry_of_a_text_in() {
    let stand_in = twilio().await;
    let app = app_with(&stand_in, |_| {}).await;
    post_lead(&app, &quote("(386) 555-0161")).await;
    text_in(&app, "+13865550161", "SM00000000000000000000000000000161", "Gate code 4471, blue Honda").await;
    assert_eq!(app.count("lead_events WHERE summary LIKE '%Gate code 4471%'"), 1);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args(["erase", "--email", "dana@example.com", "--data-dir"])
        .arg(app.data_dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        app.count(
            "lead_events WHERE summary LIKE '%Gate code%' OR summary LIKE '%555-0161%' OR summary LIKE '%5550161%'"
        ),
        0
    );
}

#[tokio::test]
async fn a_replayed_start_does_not_undo_a_later_stop() {
    let stand_in = twilio().await;
    let app = app_with(&stand_in, |_| {}).await;
    let number = "+13865550170";
    text_in(&app, number, "SM0000000000000000000000000005ea27", "START").await;
    text_in(&app, number, "SM00000000000000000000000000005f0b", "STOP").await;
    assert_eq!(app.count("sms_opt_outs"), 1);
    // Twilio retries a webhook it thinks failed, with the same MessageSid.
    let answer = text_in(&app, number, "SM0000000000000000000000000005ea27", "START").await;
    assert_eq!(app.count("sms_opt_outs"), 1, "still opted out");
    assert!(!answer.contains("<Message>"), "no second answer: {answer}");
}

#[tokio::test]
async fn a_message_given_up_is_counted_by_healthz_and_listed_for_the_owner_with_the_reason() {
    let mut stand_in = twilio().await;
    stand_in.behaviour.lock().unwrap().refuse.insert("+13865550180".into(), 21211);
    let app = app_with(&stand_in, |c| c.alerts.give_up_after_attempts = 2).await;
    let owner = staff_cookie(&app).await;
    let refused = post_lead(&app, &quote("(386) 555-0180")).await;
    app.drain().await;
    assert_eq!(app.count("alert_outbox WHERE given_up_at IS NOT NULL"), 1);
    // A provider that is down is tried twice, then given up: the second try
    // is made due now rather than waited for.
    stand_in.behaviour.lock().unwrap().down = true;
    let down = post_lead(&app, &quote("(386) 555-0181")).await;
    app.drain().await;
    assert_eq!(app.count("alert_outbox WHERE channel = 'sms' AND attempts = 1 AND given_up_at IS NULL"), 1);
    app.db()
        .execute("UPDATE alert_outbox SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE given_up_at IS NULL AND delivered_at IS NULL", [])
        .unwrap();
    app.drain().await;
    let listed = app.get_json_as("/api/admin/undelivered", &owner).await;
    let rows = listed.as_array().unwrap_or_else(|| panic!("{listed}"));
    assert_eq!(rows.len(), 2, "{listed}");
    let of = |id: i64| rows.iter().find(|r| r["lead"]["id"] == id).unwrap_or_else(|| panic!("{listed}"));
    assert_eq!(of(refused)["channel"], "sms");
    assert_eq!(of(refused)["to"], "+13865550180");
    assert_eq!(of(refused)["lead"]["kind"], "quote");
    assert!(of(refused)["reason"].as_str().unwrap().contains("21211"), "{listed}");
    assert!(of(down)["reason"].as_str().unwrap().starts_with("gave up after 2 tries"), "{listed}");
    assert_eq!(of(down)["attempts"], 2);
    let health: Value = app.get("/healthz").await.json().await.unwrap();
    assert_eq!(health["alerts"]["givenUp"], 2, "{health}");
    assert_eq!(health["alerts"]["undelivered"], 0, "{health}");
    // Staff only.
    assert_eq!(app.get("/api/admin/undelivered").await.status(), 401);
    no_text(&app, &mut stand_in).await;
}
