//! Dispatch and the road (docs/product.md#dispatch): roles, assignment, the
//! technician's status changes and positions, the driver's tracking link.
use crate::helpers::{TestApp, send, spawn_app, spawn_app_with};
use crate::leads_staff::{new_staff_cookie, staff_cookie};
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};

/// Where the customer waits in these tests: Flagler Beach pier.
const CUSTOMER: (f64, f64) = (29.4797, -81.1268);

async fn quote(app: &TestApp) -> i64 {
    let body = json!({
        "name": "Dana Reyes", "phone": "(386) 555-0123", "email": "dana@example.com", "location": "A1A by the pier",
        "serviceType": "Other", "urgency": "Today", "description": "Flat tire on the shoulder."
    });
    let resp = app.post_json("/api/quotes", &body).await;
    assert_eq!(resp.status(), 201);
    resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

/// An owner, a technician ("mike", named Mike Jones), and a job from a quote assigned to him at the customer's position.
struct Crew {
    owner: String,
    tech: String,
    job: i64,
}

async fn crew(app: &TestApp) -> Crew {
    let owner = staff_cookie(app).await;
    let tech = new_staff_cookie(app, "mike", &["--role", "technician", "--name", "Mike Jones"]).await;
    let lead = quote(app).await;
    let job: Value =
        send(app, "POST", "/api/job-tracking", &owner, json!({"submissionType": "quote", "submissionId": lead}))
            .await
            .json()
            .await
            .unwrap();
    let id = job["id"].as_i64().unwrap();
    let assigned = send(
        app,
        "PATCH",
        &format!("/api/job-tracking/{id}"),
        &owner,
        json!({"technician": "mike", "latitude": CUSTOMER.0, "longitude": CUSTOMER.1}),
    )
    .await;
    assert_eq!(assigned.status(), 200);
    let assigned: Value = assigned.json().await.unwrap();
    assert_eq!(assigned["technician"], "mike");
    assert_eq!(assigned["latitude"], CUSTOMER.0);
    Crew { owner, tech, job: id }
}

/// On my way: the answer carries the tracking link; its token.
async fn on_my_way(app: &TestApp, c: &Crew) -> String {
    let resp = send(app, "PATCH", &format!("/api/tech/jobs/{}", c.job), &c.tech, json!({"status": "en route"})).await;
    assert_eq!(resp.status(), 200);
    let job: Value = resp.json().await.unwrap();
    assert_eq!(job["status"], "en route");
    let url = job["trackingUrl"].as_str().expect("On my way answers the tracking link").to_string();
    let token = url.rsplit('/').next().unwrap().to_string();
    assert!(url.starts_with("http://roadside.test/track/"), "{url}");
    assert!(token.len() * 4 >= 128, "the token has at least 128 bits: {token}");
    token
}

async fn fix(app: &TestApp, c: &Crew, lat: f64, lon: f64) -> reqwest::Response {
    send(
        app,
        "POST",
        &format!("/api/tech/jobs/{}/position", c.job),
        &c.tech,
        json!({"latitude": lat, "longitude": lon, "accuracy": 8.0}),
    )
    .await
}

async fn track(app: &TestApp, token: &str) -> (u16, Value) {
    let resp = app.get(&format!("/api/track/{token}")).await;
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn every_staff_route_answers_the_owner_and_the_technician_as_its_role_says() {
    let app = spawn_app().await;
    let c = crew(&app).await;
    // Another technician's job: assigned to "ana", not to "mike".
    let ana = new_staff_cookie(&app, "ana", &["--role", "technician"]).await;
    let other = quote(&app).await;
    let other: Value =
        send(&app, "POST", "/api/job-tracking", &c.owner, json!({"submissionType": "quote", "submissionId": other}))
            .await
            .json()
            .await
            .unwrap();
    let other = other["id"].as_i64().unwrap();
    send(&app, "PATCH", &format!("/api/job-tracking/{other}"), &c.owner, json!({"technician": "ana"})).await;

    // Another technician's job is as good as none.
    let theirs = send(&app, "PATCH", &format!("/api/tech/jobs/{other}"), &c.tech, json!({"status": "en route"})).await;
    assert_eq!(theirs.status(), 404);
    let fix = send(
        &app,
        "POST",
        &format!("/api/tech/jobs/{other}/position"),
        &c.tech,
        json!({"latitude": 29.5, "longitude": -81.2, "accuracy": 5}),
    )
    .await;
    assert_eq!(fix.status(), 404);
    let mine: Value = app.get_json_as("/api/tech/jobs", &c.tech).await;
    let ids: Vec<i64> = mine.as_array().unwrap().iter().map(|j| j["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, vec![c.job], "mike sees only his job");
    let anas: Value = app.get_json_as("/api/tech/jobs", &ana).await;
    assert_eq!(anas.as_array().unwrap().len(), 1);
    let me: Value = app.get_json_as("/api/admin/session", &c.tech).await;
    assert_eq!(me["role"], "technician");

    // Then every route for each role (the owner's deletes and erasures go last, as they come).
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let mut rows = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            // Staff only: a staff session required, and no requirement that is empty (public).
            let security = op["security"].as_array().cloned().unwrap_or_default();
            let staff = security.iter().any(|r| r.get("staffSession").is_some())
                && !security.iter().any(|r| r.as_object().is_some_and(|o| o.is_empty()));
            if !staff {
                continue;
            }
            rows += 1;
            let url = path.replace("{id}", &c.job.to_string()).replace("{kind}", "quote");
            let technician_route = path.starts_with("/api/tech/");
            // Who is signed in, and the phone's push subscription (a technician gets their jobs' pushes).
            let method = method.to_uppercase();
            // What a technician needs at Completed: the price book, a new invoice, a payment, its link sent.
            let at_completed = [
                ("GET", "/api/price-book"),
                ("GET", "/api/invoices/settings"),
                ("POST", "/api/invoices"),
                ("GET", "/api/invoices/{id}"),
                ("POST", "/api/invoices/{id}/payments"),
                ("POST", "/api/invoices/{id}/send"),
            ];
            let either = ["/api/admin/session", "/api/push/public-key", "/api/push/subscriptions"]
                .contains(&path.as_str())
                || at_completed.contains(&(method.as_str(), path.as_str()));
            let as_owner = send(&app, &method, &url, &c.owner, json!({})).await.status().as_u16();
            let as_tech = send(&app, &method, &url, &c.tech, json!({})).await.status().as_u16();
            if technician_route {
                assert_eq!(as_owner, 403, "{method} {path} as the owner");
                assert!(![401, 403].contains(&as_tech) && as_tech < 500, "{method} {path} as a technician: {as_tech}");
            } else if either {
                for (role, got) in [("owner", as_owner), ("technician", as_tech)] {
                    assert!(![401, 403].contains(&got) && got < 500, "{method} {path} as the {role}: {got}");
                }
            } else {
                assert_eq!(as_tech, 403, "{method} {path} as a technician");
                assert!(![401, 403].contains(&as_owner) && as_owner < 500, "{method} {path} as the owner: {as_owner}");
            }
        }
    }
    assert!(rows >= 30, "only {rows} staff operations were found");
}

#[tokio::test]
async fn a_replayed_drive_moves_the_eta_down_and_ends_in_arrived() {
    // The drive's fixes in quick succession, not 10 s apart.
    let app = spawn_app_with(|c| c.tracking.position_every_secs = 0).await;
    let c = crew(&app).await;
    let token = on_my_way(&app, &c).await;
    let (status, before) = track(&app, &token).await;
    assert_eq!(status, 200);
    assert_eq!(before["status"], "on the way");
    assert_eq!(before["technician"], "Mike", "the first name only");
    assert!(before["etaMinutes"].is_null(), "no position yet: {before}");

    // Palm Coast to Flagler Beach down SR 100, as the phone posts it.
    let drive = [
        (29.5656, -81.2241),
        (29.5512, -81.2009),
        (29.5330, -81.1760),
        (29.5157, -81.1522),
        (29.4969, -81.1365),
        (29.4853, -81.1290),
        (29.4799, -81.1270),
    ];
    let mut etas = Vec::new();
    let mut distances = Vec::new();
    for (lat, lon) in drive {
        let resp = fix(&app, &c, lat, lon).await;
        assert_eq!(resp.status(), 200);
        let (_, v) = track(&app, &token).await;
        assert_eq!(v["latitude"], lat, "{v}");
        assert_eq!(v["longitude"], lon);
        assert!(v["updatedAt"].is_string());
        etas.push(v["etaMinutes"].as_i64().unwrap());
        distances.push(v["distanceKm"].as_f64().unwrap());
    }
    assert!(etas.windows(2).all(|w| w[1] <= w[0]), "the ETA only goes down: {etas:?}");
    assert!(etas[0] >= 10 && *etas.last().unwrap() == 0, "{etas:?}");
    assert!(distances.windows(2).all(|w| w[1] < w[0]), "{distances:?}");
    // Only the latest fix is kept.
    assert_eq!(app.count("job_positions"), 1);

    let arrived =
        send(&app, "PATCH", &format!("/api/tech/jobs/{}", c.job), &c.tech, json!({"status": "on site"})).await;
    assert_eq!(arrived.status(), 200);
    let (_, v) = track(&app, &token).await;
    assert_eq!(v["status"], "arrived");
    assert!(v.get("latitude").is_none() && v.get("longitude").is_none(), "no position once there: {v}");
    assert_eq!(app.count("job_positions"), 0, "the fix went when the job left en route");
    assert_eq!(fix(&app, &c, 29.48, -81.127).await.status(), 409, "no positions off the way");
}

#[tokio::test]
async fn an_unknown_token_is_404_and_a_link_ends_as_its_rules_say() {
    let app = spawn_app().await;
    let c = crew(&app).await;
    assert_eq!(app.get("/api/track/0123456789abcdef0123456789abcdef01234567").await.status(), 404);
    assert_eq!(app.get("/api/track/short").await.status(), 404);
    let token = on_my_way(&app, &c).await;
    assert_eq!(track(&app, &token).await.0, 200);

    let done = send(
        &app,
        "PATCH",
        &format!("/api/tech/jobs/{}", c.job),
        &c.tech,
        json!({"status": "completed", "jobValue": "$120", "paymentMethod": "Zelle", "notes": "Plugged the tire."}),
    )
    .await;
    assert_eq!(done.status(), 200);
    let done: Value = done.json().await.unwrap();
    assert_eq!((done["paymentMethod"].as_str(), done["jobValue"].as_f64()), (Some("Zelle"), Some(120.0)));
    assert!(done["completedAt"].is_string(), "the server stamps it");
    let (_, v) = track(&app, &token).await;
    assert_eq!((v["status"].as_str(), v["technician"].as_str()), (Some("finished"), Some("Mike")));
    assert!(v["destination"].is_null() && v.get("latitude").is_none());

    // An hour after the end: only that it is finished.
    let db = app.db();
    let stamp = |h: i64| roadside::time::format(chrono::Utc::now() - chrono::Duration::hours(h));
    db.execute("UPDATE tracking_links SET ended_at = ?1", [stamp(2)]).unwrap();
    let (status, v) = track(&app, &token).await;
    assert_eq!((status, v["status"].as_str()), (200, Some("finished")));
    assert!(v["technician"].is_null() && v["etaMinutes"].is_null(), "{v}");

    // A day after it was made and after the end: gone.
    db.execute("UPDATE tracking_links SET created_at = ?1, ended_at = ?1", [stamp(25)]).unwrap();
    let resp = app.get(&format!("/api/track/{token}")).await;
    assert_eq!(resp.status(), 404);
    assert_eq!(app.get(&format!("/api/track/{token}/events")).await.status(), 404);
    assert_eq!(app.get(&format!("/track/{token}")).await.status(), 200, "the page itself says the link expired");
}

#[tokio::test]
async fn a_status_change_made_offline_and_sent_twice_is_made_once() {
    let app = spawn_app().await;
    let c = crew(&app).await;
    let path = format!("/api/tech/jobs/{}", c.job);
    let change = json!({"status": "en route", "changeId": "3b9f0c4e-phone-made-1"});
    let first = send(&app, "PATCH", &path, &c.tech, change.clone()).await;
    assert_eq!(first.status(), 200);
    let first = first.text().await.unwrap();
    // The answer was lost on the road; the phone sends the same change again, later.
    let again = send(&app, "PATCH", &path, &c.tech, change.clone()).await;
    assert_eq!(again.status(), 200);
    assert_eq!(again.text().await.unwrap(), first, "the same answer, tracking link and all");
    let updates: i64 = app
        .db()
        .query_row("SELECT COUNT(*) FROM audit_log WHERE action = 'job-update' AND staff_username = 'mike'", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(updates, 1, "made once");
    assert_eq!(app.count("tracking_links"), 1, "one link, texted once");
    let elsewhere = send(&app, "PATCH", "/api/tech/jobs/999", &c.tech, change).await;
    assert_eq!(elsewhere.status(), 400, "an id is one change of one job");
    let bad = send(&app, "PATCH", &path, &c.tech, json!({"status": "cancelled"})).await;
    assert_eq!(bad.status(), 400);
    assert!(bad.json::<Value>().await.unwrap()["fields"]["cancelReason"].is_string(), "a cancel says why");
}

#[tokio::test]
async fn bad_coordinates_get_400_naming_the_field() {
    let app = spawn_app().await;
    let c = crew(&app).await;
    on_my_way(&app, &c).await;
    for (body, field) in [
        (json!({"latitude": 91, "longitude": -81.2, "accuracy": 5}), "latitude"),
        (json!({"latitude": 29.5, "longitude": "west", "accuracy": 5}), "longitude"),
        (json!({"latitude": 29.5, "longitude": -81.2}), "accuracy"),
        (json!({"latitude": 29.5, "longitude": -181, "accuracy": -1}), "longitude"),
    ] {
        let resp = send(&app, "POST", &format!("/api/tech/jobs/{}/position", c.job), &c.tech, body.clone()).await;
        assert_eq!(resp.status(), 400, "{body}");
        let err: Value = resp.json().await.unwrap();
        assert!(err["fields"][field].is_string(), "{body}: {err}");
    }
    let owner_bad =
        send(&app, "PATCH", &format!("/api/job-tracking/{}", c.job), &c.owner, json!({"latitude": 29.5})).await;
    assert_eq!(owner_bad.status(), 400);
    assert!(owner_bad.json::<Value>().await.unwrap()["fields"]["longitude"].is_string());
    let nobody =
        send(&app, "PATCH", &format!("/api/job-tracking/{}", c.job), &c.owner, json!({"technician": "nobody"})).await;
    assert_eq!(nobody.status(), 400);
}

/// A stand-in for an OSRM server's route service: checks each request's
/// shape and answers a 10-minute, 9 km drive.
async fn osrm_stand_in() -> (String, Arc<Mutex<Vec<String>>>) {
    use axum::extract::{Path, RawQuery};
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let app = axum::Router::new().route(
        "/route/v1/driving/{coordinates}",
        axum::routing::get(move |Path(coordinates): Path<String>, RawQuery(query): RawQuery| {
            let log = log.clone();
            async move {
                log.lock().unwrap().push(format!("{coordinates}?{}", query.unwrap_or_default()));
                let points: Vec<Vec<f64>> = coordinates
                    .split(';')
                    .map(|p| p.split(',').map(|n| n.parse::<f64>().unwrap()).collect())
                    .collect();
                // Longitude first, then latitude, two points.
                let shaped = points.len() == 2 && points.iter().all(|p| p.len() == 2 && p[0] < -80.0 && p[1] > 29.0);
                if !shaped {
                    return axum::Json(json!({"code": "InvalidQuery", "message": "bad coordinates"}));
                }
                axum::Json(json!({"code": "Ok", "routes": [{"duration": 600.4, "distance": 9000.0, "legs": []}], "waypoints": []}))
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (url, seen)
}

#[tokio::test]
async fn with_osrm_set_the_eta_is_the_drive_time_of_its_route_service() {
    let (osrm, seen) = osrm_stand_in().await;
    let app = spawn_app_with(|c| c.routing.osrm_url = Some(osrm.clone())).await;
    let c = crew(&app).await;
    let token = on_my_way(&app, &c).await;
    assert_eq!(fix(&app, &c, 29.5512, -81.2009).await.status(), 200);
    let (_, v) = track(&app, &token).await;
    assert_eq!((v["etaMinutes"].as_i64(), v["distanceKm"].as_f64()), (Some(10), Some(9.0)), "{v}");
    let requests = seen.lock().unwrap().clone();
    assert_eq!(requests, vec![format!("-81.200900,29.551200;{:.6},{:.6}?overview=false", CUSTOMER.1, CUSTOMER.0)]);
}

#[tokio::test]
async fn the_tracking_page_is_public_noindex_cookieless_and_only_it_may_load_the_tiles() {
    let app = spawn_app().await;
    let c = crew(&app).await;
    let token = on_my_way(&app, &c).await;
    let resp = app.get(&format!("/track/{token}")).await;
    assert_eq!(resp.status(), 200);
    assert!(resp.headers().get("set-cookie").is_none());
    let csp = resp.headers()["content-security-policy"].to_str().unwrap().to_string();
    assert!(csp.contains("img-src 'self' data: https://tile.openstreetmap.org;"), "{csp}");
    assert!(!csp.contains("http://") && csp.matches("https://").count() == 1, "one third-party origin: {csp}");
    let html = resp.text().await.unwrap();
    assert!(html.contains(r#"<meta name="robots" content="noindex, nofollow">"#));
    assert!(html.contains("tel:"), "the call button works before any script");
    assert!(!html.contains("/assets/app-"), "none of the site's code (no analytics)");
    let home = app.get("/").await;
    assert!(!home.headers()["content-security-policy"].to_str().unwrap().contains("openstreetmap"));
    assert_eq!(app.get("/track/").await.status(), 404);
    // The technician's app: under /tech/, the service worker's scope.
    let tech = app.get("/tech").await;
    assert_eq!((tech.status().as_u16(), tech.headers()["location"].to_str().unwrap()), (308, "/tech/"));
    let page = app.get("/tech/jobs/12").await;
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains(r#"<link rel="manifest" href="/tech/manifest.webmanifest">"#));
    let manifest: Value = app.get("/tech/manifest.webmanifest").await.json().await.unwrap();
    assert_eq!((manifest["scope"].as_str(), manifest["start_url"].as_str()), (Some("/tech/"), Some("/tech/")));
    assert_eq!(app.get("/tech/sw.js").await.status(), 200);
}

#[tokio::test]
async fn the_owner_adds_disables_and_resets_technicians() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let made = send(
        &app,
        "POST",
        "/api/admin/technicians",
        &owner,
        json!({"username": "lee", "name": "Lee Park", "password": "short"}),
    )
    .await;
    assert_eq!(made.status(), 400);
    let made = send(
        &app,
        "POST",
        "/api/admin/technicians",
        &owner,
        json!({"username": "lee", "name": "Lee Park", "password": "lug-wrench-2024"}),
    )
    .await;
    assert_eq!(made.status(), 201);
    let lee: Value = made.json().await.unwrap();
    let taken =
        send(&app, "POST", "/api/admin/technicians", &owner, json!({"username": "lee", "password": "lug-wrench-2024"}))
            .await;
    assert_eq!(taken.status(), 409);
    let creds = json!({"username": "lee", "password": "lug-wrench-2024"});
    let login = || app.post_json("/api/admin/login", &creds);
    let resp = login().await;
    assert_eq!(resp.status(), 200);
    let cookie = resp.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string();
    assert_eq!(app.client.get(app.url("/api/tech/jobs")).header("cookie", &cookie).send().await.unwrap().status(), 200);
    let id = lee["id"].as_i64().unwrap();
    let off = send(&app, "PATCH", &format!("/api/admin/technicians/{id}"), &owner, json!({"disabled": true})).await;
    assert_eq!(off.status(), 200);
    assert_eq!(app.client.get(app.url("/api/tech/jobs")).header("cookie", &cookie).send().await.unwrap().status(), 401);
    assert_eq!(login().await.status(), 401, "a disabled account cannot sign in");
    let on = send(
        &app,
        "PATCH",
        &format!("/api/admin/technicians/{id}"),
        &owner,
        json!({"disabled": false, "password": "new-lug-wrench-25"}),
    )
    .await;
    assert_eq!(on.status(), 200);
    assert_eq!(login().await.status(), 401, "the old password no longer works");
    let list: Value = app.get_json_as("/api/admin/technicians", &owner).await;
    assert_eq!(list[0]["username"], "lee");
    assert_eq!(list[0]["disabled"], false);
}

#[tokio::test]
async fn the_assigned_technician_hears_of_the_job_at_once_through_the_live_feed() {
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    let lead = quote(&app).await;
    let job: Value =
        send(&app, "POST", "/api/job-tracking", &owner, json!({"submissionType": "quote", "submissionId": lead}))
            .await
            .json()
            .await
            .unwrap();
    let mut resp = app.client.get(app.url("/api/tech/events")).header("cookie", &tech).send().await.unwrap();
    assert_eq!(resp.status(), 200);
    let mut seen = String::new();
    while !seen.contains("event: ready") {
        seen.push_str(&String::from_utf8_lossy(&resp.chunk().await.unwrap().unwrap()));
    }
    let id = job["id"].as_i64().unwrap();
    send(&app, "PATCH", &format!("/api/job-tracking/{id}"), &owner, json!({"technician": "mike"})).await;
    let heard = tokio::time::timeout(std::time::Duration::from_secs(5), async {
        while !seen.contains("event: jobs") {
            seen.push_str(&String::from_utf8_lossy(&resp.chunk().await.unwrap().unwrap()));
        }
    })
    .await;
    assert!(heard.is_ok(), "no jobs event: {seen}");
    assert!(seen.contains(&format!("\"jobId\":{id}")), "{seen}");
}

/// Reads the stream until `want` has appeared in it (5 s at most).
async fn heard(resp: &mut reqwest::Response, seen: &mut String, want: &str) -> bool {
    tokio::time::timeout(std::time::Duration::from_secs(5), async {
        while !seen.contains(want) {
            seen.push_str(&String::from_utf8_lossy(&resp.chunk().await.unwrap().unwrap()));
        }
    })
    .await
    .is_ok()
}

#[tokio::test]
async fn the_technician_hears_at_once_when_the_office_voids_or_remakes_the_jobs_invoice() {
    // A signature stands for one amount: the phone must ask again as soon
    // as the office changes the invoice, not at its next poll.
    let app = spawn_app().await;
    let owner = staff_cookie(&app).await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    let lead = quote(&app).await;
    let job: Value =
        send(&app, "POST", "/api/job-tracking", &owner, json!({"submissionType": "quote", "submissionId": lead}))
            .await
            .json()
            .await
            .unwrap();
    let id = job["id"].as_i64().unwrap();
    send(&app, "PATCH", &format!("/api/job-tracking/{id}"), &owner, json!({"technician": "mike"})).await;
    let mut resp = app.client.get(app.url("/api/tech/events")).header("cookie", &tech).send().await.unwrap();
    let mut seen = String::new();
    assert!(heard(&mut resp, &mut seen, "event: ready").await);
    let line = |cents: i64| json!({"jobId": id, "lines": [{"description": "Jump start", "quantity": 1, "unitPriceCents": cents}]});
    let made = send(&app, "POST", "/api/invoices", &owner, line(12_840)).await;
    assert_eq!(made.status(), 201);
    let invoice = made.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let event = format!("\"jobId\":{id}");
    assert!(heard(&mut resp, &mut seen, &event).await, "no event for the new invoice: {seen}");
    seen.clear();
    let void = send(&app, "POST", &format!("/api/invoices/{invoice}/void"), &owner, json!({})).await;
    assert_eq!(void.status(), 200);
    assert!(heard(&mut resp, &mut seen, &event).await, "no event for the voided invoice: {seen}");
    seen.clear();
    assert_eq!(send(&app, "POST", "/api/invoices", &owner, line(15_340)).await.status(), 201);
    assert!(heard(&mut resp, &mut seen, &event).await, "no event for the invoice made again: {seen}");
}

#[tokio::test]
async fn the_tracking_link_is_texted_to_the_driver_and_the_job_pushed_to_the_technician_only() {
    use crate::providers::{Device, PushService, sms_config, twilio};
    use std::time::Duration;
    let mut sms = twilio().await;
    let base = sms.api_base.clone();
    let app = spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.alerts.retry_base_ms = 50;
    })
    .await;
    let owner = staff_cookie(&app).await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    let key = app.get_json_as("/api/push/public-key", &tech).await["publicKey"].as_str().unwrap().to_string();
    let (mikes_phone, owners_laptop) = (Device::new("mikes-phone"), Device::new("owners-laptop"));
    let mut push = PushService::start(&[&mikes_phone, &owners_laptop], Some(key)).await;
    for (cookie, device) in [(&tech, &mikes_phone), (&owner, &owners_laptop)] {
        let resp = send(&app, "POST", "/api/push/subscriptions", cookie, device.subscription(&push)).await;
        assert_eq!(resp.status(), 201, "a technician's phone subscribes too");
    }
    let lead = quote(&app).await;
    // The lead's own text ("we got your request") and the owner's push about the new lead come first.
    let first = tokio::time::timeout(Duration::from_secs(5), sms.received.recv()).await.unwrap().unwrap();
    assert_eq!(first.to, "+13865550123");
    let lead_push = tokio::time::timeout(Duration::from_secs(5), push.received.recv()).await.unwrap().unwrap();
    assert_eq!(lead_push.device, "owners-laptop", "a new lead is the back office's, not the technician's");

    let job: Value =
        send(&app, "POST", "/api/job-tracking", &owner, json!({"submissionType": "quote", "submissionId": lead}))
            .await
            .json()
            .await
            .unwrap();
    let id = job["id"].as_i64().unwrap();
    send(&app, "PATCH", &format!("/api/job-tracking/{id}"), &owner, json!({"technician": "mike"})).await;
    let job_push = tokio::time::timeout(Duration::from_secs(5), push.received.recv()).await.unwrap().unwrap();
    assert_eq!(job_push.device, "mikes-phone");
    assert_eq!(job_push.payload["url"], format!("/tech/jobs/{id}"), "{}", job_push.payload);

    let c = Crew { owner, tech, job: id };
    let token = on_my_way(&app, &c).await;
    let text =
        tokio::time::timeout(Duration::from_secs(5), sms.received.recv()).await.expect("the link is texted").unwrap();
    assert_eq!(text.to, "+13865550123");
    assert!(text.body.contains(&format!("http://roadside.test/track/{token}")), "{}", text.body);
    let thread: Value = app.get_json_as(&format!("/api/leads/quote/{lead}/messages"), &c.owner).await;
    assert!(thread.to_string().contains(&token), "the text is on the lead's thread: {thread}");
    // A second On my way (back to scheduled and on the way again) keeps the link and texts nothing more.
    send(&app, "PATCH", &format!("/api/job-tracking/{id}"), &c.owner, json!({"status": "scheduled"})).await;
    send(&app, "PATCH", &format!("/api/tech/jobs/{id}"), &c.tech, json!({"status": "en route"})).await;
    assert!(tokio::time::timeout(Duration::from_millis(700), sms.received.recv()).await.is_err(), "texted once");
    assert_eq!(app.count("tracking_links"), 1);
}

/// A second job of Mike's on the way; its tracking link's token.
async fn another_link(app: &TestApp, c: &Crew) -> String {
    let lead = quote(app).await;
    let job: Value =
        send(app, "POST", "/api/job-tracking", &c.owner, json!({"submissionType": "quote", "submissionId": lead}))
            .await
            .json()
            .await
            .unwrap();
    let job = job["id"].as_i64().unwrap();
    let body = json!({"technician": "mike", "latitude": CUSTOMER.0, "longitude": CUSTOMER.1});
    assert_eq!(send(app, "PATCH", &format!("/api/job-tracking/{job}"), &c.owner, body).await.status(), 200);
    on_my_way(app, &Crew { owner: c.owner.clone(), tech: c.tech.clone(), job }).await
}

/// A tracking stream opened from `address` (the app trusts X-Forwarded-For, as behind a proxy).
async fn stream_from(app: &TestApp, token: &str, address: &str) -> reqwest::Response {
    app.client
        .get(app.url(&format!("/api/track/{token}/events")))
        .header("x-forwarded-for", address)
        .send()
        .await
        .unwrap()
}

async fn assert_refused(resp: reqwest::Response, what: &str) {
    assert_eq!(resp.status(), 429, "{what}");
    let wait: u64 = resp.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!(wait >= 1, "{what}: Retry-After {wait}");
    assert_eq!(resp.headers()["content-type"], "application/json", "{what}");
    assert!(resp.json::<Value>().await.unwrap()["message"].is_string(), "{what}");
}

#[tokio::test]
async fn tracking_streams_past_the_caps_get_429_and_the_site_and_sign_in_still_answer_while_streams_hold_them() {
    use std::time::{Duration, Instant};
    // 16 connections: a quarter (4) reserved, so 12 streams at most; 4 per address, 8 per link.
    let app = spawn_app_with(|c| {
        c.max_connections = 16;
        c.trust_proxy_headers = true;
    })
    .await;
    let c = crew(&app).await;
    let (first, second) = (on_my_way(&app, &c).await, another_link(&app, &c).await);
    let mut open = Vec::new();
    for _ in 0..4 {
        let resp = stream_from(&app, &first, "203.0.113.7").await;
        assert_eq!(resp.status(), 200);
        open.push(resp);
    }
    assert_refused(stream_from(&app, &first, "203.0.113.7").await, "a fifth stream from one address").await;
    // An IPv6 visitor has a /64 to pick addresses from: it is one address.
    for host in 1..=4 {
        let resp = stream_from(&app, &first, &format!("2001:db8:7:1::{host}")).await;
        assert_eq!(resp.status(), 200);
        open.push(resp);
    }
    assert_refused(stream_from(&app, &second, "2001:db8:7:1::99").await, "a fifth stream from one /64").await;
    assert_refused(stream_from(&app, &first, "198.51.100.1").await, "a ninth stream on one link").await;
    for host in 1..=4 {
        let resp = stream_from(&app, &second, &format!("198.51.100.{host}")).await;
        assert_eq!(resp.status(), 200, "stream {} of 12", open.len() + 1);
        open.push(resp);
    }
    let accepted = open.len();
    assert_eq!(accepted, 12);
    assert_refused(stream_from(&app, &second, "198.51.100.50").await, "a thirteenth stream in all").await;

    // Every stream place is taken: the pages, sign-in and the page's polling still answer.
    let started = Instant::now();
    let home = app.get("/").await;
    let home_ms = started.elapsed().as_secs_f64() * 1000.0;
    assert_eq!(home.status(), 200);
    let started = Instant::now();
    let login = app.post_json("/api/admin/login", &json!({"username": "dispatch", "password": "tow-truck-2024"})).await;
    let login_ms = started.elapsed().as_secs_f64() * 1000.0;
    assert_eq!(login.status(), 200);
    assert_eq!(track(&app, &second).await.0, 200);
    eprintln!(
        "with max_connections=16: {accepted} streams accepted, the next 429; GET / answered {} in {home_ms:.1} ms \
            and sign-in {} in {login_ms:.1} ms while streams held the cap",
        home.status(),
        login.status()
    );

    // A stream that ends gives its place back.
    drop(open.pop());
    crate::helpers::eventually("the closed stream's place freed", Duration::from_secs(5), async || {
        stream_from(&app, &second, "198.51.100.50").await.status() == 200
    })
    .await;
}

#[tokio::test]
async fn two_technicians_sending_the_same_change_id_both_get_their_change_made() {
    let app = spawn_app().await;
    let c = crew(&app).await;
    let ana = new_staff_cookie(&app, "ana", &["--role", "technician"]).await;
    let lead = quote(&app).await;
    let theirs: Value =
        send(&app, "POST", "/api/job-tracking", &c.owner, json!({"submissionType": "quote", "submissionId": lead}))
            .await
            .json()
            .await
            .unwrap();
    let theirs = theirs["id"].as_i64().unwrap();
    send(&app, "PATCH", &format!("/api/job-tracking/{theirs}"), &c.owner, json!({"technician": "ana"})).await;

    // Both phones happened to make the same id.
    let change = json!({"status": "en route", "changeId": "offline-1"});
    let mikes = send(&app, "PATCH", &format!("/api/tech/jobs/{}", c.job), &c.tech, change.clone()).await;
    assert_eq!(mikes.status(), 200);
    let mikes = mikes.text().await.unwrap();
    let anas = send(&app, "PATCH", &format!("/api/tech/jobs/{theirs}"), &ana, change.clone()).await;
    assert_eq!(anas.status(), 200, "not a clash with Mike's change");
    let anas: Value = anas.json().await.unwrap();
    assert_eq!((anas["id"].as_i64(), anas["status"].as_str()), (Some(theirs), Some("en route")));
    let statuses: Vec<String> = app
        .db()
        .prepare("SELECT status FROM job_tracking WHERE id IN (?1, ?2)")
        .unwrap()
        .query_map([c.job, theirs], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(statuses, ["en route", "en route"], "both made");
    // Each one's id is still theirs: sent again, the first answer.
    let again = send(&app, "PATCH", &format!("/api/tech/jobs/{}", c.job), &c.tech, change).await;
    assert_eq!(again.text().await.unwrap(), mikes);
    assert_eq!(app.count("job_change_receipts"), 2);
}

#[tokio::test]
async fn ten_rapid_positions_for_one_job_keep_the_first_and_refuse_the_rest_and_osrm_is_asked_once() {
    let (osrm, seen) = osrm_stand_in().await;
    let app = spawn_app_with(|c| c.routing.osrm_url = Some(osrm.clone())).await;
    let c = crew(&app).await;
    let token = on_my_way(&app, &c).await;
    let mut statuses = Vec::new();
    for i in 0..10 {
        let resp = fix(&app, &c, 29.55 - f64::from(i) * 0.001, -81.2).await;
        statuses.push(resp.status().as_u16());
        if i > 0 {
            let wait: u64 = resp.headers()["retry-after"].to_str().unwrap().parse().unwrap();
            assert!((1..=5).contains(&wait), "Retry-After {wait}");
            assert!(resp.json::<Value>().await.unwrap()["message"].is_string());
        }
    }
    assert_eq!(statuses, [200, 429, 429, 429, 429, 429, 429, 429, 429, 429]);
    let (_, v) = track(&app, &token).await;
    assert_eq!(v["latitude"], 29.55, "the first is kept, none of the refused: {v}");
    assert_eq!(seen.lock().unwrap().len(), 1, "one route request");
}

#[tokio::test]
async fn between_route_requests_positions_scale_the_last_route_and_osrm_is_asked_at_most_every_30_seconds() {
    let (osrm, seen) = osrm_stand_in().await;
    let app = spawn_app_with(|c| {
        c.routing.osrm_url = Some(osrm.clone());
        c.tracking.position_every_secs = 0;
    })
    .await;
    let c = crew(&app).await;
    on_my_way(&app, &c).await;
    let mut answers = Vec::new();
    for (lat, lon) in [(29.5512, -81.2009), (29.5330, -81.1760), (29.5157, -81.1522), (29.4969, -81.1365)] {
        let resp = fix(&app, &c, lat, lon).await;
        assert_eq!(resp.status(), 200);
        let v: Value = resp.json().await.unwrap();
        answers.push((v["etaMinutes"].as_i64().unwrap(), v["distanceKm"].as_f64().unwrap()));
    }
    assert_eq!(seen.lock().unwrap().len(), 1, "one route request in 30 s");
    assert_eq!(answers[0], (10, 9.0), "OSRM's own answer first");
    assert!(answers.windows(2).all(|w| w[1].0 <= w[0].0 && w[1].1 < w[0].1), "then scaled down: {answers:?}");
}
