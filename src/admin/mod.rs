//! The back office's own view: the overview figures, and the messages that
//! never went out. (Leads, analyzer
//! requests, chats and the live lead feed: src/leads. Jobs: src/jobs.
//! Analytics, calls and marketing: src/analytics.) Every route here sits
//! behind `accounts::require_staff`.
mod overview;
mod store;
mod undelivered;

use crate::state::AppState;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(overview::overview)).routes(routes!(undelivered::undelivered))
}
