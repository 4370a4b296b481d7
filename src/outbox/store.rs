//! The outbox's SQL (table `alert_outbox`, migrations V3, V17). Each
//! function takes the connection or transaction it works in.
use super::{Channel, Envelope, Message, Pending};
use crate::time::format as stamp;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::time::Duration;
use utoipa::ToSchema;

pub fn insert(tx: &Connection, e: &Envelope) -> rusqlite::Result<()> {
    let (subject, body, payload, push) = match &e.message {
        Message::StaffEmail { subject, body } | Message::StaffLog { subject, body } => {
            (subject.as_str(), body.as_str(), json!({}), None)
        }
        Message::StaffWebhook { subject, payload } => (subject.as_str(), "", payload.clone(), None),
        Message::Mail { to, subject, body, expires_at } => {
            (subject.as_str(), body.as_str(), json!({ "to": to, "expiresAt": expires_at }), None)
        }
        Message::Text { to, body, thread_entry } => {
            ("Text message", body.as_str(), json!({ "to": to, "messageId": thread_entry }), None)
        }
        Message::Push { subscription_id, user_id, endpoint, notice } => {
            ("Push notification", "", json!({ "notice": notice }), Some((subscription_id, user_id, endpoint)))
        }
        Message::Call { call_id, staff_phone } => ("Call", "", json!({ "to": staff_phone, "callId": call_id }), None),
        Message::Recording { recording_id } => ("Recording", "", json!({ "recordingId": recording_id }), None),
    };
    crate::db::exec(
        tx,
        "INSERT INTO alert_outbox (channel, subject, body, payload, lead_kind, lead_id, person_phone, person_email,
           user_id, subscription_id, endpoint)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            e.message.channel().as_str(),
            subject,
            body,
            payload.to_string(),
            e.lead.map(|l| l.kind),
            e.lead.map(|l| l.id),
            e.person.phone,
            e.person.email.as_ref().map(|m| m.to_lowercase()),
            push.map(|p| *p.1),
            push.map(|p| *p.0),
            push.map(|p| p.2),
        ],
    )?;
    Ok(())
}

/// A row's columns, as read for delivery.
#[derive(serde::Deserialize)]
struct Row {
    id: i64,
    attempts: i64,
    subject: String,
    body: String,
    payload: String,
    user_id: Option<i64>,
    subscription_id: Option<i64>,
    endpoint: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Addressed {
    to: Option<String>,
    expires_at: Option<String>,
    message_id: Option<i64>,
    notice: Option<Value>,
    call_id: Option<i64>,
    recording_id: Option<i64>,
}

/// The typed message of a row of `channel`, or why it cannot be read.
fn decode(channel: Channel, r: Row) -> Result<Pending, (i64, String)> {
    let (id, attempts) = (r.id, r.attempts);
    let bad = |what: &str| (id, format!("the queued {} has no {what}", channel.as_str()));
    let payload: Value = serde_json::from_str(&r.payload).map_err(|_| bad("readable envelope"))?;
    let addressed: Addressed = serde_json::from_value(payload.clone()).map_err(|_| bad("readable envelope"))?;
    let message = match channel {
        Channel::Email => Message::StaffEmail { subject: r.subject, body: r.body },
        Channel::Log => Message::StaffLog { subject: r.subject, body: r.body },
        Channel::Webhook => Message::StaffWebhook { subject: r.subject, payload },
        Channel::Mail => Message::Mail {
            to: addressed.to.ok_or_else(|| bad("recipient"))?,
            subject: r.subject,
            body: r.body,
            expires_at: addressed.expires_at,
        },
        Channel::Sms => Message::Text {
            to: addressed.to.ok_or_else(|| bad("recipient"))?,
            body: r.body,
            thread_entry: addressed.message_id,
        },
        Channel::Push => Message::Push {
            subscription_id: r.subscription_id.ok_or_else(|| bad("subscription"))?,
            user_id: r.user_id.ok_or_else(|| bad("account"))?,
            endpoint: r.endpoint.ok_or_else(|| bad("endpoint"))?,
            notice: addressed.notice.ok_or_else(|| bad("notice"))?,
        },
        Channel::Call => match addressed.recording_id {
            Some(recording_id) => Message::Recording { recording_id },
            None => Message::Call {
                call_id: addressed.call_id.ok_or_else(|| bad("call"))?,
                staff_phone: addressed.to.ok_or_else(|| bad("staff phone"))?,
            },
        },
    };
    Ok(Pending { id, attempts, message })
}

/// Up to `limit` rows of the channel due at `now`, leaving out those being
/// sent (`busy`), and how long until the next of the others is due.
pub fn due(
    c: &Connection,
    channel: Channel,
    now: DateTime<Utc>,
    busy: &[i64],
    limit: usize,
) -> rusqlite::Result<(Vec<Pending>, Option<Duration>)> {
    let busy_json = serde_json::to_string(busy).unwrap_or_else(|_| "[]".into());
    let open = "channel = ?1 AND delivered_at IS NULL AND given_up_at IS NULL \
                AND id NOT IN (SELECT value FROM json_each(?2))";
    // In the due index's own order (the time each row is due, then the order
    // it was queued in), so the query stops at `limit` rows: ordered by id
    // alone it read and sorted every due row of the channel on each pass, on
    // the connection the lead writer shares. A row is due when queued unless
    // it is a retry, so this is still the order things were queued in.
    let mut stmt = c.prepare_cached(&format!(
        "SELECT id, attempts, subject, body, payload, user_id, subscription_id, endpoint FROM alert_outbox
         WHERE {open} AND next_attempt_at <= ?3 ORDER BY next_attempt_at, id LIMIT ?4"
    ))?;
    let rows = stmt
        .query_map(params![channel.as_str(), busy_json, stamp(now), limit as i64], crate::db::row::<Row>)?
        .collect::<Result<Vec<_>, _>>()?;
    let mut pending = Vec::with_capacity(rows.len());
    for row in rows {
        match decode(channel, row) {
            Ok(p) => pending.push(p),
            Err((id, reason)) => record(c, id, channel, &Outcome::GivenUp(reason))?,
        }
    }
    let taken: Vec<i64> = busy.iter().copied().chain(pending.iter().map(|p| p.id)).collect();
    // The first open row in the index's order that is not taken (MIN() with
    // the NOT IN read the channel's whole index).
    let next: Option<String> = c
        .prepare_cached(&format!(
            "SELECT next_attempt_at AS next FROM alert_outbox WHERE {open} ORDER BY next_attempt_at LIMIT 1"
        ))?
        .query_row(params![channel.as_str(), serde_json::to_string(&taken).unwrap_or_else(|_| "[]".into())], |r| {
            r.get("next")
        })
        .optional()?;
    let next = next
        .and_then(|t| DateTime::parse_from_rfc3339(&t).ok())
        .map(|t| (t.with_timezone(&Utc) - now).to_std().unwrap_or(Duration::ZERO));
    Ok((pending, next))
}

/// What became of one send.
#[derive(Debug)]
pub enum Outcome {
    Delivered,
    GivenUp(String),
    Retry { at: DateTime<Utc>, error: String },
}

/// Records a send's outcome. A mail, text or push sent is not kept in full:
/// a mail's body may hold a live reset link, and the lead's thread keeps
/// what was texted. A text keeps whom it went to (`to`), which the outbound
/// gate's per-number rate counts (`sent_to`). A mail given up loses its body
/// for the same reason.
pub fn record(c: &Connection, id: i64, channel: Channel, outcome: &Outcome) -> rusqlite::Result<()> {
    let personal = matches!(channel, Channel::Mail | Channel::Sms | Channel::Push);
    let now = stamp(Utc::now());
    match outcome {
        Outcome::Delivered => crate::db::exec(
            c,
            "UPDATE alert_outbox SET delivered_at = ?1, attempts = attempts + 1, last_error = NULL,
               body = CASE WHEN ?2 THEN '' ELSE body END,
               payload = CASE WHEN channel = 'sms' AND json_valid(payload)
                   THEN json_object('to', json_extract(payload, '$.to'))
                 WHEN ?2 THEN '{}' ELSE payload END
             WHERE id = ?3",
            params![now, personal, id],
        )?,
        Outcome::GivenUp(reason) => crate::db::exec(
            c,
            "UPDATE alert_outbox SET given_up_at = ?1, attempts = attempts + 1, last_error = ?2,
               body = CASE WHEN channel = 'mail' THEN '' ELSE body END WHERE id = ?3",
            params![now, reason, id],
        )?,
        Outcome::Retry { at, error } => crate::db::exec(
            c,
            "UPDATE alert_outbox SET attempts = attempts + 1, next_attempt_at = ?1, last_error = ?2 WHERE id = ?3",
            params![stamp(*at), error, id],
        )?,
    };
    Ok(())
}

/// Which of a number's rows the outbound gate counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    /// Queued since the time given, sent or not (where a text or call is queued).
    Queued,
    /// Done with since the time given (where one is delivered).
    Delivered,
}

/// How many texts to `phone` (E.164), or calls placed to it through the
/// business line, since `since`: the rows of `channel` (sms or call) whose
/// person is `phone` and that go to it (a text's `to`; a call, not a
/// recording's fetch). A staff alert text is about a customer but goes to
/// a staff number, so it counts for neither. Counts no further than
/// `at_most` (the gate's limit): a flood of leads from one number must not
/// make each new one read every row of the hour.
pub fn sent_to(
    c: &Connection,
    channel: Channel,
    phone: &str,
    since: DateTime<Utc>,
    counted: Counted,
    at_most: u32,
) -> rusqlite::Result<u32> {
    let when = match counted {
        Counted::Queued => "created_at",
        Counted::Delivered => "delivered_at",
    };
    c.prepare_cached(&format!(
        "SELECT COUNT(*) AS n FROM (SELECT 1 FROM alert_outbox
           WHERE person_phone = ?1 AND channel = ?2 AND {when} >= ?3 AND json_valid(payload)
             AND CASE channel WHEN 'sms' THEN json_extract(payload, '$.to') = ?1
               ELSE json_extract(payload, '$.callId') IS NOT NULL END
           LIMIT ?4)"
    ))?
    .query_row(params![phone, channel.as_str(), stamp(since), at_most], |r| r.get("n"))
}

/// Gives up the channel's rows still unsent that were queued before `cutoff`.
pub fn give_up_older_than(c: &Connection, channel: Channel, cutoff: DateTime<Utc>) -> rusqlite::Result<usize> {
    crate::db::exec(
        c,
        "UPDATE alert_outbox SET given_up_at = ?1,
           last_error = 'too old to send' || COALESCE(' (last error: ' || last_error || ')', ''),
           body = CASE WHEN channel = 'mail' THEN '' ELSE body END
         WHERE channel = ?2 AND delivered_at IS NULL AND given_up_at IS NULL AND created_at < ?3",
        params![stamp(Utc::now()), channel.as_str(), stamp(cutoff)],
    )
}

/// The outbox's state for /healthz.
#[derive(serde::Deserialize)]
pub struct Health {
    pub undelivered: i64,
    pub oldest_undelivered_age_secs: Option<f64>,
    pub given_up: i64,
}

pub fn health(c: &Connection) -> rusqlite::Result<Health> {
    c.query_row(
        "SELECT COUNT(*) FILTER (WHERE given_up_at IS NULL) AS undelivered,
           (julianday('now') - julianday(MIN(created_at) FILTER (WHERE given_up_at IS NULL))) * 86400.0
             AS oldest_undelivered_age_secs,
           COUNT(*) FILTER (WHERE given_up_at IS NOT NULL) AS given_up
         FROM alert_outbox WHERE delivered_at IS NULL",
        [],
        crate::db::row,
    )
}

/// The lead a row is about, for the dashboard.
#[derive(Debug, Serialize, ToSchema)]
pub struct LeadLink {
    pub kind: String,
    pub id: i64,
}

/// A message that never went out, as the dashboard lists it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GivenUp {
    pub id: i64,
    /// email, webhook, log, mail, sms or push.
    pub channel: String,
    /// What it was: the alert's subject, "Text message", "Push notification".
    pub subject: String,
    /// To whom: a phone number, an email address, a staff account ("push to
    /// USERNAME") or the staff channel.
    pub to: String,
    pub lead: Option<LeadLink>,
    pub attempts: i64,
    /// Why it was given up.
    pub reason: String,
    pub created_at: String,
    pub given_up_at: String,
}

/// The newest rows given up, at most `limit`.
pub fn given_up(c: &Connection, limit: i64) -> rusqlite::Result<Vec<GivenUp>> {
    let mut stmt = c.prepare(
        "SELECT o.id, o.channel, o.subject, o.lead_kind, o.lead_id, o.attempts, o.last_error, o.created_at,
           o.given_up_at, o.person_phone, o.person_email, json_extract(CASE WHEN json_valid(o.payload) THEN o.payload END, '$.to') AS addressed,
           u.username
         FROM alert_outbox o LEFT JOIN users u ON u.id = o.user_id
         WHERE o.given_up_at IS NOT NULL ORDER BY o.given_up_at DESC, o.id DESC LIMIT ?1",
    )?;
    #[derive(serde::Deserialize)]
    struct Read {
        id: i64,
        channel: String,
        subject: String,
        lead_kind: Option<String>,
        lead_id: Option<i64>,
        attempts: i64,
        last_error: Option<String>,
        created_at: String,
        given_up_at: String,
        person_phone: Option<String>,
        person_email: Option<String>,
        addressed: Option<String>,
        username: Option<String>,
    }
    stmt.query_map([limit], crate::db::row::<Read>)?
        .map(|r| {
            let r = r?;
            let to = match r.channel.as_str() {
                "sms" => r.addressed.or(r.person_phone).unwrap_or_default(),
                "call" => format!("a call with {}", r.person_phone.unwrap_or_default()),
                "mail" => r.person_email.or(r.addressed).unwrap_or_default(),
                "push" => format!("push to {}", r.username.unwrap_or_else(|| "a staff device".into())),
                "email" => "staff email".into(),
                "webhook" => "staff webhook".into(),
                _ => "the log".into(),
            };
            let lead = match (r.lead_kind, r.lead_id) {
                (Some(kind), Some(id)) => Some(LeadLink { kind, id }),
                _ => None,
            };
            Ok(GivenUp {
                id: r.id,
                channel: r.channel,
                subject: r.subject,
                to,
                lead,
                attempts: r.attempts,
                reason: r.last_error.unwrap_or_default(),
                created_at: r.created_at,
                given_up_at: r.given_up_at,
            })
        })
        .collect()
}

/// What erasure reads of a row to decide whether it is about the person.
pub struct About {
    pub id: i64,
    pub lead: Option<(String, i64)>,
    pub phone: Option<String>,
    pub email: Option<String>,
    /// Rows queued before V17 carried the person in their JSON only.
    pub payload: Option<Value>,
}

pub fn about_rows(c: &Connection) -> rusqlite::Result<Vec<About>> {
    let mut stmt = c.prepare(
        "SELECT id, lead_kind, lead_id, person_phone, person_email, payload, json_extract(CASE WHEN json_valid(payload) THEN payload END, '$.to') AS addressed FROM alert_outbox",
    )?;
    #[derive(serde::Deserialize)]
    struct Read {
        id: i64,
        lead_kind: Option<String>,
        lead_id: Option<i64>,
        person_phone: Option<String>,
        person_email: Option<String>,
        payload: String,
        addressed: Option<String>,
    }
    stmt.query_map([], crate::db::row::<Read>)?
        .map(|r| {
            let r = r?;
            let lead = match (r.lead_kind, r.lead_id) {
                (Some(k), Some(i)) => Some((k, i)),
                _ => None,
            };
            Ok(About {
                id: r.id,
                lead,
                // A staff text's payload is addressed to staff, but a text to a
                // customer queued before V17 has only its `to`.
                phone: r.person_phone.or(r.addressed),
                email: r.person_email,
                payload: serde_json::from_str(&r.payload).ok(),
            })
        })
        .collect()
}

pub fn delete(c: &Connection, id: i64) -> rusqlite::Result<usize> {
    crate::db::exec(c, "DELETE FROM alert_outbox WHERE id = ?1", [id])
}
