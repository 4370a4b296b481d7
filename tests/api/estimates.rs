//! Estimates (docs/product.md#estimates): options approved on the driver's
//! page before the truck rolls, a card hold or deposit through the one
//! checkout against a Stripe stand-in that checks what Stripe checks
//! (tests/api/providers.rs), captured when the invoice is sent, released
//! when the job is cancelled, and a change order for anything more.
use crate::helpers::{TestApp, send, spawn_app_with};
use crate::leads_staff::staff_cookie;
use crate::providers::{STRIPE_WEBHOOK_SECRET, Stripe, payments_config, stripe_signature};
use serde_json::{Value, json};

async fn ok_json(resp: reqwest::Response, status: u16) -> Value {
    let got = resp.status().as_u16();
    let body: Value = resp.json().await.unwrap();
    assert_eq!(got, status, "{body}");
    body
}

async fn app_with(stripe: &Stripe) -> TestApp {
    let base = stripe.api_base.clone();
    spawn_app_with(move |c| {
        c.invoices.tax_rate = 0.07;
        c.payments = Some(payments_config(&base));
        c.leads_per_ten_minutes = 1000;
    })
    .await
}

/// A quote from Dana; answers its id.
async fn quote(app: &TestApp) -> i64 {
    let lead = json!({
        "name": "Dana Reyes", "phone": "(386) 555-0123", "email": "dana@example.com", "location": "I-95 mile 318",
        "serviceType": "Other", "urgency": "Today", "description": "Tire blew out."
    });
    ok_json(app.post_json("/api/quotes", &lead).await, 201).await["id"].as_i64().unwrap()
}

fn line(description: &str, cents: i64, taxable: bool) -> Value {
    json!({"description": description, "quantity": 1, "unitPriceCents": cents, "taxable": taxable})
}

/// The lead's job, made (or found) as the dashboard makes it.
async fn job_of(app: &TestApp, owner: &str, lead: i64) -> i64 {
    let body = json!({"submissionType": "quote", "submissionId": lead});
    let resp = send(app, "POST", "/api/job-tracking", owner, body).await;
    resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

/// The two options of the story, with a card hold.
fn two_options(job: i64) -> Value {
    json!({"jobId": job, "payment": "hold", "options": [
        {"title": "Patch the tire", "lines": [line("Tire patch", 8500, true)]},
        {"title": "New tire installed", "lines": [line("Tire, 225/65R17", 15000, true), line("Mount and balance", 3900, false)]}
    ]})
}

fn token_of(e: &Value) -> String {
    e["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string()
}

async fn approve(app: &TestApp, token: &str, option: &str, address: &str) -> reqwest::Response {
    app.client
        .post(app.url(&format!("/estimate/{token}")))
        .header("x-forwarded-for", address)
        .form(&[("decision", "approve"), ("option", option), ("name", "Dana Reyes")])
        .send()
        .await
        .unwrap()
}

async fn post_event(app: &TestApp, stripe: &Stripe, event_id: &str, session: &str) -> u16 {
    let body = stripe.event(event_id, "checkout.session.completed", session);
    let signature = stripe_signature(STRIPE_WEBHOOK_SECRET, chrono::Utc::now().timestamp(), &body);
    app.client
        .post(app.url("/api/payments/stripe"))
        .header("content-type", "application/json")
        .header("stripe-signature", signature)
        .body(body)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

async fn estimate(app: &TestApp, owner: &str, id: i64) -> Value {
    ok_json(send(app, "GET", &format!("/api/estimates/{id}"), owner, Value::Null).await, 200).await
}

/// An estimate sent and its second option held on Dana's card: (estimate, job).
async fn held(app: &TestApp, stripe: &Stripe, owner: &str) -> (Value, i64) {
    let lead = quote(app).await;
    let e = ok_json(send(app, "POST", "/api/estimates", owner, two_options(job_of(app, owner, lead).await)).await, 201)
        .await;
    let id = e["id"].as_i64().unwrap();
    ok_json(send(app, "POST", &format!("/api/estimates/{id}/send"), owner, Value::Null).await, 200).await;
    let resp = approve(app, &token_of(&e), "2", "203.0.113.9").await;
    assert_eq!(resp.status(), 303);
    let session = stripe.last();
    stripe.pay(&session.id);
    assert_eq!(post_event(app, stripe, &format!("evt_{}", session.id), &session.id).await, 200);
    let e = estimate(app, owner, id).await;
    assert_eq!(e["status"], "approved", "{e}");
    let job = e["jobId"].as_i64().unwrap();
    (e, job)
}

#[tokio::test]
async fn a_card_hold_is_asked_for_the_chosen_option_and_the_approval_waits_for_the_signed_webhook() {
    let stripe = Stripe::start().await;
    let app = app_with(&stripe).await;
    let owner = staff_cookie(&app).await;
    let lead = quote(&app).await;
    let e =
        ok_json(send(&app, "POST", "/api/estimates", &owner, two_options(job_of(&app, &owner, lead).await)).await, 201)
            .await;
    let totals: Vec<(i64, i64)> = e["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| (o["totalCents"].as_i64().unwrap(), o["dueCents"].as_i64().unwrap()))
        .collect();
    assert_eq!(totals, vec![(9095, 9095), (19950, 19950)], "7% on the taxable lines; the hold is the total");
    assert_eq!((&e["status"], &e["payment"]), (&json!("draft"), &json!("hold")));
    // The editor previews "as usual" with what the server just did.
    let settings = app.get_json_as("/api/invoices/settings", &owner).await;
    assert_eq!((&settings["estimatePayment"], &settings["estimateDepositPercent"]), (&json!("hold"), &json!(25)));
    let (id, token) = (e["id"].as_i64().unwrap(), token_of(&e));
    ok_json(send(&app, "POST", &format!("/api/estimates/{id}/send"), &owner, Value::Null).await, 200).await;

    // The page works without JavaScript: both options, the terms, the form; never cached or indexed.
    let page = app.get(&format!("/estimate/{token}")).await;
    assert_eq!(page.headers()["cache-control"], "no-store");
    assert_eq!(page.headers()["x-robots-tag"], "noindex");
    let html = page.text().await.unwrap();
    for words in ["Patch the tire", "New tire installed", "$199.50", "we release the card hold in full", "Your name"] {
        assert!(html.contains(words), "the page shows {words:?}");
    }

    // A name is needed; nothing goes to Stripe without it.
    let resp = app
        .client
        .post(app.url(&format!("/estimate/{token}")))
        .form(&[("decision", "approve"), ("option", "2"), ("name", " ")])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert!(resp.text().await.unwrap().contains("Type your name to approve."));
    assert!(stripe.sessions.lock().unwrap().is_empty());

    let resp = approve(&app, &token, "2", "203.0.113.9").await;
    assert_eq!(resp.status(), 303);
    let session = stripe.last();
    assert_eq!(resp.headers()["location"].to_str().unwrap(), format!("{}/pay/{}", stripe.api_base, session.id));
    let f = &session.form;
    assert_eq!(f["payment_intent_data[capture_method]"], "manual");
    assert_eq!(f["line_items[0][price_data][unit_amount]"], "19950", "the second option's total, from the server");
    assert_eq!(f["metadata[payable]"], format!("estimate:{id}"));
    assert_eq!(estimate(&app, &owner, id).await["status"], "sent", "not approved before Stripe holds the card");

    // Authorized at Stripe: the webhook's session says unpaid, so the server
    // reads the PaymentIntent itself before recording the approval.
    stripe.pay(&session.id);
    assert_eq!(post_event(&app, &stripe, "evt_hold_1", &session.id).await, 200);
    let e = estimate(&app, &owner, id).await;
    assert_eq!(
        (&e["status"], &e["approvedOption"], &e["approvedName"], &e["approvedCents"]),
        (&json!("approved"), &json!(2), &json!("Dana Reyes"), &json!(19950))
    );
    let hold = &e["holds"][0];
    assert_eq!((&hold["kind"], &hold["status"], &hold["amountCents"]), (&json!("hold"), &json!("held"), &json!(19950)));
    assert!(hold["captureBefore"].as_str().is_some_and(|t| t > e["approvedAt"].as_str().unwrap()), "{hold}");
    // The same event again records nothing more.
    assert_eq!(post_event(&app, &stripe, "evt_hold_1", &session.id).await, 200);
    assert_eq!(estimate(&app, &owner, id).await["holds"].as_array().unwrap().len(), 1);
    let page = app.get_html(&format!("/estimate/{token}")).await.1;
    assert!(page.contains("Approved: New tire installed for $199.50 by Dana Reyes"), "{page}");
    let holds = ok_json(send(&app, "GET", "/api/estimates/holds", &owner, Value::Null).await, 200).await;
    assert_eq!(holds[0]["amountCents"], 19950);
    assert!(holds[0].get("paymentIntent").is_none(), "Stripe's ids stay on the server");
    // The Overview counts it.
    let overview = ok_json(send(&app, "GET", "/api/admin/overview", &owner, Value::Null).await, 200).await;
    assert_eq!(overview["estimates"]["approvalRatePercent"], 100, "{}", overview["estimates"]);
}

#[tokio::test]
async fn the_invoice_from_the_estimate_captures_its_total_from_the_hold_and_a_cancelled_job_releases_it() {
    let stripe = Stripe::start().await;
    let app = app_with(&stripe).await;
    let owner = staff_cookie(&app).await;
    let (e, job) = held(&app, &stripe, &owner).await;
    let pi = stripe.intents.lock().unwrap()[0].id.clone();
    let inv = ok_json(send(&app, "PUT", &format!("/api/jobs/{job}/invoice"), &owner, Value::Null).await, 201).await;
    assert_eq!(inv["totalCents"], 19950, "the approved option's lines");
    let id = inv["id"].as_i64().unwrap();
    let sent = ok_json(send(&app, "POST", &format!("/api/invoices/{id}/send"), &owner, Value::Null).await, 200).await;
    assert_eq!(stripe.intent_calls(), vec![("capture".to_string(), pi.clone(), 19950)]);
    assert_eq!((&sent["status"], &sent["balanceCents"]), (&json!("paid"), &json!(0)));
    let e = estimate(&app, &owner, e["id"].as_i64().unwrap()).await;
    assert_eq!((&e["holds"][0]["status"], &e["holds"][0]["capturedCents"]), (&json!("captured"), &json!(19950)));
    // Sent again: nothing is captured twice.
    ok_json(send(&app, "POST", &format!("/api/invoices/{id}/send"), &owner, Value::Null).await, 200).await;
    assert_eq!(stripe.intent_calls().len(), 1);

    // Another job held, then cancelled: the hold is released at once.
    let (_, other) = held(&app, &stripe, &owner).await;
    let pi = stripe.intents.lock().unwrap()[1].id.clone();
    let change = json!({"status": "cancelled", "cancelReason": "Driver got a tow"});
    ok_json(send(&app, "PATCH", &format!("/api/job-tracking/{other}"), &owner, change).await, 200).await;
    assert_eq!(stripe.intent_calls()[1], ("cancel".to_string(), pi, 0));
    let holds = ok_json(send(&app, "GET", "/api/estimates/holds", &owner, Value::Null).await, 200).await;
    assert!(holds.as_array().unwrap().is_empty(), "{holds}");
}

#[tokio::test]
async fn a_total_over_the_hold_needs_a_change_order_the_driver_approves_and_nothing_more_is_captured_before() {
    let stripe = Stripe::start().await;
    let app = app_with(&stripe).await;
    let owner = staff_cookie(&app).await;
    let (e, job) = held(&app, &stripe, &owner).await;
    let more =
        [line("Tire, 225/65R17", 15000, true), line("Mount and balance", 3900, false), line("Valve stem", 2500, true)];
    let inv =
        ok_json(send(&app, "POST", "/api/invoices", &owner, json!({"jobId": job, "lines": more})).await, 201).await;
    assert_eq!(inv["totalCents"], 22625);
    let id = inv["id"].as_i64().unwrap();
    let refused = send(&app, "POST", &format!("/api/invoices/{id}/send"), &owner, Value::Null).await;
    let body = ok_json(refused, 409).await;
    assert!(body["fields"]["lines"].as_str().unwrap().contains("change order"), "{body}");
    assert!(stripe.intent_calls().is_empty(), "nothing captured without the driver's approval");

    // The change order: the same page, the difference shown and held.
    let order =
        json!({"jobId": job, "changeOf": e["id"], "options": [{"title": "New tire and valve stem", "lines": more}]});
    let order = ok_json(send(&app, "POST", "/api/estimates", &owner, order).await, 201).await;
    assert_eq!((&order["previousApprovedCents"], &order["options"][0]["dueCents"]), (&json!(19950), &json!(2675)));
    let order_id = order["id"].as_i64().unwrap();
    ok_json(send(&app, "POST", &format!("/api/estimates/{order_id}/send"), &owner, Value::Null).await, 200).await;
    let html = app.get_html(&format!("/estimate/{}", token_of(&order))).await.1;
    assert!(html.contains("$26.75 more"), "{html}");
    // The link the driver had leads to it too, until they answer it.
    let to_order = format!("href=\"/estimate/{}\"", token_of(&order));
    let first = app.get_html(&format!("/estimate/{}", token_of(&e))).await.1;
    assert!(first.contains(&to_order), "{first}");
    assert_eq!(approve(&app, &token_of(&order), "1", "203.0.113.9").await.status(), 303);
    let session = stripe.last();
    assert_eq!(session.form["line_items[0][price_data][unit_amount]"], "2675");
    stripe.pay(&session.id);
    assert_eq!(post_event(&app, &stripe, "evt_change", &session.id).await, 200);
    let first = app.get_html(&format!("/estimate/{}", token_of(&e))).await.1;
    assert!(!first.contains(&to_order), "answered: {first}");

    let sent = ok_json(send(&app, "POST", &format!("/api/invoices/{id}/send"), &owner, Value::Null).await, 200).await;
    let captured: Vec<i64> = stripe
        .intent_calls()
        .iter()
        .map(|(what, _, cents)| {
            assert_eq!(what, "capture");
            *cents
        })
        .collect();
    assert_eq!(captured, vec![19950, 2675], "each hold for no more than it holds");
    assert_eq!(sent["status"], "paid");
}

#[tokio::test]
async fn forty_rapid_approvals_make_one_checkout_session_and_a_deposit_is_a_payment_on_the_invoice() {
    let stripe = Stripe::start().await;
    let app = app_with(&stripe).await;
    let owner = staff_cookie(&app).await;
    let lead = quote(&app).await;
    let body = json!({"jobId": job_of(&app, &owner, lead).await, "payment": "deposit", "depositPercent": 25,
        "options": [{"title": "New tire installed", "lines": [line("Tire", 15000, true), line("Labor", 3900, false)]}]});
    let e = ok_json(send(&app, "POST", "/api/estimates", &owner, body).await, 201).await;
    assert_eq!(e["options"][0]["dueCents"], 4988, "25% of $199.50, half a cent up");
    let (id, token) = (e["id"].as_i64().unwrap(), token_of(&e));
    ok_json(send(&app, "POST", &format!("/api/estimates/{id}/send"), &owner, Value::Null).await, 200).await;
    let answers = futures_util::future::join_all(
        (0..40).map(|n| approve(&app, &token, "1", if n % 2 == 0 { "203.0.113.9" } else { "203.0.113.10" })),
    )
    .await;
    let codes: Vec<u16> = answers.iter().map(|r| r.status().as_u16()).collect();
    assert!(codes.iter().all(|c| *c == 303 || *c == 429), "{codes:?}");
    assert_eq!(stripe.sessions.lock().unwrap().len(), 1, "one Checkout Session made at Stripe");
    assert!(codes.iter().filter(|c| **c == 303).count() >= 5, "{codes:?}");
    let session = stripe.last();
    assert!(!session.form.contains_key("payment_intent_data[capture_method]"), "a deposit is charged at once");
    stripe.pay(&session.id);
    assert_eq!(post_event(&app, &stripe, "evt_deposit", &session.id).await, 200);
    let e = estimate(&app, &owner, id).await;
    assert_eq!((&e["status"], &e["holds"][0]["status"]), (&json!("approved"), &json!("paid")));
    let inv =
        ok_json(send(&app, "PUT", &format!("/api/jobs/{}/invoice", e["jobId"]), &owner, Value::Null).await, 201).await;
    let sent =
        ok_json(send(&app, "POST", &format!("/api/invoices/{}/send", inv["id"]), &owner, Value::Null).await, 200).await;
    assert_eq!((&sent["paidCents"], &sent["balanceCents"]), (&json!(4988), &json!(19950 - 4988)));
    assert!(stripe.intent_calls().is_empty(), "a deposit needs no capture");
}

/// A fleet job's estimate goes to the fleet's approvers, each by a link of
/// their own, never to the driver; a fleet on terms gets no card hold; the
/// approver gives the PO the fleet wants before work; the estimate's own
/// link only shows it; a removed approver's link is gone.
#[tokio::test]
async fn a_fleet_jobs_estimate_goes_to_its_approvers_who_give_the_po_and_a_removed_approvers_link_is_gone() {
    let mut texts = crate::providers::twilio().await;
    let stripe = Stripe::start().await;
    let (sms, pay) = (texts.api_base.clone(), stripe.api_base.clone());
    let app = spawn_app_with(move |c| {
        c.sms = Some(crate::providers::sms_config(&sms));
        c.payments = Some(payments_config(&pay));
        c.leads_per_ten_minutes = 1000;
    })
    .await;
    // ABC Logistics: net 30, a PO before work; Dana Dispatch asked for the job from her phone.
    let (owner, fleet, job) = crate::fleets::fleet_job(&app, false).await;
    app.drain().await;
    while texts.received.try_recv().is_ok() {}

    let refused = send(&app, "POST", "/api/estimates", &owner, two_options(job)).await;
    let refused = ok_json(refused, 400).await;
    assert!(refused["fields"]["payment"].as_str().unwrap().contains("fleet on terms"), "{refused}");
    let mut body = two_options(job);
    body.as_object_mut().unwrap().remove("payment");
    let e = ok_json(send(&app, "POST", "/api/estimates", &owner, body).await, 201).await;
    assert_eq!(e["payment"], "none", "as usual, for a fleet on terms: no card");
    let id = e["id"].as_i64().unwrap();
    let sent = ok_json(send(&app, "POST", &format!("/api/estimates/{id}/send"), &owner, Value::Null).await, 200).await;
    assert_eq!(sent["sentTo"], json!(["Dana Dispatch"]), "{sent}");

    // Dana's text carries her own link, not the estimate's.
    let link: String =
        app.db().query_row("SELECT token FROM estimate_links WHERE estimate_id = ?1", [id], |r| r.get(0)).unwrap();
    let text = crate::messages::next_text(&mut texts).await;
    assert_eq!(text.to, "+19045550142");
    assert!(
        text.body.contains(&format!("/estimate/{link}"))
            && text.body.contains("ABC Logistics")
            && !text.body.contains(&token_of(&e)),
        "{}",
        text.body
    );
    crate::messages::no_text(&app, &mut texts).await;

    // The estimate's own link only shows it: no form, and a POST answers nothing.
    let own = app.get(&format!("/estimate/{}", token_of(&e))).await.text().await.unwrap();
    assert!(
        own.contains("went to the fleet&#39;s approvers (Dana Dispatch)")
            || own.contains("went to the fleet's approvers (Dana Dispatch)"),
        "{own}"
    );
    assert!(!own.contains("name=\"decision\""), "{own}");
    assert_eq!(approve(&app, &token_of(&e), "2", "203.0.113.9").await.status(), 303);
    assert_eq!(estimate(&app, &owner, id).await["status"], "sent");

    // Dana's page asks the PO before she may approve; without it nothing is recorded.
    let page = app.get(&format!("/estimate/{link}")).await.text().await.unwrap();
    assert!(page.contains("For ABC Logistics, asked of Dana Dispatch") && page.contains("name=\"po\""), "{page}");
    let answer = |po: &'static str| {
        app.client
            .post(app.url(&format!("/estimate/{link}")))
            .header("x-forwarded-for", "198.51.100.7")
            .form(&[("decision", "approve"), ("option", "2"), ("name", "Dana Dispatch"), ("po", po)])
            .send()
    };
    let no_po = answer(" ").await.unwrap();
    assert_eq!(no_po.status(), 400);
    assert!(no_po.text().await.unwrap().contains("Type your purchase order number to approve."));
    assert_eq!(estimate(&app, &owner, id).await["status"], "sent", "nothing recorded without the PO");
    assert_eq!(answer("PO-7781").await.unwrap().status(), 303);
    let e = estimate(&app, &owner, id).await;
    assert_eq!(
        (&e["status"], &e["approvedOption"], &e["approvedPo"], &e["decidedBy"]),
        (&json!("approved"), &json!(2), &json!("PO-7781"), &json!("Dana Dispatch (approver's link)")),
        "{e}"
    );
    let (po, approved): (String, i64) = app
        .db()
        .query_row("SELECT po_number, approved_cents FROM job_tracking WHERE id = ?1", [job], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!((po.as_str(), approved), ("PO-7781", 18900), "the job carries the PO and the approved amount");

    // A second estimate: the job has its PO now, so none is asked; then Dana is removed and her link is gone.
    let body =
        json!({"jobId": job, "options": [{"title": "Spare mounted", "lines": [line("Mount spare", 6500, true)]}]});
    let second = ok_json(send(&app, "POST", "/api/estimates", &owner, body).await, 201).await;
    let second_id = second["id"].as_i64().unwrap();
    ok_json(send(&app, "POST", &format!("/api/estimates/{second_id}/send"), &owner, Value::Null).await, 200).await;
    let link: String = app
        .db()
        .query_row("SELECT token FROM estimate_links WHERE estimate_id = ?1", [second_id], |r| r.get(0))
        .unwrap();
    let page = app.get(&format!("/estimate/{link}")).await.text().await.unwrap();
    assert!(page.contains("PO PO-7781") && !page.contains("name=\"po\""), "{page}");
    let requesters = app.get_json_as(&format!("/api/fleets/{fleet}"), &owner).await;
    let dana = requesters["requesters"][0]["id"].as_i64().unwrap();
    let removed = send(&app, "DELETE", &format!("/api/fleets/{fleet}/requesters/{dana}"), &owner, json!(null)).await;
    assert!(removed.status().is_success(), "{}", removed.status());
    assert_eq!(app.get(&format!("/estimate/{link}")).await.status(), 404);
    let late = app
        .client
        .post(app.url(&format!("/estimate/{link}")))
        .form(&[("decision", "approve"), ("option", "1"), ("name", "Dana Dispatch")])
        .send()
        .await
        .unwrap();
    assert_eq!(late.status(), 404);
    assert_eq!(estimate(&app, &owner, second_id).await["status"], "sent", "nothing answered after access ended");
}

/// A draft is written again whole or thrown away; once sent it stays (409),
/// and a change is a new estimate or a change order.
#[tokio::test]
async fn a_draft_is_changed_or_deleted_until_it_is_sent() {
    let stripe = Stripe::start().await;
    let app = app_with(&stripe).await;
    let owner = staff_cookie(&app).await;
    let job = job_of(&app, &owner, quote(&app).await).await;
    let e = ok_json(send(&app, "POST", "/api/estimates", &owner, two_options(job)).await, 201).await;
    let id = e["id"].as_i64().unwrap();
    let path = format!("/api/estimates/{id}");

    let one = json!({"jobId": job, "payment": "none", "note": "Spare is flat too.",
        "options": [{"title": "Two patches", "lines": [line("Tire patch", 8500, true), line("Tire patch", 8500, true)]}]});
    let changed = ok_json(send(&app, "PUT", &path, &owner, one.clone()).await, 200).await;
    assert_eq!(
        (changed["id"].as_i64(), &changed["status"], &changed["payment"]),
        (Some(id), &json!("draft"), &json!("none"))
    );
    assert_eq!(changed["options"].as_array().unwrap().len(), 1, "{changed}");
    assert_eq!((&changed["options"][0]["totalCents"], &changed["note"]), (&json!(18190), &json!("Spare is flat too.")));
    assert_eq!(estimate(&app, &owner, id).await["options"][0]["lines"].as_array().unwrap().len(), 2);

    // A refusal names its field and changes nothing.
    let mut elsewhere = one.clone();
    elsewhere["jobId"] = json!(job_of(&app, &owner, quote(&app).await).await);
    let refused = ok_json(send(&app, "PUT", &path, &owner, elsewhere).await, 400).await;
    assert!(refused["fields"]["jobId"].is_string(), "{refused}");
    let mut empty = one.clone();
    empty["options"] = json!([]);
    let refused = ok_json(send(&app, "PUT", &path, &owner, empty).await, 400).await;
    assert!(refused["fields"]["options"].is_string(), "{refused}");
    assert_eq!(estimate(&app, &owner, id).await["options"][0]["title"], "Two patches");

    // Sent, it stays: neither changed nor deleted.
    ok_json(send(&app, "POST", &format!("{path}/send"), &owner, Value::Null).await, 200).await;
    let late = ok_json(send(&app, "PUT", &path, &owner, one.clone()).await, 409).await;
    assert!(late["fields"]["estimate"].as_str().unwrap().contains("draft"), "{late}");
    assert_eq!(send(&app, "DELETE", &path, &owner, Value::Null).await.status(), 409);
    assert_eq!(estimate(&app, &owner, id).await["status"], "sent");

    // A second draft is thrown away; then it is not found.
    let draft = ok_json(send(&app, "POST", "/api/estimates", &owner, one).await, 201).await;
    let draft_path = format!("/api/estimates/{}", draft["id"]);
    assert_eq!(send(&app, "DELETE", &draft_path, &owner, Value::Null).await.status(), 204);
    assert_eq!(send(&app, "GET", &draft_path, &owner, Value::Null).await.status(), 404);
    assert_eq!(send(&app, "DELETE", &draft_path, &owner, Value::Null).await.status(), 404);
    let listed =
        ok_json(send(&app, "GET", &format!("/api/estimates?jobId={job}"), &owner, Value::Null).await, 200).await;
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
}

/// The fleet's portal managers see its estimates waiting and answer them
/// signed in, with the PO the fleet wants before work; another fleet's
/// manager finds nothing; an answer is recorded once.
#[tokio::test]
async fn a_fleets_portal_manager_answers_its_estimate_signed_in_with_the_po() {
    let (port, mut mail) = crate::sinks::smtp_sink().await;
    let app = spawn_app_with(move |c| {
        crate::sinks::mail_to_sink(c, port);
        c.leads_per_ten_minutes = 1000;
    })
    .await;
    let (owner, fleet, job) = crate::fleets::fleet_job(&app, false).await;
    let pat = crate::portal::manager_of(&app, &mut mail, &owner, fleet, "pat@abc.example", "pat_abc").await;
    let other = json!({"name": "XYZ Haulers", "billingContact": "Zed", "billingEmail": "ap@xyz.example", "terms": "net30", "poRule": "none"});
    let other = ok_json(send(&app, "POST", "/api/fleets", &owner, other).await, 201).await["id"].as_i64().unwrap();
    let zed = crate::portal::manager_of(&app, &mut mail, &owner, other, "zed@xyz.example", "zed_xyz").await;

    let body = json!({"jobId": job, "options": [
        {"title": "Steer tire", "lines": [line("Steer tire 295/75R22.5", 62000, false)]},
        {"title": "Retread", "lines": [line("Retread, mounted", 30000, false)]}
    ]});
    let e = ok_json(send(&app, "POST", "/api/estimates", &owner, body).await, 201).await;
    let id = e["id"].as_i64().unwrap();
    ok_json(send(&app, "POST", &format!("/api/estimates/{id}/send"), &owner, Value::Null).await, 200).await;

    let portal = app.get_json_as("/api/fleet", &pat).await;
    let waiting = &portal["estimates"][0];
    assert_eq!(
        (waiting["id"].as_i64(), &waiting["poRequired"], &waiting["byCard"]),
        (Some(id), &json!(true), &json!(false))
    );
    assert_eq!(waiting["options"][1]["totalCents"], 30000, "{portal}");
    assert!(!portal["estimates"].to_string().contains("/estimate/"), "no bearer link in the portal: {portal}");
    assert_eq!(app.get_json_as("/api/fleet", &zed).await["estimates"], json!([]));

    let path = format!("/api/fleet/estimates/{id}");
    let answer = |who: &String, body: Value| {
        let (app, path, who) = (&app, path.clone(), who.clone());
        async move { send(app, "POST", &path, &who, body).await }
    };
    let refused = ok_json(answer(&zed, json!({"decision": "approve", "option": 2, "po": "Z-1"})).await, 404).await;
    assert!(refused["message"].is_string(), "{refused}");
    let no_po = ok_json(answer(&pat, json!({"decision": "approve", "option": 2})).await, 400).await;
    assert_eq!(no_po["fields"]["po"], "Type your purchase order number to approve.");
    let no_option = ok_json(answer(&pat, json!({"decision": "approve", "po": "PO-55"})).await, 400).await;
    assert!(no_option["fields"]["option"].is_string(), "{no_option}");
    assert_eq!(estimate(&app, &owner, id).await["status"], "sent", "nothing recorded on a refusal");

    let done = ok_json(answer(&pat, json!({"decision": "approve", "option": 2, "po": " PO-55 "})).await, 200).await;
    assert_eq!(
        (&done["status"], &done["approvedOption"], &done["approvedPo"], &done["decidedBy"]),
        (&json!("approved"), &json!(2), &json!("PO-55"), &json!("pat_abc (portal manager)")),
        "{done}"
    );
    let shown = estimate(&app, &owner, id).await;
    assert_eq!((&shown["approvedName"], &shown["approvedCents"]), (&json!("pat_abc"), &json!(30000)));
    assert_eq!(answer(&pat, json!({"decision": "decline"})).await.status(), 409, "answered once");
    assert_eq!(app.get_json_as("/api/fleet", &pat).await["estimates"], json!([]));
    let po: String =
        app.db().query_row("SELECT po_number FROM job_tracking WHERE id = ?1", [job], |r| r.get(0)).unwrap();
    assert_eq!(po, "PO-55");
}
