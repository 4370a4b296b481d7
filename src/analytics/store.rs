//! Writing analytics: raw events and, in the same transaction, the rollups
//! the traffic summary reads. One batch of events is one transaction.
use super::attribution::Attribution;
use super::geo::Place;
use super::payload::{PageEvent, PageView};
use super::summary::{CountryVisitors, PageViews, SourceFigures};
use super::visitor;
use crate::db;
use chrono::{DateTime, Duration, Utc};
use rusqlite::{Connection, OptionalExtension, Transaction, params};
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;

/// What the writer stores. Addresses and user agents travel here only in
/// memory: the address is hashed or truncated before anything is written.
#[derive(Debug, Clone)]
pub enum Event {
    View { at: DateTime<Utc>, view: PageView, ip: IpAddr, user_agent: String, place: Place },
    Page { at: DateTime<Utc>, event: PageEvent, ip: IpAddr, user_agent: String, place: Place },
    Seen { at: DateTime<Utc>, session_id: String },
    Gone { at: DateTime<Utc>, session_id: String },
}

pub use crate::time::format as stamp;

pub fn day_of(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%d").to_string()
}

pub fn hour_of(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%dT%H:00:00Z").to_string()
}

/// The rollup counts a batch adds, summed in memory and written once at the
/// end of the batch: a busy page's view count is one statement per batch,
/// not one per view.
#[derive(Default)]
pub struct Rollups(BTreeMap<(&'static str, Vec<String>, &'static str), i64>);

impl Rollups {
    fn add(&mut self, table: &'static str, keys: &[&str], column: &'static str, by: i64) {
        *self.0.entry((table, keys.iter().map(|k| k.to_string()).collect(), column)).or_default() += by;
    }

    fn flush(self, tx: &rusqlite::Connection) -> rusqlite::Result<()> {
        for ((table, keys, column), by) in self.0 {
            let key_cols: &[&str] = match table {
                "traffic_daily" => &["day"],
                "traffic_hourly" => &["hour"],
                "traffic_daily_pages" => &["day", "page"],
                "traffic_daily_countries" => &["day", "country"],
                _ => &["day", "source"],
            };
            let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
            bump(tx, table, key_cols, &keys, column, by)?;
        }
        Ok(())
    }
}

/// Adds `by` to `column` of the rollup row whose key columns have `keys`.
fn bump(
    tx: &rusqlite::Connection,
    table: &str,
    key_cols: &[&str],
    keys: &[&str],
    column: &str,
    by: i64,
) -> rusqlite::Result<()> {
    let cols = key_cols.join(", ");
    let marks: Vec<String> = (1..=key_cols.len()).map(|i| format!("?{i}")).collect();
    let by_mark = key_cols.len() + 1;
    let sql = format!(
        "INSERT INTO {table} ({cols}, {column}) VALUES ({}, ?{by_mark}) ON CONFLICT ({cols}) DO UPDATE SET {column} = \
            {column} + excluded.{column}",
        marks.join(", ")
    );
    let mut stmt = tx.prepare_cached(&sql)?;
    let mut args: Vec<&dyn rusqlite::ToSql> = keys.iter().map(|k| k as &dyn rusqlite::ToSql).collect();
    args.push(&by);
    stmt.execute(args.as_slice())?;
    Ok(())
}

/// True the first time `visitor` is seen in this scope of the day.
fn first_today(tx: &Transaction, day: &str, scope: &str, visitor: &str) -> rusqlite::Result<bool> {
    let n = tx
        .prepare_cached("INSERT OR IGNORE INTO analytics_day_visitors (day, scope, visitor) VALUES (?1, ?2, ?3)")?
        .execute(params![day, scope, visitor])?;
    Ok(n == 1)
}

/// Salts looked up once per batch and day.
#[derive(Default)]
struct Salts(HashMap<String, Vec<u8>>);

impl Salts {
    fn get(&mut self, tx: &Transaction, day: &str) -> rusqlite::Result<Vec<u8>> {
        if let Some(s) = self.0.get(day) {
            return Ok(s.clone());
        }
        let s = salt_for(tx, day)?;
        self.0.insert(day.to_string(), s.clone());
        Ok(s)
    }
}

pub fn write_batch(tx: &Transaction, events: &[Event]) -> rusqlite::Result<()> {
    let mut salts = Salts::default();
    let r = &mut Rollups::default();
    for e in events {
        match e {
            Event::View { at, view, ip, user_agent, place } => {
                write_view(tx, r, &mut salts, *at, view, *ip, user_agent, place)?
            }
            Event::Page { at, event, ip, user_agent, place } => {
                write_page_event(tx, r, *at, event, *ip, user_agent, place)?
            }
            Event::Seen { at, session_id } => {
                tx.prepare_cached("UPDATE analytics_sessions SET last_seen = ?1, untracked = 0 WHERE session_id = ?2")?
                    .execute(params![stamp(*at), session_id])?;
            }
            Event::Gone { at, session_id } => {
                tx.prepare_cached("UPDATE analytics_sessions SET last_seen = ?1, untracked = 1 WHERE session_id = ?2")?
                    .execute(params![stamp(*at), session_id])?;
            }
        }
    }
    std::mem::take(r).flush(tx)
}

#[allow(clippy::too_many_arguments)]
fn write_view(
    tx: &Transaction,
    r: &mut Rollups,
    salts: &mut Salts,
    at: DateTime<Utc>,
    v: &PageView,
    ip: IpAddr,
    user_agent: &str,
    place: &Place,
) -> rusqlite::Result<()> {
    let (day, hour, now) = (day_of(at), hour_of(at), stamp(at));
    tx.prepare_cached(
        "INSERT INTO page_views (page, user_agent, referrer, session_id, timestamp, country, region, city) VALUES (?1, \
            ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        v.page,
        user_agent,
        v.referrer,
        v.session_id,
        now,
        place.country,
        place.region,
        place.city
    ])?;

    // The session keeps the source of its landing page.
    let a = v.attribution.clone().unwrap_or_default();
    let new_session = tx
        .prepare_cached(
            "INSERT OR IGNORE INTO analytics_sessions (session_id, first_seen, last_seen, source, medium, campaign) \
                VALUES (?1, ?2, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![v.session_id, now, a.source, a.medium, a.campaign])?
        == 1;
    if new_session {
        r.add("traffic_daily", &[&day], "sessions", 1);
    } else {
        tx.prepare_cached("UPDATE analytics_sessions SET last_seen = ?1, untracked = 0 WHERE session_id = ?2")?
            .execute(params![now, v.session_id])?;
    }
    let source: Option<String> = tx
        .prepare_cached("SELECT source FROM analytics_sessions WHERE session_id = ?1")?
        .query_row([&v.session_id], |r| r.get("source"))
        .optional()?
        .flatten();

    r.add("traffic_daily", &[&day], "page_views", 1);
    r.add("traffic_daily_pages", &[&day, &v.page], "views", 1);
    r.add("traffic_hourly", &[&hour], "page_views", 1);

    let visitor = visitor::visitor_hash(&salts.get(tx, &day)?, ip, user_agent);
    if first_today(tx, &day, "", &visitor)? {
        r.add("traffic_daily", &[&day], "visitors", 1);
        let country = place.country.as_deref().unwrap_or("Unknown");
        r.add("traffic_daily_countries", &[&day, country], "visitors", 1);
    }
    if let Some(source) = source
        && first_today(tx, &day, &format!("source:{source}"), &visitor)?
    {
        r.add("traffic_daily_sources", &[&day, &source], "visitors", 1);
    }
    if tx
        .prepare_cached("INSERT OR IGNORE INTO analytics_hour_visitors (hour, visitor) VALUES (?1, ?2)")?
        .execute(params![hour, visitor])?
        == 1
    {
        r.add("traffic_hourly", &[&hour], "visitors", 1);
    }
    Ok(())
}

fn seconds_text(s: f64) -> String {
    let t = format!("{s:.2}");
    t.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn write_page_event(
    tx: &Transaction,
    r: &mut Rollups,
    at: DateTime<Utc>,
    e: &PageEvent,
    ip: IpAddr,
    user_agent: &str,
    place: &Place,
) -> rusqlite::Result<()> {
    let now = stamp(at);
    #[derive(Deserialize)]
    struct Latest {
        id: i64,
        time_on_page: Option<String>,
    }
    let latest: Option<(i64, Option<String>)> = if e.is_follow_up() {
        tx.prepare_cached(
            "SELECT id, time_on_page FROM website_analytics WHERE session_id = ?1 AND page = ?2 ORDER BY \
            id DESC LIMIT 1",
        )?
        .query_row(params![e.session_id, e.page], db::row::<Latest>)
        .optional()?
        .map(|l| (l.id, l.time_on_page))
    } else {
        None
    };
    match &latest {
        // A follow-up of a page view already recorded: it completes that row.
        Some((id, _)) => {
            tx.prepare_cached(
                "UPDATE website_analytics SET
                    time_on_page = COALESCE(?1, time_on_page),
                    bounced = CASE WHEN ?1 IS NULL THEN bounced ELSE ?2 END,
                    form_started = form_started OR ?3,
                    form_completed = form_completed OR ?4,
                    call_button_clicked = call_button_clicked OR ?5,
                    call_button_source = COALESCE(?6, call_button_source)
                 WHERE id = ?7",
            )?
            .execute(params![
                e.time_on_page.map(seconds_text),
                e.bounced,
                e.form_started,
                e.form_completed,
                e.call_button_clicked,
                e.call_button_source,
                id
            ])?;
        }
        None => {
            tx.prepare_cached(
                "INSERT INTO website_analytics (session_id, page, device, browser, location, referrer, load_time, time_on_page, bounced, form_started,
                    form_completed, call_button_clicked, call_button_source, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            )?
            .execute(params![
                e.session_id,
                e.page,
                e.device,
                e.browser,
                place.label(),
                e.referrer,
                e.load_time.map(seconds_text),
                e.time_on_page.map(seconds_text),
                e.bounced,
                e.form_started,
                e.form_completed,
                e.call_button_clicked,
                e.call_button_source,
                now
            ])?;
        }
    }
    if let Some(t) = e.time_on_page {
        // A page left, shown again and left again reports its whole time
        // twice: only the difference is new time on the site.
        let before = latest.and_then(|(_, old)| old).and_then(|s| s.parse::<f64>().ok()).unwrap_or(0.0);
        let added = (t.round() - before.round()).max(0.0) as i64;
        r.add("traffic_daily", &[&day_of(at)], "session_seconds", added);
        tx.prepare_cached(
            "UPDATE page_views SET duration = ?1 WHERE id = (SELECT id FROM page_views WHERE session_id = ?2 AND page \
                = ?3 ORDER BY id DESC LIMIT 1)",
        )?
        .execute(params![t.round() as i64, e.session_id, e.page])?;
    }
    tx.prepare_cached("UPDATE analytics_sessions SET last_seen = ?1 WHERE session_id = ?2")?
        .execute(params![now, e.session_id])?;

    if e.call_button_clicked {
        tx.prepare_cached(
            "INSERT INTO call_tracking (session_id, phone, source, page, user_agent, ip_address, created_at) VALUES \
                (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        )?
        .execute(params![
            e.session_id,
            e.phone,
            e.call_button_source,
            e.page,
            user_agent,
            visitor::truncated(ip),
            now
        ])?;
        #[derive(Deserialize)]
        struct Campaign {
            source: Option<String>,
            medium: Option<String>,
            campaign: Option<String>,
        }
        let session: Option<(Option<String>, Option<String>, Option<String>)> = tx
            .prepare_cached("SELECT source, medium, campaign FROM analytics_sessions WHERE session_id = ?1")?
            .query_row([&e.session_id], db::row::<Campaign>)
            .optional()?
            .map(|c| (c.source, c.medium, c.campaign));
        let (source, medium, campaign) = session.unwrap_or_default();
        let attribution = Attribution {
            source: source.and_then(|s| super::attribution::SOURCES.iter().copied().find(|k| *k == s)),
            medium,
            campaign,
            session_id: Some(e.session_id.clone()),
        };
        conversion(tx, r, "call", Some(&attribution), at)?;
    }
    Ok(())
}

/// A conversion (a lead of any kind, or a call click): its marketing_metrics
/// row and the day's rollups. Leads call this from their own transaction
/// (src/leads/store.rs), so a lead and its conversion are stored together.
pub fn record_conversion(
    tx: &rusqlite::Connection,
    conversion_type: &str,
    attribution: Option<&Attribution>,
    at: DateTime<Utc>,
) -> rusqlite::Result<()> {
    let mut r = Rollups::default();
    conversion(tx, &mut r, conversion_type, attribution, at)?;
    r.flush(tx)
}

fn conversion(
    tx: &rusqlite::Connection,
    r: &mut Rollups,
    conversion_type: &str,
    attribution: Option<&Attribution>,
    at: DateTime<Utc>,
) -> rusqlite::Result<()> {
    let a = attribution.cloned().unwrap_or_default();
    tx.prepare_cached(
        "INSERT INTO marketing_metrics (source, medium, campaign, session_id, conversion_type, \
        created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![a.source, a.medium, a.campaign, a.session_id, conversion_type, stamp(at)])?;
    let day = day_of(at);
    let column = if conversion_type == "call" { "calls" } else { "leads" };
    r.add("traffic_daily", &[&day], column, 1);
    if let Some(source) = a.source {
        r.add("traffic_daily_sources", &[&day, source], column, 1);
    }
    Ok(())
}

/// What one pruning pass deleted.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    pub raw_events: usize,
    pub visitor_sets: usize,
}

/// Deletes raw events older than `retention_days`, a few thousand rows per
/// call so that a lead never waits long behind it; the caller repeats while
/// anything was deleted. Rollups are kept for good. The visitor hash sets
/// (only there to count each visitor once) go after two days, and salts
/// older than today at once.
pub fn prune_step(tx: &Transaction, retention_days: u32, now: DateTime<Utc>) -> rusqlite::Result<Pruned> {
    const CHUNK: usize = 5000;
    let cutoff = stamp(now - Duration::days(i64::from(retention_days)));
    let mut raw = 0;
    for (table, column) in
        [("page_views", "timestamp"), ("website_analytics", "created_at"), ("call_tracking", "created_at")]
    {
        raw += tx.execute(
            &format!(
                "DELETE FROM {table} WHERE id IN (SELECT id FROM {table} WHERE {column} < ?1 ORDER BY \
                {column} LIMIT {CHUNK})"
            ),
            [&cutoff],
        )?;
    }
    raw += tx.execute(
        &format!(
            "DELETE FROM analytics_sessions WHERE session_id IN (SELECT session_id FROM analytics_sessions WHERE \
            last_seen < ?1 LIMIT {CHUNK})"
        ),
        [&cutoff],
    )?;
    let two_days_ago = now - Duration::days(2);
    let mut sets = tx.execute("DELETE FROM analytics_day_visitors WHERE day < ?1", [day_of(two_days_ago)])?;
    sets += tx.execute("DELETE FROM analytics_hour_visitors WHERE hour < ?1", [hour_of(two_days_ago)])?;
    tx.execute("DELETE FROM analytics_salts WHERE day < ?1", [day_of(now)])?;
    Ok(Pruned { raw_events: raw, visitor_sets: sets })
}
/// Today's salt, made on first use; every older salt is deleted at once, so
/// the hashes of earlier days can never be computed again.
pub fn salt_for(tx: &Transaction, day: &str) -> rusqlite::Result<Vec<u8>> {
    let existing: Option<Vec<u8>> =
        tx.query_row("SELECT salt FROM analytics_salts WHERE day = ?1", [day], |r| r.get("salt")).optional()?;
    let salt = match existing {
        Some(s) => s,
        None => {
            let fresh: [u8; 32] = rand::random();
            tx.execute("INSERT INTO analytics_salts (day, salt) VALUES (?1, ?2)", params![day, fresh.to_vec()])?;
            fresh.to_vec()
        }
    };
    tx.execute("DELETE FROM analytics_salts WHERE day < (SELECT MAX(day) FROM analytics_salts)", [])?;
    Ok(salt)
}

// The traffic summary (summary.rs), from the rollups.

/// The sums of `traffic_daily` over a range of days.
#[derive(Deserialize)]
pub struct TrafficTotals {
    pub page_views: i64,
    pub visitors: i64,
    pub sessions: i64,
    pub session_seconds: i64,
    pub leads: i64,
    pub calls: i64,
}

pub fn traffic_totals(c: &Connection, from: &str, to: &str) -> rusqlite::Result<TrafficTotals> {
    c.query_row(
        "SELECT COALESCE(SUM(page_views), 0) AS page_views, COALESCE(SUM(visitors), 0) AS visitors,
                COALESCE(SUM(sessions), 0) AS sessions, COALESCE(SUM(session_seconds), 0) AS session_seconds,
                COALESCE(SUM(leads), 0) AS leads, COALESCE(SUM(calls), 0) AS calls
         FROM traffic_daily WHERE day BETWEEN ?1 AND ?2",
        [from, to],
        db::row,
    )
}

/// Sessions seen since `since` and not untracked.
pub fn active_sessions(c: &Connection, since: &str) -> rusqlite::Result<i64> {
    c.query_row("SELECT COUNT(*) AS n FROM analytics_sessions WHERE last_seen >= ?1 AND untracked = 0", [since], |r| {
        r.get("n")
    })
}

/// The ten most viewed pages of a range of days.
pub fn top_pages(c: &Connection, from: &str, to: &str) -> rusqlite::Result<Vec<PageViews>> {
    let mut stmt = c.prepare_cached(
        "SELECT page, SUM(views) AS views FROM traffic_daily_pages WHERE day BETWEEN ?1 AND ?2 GROUP BY page \
            ORDER BY 2 DESC, page LIMIT 10",
    )?;
    stmt.query_map([from, to], db::row)?.collect()
}

/// The ten countries with the most visitors in a range of days.
pub fn top_countries(c: &Connection, from: &str, to: &str) -> rusqlite::Result<Vec<CountryVisitors>> {
    let mut stmt = c.prepare_cached(
        "SELECT country, SUM(visitors) AS visitors FROM traffic_daily_countries WHERE day BETWEEN ?1 AND ?2 \
            GROUP BY country ORDER BY 2 DESC, country LIMIT 10",
    )?;
    stmt.query_map([from, to], db::row)?.collect()
}

/// Every source's figures in a range of days, most visitors first.
pub fn source_figures(c: &Connection, from: &str, to: &str) -> rusqlite::Result<Vec<SourceFigures>> {
    let mut stmt = c.prepare_cached(
        "SELECT source, SUM(visitors) AS visitors, SUM(leads) AS leads, SUM(calls) AS calls FROM traffic_daily_sources \
            WHERE day BETWEEN ?1 AND ?2 GROUP BY source ORDER BY 2 DESC, source",
    )?;
    stmt.query_map([from, to], db::row)?.collect()
}

/// One hour of `traffic_hourly`.
#[derive(Deserialize)]
pub struct HourRow {
    pub hour: String,
    pub visitors: i64,
    pub page_views: i64,
}

/// The hours between `from` and `to` (both included) that have a row.
pub fn hours(c: &Connection, from: &str, to: &str) -> rusqlite::Result<Vec<HourRow>> {
    let mut stmt =
        c.prepare_cached("SELECT hour, visitors, page_views FROM traffic_hourly WHERE hour BETWEEN ?1 AND ?2")?;
    stmt.query_map([from, to], db::row)?.collect()
}
