//! `/api/sms/inbound` and `/api/sms/status`: Twilio's webhooks for a text that
//! came in and for the delivery of one sent.
use super::webhook::SmsWebhookRefused;
use super::webhook::TwilioForm;
use super::{PushNotice, is_start, is_stop, store, twilio, webhook};
use crate::content::{BUSINESS, fill};
use crate::error::{ApiError, ErrorBody};
use crate::phone::Phone;
use crate::refs::{ContactEvent, LeadEvent, LeadKind, LiveEvent};
use crate::state::{AppState, Effects};
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use utoipa::ToSchema;

/// The form Twilio posts for a text in. It sends more fields, all signed,
/// and only those Twilio documents for this webhook are taken
/// (src/messages/webhook.rs).
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
pub(super) struct InboundSms {
    From: String,
    To: String,
    Body: String,
    #[schema(pattern = "^(?:SM|MM)[0-9a-fA-F]{32}$")]
    MessageSid: String,
}

/// The form Twilio posts as a text's status changes.
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
pub(super) struct SmsStatus {
    #[schema(pattern = "^(?:SM|MM)[0-9a-fA-F]{32}$")]
    MessageSid: String,
    /// queued, sending, sent, delivered, undelivered, failed (and read, for some channels).
    MessageStatus: String,
    ErrorCode: Option<String>,
}

fn twiml(message: Option<&str>) -> Response {
    ([(header::CONTENT_TYPE, "text/xml; charset=utf-8")], twilio::twiml(message)).into_response()
}

/// A text from a customer (Twilio's incoming-message webhook). STOP and its
/// kin opt the number out, START opts it back in, HELP is answered; any
/// other text joins the number's latest lead and is announced to staff like
/// a new lead. Answers TwiML.
#[utoipa::path(post, path = "/sms/inbound", tag = "messages",
    request_body(content = InboundSms, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "TwiML: `<Response/>`, or one `<Message>`.", content_type = "text/xml", body = String),
        (status = 400, description = "Not a form, or not one Twilio sends: MessageSid missing or not a message sid, or a parameter Twilio does not send to this webhook (nothing is changed).", body = ErrorBody),
        SmsWebhookRefused,
    ))]
pub(super) async fn inbound(
    State(state): State<AppState>,
    form: TwilioForm<webhook::SmsInbound>,
) -> Result<Response, ApiError> {
    let Some(from) = Phone::textable(form.param("From")) else {
        return Ok(twiml(None));
    };
    let text = form.param("Body").to_string();
    // Always there and of Twilio's form (`TwilioForm`).
    let sid = Some(form.param("MessageSid").to_string());
    let word = text.trim().to_uppercase();
    let number = from.e164().unwrap_or_default().to_string();
    let base_url = state.config.base_url.clone();
    let keyword = word.clone();
    let text_leads = state.text_leads.clone();
    let received = state
        .db
        .write(move |c| {
            let tx = c.transaction()?;
            // A MessageSid seen before is the provider's retry of a text
            // already taken: a replayed START must not undo a later STOP.
            if let Some(sid) = &sid
                && store::sid_seen(&tx, sid)?
            {
                return Ok::<_, rusqlite::Error>(None);
            }
            if is_stop(&keyword) {
                super::opt_out(&tx, &number)?;
                tracing::info!("a number opted out of texts (STOP)");
            } else if is_start(&keyword) {
                store::opt_in(&tx, &number)?;
            }
            let received = record_inbound(&tx, &base_url, &number, &text, sid.as_deref(), text_leads.as_ref())?;
            tx.commit()?;
            Ok(Some(received))
        })
        .await?;
    let Some((event, pushed)) = received else { return Ok(twiml(None)) };
    state.after_commit(Effects { queued: pushed, events: event.into_iter().collect(), ..Effects::default() });
    let answer = if word == "HELP" {
        Some(fill(
            &BUSINESS.messages.help,
            &[("business", &BUSINESS.name), ("phone", &BUSINESS.phones.emergency.display)],
        ))
    } else if is_start(&word) {
        Some(fill(&BUSINESS.messages.opted_in, &[("business", &BUSINESS.name)]))
    } else {
        None
    };
    Ok(twiml(answer.as_deref()))
}

/// Keeps a text in (whose MessageSid, if any, is new) on the number's
/// latest lead, and (unless it is a keyword) announces it on the live feed
/// and by push.
fn record_inbound(
    tx: &Connection,
    base_url: &str,
    number: &str,
    text: &str,
    sid: Option<&str>,
    text_leads: &dyn super::TextLeads,
) -> rusqlite::Result<(Option<LeadEvent>, bool)> {
    let word = text.trim().to_uppercase();
    let keyword = is_stop(&word) || is_start(&word) || word == "HELP";
    let lead = store::latest_lead_of(tx, number)?;
    // A fleet requester's first text is a lead of its own, announced as every lead is.
    if lead.is_none()
        && !keyword
        && let Some(started) = text_leads.start(tx, number, text)?
    {
        store::insert_text_in(tx, Some((started.kind.as_str(), started.id)), number, text, sid)?;
        return Ok((started.event, true));
    }
    let message_id = store::insert_text_in(tx, lead.as_ref().map(|l| (l.0.as_str(), l.1)), number, text, sid)?;
    if keyword {
        return Ok((None, false));
    }
    let name = match &lead {
        Some((kind, id)) => lead_name(tx, kind, *id)?,
        None => None,
    }
    .unwrap_or_else(|| number.to_string());
    let url = match &lead {
        Some((kind, id)) => lead_url(base_url, kind, *id),
        None => format!("{base_url}/admin/dashboard?tab=leads"),
    };
    let created_at = store::created_at(tx, message_id)?;
    let on_lead = lead.as_ref().map(|(kind, id)| (kind.as_str(), *id));
    let summary = LiveEvent::Message(ContactEvent {
        body: Some(text.to_string()),
        ..ContactEvent::new(message_id, &created_at, on_lead, name.clone(), number)
    });
    let seq = store::insert_message_event(tx, message_id, &summary.to_json(), &created_at)?;
    let event = LeadEvent { seq, summary };
    let pushed = super::queue_push(
        tx,
        None,
        &PushNotice {
            kind: "message".into(),
            name,
            service: "Text message".into(),
            urgency: String::new(),
            url,
            body: Some(text.chars().take(200).collect()),
        },
        lead.as_ref().and_then(|(kind, id)| lead_ref(kind, *id)),
        &crate::outbox::Person { phone: Some(number.to_string()), email: None },
    )? > 0;
    Ok((Some(event), pushed))
}

/// A thread's lead as the outbox names it.
fn lead_ref(kind: &str, id: i64) -> Option<super::LeadRef> {
    lead_table(kind).map(|(kind, _, _)| super::LeadRef { kind: kind.as_str(), id })
}

/// The table and the name column of a kind of lead (a chat is a lead too).
pub(super) fn lead_table(kind: &str) -> Option<(LeadKind, &'static str, &'static str)> {
    let kind = if kind == "chat" { LeadKind::Chat } else { LeadKind::parse(kind)? };
    Some(match kind {
        LeadKind::Chat => (kind, "customer_name", "customer_phone"),
        _ => (kind, "name", "phone"),
    })
}

fn lead_name(tx: &Connection, kind: &str, id: i64) -> rusqlite::Result<Option<String>> {
    let Some((kind, name, _)) = lead_table(kind) else { return Ok(None) };
    Ok(store::lead_column(tx, kind, name, id)?.flatten().filter(|n| !n.trim().is_empty()))
}

/// The dashboard URL that opens a lead.
fn lead_url(base_url: &str, kind: &str, id: i64) -> String {
    format!("{base_url}/admin/dashboard?{}&lead={kind}-{id}", crate::refs::dashboard_query(kind))
}

/// How far along a text is; a late callback never moves it back.
fn rank(status: &str) -> u8 {
    match status {
        "queued" => 0,
        "sent" => 1,
        "delivered" => 2,
        "failed" => 3,
        _ => 0,
    }
}

/// A text's delivery status (Twilio's status callback): sent, delivered or
/// failed, shown in the lead's thread.
#[utoipa::path(post, path = "/sms/status", tag = "messages",
    request_body(content = SmsStatus, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 204, description = "Recorded (or not about a text of ours)."),
        (status = 400, description = "Not a form, or not one Twilio sends: MessageSid missing or not a message sid, or a parameter Twilio does not send to this webhook (nothing is changed).", body = ErrorBody),
        SmsWebhookRefused,
    ))]
pub(super) async fn status_callback(
    State(state): State<AppState>,
    form: TwilioForm<webhook::SmsStatus>,
) -> Result<Response, ApiError> {
    let sid = form.param("MessageSid").to_string();
    let status = match form.param("MessageStatus") {
        "sent" | "sending" => "sent",
        "delivered" | "read" => "delivered",
        "failed" | "undelivered" => "failed",
        _ => return Ok(StatusCode::NO_CONTENT.into_response()),
    };
    let error = match (status, form.param("ErrorCode")) {
        ("failed", "") => Some("The carrier did not deliver it.".to_string()),
        ("failed", code) => Some(format!("The carrier did not deliver it (error {code}).")),
        _ => None,
    };
    if form.param("ErrorCode") == twilio::UNSUBSCRIBED.to_string() {
        let to = Phone::read(form.param("To")).e164().map(str::to_string);
        if let Some(to) = to {
            state.db.call(move |c| super::opt_out(c, &to)).await?;
        }
    }
    state
        .db
        .call(move |c| match store::status_by_sid(c, &sid)? {
            Some(now) if rank(status) > rank(&now) => store::set_status_by_sid(c, &sid, status, error.as_deref()),
            _ => Ok(0),
        })
        .await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
