//! GET /api/admin/undelivered: what never went out (docs/product.md#outbox).
//! The Overview lists it, so the owner learns of a driver who never got
//! their text, or a mail server that refused every alert, without reading
//! logs.
use crate::error::ApiError;
use crate::outbox::store::GivenUp;
use crate::state::AppState;
use axum::extract::State;

/// At most this many, newest first: past that, /healthz's count tells how many.
const SHOWN: i64 = 50;

#[utoipa::path(get, path = "/admin/undelivered", tag = "back office",
    responses(
        (status = 200, description = "The newest 50 messages given up (alerts, mail, texts, pushes): to whom, about which lead, and why.", body = Vec<GivenUp>),
    ))]
pub async fn undelivered(State(state): State<AppState>) -> Result<axum::Json<Vec<GivenUp>>, ApiError> {
    Ok(axum::Json(state.db.call(|c| crate::outbox::store::given_up(c, SHOWN)).await?))
}
