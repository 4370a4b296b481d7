//! One truth for a job on every screen (issue 29): a change names the
//! version it was based on, a job has one invoice that is not void, the
//! technician reads what the driver wrote, and a job answers its lead.
use crate::helpers::{TestApp, send, spawn_app};
use crate::leads_staff::{new_staff_cookie, staff_cookie};
use serde_json::{Value, json};

async fn answer(resp: reqwest::Response, status: u16) -> Value {
    let got = resp.status().as_u16();
    let body: Value = resp.json().await.unwrap();
    assert_eq!(got, status, "{body}");
    body
}

/// Dana's quote and its job, made by the owner; answers (lead id, job).
async fn quote_and_job(app: &TestApp, owner: &str) -> (i64, Value) {
    let lead = json!({
        "name": "Dana Reyes", "phone": "(386) 555-0123", "location": "Palm Coast, FL",
        "serviceType": "Emergency Roadside Service", "vehicleInfo": "2017 Honda Odyssey", "urgency": "Emergency (ASAP)",
        "description": "Flat tire on the shoulder, no spare."
    });
    let lead = answer(app.post_json("/api/quotes", &lead).await, 201).await["id"].as_i64().unwrap();
    let job = send(app, "POST", "/api/job-tracking", owner, json!({"submissionType": "quote", "submissionId": lead}));
    (lead, answer(job.await, 201).await)
}

/// PATCH a job exactly as sent (the version included or not).
async fn change(app: &TestApp, cookie: &str, id: i64, body: Value) -> reqwest::Response {
    app.client
        .patch(app.url(&format!("/api/job-tracking/{id}")))
        .header("cookie", cookie)
        .json(&body)
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_form_opened_before_a_technicians_completion_cannot_undo_it() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician", "--name", "Mike Jones"]).await;
    let (_, job) = quote_and_job(&app, &owner).await;
    let id = job["id"].as_i64().unwrap();
    let assigned =
        answer(change(&app, &owner, id, json!({"technician": "mike", "version": job["version"]})).await, 200);
    let opened = assigned.await;
    assert!(opened["version"].as_i64().unwrap() > job["version"].as_i64().unwrap(), "every write bumps the version");

    // The technician completes the job from the app while the owner's form is open.
    let path = format!("/api/tech/jobs/{id}");
    let done = send(&app, "PATCH", &path, &tech, json!({"status": "completed", "jobValue": 208.4}));
    let done = answer(done.await, 200).await;
    assert_eq!(done["status"], "completed");

    // The owner's form, still showing pending and no value, is saved with a note.
    let stale = json!({"status": "pending", "jobValue": "", "notes": "Called back", "version": opened["version"]});
    let refused = answer(change(&app, &owner, id, stale).await, 409).await;
    assert!(refused["fields"]["version"].as_str().unwrap().contains("changed elsewhere"), "{refused}");

    let jobs = app.get_json_as("/api/job-tracking", &owner).await;
    let now = &jobs["items"][0];
    assert_eq!((now["status"].as_str(), now["jobValue"].as_f64()), (Some("completed"), Some(208.4)), "{now}");
    assert!(now["completedAt"].is_string() && now["notes"].is_null(), "nothing of the stale save was written: {now}");
    assert_eq!(now["version"], done["version"]);

    // Based on what the job is now, the same note is saved.
    let fresh = json!({"notes": "Called back", "version": now["version"]});
    let saved = answer(change(&app, &owner, id, fresh).await, 200).await;
    assert_eq!((saved["status"].as_str(), saved["notes"].as_str()), (Some("completed"), Some("Called back")));
}

#[tokio::test]
async fn a_change_that_names_no_version_is_refused_naming_the_field() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let (_, job) = quote_and_job(&app, &owner).await;
    let id = job["id"].as_i64().unwrap();
    let bad =
        [json!({"status": "scheduled"}), json!({"status": "scheduled", "version": "one"}), json!({"version": 1.5})];
    for body in bad {
        let refused = answer(change(&app, &owner, id, body).await, 400).await;
        assert!(refused["fields"]["version"].is_string(), "{refused}");
    }
    let jobs = app.get_json_as("/api/job-tracking", &owner).await;
    assert_eq!(jobs["items"][0]["status"], "pending");
    assert_eq!(jobs["items"][0]["version"], job["version"]);
    // A whole number written with a point is still that number.
    let v = job["version"].as_i64().unwrap() as f64;
    let saved = change(&app, &owner, id, json!({"status": "scheduled", "version": v})).await;
    assert_eq!(saved.status(), 200);
}

#[tokio::test]
async fn a_job_has_one_invoice_until_it_is_voided() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let (_, job) = quote_and_job(&app, &owner).await;
    let lines = json!([{"description": "Flat repair", "quantity": 1, "unitPriceCents": 4500}]);
    let body = json!({"jobId": job["id"], "lines": lines});
    let first = answer(send(&app, "POST", "/api/invoices", &owner, body.clone()).await, 201).await;
    assert_eq!(first["number"], "INV-0001");

    let second = answer(send(&app, "POST", "/api/invoices", &owner, body.clone()).await, 409).await;
    assert!(second["fields"]["jobId"].as_str().unwrap().contains("INV-0001"), "it names the first: {second}");
    assert_eq!(app.count("invoices"), 1);

    let void = send(&app, "POST", &format!("/api/invoices/{}/void", first["id"]), &owner, json!({})).await;
    assert_eq!(void.status(), 200);
    let again = answer(send(&app, "POST", "/api/invoices", &owner, body).await, 201).await;
    assert_eq!(again["number"], "INV-0002");
}

#[tokio::test]
async fn the_technician_reads_what_the_driver_wrote_and_the_jobs_invoice() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician", "--name", "Mike Jones"]).await;
    let (_, job) = quote_and_job(&app, &owner).await;
    let id = job["id"].as_i64().unwrap();
    answer(send(&app, "PATCH", &format!("/api/job-tracking/{id}"), &owner, json!({"technician": "mike"})).await, 200)
        .await;
    let lines = json!([{"description": "Flat repair", "quantity": 1, "unitPriceCents": 4500}]);
    let made =
        answer(send(&app, "POST", "/api/invoices", &owner, json!({"jobId": id, "lines": lines})).await, 201).await;

    let jobs = app.get_json_as("/api/tech/jobs", &tech).await;
    let customer = &jobs[0]["customer"];
    assert_eq!(customer["problem"], "Flat tire on the shoulder, no spare.");
    assert_eq!(customer["vehicle"], "2017 Honda Odyssey");
    assert_eq!(customer["urgency"], "Emergency (ASAP)");
    assert_eq!(jobs[0]["invoice"]["number"], "INV-0001", "an invoice made elsewhere is on the job");
    let read = app.get_json_as(&format!("/api/invoices/{}", made["id"]), &tech).await;
    assert_eq!(read["totalCents"], 4500, "{read}");
}

#[tokio::test]
async fn making_a_job_is_the_leads_first_response() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let (lead, _) = quote_and_job(&app, &owner).await;
    let quotes = app.get_json_as("/api/quotes", &owner).await;
    let quote = &quotes["items"][0];
    assert_eq!(quote["id"], lead);
    assert_eq!(quote["contacted"], true, "{quote}");
    assert!(quote["firstContactedAt"].is_string(), "{quote}");
    let overview = app.get_json_as("/api/admin/overview?period=today", &owner).await;
    assert_eq!(overview["pendingLeads"], 0, "{overview}");
    assert_eq!(overview["responseRate"], 100, "{overview}");
    assert!(overview["medianResponseMinutes"].is_number(), "{overview}");

    // The lead cards link to their job.
    let of = app.get_json_as(&format!("/api/job-tracking/of-leads?submissionType=quote&ids={lead},999"), &owner).await;
    assert_eq!(of.as_array().unwrap().len(), 1, "{of}");
    assert_eq!((of[0]["submissionId"].as_i64(), of[0]["status"].as_str()), (Some(lead), Some("pending")));
    for bad in ["submissionType=tow&ids=1", "submissionType=quote&ids=", "submissionType=quote&ids=1,x"] {
        let resp = app.client.get(app.url(&format!("/api/job-tracking/of-leads?{bad}"))).header("cookie", &owner);
        assert_eq!(resp.send().await.unwrap().status(), 400, "{bad}");
    }
}

/// A stand-in for a geocoder: Nominatim's /search (JSON v2, checks format and
/// the User-Agent its policy asks for) and Photon's /api (GeoJSON). Both know
/// one place, Palm Coast's city hall; the queries asked are kept.
async fn geocoder_stand_in() -> (String, std::sync::Arc<std::sync::Mutex<Vec<String>>>) {
    use axum::extract::RawQuery;
    use axum::http::HeaderMap;
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let (nominatim_log, photon_log) = (seen.clone(), seen.clone());
    let app = axum::Router::new()
        .route(
            "/search",
            axum::routing::get(move |RawQuery(q): RawQuery, headers: HeaderMap| {
                let log = nominatim_log.clone();
                async move {
                    let q = q.unwrap_or_default();
                    let agent = headers.get("user-agent").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
                    log.lock().unwrap().push(format!("nominatim {q} ua={agent}"));
                    if !q.contains("format=jsonv2") || agent.is_empty() {
                        return (axum::http::StatusCode::FORBIDDEN, axum::Json(json!([])));
                    }
                    let found = if q.contains("Palm+Coast") || q.contains("Palm%20Coast") {
                        json!([{"lat": "29.5845", "lon": "-81.2078", "display_name": "160 Lake Ave, Palm Coast, FL 32164"}])
                    } else {
                        json!([])
                    };
                    (axum::http::StatusCode::OK, axum::Json(found))
                }
            }),
        )
        .route(
            "/api",
            axum::routing::get(move |RawQuery(q): RawQuery| {
                let log = photon_log.clone();
                async move {
                    log.lock().unwrap().push(format!("photon {}", q.unwrap_or_default()));
                    axum::Json(json!({"type": "FeatureCollection", "features": [{
                        "type": "Feature",
                        "geometry": {"type": "Point", "coordinates": [-81.2078, 29.5845]},
                        "properties": {"housenumber": "160", "street": "Lake Ave", "city": "Palm Coast", "state": "Florida"}
                    }]}))
                }
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (url, seen)
}

#[tokio::test]
async fn an_address_typed_on_the_board_is_found_through_the_configured_geocoder() {
    let (geocoder, seen) = geocoder_stand_in().await;
    let url = geocoder.clone();
    let app = crate::helpers::spawn_app_with(move |c| {
        c.geocoder.url = Some(url);
        c.geocoder.user_agent = Some("roadside-test (owner@example.com)".into());
        c.geocoder.country_codes = Some("us".into());
    })
    .await;
    let owner = staff_cookie(&app).await;
    assert_eq!(app.get_json_as("/api/dispatch/board", &owner).await["addressSearch"], true);
    let found = app.get_json_as("/api/geocode?q=Lake%20Ave%2C%20Palm%20Coast", &owner).await;
    assert_eq!(
        found,
        json!([{"label": "160 Lake Ave, Palm Coast, FL 32164", "latitude": 29.5845, "longitude": -81.2078}])
    );
    let asked = seen.lock().unwrap().clone();
    assert!(asked[0].contains("countrycodes=us") && asked[0].contains("ua=roadside-test"), "{asked:?}");

    let refused = app.client.get(app.url("/api/geocode?q=%20a")).header("cookie", &owner).send().await.unwrap();
    assert_eq!(refused.status(), 400);
    assert!(refused.json::<Value>().await.unwrap()["fields"]["q"].is_string());
    // Staff only.
    assert_eq!(app.get("/api/geocode?q=Palm%20Coast").await.status(), 401);

    // Photon's shape, and a geocoder that is down.
    let photon = crate::helpers::spawn_app_with(move |c| {
        c.geocoder.url = Some(geocoder);
        c.geocoder.api = roadside::config::GeocoderApi::Photon;
    })
    .await;
    let owner = staff_cookie(&photon).await;
    let found = photon.get_json_as("/api/geocode?q=Lake%20Ave", &owner).await;
    assert_eq!(found[0]["label"], "160 Lake Ave, Palm Coast, Florida");
    assert_eq!(found[0]["latitude"], 29.5845);
    let down = crate::helpers::spawn_app_with(|c| c.geocoder.url = Some("http://127.0.0.1:9".into())).await;
    let owner = staff_cookie(&down).await;
    let resp = down.client.get(down.url("/api/geocode?q=Palm%20Coast")).header("cookie", &owner).send().await.unwrap();
    assert_eq!(resp.status(), 503);
    assert!(resp.json::<Value>().await.unwrap()["message"].as_str().unwrap().contains("pick the position on the map"));
}

#[tokio::test]
async fn without_a_geocoder_the_board_offers_no_address_search_and_the_search_says_why() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    assert_eq!(app.get_json_as("/api/dispatch/board", &owner).await["addressSearch"], false);
    let resp = app.client.get(app.url("/api/geocode?q=Palm%20Coast")).header("cookie", &owner).send().await.unwrap();
    assert_eq!(resp.status(), 404);
    assert!(resp.json::<Value>().await.unwrap()["message"].as_str().unwrap().contains("[geocoder]"));
}
