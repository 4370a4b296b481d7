//! GET /api/me/history: what a customer has had from the business, found by
//! their verified email: their requests (leads of every kind with that
//! email), the jobs made from them, their invoices and the payments of those.
use super::session;
use crate::error::{ApiError, ErrorBody};
use crate::refs::LeadKind;
use crate::refs::invoice_number;
use crate::state::AppState;
use axum::extract::State;
use rusqlite::{Connection, params};
use serde::Serialize;
use tower_cookies::Cookies;
use utoipa::ToSchema;

/// A request the customer sent (a quote, booking, contact message or analyzer request).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PastRequest {
    /// quote, booking, contact or analyzer.
    kind: String,
    id: i64,
    service: String,
    /// Whether the business has contacted them about it.
    contacted: bool,
    created_at: String,
}

/// A job made from one of those requests.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PastJob {
    id: i64,
    /// The kind of the request it came from.
    kind: String,
    service: String,
    /// pending, scheduled, en route, on site, completed or cancelled.
    status: String,
    created_at: String,
    completed_at: Option<String>,
}

/// An invoice to the customer's email (drafts are the business's own until sent).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PastInvoice {
    /// INV-0001 onwards.
    number: String,
    total_cents: i64,
    paid_cents: i64,
    /// sent, partly-paid, paid or void.
    status: String,
    created_at: String,
    /// The invoice's public page, where it can be paid.
    pay_url: String,
}

/// A payment of one of those invoices.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Receipt {
    invoice_number: String,
    received_at: String,
    /// cash, zelle, cashapp, check, card-on-site or card.
    method: String,
    amount_cents: i64,
    tip_cents: i64,
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

/// Rows of each kind at most (a customer of many years still gets a quick page).
const LIMIT: i64 = 100;

fn service_column(kind: LeadKind) -> &'static str {
    match kind {
        LeadKind::Quote => "service_type",
        LeadKind::Booking => "service_needed",
        LeadKind::Contact => "'Contact form'",
        LeadKind::Analyzer | LeadKind::Chat => "suggested_service",
    }
}

const KINDS: [LeadKind; 4] = [LeadKind::Quote, LeadKind::Booking, LeadKind::Contact, LeadKind::Analyzer];

/// The four lists of a history, in its order.
type Lists = (Vec<PastRequest>, Vec<PastJob>, Vec<PastInvoice>, Vec<Receipt>);

fn read(c: &Connection, email: &str) -> rusqlite::Result<Lists> {
    let leads: Vec<String> = KINDS
        .iter()
        .map(|k| {
            format!(
                "SELECT '{kind}' AS kind, id, {service} AS service, contacted, created_at FROM {table} WHERE email = ?1 COLLATE NOCASE",
                kind = k.as_str(),
                service = service_column(*k),
                table = k.table()
            )
        })
        .collect();
    let leads = leads.join(" UNION ALL ");
    let mut stmt = c.prepare(&format!("SELECT * FROM ({leads}) ORDER BY created_at DESC LIMIT {LIMIT}"))?;
    let requests: Vec<PastRequest> = stmt
        .query_map([email], |r| {
            Ok(PastRequest {
                kind: r.get(0)?,
                id: r.get(1)?,
                service: r.get(2)?,
                contacted: r.get(3)?,
                created_at: r.get(4)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    let mut stmt = c.prepare(&format!(
        "SELECT j.id, l.kind, l.service, j.status, j.created_at, j.completed_at
         FROM job_tracking j JOIN ({leads}) l ON l.kind = j.submission_type AND l.id = j.submission_id
         ORDER BY j.created_at DESC LIMIT {LIMIT}"
    ))?;
    let jobs: Vec<PastJob> = stmt
        .query_map([email], |r| {
            Ok(PastJob {
                id: r.get(0)?,
                kind: r.get(1)?,
                service: r.get(2)?,
                status: r.get(3)?,
                created_at: r.get(4)?,
                completed_at: r.get(5)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    let mut stmt = c.prepare(&format!(
        "SELECT number, total_cents, paid_cents, status, created_at, token FROM invoices
         WHERE customer_email = ?1 COLLATE NOCASE AND status <> 'draft' ORDER BY created_at DESC, id DESC LIMIT {LIMIT}"
    ))?;
    let invoices: Vec<PastInvoice> = stmt
        .query_map([email], |r| {
            Ok(PastInvoice {
                number: invoice_number(r.get(0)?),
                total_cents: r.get(1)?,
                paid_cents: r.get(2)?,
                status: r.get(3)?,
                created_at: r.get(4)?,
                pay_url: format!("/invoice/{}", r.get::<_, String>(5)?),
            })
        })?
        .collect::<Result<_, _>>()?;
    let mut stmt = c.prepare(&format!(
        "SELECT i.number, p.received_at, p.method, p.amount_cents, p.tip_cents FROM payments p
         JOIN invoices i ON i.id = p.invoice_id
         WHERE i.customer_email = ?1 COLLATE NOCASE AND i.status <> 'draft'
         ORDER BY p.received_at DESC, p.id DESC LIMIT {LIMIT}"
    ))?;
    let receipts: Vec<Receipt> = stmt
        .query_map(params![email], |r| {
            Ok(Receipt {
                invoice_number: invoice_number(r.get(0)?),
                received_at: r.get(1)?,
                method: r.get(2)?,
                amount_cents: r.get(3)?,
                tip_cents: r.get(4)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok((requests, jobs, invoices, receipts))
}

/// The signed-in customer's requests, jobs, invoices and receipts, found by
/// their email once it is verified (until then `emailVerified` is false and
/// the lists are empty). A staff session does not count.
#[utoipa::path(get, path = "/me/history", tag = "accounts", security(("customerSession" = [])),
    responses(
        (status = 200, description = "The customer's history, newest first in each list.", body = History),
        (status = 401, description = "No customer session.", body = ErrorBody),
    ))]
pub(super) async fn history(State(state): State<AppState>, cookies: Cookies) -> Result<axum::Json<History>, ApiError> {
    let user = session::customer(&state, &cookies).await?;
    let (id, email) = (user.id, user.email.clone());
    let out = state
        .db
        .call(move |c| {
            let verified = super::verify::is_verified(c, id)?;
            let lists = match (&email, verified) {
                (Some(email), true) => read(c, email.trim())?,
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
