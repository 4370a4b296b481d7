//! Fleet statements (docs/product.md#fleets): the statement's sums with
//! fixed dates, its aging, CSV and page; the mail on the 1st; paying it by
//! card (oldest invoices first) and by check (the invoices chosen); who may.
use crate::helpers::{TestApp, send, spawn_app, spawn_app_with};
use crate::leads_staff::{new_staff_cookie, staff_cookie};
use crate::providers::{STRIPE_WEBHOOK_SECRET, Stripe, payments_config, stripe_signature};
use crate::sinks::{mail_containing, mail_to_sink, smtp_sink};
use rusqlite::params;
use serde_json::{Value, json};
use std::time::Duration;

fn fleet_body(name: &str, email: &str) -> Value {
    json!({
        "name": name, "billingContact": "Pat Rivera", "billingEmail": email,
        "address": "100 Commerce Way, Jacksonville, FL 32218", "terms": "net30", "taxExempt": false,
        "poRule": "none", "creditHold": false, "notes": ""
    })
}

async fn json_of(resp: reqwest::Response) -> (u16, Value) {
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

async fn fleet(app: &TestApp, owner: &str, name: &str) -> i64 {
    let (status, f) =
        json_of(send(app, "POST", "/api/fleets", owner, fleet_body(name, "ap@abclogistics.example")).await).await;
    assert_eq!(status, 201, "{f}");
    f["id"].as_i64().unwrap()
}

/// An invoice sent to the fleet on `sent` (noon UTC), due on `due`.
fn invoice(app: &TestApp, fleet: i64, number: i64, sent: &str, due: &str, total: i64, status: &str) -> i64 {
    let db = app.db();
    db.execute(
        "INSERT INTO invoices (number, token, status, subtotal_cents, total_cents, created_by, created_at, sent_at, fleet_id, due_date, po_number)
         VALUES (?1, ?2, ?3, ?4, ?4, 'owner', ?5, ?5, ?6, ?7, ?8)",
        params![number, format!("tok{number:020}"), status, total, format!("{sent}T12:00:00.000Z"), fleet, due, format!("PO-{number}")],
    )
    .unwrap();
    db.last_insert_rowid()
}

fn paid(app: &TestApp, invoice: i64, on: &str, cents: i64) {
    let db = app.db();
    db.execute(
        "INSERT INTO payments (invoice_id, method, amount_cents, reference, recorded_by, received_at) VALUES (?1, 'check', ?2, 'CK-1', 'owner', ?3)",
        params![invoice, cents, format!("{on}T12:00:00.000Z")],
    )
    .unwrap();
    db.execute(
        "UPDATE invoices SET paid_cents = paid_cents + ?2,
            status = CASE WHEN paid_cents + ?2 >= total_cents THEN 'paid' ELSE 'partly-paid' END WHERE id = ?1",
        params![invoice, cents],
    )
    .unwrap();
}

fn status_and_paid(app: &TestApp, invoice: i64) -> (String, i64) {
    app.db()
        .query_row("SELECT status, paid_cents FROM invoices WHERE id = ?1", [invoice], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
}

#[tokio::test]
async fn a_statement_sums_its_period_and_ages_what_is_owed() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let id = fleet(&app, &owner, "ABC Logistics").await;
    let other = fleet(&app, &owner, "Other Freight").await;
    // The second case of tests/cases/statements.json.
    let one = invoice(&app, id, 1, "2026-10-10", "2026-11-09", 50000, "sent");
    paid(&app, one, "2026-10-20", 10000);
    paid(&app, one, "2026-11-05", 15000);
    invoice(&app, id, 2, "2026-11-03", "2026-12-03", 30000, "sent");
    let three = invoice(&app, id, 3, "2026-11-20", "2026-11-20", 12345, "sent");
    paid(&app, three, "2026-11-25", 12345);
    invoice(&app, id, 4, "2026-12-01", "2026-12-31", 9999, "sent");
    // Neither a void invoice, a draft nor another fleet's counts.
    invoice(&app, id, 5, "2026-11-02", "2026-11-02", 7000, "void");
    invoice(&app, id, 6, "2026-11-02", "2026-11-02", 7000, "draft");
    invoice(&app, other, 7, "2026-11-02", "2026-11-02", 7000, "sent");

    let november = "asOf=2026-12-01&from=2026-11-01&to=2026-11-30";
    let (status, s) =
        json_of(send(&app, "GET", &format!("/api/fleets/{id}/statement?{november}"), &owner, json!(null)).await).await;
    assert_eq!(status, 200, "{s}");
    assert_eq!((s["periodStart"].as_str(), s["periodEnd"].as_str()), (Some("2026-11-01"), Some("2026-11-30")));
    let sums: Vec<i64> = ["openingCents", "invoicedCents", "receivedCents", "closingCents", "owedCents"]
        .iter()
        .map(|k| s[k].as_i64().unwrap())
        .collect();
    assert_eq!(sums, [40000, 42345, 27345, 55000, 64999], "{s}");
    assert_eq!(
        s["aging"],
        json!({"currentCents": 39999, "days1To30Cents": 25000, "days31To60Cents": 0, "days61To90Cents": 0, "over90Cents": 0})
    );
    let lines: Vec<(&str, i64, i64)> = s["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["date"].as_str().unwrap(), l["amountCents"].as_i64().unwrap(), l["balanceCents"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        lines,
        [
            ("2026-11-03", 30000, 70000),
            ("2026-11-05", -15000, 55000),
            ("2026-11-20", 12345, 67345),
            ("2026-11-25", -12345, 55000)
        ]
    );
    assert_eq!(s["lines"][0]["description"], "Invoice INV-0002 (PO PO-2)");
    let open: Vec<&str> = s["openInvoices"].as_array().unwrap().iter().map(|o| o["number"].as_str().unwrap()).collect();
    assert_eq!(open, ["INV-0001", "INV-0002", "INV-0004"]);

    // The same day again is the same statement (one link).
    let again = app.get_json_as(&format!("/api/fleets/{id}/statement?{november}"), &owner).await;
    assert_eq!(again["url"], s["url"]);
    // Left out, the period is the as-of day's month to that day: what is
    // closing now beside what is owed now (last month is the UI's one press).
    let to_date = app.get_json_as(&format!("/api/fleets/{id}/statement?asOf=2026-12-10"), &owner).await;
    assert_eq!(
        (to_date["periodStart"].as_str(), to_date["periodEnd"].as_str()),
        (Some("2026-12-01"), Some("2026-12-10"))
    );
    assert_eq!((to_date["closingCents"].as_i64(), to_date["owedCents"].as_i64()), (Some(64999), Some(64999)));
    // A period of one's own.
    let october = app
        .get_json_as(&format!("/api/fleets/{id}/statement?asOf=2026-12-01&from=2026-10-01&to=2026-10-31"), &owner)
        .await;
    assert_eq!((october["openingCents"].as_i64(), october["closingCents"].as_i64()), (Some(0), Some(40000)));

    let csv = send(&app, "GET", &format!("/api/fleets/{id}/statement.csv?{november}"), &owner, json!(null)).await;
    assert_eq!(csv.status(), 200);
    assert!(csv.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
    let csv = csv.text().await.unwrap();
    assert!(csv.starts_with("\"date\",\"kind\",\"number\""), "{csv}");
    assert!(
        csv.contains(
            "\"2026-11-05\",\"payment\",\"INV-0001\",\"Payment on INV-0001, Check CK-1\",\"\",\"\",\"150.00\",\"550.00\""
        ),
        "{csv}"
    );
    assert!(csv.contains("\"Closing balance\",\"\",\"423.45\",\"273.45\",\"550.00\""), "{csv}");
    assert!(csv.contains("\"1-30 days past due\",\"\",\"\",\"\",\"250.00\""), "{csv}");

    // The printable page: no script, not indexed, not stored.
    let url = s["url"].as_str().unwrap();
    let path = url.strip_prefix(crate::helpers::BASE_URL).unwrap();
    let page = app.get(path).await;
    assert_eq!(page.status(), 200);
    assert_eq!(page.headers()["cache-control"], "no-store");
    assert_eq!(page.headers()["x-robots-tag"], "noindex");
    let html = page.text().await.unwrap();
    for needle in [
        "<h1>Statement</h1>",
        "ABC Logistics",
        "Closing balance",
        "$550.00",
        // Received as the back office says it: what came in, not a negative.
        "<dt>Received</dt><dd>$273.45</dd>",
        "Nov 30, 2026",
        "1-30 days past due",
        "$649.99",
        "noindex",
    ] {
        assert!(html.contains(needle), "the page lacks {needle:?}");
    }
    assert!(!html.contains("<script"), "no script");
    assert!(!html.contains("Pay by card"), "no card payments without [payments]");
    assert_eq!(app.get("/statement/notatokenatallxxxxxxx").await.status(), 404);

    for (query, field) in
        [("asOf=2026-13-01", "asOf"), ("from=2026-11-30&to=2026-11-01", "to"), ("from=2026-11-01", "to")]
    {
        let (status, body) =
            json_of(send(&app, "GET", &format!("/api/fleets/{id}/statement?{query}"), &owner, json!(null)).await).await;
        assert_eq!(status, 400, "{query}: {body}");
        assert!(body["fields"][field].is_string(), "{query}: {body}");
    }
}

#[tokio::test]
async fn aging_puts_each_invoice_in_its_bucket_by_days_past_due() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let id = fleet(&app, &owner, "ABC Logistics").await;
    // The third case of tests/cases/statements.json: 0, 1, 30, 31, 60, 61, 90 and 91 days past due.
    for (n, due) in
        ["2026-06-15", "2026-06-14", "2026-05-16", "2026-05-15", "2026-04-16", "2026-04-15", "2026-03-17", "2026-03-16"]
            .iter()
            .enumerate()
    {
        invoice(&app, id, n as i64 + 1, "2026-03-01", due, (n as i64 + 1) * 100, "sent");
    }
    let s = app.get_json_as(&format!("/api/fleets/{id}/statement?asOf=2026-06-15"), &owner).await;
    assert_eq!(
        s["aging"],
        json!({"currentCents": 100, "days1To30Cents": 500, "days31To60Cents": 900, "days61To90Cents": 1300, "over90Cents": 800})
    );
    assert_eq!(s["owedCents"], 3600);
    let days: Vec<i64> =
        s["openInvoices"].as_array().unwrap().iter().map(|o| o["daysPastDue"].as_i64().unwrap()).collect();
    assert_eq!(days, [91, 90, 61, 60, 31, 30, 1, 0]);
}

fn first_of_december() -> chrono::NaiveDate {
    chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()
}

#[tokio::test]
async fn on_the_first_each_fleet_that_owes_gets_its_statement_by_mail_once() {
    let (port, mut mail) = smtp_sink().await;
    let app = spawn_app_with(move |c| mail_to_sink(c, port)).await;
    let owner = staff_cookie(&app).await;
    let id = fleet(&app, &owner, "ABC Logistics").await;
    let (_, quiet) =
        json_of(send(&app, "POST", "/api/fleets", &owner, fleet_body("Quiet Co", "ap@quiet.example")).await).await;
    invoice(&app, id, 1, "2026-11-03", "2026-12-03", 30000, "sent");

    // A forced run on the 1st, as the hourly schedule does (its clock is the tests' to set).
    let mut config = roadside::config::Config { base_url: crate::helpers::BASE_URL.into(), ..Default::default() };
    config.mail.host = Some("127.0.0.1".into());
    let mut db = app.db();
    assert_eq!(
        roadside::statements::monthly::run(&mut db, &config, chrono::NaiveDate::from_ymd_opt(2026, 12, 2).unwrap())
            .unwrap(),
        0,
        "only on the 1st"
    );
    assert_eq!(roadside::statements::monthly::run(&mut db, &config, first_of_december()).unwrap(), 1);
    assert_eq!(roadside::statements::monthly::run(&mut db, &config, first_of_december()).unwrap(), 0, "once a month");
    let token: String = db
        .query_row("SELECT token FROM fleet_statements WHERE fleet_id = ?1 AND month = '2026-11'", [id], |r| r.get(0))
        .unwrap();
    let none: i64 = db
        .query_row("SELECT COUNT(*) FROM fleet_statements WHERE fleet_id = ?1", [quiet["id"].as_i64().unwrap()], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(none, 0, "a fleet with nothing owed and no activity gets none");

    // The running server's own schedule sends it, through the outbox; here
    // it is woken by the next request that queues anything, or its poll.
    let email = mail_containing(&mut mail, "/statement/", Duration::from_secs(90)).await;
    assert!(email.contains("To: ap@abclogistics.example"), "{email}");
    assert!(email.contains(&format!("/statement/{token}")), "{email}");
    assert!(email.contains("Closing balance: $300.00"), "{email}");
}

#[tokio::test]
async fn the_schedule_mails_on_the_first_of_its_clock_and_not_again_after_a_restart() {
    let (port, mut mail) = smtp_sink().await;
    let configure = move |c: &mut roadside::config::Config| mail_to_sink(c, port);
    let mut app = spawn_app_with(configure).await;
    let owner = staff_cookie(&app).await;
    let id = fleet(&app, &owner, "ABC Logistics").await;
    invoice(&app, id, 1, "2026-10-03", "2026-11-02", 12000, "sent");
    let dir = app.data_dir.path().to_path_buf();
    app.stop().await;
    for _ in 0..2 {
        let dir = dir.clone();
        let mut started = spawn_app_with(move |c| {
            configure(c);
            c.data_dir = dir;
            c.statements_clock = Some(first_of_december);
        })
        .await;
        // Its first check ran before it answered; what it queued goes out.
        started.drain().await;
        started.stop().await;
    }
    let email = mail_containing(&mut mail, "/statement/", Duration::from_secs(30)).await;
    assert!(email.contains("To: ap@abclogistics.example"), "{email}");
    let conn = rusqlite::Connection::open(dir.join("roadside.db")).unwrap();
    let n: i64 =
        conn.query_row("SELECT COUNT(*) FROM fleet_statements WHERE month = '2026-11'", [], |r| r.get(0)).unwrap();
    assert_eq!(n, 1, "one statement mail a fleet and month, across restarts");
    assert!(
        tokio::time::timeout(Duration::from_secs(2), async {
            loop {
                match mail.recv().await {
                    Some(m) if m.contains("/statement/") => return,
                    Some(_) => continue,
                    None => std::future::pending::<()>().await,
                }
            }
        })
        .await
        .is_err(),
        "no second mail"
    );
}

async fn post_event(app: &TestApp, body: &str) -> u16 {
    let now = chrono::Utc::now().timestamp();
    app.client
        .post(app.url("/api/payments/stripe"))
        .header("content-type", "application/json")
        .header("stripe-signature", stripe_signature(STRIPE_WEBHOOK_SECRET, now, body))
        .body(body.to_string())
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn a_card_payment_on_the_statement_pays_the_oldest_invoices_first_and_may_be_partial() {
    let stripe = Stripe::start().await;
    let api_base = stripe.api_base.clone();
    let app = spawn_app_with(move |c| c.payments = Some(payments_config(&api_base))).await;
    let owner = staff_cookie(&app).await;
    let id = fleet(&app, &owner, "ABC Logistics").await;
    let newest = invoice(&app, id, 3, "2026-11-10", "2026-12-10", 5000, "sent");
    let oldest = invoice(&app, id, 1, "2026-10-01", "2026-10-31", 10000, "sent");
    let second = invoice(&app, id, 2, "2026-10-15", "2026-11-14", 20000, "sent");
    let tie = invoice(&app, id, 4, "2026-10-15", "2026-11-14", 7000, "sent");
    let s = app.get_json_as(&format!("/api/fleets/{id}/statement?asOf=2026-12-01"), &owner).await;
    let token = s["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string();
    let html = app.get_html(&format!("/statement/{token}")).await.1;
    assert!(html.contains("Pay by card (balance $420.00)"), "the page offers the balance");
    assert!(html.contains(&format!("action=\"/api/statement/{token}/checkout\"")));

    let too_much = app.post_json(&format!("/api/statement/{token}/checkout"), &json!({ "amount": "420.01" })).await;
    let (status, body) = json_of(too_much).await;
    assert_eq!((status, body["fields"]["amount"].as_str()), (400, Some("Amount must be at most the balance, $420.00")));
    let (status, answer) =
        json_of(app.post_json(&format!("/api/statement/{token}/checkout"), &json!({ "amount": "$250" })).await).await;
    assert_eq!(status, 200, "{answer}");
    let session = stripe.last();
    assert_eq!(session.amount_total, 25000);
    assert!(!session.form.contains_key("line_items[1][price_data][unit_amount]"), "no tip");
    assert!(answer["url"].as_str().unwrap().contains(&session.id));

    stripe.pay(&session.id);
    let event = stripe.event("evt_statement_1", "checkout.session.completed", &session.id);
    assert_eq!(post_event(&app, &event).await, 200);
    assert_eq!(post_event(&app, &event).await, 200, "the same event again changes nothing");
    // $100 on the oldest, $150 of $200 on the next due (the lower number of two due that day).
    assert_eq!(status_and_paid(&app, oldest), ("paid".into(), 10000));
    assert_eq!(status_and_paid(&app, second), ("partly-paid".into(), 15000));
    assert_eq!(status_and_paid(&app, tie), ("sent".into(), 0));
    assert_eq!(status_and_paid(&app, newest), ("sent".into(), 0));
    let after = app.get_json_as(&format!("/api/fleets/{id}/statement?asOf=2026-12-01"), &owner).await;
    assert_eq!(after["url"], s["url"]);
    let card: i64 = app
        .db()
        .query_row("SELECT COUNT(*) FROM payments WHERE method = 'card' AND reference = ?1", [&session.id], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(card, 2, "one payment row a paid invoice, each naming the session");
    // The rest of the balance, whole: the page now asks $170.
    assert!(app.get_html(&format!("/statement/{token}")).await.1.contains("Pay by card (balance $170.00)"));
}

#[tokio::test]
async fn a_check_is_applied_to_the_invoices_chosen_and_more_than_they_owe_is_refused() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let id = fleet(&app, &owner, "ABC Logistics").await;
    let other = fleet(&app, &owner, "Other Freight").await;
    let a = invoice(&app, id, 1, "2026-10-01", "2026-10-31", 10000, "sent");
    let b = invoice(&app, id, 2, "2026-10-15", "2026-11-14", 20000, "sent");
    let c = invoice(&app, id, 3, "2026-11-10", "2026-12-10", 5000, "sent");
    let theirs = invoice(&app, other, 4, "2026-11-10", "2026-12-10", 5000, "sent");
    let path = format!("/api/fleets/{id}/payments");

    let (status, body) = json_of(
        send(
            &app,
            "POST",
            &path,
            &owner,
            json!({"method": "check", "amountCents": 15001, "reference": "1042", "invoiceIds": [c, a]}),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, body["fields"]["amountCents"].as_str()),
        (400, Some("Amount must be at most what is owed, $150.00"))
    );
    let (status, body) = json_of(
        send(&app, "POST", &path, &owner, json!({"method": "check", "amountCents": 100, "invoiceIds": [theirs]})).await,
    )
    .await;
    assert_eq!(status, 400, "{body}");
    assert!(body["fields"]["invoiceIds"].as_str().unwrap().contains("not an open invoice of this fleet"));
    let (status, body) =
        json_of(send(&app, "POST", &path, &owner, json!({"method": "wire", "amountCents": 100})).await).await;
    assert_eq!(status, 400);
    assert!(body["fields"]["method"].is_string());

    // The chosen ones, in the order chosen: all of INV-0003, then part of INV-0001.
    let (status, body) = json_of(
        send(
            &app,
            "POST",
            &path,
            &owner,
            json!({"method": "check", "amountCents": 12000, "reference": "1042", "invoiceIds": [c, a]}),
        )
        .await,
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let shares: Vec<(&str, i64, &str)> = body["applied"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["number"].as_str().unwrap(), s["amountCents"].as_i64().unwrap(), s["status"].as_str().unwrap()))
        .collect();
    assert_eq!(shares, [("INV-0003", 5000, "paid"), ("INV-0001", 7000, "partly-paid")]);
    assert_eq!(body["owedCents"], 23000);
    assert_eq!(status_and_paid(&app, b), ("sent".into(), 0));

    // None chosen: the oldest due first; ACH is a method.
    let (status, body) = json_of(
        send(&app, "POST", &path, &owner, json!({"method": "ach", "amountCents": 4000, "reference": "ACH 77"})).await,
    )
    .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["applied"][0]["number"], "INV-0001");
    assert_eq!(body["applied"][1]["number"], "INV-0002");
    assert_eq!(status_and_paid(&app, a), ("paid".into(), 10000));
    assert_eq!(status_and_paid(&app, b), ("partly-paid".into(), 1000));
    let refs: Vec<String> = app
        .db()
        .prepare("SELECT method || ' ' || reference FROM payments ORDER BY id")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(refs, ["check 1042", "check 1042", "ach ACH 77", "ach ACH 77"]);
}

#[tokio::test]
async fn only_the_owner_reads_statements_and_records_fleet_payments() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let id = fleet(&app, &owner, "ABC Logistics").await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    let body = json!({"method": "check", "amountCents": 100});
    for (method, path) in [
        ("GET", format!("/api/fleets/{id}/statement")),
        ("GET", format!("/api/fleets/{id}/statement.csv")),
        ("POST", format!("/api/fleets/{id}/payments")),
    ] {
        let anonymous = app.client.request(method.parse().unwrap(), app.url(&path)).json(&body).send().await.unwrap();
        assert_eq!(anonymous.status(), 401, "{method} {path}");
        assert_eq!(send(&app, method, &path, &tech, body.clone()).await.status(), 403, "{method} {path}");
        let missing = path.replace(&format!("/fleets/{id}/"), &format!("/fleets/{}/", id + 1000));
        assert_eq!(send(&app, method, &missing, &owner, body.clone()).await.status(), 404, "{method} {missing}");
    }
    assert_eq!(app.post_json("/api/statement/notatokenatallxxxxxxx/checkout", &json!({})).await.status(), 404);
}

#[tokio::test]
async fn back_from_checkout_the_page_asks_stripe_and_records_the_payment_without_the_webhook() {
    let stripe = Stripe::start().await;
    let api_base = stripe.api_base.clone();
    let app = spawn_app_with(move |c| c.payments = Some(payments_config(&api_base))).await;
    let owner = staff_cookie(&app).await;
    let id = fleet(&app, &owner, "ABC Logistics").await;
    let a = invoice(&app, id, 1, "2026-10-01", "2026-10-31", 10000, "sent");
    let b = invoice(&app, id, 2, "2026-10-15", "2026-11-14", 2500, "sent");
    let s = app.get_json_as(&format!("/api/fleets/{id}/statement?asOf=2026-12-01"), &owner).await;
    let token = s["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string();
    // A form post goes on to Checkout.
    let form = app
        .client
        .post(app.url(&format!("/api/statement/{token}/checkout")))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("amount=")
        .send()
        .await
        .unwrap();
    assert_eq!(form.status(), 303);
    let session = stripe.last();
    assert_eq!(session.amount_total, 12500, "the whole balance");
    assert!(form.headers()["location"].to_str().unwrap().contains(&session.id));
    stripe.pay(&session.id);
    let html = app.get_html(&format!("/statement/{token}?checkout=done")).await.1;
    assert!(html.contains("Thank you"), "{html}");
    assert_eq!(status_and_paid(&app, a), ("paid".into(), 10000));
    assert_eq!(status_and_paid(&app, b), ("paid".into(), 2500));
    assert!(!html.contains("Pay by card"), "nothing is owed now");
    // The webhook coming late records nothing more.
    let event = stripe.event("evt_late", "checkout.session.completed", &session.id);
    assert_eq!(post_event(&app, &event).await, 200);
    assert_eq!(app.count("payments"), 2);
}
