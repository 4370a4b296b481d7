//! One outbox for everything that leaves the server: staff alerts (email,
//! webhook, the log, texts), mail to one person, texts to customers and
//! pushes to staff devices (docs/product.md#outbox).
//!
//! A message is a row written in the transaction of what it announces, so
//! nothing is sent about what was not stored, and nothing stored is left
//! unsent by a crash. Each channel has a delivery loop of its own, with its
//! own bound on sends at once and its own time limit per send: a push
//! service that never answers holds up only its own pushes, never the
//! driver's text. A message is retried with backoff, and given up after
//! `[alerts] give_up_after_attempts` tries or `give_up_after_hours`; a row
//! given up stays, with the reason, for /healthz and the dashboard.
//!
//! The outbox knows nothing of what it carries beyond the envelope: the
//! features that queue messages also deliver them (`alerts`, `messages`),
//! handed to the worker at start-up as `Deliver`ers.
pub mod store;

use crate::db::Db;
use futures_util::future::BoxFuture;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;
use tokio::sync::{Notify, watch};

/// A way out of the server, with its own delivery loop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Channel {
    /// A staff alert by email to `[alerts] email_to`.
    Email,
    /// A staff alert as JSON to `[alerts] webhook_url`.
    Webhook,
    /// A staff alert in the log, when no channel is configured.
    Log,
    /// An email to one person (a reset link, an invoice, a review request).
    Mail,
    /// A text, to a customer or to a staff number.
    Sms,
    /// A Web Push to one staff device.
    Push,
    /// A call placed through the business number (Twilio's Calls API).
    Call,
}

impl Channel {
    pub const ALL: [Channel; 7] =
        [Channel::Email, Channel::Webhook, Channel::Log, Channel::Mail, Channel::Sms, Channel::Push, Channel::Call];

    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Webhook => "webhook",
            Channel::Log => "log",
            Channel::Mail => "mail",
            Channel::Sms => "sms",
            Channel::Push => "push",
            Channel::Call => "call",
        }
    }

    pub fn parse(s: &str) -> Option<Channel> {
        Channel::ALL.into_iter().find(|c| c.as_str() == s)
    }

    fn index(self) -> usize {
        self as usize
    }

    /// How many sends at once, and how long one may take in all. Mail goes
    /// one at a time, in the order it was queued: a person who asks for a
    /// link twice must find the newest one last in their inbox (only it
    /// works). A mail server may be slow to greet; a push service that has
    /// not answered in 10 s will not, and the next try comes with backoff.
    pub fn limits(self) -> Limits {
        let (concurrency, secs) = match self {
            Channel::Email | Channel::Mail => (1, 60),
            Channel::Webhook => (4, 15),
            Channel::Log => (1, 5),
            Channel::Sms => (4, 15),
            Channel::Push => (8, 10),
            Channel::Call => (2, 15),
        };
        Limits { concurrency, timeout: Duration::from_secs(secs) }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub concurrency: usize,
    pub timeout: Duration,
}

/// The lead a message is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeadRef {
    /// quote, booking, contact, analyzer or chat.
    pub kind: &'static str,
    pub id: i64,
}

/// Whom a message is about (or to), kept in columns of its own so that an
/// erasure finds it without reading any message's text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Person {
    /// E.164 where it can be read as such, else as typed.
    pub phone: Option<String>,
    pub email: Option<String>,
}

/// What one row carries: one variant per kind of message.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    StaffEmail {
        subject: String,
        body: String,
    },
    StaffWebhook {
        subject: String,
        payload: Value,
    },
    StaffLog {
        subject: String,
        body: String,
    },
    /// `expires_at`: when it stops being worth sending (a reset link expires).
    Mail {
        to: String,
        subject: String,
        body: String,
        expires_at: Option<String>,
    },
    /// `to` is E.164; `thread_entry` the lead thread's row that shows it.
    Text {
        to: String,
        body: String,
        thread_entry: Option<i64>,
    },
    /// To the subscription, account and endpoint it was queued for: a push
    /// goes to nobody else, whatever happens to the subscription meanwhile.
    Push {
        subscription_id: i64,
        user_id: i64,
        endpoint: String,
        notice: Value,
    },
    /// Rings `staff_phone` (E.164) from the business number and, once they
    /// answer, puts them through to the customer of call `call_id`.
    Call {
        call_id: i64,
        staff_phone: String,
    },
    /// Fetches a voicemail or a recorded call from Twilio into the database.
    Recording {
        recording_id: i64,
    },
}

impl Message {
    pub fn channel(&self) -> Channel {
        match self {
            Message::StaffEmail { .. } => Channel::Email,
            Message::StaffWebhook { .. } => Channel::Webhook,
            Message::StaffLog { .. } => Channel::Log,
            Message::Mail { .. } => Channel::Mail,
            Message::Text { .. } => Channel::Sms,
            Message::Push { .. } => Channel::Push,
            Message::Call { .. } | Message::Recording { .. } => Channel::Call,
        }
    }
}

/// A new lead's facts, typed: what its staff alert, the driver's text and
/// the staff push are all made from.
#[derive(Debug, Clone)]
pub struct NewLead {
    pub lead: LeadRef,
    pub name: String,
    /// As typed on the form; texted when it reads as E.164.
    pub phone: Option<String>,
    pub email: Option<String>,
    pub service: String,
    pub urgency: String,
    pub dashboard_url: String,
    pub first_text: FirstText,
}

/// The driver's first text about a new lead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FirstText {
    /// "We got your request" (`messages.leadReceived`).
    Usual,
    /// Another text: a missed call's, with the link to say where they are.
    This(String),
    /// None (a caller texted a moment ago already).
    Nothing,
}

impl NewLead {
    /// The person, for erasure: the phone as E.164 where it reads as one.
    pub fn person(&self) -> Person {
        let phone = self.phone.as_deref().map(str::trim).filter(|p| !p.is_empty());
        Person {
            phone: phone.map(|p| crate::phone::Phone::read(p).e164().unwrap_or(p).to_string()),
            email: self.email.clone(),
        }
    }
}

/// A message with what erasure and the checks need to know of it.
#[derive(Debug, Clone)]
pub struct Envelope {
    pub lead: Option<LeadRef>,
    pub person: Person,
    pub message: Message,
}

impl Envelope {
    pub fn new(message: Message) -> Envelope {
        Envelope { lead: None, person: Person::default(), message }
    }

    pub fn about(mut self, lead: Option<LeadRef>, person: Person) -> Envelope {
        self.lead = lead;
        self.person = person;
        self
    }
}

/// Queues a message, inside the caller's transaction.
pub fn enqueue(tx: &rusqlite::Connection, envelope: &Envelope) -> rusqlite::Result<()> {
    store::insert(tx, envelope)
}

/// A row due for delivery.
#[derive(Debug, Clone)]
pub struct Pending {
    pub id: i64,
    pub attempts: i64,
    pub message: Message,
}

/// Why a send did not happen.
#[derive(Debug)]
pub enum Failure {
    /// Worth another try later.
    Retry(anyhow::Error),
    /// Never going to work (refused for good, no longer configured): the
    /// row is given up now, with this reason.
    GiveUp(String),
}

impl From<anyhow::Error> for Failure {
    fn from(e: anyhow::Error) -> Failure {
        Failure::Retry(e)
    }
}

impl From<rusqlite::Error> for Failure {
    fn from(e: rusqlite::Error) -> Failure {
        Failure::Retry(e.into())
    }
}

/// Sends one message of the channels it was registered for. Ok means done
/// with: sent, or recorded as not to be sent (an opted-out number).
pub trait Deliver: Send + Sync + 'static {
    fn deliver<'a>(&'a self, message: &'a Message) -> BoxFuture<'a, Result<(), Failure>>;
}

/// Wakes the delivery loops when something was queued, and tells whoever
/// asks when they have sent everything due (`settled`).
#[derive(Clone, Default)]
pub struct Outbox {
    notify: Arc<[Notify; 7]>,
    lanes: Arc<Lanes>,
}

/// What the delivery loops tell `settled`.
#[derive(Default)]
struct Lanes {
    /// Which channels have a loop running.
    running: [AtomicBool; 7],
    /// Bumped by each `settled`; a loop reads it as a pass begins.
    asked: AtomicU64,
    /// Per channel: `asked` as read by its latest pass that found nothing due
    /// now and nothing in flight.
    caught_up: [watch::Sender<u64>; 7],
}

impl Outbox {
    pub fn wake(&self) {
        for n in self.notify.iter() {
            n.notify_one();
        }
    }

    /// Returns once every running loop has sent (or recorded the failure of)
    /// everything due when it was called: each has made a pass, begun after
    /// the call, that found nothing due and nothing in flight. Rows waiting
    /// for a later retry are not waited for; a delivery queues nothing
    /// further (no `Deliver` enqueues), so one round is all there is. For
    /// tests and tools that must see the outbox's work done
    /// (zero-to-production's `dispatch_all_pending_emails`): they wait on
    /// the work, not on a clock.
    pub async fn settled(&self) {
        let asked = self.lanes.asked.fetch_add(1, Ordering::SeqCst) + 1;
        self.wake();
        for c in Channel::ALL {
            if self.lanes.running[c.index()].load(Ordering::SeqCst) {
                let mut seen = self.lanes.caught_up[c.index()].subscribe();
                // The sender lives as long as `self`: never closed while waiting.
                let _ = seen.wait_for(|pass| *pass >= asked).await;
            }
        }
    }
}

/// When to retry, and when to stop.
#[derive(Debug, Clone)]
pub struct Policy {
    pub retry_base: Duration,
    pub max_attempts: i64,
    pub max_age: chrono::Duration,
}

impl Policy {
    pub fn from_config(c: &crate::config::AlertConfig) -> Policy {
        Policy {
            retry_base: Duration::from_millis(c.retry_base_ms.max(1)),
            max_attempts: i64::from(c.give_up_after_attempts.max(1)),
            max_age: chrono::Duration::hours(i64::from(c.give_up_after_hours.max(1))),
        }
    }

    /// Doubling from the base, at most 15 minutes apart.
    fn backoff(&self, attempts: i64) -> Duration {
        let factor = 2u32.saturating_pow(u32::try_from(attempts - 1).unwrap_or(0).min(16));
        (self.retry_base * factor).min(Duration::from_secs(15 * 60).max(self.retry_base))
    }
}

pub struct Worker {
    pub db: Db,
    pub outbox: Outbox,
    pub policy: Policy,
    /// Who delivers each channel. A channel without one is not delivered.
    pub deliverers: Vec<(Channel, Arc<dyn Deliver>)>,
}

impl Worker {
    /// One delivery loop per channel.
    pub fn spawn(self) {
        let policy = Arc::new(self.policy);
        for (channel, deliver) in self.deliverers {
            self.outbox.lanes.running[channel.index()].store(true, Ordering::SeqCst);
            let lane =
                Lane { channel, db: self.db.clone(), policy: policy.clone(), deliver, notify: self.outbox.clone() };
            tokio::spawn(lane.run());
        }
    }
}

/// One channel's delivery loop.
struct Lane {
    channel: Channel,
    db: Db,
    policy: Arc<Policy>,
    deliver: Arc<dyn Deliver>,
    notify: Outbox,
}

impl Lane {
    async fn run(self) {
        let limits = self.channel.limits();
        let lane = Arc::new(self);
        let mut sending = tokio::task::JoinSet::new();
        // Which row each send is: the due query leaves rows in flight out.
        let mut in_flight: HashMap<tokio::task::Id, i64> = HashMap::new();
        let lanes = lane.notify.lanes.clone();
        loop {
            let asked = lanes.asked.load(Ordering::SeqCst);
            let mut wait = Duration::from_secs(30);
            let room = limits.concurrency.saturating_sub(sending.len());
            if room > 0 {
                let busy: Vec<i64> = in_flight.values().copied().collect();
                match lane.due(busy, room).await {
                    Ok((rows, next)) => {
                        if rows.is_empty() && sending.is_empty() {
                            lanes.caught_up[lane.channel.index()].send_if_modified(|pass| {
                                let newer = asked > *pass;
                                *pass = (*pass).max(asked);
                                newer
                            });
                        }
                        for row in rows {
                            let id = row.id;
                            let lane = lane.clone();
                            let task = sending.spawn(async move { lane.send(row, limits.timeout).await });
                            in_flight.insert(task.id(), id);
                        }
                        wait = next.unwrap_or(wait).min(wait);
                    }
                    Err(e) => {
                        tracing::error!(channel = lane.channel.as_str(), error = %format!("{e:#}"), "outbox");
                        wait = Duration::from_secs(5);
                    }
                }
            }
            tokio::select! {
                Some(done) = sending.join_next_with_id(), if !sending.is_empty() => {
                    let task = match done { Ok((task, ())) => task, Err(e) => e.id() };
                    in_flight.remove(&task);
                }
                _ = lane.notify.notify[lane.channel.index()].notified() => {}
                _ = tokio::time::sleep(wait) => {}
            }
        }
    }

    /// Up to `room` rows due now, and how long until the next one is.
    async fn due(&self, busy: Vec<i64>, room: usize) -> anyhow::Result<(Vec<Pending>, Option<Duration>)> {
        let (channel, max_age) = (self.channel, self.policy.max_age);
        let (given_up, rows, next) = self
            .db
            .call(move |c| {
                let now = chrono::Utc::now();
                let given_up = store::give_up_older_than(c, channel, now - max_age)?;
                let (rows, next) = store::due(c, channel, now, &busy, room)?;
                Ok((given_up, rows, next))
            })
            .await?;
        if given_up > 0 {
            tracing::warn!(channel = channel.as_str(), rows = given_up, "outbox: given up, too old to send");
        }
        Ok((rows, next))
    }

    async fn send(&self, row: Pending, timeout: Duration) {
        let result = match tokio::time::timeout(timeout, self.deliver.deliver(&row.message)).await {
            Ok(result) => result,
            Err(_) => Err(Failure::Retry(anyhow::anyhow!("no answer within {} s", timeout.as_secs()))),
        };
        let (id, channel, attempt) = (row.id, self.channel, row.attempts + 1);
        let outcome = match result {
            Ok(()) => store::Outcome::Delivered,
            Err(Failure::GiveUp(reason)) => {
                tracing::warn!(outbox = id, channel = channel.as_str(), reason = %reason, "given up: not sent, and not retried");
                store::Outcome::GivenUp(reason)
            }
            Err(Failure::Retry(e)) if attempt >= self.policy.max_attempts => {
                let reason = format!("gave up after {attempt} tries: {e:#}");
                tracing::warn!(outbox = id, channel = channel.as_str(), reason = %reason, "given up");
                store::Outcome::GivenUp(reason)
            }
            Err(Failure::Retry(e)) => {
                let delay = self.policy.backoff(attempt);
                let error = format!("{e:#}");
                tracing::warn!(outbox = id, channel = channel.as_str(), attempt, retry_in_ms = delay.as_millis() as u64, error = %error, "not delivered yet");
                store::Outcome::Retry {
                    at: chrono::Utc::now() + chrono::Duration::from_std(delay).unwrap_or_default(),
                    error,
                }
            }
        };
        if let Err(e) = self.db.call(move |c| store::record(c, id, channel, &outcome)).await {
            tracing::error!(outbox = id, error = %format!("{e:#}"), "outbox: the outcome was not recorded");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_double_from_the_base_and_wait_at_most_a_quarter_of_an_hour() {
        let p = Policy { retry_base: Duration::from_secs(5), max_attempts: 20, max_age: chrono::Duration::hours(24) };
        assert_eq!(p.backoff(1), Duration::from_secs(5));
        assert_eq!(p.backoff(2), Duration::from_secs(10));
        assert_eq!(p.backoff(4), Duration::from_secs(40));
        assert_eq!(p.backoff(19), Duration::from_secs(900));
    }

    #[test]
    fn every_message_names_its_channel() {
        for c in Channel::ALL {
            assert_eq!(Channel::parse(c.as_str()), Some(c));
            assert_eq!(Channel::ALL[c.index()], c);
        }
    }
}
