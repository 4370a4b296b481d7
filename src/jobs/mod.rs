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
    OpenApiRouter::new().routes(routes!(list_jobs))
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
