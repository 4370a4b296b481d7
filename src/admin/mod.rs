//! Staff views of what the site records besides leads and analytics: jobs.
//! (Analyzer requests and chats: src/leads. Analytics, calls and marketing:
//! src/analytics.) Every route here sits behind `accounts::require_staff`.
use crate::error::ApiError;
use crate::listing::{PageRequest, select_page};
use crate::startup::AppState;
use axum::Router;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::routing::get;

pub fn staff_routes() -> Router<AppState> {
    Router::new().route("/job-tracking", get(|s: State<AppState>, q: PageRequest| list(s, q, "job_tracking")))
}

async fn list(State(state): State<AppState>, page: PageRequest, table: &'static str) -> Result<Response, ApiError> {
    let rows = state.db.call(move |c| select_page(c, table, &[], Vec::new(), page)).await?;
    Ok(axum::Json(rows).into_response())
}
