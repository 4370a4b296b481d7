//! Storing and reading leads. Each insert writes the lead and its staff alert
//! in one transaction (synchronous=FULL makes the commit durable).
use super::validate::{Email, NewBooking, NewContact, NewQuote, Phone};
use crate::alerts::{self, Alert};
use crate::analytics::{self, Attribution};
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
}

impl LeadKind {
    pub fn as_str(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote",
            LeadKind::Booking => "booking",
            LeadKind::Contact => "contact",
        }
    }

    fn table(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote_submissions",
            LeadKind::Booking => "booking_submissions",
            LeadKind::Contact => "contact_submissions",
        }
    }

    fn title(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote request",
            LeadKind::Booking => "diesel service booking",
            LeadKind::Contact => "contact message",
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
    let dashboard = format!("{}/admin/dashboard", state.config.base_url);
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

/// Inserts a lead, its alert and its marketing conversion (with the source of
/// the visit, when the browser sent one), unless the client's key shows it was
/// stored before. Returns the id and whether it already existed.
async fn insert(
    state: &AppState,
    kind: LeadKind,
    client_ref: Option<String>,
    attribution: Option<Attribution>,
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
                    return Ok((id, true));
                }
            }
            write(&tx)?;
            let id = tx.last_insert_rowid();
            if let Some(key) = &client_ref {
                tx.execute(&format!("UPDATE {table} SET client_ref = ?1 WHERE id = ?2"), params![key, id])?;
            }
            if let Some(a) = &attribution {
                tx.execute(
                    &format!("UPDATE {table} SET source = ?1, medium = ?2, campaign = ?3, session_id = ?4 WHERE id = ?5"),
                    params![a.source, a.medium, a.campaign, a.session_id, id],
                )?;
            }
            analytics::record_conversion(&tx, kind.as_str(), attribution.as_ref(), chrono::Utc::now())?;
            alerts::enqueue(&tx, &config, &facts(id))?;
            tx.commit()?;
            Ok((id, false))
        })
        .await?;
    if !result.1 {
        state.alerts.wake();
    }
    Ok(result)
}

pub async fn insert_quote(state: &AppState, q: NewQuote, client_ref: Option<String>, attribution: Option<Attribution>) -> Result<(i64, bool), ApiError> {
    let alert_state = state.clone();
    let for_alert = q.clone();
    insert(
        state,
        LeadKind::Quote,
        client_ref,
        attribution,
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

pub async fn insert_booking(state: &AppState, b: NewBooking, client_ref: Option<String>, attribution: Option<Attribution>) -> Result<(i64, bool), ApiError> {
    let alert_state = state.clone();
    let for_alert = b.clone();
    insert(
        state,
        LeadKind::Booking,
        client_ref,
        attribution,
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

pub async fn insert_contact(state: &AppState, m: NewContact, client_ref: Option<String>, attribution: Option<Attribution>) -> Result<(i64, bool), ApiError> {
    let alert_state = state.clone();
    let for_alert = m.clone();
    insert(
        state,
        LeadKind::Contact,
        client_ref,
        attribution,
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

/// One page of a kind of lead, newest first.
pub async fn list(state: &AppState, kind: LeadKind, page: PageRequest) -> Result<Page<Value>, ApiError> {
    let table = kind.table();
    Ok(state.db.call(move |c| select_page(c, table, &[], Vec::new(), page)).await?)
}

async fn one(state: &AppState, kind: LeadKind, id: i64) -> Result<Value, ApiError> {
    let table = kind.table();
    state.db.call(move |c| select_json(c, table, "WHERE id = ?1", [id])).await?.into_iter().next().ok_or(ApiError::NotFound)
}

pub async fn mark_contacted(state: &AppState, kind: LeadKind, id: i64) -> Result<Value, ApiError> {
    let table = kind.table();
    let changed = state.db.call(move |c| c.execute(&format!("UPDATE {table} SET contacted = 1 WHERE id = ?1"), [id])).await?;
    if changed == 0 {
        return Err(ApiError::NotFound);
    }
    one(state, kind, id).await
}

pub async fn update_quote(state: &AppState, id: i64, q: NewQuote) -> Result<Value, ApiError> {
    let changed = state
        .db
        .call(move |c| {
            c.execute(
                "UPDATE quote_submissions SET name = ?1, phone = ?2, email = ?3, location = ?4, service_type = ?5, vehicle_info = ?6, urgency = ?7, description = ?8 WHERE id = ?9",
                params![q.name, q.phone.as_str(), q.email.as_ref().map(Email::as_str), q.location, q.service_type, q.vehicle_info, q.urgency, q.description, id],
            )
        })
        .await?;
    if changed == 0 {
        return Err(ApiError::NotFound);
    }
    one(state, LeadKind::Quote, id).await
}

pub async fn delete(state: &AppState, kind: LeadKind, id: i64) -> Result<(), ApiError> {
    let table = kind.table();
    let changed = state.db.call(move |c| c.execute(&format!("DELETE FROM {table} WHERE id = ?1"), [id])).await?;
    if changed == 0 { Err(ApiError::NotFound) } else { Ok(()) }
}
