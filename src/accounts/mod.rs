//! Accounts: staff and customers, sessions, sign-in, password reset.
use crate::error::ApiError;
use crate::startup::AppState;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Guards every staff-only API route (see `api::router`). Until staff
/// sessions exist it lets no one through: no lead data leaks by default.
pub async fn require_staff(State(_state): State<AppState>, _req: Request, _next: Next) -> Response {
    ApiError::Unauthorized.into_response()
}
