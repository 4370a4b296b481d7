//! Issue 36's findings (an outside review, tried as an attacker would): the
//! copies of a guarded path that dropped their guards. One door each: one
//! intake for leads, one checkout for everything payable, approval and
//! statement links tied to the people they were made for. Each test is
//! named for its finding.
use crate::helpers::{TestApp, send, spawn_app_with};
use crate::leads_staff::staff_cookie;
use crate::providers::{Stripe, payments_config, sms_config, twilio};
use crate::sinks::mail_to_sink;
use serde_json::{Value, json};

async fn json_of(resp: reqwest::Response) -> (u16, Value) {
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

fn token_of(url: &str) -> String {
    url.rsplit('/').next().unwrap().to_string()
}

#[tokio::test]
async fn finding_1_a_removed_manager_can_no_longer_approve_or_read_the_statement_and_links_are_each_approvers_own() {
    let mut texts = twilio().await;
    let (port, mut mail) = crate::sinks::smtp_sink().await;
    let base = texts.api_base.clone();
    let app = spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        mail_to_sink(c, port);
        c.alerts.retry_base_ms = 50;
    })
    .await;
    let (owner, fleet, job) = crate::fleets::fleet_job(&app, false).await;
    let pat = crate::portal::manager_of(&app, &mut mail, &owner, fleet, "pat@abc.example", "pat_abc").await;
    let estimate = json!({ "lines": [{ "description": "Steer tire and labor", "amountCents": 250000 }] });
    let ask =
        || async { send(&app, "POST", &format!("/api/job-tracking/{job}/approval"), &owner, estimate.clone()).await };
    let (status, first) = json_of(ask().await).await;
    assert_eq!(status, 201, "{first}");

    // The portal lists the request without any bearer link: the manager answers it there, signed in.
    let portal = app.get_json_as("/api/fleet", &pat).await;
    assert_eq!(portal["approvals"][0]["id"], first["id"]);
    assert!(!portal["approvals"].to_string().contains("/approve/"), "{portal}");
    let answer = |cookie: String, id: Value, decision: &'static str| {
        let app = &app;
        async move {
            send(app, "POST", &format!("/api/fleet/approvals/{id}"), &cookie, json!({ "decision": decision })).await
        }
    };
    let (status, body) = json_of(answer(pat.clone(), first["id"].clone(), "maybe").await).await;
    assert_eq!((status, body["fields"]["decision"].as_str()), (400, Some("Choose approve or decline")));
    let (status, answered) = json_of(answer(pat.clone(), first["id"].clone(), "approve").await).await;
    assert_eq!(status, 200, "{answered}");
    assert_eq!(
        (answered["status"].as_str(), answered["decidedBy"].as_str()),
        (Some("approved"), Some("pat_abc (portal manager)"))
    );
    assert_eq!(json_of(answer(pat.clone(), first["id"].clone(), "decline").await).await.0, 409, "answered once");

    // The manager's statement link is theirs.
    let statement = app.get_json_as("/api/fleet/statement", &pat).await;
    let pats_link = token_of(statement["url"].as_str().unwrap());
    assert_eq!(app.get(&format!("/statement/{pats_link}")).await.status(), 200);
    let owners = app.get_json_as(&format!("/api/fleets/{fleet}/statement"), &owner).await;
    let owners_link = token_of(owners["url"].as_str().unwrap());
    assert_ne!(owners_link, pats_link, "one link per holder");

    // A new request: the requester's text carries a link of their own.
    let (status, second) = json_of(ask().await).await;
    assert_eq!(status, 201, "{second}");
    let dana_link: String = app
        .db()
        .query_row("SELECT token FROM approval_links WHERE approval_id = ?1", [second["id"].as_i64().unwrap()], |r| {
            r.get(0)
        })
        .unwrap();
    while !crate::messages::next_text(&mut texts).await.body.contains(&format!("/approve/{dana_link}")) {}
    let (linked_to, hours): (String, f64) = app
        .db()
        .query_row(
            "SELECT r.name, (julianday(l.expires_at) - julianday(l.sent_at)) * 24 FROM approval_links l
             JOIN fleet_requesters r ON r.id = l.requester_id WHERE l.token = ?1",
            [&dana_link],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(linked_to, "Dana Dispatch");
    assert!((hours - 72.0).abs() < 0.01, "a link works for 72 hours: {hours}");

    // The owner removes the manager: no approving, no statement, no paying from their link.
    let managers = app.get_json_as(&format!("/api/fleets/{fleet}/managers"), &owner).await;
    let mid = managers[0]["id"].as_i64().unwrap();
    assert_eq!(
        send(&app, "DELETE", &format!("/api/fleets/{fleet}/managers/{mid}"), &owner, json!(null)).await.status(),
        204
    );
    assert_eq!(answer(pat.clone(), second["id"].clone(), "approve").await.status(), 403);
    let gone = app.get(&format!("/statement/{pats_link}")).await;
    assert_eq!(gone.status(), 410);
    let html = gone.text().await.unwrap();
    assert!(html.contains("This Statement Link Has Ended") && !html.contains("Balance due"), "{html}");
    assert_eq!(app.get(&format!("/statement/{owners_link}")).await.status(), 200, "the owner's link stays");

    // A link past its 72 hours answers nothing.
    app.db()
        .execute("UPDATE approval_links SET expires_at = '2020-01-01T00:00:00.000Z' WHERE token = ?1", [&dana_link])
        .unwrap();
    assert_eq!(app.get(&format!("/approve/{dana_link}")).await.status(), 410);
    let post = |token: &str| {
        app.client
            .post(app.url(&format!("/approve/{token}")))
            .form(&[("decision", "approve"), ("name", "Dana Dispatch")])
            .send()
    };
    assert_eq!(post(&dana_link).await.unwrap().status(), 410);
    // A new request gives Dana a new link; removing Dana ends it.
    let (_, third) = json_of(ask().await).await;
    let dana_new: String = app
        .db()
        .query_row("SELECT token FROM approval_links WHERE approval_id = ?1", [third["id"].as_i64().unwrap()], |r| {
            r.get(0)
        })
        .unwrap();
    let requesters = app.get_json_as(&format!("/api/fleets/{fleet}"), &owner).await;
    let dana = requesters["requesters"][0]["id"].as_i64().unwrap();
    let removed = send(&app, "DELETE", &format!("/api/fleets/{fleet}/requesters/{dana}"), &owner, json!(null)).await;
    assert!(removed.status().is_success(), "{}", removed.status());
    assert_eq!(app.get(&format!("/approve/{dana_new}")).await.status(), 404);
    assert_eq!(post(&dana_new).await.unwrap().status(), 404);
    let pending: i64 =
        app.db().query_row("SELECT COUNT(*) FROM approvals WHERE status = 'pending'", [], |r| r.get(0)).unwrap();
    assert_eq!(pending, 1, "nothing was answered after access ended");
    let approved: i64 =
        app.db().query_row("SELECT approved_cents FROM job_tracking WHERE id = ?1", [job], |r| r.get(0)).unwrap();
    assert_eq!(approved, 250000, "only the manager's answer while they had access");
}

#[tokio::test]
async fn finding_1_the_billing_contacts_statement_link_ends_when_the_fleet_bills_someone_else() {
    let app = crate::helpers::spawn_app().await;
    let owner = staff_cookie(&app).await;
    let mut body = json!({ "name": "ABC Logistics", "billingContact": "Pat Rivera",
        "billingEmail": "AP@abclogistics.example", "address": "", "terms": "net30", "taxExempt": false,
        "poRule": "none", "approvalLimitCents": null, "creditHold": false, "notes": "" });
    let (status, f) = json_of(send(&app, "POST", "/api/fleets", &owner, body.clone()).await).await;
    assert_eq!(status, 201, "{f}");
    let id = f["id"].as_i64().unwrap();
    // The monthly statement's link, as the 1st makes it for the billing email.
    app.db()
        .execute(
            "INSERT INTO fleet_statements (fleet_id, token, period_start, period_end, as_of, month, mailed_to, billing_email)
             VALUES (?1, 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0', '2026-10-01', '2026-10-31', '2026-11-01', '2026-10',
                     'AP@abclogistics.example', 'ap@abclogistics.example')",
            [id],
        )
        .unwrap();
    let link = "/statement/a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0";
    assert_eq!(app.get(link).await.status(), 200);
    body["billingEmail"] = json!("payables@abclogistics.example");
    let resp = send(&app, "PATCH", &format!("/api/fleets/{id}"), &owner, body).await;
    assert_eq!(resp.status(), 200, "{}", resp.text().await.unwrap());
    let ended = app.get(link).await;
    assert_eq!(ended.status(), 410);
    assert!(!ended.text().await.unwrap().contains("Pay by card"));
    let pay = app.post_json("/api/statement/a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0/checkout", &json!({})).await;
    assert_eq!(pay.status(), 404, "an ended link pays nothing (card payments are not set up here either)");
}

async fn statement_app(stripe: &Stripe) -> (TestApp, String, i64, String) {
    let api_base = stripe.api_base.clone();
    let app = spawn_app_with(move |c| {
        c.payments = Some(payments_config(&api_base));
        c.trust_proxy_headers = true;
    })
    .await;
    let owner = staff_cookie(&app).await;
    let (status, f) = json_of(
        send(
            &app,
            "POST",
            "/api/fleets",
            &owner,
            json!({ "name": "ABC Logistics", "billingContact": "Pat Rivera", "billingEmail": "ap@abclogistics.example",
                "address": "", "terms": "net30", "taxExempt": false, "poRule": "none", "approvalLimitCents": null,
                "creditHold": false, "notes": "" }),
        )
        .await,
    )
    .await;
    assert_eq!(status, 201, "{f}");
    let id = f["id"].as_i64().unwrap();
    app.db()
        .execute(
            "INSERT INTO invoices (number, token, status, subtotal_cents, total_cents, created_by, created_at, sent_at, fleet_id, due_date)
             VALUES (1, 'f00dfeedf00dfeedf00dfeed', 'sent', 42000, 42000, 'owner', '2026-10-01T12:00:00.000Z',
                     '2026-10-01T12:00:00.000Z', ?1, '2026-10-31')",
            [id],
        )
        .unwrap();
    let s = app.get_json_as(&format!("/api/fleets/{id}/statement?asOf=2026-11-20"), &owner).await;
    let token = token_of(s["url"].as_str().unwrap());
    (app, owner, id, token)
}

#[tokio::test]
async fn finding_2_forty_rapid_posts_to_a_statements_pay_link_make_one_checkout_session() {
    let stripe = Stripe::start().await;
    let (app, _, fleet, token) = statement_app(&stripe).await;
    let path = format!("/api/statement/{token}/checkout");
    // From four addresses at once, as a script would.
    let posts = (0..40).map(|n| {
        let (client, url) = (app.client.clone(), app.url(&path));
        async move {
            client
                .post(url)
                .header("x-forwarded-for", format!("203.0.113.{}", n % 4 + 1))
                .json(&json!({}))
                .send()
                .await
                .unwrap()
        }
    });
    let answers = futures_util::future::join_all(posts).await;
    let mut urls = std::collections::HashSet::new();
    let (mut ok, mut limited) = (0, 0);
    for resp in answers {
        match resp.status().as_u16() {
            200 => {
                ok += 1;
                urls.insert(resp.json::<Value>().await.unwrap()["url"].as_str().unwrap().to_string());
            }
            429 => {
                assert!(resp.headers().contains_key("retry-after"));
                limited += 1;
            }
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(stripe.sessions.lock().unwrap().len(), 1, "one Checkout Session for the statement");
    assert_eq!(urls.len(), 1, "every answer is that session");
    assert_eq!((ok, limited), (5, 35), "the fleet's balance is one payable: 5 a minute, from any address");
    assert_eq!(app.count(&format!("checkouts WHERE payable_kind = 'fleet' AND payable_id = {fleet}")), 1);

    // One return from Checkout asks Stripe once, and not again within the window.
    let lookups = *stripe.lookups.lock().unwrap();
    for _ in 0..5 {
        assert_eq!(app.get(&format!("/statement/{token}?checkout=done")).await.status(), 200);
    }
    assert_eq!(*stripe.lookups.lock().unwrap(), lookups + 1);
}

#[tokio::test]
async fn finding_2_statement_queries_with_other_dates_add_no_pay_links_beyond_one_per_period() {
    let stripe = Stripe::start().await;
    let (app, owner, fleet, _) = statement_app(&stripe).await;
    let before: i64 =
        app.db().query_row("SELECT COUNT(*) FROM fleet_statements WHERE fleet_id = ?1", [fleet], |r| r.get(0)).unwrap();
    let mut urls = std::collections::HashSet::new();
    // The same period (October), aged on seven days: the one link of the period.
    for as_of in ["2026-11-01", "2026-11-02", "2026-11-05", "2026-11-10", "2026-11-15", "2026-11-21", "2026-11-30"] {
        let s = app.get_json_as(&format!("/api/fleets/{fleet}/statement?asOf={as_of}"), &owner).await;
        assert_eq!(s["asOf"], as_of, "the JSON is aged on the day asked");
        urls.insert(s["url"].as_str().unwrap().to_string());
    }
    let after: i64 =
        app.db().query_row("SELECT COUNT(*) FROM fleet_statements WHERE fleet_id = ?1", [fleet], |r| r.get(0)).unwrap();
    assert_eq!((after - before, urls.len()), (0, 1), "no new link for another as-of day");
    // And every link of the fleet pays the fleet's balance: the same payable.
    let (status, body) = json_of(
        send(&app, "GET", &format!("/api/fleets/{fleet}/statement?from=2026-09-01&to=2026-09-30"), &owner, json!(null))
            .await,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let september = token_of(body["url"].as_str().unwrap());
    let html = app.get_html(&format!("/statement/{september}")).await.1;
    assert!(html.contains("Pay by card (balance $420.00)"), "{html}");
}

/// What a lead leaves behind: rows of its own kind and everything queued to go out.
fn leads_and_outbox(app: &TestApp) -> (i64, i64) {
    let leads = [
        "quote_submissions",
        "booking_submissions",
        "contact_submissions",
        "smart_analyzer_submissions",
        "chatbot_interactions",
    ]
    .iter()
    .map(|t| app.count(t))
    .sum();
    (leads, app.count("alert_outbox"))
}

/// A form's path and the body its n-th post sends.
type Entry = (&'static str, fn(usize) -> Value);

#[tokio::test]
async fn the_intake_refuses_the_eleventh_lead_in_ten_minutes_from_one_address_at_every_form_entry_point() {
    let app = spawn_app_with(|c| c.trust_proxy_headers = true).await;
    let entries: [Entry; 5] = [
        ("/api/quotes", |_| crate::leads::quote()),
        ("/api/bookings", |_| crate::leads::booking()),
        ("/api/contacts", |_| crate::leads::contact()),
        ("/api/smart-analyzer", |_| crate::chat_analyzer::analyzer()),
        ("/api/chatbot-interactions", |n| {
            let mut chat = crate::chat_analyzer::chat(true);
            chat["clientRef"] = json!(format!("chat-{n}"));
            chat
        }),
    ];
    for (n, (path, body)) in entries.iter().enumerate() {
        let address = format!("198.51.100.{}", n + 1);
        let post = |i: usize| {
            let req = app.client.post(app.url(path)).header("x-forwarded-for", &address).json(&body(i));
            async move { req.send().await.unwrap() }
        };
        for i in 0..10 {
            assert_eq!(post(i).await.status(), 201, "{path} #{i}");
        }
        let before = leads_and_outbox(&app);
        let eleventh = post(10).await;
        assert_eq!(eleventh.status(), 429, "{path}: the 11th in 10 minutes");
        assert_eq!(leads_and_outbox(&app), before, "{path}: nothing stored, nothing queued to go out");
    }
}

#[tokio::test]
async fn finding_3_the_portals_service_requests_go_through_the_intake_and_the_eleventh_in_ten_minutes_gets_429() {
    let (app, mut mail) = crate::portal::app_with_mail().await;
    let owner = staff_cookie(&app).await;
    let (status, fleet) = json_of(
        send(
            &app,
            "POST",
            "/api/fleets",
            &owner,
            json!({ "name": "ABC Logistics", "billingContact": "Pat Rivera", "billingEmail": "ap@abc.example",
                "address": "", "terms": "net30", "taxExempt": false, "poRule": "none", "approvalLimitCents": null,
                "creditHold": false, "notes": "" }),
        )
        .await,
    )
    .await;
    assert_eq!(status, 201, "{fleet}");
    let id = fleet["id"].as_i64().unwrap();
    let unit = json!({ "unitNumber": "T-104", "unitType": "tractor" });
    let (_, unit) = json_of(send(&app, "POST", &format!("/api/fleets/{id}/units"), &owner, unit).await).await;
    let pat = crate::portal::manager_of(&app, &mut mail, &owner, id, "pat@abc.example", "pat_abc").await;
    let request = |n: usize| {
        json!({ "unitId": unit["id"], "name": "Pat Rivera", "phone": format!("(904) 555-01{n:02}"),
            "location": "I-95 mile 318 northbound", "urgency": "Emergency (ASAP)", "description": "Steer tire blowout." })
    };
    for n in 0..10 {
        let resp = send(&app, "POST", "/api/fleet/service", &pat, request(n)).await;
        assert_eq!(resp.status(), 201, "#{n}");
    }
    let before = leads_and_outbox(&app);
    let (status, body) = json_of(send(&app, "POST", "/api/fleet/service", &pat, request(10)).await).await;
    assert_eq!(status, 429, "{body}");
    assert!(body["message"].as_str().unwrap().contains("(386) 372-8412"), "{body}");
    assert_eq!(leads_and_outbox(&app), before, "nothing stored, nothing queued to go out");
}

#[tokio::test]
async fn finding_5_a_public_quote_typing_a_requesters_email_is_only_a_suggestion_until_staff_link_it() {
    let app = crate::helpers::spawn_app().await;
    let owner = staff_cookie(&app).await;
    let (_, fleet) = json_of(
        send(
            &app,
            "POST",
            "/api/fleets",
            &owner,
            json!({ "name": "Coastal Freight Lines", "billingContact": "Rita", "billingEmail": "ap@coastal.example",
                "address": "", "terms": "net30", "taxExempt": false, "poRule": "none", "approvalLimitCents": null,
                "creditHold": false, "notes": "" }),
        )
        .await,
    )
    .await;
    let id = fleet["id"].as_i64().unwrap();
    let rita = json!({ "name": "Rita Alvarez", "email": "rita@coastal.example" });
    assert_eq!(send(&app, "POST", &format!("/api/fleets/{id}/requesters"), &owner, rita).await.status(), 201);
    // Anyone can type Rita's email, with any phone.
    let mut quote = crate::leads::quote();
    quote["email"] = json!("RITA@coastal.example");
    quote["phone"] = json!("(386) 555-0777");
    let lead = app.post_json("/api/quotes", &quote).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let of = app.get_json_as(&format!("/api/fleets/of-leads?submissionType=quote&ids={lead}"), &owner).await;
    assert_eq!(of[0]["fleet"], Value::Null, "not linked: {of}");
    assert_eq!(
        (of[0]["suggestion"]["fleetName"].as_str(), of[0]["suggestion"]["requesterName"].as_str()),
        (Some("Coastal Freight Lines"), Some("Rita Alvarez"))
    );
    assert_eq!(of[0]["suggestion"]["matchedOn"], "email");
    // A job made from it bills nobody's account.
    let (status, job) = json_of(
        send(&app, "POST", "/api/job-tracking", &owner, json!({ "submissionType": "quote", "submissionId": lead }))
            .await,
    )
    .await;
    assert_eq!(status, 201, "{job}");
    assert_eq!(job["fleet"], Value::Null, "{job}");
    // Staff confirm the suggestion: linked, and the suggestion is gone.
    let linked = send(&app, "PUT", &format!("/api/leads/quote/{lead}/fleet"), &owner, json!({ "fleetId": id })).await;
    assert_eq!(linked.status(), 200);
    let of = app.get_json_as(&format!("/api/fleets/of-leads?submissionType=quote&ids={lead}"), &owner).await;
    assert_eq!(of.as_array().unwrap().len(), 1, "{of}");
    assert_eq!((of[0]["fleet"]["name"].as_str(), of[0]["suggestion"].is_null()), (Some("Coastal Freight Lines"), true));
}

#[tokio::test]
async fn finding_6_a_link_pages_own_referrer_policy_is_kept() {
    let app = crate::helpers::spawn_app().await;
    for path in ["/approve/0123456789abcdef0123456789abcdef01234567", "/call/AAAAAAAAAAAAAAAAAAAAAA"] {
        let resp = app.get(path).await;
        assert_eq!(resp.headers()["referrer-policy"], "no-referrer", "{path}");
    }
    assert_eq!(app.get("/").await.headers()["referrer-policy"], "strict-origin-when-cross-origin");
}

#[tokio::test]
async fn finding_6_the_schema_states_the_rules_the_server_keeps_for_a_tax_exempt_fleet_and_a_units_year() {
    let app = crate::helpers::spawn_app().await;
    let doc = app.get("/api/openapi.json").await.json::<Value>().await.unwrap();
    // A unit's year: no branch that allows any JSON at all.
    let years = year_branches(&doc);
    assert!(!years.is_empty(), "the unit's year is described");
    assert!(years.iter().all(|b| b.as_object().is_some_and(|o| !o.is_empty())), "{years:?}");
    let owner = staff_cookie(&app).await;
    // A blank certificate by any white space the server trims is refused, as the schema's pattern says.
    let body = json!({ "name": "ABC", "billingContact": "Pat", "billingEmail": "ap@abc.example", "address": "",
        "terms": "net30", "taxExempt": true, "taxCertificate": "\u{85}", "poRule": "none", "approvalLimitCents": null,
        "creditHold": false, "notes": "" });
    let (status, refused) = json_of(send(&app, "POST", "/api/fleets", &owner, body).await).await;
    assert_eq!(
        (status, refused["fields"]["taxCertificate"].as_str()),
        (400, Some("A tax-exempt fleet needs its certificate number"))
    );
    let found = required_certificate_pattern(&doc).expect("the certificate's pattern when tax-exempt");
    assert!(!regex::Regex::new(&found).unwrap().is_match("\u{85}"), "{found}");
    assert!(regex::Regex::new(&found).unwrap().is_match(" 85-8012345678C-1 "), "{found}");
}

/// Every branch of the `anyOf` of each `year` property in the document.
fn year_branches(v: &Value) -> Vec<Value> {
    match v {
        Value::Object(map) => {
            let mut found: Vec<Value> =
                map.get("year").and_then(|y| y["anyOf"].as_array()).cloned().unwrap_or_default();
            found.extend(map.values().flat_map(year_branches));
            found
        }
        Value::Array(items) => items.iter().flat_map(year_branches).collect(),
        _ => Vec::new(),
    }
}

/// The pattern a tax-exempt fleet's certificate must match (the branch of
/// the body's `anyOf` that requires it).
fn required_certificate_pattern(v: &Value) -> Option<String> {
    match v {
        Value::Object(map) => {
            let requires =
                map.get("required").and_then(Value::as_array).is_some_and(|r| r.contains(&json!("taxCertificate")));
            if let (true, Some(p)) =
                (requires, map.get("properties").and_then(|p| p["taxCertificate"]["pattern"].as_str()))
            {
                return Some(p.to_string());
            }
            map.values().find_map(required_certificate_pattern)
        }
        Value::Array(items) => items.iter().find_map(required_certificate_pattern),
        _ => None,
    }
}
