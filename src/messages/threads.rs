//! `/api/leads/{kind}/{id}/messages`: a lead's text thread and the staff's reply.
use super::sms_webhooks::lead_table;
use super::{LeadRef, store};
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::outbox::store::Counted;
use crate::phone::Phone;
use crate::refs::LeadKind;
use crate::state::{AppState, Effects};
use crate::validation::Input;
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

/// One text of a lead's thread.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TextMessage {
    pub id: i64,
    /// out (to the customer) or in (from them).
    pub direction: String,
    pub body: String,
    /// queued, sent, delivered, failed, not sent (out); received (in).
    pub status: String,
    /// Why it failed or was not sent.
    pub error: Option<String>,
    /// The staff member who wrote it (a staff reply).
    pub staff: Option<String>,
    pub created_at: String,
}

/// A lead's text messages, oldest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Thread {
    /// The lead's number as texts go to it (E.164), if it can be texted.
    pub phone: Option<String>,
    /// Text messages are set up ([sms]).
    pub enabled: bool,
    /// The number texted STOP: nothing is sent to it until it texts START.
    pub opted_out: bool,
    pub messages: Vec<TextMessage>,
    /// The lead's calls through the business number, oldest first.
    pub calls: Vec<store::CallEntry>,
}

/// The lead's kind from the path, with its id; a kind that is not a lead is 404.
fn lead_path(kind: &str, id: i64) -> Result<(&'static str, LeadKind, i64), ApiError> {
    let (lead, _, _) = lead_table(kind).ok_or(ApiError::NotFound)?;
    if lead == LeadKind::Chat {
        return Err(ApiError::NotFound);
    }
    Ok((lead.as_str(), lead, id))
}

/// The lead's phone as stored, or None when there is no such lead.
fn lead_phone(c: &Connection, kind: LeadKind, id: i64) -> rusqlite::Result<Option<Phone>> {
    store::lead_column(c, kind, "phone", id).map(|p| p.map(|p| Phone::read(&p.unwrap_or_default())))
}

fn read_thread(c: &Connection, enabled: bool, kind: LeadKind, id: i64) -> rusqlite::Result<Option<Thread>> {
    let Some(stored) = lead_phone(c, kind, id)? else { return Ok(None) };
    let phone = stored.e164().map(str::to_string);
    let opted_out = match &phone {
        Some(p) => super::is_opted_out(c, p)?,
        None => false,
    };
    let messages = store::thread(c, kind.as_str(), id)?
        .into_iter()
        .map(|m| TextMessage {
            id: m.id,
            direction: m.direction,
            body: m.body,
            status: m.status,
            error: m.error,
            staff: m.staff_username,
            created_at: m.created_at,
        })
        .collect();
    let calls = store::calls_of_lead(c, kind.as_str(), id)?;
    Ok(Some(Thread { phone, enabled, opted_out, messages, calls }))
}

/// A lead's text thread: what was sent (queued, sent, delivered, failed)
/// and what came back.
#[utoipa::path(get, path = "/leads/{kind}/{id}/messages", tag = "messages",
    params(
        ("kind" = String, Path, description = "quote, booking, contact or analyzer.", pattern = "^(?:quote|booking|contact|analyzer)$"),
        ("id" = i64, Path, description = "The lead's id."),
    ),
    responses(
        (status = 200, description = "The thread, oldest first.", body = Thread),
        crate::refs::NoSuchLead,
    ))]
pub(super) async fn thread(
    State(state): State<AppState>,
    Path((kind, _id)): Path<(String, String)>,
    PathId(id): PathId,
) -> Result<axum::Json<Thread>, ApiError> {
    let (_, lead, id) = lead_path(&kind, id)?;
    let enabled = state.config.sms.is_some();
    state.db.call(move |c| read_thread(c, enabled, lead, id)).await?.map(axum::Json).ok_or(ApiError::NotFound)
}

fn reply_fields(i: &mut Input) -> String {
    i.required("body", "Message", 1600, 1, "Please write a message")
}

crate::described_body!(
    /// POST /api/leads/{kind}/{id}/messages.
    ReplyBody,
    "A text to the lead's customer.",
    |i| reply_fields(i)
);

/// Texts the lead's customer (through the outbox; the thread shows it queued, then sent and delivered).
#[utoipa::path(post, path = "/leads/{kind}/{id}/messages", tag = "messages",
    params(
        ("kind" = String, Path, description = "quote, booking, contact or analyzer.", pattern = "^(?:quote|booking|contact|analyzer)$"),
        ("id" = i64, Path, description = "The lead's id."),
    ),
    request_body(content = ReplyBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Queued: the thread as it is now.", body = Thread),
        (status = 400, description = "No message, texts are not set up, or the outbound gate refuses the number (not a phone number, not an allowed destination, opted out, or texted the most allowed this hour): the message says which.", body = ErrorBody),
        crate::refs::NoSuchLead,
    ))]
pub(super) async fn reply(
    State(state): State<AppState>,
    staff: Staff,
    Path((kind, _id)): Path<(String, String)>,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let (kind_name, lead, id) = lead_path(&kind, id)?;
    let mut input = Input::new(&body.fields);
    let text = reply_fields(&mut input);
    let text = input.finish(text).map_err(ApiError::Invalid)?;
    if state.config.sms.is_none() {
        return Err(ApiError::BadRequest("Text messages are not set up: see [sms] in the configuration.".into()));
    }
    let config = state.config.clone();
    let thread = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let Some(stored) = lead_phone(&tx, lead, id)? else { return Err(ApiError::NotFound) };
            // The outbound gate's refusal (a number that cannot be texted, a
            // destination not allowed, STOP, the hour's texts) is the answer.
            let gate = super::gate::check(&tx, &config.outbound, super::gate::Way::Text, &stored, Counted::Queued)?;
            if let super::gate::Verdict::Refused(refusal) = gate {
                let message = match refusal {
                    super::gate::Refusal::OptedOut => {
                        "This number texted STOP: it can't be texted until it texts START.".to_string()
                    }
                    other => format!("Not sent: {}", other.reason()),
                };
                return Err(ApiError::BadRequest(message));
            }
            let entry = super::queue_text(&tx, &config, Some(LeadRef { kind: kind_name, id }), &stored, &text)?;
            store::set_staff(&tx, entry, &staff.username)?;
            // Texting the driver answers the lead: its first response, unless one came before.
            store::lead_answered(&tx, lead, id)?;
            let thread = read_thread(&tx, true, lead, id)?;
            tx.commit()?;
            thread.ok_or(ApiError::NotFound)
        })
        .await?;
    state.after_commit(Effects::queued());
    Ok((StatusCode::CREATED, axum::Json(thread)).into_response())
}
