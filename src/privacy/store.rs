//! Erasure and retention in SQL. Every function takes the connection or
//! transaction it works in and answers rows or counts; the erasure and the
//! sweep, which reach other features, are `super::workflow`.
use crate::config::RetentionConfig;
use crate::db;
use crate::leads::LeadKind;
use crate::leads::validate::{Email, Phone};
use crate::time::format as stamp;
use chrono::{DateTime, Duration, Utc};
use rusqlite::{Connection, OptionalExtension, Transaction, params};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeSet;
use utoipa::ToSchema;

/// Whom `roadside erase` erases: one phone number or one email address.
pub enum Person {
    Phone(Phone),
    Email(Email),
}

/// Every kind of lead row, a chat included, in the order they are erased: a
/// chat after the analyzer request it sent.
const KINDS: [LeadKind; 5] =
    [LeadKind::Quote, LeadKind::Booking, LeadKind::Contact, LeadKind::Analyzer, LeadKind::Chat];

/// Where a kind keeps the person's phone and email.
fn contact_columns(kind: LeadKind) -> (&'static str, &'static str) {
    match kind {
        LeadKind::Chat => ("customer_phone", "customer_email"),
        _ => ("phone", "email"),
    }
}

/// How many rows of each kind an erasure removed: what its audit record and
/// its answer say, and nothing about whose they were.
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErasedCounts {
    pub quotes: usize,
    pub bookings: usize,
    pub contacts: usize,
    /// Analyzer requests, a chat's included.
    pub analyzer_requests: usize,
    pub chats: usize,
    /// Jobs made from the erased leads, with their notes.
    pub jobs: usize,
    /// Entries of the dashboards' live lead feed.
    pub lead_events: usize,
    /// Messages of the outbox (staff alerts, mail, texts and pushes, sent
    /// or waiting) about or to the person.
    pub alerts: usize,
    /// Text messages to and from the person (their opt-out, if any, is kept:
    /// a number that texted STOP must never be texted again).
    pub texts: usize,
    /// Invoices whose customer (name, phone, email) was removed: the amounts
    /// and payments stay, as the books need them.
    pub invoices: usize,
    /// Review requests to the person (those of the erased leads' jobs go
    /// with the jobs, and are counted there).
    pub review_requests: usize,
    /// Calls to and from the person, with the position they shared.
    pub calls: usize,
    /// The person as a fleet's requester (the fleet, its jobs' amounts and
    /// its invoices stay: a fleet is a company, not a person).
    pub fleet_requesters: usize,
    /// Fleet managers and invites of this email (their access; the fleet stays).
    pub fleet_managers: usize,
    /// The erased jobs' photos (their files too) and signatures.
    pub photos: usize,
    pub signatures: usize,
}

impl ErasedCounts {
    fn add(&mut self, kind: LeadKind, n: usize) {
        match kind {
            LeadKind::Quote => self.quotes += n,
            LeadKind::Booking => self.bookings += n,
            LeadKind::Contact => self.contacts += n,
            LeadKind::Analyzer => self.analyzer_requests += n,
            LeadKind::Chat => self.chats += n,
        }
    }

    /// One line for the command line, in the order `roadside backup` counts leads.
    pub fn summary(&self) -> String {
        format!(
            "quotes {}, bookings {}, contacts {}, analyzer {}, chats {}, jobs {}, live-feed events {}, alerts {}, texts {}, invoices {}, review requests {}, calls {}, photos {}, signatures {}",
            self.quotes,
            self.bookings,
            self.contacts,
            self.analyzer_requests,
            self.chats,
            self.jobs,
            self.lead_events,
            self.alerts,
            self.texts,
            self.invoices,
            self.review_requests,
            self.calls,
            self.photos,
            self.signatures
        )
    }
}

/// A finished erasure: the counts, and the audit record that keeps them.
#[derive(Debug)]
pub struct Erasure {
    pub counts: ErasedCounts,
    pub audit_id: i64,
}

/// The phone and email of a lead as typed (None: no such lead).
pub(super) fn lead_contact(
    tx: &Connection,
    kind: LeadKind,
    id: i64,
) -> rusqlite::Result<Option<(Option<String>, Option<String>)>> {
    let (phone_column, email_column) = contact_columns(kind);
    tx.query_row(&format!("SELECT {phone_column}, {email_column} FROM {} WHERE id = ?1", kind.table()), [id], |r| {
        Ok((crate::db::text(r, phone_column)?, crate::db::text(r, email_column)?))
    })
    .optional()
}

/// The erased rows are overwritten in the database file (secure_delete, see
/// db.rs), but their earlier versions stay in the write-ahead log until it is
/// written back: fold it in now and empty it. A reader still in the middle
/// of a long read can keep part of it for a moment; nothing is lost then,
/// the next checkpoint finishes the job.
pub(super) fn fold_wal(c: &Connection) {
    if let Err(e) = c.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(())) {
        tracing::warn!("after an erasure, the write-ahead log was not emptied: {e}");
    }
}

/// Lead rows to erase, as (kind, id).
pub(super) type Leads = BTreeSet<(&'static str, i64)>;

/// Adds every lead whose phone and email as typed `matches` the person,
/// and the chats linked to them. Phones are kept as typed, so they are
/// compared by the caller, not in SQL: every lead row is read once (a small
/// business has thousands, not millions).
pub(super) fn leads_of(
    tx: &Transaction,
    matches: &impl Fn(Option<&str>, Option<&str>) -> bool,
    leads: &mut Leads,
) -> rusqlite::Result<()> {
    for kind in KINDS {
        let (phone_column, email_column) = contact_columns(kind);
        let mut stmt = tx.prepare(&format!("SELECT id, {phone_column}, {email_column} FROM {}", kind.table()))?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            let (p, e) = (crate::db::text(r, phone_column)?, crate::db::text(r, email_column)?);
            if matches(p.as_deref(), e.as_deref()) {
                leads.insert((kind.as_str(), r.get("id")?));
            }
        }
    }
    add_linked_chats(tx, leads)
}

/// Deletes the jobs of the leads and their change events (which name only
/// the job, but go with it): answers (jobs, events).
pub(super) fn delete_jobs(tx: &Transaction, leads: &Leads) -> rusqlite::Result<(usize, usize)> {
    let (mut jobs, mut events) = (0, 0);
    for (kind, id) in leads {
        events += tx.execute(
            "DELETE FROM lead_events WHERE kind = 'job' AND lead_id IN
                (SELECT id FROM job_tracking WHERE submission_type = ?1 AND submission_id = ?2)",
            params![kind, id],
        )?;
        jobs += tx
            .execute("DELETE FROM job_tracking WHERE submission_type = ?1 AND submission_id = ?2", params![kind, id])?;
    }
    Ok((jobs, events))
}

/// Deletes the live feed's entries whose summary `mentions` the person.
pub(super) fn delete_lead_events(tx: &Transaction, mentions: impl Fn(&Value) -> bool) -> rusqlite::Result<usize> {
    delete_where(tx, "lead_events", "summary", mentions)
}

/// Deletes the lead rows themselves, a chat after the analyzer request it
/// sent, counting each kind.
pub(super) fn delete_leads(tx: &Transaction, leads: &Leads, counts: &mut ErasedCounts) -> rusqlite::Result<()> {
    for kind in KINDS {
        for (_, id) in leads.iter().filter(|(k, _)| *k == kind.as_str()) {
            let n = tx.execute(&format!("DELETE FROM {} WHERE id = ?1", kind.table()), [id])?;
            counts.add(kind, n);
        }
    }
    Ok(())
}

/// Removes the customer from the invoices of the erased leads' jobs and from
/// any billed to the phone or email; the amounts stay for the books.
pub(super) fn anonymize_invoices(
    tx: &Transaction,
    leads: &Leads,
    matches: &dyn Fn(Option<&str>, Option<&str>) -> bool,
) -> rusqlite::Result<usize> {
    let mut stmt = tx.prepare(
        "SELECT i.id, i.customer_phone, i.customer_email, j.submission_type, j.submission_id
         FROM invoices i LEFT JOIN job_tracking j ON j.id = i.job_id
         WHERE i.customer_name IS NOT NULL OR i.customer_phone IS NOT NULL OR i.customer_email IS NOT NULL",
    )?;
    #[derive(Deserialize)]
    struct Invoice {
        id: i64,
        customer_phone: Option<String>,
        customer_email: Option<String>,
        submission_type: Option<String>,
        submission_id: Option<i64>,
    }
    let rows: Vec<Invoice> = stmt.query_map([], db::row)?.collect::<Result<_, _>>()?;
    let mut changed = 0;
    for Invoice { id, customer_phone: phone, customer_email: email, submission_type: kind, submission_id: lead } in rows
    {
        let of_lead = kind.zip(lead).is_some_and(|(k, l)| leads.iter().any(|(kind, i)| *kind == k && *i == l));
        if of_lead || matches(phone.as_deref(), email.as_deref()) {
            changed += tx.execute(
                "UPDATE invoices SET customer_name = NULL, customer_phone = NULL, customer_email = NULL WHERE id = ?1",
                [id],
            )?;
        }
    }
    Ok(changed)
}

/// Deletes the review requests to the phone or email of the person, left
/// by a job whose lead was deleted before.
pub(super) fn delete_review_requests(
    tx: &Transaction,
    matches: &dyn Fn(Option<&str>, Option<&str>) -> bool,
) -> rusqlite::Result<usize> {
    let mut stmt = tx.prepare("SELECT id, phone, email FROM review_requests")?;
    #[derive(Deserialize)]
    struct Request {
        id: i64,
        phone: Option<String>,
        email: Option<String>,
    }
    let rows: Vec<Request> = stmt.query_map([], db::row)?.collect::<Result<_, _>>()?;
    let mut deleted = 0;
    for Request { id, phone, email } in rows {
        if matches(phone.as_deref(), email.as_deref()) {
            deleted += tx.execute("DELETE FROM review_requests WHERE id = ?1", [id])?;
        }
    }
    Ok(deleted)
}

/// Deletes the texts of the erased leads and any to or from the number.
pub(super) fn delete_texts(tx: &Transaction, leads: &Leads, phone: Option<&Phone>) -> rusqlite::Result<usize> {
    let mut stmt = tx.prepare("SELECT id, lead_type, lead_id, phone FROM messages")?;
    #[derive(Deserialize)]
    struct Text {
        id: i64,
        lead_type: Option<String>,
        lead_id: Option<i64>,
        phone: String,
    }
    let rows: Vec<Text> = stmt.query_map([], db::row)?.collect::<Result<_, _>>()?;
    let mut deleted = 0;
    for Text { id, lead_type: kind, lead_id: lead, phone: number } in rows {
        let of_lead = kind.zip(lead).is_some_and(|(k, l)| leads.iter().any(|(kind, i)| *kind == k && *i == l));
        if of_lead || phone.is_some_and(|p| p.is_number(&number)) {
            deleted += tx.execute("DELETE FROM messages WHERE id = ?1", [id])?;
        }
    }
    Ok(deleted)
}

/// Deletes the calls of the erased leads and any to or from the number.
pub(super) fn delete_calls(tx: &Transaction, leads: &Leads, phone: Option<&Phone>) -> rusqlite::Result<usize> {
    let mut stmt = tx.prepare("SELECT id, lead_type, lead_id, phone FROM calls")?;
    #[derive(Deserialize)]
    struct Call {
        id: i64,
        lead_type: Option<String>,
        lead_id: Option<i64>,
        phone: String,
    }
    let rows: Vec<Call> = stmt.query_map([], db::row)?.collect::<Result<_, _>>()?;
    let mut deleted = 0;
    for Call { id, lead_type: kind, lead_id: lead, phone: number } in rows {
        let of_lead = kind.zip(lead).is_some_and(|(k, l)| leads.iter().any(|(kind, i)| *kind == k && *i == l));
        if of_lead || phone.is_some_and(|p| p.is_number(&number)) {
            deleted += tx.execute("DELETE FROM calls WHERE id = ?1", [id])?;
        }
    }
    Ok(deleted)
}

/// A chat and the analyzer request it sent are one lead: erasing either
/// erases both.
fn add_linked_chats(tx: &Transaction, leads: &mut Leads) -> rusqlite::Result<()> {
    let (analyzer, chat) = (LeadKind::Analyzer.as_str(), LeadKind::Chat.as_str());
    let mut stmt = tx.prepare(
        "SELECT id, chatbot_interaction_id FROM smart_analyzer_submissions WHERE chatbot_interaction_id IS NOT NULL",
    )?;
    #[derive(Deserialize)]
    struct Link {
        id: i64,
        chatbot_interaction_id: i64,
    }
    let links: Vec<Link> = stmt.query_map([], db::row)?.collect::<Result<_, _>>()?;
    for Link { id: request, chatbot_interaction_id: conversation } in links {
        if leads.contains(&(analyzer, request)) || leads.contains(&(chat, conversation)) {
            leads.insert((analyzer, request));
            leads.insert((chat, conversation));
        }
    }
    Ok(())
}

/// Deletes the rows of `table` whose JSON column `column` passes `doomed`.
/// Answers how many went.
fn delete_where(
    tx: &Transaction,
    table: &str,
    column: &str,
    doomed: impl Fn(&Value) -> bool,
) -> rusqlite::Result<usize> {
    let mut stmt = tx.prepare(&format!("SELECT id, {column} FROM {table}"))?;
    let ids: Vec<i64> = stmt
        .query_map([], |r| Ok((r.get::<_, i64>(0)?, crate::db::text(r, column)?)))?
        .filter_map(|row| match row {
            Ok((id, text)) => {
                let v: Value = text.and_then(|t| serde_json::from_str(&t).ok()).unwrap_or(Value::Null);
                doomed(&v).then_some(Ok(id))
            }
            Err(e) => Some(Err(e)),
        })
        .collect::<Result<_, _>>()?;
    for id in &ids {
        tx.execute(&format!("DELETE FROM {table} WHERE id = ?1"), [id])?;
    }
    Ok(ids.len())
}

/// What one retention pass removed.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Swept {
    /// Leads of every kind and chats past `lead_days`.
    pub leads: usize,
    /// Their jobs, and any job past `lead_days`.
    pub jobs: usize,
    /// Chats whose GPS coordinates were removed.
    pub chat_locations: usize,
    /// Delivered staff alerts past `delivered_alert_days`, and any alert past `lead_days`.
    pub alerts: usize,
    pub lead_events: usize,
    pub sessions: usize,
    /// Text messages past `lead_days`.
    pub texts: usize,
    /// Calls past `lead_days`.
    pub calls: usize,
    /// Technicians' positions past a day, dead tracking links, old change receipts.
    pub tracking: usize,
    /// ID and registration photos past `id_photo_days`.
    pub id_photos: usize,
}

impl Swept {
    pub fn is_empty(&self) -> bool {
        *self == Swept::default()
    }

    pub fn add(&mut self, other: &Swept) {
        self.leads += other.leads;
        self.jobs += other.jobs;
        self.chat_locations += other.chat_locations;
        self.alerts += other.alerts;
        self.lead_events += other.lead_events;
        self.sessions += other.sessions;
        self.texts += other.texts;
        self.calls += other.calls;
        self.tracking += other.tracking;
        self.id_photos += other.id_photos;
    }
}

/// Rows removed per table in one step, so that a lead waiting for the
/// database never waits long behind a first sweep of an old database; the
/// caller repeats while anything was removed.
const CHUNK: usize = 2000;

/// What the chat's text says where the coordinates were.
pub const LOCATION_REMOVED: &str = "(location removed)";

/// The rows of one step of the retention rules that privacy deletes itself
/// (`super::workflow::sweep_step` adds the sessions and the tracking).
pub(super) fn sweep_rows(tx: &Transaction, config: &RetentionConfig, now: DateTime<Utc>) -> rusqlite::Result<Swept> {
    let cutoff = |days: u32| (days > 0).then(|| stamp(now - Duration::days(i64::from(days))));
    let mut swept = Swept::default();
    if let Some(cutoff) = cutoff(config.lead_days) {
        for kind in KINDS {
            let table = kind.table();
            let old = format!("SELECT id FROM {table} WHERE created_at < ?1 ORDER BY id LIMIT {CHUNK}");
            swept.jobs += tx.execute(
                &format!("DELETE FROM job_tracking WHERE submission_type = ?2 AND submission_id IN ({old})"),
                params![cutoff, kind.as_str()],
            )?;
            swept.lead_events += tx.execute(
                &format!("DELETE FROM lead_events WHERE kind = ?2 AND lead_id IN ({old})"),
                params![cutoff, kind.as_str()],
            )?;
            swept.leads += tx.execute(&format!("DELETE FROM {table} WHERE id IN ({old})"), [&cutoff])?;
        }
        // A job whose lead was deleted earlier still has its notes; an alert
        // never delivered still has the lead in it.
        for (table, counter) in
            [("job_tracking", &mut swept.jobs), ("alert_outbox", &mut swept.alerts), ("messages", &mut swept.texts)]
        {
            *counter += tx.execute(
                &format!(
                    "DELETE FROM {table} WHERE id IN (SELECT id FROM {table} WHERE created_at < ?1 LIMIT {CHUNK})"
                ),
                [&cutoff],
            )?;
        }
        swept.calls += tx.execute(
            &format!("DELETE FROM calls WHERE id IN (SELECT id FROM calls WHERE started_at < ?1 LIMIT {CHUNK})"),
            [&cutoff],
        )?;
    }
    if let Some(cutoff) = cutoff(config.chat_gps_days) {
        swept.chat_locations = remove_chat_locations(tx, &cutoff)?;
    }
    if let Some(cutoff) = cutoff(config.delivered_alert_days) {
        swept.alerts += tx.execute(
            &format!(
                "DELETE FROM alert_outbox WHERE id IN (SELECT id FROM alert_outbox WHERE (delivered_at IS NOT NULL AND \
                    delivered_at < ?1) OR (given_up_at IS NOT NULL AND given_up_at < ?1) LIMIT {CHUNK})"
            ),
            [&cutoff],
        )?;
    }
    if let Some(cutoff) = cutoff(config.lead_event_days) {
        swept.lead_events += tx.execute(
            &format!(
                "DELETE FROM lead_events WHERE id IN (SELECT id FROM lead_events WHERE created_at < ?1 LIMIT {CHUNK})"
            ),
            [&cutoff],
        )?;
    }
    Ok(swept)
}

/// Takes the GPS coordinates out of chats older than `cutoff`: the columns,
/// and the same "latitude, longitude" text where the chat wrote it (its
/// location, the conversation's "I have your location" line, the analyzer
/// request it sent). The chat itself stays.
fn remove_chat_locations(tx: &Transaction, cutoff: &str) -> rusqlite::Result<usize> {
    let mut stmt = tx.prepare(&format!(
        "SELECT id, gps_latitude, gps_longitude FROM chatbot_interactions
         WHERE created_at < ?1 AND (gps_latitude IS NOT NULL OR gps_longitude IS NOT NULL OR gps_accuracy IS NOT NULL)
         LIMIT {CHUNK}"
    ))?;
    #[derive(Deserialize)]
    struct Chat {
        id: i64,
        gps_latitude: Option<String>,
        gps_longitude: Option<String>,
    }
    let chats: Vec<(i64, Option<String>, Option<String>)> = stmt
        .query_map([cutoff], db::row::<Chat>)?
        .map(|c| c.map(|c| (c.id, c.gps_latitude, c.gps_longitude)))
        .collect::<Result<_, _>>()?;
    for (id, latitude, longitude) in &chats {
        if let (Some(lat), Some(lon)) = (latitude, longitude) {
            let text = format!("{lat}, {lon}");
            tx.execute(
                "UPDATE chatbot_interactions SET conversation = REPLACE(conversation, ?2, ?3),
                   customer_location = REPLACE(customer_location, ?2, ?3) WHERE id = ?1",
                params![id, text, LOCATION_REMOVED],
            )?;
            tx.execute(
                "UPDATE smart_analyzer_submissions SET location = REPLACE(location, ?2, ?3) WHERE chatbot_interaction_id = ?1",
                params![id, text, LOCATION_REMOVED],
            )?;
        }
        tx.execute(
            "UPDATE chatbot_interactions SET gps_latitude = NULL, gps_longitude = NULL, gps_accuracy = NULL WHERE id = ?1",
            [id],
        )?;
    }
    Ok(chats.len())
}
