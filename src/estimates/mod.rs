//! Estimates (docs/product.md#estimates): a price the driver agrees to
//! before the truck rolls. Made by staff from a lead or a job (a
//! technician for their own jobs), with one to three options of price-book
//! lines (a draft may be written again whole or deleted until it is sent);
//! sent by text and mail to a page of its own (`page.rs`,
//! /estimate/{token}), where the driver approves an option with their name
//! or declines. What approval asks is set per estimate: nothing, a card
//! hold of the option's total, or a deposit, both through the one checkout
//! (`crate::checkout`), and the approval is recorded only once Stripe has
//! the hold or the deposit (`workflow::record_paid`, from its signed
//! webhook or the sweep). The invoice is made from the approved option; a
//! held card is captured when the invoice is sent, for no more than the
//! hold (`capture_for_invoice`); a total over what was approved needs a
//! change order first. A cancelled job's holds are released and its
//! deposits refunded, or kept as the written terms say (`settle`).
pub mod holds;
pub mod money;
pub mod page;
pub mod store;
pub mod tech;
pub mod validate;
pub mod workflow;

pub use holds::{Taken, capture_for_invoice, mark_taken, settle, spawn_settle};

use crate::accounts::{Role, Staff};
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use crate::web::query::QueryMap;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use store::{Estimate, Hold};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use validate::NewEstimateBody;

/// What the estimates' writes can refuse, besides a database failure.
#[derive(Debug)]
pub enum EstimateError {
    NotFound,
    /// A field-level refusal: the field and the message.
    Invalid(&'static str, String),
    /// The estimate has moved on (answered, cancelled, expired).
    Conflict(&'static str, String),
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for EstimateError {
    fn from(e: rusqlite::Error) -> Self {
        EstimateError::Sql(e)
    }
}

impl From<EstimateError> for ApiError {
    fn from(e: EstimateError) -> Self {
        match e {
            EstimateError::NotFound => ApiError::NotFound,
            EstimateError::Invalid(field, message) => ApiError::invalid(field, message),
            EstimateError::Conflict(field, message) => ApiError::Conflict { field, message: message.into() },
            EstimateError::Sql(e) => ApiError::Internal(e.into()),
        }
    }
}

/// The 404 of a route for one estimate (never built: it only describes the response).
#[derive(utoipa::IntoResponses)]
#[response(status = 404, description = "No such estimate (of your jobs, for a technician).")]
#[allow(dead_code)]
struct NoSuchEstimate(ErrorBody);

/// The owner's (the technician's are in `tech.rs`, under /api/tech).
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_estimate, list_estimates))
        .routes(routes!(get_estimate, update_draft, delete_draft))
        .routes(routes!(send_estimate))
        .routes(routes!(standing_holds))
}

fn now() -> String {
    crate::time::now_text()
}

/// The estimate, if the caller may see it: the owner any, a technician
/// those of their jobs.
fn visible(c: &rusqlite::Connection, base_url: &str, staff: &Staff, id: i64) -> Result<Estimate, EstimateError> {
    let e = store::estimate(c, base_url, id, &now())?.ok_or(EstimateError::NotFound)?;
    if staff.role == Role::Technician && crate::jobs::store::technicians_job(c, staff.id, e.job_id)?.is_none() {
        return Err(EstimateError::NotFound);
    }
    Ok(e)
}

/// Makes a draft estimate for a job: one to three options of lines, what approval asks (nothing, a card hold or a deposit) and its expiry. A technician only for their own jobs.
#[utoipa::path(post, path = "/estimates", tag = "estimates",
    request_body(content = NewEstimateBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Made: a draft, with each option's totals and what approving it asks.", body = Estimate),
        (status = 400, description = "A field is invalid, or no job or approved estimate (`changeOf`) has that id: `fields` names it.", body = ErrorBody),
    ))]
async fn create_estimate(State(state): State<AppState>, staff: Staff, body: FieldsBody) -> Result<Response, ApiError> {
    let new = crate::validation::parse_with(&body.fields, validate::new_estimate).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let e = state.db.run(move |c| workflow::create(c, &staff, &config, &new)).await?;
    Ok((StatusCode::CREATED, axum::Json(e)).into_response())
}

crate::described_query!(EstimateQuery, |i: &mut crate::validation::Input| {
    i.describe(
        "jobId",
        "The job whose estimates to list.",
        serde_json::json!({"type": "string", "pattern": "^[1-9][0-9]{0,17}$"}),
        true,
    );
});

/// A job's estimates, newest first.
#[utoipa::path(get, path = "/estimates", tag = "estimates", params(EstimateQuery),
    responses(
        (status = 200, description = "The job's estimates (none for a job that is not yours, for a technician).", body = Vec<Estimate>),
        (status = 400, description = "jobId is missing or not an id.", body = ErrorBody),
    ))]
async fn list_estimates(
    State(state): State<AppState>,
    staff: Staff,
    QueryMap(q): QueryMap,
) -> Result<axum::Json<Vec<Estimate>>, ApiError> {
    let job_id = q
        .get("jobId")
        .and_then(|v| v.as_str())
        .and_then(|s| s.parse::<i64>().ok())
        .filter(|n| *n >= 1)
        .ok_or_else(|| ApiError::invalid("jobId", "jobId must be a job's id"))?;
    let base = state.config.base_url.clone();
    let list = state
        .db
        .run(move |c| -> Result<Vec<Estimate>, EstimateError> {
            let mut out = Vec::new();
            for id in store::ids_of_job(c, job_id)? {
                match visible(c, &base, &staff, id) {
                    Ok(e) => out.push(e),
                    Err(EstimateError::NotFound) => {}
                    Err(e) => return Err(e),
                }
            }
            Ok(out)
        })
        .await?;
    Ok(axum::Json(list))
}

/// One estimate with its options, answer and holds.
#[utoipa::path(get, path = "/estimates/{id}", tag = "estimates", params(("id" = i64, Path, description = "The estimate's id.")),
    responses((status = 200, description = "The estimate.", body = Estimate), NoSuchEstimate))]
async fn get_estimate(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<Estimate>, ApiError> {
    let base = state.config.base_url.clone();
    Ok(axum::Json(state.db.run(move |c| visible(c, &base, &staff, id)).await?))
}

/// Texts (and mails, when the driver gave an email) the estimate's link; a draft becomes sent.
#[utoipa::path(post, path = "/estimates/{id}/send", tag = "estimates", params(("id" = i64, Path, description = "The estimate's id.")),
    responses(
        (status = 200, description = "Sent: the estimate as it is now.", body = Estimate),
        (status = 409, description = "It was answered, cancelled or has expired (`fields.estimate`): make a new one.", body = ErrorBody),
        NoSuchEstimate,
    ))]
async fn send_estimate(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<Estimate>, ApiError> {
    send_visible(state, staff, id).await
}

/// Sends an estimate the caller may see (`visible`: a technician's own
/// job's), for the owner's route and the technician's alike.
async fn send_visible(state: AppState, staff: Staff, id: i64) -> Result<axum::Json<Estimate>, ApiError> {
    let config = state.config.clone();
    let (e, effects) = state
        .db
        .run(move |c| {
            visible(c, &config.base_url, &staff, id)?;
            workflow::send(c, &staff, &config, id)
        })
        .await?;
    state.after_commit(effects);
    Ok(axum::Json(e))
}

/// Writes a draft again: its options, what approval asks, its expiry (from now) and its note. It stays with its job (and the estimate it changes).
#[utoipa::path(put, path = "/estimates/{id}", tag = "estimates", params(("id" = i64, Path, description = "The estimate's id.")),
    request_body(content = NewEstimateBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Changed: the draft, with each option's totals and what approving it asks.", body = Estimate),
        (status = 400, description = "A field is invalid, or names another job or estimate to change: `fields` names it.", body = ErrorBody),
        (status = 409, description = "It was sent (`fields.estimate`): make a new one or a change order.", body = ErrorBody),
        NoSuchEstimate,
    ))]
async fn update_draft(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<Estimate>, ApiError> {
    let new = crate::validation::parse_with(&body.fields, validate::new_estimate).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    Ok(axum::Json(state.db.run(move |c| workflow::update(c, &staff, &config, id, &new)).await?))
}

/// Deletes a draft (never sent).
#[utoipa::path(delete, path = "/estimates/{id}", tag = "estimates", params(("id" = i64, Path, description = "The estimate's id.")),
    responses(
        (status = 204, description = "Deleted."),
        (status = 409, description = "It was sent (`fields.estimate`): it stays, for the record.", body = ErrorBody),
        NoSuchEstimate,
    ))]
async fn delete_draft(State(state): State<AppState>, staff: Staff, PathId(id): PathId) -> Result<StatusCode, ApiError> {
    let config = state.config.clone();
    state.db.run(move |c| workflow::delete(c, &staff, &config, id)).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The holds on cards and the deposits not yet on an invoice, oldest first: the Jobs tab shows each job's.
#[utoipa::path(get, path = "/estimates/holds", tag = "estimates",
    responses((status = 200, description = "Each standing hold or deposit with its job.", body = Vec<Hold>)))]
async fn standing_holds(State(state): State<AppState>, _staff: Staff) -> Result<axum::Json<Vec<Hold>>, ApiError> {
    Ok(axum::Json(state.db.call(|c| store::standing(c)).await?))
}

/// The Overview's estimates: sent, approved and declined since `since`,
/// the approval rate, and the holds that end within a day.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EstimateSummary {
    pub sent: i64,
    pub approved: i64,
    pub declined: i64,
    /// Approved of those answered or sent, in whole percent; null before any was sent.
    pub approval_rate_percent: Option<i64>,
    /// Holds to capture (send the invoice) before they end.
    pub holds_ending_soon: Vec<Hold>,
}

pub fn summary(c: &rusqlite::Connection, since: &str) -> rusqlite::Result<EstimateSummary> {
    let counts = store::counts(c, since)?;
    let soon = crate::time::format(chrono::Utc::now() + chrono::Duration::hours(24));
    Ok(EstimateSummary {
        sent: counts.sent,
        approved: counts.approved,
        declined: counts.declined,
        approval_rate_percent: (counts.sent > 0).then(|| (counts.approved * 100 + counts.sent / 2) / counts.sent),
        holds_ending_soon: store::ending_before(c, &soon)?,
    })
}
