//! The back office's own views: the live lead stream and the overview
//! figures. (Leads, analyzer requests and chats: src/leads. Jobs: src/jobs.
//! Analytics, calls and marketing: src/analytics.) Every route here sits
//! behind `accounts::require_staff`.
pub mod live;
mod overview;

use crate::startup::AppState;
use axum::Router;
use axum::routing::get;

pub fn staff_routes() -> Router<AppState> {
    Router::new().route("/admin/events", get(live::events)).route("/admin/overview", get(overview::overview))
}
