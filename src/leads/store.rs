//! Storing and reading leads: SQL only. Every function takes the connection
//! it works in and returns rows; what a new lead sets off (its fleet, its
//! alert, its conversion, its live event) is the intake's
//! (`super::intake`), and what staff change is audited by
//! `super::workflow`.
use super::filter::{LeadFilter, Status};
use super::validate::{Email, NewAnalyzerRequest, NewBooking, NewChat, NewContact, NewQuote, Phone};
use crate::analytics::Attribution;
use crate::listing::{ListRow, Page, PageRequest, select_one, select_page};
use crate::validation::FieldErrors;
use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use serde_json::Value;

pub use crate::refs::LeadKind;

pub use crate::refs::dashboard_query;

/// The lead of this kind stored before under the client's key, if any.
pub(super) fn stored_under(tx: &Connection, kind: LeadKind, key: &str) -> rusqlite::Result<Option<i64>> {
    tx.query_row(&format!("SELECT id FROM {} WHERE client_ref = ?1", kind.table()), [key], |r| r.get("id")).optional()
}

/// Keeps how a new lead arrived: the client's key (a retry finds it) and
/// the source of the visit.
pub(super) fn keep_arrival(
    tx: &Connection,
    (kind, id): (LeadKind, i64),
    client_ref: Option<&str>,
    attribution: Option<&Attribution>,
) -> rusqlite::Result<()> {
    let table = kind.table();
    if let Some(key) = client_ref {
        crate::db::exec(tx, &format!("UPDATE {table} SET client_ref = ?1 WHERE id = ?2"), params![key, id])?;
    }
    if let Some(a) = attribution {
        crate::db::exec(
            tx,
            &format!("UPDATE {table} SET source = ?1, medium = ?2, campaign = ?3, session_id = ?4 WHERE id = ?5"),
            params![a.source, a.medium, a.campaign, a.session_id, id],
        )?;
    }
    Ok(())
}

/// A lead's phone and email as stored, for matching its fleet.
#[derive(serde::Deserialize)]
pub struct Contact {
    pub phone: Option<Phone>,
    pub email: Option<String>,
}

pub(super) fn contact(tx: &Connection, kind: LeadKind, id: i64) -> rusqlite::Result<Contact> {
    tx.query_row(&format!("SELECT phone, email FROM {} WHERE id = ?1", kind.table()), [id], crate::db::row)
}

/// Each insert below answers the new row's id.
pub(super) fn insert_quote(tx: &Connection, q: &NewQuote) -> rusqlite::Result<i64> {
    crate::db::exec(
        tx,
        "INSERT INTO quote_submissions (name, phone, email, location, service_type, vehicle_info, urgency, description)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            q.name,
            q.phone.as_str(),
            q.email.as_ref().map(Email::as_str),
            q.location,
            q.service_type,
            q.vehicle_info,
            q.urgency,
            q.description
        ],
    )?;
    Ok(tx.last_insert_rowid())
}

/// The service a missed call's lead shows; the UI marks such a lead by it.
pub const MISSED_CALL_SERVICE: &str = "Missed call";
/// Where a missed call's caller is, until they share it.
pub const NOT_SHARED: &str = "Not shared yet";

/// A quote that came by phone (a missed call, a fleet requester's text):
/// who, the number as it came (verified by the provider's signature), what
/// they need; where they are is not known yet.
pub(super) struct PhoneLead<'a> {
    pub name: String,
    pub phone: &'a str,
    pub service: &'static str,
    pub description: String,
    /// The driver's first text instead of the usual "we got your request".
    pub first_text: Option<crate::messages::FirstText>,
}

impl PhoneLead<'_> {
    /// Someone who calls or texts is taken to need help now.
    pub const URGENCY: &'static str = "Emergency (ASAP)";
}

pub(super) fn insert_phone_lead(tx: &Connection, l: &PhoneLead) -> rusqlite::Result<i64> {
    crate::db::exec(
        tx,
        "INSERT INTO quote_submissions (name, phone, location, service_type, urgency, description)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![l.name, l.phone, NOT_SHARED, l.service, PhoneLead::URGENCY, l.description],
    )?;
    Ok(tx.last_insert_rowid())
}

/// What a fleet's service from a text is filed as.
pub const FLEET_SERVICE: &str = "Fleet & Commercial Service";

pub(super) fn insert_booking(tx: &Connection, b: &NewBooking) -> rusqlite::Result<i64> {
    crate::db::exec(tx,
        "INSERT INTO booking_submissions (name, phone, email, vehicle_type, location, service_needed, urgency, description, preferred_date, preferred_time)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            b.name,
            b.phone.as_str(),
            b.email.as_ref().map(Email::as_str),
            b.vehicle_type,
            b.location,
            b.service_needed,
            b.urgency,
            b.description,
            b.preferred_date,
            b.preferred_time
        ],
    )?;
    Ok(tx.last_insert_rowid())
}

pub(super) fn insert_contact(tx: &Connection, m: &NewContact) -> rusqlite::Result<i64> {
    crate::db::exec(
        tx,
        "INSERT INTO contact_submissions (name, phone, email, location, urgency, message) VALUES (?1, ?2, ?3, \
            ?4, ?5, ?6)",
        params![m.name, m.phone.as_str(), m.email.as_ref().map(Email::as_str), m.location, m.urgency, m.message],
    )?;
    Ok(tx.last_insert_rowid())
}

/// An analyzer request, linked to the chat whose key is `chat_ref` (a
/// chat sends its request under its own key).
pub(super) fn insert_analyzer_request(
    tx: &Connection,
    r: &NewAnalyzerRequest,
    chat_ref: Option<&str>,
) -> rusqlite::Result<i64> {
    crate::db::exec(tx,
        "INSERT INTO smart_analyzer_submissions
           (name, phone, email, location, problem_description, suggested_service, estimated_price, urgency, confidence, chatbot_interaction_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, (SELECT id FROM chatbot_interactions WHERE client_ref = ?10))",
        &[&analyzer_values(r)[..], &[&chat_ref]].concat()[..],
    )?;
    Ok(tx.last_insert_rowid())
}

/// Whether an analyzer request was sent by a chat.
pub(super) fn from_chat(tx: &Connection, id: i64) -> rusqlite::Result<bool> {
    let chat: Option<i64> =
        tx.query_row("SELECT chatbot_interaction_id FROM smart_analyzer_submissions WHERE id = ?1", [id], |r| {
            r.get("chatbot_interaction_id")
        })?;
    Ok(chat.is_some())
}

/// A chat sends its request again when it finishes (with the email, say):
/// that completes the same row. A form's retry changes nothing.
pub(super) fn complete_analyzer_request(tx: &Connection, id: i64, r: &NewAnalyzerRequest) -> rusqlite::Result<()> {
    crate::db::exec(tx,
        "UPDATE smart_analyzer_submissions SET name = ?1, phone = ?2, email = ?3, location = ?4, problem_description = ?5,
           suggested_service = ?6, estimated_price = ?7, urgency = ?8, confidence = ?9
         WHERE id = ?10 AND chatbot_interaction_id IS NOT NULL",
        &[&analyzer_values(r)[..], &[&id]].concat()[..],
    )
    .map(drop)
}

/// ?1..?9 of both the insert and the update of an analyzer request.
fn analyzer_values(r: &NewAnalyzerRequest) -> [&dyn rusqlite::ToSql; 9] {
    [
        &r.name,
        &r.phone,
        &r.email,
        &r.location,
        &r.problem_description,
        &r.suggested_service,
        &r.estimated_price,
        &r.urgency,
        &r.confidence,
    ]
}

/// A chat's lead: saved as soon as the visitor gives a valid phone number
/// (partial), then completed by the same conversation's key when it ends.
pub(super) fn insert_chat(tx: &Connection, chat: &NewChat) -> rusqlite::Result<i64> {
    crate::db::exec(
        tx,
        &format!(
            "INSERT INTO chatbot_interactions ({CHAT_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, \
                ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)"
        ),
        rusqlite::params_from_iter(chat_params(chat)),
    )?;
    Ok(tx.last_insert_rowid())
}

/// Only a conversation still going is completed: a finished one is never
/// replaced, neither by an older partial save that arrives late (from a
/// browser's offline queue) nor by anyone else who sends its key.
pub(super) fn complete_chat(tx: &Connection, id: i64, chat: &NewChat) -> rusqlite::Result<()> {
    let sql = format!(
        "UPDATE chatbot_interactions SET ({CHAT_COLUMNS}) = (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18),
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?19 AND completed = 0"
    );
    let mut values = chat_params(chat);
    values.push(Box::new(id));
    crate::db::exec(tx, &sql, rusqlite::params_from_iter(values)).map(drop)
}

const CHAT_COLUMNS: &str = "session_id, customer_name, customer_phone, customer_email, conversation, customer_location, gps_latitude, gps_longitude, \
     gps_accuracy, location_method, lead_quality, handoff_to_call, issue_resolved, problem, urgency, suggested_service, estimated_price, completed";

fn chat_params(c: &NewChat) -> Vec<Box<dyn rusqlite::ToSql>> {
    let gps = c.gps.clone();
    vec![
        Box::new(c.session_id.clone()),
        Box::new(c.name.clone()),
        Box::new(c.phone.as_str().to_string()),
        Box::new(c.email.as_ref().map(|e| e.as_str().to_string())),
        Box::new(c.conversation.clone()),
        Box::new(c.location.clone()),
        Box::new(gps.as_ref().map(|g| g.latitude.clone())),
        Box::new(gps.as_ref().map(|g| g.longitude.clone())),
        Box::new(gps.and_then(|g| g.accuracy)),
        Box::new(c.location_method.clone()),
        Box::new(c.lead_quality.clone()),
        Box::new(c.handoff_to_call),
        Box::new(c.issue_resolved),
        Box::new(c.problem.clone()),
        Box::new(c.urgency.clone()),
        Box::new(c.suggested_service.clone()),
        Box::new(c.estimated_price.clone()),
        Box::new(!c.partial),
    ]
}

/// Why a list could not be read.
#[derive(Debug)]
pub enum ListError {
    /// A filter this table cannot apply, by field.
    BadFilter(FieldErrors),
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for ListError {
    fn from(e: rusqlite::Error) -> Self {
        ListError::Sql(e)
    }
}

/// One page of a kind of lead matching the filter, newest first.
pub fn list<R: ListRow>(c: &Connection, filter: &LeadFilter, page: PageRequest) -> Result<Page<R>, ListError> {
    let has_source = has_column(c, R::TABLE, "source")?;
    let (conditions, args) = filter_conditions(filter, has_source).map_err(ListError::BadFilter)?;
    Ok(select_page(c, &conditions, args, page)?)
}

/// A row and its JSON, as the audit trail keeps it.
pub(super) fn row<R: ListRow + Serialize>(c: &Connection, id: i64) -> rusqlite::Result<Option<(R, Value)>> {
    Ok(select_one::<R>(c, id)?.map(|r| {
        let json = serde_json::to_value(&r).unwrap_or(Value::Null);
        (r, json)
    }))
}

/// Marks a lead answered by what staff did about it (a job made from it),
/// the first response at that time unless one was recorded before. Audited
/// by the caller, with the job.
pub fn responded(tx: &Connection, kind: LeadKind, id: i64) -> rusqlite::Result<bool> {
    set_contacted(tx, kind.table(), id)
}

/// Marks the lead of `table` contacted, the first time only (false: it was
/// before, or there is no such lead).
pub(super) fn set_contacted(tx: &Connection, table: &str, id: i64) -> rusqlite::Result<bool> {
    Ok(crate::db::exec(tx, &format!("UPDATE {table} {SET_CONTACTED} WHERE id = ?1 AND contacted = 0"), [id])? > 0)
}

/// The first response's columns: contacted, when, and the minutes it took.
const SET_CONTACTED: &str = "SET contacted = 1,
    first_contacted_at = COALESCE(first_contacted_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    response_minutes = COALESCE(response_minutes, MAX(0, CAST(ROUND((julianday('now') - julianday(created_at)) * 1440) AS INTEGER)))";

pub(super) fn update_quote(tx: &Connection, id: i64, q: &NewQuote) -> rusqlite::Result<()> {
    crate::db::exec(tx,
        "UPDATE quote_submissions SET name = ?1, phone = ?2, email = ?3, location = ?4, service_type = ?5, vehicle_info = ?6, urgency = ?7,
           description = ?8
         WHERE id = ?9",
        params![q.name, q.phone.as_str(), q.email.as_ref().map(Email::as_str), q.location, q.service_type, q.vehicle_info, q.urgency, q.description, id],
    )
    .map(drop)
}

pub(super) fn delete(tx: &Connection, table: &str, id: i64) -> rusqlite::Result<()> {
    crate::db::exec(tx, &format!("DELETE FROM {table} WHERE id = ?1"), [id]).map(drop)
}

/// What the API answers for it.
impl From<ListError> for crate::error::ApiError {
    fn from(e: ListError) -> Self {
        use crate::error::ApiError;
        match e {
            ListError::BadFilter(fields) => ApiError::Invalid(fields),
            ListError::Sql(e) => ApiError::Internal(e.into()),
        }
    }
}

#[cfg(test)]
mod place_tests {
    use super::dashboard_query;

    #[test]
    fn each_kind_of_lead_has_its_place_in_the_dashboard() {
        assert_eq!(dashboard_query("quote"), "tab=leads&view=quotes");
        assert_eq!(dashboard_query("booking"), "tab=jobs");
        assert_eq!(dashboard_query("chat"), "tab=leads&view=analyzer");
        assert_eq!(dashboard_query("unknown"), "tab=leads&view=analyzer");
    }
}

// Filters and the CSV export (filter.rs, export.rs).

/// SQL conditions (joined with AND by the caller) and their arguments,
/// for any lead table. `has_source`: whether the table records sources.
pub fn filter_conditions(
    filter: &LeadFilter,
    has_source: bool,
) -> Result<(Vec<String>, Vec<rusqlite::types::Value>), std::collections::BTreeMap<String, String>> {
    let mut sql = Vec::new();
    let mut args = Vec::new();
    match filter.status {
        Some(Status::Pending) => sql.push("contacted = 0".to_string()),
        Some(Status::Contacted) => sql.push("contacted = 1".to_string()),
        None => {}
    }
    if let Some(u) = &filter.urgency {
        sql.push("urgency = ? COLLATE NOCASE".to_string());
        args.push(rusqlite::types::Value::Text(u.clone()));
    }
    if let Some(t) = &filter.from {
        sql.push("created_at >= ?".to_string());
        args.push(rusqlite::types::Value::Text(t.clone()));
    }
    if let Some(t) = &filter.until {
        sql.push("created_at < ?".to_string());
        args.push(rusqlite::types::Value::Text(t.clone()));
    }
    if let Some(s) = &filter.source {
        if !has_source {
            return Err(std::collections::BTreeMap::from([(
                "source".to_string(),
                "Lead sources are not recorded yet".to_string(),
            )]));
        }
        sql.push("source = ?".to_string());
        args.push(rusqlite::types::Value::Text(s.clone()));
    }
    if let Some(q) = &filter.search {
        let like = format!("%{}%", q.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
        let mut parts = vec!["name LIKE ? ESCAPE '\\'", "location LIKE ? ESCAPE '\\'", "phone LIKE ? ESCAPE '\\'"];
        args.extend(std::iter::repeat_n(rusqlite::types::Value::Text(like), 3));
        // Phone numbers are stored as typed: "3865550123" finds "(386) 555-0123".
        let digits: String = q.chars().filter(char::is_ascii_digit).collect();
        if digits.len() >= 3 && q.chars().all(|c| c.is_ascii_digit() || " ()-+.".contains(c)) {
            parts.push("REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '') LIKE ?");
            args.push(rusqlite::types::Value::Text(format!("%{digits}%")));
        }
        sql.push(format!("({})", parts.join(" OR ")));
    }
    Ok((sql, args))
}

/// Whether a table has a column (lead sources arrive with a later migration).
pub fn has_column(c: &rusqlite::Connection, table: &str, column: &str) -> rusqlite::Result<bool> {
    c.query_row(
        &format!("SELECT EXISTS(SELECT 1 FROM pragma_table_info('{table}') WHERE name = ?1) AS has"),
        [column],
        |r| r.get("has"),
    )
}

/// The CSV columns of each kind of lead, in export.rs's HEADER order.
fn export_columns(kind: LeadKind) -> &'static str {
    match kind {
        LeadKind::Quote => {
            "'quote', id, created_at, name, phone, email, location, urgency, service_type, TRIM(COALESCE(vehicle_info || ': ', '') || description), contacted"
        }
        LeadKind::Booking => {
            "'booking', id, created_at, name, phone, email, location, urgency, service_needed, vehicle_type || ': ' || description, contacted"
        }
        LeadKind::Contact => {
            "'contact', id, created_at, name, phone, email, location, urgency, 'Contact form', message, contacted"
        }
        LeadKind::Analyzer => {
            "'analyzer', id, created_at, name, phone, email, location, urgency, suggested_service, problem_description || ' (estimate ' || estimated_price || ')', contacted"
        }
        // Not in LeadKind::ALL (its analyzer request is exported instead); here for completeness.
        LeadKind::Chat => {
            "'chat', id, created_at, customer_name, customer_phone, customer_email, customer_location, urgency, suggested_service, problem, 0"
        }
    }
}

/// Hands each lead that matches the filter to `each`, newest first, as the
/// row of the export's columns; answers how many.
pub fn export(
    conn: &Connection,
    filter: &LeadFilter,
    mut each: impl FnMut(&rusqlite::Row) -> anyhow::Result<()>,
) -> anyhow::Result<usize> {
    let mut parts = Vec::new();
    let mut args = Vec::new();
    for kind in LeadKind::ALL.into_iter().filter(|k| filter.kind.is_none_or(|only| only == *k)) {
        let (conditions, mut values) = filter_conditions(filter, has_column(conn, kind.table(), "source")?)
            .map_err(|_| anyhow::anyhow!("lead sources are not recorded yet"))?;
        let filter_sql =
            if conditions.is_empty() { String::new() } else { format!(" WHERE {}", conditions.join(" AND ")) };
        parts.push(format!("SELECT {} FROM {}{filter_sql}", export_columns(kind), kind.table()));
        args.append(&mut values);
    }
    let mut stmt = conn.prepare(&format!("{} ORDER BY 3 DESC", parts.join(" UNION ALL ")))?;
    let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
    let mut count = 0;
    while let Some(row) = rows.next()? {
        each(row)?;
        count += 1;
    }
    Ok(count)
}

// The live feed's events (feed.rs).

pub fn created_at(tx: &Connection, table: &str, id: i64) -> rusqlite::Result<String> {
    tx.query_row(&format!("SELECT created_at FROM {table} WHERE id = ?1"), [id], |r| r.get("created_at"))
}

/// Writes an event of the live feed. Answers its sequence number.
pub fn insert_event(tx: &Connection, kind: &str, id: i64, summary: &str, created_at: &str) -> rusqlite::Result<i64> {
    crate::db::exec(
        tx,
        "INSERT INTO lead_events (kind, lead_id, summary, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![kind, id, summary, created_at],
    )?;
    Ok(tx.last_insert_rowid())
}

/// An event as stored.
#[derive(serde::Deserialize)]
pub struct StoredEvent {
    pub id: i64,
    pub summary: String,
}

/// Up to `max` events after `after`, oldest first.
pub fn events_after(c: &Connection, after: i64, max: i64) -> rusqlite::Result<Vec<StoredEvent>> {
    let mut stmt = c.prepare("SELECT id, summary FROM lead_events WHERE id > ?1 ORDER BY id LIMIT ?2")?;
    stmt.query_map(params![after, max], crate::db::row)?.collect()
}

/// The newest event's sequence number (0 without any).
pub fn newest_event(c: &Connection) -> rusqlite::Result<i64> {
    c.query_row("SELECT COALESCE(MAX(id), 0) AS id FROM lead_events", [], |r| r.get("id"))
}
