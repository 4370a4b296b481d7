//! The account routes: registration, sign-in and out, the session, password
//! reset. A form posted without JavaScript is answered with a page.
use super::validate::{ForgotBody, LoginBody, RegisterBody, ResetBody};
use super::{TOO_MANY, TOO_MANY_SIGN_INS, password, session, store, tokens, validate};
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::state::Effects;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use crate::web::forms::{FORMS, Form, Page, form_page};
use crate::web::plain;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Serialize;
use std::time::Duration;
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

/// The answer to a registration: the same whether the account was made or
/// its email already had one (whose owner is then told by email instead).
#[derive(Serialize, ToSchema)]
struct Registered {
    message: String,
}

#[derive(Serialize, ToSchema)]
struct LoggedIn {
    id: i64,
    message: String,
}

/// A short answer that only says what happened.
#[derive(Serialize, ToSchema)]
pub struct Message {
    message: String,
}

impl Message {
    pub fn new(message: impl Into<String>) -> Message {
        Message { message: message.into() }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct ResetSent {
    message: String,
    /// Only with `dev_expose_reset_tokens` (never on a public site).
    #[serde(skip_serializing_if = "Option::is_none")]
    reset_token: Option<String>,
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

/// Creates a customer account. An email that already has an account gets the
/// same answer, in the same time, and its owner a notice by email: the answer
/// never tells which emails have accounts.
#[utoipa::path(post, path = "/register", tag = "accounts",
    request_body(content = RegisterBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Created (or the email already had an account, whose owner is told by email).", body = Registered),
        (status = 400, description = "A field is invalid (a password among the most common ones too).", body = ErrorBody),
        (status = 409, description = "The username is taken (`fields` names it).", body = ErrorBody),
        (status = 429, description = "Too many registrations from this address.", body = ErrorBody),
    ))]
pub(super) async fn register(
    State(state): State<AppState>,
    ip: ClientIp,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let result = create_customer(&state, &ip, &body).await;
    let form = Plain { title: "Create Your Account", action: "/api/register", form: &FORMS.register };
    without_js(&state, &body, result, Then::Go("/login"), form, ("/register", "Try again"))
}

async fn create_customer(state: &AppState, ip: &ClientIp, body: &FieldsBody) -> Result<Response, ApiError> {
    if state.account_limits.register_per_ip.check(&ip.limit_key()).is_err() {
        return Err(ApiError::TooMany(TOO_MANY.into()));
    }
    let r = validate::confirmed(body, validate::register(&body.fields)).map_err(ApiError::Invalid)?;
    // Hashed before the account is looked at: a taken email costs the same
    // argon2 run as a new account, so the time of the answer tells nothing.
    let hash = password::hash_limited(r.password.clone()).await?;
    let notice = state.mailer.is_configured().then(|| account_exists_mail(state, &r.email));
    // A new account's email is verified through a mailed link (docs/product.md#accounts).
    let verify_base = state.mailer.is_configured().then(|| state.config.base_url.clone());
    let mails_link = verify_base.is_some();
    let (username, email) = (r.username, r.email);
    let outcome = state
        .db
        .run(move |c| {
            let tx = c.transaction()?;
            let outcome = store::insert_customer(&tx, &username, &email, &hash)?;
            if let (store::NewCustomer::EmailInUse { username: holder }, Some(notice)) = (&outcome, notice) {
                crate::alerts::enqueue_mail(&tx, &notice(holder), None)?;
            }
            if let (store::NewCustomer::Created(id), Some(base)) = (&outcome, &verify_base) {
                crate::alerts::enqueue_mail(&tx, &super::verify::issue(&tx, base, *id, &email)?, None)?;
            }
            tx.commit()?;
            Ok::<_, store::RegisterError>(outcome)
        })
        .await?;
    if mails_link {
        state.after_commit(Effects::queued());
    }
    if matches!(outcome, store::NewCustomer::EmailInUse { .. }) {
        if state.mailer.is_configured() {
            state.after_commit(Effects::queued());
        } else {
            tracing::warn!(
                "a registration used an email that has an account; no mail server to tell its owner ([mail] host)"
            );
        }
    }
    Ok((StatusCode::CREATED, axum::Json(Registered { message: REGISTERED.into() })).into_response())
}

const REGISTERED: &str = "Registration successful. Please sign in.";

/// The notice to the owner of an email that someone registered with again,
/// made once the owner's username is known.
fn account_exists_mail(state: &AppState, email: &str) -> impl FnOnce(&str) -> crate::alerts::Mail + Send + 'static {
    let (to, base) = (email.to_string(), state.config.base_url.clone());
    move |holder: &str| crate::alerts::Mail {
        subject: "You already have an account".into(),
        body: format!(
            "Someone tried to create a new {name} account with this email address, which already has one: its \
                username is \"{holder}\".\n\nIf it was you, sign in at {base}/login, or choose a new password at \
                {base}/forgot-password.\n\nIf it was not you, you need not do anything: no new account was made.\n",
            name = crate::content::BUSINESS.name
        ),
        to,
        expires_at: crate::time::format(chrono::Utc::now() + chrono::Duration::hours(24)),
    }
}

/// Checks a username and password; the same time is spent whether or not
/// the account exists. Failures count against the account from this
/// address (slowing, then refusing, this address) and against the account
/// as a whole (refusing only addresses that never signed in to it, and
/// alerting staff to a burst).
async fn check_credentials(state: &AppState, ip: &ClientIp, body: &FieldsBody, staff: bool) -> Result<i64, ApiError> {
    let creds = validate::login(&body.fields).map_err(ApiError::Invalid)?;
    let limits = &state.account_limits;
    let account_key = creds.username.to_lowercase();
    let address = ip.limit_key();
    let pair_key = format!("{account_key}\n{address}");
    if limits.login_per_ip.check(&address).is_err() || limits.failures_per_account_address.is_full(&pair_key) {
        return Err(ApiError::TooMany(TOO_MANY_SIGN_INS.into()));
    }
    let address_hash = tokens::hash_token(&address);
    if limits.failures_per_account.is_full(&account_key) {
        let (username, hash) = (creds.username.clone(), address_hash.clone());
        if !state.db.call(move |c| store::has_signed_in_from(c, &username, &hash)).await? {
            return Err(ApiError::TooMany(TOO_MANY_SIGN_INS.into()));
        }
    }
    // Each recent failure from this address adds a quarter second before the answer.
    let failures = limits.failures_per_account_address.count(&pair_key) as u64;
    if failures > 0 {
        tokio::time::sleep(Duration::from_millis(250 * failures)).await;
    }
    let username = creds.username.clone();
    let found = state.db.call(move |c| store::find_login(c, &username)).await?;
    let password = creds.password.clone();
    let stored = found.as_ref().filter(|(_, _, is_staff)| *is_staff == staff).map(|(_, hash, _)| hash.clone());
    let ok = password::verify_limited(password, stored).await?;
    match (ok, found) {
        (true, Some((id, _, _))) => {
            limits.failures_per_account_address.reset(&pair_key);
            state
                .db
                .call(move |c| store::record_sign_in_address(c, id, &address_hash, &crate::time::now_text()))
                .await?;
            Ok(id)
        }
        _ => {
            let _ = limits.failures_per_account_address.check(&pair_key);
            let _ = limits.failures_per_account.check(&account_key);
            if limits.failures_per_account.count(&account_key) >= super::FAILURE_BURST
                && limits.burst_alerts.check(&account_key).is_ok()
            {
                alert_failure_burst(state, &creds.username).await?;
            }
            Err(ApiError::Unauthorized)
        }
    }
}

/// Tells staff, through the alert outbox, that an account is being guessed at.
async fn alert_failure_burst(state: &AppState, username: &str) -> Result<(), ApiError> {
    let subject = format!("Many failed sign-ins for the account {username}");
    let body = format!(
        "{} failed sign-ins for the account \"{username}\" in the last 15 minutes, from several addresses.\n\n\
         Sign-ins from addresses that never signed in to it are refused for now; the owner's own still work. \
         If this was not you, make sure the password is long and not used anywhere else.\n",
        super::FAILURE_BURST
    );
    let payload = serde_json::json!({ "type": "sign-in-failures", "username": username, "text": body, "createdAt": crate::time::now_text() });
    let alert = crate::alerts::Alert { subject, body, payload, lead: None };
    let config = state.config.alerts.clone();
    state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            crate::alerts::enqueue(&tx, &config, &alert)?;
            tx.commit()
        })
        .await?;
    state.after_commit(Effects::queued());
    Ok(())
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
pub(super) async fn login(
    State(state): State<AppState>,
    cookies: Cookies,
    ip: ClientIp,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let result = sign_in(&state, &cookies, &ip, &body, false).await;
    let form = Plain { title: "Sign In", action: "/api/login", form: &FORMS.login };
    without_js(&state, &body, result, Then::Go("/dashboard"), form, ("/login", "Try again"))
}

async fn sign_in(
    state: &AppState,
    cookies: &Cookies,
    ip: &ClientIp,
    body: &FieldsBody,
    staff: bool,
) -> Result<Response, ApiError> {
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

/// The form a failed plain post is answered with: the page's heading, where
/// it posts, and its fields (those of the React form, from ui/src/lib/forms/).
struct Plain {
    title: &'static str,
    action: &'static str,
    form: &'static Form,
}

/// A form posted without JavaScript (or sent before the page's code arrived)
/// is answered with a page, not JSON: success goes on to the next page; a
/// failure shows the same form again, filled in (never a password), with
/// each error under its field or, when it is about no field, above the form,
/// and a link to start over. A JSON request keeps its JSON answer.
fn without_js(
    state: &AppState,
    body: &FieldsBody,
    result: Result<Response, ApiError>,
    then: Then,
    form: Plain,
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
            let message = if fields.is_empty() { message } else { FIX_FIELDS.to_string() };
            let page = Page {
                title: form.title,
                action: form.action,
                class: "form",
                message: &message,
                back: Some(back),
                status,
            };
            form_page(css, &page, form.form, body, &fields, &|_| None)
        }
    })
}

const FIX_FIELDS: &str = "Please correct the fields marked below and send the form again.";

/// Signs a staff member in (sets the session cookie staff routes need).
#[utoipa::path(post, path = "/admin/login", tag = "accounts",
    request_body(content = LoginBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Signed in.", body = LoggedIn),
        (status = 401, description = "Wrong username or password.", body = ErrorBody),
        (status = 429, description = "Too many sign-in attempts.", body = ErrorBody),
    ))]
pub(super) async fn admin_login(
    State(state): State<AppState>,
    cookies: Cookies,
    ip: ClientIp,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let result = sign_in(&state, &cookies, &ip, &body, true).await;
    // A technician's account lands on their app, the owner's on the dashboard.
    let mut home = "/admin/dashboard";
    if body.from_html_form && result.is_ok() {
        let username = validate::login(&body.fields).map(|c| c.username).unwrap_or_default();
        let role: Option<String> = state.db.call(move |c| super::store::role_of(c, &username)).await?;
        if role.as_deref() == Some(super::Role::Technician.as_str()) {
            home = "/tech/";
        }
    }
    let form = Plain { title: "Staff Sign In", action: "/api/admin/login", form: &FORMS.admin_login };
    without_js(&state, &body, result, Then::Go(home), form, ("/admin", "Try again"))
}

/// Ends the session, if any (always 200).
#[utoipa::path(post, path = "/logout", tag = "accounts", responses((status = 200, description = "Signed out.", body = Message)))]
pub(super) async fn logout(State(state): State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    session::end(&state, &cookies).await?;
    Ok(axum::Json(Message { message: "Logged out".into() }).into_response())
}

/// Ends the staff session, if any (always 200).
#[utoipa::path(post, path = "/admin/logout", tag = "accounts", responses((status = 200, description = "Signed out.", body = Message)))]
pub(super) async fn admin_logout(state: State<AppState>, cookies: Cookies) -> Result<Response, ApiError> {
    logout(state, cookies).await
}

/// The signed-in customer.
#[utoipa::path(get, path = "/me", tag = "accounts", security(("customerSession" = [])),
    responses(
        (status = 200, description = "The customer's account.", body = User),
        (status = 401, description = "No customer session.", body = ErrorBody),
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

const RESET_SENT: &str = "If an account exists for that email, a reset link is on its way.";

/// Emails a password-reset link (the same answer whether or not the email has an account).
#[utoipa::path(post, path = "/forgot-password", tag = "accounts",
    request_body(content = ForgotBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Sent, if the account exists.", body = ResetSent),
        (status = 400, description = "The email is invalid.", body = ErrorBody),
        (status = 429, description = "Too many reset requests.", body = ErrorBody),
    ))]
pub(super) async fn forgot_password(
    State(state): State<AppState>,
    ip: ClientIp,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let result = send_reset_link(&state, &ip, &body).await;
    without_js(
        &state,
        &body,
        result,
        Then::Say("Check Your Email", RESET_SENT),
        Plain { title: "Forgot Your Password?", action: "/api/forgot-password", form: &FORMS.forgot },
        ("/forgot-password", "Try again"),
    )
}

async fn send_reset_link(state: &AppState, ip: &ClientIp, body: &FieldsBody) -> Result<Response, ApiError> {
    let email = validate::forgot(&body.fields).map_err(ApiError::Invalid)?;
    if state.account_limits.reset_per_ip.check(&ip.limit_key()).is_err()
        || state.account_limits.reset_per_email.check(&email).is_err()
    {
        return Err(ApiError::TooMany(TOO_MANY.into()));
    }
    let token = tokens::new_token();
    let hash = tokens::hash_token(&token);
    let expiry = crate::time::format(chrono::Utc::now() + chrono::Duration::hours(1));
    // Made whether or not the email has an account, and queued in the same
    // transaction as the token: the request does the same work either way,
    // and never waits on the mail server.
    let mail = state.mailer.is_configured().then(|| crate::alerts::Mail {
        to: email.clone(),
        subject: "Reset your password".into(),
        body: format!(
            "Someone asked to reset the password of your {} account.\n\nOpen this link within one hour to choose a new \
                password:\n{}/reset-password?token={token}\n\nIf it was not you, ignore this email.\n",
            crate::content::BUSINESS.name,
            state.config.base_url
        ),
        expires_at: expiry.clone(),
    });
    let found = state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let found = store::set_reset_token(&tx, &email, &hash, &expiry)?;
            if let (true, Some(mail)) = (found, &mail) {
                crate::alerts::enqueue_mail(&tx, mail, None)?;
            }
            tx.commit()?;
            Ok(found)
        })
        .await?;
    let mut answer = ResetSent { message: RESET_SENT.into(), reset_token: None };
    if found {
        if state.mailer.is_configured() {
            state.after_commit(Effects::queued());
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
pub(super) async fn reset_password(
    State(state): State<AppState>,
    ip: ClientIp,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let result = set_new_password(&state, &ip, &body).await;
    without_js(
        &state,
        &body,
        result,
        Then::Go("/login"),
        Plain { title: "Choose a New Password", action: "/api/reset-password", form: &FORMS.reset },
        ("/forgot-password", "Request a new reset link"),
    )
}

const INVALID_RESET_TOKEN: &str = "Invalid or expired reset token";

async fn set_new_password(state: &AppState, ip: &ClientIp, body: &FieldsBody) -> Result<Response, ApiError> {
    if state.account_limits.reset_per_ip.check(&ip.limit_key()).is_err() {
        return Err(ApiError::TooMany(TOO_MANY.into()));
    }
    let r = validate::confirmed(body, validate::reset(&body.fields)).map_err(ApiError::Invalid)?;
    let hash = tokens::hash_token(&r.token);
    // The token first: a guessed one costs no hashing.
    let lookup = hash.clone();
    let found = state.db.call(move |c| store::reset_token_user(c, &lookup, &crate::time::now_text())).await?;
    let Some((user_id, is_staff)) = found else {
        return Err(ApiError::BadRequest(INVALID_RESET_TOKEN.into()));
    };
    if is_staff && let Some(fields) = validate::staff_password(&r.password) {
        return Err(ApiError::Invalid(fields));
    }
    let new_hash = password::hash_limited(r.password.clone()).await?;
    let changed =
        state.db.call(move |c| store::reset_password(c, user_id, &hash, &new_hash, &crate::time::now_text())).await?;
    if !changed {
        return Err(ApiError::BadRequest(INVALID_RESET_TOKEN.into()));
    }
    Ok(axum::Json(Message { message: "Password reset successful".into() }).into_response())
}
