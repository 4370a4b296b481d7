//! `/api/job-tracking`: the back office's jobs. Making and changing a job
//! set off dispatch's effects and reviews', so they are routed here, above
//! both, and the lists with them (the jobs feature keeps their SQL).
use super::workflow;
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::jobs::store::Job;
use crate::listing::{Page, PageParams, PageRequest};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use crate::web::query::QueryMap;
use axum::extract::State;
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
    let (job, created, effects) = state.db.run(move |c| workflow::create_job(c, &staff, &new, &config)).await?;
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
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<Job>, ApiError> {
    let mut input = crate::validation::Input::new(&body.fields);
    let changes = crate::jobs::validate::parse_update(&mut input);
    let changes = input.finish(changes).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (job, effects) = state.db.run(move |c| workflow::update_job(c, &staff, id, &changes, &config)).await?;
    state.after_commit(effects.for_job(id));
    if job.status == crate::jobs::validate::JobStatus::Cancelled {
        // Holds released at Stripe before the answer; a failure is retried by the sweep.
        crate::estimates::settle(&state).await;
    }
    Ok(axum::Json(job))
}

crate::described_query!(LeadJobsQuery, |i| crate::jobs::validate::leads_query(i));

/// The jobs of a list of leads of one kind (the lead cards link to theirs).
#[utoipa::path(get, path = "/job-tracking/of-leads", tag = "back office", params(LeadJobsQuery),
    responses(
        (status = 200, description = "One entry per lead that has a job.", body = Vec<crate::jobs::store::LeadJob>),
        (status = 400, description = "A bad kind or id list: `fields` names it.", body = ErrorBody),
    ))]
pub(super) async fn jobs_of_leads(
    State(state): State<AppState>,
    QueryMap(q): QueryMap,
) -> Result<axum::Json<Vec<crate::jobs::store::LeadJob>>, ApiError> {
    let mut input = crate::validation::Input::new(&q);
    let leads = crate::jobs::validate::leads_query(&mut input);
    let (kind, ids) = input.finish_some(leads).map_err(ApiError::Invalid)?;
    Ok(axum::Json(state.db.call(move |c| crate::jobs::store::jobs_of_leads(c, kind, &ids)).await?))
}

crate::described_query!(JobQuery, |i| crate::jobs::validate::status_filter(i));

/// Jobs newest first, each with its customer; `?status=` narrows to one status.
#[utoipa::path(get, path = "/job-tracking", tag = "back office", params(JobQuery, PageParams),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<Job>),
        (status = 400, description = "A bad status, limit or cursor: `fields` names it.", body = ErrorBody),
    ))]
pub(super) async fn list_jobs(
    State(state): State<AppState>,
    QueryMap(q): QueryMap,
    page: PageRequest,
) -> Result<axum::Json<Page<Job>>, ApiError> {
    let mut input = crate::validation::Input::new(&q);
    let status = crate::jobs::validate::status_filter(&mut input);
    let status = input.finish(status).map_err(ApiError::Invalid)?;
    Ok(axum::Json(state.db.call(move |c| crate::jobs::store::list(c, status, page)).await?))
}
