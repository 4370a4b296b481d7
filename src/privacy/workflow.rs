//! Erasure and retention as workflows: each reaches every feature that
//! keeps something of a person (the outbox, fleets, the portal, accounts,
//! dispatch) and the audit trail, in the caller's one transaction. The
//! SQL of privacy's own deletions is `super::store`.
use super::store::{self, ErasedCounts, Erasure, Leads, Person, Swept};
use crate::audit::{self, Actor};
use crate::config::RetentionConfig;
use crate::leads::LeadKind;
use crate::leads::validate::{Email, Phone};
use chrono::{DateTime, Utc};
use rusqlite::{Connection, Transaction};
use serde_json::Value;
use std::collections::BTreeSet;

/// Erases everything of the person with this phone number or email.
#[tracing::instrument(level = "debug", name = "privacy::erase_person", skip_all)]
pub fn erase_person(c: &mut Connection, who: Actor, person: &Person) -> rusqlite::Result<Erasure> {
    let (phone, email, by) = match person {
        Person::Phone(p) => (Some(p), None, "phone"),
        Person::Email(e) => (None, Some(e), "email"),
    };
    let tx = c.transaction()?;
    let erasure = erase(&tx, who, phone, email, BTreeSet::new(), by)?;
    tx.commit()?;
    store::fold_wal(c);
    Ok(erasure)
}

/// Erases everything of the person who sent this lead: the lead, and every
/// other one with its phone number or email. None: no such lead.
#[tracing::instrument(level = "debug", name = "privacy::erase_lead", skip_all, fields(lead = id))]
pub fn erase_lead(c: &mut Connection, who: Actor, kind: LeadKind, id: i64) -> rusqlite::Result<Option<Erasure>> {
    let tx = c.transaction()?;
    let Some((phone, email)) = store::lead_contact(&tx, kind, id)? else { return Ok(None) };
    // Only a whole number or address stands for the person: a lead without
    // one (an analyzer request may have neither) is erased alone.
    let phone = phone.and_then(|p| Phone::parse(&p).ok());
    let email = email.and_then(|e| Email::parse(&e));
    let erasure = erase(&tx, who, phone.as_ref(), email.as_ref(), BTreeSet::from([(kind.as_str(), id)]), "lead")?;
    tx.commit()?;
    store::fold_wal(c);
    Ok(Some(erasure))
}

/// Erases the person's leads (those in `leads`, and every one with their
/// phone or email), their jobs, live-feed entries, queued and sent messages,
/// calls, review requests, fleet requester and manager entries, and the
/// customer on their invoices; records the counts in the audit trail.
fn erase(
    tx: &Transaction,
    who: Actor,
    phone: Option<&Phone>,
    email: Option<&Email>,
    mut leads: Leads,
    by: &str,
) -> rusqlite::Result<Erasure> {
    let matches = |stored_phone: Option<&str>, stored_email: Option<&str>| {
        phone.zip(stored_phone).is_some_and(|(p, s)| p.is_number(s))
            || email.zip(stored_email).is_some_and(|(e, s)| e.is_address(s))
    };
    store::leads_of(tx, &matches, &mut leads)?;

    let mut counts = ErasedCounts { invoices: store::anonymize_invoices(tx, &leads, &matches)?, ..Default::default() };
    // A job's photos and signatures go with it (ON DELETE CASCADE); their
    // files once the erasure is committed (`proof::remove_unnamed_files`).
    let proof_before = crate::proof::store::totals(tx)?;
    let (jobs, job_events) = store::delete_jobs(tx, &leads)?;
    counts.jobs = jobs;
    let proof_after = crate::proof::store::totals(tx)?;
    (counts.photos, counts.signatures) = (proof_before.0 - proof_after.0, proof_before.1 - proof_after.1);
    // The live feed's entries and the staff alerts carry the lead's kind and
    // id, and the phone and email as typed: an entry of a lead deleted
    // earlier (a deleted quote) is found by its phone or email.
    let of_lead = |kind: Option<&str>, id: Option<i64>| {
        kind.zip(id).is_some_and(|(k, id)| leads.iter().any(|(kind, i)| *kind == k && *i == id))
    };
    let mentions = |v: &Value, kind_key: &str| {
        let text = |k: &str| v.get(k).and_then(Value::as_str);
        let id = |k: &str| v.get(k).and_then(Value::as_i64);
        // A text in is on the feed by its own id, with its lead beside it.
        of_lead(text(kind_key), id("id"))
            || of_lead(text("leadKind"), id("leadId"))
            || matches(text("phone"), text("email"))
    };
    counts.lead_events = job_events + store::delete_lead_events(tx, |v| mentions(v, "kind"))?;
    // Whatever is queued or was sent about the person: by the lead it is
    // about, by their phone or email, and (rows queued before V17) by what
    // its JSON says. Nothing about them leaves after this commits.
    for row in crate::outbox::store::about_rows(tx)? {
        let about = of_lead(row.lead.as_ref().map(|l| l.0.as_str()), row.lead.as_ref().map(|l| l.1))
            || matches(row.phone.as_deref(), row.email.as_deref())
            || row.payload.as_ref().is_some_and(|v| mentions(v, "type"));
        if about {
            counts.alerts += crate::outbox::store::delete(tx, row.id)?;
        }
    }
    counts.texts = store::delete_texts(tx, &leads, phone)?;
    counts.calls = store::delete_calls(tx, &leads, phone)?;
    counts.review_requests = store::delete_review_requests(tx, &matches)?;
    counts.fleet_requesters =
        crate::fleets::store::erase_requesters(tx, phone.and_then(|p| p.e164()), email.map(|e| e.as_str()))?;
    if let Some(email) = email {
        counts.fleet_managers = crate::portal::store::erase(tx, email.as_str())?;
    }
    let erased: Vec<(&str, i64)> = leads.iter().map(|(k, id)| (*k, *id)).collect();
    crate::fleets::store::forget_leads(tx, &erased)?;
    store::delete_leads(tx, &leads, &mut counts)?;
    let mut record = serde_json::to_value(&counts).unwrap_or(Value::Null);
    record["by"] = Value::from(by);
    let audit_id = audit::record_erasure(tx, who, &record)?;
    Ok(Erasure { counts, audit_id })
}

/// One step of the retention rules of docs/product.md#privacy, as of `now`
/// (a setting of 0 days keeps that data for good): privacy's own rows,
/// then expired sessions (at once, whatever the settings) and dispatch's
/// old positions, links and receipts.
#[tracing::instrument(level = "debug", name = "privacy::sweep_step", skip_all)]
pub fn sweep_step(tx: &Transaction, config: &RetentionConfig, now: DateTime<Utc>) -> rusqlite::Result<Swept> {
    let mut swept = store::sweep_rows(tx, config, now)?;
    swept.sessions = crate::accounts::session::delete_expired(tx, now)?;
    swept.tracking = crate::dispatch::store::sweep(tx, now)?;
    if config.id_photo_days > 0 {
        let cutoff = now - chrono::Duration::days(i64::from(config.id_photo_days));
        swept.id_photos = crate::proof::store::delete_sensitive_before(tx, &crate::time::format(cutoff))?;
    }
    Ok(swept)
}
