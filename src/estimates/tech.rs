//! `/api/tech/jobs/{id}/estimates` and `/api/tech/estimates/{id}/send`: the
//! technician's app makes, lists and sends the estimates of their own jobs
//! (docs/product.md#estimates). The rules are the owner's routes' own: the
//! body is read by `validate::for_job` (the job is the path's), the draft is
//! made by `workflow::create` and sent by `workflow::send`, which already
//! limit a technician to their jobs. What differs is only the answer for a
//! job that is not theirs: 404 here (the route names the job), where the
//! owner's body names it in a 400.
use super::store::Estimate;
use super::validate::{self, JobEstimateBody};
use super::{EstimateError, NoSuchEstimate, store, visible, workflow};
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The 404 of a route for one of the technician's jobs (never built: it only describes the response).
#[derive(utoipa::IntoResponses)]
#[response(status = 404, description = "No job of yours has this id.")]
#[allow(dead_code)]
struct NoSuchJob(ErrorBody);

/// The technician's (`Access::Technician`: the owner's role gets 403).
pub fn technician_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(create_for_own_job, list_for_own_job)).routes(routes!(send_own_estimate))
}

/// Not found unless the job is the signed-in technician's: the routes' 404,
/// before the workflow (which refuses another's job too, as a field).
fn own_job(c: &rusqlite::Connection, staff: &Staff, job_id: i64) -> Result<(), EstimateError> {
    crate::jobs::store::technicians_job(c, staff.id, job_id)?.map(|_| ()).ok_or(EstimateError::NotFound)
}

/// Makes a draft estimate for one of the technician's jobs: one to three options of lines, what approval asks and its expiry, as the owner's `POST /api/estimates` (the job is the path's).
#[utoipa::path(post, path = "/tech/jobs/{id}/estimates", tag = "technician", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = JobEstimateBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Made: a draft, with each option's totals and what approving it asks.", body = Estimate),
        (status = 400, description = "A field is invalid (or the job is cancelled, `fields.jobId`): `fields` names it.", body = ErrorBody),
        NoSuchJob,
    ))]
async fn create_for_own_job(
    State(state): State<AppState>,
    staff: Staff,
    PathId(job_id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let config = state.config.clone();
    let e = state
        .db
        .run(move |c| -> Result<Estimate, ApiError> {
            // Another's job is not found, whatever the body says.
            own_job(c, &staff, job_id)?;
            let new = crate::validation::parse_with(&body.fields, |i| validate::for_job(i, Some(job_id)))
                .map_err(ApiError::Invalid)?;
            workflow::create(c, &staff, &config, &new).map_err(ApiError::from)
        })
        .await?;
    Ok((StatusCode::CREATED, axum::Json(e)).into_response())
}

/// The estimates of one of the technician's jobs, newest first: the job's view shows each one's standing (sent, approved with the option and the driver's name, declined).
#[utoipa::path(get, path = "/tech/jobs/{id}/estimates", tag = "technician", params(("id" = i64, Path, description = "The job's id.")),
    responses((status = 200, description = "The job's estimates.", body = Vec<Estimate>), NoSuchJob))]
async fn list_for_own_job(
    State(state): State<AppState>,
    staff: Staff,
    PathId(job_id): PathId,
) -> Result<axum::Json<Vec<Estimate>>, ApiError> {
    let base = state.config.base_url.clone();
    let list = state
        .db
        .run(move |c| -> Result<Vec<Estimate>, EstimateError> {
            own_job(c, &staff, job_id)?;
            let mut out = Vec::new();
            for id in store::ids_of_job(c, job_id)? {
                out.push(visible(c, &base, &staff, id)?);
            }
            Ok(out)
        })
        .await?;
    Ok(axum::Json(list))
}

/// Texts (and mails, when the driver gave an email) the link of an estimate of one of the technician's jobs; a draft becomes sent.
#[utoipa::path(post, path = "/tech/estimates/{id}/send", tag = "technician", params(("id" = i64, Path, description = "The estimate's id.")),
    responses(
        (status = 200, description = "Sent: the estimate as it is now.", body = Estimate),
        (status = 409, description = "It was answered, cancelled or has expired (`fields.estimate`): make a new one.", body = ErrorBody),
        NoSuchEstimate,
    ))]
async fn send_own_estimate(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<Estimate>, ApiError> {
    super::send_visible(state, staff, id).await
}
