//! Messages: text messages to and from customers (a thread per lead) and
//! push notifications on staff devices (docs/product.md#messages).
//!
//! Nothing here talks to the outside while a request waits: a text or a
//! push is a row of the outbox (`crate::outbox`), written in the transaction
//! of what it announces and delivered by its worker through `Delivery`,
//! with retries that survive a restart.
pub mod gate;
pub mod handlers;
pub use crate::phone;
pub mod push;
mod sms_webhooks;
pub mod store;
mod subscriptions;
mod threads;
pub mod twilio;
pub mod webhook;

use crate::config::{Config, OutboundConfig, SmsConfig};
use crate::content::{BUSINESS, fill};
use crate::db::Db;
use crate::outbox::{self, Deliver, Envelope, Failure, Message, Person};
use crate::phone::Phone;
use futures_util::future::BoxFuture;
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use handlers::{push_routes, routes, staff_routes};

pub use crate::outbox::{FirstText, LeadRef, NewLead};

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

/// Queues a text to a customer, inside the caller's transaction, when
/// `[sms]` is configured (nothing otherwise), if the outbound gate lets it
/// through (`gate::check`: an allowed destination, no STOP, within the
/// hour's texts; checked again at send time). With a lead, the text is kept
/// in the lead's thread, and one the gate refused is recorded there as not
/// sent, with the reason. Answers the thread entry's id, if one was written.
pub fn queue_text(
    tx: &Connection,
    config: &Config,
    lead: Option<LeadRef>,
    to: &Phone,
    body: &str,
) -> rusqlite::Result<Option<i64>> {
    if config.sms.is_none() {
        return Ok(None);
    }
    let number = match gate::check(tx, &config.outbound, gate::Way::Text, to, outbox::store::Counted::Queued)? {
        gate::Verdict::Allowed(number) => number,
        gate::Verdict::Refused(refusal) => {
            let why = refusal.reason();
            tracing::info!(reason = %why, "text not queued: the outbound gate refused it");
            let Some(lead) = lead else { return Ok(None) };
            let shown = to.e164().unwrap_or(to.as_str().trim());
            return Ok(Some(store::insert_text_out(tx, lead.kind, lead.id, shown, body, Some(&why))?));
        }
    };
    let message_id = match lead {
        Some(lead) => Some(store::insert_text_out(tx, lead.kind, lead.id, &number, body, None)?),
        None => None,
    };
    let text = Message::Text { to: number.clone(), body: body.to_string(), thread_entry: message_id };
    let person = Person { phone: Some(number), email: None };
    outbox::enqueue(tx, &Envelope::new(text).about(lead, person))?;
    Ok(message_id)
}

/// A lead a text may start. A text from a number with no lead yet is kept
/// on no lead, unless the number is a fleet's requester: then it is a
/// request for work (docs/product.md#fleets). Leads, above messages, makes
/// that lead; startup hands it in, so messages names nothing above it.
pub trait TextLeads: Send + Sync {
    /// Inside the text's transaction: the lead started (its kind and id) and
    /// what the dashboards hear of it once committed, if the text starts one.
    fn start(&self, tx: &Connection, number: &str, text: &str) -> rusqlite::Result<Option<StartedLead>>;
}

pub struct StartedLead {
    pub kind: String,
    pub id: i64,
    pub event: Option<crate::refs::LeadEvent>,
}

/// Queues a push to one staff account's devices (`Some(user_id)`) or to
/// every owner's, inside the caller's transaction. Only devices whose
/// sign-in is still open get it, each by its subscription, account and
/// endpoint. Answers how many.
pub fn queue_push(
    tx: &Connection,
    to_user: Option<i64>,
    notice: &PushNotice,
    lead: Option<LeadRef>,
    person: &Person,
) -> rusqlite::Result<usize> {
    let devices = store::push_devices(tx, to_user, &crate::time::now_text())?;
    let notice = serde_json::to_value(notice).unwrap_or(Value::Null);
    for device in &devices {
        let push = Message::Push {
            subscription_id: device.id,
            user_id: device.user_id,
            endpoint: device.endpoint.clone(),
            notice: notice.clone(),
        };
        outbox::enqueue(tx, &Envelope::new(push).about(lead, person.clone()))?;
    }
    Ok(devices.len())
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

/// What a new lead sets going, inside its transaction: its staff alert on
/// every channel, the driver's text and the owners' pushes, all from the
/// lead's typed facts (`alert.lead`).
pub fn announce_lead(tx: &rusqlite::Connection, config: &Config, alert: &crate::alerts::Alert) -> rusqlite::Result<()> {
    crate::alerts::enqueue(tx, &config.alerts, alert)?;
    if let Some(lead) = &alert.lead {
        on_new_lead(tx, config, lead)?;
    }
    Ok(())
}

/// What a new lead sets going here, inside its transaction: the driver's
/// text (when the lead has a phone number and `[sms]` is configured) and a
/// push to every owner's device, both from the lead's own facts.
pub fn on_new_lead(tx: &Connection, config: &Config, lead: &NewLead) -> rusqlite::Result<()> {
    let person = lead.person();
    if let Some(phone) = lead.phone.as_deref().filter(|p| !p.trim().is_empty()) {
        let text = match &lead.first_text {
            FirstText::Usual => Some(lead_received_text()),
            FirstText::This(text) => Some(text.clone()),
            FirstText::Nothing => None,
        };
        if let Some(text) = text {
            queue_text(tx, config, Some(lead.lead), &Phone::read(phone), &text)?;
        }
    }
    queue_push(
        tx,
        None,
        &PushNotice {
            kind: lead.lead.kind.to_string(),
            name: lead.name.clone(),
            service: lead.service.clone(),
            urgency: lead.urgency.clone(),
            url: format!("{}&lead={}-{}", lead.dashboard_url, lead.lead.kind, lead.lead.id),
            body: None,
        },
        Some(lead.lead),
        &person,
    )?;
    Ok(())
}

/// What the outbox worker needs to deliver texts and pushes.
#[derive(Clone)]
pub struct Channels {
    pub sms: Option<SmsConfig>,
    /// The outbound gate's policy, applied again as each text goes out.
    pub outbound: OutboundConfig,
    pub vapid: push::Vapid,
    pub base_url: String,
    /// `[push] dev_allow_private_endpoints`.
    pub allow_private_push: bool,
}

/// Delivers the outbox's texts and pushes.
pub struct Delivery {
    pub db: Db,
    /// For texts: the provider's API.
    pub http: reqwest::Client,
    /// For pushes: checks where it connects (`push::client`).
    pub push_http: reqwest::Client,
    pub channels: Channels,
}

impl Deliver for Delivery {
    fn deliver<'a>(&'a self, message: &'a Message) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(async move {
            match message {
                Message::Text { to, body, thread_entry } => self.text(to, body, *thread_entry).await,
                Message::Push { subscription_id, user_id, endpoint, notice } => {
                    self.push(*subscription_id, *user_id, endpoint, notice).await
                }
                other => Err(Failure::GiveUp(format!("texts cannot deliver a {}", other.channel().as_str()))),
            }
        })
    }
}

impl Delivery {
    /// Sends one queued text, through the outbound gate's door (the policy
    /// again: the configuration may have changed since it was queued). Ok
    /// when it is done with (sent, or recorded as not sent for good).
    async fn text(&self, to: &str, body: &str, message_id: Option<i64>) -> Result<(), Failure> {
        let Some(sms) = &self.channels.sms else {
            return Err(Failure::GiveUp("a text was queued but [sms] is no longer configured".into()));
        };
        let callback = message_id.map(|_| format!("{}/api/sms/status", self.channels.base_url));
        let sent =
            gate::send_text(&self.db, &self.http, sms, &self.channels.outbound, to, body, callback.as_deref()).await;
        match sent {
            Ok(gate::Outcome::Sent(sid)) => Ok(record(&self.db, message_id, "sent", None, Some(sid)).await?),
            Ok(gate::Outcome::NotSent(refusal)) => {
                let why = refusal.reason();
                tracing::info!(reason = %why, "text not sent: the outbound gate refused it");
                Ok(record(&self.db, message_id, "not sent", Some(why), None).await?)
            }
            Err(twilio::SendError::Refused { code, message }) => {
                if code == Some(twilio::UNSUBSCRIBED) {
                    let number = to.to_string();
                    self.db.call(move |c| opt_out(c, &number)).await?;
                }
                let code = code.map(|c| format!(" ({c})")).unwrap_or_default();
                record(&self.db, message_id, "failed", Some(format!("Refused by the provider{code}: {message}")), None)
                    .await?;
                Err(Failure::GiveUp(format!("text refused by the provider{code}: {message}")))
            }
            Err(twilio::SendError::Retry(e)) => Err(Failure::Retry(e)),
        }
    }

    /// Sends one queued push, only to the subscription, account and endpoint
    /// it was queued for, and only while the sign-in that made it is open.
    /// A subscription the push service says has ended (404, 410) is deleted.
    async fn push(&self, id: i64, user_id: i64, endpoint: &str, notice: &Value) -> Result<(), Failure> {
        let endpoint = endpoint.to_string();
        let sub = self
            .db
            .call(move |c| store::live_subscription(c, id, user_id, &endpoint, &crate::time::now_text()))
            .await?;
        // Unsubscribed, signed out or expired since: nobody to send it to.
        let Some(sub) = sub else { return Ok(()) };
        let body = notice.to_string();
        let allow_private = self.channels.allow_private_push;
        match push::send(&self.push_http, &self.channels.vapid, &sub, body.as_bytes(), allow_private).await {
            Ok(()) => Ok(()),
            Err(push::PushError::Gone) => {
                self.db.call(move |c| store::delete_subscription(c, id)).await?;
                tracing::info!(subscription = id, "push subscription ended at the push service; deleted");
                Ok(())
            }
            Err(push::PushError::Refused(reason)) => Err(Failure::GiveUp(format!("push refused: {reason}"))),
            Err(push::PushError::Retry(e)) => Err(Failure::Retry(e)),
        }
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
    db.call(move |c| store::set_sent_status(c, id, status, error.as_deref(), sid.as_deref())).await?;
    Ok(())
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
    store::is_opted_out(c, phone)
}

/// Records that the number opted out (STOP, or the provider's 21610).
pub fn opt_out(c: &Connection, phone: &str) -> rusqlite::Result<()> {
    store::opt_out(c, phone)
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
