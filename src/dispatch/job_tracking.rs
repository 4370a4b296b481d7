//! `/api/job-tracking`: the back office's jobs. Making and changing a job
//! set off dispatch's effects and reviews', so they are routed here, above both.
use super::store;
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::jobs::store::Job;
use crate::state::AppState;
use crate::web::body::FieldsBody;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// Makes a job from a lead (one per lead: asking again answers the job it has).
#[utoipa::path(post, path = "/job-tracking", tag = "back office",
    request_body(content = crate::jobs::validate::NewJobBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Created.", body = Job),
        (status = 200, description = "The lead already had this job.", body = Job),
        (status = 400, description = "A field is invalid, or no lead of that type has this id.", body = ErrorBody),
    ))]
pub(super) async fn create_job(
    State(state): State<AppState>,
    staff: Staff,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let new = crate::jobs::validate::parse_new(&body.fields).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (job, created, effects) = state.db.run(move |c| store::create_job(c, &staff, &new, &config)).await?;
    state.after_commit(effects.for_job(job.id));
    Ok((if created { StatusCode::CREATED } else { StatusCode::OK }, axum::Json(job)).into_response())
}

/// Changes a job; the server stamps completedAt, onSiteAt, enRouteAt and responseTime. Audited. Assigning a technician pushes the job to their phone; en route makes the driver's tracking link (`trackingUrl`) and texts it.
#[utoipa::path(patch, path = "/job-tracking/{id}", tag = "back office", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = crate::jobs::validate::JobChangesBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The job as it is now.", body = Job),
        (status = 400, description = "A field is invalid (or no technician has that username): `fields` names each.", body = ErrorBody),
        (status = 404, description = "No such job.", body = ErrorBody),
        (status = 409, description = "The job changed since the version named (`fields.version`): nothing was written.", body = ErrorBody),
    ))]
pub(super) async fn update_job(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<axum::Json<Job>, ApiError> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let mut input = crate::validation::Input::new(&body.fields);
    let changes = crate::jobs::validate::parse_update(&mut input);
    let changes = input.finish(changes).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (job, effects) = state.db.run(move |c| store::update_job(c, &staff, id, &changes, &config)).await?;
    state.after_commit(effects.for_job(id));
    Ok(axum::Json(job))
}
