//! Staff alerts through the outbox (`crate::outbox`). A lead and its alert
//! rows are written in one transaction; the outbox's worker delivers each
//! row by email, webhook or (when nothing is configured) the log, through
//! `Delivery`, retrying with backoff. An outage delays alerts, a restart
//! picks up where the last run stopped, and what is given up in the end is
//! listed on the dashboard.
//!
//! Mail to one person (a customer's reset link, a notice about their
//! account) goes through the same outbox, on the channel "mail", so that no
//! request waits on the mail server: how long an answer takes must not tell
//! whether a mail was sent (that would tell which emails have accounts).
use crate::config::AlertConfig;
use crate::mail::Mailer;
use crate::outbox::{self, Deliver, Envelope, Failure, LeadRef, Message, NewLead, Person};
use crate::phone::Phone;
use futures_util::future::BoxFuture;

/// What staff are told: about a new lead, or anything else staff must know.
pub struct Alert {
    pub subject: String,
    /// Plain text for email and the log.
    pub body: String,
    /// JSON for the webhook (SMS gateways, chat tools).
    pub payload: serde_json::Value,
    /// The lead it announces, typed: the staff text is made from it, and it
    /// says whom the alert is about.
    pub lead: Option<NewLead>,
}

/// An email to one person rather than to staff.
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// When the mail stops being worth sending (a reset link expires): an
    /// undelivered one is given up then rather than retried.
    pub expires_at: String,
}

/// Queues `mail`, inside the caller's transaction, about `lead` if it is
/// about one (so that erasing the lead's person reaches it).
pub fn enqueue_mail(tx: &rusqlite::Connection, mail: &Mail, lead: Option<LeadRef>) -> rusqlite::Result<()> {
    let message = Message::Mail {
        to: mail.to.clone(),
        subject: mail.subject.clone(),
        body: mail.body.clone(),
        expires_at: Some(mail.expires_at.clone()),
    };
    let person = Person { phone: None, email: Some(mail.to.clone()) };
    outbox::enqueue(tx, &Envelope::new(message).about(lead, person))
}

/// Queues the alert on every configured channel, inside the lead's transaction.
pub fn enqueue(tx: &rusqlite::Connection, config: &AlertConfig, alert: &Alert) -> rusqlite::Result<()> {
    let (lead, person) = match &alert.lead {
        Some(l) => (Some(l.lead), l.person()),
        None => (None, Person::default()),
    };
    let mut messages = Vec::new();
    if !config.email_to.is_empty() {
        messages.push(Message::StaffEmail { subject: alert.subject.clone(), body: alert.body.clone() });
    }
    if config.webhook_url.as_deref().is_some_and(|u| !u.is_empty()) {
        messages.push(Message::StaffWebhook { subject: alert.subject.clone(), payload: alert.payload.clone() });
    }
    if !config.sms_to.is_empty() {
        queue_staff_texts(tx, &config.sms_to, &staff_text(alert), lead, &person)?;
    } else if messages.is_empty() {
        messages.push(Message::StaffLog { subject: alert.subject.clone(), body: alert.body.clone() });
    }
    for message in messages {
        outbox::enqueue(tx, &Envelope::new(message).about(lead, person.clone()))?;
    }
    Ok(())
}

/// Queues a staff alert's short text to each number of `[alerts] sms_to`,
/// about the lead and person the alert is about.
pub fn queue_staff_texts(
    tx: &rusqlite::Connection,
    numbers: &[String],
    text: &str,
    lead: Option<LeadRef>,
    person: &Person,
) -> rusqlite::Result<()> {
    for number in numbers {
        if let Some(to) = Phone::read(number).e164() {
            let message = Message::Text { to: to.to_string(), body: text.to_string(), thread_entry: None };
            outbox::enqueue(tx, &Envelope::new(message).about(lead, person.clone()))?;
        }
    }
    Ok(())
}

/// The short text staff get for an alert (`[alerts] sms_to`): the template
/// for a lead, the alert's subject for anything else.
fn staff_text(alert: &Alert) -> String {
    use crate::content::{BUSINESS, fill};
    match &alert.lead {
        Some(l) => fill(
            &BUSINESS.messages.staff_alert,
            &[
                ("kind", l.lead.kind),
                ("name", &l.name),
                ("service", &l.service),
                ("urgency", &l.urgency),
                ("url", &l.dashboard_url),
            ],
        ),
        None => alert.subject.clone(),
    }
}

/// Delivers staff alerts (email, webhook, log) and mail to one person.
pub struct Delivery {
    pub mailer: Mailer,
    pub config: AlertConfig,
    pub http: reqwest::Client,
}

impl Deliver for Delivery {
    fn deliver<'a>(&'a self, message: &'a Message) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(async move {
            match message {
                Message::StaffEmail { .. } | Message::Mail { .. } if !self.mailer.is_configured() => {
                    Err(Failure::GiveUp("no mail server is configured ([mail] host)".into()))
                }
                Message::StaffEmail { .. } if self.config.email_to.is_empty() => {
                    Err(Failure::GiveUp("alerts.email_to is no longer set".into()))
                }
                Message::StaffEmail { subject, body } => {
                    Ok(self.mailer.send(&self.config.email_to, subject, body).await?)
                }
                Message::Mail { to, subject, body, expires_at } => {
                    if expires_at.as_deref().is_some_and(|t| t <= crate::time::now_text().as_str()) {
                        return Err(Failure::GiveUp("expired before it could be sent (is [mail] working?)".into()));
                    }
                    Ok(self.mailer.send(std::slice::from_ref(to), subject, body).await?)
                }
                Message::StaffWebhook { payload, .. } => {
                    let Some(url) = self.config.webhook_url.as_deref().filter(|u| !u.is_empty()) else {
                        return Err(Failure::GiveUp("alerts.webhook_url is no longer set".into()));
                    };
                    let resp = self.http.post(url).json(payload).send().await.map_err(anyhow::Error::from)?;
                    if !resp.status().is_success() {
                        return Err(Failure::Retry(anyhow::anyhow!("webhook answered {}", resp.status())));
                    }
                    Ok(())
                }
                Message::StaffLog { subject, body } => {
                    tracing::warn!("{}", log_line(subject, body));
                    Ok(())
                }
                other => Err(Failure::GiveUp(format!("alerts cannot deliver a {}", other.channel().as_str()))),
            }
        })
    }
}

/// An alert as one log line. A visitor's text goes into alerts, so every
/// control character (a newline above all) is escaped: a lead can never
/// forge a log line of its own.
fn log_line(subject: &str, body: &str) -> String {
    let escape = |s: &str| -> String {
        s.chars().flat_map(|c| if c.is_control() { c.escape_default().collect() } else { vec![c] }).collect()
    };
    format!(
        "STAFF ALERT (no alert channel configured; see [alerts] in config.example.toml): {} | {}",
        escape(subject),
        escape(body)
    )
}

#[cfg(test)]
mod log_tests {
    #[test]
    fn an_alert_in_the_log_is_one_line_whatever_the_visitor_typed() {
        let line = super::log_line(
            "New quote request: Dana\r\n2026-01-01T00:00:00Z INFO forged",
            "Name: Dana\nDetails: a\u{1b}[31mred\t!",
        );
        assert!(!line.chars().any(char::is_control), "{line:?}");
        assert!(line.contains("Dana\\r\\n2026"), "{line}");
        assert!(line.contains("Name: Dana\\nDetails: a\\u{1b}[31mred\\t!"), "{line}");
    }
}
