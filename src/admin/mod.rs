//! Staff views of what the site records besides leads: analyzer requests,
//! chat logs and jobs. (Analytics, calls and marketing: src/analytics.)
//! Every route here sits behind `accounts::require_staff`.
use crate::error::ApiError;
use crate::listing::{PageRequest, select_page};
use crate::startup::AppState;
use axum::Router;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch};
use serde_json::json;

pub fn staff_routes() -> Router<AppState> {
    Router::new()
        .route("/smart-analyzer", get(|s: State<AppState>, q: PageRequest| list(s, q, "smart_analyzer_submissions")))
        .route("/smart-analyzer/{id}/contacted", patch(analyzer_contacted))
        .route("/chatbot-interactions", get(|s: State<AppState>, q: PageRequest| list(s, q, "chatbot_interactions")))
        .route("/job-tracking", get(|s: State<AppState>, q: PageRequest| list(s, q, "job_tracking")))
}

async fn list(State(state): State<AppState>, page: PageRequest, table: &'static str) -> Result<Response, ApiError> {
    let rows = state.db.call(move |c| select_page(c, table, &[], Vec::new(), page)).await?;
    Ok(axum::Json(rows).into_response())
}

async fn analyzer_contacted(State(state): State<AppState>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let changed = state.db.call(move |c| c.execute("UPDATE smart_analyzer_submissions SET contacted = 1 WHERE id = ?1", [id])).await?;
    if changed == 0 {
        return Err(ApiError::NotFound);
    }
    Ok(axum::Json(json!({ "id": id, "contacted": true })).into_response())
}
