//! Benchmark, not a test: seeds a database with page views (one million by
//! default) through the analytics writer, then times the traffic summary.
//!
//!     cargo run --release --example seed_analytics -- [DATA_DIR] [PAGE_VIEWS]
//!
//! DATA_DIR (default ./target/analytics-bench) gets a fresh roadside.db; start
//! `roadside serve --data-dir DATA_DIR` on it afterwards to time
//! GET /api/admin/traffic over HTTP as well.
// A benchmark script: a panic is its error report.
#![allow(clippy::unwrap_used, clippy::expect_used)]
use chrono::{Duration, Utc};
use roadside::analytics::attribution::{Attribution, SOURCES};
use roadside::analytics::geo::Place;
use roadside::analytics::payload::{PageEvent, PageView};
use roadside::analytics::store::{self, Event};
use roadside::analytics::summary::{self, Period};
use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Instant;

const PAGES: [&str; 12] = [
    "/",
    "/quote",
    "/about",
    "/contact",
    "/bookings",
    "/mobile-tire-repair-near-me",
    "/jump-start-battery-service-fl",
    "/emergency-fuel-delivery-fl",
    "/locations/palm-coast",
    "/locations/jacksonville",
    "/locations/daytona-beach",
    "/thank-you",
];
const COUNTRIES: [&str; 4] = ["United States", "United States", "United States", "Canada"];

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "target/analytics-bench".into()));
    let views: usize = args.next().map(|s| s.parse()).transpose()?.unwrap_or(1_000_000);
    let path = dir.join("roadside.db");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let mut conn = roadside::db::open_connection(&path)?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;

    // Four page views a session, spread evenly over the last 30 days; one
    // session in four leaves its last page (a time on page).
    let now = Utc::now();
    let span = Duration::days(30).num_milliseconds();
    let started = Instant::now();
    let mut events = Vec::with_capacity(5000);
    for i in 0..views {
        let at = now - Duration::milliseconds(span - span * i as i64 / views as i64);
        let session = format!("bench-session-{:08}", i / 4);
        let visitor = (i / 4) % 150_000;
        let ip = IpAddr::from([10, (visitor >> 16) as u8, (visitor >> 8) as u8, visitor as u8]);
        let source = SOURCES[(i / 4) % SOURCES.len()];
        let page = PAGES[(i * 7 + i / 4) % PAGES.len()];
        events.push(Event::View {
            at,
            view: PageView {
                session_id: session.clone(),
                page: page.into(),
                referrer: None,
                time_zone: None,
                attribution: Some(Attribution {
                    source: Some(source),
                    medium: None,
                    campaign: None,
                    session_id: Some(session.clone()),
                }),
            },
            ip,
            user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1".into(),
            place: Place { country: Some(COUNTRIES[visitor % COUNTRIES.len()].into()), region: None, city: None },
        });
        if i % 16 == 3 {
            let event = PageEvent {
                session_id: session,
                page: page.into(),
                device: Some("mobile"),
                browser: Some("other"),
                referrer: None,
                load_time: None,
                time_on_page: Some(((i % 120) + 5) as f64),
                bounced: false,
                form_started: false,
                form_completed: false,
                call_button_clicked: false,
                call_button_source: None,
                phone: None,
                time_zone: None,
            };
            events.push(Event::Page { at, event, ip, user_agent: String::new(), place: Place::default() });
        }
        if events.len() >= 5000 || i + 1 == views {
            let tx = conn.transaction()?;
            store::write_batch(&tx, &events)?;
            tx.commit()?;
            events.clear();
        }
    }
    let seeded = started.elapsed();
    let stored: i64 = conn.query_row("SELECT COUNT(*) FROM page_views", [], |r| r.get(0))?;
    println!(
        "seeded {stored} page views in {:.1} s ({:.0} events/s through the writer, one transaction per 5000)",
        seeded.as_secs_f64(),
        views as f64 / seeded.as_secs_f64()
    );

    for period in ["today", "7d", "30d"] {
        let period = Period::parse(Some(period)).map_err(|e| anyhow::anyhow!("{e:?}"))?;
        let mut times = Vec::new();
        let mut last = serde_json::Value::Null;
        for _ in 0..50 {
            let t = Instant::now();
            last = serde_json::to_value(summary::traffic(&conn, period, Utc::now())?)?;
            times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        times.sort_by(f64::total_cmp);
        println!(
            "traffic summary {:>5}: median {:.2} ms, max {:.2} ms (totalPageViews {}, uniqueVisitors {})",
            last["period"].as_str().unwrap_or(""),
            times[times.len() / 2],
            times[times.len() - 1],
            last["totalPageViews"],
            last["uniqueVisitors"]
        );
    }
    Ok(())
}
