//! Accounts: staff and customers, sessions, sign-in, password reset.
mod handlers;
pub mod password;
pub mod policy;
pub mod session;
pub mod store;
mod tokens;
pub mod validate;

use crate::error::ApiError;
use crate::ratelimit::RateLimiter;
use crate::state::AppState;
use axum::extract::{MatchedPath, Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::time::Duration;
use tower_cookies::Cookies;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use store::{create_staff, set_password};

/// Limits on guessing and flooding. Windows slide, so a locked-out attacker
/// never locks the real user out for longer than a window.
///
/// Failed sign-ins count against the account from each address, and against
/// the account as a whole. An address is slowed and then refused for its own
/// failures only; when the whole account has too many, only addresses that
/// have never signed in to it are refused, so a guessing attack from many
/// addresses cannot lock the owner out from theirs.
pub struct AccountLimits {
    pub(crate) login_per_ip: RateLimiter,
    pub(crate) failures_per_account_address: RateLimiter,
    pub(crate) failures_per_account: RateLimiter,
    /// At most one staff alert of a guessing burst per account and window.
    pub(crate) burst_alerts: RateLimiter,
    pub(crate) register_per_ip: RateLimiter,
    pub(crate) reset_per_ip: RateLimiter,
    pub(crate) reset_per_email: RateLimiter,
}

/// Failures on one account (from anywhere) in 15 minutes that raise a staff alert.
pub(crate) const FAILURE_BURST: usize = 10;

impl Default for AccountLimits {
    fn default() -> Self {
        AccountLimits::with_sign_ins_per_ip(10)
    }
}

impl AccountLimits {
    /// The defaults, with `n` sign-in attempts per address in 5 minutes.
    pub fn with_sign_ins_per_ip(n: usize) -> Self {
        let quarter_hour = Duration::from_secs(15 * 60);
        AccountLimits {
            login_per_ip: RateLimiter::new(n, Duration::from_secs(5 * 60)),
            failures_per_account_address: RateLimiter::new(5, quarter_hour),
            failures_per_account: RateLimiter::new(20, quarter_hour),
            burst_alerts: RateLimiter::new(1, quarter_hour),
            register_per_ip: RateLimiter::new(5, Duration::from_secs(60 * 60)),
            reset_per_ip: RateLimiter::new(10, Duration::from_secs(60 * 60)),
            reset_per_email: RateLimiter::new(3, Duration::from_secs(60 * 60)),
        }
    }
}

pub(crate) const TOO_MANY_SIGN_INS: &str = "Too many sign-in attempts. Please wait a few minutes and try again.";
pub(crate) const TOO_MANY: &str = "Too many requests. Please wait a while and try again.";

/// Guards every staff-only API route (see `api::router`): a live staff
/// session, or 401. A customer's session is not enough.
pub async fn require_staff(State(state): State<AppState>, cookies: Cookies, mut req: Request, next: Next) -> Response {
    // A method no staff route of this path answers (PUT /api/quotes, TRACE...)
    // goes on to the router's 405, as on a path with no staff route.
    let path = req.extensions().get::<MatchedPath>().map(|p| p.as_str().to_string());
    if path.is_some_and(|p| !crate::api::is_staff_operation(req.method(), &p)) {
        return next.run(req).await;
    }
    match session::current(&state, &cookies).await {
        Ok(Some(user)) if user.is_staff => {
            req.extensions_mut().insert(Staff { id: user.id, username: user.username, is_owner: user.is_owner });
            next.run(req).await
        }
        Ok(_) => ApiError::Unauthorized.into_response(),
        Err(e) => ApiError::Internal(e).into_response(),
    }
}

/// The staff member behind a request, for the audit trail. Only routes behind
/// `require_staff` have one; anywhere else it answers 401.
#[derive(Debug, Clone)]
pub struct Staff {
    pub id: i64,
    pub username: String,
    pub is_owner: bool,
}

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Staff {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts.extensions.get::<Staff>().cloned().ok_or(ApiError::Unauthorized)
    }
}

/// The owner behind a request, for what only the owner may do (erasing a
/// person's data): another staff member gets 403, no session 401.
#[derive(Debug, Clone)]
pub struct Owner(pub Staff);

pub(crate) const OWNER_ONLY: &str = "Only the owner's account can do this.";

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Owner {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, state: &S) -> Result<Self, Self::Rejection> {
        let staff = Staff::from_request_parts(parts, state).await?;
        if !staff.is_owner {
            return Err(ApiError::Forbidden(OWNER_ONLY.into()));
        }
        Ok(Owner(staff))
    }
}

/// The public account routes (sign-in, registration, password reset).
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::register))
        .routes(routes!(handlers::login))
        .routes(routes!(handlers::logout))
        .routes(routes!(handlers::me))
        .routes(routes!(handlers::session_info))
        .routes(routes!(handlers::forgot_password))
        .routes(routes!(handlers::reset_password))
        .routes(routes!(handlers::admin_login))
        .routes(routes!(handlers::admin_logout))
}

/// Staff-only account routes (behind `require_staff`).
pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::admin_session))
}
