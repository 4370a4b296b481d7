//! Accounts: staff and customers, sessions, sign-in, password reset.
mod handlers;
mod history;
pub mod password;
mod passwords;
pub mod policy;
mod register;
pub mod session;
mod sign_in;
pub mod store;
mod tokens;
pub mod validate;
mod verify;

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

pub use handlers::Message;
pub use store::{create_staff, set_password};
pub(crate) use tokens::{hash_token, random_url_token, short_url_token};
pub use verify::page as verify_email_page;

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
    /// Verification links asked for, per address and per account (as resets are).
    pub(crate) verify_per_ip: RateLimiter,
    pub(crate) verify_per_account: RateLimiter,
}

/// Failures on one account (from anywhere) in 15 minutes that raise a staff alert.
pub(crate) const FAILURE_BURST: usize = 10;

impl Default for AccountLimits {
    fn default() -> Self {
        AccountLimits::with_sign_ins_per_ip(10)
    }
}

impl AccountLimits {
    /// The defaults with `n` registrations tried per address in an hour.
    pub fn with_registrations_per_ip(self, n: usize) -> Self {
        AccountLimits { register_per_ip: RateLimiter::new(n, Duration::from_secs(60 * 60)), ..self }
    }

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
            verify_per_ip: RateLimiter::new(10, Duration::from_secs(60 * 60)),
            verify_per_account: RateLimiter::new(3, Duration::from_secs(60 * 60)),
        }
    }
}

pub(crate) const TOO_MANY_SIGN_INS: &str = "Too many sign-in attempts. Please wait a few minutes and try again.";
pub(crate) const TOO_MANY: &str = "Too many requests. Please wait a while and try again.";

/// A staff account's role (docs/product.md#dispatch): the owner runs the
/// back office; a technician sees and changes only the jobs assigned to them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Owner,
    Technician,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Technician => "technician",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        [Role::Owner, Role::Technician].into_iter().find(|r| r.as_str() == s)
    }
}

/// Which role a staff route is for: `api::router` attaches it to each
/// group of staff routes (`StaffGroup`), which `require_staff` reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// The back office: the owner's role only.
    Owner,
    /// The technician's app: the technician's role only (an owner has no jobs of their own).
    Technician,
    /// Either (who is signed in).
    AnyStaff,
}

/// A group of staff routes as `api::router` guards it: the role it is for
/// and its operations (method in upper case, path under /api), carried to
/// `require_staff` as a request extension.
#[derive(Debug, Clone)]
pub struct StaffGroup {
    pub access: Access,
    pub operations: std::sync::Arc<Vec<(String, String)>>,
}

impl StaffGroup {
    /// Whether the group answers `method` on `path` (the route's template,
    /// with or without /api; HEAD counts as GET).
    fn answers(&self, method: &axum::http::Method, path: &str) -> bool {
        let path = path.strip_prefix("/api").unwrap_or(path);
        let method = if method == axum::http::Method::HEAD { "GET" } else { method.as_str() };
        self.operations.iter().any(|(m, p)| m == method && p == path)
    }
}

pub(crate) const OWNER_ROLE_ONLY: &str = "This is the back office's: a technician's account cannot use it.";
pub(crate) const TECHNICIAN_ONLY: &str = "This is the technician's app: only a technician's account can use it.";

/// Guards every staff-only API route (see `api::router`): a live staff
/// session, or 401, and then the route's role, or 403. A customer's session
/// is not enough. The role is decided here, once for every route, from the
/// router group the route is in (its `Access`), so no handler can forget it.
pub async fn require_staff(State(state): State<AppState>, cookies: Cookies, mut req: Request, next: Next) -> Response {
    // The role comes with the route's group (`api::router`); a route
    // without one is the owner's. A method no staff route of this path
    // answers (PUT /api/quotes, TRACE...) goes on to the router's 405, as on
    // a path with no staff route.
    let path = req.extensions().get::<MatchedPath>().map(|p| p.as_str().to_string());
    let access = match (req.extensions().get::<StaffGroup>(), &path) {
        (Some(group), Some(path)) if !group.answers(req.method(), path) => return next.run(req).await,
        (Some(group), _) => group.access,
        (None, _) => Access::Owner,
    };
    match session::current(&state, &cookies).await {
        Ok(Some(user)) if user.is_staff => {
            let refused = match (access, user.role) {
                (Access::Owner, Role::Technician) => Some(OWNER_ROLE_ONLY),
                (Access::Technician, Role::Owner) => Some(TECHNICIAN_ONLY),
                _ => None,
            };
            if let Some(message) = refused {
                return ApiError::Forbidden(message.into()).into_response();
            }
            req.extensions_mut().insert(Staff {
                id: user.id,
                username: user.username,
                is_owner: user.is_owner,
                role: user.role,
            });
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
    pub role: Role,
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
        .routes(routes!(register::register))
        .routes(routes!(sign_in::login))
        .routes(routes!(sign_in::logout))
        .routes(routes!(handlers::me))
        .routes(routes!(handlers::session_info))
        .routes(routes!(history::history))
        .routes(routes!(verify::send_link))
        .routes(routes!(passwords::forgot_password))
        .routes(routes!(passwords::reset_password))
        .routes(routes!(sign_in::admin_login))
        .routes(routes!(sign_in::admin_logout))
}

/// Staff-only account routes (behind `require_staff`).
pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
}

/// Staff routes of either role: who is signed in.
pub fn any_staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::admin_session))
}
