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
//! Entry points: POST /api/quotes, /bookings, /contacts, /smart-analyzer,
//! /chatbot-interactions (and their plain form posts), the portal's
//! /api/fleet/service, a missed call (calls), a text from a requester's
//! number (messages, through `RequesterTexts`).
use super::store::{self, Alerting, Arrival, Origin, PhoneLead, Stored};
use super::validate::{NewAnalyzerRequest, NewBooking, NewChat, NewContact, NewQuote};
use super::{LeadKind, created};
use crate::analytics::Attribution;
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
            match &lead {
                Lead::Quote(q) => store::insert_quote(c, &alerting, q, &arrival),
                Lead::Booking(b) => store::insert_booking(c, &alerting, b, &arrival),
                Lead::Contact(m) => store::insert_contact(c, &alerting, m, &arrival),
                Lead::Analyzer(r) => store::insert_analyzer_request(c, &alerting, r, &arrival),
                Lead::Chat(chat) => store::insert_chat(c, &alerting, chat, &arrival),
            }
        }))
        .await?;
    announce(state, &stored);
    Ok((stored.id, stored.existed))
}

/// After the commit: the outbox sends what the lead queued, the dashboards show it.
fn announce(state: &AppState, stored: &Stored) {
    if stored.existed {
        return;
    }
    state.after_commit(Effects {
        queued: stored.alerted,
        events: stored.event.iter().cloned().collect(),
        ..Effects::default()
    });
}

/// A missed call's lead, inside the call's own transaction (calls): the
/// caller wakes the outbox and publishes the event once it has committed.
pub fn take_missed_call(
    tx: &Connection,
    _admitted: &Admitted,
    alerting: &Alerting,
    call: &store::MissedCall,
) -> rusqlite::Result<Stored> {
    store::insert_missed_call(tx, alerting, call)
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
        let stored = store::insert_phone_lead(tx, &self.alerting, &lead)?;
        Ok(Some(crate::messages::StartedLead {
            kind: LeadKind::Quote.as_str().into(),
            id: stored.id,
            event: stored.event,
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
