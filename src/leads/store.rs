//! Storing and reading leads. Each insert writes the lead and its staff alert
//! in one transaction (synchronous=FULL makes the commit durable). Every
//! function takes the connection it works in; the handlers in `leads` run
//! them on the database's thread and say what the answer is.
use super::feed::{self as live, LeadEvent};
use super::filter::{LeadFilter, Status};
use super::rows::Quote;
use super::validate::{Email, NewAnalyzerRequest, NewBooking, NewChat, NewContact, NewQuote, Phone};
use crate::accounts::Staff;
use crate::alerts::Alert;
use crate::analytics::{self, Attribution};
use crate::audit::{self, Change};
use crate::config::AlertConfig;
use crate::listing::{ListRow, Page, PageRequest, select_one, select_page};
use crate::validation::FieldErrors;
use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use serde_json::{Map, Value, json};

pub use crate::refs::LeadKind;

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

/// What an insert needs besides the lead: where the dashboard is (for the
/// alert's link) and where alerts go.
#[derive(Clone)]
pub struct Alerting {
    pub base_url: String,
    pub config: AlertConfig,
    /// For the driver's text and the staff push (`messages::on_new_lead`).
    pub settings: std::sync::Arc<crate::config::Config>,
}

/// A lead as stored: its id, whether the client's key showed it was stored
/// before, and what the caller announces once the transaction is committed.
pub struct Stored {
    pub id: i64,
    pub existed: bool,
    /// A staff alert was queued (the alert worker is to be woken).
    pub alerted: bool,
    /// The event for the open dashboards.
    pub event: Option<LeadEvent>,
}

pub use crate::refs::dashboard_query;

fn build_alert(alerting: &Alerting, id: i64, f: &AlertFacts) -> Alert {
    // A link straight to the tab that lists this kind of lead.
    let dashboard = format!("{}/admin/dashboard?{}", alerting.base_url, dashboard_query(f.kind.as_str()));
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
        "createdAt": crate::time::now_text(),
    });
    let lead = crate::messages::NewLead {
        lead: crate::messages::LeadRef { kind: f.kind.as_str(), id },
        name: f.name.to_string(),
        phone: Some(f.phone.as_str().to_string()),
        email: f.email.map(|e| e.as_str().to_string()),
        service: f.service.to_string(),
        urgency: f.urgency.to_string(),
        dashboard_url: dashboard,
        first_text: crate::messages::FirstText::Usual,
    };
    Alert {
        subject: format!("New {}: {} - {} - {}", f.kind.title(), f.name, f.urgency, f.location),
        body,
        payload,
        lead: Some(lead),
    }
}

/// What a lead's writer does when the client's key shows it was stored before.
type OnRepeat<'a> = Box<dyn FnOnce(&Connection, i64) -> rusqlite::Result<()> + 'a>;

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

/// Where a lead came from, as the intake (`super::intake`) let it in: what
/// linking it to a fleet may rely on (docs/product.md#fleets).
#[derive(Debug, Clone, Copy)]
pub enum Origin {
    /// A form, or the site's code: a phone or email typed there only
    /// suggests a fleet, which staff confirm.
    Form,
    /// A caller's or texter's own number, verified by the provider's
    /// signature: a requester's number is their fleet's at once.
    VerifiedNumber,
    /// The portal's signed-in manager: their fleet and the unit they chose.
    Portal { fleet_id: i64, unit_id: i64 },
}

/// How a lead arrived: its origin, the client's idempotency key and the
/// source of the visit (when the browser sent one).
#[derive(Clone, Copy)]
pub struct Arrival<'a> {
    pub origin: Origin,
    pub client_ref: Option<&'a str>,
    pub attribution: Option<&'a Attribution>,
}

/// Inserts a lead, its alert, its live event, its marketing conversion and
/// its fleet (linked or suggested, by its origin), unless the client's key
/// shows it was stored before: then `on_repeat` (if any) updates it and
/// nothing is announced again. Returns the id and whether it already
/// existed.
///
/// Every kind of lead comes through here, so whatever each new lead needs is
/// done in one place; and only the intake calls here.
fn insert(
    tx: &Connection,
    alerting: &Alerting,
    (kind, arrival): (LeadKind, &Arrival),
    facts: impl FnOnce(&Connection, i64) -> rusqlite::Result<Announce>,
    write: impl FnOnce(&Connection) -> rusqlite::Result<usize>,
    on_repeat: Option<OnRepeat>,
) -> rusqlite::Result<Stored> {
    let (client_ref, attribution) = (arrival.client_ref, arrival.attribution);
    let table = kind.table();
    if let Some(key) = client_ref {
        let existing: Option<i64> = tx
            .query_row(&format!("SELECT id FROM {table} WHERE client_ref = ?1"), [key], |r| r.get("id"))
            .optional()?;
        if let Some(id) = existing {
            if let Some(update) = on_repeat {
                update(tx, id)?;
            }
            return Ok(Stored { id, existed: true, alerted: false, event: None });
        }
    }
    write(tx)?;
    let id = tx.last_insert_rowid();
    if let Some(key) = client_ref {
        tx.execute(&format!("UPDATE {table} SET client_ref = ?1 WHERE id = ?2"), params![key, id])?;
    }
    if let Some(a) = attribution {
        tx.execute(
            &format!("UPDATE {table} SET source = ?1, medium = ?2, campaign = ?3, session_id = ?4 WHERE id = ?5"),
            params![a.source, a.medium, a.campaign, a.session_id, id],
        )?;
    }
    if kind != LeadKind::Chat {
        match_fleet(tx, kind, id, arrival.origin)?;
    }
    let (alert, shown) = match facts(tx, id)? {
        Announce::Lead(a) => (a, true),
        Announce::AlertOnly(a) => (a, false),
        Announce::ShowOnly(a) => {
            let event = live::record(tx, kind, table, id, &a.payload)?;
            return Ok(Stored { id, existed: false, alerted: false, event: Some(event) });
        }
    };
    // One lead, one conversion: a chat's analyzer request (ShowOnly) is part
    // of the chat counted here.
    analytics::record_conversion(tx, kind.as_str(), attribution, chrono::Utc::now())?;
    crate::messages::announce_lead(tx, &alerting.settings, &alert)?;
    let event = if shown { Some(live::record(tx, kind, table, id, &alert.payload)?) } else { None };
    Ok(Stored { id, existed: false, alerted: true, event })
}

/// A lead's fleet (docs/product.md#fleets): the portal manager's, or a
/// requester's whose own number called or texted, at once; a form's whose
/// typed phone or email is a requester's, as a suggestion staff confirm
/// (anyone can type a requester's email, and a fleet's lead is billed on
/// its terms).
fn match_fleet(tx: &Connection, kind: LeadKind, id: i64, origin: Origin) -> rusqlite::Result<()> {
    #[derive(serde::Deserialize)]
    struct Contact {
        phone: Option<Phone>,
        email: Option<String>,
    }
    let lead = (kind.as_str(), id);
    if let Origin::Portal { fleet_id, unit_id } = origin {
        return crate::fleets::store::link_from_portal(tx, lead, fleet_id, unit_id);
    }
    let c: Contact =
        tx.query_row(&format!("SELECT phone, email FROM {} WHERE id = ?1", kind.table()), [id], crate::db::row)?;
    let phone = c.phone.as_ref().and_then(Phone::e164);
    match (origin, phone) {
        (Origin::VerifiedNumber, Some(phone)) => crate::fleets::store::link_from_verified_number(tx, lead, phone),
        _ => crate::fleets::store::suggest(tx, lead, phone, c.email.as_deref()),
    }
    .map(drop)
}

pub(super) fn insert_quote(
    c: &Connection,
    alerting: &Alerting,
    q: &NewQuote,
    arrival: &Arrival,
) -> rusqlite::Result<Stored> {
    let for_alert = q;
    insert(
        c,
        alerting,
        (LeadKind::Quote, arrival),
        move |_, id| {
            let mut details = Vec::new();
            if let Some(v) = &for_alert.vehicle_info {
                details.push(("Vehicle", v.clone()));
            }
            details.push(("Details", for_alert.description.clone()));
            Ok(Announce::Lead(build_alert(
                alerting,
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
}

/// A missed call's lead (docs/product.md#calls): a quote request that came
/// by phone. The caller says where they are and what happened on the page
/// their first text links to (`text`); until then it holds the number and
/// how long it rang.
pub struct MissedCall {
    /// E.164.
    pub phone: String,
    /// As people read it: (386) 555-0142.
    pub display: String,
    pub rang_seconds: i64,
    pub text: crate::messages::FirstText,
}

/// The service a missed call's lead shows; the UI marks such a lead by it.
pub const MISSED_CALL_SERVICE: &str = "Missed call";
/// Where a missed call's caller is, until they share it.
pub const NOT_SHARED: &str = "Not shared yet";

pub(super) fn insert_missed_call(c: &Connection, alerting: &Alerting, m: &MissedCall) -> rusqlite::Result<Stored> {
    let lead = PhoneLead {
        name: format!("Caller {}", m.display),
        phone: &m.display,
        service: MISSED_CALL_SERVICE,
        description: format!("Missed call: it rang {} s and nobody answered.", m.rang_seconds),
        first_text: Some(m.text.clone()),
    };
    insert_phone_lead(c, alerting, &lead)
}

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

pub(super) fn insert_phone_lead(c: &Connection, alerting: &Alerting, l: &PhoneLead) -> rusqlite::Result<Stored> {
    let phone = Phone::read(l.phone);
    let urgency = "Emergency (ASAP)";
    let arrival = Arrival { origin: Origin::VerifiedNumber, client_ref: None, attribution: None };
    insert(
        c,
        alerting,
        (LeadKind::Quote, &arrival),
        |_, id| {
            let mut alert = build_alert(
                alerting,
                id,
                &AlertFacts {
                    kind: LeadKind::Quote,
                    name: &l.name,
                    phone: &phone,
                    email: None,
                    location: NOT_SHARED,
                    urgency,
                    service: l.service,
                    details: vec![("Details", l.description.clone())],
                },
            );
            if let (Some(lead), Some(text)) = (&mut alert.lead, &l.first_text) {
                lead.first_text = text.clone();
            }
            Ok(Announce::Lead(alert))
        },
        |tx| {
            tx.execute(
                "INSERT INTO quote_submissions (name, phone, location, service_type, urgency, description)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![l.name, l.phone, NOT_SHARED, l.service, urgency, l.description],
            )
        },
        None,
    )
}

/// What a fleet's service from a text is filed as.
pub const FLEET_SERVICE: &str = "Fleet & Commercial Service";

pub(super) fn insert_booking(
    c: &Connection,
    alerting: &Alerting,
    b: &NewBooking,
    arrival: &Arrival,
) -> rusqlite::Result<Stored> {
    let for_alert = b;
    insert(
        c,
        alerting,
        (LeadKind::Booking, arrival),
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
                alerting,
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
}

pub(super) fn insert_contact(
    c: &Connection,
    alerting: &Alerting,
    m: &NewContact,
    arrival: &Arrival,
) -> rusqlite::Result<Stored> {
    let for_alert = m;
    insert(
        c,
        alerting,
        (LeadKind::Contact, arrival),
        move |_, id| {
            Ok(Announce::Lead(build_alert(
                alerting,
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
                "INSERT INTO contact_submissions (name, phone, email, location, urgency, message) VALUES (?1, ?2, ?3, \
                    ?4, ?5, ?6)",
                params![
                    m.name,
                    m.phone.as_str(),
                    m.email.as_ref().map(Email::as_str),
                    m.location,
                    m.urgency,
                    m.message
                ],
            )
        },
        None,
    )
}

pub(super) fn insert_analyzer_request(
    c: &Connection,
    alerting: &Alerting,
    r: &NewAnalyzerRequest,
    arrival: &Arrival,
) -> rusqlite::Result<Stored> {
    let for_alert = r;
    let chat_ref = arrival.client_ref;
    let repeat = r;
    insert(
        c,
        alerting,
        (LeadKind::Analyzer, arrival),
        move |tx, id| {
            let from_chat: Option<i64> = tx.query_row(
                "SELECT chatbot_interaction_id FROM smart_analyzer_submissions WHERE id = ?1",
                [id],
                |r| r.get("chatbot_interaction_id"),
            )?;
            let mut alert = build_alert(
                alerting,
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
                &[&analyzer_values(r)[..], &[&chat_ref]].concat()[..],
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
                &[&analyzer_values(r)[..], &[&id]].concat()[..],
            )
            .map(drop)
        })),
    )
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

/// "95" reads as 95%; a word ("High") as itself.
fn confidence_text(confidence: &str) -> String {
    if confidence.parse::<u8>().is_ok() { format!("{confidence}%") } else { confidence.to_string() }
}

/// A chat's lead: saved as soon as the visitor gives a valid phone number
/// (partial), then completed by the same conversation's key when it ends.
/// Staff are alerted once, when it is first saved.
pub(super) fn insert_chat(
    c: &Connection,
    alerting: &Alerting,
    chat: &NewChat,
    arrival: &Arrival,
) -> rusqlite::Result<Stored> {
    let for_alert = chat;
    let repeat = chat;
    insert(
        c,
        alerting,
        (LeadKind::Chat, arrival),
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
            details.push((
                "Chat",
                (if c.partial { "still going (saved when the phone number was given)" } else { "finished" })
                    .to_string(),
            ));
            Ok(Announce::AlertOnly(build_alert(
                alerting,
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
                    "INSERT INTO chatbot_interactions ({CHAT_COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, \
                        ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)"
                ),
                rusqlite::params_from_iter(chat_params(c)),
            )
        },
        Some(Box::new(move |tx, id| {
            // Only a conversation still going is completed: a finished one is
            // never replaced, neither by an older partial save that arrives
            // late (from a browser's offline queue) nor by anyone else who
            // sends its key.
            let sql = format!(
                "UPDATE chatbot_interactions SET ({CHAT_COLUMNS}) = (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18),
                   updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
                 WHERE id = ?19 AND completed = 0"
            );
            let mut values = chat_params(repeat);
            values.push(Box::new(id));
            tx.execute(&sql, rusqlite::params_from_iter(values)).map(drop)
        })),
    )
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
fn row<R: ListRow + Serialize>(c: &Connection, id: i64) -> rusqlite::Result<Option<(R, Value)>> {
    Ok(select_one::<R>(c, id)?.map(|r| {
        let json = serde_json::to_value(&r).unwrap_or(Value::Null);
        (r, json)
    }))
}

/// Marks a lead answered by what staff did about it (a job made from it),
/// the first response at that time unless one was recorded before. Audited
/// by the caller, with the job.
pub fn responded(tx: &Connection, kind: LeadKind, id: i64) -> rusqlite::Result<bool> {
    let table = kind.table();
    Ok(tx.execute(&format!("UPDATE {table} {SET_CONTACTED} WHERE id = ?1 AND contacted = 0"), [id])? > 0)
}

/// The first response's columns: contacted, when, and the minutes it took.
const SET_CONTACTED: &str = "SET contacted = 1,
    first_contacted_at = COALESCE(first_contacted_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    response_minutes = COALESCE(response_minutes, MAX(0, CAST(ROUND((julianday('now') - julianday(created_at)) * 1440) AS INTEGER)))";

/// Marks a lead contacted and answers it as it is now (None: no such lead).
/// The first time, the minutes since it arrived are stored with it (its
/// first-response time) and the change is audited; a second click changes
/// nothing.
pub fn mark_contacted<R: ListRow + Serialize>(
    c: &mut Connection,
    staff: &Staff,
    kind: LeadKind,
    id: i64,
) -> rusqlite::Result<Option<R>> {
    let table = R::TABLE;
    let tx = c.transaction()?;
    let Some((_, before)) = row::<R>(&tx, id)? else { return Ok(None) };
    let changed = tx.execute(&format!("UPDATE {table} {SET_CONTACTED} WHERE id = ?1 AND contacted = 0"), [id])?;
    let after = row::<R>(&tx, id)?;
    if changed > 0 {
        let change = Change {
            action: "contacted",
            subject_type: kind.as_str(),
            subject_id: id,
            before: Some(&before),
            after: after.as_ref().map(|(_, json)| json),
        };
        audit::record(&tx, staff, change)?;
    }
    tx.commit()?;
    Ok(after.map(|(row, _)| row))
}

/// Changes a quote (audited) and answers it as it is now (None: no such quote).
pub fn update_quote(c: &mut Connection, staff: &Staff, id: i64, q: &NewQuote) -> rusqlite::Result<Option<Quote>> {
    let tx = c.transaction()?;
    let Some((_, before)) = row::<Quote>(&tx, id)? else { return Ok(None) };
    tx.execute(
        "UPDATE quote_submissions SET name = ?1, phone = ?2, email = ?3, location = ?4, service_type = ?5, vehicle_info = ?6, urgency = ?7,
           description = ?8
         WHERE id = ?9",
        params![q.name, q.phone.as_str(), q.email.as_ref().map(Email::as_str), q.location, q.service_type, q.vehicle_info, q.urgency, q.description, id],
    )?;
    let after = row::<Quote>(&tx, id)?;
    audit::record(
        &tx,
        staff,
        Change {
            action: "edit",
            subject_type: "quote",
            subject_id: id,
            before: Some(&before),
            after: after.as_ref().map(|(_, json)| json),
        },
    )?;
    tx.commit()?;
    Ok(after.map(|(row, _)| row))
}

/// Deletes a lead (false: no such lead); its audit records stay, and this
/// one keeps what the trail may keep of the lead as it was (audit::KEPT).
pub fn delete<R: ListRow + Serialize>(
    c: &mut Connection,
    staff: &Staff,
    kind: LeadKind,
    id: i64,
) -> rusqlite::Result<bool> {
    let table = R::TABLE;
    let tx = c.transaction()?;
    let Some((_, before)) = row::<R>(&tx, id)? else { return Ok(false) };
    tx.execute(&format!("DELETE FROM {table} WHERE id = ?1"), [id])?;
    audit::record(
        &tx,
        staff,
        Change { action: "delete", subject_type: kind.as_str(), subject_id: id, before: Some(&before), after: None },
    )?;
    tx.commit()?;
    Ok(true)
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
    tx.execute(
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
