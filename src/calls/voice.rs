//! `/api/voice/inbound`, `/dial`, `/whisper` and `/connect`: Twilio's steps of
//! an incoming call, each answered with TwiML (the on-call order rung in turn).
use super::missed::{CallStatusForm, missed};
use super::store::{CallStatus, Direction, Rung};
use super::{display, oncall, store, twiml, xml};
use crate::error::{ApiError, ErrorBody};
use crate::messages;
use crate::messages::webhook;
use crate::messages::webhook::CallWebhookRefused;
use crate::messages::webhook::TwilioForm;
use crate::phone::Phone;
use crate::state::AppState;
use crate::web::query::Query;
use axum::extract::State;
use axum::response::Response;
use chrono::Utc;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

/// The form Twilio posts when a call comes in. It sends more, all signed, and
/// only what Twilio documents for each voice webhook is taken
/// (src/messages/webhook.rs).
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
pub(super) struct InboundCall {
    #[schema(pattern = "^CA[0-9a-fA-F]{32}$")]
    CallSid: String,
    From: String,
    To: String,
    CallStatus: String,
}

/// The form Twilio posts when a `<Dial>` leg ends.
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
pub(super) struct DialEnded {
    #[schema(pattern = "^CA[0-9a-fA-F]{32}$")]
    CallSid: String,
    /// completed, answered, busy, no-answer, failed, canceled.
    DialCallStatus: String,
    DialCallDuration: Option<String>,
}

/// Which call and which person on its ring order a callback is about.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct Step {
    /// The call's id, as the TwiML that rang gave it.
    call: i64,
    /// The place in the call's ring order.
    #[serde(default)]
    step: usize,
}

/// The TwiML that rings `rung[step]`.
fn ring(state: &AppState, call: &store::Call, step: usize) -> Option<String> {
    let voice = state.config.voice.as_ref()?;
    let person = call.rung().into_iter().nth(step)?;
    let base = &state.config.base_url;
    let dial_action = format!("{base}/api/voice/dial?call={}&step={step}", call.id);
    let whisper = format!("{base}/api/voice/whisper?call={}&step={step}", call.id);
    let recording_callback = format!("{base}/api/voice/recording?call={}&kind=call", call.id);
    Some(twiml::ring(
        voice,
        &twiml::Ring {
            phone: &person.phone,
            caller_id: call.phone.as_str(),
            dial_action: &dial_action,
            whisper: &whisper,
            // Florida: every party consents before anything is recorded.
            notice: (voice.record_calls && step == 0).then_some(voice.recording_notice.as_str()),
            recording_callback: voice.record_calls.then_some(recording_callback.as_str()),
        },
    ))
}

fn goodbye(state: &AppState) -> Response {
    let greeting = state.config.voice.as_ref().map(|v| v.greeting.as_str()).unwrap_or("Goodbye.");
    xml(twiml::goodbye(greeting))
}

/// What a caller nobody answered hears: the voicemail's greeting and beep, or a goodbye.
fn after_missed(state: &AppState, call_id: i64) -> Response {
    match &state.config.voice {
        Some(voice) if voice.voicemail => {
            let base = &state.config.base_url;
            xml(twiml::voicemail(
                voice,
                &format!("{base}/api/voice/voicemail?call={call_id}"),
                &format!("{base}/api/voice/recording?call={call_id}&kind=voicemail"),
            ))
        }
        _ => goodbye(state),
    }
}

/// A call to the business number (the number's "A call comes in" webhook).
/// Rings the first person on call; with nobody to ring, the call is missed
/// at once. Twilio's retry of the same CallSid rings the same order.
#[utoipa::path(post, path = "/voice/inbound", tag = "calls",
    request_body(content = InboundCall, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "TwiML: a `<Dial>` of the first person on call, or a goodbye.", content_type = "text/xml", body = String),
        (status = 400, description = "The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.", body = ErrorBody),
        CallWebhookRefused,
    ))]
pub(super) async fn voice_inbound(
    State(state): State<AppState>,
    form: TwilioForm<webhook::VoiceInbound>,
) -> Result<Response, ApiError> {
    // Always there and of Twilio's form (`TwilioForm`).
    let sid = form.param("CallSid").to_string();
    let from = form.param("From");
    // A hidden number comes as "anonymous" or a non-number: kept as given.
    let phone = Phone::textable(from)
        .and_then(|n| n.e164().map(str::to_string))
        .unwrap_or_else(|| from.chars().take(40).collect());
    let outbound = state.config.outbound.clone();
    let (call, _) = state
        .db
        .write(move |c| -> rusqlite::Result<_> {
            let tx = c.transaction()?;
            // A number saved before the outbound gate's destinations changed is not rung.
            let rung: Vec<Rung> = oncall::ring_order(&store::order(&tx)?, Utc::now())
                .into_iter()
                .filter(|e| messages::gate::destination(&outbound, &Phone::read(&e.phone)).is_ok())
                .map(|e| Rung { user_id: e.user_id, phone: e.phone })
                .collect();
            let call = store::insert_inbound(&tx, &sid, &phone, &rung)?;
            tx.commit()?;
            Ok(call)
        })
        .await?;
    if call.status != CallStatus::Ringing {
        return Ok(xml(twiml::hang_up()));
    }
    match ring(&state, &call, call.step as usize) {
        Some(twiml) => Ok(xml(twiml)),
        None => {
            tracing::warn!(call = call.id, "an inbound call found nobody to ring: add a phone to the on-call order");
            missed(&state, call.id).await?;
            Ok(after_missed(&state, call.id))
        }
    }
}

/// A `<Dial>` leg ended (its action URL): answered, the call is done;
/// otherwise the next person on call is rung, and after the last the call is
/// missed.
#[utoipa::path(post, path = "/voice/dial", tag = "calls", params(Step),
    request_body(content = DialEnded, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "TwiML: the next `<Dial>`, a goodbye, or a hang-up.", content_type = "text/xml", body = String),
        (status = 400, description = "The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.", body = ErrorBody),
        CallWebhookRefused,
    ))]
pub(super) async fn voice_dial(
    State(state): State<AppState>,
    Query(at): Query<Step>,
    form: TwilioForm<webhook::VoiceDial>,
) -> Result<Response, ApiError> {
    let id = at.call;
    let Some(call) = state.db.call(move |c| store::by_id(c, id)).await? else {
        tracing::warn!(call = id, "dial callback for a call we do not know: hung up");
        return Ok(xml(twiml::hang_up()));
    };
    let outcome = form.param("DialCallStatus");
    if call.direction == Direction::Out {
        let answered = matches!(outcome, "completed" | "answered");
        let duration = form.param("DialCallDuration").parse::<i64>().ok().filter(|d| (0..=86_400).contains(d));
        state.db.write(move |c| store::outbound_ended(c, id, answered, duration)).await?;
        return Ok(xml(if answered { twiml::hang_up() } else { twiml::goodbye("The customer did not answer.") }));
    }
    if matches!(outcome, "completed" | "answered") || call.status == CallStatus::Answered {
        let (id, user) = (call.id, call.rung().get(at.step).map(|r| r.user_id));
        if let Some(user) = user {
            state.db.write(move |c| store::answered(c, id, user)).await?;
        }
        return Ok(xml(twiml::hang_up()));
    }
    if call.status != CallStatus::Ringing || at.step != call.step as usize {
        // Twilio's retry of a step already past: say what that step said.
        return Ok(match ring(&state, &call, call.step as usize) {
            Some(twiml) if call.status == CallStatus::Ringing => xml(twiml),
            _ => goodbye(&state),
        });
    }
    let next = at.step + 1;
    if next < call.rung().len() {
        let id = call.id;
        state.db.write(move |c| store::set_step(c, id, next as i64)).await?;
        if let Some(twiml) = ring(&state, &call, next) {
            return Ok(xml(twiml));
        }
    }
    missed(&state, call.id).await?;
    Ok(after_missed(&state, call.id))
}

/// What the person on call hears on answering (`<Number url>`), before the
/// caller is put through; it also marks the call answered by them.
#[utoipa::path(post, path = "/voice/whisper", tag = "calls", params(Step),
    request_body(content = CallStatusForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "TwiML: `<Say>Roadside call from (386) 555-0142.</Say>`.", content_type = "text/xml", body = String),
        (status = 400, description = "The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.", body = ErrorBody),
        CallWebhookRefused,
    ))]
pub(super) async fn voice_whisper(
    State(state): State<AppState>,
    Query(at): Query<Step>,
    _form: TwilioForm<webhook::VoiceWhisper>,
) -> Result<Response, ApiError> {
    let id = at.call;
    let Some(call) = state.db.call(move |c| store::by_id(c, id)).await? else {
        tracing::warn!(call = id, "whisper for a call we do not know");
        return Ok(xml(twiml::whisper("an unknown number")));
    };
    if let Some(user) = call.rung().get(at.step).map(|r| r.user_id) {
        state.db.write(move |c| store::answered(c, id, user)).await?;
    }
    Ok(xml(twiml::whisper(&display(call.phone.as_str()))))
}

/// An outbound call's first leg was answered (the Calls API's `Url`): put
/// the staff member through to the customer, the business number showing.
#[utoipa::path(post, path = "/voice/connect", tag = "calls", params(Step),
    request_body(content = CallStatusForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "TwiML: a `<Dial>` of the customer with the business number as caller ID.", content_type = "text/xml", body = String),
        (status = 400, description = "The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.", body = ErrorBody),
        CallWebhookRefused,
    ))]
pub(super) async fn voice_connect(
    State(state): State<AppState>,
    Query(at): Query<Step>,
    _form: TwilioForm<webhook::VoiceConnect>,
) -> Result<Response, ApiError> {
    let id = at.call;
    let call = state.db.call(move |c| store::by_id(c, id)).await?.filter(|c| c.direction == Direction::Out);
    let (Some(call), Some(sms)) = (call, &state.config.sms) else {
        tracing::warn!(call = id, "connect for a call we do not know: hung up");
        return Ok(xml(twiml::goodbye("This call is no longer on record.")));
    };
    // The customer is dialled here: the outbound gate's destinations once more.
    if let Err(refusal) = messages::gate::destination(&state.config.outbound, &call.phone) {
        tracing::warn!(call = id, reason = %refusal.reason(), "connect refused by the outbound gate: hung up");
        return Ok(xml(twiml::goodbye("The customer's number cannot be called from the business line.")));
    }
    let action = format!("{}/api/voice/dial?call={}&step=0", state.config.base_url, call.id);
    Ok(xml(twiml::connect(call.phone.as_str(), &sms.from, &action)))
}
