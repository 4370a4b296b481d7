//! What dispatch tells people, queued in the caller's transaction (the
//! outbox delivers after the commit; the handler wakes it):
//!
//! - the driver: the tracking link, by text and (when they gave an email)
//!   by mail;
//! - the technician: a push of the job assigned to them.
//!
//! The text and the push go through the messages channels (`queue_text`:
//! only with `[sms]`, opt-outs honoured at send time, kept on the lead's
//! thread; `queue_push`: to the technician's subscribed devices); the mail
//! through the alert outbox.
use crate::jobs::store::Job;
use crate::leads::LeadKind;
use crate::messages::PushNotice;

/// The lead's urgency, for the push (a contact form and a booking have one too).
fn lead_urgency(tx: &rusqlite::Connection, job: &Job) -> rusqlite::Result<Option<String>> {
    let Some(kind) = LeadKind::parse(&job.submission_type) else { return Ok(None) };
    super::store::lead_urgency(tx, kind, job.submission_id)
}

/// Queues the tracking link to the driver; true when something was queued.
pub fn tracking_link(
    tx: &rusqlite::Connection,
    config: &crate::config::Config,
    job: &Job,
    url: &str,
) -> rusqlite::Result<bool> {
    let business = &crate::content::BUSINESS.name;
    let Some(kind) = LeadKind::parse(&job.submission_type) else { return Ok(false) };
    let Some(super::store::LeadContact { phone, email }) = super::store::lead_contact(tx, kind, job.submission_id)?
    else {
        return Ok(false);
    };
    let mut queued = false;
    if let Some(phone) = phone.filter(|p| !p.trim().is_empty()) {
        let body = crate::content::fill(
            &crate::content::BUSINESS.messages.tracking_link,
            &[("business", business.as_str()), ("url", url)],
        );
        queued |= send_text(tx, config, kind, job.submission_id, &phone, &body)?;
    }
    if let Some(email) = email.filter(|e| e.contains('@'))
        && config.mail.host.as_deref().is_some_and(|h| !h.is_empty())
    {
        crate::alerts::enqueue_mail(
            tx,
            &crate::alerts::Mail {
                to: email,
                subject: format!("{business}: your technician is on the way"),
                body: format!(
                    "Your technician is on the way.\n\nFollow them on the map, with the time they need to reach \
                     you:\n{url}\n\nThe link works for a day. To talk to us, call {}.\n",
                    crate::content::BUSINESS.phones.emergency.display
                ),
                // A tracking link mailed late is no use.
                expires_at: crate::time::format(chrono::Utc::now() + chrono::Duration::hours(2)),
            },
            Some(crate::messages::LeadRef { kind: kind.as_str(), id: job.submission_id }),
        )?;
        queued = true;
    }
    Ok(queued)
}

/// Queues a push of the job to the technician it was just assigned to.
pub fn job_assigned(
    tx: &rusqlite::Connection,
    _config: &crate::config::Config,
    job_id: i64,
    technician_id: Option<i64>,
) -> rusqlite::Result<bool> {
    let Some(technician_id) = technician_id else { return Ok(false) };
    let Some(job) = crate::jobs::store::job(tx, job_id)? else { return Ok(false) };
    let customer = job.customer.as_ref();
    let notice = PushNotice {
        kind: "job".into(),
        name: customer.and_then(|c| c.name.clone()).unwrap_or_else(|| "New job".into()),
        service: customer.and_then(|c| c.service.clone()).unwrap_or_default(),
        urgency: lead_urgency(tx, &job)?.unwrap_or_default(),
        url: format!("/tech/jobs/{job_id}"),
        body: customer.and_then(|c| c.location.clone()),
    };
    let lead = LeadKind::parse(&job.submission_type)
        .map(|k| crate::messages::LeadRef { kind: k.as_str(), id: job.submission_id });
    let person = crate::outbox::Person { phone: customer.and_then(|c| c.phone.clone()), email: None };
    Ok(crate::messages::queue_push(tx, Some(technician_id), &notice, lead, &person)? > 0)
}

/// Queues the text on the lead's thread; true when one was queued.
fn send_text(
    tx: &rusqlite::Connection,
    config: &crate::config::Config,
    kind: LeadKind,
    lead_id: i64,
    phone: &str,
    body: &str,
) -> rusqlite::Result<bool> {
    let lead = crate::messages::LeadRef { kind: kind.as_str(), id: lead_id };
    Ok(crate::messages::queue_text(tx, config, Some(lead), &crate::phone::Phone::read(phone), body)?.is_some())
}
