//! An optional field sent as "" or null means the field was left out: forms
//! send "" for a box left empty, and JSON encoders send null for a missing
//! value. Neither may turn a valid request into a 400. The endpoints and
//! their optional fields are read from the served OpenAPI document, so a new
//! endpoint or field is covered as soon as it is documented.
use crate::helpers::{TestApp, spawn_app_with, with_current_version};
use crate::leads_staff::staff_cookie;
use serde_json::{Map, Value, json};

const SESSION: &str = "3f2a9c1e-5b7d-4e8f-a1b2-c3d4e5f6a7b8";
const PASSWORD: &str = "correct-horse-42";

/// A valid body for each documented POST with a JSON body; `n` is unique to
/// the request (a new account needs a new name), `i` counts this endpoint's
/// requests from 0. None: the test has no body for the endpoint, which
/// fails it (write one when adding an endpoint).
fn base_body(path: &str, n: usize, i: usize, fixtures: &Fixtures) -> Option<Value> {
    Some(match path {
        "/api/admin/login" => json!({ "username": "dispatch", "password": "tow-truck-2024" }),
        "/api/login" => json!({ "username": "dana", "password": PASSWORD }),
        "/api/register" => {
            json!({ "username": format!("driver{n}"), "email": format!("driver{n}@example.com"), "password": PASSWORD })
        }
        "/api/forgot-password" => json!({ "email": format!("nobody{n}@example.com") }),
        "/api/reset-password" => json!({ "token": fixtures.reset_tokens.get(i)?, "password": "another-horse-43" }),
        "/api/quotes" => json!({
            "name": "Dana Reyes", "phone": "(386) 555-0123", "location": "Palm Coast, FL", "serviceType": "Other",
            "urgency": "Today", "description": "Slow leak in the rear left tire."
        }),
        "/api/bookings" => json!({
            "name": "Lee Truck", "phone": "386-555-0199", "vehicleType": "semi-truck", "location": "I-95 mile 284",
            "serviceNeeded": "cooling-system", "urgency": "emergency", "description": "Overheating and losing coolant."
        }),
        "/api/contacts" => json!({
            "name": "Ana Ruiz", "phone": "904 555 0100", "location": "Jacksonville, FL", "urgency": "Today",
            "message": "Battery keeps dying overnight, need a check."
        }),
        "/api/smart-analyzer" => json!({
            "name": "Sam Ortiz", "phone": "(386) 555-0142", "problemDescription": "Flat tire on the highway, I'm stuck",
            "suggestedService": "Emergency Tire Replacement", "estimatedPrice": "$120-180", "urgency": "emergency",
            "confidence": "95"
        }),
        "/api/chatbot-interactions" => json!({
            "customerPhone": "386-555-0142", "leadQuality": "hot",
            "conversation": json!([{ "id": 1, "text": "Hi! What's your name?", "sender": "bot", "timestamp": 1 }]).to_string()
        }),
        // Each request its own lead: a second job for the same lead answers 200, not 201.
        "/api/job-tracking" => json!({ "submissionId": fixtures.quote_ids.get(i)?, "submissionType": "quote" }),
        "/api/track-pageview" | "/api/website-analytics" => json!({ "sessionId": SESSION, "page": "/quote" }),
        "/api/track-user" | "/api/untrack-user" => json!({ "sessionId": SESSION }),
        "/api/admin/technicians" => {
            json!({ "username": format!("tech{n}"), "name": "Lee Park", "password": "lug-wrench-2024" })
        }
        // The technician's job on the way (fixtures.en_route_job): every field is required.
        "/api/tech/jobs/{id}/position" => json!({ "latitude": 29.5, "longitude": -81.2, "accuracy": 10 }),
        "/api/leads/{kind}/{id}/messages" => json!({ "body": "On our way." }),
        // Proof of the work, on the technician's job (its invoice made by `technician`).
        "/api/tech/jobs/{id}/ticks" => json!({ "item": "names-match", "ticked": true }),
        "/api/tech/jobs/{id}/signature" => json!({
            "name": "Dana Reyes", "strokes": [[[10, 10], [40, 60], [80, 20], [120, 70], [160, 30]]],
            "amountCents": fixtures.signed_cents?, "signedAt": "2026-11-27T14:05:00Z", "clientRef": format!("signature-{n:04}")
        }),
        "/api/jobs/{id}/waivers" => json!({ "item": "photo-id", "reason": "The driver showed the ID on video." }),
        "/api/invoices" => json!({
            "jobId": fixtures.invoice_jobs.get(i)?, "lines": [{ "description": "Jump start", "quantity": 1, "unitPriceCents": 5000 }]
        }),
        "/api/invoices/{id}/payments" => json!({ "method": "cash", "amountCents": 1 }),
        "/api/estimates" => json!({
            "jobId": fixtures.invoice_jobs.first()?,
            "options": [{ "title": "Patch the tire", "lines": [{ "description": "Tire patch", "quantity": 1, "unitPriceCents": 8500 }] }]
        }),
        // The technician's own job (`technician`): the job is the path's.
        "/api/tech/jobs/{id}/estimates" => json!({
            "options": [{ "title": "Patch the tire", "lines": [{ "description": "Tire patch", "quantity": 1, "unitPriceCents": 8500 }] }]
        }),
        "/api/price-book" => json!({ "name": format!("Item {n}"), "priceCents": 1000 }),
        "/api/invoice/{token}/checkout" => json!({ "tip": "10" }),
        "/api/fleets" => json!({
            "name": format!("Fleet {n}"), "billingContact": "Pat", "billingEmail": "ap@fleet.example", "terms": "net30",
            "poRule": "none", "taxCertificate": "85-801"
        }),
        "/api/fleets/{id}/units" => {
            json!({ "unitNumber": format!("U-{n}"), "unitType": "van" })
        }
        "/api/fleets/{id}/units/import" => json!({ "csv": format!("unit,type\nI-{n},tractor\n") }),
        // Each its own phone and email: a person orders for one fleet.
        "/api/job-tracking/{id}/approval" | "/api/tech/jobs/{id}/approval" => {
            json!({ "lines": [{ "description": "Steer tire", "amountCents": 90000 }] })
        }
        "/api/fleets/{id}/requesters" => json!({
            "name": "Dana", "phone": format!("(904) 555-{:04}", n), "email": format!("dana{n}@fleet.example")
        }),
        "/api/fleets/{id}/managers" => json!({ "email": format!("manager{n}@fleet.example") }),
        "/api/fleet/join" => {
            json!({ "token": fixtures.invite.clone()?, "username": format!("manager{n}"), "password": PASSWORD })
        }
        "/api/fleet/service" => json!({
            "unitId": fixtures.unit?, "name": "Pat", "phone": "(904) 555-0142", "location": "I-95 mile 318",
            "urgency": "Today", "description": "Steer tire is low."
        }),
        "/api/fleets/{id}/payments" => json!({ "method": "check", "amountCents": 1, "reference": "1042" }),
        "/api/fleet/approvals/{id}" => json!({ "decision": "decline" }),
        "/api/fleet/estimates/{id}" => json!({ "decision": "approve", "option": 1 }),
        "/api/statement/{token}/checkout" => json!({ "amount": "1.00" }),
        "/api/push/subscriptions" => {
            let device = crate::providers::Device::new(&format!("d{n}"));
            let mut sub = device.subscription_at("https://push.example.com");
            sub["expirationTime"] = Value::Null;
            sub
        }
        _ => return None,
    })
}

/// The base body to try `field` on, where a field one kind of body needs is
/// optional to another: a signature's strokes are tried on a typed one.
fn for_field(path: &str, field: &str, mut body: Value) -> Value {
    // The option is what an approval needs; a decline takes none.
    if path == "/api/fleet/estimates/{id}" && field == "option" {
        body["decision"] = json!("decline");
    }
    if path == "/api/tech/jobs/{id}/signature" && field == "strokes" {
        let b = body.as_object_mut().unwrap();
        b.remove("strokes");
        b.insert("kind".into(), json!("typed"));
        b.insert("typed".into(), json!("Dana Reyes"));
    }
    body
}

/// What some base bodies need made beforehand.
#[derive(Default)]
struct Fixtures {
    quote_ids: Vec<i64>,
    /// Jobs without an invoice, one per invoice body (a job has one invoice that is not void).
    invoice_jobs: Vec<i64>,
    reset_tokens: Vec<String>,
    /// An invoice of $500 (payments of a cent each never pay it off) and its link's token.
    invoice: (i64, String),
    /// An unused invite to manage the fixture fleet, and its unit (set with the fleet).
    invite: Option<String>,
    unit: Option<i64>,
    /// A request waiting for the fixture fleet's approval, which its manager answers.
    approval: Option<i64>,
    /// Estimates of the fixture fleet's job, sent and waiting: each answer in
    /// the portal takes the next (an estimate is answered once).
    estimates: Vec<i64>,
    next_estimate: std::cell::Cell<usize>,
    /// The total of the technician's job's invoice, which the customer signs for.
    signed_cents: Option<i64>,
}

/// The token of the newest invite mailed to `email`, read from the outbox (its mail server never answers).
fn invite_token(app: &TestApp, email: &str) -> String {
    let payload: String = app
        .db()
        .query_row(
            "SELECT body FROM alert_outbox WHERE channel = 'mail' AND person_email = ?1 ORDER BY id DESC LIMIT 1",
            [email],
            |r| r.get(0),
        )
        .unwrap();
    let at = payload.find("token=").expect("the invite's link") + "token=".len();
    payload[at..].chars().take_while(char::is_ascii_alphanumeric).collect()
}

/// A manager of the fleet (their cookie), another invite left unused, and a unit.
async fn portal(app: &TestApp, staff: &str, (fleet, tech_job): (i64, i64), fixtures: &mut Fixtures) -> String {
    let post = |path: String, body: Value, cookie: Option<&str>| {
        let mut req = app.client.post(app.url(&path)).json(&body);
        if let Some(c) = cookie {
            req = req.header("cookie", c);
        }
        req.send()
    };
    for email in ["pat@f.example", "lee@f.example"] {
        let resp = post(format!("/api/fleets/{fleet}/managers"), json!({ "email": email }), Some(staff)).await.unwrap();
        assert_eq!(resp.status(), 201);
    }
    let unit = json!({ "unitNumber": "P-1", "unitType": "tractor" });
    let resp = post(format!("/api/fleets/{fleet}/units"), unit, Some(staff)).await.unwrap();
    assert_eq!(resp.status(), 201);
    fixtures.unit = resp.json::<Value>().await.unwrap()["id"].as_i64();
    fixtures.invite = Some(invite_token(app, "lee@f.example"));
    let join = json!({ "token": invite_token(app, "pat@f.example"), "username": "pat_f", "password": PASSWORD });
    let resp = post("/api/fleet/join".into(), join, None).await.unwrap();
    assert_eq!(resp.status(), 201);
    let cookie = resp.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();
    // After the invites are read: the request is mailed to the requester, who shares pat's address.
    let estimate = json!({ "lines": [{ "description": "Steer tire", "amountCents": 90000 }] });
    let resp = post(format!("/api/job-tracking/{tech_job}/approval"), estimate, Some(staff)).await.unwrap();
    assert_eq!(resp.status(), 201);
    fixtures.approval = resp.json::<Value>().await.unwrap()["id"].as_i64();
    // The base body and an empty string and a null for each of its three optional fields.
    for _ in 0..7 {
        let estimate = json!({ "jobId": tech_job, "payment": "none", "options": [{ "title": "Steer tire",
            "lines": [{ "description": "Steer tire", "quantity": 1, "unitPriceCents": 62000, "taxable": false }] }] });
        let resp = post("/api/estimates".into(), estimate, Some(staff)).await.unwrap();
        assert_eq!(resp.status(), 201);
        let id = resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        let resp = post(format!("/api/estimates/{id}/send"), Value::Null, Some(staff)).await.unwrap();
        assert_eq!(resp.status(), 200);
        fixtures.estimates.push(id);
    }
    cookie
}

/// The fleet the fleet routes' paths name, with a requester, and the
/// technician's job made its (an estimate goes to a fleet's requester).
async fn fleet(app: &TestApp, staff: &str, tech_job: i64) -> i64 {
    let body = json!({ "name": "Fixture Fleet", "billingContact": "Pat", "billingEmail": "ap@f.example", "terms": "receipt", "poRule": "none" });
    let resp = app.client.post(app.url("/api/fleets")).header("cookie", staff).json(&body).send().await.unwrap();
    assert_eq!(resp.status(), 201);
    let id = resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let requester = json!({ "name": "Pat", "email": "pat@f.example" });
    let resp = app
        .client
        .post(app.url(&format!("/api/fleets/{id}/requesters")))
        .header("cookie", staff)
        .json(&requester)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 201);
    let lead: i64 =
        app.db().query_row("SELECT submission_id FROM job_tracking WHERE id = ?1", [tech_job], |r| r.get(0)).unwrap();
    let link = json!({ "fleetId": id });
    let resp = app
        .client
        .put(app.url(&format!("/api/leads/quote/{lead}/fleet")))
        .header("cookie", staff)
        .json(&link)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    id
}

/// The fleet's statement link's token, the fleet owing $5,000 (payments of a cent never pay it off).
async fn statement_token(app: &TestApp, staff: &str, fleet: i64) -> String {
    app.db()
        .execute(
            "INSERT INTO invoices (number, token, status, subtotal_cents, total_cents, created_by, sent_at, fleet_id, due_date)
             VALUES (9001, 'fixturestatementinvoice0', 'sent', 500000, 500000, 'owner', '2026-11-02T12:00:00.000Z', ?1, '2026-11-02')",
            [fleet],
        )
        .unwrap();
    let s = app.get_json_as(&format!("/api/fleets/{fleet}/statement"), staff).await;
    s["url"].as_str().unwrap().rsplit('/').next().unwrap().to_string()
}

/// A technician's session and a job of theirs on the way, for the technician's routes.
struct Technician {
    cookie: String,
    job: i64,
    signed_cents: i64,
}

async fn technician(app: &TestApp, owner: &str) -> Technician {
    let cookie = crate::leads_staff::new_staff_cookie(app, "mike", &["--role", "technician"]).await;
    let quote = base_body("/api/quotes", 0, 0, &Fixtures::default()).unwrap();
    let lead: Value = app.post_json("/api/quotes", &quote).await.json().await.unwrap();
    let patch = |path: String, body: Value, cookie: &str| {
        app.client
            .request(reqwest::Method::from_bytes(b"PATCH").unwrap(), app.url(&path))
            .header("cookie", cookie)
            .json(&with_current_version(app, "PATCH", &path, body))
            .send()
    };
    let job: Value = app
        .client
        .post(app.url("/api/job-tracking"))
        .header("cookie", owner)
        .json(&json!({ "submissionType": "quote", "submissionId": lead["id"] }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let job = job["id"].as_i64().unwrap();
    assert_eq!(
        patch(format!("/api/job-tracking/{job}"), json!({ "technician": "mike" }), owner).await.unwrap().status(),
        200
    );
    assert_eq!(
        patch(format!("/api/tech/jobs/{job}"), json!({ "status": "en route" }), &cookie).await.unwrap().status(),
        200
    );
    // An invoice for the customer to sign for.
    let invoice: Value = app
        .client
        .post(app.url("/api/invoices"))
        .header("cookie", owner)
        .json(
            &json!({ "jobId": job, "lines": [{ "description": "Jump start", "quantity": 1, "unitPriceCents": 5000 }] }),
        )
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    Technician { cookie, job, signed_cents: invoice["totalCents"].as_i64().expect("the job's invoice") }
}

/// How many requests an endpoint may need: the base, then "" and null for each optional field.
const PER_ENDPOINT: usize = 41;

async fn fixtures(app: &TestApp, staff: &str) -> Fixtures {
    let mut quote_ids = Vec::new();
    for _ in 0..PER_ENDPOINT {
        let none = Fixtures::default();
        let body = base_body("/api/quotes", 0, 0, &none).unwrap();
        let resp = app.post_json("/api/quotes", &body).await;
        assert_eq!(resp.status(), 201);
        quote_ids.push(resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap());
    }
    let dana = json!({ "username": "dana", "email": "dana@example.com", "password": PASSWORD });
    assert_eq!(app.post_json("/api/register", &dana).await.status(), 201);
    // The development setting puts the token in the answer; an account has one token at a time.
    let resp = app.post_json("/api/forgot-password", &json!({ "email": "dana@example.com" })).await;
    let token = resp.json::<Value>().await.unwrap()["resetToken"].as_str().unwrap().to_string();
    // Its own lead: the job-tracking bodies each take one of quote_ids.
    let job = quote_and_job(app, staff).await;
    let lines = json!([{ "description": "Tire", "quantity": 1, "unitPriceCents": 50_000 }]);
    let invoice = app
        .client
        .post(app.url("/api/invoices"))
        .header("cookie", staff)
        .json(&json!({ "jobId": job, "lines": lines }))
        .send()
        .await
        .unwrap();
    let invoice: Value = invoice.json().await.unwrap();
    let invoice = (invoice["id"].as_i64().unwrap(), invoice["token"].as_str().unwrap().to_string());
    let mut invoice_jobs = Vec::new();
    for _ in 0..PER_ENDPOINT {
        invoice_jobs.push(quote_and_job(app, staff).await);
    }
    Fixtures { quote_ids, invoice_jobs, reset_tokens: vec![token], invoice, ..Default::default() }
}

/// A quote of its own and the job made from it: the job's id.
async fn quote_and_job(app: &TestApp, staff: &str) -> i64 {
    let none = Fixtures::default();
    let resp = app.post_json("/api/quotes", &base_body("/api/quotes", 0, 0, &none).unwrap()).await;
    let lead = resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let job = app
        .client
        .post(app.url("/api/job-tracking"))
        .header("cookie", staff)
        .json(&json!({ "submissionType": "quote", "submissionId": lead }))
        .send()
        .await
        .unwrap();
    job.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

/// A `$ref` resolved, and a `oneOf` of a body or null taken as the body.
fn resolve<'d>(doc: &'d Value, schema: &'d Value) -> &'d Value {
    if let Some(r) = schema["$ref"].as_str() {
        let name = r.trim_start_matches("#/components/schemas/");
        return resolve(doc, &doc["components"]["schemas"][name]);
    }
    if let Some(options) = schema["oneOf"].as_array()
        && let Some(body) = options.iter().find(|o| o["type"] != "null")
    {
        return resolve(doc, body);
    }
    schema
}

/// The body's own object schema: itself, or the first part of an `allOf`
/// (the later parts are rules across fields).
fn body_object<'d>(doc: &'d Value, schema: &'d Value) -> &'d Value {
    let schema = resolve(doc, schema);
    schema["allOf"].get(0).map(|s| resolve(doc, s)).unwrap_or(schema)
}

fn optional_fields(object: &Value) -> Vec<String> {
    let required: Vec<&str> =
        object["required"].as_array().map(|r| r.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
    let properties = object["properties"].as_object().unwrap_or_else(|| panic!("no properties in {object}"));
    properties.keys().filter(|k| !required.contains(&k.as_str())).cloned().collect()
}

/// Whether `schema` takes `v`, for the keywords the document uses on a
/// field (type, enum, pattern, minLength, maxLength, anyOf): the document
/// must say what the server does, as schemathesis checks in CI.
fn schema_accepts(doc: &Value, schema: &Value, v: &Value) -> bool {
    let schema = resolve(doc, schema);
    if let Some(options) = schema["anyOf"].as_array() {
        return options.iter().any(|o| schema_accepts(doc, o, v));
    }
    let kind = match v {
        Value::Null => "null",
        Value::String(_) => "string",
        Value::Bool(_) => "boolean",
        _ => unreachable!("only \"\" and null are tried"),
    };
    let types: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
        _ => vec![kind],
    };
    if !types.contains(&kind) || schema["enum"].as_array().is_some_and(|e| !e.contains(v)) {
        return false;
    }
    let Some(text) = v.as_str() else { return true };
    let length = text.chars().count() as u64;
    schema["minLength"].as_u64().is_none_or(|min| length >= min)
        && schema["maxLength"].as_u64().is_none_or(|max| length <= max)
        && schema["pattern"].as_str().is_none_or(|p| regex::Regex::new(p).unwrap().is_match(text))
}

#[tokio::test]
async fn every_optional_field_of_every_post_body_takes_an_empty_string_or_null_as_absent() {
    // Card payments go to a Stripe stand-in.
    let stripe = crate::providers::Stripe::start().await;
    let stripe_base = stripe.api_base.clone();
    let app = spawn_app_with(move |c| {
        c.leads_per_ten_minutes = 100_000;
        c.analytics_events_per_minute = 100_000;
        c.sign_ins_per_five_minutes = 100_000;
        c.tracking.position_every_secs = 0;
        c.invoices.checkouts_per_minute_per_invoice = 100_000;
        c.invoices.checkouts_per_minute_per_address = 100_000;
        // Every body is posted many times, so a lead's number gets many staff replies.
        c.outbound.texts_per_number_per_hour = 100_000;
        c.outbound.calls_per_number_per_hour = 100_000;
        c.dev_expose_reset_tokens = true;
        // Staff replies are queued (nothing listens there: they wait in the outbox).
        c.sms = Some(crate::providers::sms_config("http://127.0.0.1:9"));
        // So are mails (a fleet manager's invite is read from its queued body).
        c.mail.host = Some("127.0.0.1".into());
        c.mail.port = Some(9);
        c.mail.security = roadside::config::MailSecurity::None;
        c.mail.from = Some("Roadside <site@roadside.test>".into());
        c.payments = Some(crate::providers::payments_config(&stripe_base));
    })
    .await;
    let staff = staff_cookie(&app).await;
    let mut fixtures = fixtures(&app, &staff).await;
    let tech = technician(&app, &staff).await;
    fixtures.signed_cents = Some(tech.signed_cents);
    let fleet = fleet(&app, &staff, tech.job).await;
    let manager = portal(&app, &staff, (fleet, tech.job), &mut fixtures).await;
    let statement = statement_token(&app, &staff, fleet).await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();

    let mut n = 0;
    let mut endpoints = 0;
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        let Some(op) = item.get("post") else { continue };
        let Some(schema) = op["requestBody"]["content"].get("application/json").map(|c| &c["schema"]) else {
            continue;
        };
        // Stripe's events are Stripe's shape, taken only when signed (tests/api/invoices.rs).
        if path == "/api/payments/stripe" {
            continue;
        }
        endpoints += 1;
        let staff_only = op["security"].as_array().is_some_and(|s| s.iter().any(|r| r.get("staffSession").is_some()));
        // The fleet's portal takes its manager's session.
        let managers = path.starts_with("/api/fleet/") && path != "/api/fleet/join";
        // The technician's routes take a technician's session (the owner's gets 403), on their job.
        let (cookie, id) =
            if path.starts_with("/api/tech/") { (&tech.cookie, tech.job) } else { (&staff, fixtures.quote_ids[0]) };
        let send = |body: Value| {
            // A path's parameters: the first quote (the technician's job on their routes).
            let id = if path.starts_with("/api/invoices/") { fixtures.invoice.0 } else { id };
            let id = if path.starts_with("/api/fleets/") { fleet } else { id };
            let id = if path.ends_with("/approval") || path.starts_with("/api/jobs/") { tech.job } else { id };
            let id = if path.starts_with("/api/fleet/approvals/") { fixtures.approval.unwrap_or_default() } else { id };
            let id = if path.starts_with("/api/fleet/estimates/") {
                let n = fixtures.next_estimate.replace(fixtures.next_estimate.get() + 1);
                fixtures.estimates[n]
            } else {
                id
            };
            let concrete = path
                .replace("{kind}", "quote")
                .replace("{id}", &id.to_string())
                .replace("{token}", if path.starts_with("/api/statement/") { &statement } else { &fixtures.invoice.1 });
            let mut req = app.client.post(app.url(&concrete)).json(&body);
            if staff_only {
                req = req.header("cookie", cookie);
            } else if managers {
                req = req.header("cookie", manager.as_str());
            }
            async move {
                let resp = req.send().await.unwrap();
                (resp.status().as_u16(), resp.text().await.unwrap())
            }
        };
        let object = body_object(&doc, schema);
        let optional = optional_fields(object);
        assert!(2 * optional.len() < PER_ENDPOINT, "{path}: raise PER_ENDPOINT");
        let mut i = 0;
        let mut body = |n: &mut usize| {
            *n += 1;
            i += 1;
            base_body(path, *n, i - 1, &fixtures)
                .unwrap_or_else(|| panic!("POST {path} has no valid base body in this test: add one to base_body"))
        };
        let (want, answer) = send(body(&mut n)).await;
        assert!((200..300).contains(&want), "the base body of POST {path} is refused: {want} {answer}");
        for field in &optional {
            for empty in [json!(""), Value::Null] {
                if !schema_accepts(&doc, &object["properties"][field.as_str()], &empty) {
                    wrong.push(format!("POST {path}: the document does not allow {field}: {empty}"));
                }
                let mut b = for_field(path, field, body(&mut n));
                b.as_object_mut().unwrap_or(&mut Map::new()).insert(field.clone(), empty.clone());
                let (got, answer) = send(b).await;
                checked += 1;
                if got != want {
                    wrong.push(format!("POST {path} with {field}: {empty} answered {got} (not {want}): {answer}"));
                }
            }
        }
    }
    assert!(endpoints >= 15, "only {endpoints} endpoints with a JSON body were found");
    assert!(checked >= 100, "only {checked} optional fields were tried");
    assert!(wrong.is_empty(), "{} of {checked} refused:\n{}", wrong.len(), wrong.join("\n"));
}
