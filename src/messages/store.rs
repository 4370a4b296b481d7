//! Messages in SQLite: the text threads of leads, the numbers that opted
//! out, staff devices' push subscriptions and the server's push key. Every
//! function takes the connection or transaction it works in.
use super::push::Subscription;
use crate::db;
use crate::refs::LeadKind;
use rusqlite::{Connection, OptionalExtension, params};
use serde::Deserialize;

// Texts of a thread.

/// Keeps a text out on a lead's thread: `queued`, or `not sent` with why.
/// Answers its id.
pub fn insert_text_out(
    tx: &Connection,
    lead_kind: &str,
    lead_id: i64,
    phone: &str,
    body: &str,
    not_sent: Option<&str>,
) -> rusqlite::Result<i64> {
    match not_sent {
        Some(error) => crate::db::exec(
            tx,
            "INSERT INTO messages (lead_type, lead_id, direction, phone, body, status, error) VALUES (?1, ?2, 'out', ?3, ?4, 'not sent', ?5)",
            params![lead_kind, lead_id, phone, body, error],
        )?,
        None => crate::db::exec(
            tx,
            "INSERT INTO messages (lead_type, lead_id, direction, phone, body, status) VALUES (?1, ?2, 'out', ?3, ?4, 'queued')",
            params![lead_kind, lead_id, phone, body],
        )?,
    };
    Ok(tx.last_insert_rowid())
}

/// Keeps a text in, on a lead's thread or none. Answers its id.
pub fn insert_text_in(
    tx: &Connection,
    lead: Option<(&str, i64)>,
    phone: &str,
    body: &str,
    sid: Option<&str>,
) -> rusqlite::Result<i64> {
    crate::db::exec(
        tx,
        "INSERT INTO messages (lead_type, lead_id, direction, phone, body, status, provider_sid) VALUES (?1, ?2, 'in', ?3, ?4, 'received', ?5)",
        params![lead.map(|l| l.0), lead.map(|l| l.1), phone, body, sid],
    )?;
    Ok(tx.last_insert_rowid())
}

/// Sets a queued text's status after a try.
pub fn set_sent_status(
    c: &Connection,
    id: i64,
    status: &str,
    error: Option<&str>,
    sid: Option<&str>,
) -> rusqlite::Result<usize> {
    crate::db::exec(
        c,
        "UPDATE messages SET status = ?1, error = ?2, provider_sid = COALESCE(?3, provider_sid),
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?4 AND status = 'queued'",
        params![status, error, sid, id],
    )
}

/// Whether a text with this provider id is kept already.
pub fn sid_seen(c: &Connection, sid: &str) -> rusqlite::Result<bool> {
    c.query_row("SELECT EXISTS (SELECT 1 FROM messages WHERE provider_sid = ?1) AS seen", [sid], |r| r.get("seen"))
}

/// The lead of the newest thread entry of a number, as (kind, id).
pub fn latest_lead_of(c: &Connection, phone: &str) -> rusqlite::Result<Option<(String, i64)>> {
    #[derive(Deserialize)]
    struct Lead {
        lead_type: String,
        lead_id: i64,
    }
    let lead: Option<Lead> = c
        .query_row(
            "SELECT lead_type, lead_id FROM messages WHERE phone = ?1 AND lead_type IS NOT NULL ORDER BY id DESC LIMIT 1",
            [phone],
            db::row,
        )
        .optional()?;
    Ok(lead.map(|l| (l.lead_type, l.lead_id)))
}

pub fn created_at(c: &Connection, id: i64) -> rusqlite::Result<String> {
    c.query_row("SELECT created_at FROM messages WHERE id = ?1", [id], |r| r.get("created_at"))
}

/// Announces a text in on the live feed. Answers the event's sequence number.
pub fn insert_message_event(
    tx: &Connection,
    message_id: i64,
    summary: &str,
    created_at: &str,
) -> rusqlite::Result<i64> {
    crate::db::exec(
        tx,
        "INSERT INTO lead_events (kind, lead_id, summary, created_at) VALUES ('message', ?1, ?2, ?3)",
        params![message_id, summary, created_at],
    )?;
    Ok(tx.last_insert_rowid())
}

/// The text `column` (a name, a phone) of a lead, None without the lead.
pub fn lead_column(c: &Connection, kind: LeadKind, column: &str, id: i64) -> rusqlite::Result<Option<Option<String>>> {
    c.query_row(&format!("SELECT {column} AS value FROM {} WHERE id = ?1", kind.table()), [id], |r| r.get("value"))
        .optional()
}

/// The status of the text out with this provider id.
pub fn status_by_sid(c: &Connection, sid: &str) -> rusqlite::Result<Option<String>> {
    c.query_row("SELECT status FROM messages WHERE provider_sid = ?1 AND direction = 'out'", [sid], |r| r.get("status"))
        .optional()
}

/// Moves the text out with this provider id to `status`.
pub fn set_status_by_sid(c: &Connection, sid: &str, status: &str, error: Option<&str>) -> rusqlite::Result<usize> {
    crate::db::exec(
        c,
        "UPDATE messages SET status = ?1, error = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE provider_sid = ?3",
        params![status, error, sid],
    )
}

/// One entry of a thread.
#[derive(Deserialize)]
pub struct ThreadEntry {
    pub id: i64,
    pub direction: String,
    pub body: String,
    pub status: String,
    pub error: Option<String>,
    pub staff_username: Option<String>,
    pub created_at: String,
}

/// A lead's thread, oldest first. An analyzer request sent by a chat shares
/// the chat's thread: the driver was texted when the chat first saved their
/// number.
pub fn thread(c: &Connection, kind: &str, id: i64) -> rusqlite::Result<Vec<ThreadEntry>> {
    let mut stmt = c.prepare(
        "SELECT id, direction, body, status, error, staff_username, created_at FROM messages
         WHERE (lead_type = ?1 AND lead_id = ?2)
            OR (?1 = 'analyzer' AND lead_type = 'chat'
                AND lead_id = (SELECT chatbot_interaction_id FROM smart_analyzer_submissions WHERE id = ?2))
         ORDER BY id",
    )?;
    stmt.query_map(params![kind, id], db::row)?.collect()
}

/// Names the staff member who wrote a thread entry.
/// Marks the lead contacted by a text from staff: its first response at this
/// time, unless staff answered it before (the same columns as Mark as
/// Contacted and a job made from it, `leads::store::responded`, which this
/// feature sits below).
pub fn lead_answered(c: &Connection, kind: crate::refs::LeadKind, id: i64) -> rusqlite::Result<usize> {
    let table = kind.table();
    crate::db::exec(
        c,
        &format!(
            "UPDATE {table} SET contacted = 1,
                first_contacted_at = COALESCE(first_contacted_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
                response_minutes = COALESCE(response_minutes,
                    MAX(0, CAST(ROUND((julianday('now') - julianday(created_at)) * 1440) AS INTEGER)))
             WHERE id = ?1 AND contacted = 0"
        ),
        [id],
    )
}

pub fn set_staff(c: &Connection, id: Option<i64>, username: &str) -> rusqlite::Result<usize> {
    crate::db::exec(c, "UPDATE messages SET staff_username = ?1 WHERE id = ?2", params![username, id])
}

// Opt-outs.

/// Whether the number (E.164) texted STOP and has not texted START since.
pub fn is_opted_out(c: &Connection, phone: &str) -> rusqlite::Result<bool> {
    c.query_row("SELECT EXISTS (SELECT 1 FROM sms_opt_outs WHERE phone = ?1) AS out", [phone], |r| r.get("out"))
}

pub fn opt_out(c: &Connection, phone: &str) -> rusqlite::Result<()> {
    crate::db::exec(c, "INSERT OR IGNORE INTO sms_opt_outs (phone) VALUES (?1)", [phone]).map(drop)
}

pub fn opt_in(c: &Connection, phone: &str) -> rusqlite::Result<usize> {
    crate::db::exec(c, "DELETE FROM sms_opt_outs WHERE phone = ?1", [phone])
}

// Push subscriptions.

/// A device a push goes to.
#[derive(Deserialize)]
pub struct Device {
    pub id: i64,
    pub user_id: i64,
    pub endpoint: String,
}

/// The devices of one staff account (`Some(user_id)`) or of every owner,
/// whose sign-in is still open at `now`.
pub fn push_devices(c: &Connection, to_user: Option<i64>, now: &str) -> rusqlite::Result<Vec<Device>> {
    let mut stmt = c.prepare(
        // Everyone's means the back office's: a technician's phone gets
        // only the jobs assigned to them (docs/product.md#dispatch).
        "SELECT s.id, s.user_id, s.endpoint FROM push_subscriptions s
         JOIN users u ON u.id = s.user_id
         JOIN sessions ses ON ses.token_hash = s.session_hash
         WHERE u.is_staff = 1 AND u.disabled_at IS NULL AND ses.expires_at > ?2
           AND ((?1 IS NULL AND u.role = 'owner') OR s.user_id = ?1) ORDER BY s.id",
    )?;
    stmt.query_map(params![to_user, now], db::row)?.collect()
}

/// A subscription's keys, while it is the one queued for and its sign-in is open.
pub fn live_subscription(
    c: &Connection,
    id: i64,
    user_id: i64,
    endpoint: &str,
    now: &str,
) -> rusqlite::Result<Option<Subscription>> {
    c.query_row(
        "SELECT s.endpoint, s.p256dh, s.auth FROM push_subscriptions s
         JOIN users u ON u.id = s.user_id
         JOIN sessions ses ON ses.token_hash = s.session_hash
         WHERE s.id = ?1 AND s.user_id = ?2 AND s.endpoint = ?3 AND u.disabled_at IS NULL
           AND ses.expires_at > ?4",
        params![id, user_id, endpoint, now],
        db::row,
    )
    .optional()
}

pub fn delete_subscription(c: &Connection, id: i64) -> rusqlite::Result<usize> {
    crate::db::exec(c, "DELETE FROM push_subscriptions WHERE id = ?1", [id])
}

pub fn delete_subscription_at(c: &Connection, endpoint: &str) -> rusqlite::Result<usize> {
    crate::db::exec(c, "DELETE FROM push_subscriptions WHERE endpoint = ?1", [endpoint])
}

pub fn delete_own_subscription(c: &Connection, endpoint: &str, user_id: i64) -> rusqlite::Result<usize> {
    crate::db::exec(
        c,
        "DELETE FROM push_subscriptions WHERE endpoint = ?1 AND user_id = ?2",
        params![endpoint, user_id],
    )
}

pub fn subscriptions_of(c: &Connection, user_id: i64) -> rusqlite::Result<i64> {
    c.query_row("SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ?1", [user_id], |r| r.get("n"))
}

pub fn insert_subscription(
    c: &Connection,
    user_id: i64,
    session_hash: &str,
    keys: &Subscription,
) -> rusqlite::Result<usize> {
    crate::db::exec(
        c,
        "INSERT INTO push_subscriptions (user_id, session_hash, endpoint, p256dh, auth) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![user_id, session_hash, keys.endpoint, keys.p256dh, keys.auth],
    )
}

// The server's own keys (the VAPID key pair).

pub fn server_key(c: &Connection, name: &str) -> rusqlite::Result<Option<String>> {
    c.query_row("SELECT value FROM server_keys WHERE name = ?1", [name], |r| r.get("value")).optional()
}

/// Keeps a key unless one of that name is kept already.
pub fn insert_server_key(c: &Connection, name: &str, value: &str) -> rusqlite::Result<usize> {
    crate::db::exec(c, "INSERT OR IGNORE INTO server_keys (name, value) VALUES (?1, ?2)", params![name, value])
}

/// One call on a lead (docs/product.md#calls), as its thread shows it beside the texts.
#[derive(Debug, serde::Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CallEntry {
    pub id: i64,
    /// in or out.
    pub direction: String,
    /// ringing, answered, missed, failed.
    pub status: String,
    /// Who answered (in) or called (out).
    pub staff_name: Option<String>,
    pub started_at: String,
    pub answered_at: Option<String>,
    pub rang_seconds: Option<i64>,
    pub duration_seconds: Option<i64>,
    /// What went wrong (a hidden number, a failed call).
    pub error: Option<String>,
    /// The voicemail left, once fetched: GET /api/recordings/{id}.
    pub voicemail_id: Option<i64>,
    pub voicemail_seconds: Option<i64>,
    /// The call's recording (calls are recorded), once fetched.
    pub recording_id: Option<i64>,
    pub recording_seconds: Option<i64>,
}

/// A lead's calls, oldest first.
pub fn calls_of_lead(c: &Connection, kind: &str, id: i64) -> rusqlite::Result<Vec<CallEntry>> {
    let mut stmt = c.prepare(
        // Aliased to the JSON's names: the row is the answer.
        "SELECT id, direction, status, staff_name AS staffName, started_at AS startedAt, answered_at AS answeredAt,
                rang_seconds AS rangSeconds, duration_seconds AS durationSeconds, error,
                (SELECT r.id FROM recordings r WHERE r.call_id = calls.id AND r.kind = 'voicemail' AND r.audio IS NOT NULL ORDER BY r.id LIMIT 1) AS voicemailId,
                (SELECT r.seconds FROM recordings r WHERE r.call_id = calls.id AND r.kind = 'voicemail' AND r.audio IS NOT NULL ORDER BY r.id LIMIT 1) AS voicemailSeconds,
                (SELECT r.id FROM recordings r WHERE r.call_id = calls.id AND r.kind = 'call' AND r.audio IS NOT NULL ORDER BY r.id LIMIT 1) AS recordingId,
                (SELECT r.seconds FROM recordings r WHERE r.call_id = calls.id AND r.kind = 'call' AND r.audio IS NOT NULL ORDER BY r.id LIMIT 1) AS recordingSeconds
         FROM calls WHERE lead_type = ?1 AND lead_id = ?2 ORDER BY id",
    )?;
    stmt.query_map(params![kind, id], db::row::<CallEntry>)?.collect()
}
