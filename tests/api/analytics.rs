//! First-party analytics: the tracker's endpoints, who is not counted, what is
//! kept about a visitor, the traffic summary, retention, and lead sources.
use crate::helpers::{TestApp, spawn_app, spawn_app_with};
use crate::leads_staff::staff_cookie;
use chrono::{DateTime, Duration, Utc};
use roadside::analytics::attribution::Attribution;
use roadside::analytics::geo::Place;
use roadside::analytics::payload::{PageEvent, PageView};
use roadside::analytics::store::{self, Event};
use serde_json::{Value, json};
use std::net::IpAddr;

const PHONE_UA: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like \
    Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SESSION: &str = "3f2a9c1e-5b7d-4e8f-a1b2-c3d4e5f6a7b8";

async fn post_as(app: &TestApp, ua: &str, path: &str, body: &Value) -> reqwest::Response {
    app.client.post(app.url(path)).header("user-agent", ua).json(body).send().await.expect("request sent")
}

async fn track(app: &TestApp, path: &str, body: &Value) -> u16 {
    post_as(app, PHONE_UA, path, body).await.status().as_u16()
}

/// Events are written by a background task: wait until `sql` counts `want`.
async fn eventually(app: &TestApp, sql: &str, want: i64) {
    let count = || app.db().query_row(sql, [], |r| r.get::<_, i64>(0)).unwrap();
    crate::helpers::eventually(&format!("{sql} counting {want}"), std::time::Duration::from_secs(2), async || {
        count() == want
    })
    .await;
}

fn page_view(session: &str, page: &str) -> Value {
    json!({ "sessionId": session, "page": page, "userAgent": PHONE_UA, "referrer": "", "timeZone": "America/New_York" })
}

fn invalid_fields(body: &Value) -> Vec<String> {
    body["fields"].as_object().map(|f| f.keys().cloned().collect()).unwrap_or_default()
}

#[tokio::test]
async fn a_page_view_is_answered_204_and_stored_with_its_place_from_the_time_zone() {
    let app = spawn_app().await;
    assert_eq!(track(&app, "/api/track-pageview", &page_view(SESSION, "/quote?token=secret")).await, 204);
    eventually(&app, "SELECT COUNT(*) FROM page_views", 1).await;
    let (page, country, region): (String, String, String) = app
        .db()
        .query_row("SELECT page, country, region FROM page_views", [], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap();
    assert_eq!((page.as_str(), country.as_str(), region.as_str()), ("/quote", "United States", "Eastern US"));
}

#[tokio::test]
async fn bad_tracker_payloads_get_a_400_naming_the_field() {
    let app = spawn_app().await;
    let cases = [
        ("/api/track-pageview", json!({ "sessionId": SESSION }), "page"),
        ("/api/track-pageview", json!({ "sessionId": "short", "page": "/" }), "sessionId"),
        ("/api/track-pageview", json!({ "sessionId": SESSION, "page": "/", "attribution": "google" }), "attribution"),
        ("/api/website-analytics", json!({ "sessionId": SESSION, "page": "/", "device": "toaster" }), "device"),
        ("/api/website-analytics", json!({ "sessionId": SESSION, "page": "/", "browser": "mosaic" }), "browser"),
        ("/api/website-analytics", json!({ "sessionId": SESSION, "page": "/", "loadTime": "soon" }), "loadTime"),
        (
            "/api/website-analytics",
            json!({ "sessionId": SESSION, "page": "/", "timeOnPage": "99999999" }),
            "timeOnPage",
        ),
        ("/api/website-analytics", json!({ "sessionId": SESSION, "page": "/", "formStarted": "yes" }), "formStarted"),
        (
            "/api/website-analytics",
            json!({ "sessionId": SESSION, "page": "/", "callButtonClicked": true, "phone": "call me" }),
            "phone",
        ),
        ("/api/untrack-user", json!({}), "sessionId"),
        ("/api/track-user", json!({ "sessionId": 42 }), "sessionId"),
    ];
    for (path, body, field) in cases {
        let resp = post_as(&app, PHONE_UA, path, &body).await;
        assert_eq!(resp.status(), 400, "{path} {body}");
        let err: Value = resp.json().await.unwrap();
        assert_eq!(invalid_fields(&err), vec![field.to_string()], "{path} {body}");
    }
    let resp = app
        .client
        .post(app.url("/api/track-pageview"))
        .header("user-agent", PHONE_UA)
        .body("not json")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(app.count("page_views") + app.count("website_analytics"), 0);
}

#[tokio::test]
async fn every_valid_tracker_payload_is_answered_204() {
    let app = spawn_app().await;
    // As the spec's tracker sends them, strings for numbers; beacons as text/plain.
    assert_eq!(track(&app, "/api/track-pageview", &page_view(SESSION, "/")).await, 204);
    let analytics = json!({ "sessionId": SESSION, "page": "/", "device": "mobile", "browser": "chrome", "referrer": "", "loadTime": "0.84",
        "timeOnPage": "", "bounced": false, "formStarted": false, "formCompleted": false, "callButtonClicked": false, "callButtonSource": null });
    assert_eq!(track(&app, "/api/website-analytics", &analytics).await, 204);
    let resp = app.client.post(app.url("/api/track-user")).header("user-agent", PHONE_UA).send().await.unwrap();
    assert_eq!(resp.status(), 204, "track-user has no payload in the spec");
    assert_eq!(track(&app, "/api/track-user", &json!({ "sessionId": SESSION })).await, 204);
    let beacon = app
        .client
        .post(app.url("/api/untrack-user"))
        .header("user-agent", PHONE_UA)
        .header("content-type", "text/plain;charset=UTF-8")
        .body(json!({ "sessionId": SESSION }).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(beacon.status(), 204);
    eventually(&app, "SELECT COUNT(*) FROM analytics_sessions WHERE untracked = 1", 1).await;
    eventually(&app, "SELECT COUNT(*) FROM website_analytics WHERE load_time = '0.84' AND device = 'mobile'", 1).await;
}

#[tokio::test]
async fn leaving_a_page_completes_its_row_with_the_time_and_a_bounce_under_thirty_seconds() {
    let app = spawn_app().await;
    let base =
        json!({ "sessionId": SESSION, "page": "/about", "device": "desktop", "browser": "firefox", "loadTime": "1.2" });
    track(&app, "/api/track-pageview", &page_view(SESSION, "/about")).await;
    track(&app, "/api/website-analytics", &base).await;
    eventually(&app, "SELECT COUNT(*) FROM website_analytics", 1).await;
    let mut leave = base.clone();
    leave["timeOnPage"] = json!("12");
    leave["bounced"] = json!(false);
    assert_eq!(track(&app, "/api/website-analytics", &leave).await, 204);
    eventually(&app, "SELECT COUNT(*) FROM website_analytics WHERE time_on_page = '12' AND bounced = 1", 1).await;
    eventually(&app, "SELECT COUNT(*) FROM page_views WHERE duration = 12", 1).await;
    assert_eq!(app.count("website_analytics"), 1, "leaving completes the page view's row, it adds none");
}

#[tokio::test]
async fn crawlers_and_headless_browsers_are_not_counted() {
    let app = spawn_app().await;
    let headless =
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36";
    for ua in [GOOGLEBOT, headless, ""] {
        let resp = post_as(&app, ua, "/api/track-pageview", &page_view(SESSION, "/")).await;
        assert_eq!(resp.status(), 204, "a bot is not told it was ignored");
    }
    // A person's view afterwards is written, so the bots' would have been too.
    track(&app, "/api/track-pageview", &page_view("person-session-1", "/")).await;
    eventually(&app, "SELECT COUNT(*) FROM page_views", 1).await;
    assert_eq!(
        app.db().query_row("SELECT session_id FROM page_views", [], |r| r.get::<_, String>(0)).unwrap(),
        "person-session-1"
    );
}

#[tokio::test]
async fn signed_in_staff_are_not_counted() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let resp = app
        .client
        .post(app.url("/api/track-pageview"))
        .header("user-agent", PHONE_UA)
        .header("cookie", &cookie)
        .json(&page_view(SESSION, "/"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 204);
    track(&app, "/api/track-pageview", &page_view("visitor-session-1", "/")).await;
    eventually(&app, "SELECT COUNT(*) FROM page_views", 1).await;
    assert_eq!(app.count("analytics_sessions"), 1);
}

#[tokio::test]
async fn one_address_cannot_flood_the_tracker() {
    let app = spawn_app_with(|c| c.analytics_events_per_minute = 5).await;
    let mut statuses = Vec::new();
    for _ in 0..7 {
        statuses.push(track(&app, "/api/track-user", &json!({ "sessionId": SESSION })).await);
    }
    assert_eq!(statuses, vec![204, 204, 204, 204, 204, 429, 429]);
}

#[tokio::test]
async fn a_call_click_is_recorded_with_its_button_a_truncated_address_and_a_conversion() {
    let app = spawn_app_with(|c| c.trust_proxy_headers = true).await;
    let landing = json!({ "sessionId": SESSION, "page": "/", "referrer": "", "userAgent": PHONE_UA,
        "attribution": { "source": "google-organic", "medium": "organic", "sessionId": SESSION } });
    track(&app, "/api/track-pageview", &landing).await;
    track(
        &app,
        "/api/website-analytics",
        &json!({ "sessionId": SESSION, "page": "/", "device": "mobile", "browser": "other" }),
    )
    .await;
    let click = json!({ "sessionId": SESSION, "page": "/", "device": "mobile", "browser": "other", "callButtonClicked": true, "callButtonSource": "hero", "phone": "+13863728412" });
    for (ua, ip) in [(PHONE_UA, "203.0.113.77"), (PHONE_UA, "2001:db8:abcd:12::1")] {
        let resp = app
            .client
            .post(app.url("/api/website-analytics"))
            .header("user-agent", ua)
            .header("x-forwarded-for", ip)
            .json(&click)
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), 204);
    }
    eventually(&app, "SELECT COUNT(*) FROM call_tracking", 2).await;
    let db = app.db();
    let rows: Vec<(String, String, String, String)> = db
        .prepare("SELECT phone, source, page, ip_address FROM call_tracking ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(rows[0], ("+13863728412".into(), "hero".into(), "/".into(), "203.0.113.0".into()));
    assert_eq!(rows[1].3, "2001:db8:abcd::");
    let (clicked, source): (bool, String) = db
        .query_row("SELECT call_button_clicked, call_button_source FROM website_analytics", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert!(clicked);
    assert_eq!(source, "hero");
    let conversions: i64 = db
        .query_row("SELECT COUNT(*) FROM marketing_metrics WHERE conversion_type = 'call' AND source = 'google-organic' AND session_id = ?1", [SESSION], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(conversions, 2);
    let dump: String = db
        .query_row("SELECT group_concat(COALESCE(ip_address, ''), ' ') FROM call_tracking", [], |r| r.get(0))
        .unwrap();
    assert!(!dump.contains("203.0.113.77") && !dump.contains("::1"), "a whole address was stored: {dump}");
}

fn quote_with(attribution: Value) -> Value {
    json!({
        "name": "Dana Driver", "phone": "(386) 555-0123", "email": "", "location": "Palm Coast, FL",
        "serviceType": "Other", "vehicleInfo": "", "urgency": "Today", "description": "Slow leak in the rear left tire.",
        "attribution": attribution
    })
}

#[tokio::test]
async fn a_quote_keeps_the_source_of_its_visit_and_writes_a_conversion() {
    let app = spawn_app().await;
    let resp = app
        .post_json(
            "/api/quotes",
            &quote_with(json!({ "source": "google-ads", "medium": "cpc", "campaign": "tires", "sessionId": SESSION })),
        )
        .await;
    assert_eq!(resp.status(), 201);
    let id = resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let db = app.db();
    let stored: (String, String, String, String) = db
        .query_row("SELECT source, medium, campaign, session_id FROM quote_submissions WHERE id = ?1", [id], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
        })
        .unwrap();
    assert_eq!(stored, ("google-ads".into(), "cpc".into(), "tires".into(), SESSION.into()));
    let metric: (String, String, String, String, Option<f64>) = db
        .query_row(
            "SELECT source, medium, campaign, conversion_type, conversion_value FROM marketing_metrics",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .unwrap();
    assert_eq!(metric, ("google-ads".into(), "cpc".into(), "tires".into(), "quote".into(), None));
}

#[tokio::test]
async fn a_lead_with_an_unknown_source_counts_as_referral_and_one_without_attribution_still_converts() {
    let app = spawn_app().await;
    assert_eq!(app.post_json("/api/quotes", &quote_with(json!({ "source": "myspace" }))).await.status(), 201);
    assert_eq!(
        app.post_json(
            "/api/contacts",
            &json!({ "name": "Al", "phone": "(386) 555-0123", "location": "Palm Coast, FL", "urgency": "Today", "message": "Need a jump start please." })
        )
        .await
        .status(),
        201
    );
    let sources: Vec<(Option<String>, String)> = app
        .db()
        .prepare("SELECT source, conversion_type FROM marketing_metrics ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(sources, vec![(Some("referral".into()), "quote".into()), (None, "contact".into())]);
    let resp = app.post_json("/api/quotes", &quote_with(json!("google"))).await;
    assert_eq!(resp.status(), 400);
    assert!(invalid_fields(&resp.json().await.unwrap()).contains(&"attribution".to_string()));
}

// --- The traffic summary, against a database seeded through the writer ---

fn ip(n: u8) -> IpAddr {
    IpAddr::from([198, 51, 100, n])
}

fn view(
    at: DateTime<Utc>,
    session: &str,
    page: &str,
    visitor: u8,
    country: &str,
    source: Option<&'static str>,
) -> Event {
    Event::View {
        at,
        view: PageView {
            session_id: session.into(),
            page: page.into(),
            referrer: None,
            time_zone: None,
            attribution: source.map(|s| Attribution {
                source: Some(s),
                medium: None,
                campaign: None,
                session_id: Some(session.into()),
            }),
        },
        ip: ip(visitor),
        user_agent: PHONE_UA.into(),
        place: Place { country: Some(country.into()), region: None, city: None },
    }
}

fn leave(at: DateTime<Utc>, session: &str, page: &str, seconds: f64) -> Event {
    Event::Page {
        at,
        event: PageEvent {
            session_id: session.into(),
            page: page.into(),
            device: None,
            browser: None,
            referrer: None,
            load_time: None,
            time_on_page: Some(seconds),
            bounced: seconds < 30.0,
            form_started: false,
            form_completed: false,
            call_button_clicked: false,
            call_button_source: None,
            phone: None,
            time_zone: None,
        },
        ip: ip(1),
        user_agent: PHONE_UA.into(),
        place: Place::default(),
    }
}

fn call(at: DateTime<Utc>, session: &str) -> Event {
    let Event::Page { event, .. } = leave(at, session, "/", 0.0) else { unreachable!() };
    let event = PageEvent {
        time_on_page: None,
        bounced: false,
        call_button_clicked: true,
        call_button_source: Some("nav".into()),
        phone: Some("+13863728412".into()),
        ..event
    };
    Event::Page { at, event, ip: ip(1), user_agent: PHONE_UA.into(), place: Place::default() }
}

fn seed(app: &TestApp, events: &[Event]) {
    let mut c = roadside::db::open_connection(&app.data_dir.path().join("roadside.db")).unwrap();
    let tx = c.transaction().unwrap();
    store::write_batch(&tx, events).unwrap();
    tx.commit().unwrap();
}

async fn traffic(app: &TestApp, cookie: &str, period: &str) -> Value {
    let resp = app
        .client
        .get(app.url(&format!("/api/admin/traffic?period={period}")))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    resp.json().await.unwrap()
}

#[tokio::test]
async fn the_traffic_summary_gives_every_figure_for_the_period_and_the_one_before() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let now = Utc::now();
    // Today: two visitors in three sessions (visitor 1 comes back), four page
    // views; one session lasts 40 s, one 20 s, one has no leave event.
    seed(
        &app,
        &[
            view(now, "s-today-1", "/", 1, "United States", Some("google-ads")),
            view(now, "s-today-1", "/quote", 1, "United States", Some("google-ads")),
            leave(now, "s-today-1", "/quote", 40.0),
            view(now, "s-today-2", "/", 2, "Canada", Some("facebook")),
            leave(now, "s-today-2", "/", 20.0),
            view(now, "s-today-3", "/", 1, "United States", Some("direct")),
            call(now, "s-today-1"),
        ],
    );
    // Yesterday: one visitor, one view of 90 s. Ten days ago: one view.
    let yesterday = now - Duration::days(1);
    seed(
        &app,
        &[
            view(yesterday, "s-yday", "/about", 3, "United States", Some("google-organic")),
            leave(yesterday, "s-yday", "/about", 90.0),
        ],
    );
    seed(&app, &[view(now - Duration::days(10), "s-old", "/contact", 4, "Mexico", None)]);
    // A lead from today's Google Ads visit.
    app.post_json(
        "/api/quotes",
        &quote_with(json!({ "source": "google-ads", "medium": "cpc", "sessionId": "s-today-1" })),
    )
    .await;

    let t = traffic(&app, &cookie, "today").await;
    assert_eq!(t["period"], "today");
    assert_eq!(t["totalPageViews"], 4);
    assert_eq!(t["uniqueVisitors"], 2);
    assert_eq!(t["avgSessionDuration"], 20, "(40 + 20 + 0) s over 3 sessions");
    assert_eq!(t["activeUsers"], 3, "the three sessions of today were seen just now");
    assert_eq!(t["topPages"], json!([{ "page": "/", "views": 3 }, { "page": "/quote", "views": 1 }]));
    assert_eq!(
        t["locationData"],
        json!([{ "country": "Canada", "visitors": 1 }, { "country": "United States", "visitors": 1 }])
    );
    assert_eq!(t["leads"], 1);
    assert_eq!(t["calls"], 1);
    let sources = t["sources"].as_array().unwrap();
    let ads = sources.iter().find(|s| s["source"] == "google-ads").unwrap();
    assert_eq!(ads, &json!({ "source": "google-ads", "visitors": 1, "leads": 1, "calls": 1 }));
    assert!(sources.iter().any(|s| s == &json!({ "source": "facebook", "visitors": 1, "leads": 0, "calls": 0 })));
    assert_eq!(
        t["previous"],
        json!({ "totalPageViews": 1, "uniqueVisitors": 1, "avgSessionDuration": 90, "leads": 0, "calls": 0 })
    );

    let hourly = t["hourlyData"].as_array().unwrap();
    assert_eq!(hourly.len(), 24);
    let this_hour = now.format("%Y-%m-%dT%H:00:00Z").to_string();
    assert_eq!(hourly[23], json!({ "hour": this_hour, "visitors": 2, "pageViews": 4 }));
    let first = (now - Duration::hours(23)).format("%Y-%m-%dT%H:00:00Z").to_string();
    assert_eq!(hourly[0]["hour"], first);
    // Yesterday's view, 24 hours ago, is just outside the chart.
    assert_eq!(hourly.iter().map(|h| h["pageViews"].as_i64().unwrap()).sum::<i64>(), 4);

    let week = traffic(&app, &cookie, "7d").await;
    assert_eq!(week["totalPageViews"], 5);
    assert_eq!(week["uniqueVisitors"], 3);
    assert_eq!(week["previous"]["totalPageViews"], 1, "ten days ago falls in the 7 days before");
    let month = traffic(&app, &cookie, "30d").await;
    assert_eq!(month["totalPageViews"], 6);
    assert_eq!(month["previous"]["totalPageViews"], 0);
}

#[tokio::test]
async fn a_visitor_on_two_days_counts_as_two_and_only_todays_salt_is_kept() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let now = Utc::now();
    let yesterday = now - Duration::days(1);
    // The same address and browser, yesterday and today.
    seed(&app, &[view(yesterday, "s-a", "/", 7, "United States", None)]);
    seed(
        &app,
        &[view(now, "s-b", "/", 7, "United States", None), view(now, "s-c", "/about", 7, "United States", None)],
    );
    let week = traffic(&app, &cookie, "7d").await;
    assert_eq!(week["uniqueVisitors"], 2, "the same person on two days is two visitors");
    assert_eq!(week["totalPageViews"], 3);
    let days: Vec<String> = app
        .db()
        .prepare("SELECT day FROM analytics_salts")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(days, vec![now.format("%Y-%m-%d").to_string()]);
}

#[tokio::test]
async fn the_traffic_summary_is_for_staff_and_names_a_bad_period() {
    let app = spawn_app().await;
    assert_eq!(app.get("/api/admin/traffic").await.status(), 401);
    for list in ["/api/website-analytics", "/api/call-tracking", "/api/marketing-metrics"] {
        assert_eq!(app.get(list).await.status(), 401, "{list}");
    }
    let cookie = staff_cookie(&app).await;
    let t = traffic(&app, &cookie, "").await;
    assert_eq!(t["period"], "today");
    assert_eq!(t["hourlyData"].as_array().unwrap().len(), 24);
    let resp =
        app.client.get(app.url("/api/admin/traffic?period=year")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(resp.status(), 400);
    assert_eq!(invalid_fields(&resp.json().await.unwrap()), vec!["period".to_string()]);
}

#[tokio::test]
async fn staff_page_through_analytics_calls_and_conversions_newest_first() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let now = Utc::now();
    let events: Vec<Event> = (0..5)
        .flat_map(|i| {
            [
                view(now, &format!("s-list-{i}"), "/", 1, "United States", Some("direct")),
                call(now, &format!("s-list-{i}")),
            ]
        })
        .collect();
    seed(&app, &events);
    for list in ["/api/website-analytics", "/api/call-tracking", "/api/marketing-metrics"] {
        let first: Value = app.get_json_as(&format!("{list}?limit=3"), &cookie).await;
        let items = first["items"].as_array().unwrap();
        assert_eq!(items.len(), 3, "{list}");
        assert!(items[0]["id"].as_i64() > items[1]["id"].as_i64(), "{list} newest first");
        assert!(items[0].get("sessionId").is_some() && items[0].get("createdAt").is_some(), "{list}: {}", items[0]);
        let cursor = first["nextCursor"].as_str().unwrap();
        let rest: Value = app.get_json_as(&format!("{list}?limit=3&cursor={cursor}"), &cookie).await;
        assert_eq!(rest["items"].as_array().unwrap().len(), 2, "{list}");
        assert_eq!(rest["nextCursor"], Value::Null);
        let bad = app.client.get(app.url(&format!("{list}?limit=0"))).header("cookie", &cookie).send().await.unwrap();
        assert_eq!(bad.status(), 400);
    }
}

#[tokio::test]
async fn raw_events_past_their_retention_are_pruned_and_the_daily_totals_stay() {
    let app = spawn_app().await;
    let cookie = staff_cookie(&app).await;
    let now = Utc::now();
    let old = now - Duration::days(20);
    seed(
        &app,
        &[
            view(old, "s-old", "/", 1, "United States", None),
            call(old, "s-old"),
            view(now, "s-new", "/", 2, "United States", None),
        ],
    );
    let mut c = roadside::db::open_connection(&app.data_dir.path().join("roadside.db")).unwrap();
    let tx = c.transaction().unwrap();
    let pruned = store::prune_step(&tx, 10, now).unwrap();
    tx.commit().unwrap();
    assert_eq!(pruned.raw_events, 4, "the old page view, its analytics row, its call and its session");
    assert_eq!(app.count("page_views"), 1);
    assert_eq!(app.count("call_tracking"), 0);
    assert_eq!(app.count("analytics_sessions"), 1);
    assert_eq!(
        app.db()
            .query_row(
                "SELECT COUNT(*) FROM analytics_day_visitors WHERE day < ?1",
                [(now - Duration::days(2)).format("%Y-%m-%d").to_string()],
                |r| r.get::<_, i64>(0)
            )
            .unwrap(),
        0
    );
    let month = traffic(&app, &cookie, "30d").await;
    assert_eq!(month["totalPageViews"], 2, "rollups are kept for good");
    assert_eq!(month["calls"], 1);
}

#[tokio::test]
async fn when_the_queue_is_full_analytics_events_are_dropped_and_leads_are_not() {
    let app = spawn_app_with(|c| {
        c.analytics_queue_capacity = 1;
        c.analytics_events_per_minute = 10_000;
    })
    .await;
    // Hold the database so the writer cannot drain the queue during the burst.
    let holder = app.db();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let mut burst = tokio::task::JoinSet::new();
    for i in 0..300 {
        let (client, url) = (app.client.clone(), app.url("/api/track-pageview"));
        burst.spawn(async move {
            let body = page_view(&format!("burst-session-{i:04}"), "/");
            client.post(url).header("user-agent", PHONE_UA).json(&body).send().await.unwrap().status().as_u16()
        });
    }
    let statuses: Vec<u16> = burst.join_all().await;
    assert!(statuses.iter().all(|s| *s == 204), "the tracker is never told: {statuses:?}");
    holder.execute_batch("COMMIT").unwrap();
    assert_eq!(app.post_json("/api/quotes", &quote_with(json!({ "source": "direct" }))).await.status(), 201);
    // The writer drains its queue of one once the database is free.
    crate::helpers::eventually("a page view written", std::time::Duration::from_secs(2), async || {
        app.count("page_views") > 0
    })
    .await;
    let written = app.count("page_views");
    assert!(written > 0 && written < 300, "{written} of 300 written with a queue of one");
    assert_eq!(app.count("quote_submissions"), 1);
}
