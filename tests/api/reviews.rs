//! Review requests (docs/product.md#reviews) and the customer's own page
//! (docs/product.md#accounts): when the text goes, to whom it never goes,
//! the /r/ link, and the history behind a verified email.
use crate::helpers::{TestApp, send, spawn_app, spawn_app_with};
use crate::leads_staff::{new_staff_cookie, staff_cookie};
use crate::providers::{Sent, Twilio, sms_config, twilio};
use crate::sinks::{mail_containing, smtp_sink};
use serde_json::{Value, json};
use std::time::Duration;

const REVIEW_URL: &str = "https://www.google.com/search?q=Roadside+Rescue+NE+Florida+reviews";

fn with_mail(c: &mut roadside::config::Config, port: u16) {
    c.mail.host = Some("127.0.0.1".into());
    c.mail.port = Some(port);
    c.mail.security = roadside::config::MailSecurity::None;
    c.mail.from = Some("Roadside <site@roadside.test>".into());
}

/// An app texting through the stand-in, with review requests due `delay` minutes after completion.
async fn app_with(sms: &Twilio, delay: u32) -> TestApp {
    let base = sms.api_base.clone();
    spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.alerts.retry_base_ms = 50;
        c.reviews.delay_minutes = delay;
    })
    .await
}

async fn quote(app: &TestApp, phone: &str, email: Option<&str>) -> i64 {
    let mut body = json!({
        "name": "Dana Reyes", "phone": phone, "location": "A1A by the pier",
        "serviceType": "Other", "urgency": "Today", "description": "Flat tire on the shoulder."
    });
    if let Some(email) = email {
        body["email"] = json!(email);
    }
    let resp = app.post_json("/api/quotes", &body).await;
    assert_eq!(resp.status(), 201);
    resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

async fn job_for(app: &TestApp, owner: &str, lead: i64) -> i64 {
    let resp =
        send(app, "POST", "/api/job-tracking", owner, json!({"submissionType": "quote", "submissionId": lead})).await;
    assert_eq!(resp.status(), 201);
    resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

async fn set_job(app: &TestApp, owner: &str, job: i64, body: Value) -> Value {
    let resp = send(app, "PATCH", &format!("/api/job-tracking/{job}"), owner, body).await;
    assert_eq!(resp.status(), 200);
    resp.json().await.unwrap()
}

/// The texts that arrive within `within`, once it has passed.
async fn texts_within(sms: &mut Twilio, within: Duration) -> Vec<Sent> {
    let mut out = Vec::new();
    let deadline = tokio::time::Instant::now() + within;
    while let Ok(Some(sent)) = tokio::time::timeout_at(deadline, sms.received.recv()).await {
        out.push(sent);
    }
    out
}

/// The next text asking for a review, within `within` (other texts are skipped).
async fn review_text(sms: &mut Twilio, within: Duration) -> Option<Sent> {
    let deadline = tokio::time::Instant::now() + within;
    while let Ok(Some(sent)) = tokio::time::timeout_at(deadline, sms.received.recv()).await {
        if sent.body.contains("/r/") {
            return Some(sent);
        }
    }
    None
}

fn token_of(text: &str) -> String {
    let start = text.find("http://roadside.test/r/").expect("the /r/ link") + "http://roadside.test/r/".len();
    text[start..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect()
}

#[tokio::test]
async fn a_completed_job_texts_and_mails_one_review_link_that_redirects_and_counts_its_taps() {
    let mut sms = twilio().await;
    let (port, mut mail) = smtp_sink().await;
    let base = sms.api_base.clone();
    let app = spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.alerts.retry_base_ms = 50;
        c.reviews.delay_minutes = 0;
        with_mail(c, port);
    })
    .await;
    let owner = staff_cookie(&app).await;
    let lead = quote(&app, "(386) 555-0123", Some("dana@example.com")).await;
    let job = job_for(&app, &owner, lead).await;
    assert!(review_text(&mut sms, Duration::from_millis(500)).await.is_none(), "nothing before the job is done");
    let done = set_job(&app, &owner, job, json!({"status": "completed"})).await;
    assert_eq!(done["reviewRequest"], true, "on by default");

    let text = review_text(&mut sms, Duration::from_secs(3)).await.expect("the review text within seconds");
    assert_eq!(text.to, "+13865550123");
    assert!(text.body.ends_with("Reply STOP to opt out."), "{}", text.body);
    assert!(text.body.chars().count() <= 160, "one segment: {}", text.body);
    let token = token_of(&text.body);
    assert!(token.len() >= 22, "128 bits or more: {token}");
    let email = mail_containing(&mut mail, "/r/", Duration::from_secs(10)).await;
    assert!(email.contains("To: dana@example.com") && email.contains(&format!("/r/{token}")), "{email}");
    let thread: Value = app.get_json_as(&format!("/api/leads/quote/{lead}/messages"), &owner).await;
    assert!(thread.to_string().contains(&token), "the text is on the lead's thread: {thread}");

    let overview = app.get_json_as("/api/admin/overview?period=today", &owner).await;
    assert_eq!(overview["reviews"], json!({"sent": 1, "tapped": 0}));
    for _ in 0..2 {
        let resp = app.get(&format!("/r/{token}")).await;
        assert_eq!(resp.status(), 303);
        assert_eq!(resp.headers()["location"], REVIEW_URL, "everyone gets the same public review page");
    }
    let (taps, first): (i64, Option<String>) = app
        .db()
        .query_row("SELECT taps, first_tapped_at FROM review_requests", [], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap();
    assert_eq!(taps, 2);
    assert!(first.is_some());
    let overview = app.get_json_as("/api/admin/overview?period=today", &owner).await;
    assert_eq!(overview["reviews"], json!({"sent": 1, "tapped": 1}));

    assert_eq!(app.get("/r/AAAAAAAAAAAAAAAAAAAAAA").await.status(), 404, "an unknown token");
    assert_eq!(app.get("/r/not%20a%20token").await.status(), 404);
    // Touching a completed job again asks nothing more.
    set_job(&app, &owner, job, json!({"notes": "Paid cash"})).await;
    assert!(review_text(&mut sms, Duration::from_millis(700)).await.is_none(), "one request a job");
}

#[tokio::test]
async fn a_number_is_asked_once_in_90_days_whoever_completes_the_job() {
    let mut sms = twilio().await;
    let app = app_with(&sms, 0).await;
    let owner = staff_cookie(&app).await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    let first = job_for(&app, &owner, quote(&app, "(386) 555-0123", None).await).await;
    set_job(&app, &owner, first, json!({"technician": "mike"})).await;
    // The technician's app completes it: the same path schedules the request.
    let resp = send(&app, "PATCH", &format!("/api/tech/jobs/{first}"), &tech, json!({"status": "completed"})).await;
    assert_eq!(resp.status(), 200);
    assert!(review_text(&mut sms, Duration::from_secs(3)).await.is_some(), "the first job's request");

    // The same number, written another way, on another lead.
    let second = job_for(&app, &owner, quote(&app, "386-555-0123", None).await).await;
    set_job(&app, &owner, second, json!({"status": "completed"})).await;
    assert!(review_text(&mut sms, Duration::from_millis(1500)).await.is_none(), "not again within 90 days");
    let reason: String =
        app.db().query_row("SELECT reason FROM review_requests WHERE job_id = ?1", [second], |r| r.get(0)).unwrap();
    assert_eq!(reason, "asked in the last 90 days");

    // A request sent 91 days ago no longer counts.
    app.db()
        .execute("UPDATE review_requests SET sent_at = '2000-01-01T00:00:00.000Z' WHERE job_id = ?1", [first])
        .unwrap();
    let third = job_for(&app, &owner, quote(&app, "(386) 555-0123", None).await).await;
    set_job(&app, &owner, third, json!({"status": "completed"})).await;
    assert!(review_text(&mut sms, Duration::from_secs(3)).await.is_some(), "asked again after 90 days");
}

#[tokio::test]
async fn an_opted_out_number_is_never_asked() {
    let mut sms = twilio().await;
    let app = app_with(&sms, 0).await;
    let owner = staff_cookie(&app).await;
    app.db().execute("INSERT INTO sms_opt_outs (phone) VALUES ('+13865550123')", []).unwrap();
    let job = job_for(&app, &owner, quote(&app, "(386) 555-0123", Some("dana@example.com")).await).await;
    set_job(&app, &owner, job, json!({"status": "completed"})).await;
    assert!(texts_within(&mut sms, Duration::from_millis(1500)).await.is_empty(), "no text at all to a STOP number");
    let (status, reason): (String, String) =
        app.db().query_row("SELECT status, reason FROM review_requests", [], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
    assert_eq!((status.as_str(), reason.as_str()), ("skipped", "the number opted out of texts"));
}

#[tokio::test]
async fn the_delay_is_honoured_across_a_restart_and_cancelled_reopened_or_switched_off_jobs_are_not_asked() {
    let mut sms = twilio().await;
    let mut first = app_with(&sms, 120).await;
    let owner = staff_cookie(&first).await;
    let phones = ["(386) 555-0101", "(386) 555-0102", "(386) 555-0103", "(386) 555-0104"];
    let mut jobs = Vec::new();
    for phone in phones {
        jobs.push(job_for(&first, &owner, quote(&first, phone, None).await).await);
    }
    let started = chrono::Utc::now();
    for job in &jobs {
        set_job(&first, &owner, *job, json!({"status": "completed"})).await;
    }
    // Cancelled, reopened and switched off before the request is due.
    set_job(&first, &owner, jobs[0], json!({"status": "cancelled", "cancelReason": "Customer got a tow"})).await;
    set_job(&first, &owner, jobs[1], json!({"status": "on site"})).await;
    let off = set_job(&first, &owner, jobs[2], json!({"reviewRequest": false})).await;
    assert_eq!(off["reviewRequest"], false);
    let bad =
        send(&first, "PATCH", &format!("/api/job-tracking/{}", jobs[3]), &owner, json!({"reviewRequest": "yes"})).await;
    assert_eq!(bad.status(), 400);
    assert!(bad.json::<Value>().await.unwrap()["fields"]["reviewRequest"].is_string());

    let lead_texts = texts_within(&mut sms, Duration::from_millis(1500)).await;
    assert!(lead_texts.iter().all(|t| !t.body.contains("/r/")), "nothing before the delay: {lead_texts:?}");
    let due: String =
        first.db().query_row("SELECT due_at FROM review_requests WHERE job_id = ?1", [jobs[3]], |r| r.get(0)).unwrap();
    let due = chrono::DateTime::parse_from_rfc3339(&due).unwrap().with_timezone(&chrono::Utc);
    let minutes = (due - started).num_minutes();
    assert!((119..=121).contains(&minutes), "due 120 minutes after completion, not {minutes}");

    // Two hours later (the due times moved back), on a restarted server: only the fourth is asked.
    first.db().execute("UPDATE review_requests SET due_at = '2000-01-01T00:00:00.000Z'", []).unwrap();
    let dir = first.data_dir.path().to_path_buf();
    first.stop().await;
    let base = sms.api_base.clone();
    let _second = spawn_app_with(move |c| {
        c.data_dir = dir;
        c.sms = Some(sms_config(&base));
        c.alerts.retry_base_ms = 50;
    })
    .await;
    let sent = texts_within(&mut sms, Duration::from_secs(3)).await;
    let asked: Vec<&str> = sent.iter().filter(|t| t.body.contains("/r/")).map(|t| t.to.as_str()).collect();
    assert_eq!(asked, ["+13865550104"], "{sent:?}");
}

// The customer's own page.

const PASSWORD: &str = "correct-horse-42";

async fn customer(app: &TestApp, username: &str, email: &str) -> String {
    let body = json!({ "username": username, "email": email, "password": PASSWORD });
    assert_eq!(app.post_json("/api/register", &body).await.status(), 201);
    let resp = app.post_json("/api/login", &json!({ "username": username, "password": PASSWORD })).await;
    assert_eq!(resp.status(), 200);
    resp.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string()
}

fn link_in(mail: &str) -> String {
    let start = mail.find("/verify-email?token=").expect("a verification link");
    mail[start..].chars().take_while(|c| !c.is_whitespace()).collect()
}

/// An invoice to `email` (as the invoices feature stores one), with one payment.
fn invoice(app: &TestApp, number: i64, email: &str, status: &str) {
    let db = app.db();
    db.execute(
        "INSERT INTO invoices (number, token, status, customer_email, subtotal_cents, total_cents, paid_cents, tip_cents, created_by)
         VALUES (?1, ?2, ?3, ?4, 12000, 12000, 5000, 500, 'dispatch')",
        rusqlite::params![number, format!("tok{number}"), status, email],
    )
    .unwrap();
    let id = db.last_insert_rowid();
    db.execute(
        "INSERT INTO payments (invoice_id, method, amount_cents, tip_cents, recorded_by) VALUES (?1, 'cash', 5000, 500, 'dispatch')",
        [id],
    )
    .unwrap();
}

#[tokio::test]
async fn a_customer_sees_their_own_history_only_once_a_mailed_link_verified_their_email() {
    let (port, mut mail) = smtp_sink().await;
    let app = spawn_app_with(move |c| with_mail(c, port)).await;
    let dana = customer(&app, "dana", "dana@example.com").await;
    let welcome = mail_containing(&mut mail, "To: dana@example.com", Duration::from_secs(10)).await;
    let link = link_in(&welcome);

    quote(&app, "(386) 555-0123", Some("Dana@Example.com")).await;
    quote(&app, "(386) 555-0199", Some("someone-else@example.com")).await;
    let owner = staff_cookie(&app).await;
    job_for(&app, &owner, 1).await;
    job_for(&app, &owner, 2).await;
    invoice(&app, 1, "dana@example.com", "partly-paid");
    invoice(&app, 2, "someone-else@example.com", "sent");
    invoice(&app, 3, "DANA@example.com", "draft");

    let before = app.get_json_as("/api/me/history", &dana).await;
    assert_eq!(before["emailVerified"], false);
    for list in ["requests", "jobs", "invoices", "receipts"] {
        assert_eq!(before[list], json!([]), "nothing before the email is verified: {before}");
    }

    // A wrong token changes nothing.
    let (status, page) = app.get_html("/verify-email?token=00ff").await;
    assert_eq!(status, 400);
    assert!(page.contains("Link Not Valid"), "{page}");
    assert_eq!(app.get_json_as("/api/me/history", &dana).await["emailVerified"], false);

    let (status, page) = app.get_html(&link).await;
    assert_eq!(status, 200);
    assert!(page.contains("Email Verified") && page.contains("dana@example.com"), "{page}");
    let (status, _) = app.get_html(&link).await;
    assert_eq!(status, 400, "a link works once");

    let history = app.get_json_as("/api/me/history", &dana).await;
    assert_eq!(history["emailVerified"], true);
    let requests = history["requests"].as_array().unwrap();
    assert_eq!(requests.len(), 1, "only dana's: {history}");
    assert_eq!(requests[0]["kind"], "quote");
    assert_eq!(requests[0]["service"], "Other");
    assert_eq!(history["jobs"].as_array().unwrap().len(), 1);
    assert_eq!(history["jobs"][0]["status"], "pending");
    assert_eq!(
        history["invoices"],
        json!([{"number": "INV-0001", "totalCents": 12000, "paidCents": 5000, "status": "partly-paid",
                "createdAt": history["invoices"][0]["createdAt"], "payUrl": "/invoice/tok1"}]),
        "dana's sent invoice, not the other customer's nor a draft"
    );
    let receipts = history["receipts"].as_array().unwrap();
    assert_eq!(receipts.len(), 1);
    assert_eq!(receipts[0]["invoiceNumber"], "INV-0001");
    assert_eq!((receipts[0]["method"].as_str(), receipts[0]["amountCents"].as_i64()), (Some("cash"), Some(5000)));
    assert_eq!(receipts[0]["tipCents"], 500);
    assert!(!history.to_string().contains("someone-else"), "{history}");
}

#[tokio::test]
async fn an_expired_link_is_refused_and_a_new_one_can_be_asked_for_a_few_times_an_hour() {
    let (port, mut mail) = smtp_sink().await;
    let app = spawn_app_with(move |c| with_mail(c, port)).await;
    let sam = customer(&app, "sam", "sam@example.com").await;
    let first = link_in(&mail_containing(&mut mail, "To: sam@example.com", Duration::from_secs(10)).await);
    app.db().execute("UPDATE email_verifications SET expires_at = '2000-01-01T00:00:00.000Z'", []).unwrap();
    let (status, page) = app.get_html(&first).await;
    assert_eq!(status, 400);
    assert!(page.contains("expired"), "{page}");
    assert_eq!(app.get_json_as("/api/me/history", &sam).await["emailVerified"], false);

    let ask = || app.client.post(app.url("/api/me/verify-email")).header("cookie", &sam).send();
    let resp = ask().await.unwrap();
    assert_eq!(resp.status(), 200);
    let fresh = link_in(&mail_containing(&mut mail, "To: sam@example.com", Duration::from_secs(10)).await);
    assert_ne!(fresh, first);
    assert_eq!(ask().await.unwrap().status(), 200);
    assert_eq!(ask().await.unwrap().status(), 200);
    assert_eq!(ask().await.unwrap().status(), 429, "three an hour");
    // Only the newest of the three links works.
    mail_containing(&mut mail, "To: sam@example.com", Duration::from_secs(10)).await;
    let newest = link_in(&mail_containing(&mut mail, "To: sam@example.com", Duration::from_secs(10)).await);
    assert_eq!(app.get_html(&fresh).await.0, 400, "an earlier link stopped working");
    assert_eq!(app.get_html(&newest).await.0, 200);
    assert_eq!(app.get_json_as("/api/me/history", &sam).await["emailVerified"], true);
    let again = ask().await.unwrap();
    assert_eq!(again.status(), 200);
    assert!(again.text().await.unwrap().contains("already verified"));
}

#[tokio::test]
async fn the_history_and_the_link_need_a_customer_session() {
    let app = spawn_app().await;
    assert_eq!(app.get("/api/me/history").await.status(), 401);
    assert_eq!(app.post_json("/api/me/verify-email", &json!({})).await.status(), 401);
    let staff = staff_cookie(&app).await;
    let resp = app.client.get(app.url("/api/me/history")).header("cookie", &staff).send().await.unwrap();
    assert_eq!(resp.status(), 401, "a staff session is not a customer's");
    let body: Value = resp.json().await.unwrap();
    assert!(body["message"].is_string());
    // A customer on a site with no mail server: told so (400), not a server fault.
    let sam = customer(&app, "sam", "sam@example.com").await;
    let resp = app.client.post(app.url("/api/me/verify-email")).header("cookie", &sam).send().await.unwrap();
    assert_eq!(resp.status(), 400);
    let body: Value = resp.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("cannot send email"), "{body}");
}
