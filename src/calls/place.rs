//! "Call via business line": staff call a customer through the business
//! number, so the customer always sees the business's number, never a
//! technician's own. The server asks Twilio's Calls API (through the outbox,
//! with its retries) to ring the staff member's own phone first; when they
//! answer, /api/voice/connect puts them through to the customer.
use super::store;
use crate::accounts::Staff;
use crate::config::Config;
use crate::config::OutboundConfig;
use crate::db::Db;
use crate::error::{ApiError, ErrorBody};
use crate::messages::gate::{self, Refusal as GateRefusal, Verdict, Way};
use crate::messages::twilio::SendError;
use crate::outbox::store::Counted;
use crate::outbox::{self, Deliver, Envelope, Failure, LeadRef, Message, Person};
use crate::phone::Phone;
use crate::refs::LeadKind;
use crate::state::AppState;
use crate::state::Effects;
use crate::web::path::PathId;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use futures_util::future::BoxFuture;
use rusqlite::Connection;
use serde::Serialize;
use std::sync::Arc;
use utoipa::ToSchema;

/// A call being placed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Placing {
    pub call_id: i64,
    /// What the person is to expect.
    pub message: String,
}

/// Why a call cannot be placed, as the answer names it.
enum Cannot {
    NoLead,
    NotCallable,
    NoOwnPhone,
    /// The outbound gate refused the customer's number (the reason).
    Refused(String),
    /// The hour's calls to the customer's number are used up (the reason).
    TooMany(String),
    /// The staff member's own phone is outside the allowed destinations.
    OwnPhoneRefused(String),
}

/// Each reason as the staff member reads it.
impl From<Cannot> for ApiError {
    fn from(cannot: Cannot) -> ApiError {
        match cannot {
            Cannot::NoLead => ApiError::NotFound,
            Cannot::NotCallable => {
                ApiError::invalid("phone", "The customer's number cannot be called: it is not a full phone number.")
            }
            Cannot::Refused(why) => {
                tracing::warn!(reason = %why, "call via business line refused by the outbound gate");
                ApiError::invalid("phone", format!("The customer's number cannot be called: {why}"))
            }
            Cannot::TooMany(why) => ApiError::TooMany(format!("The customer's number cannot be called now: {why}")),
            Cannot::NoOwnPhone => ApiError::Conflict {
                field: "phone",
                message: "Your own phone is not in the on-call order: the owner adds it in Settings (it rings first)."
                    .into(),
            },
            Cannot::OwnPhoneRefused(why) => ApiError::Conflict {
                field: "phone",
                message: format!("Your own phone, which rings first, cannot be called: {why}").into(),
            },
        }
    }
}

/// Queues the call: its row in the lead's log and the outbox's request,
/// once the outbound gate lets the customer's number through (checked
/// again when the outbox places it).
fn queue(
    tx: &Connection,
    outbound: &OutboundConfig,
    staff: &Staff,
    lead: LeadRef,
    phone: Option<&str>,
) -> Result<i64, ApiError> {
    let customer = Phone::read(phone.unwrap_or_default());
    let customer = match gate::check(tx, outbound, Way::Call, &customer, Counted::Queued)? {
        Verdict::Allowed(number) => number,
        Verdict::Refused(GateRefusal::NotANumber) => return Err(Cannot::NotCallable.into()),
        Verdict::Refused(refusal @ GateRefusal::Rate { .. }) => return Err(Cannot::TooMany(refusal.reason()).into()),
        Verdict::Refused(refusal) => return Err(Cannot::Refused(refusal.reason()).into()),
    };
    let own = store::order(tx)?.into_iter().map(|(e, _)| e).find(|e| e.user_id == staff.id);
    let Some(own) = own else { return Err(Cannot::NoOwnPhone.into()) };
    if let Err(refusal) = gate::destination(outbound, &Phone::read(&own.phone)) {
        return Err(Cannot::OwnPhoneRefused(refusal.reason()).into());
    }
    let call_id = store::insert_outbound(tx, &customer, staff.id, (lead.kind, lead.id))?;
    let person = Person { phone: Some(customer), email: None };
    outbox::enqueue(tx, &Envelope::new(Message::Call { call_id, staff_phone: own.phone }).about(Some(lead), person))?;
    Ok(call_id)
}

async fn place(
    state: &AppState,
    staff: Staff,
    find: impl FnOnce(&Connection) -> rusqlite::Result<Option<(LeadRef, Option<String>)>> + Send + 'static,
) -> Result<(StatusCode, axum::Json<Placing>), ApiError> {
    if state.config.voice.is_none() {
        return Err(ApiError::NotSetUp("Calls are not set up ([voice]).".into()));
    }
    let outbound = state.config.outbound.clone();
    let call_id = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let Some((lead, phone)) = find(&tx)? else { return Err(Cannot::NoLead.into()) };
            let call_id = queue(&tx, &outbound, &staff, lead, phone.as_deref())?;
            tx.commit()?;
            Ok(call_id)
        })
        .await?;
    state.after_commit(Effects::queued());
    Ok((
        StatusCode::ACCEPTED,
        axum::Json(Placing {
            call_id,
            message:
                "Your phone rings in a moment: answer it to be put through. The customer sees the business number."
                    .into(),
        }),
    ))
}

/// Calls a lead's customer through the business number.
#[utoipa::path(post, path = "/leads/{kind}/{id}/call", tag = "calls",
    params(
        ("kind" = String, Path, description = "quote, booking, contact or analyzer.", pattern = "^(?:quote|booking|contact|analyzer)$"),
        ("id" = i64, Path, description = "The lead's id."),
    ),
    responses(
        (status = 202, description = "Queued: the staff member's phone rings first.", body = Placing),
        (status = 400, description = "The customer's number cannot be called: not a full number, or not an allowed destination (`fields.phone` says why).", body = ErrorBody),
        (status = 404, description = "No such lead, or calls are not set up.", body = ErrorBody),
        (status = 409, description = "The staff member's own phone is not in the on-call order, or not an allowed destination.", body = ErrorBody),
        (status = 429, description = "The customer's number was called the most allowed in the last hour ([outbound] calls_per_number_per_hour).", body = ErrorBody),
    ))]
pub async fn call_lead(
    State(state): State<AppState>,
    staff: Staff,
    Path((kind, _id)): Path<(String, String)>,
    PathId(id): PathId,
) -> Result<(StatusCode, axum::Json<Placing>), ApiError> {
    let kind = LeadKind::parse(&kind).ok_or(ApiError::NotFound)?;
    place(&state, staff, move |c| {
        Ok(crate::dispatch::store::lead_contact(c, kind, id)?.map(|l| (LeadRef { kind: kind.as_str(), id }, l.phone)))
    })
    .await
}

/// Calls the customer of one of the technician's own jobs through the business number.
#[utoipa::path(post, path = "/tech/jobs/{id}/call", tag = "calls",
    params(("id" = i64, Path, description = "The job's id.")),
    responses(
        (status = 202, description = "Queued: the technician's phone rings first.", body = Placing),
        (status = 400, description = "The customer's number cannot be called: not a full number, or not an allowed destination (`fields.phone` says why).", body = ErrorBody),
        (status = 404, description = "No such job of theirs, or calls are not set up.", body = ErrorBody),
        (status = 409, description = "The technician's own phone is not in the on-call order, or not an allowed destination.", body = ErrorBody),
        (status = 429, description = "The customer's number was called the most allowed in the last hour ([outbound] calls_per_number_per_hour).", body = ErrorBody),
    ))]
pub async fn call_job_customer(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<(StatusCode, axum::Json<Placing>), ApiError> {
    let technician = staff.id;
    place(&state, staff, move |c| {
        let Some(job) = crate::jobs::store::technicians_job(c, technician, id)? else { return Ok(None) };
        let Some(kind) = LeadKind::parse(&job.submission_type) else { return Ok(None) };
        let phone = job.customer.and_then(|c| c.phone);
        Ok(Some((LeadRef { kind: kind.as_str(), id: job.submission_id }, phone)))
    })
    .await
}

/// Places the outbox's calls.
pub struct Delivery {
    pub db: Db,
    pub http: reqwest::Client,
    pub config: Arc<Config>,
    /// The dashboards' live feed: a fetched voicemail is news.
    pub live: crate::leads::feed::LiveLeads,
}

impl Deliver for Delivery {
    fn deliver<'a>(&'a self, message: &'a Message) -> BoxFuture<'a, Result<(), Failure>> {
        Box::pin(async move {
            match message {
                Message::Call { call_id, staff_phone } => self.call(*call_id, staff_phone).await,
                Message::Recording { recording_id } => {
                    let Some(sms) = &self.config.sms else {
                        return Err(Failure::GiveUp("a recording was queued but [sms] is no longer configured".into()));
                    };
                    if let Some(event) = super::recordings::fetch(&self.db, &self.http, sms, *recording_id).await? {
                        self.live.publish(event);
                    }
                    Ok(())
                }
                other => Err(Failure::GiveUp(format!("calls cannot deliver a {}", other.channel().as_str()))),
            }
        })
    }
}

impl Delivery {
    async fn call(&self, call_id: i64, staff_phone: &str) -> Result<(), Failure> {
        let (Some(sms), Some(_)) = (&self.config.sms, &self.config.voice) else {
            return Err(Failure::GiveUp("a call was queued but [voice] is no longer configured".into()));
        };
        let Some(call) = self.db.call(move |c| store::by_id(c, call_id)).await? else {
            return Err(Failure::GiveUp("the call is no longer on record (erased)".into()));
        };
        if call.sid.is_some() {
            return Ok(());
        }
        let base = &self.config.base_url;
        let url = format!("{base}/api/voice/connect?call={call_id}");
        let callback = format!("{base}/api/voice/status");
        let instructions = [
            ("Url", url.as_str()),
            ("Method", "POST"),
            ("StatusCallback", callback.as_str()),
            ("StatusCallbackMethod", "POST"),
            ("Timeout", "30"),
        ];
        let outbound = &self.config.outbound;
        match gate::place_call(&self.db, &self.http, sms, outbound, &call.phone, staff_phone, &instructions).await {
            Ok(gate::Outcome::Sent(sid)) => {
                self.db.write(move |c| store::placed(c, call_id, Some(&sid), None)).await?;
                Ok(())
            }
            Ok(gate::Outcome::NotSent(refusal)) => {
                // The configuration changed since it was queued, or the hour's calls are used up.
                let why = format!("Not placed: {}", refusal.reason());
                tracing::warn!(call = call_id, reason = %why, "call not placed: the outbound gate refused it");
                self.db.write(move |c| store::placed(c, call_id, None, Some(&why))).await?;
                Ok(())
            }
            Err(SendError::Refused { code, message }) => {
                let why = match code {
                    Some(code) => format!("Twilio refused the call: {message} (error {code})."),
                    None => format!("Twilio refused the call: {message}."),
                };
                tracing::warn!(call = call_id, reason = %why, "call not placed");
                self.db.write(move |c| store::placed(c, call_id, None, Some(&why))).await?;
                Ok(())
            }
            Err(SendError::Retry(e)) => Err(Failure::Retry(e)),
        }
    }
}
