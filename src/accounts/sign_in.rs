//! `/api/login`, `/api/logout`, `/api/admin/login` and `/api/admin/logout`:
//! signing in and out, for customers and for staff (with or without
//! JavaScript).
use super::handlers::Message;
use super::validate::LoginBody;
use super::{TOO_MANY_SIGN_INS, password, session, store, tokens, validate};
use crate::error::{ApiError, ErrorBody};
use crate::state::{AppState, Effects};
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

#[derive(Serialize, ToSchema)]
pub(super) struct LoggedIn {
    id: i64,
    message: String,
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
pub(super) enum Then {
    /// A redirect (303) to the next page.
    Go(&'static str),
    /// A page with this title and message.
    Say(&'static str, &'static str),
}

/// The form a failed plain post is answered with: the page's heading, where
/// it posts, and its fields (those of the React form, from ui/src/lib/forms/).
pub(super) struct Plain {
    pub(super) title: &'static str,
    pub(super) action: &'static str,
    pub(super) form: &'static Form,
}

/// A form posted without JavaScript (or sent before the page's code arrived)
/// is answered with a page, not JSON: success goes on to the next page; a
/// failure shows the same form again, filled in (never a password), with
/// each error under its field or, when it is about no field, above the form,
/// and a link to start over. A JSON request keeps its JSON answer.
pub(super) fn without_js(
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
