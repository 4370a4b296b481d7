//! `/api/register`: a customer's new account.
use super::sign_in::{Plain, Then, without_js};
use super::validate::RegisterBody;
use super::{TOO_MANY, password, store, validate};
use crate::error::{ApiError, ErrorBody};
use crate::state::{AppState, Effects};
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use crate::web::forms::FORMS;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

/// The answer to a registration: the same whether the account was made or
/// its email already had one (whose owner is then told by email instead).
#[derive(Serialize, ToSchema)]
pub(super) struct Registered {
    message: String,
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
