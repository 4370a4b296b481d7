//! What staff do with leads: read them newest first, mark them contacted,
//! edit and delete quotes.
use crate::helpers::{TestApp, spawn_app};
use serde_json::{Value, json};

/// Creates a staff account with the CLI on the app's database and signs it
/// in; returns the Cookie header value for the session. Being the first, it
/// is the owner's account.
pub async fn staff_cookie(app: &TestApp) -> String {
    new_staff_cookie(app, "dispatch", &[]).await
}

/// Creates a staff account named `username` with the CLI (`extra`: more
/// arguments, e.g. --owner) and signs it in; returns the Cookie header value.
pub async fn new_staff_cookie(app: &TestApp, username: &str, extra: &[&str]) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args(["admin", "create", "--username", username, "--password-stdin"])
        .args(extra)
        .arg("--data-dir")
        .arg(app.data_dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"tow-truck-2024\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let resp = app.post_json("/api/admin/login", &json!({ "username": username, "password": "tow-truck-2024" })).await;
    assert_eq!(resp.status(), 200);
    let cookie = resp.headers()["set-cookie"].to_str().unwrap();
    cookie.split(';').next().unwrap().to_string()
}

fn quote(name: &str) -> Value {
    json!({
        "name": name, "phone": "(386) 555-0123", "email": "", "location": "Palm Coast, FL",
        "serviceType": "Other", "vehicleInfo": "2012 Honda Civic", "urgency": "Today", "description": "Slow leak in the rear left tire."
    })
}

#[tokio::test]
async fn staff_read_quotes_newest_first_with_every_field() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    app.post_json("/api/quotes", &quote("First")).await;
    app.post_json("/api/quotes", &quote("Second")).await;
    let page: Value =
        app.client.get(app.url("/api/quotes")).header("cookie", &cookie).send().await.unwrap().json().await.unwrap();
    assert_eq!(page["nextCursor"], Value::Null);
    let list = page["items"].as_array().unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["name"], "Second");
    for key in [
        "id",
        "name",
        "phone",
        "email",
        "location",
        "serviceType",
        "vehicleInfo",
        "urgency",
        "description",
        "contacted",
        "createdAt",
    ] {
        assert!(list[0].get(key).is_some(), "{key} missing from {}", list[0]);
    }
    assert_eq!(list[0]["contacted"], false);
    assert!(list[0].get("clientRef").is_none());
}

#[tokio::test]
async fn staff_mark_quotes_and_bookings_contacted() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let id = app.post_json("/api/quotes", &quote("Dana")).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let resp = app
        .client
        .patch(app.url(&format!("/api/quotes/{id}/contacted")))
        .header("cookie", &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.json::<Value>().await.unwrap()["contacted"], true);

    let booking = json!({
        "name": "Lee Truck", "phone": "386-555-0199", "vehicleType": "bus", "location": "US-1 at Palm Coast Pkwy",
        "serviceNeeded": "electrical", "urgency": "next-day", "description": "Dash lights flicker and the bus stalls."
    });
    let bid = app.post_json("/api/bookings", &booking).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let resp = app
        .client
        .patch(app.url(&format!("/api/bookings/{bid}/contacted")))
        .header("cookie", &cookie)
        .json(&json!({ "contacted": true }))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.json::<Value>().await.unwrap()["contacted"], true);

    let missing =
        app.client.patch(app.url("/api/quotes/9999/contacted")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(missing.status(), 404);
    let malformed =
        app.client.patch(app.url("/api/quotes/abc/contacted")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(malformed.status(), 404);
    assert!(malformed.json::<Value>().await.unwrap()["message"].is_string());
}

#[tokio::test]
async fn staff_edit_a_quote_with_the_admin_urgencies_and_bad_edits_change_nothing() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let id = app.post_json("/api/quotes", &quote("Dana")).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let mut edit = quote("Dana Smith");
    edit["urgency"] = json!("Within 24 Hours");
    let resp = app
        .client
        .patch(app.url(&format!("/api/quotes/{id}")))
        .header("cookie", &cookie)
        .json(&edit)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let saved: Value = resp.json().await.unwrap();
    assert_eq!(saved["name"], "Dana Smith");
    assert_eq!(saved["urgency"], "Within 24 Hours");

    let mut bad = edit.clone();
    bad["description"] = json!("short");
    let resp = app
        .client
        .patch(app.url(&format!("/api/quotes/{id}")))
        .header("cookie", &cookie)
        .json(&bad)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(
        resp.json::<Value>().await.unwrap()["fields"]["description"],
        "Please provide more details about your needs"
    );
    let description: String =
        app.db().query_row("SELECT description FROM quote_submissions WHERE id = ?1", [id], |r| r.get(0)).unwrap();
    assert_eq!(description, "Slow leak in the rear left tire.");
}

#[tokio::test]
async fn staff_delete_a_quote_once() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let id = app.post_json("/api/quotes", &quote("Dana")).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let url = app.url(&format!("/api/quotes/{id}"));
    assert_eq!(app.client.delete(&url).header("cookie", &cookie).send().await.unwrap().status(), 200);
    assert_eq!(app.client.delete(&url).header("cookie", &cookie).send().await.unwrap().status(), 404);
    assert_eq!(app.count("quote_submissions"), 0);
}

#[tokio::test]
async fn staff_read_contacts_and_bookings() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let contact = json!({ "name": "Ana Ruiz", "phone": "904 555 0100", "location": "Jacksonville, FL", "urgency": "Today", "message": "Battery keeps dying overnight." });
    assert_eq!(app.post_json("/api/contacts", &contact).await.status(), 201);
    let contacts: Value =
        app.client.get(app.url("/api/contacts")).header("cookie", &cookie).send().await.unwrap().json().await.unwrap();
    let contacts = contacts["items"].as_array().unwrap();
    assert_eq!(contacts[0]["message"], "Battery keeps dying overnight.");
    let bookings: Value =
        app.client.get(app.url("/api/bookings")).header("cookie", &cookie).send().await.unwrap().json().await.unwrap();
    let bookings = bookings["items"].as_array().unwrap();
    assert!(bookings.is_empty());
}

#[tokio::test]
async fn staff_lists_come_in_pages_that_follow_each_other() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    for n in 0..5 {
        app.post_json("/api/quotes", &quote(&format!("Driver {n}"))).await;
    }
    let get = |q: &str| app.client.get(app.url(&format!("/api/quotes{q}"))).header("cookie", &cookie).send();
    let first: Value = get("?limit=2").await.unwrap().json().await.unwrap();
    let names = |page: &Value| {
        page["items"].as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap().to_string()).collect::<Vec<_>>()
    };
    assert_eq!(names(&first), ["Driver 4", "Driver 3"]);
    let cursor = first["nextCursor"].as_str().unwrap().to_string();
    let second: Value = get(&format!("?limit=2&cursor={cursor}")).await.unwrap().json().await.unwrap();
    assert_eq!(names(&second), ["Driver 2", "Driver 1"]);
    let third: Value = get(&format!("?limit=2&cursor={}", second["nextCursor"].as_str().unwrap()))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(names(&third), ["Driver 0"]);
    assert_eq!(third["nextCursor"], Value::Null);

    for (query, field) in [("?limit=0", "limit"), ("?limit=lots", "limit"), ("?cursor=abc", "cursor")] {
        let resp = get(query).await.unwrap();
        assert_eq!(resp.status(), 400, "{query}");
        let body: Value = resp.json().await.unwrap();
        assert!(body["fields"][field].is_string(), "{query}: {body}");
    }
}
