//! Estimates from the technician's app (docs/product.md#estimates): a
//! technician makes and sends an estimate for their own job through
//! /api/tech, with the owner's rules; another technician's job is not found
//! on any of the routes, and no session is 401.
use crate::helpers::{TestApp, send, spawn_app_with};
use crate::leads_staff::{new_staff_cookie, staff_cookie};
use crate::providers::Twilio;
use serde_json::{Value, json};

async fn json_of(resp: reqwest::Response) -> (u16, Value) {
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

fn line(description: &str, cents: i64, taxable: bool) -> Value {
    json!({"description": description, "quantity": 1, "unitPriceCents": cents, "taxable": taxable})
}

/// The two options, asking nothing at approval (no `[payments]` here).
fn two_options() -> Value {
    json!({"payment": "none", "expiresInDays": 3, "options": [
        {"title": "Patch the tire", "lines": [line("Tire patch", 8500, true)]},
        {"title": "New tire installed", "lines": [line("Tire, 225/65R17", 15000, true), line("Mount and balance", 3900, false)]}
    ]})
}

/// The app, with texts through the Twilio stand-in.
async fn app(twilio: &Twilio) -> TestApp {
    let base = twilio.api_base.clone();
    spawn_app_with(move |c| {
        c.invoices.tax_rate = 0.07;
        c.sms = Some(crate::providers::sms_config(&base));
        c.alerts.retry_base_ms = 50;
    })
    .await
}

/// A quote from Dana and its job, assigned to `technician`: the job's id.
async fn assigned_job(app: &TestApp, owner: &str, technician: &str) -> i64 {
    let lead = json!({
        "name": "Dana Reyes", "phone": "(386) 555-0123", "location": "I-95 mile 318",
        "serviceType": "Other", "urgency": "Today", "description": "Tire blew out."
    });
    let (status, lead) = json_of(app.post_json("/api/quotes", &lead).await).await;
    assert_eq!(status, 201, "{lead}");
    let body = json!({"submissionType": "quote", "submissionId": lead["id"]});
    let (_, job) = json_of(send(app, "POST", "/api/job-tracking", owner, body).await).await;
    let job = job["id"].as_i64().unwrap();
    let assign = json!({ "technician": technician });
    assert_eq!(send(app, "PATCH", &format!("/api/job-tracking/{job}"), owner, assign).await.status(), 200);
    job
}

#[tokio::test]
async fn a_technician_makes_and_sends_an_estimate_for_their_own_job() {
    let mut twilio = crate::providers::twilio().await;
    let app = app(&twilio).await;
    let owner = staff_cookie(&app).await;
    let mike = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    let job = assigned_job(&app, &owner, "mike").await;

    let (status, e) =
        json_of(send(&app, "POST", &format!("/api/tech/jobs/{job}/estimates"), &mike, two_options()).await).await;
    assert_eq!(status, 201, "{e}");
    assert_eq!((e["jobId"].as_i64(), &e["status"], &e["payment"]), (Some(job), &json!("draft"), &json!("none")));
    let totals: Vec<i64> = e["options"].as_array().unwrap().iter().map(|o| o["totalCents"].as_i64().unwrap()).collect();
    assert_eq!(totals, vec![9095, 19950], "the owner's money rules: 7% on the taxable lines");

    // The rules are the owner's: a bad field is named as it is there.
    let bad = json!({"options": [{"title": "", "lines": [line("Tire patch", 8500, true)]}]});
    let (status, body) =
        json_of(send(&app, "POST", &format!("/api/tech/jobs/{job}/estimates"), &mike, bad).await).await;
    assert_eq!((status, &body["fields"]["options.0.title"]), (400, &json!("Title is required")), "{body}");

    let id = e["id"].as_i64().unwrap();
    let (status, sent) =
        json_of(send(&app, "POST", &format!("/api/tech/estimates/{id}/send"), &mike, Value::Null).await).await;
    assert_eq!((status, &sent["status"]), (200, &json!("sent")), "{sent}");
    // The driver's text goes out through the outbox, with the estimate's link.
    let url = sent["url"].as_str().unwrap().to_string();
    let text = loop {
        let t = crate::messages::next_text(&mut twilio).await;
        if t.body.contains(&url) {
            break t;
        }
    };
    assert_eq!(text.to, "+13865550123");
    assert!(text.body.contains("$90.95 to $199.50"), "{}", text.body);

    // The job's list shows it sent; the owner sees the same estimate.
    let (status, list) =
        json_of(send(&app, "GET", &format!("/api/tech/jobs/{job}/estimates"), &mike, Value::Null).await).await;
    assert_eq!(status, 200);
    assert_eq!((list.as_array().unwrap().len(), &list[0]["status"]), (1, &json!("sent")), "{list}");
    let owners = app.get_json_as(&format!("/api/estimates/{id}"), &owner).await;
    assert_eq!(owners["status"], "sent", "{owners}");
}

#[tokio::test]
async fn another_technicians_job_is_not_found_and_no_session_is_401() {
    let twilio = crate::providers::twilio().await;
    let app = app(&twilio).await;
    let owner = staff_cookie(&app).await;
    let mike = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    let sam = new_staff_cookie(&app, "sam", &["--role", "technician"]).await;
    let job = assigned_job(&app, &owner, "mike").await;
    let (status, e) =
        json_of(send(&app, "POST", &format!("/api/tech/jobs/{job}/estimates"), &mike, two_options()).await).await;
    assert_eq!(status, 201, "{e}");
    let id = e["id"].as_i64().unwrap();

    // Sam: not found on each route, and nothing is made or sent.
    let routes = [
        ("POST", format!("/api/tech/jobs/{job}/estimates"), two_options()),
        ("GET", format!("/api/tech/jobs/{job}/estimates"), Value::Null),
        ("POST", format!("/api/tech/estimates/{id}/send"), Value::Null),
    ];
    for (method, path, body) in &routes {
        let (status, answer) = json_of(send(&app, method, path, &sam, body.clone()).await).await;
        assert_eq!(status, 404, "{method} {path} for another technician: {answer}");
    }
    assert_eq!(app.count("estimates"), 1);
    let (_, mine) =
        json_of(send(&app, "GET", &format!("/api/tech/jobs/{job}/estimates"), &mike, Value::Null).await).await;
    assert_eq!(mine[0]["status"], "draft", "Sam's send sent nothing");

    // No session: 401 on each route.
    for (method, path, body) in &routes {
        let resp = app.client.request(method.parse().unwrap(), app.url(path)).json(body).send().await.unwrap();
        assert_eq!(resp.status(), 401, "{method} {path} without a session");
    }
    // The owner's role is not the technician's app; the owner's routes stay the owner's.
    let (status, _) =
        json_of(send(&app, "GET", &format!("/api/tech/jobs/{job}/estimates"), &owner, Value::Null).await).await;
    assert_eq!(status, 403);
    let mut owners = two_options();
    owners["jobId"] = json!(job);
    let (status, _) = json_of(send(&app, "POST", "/api/estimates", &mike, owners).await).await;
    assert_eq!(status, 403, "a technician is refused the back office's route, as before");
    let (status, _) = json_of(send(&app, "POST", &format!("/api/estimates/{id}/send"), &mike, Value::Null).await).await;
    assert_eq!(status, 403);
}
