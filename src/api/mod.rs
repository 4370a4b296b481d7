//! The JSON API under /api. Public routes and staff routes are kept apart so
//! that every staff route passes the one guard, `accounts::require_staff`.
use crate::startup::AppState;
use axum::Router;
use axum::middleware;

pub fn router(state: &AppState) -> Router<AppState> {
    Router::new().merge(public()).merge(staff().route_layer(middleware::from_fn_with_state(state.clone(), crate::accounts::require_staff)))
}

/// Anyone may call these: lead capture, sign-in, tracking.
fn public() -> Router<AppState> {
    Router::new().merge(crate::accounts::routes()).merge(crate::leads::routes()).merge(crate::analytics::routes())
}

/// Everything that reads or changes leads, bookings, analytics and the like.
fn staff() -> Router<AppState> {
    Router::new()
        .merge(crate::accounts::staff_routes())
        .merge(crate::leads::staff_routes())
        .merge(crate::admin::staff_routes())
        .merge(crate::analytics::staff_routes())
        .merge(crate::jobs::staff_routes())
        .merge(crate::audit::staff_routes())
}
