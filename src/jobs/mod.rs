//! Jobs: a lead turned into work. Staff create a job from any lead, move it
//! through the pipeline and record what it earned; the server stamps when it
//! was done (completedAt) and how fast the truck got there (responseTime).
//! Every route here is staff only (the guard is in `api::router`). Making
//! and changing a job sets off dispatch and reviews, so those two routes
//! are dispatch's (`dispatch::owner_routes`).
pub mod assignment;
pub mod store;
pub mod validate;

use crate::error::{ApiError, ErrorBody};
use crate::listing::{Page, PageParams, PageRequest};
use crate::state::AppState;
use crate::web::query::QueryMap;
use axum::extract::State;
use store::Job;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_jobs)).routes(routes!(jobs_of_leads))
}

crate::described_query!(LeadJobsQuery, |i| validate::leads_query(i));

/// The jobs of a list of leads of one kind (the lead cards link to theirs).
#[utoipa::path(get, path = "/job-tracking/of-leads", tag = "back office", params(LeadJobsQuery),
    responses(
        (status = 200, description = "One entry per lead that has a job.", body = Vec<store::LeadJob>),
        (status = 400, description = "A bad kind or id list: `fields` names it.", body = ErrorBody),
    ))]
async fn jobs_of_leads(
    State(state): State<AppState>,
    QueryMap(q): QueryMap,
) -> Result<axum::Json<Vec<store::LeadJob>>, ApiError> {
    let mut input = crate::validation::Input::new(&q);
    let leads = validate::leads_query(&mut input);
    let (kind, ids) = input.finish_some(leads).map_err(ApiError::Invalid)?;
    Ok(axum::Json(state.db.call(move |c| store::jobs_of_leads(c, kind, &ids)).await?))
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
