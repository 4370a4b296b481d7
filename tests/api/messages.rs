//! Text messages to drivers and push notifications to staff devices, against
//! local stand-ins for Twilio and a Web Push service (tests/api/providers.rs).
use crate::helpers::{BASE_URL, TestApp, spawn_app_with};
use crate::leads_staff::staff_cookie;
use crate::providers::{Device, FROM, PushService, Sent, Twilio, sms_config, twilio, twilio_signature};
use base64ct::Encoding;
use serde_json::{Value, json};
use std::time::Duration;

pub fn quote(phone: &str) -> Value {
    json!({
        "name": "Dana Smith", "phone": phone, "email": "dana@example.com", "location": "Palm Coast, FL",
        "serviceType": "General Automotive", "vehicleInfo": "", "urgency": "Emergency (ASAP)",
        "description": "Flat tire on I-95 near exit 289, need help."
    })
}

async fn app_with_sms(stand_in: &Twilio) -> TestApp {
    let base = stand_in.api_base.clone();
    spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.alerts.retry_base_ms = 50;
        c.leads_per_ten_minutes = 1000;
    })
    .await
}

pub async fn next_text(stand_in: &mut Twilio) -> Sent {
    tokio::time::timeout(Duration::from_secs(5), stand_in.received.recv()).await.expect("a text within 5 s").unwrap()
}

/// No further text arrives within `wait`.
/// Fails on any text the stand-in got, once `app`'s outbox has sent all it had due.
pub async fn no_text(app: &TestApp, stand_in: &mut Twilio) {
    app.drain().await;
    if let Ok(sent) = stand_in.received.try_recv() {
        panic!("unexpected text to {}: {}", sent.to, sent.body);
    }
}

/// Posts a form the way Twilio does, signed (or with `signature` when given).
pub async fn twilio_post(
    app: &TestApp,
    path: &str,
    params: &[(&str, &str)],
    signature: Option<&str>,
) -> reqwest::Response {
    let url = format!("{BASE_URL}{path}");
    let signature = signature.map(str::to_string).unwrap_or_else(|| twilio_signature(&url, params));
    app.client.post(app.url(path)).header("x-twilio-signature", signature).form(params).send().await.unwrap()
}

pub async fn text_in(app: &TestApp, from: &str, body: &str) -> (u16, String) {
    let sid = format!("SM{:032x}", rand::random::<u128>());
    let resp = twilio_post(
        app,
        "/api/sms/inbound",
        &[
            ("From", from),
            ("To", FROM),
            ("Body", body),
            ("MessageSid", &sid),
            ("AccountSid", crate::providers::ACCOUNT_SID),
            ("NumMedia", "0"),
        ],
        None,
    )
    .await;
    let status = resp.status().as_u16();
    (status, resp.text().await.unwrap())
}

async fn thread(app: &TestApp, cookie: &str, kind: &str, id: i64) -> Value {
    app.get_json_as(&format!("/api/leads/{kind}/{id}/messages"), cookie).await
}

/// The lead's thread once the outbox has sent what was due, with a message `status`.
async fn thread_with_status(app: &TestApp, cookie: &str, kind: &str, id: i64, status: &str) -> Value {
    app.drain().await;
    let t = thread(app, cookie, kind, id).await;
    assert!(
        t["messages"].as_array().unwrap().iter().any(|m| m["status"] == status),
        "no message {status} on {kind} {id}: {t}"
    );
    t
}

pub async fn post_lead(app: &TestApp, body: &Value) -> i64 {
    let resp = app.post_json("/api/quotes", body).await;
    assert_eq!(resp.status(), 201);
    resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

#[tokio::test]
async fn a_driver_gets_one_text_within_seconds_saying_who_how_fast_whom_to_call_and_how_to_stop() {
    let mut stand_in = twilio().await;
    let app = app_with_sms(&stand_in).await;
    let cookie = staff_cookie(&app).await;
    let posted = std::time::Instant::now();
    let id = post_lead(&app, &quote("(386) 555-0123")).await;
    let sent = next_text(&mut stand_in).await;
    assert!(sent.at.duration_since(posted) < Duration::from_secs(5));
    assert_eq!(sent.to, "+13865550123", "the number in E.164");
    assert_eq!(sent.from, FROM);
    for part in
        ["Roadside Rescue NE Florida", "we got your request", "15 minutes", "(386) 372-8412", "Reply STOP to opt out"]
    {
        assert!(sent.body.contains(part), "{part:?} missing from {:?}", sent.body);
    }
    assert_eq!(sent.status_callback.as_deref(), Some(format!("{BASE_URL}/api/sms/status").as_str()));
    let t = thread_with_status(&app, &cookie, "quote", id, "sent").await;
    assert_eq!(t["phone"], "+13865550123");
    assert_eq!(t["enabled"], true);
    assert_eq!(t["messages"][0]["direction"], "out");
    assert_eq!(t["messages"][0]["body"], sent.body.as_str());
    no_text(&app, &mut stand_in).await;
}

#[tokio::test]
async fn a_partial_chat_and_its_completion_are_one_lead_and_get_one_text() {
    let mut stand_in = twilio().await;
    let app = app_with_sms(&stand_in).await;
    let conversation = json!([{ "id": 1, "text": "hi, I'm Sam", "sender": "user", "timestamp": 1 }]).to_string();
    let chat = |partial: bool| {
        json!({
            "sessionId": "s-1", "customerName": "Sam", "customerPhone": "386-555-0142",
            "customerEmail": if partial { Value::Null } else { json!("sam@example.com") },
            "conversation": conversation, "customerLocation": "Palm Coast", "leadQuality": "hot", "handoffToCall": false,
            "issueResolved": false, "problem": "Flat tire", "urgency": "Emergency - stranded/unsafe",
            "suggestedService": "Mobile Tire Repair", "partial": partial, "clientRef": "chat-one"
        })
    };
    let request = json!({
        "name": "Sam", "phone": "386-555-0142", "email": null, "location": "Palm Coast",
        "problemDescription": "Chatbot interaction: Flat tire", "suggestedService": "Mobile Tire Repair", "estimatedPrice": "$80-150",
        "urgency": "Emergency - stranded/unsafe", "confidence": "High", "clientRef": "chat-one"
    });
    assert_eq!(app.post_json("/api/chatbot-interactions", &chat(true)).await.status(), 201);
    assert_eq!(app.post_json("/api/smart-analyzer", &request).await.status(), 201);
    assert_eq!(app.post_json("/api/chatbot-interactions", &chat(false)).await.status(), 200);
    assert_eq!(app.post_json("/api/smart-analyzer", &request).await.status(), 200);
    assert_eq!(next_text(&mut stand_in).await.to, "+13865550142");
    no_text(&app, &mut stand_in).await;
    // The analyzer request the chat sent shows the chat's thread.
    let cookie = staff_cookie(&app).await;
    let analyzer_id: i64 = app.db().query_row("SELECT id FROM smart_analyzer_submissions", [], |r| r.get(0)).unwrap();
    let t = thread_with_status(&app, &cookie, "analyzer", analyzer_id, "sent").await;
    assert_eq!(t["messages"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn stop_opts_a_number_out_start_opts_it_back_in_and_help_is_answered() {
    let mut stand_in = twilio().await;
    let app = app_with_sms(&stand_in).await;
    let cookie = staff_cookie(&app).await;
    post_lead(&app, &quote("386-555-0177")).await;
    next_text(&mut stand_in).await;

    let (status, twiml) = text_in(&app, "+13865550177", "  stop ").await;
    assert_eq!(status, 200);
    assert!(twiml.contains("<Response/>"), "{twiml}");
    // A new lead from the number: recorded on the lead, not texted.
    let id = post_lead(&app, &quote("(386) 555-0177")).await;
    let t = thread_with_status(&app, &cookie, "quote", id, "not sent").await;
    assert!(t["optedOut"].as_bool().unwrap());
    assert!(t["messages"][0]["error"].as_str().unwrap().contains("STOP"));
    no_text(&app, &mut stand_in).await;
    // Staff cannot text it either.
    let reply = app
        .client
        .post(app.url(&format!("/api/leads/quote/{id}/messages")))
        .header("cookie", &cookie)
        .json(&json!({ "body": "Are you still there?" }))
        .send()
        .await
        .unwrap();
    assert_eq!(reply.status(), 400);

    let (_, twiml) = text_in(&app, "+13865550177", "HELP").await;
    assert!(twiml.contains("<Message>Roadside Rescue NE Florida") && twiml.contains("(386) 372-8412"), "{twiml}");
    for word in ["STOPALL", "unsubscribe", "Cancel", "END", "quit", "REVOKE", "OPTOUT"] {
        text_in(&app, "+13865550188", word).await;
        let out: bool = app
            .db()
            .query_row("SELECT EXISTS (SELECT 1 FROM sms_opt_outs WHERE phone = '+13865550188')", [], |r| r.get(0))
            .unwrap();
        assert!(out, "{word} opts out");
        text_in(&app, "+13865550188", "start").await;
    }

    let (_, twiml) = text_in(&app, "+13865550177", "Start").await;
    assert!(twiml.contains("<Message>"), "{twiml}");
    post_lead(&app, &quote("386 555 0177")).await;
    assert_eq!(next_text(&mut stand_in).await.to, "+13865550177");
}

/// A message sid of Twilio's form.
const SID: &str = "SM0123456789abcdef0123456789abcdef";

#[tokio::test]
async fn a_webhook_with_a_missing_or_wrong_signature_is_refused_and_changes_nothing() {
    let stand_in = twilio().await;
    let app = app_with_sms(&stand_in).await;
    let params = [("From", "+13865550123"), ("To", FROM), ("Body", "STOP"), ("MessageSid", SID)];
    let wrong = twilio_signature(&format!("{BASE_URL}/api/sms/other"), &params);
    for signature in [wrong.as_str(), "", "not base64!"] {
        let resp = twilio_post(&app, "/api/sms/inbound", &params, Some(signature)).await;
        assert_eq!(resp.status(), 403, "{signature:?}");
    }
    let no_header = app.client.post(app.url("/api/sms/inbound")).form(&params).send().await.unwrap();
    assert_eq!(no_header.status(), 403);
    // Signed for other parameters than those sent.
    let tampered = twilio_signature(
        &format!("{BASE_URL}/api/sms/inbound"),
        &[("From", "+13865550123"), ("To", FROM), ("Body", "HELLO"), ("MessageSid", SID)],
    );
    assert_eq!(twilio_post(&app, "/api/sms/inbound", &params, Some(&tampered)).await.status(), 403);
    let status = [("MessageSid", SID), ("MessageStatus", "delivered")];
    assert_eq!(twilio_post(&app, "/api/sms/status", &status, Some("AAAA")).await.status(), 403);
    assert_eq!(app.count("sms_opt_outs"), 0);
    assert_eq!(app.count("messages"), 0);
    // Signed right, the same request is taken.
    assert_eq!(twilio_post(&app, "/api/sms/inbound", &params, None).await.status(), 200);
    assert_eq!(app.count("sms_opt_outs"), 1);
}

#[tokio::test]
async fn without_sms_settings_the_webhooks_are_not_found_and_nothing_is_texted() {
    let app = spawn_app_with(|_| {}).await;
    let params = [("From", "+13865550123"), ("Body", "hi")];
    assert_eq!(twilio_post(&app, "/api/sms/inbound", &params, None).await.status(), 404);
    post_lead(&app, &quote("(386) 555-0123")).await;
    assert_eq!(app.count("messages"), 0);
    let sms: i64 =
        app.db().query_row("SELECT COUNT(*) FROM alert_outbox WHERE channel = 'sms'", [], |r| r.get(0)).unwrap();
    assert_eq!(sms, 0);
}

async fn status_callback(app: &TestApp, sid: &str, status: &str) -> u16 {
    let params = [("MessageSid", sid), ("MessageStatus", status), ("To", "+13865550101")];
    twilio_post(app, "/api/sms/status", &params, None).await.status().as_u16()
}

#[tokio::test]
async fn the_status_callback_moves_a_text_to_delivered_or_failed_and_never_back() {
    let mut stand_in = twilio().await;
    let app = app_with_sms(&stand_in).await;
    let cookie = staff_cookie(&app).await;
    let first = post_lead(&app, &quote("386-555-0101")).await;
    let sent = next_text(&mut stand_in).await;
    thread_with_status(&app, &cookie, "quote", first, "sent").await;
    assert_eq!(status_callback(&app, &sent.sid, "delivered").await, 204);
    thread_with_status(&app, &cookie, "quote", first, "delivered").await;
    assert_eq!(status_callback(&app, &sent.sid, "sent").await, 204, "a late callback");
    assert_eq!(thread(&app, &cookie, "quote", first).await["messages"][0]["status"], "delivered");

    let second = post_lead(&app, &quote("386-555-0102")).await;
    let sent = next_text(&mut stand_in).await;
    thread_with_status(&app, &cookie, "quote", second, "sent").await;
    let resp = twilio_post(
        &app,
        "/api/sms/status",
        &[("MessageSid", &sent.sid), ("MessageStatus", "undelivered"), ("ErrorCode", "30003")],
        None,
    )
    .await;
    assert_eq!(resp.status(), 204);
    let t = thread_with_status(&app, &cookie, "quote", second, "failed").await;
    assert!(t["messages"][0]["error"].as_str().unwrap().contains("30003"));
}

#[tokio::test]
async fn a_text_the_provider_cannot_take_now_is_sent_after_a_restart() {
    let mut stand_in = twilio().await;
    stand_in.behaviour.lock().unwrap().down = true;
    let base = stand_in.api_base.clone();
    let mut first = spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.alerts.retry_base_ms = 60_000;
    })
    .await;
    post_lead(&first, &quote("(386) 555-0123")).await;
    // The failed attempt is on record (its retry time with it).
    first.drain().await;
    let attempts: i64 =
        first.db().query_row("SELECT MAX(attempts) FROM alert_outbox WHERE channel = 'sms'", [], |r| r.get(0)).unwrap();
    assert_eq!(attempts, 1);
    assert_eq!(*stand_in.calls.lock().unwrap(), 1, "tried once, then waits a minute");
    let status: String = first.db().query_row("SELECT status FROM messages", [], |r| r.get(0)).unwrap();
    assert_eq!(status, "queued");

    // The provider is back and the server restarts on the same database; the
    // retry time is pushed to now so the test need not wait a minute.
    stand_in.behaviour.lock().unwrap().down = false;
    first.db().execute("UPDATE alert_outbox SET next_attempt_at = '2000-01-01T00:00:00.000Z'", []).unwrap();
    let dir = first.data_dir.path().to_path_buf();
    first.stop().await;
    let base = stand_in.api_base.clone();
    // The first app's folder is the database both use.
    let second = spawn_app_with(move |c| {
        c.data_dir = dir;
        c.sms = Some(sms_config(&base));
    })
    .await;
    second.drain().await;
    let sent = next_text(&mut stand_in).await;
    assert_eq!(sent.to, "+13865550123");
    let status: String = first.db().query_row("SELECT status FROM messages", [], |r| r.get(0)).unwrap();
    assert_eq!(status, "sent", "the thread shows the text sent");
}

#[tokio::test]
async fn a_number_the_provider_refuses_is_recorded_on_the_lead_and_not_retried() {
    let mut stand_in = twilio().await;
    stand_in.behaviour.lock().unwrap().refuse.insert("+13865550123".into(), 21610);
    let app = app_with_sms(&stand_in).await;
    let cookie = staff_cookie(&app).await;
    let id = post_lead(&app, &quote("(386) 555-0123")).await;
    let t = thread_with_status(&app, &cookie, "quote", id, "failed").await;
    assert!(t["messages"][0]["error"].as_str().unwrap().contains("21610"), "{t}");
    app.drain().await;
    assert_eq!(*stand_in.calls.lock().unwrap(), 1, "a refusal is not retried");
    assert_eq!(app.count("alert_outbox WHERE channel = 'sms' AND delivered_at IS NULL AND given_up_at IS NULL"), 0);
    assert_eq!(
        app.count("alert_outbox WHERE channel = 'sms' AND given_up_at IS NOT NULL AND last_error LIKE '%21610%'"),
        1,
        "given up, with the reason"
    );
    assert_eq!(t["optedOut"], true, "21610: it opted out at the provider");
    no_text(&app, &mut stand_in).await;

    // A number that cannot be read as E.164 is recorded, never sent.
    let id = post_lead(&app, &quote("(086) 555-0123")).await;
    let t = thread_with_status(&app, &cookie, "quote", id, "not sent").await;
    assert!(t["phone"].is_null());
    assert_eq!(*stand_in.calls.lock().unwrap(), 1);
}

#[tokio::test]
async fn a_reply_texted_in_joins_the_numbers_latest_lead_is_announced_and_staff_can_answer() {
    let mut stand_in = twilio().await;
    let app = app_with_sms(&stand_in).await;
    let cookie = staff_cookie(&app).await;
    let device = Device::new("owner-phone");
    let key = app.get_json_as("/api/push/public-key", &cookie).await["publicKey"].as_str().unwrap().to_string();
    let mut push = PushService::start(&[&device], Some(key)).await;
    subscribe(&app, &cookie, &device.subscription(&push)).await;

    post_lead(&app, &quote("(904) 555-0100")).await;
    let latest = post_lead(&app, &quote("904.555.0100")).await;
    next_text(&mut stand_in).await;
    next_text(&mut stand_in).await;
    for _ in 0..2 {
        tokio::time::timeout(Duration::from_secs(5), push.received.recv()).await.unwrap();
    }
    let (status, twiml) = text_in(&app, "+19045550100", "I'm by the exit 289 ramp, white truck").await;
    assert_eq!((status, twiml.contains("<Response/>")), (200, true));
    let t = thread_with_status(&app, &cookie, "quote", latest, "received").await;
    assert_eq!(t["messages"][1]["body"], "I'm by the exit 289 ramp, white truck");
    assert_eq!(t["messages"][1]["direction"], "in");
    let pushed = tokio::time::timeout(Duration::from_secs(5), push.received.recv()).await.unwrap().unwrap();
    assert_eq!(pushed.payload["kind"], "message");
    assert_eq!(pushed.payload["name"], "Dana Smith");
    assert!(pushed.payload["url"].as_str().unwrap().ends_with(&format!("lead=quote-{latest}")));
    let feed: String =
        app.db().query_row("SELECT summary FROM lead_events WHERE kind = 'message'", [], |r| r.get(0)).unwrap();
    assert!(feed.contains("white truck"), "{feed}");

    let resp = app
        .client
        .post(app.url(&format!("/api/leads/quote/{latest}/messages")))
        .header("cookie", &cookie)
        .json(&json!({ "body": "On our way, about 20 minutes." }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 201);
    let sent = next_text(&mut stand_in).await;
    assert_eq!((sent.to.as_str(), sent.body.as_str()), ("+19045550100", "On our way, about 20 minutes."));
    let t = thread_with_status(&app, &cookie, "quote", latest, "sent").await;
    assert_eq!(t["messages"][2]["staff"], "dispatch");
    // The text was the lead's first response.
    let (contacted, first): (bool, Option<String>) = app
        .db()
        .query_row("SELECT contacted, first_contacted_at FROM quote_submissions WHERE id = ?1", [latest], |r| {
            Ok((r.get("contacted")?, r.get("first_contacted_at")?))
        })
        .unwrap();
    assert!(contacted && first.is_some(), "texting the driver answers the lead");
    let empty = app
        .client
        .post(app.url(&format!("/api/leads/quote/{latest}/messages")))
        .header("cookie", &cookie)
        .json(&json!({ "body": "   " }))
        .send()
        .await
        .unwrap();
    assert_eq!(empty.status(), 400);
    assert!(empty.json::<Value>().await.unwrap()["fields"]["body"].is_string());
}

#[tokio::test]
async fn staff_numbers_get_a_short_text_for_each_new_lead() {
    let mut stand_in = twilio().await;
    let base = stand_in.api_base.clone();
    let app = spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.alerts.sms_to = vec!["+13865550999".into()];
    })
    .await;
    post_lead(&app, &quote("(386) 555-0123")).await;
    let mut texts = [next_text(&mut stand_in).await, next_text(&mut stand_in).await];
    texts.sort_by_key(|t| t.to.clone());
    assert_eq!(texts[0].to, "+13865550123");
    assert_eq!(texts[1].to, "+13865550999");
    assert!(texts[1].body.starts_with("New quote: Dana Smith"), "{}", texts[1].body);
    assert!(texts[1].body.contains(&format!("{BASE_URL}/admin/dashboard")), "{}", texts[1].body);
}

pub async fn subscribe(app: &TestApp, cookie: &str, subscription: &Value) -> reqwest::Response {
    app.client
        .post(app.url("/api/push/subscriptions"))
        .header("cookie", cookie)
        .json(subscription)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn every_staff_device_gets_a_signed_encrypted_push_for_each_new_lead() {
    let app = spawn_app_with(|_| {}).await;
    let cookie = staff_cookie(&app).await;
    let key = app.get_json_as("/api/push/public-key", &cookie).await["publicKey"].as_str().unwrap().to_string();
    let raw = base64ct::Base64UrlUnpadded::decode_vec(&key).unwrap();
    assert_eq!((raw.len(), raw[0]), (65, 4), "an uncompressed P-256 point");
    let (phone, laptop) = (Device::new("phone"), Device::new("laptop"));
    let mut push = PushService::start(&[&phone, &laptop], Some(key)).await;
    assert_eq!(subscribe(&app, &cookie, &phone.subscription(&push)).await.status(), 201);
    assert_eq!(subscribe(&app, &cookie, &laptop.subscription(&push)).await.status(), 201);
    assert_eq!(
        subscribe(&app, &cookie, &phone.subscription(&push)).await.status(),
        200,
        "the same endpoint again updates it"
    );
    assert_eq!(app.count("push_subscriptions"), 2);

    let posted = std::time::Instant::now();
    let id = post_lead(&app, &quote("(386) 555-0123")).await;
    let mut devices = Vec::new();
    for _ in 0..2 {
        let p = tokio::time::timeout(Duration::from_secs(5), push.received.recv()).await.expect("a push").unwrap();
        assert!(p.at.duration_since(posted) < Duration::from_secs(2), "within 2 s");
        assert_eq!(p.urgency.as_deref(), Some("high"));
        assert!(p.ttl > 0);
        assert_eq!(p.payload["kind"], "quote");
        assert_eq!(p.payload["name"], "Dana Smith");
        assert_eq!(p.payload["service"], "General Automotive");
        assert_eq!(p.payload["urgency"], "Emergency (ASAP)");
        assert_eq!(p.payload["url"], format!("{BASE_URL}/admin/dashboard?tab=leads&view=quotes&lead=quote-{id}"));
        devices.push(p.device);
    }
    devices.sort();
    assert_eq!(devices, ["laptop", "phone"]);
    assert!(push.refusals.lock().unwrap().is_empty(), "{:?}", push.refusals.lock().unwrap());
}

#[tokio::test]
async fn a_subscription_the_push_service_says_is_gone_is_deleted_and_others_are_kept() {
    let app = spawn_app_with(|c| c.alerts.retry_base_ms = 50).await;
    let cookie = staff_cookie(&app).await;
    let (kept, dropped) = (Device::new("kept"), Device::new("dropped"));
    let mut push = PushService::start(&[&kept, &dropped], None).await;
    subscribe(&app, &cookie, &kept.subscription(&push)).await;
    subscribe(&app, &cookie, &dropped.subscription(&push)).await;
    push.gone.lock().unwrap().insert("dropped".into());
    post_lead(&app, &quote("(386) 555-0123")).await;
    let p = tokio::time::timeout(Duration::from_secs(5), push.received.recv()).await.unwrap().unwrap();
    assert_eq!(p.device, "kept");
    // Each send's outcome is written once its answer is in.
    app.drain().await;
    let left: String = app.db().query_row("SELECT endpoint FROM push_subscriptions", [], |r| r.get(0)).unwrap();
    assert!(left.ends_with("/push/kept"));
    assert_eq!(app.count("alert_outbox WHERE delivered_at IS NULL"), 0, "nothing left to retry");
}

#[tokio::test]
async fn a_subscription_must_be_https_with_keys_of_the_right_length_and_signing_out_removes_it() {
    let app = spawn_app_with(|_| {}).await;
    let cookie = staff_cookie(&app).await;
    let device = Device::new("d");
    let push = PushService::start(&[&device], None).await;
    let good = device.subscription(&push);
    let mut cases = Vec::new();
    let mut not_web = good.clone();
    not_web["endpoint"] = json!("ftp://push.example.com/send/abc");
    cases.push((not_web, "endpoint"));
    let mut short_key = good.clone();
    short_key["keys"]["p256dh"] = json!("BAAA");
    cases.push((short_key, "keys.p256dh"));
    let mut long_auth = good.clone();
    long_auth["keys"]["auth"] = json!(base64ct::Base64UrlUnpadded::encode_string(&[1u8; 32]));
    cases.push((long_auth, "keys.auth"));
    for (body, field) in cases {
        let resp = subscribe(&app, &cookie, &body).await;
        assert_eq!(resp.status(), 400, "{body}");
        let error: Value = resp.json().await.unwrap();
        assert!(error["fields"][field].is_string(), "{field}: {error}");
    }
    assert_eq!(app.count("push_subscriptions"), 0);
    assert_eq!(app.client.post(app.url("/api/push/subscriptions")).json(&good).send().await.unwrap().status(), 401);

    assert_eq!(subscribe(&app, &cookie, &good).await.status(), 201);
    let resp = app
        .client
        .delete(app.url("/api/push/subscriptions"))
        .header("cookie", &cookie)
        .json(&json!({ "endpoint": good["endpoint"] }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(app.count("push_subscriptions"), 0);

    assert_eq!(subscribe(&app, &cookie, &good).await.status(), 201);
    let out = app.client.post(app.url("/api/admin/logout")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(out.status(), 200);
    assert_eq!(app.count("push_subscriptions"), 0, "signing out removes that browser's subscription");
}

#[tokio::test]
async fn no_text_and_no_push_for_a_lead_refused_as_spam() {
    let mut stand_in = twilio().await;
    let app = app_with_sms(&stand_in).await;
    let cookie = staff_cookie(&app).await;
    let device = Device::new("d");
    let mut push = PushService::start(&[&device], None).await;
    subscribe(&app, &cookie, &device.subscription(&push)).await;
    let mut spam = quote("(386) 555-0123");
    spam["website"] = json!("http://cheap-pills.example");
    app.post_json("/api/quotes", &spam).await;
    no_text(&app, &mut stand_in).await;
    assert!(push.received.try_recv().is_err());
    assert_eq!(app.count("messages"), 0);
    assert_eq!(app.count("alert_outbox"), 0);
}

#[tokio::test]
async fn erasing_a_person_removes_their_texts_and_keeps_their_opt_out() {
    let mut stand_in = twilio().await;
    let app = app_with_sms(&stand_in).await;
    let owner = staff_cookie(&app).await;
    let id = post_lead(&app, &quote("(386) 555-0166")).await;
    next_text(&mut stand_in).await;
    text_in(&app, "+13865550166", "thanks, see you soon").await;
    text_in(&app, "+13865550166", "STOP").await;
    let mut someone_else = quote("(386) 555-0167");
    someone_else["email"] = json!("lee@example.com");
    let other = post_lead(&app, &someone_else).await;
    next_text(&mut stand_in).await;
    thread_with_status(&app, &owner, "quote", other, "sent").await;
    assert_eq!(app.count("messages"), 4);
    let resp = app
        .client
        .post(app.url(&format!("/api/leads/quote/{id}/erase")))
        .header("cookie", &owner)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.json::<Value>().await.unwrap()["texts"], 3);
    assert_eq!(app.count("messages"), 1, "the other person's text stays");
    assert_eq!(app.count("sms_opt_outs"), 1, "a number that texted STOP is still never texted");
}
