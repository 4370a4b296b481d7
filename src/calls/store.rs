//! The SQL of calls: the on-call order, each call's row, and what a lead's
//! thread and the Overview read of them.
use super::oncall::{Entry, Mode};
use crate::db;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
struct EntryRow {
    user_id: i64,
    phone: String,
    mode: String,
    days: u8,
    start_minute: u16,
    end_minute: u16,
    is_owner: bool,
}

impl EntryRow {
    fn entry(self) -> (Entry, bool) {
        let entry = Entry {
            user_id: self.user_id,
            phone: self.phone,
            mode: Mode::parse(&self.mode).unwrap_or(Mode::Off),
            days: self.days,
            start_minute: self.start_minute,
            end_minute: self.end_minute,
        };
        (entry, self.is_owner)
    }
}

/// The on-call order of enabled accounts, first rung first, each with whether it is an owner's.
pub fn order(c: &Connection) -> rusqlite::Result<Vec<(Entry, bool)>> {
    let mut stmt = c.prepare(
        "SELECT o.user_id, o.phone, o.mode, o.days, o.start_minute, o.end_minute, u.is_owner
         FROM on_call o JOIN users u ON u.id = o.user_id
         WHERE u.disabled_at IS NULL AND u.is_staff = 1
         ORDER BY o.position, o.user_id",
    )?;
    let rows = stmt.query_map([], db::row::<EntryRow>)?.collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows.into_iter().map(EntryRow::entry).collect())
}

/// A staff account as the on-call editor lists it.
#[derive(Debug, Deserialize)]
pub struct StaffRow {
    pub id: i64,
    pub username: String,
    pub full_name: Option<String>,
    pub role: String,
}

/// Every enabled staff account, owners first.
pub fn staff(c: &Connection) -> rusqlite::Result<Vec<StaffRow>> {
    let mut stmt = c.prepare(
        "SELECT id, username, full_name, role FROM users
         WHERE is_staff = 1 AND disabled_at IS NULL ORDER BY is_owner DESC, username COLLATE NOCASE",
    )?;
    stmt.query_map([], db::row::<StaffRow>)?.collect()
}

/// Replaces the order. Answers the place (index) of an account that is not
/// an enabled staff account, and then writes nothing.
pub fn replace_order(tx: &Connection, entries: &[Entry]) -> rusqlite::Result<Option<usize>> {
    for (n, e) in entries.iter().enumerate() {
        let ok: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM users WHERE id = ?1 AND is_staff = 1 AND disabled_at IS NULL) AS ok",
            [e.user_id],
            |r| r.get("ok"),
        )?;
        if !ok {
            return Ok(Some(n));
        }
    }
    tx.execute("DELETE FROM on_call", [])?;
    for (n, e) in entries.iter().enumerate() {
        tx.execute(
            "INSERT INTO on_call (user_id, position, phone, mode, days, start_minute, end_minute, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
            params![e.user_id, n as i64, e.phone, e.mode.as_str(), e.days, e.start_minute, e.end_minute],
        )?;
    }
    Ok(None)
}

/// A technician takes the calls now (`now`) or hands them back (`off`).
/// False when they have no place in the order (no number to ring).
pub fn switch(c: &Connection, user_id: i64, on: bool) -> rusqlite::Result<bool> {
    let mode = if on { Mode::Now } else { Mode::Off };
    Ok(c.execute(
        "UPDATE on_call SET mode = ?1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE user_id = ?2",
        params![mode.as_str(), user_id],
    )? > 0)
}

/// One person the call rings, kept with the call.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Rung {
    pub user_id: i64,
    pub phone: String,
}

/// Where a call is (the `status` column; its words only in SQL).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CallStatus {
    /// Ringing the people on call (inbound), or the staff member's own phone (outbound).
    Ringing,
    Answered,
    /// Nobody on call answered an inbound call.
    Missed,
    /// The customer did not answer an outbound call.
    Unanswered,
    /// Twilio could not place it.
    Failed,
    /// Kept from before the statuses above: a call that left a voicemail.
    Voicemail,
}

/// Which way a call went (the `direction` column).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// A customer called the business number.
    In,
    /// Staff called a customer through the business number.
    Out,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Call {
    pub id: i64,
    pub sid: Option<String>,
    pub direction: Direction,
    /// E.164, or as the network gave it for a hidden caller.
    pub phone: crate::phone::Phone,
    pub status: CallStatus,
    pub ring_order: String,
    pub step: i64,
    pub staff_user_id: Option<i64>,
    pub started_at: String,
    pub answered_at: Option<String>,
    pub rang_seconds: Option<i64>,
    pub lead_type: Option<String>,
    pub lead_id: Option<i64>,
    pub token: Option<String>,
}

impl Call {
    pub fn rung(&self) -> Vec<Rung> {
        serde_json::from_str(&self.ring_order).unwrap_or_default()
    }
}

const CALL_COLUMNS: &str = "id, sid, direction, phone, status, ring_order, step, staff_user_id, started_at, answered_at, rang_seconds, lead_type, lead_id, token";

/// Keeps an inbound call; Twilio asking again for the same CallSid gets the
/// call it already has. Answers the call and whether it is new.
pub fn insert_inbound(tx: &Connection, sid: &str, phone: &str, rung: &[Rung]) -> rusqlite::Result<(Call, bool)> {
    if let Some(call) = by_sid(tx, sid)? {
        return Ok((call, false));
    }
    let order = serde_json::to_string(rung).unwrap_or_else(|_| "[]".into());
    tx.execute(
        "INSERT INTO calls (sid, direction, phone, status, ring_order) VALUES (?1, 'in', ?2, 'ringing', ?3)",
        params![sid, phone, order],
    )?;
    let id = tx.last_insert_rowid();
    Ok((by_id(tx, id)?.ok_or(rusqlite::Error::QueryReturnedNoRows)?, true))
}

pub fn by_sid(c: &Connection, sid: &str) -> rusqlite::Result<Option<Call>> {
    c.query_row(&format!("SELECT {CALL_COLUMNS} FROM calls WHERE sid = ?1"), [sid], db::row).optional()
}

pub fn by_id(c: &Connection, id: i64) -> rusqlite::Result<Option<Call>> {
    c.query_row(&format!("SELECT {CALL_COLUMNS} FROM calls WHERE id = ?1"), [id], db::row).optional()
}

pub fn by_token(c: &Connection, token: &str) -> rusqlite::Result<Option<Call>> {
    c.query_row(&format!("SELECT {CALL_COLUMNS} FROM calls WHERE token = ?1"), [token], db::row).optional()
}

/// Moves a ringing call on to the next person.
pub fn set_step(c: &Connection, id: i64, step: i64) -> rusqlite::Result<()> {
    c.execute(
        "UPDATE calls SET step = ?1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?2 AND status = 'ringing'",
        params![step, id],
    )?;
    Ok(())
}

/// The person rung at `step` answered (Twilio fetched their whisper).
pub fn answered(c: &Connection, id: i64, user_id: i64) -> rusqlite::Result<bool> {
    Ok(c.execute(
        "UPDATE calls SET status = 'answered', staff_user_id = ?2,
             staff_name = (SELECT COALESCE(NULLIF(full_name, ''), username) FROM users WHERE id = ?2),
             answered_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND status = 'ringing'",
        params![id, user_id],
    )? > 0)
}

/// Marks a ringing call missed, with how long it rang. False when it was
/// not ringing (answered, or already missed by the other callback).
pub fn missed(c: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(c.execute(
        "UPDATE calls SET status = 'missed',
             rang_seconds = MAX(0, CAST(ROUND((julianday('now') - julianday(started_at)) * 86400) AS INTEGER)),
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND status = 'ringing'",
        [id],
    )? > 0)
}

/// The call is over: its length, and whether it failed.
pub fn ended(c: &Connection, id: i64, duration: Option<i64>, error: Option<&str>) -> rusqlite::Result<()> {
    c.execute(
        "UPDATE calls SET ended_at = COALESCE(ended_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
             duration_seconds = COALESCE(?2, duration_seconds), error = COALESCE(?3, error),
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1",
        params![id, duration, error],
    )?;
    Ok(())
}

/// Whether the number got a missed-call text since `since`.
pub fn texted_since(c: &Connection, phone: &str, since: &str) -> rusqlite::Result<bool> {
    c.query_row(
        "SELECT EXISTS (SELECT 1 FROM calls WHERE phone = ?1 AND texted = 1 AND started_at >= ?2) AS texted",
        params![phone, since],
        |r| r.get("texted"),
    )
}

/// The number's open lead: its latest lead with a text thread since
/// `since`, whose job (if any) is neither completed nor cancelled.
pub fn open_lead_of(c: &Connection, phone: &str, since: &str) -> rusqlite::Result<Option<(String, i64)>> {
    #[derive(Deserialize)]
    struct Lead {
        lead_type: String,
        lead_id: i64,
    }
    let lead: Option<Lead> = c
        .query_row(
            "SELECT m.lead_type, m.lead_id FROM messages m
             WHERE m.phone = ?1 AND m.lead_type IN ('quote', 'booking', 'contact', 'analyzer') AND m.created_at >= ?2
               AND NOT EXISTS (SELECT 1 FROM job_tracking j WHERE j.submission_type = m.lead_type
                               AND j.submission_id = m.lead_id AND j.status IN ('completed', 'cancelled'))
             ORDER BY m.id DESC LIMIT 1",
            params![phone, since],
            db::row,
        )
        .optional()?;
    Ok(lead.map(|l| (l.lead_type, l.lead_id)))
}

/// Ties a missed call to the lead it made or joined, with its page's token
/// and whether the caller was texted.
pub fn link_lead(
    c: &Connection,
    id: i64,
    lead: Option<(&str, i64)>,
    token: &str,
    texted: bool,
    error: Option<&str>,
) -> rusqlite::Result<()> {
    c.execute(
        "UPDATE calls SET lead_type = ?2, lead_id = ?3, token = ?4, texted = ?5, error = COALESCE(?6, error),
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1",
        params![id, lead.map(|l| l.0), lead.map(|l| l.1), token, texted, error],
    )?;
    Ok(())
}

/// An outbound call, before Twilio is asked to place it.
pub fn insert_outbound(tx: &Connection, phone: &str, staff_user_id: i64, lead: (&str, i64)) -> rusqlite::Result<i64> {
    tx.execute(
        "INSERT INTO calls (direction, phone, status, staff_user_id, staff_name, lead_type, lead_id)
         VALUES ('out', ?1, 'ringing', ?2, (SELECT COALESCE(NULLIF(full_name, ''), username) FROM users WHERE id = ?2), ?3, ?4)",
        params![phone, staff_user_id, lead.0, lead.1],
    )?;
    Ok(tx.last_insert_rowid())
}

/// Twilio took the outbound call (its sid), or refused it (why).
pub fn placed(c: &Connection, id: i64, sid: Option<&str>, error: Option<&str>) -> rusqlite::Result<()> {
    c.execute(
        "UPDATE calls SET sid = COALESCE(?2, sid), error = ?3,
             status = CASE WHEN ?3 IS NULL THEN status ELSE 'failed' END,
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1",
        params![id, sid, error],
    )?;
    Ok(())
}

/// How an outbound call's customer leg ended: answered (with its length) or not.
pub fn outbound_ended(c: &Connection, id: i64, answered: bool, duration: Option<i64>) -> rusqlite::Result<()> {
    c.execute(
        "UPDATE calls SET status = CASE WHEN ?2 THEN 'answered' ELSE 'unanswered' END,
             answered_at = CASE WHEN ?2 THEN COALESCE(answered_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) END,
             duration_seconds = COALESCE(?3, duration_seconds),
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1 AND status = 'ringing'",
        params![id, answered, duration],
    )?;
    Ok(())
}

/// Keeps the news of a recording (Twilio's callback); answers its id, or
/// None when it was kept before (Twilio's retry).
pub fn insert_recording(
    tx: &Connection,
    call_id: i64,
    sid: &str,
    kind: &str,
    url: &str,
    seconds: Option<i64>,
) -> rusqlite::Result<Option<i64>> {
    let n = tx.execute(
        "INSERT INTO recordings (call_id, sid, kind, url, seconds) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (sid) DO NOTHING",
        params![call_id, sid, kind, url, seconds],
    )?;
    Ok((n > 0).then(|| tx.last_insert_rowid()))
}

#[derive(Debug, Deserialize)]
pub struct Recording {
    pub id: i64,
    pub call_id: i64,
    pub url: String,
    pub fetched: bool,
}

pub fn recording(c: &Connection, id: i64) -> rusqlite::Result<Option<Recording>> {
    c.query_row("SELECT id, call_id, url, audio IS NOT NULL AS fetched FROM recordings WHERE id = ?1", [id], db::row)
        .optional()
}

pub fn store_audio(c: &Connection, id: i64, content_type: &str, audio: &[u8]) -> rusqlite::Result<()> {
    c.execute(
        "UPDATE recordings SET audio = ?2, content_type = ?3, fetched_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), error = NULL
         WHERE id = ?1",
        params![id, audio, content_type],
    )?;
    Ok(())
}

/// A fetched recording's sound, for staff.
#[derive(Debug, Deserialize)]
pub struct Audio {
    pub content_type: String,
    pub audio: Vec<u8>,
}

pub fn audio(c: &Connection, id: i64) -> rusqlite::Result<Option<Audio>> {
    c.query_row(
        "SELECT content_type, audio FROM recordings WHERE id = ?1 AND audio IS NOT NULL AND content_type IS NOT NULL",
        [id],
        db::row,
    )
    .optional()
}

/// Where the caller is, as the missed-call page shared it.
pub fn set_position(c: &Connection, id: i64, lat: f64, lon: f64, accuracy: Option<f64>) -> rusqlite::Result<()> {
    c.execute(
        "UPDATE calls SET latitude = ?2, longitude = ?3, accuracy = ?4, shared_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1",
        params![id, lat, lon, accuracy],
    )?;
    Ok(())
}

/// Whether a quote request is a missed call's own lead.
pub fn is_missed_call_lead(c: &Connection, id: i64) -> rusqlite::Result<bool> {
    c.query_row(
        "SELECT EXISTS (SELECT 1 FROM quote_submissions WHERE id = ?1 AND service_type = ?2) AS own",
        params![id, crate::leads::store::MISSED_CALL_SERVICE],
        |r| r.get("own"),
    )
}

/// Where the caller is and what happened, from the missed-call page.
pub fn add_to_quote(
    tx: &Connection,
    lead_id: i64,
    location: Option<&str>,
    problem: Option<&str>,
) -> rusqlite::Result<()> {
    if let Some(location) = location {
        tx.execute("UPDATE quote_submissions SET location = ?1 WHERE id = ?2", params![location, lead_id])?;
    }
    if let Some(problem) = problem {
        tx.execute(
            "UPDATE quote_submissions SET description = description || char(10) || char(10) || ?1 WHERE id = ?2",
            params![problem, lead_id],
        )?;
    }
    Ok(())
}

/// The Overview's call figures over calls started since `since`.
#[derive(Debug, Default, Deserialize)]
pub struct CallFigures {
    /// Inbound calls.
    pub calls: i64,
    pub answered: i64,
    pub missed: i64,
    /// Missed calls whose lead became a job.
    pub missed_to_jobs: i64,
}

pub fn figures(c: &Connection, since: &str) -> rusqlite::Result<(CallFigures, Vec<f64>)> {
    let f: CallFigures = c.query_row(
        "SELECT COUNT(*) AS calls,
                COALESCE(SUM(status = 'answered'), 0) AS answered,
                COALESCE(SUM(status = 'missed'), 0) AS missed,
                COALESCE(SUM(status = 'missed' AND EXISTS (SELECT 1 FROM job_tracking j
                    WHERE j.submission_type = calls.lead_type AND j.submission_id = calls.lead_id)), 0) AS missed_to_jobs
         FROM calls WHERE direction = 'in' AND started_at >= ?1",
        [since],
        db::row,
    )?;
    #[derive(Deserialize)]
    struct Wait {
        seconds: f64,
    }
    let mut stmt = c.prepare(
        "SELECT (julianday(answered_at) - julianday(started_at)) * 86400 AS seconds FROM calls
         WHERE direction = 'in' AND answered_at IS NOT NULL AND started_at >= ?1 ORDER BY seconds",
    )?;
    let waits =
        stmt.query_map([since], db::row::<Wait>)?.map(|w| w.map(|w| w.seconds)).collect::<rusqlite::Result<_>>()?;
    Ok((f, waits))
}

/// The live feed's event for a call on a lead, in the transaction.
pub fn insert_event(tx: &Connection, call_id: i64, summary: &str, created_at: &str) -> rusqlite::Result<i64> {
    tx.execute(
        "INSERT INTO lead_events (kind, lead_id, summary, created_at) VALUES ('call', ?1, ?2, ?3)",
        params![call_id, summary, created_at],
    )?;
    Ok(tx.last_insert_rowid())
}
