//! Jobs: a lead turned into work. Staff create a job from any lead, move it
//! through the pipeline and record what it earned; the server stamps when it
//! was done (completedAt) and how fast the truck got there (responseTime).
//! Every route here is staff only (the guard is in `api::router`).
pub mod assignment;
pub mod store;
pub mod validate;

use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::listing::{Page, PageParams, PageRequest};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::query::QueryMap;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use store::Job;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use validate::{JobChangesBody, NewJobBody};

pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_jobs, create_job)).routes(routes!(update_job))
}

/// Makes a job from a lead (one per lead: asking again answers the job it has).
#[utoipa::path(post, path = "/job-tracking", tag = "back office",
    request_body(content = NewJobBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Created.", body = Job),
        (status = 200, description = "The lead already had this job.", body = Job),
        (status = 400, description = "A field is invalid, or no lead of that type has this id.", body = ErrorBody),
    ))]
async fn create_job(State(state): State<AppState>, staff: Staff, body: FieldsBody) -> Result<Response, ApiError> {
    let new = validate::parse_new(&body.fields).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (job, created, effects) = state.db.call(move |c| Ok(store::create(c, &staff, &new, &config))).await??;
    crate::dispatch::publish(&state, job.id, &effects);
    Ok((if created { StatusCode::CREATED } else { StatusCode::OK }, axum::Json(job)).into_response())
}

/// Changes a job; the server stamps completedAt, onSiteAt, enRouteAt and responseTime. Audited. Assigning a technician pushes the job to their phone; en route makes the driver's tracking link (`trackingUrl`) and texts it.
#[utoipa::path(patch, path = "/job-tracking/{id}", tag = "back office", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = JobChangesBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The job as it is now.", body = Job),
        (status = 400, description = "A field is invalid (or no technician has that username): `fields` names each.", body = ErrorBody),
        (status = 404, description = "No such job.", body = ErrorBody),
    ))]
async fn update_job(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<axum::Json<Job>, ApiError> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let mut input = crate::validation::Input::new(&body.fields);
    let changes = validate::parse_changes(&mut input);
    let changes = input.finish(changes).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (job, effects) = state.db.call(move |c| Ok(store::update(c, &staff, id, &changes, &config))).await??;
    crate::dispatch::publish(&state, id, &effects);
    Ok(axum::Json(job))
}

crate::described_query!(JobQuery, |i| validate::status_filter(i));

/// Jobs newest first, each with its customer; `?status=` narrows to one status.
#[utoipa::path(get, path = "/job-tracking", tag = "back office", params(JobQuery, PageParams),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<Job>),
        (status = 400, description = "A bad status, limit or cursor: `fields` names it.", body = ErrorBody),
    ))]
async fn list_jobs(
    State(state): State<AppState>,
    QueryMap(q): QueryMap,
    page: PageRequest,
) -> Result<axum::Json<Page<Job>>, ApiError> {
    let mut input = crate::validation::Input::new(&q);
    let status = validate::status_filter(&mut input);
    let status = input.finish(status).map_err(ApiError::Invalid)?;
    Ok(axum::Json(state.db.call(move |c| store::list(c, status, page)).await?))
}
