//! Storing and reading leads. Each insert writes the lead and its staff alert
//! in one transaction (synchronous=FULL makes the commit durable).
use super::filter::{LeadFilter, has_column};
use super::validate::{Email, NewBooking, NewContact, NewQuote, Phone};
use crate::accounts::Staff;
use crate::admin::live;
use crate::alerts::{self, Alert};
use crate::audit::{self, Change};
use crate::db::select_json;
use crate::error::ApiError;
use crate::listing::{Page, PageRequest, select_page};
use crate::startup::AppState;
use rusqlite::{OptionalExtension, params};
use serde_json::{Map, Value, json};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeadKind {
    Quote,
    Booking,
    Contact,
    /// Smart-analyzer requests, and chat leads (stored as analyzer submissions).
    Analyzer,
}

impl LeadKind {
    pub const ALL: [LeadKind; 4] = [LeadKind::Quote, LeadKind::Booking, LeadKind::Contact, LeadKind::Analyzer];

    pub fn as_str(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote",
            LeadKind::Booking => "booking",
            LeadKind::Contact => "contact",
            LeadKind::Analyzer => "analyzer",
        }
    }

    pub fn parse(s: &str) -> Option<LeadKind> {
        LeadKind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    pub fn table(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote_submissions",
            LeadKind::Booking => "booking_submissions",
            LeadKind::Contact => "contact_submissions",
            LeadKind::Analyzer => "smart_analyzer_submissions",
        }
    }

    /// Where the dashboard lists this kind (its tab and sub-tab in the URL).
    fn dashboard_query(self) -> &'static str {
        match self {
            LeadKind::Quote => "tab=leads&view=quotes",
            LeadKind::Booking => "tab=jobs",
            LeadKind::Contact => "tab=leads&view=contacts",
            LeadKind::Analyzer => "tab=leads&view=analyzer",
        }
    }

    fn title(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote request",
            LeadKind::Booking => "diesel service booking",
            LeadKind::Contact => "contact message",
            LeadKind::Analyzer => "service analyzer request",
        }
    }
}

/// The facts every alert carries, whatever the kind of lead.
struct AlertFacts<'a> {
    kind: LeadKind,
    name: &'a str,
    phone: &'a Phone,
    email: Option<&'a Email>,
    location: &'a str,
    urgency: &'a str,
    service: &'a str,
    details: Vec<(&'static str, String)>,
}

fn build_alert(state: &AppState, id: i64, f: &AlertFacts) -> Alert {
    // A link straight to the tab that lists this kind of lead.
    let dashboard = format!("{}/admin/dashboard?{}", state.config.base_url, f.kind.dashboard_query());
    let email = f.email.map(Email::as_str).unwrap_or("-");
    let mut body = format!(
        "New {} #{id}\n\nName: {}\nPhone: {} ({})\nEmail: {email}\nLocation: {}\nUrgency: {}\nService: {}\n",
        f.kind.title(),
        f.name,
        f.phone.as_str(),
        f.phone.tel_uri(),
        f.location,
        f.urgency,
        f.service
    );
    for (label, value) in &f.details {
        body.push_str(&format!("{label}: {value}\n"));
    }
    body.push_str(&format!("\nOpen the dashboard: {dashboard}\n"));
    let payload = json!({
        "type": f.kind.as_str(),
        "id": id,
        "name": f.name,
        "phone": f.phone.as_str(),
        "phoneLink": f.phone.tel_uri(),
        "email": f.email.map(Email::as_str),
        "location": f.location,
        "urgency": f.urgency,
        "service": f.service,
        "details": f.details.iter().map(|(k, v)| (k.to_string(), Value::String(v.clone()))).collect::<Map<String, Value>>(),
        "dashboardUrl": dashboard,
        "text": body,
        "createdAt": alerts::now_text(),
    });
    Alert { subject: format!("New {}: {} - {} - {}", f.kind.title(), f.name, f.urgency, f.location), body, payload }
}

/// Inserts a lead and its alert, unless the client's key shows it was stored
/// before. Returns the id and whether it already existed.
async fn insert(
    state: &AppState,
    kind: LeadKind,
    client_ref: Option<String>,
    facts: impl FnOnce(i64) -> Alert + Send + 'static,
    write: impl FnOnce(&rusqlite::Transaction) -> rusqlite::Result<usize> + Send + 'static,
) -> Result<(i64, bool), ApiError> {
    let config = state.config.alerts.clone();
    let table = kind.table();
    let result = state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            if let Some(key) = &client_ref {
                let existing: Option<i64> = tx.query_row(&format!("SELECT id FROM {table} WHERE client_ref = ?1"), [key], |r| r.get(0)).optional()?;
                if let Some(id) = existing {
                    return Ok((id, None));
                }
            }
            write(&tx)?;
            let id = tx.last_insert_rowid();
            if let Some(key) = &client_ref {
                tx.execute(&format!("UPDATE {table} SET client_ref = ?1 WHERE id = ?2"), params![key, id])?;
            }
            let alert = facts(id);
            alerts::enqueue(&tx, &config, &alert)?;
            let event = live::record(&tx, kind.as_str(), table, id, &alert.payload)?;
            tx.commit()?;
            Ok((id, Some(event)))
        })
        .await?;
    let (id, event) = result;
    match event {
        Some(event) => {
            state.alerts.wake();
            // Every open dashboard hears of the lead once it is committed.
            state.live.publish(event);
            Ok((id, false))
        }
        None => Ok((id, true)),
    }
}

pub async fn insert_quote(state: &AppState, q: NewQuote, client_ref: Option<String>) -> Result<(i64, bool), ApiError> {
    let alert_state = state.clone();
    let for_alert = q.clone();
    insert(
        state,
        LeadKind::Quote,
        client_ref,
        move |id| {
            let mut details = Vec::new();
            if let Some(v) = &for_alert.vehicle_info {
                details.push(("Vehicle", v.clone()));
            }
            details.push(("Details", for_alert.description.clone()));
            build_alert(
                &alert_state,
                id,
                &AlertFacts {
                    kind: LeadKind::Quote,
                    name: &for_alert.name,
                    phone: &for_alert.phone,
                    email: for_alert.email.as_ref(),
                    location: &for_alert.location,
                    urgency: &for_alert.urgency,
                    service: &for_alert.service_type,
                    details,
                },
            )
        },
        move |tx| {
            tx.execute(
                "INSERT INTO quote_submissions (name, phone, email, location, service_type, vehicle_info, urgency, description)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![q.name, q.phone.as_str(), q.email.as_ref().map(Email::as_str), q.location, q.service_type, q.vehicle_info, q.urgency, q.description],
            )
        },
    )
    .await
}

pub async fn insert_booking(state: &AppState, b: NewBooking, client_ref: Option<String>) -> Result<(i64, bool), ApiError> {
    let alert_state = state.clone();
    let for_alert = b.clone();
    insert(
        state,
        LeadKind::Booking,
        client_ref,
        move |id| {
            let mut details = vec![("Vehicle type", for_alert.vehicle_type.clone())];
            if let Some(d) = &for_alert.preferred_date {
                details.push(("Preferred date", d.clone()));
            }
            if let Some(t) = &for_alert.preferred_time {
                details.push(("Preferred time", t.clone()));
            }
            details.push(("Details", for_alert.description.clone()));
            build_alert(
                &alert_state,
                id,
                &AlertFacts {
                    kind: LeadKind::Booking,
                    name: &for_alert.name,
                    phone: &for_alert.phone,
                    email: for_alert.email.as_ref(),
                    location: &for_alert.location,
                    urgency: &for_alert.urgency,
                    service: &for_alert.service_needed,
                    details,
                },
            )
        },
        move |tx| {
            tx.execute(
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
            )
        },
    )
    .await
}

pub async fn insert_contact(state: &AppState, m: NewContact, client_ref: Option<String>) -> Result<(i64, bool), ApiError> {
    let alert_state = state.clone();
    let for_alert = m.clone();
    insert(
        state,
        LeadKind::Contact,
        client_ref,
        move |id| {
            build_alert(
                &alert_state,
                id,
                &AlertFacts {
                    kind: LeadKind::Contact,
                    name: &for_alert.name,
                    phone: &for_alert.phone,
                    email: for_alert.email.as_ref(),
                    location: &for_alert.location,
                    urgency: &for_alert.urgency,
                    service: "Contact form",
                    details: vec![("Message", for_alert.message.clone())],
                },
            )
        },
        move |tx| {
            tx.execute(
                "INSERT INTO contact_submissions (name, phone, email, location, urgency, message) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![m.name, m.phone.as_str(), m.email.as_ref().map(Email::as_str), m.location, m.urgency, m.message],
            )
        },
    )
    .await
}

/// One page of a kind of lead matching the filter, newest first.
pub async fn list(state: &AppState, kind: LeadKind, filter: LeadFilter, page: PageRequest) -> Result<Page<Value>, ApiError> {
    let table = kind.table();
    let has_source = state.db.call(move |c| has_column(c, table, "source")).await?;
    let (conditions, args) = filter.conditions(has_source)?;
    Ok(state.db.call(move |c| select_page(c, table, &conditions, args, page)).await?)
}

fn row(c: &rusqlite::Connection, kind: LeadKind, id: i64) -> rusqlite::Result<Option<Value>> {
    Ok(select_json(c, kind.table(), "WHERE id = ?1", [id])?.into_iter().next())
}

/// Marks a lead contacted. The first time, the minutes since it arrived are
/// stored with it (its first-response time) and the change is audited; a
/// second click changes nothing.
pub async fn mark_contacted(state: &AppState, staff: Staff, kind: LeadKind, id: i64) -> Result<Value, ApiError> {
    let table = kind.table();
    state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let Some(before) = row(&tx, kind, id)? else { return Ok(None) };
            let changed = tx.execute(
                &format!(
                    "UPDATE {table} SET contacted = 1,
                        first_contacted_at = COALESCE(first_contacted_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
                        response_minutes = COALESCE(response_minutes, MAX(0, CAST(ROUND((julianday('now') - julianday(created_at)) * 1440) AS INTEGER)))
                     WHERE id = ?1 AND contacted = 0"
                ),
                [id],
            )?;
            let after = row(&tx, kind, id)?;
            if changed > 0 {
                audit::record(
                    &tx,
                    &staff,
                    Change { action: "contacted", subject_type: kind.as_str(), subject_id: id, before: Some(&before), after: after.as_ref() },
                )?;
            }
            tx.commit()?;
            Ok(after)
        })
        .await?
        .ok_or(ApiError::NotFound)
}

pub async fn update_quote(state: &AppState, staff: Staff, id: i64, q: NewQuote) -> Result<Value, ApiError> {
    state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let Some(before) = row(&tx, LeadKind::Quote, id)? else { return Ok(None) };
            tx.execute(
                "UPDATE quote_submissions SET name = ?1, phone = ?2, email = ?3, location = ?4, service_type = ?5, vehicle_info = ?6, urgency = ?7, description = ?8 WHERE id = ?9",
                params![q.name, q.phone.as_str(), q.email.as_ref().map(Email::as_str), q.location, q.service_type, q.vehicle_info, q.urgency, q.description, id],
            )?;
            let after = row(&tx, LeadKind::Quote, id)?;
            audit::record(&tx, &staff, Change { action: "edit", subject_type: "quote", subject_id: id, before: Some(&before), after: after.as_ref() })?;
            tx.commit()?;
            Ok(after)
        })
        .await?
        .ok_or(ApiError::NotFound)
}

/// Deletes a lead; its audit records (and this one, with the lead as it was) stay.
pub async fn delete(state: &AppState, staff: Staff, kind: LeadKind, id: i64) -> Result<(), ApiError> {
    let table = kind.table();
    let found = state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let Some(before) = row(&tx, kind, id)? else { return Ok(false) };
            tx.execute(&format!("DELETE FROM {table} WHERE id = ?1"), [id])?;
            audit::record(&tx, &staff, Change { action: "delete", subject_type: kind.as_str(), subject_id: id, before: Some(&before), after: None })?;
            tx.commit()?;
            Ok(true)
        })
        .await?;
    if found { Ok(()) } else { Err(ApiError::NotFound) }
}
