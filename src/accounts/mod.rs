//! Accounts: staff and customers, sessions, sign-in, password reset.
use crate::error::ApiError;
use crate::startup::AppState;
use axum::Router;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Guards every staff-only API route (see `api::router`). Until staff
/// sessions exist it lets no one through: no lead data leaks by default.
pub async fn require_staff(State(_state): State<AppState>, _req: Request, _next: Next) -> Response {
    ApiError::Unauthorized.into_response()
}

/// The public account routes (sign-in, registration, password reset).
pub fn routes() -> Router<AppState> {
    Router::new()
}

/// Staff-only account routes (behind `require_staff`).
pub fn staff_routes() -> Router<AppState> {
    Router::new()
}
