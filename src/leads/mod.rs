//! Leads: quotes, bookings and contact messages, and the staff alerts they
//! raise. A lead is committed durably, with its alert queued in the same
//! transaction, before the visitor gets a 2xx.
pub mod export;
pub mod filter;
pub mod options;
pub mod validate;

mod nojs;
mod store;

use crate::accounts::Staff;
use crate::error::ApiError;
use crate::listing::PageRequest;
use crate::startup::AppState;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch, post};
use filter::LeadFilter;
use serde_json::json;

pub use store::LeadKind;

/// Lead capture, open to every visitor.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/quotes", post(create_quote))
        .route("/bookings", post(create_booking))
        .route("/contacts", post(create_contact))
        .route("/smart-analyzer", post(create_analyzer_request))
        .route("/chatbot-interactions", post(create_chat))
}

/// Reading and changing leads: staff only (the guard is applied by `api::router`).
pub fn staff_routes() -> Router<AppState> {
    Router::new()
        .route("/quotes", get(list_quotes))
        .route("/quotes/{id}", patch(edit_quote).delete(delete_quote))
        .route("/quotes/{id}/contacted", patch(mark_quote_contacted))
        .route("/contacts", get(list_contacts))
        .route("/contacts/{id}/contacted", patch(mark_contact_contacted))
        .route("/bookings", get(list_bookings))
        .route("/bookings/{id}/contacted", patch(mark_booking_contacted))
        .route("/smart-analyzer", get(list_analyzer))
        .route("/smart-analyzer/{id}/contacted", patch(mark_analyzer_contacted))
        .route("/leads/export.csv", get(export_csv))
        .route("/chatbot-interactions", get(list_chats))
}

/// Checks shared by every lead endpoint: the per-address rate limit and the
/// honeypot. `Some(response)` ends the request there.
fn screen(state: &AppState, ip: &ClientIp, body: &FieldsBody, kind: LeadKind) -> Option<Response> {
    if state.lead_limiter.check(&ip.0.to_string()).is_err() {
        let phone = &crate::content::BUSINESS.phones.emergency.display;
        let message = format!("Too many requests from your connection. Please wait a few minutes, or call us now at {phone}.");
        return Some(if body.from_html_form {
            nojs::message_page(StatusCode::TOO_MANY_REQUESTS, &state.site.stylesheet, "Please Wait a Moment", &message)
        } else {
            ApiError::TooMany(message).into_response()
        });
    }
    // Real visitors never see the hidden "website" field; bots fill it in.
    // They get the ordinary success answer and nothing is stored.
    if body.text("website").is_some_and(|s| !s.trim().is_empty()) {
        tracing::info!("honeypot filled in; lead dropped");
        return Some(created(body, kind, 0, false));
    }
    None
}

/// The source of the visit the lead came from (none for a plain form post).
fn attribution(body: &FieldsBody) -> Result<Option<crate::analytics::Attribution>, ApiError> {
    crate::analytics::attribution::from_body(&body.fields).map_err(ApiError::Invalid)
}

/// 201 with the id (200 when the client's key says it was stored before);
/// a plain form post goes on to the thank-you page instead.
fn created(body: &FieldsBody, kind: LeadKind, id: i64, existed: bool) -> Response {
    if body.from_html_form {
        return (StatusCode::SEE_OTHER, [(header::LOCATION, "/thank-you")]).into_response();
    }
    let status = if existed { StatusCode::OK } else { StatusCode::CREATED };
    (status, axum::Json(json!({ "id": id, "type": kind.as_str() }))).into_response()
}

async fn create_quote(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    if let Some(resp) = screen(&state, &ip, &body, LeadKind::Quote) {
        return Ok(resp);
    }
    match validate::quote(&body.fields) {
        Err(errors) if body.from_html_form => Ok(nojs::quote_form(&state.site.stylesheet, &body, &errors)),
        Err(errors) => Err(ApiError::Invalid(errors)),
        Ok(quote) => {
            let (id, existed) = store::insert_quote(&state, quote, body.client_ref(), attribution(&body)?).await?;
            Ok(created(&body, LeadKind::Quote, id, existed))
        }
    }
}

async fn create_booking(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    if let Some(resp) = screen(&state, &ip, &body, LeadKind::Booking) {
        return Ok(resp);
    }
    match validate::booking(&body.fields) {
        Err(errors) if body.from_html_form => Ok(nojs::booking_form(&state.site.stylesheet, &body, &errors)),
        Err(errors) => Err(ApiError::Invalid(errors)),
        Ok(booking) => {
            let (id, existed) = store::insert_booking(&state, booking, body.client_ref(), attribution(&body)?).await?;
            Ok(created(&body, LeadKind::Booking, id, existed))
        }
    }
}

async fn create_contact(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    if let Some(resp) = screen(&state, &ip, &body, LeadKind::Contact) {
        return Ok(resp);
    }
    match validate::contact(&body.fields) {
        Err(errors) if body.from_html_form => Ok(nojs::contact_form(&state.site.stylesheet, &body, &errors)),
        Err(errors) => Err(ApiError::Invalid(errors)),
        Ok(contact) => {
            let (id, existed) = store::insert_contact(&state, contact, body.client_ref(), attribution(&body)?).await?;
            Ok(created(&body, LeadKind::Contact, id, existed))
        }
    }
}

/// The home page's analyzer, or a chat's lead (after its conversation is saved).
async fn create_analyzer_request(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    if let Some(resp) = screen(&state, &ip, &body, LeadKind::Analyzer) {
        return Ok(resp);
    }
    let request = validate::analyzer_request(&body.fields).map_err(ApiError::Invalid)?;
    let (id, existed) = store::insert_analyzer_request(&state, request, body.client_ref(), attribution(&body)?).await?;
    Ok(created(&body, LeadKind::Analyzer, id, existed))
}

/// A chat's conversation and lead: first when the visitor gives a phone
/// number, again (same key) when the chat ends.
async fn create_chat(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    if let Some(resp) = screen(&state, &ip, &body, LeadKind::Chat) {
        return Ok(resp);
    }
    let chat = validate::chat(&body.fields).map_err(ApiError::Invalid)?;
    let (id, existed) = store::insert_chat(&state, chat, body.client_ref(), attribution(&body)?).await?;
    Ok(created(&body, LeadKind::Chat, id, existed))
}

/// Chats, newest first (their columns differ from the other leads', so the
/// lead filters do not apply; staff open a chat from its analyzer request).
async fn list_chats(State(state): State<AppState>, page: PageRequest) -> Result<Response, ApiError> {
    Ok(axum::Json(state.db.call(move |c| crate::listing::select_page(c, "chatbot_interactions", &[], Vec::new(), page)).await?).into_response())
}

async fn list_quotes(State(state): State<AppState>, filter: LeadFilter, page: PageRequest) -> Result<Response, ApiError> {
    Ok(axum::Json(store::list(&state, LeadKind::Quote, filter, page).await?).into_response())
}

async fn list_bookings(State(state): State<AppState>, filter: LeadFilter, page: PageRequest) -> Result<Response, ApiError> {
    Ok(axum::Json(store::list(&state, LeadKind::Booking, filter, page).await?).into_response())
}

async fn list_contacts(State(state): State<AppState>, filter: LeadFilter, page: PageRequest) -> Result<Response, ApiError> {
    Ok(axum::Json(store::list(&state, LeadKind::Contact, filter, page).await?).into_response())
}

async fn list_analyzer(State(state): State<AppState>, filter: LeadFilter, page: PageRequest) -> Result<Response, ApiError> {
    Ok(axum::Json(store::list(&state, LeadKind::Analyzer, filter, page).await?).into_response())
}

/// The filtered view as the same CSV as `roadside export leads`.
async fn export_csv(State(state): State<AppState>, filter: LeadFilter) -> Result<Response, ApiError> {
    let csv = state
        .db
        .call(move |c| {
            let mut out = Vec::new();
            export::write_csv(c, &filter, &mut out).map_err(|e| rusqlite::Error::ToSqlConversionFailure(e.into()))?;
            Ok(out)
        })
        .await?;
    let name = format!("attachment; filename=\"leads-{}.csv\"", chrono::Utc::now().format("%Y%m%d-%H%M"));
    Ok(([(header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()), (header::CONTENT_DISPOSITION, name)], csv).into_response())
}

/// Ids arrive as text so a malformed one gets the JSON 404, not a bare 400.
fn lead_id(id: &str) -> Result<i64, ApiError> {
    id.parse().map_err(|_| ApiError::NotFound)
}

async fn contacted(state: AppState, staff: Staff, kind: LeadKind, id: &str) -> Result<Response, ApiError> {
    let id = lead_id(id)?;
    Ok(axum::Json(store::mark_contacted(&state, staff, kind, id).await?).into_response())
}

async fn mark_quote_contacted(State(state): State<AppState>, staff: Staff, Path(id): Path<String>) -> Result<Response, ApiError> {
    contacted(state, staff, LeadKind::Quote, &id).await
}

async fn mark_booking_contacted(State(state): State<AppState>, staff: Staff, Path(id): Path<String>) -> Result<Response, ApiError> {
    contacted(state, staff, LeadKind::Booking, &id).await
}

async fn mark_contact_contacted(State(state): State<AppState>, staff: Staff, Path(id): Path<String>) -> Result<Response, ApiError> {
    contacted(state, staff, LeadKind::Contact, &id).await
}

async fn mark_analyzer_contacted(State(state): State<AppState>, staff: Staff, Path(id): Path<String>) -> Result<Response, ApiError> {
    contacted(state, staff, LeadKind::Analyzer, &id).await
}

async fn edit_quote(State(state): State<AppState>, staff: Staff, Path(id): Path<String>, body: FieldsBody) -> Result<Response, ApiError> {
    let id = lead_id(&id)?;
    let quote = validate::quote_edit(&body.fields).map_err(ApiError::Invalid)?;
    Ok(axum::Json(store::update_quote(&state, staff, id, quote).await?).into_response())
}

async fn delete_quote(State(state): State<AppState>, staff: Staff, Path(id): Path<String>) -> Result<Response, ApiError> {
    let id = lead_id(&id)?;
    store::delete(&state, staff, LeadKind::Quote, id).await?;
    Ok(axum::Json(json!({ "deleted": true, "id": id })).into_response())
}
