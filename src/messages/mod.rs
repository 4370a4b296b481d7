//! Messages: text messages to and from customers (a thread per lead) and
//! push notifications on staff devices (docs/product.md#messages).
//!
//! Nothing here talks to the outside while a request waits: a text or a
//! push is a row of the alert outbox, written in the transaction of what it
//! announces and delivered by the outbox worker (`deliver_text`,
//! `deliver_push`) with retries that survive a restart.
pub mod handlers;
pub mod phone;
pub mod push;
pub mod twilio;

use crate::config::{Config, SmsConfig};
use crate::content::{BUSINESS, fill};
use crate::db::Db;
use phone::E164;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

pub use handlers::{push_routes, routes, staff_routes};

/// The lead a text belongs to.
#[derive(Debug, Clone, Copy)]
pub struct LeadRef {
    /// quote, booking, contact, analyzer or chat.
    pub kind: &'static str,
    pub id: i64,
}

/// What a push notification says: the same for a new lead, a text in, a job.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PushNotice {
    pub kind: String,
    pub name: String,
    pub service: String,
    pub urgency: String,
    /// Where a tap goes: the dashboard URL of the lead.
    pub url: String,
    /// A text's words, for a text in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
}

/// A permanent failure: the outbox row is dropped instead of retried, and
/// the reason logged (what it means for a lead is recorded on the lead).
#[derive(Debug)]
pub struct GiveUp(pub String);

impl std::fmt::Display for GiveUp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GiveUp {}

/// Queues a text to a customer, inside the caller's transaction, when
/// `[sms]` is configured (nothing otherwise). With a lead, the text is kept
/// in the lead's thread; a number that cannot be read as E.164 is recorded
/// there as not sent. Whether the number opted out is checked at send time.
/// Answers the thread entry's id, if one was written.
pub fn queue_text(
    tx: &Connection,
    config: &Config,
    lead: Option<LeadRef>,
    to_phone: &str,
    body: &str,
) -> rusqlite::Result<Option<i64>> {
    if config.sms.is_none() {
        return Ok(None);
    }
    let Some(number) = E164::parse(to_phone) else {
        if let Some(lead) = lead {
            tx.execute(
                "INSERT INTO messages (lead_type, lead_id, direction, phone, body, status, error) VALUES (?1, ?2, 'out', ?3, ?4, 'not sent', ?5)",
                params![lead.kind, lead.id, to_phone.trim(), body, "The number cannot be read as a phone number to text."],
            )?;
            return Ok(Some(tx.last_insert_rowid()));
        }
        return Ok(None);
    };
    let message_id = match lead {
        Some(lead) => {
            tx.execute(
                "INSERT INTO messages (lead_type, lead_id, direction, phone, body, status) VALUES (?1, ?2, 'out', ?3, ?4, 'queued')",
                params![lead.kind, lead.id, number.as_str(), body],
            )?;
            Some(tx.last_insert_rowid())
        }
        None => None,
    };
    queue_sms_row(tx, number.as_str(), body, message_id)?;
    Ok(message_id)
}

/// The outbox row of one text; `message_id` ties it to its thread entry.
fn queue_sms_row(tx: &Connection, to: &str, body: &str, message_id: Option<i64>) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO alert_outbox (channel, subject, body, payload) VALUES ('sms', 'Text message', ?1, ?2)",
        params![body, json!({ "to": to, "messageId": message_id }).to_string()],
    )?;
    Ok(())
}

/// Queues a staff alert's short text to each number of `[alerts] sms_to`.
pub fn queue_staff_texts(tx: &Connection, numbers: &[String], text: &str) -> rusqlite::Result<()> {
    for number in numbers {
        if let Some(n) = E164::parse(number) {
            queue_sms_row(tx, n.as_str(), text, None)?;
        }
    }
    Ok(())
}

/// Queues a push to one staff account's devices (`Some(user_id)`) or to
/// every staff device, inside the caller's transaction. Answers how many.
pub fn queue_push(tx: &Connection, to_user: Option<i64>, notice: &PushNotice) -> rusqlite::Result<usize> {
    let ids: Vec<i64> = {
        let mut stmt = tx.prepare(
            // Everyone's means the back office's: a technician's phone gets
            // only the jobs assigned to them (docs/product.md#dispatch).
            "SELECT s.id FROM push_subscriptions s JOIN users u ON u.id = s.user_id
             WHERE u.is_staff = 1 AND ((?1 IS NULL AND u.role = 'owner') OR s.user_id = ?1) ORDER BY s.id",
        )?;
        stmt.query_map([to_user], |r| r.get(0))?.collect::<Result<_, _>>()?
    };
    let notice = serde_json::to_value(notice).unwrap_or(Value::Null);
    for id in &ids {
        tx.execute(
            "INSERT INTO alert_outbox (channel, subject, body, payload) VALUES ('push', 'Push notification', '', ?1)",
            [json!({ "subscriptionId": id, "notice": notice }).to_string()],
        )?;
    }
    Ok(ids.len())
}

/// The short text staff get for an alert (`[alerts] sms_to`): the template
/// for a lead, the alert's subject for anything else.
pub fn staff_text(subject: &str, payload: &Value) -> String {
    let field = |k: &str| payload.get(k).and_then(Value::as_str).unwrap_or("");
    match payload.get("dashboardUrl").and_then(Value::as_str) {
        Some(url) => fill(
            &BUSINESS.messages.staff_alert,
            &[
                ("kind", field("type")),
                ("name", field("name")),
                ("service", field("service")),
                ("urgency", field("urgency")),
                ("url", url),
            ],
        ),
        None => subject.to_string(),
    }
}

/// The driver's text for a new lead.
pub fn lead_received_text() -> String {
    fill(
        &BUSINESS.messages.lead_received,
        &[
            ("business", &BUSINESS.name),
            ("minutes", &BUSINESS.claims.average_response_minutes.to_string()),
            ("emergency", &BUSINESS.phones.emergency.display),
        ],
    )
}

/// What a new lead sets going here, inside its transaction: the driver's
/// text (when the lead has a phone number and `[sms]` is configured) and a
/// push to every staff device. `alert` is the lead's staff alert payload.
pub fn on_new_lead(tx: &Connection, config: &Config, lead: LeadRef, alert: &Value) -> rusqlite::Result<()> {
    let field = |k: &str| alert.get(k).and_then(Value::as_str).unwrap_or("").to_string();
    let phone = field("phone");
    if !phone.trim().is_empty() {
        queue_text(tx, config, Some(lead), &phone, &lead_received_text())?;
    }
    queue_push(
        tx,
        None,
        &PushNotice {
            kind: lead.kind.to_string(),
            name: field("name"),
            service: field("service"),
            urgency: field("urgency"),
            url: format!("{}&lead={}-{}", field("dashboardUrl"), lead.kind, lead.id),
            body: None,
        },
    )?;
    Ok(())
}

/// What the outbox worker needs to deliver texts and pushes.
#[derive(Clone)]
pub struct Channels {
    pub sms: Option<SmsConfig>,
    pub vapid: push::Vapid,
    pub base_url: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct TextEnvelope {
    to: String,
    message_id: Option<i64>,
}

/// Sends one queued text. Ok when it is done with (sent, or recorded as not
/// sent for good); Err to retry later.
pub async fn deliver_text(
    db: &Db,
    http: &reqwest::Client,
    channels: &Channels,
    payload: &str,
    body: &str,
) -> anyhow::Result<()> {
    let envelope: TextEnvelope = serde_json::from_str(payload)?;
    let Some(sms) = &channels.sms else {
        return Err(GiveUp("a text was queued but [sms] is no longer configured".into()).into());
    };
    let to = envelope.to.clone();
    let opted_out: bool = db.call(move |c| is_opted_out(c, &to)).await?;
    let message_id = envelope.message_id;
    if opted_out {
        record(db, message_id, "not sent", Some("The number opted out (it texted STOP).".into()), None).await?;
        return Ok(());
    }
    let callback = message_id.map(|_| format!("{}/api/sms/status", channels.base_url));
    match twilio::send(http, sms, &envelope.to, body, callback.as_deref()).await {
        Ok(sid) => record(db, message_id, "sent", None, Some(sid)).await,
        Err(twilio::SendError::Refused { code, message }) => {
            if code == Some(twilio::UNSUBSCRIBED) {
                let to = envelope.to.clone();
                db.call(move |c| opt_out(c, &to)).await?;
            }
            let code = code.map(|c| format!(" ({c})")).unwrap_or_default();
            record(db, message_id, "failed", Some(format!("Refused by the provider{code}: {message}")), None).await?;
            Err(GiveUp(format!("text refused by the provider{code}: {message}")).into())
        }
        Err(twilio::SendError::Retry(e)) => Err(e),
    }
}

/// Sets a thread entry's status (a text without a thread has nothing to record).
async fn record(
    db: &Db,
    id: Option<i64>,
    status: &'static str,
    error: Option<String>,
    sid: Option<String>,
) -> anyhow::Result<()> {
    let Some(id) = id else { return Ok(()) };
    db.call(move |c| {
        c.execute(
            "UPDATE messages SET status = ?1, error = ?2, provider_sid = COALESCE(?3, provider_sid),
               updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?4 AND status = 'queued'",
            params![status, error, sid, id],
        )
    })
    .await?;
    Ok(())
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PushEnvelope {
    subscription_id: i64,
    notice: Value,
}

/// Sends one queued push. A subscription the push service says has ended
/// (404, 410) is deleted.
pub async fn deliver_push(db: &Db, http: &reqwest::Client, channels: &Channels, payload: &str) -> anyhow::Result<()> {
    let envelope: PushEnvelope = serde_json::from_str(payload)?;
    let id = envelope.subscription_id;
    let sub = db
        .call(move |c| {
            c.query_row("SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE id = ?1", [id], |r| {
                Ok(push::Subscription { endpoint: r.get(0)?, p256dh: r.get(1)?, auth: r.get(2)? })
            })
            .optional()
        })
        .await?;
    // Unsubscribed (or signed out) since: nothing to send.
    let Some(sub) = sub else { return Ok(()) };
    let body = envelope.notice.to_string();
    match push::send(http, &channels.vapid, &sub, body.as_bytes()).await {
        Ok(()) => Ok(()),
        Err(push::PushError::Gone) => {
            db.call(move |c| c.execute("DELETE FROM push_subscriptions WHERE id = ?1", [id])).await?;
            tracing::info!(subscription = id, "push subscription ended at the push service; deleted");
            Ok(())
        }
        Err(push::PushError::Refused(reason)) => Err(GiveUp(format!("push refused: {reason}")).into()),
        Err(push::PushError::Retry(e)) => Err(e),
    }
}

/// The contact push services see: `[push] subject`, else the first alert
/// email, else the base URL.
pub fn push_subject(config: &Config) -> String {
    if let Some(s) = config.push.subject.as_ref().filter(|s| !s.trim().is_empty()) {
        return s.trim().to_string();
    }
    match config.alerts.email_to.first() {
        Some(email) => format!("mailto:{email}"),
        None => config.base_url.clone(),
    }
}

/// Whether the number (E.164) texted STOP and has not texted START since.
pub fn is_opted_out(c: &Connection, phone: &str) -> rusqlite::Result<bool> {
    c.query_row("SELECT EXISTS (SELECT 1 FROM sms_opt_outs WHERE phone = ?1)", [phone], |r| r.get(0))
}

/// Records that the number opted out (STOP, or the provider's 21610).
pub fn opt_out(c: &Connection, phone: &str) -> rusqlite::Result<()> {
    c.execute("INSERT OR IGNORE INTO sms_opt_outs (phone) VALUES (?1)", [phone]).map(drop)
}

/// Whether the word is one of the carriers' opt-out keywords.
pub fn is_stop(word: &str) -> bool {
    ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"].contains(&word)
}

pub fn is_start(word: &str) -> bool {
    ["START", "UNSTOP", "YES"].contains(&word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_drivers_text_says_who_what_how_fast_whom_to_call_and_how_to_stop() {
        let text = lead_received_text();
        assert!(text.starts_with("Roadside Rescue NE Florida:"), "{text}");
        assert!(
            text.contains("15 minutes") && text.contains("(386) 372-8412") && text.ends_with("Reply STOP to opt out."),
            "{text}"
        );
        assert!(text.chars().count() <= 160, "one SMS segment: {} characters", text.chars().count());
    }

    #[test]
    fn opt_out_and_opt_in_words_are_the_carriers_own() {
        for w in ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"] {
            assert!(is_stop(w));
        }
        for w in ["START", "UNSTOP", "YES"] {
            assert!(is_start(w) && !is_stop(w));
        }
        assert!(!is_stop("STOP IT") && !is_stop("HELP"));
    }
}
