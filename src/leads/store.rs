//! Storing and reading leads. Each insert writes the lead and its staff alert
//! in one transaction (synchronous=FULL makes the commit durable).
use super::filter::{LeadFilter, has_column};
use super::rows::Quote;
use super::validate::{Email, NewAnalyzerRequest, NewBooking, NewChat, NewContact, NewQuote, Phone};
use crate::accounts::Staff;
use super::feed as live;
use crate::alerts::{self, Alert};
use crate::analytics::{self, Attribution};
use crate::audit::{self, Change};
use crate::error::ApiError;
use crate::listing::{ListRow, Page, PageRequest, select_one, select_page};
use crate::state::AppState;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;
use serde_json::{Map, Value, json};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeadKind {
    Quote,
    Booking,
    Contact,
    /// A request from the home page's analyzer, or the lead a chat produced.
    Analyzer,
    /// A chat conversation with the assistant.
    Chat,
}

impl LeadKind {
    /// The kinds staff list, filter, export and turn into jobs. A chat is
    /// not among them: it reaches those through the analyzer request it sends.
    pub const ALL: [LeadKind; 4] = [LeadKind::Quote, LeadKind::Booking, LeadKind::Contact, LeadKind::Analyzer];

    pub fn as_str(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote",
            LeadKind::Booking => "booking",
            LeadKind::Contact => "contact",
            LeadKind::Analyzer => "analyzer",
            LeadKind::Chat => "chat",
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
            LeadKind::Chat => "chatbot_interactions",
        }
    }

    /// Where the dashboard lists this kind (its tab and sub-tab in the URL).
    fn dashboard_query(self) -> &'static str {
        match self {
            LeadKind::Quote => "tab=leads&view=quotes",
            LeadKind::Booking => "tab=jobs",
            LeadKind::Contact => "tab=leads&view=contacts",
            LeadKind::Analyzer => "tab=leads&view=analyzer",
            LeadKind::Chat => "tab=leads&view=analyzer",
        }
    }

    fn title(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote request",
            LeadKind::Booking => "diesel service booking",
            LeadKind::Contact => "contact message",
            LeadKind::Analyzer => "service analyzer request",
            LeadKind::Chat => "chat lead",
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

/// What a lead's writer does when the client's key shows it was stored before.
type OnRepeat = Box<dyn FnOnce(&rusqlite::Transaction, i64) -> rusqlite::Result<()> + Send>;

/// How a new lead is announced: by the staff alert, on the open dashboards,
/// or both. A chat is one lead stored as two rows (its conversation, then the
/// analyzer request it sends), announced once each way.
pub enum Announce {
    /// A lead of its own: staff are alerted and every dashboard shows it.
    Lead(Alert),
    /// A chat's conversation: staff are alerted now; the dashboards show the
    /// analyzer request the chat sends right after.
    AlertOnly(Alert),
    /// A chat's analyzer request: staff were alerted with the chat; the
    /// dashboards show it now.
    ShowOnly(Alert),
}

/// Inserts a lead, its alert, its live event and its marketing conversion
/// (with the source of the visit, when the browser sent one), unless the
/// client's key shows it was stored before: then `on_repeat` (if any)
/// updates it and nothing is announced again. Returns the id and whether it
/// already existed.
///
/// Every kind of lead comes through here, so whatever each new lead needs is
/// done in one place.
async fn insert(
    state: &AppState,
    kind: LeadKind,
    client_ref: Option<String>,
    attribution: Option<Attribution>,
    facts: impl FnOnce(&rusqlite::Transaction, i64) -> rusqlite::Result<Announce> + Send + 'static,
    write: impl FnOnce(&rusqlite::Transaction) -> rusqlite::Result<usize> + Send + 'static,
    on_repeat: Option<OnRepeat>,
) -> Result<(i64, bool), ApiError> {
    let config = state.config.alerts.clone();
    let table = kind.table();
    let (id, existed, alerted, event) = state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            if let Some(key) = &client_ref {
                let existing: Option<i64> = tx.query_row(&format!("SELECT id FROM {table} WHERE client_ref = ?1"), [key], |r| r.get(0)).optional()?;
                if let Some(id) = existing {
                    if let Some(update) = on_repeat {
                        update(&tx, id)?;
                        tx.commit()?;
                    }
                    return Ok((id, true, false, None));
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
            let (alert, shown) = match facts(&tx, id)? {
                Announce::Lead(a) => (Some(a), true),
                Announce::AlertOnly(a) => (Some(a), false),
                Announce::ShowOnly(a) => {
                    let event = live::record(&tx, kind.as_str(), table, id, &a.payload)?;
                    tx.commit()?;
                    return Ok((id, false, false, Some(event)));
                }
            };
            let mut event = None;
            if let Some(alert) = &alert {
                // One lead, one conversion: a chat's analyzer request (ShowOnly)
                // is part of the chat counted here.
                analytics::record_conversion(&tx, kind.as_str(), attribution.as_ref(), chrono::Utc::now())?;
                alerts::enqueue(&tx, &config, alert)?;
                if shown {
                    event = Some(live::record(&tx, kind.as_str(), table, id, &alert.payload)?);
                }
            }
            tx.commit()?;
            Ok((id, false, alert.is_some(), event))
        })
        .await?;
    if !existed {
        if alerted {
            state.alerts.wake();
        }
        if let Some(event) = event {
            // Every open dashboard hears of the lead once it is committed.
            state.live.publish(event);
        }
    }
    Ok((id, existed))
}

pub async fn insert_quote(state: &AppState, q: NewQuote, client_ref: Option<String>, attribution: Option<Attribution>) -> Result<(i64, bool), ApiError> {
    let alert_state = state.clone();
    let for_alert = q.clone();
    insert(
        state,
        LeadKind::Quote,
        client_ref,
        attribution,
        move |_, id| {
            let mut details = Vec::new();
            if let Some(v) = &for_alert.vehicle_info {
                details.push(("Vehicle", v.clone()));
            }
            details.push(("Details", for_alert.description.clone()));
            Ok(Announce::Lead(build_alert(
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
            )))
        },
        move |tx| {
            tx.execute(
                "INSERT INTO quote_submissions (name, phone, email, location, service_type, vehicle_info, urgency, description)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![q.name, q.phone.as_str(), q.email.as_ref().map(Email::as_str), q.location, q.service_type, q.vehicle_info, q.urgency, q.description],
            )
        },
        None,
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
        move |_, id| {
            let mut details = vec![("Vehicle type", for_alert.vehicle_type.clone())];
            if let Some(d) = &for_alert.preferred_date {
                details.push(("Preferred date", d.clone()));
            }
            if let Some(t) = &for_alert.preferred_time {
                details.push(("Preferred time", t.clone()));
            }
            details.push(("Details", for_alert.description.clone()));
            Ok(Announce::Lead(build_alert(
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
            )))
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
        None,
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
        move |_, id| {
            Ok(Announce::Lead(build_alert(
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
            )))
        },
        move |tx| {
            tx.execute(
                "INSERT INTO contact_submissions (name, phone, email, location, urgency, message) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![m.name, m.phone.as_str(), m.email.as_ref().map(Email::as_str), m.location, m.urgency, m.message],
            )
        },
        None,
    )
    .await
}

pub async fn insert_analyzer_request(
    state: &AppState,
    r: NewAnalyzerRequest,
    client_ref: Option<String>,
    attribution: Option<Attribution>,
) -> Result<(i64, bool), ApiError> {
    let alert_state = state.clone();
    let for_alert = r.clone();
    let chat_ref = client_ref.clone();
    let repeat = r.clone();
    insert(
        state,
        LeadKind::Analyzer,
        client_ref,
        attribution,
        move |tx, id| {
            let from_chat: Option<i64> = tx.query_row("SELECT chatbot_interaction_id FROM smart_analyzer_submissions WHERE id = ?1", [id], |r| r.get(0))?;
            let mut alert = build_alert(
                &alert_state,
                id,
                &AlertFacts {
                    kind: LeadKind::Analyzer,
                    name: &for_alert.name,
                    phone: &for_alert.phone,
                    email: for_alert.email.as_ref(),
                    location: for_alert.location.as_deref().unwrap_or("Not given"),
                    urgency: &for_alert.urgency,
                    service: &for_alert.suggested_service,
                    details: vec![
                        ("Problem", for_alert.problem_description.clone()),
                        ("Estimated price", for_alert.estimated_price.clone()),
                        ("Confidence", confidence_text(&for_alert.confidence)),
                    ],
                },
            );
            if from_chat.is_none() {
                return Ok(Announce::Lead(alert));
            }
            // The chat that produced this request alerted staff already; the
            // dashboards show it now, marked as from the chat.
            alert.payload["fromChat"] = Value::Bool(true);
            Ok(Announce::ShowOnly(alert))
        },
        move |tx| {
            tx.execute(
                "INSERT INTO smart_analyzer_submissions
                   (name, phone, email, location, problem_description, suggested_service, estimated_price, urgency, confidence, chatbot_interaction_id)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, (SELECT id FROM chatbot_interactions WHERE client_ref = ?10))",
                &[&analyzer_values(&r)[..], &[&chat_ref]].concat()[..],
            )
        },
        // A chat sends its request again when it finishes (with the email,
        // say): that completes the same row. A form's retry changes nothing.
        Some(Box::new(move |tx, id| {
            let r = repeat;
            tx.execute(
                "UPDATE smart_analyzer_submissions SET name = ?1, phone = ?2, email = ?3, location = ?4, problem_description = ?5,
                   suggested_service = ?6, estimated_price = ?7, urgency = ?8, confidence = ?9
                 WHERE id = ?10 AND chatbot_interaction_id IS NOT NULL",
                &[&analyzer_values(&r)[..], &[&id]].concat()[..],
            )
            .map(drop)
        })),
    )
    .await
}

/// ?1..?9 of both the insert and the update of an analyzer request.
fn analyzer_values(r: &NewAnalyzerRequest) -> [&dyn rusqlite::ToSql; 9] {
    [&r.name, &r.phone, &r.email, &r.location, &r.problem_description, &r.suggested_service, &r.estimated_price, &r.urgency, &r.confidence]
}

/// "95" reads as 95%; a word ("High") as itself.
fn confidence_text(confidence: &str) -> String {
    if confidence.parse::<u8>().is_ok() { format!("{confidence}%") } else { confidence.to_string() }
}

/// A chat's lead: saved as soon as the visitor gives a valid phone number
/// (partial), then completed by the same conversation's key when it ends.
/// Staff are alerted once, when it is first saved.
pub async fn insert_chat(state: &AppState, chat: NewChat, client_ref: Option<String>, attribution: Option<Attribution>) -> Result<(i64, bool), ApiError> {
    let alert_state = state.clone();
    let for_alert = chat.clone();
    let repeat = chat.clone();
    insert(
        state,
        LeadKind::Chat,
        client_ref,
        attribution,
        move |_, id| {
            let c = for_alert;
            let mut details = vec![("Problem", c.problem.clone().unwrap_or_else(|| "Not given yet".into()))];
            if let Some(price) = &c.estimated_price {
                details.push(("Estimated price", price.clone()));
            }
            if let Some(gps) = &c.gps {
                let accuracy = gps.accuracy.as_deref().map(|a| format!(" (within {a} m)")).unwrap_or_default();
                details.push(("Map", format!("{}{accuracy}", gps.map_link())));
            }
            details.push(("Lead quality", c.lead_quality.clone()));
            details.push(("Chat", (if c.partial { "still going (saved when the phone number was given)" } else { "finished" }).to_string()));
            Ok(Announce::AlertOnly(build_alert(
                &alert_state,
                id,
                &AlertFacts {
                    kind: LeadKind::Chat,
                    name: c.name.as_deref().unwrap_or("Chat visitor"),
                    phone: &c.phone,
                    email: c.email.as_ref(),
                    location: c.location.as_deref().unwrap_or("Not given yet"),
                    urgency: c.urgency.as_deref().unwrap_or("Not given yet"),
                    service: c.suggested_service.as_deref().unwrap_or("General Roadside Assistance"),
                    details,
                },
            )))
        },
        move |tx| {
            let c = chat;
            tx.execute(
                &format!(
                    "INSERT INTO chatbot_interactions ({CHAT_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)"
                ),
                rusqlite::params_from_iter(chat_params(&c)),
            )
        },
        Some(Box::new(move |tx, id| {
            // A finished conversation is never replaced by an older, partial
            // save that arrives late (from a browser's offline queue, say).
            let sql = format!(
                "UPDATE chatbot_interactions SET ({CHAT_COLUMNS}) = (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18),
                   updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
                 WHERE id = ?19 AND (completed = 0 OR ?18 = 1)"
            );
            let mut values = chat_params(&repeat);
            values.push(Box::new(id));
            tx.execute(&sql, rusqlite::params_from_iter(values)).map(drop)
        })),
    )
    .await
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

/// One page of a kind of lead matching the filter, newest first.
pub async fn list<R: ListRow + Send + 'static>(state: &AppState, filter: LeadFilter, page: PageRequest) -> Result<Page<R>, ApiError> {
    let has_source = state.db.call(move |c| has_column(c, R::TABLE, "source")).await?;
    let (conditions, args) = filter.conditions(has_source)?;
    Ok(state.db.call(move |c| select_page(c, &conditions, args, page)).await?)
}

/// A row and its JSON, as the audit trail keeps it.
fn row<R: ListRow + Serialize>(c: &rusqlite::Connection, id: i64) -> rusqlite::Result<Option<(R, Value)>> {
    Ok(select_one::<R>(c, id)?.map(|r| {
        let json = serde_json::to_value(&r).unwrap_or(Value::Null);
        (r, json)
    }))
}

/// Marks a lead contacted. The first time, the minutes since it arrived are
/// stored with it (its first-response time) and the change is audited; a
/// second click changes nothing.
pub async fn mark_contacted<R: ListRow + Serialize + Send + 'static>(state: &AppState, staff: Staff, kind: LeadKind, id: i64) -> Result<R, ApiError> {
    let table = R::TABLE;
    state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let Some((_, before)) = row::<R>(&tx, id)? else { return Ok(None) };
            let changed = tx.execute(
                &format!(
                    "UPDATE {table} SET contacted = 1,
                        first_contacted_at = COALESCE(first_contacted_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
                        response_minutes = COALESCE(response_minutes, MAX(0, CAST(ROUND((julianday('now') - julianday(created_at)) * 1440) AS INTEGER)))
                     WHERE id = ?1 AND contacted = 0"
                ),
                [id],
            )?;
            let after = row::<R>(&tx, id)?;
            if changed > 0 {
                audit::record(
                    &tx,
                    &staff,
                    Change {
                        action: "contacted",
                        subject_type: kind.as_str(),
                        subject_id: id,
                        before: Some(&before),
                        after: after.as_ref().map(|(_, json)| json),
                    },
                )?;
            }
            tx.commit()?;
            Ok(after.map(|(row, _)| row))
        })
        .await?
        .ok_or(ApiError::NotFound)
}

pub async fn update_quote(state: &AppState, staff: Staff, id: i64, q: NewQuote) -> Result<Quote, ApiError> {
    state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let Some((_, before)) = row::<Quote>(&tx, id)? else { return Ok(None) };
            tx.execute(
                "UPDATE quote_submissions SET name = ?1, phone = ?2, email = ?3, location = ?4, service_type = ?5, vehicle_info = ?6, urgency = ?7, description = ?8 WHERE id = ?9",
                params![q.name, q.phone.as_str(), q.email.as_ref().map(Email::as_str), q.location, q.service_type, q.vehicle_info, q.urgency, q.description, id],
            )?;
            let after = row::<Quote>(&tx, id)?;
            audit::record(&tx, &staff, Change { action: "edit", subject_type: "quote", subject_id: id, before: Some(&before), after: after.as_ref().map(|(_, json)| json) })?;
            tx.commit()?;
            Ok(after.map(|(row, _)| row))
        })
        .await?
        .ok_or(ApiError::NotFound)
}

/// Deletes a lead; its audit records (and this one, with the lead as it was) stay.
pub async fn delete<R: ListRow + Serialize>(state: &AppState, staff: Staff, kind: LeadKind, id: i64) -> Result<(), ApiError> {
    let table = R::TABLE;
    let found = state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let Some((_, before)) = row::<R>(&tx, id)? else { return Ok(false) };
            tx.execute(&format!("DELETE FROM {table} WHERE id = ?1"), [id])?;
            audit::record(&tx, &staff, Change { action: "delete", subject_type: kind.as_str(), subject_id: id, before: Some(&before), after: None })?;
            tx.commit()?;
            Ok(true)
        })
        .await?;
    if found { Ok(()) } else { Err(ApiError::NotFound) }
}
