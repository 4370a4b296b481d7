//! Leads: quotes, bookings, contact messages, and the staff alerts they raise.
use crate::startup::AppState;
use axum::Router;

/// Lead capture, open to every visitor.
pub fn routes() -> Router<AppState> {
    Router::new()
}

/// Reading and changing leads: staff only (the guard is applied by `api::router`).
pub fn staff_routes() -> Router<AppState> {
    Router::new()
}
