//! Review requests in SQLite: scheduled in the transaction of the job change
//! that completes a job, sent by the worker in `reviews` once due, tapped
//! through /r/{token}. Every function takes the connection it works in;
//! what decides and queues them is `super::workflow`.
use crate::db;
use crate::jobs::validate::JobStatus;
use crate::leads::LeadKind;
use crate::phone::Phone;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Cancels the job's request still waiting, with the reason kept on the row.
pub fn cancel_pending(tx: &Connection, job_id: i64, reason: &str) -> rusqlite::Result<usize> {
    tx.execute(
        "UPDATE review_requests SET status = 'cancelled', reason = ?1 WHERE job_id = ?2 AND status = 'pending'",
        params![reason, job_id],
    )
}

/// The phone and email of a job's lead, None without the lead.
#[derive(Deserialize)]
pub struct Contact {
    pub phone: Option<Phone>,
    pub email: Option<String>,
}

pub fn lead_contact(tx: &Connection, kind: LeadKind, id: i64) -> rusqlite::Result<Option<Contact>> {
    tx.query_row(&format!("SELECT phone, email FROM {} WHERE id = ?1", kind.table()), [id], db::row).optional()
}

/// Schedules the job's request, due at `due`; answers whether a row was
/// written. A job completed again after it was cancelled or reopened waits
/// anew; one whose request went out (or was skipped) is never asked again.
pub fn schedule(
    tx: &Connection,
    job_id: i64,
    token: &str,
    phone: Option<&str>,
    email: Option<&str>,
    due: DateTime<Utc>,
) -> rusqlite::Result<bool> {
    let changed = tx.execute(
        "INSERT INTO review_requests (job_id, token, phone, email, due_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (job_id) DO UPDATE SET status = 'pending', reason = NULL, phone = excluded.phone,
           email = excluded.email, due_at = excluded.due_at
         WHERE review_requests.status = 'cancelled'",
        params![job_id, token, phone, email, crate::time::format(due)],
    )?;
    Ok(changed > 0)
}

/// A pending request that is due, with its job's status and switch.
#[derive(Deserialize)]
pub struct Due {
    pub id: i64,
    pub token: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub status: JobStatus,
    pub review_request: bool,
    pub submission_type: String,
    pub submission_id: i64,
}

/// The requests due by `stamp` (at most `limit`), the earliest first.
pub fn due(tx: &Connection, stamp: &str, limit: usize) -> rusqlite::Result<Vec<Due>> {
    let mut stmt = tx.prepare(
        "SELECT r.id, r.token, r.phone, r.email, j.status, j.review_request, j.submission_type, j.submission_id
         FROM review_requests r JOIN job_tracking j ON j.id = r.job_id
         WHERE r.status = 'pending' AND r.due_at <= ?1 ORDER BY r.due_at, r.id LIMIT ?2",
    )?;
    stmt.query_map(params![stamp, limit as i64], db::row)?.collect()
}

/// Whether a request went to this number since `since`.
pub fn asked_phone(tx: &Connection, phone: &str, since: &str) -> rusqlite::Result<bool> {
    tx.query_row(
        "SELECT EXISTS (SELECT 1 FROM review_requests WHERE phone = ?1 AND status = 'sent' AND sent_at >= ?2)
           AS asked",
        params![phone, since],
        |r| r.get("asked"),
    )
}

/// Whether a request went to this email, on a request without a number, since `since`.
pub fn asked_email(tx: &Connection, email: &str, since: &str) -> rusqlite::Result<bool> {
    tx.query_row(
        "SELECT EXISTS (SELECT 1 FROM review_requests WHERE phone IS NULL AND email = ?1 COLLATE NOCASE
           AND status = 'sent' AND sent_at >= ?2) AS asked",
        params![email, since],
        |r| r.get("asked"),
    )
}

pub fn mark_sent(tx: &Connection, id: i64, stamp: &str) -> rusqlite::Result<usize> {
    tx.execute("UPDATE review_requests SET status = 'sent', sent_at = ?1 WHERE id = ?2", params![stamp, id])
}

pub fn mark_skipped(tx: &Connection, id: i64, reason: &str) -> rusqlite::Result<usize> {
    tx.execute("UPDATE review_requests SET status = 'skipped', reason = ?1 WHERE id = ?2", params![reason, id])
}

pub fn mark_cancelled(tx: &Connection, id: i64) -> rusqlite::Result<usize> {
    tx.execute(
        "UPDATE review_requests SET status = 'cancelled', reason = 'the job is no longer completed' WHERE id = ?1",
        [id],
    )
}

/// When the next pending request is due, if any.
pub fn next_due(c: &Connection) -> rusqlite::Result<Option<String>> {
    c.query_row("SELECT MIN(due_at) AS next FROM review_requests WHERE status = 'pending'", [], |r| r.get("next"))
}

/// Counts a tap on a sent request's link; false for an unknown token.
pub fn tap(c: &Connection, token: &str, now: &str) -> rusqlite::Result<bool> {
    Ok(c.execute(
        "UPDATE review_requests SET taps = taps + 1, first_tapped_at = COALESCE(first_tapped_at, ?1)
         WHERE token = ?2 AND status = 'sent'",
        params![now, token],
    )? > 0)
}

/// The Overview's review figures for a period.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewFigures {
    /// Requests sent in the period.
    pub sent: i64,
    /// Of those, how many were tapped (at least once).
    pub tapped: i64,
}

/// The requests sent since `since`, and how many of them were tapped.
pub fn figures(c: &Connection, since: &str) -> rusqlite::Result<ReviewFigures> {
    c.query_row(
        "SELECT COUNT(*) AS sent, COUNT(first_tapped_at) AS tapped FROM review_requests
         WHERE status = 'sent' AND sent_at >= ?1",
        [since],
        db::row,
    )
}
