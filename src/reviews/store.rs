//! Review requests in SQLite: scheduled in the transaction of the job change
//! that completes a job, sent by the worker in `reviews` once due, tapped
//! through /r/{token}. Every function takes the connection it works in.
use crate::config::Config;
use crate::content::{BUSINESS, fill};
use crate::db;
use crate::jobs::store::Job;
use crate::jobs::validate::JobStatus;
use crate::leads::LeadKind;
use crate::messages::LeadRef;
use crate::phone::Phone;
use chrono::{DateTime, Duration, Utc};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A number is asked for a review at most once in this many days.
pub const ONCE_PER_DAYS: i64 = 90;

/// The text of a review request whose link is `url`.
pub fn request_text(url: &str) -> String {
    fill(&BUSINESS.messages.review_request, &[("business", &BUSINESS.name), ("url", url)])
}

/// What a job change does to the job's review request, inside its
/// transaction: completing a job (with its switch on) schedules one, due
/// after `[reviews] delay_minutes`; a job that is no longer completed, or
/// whose switch went off, loses the one still waiting. Answers whether one
/// was scheduled (the worker is then woken).
pub fn after_job_change(tx: &Connection, config: &Config, before: &Job, after: &Job) -> rusqlite::Result<bool> {
    let completed = after.status == JobStatus::Completed;
    if !completed || !after.review_request {
        let reason = if completed { "switched off for this job" } else { "the job is no longer completed" };
        tx.execute(
            "UPDATE review_requests SET status = 'cancelled', reason = ?1 WHERE job_id = ?2 AND status = 'pending'",
            params![reason, after.id],
        )?;
        return Ok(false);
    }
    if before.status == JobStatus::Completed && before.review_request {
        return Ok(false);
    }
    let Some(kind) = LeadKind::parse(&after.submission_type).filter(|k| *k != LeadKind::Chat) else {
        return Ok(false);
    };
    #[derive(Deserialize)]
    struct Contact {
        phone: Option<Phone>,
        email: Option<String>,
    }
    let contact: Option<Contact> = tx
        .query_row(&format!("SELECT phone, email FROM {} WHERE id = ?1", kind.table()), [after.submission_id], db::row)
        .optional()?;
    let Some(Contact { phone, email }) = contact else { return Ok(false) };
    let phone = phone.as_ref().and_then(Phone::e164).map(str::to_string);
    let email = email.map(|e| e.trim().to_string()).filter(|e| !e.is_empty());
    if phone.is_none() && email.is_none() {
        return Ok(false);
    }
    let due = Utc::now() + Duration::minutes(i64::from(config.reviews.delay_minutes));
    // A job completed again after it was cancelled or reopened waits anew;
    // one whose request went out (or was skipped) is never asked again.
    let changed = tx.execute(
        "INSERT INTO review_requests (job_id, token, phone, email, due_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (job_id) DO UPDATE SET status = 'pending', reason = NULL, phone = excluded.phone,
           email = excluded.email, due_at = excluded.due_at
         WHERE review_requests.status = 'cancelled'",
        params![after.id, crate::accounts::short_url_token(), phone, email, crate::time::format(due)],
    )?;
    Ok(changed > 0)
}

/// How one due request went.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A text or an email (or both) is in the outbox.
    Sent,
    /// Not sent, for the reason given (kept on the row).
    Skipped(&'static str),
    /// The job is no longer completed or was switched off since.
    Cancelled,
}

#[derive(Deserialize)]
struct Due {
    id: i64,
    token: String,
    phone: Option<String>,
    email: Option<String>,
    status: JobStatus,
    review_request: bool,
    submission_type: String,
    submission_id: i64,
}

/// Sends the requests due by `now` (at most `limit`), each decided afresh:
/// the job still completed and its switch on, the number not opted out and
/// not asked in the last 90 days. `mail`: whether a mail server is set up
/// (without one no email is queued). Answers each request's outcome.
pub fn send_due(
    tx: &Connection,
    config: &Config,
    mail: bool,
    now: DateTime<Utc>,
    limit: usize,
) -> rusqlite::Result<Vec<(i64, Outcome)>> {
    let stamp = crate::time::format(now);
    let due: Vec<Due> = {
        let mut stmt = tx.prepare(
            "SELECT r.id, r.token, r.phone, r.email, j.status, j.review_request, j.submission_type, j.submission_id
             FROM review_requests r JOIN job_tracking j ON j.id = r.job_id
             WHERE r.status = 'pending' AND r.due_at <= ?1 ORDER BY r.due_at, r.id LIMIT ?2",
        )?;
        stmt.query_map(params![stamp, limit as i64], db::row)?.collect::<Result<_, _>>()?
    };
    let since = crate::time::format(now - Duration::days(ONCE_PER_DAYS));
    let mut out = Vec::with_capacity(due.len());
    for d in due {
        let outcome = decide_and_queue(tx, config, mail, &d, &since)?;
        match &outcome {
            Outcome::Sent => tx.execute(
                "UPDATE review_requests SET status = 'sent', sent_at = ?1 WHERE id = ?2",
                params![stamp, d.id],
            )?,
            Outcome::Skipped(reason) => tx.execute(
                "UPDATE review_requests SET status = 'skipped', reason = ?1 WHERE id = ?2",
                params![reason, d.id],
            )?,
            Outcome::Cancelled => tx.execute(
                "UPDATE review_requests SET status = 'cancelled', reason = 'the job is no longer completed' WHERE id = ?1",
                [d.id],
            )?,
        };
        out.push((d.id, outcome));
    }
    Ok(out)
}

fn decide_and_queue(tx: &Connection, config: &Config, mail: bool, d: &Due, since: &str) -> rusqlite::Result<Outcome> {
    if d.status != JobStatus::Completed || !d.review_request {
        return Ok(Outcome::Cancelled);
    }
    // The same person by their number, or by their email when the lead had no number.
    let asked_before: bool = match (&d.phone, &d.email) {
        (Some(phone), _) => tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM review_requests WHERE phone = ?1 AND status = 'sent' AND sent_at >= ?2)
               AS asked",
            params![phone, since],
            |r| r.get("asked"),
        )?,
        (None, Some(email)) => tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM review_requests WHERE phone IS NULL AND email = ?1 COLLATE NOCASE
               AND status = 'sent' AND sent_at >= ?2) AS asked",
            params![email, since],
            |r| r.get("asked"),
        )?,
        (None, None) => return Ok(Outcome::Skipped("no phone number or email")),
    };
    if asked_before {
        return Ok(Outcome::Skipped("asked in the last 90 days"));
    }
    // STOP means no more texts from us, and asking by email instead would be
    // asking anyway: an opted-out customer is not asked at all.
    if let Some(phone) = &d.phone
        && crate::messages::is_opted_out(tx, phone)?
    {
        return Ok(Outcome::Skipped("the number opted out of texts"));
    }
    let url = format!("{}/r/{}", config.base_url, d.token);
    let mut queued = false;
    let lead = LeadKind::parse(&d.submission_type).map(|k| LeadRef { kind: k.as_str(), id: d.submission_id });
    if let (Some(phone), Some(_)) = (&d.phone, &config.sms) {
        crate::messages::queue_text(tx, config, lead, &Phone::read(phone), &request_text(&url))?;
        queued = true;
    }
    if let (Some(email), true) = (&d.email, mail) {
        crate::alerts::enqueue_mail(
            tx,
            &crate::alerts::Mail {
                to: email.clone(),
                subject: format!("How did we do? A review for {}", BUSINESS.name),
                body: format!(
                    "Thank you for choosing {name}.\n\nIf you have a minute, a review helps other drivers find us \
                        when they are stuck:\n{url}\n\nThank you,\n{name}\n{phone}\n",
                    name = BUSINESS.name,
                    phone = BUSINESS.phones.emergency.display,
                ),
                expires_at: crate::time::format(Utc::now() + Duration::days(7)),
            },
            lead,
        )?;
        queued = true;
    }
    Ok(if queued { Outcome::Sent } else { Outcome::Skipped("neither texts ([sms]) nor mail ([mail]) are set up") })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_request_is_one_sms_segment_that_links_and_says_how_to_stop() {
        let base = "https://www.roadsiderescue-neflorida.com"; // 40 characters: a long site address
        let text = request_text(&format!("{base}/r/{}", crate::accounts::short_url_token()));
        assert!(text.starts_with("Roadside Rescue NE Florida:"), "{text}");
        assert!(text.contains("/r/") && text.ends_with("Reply STOP to opt out."), "{text}");
        assert!(text.chars().count() <= 160, "one SMS segment: {} characters: {text}", text.chars().count());
        assert!(text.is_ascii(), "GSM-7 characters only: {text}");
    }

    #[test]
    fn tokens_carry_128_random_bits_and_differ() {
        let (a, b) = (crate::accounts::short_url_token(), crate::accounts::short_url_token());
        assert_eq!(a.len(), 22);
        assert_ne!(a, b);
        assert!(a.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'), "{a}");
    }
}
