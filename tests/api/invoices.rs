//! Getting paid (docs/product.md#invoices): the price book, invoices in
//! cents, payments by hand, card payments through a Stripe stand-in
//! (tests/api/providers.rs), the webhook, the sweep and the receipts.
use crate::helpers::{TestApp, read_events, send, spawn_app_with};
use crate::leads_staff::{new_staff_cookie, staff_cookie};
use crate::providers::{STRIPE_WEBHOOK_SECRET, Stripe, Twilio, payments_config, sms_config, stripe_signature, twilio};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::time::Duration;

async fn ok_json(resp: reqwest::Response, status: u16) -> Value {
    let got = resp.status().as_u16();
    let body: Value = resp.json().await.unwrap();
    assert_eq!(got, status, "{body}");
    body
}

/// A quote from Dana (phone and email) and its job; answers the job's id.
async fn job(app: &TestApp, owner: &str) -> i64 {
    let lead = json!({
        "name": "Dana Reyes", "phone": "(386) 555-0123", "email": "dana@example.com", "location": "A1A by the pier",
        "serviceType": "Other", "urgency": "Today", "description": "Flat tire on the shoulder."
    });
    let id = ok_json(app.post_json("/api/quotes", &lead).await, 201).await["id"].as_i64().unwrap();
    let job =
        send(app, "POST", "/api/job-tracking", owner, json!({"submissionType": "quote", "submissionId": id})).await;
    ok_json(job, 201).await["id"].as_i64().unwrap()
}

fn tire_invoice(job: i64) -> Value {
    json!({"jobId": job, "discountCents": 1000, "lines": [
        {"description": "Service call", "quantity": 1, "unitPriceCents": 7500, "taxable": false},
        {"description": "Tire, 225/65R17", "quantity": 2, "unitPriceCents": 11999, "taxable": true},
        {"description": "Labor (hours)", "quantity": 1.5, "unitPriceCents": 9000}
    ]})
}

async fn app_with(stripe: Option<&Stripe>, sms: Option<&Twilio>) -> TestApp {
    app_configured(stripe, sms, |_| {}).await
}

async fn app_configured(
    stripe: Option<&Stripe>,
    sms: Option<&Twilio>,
    more: impl FnOnce(&mut roadside::config::Config),
) -> TestApp {
    let stripe = stripe.map(|s| s.api_base.clone());
    let sms = sms.map(|s| s.api_base.clone());
    spawn_app_with(move |c| {
        c.invoices.tax_rate = 0.07;
        c.payments = stripe.as_deref().map(payments_config);
        c.sms = sms.as_deref().map(sms_config);
        c.alerts.retry_base_ms = 50;
        c.leads_per_ten_minutes = 1000;
        more(c);
    })
    .await
}

#[tokio::test]
async fn an_invoice_adds_its_lines_discount_and_tax_in_whole_cents() {
    let app = app_with(None, None).await;
    let owner = staff_cookie(&app).await;
    let job = job(&app, &owner).await;
    let made = ok_json(send(&app, "POST", "/api/invoices", &owner, tire_invoice(job)).await, 201).await;
    assert_eq!(made["number"], "INV-0001");
    assert_eq!(made["token"].as_str().unwrap().len(), 40);
    // 7500 + 23998 + 13500 = 44998; the 1000 discount is shared, so the tire's
    // share (23998/44998 of it, 533) comes off the taxable 23998 before 7%.
    assert_eq!(made["subtotalCents"], 44998);
    assert_eq!(made["taxCents"], 1643);
    assert_eq!(made["totalCents"], 44998 - 1000 + 1643);
    assert_eq!(made["status"], "draft");
    assert_eq!(made["customerName"], "Dana Reyes");
    assert_eq!(made["lines"][2]["amountCents"], 13500);
    assert_eq!(made["lines"][2]["quantity"], 1.5);
    let id = made["id"].as_i64().unwrap();
    let again = app.get_json_as(&format!("/api/invoices/{id}"), &owner).await;
    assert_eq!(again["totalCents"], made["totalCents"]);
    let list = app.get_json_as("/api/invoices?status=draft", &owner).await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["ageDays"], 0);
    assert_eq!(app.get_json_as("/api/invoices?status=paid", &owner).await, json!([]));
    // The editor previews with the rate the server charges.
    let settings = app.get_json_as("/api/invoices/settings", &owner).await;
    assert_eq!(
        settings,
        json!({"taxBasisPoints": 700, "cardPayments": false, "estimatePayment": "none", "estimateDepositPercent": 0}),
        "without card payments an estimate asks nothing"
    );
}

#[tokio::test]
async fn invoices_made_at_once_get_numbers_in_sequence_without_gaps_or_repeats() {
    let app = app_with(None, None).await;
    let owner = staff_cookie(&app).await;
    let mut bodies = Vec::new();
    for _ in 0..24 {
        let job = job(&app, &owner).await;
        bodies.push(
            json!({"jobId": job, "lines": [{"description": "Jump start", "quantity": 1, "unitPriceCents": 5000}]}),
        );
    }
    let made =
        futures_util::future::join_all(bodies.into_iter().map(|b| send(&app, "POST", "/api/invoices", &owner, b)))
            .await;
    let mut numbers = Vec::new();
    for resp in made {
        numbers.push(ok_json(resp, 201).await["number"].as_str().unwrap().to_string());
    }
    numbers.sort();
    let want: Vec<String> = (1..=24).map(|n| format!("INV-{n:04}")).collect();
    assert_eq!(numbers, want);
}

#[tokio::test]
async fn bad_invoices_and_payments_are_refused_naming_the_field_and_change_nothing() {
    let app = app_with(None, None).await;
    let owner = staff_cookie(&app).await;
    let job = job(&app, &owner).await;
    let refused = |body: Value| {
        let (app, owner) = (&app, owner.clone());
        async move {
            let resp = send(app, "POST", "/api/invoices", &owner, body).await;
            ok_json(resp, 400).await["fields"].clone()
        }
    };
    assert!(refused(json!({"jobId": job, "lines": []})).await["lines"].is_string(), "an empty invoice");
    let f =
        refused(json!({"jobId": job, "lines": [{"description": "Tire", "quantity": 1, "unitPriceCents": -100}]})).await;
    assert!(f["lines.0.unitPriceCents"].is_string(), "a negative price: {f}");
    let f = refused(
        json!({"jobId": job, "lines": [{"description": "Tire", "quantity": 1, "unitPriceCents": 99_999_999_999i64}]}),
    )
    .await;
    assert!(f["lines.0.unitPriceCents"].is_string(), "an absurd price: {f}");
    let f = refused(
        json!({"jobId": job, "lines": [{"description": "Tire", "quantity": 1000, "unitPriceCents": 10_000_000}]}),
    )
    .await;
    assert!(f["lines"].as_str().unwrap().contains("$1,000,000.00"), "an absurd total: {f}");
    let f = refused(json!({"jobId": job, "discountCents": 6000, "lines": [{"description": "Jump", "quantity": 1, "unitPriceCents": 5000}]})).await;
    assert_eq!(f["discountCents"], "Discount must be at most the subtotal, $50.00");
    let f = refused(json!({"jobId": 9999, "lines": [{"description": "Jump", "quantity": 1, "unitPriceCents": 5000}]}))
        .await;
    assert!(f["jobId"].is_string());
    assert_eq!(app.count("invoices"), 0, "nothing refused was stored");

    let body = json!({"jobId": job, "lines": [{"description": "Jump", "quantity": 1, "unitPriceCents": 5000}]});
    let inv = ok_json(send(&app, "POST", "/api/invoices", &owner, body).await, 201).await;
    let id = inv["id"].as_i64().unwrap();
    let pay = |amount: i64| {
        let (app, owner) = (&app, owner.clone());
        async move {
            send(
                app,
                "POST",
                &format!("/api/invoices/{id}/payments"),
                &owner,
                json!({"method": "cash", "amountCents": amount}),
            )
            .await
        }
    };
    assert!(ok_json(pay(-5).await, 400).await["fields"]["amountCents"].is_string(), "a negative payment");
    assert_eq!(
        ok_json(pay(5001).await, 400).await["fields"]["amountCents"],
        "Amount must be at most the balance due, $50.00"
    );
    let voided = ok_json(send(&app, "POST", &format!("/api/invoices/{id}/void"), &owner, json!({})).await, 200).await;
    assert_eq!(voided["status"], "void");
    assert!(
        ok_json(pay(100).await, 400).await["fields"]["invoice"].as_str().unwrap().contains("void"),
        "a payment on a void invoice"
    );
    assert_eq!(app.count("payments"), 0);
}

#[tokio::test]
async fn partial_payments_add_up_to_paid_and_each_texts_a_receipt_with_the_link() {
    let mut sms = twilio().await;
    let app = app_with(None, Some(&sms)).await;
    let owner = staff_cookie(&app).await;
    let job = job(&app, &owner).await;
    let received = tokio::time::timeout(Duration::from_secs(5), sms.received.recv()).await.unwrap().unwrap();
    assert!(received.body.contains("we got your request"), "the lead's own text first");
    let body = json!({"jobId": job, "lines": [{"description": "Tire repair", "quantity": 1, "unitPriceCents": 12000}]});
    let inv = ok_json(send(&app, "POST", "/api/invoices", &owner, body).await, 201).await;
    let (id, url) = (inv["id"].as_i64().unwrap(), inv["url"].as_str().unwrap().to_string());
    let sent = ok_json(send(&app, "POST", &format!("/api/invoices/{id}/send"), &owner, json!({})).await, 200).await;
    assert_eq!(sent["status"], "sent");
    let text = tokio::time::timeout(Duration::from_secs(5), sms.received.recv()).await.unwrap().unwrap();
    assert_eq!(text.to, "+13865550123");
    assert!(
        text.body.contains("INV-0001") && text.body.contains("$120.00") && text.body.contains(&url),
        "{}",
        text.body
    );

    let path = format!("/api/invoices/{id}/payments");
    let first = ok_json(
        send(&app, "POST", &path, &owner, json!({"method": "zelle", "amountCents": 5000, "reference": "ZL-77"})).await,
        201,
    )
    .await;
    assert_eq!(
        (first["status"].as_str(), first["paidCents"].as_i64(), first["balanceCents"].as_i64()),
        (Some("partly-paid"), Some(5000), Some(7000))
    );
    let receipt = tokio::time::timeout(Duration::from_secs(5), sms.received.recv()).await.unwrap().unwrap();
    assert!(
        receipt.body.contains("received $50.00 for invoice INV-0001") && receipt.body.contains(&url),
        "{}",
        receipt.body
    );
    let second =
        ok_json(send(&app, "POST", &path, &owner, json!({"method": "cash", "amountCents": 7000})).await, 201).await;
    assert_eq!(second["status"], "paid");
    assert!(second["paidAt"].is_string());
    assert_eq!(second["payments"].as_array().unwrap().len(), 2);
    let receipt = tokio::time::timeout(Duration::from_secs(5), sms.received.recv()).await.unwrap().unwrap();
    assert!(receipt.body.contains("$70.00"), "{}", receipt.body);
    // The receipts are on the lead's thread too.
    let lead = app
        .db()
        .query_row("SELECT submission_id FROM job_tracking WHERE id = ?1", [job], |r| r.get::<_, i64>(0))
        .unwrap();
    let thread = app.get_json_as(&format!("/api/leads/quote/{lead}/messages"), &owner).await;
    assert_eq!(
        thread["messages"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["body"].as_str().unwrap().contains("received"))
            .count(),
        2
    );
    // The overview counts payments as revenue.
    let overview = app.get_json_as("/api/admin/overview", &owner).await;
    assert_eq!(overview["payments"]["revenueCents"], 12000);
    assert_eq!(overview["payments"]["tipsCents"], 0);
}

#[tokio::test]
async fn the_invoice_page_shows_the_lines_totals_and_ways_to_pay_and_is_never_indexed() {
    let app = app_with(None, None).await;
    let owner = staff_cookie(&app).await;
    let job = job(&app, &owner).await;
    let inv = ok_json(send(&app, "POST", "/api/invoices", &owner, tire_invoice(job)).await, 201).await;
    let token = inv["token"].as_str().unwrap();
    let resp = app.get(&format!("/invoice/{token}")).await;
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.headers()["x-robots-tag"], "noindex");
    assert_eq!(resp.headers()["cache-control"], "no-store");
    assert!(resp.headers().get("set-cookie").is_none());
    let html = resp.text().await.unwrap();
    for needle in [
        "Invoice INV-0001",
        "Tire, 225/65R17",
        "$239.98",
        "Tax (7% of the lines marked taxed)",
        "Tire, 225/65R17 <span class=\"invoice-taxed\">(taxed)</span>",
        "$16.43",
        "$456.41",
        "Zelle",
        "Cash App",
        "Financing",
        "noindex",
        "Save as PDF",
        "Dana Reyes",
    ] {
        assert!(html.contains(needle), "the page lacks {needle:?}");
    }
    assert_eq!(html.matches("(taxed)").count(), 1, "only the taxed line is marked");
    assert!(!html.contains("Pay by card") && !html.contains("/checkout"), "no card payments without [payments]");
    assert!(!html.contains("<script"), "the page needs no script");
    let json = app.get_json_as(&format!("/api/invoice/{token}"), "").await;
    assert_eq!(json["totalCents"], 45641);
    assert_eq!(json["payByCard"], false);
    assert!(json.get("customerPhone").is_none(), "the public JSON carries no phone");
    assert_eq!(app.get(&format!("/invoice/{}", "ab".repeat(20))).await.status(), 404);
    assert_eq!(app.get(&format!("/api/invoice/{}", "ab".repeat(20))).await.status(), 404);
}

#[tokio::test]
async fn pay_by_card_makes_a_checkout_session_from_the_invoice_never_the_browser() {
    let stripe = Stripe::start().await;
    let app = app_with(Some(&stripe), None).await;
    let owner = staff_cookie(&app).await;
    let job = job(&app, &owner).await;
    let inv = ok_json(send(&app, "POST", "/api/invoices", &owner, tire_invoice(job)).await, 201).await;
    let (id, token) = (inv["id"].as_i64().unwrap(), inv["token"].as_str().unwrap().to_string());
    let html = app.get_html(&format!("/invoice/{token}")).await.1;
    assert!(html.contains("Pay $456.41 by card"));
    // A form post, as the page sends it without JavaScript, with a 15% tip
    // and an amount the browser has no say in.
    let resp = app
        .client
        .post(app.url(&format!("/api/invoice/{token}/checkout")))
        .form(&[("tip", "15"), ("amountCents", "1")])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 303);
    let session = stripe.last();
    assert_eq!(resp.headers()["location"].to_str().unwrap(), format!("{}/pay/{}", stripe.api_base, session.id));
    let f = &session.form;
    assert_eq!(f["line_items[0][price_data][unit_amount]"], "45641");
    assert_eq!(f["line_items[1][price_data][unit_amount]"], "6846", "15% of $456.41, to the cent");
    assert_eq!(f["line_items[1][price_data][product_data][name]"], "Tip for your technician");
    assert_eq!(f["metadata[invoice_id]"], id.to_string());
    assert_eq!(f["customer_email"], "dana@example.com");
    assert_eq!(f["success_url"], format!("http://roadside.test/invoice/{token}?checkout=done"));
    // The page's CSP lets its form go on to Checkout, and nowhere else.
    let csp =
        app.get(&format!("/invoice/{token}")).await.headers()["content-security-policy"].to_str().unwrap().to_string();
    assert!(csp.contains(&format!("form-action 'self' {}", stripe.api_base)), "{csp}");
    // JSON asks answer the URL; a tip of an amount is its own line.
    let answer = ok_json(
        app.post_json(&format!("/api/invoice/{token}/checkout"), &json!({"tip": "amount", "tipAmount": "5"})).await,
        200,
    )
    .await;
    assert!(answer["url"].as_str().unwrap().ends_with(&stripe.last().id));
    assert_eq!(stripe.last().form["line_items[1][price_data][unit_amount]"], "500");
    assert_eq!(app.count("payments"), 0, "nothing is paid until Stripe says so");
}

async fn post_event(app: &TestApp, body: &str, signature: Option<String>) -> u16 {
    let mut req = app
        .client
        .post(app.url("/api/payments/stripe"))
        .header("content-type", "application/json")
        .body(body.to_string());
    if let Some(s) = signature {
        req = req.header("stripe-signature", s);
    }
    req.send().await.unwrap().status().as_u16()
}

#[tokio::test]
async fn a_signed_webhook_records_the_payment_once_and_a_wrong_or_stale_one_changes_nothing() {
    let mut sms = twilio().await;
    let stripe = Stripe::start().await;
    let app = app_with(Some(&stripe), Some(&sms)).await;
    let owner = staff_cookie(&app).await;
    let job = job(&app, &owner).await;
    let _ = tokio::time::timeout(Duration::from_secs(5), sms.received.recv()).await;
    let inv = ok_json(send(&app, "POST", "/api/invoices", &owner, tire_invoice(job)).await, 201).await;
    let (id, token) = (inv["id"].as_i64().unwrap(), inv["token"].as_str().unwrap().to_string());
    ok_json(app.post_json(&format!("/api/invoice/{token}/checkout"), &json!({"tip": "10"})).await, 200).await;
    let session = stripe.last();
    stripe.pay(&session.id);
    let event = stripe.event("evt_1", "checkout.session.completed", &session.id);
    let now = chrono::Utc::now().timestamp();

    assert_eq!(post_event(&app, &event, None).await, 400, "unsigned");
    assert_eq!(post_event(&app, &event, Some(stripe_signature("whsec_wrong", now, &event))).await, 400, "wrong secret");
    assert_eq!(
        post_event(&app, &event, Some(stripe_signature(STRIPE_WEBHOOK_SECRET, now - 301, &event))).await,
        400,
        "stale"
    );
    let tampered = event.replace("50205", "1");
    assert_ne!(tampered, event);
    assert_eq!(
        post_event(&app, &tampered, Some(stripe_signature(STRIPE_WEBHOOK_SECRET, now, &event))).await,
        400,
        "tampered"
    );
    assert_eq!(app.count("payments"), 0);

    // An open dashboard hears of the payment at once (the invoice and amounts only).
    let mut feed = app.client.get(app.url("/api/admin/events")).header("cookie", &owner).send().await.unwrap();
    assert_eq!(read_events(&mut feed, "ready", 1, Duration::from_secs(5)).await.len(), 1);
    let signed = stripe_signature(STRIPE_WEBHOOK_SECRET, now, &event);
    assert_eq!(post_event(&app, &event, Some(signed.clone())).await, 200);
    let heard = read_events(&mut feed, "lead", 1, Duration::from_secs(2)).await;
    let paid_event = &heard.iter().find(|(e, _, _)| e == "lead").expect("the payment is on the live feed within 2 s").2;
    assert_eq!(
        (&paid_event["kind"], &paid_event["id"], &paid_event["number"]),
        (&json!("payment"), &json!(id), &json!("INV-0001"))
    );
    assert_eq!((paid_event["amountCents"].as_i64(), paid_event["tipCents"].as_i64()), (Some(45641), Some(4564)));
    assert!(paid_event.get("name").is_none() && paid_event.get("phone").is_none(), "no personal data: {paid_event}");
    assert_eq!(post_event(&app, &event, Some(signed)).await, 200, "a retried delivery");
    let again = stripe.event("evt_2", "checkout.session.async_payment_succeeded", &session.id);
    assert_eq!(post_event(&app, &again, Some(stripe_signature(STRIPE_WEBHOOK_SECRET, now, &again))).await, 200);
    assert_eq!(app.count("payments"), 1, "one session, one payment");
    assert_eq!(app.count("lead_events WHERE kind = 'payment'"), 1, "one payment, one live event");
    let paid = app.get_json_as(&format!("/api/invoices/{id}"), &owner).await;
    assert_eq!(paid["status"], "paid");
    assert_eq!(paid["paidCents"], 45641);
    assert_eq!(paid["tipCents"], 4564, "the tip counted apart");
    assert_eq!(paid["payments"][0]["method"], "card");
    let receipt = tokio::time::timeout(Duration::from_secs(5), sms.received.recv()).await.unwrap().unwrap();
    assert!(receipt.body.contains("received $502.05 for invoice INV-0001"), "{}", receipt.body);
    let html = app.get_html(&format!("/invoice/{token}")).await.1;
    assert!(html.contains(">Paid<") && !html.contains("Pay $"), "the page says Paid");
    let overview = app.get_json_as("/api/admin/overview", &owner).await;
    assert_eq!(
        (overview["payments"]["revenueCents"].as_i64(), overview["payments"]["tipsCents"].as_i64()),
        (Some(45641), Some(4564))
    );

    // An event for a session of no invoice here: taken, logged, nothing changes.
    let stranger = json!({"id": "evt_3", "type": "checkout.session.completed", "data": {"object": {
        "id": "cs_test_elsewhere", "object": "checkout.session", "payment_status": "paid", "amount_total": 999,
        "metadata": {"invoice_id": "424242"}}}})
    .to_string();
    assert_eq!(post_event(&app, &stranger, Some(stripe_signature(STRIPE_WEBHOOK_SECRET, now, &stranger))).await, 200);
    assert_eq!(app.count("payments"), 1);
}

#[tokio::test]
async fn the_sweep_records_a_paid_session_whose_webhook_never_came() {
    let stripe = Stripe::start().await;
    let app = app_with(Some(&stripe), None).await;
    let owner = staff_cookie(&app).await;
    let mut tokens = Vec::new();
    for _ in 0..2 {
        // One invoice per job.
        let job = job(&app, &owner).await;
        let inv = ok_json(send(&app, "POST", "/api/invoices", &owner, tire_invoice(job)).await, 201).await;
        let token = inv["token"].as_str().unwrap().to_string();
        ok_json(app.post_json(&format!("/api/invoice/{token}/checkout"), &json!({})).await, 200).await;
        stripe.pay(&stripe.last().id);
        tokens.push(token);
    }
    // Back from Checkout: the page asks Stripe before it answers.
    let html = app.get_html(&format!("/invoice/{}?checkout=done", tokens[0])).await.1;
    assert!(html.contains("Thank you: your payment is recorded.") && html.contains(">Paid<"), "{html}");
    assert_eq!(app.count("payments"), 1);
    // The timed sweep (every 10 minutes) does the same for every open session.
    let db = roadside::db::Db::open(&app.data_dir.path().join("roadside.db")).unwrap();
    let config = std::sync::Arc::new(roadside::config::Config {
        base_url: "http://roadside.test".into(),
        payments: Some(payments_config(&stripe.api_base)),
        ..Default::default()
    });
    let payments = config.payments.clone().unwrap();
    let lookups = *stripe.lookups.lock().unwrap();
    let payables: std::sync::Arc<dyn roadside::checkout::Payables> =
        std::sync::Arc::new(roadside::startup::AllPayables);
    let sweeper = roadside::checkout::Sweeper { db: &db, config: &config, payments: &payments, payables: &payables };
    assert_eq!(roadside::checkout::sweep(&sweeper, None).await.unwrap().events.len(), 1);
    assert_eq!(*stripe.lookups.lock().unwrap(), lookups + 1, "only the still-open session is asked about");
    assert_eq!(app.count("payments"), 2);
    assert_eq!(roadside::checkout::sweep(&sweeper, None).await.unwrap().events.len(), 0, "nothing twice");
    assert_eq!(app.count("lead_events WHERE kind = 'payment'"), 2, "each sweep's payment is on the live feed");
    let unpaid = app.get_json_as("/api/invoices?status=unpaid", &owner).await;
    assert_eq!(unpaid, json!([]));
}

/// A $128.40 invoice (no taxable line); answers its id and token.
async fn small_invoice(app: &TestApp, owner: &str, job: i64) -> (i64, String) {
    let body = json!({"jobId": job, "lines": [{"description": "Jump start", "quantity": 1, "unitPriceCents": 12840}]});
    let inv = ok_json(send(app, "POST", "/api/invoices", owner, body).await, 201).await;
    (inv["id"].as_i64().unwrap(), inv["token"].as_str().unwrap().to_string())
}

async fn checkout_from(app: &TestApp, token: &str, address: &str) -> reqwest::Response {
    app.client
        .post(app.url(&format!("/api/invoice/{token}/checkout")))
        .header("x-forwarded-for", address)
        .json(&json!({}))
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn forty_rapid_pay_by_card_requests_make_one_checkout_session_and_those_over_the_limit_get_429() {
    let stripe = Stripe::start().await;
    let app = app_with(Some(&stripe), None).await;
    let owner = staff_cookie(&app).await;
    let job = job(&app, &owner).await;
    let (_, token) = small_invoice(&app, &owner, job).await;
    let path = format!("/api/invoice/{token}/checkout");
    let tip = json!({"tip": "10"});
    let answers = futures_util::future::join_all((0..40).map(|_| app.post_json(&path, &tip))).await;
    let mut urls = Vec::new();
    let mut refused = 0;
    for resp in answers {
        match resp.status().as_u16() {
            200 => urls.push(resp.json::<Value>().await.unwrap()["url"].as_str().unwrap().to_string()),
            429 => {
                let wait: u64 = resp.headers()["retry-after"].to_str().unwrap().parse().unwrap();
                assert!((1..=120).contains(&wait), "Retry-After {wait}");
                let body: Value = resp.json().await.unwrap();
                assert!(body["message"].as_str().unwrap().contains("Too many payment attempts"), "{body}");
                refused += 1;
            }
            other => panic!("checkout answered {other}"),
        }
    }
    assert_eq!((urls.len(), refused), (5, 35), "5 a minute per invoice (and 10 per address)");
    assert_eq!(stripe.sessions.lock().unwrap().len(), 1, "one Checkout Session made at Stripe");
    assert!(urls.iter().all(|u| *u == format!("{}/pay/{}", stripe.api_base, stripe.last().id)), "{urls:?}");
    assert_eq!(app.count("checkouts"), 1);
    // A form post over the limit gets a page saying so, with the same wait.
    let resp = app.client.post(app.url(&path)).form(&[("tip", "10")]).send().await.unwrap();
    assert_eq!(resp.status(), 429);
    assert!(resp.headers().contains_key("retry-after"));
    assert!(resp.text().await.unwrap().contains("Too many payment attempts"));

    // The key the server sent is honoured as Stripe honours it: the same
    // parameters answer the same session, other ones are refused.
    let (key, params) = {
        let keys = stripe.idempotency.lock().unwrap();
        assert_eq!(keys.len(), 1, "one request reached Stripe: {:?}", keys.keys());
        let (key, (params, _)) = keys.iter().next().unwrap();
        (key.clone(), params.clone())
    };
    assert!(key.len() <= 255, "{key}");
    let again = |params: HashMap<String, String>| {
        let (key, base) = (key.clone(), stripe.api_base.clone());
        async move {
            reqwest::Client::new()
                .post(format!("{base}/v1/checkout/sessions"))
                .bearer_auth(crate::providers::STRIPE_SECRET)
                .header("idempotency-key", key)
                .form(&params)
                .send()
                .await
                .unwrap()
        }
    };
    let replayed = again(params.clone()).await;
    assert_eq!(replayed.headers()["idempotent-replayed"], "true");
    assert_eq!(replayed.json::<Value>().await.unwrap()["id"], json!(stripe.last().id));
    let mut other = params;
    other.insert("line_items[0][price_data][unit_amount]".into(), "100".into());
    let misused = again(other).await;
    assert_eq!(misused.status(), 400);
    assert_eq!(misused.json::<Value>().await.unwrap()["error"]["type"], "idempotency_error");
    assert_eq!(stripe.sessions.lock().unwrap().len(), 1);
}

#[tokio::test]
async fn checkouts_are_limited_per_invoice_from_any_address_and_per_address_counting_an_ipv6_slash_64_as_one() {
    let stripe = Stripe::start().await;
    let app = app_configured(Some(&stripe), None, |c| c.trust_proxy_headers = true).await;
    let owner = staff_cookie(&app).await;
    let mut tokens = Vec::new();
    for _ in 0..12 {
        let job = job(&app, &owner).await;
        tokens.push(small_invoice(&app, &owner, job).await.1);
    }
    // Ten from one /64 (a different address each time), each for its own invoice.
    for (n, token) in tokens.iter().enumerate() {
        let status = checkout_from(&app, token, &format!("2001:db8:1:2::{:x}", n + 1)).await.status();
        assert_eq!(status, if n < 10 { 200 } else { 429 }, "request {n} from the /64");
    }
    assert_eq!(
        checkout_from(&app, &tokens[11], "2001:db8:1:3::1").await.status(),
        200,
        "the next /64 is another visitor"
    );
    // Five a minute for one invoice, whoever asks.
    for n in 1..=5 {
        let status = checkout_from(&app, &tokens[0], &format!("198.51.100.{n}")).await.status();
        assert_eq!(status, if n < 5 { 200 } else { 429 }, "request {} for the invoice", n + 1);
    }
    assert_eq!(stripe.sessions.lock().unwrap().len(), 11, "one session per invoice, however often asked");
}

#[tokio::test]
async fn many_returns_from_checkout_ask_stripe_at_most_once_per_invoice_in_the_window_and_only_about_its_sessions() {
    let stripe = Stripe::start().await;
    let app = app_configured(Some(&stripe), None, |c| c.invoices.return_check_every_secs = 5).await;
    let owner = staff_cookie(&app).await;
    let mut invoices = Vec::new();
    for _ in 0..2 {
        let job = job(&app, &owner).await;
        let (id, token) = small_invoice(&app, &owner, job).await;
        ok_json(app.post_json(&format!("/api/invoice/{token}/checkout"), &json!({})).await, 200).await;
        invoices.push((id, token, stripe.last().id));
    }
    let (_, token, session) = &invoices[0];
    let page = format!("/invoice/{token}?checkout=done");
    let before = *stripe.lookups.lock().unwrap();
    let views = futures_util::future::join_all((0..20).map(|_| app.get_html(&page))).await;
    assert!(views.iter().all(|(status, html)| *status == 200 && html.contains("being confirmed")));
    assert_eq!(*stripe.lookups.lock().unwrap(), before + 1, "one look at the one open session of this invoice");
    // Paid meanwhile: within the window the page does not look again (the
    // webhook or the ten-minute sweep records it); after it, it does.
    stripe.pay(session);
    assert!(app.get_html(&page).await.1.contains("being confirmed"));
    assert_eq!(*stripe.lookups.lock().unwrap(), before + 1);
    tokio::time::sleep(Duration::from_millis(5100)).await;
    assert!(app.get_html(&page).await.1.contains("Thank you: your payment is recorded."));
    assert_eq!(*stripe.lookups.lock().unwrap(), before + 2);
    assert_eq!(app.count("payments"), 1);
    // The other invoice has its own window.
    app.get_html(&format!("/invoice/{}?checkout=done", invoices[1].1)).await;
    assert_eq!(*stripe.lookups.lock().unwrap(), before + 3);
}

#[tokio::test]
async fn a_signed_webhook_for_a_session_this_server_did_not_make_records_nothing() {
    let stripe = Stripe::start().await;
    let app = app_with(Some(&stripe), None).await;
    let owner = staff_cookie(&app).await;
    let job = job(&app, &owner).await;
    let (id, token) = small_invoice(&app, &owner, job).await;
    ok_json(app.post_json(&format!("/api/invoice/{token}/checkout"), &json!({})).await, 200).await;
    // Another app on the same Stripe account, its metadata naming our invoice.
    let now = chrono::Utc::now().timestamp();
    let theirs =
        json!({"id": "evt_other_app", "object": "event", "type": "checkout.session.completed", "data": {"object": {
        "id": "cs_test_other_app", "object": "checkout.session", "status": "complete", "payment_status": "paid",
        "amount_total": 5_000_000, "currency": "usd", "metadata": {"invoice_id": id.to_string()}}}})
        .to_string();
    assert_eq!(post_event(&app, &theirs, Some(stripe_signature(STRIPE_WEBHOOK_SECRET, now, &theirs))).await, 200);
    assert_eq!(app.count("payments"), 0);
    assert_eq!(app.count("stripe_events"), 0);
    assert_eq!(app.count("lead_events WHERE kind = 'payment'"), 0);
    let inv = app.get_json_as(&format!("/api/invoices/{id}"), &owner).await;
    assert_eq!((inv["paidCents"].as_i64(), inv["balanceCents"].as_i64()), (Some(0), Some(12840)));
}

#[tokio::test]
async fn a_paid_session_we_made_whose_amount_or_currency_differs_records_nothing() {
    let stripe = Stripe::start().await;
    let app = app_with(Some(&stripe), None).await;
    let owner = staff_cookie(&app).await;
    let job = job(&app, &owner).await;
    let (id, token) = small_invoice(&app, &owner, job).await;
    ok_json(app.post_json(&format!("/api/invoice/{token}/checkout"), &json!({})).await, 200).await;
    let session = stripe.last().id;
    stripe.pay(&session);
    let now = chrono::Utc::now().timestamp();
    let event: Value = serde_json::from_str(&stripe.event("evt_1", "checkout.session.completed", &session)).unwrap();
    let changed = |id: &str, field: &str, to: Value| {
        let mut e = event.clone();
        e["id"] = json!(id);
        e["data"]["object"][field] = to;
        e.to_string()
    };
    for (n, wrong) in [
        changed("evt_more", "amount_total", json!(5_000_000)),
        changed("evt_less", "amount_total", json!(100)),
        changed("evt_euros", "currency", json!("eur")),
        changed("evt_no_total", "amount_total", Value::Null),
    ]
    .iter()
    .enumerate()
    {
        assert_eq!(post_event(&app, wrong, Some(stripe_signature(STRIPE_WEBHOOK_SECRET, now, wrong))).await, 200);
        assert_eq!(app.count("payments"), 0, "event {n}");
    }
    assert_eq!(app.count("stripe_events"), 0);
    // Stripe's own event for it is still recorded.
    let right = event.to_string();
    assert_eq!(post_event(&app, &right, Some(stripe_signature(STRIPE_WEBHOOK_SECRET, now, &right))).await, 200);
    let inv = app.get_json_as(&format!("/api/invoices/{id}"), &owner).await;
    assert_eq!((inv["status"].as_str(), inv["paidCents"].as_i64()), (Some("paid"), Some(12840)));
}

#[tokio::test]
async fn a_technician_invoices_their_own_jobs_only_and_the_owner_keeps_the_books() {
    let app = app_with(None, None).await;
    let owner = staff_cookie(&app).await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician", "--name", "Mike Jones"]).await;
    let mine = job(&app, &owner).await;
    let other = job(&app, &owner).await;
    ok_json(
        send(&app, "PATCH", &format!("/api/job-tracking/{mine}"), &owner, json!({"technician": "mike"})).await,
        200,
    )
    .await;
    let book = app.get_json_as("/api/price-book", &tech).await;
    assert!(
        book.as_array().unwrap().iter().any(|i| i["name"] == "Emergency Tire Replacement" && i["priceCents"] == 12000),
        "seeded from the guide: {book}"
    );
    let body = |job: i64| json!({"jobId": job, "lines": [{"description": "Mobile Tire Repair", "quantity": 1, "unitPriceCents": 8000}]});
    let inv = ok_json(send(&app, "POST", "/api/invoices", &tech, body(mine)).await, 201).await;
    assert_eq!(inv["createdBy"], "mike");
    assert!(
        ok_json(send(&app, "POST", "/api/invoices", &tech, body(other)).await, 400).await["fields"]["jobId"]
            .is_string()
    );
    let id = inv["id"].as_i64().unwrap();
    ok_json(
        send(
            &app,
            "POST",
            &format!("/api/invoices/{id}/payments"),
            &tech,
            json!({"method": "card-on-site", "amountCents": 8000}),
        )
        .await,
        201,
    )
    .await;
    // Their app looks again at their own invoice (paid while they were there), never at another's.
    let seen = app.get_json_as(&format!("/api/invoices/{id}"), &tech).await;
    assert_eq!((seen["status"].as_str(), seen["balanceCents"].as_i64()), (Some("paid"), Some(0)));
    let theirs = ok_json(send(&app, "POST", "/api/invoices", &owner, body(other)).await, 201).await;
    let theirs = theirs["id"].as_i64().unwrap();
    assert_eq!(send(&app, "GET", &format!("/api/invoices/{theirs}"), &tech, json!({})).await.status(), 404);
    assert_eq!(app.get_json_as(&format!("/api/invoices/{theirs}"), &owner).await["id"], theirs);
    assert_eq!(send(&app, "GET", "/api/invoices", &tech, json!({})).await.status(), 403);
    assert_eq!(
        send(&app, "POST", "/api/price-book", &tech, json!({"name": "Free", "priceCents": 0})).await.status(),
        403
    );
    // The owner edits the price book; a removed item leaves the list.
    let item = ok_json(
        send(
            &app,
            "POST",
            "/api/price-book",
            &owner,
            json!({"name": "Tire, 225/65R17", "priceCents": 15000, "taxable": true}),
        )
        .await,
        201,
    )
    .await;
    let item_id = item["id"].as_i64().unwrap();
    let changed = ok_json(
        send(
            &app,
            "PATCH",
            &format!("/api/price-book/{item_id}"),
            &owner,
            json!({"name": "Tire, 225/65R17", "priceCents": 15500, "taxable": true}),
        )
        .await,
        200,
    )
    .await;
    assert_eq!(changed["priceCents"], 15500);
    assert_eq!(send(&app, "DELETE", &format!("/api/price-book/{item_id}"), &owner, json!({})).await.status(), 204);
    assert!(!app.get_json_as("/api/price-book", &owner).await.as_array().unwrap().iter().any(|i| i["id"] == item_id));
    // The CSV has the paid invoice.
    let csv = app
        .client
        .get(app.url("/api/invoices/export.csv"))
        .header("cookie", &owner)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(csv.starts_with("number,status,"));
    assert!(csv.contains("\"INV-0001\",\"paid\"") && csv.contains("\"80.00\""), "{csv}");
}
