//! The JSON API under /api. Each feature adds its routes here.
use crate::startup::AppState;
use axum::Router;

pub fn router() -> Router<AppState> {
    Router::new()
}
