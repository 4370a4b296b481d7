//! The back office's own views: the live lead stream and the overview
//! figures. (Leads, analyzer requests and chats: src/leads. Jobs: src/jobs.
//! Analytics, calls and marketing: src/analytics.) Every route here sits
//! behind `accounts::require_staff`.
pub mod live;
mod overview;

use crate::startup::AppState;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(live::events)).routes(routes!(overview::overview))
}
