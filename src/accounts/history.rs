//! GET /api/me/history: what a customer has had from the business, found by
//! their verified email: their requests (leads of every kind with that
//! email), the jobs made from them, their invoices and the payments of those.
use super::handlers::NoCustomerSession;
use super::session;
use crate::error::ApiError;
use crate::state::AppState;
use axum::extract::State;
use serde::Serialize;
use tower_cookies::Cookies;
use utoipa::ToSchema;

/// A request the customer sent (a quote, booking, contact message or analyzer request).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PastRequest {
    /// quote, booking, contact or analyzer.
    pub(super) kind: String,
    pub(super) id: i64,
    pub(super) service: String,
    /// Whether the business has contacted them about it.
    pub(super) contacted: bool,
    pub(super) created_at: String,
}

/// A job made from one of those requests.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PastJob {
    pub(super) id: i64,
    /// The kind of the request it came from.
    pub(super) kind: String,
    pub(super) service: String,
    /// pending, scheduled, en route, on site, completed or cancelled.
    pub(super) status: String,
    pub(super) created_at: String,
    pub(super) completed_at: Option<String>,
}

/// An invoice to the customer's email (drafts are the business's own until sent).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PastInvoice {
    /// INV-0001 onwards.
    pub(super) number: String,
    pub(super) total_cents: i64,
    pub(super) paid_cents: i64,
    /// sent, partly-paid, paid or void.
    pub(super) status: String,
    pub(super) created_at: String,
    /// The invoice's public page, where it can be paid.
    pub(super) pay_url: String,
}

/// A payment of one of those invoices.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Receipt {
    pub(super) invoice_number: String,
    pub(super) received_at: String,
    /// cash, zelle, cashapp, check, card-on-site, ach or card.
    pub(super) method: String,
    pub(super) amount_cents: i64,
    pub(super) tip_cents: i64,
}

/// The signed-in customer's history. Empty lists until the email is verified.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct History {
    email: Option<String>,
    /// Whether a link mailed to the email was opened; until then nothing else is shown.
    email_verified: bool,
    requests: Vec<PastRequest>,
    jobs: Vec<PastJob>,
    invoices: Vec<PastInvoice>,
    receipts: Vec<Receipt>,
}

/// The signed-in customer's requests, jobs, invoices and receipts, found by
/// their email once it is verified (until then `emailVerified` is false and
/// the lists are empty). A staff session does not count.
#[utoipa::path(get, path = "/me/history", tag = "accounts", security(("customerSession" = [])),
    responses(
        (status = 200, description = "The customer's history, newest first in each list.", body = History),
        NoCustomerSession,
    ))]
pub(super) async fn history(State(state): State<AppState>, cookies: Cookies) -> Result<axum::Json<History>, ApiError> {
    let user = session::customer(&state, &cookies).await?;
    let (id, email) = (user.id, user.email.clone());
    let out = state
        .db
        .call(move |c| {
            let verified = super::verify::is_verified(c, id)?;
            let lists = match (&email, verified) {
                (Some(email), true) => super::store::history(c, email.trim())?,
                _ => Default::default(),
            };
            Ok(History {
                email,
                email_verified: verified,
                requests: lists.0,
                jobs: lists.1,
                invoices: lists.2,
                receipts: lists.3,
            })
        })
        .await?;
    Ok(axum::Json(out))
}
