//! `/api/forgot-password` and `/api/reset-password`: a reset link by mail, and
//! the new password it lets one set.
use super::handlers::Message;
use super::sign_in::{Plain, Then, without_js};
use super::validate::{ForgotBody, ResetBody};
use super::{TOO_MANY, password, store, tokens, validate};
use crate::error::{ApiError, ErrorBody};
use crate::state::{AppState, Effects};
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use crate::web::forms::FORMS;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ResetSent {
    message: String,
    /// Only with `dev_expose_reset_tokens` (never on a public site).
    #[serde(skip_serializing_if = "Option::is_none")]
    reset_token: Option<String>,
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
