//! The one intake (docs/product.md#leads): every way a lead arrives comes in
//! here, through the same four steps:
//!
//! 1. **Screen**, by its source: a form (or the site's code) is limited per
//!    address and dropped when its honeypot is filled in (`admit_form`); a
//!    fleet manager's portal request is limited per account
//!    (`admit_manager`); a call or text is limited per number, which the
//!    provider's signature vouches for (`admit_number`). Each gives an
//!    `Admitted`, which only this file can make and every store below takes:
//!    a new entry point cannot skip the screen, because there is no other
//!    way in.
//! 2. **Validate**: the lead comes as its checked type (`NewQuote`…), which
//!    only the validators make.
//! 3. **Match its fleet** by what the business verified (the portal's
//!    manager, a requester's own number) or suggest it (a typed phone or
//!    email), inside the insert.
//! 4. **Store durably and announce**: one transaction (the lead, its staff
//!    alert, the driver's text, the pushes, the live event), committed by
//!    the group-committing writer before any 2xx; then the outbox is woken and
//!    the dashboards hear of it.
//!
//! Steps 3 and 4 are `store_lead` and `store_phone_lead` below, the new
//! lead's workflow: the store writes the rows, `super::alert` words the
//! alert, and the other features are called from here.
//!
//! Entry points: POST /api/quotes, /bookings, /contacts, /smart-analyzer,
//! /chatbot-interactions (and their plain form posts), the portal's
//! /api/fleet/service, a missed call (calls), a text from a requester's
//! number (messages, through `RequesterTexts`).
use super::alert;
use super::feed as live;
use super::store::{self, PhoneLead};
use super::validate::{NewAnalyzerRequest, NewBooking, NewChat, NewContact, NewQuote, Phone};
use super::{LeadKind, created};
use crate::alerts::Alert;
use crate::analytics::{self, Attribution};
use crate::error::ApiError;
use crate::ratelimit::RateLimiter;
use crate::state::AppState;
use crate::state::Effects;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use std::time::Duration;

/// The screens' limits: leads per ten minutes from one address, one portal
/// account, one calling or texting number (`leads_per_ten_minutes`).
pub struct Limits {
    per_address: RateLimiter,
    per_account: RateLimiter,
    per_number: RateLimiter,
}

impl Limits {
    pub fn new(per_ten_minutes: usize) -> Limits {
        let window = Duration::from_secs(600);
        Limits {
            per_address: RateLimiter::new(per_ten_minutes, window),
            per_account: RateLimiter::new(per_ten_minutes, window),
            per_number: RateLimiter::new(per_ten_minutes, window),
        }
    }

    /// The per-address limit alone, for what adds to a lead from a public
    /// page (the missed call's page, where a caller shares their position).
    pub fn address(&self, ip: &ClientIp) -> bool {
        self.per_address.check(&ip.limit_key()).is_ok()
    }
}

pub use super::alert::Alerting;

/// Where a lead came from, as the intake let it in: what linking it to a
/// fleet may rely on (docs/product.md#fleets).
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

/// A lead as stored: its id, whether the client's key showed it was stored
/// before, and what the caller carries out once the transaction is
/// committed (`AppState::after_commit`; nothing for a lead stored before).
pub struct Stored {
    pub id: i64,
    pub existed: bool,
    pub effects: Effects,
}

/// A lead let through its source's screen: the only way to store one.
pub struct Admitted {
    origin: Origin,
}

/// The answer to a lead refused by the screen: 429 (a page for a plain form post).
fn too_many(state: &AppState, body: &FieldsBody) -> Response {
    let phone = &crate::content::BUSINESS.phones.emergency.display;
    let message =
        format!("Too many requests from your connection. Please wait a few minutes, or call us now at {phone}.");
    if body.from_html_form {
        return crate::web::plain::message_page(
            StatusCode::TOO_MANY_REQUESTS,
            &state.site.stylesheet,
            "Please Wait a Moment",
            &message,
            None,
        );
    }
    ApiError::TooMany(message).into_response()
}

/// A form's lead (or the site's code's): its address's limit, and the
/// honeypot. `Err` is the answer that ends the request (boxed: a Response is large): 429, or, for a bot
/// that filled in the hidden field, the ordinary success with nothing stored.
pub fn admit_form(
    state: &AppState,
    ip: &ClientIp,
    body: &FieldsBody,
    kind: LeadKind,
) -> Result<Admitted, Box<Response>> {
    if state.intake.per_address.check(&ip.limit_key()).is_err() {
        return Err(Box::new(too_many(state, body)));
    }
    // Real visitors never see the hidden "website" field; bots fill it in.
    if body.text("website").is_some_and(|s| !s.trim().is_empty()) {
        tracing::info!("honeypot filled in; lead dropped");
        return Err(Box::new(created(body, kind, 0, false)));
    }
    Ok(Admitted { origin: Origin::Form })
}

/// A fleet manager's request from the portal: their account's limit, from
/// any address. The lead is their fleet's and the unit's they chose.
pub fn admit_manager(state: &AppState, user_id: i64, (fleet_id, unit_id): (i64, i64)) -> Result<Admitted, ApiError> {
    if state.intake.per_account.check(&format!("account:{user_id}")).is_err() {
        let phone = &crate::content::BUSINESS.phones.emergency.display;
        return Err(ApiError::TooMany(format!(
            "Too many service requests from this account. Please wait a few minutes, or call us now at {phone}."
        )));
    }
    Ok(Admitted { origin: Origin::Portal { fleet_id, unit_id } })
}

/// A call or a text from `number` (as the provider's signed webhook gave
/// it): its number's limit. None: over it, and no lead is made (the call or
/// text itself is still kept where it is recorded).
pub fn admit_number(limits: &Limits, number: &str) -> Option<Admitted> {
    match limits.per_number.check(&format!("number:{number}")) {
        Ok(()) => Some(Admitted { origin: Origin::VerifiedNumber }),
        Err(_) => {
            tracing::warn!("a number passed its lead limit; no new lead from it for now");
            None
        }
    }
}

/// A lead as its validator read it.
pub enum Lead {
    Quote(NewQuote),
    Booking(NewBooking),
    Contact(NewContact),
    Analyzer(NewAnalyzerRequest),
    Chat(NewChat),
}

impl Lead {
    pub fn kind(&self) -> LeadKind {
        match self {
            Lead::Quote(_) => LeadKind::Quote,
            Lead::Booking(_) => LeadKind::Booking,
            Lead::Contact(_) => LeadKind::Contact,
            Lead::Analyzer(_) => LeadKind::Analyzer,
            Lead::Chat(_) => LeadKind::Chat,
        }
    }
}

/// How a new lead is announced: by the staff alert, on the open dashboards,
/// or both. A chat is one lead stored as two rows (its conversation, then the
/// analyzer request it sends), announced once each way.
enum Announce {
    /// A lead of its own: staff are alerted and every dashboard shows it.
    Lead(Alert),
    /// A chat's conversation: staff are alerted now; the dashboards show the
    /// analyzer request the chat sends right after.
    AlertOnly(Alert),
    /// A chat's analyzer request: staff were alerted with the chat; the
    /// dashboards show it now.
    ShowOnly(Alert),
}

/// A new lead, stored: the row, how it arrived, its fleet, and what
/// announces it (its alert, its conversion, its live event), unless the
/// client's key shows it was stored before: then a chat (or the analyzer
/// request it sends) completes its row and nothing is announced again.
///
/// Every kind of lead from a form or the portal comes through here, so
/// whatever each new lead needs is done in one place.
#[tracing::instrument(level = "debug", name = "leads::store_lead", skip_all, fields(kind = lead.kind().as_str()))]
fn store_lead(tx: &Connection, alerting: &Alerting, lead: &Lead, arrival: &Arrival) -> rusqlite::Result<Stored> {
    let kind = lead.kind();
    if let Some(key) = arrival.client_ref
        && let Some(id) = store::stored_under(tx, kind, key)?
    {
        match lead {
            Lead::Analyzer(r) => store::complete_analyzer_request(tx, id, r)?,
            Lead::Chat(chat) => store::complete_chat(tx, id, chat)?,
            Lead::Quote(_) | Lead::Booking(_) | Lead::Contact(_) => {}
        }
        return Ok(Stored { id, existed: true, effects: Effects::default() });
    }
    let id = match lead {
        Lead::Quote(q) => store::insert_quote(tx, q)?,
        Lead::Booking(b) => store::insert_booking(tx, b)?,
        Lead::Contact(m) => store::insert_contact(tx, m)?,
        Lead::Analyzer(r) => store::insert_analyzer_request(tx, r, arrival.client_ref)?,
        Lead::Chat(chat) => store::insert_chat(tx, chat)?,
    };
    store::keep_arrival(tx, (kind, id), arrival.client_ref, arrival.attribution)?;
    // A chat's fleet is matched on the analyzer request it sends.
    if kind != LeadKind::Chat {
        match_fleet(tx, kind, id, arrival.origin)?;
    }
    let announce = match lead {
        Lead::Quote(q) => Announce::Lead(alert::quote(alerting, id, q)),
        Lead::Booking(b) => Announce::Lead(alert::booking(alerting, id, b)),
        Lead::Contact(m) => Announce::Lead(alert::contact(alerting, id, m)),
        Lead::Analyzer(r) => match store::from_chat(tx, id)? {
            // The chat that produced this request alerted staff already.
            true => Announce::ShowOnly(alert::analyzer(alerting, id, r, true)),
            false => Announce::Lead(alert::analyzer(alerting, id, r, false)),
        },
        Lead::Chat(chat) => Announce::AlertOnly(alert::chat(alerting, id, chat)),
    };
    announce_new(tx, alerting, New { kind, id, attribution: arrival.attribution }, announce)
}

/// A quote that came by phone (a missed call, a fleet requester's text):
/// the fleet's at once when the number is a requester's.
#[tracing::instrument(level = "debug", name = "leads::store_phone_lead", skip_all)]
fn store_phone_lead(tx: &Connection, alerting: &Alerting, lead: &PhoneLead) -> rusqlite::Result<Stored> {
    let id = store::insert_phone_lead(tx, lead)?;
    match_fleet(tx, LeadKind::Quote, id, Origin::VerifiedNumber)?;
    let announce = Announce::Lead(alert::phone_lead(alerting, id, lead));
    announce_new(tx, alerting, New { kind: LeadKind::Quote, id, attribution: None }, announce)
}

/// A lead just written, for its announcements.
struct New<'a> {
    kind: LeadKind,
    id: i64,
    attribution: Option<&'a Attribution>,
}

/// Counts the new lead's conversion, queues its alert (the staff's mail and
/// pushes, the driver's text) and records its live event, as `announce`
/// says; answers what the commit sets off.
fn announce_new(tx: &Connection, alerting: &Alerting, new: New, announce: Announce) -> rusqlite::Result<Stored> {
    let New { kind, id, attribution } = new;
    let table = kind.table();
    let (alert, shown) = match announce {
        Announce::Lead(a) => (a, true),
        Announce::AlertOnly(a) => (a, false),
        Announce::ShowOnly(a) => {
            let event = live::record(tx, kind, table, id, &a.payload)?;
            return Ok(Stored { id, existed: false, effects: Effects::default().with_event(event) });
        }
    };
    // One lead, one conversion: a chat's analyzer request (ShowOnly) is part
    // of the chat counted here.
    analytics::record_conversion(tx, kind.as_str(), attribution, chrono::Utc::now())?;
    crate::messages::announce_lead(tx, &alerting.settings, &alert)?;
    let mut effects = Effects::queued();
    if shown {
        effects = effects.with_event(live::record(tx, kind, table, id, &alert.payload)?);
    }
    Ok(Stored { id, existed: false, effects })
}

/// A lead's fleet (docs/product.md#fleets): the portal manager's, or a
/// requester's whose own number called or texted, at once; a form's whose
/// typed phone or email is a requester's, as a suggestion staff confirm
/// (anyone can type a requester's email, and a fleet's lead is billed on
/// its terms).
fn match_fleet(tx: &Connection, kind: LeadKind, id: i64, origin: Origin) -> rusqlite::Result<()> {
    let lead = (kind.as_str(), id);
    if let Origin::Portal { fleet_id, unit_id } = origin {
        return crate::fleets::store::link_from_portal(tx, lead, fleet_id, unit_id);
    }
    let c = store::contact(tx, kind, id)?;
    let phone = c.phone.as_ref().and_then(Phone::e164);
    match (origin, phone) {
        (Origin::VerifiedNumber, Some(phone)) => crate::fleets::store::link_from_verified_number(tx, lead, phone),
        _ => crate::fleets::store::suggest(tx, lead, phone, c.email.as_deref()),
    }
    .map(drop)
}

/// What the insert needs besides the lead.
fn alerting(state: &AppState) -> Alerting {
    Alerting {
        base_url: state.config.base_url.clone(),
        config: state.config.alerts.clone(),
        settings: state.config.clone(),
    }
}

/// Stores an admitted lead with whatever else is waiting (one commit, one
/// fsync), then wakes the outbox and tells every open dashboard. Answers
/// the id and whether the client's key showed it was stored before.
#[tracing::instrument(level = "debug", name = "leads::take", skip_all)]
pub async fn take(
    state: &AppState,
    admitted: Admitted,
    lead: Lead,
    client_ref: Option<String>,
    attribution: Option<Attribution>,
) -> Result<(i64, bool), ApiError> {
    let alerting = alerting(state);
    let origin = admitted.origin;
    let stored = state
        .leads
        .store(Box::new(move |c| {
            let arrival = Arrival { origin, client_ref: client_ref.as_deref(), attribution: attribution.as_ref() };
            store_lead(c, &alerting, &lead, &arrival)
        }))
        .await?;
    // After the commit: the outbox sends what the lead queued, the dashboards show it.
    state.after_commit(stored.effects);
    Ok((stored.id, stored.existed))
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

/// A missed call's lead, inside the call's own transaction (calls): the
/// caller wakes the outbox and publishes the event once it has committed.
pub fn take_missed_call(
    tx: &Connection,
    _admitted: &Admitted,
    alerting: &Alerting,
    call: &MissedCall,
) -> rusqlite::Result<Stored> {
    let lead = PhoneLead {
        name: format!("Caller {}", call.display),
        phone: &call.display,
        service: store::MISSED_CALL_SERVICE,
        description: format!("Missed call: it rang {} s and nobody answered.", call.rang_seconds),
        first_text: Some(call.text.clone()),
    };
    store_phone_lead(tx, alerting, &lead)
}

/// The lead a fleet requester's first text starts (messages::TextLeads): a
/// quote for fleet service, named after the requester, with the text as its
/// description, the fleet's at once (the number is the provider's word).
/// Messages, below leads, is handed this by startup.
pub struct RequesterTexts {
    pub alerting: Alerting,
    pub limits: std::sync::Arc<Limits>,
}

impl crate::messages::TextLeads for RequesterTexts {
    fn start(
        &self,
        tx: &Connection,
        number: &str,
        text: &str,
    ) -> rusqlite::Result<Option<crate::messages::StartedLead>> {
        let Some(name) = crate::fleets::store::requester_name(tx, number)? else { return Ok(None) };
        let Some(_admitted) = admit_number(&self.limits, number) else { return Ok(None) };
        let description: String = text.trim().chars().take(2000).collect();
        let description =
            if description.is_empty() { "A text from the fleet's requester.".into() } else { description };
        let lead = PhoneLead { name, phone: number, service: store::FLEET_SERVICE, description, first_text: None };
        let stored = store_phone_lead(tx, &self.alerting, &lead)?;
        Ok(Some(crate::messages::StartedLead {
            kind: LeadKind::Quote.as_str().into(),
            id: stored.id,
            // A phone lead is shown on the dashboards: its one event.
            event: stored.effects.events.into_iter().next(),
        }))
    }
}

/// A state's intake limits, for the missed-call path, which takes its lead
/// inside the call's transaction.
pub fn limits(state: &AppState) -> std::sync::Arc<Limits> {
    state.intake.clone()
}

/// The `Alerting` of a lead taken inside another feature's transaction.
pub fn alerting_of(state: &AppState) -> Alerting {
    alerting(state)
}
