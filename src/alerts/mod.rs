//! Staff alerts through an outbox. A lead and its alert rows are written in
//! one transaction; a background worker delivers each row by email, webhook
//! or (when nothing is configured) the log, retrying with backoff until it
//! succeeds. An outage delays alerts but never drops them, and a restart
//! picks up where the last run stopped.
//!
//! Mail to one person (a customer's reset link, a notice about their
//! account) goes through the same outbox, on the channel "mail", so that no
//! request waits on the mail server: how long an answer takes must not tell
//! whether a mail was sent (that would tell which emails have accounts).
use crate::config::AlertConfig;
use crate::db::Db;
use crate::mail::Mailer;
use rusqlite::params;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// What staff are told about a new lead.
pub struct Alert {
    pub subject: String,
    /// Plain text for email and the log.
    pub body: String,
    /// JSON for the webhook (SMS gateways, chat tools).
    pub payload: serde_json::Value,
}

/// Wakes the worker when a new alert is queued.
#[derive(Clone, Default)]
pub struct AlertQueue {
    notify: Arc<Notify>,
}

impl AlertQueue {
    pub fn wake(&self) {
        self.notify.notify_one();
    }
}

use crate::time::now_text;

/// An email to one person rather than to staff.
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// When the mail stops being worth sending (a reset link expires): an
    /// undelivered one is dropped then rather than retried for ever.
    pub expires_at: String,
}

/// Queues `mail`, inside the caller's transaction. The recipient and the
/// expiry go in the payload column, which for this channel is the envelope.
pub fn enqueue_mail(tx: &rusqlite::Connection, mail: &Mail) -> rusqlite::Result<()> {
    let envelope = serde_json::json!({ "to": mail.to, "expiresAt": mail.expires_at });
    tx.execute(
        "INSERT INTO alert_outbox (channel, subject, body, payload) VALUES ('mail', ?1, ?2, ?3)",
        params![mail.subject, mail.body, envelope.to_string()],
    )?;
    Ok(())
}

/// Queues the alert on every configured channel, inside the lead's transaction.
pub fn enqueue(tx: &rusqlite::Connection, config: &AlertConfig, alert: &Alert) -> rusqlite::Result<()> {
    let mut channels = Vec::new();
    if !config.email_to.is_empty() {
        channels.push("email");
    }
    if config.webhook_url.as_deref().is_some_and(|u| !u.is_empty()) {
        channels.push("webhook");
    }
    if !config.sms_to.is_empty() {
        crate::messages::queue_staff_texts(
            tx,
            &config.sms_to,
            &crate::messages::staff_text(&alert.subject, &alert.payload),
        )?;
    }
    if channels.is_empty() && config.sms_to.is_empty() {
        channels.push("log");
    }
    for channel in channels {
        tx.execute(
            "INSERT INTO alert_outbox (channel, subject, body, payload) VALUES (?1, ?2, ?3, ?4)",
            params![channel, alert.subject, alert.body, alert.payload.to_string()],
        )?;
    }
    Ok(())
}

struct Due {
    id: i64,
    channel: String,
    subject: String,
    body: String,
    payload: String,
    attempts: i64,
}

pub struct Worker {
    pub db: Db,
    pub mailer: Mailer,
    pub config: AlertConfig,
    pub queue: AlertQueue,
    pub http: reqwest::Client,
    /// Texts and pushes (`messages`).
    pub channels: crate::messages::Channels,
}

impl Worker {
    pub fn spawn(self) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                let wait = match self.deliver_due().await {
                    Ok(wait) => wait,
                    Err(e) => {
                        tracing::error!(error = %format!("{e:#}"), "alert outbox");
                        Duration::from_secs(5)
                    }
                };
                tokio::select! {
                    _ = self.queue.notify.notified() => {}
                    _ = tokio::time::sleep(wait) => {}
                }
            }
        })
    }

    /// Delivers what is due; returns how long to wait before the next try.
    async fn deliver_due(&self) -> anyhow::Result<Duration> {
        let now = now_text();
        let expired_at = now.clone();
        let expired = self
            .db
            .call(move |c| {
                c.execute(
                    "DELETE FROM alert_outbox WHERE channel = 'mail' AND delivered_at IS NULL AND \
                        json_extract(payload, '$.expiresAt') <= ?1",
                    [expired_at],
                )
            })
            .await?;
        if expired > 0 {
            tracing::warn!(mails = expired, "mail to customers dropped undelivered: it expired (is [mail] working?)");
        }
        let due = self
            .db
            .call(move |c| {
                let mut stmt = c.prepare(
                    "SELECT id, channel, subject, body, payload, attempts FROM alert_outbox
                     WHERE delivered_at IS NULL AND next_attempt_at <= ?1 ORDER BY id LIMIT 20",
                )?;
                let rows = stmt.query_map([now], |r| {
                    Ok(Due {
                        id: r.get(0)?,
                        channel: r.get(1)?,
                        subject: r.get(2)?,
                        body: r.get(3)?,
                        payload: r.get(4)?,
                        attempts: r.get(5)?,
                    })
                })?;
                rows.collect::<Result<Vec<_>, _>>()
            })
            .await?;
        // Each channel is its own queue: a slow mail server must not hold up
        // a driver's text or a staff push.
        let mut by_channel: Vec<Vec<Due>> = Vec::new();
        for row in due {
            match by_channel.iter_mut().find(|rows| rows[0].channel == row.channel) {
                Some(rows) => rows.push(row),
                None => by_channel.push(vec![row]),
            }
        }
        let results = futures_util::future::join_all(by_channel.into_iter().map(|rows| async move {
            let mut out = Vec::new();
            for row in rows {
                let result = self.deliver(&row).await;
                out.push((row, result));
            }
            out
        }))
        .await;
        for (row, result) in results.into_iter().flatten() {
            let id = row.id;
            if let Err(e) = &result
                && let Some(reason) = e.downcast_ref::<crate::messages::GiveUp>()
            {
                tracing::warn!(alert = id, channel = %row.channel, reason = %reason, "given up: not delivered, and not retried");
                self.db.call(move |c| c.execute("DELETE FROM alert_outbox WHERE id = ?1", [id])).await?;
                continue;
            }
            match result {
                Ok(()) => {
                    self.db
                        .call(move |c| {
                            // A sent mail to a customer is not kept: its body holds a live reset
                            // link, and its envelope the person's address. Nor is a text or a
                            // push (the lead's thread keeps what was texted).
                            c.execute(
                                "UPDATE alert_outbox SET delivered_at = ?1, attempts = attempts + 1, last_error = NULL, \
                                    body = CASE WHEN channel IN ('mail', 'sms', 'push') THEN '' ELSE body END, \
                                    payload = CASE WHEN channel IN ('mail', 'sms', 'push') THEN '{}' ELSE payload END WHERE id = ?2",
                                params![now_text(), id],
                            )
                        })
                        .await?;
                }
                Err(e) => {
                    let delay = self.backoff(row.attempts + 1);
                    let next =
                        crate::time::format(chrono::Utc::now() + chrono::Duration::from_std(delay).unwrap_or_default());
                    let error = format!("{e:#}");
                    tracing::warn!(alert = id, channel = %row.channel, attempt = row.attempts + 1, retry_in_ms = delay.as_millis() as u64, error = %error, "alert not delivered yet");
                    self.db
                        .call(move |c| {
                            c.execute(
                                "UPDATE alert_outbox SET attempts = attempts + 1, next_attempt_at = ?1, last_error = \
                                    ?2 WHERE id = ?3",
                                params![next, error, id],
                            )
                        })
                        .await?;
                }
            }
        }
        // Sleep until the earliest pending retry, but look again at least every 30 s.
        let next: Option<String> = self
            .db
            .call(|c| {
                c.query_row("SELECT MIN(next_attempt_at) FROM alert_outbox WHERE delivered_at IS NULL", [], |r| {
                    r.get(0)
                })
            })
            .await?;
        let wait = next
            .and_then(|t| chrono::DateTime::parse_from_rfc3339(&t).ok())
            .map(|t| (t.with_timezone(&chrono::Utc) - chrono::Utc::now()).to_std().unwrap_or(Duration::ZERO))
            .unwrap_or(Duration::from_secs(30));
        Ok(wait.min(Duration::from_secs(30)))
    }

    fn backoff(&self, attempts: i64) -> Duration {
        let base = Duration::from_millis(self.config.retry_base_ms.max(1));
        let factor = 2u32.saturating_pow(u32::try_from(attempts - 1).unwrap_or(0).min(16));
        (base * factor).min(Duration::from_secs(15 * 60).max(base))
    }

    async fn deliver(&self, row: &Due) -> anyhow::Result<()> {
        match row.channel.as_str() {
            "email" => self.mailer.send(&self.config.email_to, &row.subject, &row.body).await,
            "mail" => {
                let envelope: serde_json::Value = serde_json::from_str(&row.payload)?;
                let to = envelope["to"].as_str().ok_or_else(|| anyhow::anyhow!("a mail without a recipient"))?;
                self.mailer.send(&[to.to_string()], &row.subject, &row.body).await
            }
            "webhook" => {
                let url = self
                    .config
                    .webhook_url
                    .as_deref()
                    .ok_or_else(|| anyhow::anyhow!("alerts.webhook_url is no longer set"))?;
                let payload: serde_json::Value = serde_json::from_str(&row.payload)?;
                let resp = self.http.post(url).json(&payload).send().await?;
                anyhow::ensure!(resp.status().is_success(), "webhook answered {}", resp.status());
                Ok(())
            }
            "log" => {
                tracing::warn!("{}", log_line(&row.subject, &row.body));
                Ok(())
            }
            "sms" => crate::messages::deliver_text(&self.db, &self.http, &self.channels, &row.payload, &row.body).await,
            "push" => crate::messages::deliver_push(&self.db, &self.http, &self.channels, &row.payload).await,
            other => anyhow::bail!("unknown alert channel {other}"),
        }
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
