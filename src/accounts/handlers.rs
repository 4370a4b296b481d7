//! The account routes: the session (who is signed in) here; registration
//! (register.rs), sign-in and out (sign_in.rs) and password reset
//! (passwords.rs) beside it. A form posted without JavaScript is answered
//! with a page.
use super::session;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use tower_cookies::Cookies;
use utoipa::ToSchema;

/// A signed-in account.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct User {
    id: i64,
    username: String,
    email: Option<String>,
    created_at: String,
    is_staff: bool,
}

fn user_json(u: &session::SessionUser) -> User {
    User {
        id: u.id,
        username: u.username.clone(),
        email: u.email.clone(),
        created_at: u.created_at.clone(),
        is_staff: u.is_staff,
    }
}

/// The 401 of a route for a signed-in customer (never built: it only
/// describes the response).
#[derive(utoipa::IntoResponses)]
#[response(status = 401, description = "No customer session.")]
#[allow(dead_code)]
pub struct NoCustomerSession(ErrorBody);

/// A short answer that only says what happened.
#[derive(Serialize, ToSchema)]
pub struct Message {
    pub(super) message: String,
}

impl Message {
    pub fn new(message: impl Into<String>) -> Message {
        Message { message: message.into() }
    }
}

#[derive(Serialize, ToSchema)]
struct SessionInfo {
    /// Null when no one is signed in.
    user: Option<User>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct StaffName {
    username: String,
    /// The owner's account: the dashboard offers it what only the owner may do (erasing a person's data).
    is_owner: bool,
    /// owner (the back office at /admin/dashboard) or technician (the app at /tech/).
    role: super::Role,
    /// Calls through the business number are set up ([voice]): "Call via business line" is offered.
    calls: bool,
}

/// The signed-in customer.
#[utoipa::path(get, path = "/me", tag = "accounts", security(("customerSession" = [])),
    responses(
        (status = 200, description = "The customer's account.", body = User),
        NoCustomerSession,
    ))]
pub(super) async fn me(State(state): State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    Ok(axum::Json(user_json(&session::customer(&state, &cookies).await?)).into_response())
}

/// Who is signed in, if anyone: always 200, so pages can ask without an error.
#[utoipa::path(get, path = "/session", tag = "accounts", security((), ("customerSession" = []), ("staffSession" = [])),
    responses((status = 200, description = "The signed-in account, or null.", body = SessionInfo)))]
pub(super) async fn session_info(State(state): State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    let user = session::current(&state, &cookies).await?;
    Ok(axum::Json(SessionInfo { user: user.as_ref().map(user_json) }).into_response())
}

/// The signed-in staff member.
#[utoipa::path(get, path = "/admin/session", tag = "accounts", responses((status = 200, description = "The staff member's name, and whether the account is the owner's.", body = StaffName)))]
pub(super) async fn admin_session(State(state): State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    let user = session::current(&state, &cookies).await?.ok_or(ApiError::Unauthorized)?;
    Ok(axum::Json(StaffName {
        username: user.username,
        is_owner: user.is_owner,
        role: user.role,
        calls: state.config.voice.is_some(),
    })
    .into_response())
}
