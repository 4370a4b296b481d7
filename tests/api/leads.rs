//! Lead capture: nothing accepted is lost, nothing invalid is stored, and
//! staff hear of every lead through the outbox.
use crate::helpers::{BASE_URL, form_controls, spawn_app, spawn_app_with};
use crate::sinks::{smtp_sink, webhook};
use serde_json::{Value, json};
use std::time::Duration;

pub(crate) fn quote() -> Value {
    json!({
        "name": "Dana Smith",
        "phone": "(386) 555-0123",
        "email": "dana@example.com",
        "location": "Palm Coast, FL",
        "serviceType": "General Automotive",
        "vehicleInfo": "",
        "urgency": "Emergency (ASAP)",
        "description": "Flat tire on I-95 near exit 289, need help."
    })
}

pub(crate) fn booking() -> Value {
    json!({
        "name": "Lee Truck", "phone": "386-555-0199", "email": "", "vehicleType": "semi-truck",
        "location": "I-95 mile 284 northbound", "serviceNeeded": "cooling-system", "urgency": "emergency",
        "description": "Overheating and losing coolant fast.", "preferredDate": "2026-12-01", "preferredTime": "morning"
    })
}

pub(crate) fn contact() -> Value {
    json!({ "name": "Ana Ruiz", "phone": "904 555 0100", "location": "Jacksonville, FL", "urgency": "Today", "message": "Battery keeps dying overnight, need a check." })
}

#[tokio::test]
async fn each_valid_lead_is_stored_answered_201_with_its_id_and_queues_an_alert() {
    let app = spawn_app().await;
    for (path, body, table) in [
        ("/api/quotes", quote(), "quote_submissions"),
        ("/api/bookings", booking(), "booking_submissions"),
        ("/api/contacts", contact(), "contact_submissions"),
    ] {
        let resp = app.post_json(path, &body).await;
        assert_eq!(resp.status(), 201, "{path}");
        let id = resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
        let name: String =
            app.db().query_row(&format!("SELECT name FROM {table} WHERE id = ?1"), [id], |r| r.get(0)).unwrap();
        assert_eq!(name, body["name"].as_str().unwrap(), "{path}");
    }
    assert_eq!(app.count("alert_outbox"), 3, "one alert per lead (the log channel, as none is configured)");
}

#[tokio::test]
async fn the_quote_is_stored_as_sent_with_contacted_false() {
    let app = spawn_app().await;
    let id = app.post_json("/api/quotes", &quote()).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let row: (String, String, String, Option<String>, i64) = app
        .db()
        .query_row(
            "SELECT phone, service_type, urgency, vehicle_info, contacted FROM quote_submissions WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .unwrap();
    assert_eq!(row, ("(386) 555-0123".into(), "General Automotive".into(), "Emergency (ASAP)".into(), None, 0));
}

#[tokio::test]
async fn invalid_input_names_each_field_and_stores_nothing() {
    let app = spawn_app().await;
    let mut bad = quote();
    bad["location"] = json!("");
    bad["description"] = json!("help");
    let resp = app.post_json("/api/quotes", &bad).await;
    assert_eq!(resp.status(), 400);
    let body: Value = resp.json().await.unwrap();
    assert_eq!(body["fields"]["location"], "Location is required");
    assert_eq!(body["fields"]["description"], "Please provide more details about your needs");
    assert!(body["message"].is_string());

    let mut bad = booking();
    bad["vehicleType"] = json!("spaceship");
    let body: Value = app.post_json("/api/bookings", &bad).await.json().await.unwrap();
    assert_eq!(body["fields"]["vehicleType"], "Please select vehicle type");

    assert_eq!(app.count("quote_submissions") + app.count("booking_submissions"), 0);
    assert_eq!(app.count("alert_outbox"), 0);
}

#[tokio::test]
async fn malformed_bodies_get_a_clear_4xx_and_store_nothing() {
    let app = spawn_app().await;
    let send = |body: &'static str, ct: &'static str| {
        app.client.post(app.url("/api/quotes")).header("content-type", ct).body(body).send()
    };
    for (body, ct, status) in [
        ("{not json", "application/json", 400),
        ("[1, 2]", "application/json", 400),
        ("\"text\"", "application/json", 400),
        ("name=x", "text/plain", 415),
        ("", "application/json", 400),
    ] {
        let resp = send(body, ct).await.unwrap();
        assert_eq!(resp.status(), status, "{body:?} as {ct}");
        let err: Value = resp.json().await.unwrap();
        assert!(err["message"].as_str().is_some_and(|m| !m.is_empty()), "{body:?}");
    }
    let mut long = quote();
    long["description"] = json!("x".repeat(2001));
    let resp = app.post_json("/api/quotes", &long).await;
    assert_eq!(resp.status(), 400);
    assert_eq!(
        resp.json::<Value>().await.unwrap()["fields"]["description"],
        "Description must be at most 2000 characters"
    );
    let huge = json!({ "name": "x".repeat(100_000) });
    assert_eq!(app.post_json("/api/quotes", &huge).await.status(), 413);
    assert_eq!(app.count("quote_submissions"), 0);
}

#[tokio::test]
async fn a_retried_submission_with_the_same_key_is_stored_once() {
    let app = spawn_app().await;
    let mut body = quote();
    body["clientRef"] = json!("3f1c9a7e-offline-1");
    let first = app.post_json("/api/quotes", &body).await;
    assert_eq!(first.status(), 201);
    let id = first.json::<Value>().await.unwrap()["id"].clone();
    let again = app.post_json("/api/quotes", &body).await;
    assert_eq!(again.status(), 200);
    assert_eq!(again.json::<Value>().await.unwrap()["id"], id);
    assert_eq!(app.count("quote_submissions"), 1);
    assert_eq!(app.count("alert_outbox"), 1);
}

#[tokio::test]
async fn a_plain_form_post_without_javascript_is_stored_and_goes_to_the_thank_you_page() {
    let app = spawn_app().await;
    let form = [
        ("name", "Dana Smith"),
        ("phone", "(386) 555-0123"),
        ("email", "dana@example.com"),
        ("location", "Palm Coast, FL"),
        ("serviceType", "General Automotive"),
        ("urgency", "Today"),
        ("description", "Flat tire in my driveway, please come."),
        ("website", ""),
    ];
    let resp = app.client.post(app.url("/api/quotes")).form(&form).send().await.unwrap();
    assert_eq!(resp.status(), 303);
    assert_eq!(resp.headers()["location"], "/thank-you");
    assert_eq!(app.count("quote_submissions"), 1);
}

/// The element (`input`, `select`, `textarea`) carrying `id`, and the text of its label.
fn control_and_label<'h>(html: &'h str, id: &str) -> Option<(&'h str, &'h str)> {
    let at = html.find(&format!(" id=\"{id}\""))?;
    let open = html[..at].rfind('<')?;
    let tag = html[open + 1..at].split(' ').next()?;
    let label_at = html.find(&format!("for=\"{id}\">"))? + format!("for=\"{id}\">").len();
    let label = &html[label_at..label_at + html[label_at..].find('<')?];
    Some((tag, label))
}

#[tokio::test]
async fn the_page_for_a_plain_form_post_has_the_react_forms_controls_and_labels() {
    let app = spawn_app().await;
    for (page, action, ids) in [
        (
            "/quote",
            "/api/quotes",
            &[
                "quote-name",
                "quote-phone",
                "quote-email",
                "quote-location",
                "quote-service",
                "quote-urgency",
                "quote-vehicle",
                "quote-description",
            ][..],
        ),
        (
            "/bookings",
            "/api/bookings",
            &["booking-name", "booking-vehicle", "booking-location", "booking-date", "booking-time"][..],
        ),
    ] {
        let (_, prerendered) = app.get_html(page).await;
        let resp = app.client.post(app.url(action)).form(&[("name", "Dana")]).send().await.unwrap();
        assert_eq!(resp.status(), 400);
        let answered = resp.text().await.unwrap();
        for id in ids {
            let react = control_and_label(&prerendered, id).unwrap_or_else(|| panic!("{page} has no {id}"));
            assert_eq!(control_and_label(&answered, id), Some(react), "{action}: {id}");
        }
    }
}

/// The page a form posted without JavaScript comes back on has the React form's
/// controls, labels and button, line for line (both are made from
/// ui/src/lib/forms/; this fails if either drifts from it).
#[tokio::test]
async fn the_page_for_each_lead_form_posted_without_javascript_is_the_prerendered_form() {
    let app = spawn_app().await;
    for (page, action, sent, ids) in [
        ("/", "/api/quotes", &[("form", "home"), ("name", "")][..], &["home-name", "home-email", "home-message"][..]),
        ("/quote", "/api/quotes", &[("name", "")][..], &["quote-name", "quote-service", "quote-description"][..]),
        ("/bookings", "/api/bookings", &[("name", "")][..], &["booking-name", "booking-date", "booking-time"][..]),
    ] {
        let (_, prerendered) = app.get_html(page).await;
        let react = form_controls(&prerendered, action);
        for id in ids {
            assert!(react.iter().any(|c| c.contains(&format!("id=\"{id}\""))), "{page} has no {id}: {react:#?}");
        }
        let resp = app.client.post(app.url(action)).form(sent).send().await.unwrap();
        assert_eq!(resp.status(), 400, "{page}");
        let answered = resp.text().await.unwrap();
        assert_eq!(form_controls(&answered, action), react, "{page}: the no-JavaScript page differs from the form");
    }
}

#[tokio::test]
async fn the_home_form_posted_without_javascript_comes_back_in_its_own_fields_and_needs_its_email() {
    let app = spawn_app().await;
    let mut form = vec![
        ("serviceType", "General Automotive"),
        ("form", "home"),
        ("website", ""),
        ("name", "Dana <Smith>"),
        ("phone", "(386) 555-0123"),
        ("email", ""),
        ("location", "Palm Coast, FL"),
        ("urgency", "Today"),
        ("description", "Battery died in the driveway, need a jump."),
    ];
    let resp = app.client.post(app.url("/api/quotes")).form(&form).send().await.unwrap();
    assert_eq!(resp.status(), 400);
    let html = resp.text().await.unwrap();
    assert!(html.contains("<label for=\"home-email\">Email *</label>"), "{html}");
    assert!(
        html.contains("<span class=\"field-error\" id=\"home-email-error\" role=\"alert\">Email is required</span>")
    );
    assert!(html.contains("value=\"Dana &lt;Smith&gt;\""), "values are kept, escaped");
    assert!(html.contains("<option value=\"Palm Coast, FL\" selected>"), "{html}");
    assert!(!html.contains("Full Name *") && !html.contains("quote-"), "not the /quote form: {html}");
    assert_eq!(app.count("quote_submissions"), 0);

    form[5] = ("email", "dana@example.com");
    let resp = app.client.post(app.url("/api/quotes")).form(&form).send().await.unwrap();
    assert_eq!(resp.status(), 303);
    assert_eq!(resp.headers()["location"], "/thank-you");
    assert_eq!(app.count("quote_submissions"), 1);
}

#[tokio::test]
async fn the_home_form_s_marker_changes_nothing_in_a_json_body() {
    let app = spawn_app().await;
    for marker in [json!("home"), json!("quote"), json!(12), json!(null), json!({"a": 1})] {
        let mut body = quote();
        body["email"] = json!("");
        body["form"] = marker.clone();
        let resp = app.post_json("/api/quotes", &body).await;
        assert_eq!(resp.status(), 201, "form: {marker}");
    }
    let mut bad = quote();
    bad["form"] = json!("home");
    bad["name"] = json!("");
    let resp = app.post_json("/api/quotes", &bad).await;
    assert_eq!(resp.status(), 400);
    let body: Value = resp.json().await.unwrap();
    assert_eq!(
        body["fields"],
        json!({"name": "Name is required"}),
        "a JSON body is answered in JSON, by the quote's rules"
    );
}

#[tokio::test]
async fn a_plain_form_post_with_errors_shows_the_form_again_with_the_messages_and_values() {
    let app = spawn_app().await;
    let form = [
        ("name", "Dana <Smith>"),
        ("phone", "(386) 555-0123"),
        ("location", ""),
        ("urgency", "Today"),
        ("description", "short"),
    ];
    let resp = app.client.post(app.url("/api/quotes")).form(&form).send().await.unwrap();
    assert_eq!(resp.status(), 400);
    assert!(resp.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
    let html = resp.text().await.unwrap();
    assert!(html.contains("Location is required"));
    assert!(html.contains("Please select a service type"));
    assert!(html.contains("Please provide more details about your needs"));
    assert!(html.contains("value=\"Dana &lt;Smith&gt;\""), "values are kept, escaped");
    assert!(html.contains("tel:+13863728412"));
    assert_eq!(app.count("quote_submissions"), 0);
}

#[tokio::test]
async fn a_booking_posted_without_javascript_comes_back_with_its_choices_shown_by_name() {
    let app = spawn_app().await;
    let form =
        [("name", "Lee Truck"), ("phone", "386-555-0199"), ("vehicleType", "semi-truck"), ("urgency", "emergency")];
    let resp = app.client.post(app.url("/api/bookings")).form(&form).send().await.unwrap();
    assert_eq!(resp.status(), 400);
    let html = resp.text().await.unwrap();
    assert!(html.contains("<option value=\"semi-truck\" selected>Semi-Truck / Tractor-Trailer</option>"), "{html}");
    assert!(html.contains("<option value=\"emergency\" selected>Emergency - Stranded now</option>"));
    assert!(html.contains("Please select service needed"));
    assert_eq!(app.count("booking_submissions"), 0);
}

#[tokio::test]
async fn a_filled_honeypot_looks_accepted_but_stores_nothing() {
    let app = spawn_app().await;
    let mut body = quote();
    body["website"] = json!("http://spam.example");
    assert_eq!(app.post_json("/api/quotes", &body).await.status(), 201);
    assert_eq!(app.count("quote_submissions"), 0);
    assert_eq!(app.count("alert_outbox"), 0);
}

#[tokio::test]
async fn too_many_leads_from_one_address_get_429_with_the_phone_number() {
    let app = spawn_app().await;
    for _ in 0..10 {
        assert_eq!(app.post_json("/api/contacts", &contact()).await.status(), 201);
    }
    let resp = app.post_json("/api/quotes", &quote()).await;
    assert_eq!(resp.status(), 429);
    let body: Value = resp.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("(386) 372-8412"));
    assert_eq!(app.count("quote_submissions"), 0);
}

#[tokio::test]
async fn an_ipv6_visitor_is_limited_by_their_slash_64_not_by_each_address_in_it() {
    let app = crate::helpers::spawn_app_with(|c| c.trust_proxy_headers = true).await;
    let send = |ip: String| {
        let req = app.client.post(app.url("/api/contacts")).header("x-forwarded-for", ip).json(&contact());
        async move { req.send().await.unwrap().status() }
    };
    // Ten addresses of one /64, as a phone may rotate through: one visitor.
    for i in 1..=10 {
        assert_eq!(send(format!("2001:db8:5:6::{i:x}")).await, 201);
    }
    assert_eq!(send("2001:db8:5:6:ffff::1".into()).await, 429);
    // The next /64 is someone else.
    assert_eq!(send("2001:db8:5:7::1".into()).await, 201);
    assert_eq!(app.count("contact_submissions"), 11);
}

#[tokio::test]
async fn lead_lists_and_changes_need_a_staff_session() {
    let app = spawn_app().await;
    for path in ["/api/quotes", "/api/bookings", "/api/contacts"] {
        assert_eq!(app.get(path).await.status(), 401, "{path}");
    }
    assert_eq!(app.client.patch(app.url("/api/quotes/1/contacted")).send().await.unwrap().status(), 401);
    assert_eq!(app.client.delete(app.url("/api/quotes/1")).send().await.unwrap().status(), 401);
}

/// Checks `check` once `app`'s outbox has sent (or recorded the failure of) all it had due.
async fn once_drained<F: Fn() -> bool>(app: &crate::helpers::TestApp, what: &str, check: F) {
    app.drain().await;
    assert!(check(), "not so once the outbox was drained: {what}");
}

#[tokio::test]
async fn the_alert_email_says_who_what_where_how_urgent_with_a_call_link_and_the_dashboard() {
    let (port, mut mail) = smtp_sink().await;
    let app = spawn_app_with(|c| {
        c.mail.host = Some("127.0.0.1".into());
        c.mail.port = Some(port);
        c.mail.security = roadside::config::MailSecurity::None;
        c.mail.from = Some("Roadside Alerts <alerts@roadside.test>".into());
        c.alerts.email_to = vec!["owner@roadside.test".into()];
    })
    .await;
    assert_eq!(app.post_json("/api/quotes", &quote()).await.status(), 201);
    let message =
        tokio::time::timeout(Duration::from_secs(10), mail.recv()).await.expect("an email within 10 s").unwrap();
    for needle in [
        "Dana Smith",
        "tel:+13865550123",
        "Palm Coast, FL",
        "Emergency (ASAP)",
        "General Automotive",
        &format!("{BASE_URL}/admin/dashboard"),
        "owner@roadside.test",
    ] {
        assert!(message.contains(needle), "email lacks {needle}:\n{message}");
    }
    once_drained(&app, "delivered mark", || {
        app.db()
            .query_row("SELECT COUNT(*) FROM alert_outbox WHERE delivered_at IS NOT NULL", [], |r| r.get::<_, i64>(0))
            .unwrap()
            == 1
    })
    .await;
}

#[tokio::test]
async fn a_failing_webhook_is_retried_until_it_succeeds() {
    let mut hook = webhook(2).await;
    let url = hook.url.clone();
    let app = spawn_app_with(move |c| {
        c.alerts.webhook_url = Some(url);
        c.alerts.retry_base_ms = 20;
    })
    .await;
    assert_eq!(app.post_json("/api/bookings", &booking()).await.status(), 201);
    let payload = tokio::time::timeout(Duration::from_secs(10), hook.received.recv())
        .await
        .expect("delivered within 10 s")
        .unwrap();
    assert_eq!(payload["type"], "booking");
    assert_eq!(payload["name"], "Lee Truck");
    assert_eq!(payload["phoneLink"], "tel:+13865550199");
    assert_eq!(payload["urgency"], "emergency");
    assert_eq!(
        payload["dashboardUrl"],
        format!("{BASE_URL}/admin/dashboard?tab=jobs"),
        "the link opens the tab listing bookings"
    );
    assert_eq!(hook.calls.load(std::sync::atomic::Ordering::SeqCst), 3);
    once_drained(&app, "delivered after 3 attempts", || {
        app.db()
            .query_row("SELECT attempts FROM alert_outbox WHERE delivered_at IS NOT NULL", [], |r| r.get::<_, i64>(0))
            .ok()
            == Some(3)
    })
    .await;
}

#[tokio::test]
async fn an_alert_left_undelivered_is_sent_after_a_restart() {
    // The first run cannot reach its webhook (nothing listens on that port).
    let dead = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let dead_url = format!("http://{}/hook", dead.local_addr().unwrap());
    drop(dead);
    let mut first = spawn_app_with(move |c| {
        c.alerts.webhook_url = Some(dead_url);
        c.alerts.retry_base_ms = 60_000;
    })
    .await;
    assert_eq!(first.post_json("/api/contacts", &contact()).await.status(), 201);
    once_drained(&first, "a failed attempt", || {
        first.db().query_row("SELECT attempts FROM alert_outbox", [], |r| r.get::<_, i64>(0)).unwrap() >= 1
    })
    .await;
    assert_eq!(
        first
            .db()
            .query_row("SELECT COUNT(*) FROM alert_outbox WHERE delivered_at IS NULL", [], |r| r.get::<_, i64>(0))
            .unwrap(),
        1
    );

    // The restart, on the same database, with the webhook back: the retry
    // time is pushed to now so the test need not wait a minute.
    first.db().execute("UPDATE alert_outbox SET next_attempt_at = '2000-01-01T00:00:00.000Z'", []).unwrap();
    let mut hook = webhook(0).await;
    let url = hook.url.clone();
    let dir = first.data_dir.path().to_path_buf();
    first.stop().await;
    let _second = spawn_app_with(move |c| {
        c.data_dir = dir;
        c.alerts.webhook_url = Some(url);
    })
    .await;
    let payload = tokio::time::timeout(Duration::from_secs(10), hook.received.recv())
        .await
        .expect("delivered after restart")
        .unwrap();
    assert_eq!(payload["type"], "contact");
    assert_eq!(payload["name"], "Ana Ruiz");
}

#[tokio::test]
async fn the_owner_exports_every_lead_to_csv() {
    let app = spawn_app().await;
    let mut q = quote();
    q["name"] = json!("=cmd|' /C calc'!A0");
    assert_eq!(app.post_json("/api/quotes", &q).await.status(), 201);
    assert_eq!(app.post_json("/api/bookings", &booking()).await.status(), 201);
    assert_eq!(app.post_json("/api/contacts", &contact()).await.status(), 201);
    let file = app.data_dir.path().join("leads.csv");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args(["export", "leads", "--output"])
        .arg(&file)
        .arg("--data-dir")
        .arg(app.data_dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), format!("exported 3 leads to {}", file.display()));
    let csv = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "type,id,created_at,name,phone,email,location,urgency,service,details,contacted");
    assert_eq!(lines.len(), 4);
    assert!(csv.contains("\"Lee Truck\"") && csv.contains("\"Ana Ruiz\""));
    assert!(csv.contains("\"'=cmd|' /C calc'!A0\""), "a formula is defused: {csv}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&file).unwrap().permissions().mode() & 0o777,
            0o600,
            "the CSV is the owner's alone"
        );
    }
}

#[tokio::test]
async fn a_backup_taken_while_the_server_runs_holds_every_lead() {
    let app = spawn_app().await;
    assert_eq!(app.post_json("/api/quotes", &quote()).await.status(), 201);
    assert_eq!(app.post_json("/api/bookings", &booking()).await.status(), 201);
    let file = app.data_dir.path().join("copies").join("today.db");
    let run = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
            .args(["backup", "--output"])
            .arg(&file)
            .arg("--data-dir")
            .arg(app.data_dir.path())
            .output()
            .unwrap()
    };
    let out = run();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        String::from_utf8_lossy(&out.stdout).starts_with("backed up "),
        "one line: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&file), 0o600, "the copy is the owner's alone");
        assert_eq!(mode(file.parent().unwrap()), 0o700, "and so is the folder made for it");
    }
    let copy = rusqlite::Connection::open(&file).unwrap();
    let count =
        |table: &str| copy.query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get::<_, i64>(0)).unwrap();
    assert_eq!((count("quote_submissions"), count("booking_submissions")), (1, 1));
    // An existing file is never overwritten.
    let again = run();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));
}
