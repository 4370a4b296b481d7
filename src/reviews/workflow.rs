//! A review request's life beyond its row, each step in the caller's
//! transaction: scheduled by the job change that completes a job (with a
//! short link of accounts' tokens), then decided afresh and queued when due
//! (messages' opt-outs and texts, alerts' mail). The SQL is `super::store`.
use super::store::{self, Contact, Due};
use crate::config::Config;
use crate::content::{BUSINESS, fill};
use crate::jobs::store::Job;
use crate::jobs::validate::JobStatus;
use crate::leads::LeadKind;
use crate::messages::LeadRef;
use crate::phone::Phone;
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;

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
        store::cancel_pending(tx, after.id, reason)?;
        return Ok(false);
    }
    if before.status == JobStatus::Completed && before.review_request {
        return Ok(false);
    }
    let Some(kind) = LeadKind::parse(&after.submission_type).filter(|k| *k != LeadKind::Chat) else {
        return Ok(false);
    };
    let Some(Contact { phone, email }) = store::lead_contact(tx, kind, after.submission_id)? else { return Ok(false) };
    let phone = phone.as_ref().and_then(Phone::e164).map(str::to_string);
    let email = email.map(|e| e.trim().to_string()).filter(|e| !e.is_empty());
    if phone.is_none() && email.is_none() {
        return Ok(false);
    }
    let due = Utc::now() + Duration::minutes(i64::from(config.reviews.delay_minutes));
    let token = crate::accounts::short_url_token();
    store::schedule(tx, after.id, &token, phone.as_deref(), email.as_deref(), due)
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
    let due = store::due(tx, &stamp, limit)?;
    let since = crate::time::format(now - Duration::days(ONCE_PER_DAYS));
    let mut out = Vec::with_capacity(due.len());
    for d in due {
        let outcome = decide_and_queue(tx, config, mail, &d, &since)?;
        match &outcome {
            Outcome::Sent => store::mark_sent(tx, d.id, &stamp)?,
            Outcome::Skipped(reason) => store::mark_skipped(tx, d.id, reason)?,
            Outcome::Cancelled => store::mark_cancelled(tx, d.id)?,
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
    let asked_before = match (&d.phone, &d.email) {
        (Some(phone), _) => store::asked_phone(tx, phone, since)?,
        (None, Some(email)) => store::asked_email(tx, email, since)?,
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
