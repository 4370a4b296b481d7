//! The back office: jobs, first-response times, the audit trail, filtered
//! lists, the live lead stream, the CSV export and the overview figures.
use crate::helpers::{TestApp, read_events, spawn_app, with_current_version};
use crate::leads_staff::staff_cookie;
use serde_json::{Value, json};
use std::time::Duration;

fn quote(name: &str, urgency: &str, location: &str, phone: &str) -> Value {
    json!({
        "name": name, "phone": phone, "email": "", "location": location,
        "serviceType": "Other", "vehicleInfo": "", "urgency": urgency, "description": "Flat tire on the shoulder, need help."
    })
}

async fn post_quote(app: &TestApp, name: &str) -> i64 {
    let resp = app.post_json("/api/quotes", &quote(name, "Today", "Palm Coast, FL", "(386) 555-0123")).await;
    assert_eq!(resp.status(), 201);
    resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

struct Staff<'a> {
    app: &'a TestApp,
    cookie: String,
}

impl Staff<'_> {
    async fn send(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> (u16, Value) {
        let method_name = method.as_str().to_string();
        let method_name = method_name.as_str();
        let mut req = self.app.client.request(method, self.app.url(path)).header("cookie", &self.cookie);
        if let Some(b) = body {
            req = req.json(&with_current_version(self.app, method_name, path, b));
        }
        let resp = req.send().await.unwrap();
        let status = resp.status().as_u16();
        (status, resp.json().await.unwrap_or(Value::Null))
    }
    async fn get(&self, path: &str) -> (u16, Value) {
        self.send(reqwest::Method::GET, path, None).await
    }
    async fn patch(&self, path: &str, body: Value) -> (u16, Value) {
        self.send(reqwest::Method::PATCH, path, Some(body)).await
    }
    async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        self.send(reqwest::Method::POST, path, Some(body)).await
    }
    async fn text(&self, path: &str) -> (u16, String) {
        let resp = self.app.client.get(self.app.url(path)).header("cookie", &self.cookie).send().await.unwrap();
        (resp.status().as_u16(), resp.text().await.unwrap())
    }
}

async fn staff(app: &TestApp) -> Staff<'_> {
    Staff { app, cookie: staff_cookie(app).await }
}

fn names(page: &Value) -> Vec<String> {
    page["items"].as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap_or("").to_string()).collect()
}

#[tokio::test]
async fn a_job_is_created_from_a_lead_and_moved_through_every_status_with_server_set_times() {
    let app = spawn_app().await;
    let s = staff(&app).await;
    let lead = post_quote(&app, "Dana").await;
    // The lead came in 25 minutes ago.
    app.db().execute("UPDATE quote_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-25 minutes') WHERE id = ?1", [lead]).unwrap();

    let (status, job) = s
        .post(
            "/api/job-tracking",
            json!({ "submissionId": lead, "submissionType": "quote", "completedAt": "2000-01-01", "responseTime": 1 }),
        )
        .await;
    assert_eq!(status, 201, "{job}");
    assert_eq!(job["status"], "pending");
    assert_eq!(job["completedAt"], Value::Null, "the client cannot set completedAt");
    assert_eq!(job["responseTime"], Value::Null, "the client cannot set responseTime");
    assert_eq!(job["customer"]["name"], "Dana");
    let id = job["id"].as_i64().unwrap();
    let path = format!("/api/job-tracking/{id}");

    // Asking again for the same lead answers the same job.
    let (status, again) = s.post("/api/job-tracking", json!({ "submissionId": lead, "submissionType": "quote" })).await;
    assert_eq!((status, again["id"].as_i64()), (200, Some(id)));

    for step in ["scheduled", "en route"] {
        let (status, job) = s.patch(&path, json!({ "status": step })).await;
        assert_eq!((status, job["status"].as_str()), (200, Some(step)));
        assert_eq!(job["responseTime"], Value::Null);
    }
    let (_, job) = s.patch(&path, json!({ "status": "on site" })).await;
    assert_eq!(job["status"], "on site");
    assert!(job["onSiteAt"].is_string());
    assert_eq!(job["responseTime"], 25, "minutes from the lead to the truck on site: {job}");
    assert_eq!(job["completedAt"], Value::Null);

    let (_, job) = s.patch(&path, json!({ "status": "completed", "jobValue": "$185.50", "customerSatisfaction": 5, "notes": "Plugged the tire." })).await;
    assert_eq!(job["status"], "completed");
    assert!(job["completedAt"].is_string());
    assert_eq!(job["jobValue"], 185.5);
    assert_eq!(job["customerSatisfaction"], 5);
    assert_eq!(job["notes"], "Plugged the tire.");
    assert_eq!(job["responseTime"], 25, "the response time is kept");

    let (_, overview) = s.get("/api/admin/overview").await;
    assert_eq!(overview["jobsDone"], 1);
    assert_eq!(overview["revenue"], 185.5);

    let (_, job) = s.patch(&path, json!({ "status": "cancelled" })).await;
    assert_eq!(job["status"], "cancelled");
    assert_eq!(job["completedAt"], Value::Null, "a cancelled job is not completed");
    let (_, job) = s.patch(&path, json!({ "status": "pending" })).await;
    assert_eq!(job["status"], "pending");

    let (_, list) = s.get("/api/job-tracking?status=pending").await;
    assert_eq!(list["items"][0]["id"], id);
    let (_, list) = s.get("/api/job-tracking?status=completed").await;
    assert_eq!(list["items"].as_array().unwrap().len(), 0);
}

#[tokio::test]
async fn job_values_are_checked_and_each_bad_field_is_named() {
    let app = spawn_app().await;
    let s = staff(&app).await;
    let lead = post_quote(&app, "Dana").await;
    let (status, body) = s.post("/api/job-tracking", json!({ "submissionId": 999, "submissionType": "quote" })).await;
    assert_eq!(status, 400);
    assert!(body["fields"]["submissionId"].is_string());
    let (status, body) = s.post("/api/job-tracking", json!({ "submissionId": "x", "submissionType": "tow" })).await;
    assert_eq!(status, 400);
    assert!(body["fields"]["submissionId"].is_string() && body["fields"]["submissionType"].is_string());
    let (_, job) = s.post("/api/job-tracking", json!({ "submissionId": lead, "submissionType": "quote" })).await;
    let path = format!("/api/job-tracking/{}", job["id"]);
    let (status, body) = s
        .patch(&path, json!({ "status": "done", "jobValue": -5, "customerSatisfaction": 6, "notes": "x".repeat(2001) }))
        .await;
    assert_eq!(status, 400);
    for field in ["status", "jobValue", "customerSatisfaction", "notes"] {
        assert!(body["fields"][field].is_string(), "{field}: {body}");
    }
    let (status, _) = s.patch("/api/job-tracking/4242", json!({ "status": "completed" })).await;
    assert_eq!(status, 404);

    let anonymous = app
        .client
        .post(app.url("/api/job-tracking"))
        .json(&json!({ "submissionId": lead, "submissionType": "quote" }))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), 401);
    let anonymous = app.client.patch(app.url(&path)).json(&json!({ "status": "completed" })).send().await.unwrap();
    assert_eq!(anonymous.status(), 401);
}

#[tokio::test]
async fn the_first_response_time_is_stored_on_the_first_contact_only() {
    let app = spawn_app().await;
    let s = staff(&app).await;
    let id = post_quote(&app, "Dana").await;
    app.db().execute("UPDATE quote_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-42 minutes') WHERE id = ?1", [id]).unwrap();
    let (status, first) = s.patch(&format!("/api/quotes/{id}/contacted"), json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(first["contacted"], true);
    assert_eq!(first["responseMinutes"], 42);
    assert!(first["firstContactedAt"].is_string());

    // A later click (here: pretending the lead is older still) moves nothing.
    app.db()
        .execute(
            "UPDATE quote_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 hours') WHERE id = ?1",
            [id],
        )
        .unwrap();
    let (_, second) = s.patch(&format!("/api/quotes/{id}/contacted"), json!({})).await;
    assert_eq!(second["responseMinutes"], 42);
    assert_eq!(second["firstContactedAt"], first["firstContactedAt"]);

    let (_, overview) = s.get("/api/admin/overview").await;
    assert_eq!(overview["medianResponseMinutes"], 42);
    assert_eq!(overview["responseRate"], 100);

    // Every kind can be marked: contact forms and analyzer requests too.
    let contact = json!({ "name": "Ana Ruiz", "phone": "904 555 0100", "location": "Jacksonville, FL", "urgency": "Today", "message": "Battery keeps dying overnight." });
    let cid = app.post_json("/api/contacts", &contact).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let (status, row) = s.patch(&format!("/api/contacts/{cid}/contacted"), json!({})).await;
    assert_eq!((status, row["contacted"].as_bool()), (200, Some(true)));
    app.db()
        .execute(
            "INSERT INTO smart_analyzer_submissions (name, phone, problem_description, suggested_service, estimated_price, urgency, confidence) VALUES ('Kim', '386-555-0142', 'flat tire', 'Emergency Tire Replacement', '$120-180', 'urgent', '95')",
            [],
        )
        .unwrap();
    let (status, row) = s.patch("/api/smart-analyzer/1/contacted", json!({})).await;
    assert_eq!((status, row["contacted"].as_bool()), (200, Some(true)));
    assert!(row["responseMinutes"].is_i64());
}

#[tokio::test]
async fn every_dashboard_change_is_audited_with_the_staff_account_and_kept_after_a_delete() {
    let app = spawn_app().await;
    let s = staff(&app).await;
    let id = post_quote(&app, "Dana").await;
    s.patch(&format!("/api/quotes/{id}/contacted"), json!({})).await;
    let mut edit = quote("Dana Smith", "Within 24 Hours", "Palm Coast, FL", "(386) 555-0123");
    edit["description"] = json!("Flat tire on I-95, rear left.");
    assert_eq!(s.patch(&format!("/api/quotes/{id}"), edit).await.0, 200);
    let (_, job) = s.post("/api/job-tracking", json!({ "submissionId": id, "submissionType": "quote" })).await;
    s.patch(&format!("/api/job-tracking/{}", job["id"]), json!({ "status": "completed", "jobValue": 120 })).await;
    let del =
        app.client.delete(app.url(&format!("/api/quotes/{id}"))).header("cookie", &s.cookie).send().await.unwrap();
    assert_eq!(del.status(), 200);

    let (status, trail) = s.get(&format!("/api/admin/audit?subjectType=quote&subjectId={id}")).await;
    assert_eq!(status, 200);
    let rows = trail["items"].as_array().unwrap();
    let actions: Vec<&str> = rows.iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["delete", "edit", "contacted"], "newest first");
    for r in rows {
        assert_eq!(r["staffUsername"], "dispatch");
        assert!(r["createdAt"].is_string());
    }
    // Which fields changed, with the values of those that are not about the person (docs/product.md#privacy).
    assert_eq!(rows[1]["changed"], json!(["description", "name", "urgency"]));
    assert_eq!(rows[1]["before"], json!({"urgency": "Today"}));
    assert_eq!(rows[1]["after"], json!({"urgency": "Within 24 Hours"}));
    assert_eq!(rows[0]["before"]["urgency"], "Within 24 Hours", "the deleted quote's last state, without the person");
    assert!(rows[0]["before"].get("name").is_none());
    assert_eq!(rows[2]["before"]["contacted"], false);
    assert_eq!(rows[2]["after"]["contacted"], true);

    let (_, jobs) = s.get(&format!("/api/admin/audit?subjectType=job&subjectId={}", job["id"])).await;
    let actions: Vec<&str> = jobs["items"].as_array().unwrap().iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(actions, ["job-update", "job-create"]);
    assert_eq!(jobs["items"][0]["after"]["status"], "completed");
    assert_eq!(jobs["items"][0]["after"]["jobValue"], 120.0);

    // The table only grows.
    let db = app.db();
    assert!(db.execute("UPDATE audit_log SET staff_username = 'someone'", []).is_err());
    assert!(db.execute("DELETE FROM audit_log", []).is_err());
    assert_eq!(app.count("audit_log"), 5);

    let (status, body) = s.get("/api/admin/audit?subjectType=truck").await;
    assert_eq!(status, 400);
    assert!(body["fields"]["subjectType"].is_string());
    assert_eq!(app.get("/api/admin/audit").await.status(), 401);
}

#[tokio::test]
async fn every_lead_list_filters_by_status_urgency_dates_and_text_and_pages_with_a_cursor() {
    let app = spawn_app().await;
    let s = staff(&app).await;
    for (name, urgency, location, phone) in [
        ("Ann Lee", "Emergency (ASAP)", "Palm Coast, FL", "(386) 555-0101"),
        ("Bo Diaz", "Today", "Daytona Beach, FL", "386-555-0102"),
        ("Cy Park", "Emergency (ASAP)", "Jacksonville, FL", "904 555 0103"),
        ("Di Moss", "Emergency (ASAP)", "Palm Coast, FL", "(386) 555-0104"),
    ] {
        assert_eq!(app.post_json("/api/quotes", &quote(name, urgency, location, phone)).await.status(), 201);
    }
    s.patch("/api/quotes/1/contacted", json!({})).await;
    app.db().execute("UPDATE quote_submissions SET created_at = '2024-03-10T15:00:00.000Z' WHERE id = 2", []).unwrap();

    let (_, page) = s.get("/api/quotes?status=pending").await;
    assert_eq!(names(&page), ["Di Moss", "Cy Park", "Bo Diaz"]);
    let (_, page) = s.get("/api/quotes?status=contacted").await;
    assert_eq!(names(&page), ["Ann Lee"]);
    let (_, page) = s.get("/api/quotes?urgency=emergency%20(asap)&status=pending").await;
    assert_eq!(names(&page), ["Di Moss", "Cy Park"]);
    let (_, page) = s.get("/api/quotes?from=2024-03-10&to=2024-03-10").await;
    assert_eq!(names(&page), ["Bo Diaz"]);
    let (_, page) = s.get("/api/quotes?to=2024-03-09").await;
    assert_eq!(names(&page), Vec::<String>::new());
    let (_, page) = s.get("/api/quotes?q=palm").await;
    assert_eq!(names(&page), ["Di Moss", "Ann Lee"]);
    let (_, page) = s.get("/api/quotes?q=9045550103").await;
    assert_eq!(names(&page), ["Cy Park"], "digits find a phone typed with spaces");
    let (_, page) = s.get("/api/quotes?q=diaz").await;
    assert_eq!(names(&page), ["Bo Diaz"]);
    let (_, page) = s.get("/api/quotes?q=100%25").await;
    assert_eq!(names(&page), Vec::<String>::new(), "% is searched for, not a wildcard");

    // Filters and cursors together.
    let (_, first) = s.get("/api/quotes?urgency=Emergency%20(ASAP)&limit=2").await;
    assert_eq!(names(&first), ["Di Moss", "Cy Park"]);
    let cursor = first["nextCursor"].as_str().unwrap();
    let (_, second) = s.get(&format!("/api/quotes?urgency=Emergency%20(ASAP)&limit=2&cursor={cursor}")).await;
    assert_eq!(names(&second), ["Ann Lee"]);
    assert_eq!(second["nextCursor"], Value::Null);

    // The other lists take the same filters.
    let contact = |n: &str, u: &str| json!({ "name": n, "phone": "904 555 0100", "location": "Jacksonville, FL", "urgency": u, "message": "Battery keeps dying overnight." });
    app.post_json("/api/contacts", &contact("Eve Ford", "Today")).await;
    app.post_json("/api/contacts", &contact("Gus Hale", "Emergency")).await;
    let (_, page) = s.get("/api/contacts?urgency=today").await;
    assert_eq!(names(&page), ["Eve Ford"]);
    let booking = |n: &str| json!({ "name": n, "phone": "386-555-0199", "vehicleType": "bus", "location": "US-1 at Palm Coast Pkwy", "serviceNeeded": "electrical", "urgency": "next-day", "description": "Dash lights flicker and the bus stalls." });
    app.post_json("/api/bookings", &booking("Hal Ives")).await;
    app.post_json("/api/bookings", &booking("Ida Jung")).await;
    s.patch("/api/bookings/2/contacted", json!({ "contacted": true })).await;
    let (_, page) = s.get("/api/bookings?status=pending&limit=1").await;
    assert_eq!(names(&page), ["Hal Ives"]);
    assert_eq!(page["nextCursor"], Value::Null);
    app.db()
        .execute_batch(
            "INSERT INTO smart_analyzer_submissions (name, phone, location, problem_description, suggested_service, estimated_price, urgency, confidence) VALUES
               ('Jo Kent', '386-555-0150', 'Bunnell', 'dead battery', 'Jump Start / Battery Replacement', '$80-250', 'urgent', '90'),
               ('Lu Mars', '386-555-0151', 'Flagler Beach', 'smoke from the engine', 'Mobile Engine Diagnostics', '$150-300', 'emergency', '85');",
        )
        .unwrap();
    let (_, page) = s.get("/api/smart-analyzer?urgency=emergency").await;
    assert_eq!(names(&page), ["Lu Mars"]);
    let (_, page) = s.get("/api/smart-analyzer?q=bunnell&limit=1").await;
    assert_eq!(names(&page), ["Jo Kent"]);

    for (query, field) in [
        ("status=done", "status"),
        ("from=yesterday", "from"),
        ("to=2024-13-01", "to"),
        ("source=tv", "source"),
        ("limit=0", "limit"),
    ] {
        for list in ["quotes", "contacts", "bookings", "smart-analyzer"] {
            let (status, body) = s.get(&format!("/api/{list}?{query}")).await;
            assert_eq!(status, 400, "{list}?{query}");
            assert!(body["fields"][field].is_string(), "{list}?{query}: {body}");
        }
    }
}

#[tokio::test]
async fn a_new_lead_reaches_an_open_staff_event_stream_and_a_reconnect_catches_up() {
    let app = spawn_app().await;
    let s = staff(&app).await;
    assert_eq!(app.get("/api/admin/events").await.status(), 401, "no session, no stream");

    let mut stream = app.client.get(app.url("/api/admin/events")).header("cookie", &s.cookie).send().await.unwrap();
    assert_eq!(stream.status(), 200);
    assert!(stream.headers()["content-type"].to_str().unwrap().starts_with("text/event-stream"));
    let ready = read_events(&mut stream, "ready", 1, Duration::from_secs(5)).await;
    assert_eq!(ready[0].0, "ready");
    let start_id = ready[0].1.clone();

    let started = std::time::Instant::now();
    let id = post_quote(&app, "Stream Driver").await;
    let got = read_events(&mut stream, "lead", 1, Duration::from_secs(2)).await;
    assert!(started.elapsed() < Duration::from_secs(2));
    let (_, event_id, lead) = got.iter().find(|(e, _, _)| e == "lead").expect("the lead arrives within 2 s");
    assert_eq!(lead["kind"], "quote");
    assert_eq!(lead["id"], id);
    assert_eq!(lead["name"], "Stream Driver");
    assert_eq!(lead["urgency"], "Today");
    drop(stream);

    // Leads that arrive while the dashboard is away are sent when it comes back.
    let contact = json!({ "name": "Missed Caller", "phone": "904 555 0100", "location": "Jacksonville, FL", "urgency": "Today", "message": "Battery keeps dying overnight." });
    app.post_json("/api/contacts", &contact).await;
    let mut again = app
        .client
        .get(app.url("/api/admin/events"))
        .header("cookie", &s.cookie)
        .header("last-event-id", event_id)
        .send()
        .await
        .unwrap();
    let got = read_events(&mut again, "ready", 1, Duration::from_secs(5)).await;
    let leads: Vec<&Value> = got.iter().filter(|(e, _, _)| e == "lead").map(|(_, _, d)| d).collect();
    assert_eq!(leads.len(), 1);
    assert_eq!(leads[0]["name"], "Missed Caller");
    assert_eq!(leads[0]["kind"], "contact");

    // A fresh EventSource cannot set the header: the query string does the same.
    let mut third = app
        .client
        .get(app.url(&format!("/api/admin/events?lastEventId={start_id}")))
        .header("cookie", &s.cookie)
        .send()
        .await
        .unwrap();
    let got = read_events(&mut third, "ready", 1, Duration::from_secs(5)).await;
    assert_eq!(got.iter().filter(|(e, _, _)| e == "lead").count(), 2);
    let bad =
        app.client.get(app.url("/api/admin/events?lastEventId=abc")).header("cookie", &s.cookie).send().await.unwrap();
    assert_eq!(bad.status(), 400);
}

#[tokio::test]
async fn event_ids_survive_a_restart_so_a_dashboard_catches_up_from_the_new_server() {
    let mut app = spawn_app().await;
    let cookie = staff(&app).await.cookie;
    let mut stream = app.client.get(app.url("/api/admin/events")).header("cookie", &cookie).send().await.unwrap();
    let seen = read_events(&mut stream, "ready", 1, Duration::from_secs(5)).await[0].1.clone();
    drop(stream);
    // A second server on the same database, as after a restart (the first has let go of the data directory); a
    // lead arrives there.
    app.stop().await;
    let mut config = roadside::config::Config::from_toml(&format!(
        "listen = \"127.0.0.1:0\"\nbase_url = \"{}\"\n",
        crate::helpers::BASE_URL
    ))
    .unwrap();
    config.data_dir = app.data_dir.path().to_path_buf();
    let restarted = roadside::startup::Application::build(config).await.unwrap();
    let address = format!("http://{}", restarted.local_addr().unwrap());
    tokio::spawn(restarted.run_until_stopped());
    let quote = quote("Came During Restart", "Today", "Palm Coast, FL", "(386) 555-0123");
    assert_eq!(app.client.post(format!("{address}/api/quotes")).json(&quote).send().await.unwrap().status(), 201);
    let mut back = app
        .client
        .get(format!("{address}/api/admin/events"))
        .header("cookie", &cookie)
        .header("last-event-id", seen)
        .send()
        .await
        .unwrap();
    let got = read_events(&mut back, "ready", 1, Duration::from_secs(5)).await;
    let leads: Vec<&Value> = got.iter().filter(|(e, _, _)| e == "lead").map(|(_, _, d)| d).collect();
    assert_eq!(leads.len(), 1);
    assert_eq!(leads[0]["name"], "Came During Restart");
}

#[tokio::test]
async fn a_stream_ends_with_its_session_and_hears_no_lead_after_logout() {
    let app = spawn_app().await;
    let s = staff(&app).await;
    let mut stream = app.client.get(app.url("/api/admin/events")).header("cookie", &s.cookie).send().await.unwrap();
    assert_eq!(read_events(&mut stream, "ready", 1, Duration::from_secs(5)).await.len(), 1);
    let out = app
        .client
        .post(app.url("/api/admin/logout"))
        .header("cookie", &s.cookie)
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(out.status(), 200);
    post_quote(&app, "After Logout").await;
    let got = read_events(&mut stream, "lead", 1, Duration::from_secs(2)).await;
    assert!(got.is_empty(), "a signed-out stream heard {got:?}");
    let ended = tokio::time::timeout(Duration::from_secs(2), stream.chunk()).await.expect("the stream has ended");
    assert!(matches!(ended, Ok(None) | Err(_)), "{ended:?}");
}

#[tokio::test]
async fn the_csv_export_takes_the_same_filters_from_the_endpoint_and_the_cli() {
    let app = spawn_app().await;
    let s = staff(&app).await;
    for (name, urgency) in [("Ann Lee", "Emergency (ASAP)"), ("Bo Diaz", "Today"), ("Cy Park", "Emergency (ASAP)")] {
        app.post_json("/api/quotes", &quote(name, urgency, "Palm Coast, FL", "(386) 555-0101")).await;
    }
    s.patch("/api/quotes/1/contacted", json!({})).await;
    let contact = json!({ "name": "Eve Ford", "phone": "904 555 0100", "location": "Jacksonville, FL", "urgency": "Emergency (ASAP)", "message": "Battery keeps dying overnight." });
    app.post_json("/api/contacts", &contact).await;

    let (status, csv) = s.text("/api/leads/export.csv?kind=quote&status=pending&urgency=Emergency%20(ASAP)").await;
    assert_eq!(status, 200);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 2, "{csv}");
    assert!(lines[0].starts_with("type,id,created_at,name"));
    assert!(lines[1].starts_with("\"quote\",3,") || lines[1].starts_with("quote,3,"), "{csv}");
    assert!(lines[1].contains("\"Cy Park\""));

    let out = std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args([
            "export",
            "leads",
            "--kind",
            "quote",
            "--status",
            "pending",
            "--urgency",
            "Emergency (ASAP)",
            "--data-dir",
        ])
        .arg(app.data_dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), csv, "the CLI writes the same CSV");

    // Without a kind, every kind that matches.
    let (_, csv) = s.text("/api/leads/export.csv?urgency=Emergency%20(ASAP)&q=eve").await;
    assert_eq!(csv.lines().count(), 2);
    assert!(csv.contains("\"Eve Ford\""));

    let out = std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args(["export", "leads", "--status", "done", "--data-dir"])
        .arg(app.data_dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--status"));
    let (status, body) = s.get("/api/leads/export.csv?from=soon").await;
    assert_eq!(status, 400);
    assert!(body["fields"]["from"].is_string());
    assert_eq!(app.get("/api/leads/export.csv").await.status(), 401);
}

#[tokio::test]
async fn the_overview_counts_leads_by_day_week_and_month_and_lists_the_newest() {
    let app = spawn_app().await;
    let s = staff(&app).await;
    for n in 0..3 {
        post_quote(&app, &format!("Driver {n}")).await;
    }
    let db = app.db();
    db.execute(
        "UPDATE quote_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 days') WHERE id = 1",
        [],
    )
    .unwrap();
    db.execute(
        "UPDATE quote_submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 days') WHERE id = 2",
        [],
    )
    .unwrap();
    s.patch("/api/quotes/3/contacted", json!({})).await;
    let (status, o) = s.get("/api/admin/overview?tzOffset=0").await;
    assert_eq!(status, 200);
    assert_eq!(o["leads"], json!({ "today": 1, "week": 2, "month": 3 }));
    assert_eq!(o["responseRate"], 33, "1 of 3 quotes contacted, rounded");
    assert_eq!(o["pendingLeads"], 2);
    assert_eq!(o["recentLeads"][0]["name"], "Driver 2");
    assert_eq!(o["recentLeads"].as_array().unwrap().len(), 3);
    assert_eq!(o["jobsDone"], 0);
    let (status, body) = s.get("/api/admin/overview?period=year").await;
    assert_eq!(status, 400);
    assert!(body["fields"]["period"].is_string());
}
