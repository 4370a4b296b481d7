//! Verifying a customer's email (docs/product.md#accounts): a link mailed at
//! registration and on request; opening it marks the email as the
//! account's own, which opens the history of that email on /dashboard.
//! Tokens are kept hashed, as session and reset tokens are.
use super::handlers::NoCustomerSession;
use super::tokens::{hash_token, new_token};
use super::{TOO_MANY, session};
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::state::Effects;
use crate::web::client_ip::ClientIp;
use crate::web::plain;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use tower_cookies::Cookies;

/// The answer when no mail server is set up.
const NO_MAIL: &str = "This site cannot send email at the moment, so no link was sent. Please call us instead.";

/// How long a mailed link works.
const LINK_HOURS: i64 = 48;

/// Makes a verification token for `email` of account `user_id` (earlier
/// ones of the account stop working) and answers the mail carrying its link.
pub fn issue(tx: &Connection, base_url: &str, user_id: i64, email: &str) -> rusqlite::Result<crate::alerts::Mail> {
    let token = new_token();
    let expires = crate::time::format(chrono::Utc::now() + chrono::Duration::hours(LINK_HOURS));
    super::store::insert_verification(tx, &hash_token(&token), user_id, email, &expires)?;
    Ok(crate::alerts::Mail {
        to: email.to_string(),
        subject: "Confirm your email address".into(),
        body: format!(
            "Please confirm that this is the email address of your {name} account: open this link within {LINK_HOURS} \
                hours.\n{base_url}/verify-email?token={token}\n\nOnce it is confirmed, your account page shows your \
                requests, jobs and invoices.\n\nIf you did not create an account, ignore this email.\n",
            name = crate::content::BUSINESS.name,
        ),
        expires_at: expires,
    })
}

/// Marks the email of the token's account verified, if the token is live and
/// the account still has the email it was mailed to. Answers that email.
pub fn redeem(c: &mut Connection, token: &str, now: &str) -> rusqlite::Result<Option<String>> {
    let tx = c.transaction()?;
    let Some((user_id, email)) = super::store::verification(&tx, &hash_token(token), now)? else { return Ok(None) };
    super::store::mark_verified(&tx, user_id, now)?;
    tx.commit()?;
    Ok(Some(email))
}

/// Whether the account's email is verified.
pub fn is_verified(c: &Connection, user_id: i64) -> rusqlite::Result<bool> {
    super::store::is_verified(c, user_id)
}

/// Mails the signed-in customer a new verification link. Limited like
/// password resets: a few an hour per account and per address.
#[utoipa::path(post, path = "/me/verify-email", tag = "accounts", security(("customerSession" = [])),
    responses(
        (status = 200, description = "The link is on its way (or the email was already verified: the message says which).", body = super::Message),
        (status = 400, description = "The account has no email, or this site does not send email.", body = ErrorBody),
        NoCustomerSession,
        (status = 429, description = "Too many links asked for.", body = ErrorBody),
    ))]
pub(super) async fn send_link(
    State(state): State<AppState>,
    cookies: Cookies,
    ip: ClientIp,
) -> Result<Response, ApiError> {
    let user = session::customer(&state, &cookies).await?;
    let Some(email) = user.email.clone() else {
        return Err(ApiError::BadRequest("This account has no email address.".into()));
    };
    let id = user.id;
    if state.db.call(move |c| is_verified(c, id)).await? {
        return Ok(axum::Json(super::Message::new("Your email address is already verified.")).into_response());
    }
    let limits = &state.account_limits;
    if limits.verify_per_ip.check(&ip.limit_key()).is_err() || limits.verify_per_account.check(&id.to_string()).is_err()
    {
        return Err(ApiError::TooMany(TOO_MANY.into()));
    }
    // Like a text with no [sms]: the site cannot send one, which is no server fault.
    if !state.mailer.is_configured() {
        tracing::warn!("a verification link was asked for but no mail server is configured ([mail] host)");
        return Err(ApiError::BadRequest(NO_MAIL.into()));
    }
    let base = state.config.base_url.clone();
    state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let mail = issue(&tx, &base, id, &email)?;
            crate::alerts::enqueue_mail(&tx, &mail, None)?;
            tx.commit()
        })
        .await?;
    state.after_commit(Effects::queued());
    Ok(axum::Json(super::Message::new("We sent a verification link to your email address.")).into_response())
}

/// GET /verify-email?token=...: the page the mailed link opens. Works
/// without JavaScript; an unknown or expired token changes nothing.
pub async fn page(
    State(state): State<AppState>,
    crate::web::query::QueryMap(q): crate::web::query::QueryMap,
) -> Response {
    let token = q.get("token").and_then(|v| v.as_str()).map(str::trim).unwrap_or("").to_string();
    let css = &state.site.stylesheet;
    let plausible = !token.is_empty() && token.len() <= 128 && token.bytes().all(|b| b.is_ascii_hexdigit());
    let redeemed =
        if plausible { state.db.call(move |c| redeem(c, &token, &crate::time::now_text())).await } else { Ok(None) };
    let mut response = match redeemed {
        Ok(Some(email)) => plain::message_page(
            StatusCode::OK,
            css,
            "Email Verified",
            &format!("Thank you: {email} is verified. Your account page now shows your requests, jobs and invoices."),
            Some(("/dashboard", "Go to your account")),
        ),
        Ok(None) => plain::message_page(
            StatusCode::BAD_REQUEST,
            css,
            "Link Not Valid",
            "This verification link is unknown or has expired, so nothing was changed. Sign in and send a new link \
                from your account page.",
            Some(("/dashboard", "Go to your account")),
        ),
        Err(e) => return ApiError::Internal(e).into_response(),
    };
    // The token is in the address: no other site should see it as a referrer.
    response
        .headers_mut()
        .insert(axum::http::header::REFERRER_POLICY, axum::http::HeaderValue::from_static("no-referrer"));
    response.headers_mut().insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
    response
}
