//! Privacy (docs/product.md#privacy): personal data is kept only as long as
//! it is needed (the retention sweep), erased on request (`roadside erase`
//! and the owner's Erase on a lead card), and never copied into the audit
//! trail.
use crate::helpers::{BASE_URL, TestApp, spawn_app};
use crate::leads_staff::{new_staff_cookie, staff_cookie};
use chrono::{Duration as Days, Utc};
use roadside::config::RetentionConfig;
use roadside::privacy::store::{LOCATION_REMOVED, Swept};
use roadside::privacy::workflow::sweep_step;
use rusqlite::types::ValueRef;
use serde_json::{Value, json};
use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

/// The person to erase, typed a different way on each form.
const NAME: &str = "Dana Whitfield";
const EMAIL: &str = "dana.whitfield@example.com";
const DIGITS: &str = "3865550199";

fn quote(name: &str, phone: &str, email: &str) -> Value {
    json!({
        "name": name, "phone": phone, "email": email, "location": "12 Oak St, Palm Coast, FL",
        "serviceType": "Other", "vehicleInfo": "2012 Honda Civic", "urgency": "Today",
        "description": "Flat tire outside the Publix on Palm Coast Pkwy."
    })
}

/// Someone else, who stays.
fn lee() -> Value {
    json!({
        "name": "Lee Ortiz", "phone": "(386) 555-0111", "email": "lee@example.com", "location": "Flagler Beach, FL",
        "serviceType": "Other", "vehicleInfo": "", "urgency": "Today", "description": "Dead battery in the driveway."
    })
}

fn booking(phone: &str, email: &str) -> Value {
    json!({
        "name": NAME, "phone": phone, "email": email, "vehicleType": "semi-truck",
        "location": "I-95 mile marker 289", "serviceNeeded": "engine-repair", "urgency": "urgent",
        "description": "Check engine light and no power on the grade."
    })
}

fn contact(phone: &str, email: &str) -> Value {
    json!({
        "name": NAME, "phone": phone, "email": email, "location": "Bunnell",
        "urgency": "Today", "message": "Please call me back about my trailer."
    })
}

const LATITUDE: &str = "29.585012";
const LONGITUDE: &str = "-81.207843";

/// A chat that shared its GPS position, saying it back in the conversation as
/// the assistant does; and the analyzer request it sends (same key).
fn chat(phone: &str, key: &str) -> Value {
    let at = format!("{LATITUDE}, {LONGITUDE} (accuracy 12 m)");
    let conversation = json!([
        { "id": 1, "text": "Hi! What's your name?", "sender": "bot", "timestamp": 1 },
        { "id": 2, "text": "Dana", "sender": "user", "timestamp": 2 },
        { "id": 3, "text": format!("Thanks, I have your location: {at}."), "sender": "bot", "timestamp": 3 }
    ]);
    json!({
        "sessionId": "s-42", "customerName": "Dana", "customerPhone": phone, "customerEmail": null,
        "conversation": conversation.to_string(), "customerLocation": at,
        "gpsLatitude": LATITUDE, "gpsLongitude": LONGITUDE, "gpsAccuracy": "12", "locationMethod": "gps",
        "leadQuality": "hot", "handoffToCall": false, "issueResolved": false,
        "problem": "Flat tire", "urgency": "Emergency - stranded/unsafe", "suggestedService": "Mobile Tire Repair",
        "partial": false, "clientRef": key
    })
}

fn chat_request(phone: &str, key: &str) -> Value {
    json!({
        "name": "Dana", "phone": phone, "email": null, "location": format!("{LATITUDE}, {LONGITUDE} (accuracy 12 m)"),
        "problemDescription": "Chatbot interaction", "suggestedService": "Mobile Tire Repair",
        "estimatedPrice": "$80-150", "urgency": "Emergency - stranded/unsafe", "confidence": "High", "clientRef": key
    })
}

async fn post(app: &TestApp, path: &str, body: &Value) -> i64 {
    let resp = app.post_json(path, body).await;
    assert!(resp.status().is_success(), "{path}: {}", resp.status());
    resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

/// Dana's leads of every kind, each with her number typed another way (the
/// email on two), a job with a note from her quote, and one lead of someone
/// else. Answers the quote's id.
async fn dana_everywhere(app: &TestApp, cookie: &str) -> i64 {
    let quote_id = post(app, "/api/quotes", &quote(NAME, "(386) 555-0199", EMAIL)).await;
    post(app, "/api/bookings", &booking("386-555-0199", "")).await;
    post(app, "/api/contacts", &contact("+1 386 555 0199", EMAIL)).await;
    post(app, "/api/chatbot-interactions", &chat("386 555 0199", "chat-dana")).await;
    post(app, "/api/smart-analyzer", &chat_request("3865550199", "chat-dana")).await;
    post(app, "/api/quotes", &lee()).await;
    let job = json!({ "submissionType": "quote", "submissionId": quote_id, "notes": "Gate code 4321, ask for Dana" });
    let resp = app.client.post(app.url("/api/job-tracking")).header("cookie", cookie).json(&job).send().await.unwrap();
    assert_eq!(resp.status(), 201);
    // Her invoice: the books keep its amounts, never her name, phone or email.
    let job_id = resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let invoice =
        json!({"jobId": job_id, "lines": [{"description": "Tire repair", "quantity": 1, "unitPriceCents": 8000}]});
    let resp = app.client.post(app.url("/api/invoices")).header("cookie", cookie).json(&invoice).send().await.unwrap();
    assert_eq!(resp.status(), 201);
    let resp = app
        .client
        .patch(app.url(&format!("/api/quotes/{quote_id}/contacted")))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    quote_id
}

/// Every cell of every table that holds one of `needles`, or (with its
/// punctuation taken out) the person's phone digits: "table.column: value".
fn mentions(app: &TestApp, needles: &[&str]) -> Vec<String> {
    let db = app.db();
    let tables: Vec<String> = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let mut found = Vec::new();
    for table in tables {
        let mut stmt = db.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let columns: Vec<String> = stmt.column_names().iter().map(|c| c.to_string()).collect();
        let mut rows = stmt.query([]).unwrap();
        while let Some(row) = rows.next().unwrap() {
            for (i, column) in columns.iter().enumerate() {
                let text = match row.get_ref(i).unwrap() {
                    ValueRef::Text(t) | ValueRef::Blob(t) => String::from_utf8_lossy(t).into_owned(),
                    _ => continue,
                };
                let digits: String = text.chars().filter(char::is_ascii_digit).collect();
                if needles.iter().any(|n| text.to_lowercase().contains(&n.to_lowercase())) || digits.contains(DIGITS) {
                    found.push(format!("{table}.{column}: {text}"));
                }
            }
        }
    }
    found
}

/// What Dana typed, besides her phone number.
const DANA: [&str; 8] = ["Dana", EMAIL, "Oak St", "Honda", "Publix", "mile marker 289", "my trailer", "Gate code"];

fn roadside(args: &[&str], data_dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_roadside")).args(args).arg("--data-dir").arg(data_dir).output().unwrap()
}

fn erase_cli(app: &TestApp, args: &[&'static str]) -> Output {
    let mut all = vec!["erase"];
    all.extend_from_slice(args);
    roadside(&all, app.data_dir.path())
}

async fn get(app: &TestApp, path: &str, cookie: &str) -> (u16, Value) {
    let resp = app.client.get(app.url(path)).header("cookie", cookie).send().await.unwrap();
    (resp.status().as_u16(), resp.json().await.unwrap_or(Value::Null))
}

async fn erase_lead(app: &TestApp, kind: &str, id: i64, cookie: Option<&str>) -> (u16, Value) {
    let mut req = app.client.post(app.url(&format!("/api/leads/{kind}/{id}/erase")));
    if let Some(c) = cookie {
        req = req.header("cookie", c);
    }
    let resp = req.send().await.unwrap();
    (resp.status().as_u16(), resp.json().await.unwrap_or(Value::Null))
}

fn count_where(app: &TestApp, sql: &str) -> i64 {
    app.db().query_row(sql, [], |r| r.get(0)).unwrap()
}

#[tokio::test]
async fn erasing_a_phone_number_at_the_command_line_while_serving_removes_every_lead_chat_job_event_and_alert_of_that_person()
 {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    dana_everywhere(&app, &cookie).await;
    let conversions = app.count("marketing_metrics");
    assert!(!mentions(&app, &DANA).is_empty(), "the test data is there to be erased");

    // The server is running (it holds the data directory), as for `roadside backup`.
    let out = tokio::task::spawn_blocking({
        let dir = app.data_dir.path().to_path_buf();
        move || roadside(&["erase", "--phone", "386.555.0199"], &dir)
    })
    .await
    .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout.lines().count(), 1, "one line: {stdout}");
    assert!(
        stdout.starts_with(
            "erased quotes 1, bookings 1, contacts 1, analyzer 1, chats 1, jobs 1, live-feed events 5, alerts 4, \
             texts 0, invoices 1, review requests 0, calls 0, photos 0, signatures 0 (audit record "
        ),
        "{stdout}"
    );

    let left = mentions(&app, &DANA);
    assert!(left.is_empty(), "still holding Dana's data:\n{}", left.join("\n"));
    // Someone else's lead, event and alert stay; the analytics counts too.
    assert_eq!(app.count("quote_submissions"), 1);
    assert_eq!(app.count("lead_events"), 1);
    assert_eq!(app.count("alert_outbox"), 1);
    assert_eq!(app.count("marketing_metrics"), conversions, "conversion counts are anonymous and stay");

    let (status, trail) = get(&app, "/api/admin/audit?subjectType=person", &cookie).await;
    assert_eq!(status, 200);
    let record = &trail["items"][0];
    assert_eq!((record["action"].as_str(), record["staffUsername"].as_str()), (Some("erase"), Some("cli")));
    assert_eq!(record["staffUserId"], Value::Null);
    assert_eq!(
        record["after"],
        json!({"quotes": 1, "bookings": 1, "contacts": 1, "analyzerRequests": 1, "chats": 1, "jobs": 1,
               "leadEvents": 5, "alerts": 4, "texts": 0, "invoices": 1, "reviewRequests": 0, "calls": 0, "fleetRequesters": 0, "fleetManagers": 0, "photos": 0, "signatures": 0, "by": "phone"})
    );
    assert!(record["createdAt"].is_string());
}

#[tokio::test]
async fn erasing_an_email_at_the_command_line_ignores_its_case_and_bad_arguments_are_refused() {
    let app = spawn_app().await;
    post(&app, "/api/quotes", &quote(NAME, "(386) 555-0199", EMAIL)).await;
    post(&app, "/api/bookings", &booking("(904) 555-0123", "Dana.Whitfield@Example.com")).await;
    post(&app, "/api/quotes", &lee()).await;

    let out = erase_cli(&app, &["--email", "DANA.WHITFIELD@example.com"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("erased quotes 1, bookings 1, contacts 0"));
    assert!(mentions(&app, &DANA).is_empty());
    assert_eq!(app.count("quote_submissions"), 1);

    for (args, says) in [
        (&[][..], "--phone"),
        (&["--phone", "555-0199"][..], "roadside: --phone: a phone number has at least 10 digits"),
        (&["--phone", "call me"][..], "roadside: --phone: a phone number has only digits"),
        (&["--email", "dana at example"][..], "roadside: --email: an email address looks like"),
        (&["--phone", "(386) 555-0111", "--email", "lee@example.com"][..], "cannot be used with"),
    ] {
        let out = erase_cli(&app, args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} succeeded");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
    assert_eq!(app.count("quote_submissions"), 1, "a refused command erases nothing");
}

#[tokio::test]
async fn the_owner_erases_the_person_behind_a_lead_card_and_the_audit_keeps_only_kinds_and_counts() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let quote_id = dana_everywhere(&app, &cookie).await;

    let (status, erased) = erase_lead(&app, "quote", quote_id, Some(&cookie)).await;
    assert_eq!(status, 200, "{erased}");
    assert_eq!(
        erased,
        json!({"quotes": 1, "bookings": 1, "contacts": 1, "analyzerRequests": 1, "chats": 1, "jobs": 1,
               "leadEvents": 5, "alerts": 4, "texts": 0, "invoices": 1, "reviewRequests": 0, "calls": 0, "fleetRequesters": 0, "fleetManagers": 0,
               "photos": 0, "signatures": 0})
    );
    let left = mentions(&app, &DANA);
    assert!(left.is_empty(), "still holding Dana's data:\n{}", left.join("\n"));
    assert_eq!(app.count("quote_submissions"), 1, "Lee's quote stays");

    let (_, trail) = get(&app, "/api/admin/audit?subjectType=person", &cookie).await;
    let record = &trail["items"][0];
    assert_eq!(record["staffUsername"], "dispatch");
    assert!(record["staffUserId"].is_i64());
    assert_eq!(record["after"]["by"], "lead");
    assert_eq!(record["after"]["chats"], 1);

    assert_eq!(erase_lead(&app, "quote", quote_id, Some(&cookie)).await.0, 404, "already gone");
    assert_eq!(erase_lead(&app, "truck", 1, Some(&cookie)).await.0, 404);
    let (status, body) = erase_lead(&app, "quote", 0, Some(&cookie)).await;
    assert_eq!((status, body["message"].as_str()), (404, Some("Not found")));
}

#[tokio::test]
async fn only_the_owner_may_erase_other_staff_get_403_and_no_session_gets_401() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let crew = new_staff_cookie(&app, "crew", &[]).await;
    let id = post(&app, "/api/quotes", &quote(NAME, "(386) 555-0199", EMAIL)).await;

    let (_, me) = get(&app, "/api/admin/session", &owner).await;
    assert_eq!(me, json!({"username": "dispatch", "isOwner": true, "role": "owner", "calls": false}));
    let (_, me) = get(&app, "/api/admin/session", &crew).await;
    // Back-office staff (the owner's role) who is not the one owner.
    assert_eq!(me, json!({"username": "crew", "isOwner": false, "role": "owner", "calls": false}));

    let (status, body) = erase_lead(&app, "quote", id, Some(&crew)).await;
    assert_eq!(status, 403);
    assert_eq!(body["message"], "Only the owner's account can do this.");
    let (status, body) = erase_lead(&app, "quote", id, None).await;
    assert_eq!(status, 401);
    assert_eq!(body["message"], "Please log in again");
    assert_eq!(app.count("quote_submissions"), 1);
    assert_eq!(count_where(&app, "SELECT COUNT(*) FROM audit_log WHERE action = 'erase'"), 0);

    // A second owner is made so on purpose.
    let partner = new_staff_cookie(&app, "partner", &["--owner"]).await;
    assert_eq!(erase_lead(&app, "quote", id, Some(&partner)).await.0, 200);
    assert_eq!(app.count("quote_submissions"), 0);
}

#[tokio::test]
async fn a_deleted_quote_leaves_no_personal_data_in_the_audit_log() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let id = post(&app, "/api/quotes", &quote(NAME, "(386) 555-0199", EMAIL)).await;
    let send = |method: reqwest::Method, path: String, body: Value| {
        let req = app.client.request(method, app.url(&path)).header("cookie", &cookie).json(&body);
        async move {
            let resp = req.send().await.unwrap();
            assert!(resp.status().is_success(), "{path}: {}", resp.status());
            resp.json::<Value>().await.unwrap()
        }
    };
    send(reqwest::Method::PATCH, format!("/api/quotes/{id}/contacted"), json!({})).await;
    let mut edit = quote("Dana W. Whitfield", "(386) 555-0199", EMAIL);
    edit["urgency"] = json!("Within 24 Hours");
    edit["description"] = json!("Flat tire outside the Publix, rear left, Dana waiting in the car.");
    send(reqwest::Method::PATCH, format!("/api/quotes/{id}"), edit).await;
    let job = send(
        reqwest::Method::POST,
        "/api/job-tracking".into(),
        json!({ "submissionType": "quote", "submissionId": id, "notes": "Gate code 4321" }),
    )
    .await;
    send(
        reqwest::Method::PATCH,
        format!("/api/job-tracking/{}", job["id"]),
        json!({ "status": "completed", "jobValue": 95, "notes": "Gate code 4321, Dana paid cash", "version": job["version"] }),
    )
    .await;
    send(reqwest::Method::DELETE, format!("/api/quotes/{id}"), json!({})).await;

    // Every column of every audit row, as text.
    let db = app.db();
    let mut stmt = db.prepare("SELECT * FROM audit_log").unwrap();
    let width = stmt.column_count();
    let cells: Vec<String> = stmt
        .query_map([], |r| {
            Ok((0..width)
                .map(|i| match r.get_ref(i).unwrap() {
                    ValueRef::Text(t) => String::from_utf8_lossy(t).into_owned(),
                    other => format!("{other:?}"),
                })
                .collect::<Vec<_>>()
                .join(" | "))
        })
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(cells.len(), 5, "contacted, edit, job-create, job-update, delete");
    let all = cells.join("\n");
    for personal in [NAME, "Dana", "555-0199", EMAIL, "Oak St", "Palm Coast", "Honda", "Publix", "Gate code"] {
        assert!(!all.contains(personal), "{personal} is in the audit log:\n{all}");
    }

    // What the trail does keep: which fields changed, and the values of those that are not personal.
    let (_, trail) = get(&app, &format!("/api/admin/audit?subjectType=quote&subjectId={id}"), &cookie).await;
    let rows = trail["items"].as_array().unwrap();
    let edit = rows.iter().find(|r| r["action"] == "edit").unwrap();
    assert_eq!(edit["changed"], json!(["description", "name", "urgency"]));
    assert_eq!(
        (&edit["before"], &edit["after"]),
        (&json!({"urgency": "Today"}), &json!({"urgency": "Within 24 Hours"}))
    );
    let deleted = rows.iter().find(|r| r["action"] == "delete").unwrap();
    assert_eq!(deleted["before"]["serviceType"], "Other");
    assert_eq!(deleted["before"]["urgency"], "Within 24 Hours");
    assert!(deleted["changed"].as_array().unwrap().iter().any(|f| f == "phone"));
    let (_, jobs) = get(&app, &format!("/api/admin/audit?subjectType=job&subjectId={}", job["id"]), &cookie).await;
    let update = &jobs["items"][0];
    for field in ["completedAt", "jobValue", "notes", "responseTime", "status"] {
        assert!(update["changed"].as_array().unwrap().iter().any(|f| f == field), "{field}: {update}");
    }
    assert_eq!(update["after"]["status"], "completed");
    assert!(update["after"].get("notes").is_none());
}

/// Back-dates a row: `column` of `table` row `id` is set `days` (and a
/// minute) in the past.
fn age(app: &TestApp, table: &str, column: &str, id: i64, days: i64) {
    let at = roadside::time::format(Utc::now() - Days::days(days) - Days::minutes(1));
    let n = app.db().execute(&format!("UPDATE {table} SET {column} = ?1 WHERE id = ?2"), rusqlite::params![at, id]);
    assert_eq!(n.unwrap(), 1, "{table} {id}");
}

/// The live-feed entry and the alert of a lead, by its kind and id.
fn event_of(app: &TestApp, kind: &str, id: i64) -> i64 {
    app.db()
        .query_row("SELECT id FROM lead_events WHERE kind = ?1 AND lead_id = ?2", rusqlite::params![kind, id], |r| {
            r.get(0)
        })
        .unwrap()
}

fn alert_of(app: &TestApp, kind: &str, id: i64) -> i64 {
    app.db()
        .query_row(
            "SELECT id FROM alert_outbox WHERE lead_kind = ?1 AND lead_id = ?2 AND channel IN ('email', 'webhook', 'log')",
            rusqlite::params![kind, id],
            |r| r.get(0),
        )
        .unwrap()
}

async fn alerts_delivered(app: &TestApp) {
    app.drain().await;
    assert_eq!(
        count_where(app, "SELECT COUNT(*) FROM alert_outbox WHERE delivered_at IS NULL"),
        0,
        "the alerts were delivered"
    );
}

fn exists(app: &TestApp, table: &str, id: i64) -> bool {
    count_where(app, &format!("SELECT COUNT(*) FROM {table} WHERE id = {id}")) == 1
}

#[tokio::test]
async fn the_retention_sweep_deletes_what_is_past_its_time_and_keeps_the_rest() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let old_quote = post(&app, "/api/quotes", &quote("Old Quote", "(386) 555-0101", "")).await;
    let new_quote = post(&app, "/api/quotes", &quote("New Quote", "(386) 555-0102", "")).await;
    let job = json!({ "submissionType": "quote", "submissionId": old_quote, "notes": "Gate code 4321" });
    app.client.post(app.url("/api/job-tracking")).header("cookie", &cookie).json(&job).send().await.unwrap();
    let old_chat = post(&app, "/api/chatbot-interactions", &chat("386 555 0103", "chat-old")).await;
    let old_request = post(&app, "/api/smart-analyzer", &chat_request("386 555 0103", "chat-old")).await;
    let new_chat = post(&app, "/api/chatbot-interactions", &chat("386 555 0104", "chat-new")).await;
    alerts_delivered(&app).await;

    // Three years and a day; 91 days; 31 days; just inside each limit.
    age(&app, "quote_submissions", "created_at", old_quote, 3 * 365);
    age(&app, "lead_events", "created_at", event_of(&app, "quote", old_quote), 3 * 365);
    age(&app, "alert_outbox", "created_at", alert_of(&app, "quote", old_quote), 3 * 365);
    age(&app, "chatbot_interactions", "created_at", old_chat, 90);
    age(&app, "chatbot_interactions", "created_at", new_chat, 89);
    age(&app, "lead_events", "created_at", event_of(&app, "analyzer", old_request), 30);
    age(&app, "lead_events", "created_at", event_of(&app, "quote", new_quote), 29);
    age(&app, "alert_outbox", "delivered_at", alert_of(&app, "chat", old_chat), 30);
    age(&app, "alert_outbox", "delivered_at", alert_of(&app, "quote", new_quote), 29);
    // An alert still waiting after 31 days (a channel down) is kept until it goes out.
    let waiting = alert_of(&app, "chat", new_chat);
    app.db().execute("UPDATE alert_outbox SET delivered_at = NULL WHERE id = ?1", [waiting]).unwrap();
    age(&app, "alert_outbox", "created_at", waiting, 30);
    // Sessions past their idle expiry or the staff's 12 hours; the owner's own is live.
    let db = app.db();
    let user: i64 = db.query_row("SELECT id FROM users", [], |r| r.get(0)).unwrap();
    let past = roadside::time::format(Utc::now() - Days::minutes(1));
    let later = roadside::time::format(Utc::now() + Days::hours(1));
    let long_ago = roadside::time::format(Utc::now() - Days::hours(13));
    db.execute(
        "INSERT INTO sessions (token_hash, user_id, is_staff, expires_at) VALUES ('idle', ?1, 1, ?2)",
        rusqlite::params![user, past],
    )
    .unwrap();
    db.execute(
        "INSERT INTO sessions (token_hash, user_id, is_staff, created_at, expires_at) VALUES ('long', ?1, 1, ?2, ?3)",
        rusqlite::params![user, long_ago, later],
    )
    .unwrap();

    let mut db = app.db();
    let tx = db.transaction().unwrap();
    let swept = sweep_step(&tx, &RetentionConfig::default(), Utc::now()).unwrap();
    tx.commit().unwrap();
    assert_eq!(
        swept,
        Swept {
            leads: 1,
            jobs: 1,
            chat_locations: 1,
            alerts: 2,
            lead_events: 2,
            sessions: 2,
            texts: 0,
            calls: 0,
            tracking: 0,
            id_photos: 0
        },
        "the old quote with its job, event and alert; the old chat's GPS; its alert and its request's event"
    );

    assert!(!exists(&app, "quote_submissions", old_quote) && exists(&app, "quote_submissions", new_quote));
    assert_eq!(app.count("job_tracking"), 0);
    assert!(exists(&app, "alert_outbox", waiting));
    assert!(exists(&app, "alert_outbox", alert_of(&app, "quote", new_quote)));
    assert!(exists(&app, "lead_events", event_of(&app, "quote", new_quote)));
    // The old chat stays, without its position anywhere; the newer one keeps it.
    let (lat, location, conversation): (Option<String>, String, String) = app
        .db()
        .query_row(
            "SELECT gps_latitude, customer_location, conversation FROM chatbot_interactions WHERE id = ?1",
            [old_chat],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(lat, None);
    assert_eq!(location, format!("{LOCATION_REMOVED} (accuracy 12 m)"));
    assert!(conversation.contains(&format!("I have your location: {LOCATION_REMOVED}")), "{conversation}");
    let request_location: String = app
        .db()
        .query_row("SELECT location FROM smart_analyzer_submissions WHERE id = ?1", [old_request], |r| r.get(0))
        .unwrap();
    assert!(!request_location.contains(LATITUDE), "{request_location}");
    let kept: Option<String> = app
        .db()
        .query_row("SELECT gps_latitude FROM chatbot_interactions WHERE id = ?1", [new_chat], |r| r.get(0))
        .unwrap();
    assert_eq!(kept.as_deref(), Some(LATITUDE));
    assert_eq!(count_where(&app, "SELECT COUNT(*) FROM sessions"), 1);
    assert_eq!(get(&app, "/api/admin/session", &cookie).await.0, 200, "the live session still works");

    // A second pass finds nothing more.
    let tx = db.transaction().unwrap();
    assert!(sweep_step(&tx, &RetentionConfig::default(), Utc::now()).unwrap().is_empty());
}

#[tokio::test]
async fn the_server_applies_retention_on_its_own_as_soon_as_it_starts() {
    let mut app = spawn_app().await;
    let old = post(&app, "/api/quotes", &quote("Old Quote", "(386) 555-0101", "")).await;
    let recent = post(&app, "/api/quotes", &quote("Recent Quote", "(386) 555-0102", "")).await;
    app.stop().await;
    age(&app, "quote_submissions", "created_at", old, 3 * 365);

    let mut config =
        roadside::config::Config::from_toml(&format!("listen = \"127.0.0.1:0\"\nbase_url = \"{BASE_URL}\"\n")).unwrap();
    config.data_dir = app.data_dir.path().to_path_buf();
    let restarted = roadside::startup::Application::build(config).await.unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(restarted.run_until(async move {
        let _ = stopped.await;
    }));
    crate::helpers::eventually("the old quote swept", Duration::from_secs(10), async || {
        !exists(&app, "quote_submissions", old)
    })
    .await;
    assert!(exists(&app, "quote_submissions", recent));
    let _ = stop.send(());
    server.await.unwrap().unwrap();
}
