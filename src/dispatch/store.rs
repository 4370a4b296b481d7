//! Dispatch in SQLite: assignments, the latest fix of each job on the way,
//! the driver's tracking links, technicians' accounts and the receipts of
//! changes made offline. Every function takes the connection (or the
//! transaction) it works in.
use super::validate::{Fix, Point};
use crate::accounts::Role;
use crate::db;
use crate::jobs::store::{Job, JobError};
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

/// What a job change set off, carried out after the commit (`AppState::after_commit`).
pub use crate::state::Effects;

/// Makes a job from a lead (`jobs::store::insert`) with what that sets off:
/// dispatch's pushes and links, a review request, then the audit row. Answers
/// the job, whether it is new, and whom to tell after the commit.
#[tracing::instrument(level = "debug", name = "dispatch::create_job", skip_all)]
pub fn create_job(
    c: &mut rusqlite::Connection,
    staff: &crate::accounts::Staff,
    new: &crate::jobs::validate::NewJob,
    config: &crate::config::Config,
) -> Result<(Job, bool, Effects), JobError> {
    let tx = c.transaction()?;
    let (before, created) = crate::jobs::store::insert(&tx, new)?;
    if !created {
        return Ok((before, false, Effects::default()));
    }
    let (after, effects) = follow_up(&tx, config, &before)?;
    crate::jobs::store::record(&tx, staff, None, &after)?;
    tx.commit()?;
    Ok((after, true, effects))
}

/// Changes a job (audited) and answers it as it is now, with what the
/// change set off (whom to tell); the caller publishes those after the commit.
#[tracing::instrument(level = "debug", name = "dispatch::update_job", skip_all, fields(job = id))]
pub fn update_job(
    c: &mut rusqlite::Connection,
    staff: &crate::accounts::Staff,
    id: i64,
    changes: &crate::jobs::validate::JobChanges,
    config: &crate::config::Config,
) -> Result<(Job, Effects), JobError> {
    let tx = c.transaction()?;
    let out = update_job_in(&tx, staff, id, changes, config)?;
    tx.commit()?;
    Ok(out)
}

/// `update_job` inside the caller's transaction (a technician's change
/// stores its receipt in the same one).
pub fn update_job_in(
    tx: &rusqlite::Connection,
    staff: &crate::accounts::Staff,
    id: i64,
    changes: &crate::jobs::validate::JobChanges,
    config: &crate::config::Config,
) -> Result<(Job, Effects), JobError> {
    let before = crate::jobs::store::change(tx, id, changes)?;
    let (after, effects) = follow_up(tx, config, &before)?;
    crate::jobs::store::record(tx, staff, Some(&before), &after)?;
    Ok((after, effects))
}

/// What a job's change sets off, in its transaction: dispatch's (pushes,
/// the tracking link), then the review request of a completed job. Answers
/// the job as it is now.
fn follow_up(
    tx: &rusqlite::Connection,
    config: &crate::config::Config,
    before: &Job,
) -> Result<(Job, Effects), JobError> {
    let mut effects = after_change(tx, config, before)?;
    let after = crate::jobs::store::job(tx, before.id)?.ok_or(JobError::NotFound)?;
    effects.review_scheduled = crate::reviews::store::after_job_change(tx, config, before, &after)?;
    effects.events.push(crate::leads::feed::record_job(tx, after.id, after.version)?);
    Ok((after, effects))
}

fn stamp(t: DateTime<Utc>) -> String {
    crate::time::format(t)
}

fn parse_time(s: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(s).ok().map(|t| t.with_timezone(&Utc))
}

pub use crate::jobs::store::{customer_point, link_expired, live_link};

/// What follows from a job's change, in its transaction: a newly assigned
/// technician is pushed the job; On my way makes the tracking link (and
/// texts and mails it, once per link); leaving en route deletes the fix;
/// the job's end ends the link.
pub fn after_change(
    tx: &rusqlite::Connection,
    config: &crate::config::Config,
    before: &Job,
) -> Result<Effects, JobError> {
    let now = Utc::now();
    #[derive(Deserialize)]
    struct Now {
        status: JobStatus,
        technician_id: Option<i64>,
    }
    let Now { status, technician_id } =
        tx.query_row("SELECT status, technician_id FROM job_tracking WHERE id = ?1", [before.id], db::row)?;
    let (status, was) = (Some(status), Some(before.status));
    let mut effects = Effects::default();
    effects.technicians.extend(before.technician_id);
    if let Some(id) = technician_id
        && !effects.technicians.contains(&id)
    {
        effects.technicians.push(id);
    }
    if technician_id.is_some() && technician_id != before.technician_id {
        effects.queued |= super::notify::job_assigned(tx, config, before.id, technician_id)?;
    }
    if status == Some(JobStatus::EnRoute) && was != Some(JobStatus::EnRoute) {
        let open = tx
            .query_row(
                "SELECT token FROM tracking_links WHERE job_id = ?1 AND ended_at IS NULL ORDER BY created_at DESC LIMIT 1",
                [before.id],
                |r| r.get::<_, String>(0),
            )
            .optional()?
            .filter(|_| live_link(tx, before.id, now).ok().flatten().is_some());
        if open.is_none() {
            let token = crate::accounts::random_url_token();
            tx.execute(
                "INSERT INTO tracking_links (token, job_id, created_at) VALUES (?1, ?2, ?3)",
                params![token, before.id, stamp(now)],
            )?;
            let url = format!("{}/track/{token}", config.base_url);
            effects.queued |= super::notify::tracking_link(tx, config, before, &url)?;
        }
    }
    if status != Some(JobStatus::EnRoute) {
        tx.execute("DELETE FROM job_positions WHERE job_id = ?1", [before.id])?;
    }
    if matches!(status, Some(JobStatus::Completed | JobStatus::Cancelled)) {
        tx.execute(
            "UPDATE tracking_links SET ended_at = ?1 WHERE job_id = ?2 AND ended_at IS NULL",
            params![stamp(now), before.id],
        )?;
    }
    Ok(effects)
}

/// The job, if it is assigned to this technician (another's is as good as none).
pub fn technicians_job(c: &rusqlite::Connection, technician_id: i64, job_id: i64) -> rusqlite::Result<Option<Job>> {
    Ok(crate::jobs::store::job(c, job_id)?.filter(|j| j.technician_id == Some(technician_id)))
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

/// The job a tracking token opens, with its link's times, if the link still answers.
pub fn job_of_token(
    c: &rusqlite::Connection,
    token: &str,
    now: DateTime<Utc>,
) -> rusqlite::Result<Option<(Job, Option<DateTime<Utc>>)>> {
    #[derive(Deserialize)]
    struct Link {
        job_id: i64,
        created_at: String,
        ended_at: Option<String>,
    }
    let row: Option<Link> = c
        .query_row("SELECT job_id, created_at, ended_at FROM tracking_links WHERE token = ?1", [token], db::row)
        .optional()?;
    let Some(Link { job_id, created_at: created, ended_at: ended }) = row else { return Ok(None) };
    if link_expired(&created, ended.as_deref(), now) {
        return Ok(None);
    }
    Ok(crate::jobs::store::job(c, job_id)?.map(|j| (j, ended.as_deref().and_then(parse_time))))
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

pub fn create_technician(
    c: &rusqlite::Connection,
    new: &super::validate::NewTechnician,
) -> Result<Technician, AccountError> {
    let taken: bool =
        c.query_row("SELECT EXISTS(SELECT 1 FROM users WHERE username = ?1) AS taken", [&new.username], |r| {
            r.get("taken")
        })?;
    if taken {
        return Err(AccountError::UsernameTaken);
    }
    let (id, _) =
        crate::accounts::create_staff(c, &new.username, &new.password, false, Role::Technician, new.name.as_deref())
            .map_err(AccountError::Other)?;
    technician(c, id)?.ok_or(AccountError::NotFound)
}

/// Applies the owner's changes to a technician's account. Disabling ends its
/// sessions and unassigns its open jobs (so the board shows them to
/// dispatch again); a new password ends its sessions too. Answers the
/// account and the jobs that were unassigned.
pub fn change_technician(
    c: &rusqlite::Connection,
    id: i64,
    changes: &super::validate::TechnicianChanges,
) -> Result<(Technician, Vec<i64>), AccountError> {
    technician(c, id)?.ok_or(AccountError::NotFound)?;
    let mut unassigned = Vec::new();
    if let Some(disabled) = changes.disabled {
        if disabled {
            c.execute(
                "UPDATE users SET disabled_at = COALESCE(disabled_at, ?1) WHERE id = ?2",
                params![crate::time::now_text(), id],
            )?;
            c.execute("DELETE FROM sessions WHERE user_id = ?1", [id])?;
            let mut stmt = c.prepare(
                "SELECT id FROM job_tracking WHERE technician_id = ?1 AND status NOT IN ('completed', 'cancelled')",
            )?;
            unassigned = stmt.query_map([id], |r| r.get("id"))?.collect::<Result<_, _>>()?;
            c.execute(
                "UPDATE job_tracking SET technician_id = NULL, version = version + 1 WHERE technician_id = ?1 AND status NOT IN ('completed', 'cancelled')",
                [id],
            )?;
        } else {
            c.execute("UPDATE users SET disabled_at = NULL WHERE id = ?1", [id])?;
        }
    }
    if let Some(password) = &changes.password {
        let hash = crate::accounts::password::hash(password).map_err(AccountError::Other)?;
        c.execute("UPDATE users SET password = ?1 WHERE id = ?2", params![hash, id])?;
        c.execute("DELETE FROM sessions WHERE user_id = ?1", [id])?;
    }
    if let Some(name) = &changes.name {
        c.execute("UPDATE users SET full_name = ?1 WHERE id = ?2", params![name, id])?;
    }
    Ok((technician(c, id)?.ok_or(AccountError::NotFound)?, unassigned))
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

pub fn board(c: &rusqlite::Connection, map: MapSettings) -> rusqlite::Result<Board> {
    let mut stmt = c.prepare(
        "SELECT id FROM job_tracking WHERE status NOT IN ('completed', 'cancelled') ORDER BY id DESC LIMIT 500",
    )?;
    let ids: Vec<i64> = stmt.query_map([], |r| r.get("id"))?.collect::<Result<_, _>>()?;
    let mut jobs = Vec::new();
    for id in ids {
        jobs.extend(crate::jobs::store::job(c, id)?);
    }
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
