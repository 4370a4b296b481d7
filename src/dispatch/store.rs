//! Dispatch in SQLite: assignments, the latest fix of each job on the way,
//! the driver's tracking links, technicians' accounts and the receipts of
//! changes made offline. Every function takes the connection (or the
//! transaction) it works in.
use super::validate::{Fix, Point};
use crate::db;
use crate::jobs::store::Job;
use crate::jobs::validate::JobStatus;
use crate::leads::LeadKind;
use chrono::{DateTime, Duration, Utc};
use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use crate::jobs::store::LINK_LIFETIME_HOURS;
/// An hour after the job ends the page shows only that it is finished.
pub const AFTER_END_DETAIL_MINUTES: i64 = 60;
/// A fix older than this is deleted whatever the job's status.
pub const POSITION_LIFETIME_HOURS: i64 = 24;

fn stamp(t: DateTime<Utc>) -> String {
    crate::time::format(t)
}

fn parse_time(s: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(s).ok().map(|t| t.with_timezone(&Utc))
}

/// A job's status and technician as stored now (after a change was written).
#[derive(Deserialize)]
pub struct JobNow {
    pub status: JobStatus,
    pub technician_id: Option<i64>,
}

pub fn job_now(tx: &rusqlite::Connection, job_id: i64) -> rusqlite::Result<JobNow> {
    tx.query_row("SELECT status, technician_id FROM job_tracking WHERE id = ?1", [job_id], db::row)
}

/// The token of the job's newest tracking link not ended, if any.
pub fn open_link(tx: &rusqlite::Connection, job_id: i64) -> rusqlite::Result<Option<String>> {
    tx.query_row(
        "SELECT token FROM tracking_links WHERE job_id = ?1 AND ended_at IS NULL ORDER BY created_at DESC LIMIT 1",
        [job_id],
        |r| r.get::<_, String>(0),
    )
    .optional()
}

/// A new tracking link of the job, made `now`.
pub fn insert_link(tx: &rusqlite::Connection, token: &str, job_id: i64, now: DateTime<Utc>) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO tracking_links (token, job_id, created_at) VALUES (?1, ?2, ?3)",
        params![token, job_id, stamp(now)],
    )?;
    Ok(())
}

/// Deletes the job's fix (it is kept only while the job is en route).
pub fn delete_position(tx: &rusqlite::Connection, job_id: i64) -> rusqlite::Result<()> {
    tx.execute("DELETE FROM job_positions WHERE job_id = ?1", [job_id])?;
    Ok(())
}

/// Ends the job's links still open, as of `now`.
pub fn end_links(tx: &rusqlite::Connection, job_id: i64, now: DateTime<Utc>) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE tracking_links SET ended_at = ?1 WHERE job_id = ?2 AND ended_at IS NULL",
        params![stamp(now), job_id],
    )?;
    Ok(())
}

/// The stored answer to a change the phone already sent, if it did.
pub fn receipt(c: &rusqlite::Connection, user_id: i64, change_id: &str) -> rusqlite::Result<Option<(i64, String)>> {
    #[derive(Deserialize)]
    struct Receipt {
        job_id: i64,
        answer: String,
    }
    let found: Option<Receipt> = c
        .query_row(
            "SELECT job_id, answer FROM job_change_receipts WHERE change_id = ?1 AND user_id = ?2",
            params![change_id, user_id],
            db::row,
        )
        .optional()?;
    Ok(found.map(|r| (r.job_id, r.answer)))
}

pub fn store_receipt(
    c: &rusqlite::Connection,
    user_id: i64,
    job_id: i64,
    change_id: &str,
    answer: &str,
) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO job_change_receipts (change_id, user_id, job_id, answer, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![change_id, user_id, job_id, answer, crate::time::now_text()],
    )?;
    Ok(())
}

/// The stored fix of a job.
#[derive(Debug, Clone)]
pub struct Stored {
    pub point: Point,
    pub accuracy: f64,
    pub speed_mps: Option<f64>,
    pub eta_seconds: Option<i64>,
    pub distance_km: Option<f64>,
    pub recorded_at: DateTime<Utc>,
}

pub fn position(c: &rusqlite::Connection, job_id: i64) -> rusqlite::Result<Option<Stored>> {
    #[derive(Deserialize)]
    struct Position {
        latitude: f64,
        longitude: f64,
        accuracy: f64,
        speed_mps: Option<f64>,
        eta_seconds: Option<i64>,
        distance_km: Option<f64>,
        recorded_at: String,
    }
    let row = c
        .query_row(
            "SELECT latitude, longitude, accuracy, speed_mps, eta_seconds, distance_km, recorded_at FROM job_positions \
                WHERE job_id = ?1",
            [job_id],
            db::row::<Position>,
        )
        .optional()?;
    Ok(row.and_then(|p| {
        Some(Stored {
            point: Point { latitude: p.latitude, longitude: p.longitude },
            accuracy: p.accuracy,
            speed_mps: p.speed_mps,
            eta_seconds: p.eta_seconds,
            distance_km: p.distance_km,
            recorded_at: parse_time(&p.recorded_at)?,
        })
    }))
}

/// Replaces the job's fix with this one (and its worked-out speed and ETA).
pub fn save_position(
    c: &rusqlite::Connection,
    job_id: i64,
    fix: &Fix,
    at: DateTime<Utc>,
    worked: &super::eta::Worked,
) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO job_positions (job_id, latitude, longitude, accuracy, speed_mps, eta_seconds, distance_km, recorded_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (job_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
           accuracy = excluded.accuracy, speed_mps = excluded.speed_mps, eta_seconds = excluded.eta_seconds,
           distance_km = excluded.distance_km, recorded_at = excluded.recorded_at",
        params![
            job_id,
            fix.point.latitude,
            fix.point.longitude,
            fix.accuracy,
            worked.speed_mps,
            worked.eta_seconds,
            worked.distance_km,
            stamp(at)
        ],
    )?;
    Ok(())
}

/// A tracking link as stored; whether it still answers is
/// `jobs::store::link_expired`'s to say.
#[derive(Deserialize)]
pub struct TrackingLink {
    pub job_id: i64,
    pub created_at: String,
    pub ended_at: Option<String>,
}

impl TrackingLink {
    /// When its job ended the link, if it did.
    pub fn ended(&self) -> Option<DateTime<Utc>> {
        self.ended_at.as_deref().and_then(parse_time)
    }
}

/// The link of a tracking token, whether or not it still answers.
pub fn link(c: &rusqlite::Connection, token: &str) -> rusqlite::Result<Option<TrackingLink>> {
    c.query_row("SELECT job_id, created_at, ended_at FROM tracking_links WHERE token = ?1", [token], db::row).optional()
}

/// The first name the driver sees: the first word of the technician's name,
/// or else of their username.
pub fn first_name(c: &rusqlite::Connection, technician_id: i64) -> rusqlite::Result<Option<String>> {
    #[derive(Deserialize)]
    struct Names {
        full_name: Option<String>,
        username: String,
    }
    let row: Option<Names> =
        c.query_row("SELECT full_name, username FROM users WHERE id = ?1", [technician_id], db::row).optional()?;
    Ok(row.map(|Names { full_name: name, username }| {
        let source = name.filter(|n| !n.trim().is_empty()).unwrap_or(username);
        let word = source.split(|c: char| c.is_whitespace() || matches!(c, '.' | '_' | '-')).find(|w| !w.is_empty());
        let word = word.unwrap_or(&source);
        let mut chars = word.chars();
        chars.next().map(|f| f.to_uppercase().chain(chars).collect()).unwrap_or_default()
    }))
}

/// A technician's account, as the owner's Settings list it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Technician {
    pub id: i64,
    pub username: String,
    pub name: Option<String>,
    pub disabled: bool,
    pub created_at: String,
}

pub fn technicians(c: &rusqlite::Connection) -> rusqlite::Result<Vec<Technician>> {
    let mut stmt = c.prepare(
        "SELECT id, username, full_name AS name, disabled_at IS NOT NULL AS disabled, created_at AS createdAt FROM users
         WHERE is_staff = 1 AND role = 'technician' ORDER BY disabled_at IS NOT NULL, username",
    )?;
    stmt.query_map([], db::row)?.collect()
}

pub fn technician(c: &rusqlite::Connection, id: i64) -> rusqlite::Result<Option<Technician>> {
    Ok(technicians(c)?.into_iter().find(|t| t.id == id))
}

/// Why an account change could not be made.
#[derive(Debug)]
pub enum AccountError {
    UsernameTaken,
    NotFound,
    Other(anyhow::Error),
}

impl From<rusqlite::Error> for AccountError {
    fn from(e: rusqlite::Error) -> Self {
        AccountError::Other(e.into())
    }
}

/// Whether an account (of any kind) has this username.
pub fn username_taken(c: &rusqlite::Connection, username: &str) -> rusqlite::Result<bool> {
    c.query_row("SELECT EXISTS(SELECT 1 FROM users WHERE username = ?1) AS taken", [username], |r| r.get("taken"))
}

/// Disables a technician's account: ends its sessions and unassigns its
/// open jobs (so the board shows them to dispatch again). Answers the jobs
/// that were unassigned.
pub fn disable(c: &rusqlite::Connection, id: i64) -> rusqlite::Result<Vec<i64>> {
    c.execute(
        "UPDATE users SET disabled_at = COALESCE(disabled_at, ?1) WHERE id = ?2",
        params![crate::time::now_text(), id],
    )?;
    c.execute("DELETE FROM sessions WHERE user_id = ?1", [id])?;
    let mut stmt =
        c.prepare("SELECT id FROM job_tracking WHERE technician_id = ?1 AND status NOT IN ('completed', 'cancelled')")?;
    let unassigned = stmt.query_map([id], |r| r.get("id"))?.collect::<Result<_, _>>()?;
    c.execute(
        "UPDATE job_tracking SET technician_id = NULL, version = version + 1 WHERE technician_id = ?1 AND status NOT IN ('completed', 'cancelled')",
        [id],
    )?;
    Ok(unassigned)
}

pub fn enable(c: &rusqlite::Connection, id: i64) -> rusqlite::Result<()> {
    c.execute("UPDATE users SET disabled_at = NULL WHERE id = ?1", [id])?;
    Ok(())
}

/// Stores a new password's hash and ends the account's sessions.
pub fn set_password(c: &rusqlite::Connection, id: i64, hash: &str) -> rusqlite::Result<()> {
    c.execute("UPDATE users SET password = ?1 WHERE id = ?2", params![hash, id])?;
    c.execute("DELETE FROM sessions WHERE user_id = ?1", [id])?;
    Ok(())
}

pub fn set_name(c: &rusqlite::Connection, id: i64, name: Option<&str>) -> rusqlite::Result<()> {
    c.execute("UPDATE users SET full_name = ?1 WHERE id = ?2", params![name, id])?;
    Ok(())
}

/// The dispatch board: every open job, each technician and their last fix.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Board {
    /// Jobs not completed or cancelled, newest first, with their customer's position when known.
    pub jobs: Vec<Job>,
    pub technicians: Vec<BoardTechnician>,
    pub map: MapSettings,
    /// Whether `GET /api/geocode` can search an address (`[geocoder]` is set).
    pub address_search: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoardTechnician {
    pub id: i64,
    pub username: String,
    pub name: Option<String>,
    /// Their newest fix (only a job en route has one).
    pub position: Option<BoardPosition>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoardPosition {
    pub job_id: i64,
    pub latitude: f64,
    pub longitude: f64,
    pub accuracy: f64,
    pub recorded_at: String,
    pub eta_minutes: Option<i64>,
}

/// The tile server and its credit, for the map pages.
#[derive(Debug, Clone, Serialize, PartialEq, Eq, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MapSettings {
    /// A URL template with {z}, {x} and {y}.
    pub tile_url: String,
    /// HTML: the credit the tile server's policy requires.
    pub attribution: String,
}

impl MapSettings {
    pub fn from(config: &crate::config::MapsConfig) -> MapSettings {
        MapSettings { tile_url: config.tile_url.clone(), attribution: config.attribution.clone() }
    }
}

/// The board's jobs: the ids of those not completed or cancelled, newest first.
pub fn open_jobs(c: &rusqlite::Connection) -> rusqlite::Result<Vec<i64>> {
    let mut stmt = c.prepare(
        "SELECT id FROM job_tracking WHERE status NOT IN ('completed', 'cancelled') ORDER BY id DESC LIMIT 500",
    )?;
    stmt.query_map([], |r| r.get("id"))?.collect()
}

/// The board of these jobs (read by the caller from `open_jobs`): each
/// enabled technician with their last fix.
pub fn board(c: &rusqlite::Connection, jobs: Vec<Job>, map: MapSettings) -> rusqlite::Result<Board> {
    #[derive(Deserialize)]
    struct Latest {
        job_id: i64,
        latitude: f64,
        longitude: f64,
        accuracy: f64,
        recorded_at: String,
        eta_seconds: Option<i64>,
    }
    let mut technicians = Vec::new();
    for t in self::technicians(c)?.into_iter().filter(|t| !t.disabled) {
        let position = c
            .query_row(
                "SELECT p.job_id, p.latitude, p.longitude, p.accuracy, p.recorded_at, p.eta_seconds FROM job_positions p
                 JOIN job_tracking j ON j.id = p.job_id WHERE j.technician_id = ?1 ORDER BY p.recorded_at DESC LIMIT 1",
                [t.id],
                db::row::<Latest>,
            )
            .optional()?
            .map(|p| BoardPosition {
                job_id: p.job_id,
                latitude: p.latitude,
                longitude: p.longitude,
                accuracy: p.accuracy,
                recorded_at: p.recorded_at,
                eta_minutes: p.eta_seconds.map(|s| (s + 59) / 60),
            });
        technicians.push(BoardTechnician { id: t.id, username: t.username, name: t.name, position });
    }
    Ok(Board { jobs, technicians, map, address_search: false })
}

/// What the retention sweep removed of dispatch's own data.
pub fn sweep(tx: &rusqlite::Connection, now: DateTime<Utc>) -> rusqlite::Result<usize> {
    let mut n = tx.execute(
        "DELETE FROM job_positions WHERE recorded_at < ?1",
        [stamp(now - Duration::hours(POSITION_LIFETIME_HOURS))],
    )?;
    // A link is dead a day after it was made or a day after its job ended, whichever is later.
    let day_ago = stamp(now - Duration::hours(LINK_LIFETIME_HOURS));
    n += tx.execute(
        "DELETE FROM tracking_links WHERE created_at < ?1 AND (ended_at IS NULL OR ended_at < ?1)",
        [&day_ago],
    )?;
    n += tx.execute("DELETE FROM job_change_receipts WHERE created_at < ?1", [stamp(now - Duration::days(7))])?;
    Ok(n)
}
/// A job's status, None without the job.
pub fn job_status(c: &rusqlite::Connection, id: i64) -> rusqlite::Result<Option<JobStatus>> {
    c.query_row("SELECT status FROM job_tracking WHERE id = ?1", [id], |r| r.get("status")).optional()
}

/// The job a tracking token names (whether or not the link still answers).
pub fn job_of_link(c: &rusqlite::Connection, token: &str) -> rusqlite::Result<i64> {
    c.query_row("SELECT job_id FROM tracking_links WHERE token = ?1", [token], |r| r.get("job_id"))
}

/// The urgency of a job's lead (None without the lead, or without one).
pub fn lead_urgency(tx: &rusqlite::Connection, kind: LeadKind, id: i64) -> rusqlite::Result<Option<String>> {
    tx.query_row(&format!("SELECT urgency FROM {} WHERE id = ?1", kind.table()), [id], |r| r.get("urgency"))
        .optional()
        .map(Option::flatten)
}

/// The phone and email of a job's lead, None without the lead.
#[derive(Deserialize)]
pub struct LeadContact {
    pub phone: Option<String>,
    pub email: Option<String>,
}

pub fn lead_contact(tx: &rusqlite::Connection, kind: LeadKind, id: i64) -> rusqlite::Result<Option<LeadContact>> {
    tx.query_row(&format!("SELECT phone, email FROM {} WHERE id = ?1", kind.table()), [id], db::row).optional()
}
