//! Leads: quotes, bookings and contact messages, and the staff alerts they
//! raise. A lead is committed durably, with its alert queued in the same
//! transaction, before the visitor gets a 2xx.
mod alert;
pub mod export;
pub mod feed;
pub mod filter;
pub mod intake;
pub mod options;
pub mod rows;
pub mod validate;

mod nojs;
pub mod store;
pub mod workflow;
pub mod writer;

use crate::accounts::Staff;
use crate::error::ApiError;
use crate::error::ErrorBody;
use crate::listing::{ListRow, Page, PageParams, PageRequest};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use crate::web::path::PathId;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use filter::LeadFilter;
use intake::Lead;
use serde::Serialize;
use utoipa::{IntoResponses, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use validate::{AnalyzerBody, BookingBody, ChatBody, ContactBody, QuoteBody, QuoteEditBody};

pub use store::LeadKind;

/// The answer to a stored lead.
#[derive(Serialize, ToSchema)]
pub struct Created {
    pub id: i64,
    /// quote, booking, contact, analyzer or chat.
    #[serde(rename = "type")]
    pub kind: &'static str,
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub deleted: bool,
    pub id: i64,
}

/// What every lead POST answers (never built: it only describes the responses).
#[derive(IntoResponses)]
#[allow(dead_code)]
pub enum LeadPosted {
    #[response(status = 201, description = "Stored, with its staff alert.")]
    Stored(Created),
    #[response(status = 200, description = "Stored before under the same clientRef: the same id.")]
    Again(Created),
    #[response(status = 400, description = "A field is invalid: `fields` names each.")]
    Invalid(ErrorBody),
    #[response(status = 429, description = "Too many leads from this address.")]
    Limited(ErrorBody),
}

/// Lead capture, open to every visitor.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_quote))
        .routes(routes!(create_booking))
        .routes(routes!(create_contact))
        .routes(routes!(create_analyzer_request))
        .routes(routes!(create_chat))
}

/// Reading and changing leads: staff only (the guard is applied by `api::router`).
pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_quotes))
        .routes(routes!(edit_quote, delete_quote))
        .routes(routes!(mark_quote_contacted))
        .routes(routes!(list_contacts))
        .routes(routes!(mark_contact_contacted))
        .routes(routes!(list_bookings))
        .routes(routes!(mark_booking_contacted))
        .routes(routes!(list_analyzer))
        .routes(routes!(mark_analyzer_contacted))
        .routes(routes!(export_csv))
        .routes(routes!(list_chats))
        .routes(routes!(feed::events))
}

/// The source of the visit the lead came from (none for a plain form post).
fn attribution(body: &FieldsBody) -> Result<Option<crate::analytics::Attribution>, ApiError> {
    crate::analytics::attribution::from_body(&body.fields).map_err(ApiError::Invalid)
}

/// 201 with the id (200 when the client's key says it was stored before);
/// a plain form post goes on to the thank-you page instead.
pub(crate) fn created(body: &FieldsBody, kind: LeadKind, id: i64, existed: bool) -> Response {
    if body.from_html_form {
        return (StatusCode::SEE_OTHER, [(header::LOCATION, "/thank-you")]).into_response();
    }
    let status = if existed { StatusCode::OK } else { StatusCode::CREATED };
    (status, axum::Json(Created { id, kind: kind.as_str() })).into_response()
}

/// A quote request. A plain form post (no JavaScript) is answered with the thank-you page (303) or the form again
/// with its errors (the home page's form, which posts `form=home`, in its own fields).
#[utoipa::path(post, path = "/quotes", tag = "leads",
    request_body(content = QuoteBody, content_type = "application/json"),
    responses(LeadPosted))]
async fn create_quote(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    let admitted = match intake::admit_form(&state, &ip, &body, LeadKind::Quote) {
        Ok(admitted) => admitted,
        Err(answer) => return Ok(*answer),
    };
    // The home page's form, posted without JavaScript, is held to its own rules (its email is
    // required); a JSON body is read by the quote's rules alone, whatever it names.
    let checked =
        if nojs::from_home_form(&body) { validate::home_quote(&body.fields) } else { validate::quote(&body.fields) };
    match checked {
        Err(errors) if body.from_html_form => Ok(nojs::quote_form(&state.site.stylesheet, &body, &errors)),
        Err(errors) => Err(ApiError::Invalid(errors)),
        Ok(quote) => {
            let (client_ref, attribution) = (body.client_ref(), attribution(&body)?);
            let (id, existed) = intake::take(&state, admitted, Lead::Quote(quote), client_ref, attribution).await?;
            Ok(created(&body, LeadKind::Quote, id, existed))
        }
    }
}

/// A diesel service booking. A plain form post (no JavaScript) is answered with the thank-you page (303) or the
/// form again with its errors.
#[utoipa::path(post, path = "/bookings", tag = "leads",
    request_body(content = BookingBody, content_type = "application/json"),
    responses(LeadPosted))]
async fn create_booking(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    let admitted = match intake::admit_form(&state, &ip, &body, LeadKind::Booking) {
        Ok(admitted) => admitted,
        Err(answer) => return Ok(*answer),
    };
    match validate::booking(&body.fields) {
        Err(errors) if body.from_html_form => Ok(nojs::booking_form(&state.site.stylesheet, &body, &errors)),
        Err(errors) => Err(ApiError::Invalid(errors)),
        Ok(booking) => {
            let (client_ref, attribution) = (body.client_ref(), attribution(&body)?);
            let (id, existed) = intake::take(&state, admitted, Lead::Booking(booking), client_ref, attribution).await?;
            Ok(created(&body, LeadKind::Booking, id, existed))
        }
    }
}

/// A contact message. A plain form post (no JavaScript) is answered with the thank-you page (303) or the form again
/// with its errors.
#[utoipa::path(post, path = "/contacts", tag = "leads",
    request_body(content = ContactBody, content_type = "application/json"),
    responses(LeadPosted))]
async fn create_contact(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    let admitted = match intake::admit_form(&state, &ip, &body, LeadKind::Contact) {
        Ok(admitted) => admitted,
        Err(answer) => return Ok(*answer),
    };
    match validate::contact(&body.fields) {
        Err(errors) if body.from_html_form => Ok(nojs::contact_form(&state.site.stylesheet, &body, &errors)),
        Err(errors) => Err(ApiError::Invalid(errors)),
        Ok(contact) => {
            let (client_ref, attribution) = (body.client_ref(), attribution(&body)?);
            let (id, existed) = intake::take(&state, admitted, Lead::Contact(contact), client_ref, attribution).await?;
            Ok(created(&body, LeadKind::Contact, id, existed))
        }
    }
}

/// The home page's analyzer, or a chat's lead (after its conversation is saved).
#[utoipa::path(post, path = "/smart-analyzer", tag = "leads",
    request_body(content = AnalyzerBody, content_type = "application/json"),
    responses(LeadPosted))]
async fn create_analyzer_request(
    State(state): State<AppState>,
    ip: ClientIp,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let admitted = match intake::admit_form(&state, &ip, &body, LeadKind::Analyzer) {
        Ok(admitted) => admitted,
        Err(answer) => return Ok(*answer),
    };
    let request = validate::analyzer_request(&body.fields).map_err(ApiError::Invalid)?;
    let (client_ref, attribution) = (body.client_ref(), attribution(&body)?);
    let (id, existed) = intake::take(&state, admitted, Lead::Analyzer(request), client_ref, attribution).await?;
    Ok(created(&body, LeadKind::Analyzer, id, existed))
}

/// A chat's conversation and lead: first when the visitor gives a phone
/// number, again (same key) when the chat ends.
#[utoipa::path(post, path = "/chatbot-interactions", tag = "leads",
    request_body(content = ChatBody, content_type = "application/json"),
    responses(LeadPosted))]
async fn create_chat(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    let admitted = match intake::admit_form(&state, &ip, &body, LeadKind::Chat) {
        Ok(admitted) => admitted,
        Err(answer) => return Ok(*answer),
    };
    let chat = validate::chat(&body.fields).map_err(ApiError::Invalid)?;
    let (client_ref, attribution) = (body.client_ref(), attribution(&body)?);
    let (id, existed) = intake::take(&state, admitted, Lead::Chat(chat), client_ref, attribution).await?;
    Ok(created(&body, LeadKind::Chat, id, existed))
}

/// Chats, newest first (the lead filters do not apply: staff open a chat from its analyzer request).
#[utoipa::path(get, path = "/chatbot-interactions", tag = "leads", params(PageParams),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<rows::Chat>),
        crate::listing::BadPageQuery,
    ))]
async fn list_chats(
    State(state): State<AppState>,
    page: PageRequest,
) -> Result<axum::Json<Page<rows::Chat>>, ApiError> {
    Ok(axum::Json(state.db.call(move |c| crate::listing::select_page(c, &[], Vec::new(), page)).await?))
}

/// Quote requests, newest first.
#[utoipa::path(get, path = "/quotes", tag = "leads", params(PageParams, LeadFilter),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<rows::Quote>),
        crate::listing::BadPageQuery,
    ))]
async fn list_quotes(
    State(state): State<AppState>,
    filter: LeadFilter,
    page: PageRequest,
) -> Result<axum::Json<Page<rows::Quote>>, ApiError> {
    Ok(axum::Json(state.db.run(move |c| store::list(c, &filter, page)).await?))
}

/// Diesel service bookings, newest first.
#[utoipa::path(get, path = "/bookings", tag = "leads", params(PageParams, LeadFilter),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<rows::Booking>),
        crate::listing::BadPageQuery,
    ))]
async fn list_bookings(
    State(state): State<AppState>,
    filter: LeadFilter,
    page: PageRequest,
) -> Result<axum::Json<Page<rows::Booking>>, ApiError> {
    Ok(axum::Json(state.db.run(move |c| store::list(c, &filter, page)).await?))
}

/// Contact messages, newest first.
#[utoipa::path(get, path = "/contacts", tag = "leads", params(PageParams, LeadFilter),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<rows::Contact>),
        crate::listing::BadPageQuery,
    ))]
async fn list_contacts(
    State(state): State<AppState>,
    filter: LeadFilter,
    page: PageRequest,
) -> Result<axum::Json<Page<rows::Contact>>, ApiError> {
    Ok(axum::Json(state.db.run(move |c| store::list(c, &filter, page)).await?))
}

/// Analyzer (and chat) requests, newest first.
#[utoipa::path(get, path = "/smart-analyzer", tag = "leads", params(PageParams, LeadFilter),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<rows::AnalyzerRequest>),
        crate::listing::BadPageQuery,
    ))]
async fn list_analyzer(
    State(state): State<AppState>,
    filter: LeadFilter,
    page: PageRequest,
) -> Result<axum::Json<Page<rows::AnalyzerRequest>>, ApiError> {
    Ok(axum::Json(state.db.run(move |c| store::list(c, &filter, page)).await?))
}

/// The filtered view as the same CSV as `roadside export leads`.
#[utoipa::path(get, path = "/leads/export.csv", tag = "leads", params(LeadFilter),
    responses(
        (status = 200, description = "Every matching lead, one per line.", content_type = "text/csv", body = String),
        (status = 400, description = "A bad filter: `fields` names it.", body = ErrorBody),
    ))]
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
    Ok(([(header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()), (header::CONTENT_DISPOSITION, name)], csv)
        .into_response())
}

async fn contacted<R: ListRow + Serialize + Send + 'static>(
    state: AppState,
    staff: Staff,
    kind: LeadKind,
    id: i64,
) -> Result<Response, ApiError> {
    let lead =
        state.db.call(move |c| workflow::mark_contacted::<R>(c, &staff, kind, id)).await?.ok_or(ApiError::NotFound)?;
    Ok(axum::Json(lead).into_response())
}

/// Marks the lead contacted; the first time also stores its first-response time (and audits it).
#[utoipa::path(patch, path = "/quotes/{id}/contacted", tag = "leads", params(("id" = i64, Path, description = "The lead's id.")),
    responses(
        (status = 200, description = "The lead as it is now.", body = rows::Quote),
        crate::refs::NoSuchLead,
    ))]
async fn mark_quote_contacted(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<Response, ApiError> {
    contacted::<rows::Quote>(state, staff, LeadKind::Quote, id).await
}

/// Marks the lead contacted; the first time also stores its first-response time (and audits it).
#[utoipa::path(patch, path = "/bookings/{id}/contacted", tag = "leads", params(("id" = i64, Path, description = "The lead's id.")),
    responses(
        (status = 200, description = "The lead as it is now.", body = rows::Booking),
        crate::refs::NoSuchLead,
    ))]
async fn mark_booking_contacted(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<Response, ApiError> {
    contacted::<rows::Booking>(state, staff, LeadKind::Booking, id).await
}

/// Marks the lead contacted; the first time also stores its first-response time (and audits it).
#[utoipa::path(patch, path = "/contacts/{id}/contacted", tag = "leads", params(("id" = i64, Path, description = "The lead's id.")),
    responses(
        (status = 200, description = "The lead as it is now.", body = rows::Contact),
        crate::refs::NoSuchLead,
    ))]
async fn mark_contact_contacted(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<Response, ApiError> {
    contacted::<rows::Contact>(state, staff, LeadKind::Contact, id).await
}

/// Marks the lead contacted; the first time also stores its first-response time (and audits it).
#[utoipa::path(patch, path = "/smart-analyzer/{id}/contacted", tag = "leads", params(("id" = i64, Path, description = "The lead's id.")),
    responses(
        (status = 200, description = "The lead as it is now.", body = rows::AnalyzerRequest),
        crate::refs::NoSuchLead,
    ))]
async fn mark_analyzer_contacted(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<Response, ApiError> {
    contacted::<rows::AnalyzerRequest>(state, staff, LeadKind::Analyzer, id).await
}

/// Changes a quote (staff may also use the admin urgencies); audited.
#[utoipa::path(patch, path = "/quotes/{id}", tag = "leads", params(("id" = i64, Path, description = "The quote's id.")),
    request_body(content = QuoteEditBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The quote as it is now.", body = rows::Quote),
        (status = 400, description = "A field is invalid: `fields` names each.", body = ErrorBody),
        (status = 404, description = "No such quote.", body = ErrorBody),
    ))]
async fn edit_quote(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let quote = validate::quote_edit(&body.fields).map_err(ApiError::Invalid)?;
    let quote =
        state.db.call(move |c| workflow::update_quote(c, &staff, id, &quote)).await?.ok_or(ApiError::NotFound)?;
    Ok(axum::Json(quote).into_response())
}

/// Deletes a quote; its audit records stay (without the person's data).
#[utoipa::path(delete, path = "/quotes/{id}", tag = "leads", params(("id" = i64, Path, description = "The quote's id.")),
    responses(
        (status = 200, description = "Deleted.", body = Deleted),
        (status = 404, description = "No such quote.", body = ErrorBody),
    ))]
async fn delete_quote(State(state): State<AppState>, staff: Staff, PathId(id): PathId) -> Result<Response, ApiError> {
    if !state.db.call(move |c| workflow::delete::<rows::Quote>(c, &staff, LeadKind::Quote, id)).await? {
        return Err(ApiError::NotFound);
    }
    Ok(axum::Json(Deleted { deleted: true, id }).into_response())
}
