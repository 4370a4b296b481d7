//! The two ways a driver who would rather type than call leaves a lead: the
//! home page's analyzer and the chat assistant. Both end in a lead stored
//! durably with one staff alert, exactly like a quote.
use crate::helpers::{BASE_URL, spawn_app, spawn_app_with};
use crate::leads_staff::staff_cookie;
use crate::sinks::webhook;
use serde_json::{Value, json};
use std::time::Duration;

pub(crate) fn analyzer() -> Value {
    json!({
        "name": "Sam Ortiz", "phone": "(386) 555-0142", "email": null, "location": null,
        "problemDescription": "Flat tire on the highway near exit 289, I'm stuck",
        "suggestedService": "Emergency Tire Replacement", "estimatedPrice": "$120-180", "urgency": "emergency", "confidence": "95"
    })
}

fn conversation() -> String {
    json!([
        { "id": 1, "text": "Hi! What's your name?", "sender": "bot", "timestamp": 1 },
        { "id": 2, "text": "hi there, I'm Sam", "sender": "user", "timestamp": 2 }
    ])
    .to_string()
}

pub(crate) fn chat(partial: bool) -> Value {
    json!({
        "sessionId": "s-123", "customerName": "Sam", "customerPhone": "386-555-0142", "customerEmail": if partial { Value::Null } else { json!("sam@example.com") },
        "conversation": conversation(), "customerLocation": "29.585012, -81.207843 (accuracy 12 m)",
        "gpsLatitude": "29.585012", "gpsLongitude": "-81.207843", "gpsAccuracy": "12", "locationMethod": "gps",
        "leadQuality": "hot", "handoffToCall": false, "issueResolved": false,
        "problem": "Flat tire", "urgency": "Emergency - stranded/unsafe", "suggestedService": "Mobile Tire Repair",
        "partial": partial, "clientRef": "chat-abc"
    })
}

fn alerts(app: &crate::helpers::TestApp) -> i64 {
    app.db().query_row("SELECT COUNT(*) FROM alert_outbox", [], |r| r.get(0)).unwrap()
}

#[tokio::test]
async fn an_analyzer_request_is_stored_with_its_suggestion_and_alerts_staff() {
    let app = spawn_app().await;
    let resp = app.post_json("/api/smart-analyzer", &analyzer()).await;
    assert_eq!(resp.status(), 201);
    let id = resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let (service, price, urgency, confidence, email): (String, String, String, String, Option<String>) = app
        .db()
        .query_row(
            "SELECT suggested_service, estimated_price, urgency, confidence, email FROM \
            smart_analyzer_submissions WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .unwrap();
    assert_eq!(
        (service.as_str(), price.as_str(), urgency.as_str(), confidence.as_str(), email),
        ("Emergency Tire Replacement", "$120-180", "emergency", "95", None)
    );
    assert_eq!(alerts(&app), 1, "the alert is queued with the lead");
}

#[tokio::test]
async fn a_bad_analyzer_request_names_each_field_and_stores_nothing() {
    // Every attempt counts against the per-address limit, so it is raised here.
    let app = spawn_app_with(|c| c.leads_per_ten_minutes = 100).await;
    let cases = [
        (
            json!({}),
            vec!["confidence", "estimatedPrice", "name", "phone", "problemDescription", "suggestedService", "urgency"],
        ),
        (json!({ "phone": "12345" }), vec!["phone"]),
        (json!({ "phone": "555-CALL-NOW" }), vec!["phone"]),
        (json!({ "email": "sam at example" }), vec!["email"]),
        (json!({ "suggestedService": "Free Lunch" }), vec!["suggestedService"]),
        (json!({ "estimatedPrice": "$1" }), vec!["estimatedPrice"]),
        (json!({ "urgency": "whenever" }), vec!["urgency"]),
        (json!({ "confidence": "101" }), vec!["confidence"]),
        (json!({ "confidence": 95 }), vec!["confidence"]),
        (json!({ "problemDescription": "x".repeat(2001) }), vec!["problemDescription"]),
    ];
    for (change, fields) in cases {
        let mut body = if fields.len() > 1 { json!({}) } else { analyzer() };
        for (k, v) in change.as_object().unwrap() {
            body[k] = v.clone();
        }
        let resp = app.post_json("/api/smart-analyzer", &body).await;
        assert_eq!(resp.status(), 400, "{change}");
        let errors: Value = resp.json().await.unwrap();
        let got: Vec<&String> = errors["fields"].as_object().unwrap().keys().collect();
        assert_eq!(got, fields, "{change}");
    }
    assert_eq!(app.count("smart_analyzer_submissions"), 0);
    assert_eq!(alerts(&app), 0);
}

#[tokio::test]
async fn the_chat_phone_rule_counts_characters_not_digits_as_the_spec_says() {
    let app = spawn_app().await;
    for (phone, ok) in [
        ("+1 (386) 555-0142", true),
        ("3865550142", true),
        ("(386) 55-5", true),
        ("386-5550", false),
        ("+386555014x", false),
    ] {
        let mut body = analyzer();
        body["phone"] = json!(phone);
        let status = app.post_json("/api/smart-analyzer", &body).await.status();
        assert_eq!(status == 201, ok, "{phone}: {status}");
    }
}

#[tokio::test]
async fn a_chat_saved_at_the_phone_step_is_completed_by_its_end_with_one_alert() {
    let app = spawn_app().await;
    let first = app.post_json("/api/chatbot-interactions", &chat(true)).await;
    assert_eq!(first.status(), 201);
    let id = first.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let (completed, email): (bool, Option<String>) = app
        .db()
        .query_row("SELECT completed, customer_email FROM chatbot_interactions WHERE id = ?1", [id], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert!(!completed);
    assert_eq!(email, None);
    assert_eq!(alerts(&app), 1, "staff hear of the chat as soon as there is a number to call");

    let end = app.post_json("/api/chatbot-interactions", &chat(false)).await;
    assert_eq!(end.status(), 200);
    assert_eq!(end.json::<Value>().await.unwrap()["id"], id);
    assert_eq!(app.count("chatbot_interactions"), 1);
    let (completed, email, lat, lon, acc): (bool, Option<String>, String, String, String) = app
        .db()
        .query_row(
            "SELECT completed, customer_email, gps_latitude, gps_longitude, gps_accuracy FROM \
            chatbot_interactions WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .unwrap();
    assert!(completed);
    assert_eq!(email.as_deref(), Some("sam@example.com"));
    assert_eq!((lat.as_str(), lon.as_str(), acc.as_str()), ("29.585012", "-81.207843", "12"));

    // A partial save that arrives late never undoes the finished chat.
    assert_eq!(app.post_json("/api/chatbot-interactions", &chat(true)).await.status(), 200);
    let completed: bool =
        app.db().query_row("SELECT completed FROM chatbot_interactions WHERE id = ?1", [id], |r| r.get(0)).unwrap();
    assert!(completed);
    // Nor does anyone else who sends its key with a finished chat of their own.
    let mut other = chat(false);
    other["customerName"] = json!("Mallory");
    other["customerEmail"] = json!("mallory@example.com");
    assert_eq!(app.post_json("/api/chatbot-interactions", &other).await.status(), 200);
    let (name, email): (Option<String>, Option<String>) = app
        .db()
        .query_row("SELECT customer_name, customer_email FROM chatbot_interactions WHERE id = ?1", [id], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_ne!(name.as_deref(), Some("Mallory"));
    assert_eq!(email.as_deref(), Some("sam@example.com"));

    // The analyzer request the chat sends next is linked to it, twice over
    // (at the phone step and at the end), still one row and no new alert.
    let mut request = json!({
        "name": "Sam", "phone": "386-555-0142", "email": null, "location": "29.585012, -81.207843 (accuracy 12 m)",
        "problemDescription": "Chatbot interaction: Flat tire", "suggestedService": "Mobile Tire Repair", "estimatedPrice": "$80-150",
        "urgency": "Emergency - stranded/unsafe", "confidence": "High", "clientRef": "chat-abc"
    });
    assert_eq!(app.post_json("/api/smart-analyzer", &request).await.status(), 201);
    request["email"] = json!("sam@example.com");
    assert_eq!(app.post_json("/api/smart-analyzer", &request).await.status(), 200);
    let (linked, email): (Option<i64>, Option<String>) = app
        .db()
        .query_row("SELECT chatbot_interaction_id, email FROM smart_analyzer_submissions", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(linked, Some(id));
    assert_eq!(email.as_deref(), Some("sam@example.com"));
    assert_eq!(app.count("smart_analyzer_submissions"), 1);
    assert_eq!(alerts(&app), 1, "one alert per chat lead");
}

#[tokio::test]
async fn a_form_analyzer_request_sent_twice_is_stored_once() {
    let app = spawn_app().await;
    let mut body = analyzer();
    body["clientRef"] = json!("form-1");
    assert_eq!(app.post_json("/api/smart-analyzer", &body).await.status(), 201);
    body["name"] = json!("Someone Else");
    assert_eq!(app.post_json("/api/smart-analyzer", &body).await.status(), 200);
    let name: String = app.db().query_row("SELECT name FROM smart_analyzer_submissions", [], |r| r.get(0)).unwrap();
    assert_eq!(name, "Sam Ortiz", "a retry of a form changes nothing");
    assert_eq!(alerts(&app), 1);
}

#[tokio::test]
async fn a_bad_chat_names_each_field_and_stores_nothing() {
    let app = spawn_app_with(|c| c.leads_per_ten_minutes = 100).await;
    let cases: Vec<(&str, Value, &str)> = vec![
        ("gpsLatitude", json!("91"), "gpsLatitude"),
        ("gpsLongitude", json!("-180.5"), "gpsLongitude"),
        ("gpsLatitude", json!("north"), "gpsLatitude"),
        ("gpsLongitude", Value::Null, "gpsLongitude"),
        ("leadQuality", json!("lukewarm"), "leadQuality"),
        ("locationMethod", json!("psychic"), "locationMethod"),
        ("conversation", json!("not json ["), "conversation"),
        ("conversation", json!(format!("[\"{}\"]", "x".repeat(33 * 1024))), "conversation"),
        ("conversation", Value::Null, "conversation"),
        ("customerPhone", json!("call me"), "customerPhone"),
        ("customerEmail", json!("sam@"), "customerEmail"),
        ("handoffToCall", json!("yes"), "handoffToCall"),
        ("urgency", json!("Whenever"), "urgency"),
    ];
    for (key, value, field) in cases {
        let mut body = chat(false);
        body[key] = value.clone();
        let resp = app.post_json("/api/chatbot-interactions", &body).await;
        assert_eq!(resp.status(), 400, "{key} = {value}");
        let errors: Value = resp.json().await.unwrap();
        assert!(errors["fields"][field].is_string(), "{key} = {value}: {errors}");
    }
    assert_eq!(app.count("chatbot_interactions"), 0);
    assert_eq!(alerts(&app), 0);
}

#[tokio::test]
async fn the_chat_alert_says_who_what_where_with_a_map_link_how_urgent_and_the_dashboard() {
    let mut hook = webhook(0).await;
    let url = hook.url.clone();
    let app = spawn_app_with(move |c| c.alerts.webhook_url = Some(url)).await;
    assert_eq!(app.post_json("/api/chatbot-interactions", &chat(true)).await.status(), 201);
    let payload =
        tokio::time::timeout(Duration::from_secs(10), hook.received.recv()).await.expect("delivered").unwrap();
    assert_eq!(payload["type"], "chat");
    assert_eq!(payload["name"], "Sam");
    assert_eq!(payload["phoneLink"], "tel:+13865550142");
    assert_eq!(payload["urgency"], "Emergency - stranded/unsafe");
    assert_eq!(payload["service"], "Mobile Tire Repair");
    let text = payload["text"].as_str().unwrap();
    for needle in [
        "Flat tire",
        "https://www.google.com/maps?q=29.585012,-81.207843",
        "$80-150",
        &format!("{BASE_URL}/admin/dashboard"),
    ] {
        assert!(text.contains(needle), "alert lacks {needle}:\n{text}");
    }
}

#[tokio::test]
async fn the_analyzer_alert_carries_the_problem_in_the_drivers_words() {
    let mut hook = webhook(0).await;
    let url = hook.url.clone();
    let app = spawn_app_with(move |c| c.alerts.webhook_url = Some(url)).await;
    assert_eq!(app.post_json("/api/smart-analyzer", &analyzer()).await.status(), 201);
    let payload =
        tokio::time::timeout(Duration::from_secs(10), hook.received.recv()).await.expect("delivered").unwrap();
    assert_eq!(payload["type"], "analyzer");
    assert_eq!(payload["service"], "Emergency Tire Replacement");
    let text = payload["text"].as_str().unwrap();
    for needle in ["Flat tire on the highway near exit 289", "$120-180", "95%", "tel:+13865550142"] {
        assert!(text.contains(needle), "alert lacks {needle}:\n{text}");
    }
}

#[tokio::test]
async fn staff_read_analyzer_requests_and_chats_and_mark_requests_contacted() {
    let app = spawn_app().await;
    assert_eq!(app.get("/api/smart-analyzer").await.status(), 401);
    assert_eq!(app.get("/api/chatbot-interactions").await.status(), 401);
    let cookie = staff_cookie(&app).await;
    app.post_json("/api/chatbot-interactions", &chat(false)).await;
    let id =
        app.post_json("/api/smart-analyzer", &analyzer()).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();

    let page: Value = app.get_json_as("/api/smart-analyzer", &cookie).await;
    let row = &page["items"][0];
    assert_eq!(row["suggestedService"], "Emergency Tire Replacement");
    assert_eq!(row["confidence"], "95");
    assert_eq!(row["contacted"], false);
    assert!(row.get("clientRef").is_none());

    let chats: Value = app.get_json_as("/api/chatbot-interactions", &cookie).await;
    let chat = &chats["items"][0];
    assert_eq!(chat["customerName"], "Sam");
    assert_eq!(chat["leadQuality"], "hot");
    assert_eq!(chat["completed"], true);
    assert_eq!(chat["handoffToCall"], false);
    assert!(serde_json::from_str::<Vec<Value>>(chat["conversation"].as_str().unwrap()).is_ok());

    let resp = app
        .client
        .patch(app.url(&format!("/api/smart-analyzer/{id}/contacted")))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.json::<Value>().await.unwrap()["contacted"], true);
    let resp =
        app.client.patch(app.url("/api/smart-analyzer/999/contacted")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(resp.status(), 404);
}

#[tokio::test]
async fn the_honeypot_and_the_address_limit_guard_both_endpoints() {
    let app = spawn_app_with(|c| c.leads_per_ten_minutes = 2).await;
    let mut bot = analyzer();
    bot["website"] = json!("http://spam.example");
    assert_eq!(app.post_json("/api/smart-analyzer", &bot).await.status(), 201);
    assert_eq!(app.count("smart_analyzer_submissions"), 0, "a filled honeypot stores nothing");
    assert_eq!(app.post_json("/api/chatbot-interactions", &chat(true)).await.status(), 201);
    assert_eq!(app.post_json("/api/smart-analyzer", &analyzer()).await.status(), 429);
}
