//! Accounts: staff and customers, sessions, sign-in, password reset.
pub mod password;
pub mod session;
mod tokens;
pub mod validate;

use crate::error::ApiError;
use crate::error::ErrorBody;
use crate::ratelimit::RateLimiter;
use crate::startup::AppState;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use crate::web::plain;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Redirect, Response};
use rusqlite::{OptionalExtension, params};
use serde::Serialize;
use std::time::Duration;
use tower_cookies::Cookies;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Limits on guessing and flooding. Windows slide, so a locked-out attacker
/// never locks the real user out for longer than a window.
pub struct AccountLimits {
    login_per_ip: RateLimiter,
    failures_per_account: RateLimiter,
    register_per_ip: RateLimiter,
    reset_per_ip: RateLimiter,
    reset_per_email: RateLimiter,
}

impl Default for AccountLimits {
    fn default() -> Self {
        AccountLimits::with_sign_ins_per_ip(10)
    }
}

impl AccountLimits {
    /// The defaults, with `n` sign-in attempts per address in 5 minutes.
    pub fn with_sign_ins_per_ip(n: usize) -> Self {
        AccountLimits {
            login_per_ip: RateLimiter::new(n, Duration::from_secs(5 * 60)),
            failures_per_account: RateLimiter::new(5, Duration::from_secs(15 * 60)),
            register_per_ip: RateLimiter::new(5, Duration::from_secs(60 * 60)),
            reset_per_ip: RateLimiter::new(10, Duration::from_secs(60 * 60)),
            reset_per_email: RateLimiter::new(3, Duration::from_secs(60 * 60)),
        }
    }
}

const TOO_MANY_SIGN_INS: &str = "Too many sign-in attempts. Please wait a few minutes and try again.";
const TOO_MANY: &str = "Too many requests. Please wait a while and try again.";

/// Guards every staff-only API route (see `api::router`): a live staff
/// session, or 401. A customer's session is not enough.
pub async fn require_staff(State(state): State<AppState>, cookies: Cookies, mut req: Request, next: Next) -> Response {
    match session::current(&state, &cookies).await {
        Ok(Some(user)) if user.is_staff => {
            req.extensions_mut().insert(Staff { id: user.id, username: user.username });
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
}

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Staff {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts.extensions.get::<Staff>().cloned().ok_or(ApiError::Unauthorized)
    }
}

/// The public account routes (sign-in, registration, password reset).
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(register))
        .routes(routes!(login))
        .routes(routes!(logout))
        .routes(routes!(me))
        .routes(routes!(session_info))
        .routes(routes!(forgot_password))
        .routes(routes!(reset_password))
        .routes(routes!(admin_login))
        .routes(routes!(admin_logout))
}

/// Staff-only account routes (behind `require_staff`).
pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(admin_session))
}

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
    User { id: u.id, username: u.username.clone(), email: u.email.clone(), created_at: u.created_at.clone(), is_staff: u.is_staff }
}

/// POST /api/register.
#[derive(ToSchema)]
#[allow(dead_code)]
struct RegisterBody {
    /// 3 to 50 characters.
    username: String,
    /// name@domain.tld
    email: String,
    /// 6 to 256 characters.
    password: String,
}

#[derive(Serialize, ToSchema)]
struct Registered {
    id: i64,
    username: String,
    email: String,
}

/// POST /api/login and /api/admin/login.
#[derive(ToSchema)]
#[allow(dead_code)]
struct LoginBody {
    username: String,
    password: String,
}

#[derive(Serialize, ToSchema)]
struct LoggedIn {
    id: i64,
    message: String,
}

#[derive(Serialize, ToSchema)]
pub struct Message {
    message: String,
}

#[derive(ToSchema)]
#[allow(dead_code)]
struct ForgotBody {
    email: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct ResetSent {
    message: String,
    /// Only with `dev_expose_reset_tokens` (never on a public site).
    #[serde(skip_serializing_if = "Option::is_none")]
    reset_token: Option<String>,
}

#[derive(ToSchema)]
#[allow(dead_code)]
struct ResetBody {
    /// The token of the emailed link.
    token: String,
    /// 6 to 256 characters.
    password: String,
}

#[derive(Serialize, ToSchema)]
struct SessionInfo {
    /// Null when no one is signed in.
    user: Option<User>,
}

#[derive(Serialize, ToSchema)]
struct StaffName {
    username: String,
}

/// Creates a customer account.
#[utoipa::path(post, path = "/register", tag = "accounts",
    request_body(content = RegisterBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Created.", body = Registered),
        (status = 400, description = "A field is invalid.", body = ErrorBody),
        (status = 409, description = "The username or email is taken (`fields` names it).", body = ErrorBody),
        (status = 429, description = "Too many registrations from this address.", body = ErrorBody),
    ))]
async fn register(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    let result = create_customer(&state, &ip, &body).await;
    without_js(&state, &body, result, Then::Go("/login"), "Create Your Account", ("/register", "Try again"))
}

async fn create_customer(state: &AppState, ip: &ClientIp, body: &FieldsBody) -> Result<Response, ApiError> {
    if state.account_limits.register_per_ip.check(&ip.0.to_string()).is_err() {
        return Err(ApiError::TooMany(TOO_MANY.into()));
    }
    let r = validate::register(&body.fields).map_err(ApiError::Invalid)?;
    let hash = password::hash(&r.password)?;
    let (username, email) = (r.username.clone(), r.email.clone());
    let outcome = state
        .db
        .call(move |c| {
            let taken_name: bool = c.query_row("SELECT EXISTS(SELECT 1 FROM users WHERE username = ?1)", [&username], |row| row.get(0))?;
            let taken_email: bool = c.query_row("SELECT EXISTS(SELECT 1 FROM users WHERE email = ?1)", [&email], |row| row.get(0))?;
            if taken_name || taken_email {
                return Ok(Err((taken_name, taken_email)));
            }
            c.execute("INSERT INTO users (username, email, password, is_staff) VALUES (?1, ?2, ?3, 0)", params![username, email, hash])?;
            Ok(Ok(c.last_insert_rowid()))
        })
        .await?;
    match outcome {
        Ok(id) => Ok((StatusCode::CREATED, axum::Json(Registered { id, username: r.username, email: r.email })).into_response()),
        Err((true, _)) => Err(ApiError::Conflict { field: "username", message: "Username already exists" }),
        Err(_) => Err(ApiError::Conflict { field: "email", message: "Email already registered" }),
    }
}

/// Checks a username and password; the same time is spent whether or not
/// the account exists, and failures count against the account and address.
async fn check_credentials(state: &AppState, ip: &ClientIp, body: &FieldsBody, staff: bool) -> Result<i64, ApiError> {
    let creds = validate::login(&body.fields).map_err(ApiError::Invalid)?;
    let account_key = creds.username.to_lowercase();
    if state.account_limits.login_per_ip.check(&ip.0.to_string()).is_err() || state.account_limits.failures_per_account.is_full(&account_key) {
        return Err(ApiError::TooMany(TOO_MANY_SIGN_INS.into()));
    }
    // Each recent failure on this account adds a quarter second before the answer.
    let failures = state.account_limits.failures_per_account.count(&account_key) as u64;
    if failures > 0 {
        tokio::time::sleep(Duration::from_millis(250 * failures)).await;
    }
    let username = creds.username.clone();
    let found: Option<(i64, String, bool)> = state
        .db
        .call(move |c| {
            c.query_row("SELECT id, password, is_staff FROM users WHERE username = ?1", [username], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?))).optional()
        })
        .await?;
    let password = creds.password.clone();
    let stored = found.as_ref().filter(|(_, _, is_staff)| *is_staff == staff).map(|(_, hash, _)| hash.clone());
    let ok = tokio::task::spawn_blocking(move || password::verify_or_waste_time(&password, stored.as_deref())).await.map_err(anyhow::Error::from)?;
    match (ok, found) {
        (true, Some((id, _, _))) => {
            state.account_limits.failures_per_account.reset(&account_key);
            Ok(id)
        }
        _ => {
            let _ = state.account_limits.failures_per_account.check(&account_key);
            Err(ApiError::Unauthorized)
        }
    }
}

fn bad_login(e: ApiError) -> ApiError {
    match e {
        ApiError::Unauthorized => ApiError::UnauthorizedWith("Invalid username or password".into()),
        other => other,
    }
}

/// Signs a customer in (sets the session cookie).
#[utoipa::path(post, path = "/login", tag = "accounts",
    request_body(content = LoginBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Signed in.", body = LoggedIn),
        (status = 401, description = "Wrong username or password.", body = ErrorBody),
        (status = 429, description = "Too many sign-in attempts.", body = ErrorBody),
    ))]
async fn login(State(state): State<AppState>, cookies: Cookies, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    let result = sign_in(&state, &cookies, &ip, &body, false).await;
    without_js(&state, &body, result, Then::Go("/dashboard"), "Sign In", ("/login", "Try again"))
}

async fn sign_in(state: &AppState, cookies: &Cookies, ip: &ClientIp, body: &FieldsBody, staff: bool) -> Result<Response, ApiError> {
    let id = check_credentials(state, ip, body, staff).await.map_err(bad_login)?;
    session::start(state, cookies, id, staff).await?;
    Ok(axum::Json(LoggedIn { id, message: "Login successful".into() }).into_response())
}

/// Where a form posted without JavaScript goes when it succeeds.
enum Then {
    /// A redirect (303) to the next page.
    Go(&'static str),
    /// A page with this title and message.
    Say(&'static str, &'static str),
}

/// A form posted without JavaScript (or sent before the page's code arrived)
/// is answered with a page, not JSON: success goes on to the next page, a
/// failure is said on a short page with a link back to the form. A JSON
/// request keeps its JSON answer.
fn without_js(
    state: &AppState,
    body: &FieldsBody,
    result: Result<Response, ApiError>,
    then: Then,
    title: &str,
    back: (&str, &str),
) -> Result<Response, ApiError> {
    if !body.from_html_form {
        return result;
    }
    let css = &state.site.stylesheet;
    Ok(match (result, then) {
        (Ok(_), Then::Go(next)) => Redirect::to(next).into_response(),
        (Ok(_), Then::Say(title, message)) => plain::message_page(StatusCode::OK, css, title, message, None),
        (Err(e), _) => {
            let (status, message, fields) = e.into_parts();
            let message = if fields.is_empty() { message } else { fields.into_values().collect::<Vec<_>>().join(" ") };
            plain::message_page(status, css, title, &message, Some(back))
        }
    })
}

/// Signs a staff member in (sets the session cookie staff routes need).
#[utoipa::path(post, path = "/admin/login", tag = "accounts",
    request_body(content = LoginBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Signed in.", body = LoggedIn),
        (status = 401, description = "Wrong username or password.", body = ErrorBody),
        (status = 429, description = "Too many sign-in attempts.", body = ErrorBody),
    ))]
async fn admin_login(State(state): State<AppState>, cookies: Cookies, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    let result = sign_in(&state, &cookies, &ip, &body, true).await;
    without_js(&state, &body, result, Then::Go("/admin/dashboard"), "Staff Sign In", ("/admin", "Try again"))
}

/// Ends the session, if any (always 200).
#[utoipa::path(post, path = "/logout", tag = "accounts", responses((status = 200, description = "Signed out.", body = Message)))]
async fn logout(State(state): State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    session::end(&state, &cookies).await?;
    Ok(axum::Json(Message { message: "Logged out".into() }).into_response())
}

/// Ends the staff session, if any (always 200).
#[utoipa::path(post, path = "/admin/logout", tag = "accounts", responses((status = 200, description = "Signed out.", body = Message)))]
async fn admin_logout(state: State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    logout(state, cookies).await
}

/// The signed-in customer.
#[utoipa::path(get, path = "/me", tag = "accounts", security(("customerSession" = [])),
    responses(
        (status = 200, description = "The customer's account.", body = User),
        (status = 401, description = "No customer session.", body = ErrorBody),
    ))]
async fn me(State(state): State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    match session::current(&state, &cookies).await? {
        Some(u) if !u.is_staff => Ok(axum::Json(user_json(&u)).into_response()),
        _ => Err(ApiError::Unauthorized),
    }
}

/// Who is signed in, if anyone: always 200, so pages can ask without an error.
#[utoipa::path(get, path = "/session", tag = "accounts", security((), ("customerSession" = []), ("staffSession" = [])),
    responses((status = 200, description = "The signed-in account, or null.", body = SessionInfo)))]
async fn session_info(State(state): State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    let user = session::current(&state, &cookies).await?;
    Ok(axum::Json(SessionInfo { user: user.as_ref().map(user_json) }).into_response())
}

/// The signed-in staff member.
#[utoipa::path(get, path = "/admin/session", tag = "accounts", responses((status = 200, description = "The staff member's name.", body = StaffName)))]
async fn admin_session(State(state): State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    let user = session::current(&state, &cookies).await?.ok_or(ApiError::Unauthorized)?;
    Ok(axum::Json(StaffName { username: user.username }).into_response())
}

const RESET_SENT: &str = "If an account exists for that email, a reset link is on its way.";

/// Emails a password-reset link (the same answer whether or not the email has an account).
#[utoipa::path(post, path = "/forgot-password", tag = "accounts",
    request_body(content = ForgotBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Sent, if the account exists.", body = ResetSent),
        (status = 400, description = "The email is invalid.", body = ErrorBody),
        (status = 429, description = "Too many reset requests.", body = ErrorBody),
    ))]
async fn forgot_password(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    let result = send_reset_link(&state, &ip, &body).await;
    without_js(&state, &body, result, Then::Say("Check Your Email", RESET_SENT), "Forgot Your Password?", ("/forgot-password", "Try again"))
}

async fn send_reset_link(state: &AppState, ip: &ClientIp, body: &FieldsBody) -> Result<Response, ApiError> {
    let email = validate::forgot(&body.fields).map_err(ApiError::Invalid)?;
    if state.account_limits.reset_per_ip.check(&ip.0.to_string()).is_err() || state.account_limits.reset_per_email.check(&email).is_err() {
        return Err(ApiError::TooMany(TOO_MANY.into()));
    }
    let token = tokens::new_token();
    let hash = tokens::hash_token(&token);
    let expiry = (chrono::Utc::now() + chrono::Duration::hours(1)).format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string();
    let lookup = email.clone();
    let found =
        state.db.call(move |c| c.execute("UPDATE users SET reset_token = ?1, reset_token_expiry = ?2 WHERE email = ?3", params![hash, expiry, lookup])).await?
            > 0;
    // The answer is the same whether or not the email has an account.
    let mut answer = ResetSent { message: RESET_SENT.into(), reset_token: None };
    if found {
        let link = format!("{}/reset-password?token={token}", state.config.base_url);
        let text = format!(
            "Someone asked to reset the password of your {} account.\n\nOpen this link within one hour to choose a new password:\n{link}\n\nIf it was not you, ignore this email.\n",
            crate::content::BUSINESS.name
        );
        if state.mailer.is_configured() {
            if let Err(e) = state.mailer.send(std::slice::from_ref(&email), "Reset your password", &text).await {
                tracing::error!(error = %format!("{e:#}"), "password reset email not sent");
            }
        } else {
            tracing::warn!("password reset requested but no mail server is configured ([mail] host)");
        }
        if state.config.dev_expose_reset_tokens {
            answer.reset_token = Some(token);
        }
    }
    Ok(axum::Json(answer).into_response())
}

/// Sets a new password with the emailed token (single use; ends every session of the account).
#[utoipa::path(post, path = "/reset-password", tag = "accounts",
    request_body(content = ResetBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Changed.", body = Message),
        (status = 400, description = "A field is invalid, or the token is unknown or expired.", body = ErrorBody),
        (status = 429, description = "Too many attempts.", body = ErrorBody),
    ))]
async fn reset_password(State(state): State<AppState>, ip: ClientIp, body: FieldsBody) -> Result<Response, ApiError> {
    let result = set_new_password(&state, &ip, &body).await;
    without_js(&state, &body, result, Then::Go("/login"), "Choose a New Password", ("/forgot-password", "Request a new reset link"))
}

async fn set_new_password(state: &AppState, ip: &ClientIp, body: &FieldsBody) -> Result<Response, ApiError> {
    if state.account_limits.reset_per_ip.check(&ip.0.to_string()).is_err() {
        return Err(ApiError::TooMany(TOO_MANY.into()));
    }
    let r = validate::reset(&body.fields).map_err(ApiError::Invalid)?;
    let hash = tokens::hash_token(&r.token);
    let new_hash = password::hash(&r.password)?;
    let now = chrono::Utc::now().format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string();
    let changed = state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let user: Option<i64> =
                tx.query_row("SELECT id FROM users WHERE reset_token = ?1 AND reset_token_expiry > ?2", params![hash, now], |r| r.get(0)).optional()?;
            let Some(id) = user else { return Ok(false) };
            // Single use: the token goes, and so does every session of the account.
            tx.execute("UPDATE users SET password = ?1, reset_token = NULL, reset_token_expiry = NULL WHERE id = ?2", params![new_hash, id])?;
            tx.execute("DELETE FROM sessions WHERE user_id = ?1", [id])?;
            tx.commit()?;
            Ok(true)
        })
        .await?;
    if !changed {
        return Err(ApiError::BadRequest("Invalid or expired reset token".into()));
    }
    Ok(axum::Json(Message { message: "Password reset successful".into() }).into_response())
}

/// Creates a staff account (used by `roadside admin create`).
pub fn create_staff(conn: &rusqlite::Connection, username: &str, password: &str) -> anyhow::Result<i64> {
    check_staff_password(password)?;
    let exists: bool = conn.query_row("SELECT EXISTS(SELECT 1 FROM users WHERE username = ?1)", [username], |r| r.get(0))?;
    anyhow::ensure!(!exists, "the username {username} is taken");
    conn.execute("INSERT INTO users (username, password, is_staff) VALUES (?1, ?2, 1)", params![username, password::hash(password)?])?;
    Ok(conn.last_insert_rowid())
}

/// Changes a password and ends that account's sessions (`roadside admin passwd`).
pub fn set_password(conn: &rusqlite::Connection, username: &str, password: &str) -> anyhow::Result<()> {
    check_staff_password(password)?;
    let id: Option<i64> = conn.query_row("SELECT id FROM users WHERE username = ?1", [username], |r| r.get(0)).optional()?;
    let id = id.ok_or_else(|| anyhow::anyhow!("no account named {username}"))?;
    conn.execute("UPDATE users SET password = ?1 WHERE id = ?2", params![password::hash(password)?, id])?;
    conn.execute("DELETE FROM sessions WHERE user_id = ?1", [id])?;
    Ok(())
}

fn check_staff_password(password: &str) -> anyhow::Result<()> {
    anyhow::ensure!(password.chars().count() >= 8, "a staff password needs at least 8 characters");
    Ok(())
}
