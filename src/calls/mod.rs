//! Calls: the business number through Twilio Voice (docs/product.md#calls).
//! An inbound call rings the people on call in order, each for the ring
//! time, with a whisper on answer; a call nobody answered becomes a lead in
//! seconds (or joins the caller's open lead) and the caller is texted a link
//! to a page where they share where they are and what happened.
//!
//! Every webhook is taken as the SMS ones are (`messages::webhook::TwilioForm`:
//! X-Twilio-Signature, then Twilio's shape for that webhook, its CallSid
//! first), and answers TwiML or 204; a webhook about a call we do not know is
//! logged and answered, never a 500. Texts and pushes go through the outbox;
//! every number a `<Dial>` rings passes the outbound gate's destinations.
pub mod oncall;
pub mod page;
pub mod place;
pub mod recordings;
pub mod store;
pub mod twiml;

use crate::accounts::Staff;
use crate::content::{BUSINESS, fill};
use crate::error::{ApiError, ErrorBody};
use crate::messages::webhook::{self, TwilioForm};
use crate::messages::{self, FirstText, LeadRef, PushNotice};
use crate::outbox::Person;
use crate::phone::Phone;
use crate::refs::{ContactEvent, LeadEvent, LeadKind, LiveEvent};
use crate::state::AppState;
use crate::state::Effects;
use crate::web::body::FieldsBody;
use crate::web::query::Query;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use store::Rung;
use store::{CallStatus, Direction};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Twilio's webhooks and the missed-call page: open, each checked its own way.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(voice_inbound))
        .routes(routes!(voice_dial))
        .routes(routes!(voice_whisper))
        .routes(routes!(voice_status))
        .routes(routes!(voice_connect))
        .routes(routes!(recordings::voice_voicemail))
        .routes(routes!(recordings::voice_recording))
}

/// The on-call order, for the owner.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_on_call, put_on_call))
        .routes(routes!(place::call_lead))
        .routes(routes!(recordings::play))
}

/// A technician takes the calls now or hands them back.
pub fn technician_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(my_on_call, switch_on_call)).routes(routes!(place::call_job_customer))
}

/// How long a caller's lead stays the one a new missed call joins.
const OPEN_LEAD_DAYS: i64 = 7;
/// A caller is texted at most once in this many minutes.
const TEXT_EVERY_MINUTES: i64 = 30;

/// (386) 555-0142 for a North American number; other numbers as they are.
pub fn display(phone: &str) -> String {
    match phone.strip_prefix("+1") {
        Some(d) if d.len() == 10 && d.bytes().all(|b| b.is_ascii_digit()) => {
            format!("({}) {}-{}", &d[..3], &d[3..6], &d[6..])
        }
        _ => phone.to_string(),
    }
}

fn xml(body: String) -> Response {
    ([(header::CONTENT_TYPE, "text/xml; charset=utf-8")], body).into_response()
}

/// The form Twilio posts when a call comes in. It sends more, all signed, and
/// only what Twilio documents for each voice webhook is taken
/// (src/messages/webhook.rs).
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
struct InboundCall {
    #[schema(pattern = "^CA[0-9a-fA-F]{32}$")]
    CallSid: String,
    From: String,
    To: String,
    CallStatus: String,
}

/// The form Twilio posts when a `<Dial>` leg ends.
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
struct DialEnded {
    #[schema(pattern = "^CA[0-9a-fA-F]{32}$")]
    CallSid: String,
    /// completed, answered, busy, no-answer, failed, canceled.
    DialCallStatus: String,
    DialCallDuration: Option<String>,
}

/// The form Twilio posts as a call's status changes.
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
struct CallStatusForm {
    #[schema(pattern = "^CA[0-9a-fA-F]{32}$")]
    CallSid: String,
    /// queued, ringing, in-progress, completed, busy, failed, no-answer, canceled.
    CallStatus: String,
    CallDuration: Option<String>,
}

/// Which call and which person on its ring order a callback is about.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct Step {
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
        (status = 403, description = "The X-Twilio-Signature header is missing or wrong.", body = ErrorBody),
        (status = 404, description = "Calls are not set up ([voice]).", body = ErrorBody),
    ))]
async fn voice_inbound(
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
        (status = 403, description = "The X-Twilio-Signature header is missing or wrong.", body = ErrorBody),
        (status = 404, description = "Calls are not set up ([voice]).", body = ErrorBody),
    ))]
async fn voice_dial(
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
        (status = 403, description = "The X-Twilio-Signature header is missing or wrong.", body = ErrorBody),
        (status = 404, description = "Calls are not set up ([voice]).", body = ErrorBody),
    ))]
async fn voice_whisper(
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

/// A call's status changed (the number's "Call status changes" callback).
/// A call that ends before anyone answered (the caller hung up while it
/// rang) is missed.
#[utoipa::path(post, path = "/voice/status", tag = "calls",
    request_body(content = CallStatusForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 204, description = "Recorded (or about a call we do not know: logged)."),
        (status = 400, description = "The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.", body = ErrorBody),
        (status = 403, description = "The X-Twilio-Signature header is missing or wrong.", body = ErrorBody),
        (status = 404, description = "Calls are not set up ([voice]).", body = ErrorBody),
    ))]
async fn voice_status(
    State(state): State<AppState>,
    form: TwilioForm<webhook::VoiceStatus>,
) -> Result<Response, ApiError> {
    let sid = form.param("CallSid").to_string();
    let status = form.param("CallStatus").to_string();
    let duration = form.param("CallDuration").parse::<i64>().ok().filter(|d| (0..=86_400).contains(d));
    let Some(call) = state.db.call(move |c| store::by_sid(c, &sid)).await? else {
        tracing::warn!(status = %status, "call status for a call we do not know");
        return Ok(StatusCode::NO_CONTENT.into_response());
    };
    if !matches!(status.as_str(), "completed" | "busy" | "failed" | "no-answer" | "canceled") {
        return Ok(StatusCode::NO_CONTENT.into_response());
    }
    let id = call.id;
    if call.direction == Direction::Out {
        // The staff member's own leg: not answered, the customer was never rung.
        let unanswered = status != "completed" && call.status == CallStatus::Ringing;
        state
            .db
            .write(move |c| -> rusqlite::Result<_> {
                store::ended(c, id, duration, None)?;
                if unanswered {
                    let why = format!("Your phone did not answer ({status}): the customer was not called.");
                    store::placed(c, id, None, Some(&why))?;
                }
                Ok(())
            })
            .await?;
        return Ok(StatusCode::NO_CONTENT.into_response());
    }
    let error = (status == "failed").then_some("The call failed before it connected.");
    state.db.write(move |c| store::ended(c, id, duration, error)).await?;
    if call.status == CallStatus::Ringing {
        missed(&state, call.id).await?;
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// An outbound call's first leg was answered (the Calls API's `Url`): put
/// the staff member through to the customer, the business number showing.
#[utoipa::path(post, path = "/voice/connect", tag = "calls", params(Step),
    request_body(content = CallStatusForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "TwiML: a `<Dial>` of the customer with the business number as caller ID.", content_type = "text/xml", body = String),
        (status = 400, description = "The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.", body = ErrorBody),
        (status = 403, description = "The X-Twilio-Signature header is missing or wrong.", body = ErrorBody),
        (status = 404, description = "Calls are not set up ([voice]).", body = ErrorBody),
    ))]
async fn voice_connect(
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

/// The missed-call text, with the page's link.
fn missed_call_text(base_url: &str, token: &str) -> String {
    fill(
        &BUSINESS.messages.missed_call,
        &[
            ("business", &BUSINESS.name),
            ("minutes", &BUSINESS.claims.average_response_minutes.to_string()),
            ("url", &format!("{base_url}/call/{token}")),
            ("emergency", &BUSINESS.phones.emergency.display),
        ],
    )
}

/// A call nobody answered, once (both of Twilio's callbacks may say so):
/// its lead (new, or the caller's open one), the staff's live feed and push,
/// and the caller's text, at most one in 30 minutes, all in one transaction.
async fn missed(state: &AppState, call_id: i64) -> Result<(), ApiError> {
    let alerting = crate::leads::intake::alerting_of(state);
    let limits = crate::leads::intake::limits(state);
    let events = state
        .db
        .write(move |c| -> rusqlite::Result<_> {
            let tx = c.transaction()?;
            let events = miss(&tx, &alerting, &limits, call_id)?;
            tx.commit()?;
            Ok(events)
        })
        .await?;
    if let Some(events) = events {
        // The text and the pushes were queued: the outbox sends them now.
        state.after_commit(Effects { events, ..Effects::queued() });
    }
    Ok(())
}

fn miss(
    tx: &Connection,
    alerting: &crate::leads::intake::Alerting,
    limits: &crate::leads::intake::Limits,
    call_id: i64,
) -> rusqlite::Result<Option<Vec<LeadEvent>>> {
    if !store::missed(tx, call_id)? {
        return Ok(None);
    }
    let Some(call) = store::by_id(tx, call_id)? else { return Ok(None) };
    let config = &alerting.settings;
    let now = Utc::now();
    let textable = call.phone.e164().filter(|_| config.sms.is_some());
    let since = crate::time::format(now - chrono::Duration::minutes(TEXT_EVERY_MINUTES));
    let text_now = match &textable {
        Some(n) => !store::texted_since(tx, n, &since)?,
        None => false,
    };
    let error = textable.is_none().then_some("The caller's number is hidden or cannot be texted.");
    let token = crate::accounts::short_url_token();
    let text = missed_call_text(&config.base_url, &token);
    let rang = call.rang_seconds.unwrap_or(0);
    let open = store::open_lead_of(
        tx,
        call.phone.as_str(),
        &crate::time::format(now - chrono::Duration::days(OPEN_LEAD_DAYS)),
    )?
    .and_then(|(kind, id)| LeadKind::parse(&kind).map(|k| LeadRef { kind: k.as_str(), id }));
    let mut events = Vec::new();
    match open {
        Some(lead) => {
            store::link_lead(tx, call_id, Some((lead.kind, lead.id)), &token, text_now, error)?;
            if text_now {
                messages::queue_text(tx, config, Some(lead), &call.phone, &text)?;
            }
            let url = format!(
                "{}/admin/dashboard?{}&lead={}-{}",
                config.base_url,
                crate::refs::dashboard_query(lead.kind),
                lead.kind,
                lead.id
            );
            let name = display(call.phone.as_str());
            messages::queue_push(
                tx,
                None,
                &PushNotice {
                    kind: "call".into(),
                    name: name.clone(),
                    service: "Missed call".into(),
                    urgency: String::new(),
                    url,
                    body: Some(format!("Missed call: it rang {rang} s and nobody answered.")),
                },
                Some(lead),
                &Person { phone: Some(call.phone.as_str().to_string()), email: None },
            )?;
            let created_at = crate::time::now_text();
            let summary = LiveEvent::Call(ContactEvent {
                id: call_id,
                created_at: created_at.clone(),
                lead_kind: Some(lead.kind.to_string()),
                lead_id: Some(lead.id),
                name,
                phone: call.phone.as_str().to_string(),
                body: None,
                service: Some("Missed call".into()),
            });
            let seq = store::insert_event(tx, call_id, &summary.to_json(), &created_at)?;
            events.push(LeadEvent { seq, summary });
        }
        None => {
            // The one intake: a number over its limit makes no new lead (the
            // call itself stays in the log, missed).
            let Some(admitted) = crate::leads::intake::admit_number(limits, call.phone.as_str()) else {
                store::link_lead(
                    tx,
                    call_id,
                    None,
                    &token,
                    false,
                    Some("Too many calls from this number: no new lead."),
                )?;
                return Ok(Some(events));
            };
            let stored = crate::leads::intake::take_missed_call(
                tx,
                &admitted,
                alerting,
                &crate::leads::intake::MissedCall {
                    phone: call.phone.as_str().to_string(),
                    display: display(call.phone.as_str()),
                    rang_seconds: rang,
                    text: if text_now { FirstText::This(text.clone()) } else { FirstText::Nothing },
                },
            )?;
            store::link_lead(tx, call_id, Some(("quote", stored.id)), &token, text_now, error)?;
            events.extend(stored.effects.events);
        }
    }
    Ok(Some(events))
}

/// The Overview's call figures for a period.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CallOverview {
    /// Inbound calls to the business number.
    pub calls: i64,
    pub answered: i64,
    /// answered / calls x 100, rounded; null without calls.
    pub answered_percent: Option<i64>,
    /// Median seconds from the first ring to an answer.
    pub median_seconds_to_answer: Option<i64>,
    pub missed: i64,
    /// Missed calls whose lead became a job.
    pub missed_to_jobs: i64,
}

/// The call figures of calls started since `since`.
pub fn overview(c: &Connection, since: &str) -> rusqlite::Result<CallOverview> {
    let (f, waits) = store::figures(c, since)?;
    let median = match waits.len() {
        0 => None,
        n if n % 2 == 1 => Some(waits[n / 2].round() as i64),
        n => Some(((waits[n / 2 - 1] + waits[n / 2]) / 2.0).round() as i64),
    };
    Ok(CallOverview {
        calls: f.calls,
        answered: f.answered,
        answered_percent: (f.calls > 0).then(|| ((f.answered as f64) * 100.0 / f.calls as f64).round() as i64),
        median_seconds_to_answer: median,
        missed: f.missed,
        missed_to_jobs: f.missed_to_jobs,
    })
}

/// One person of the on-call editor.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OnCallPerson {
    pub user_id: i64,
    pub username: String,
    pub name: Option<String>,
    /// owner or technician.
    pub role: String,
    /// Their place in the order (from 0), or null when not in it.
    pub position: Option<usize>,
    pub phone: Option<String>,
    pub mode: Option<oncall::Mode>,
    pub days: Vec<&'static str>,
    pub start: Option<String>,
    pub end: Option<String>,
    /// On call at this moment, by their rule.
    pub on_call_now: bool,
}

/// The on-call order and every staff account that may join it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OnCall {
    /// Calls are set up ([voice]).
    pub enabled: bool,
    pub ring_seconds: u32,
    /// The number to set in the Twilio console as the voice webhook.
    pub webhook_url: String,
    /// Whom a call would ring now, in order (nobody on call: the owner).
    pub rings_now: Vec<i64>,
    /// Staff accounts: those in the order first, in its order.
    pub people: Vec<OnCallPerson>,
}

fn on_call_view(c: &Connection, config: &crate::config::Config) -> rusqlite::Result<OnCall> {
    let order = store::order(c)?;
    let now = Utc::now();
    let mut people: Vec<OnCallPerson> = store::staff(c)?
        .into_iter()
        .map(|s| {
            let place = order.iter().position(|(e, _)| e.user_id == s.id);
            let entry = place.map(|p| &order[p].0);
            let hours = entry.filter(|e| e.mode == oncall::Mode::Hours);
            OnCallPerson {
                user_id: s.id,
                username: s.username,
                name: s.full_name,
                role: s.role,
                position: place,
                phone: entry.map(|e| e.phone.clone()),
                mode: entry.map(|e| e.mode),
                days: hours.map(|e| oncall::days_list(e.days)).unwrap_or_default(),
                start: hours.map(|e| oncall::clock_text(e.start_minute)),
                end: hours.map(|e| oncall::clock_text(e.end_minute)),
                on_call_now: entry.is_some_and(|e| e.on_call_at(now)),
            }
        })
        .collect();
    people.sort_by_key(|p| p.position.unwrap_or(usize::MAX));
    Ok(OnCall {
        enabled: config.voice.is_some(),
        ring_seconds: config.voice.as_ref().map(|v| v.ring_seconds).unwrap_or(20),
        webhook_url: format!("{}/api/voice/inbound", config.base_url),
        rings_now: oncall::ring_order(&order, now).into_iter().map(|e| e.user_id).collect(),
        people,
    })
}

/// The on-call order, with every staff account that may join it.
#[utoipa::path(get, path = "/voice/on-call", tag = "calls",
    responses((status = 200, description = "The order and the staff.", body = OnCall)))]
async fn get_on_call(State(state): State<AppState>) -> Result<axum::Json<OnCall>, ApiError> {
    let config = state.config.clone();
    Ok(axum::Json(state.db.call(move |c| on_call_view(c, &config)).await?))
}

/// Sets the on-call order as a whole: whom an inbound call rings, first to
/// last, and when each is on call.
#[utoipa::path(put, path = "/voice/on-call", tag = "calls",
    request_body(content = oncall::OnCallBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The order as it is now.", body = OnCall),
        (status = 400, description = "A field is invalid: `fields` names each (people[N].phone).", body = ErrorBody),
    ))]
async fn put_on_call(
    State(state): State<AppState>,
    staff: Staff,
    body: FieldsBody,
) -> Result<axum::Json<OnCall>, ApiError> {
    let entries = oncall::order(&body.fields, &state.config.outbound).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let username = staff.username.clone();
    let view = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            if let Some(n) = store::replace_order(&tx, &entries)? {
                return Err(ApiError::Invalid(
                    [(format!("people[{n}].userId"), "This account is not an enabled staff account".to_string())]
                        .into(),
                ));
            }
            tracing::info!(by = %username, people = entries.len(), "on-call order changed");
            tx.commit()?;
            Ok(on_call_view(c, &config)?)
        })
        .await?;
    Ok(axum::Json(view))
}

/// Whether a technician is on call now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyOnCall {
    pub on_call_now: bool,
    /// Has a place in the order (a number to ring): only then can they take the calls.
    pub in_order: bool,
}

/// Whether the technician is on call now, and whether they can switch.
#[utoipa::path(get, path = "/tech/on-call", tag = "calls",
    responses((status = 200, description = "Their on-call state.", body = MyOnCall)))]
async fn my_on_call(State(state): State<AppState>, staff: Staff) -> Result<axum::Json<MyOnCall>, ApiError> {
    let user = staff.id;
    let entry =
        state.db.call(move |c| Ok(store::order(c)?.into_iter().map(|(e, _)| e).find(|e| e.user_id == user))).await?;
    Ok(axum::Json(MyOnCall {
        on_call_now: entry.as_ref().is_some_and(|e| e.on_call_at(Utc::now())),
        in_order: entry.is_some(),
    }))
}

/// A technician takes the calls now, or hands them back. Needs a place in
/// the owner's on-call order (the number their calls ring).
#[utoipa::path(put, path = "/tech/on-call", tag = "calls",
    request_body(content = oncall::SwitchBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Switched: on call now (true) or off.", body = MyOnCall),
        (status = 400, description = "onCall is not true or false.", body = ErrorBody),
        (status = 409, description = "Not in the on-call order: the owner adds your phone first.", body = ErrorBody),
    ))]
async fn switch_on_call(
    State(state): State<AppState>,
    staff: Staff,
    body: FieldsBody,
) -> Result<axum::Json<MyOnCall>, ApiError> {
    let on = oncall::switch(&body.fields).map_err(ApiError::Invalid)?;
    let user = staff.id;
    if !state.db.write(move |c| store::switch(c, user, on)).await? {
        return Err(ApiError::Conflict {
            field: "onCall",
            message: "You are not in the on-call order yet: ask the owner to add your phone in Settings.".into(),
        });
    }
    Ok(axum::Json(MyOnCall { on_call_now: on, in_order: true }))
}
