//! Staff views of what the site records besides leads: analyzer requests,
//! call and chat logs, analytics, jobs, marketing, and a traffic summary.
//! Every route here sits behind `accounts::require_staff`.
pub mod live;
mod overview;

use crate::error::ApiError;
use crate::listing::{PageRequest, select_page};
use crate::startup::AppState;
use axum::Router;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};

pub fn staff_routes() -> Router<AppState> {
    Router::new()
        .route("/call-tracking", get(|s: State<AppState>, q: PageRequest| list(s, q, "call_tracking")))
        .route("/website-analytics", get(|s: State<AppState>, q: PageRequest| list(s, q, "website_analytics")))
        .route("/chatbot-interactions", get(|s: State<AppState>, q: PageRequest| list(s, q, "chatbot_interactions")))
        .route("/marketing-metrics", get(|s: State<AppState>, q: PageRequest| list(s, q, "marketing_metrics")))
        .route("/admin/traffic", get(traffic))
        .route("/admin/events", get(live::events))
        .route("/admin/overview", get(overview::overview))
}

async fn list(State(state): State<AppState>, page: PageRequest, table: &'static str) -> Result<Response, ApiError> {
    let rows = state.db.call(move |c| select_page(c, table, &[], Vec::new(), page)).await?;
    Ok(axum::Json(rows).into_response())
}

/// The traffic summary of SPEC §3, from the website analytics of the last day.
async fn traffic(State(state): State<AppState>) -> Result<Response, ApiError> {
    let summary = state
        .db
        .call(|c| {
            let since = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')";
            let one = |sql: &str| c.query_row(sql, [], |r| r.get::<_, f64>(0));
            let active = one("SELECT COUNT(DISTINCT session_id) FROM website_analytics WHERE created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 minutes')")?;
            let views = one(&format!("SELECT COUNT(*) FROM website_analytics WHERE created_at >= {since}"))?;
            let unique = one(&format!("SELECT COUNT(DISTINCT session_id) FROM website_analytics WHERE created_at >= {since}"))?;
            let avg = one(&format!("SELECT COALESCE(AVG(CAST(time_on_page AS REAL)), 0) FROM website_analytics WHERE created_at >= {since} AND time_on_page IS NOT NULL"))?;
            let mut stmt = c.prepare(&format!("SELECT page, COUNT(*) FROM website_analytics WHERE created_at >= {since} GROUP BY page ORDER BY 2 DESC LIMIT 10"))?;
            let top: Vec<Value> = stmt.query_map([], |r| Ok(json!({ "page": r.get::<_, Option<String>>(0)?, "views": r.get::<_, i64>(1)? })))?.collect::<Result<_, _>>()?;
            let mut stmt = c.prepare(&format!(
                "SELECT CAST(strftime('%H', created_at) AS INTEGER), COUNT(DISTINCT session_id), COUNT(*) FROM website_analytics WHERE created_at >= {since} GROUP BY 1 ORDER BY 1"
            ))?;
            let hourly: Vec<Value> =
                stmt.query_map([], |r| Ok(json!({ "hour": r.get::<_, i64>(0)?, "visitors": r.get::<_, i64>(1)?, "pageViews": r.get::<_, i64>(2)? })))?.collect::<Result<_, _>>()?;
            let mut stmt = c.prepare(&format!("SELECT COALESCE(location, 'Unknown'), COUNT(DISTINCT session_id) FROM website_analytics WHERE created_at >= {since} GROUP BY 1 ORDER BY 2 DESC LIMIT 10"))?;
            let places: Vec<Value> = stmt.query_map([], |r| Ok(json!({ "country": r.get::<_, String>(0)?, "visitors": r.get::<_, i64>(1)? })))?.collect::<Result<_, _>>()?;
            Ok(json!({
                "activeUsers": active as i64,
                "totalPageViews": views as i64,
                "uniqueVisitors": unique as i64,
                "avgSessionDuration": avg.round() as i64,
                "topPages": top,
                "hourlyData": hourly,
                "locationData": places,
            }))
        })
        .await?;
    Ok(axum::Json(summary).into_response())
}
