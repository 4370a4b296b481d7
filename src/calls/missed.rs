//! `/api/voice/status`: a call's end, and what a missed call sets off (the
//! lead it makes and the text back to the caller).
use super::store::{CallStatus, Direction};
use super::{OPEN_LEAD_DAYS, TEXT_EVERY_MINUTES, display, store};
use crate::content::{BUSINESS, fill};
use crate::error::{ApiError, ErrorBody};
use crate::messages;
use crate::messages::webhook::CallWebhookRefused;
use crate::messages::webhook::TwilioForm;
use crate::messages::{FirstText, LeadRef, PushNotice, webhook};
use crate::outbox::Person;
use crate::refs::{ContactEvent, LeadEvent, LeadKind, LiveEvent};
use crate::state::{AppState, Effects};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use rusqlite::Connection;
use utoipa::ToSchema;

/// The form Twilio posts as a call's status changes.
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
pub(super) struct CallStatusForm {
    #[schema(pattern = "^CA[0-9a-fA-F]{32}$")]
    CallSid: String,
    /// queued, ringing, in-progress, completed, busy, failed, no-answer, canceled.
    CallStatus: String,
    CallDuration: Option<String>,
}

/// A call's status changed (the number's "Call status changes" callback).
/// A call that ends before anyone answered (the caller hung up while it
/// rang) is missed.
#[utoipa::path(post, path = "/voice/status", tag = "calls",
    request_body(content = CallStatusForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 204, description = "Recorded (or about a call we do not know: logged)."),
        (status = 400, description = "The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.", body = ErrorBody),
        CallWebhookRefused,
    ))]
pub(super) async fn voice_status(
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
pub(super) async fn missed(state: &AppState, call_id: i64) -> Result<(), ApiError> {
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
                service: Some("Missed call".into()),
                ..ContactEvent::new(call_id, &created_at, Some((lead.kind, lead.id)), name, call.phone.as_str())
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
