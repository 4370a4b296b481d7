//! The fleet manager's portal (docs/product.md#fleets). The owner invites a
//! manager by email; the invite's link (/fleet/join?token=…) sets a password
//! by the accounts' rules and makes a customer account that manages that one
//! fleet. Signed in, a manager sees only their fleet: its units and each
//! unit's service history, its invoices and statement with their pay links,
//! the approvals waiting for an answer, and a service request form that
//! makes a lead like any other. Anything of another fleet is 404: every
//! query here is keyed by the manager's own fleet, never by an id alone.
//!
//! - Owner: invite, list and remove managers (`invites.rs`).
//! - Public: read and use an invite (`invites.rs`).
//! - Manager (a customer session that manages a fleet; 401 without a
//!   session, 403 for any other account): the portal's reads and requests.
mod estimates;
mod invites;
mod service;
pub mod store;
mod units;
use crate::accounts::session;
use crate::error::{ApiError, ErrorBody};
use crate::jobs::validate::ApprovalStatus;
use crate::lists::InvoiceStatus;
use crate::refs::invoice_number;
use crate::state::AppState;
use crate::validation::{Input, parse_with};
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use crate::web::query::QueryMap;
use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::response::Response;
pub use invites::owner_routes;
use serde::Serialize;
use tower_cookies::Cookies;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

const NOT_A_MANAGER: &str = "This is a fleet's portal: only the account of a fleet's manager can use it.";

/// Public (the invite's link), and the manager's own routes (guarded by `FleetManager`).
pub fn routes() -> OpenApiRouter<AppState> {
    invites::public_routes()
        .routes(routes!(portal))
        .routes(routes!(units::unit_history))
        .routes(routes!(units::unit_photo))
        .routes(routes!(service::request_service))
        .routes(routes!(portal_statement))
        .routes(routes!(portal_statement_csv))
        .routes(routes!(answer_approval))
        .routes(routes!(estimates::answer_estimate))
}

/// A manager's statement links are theirs: they end when the manager is removed.
fn holder(m: &FleetManager) -> crate::statements::store::Holder {
    crate::statements::store::Holder::Manager(m.manager_id)
}

/// What `FleetManager` answers before a portal handler runs (never built: it
/// only describes the responses).
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
pub enum ManagerOnly {
    #[response(status = 401, description = "No session.")]
    NoSession(ErrorBody),
    #[response(status = 403, description = "Not a fleet manager's account.")]
    NotAManager(ErrorBody),
}

/// The manager behind a request: a customer session whose account manages
/// a fleet. No session: 401; staff, or a customer who manages none: 403.
pub struct FleetManager {
    pub user_id: i64,
    /// Their fleet_managers row: their access, which links made for them end with.
    pub manager_id: i64,
    pub fleet_id: i64,
    /// The account's username, recorded with what they answer.
    pub username: String,
}

impl FromRequestParts<AppState> for FleetManager {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let cookies = Cookies::from_request_parts(parts, state).await.map_err(|_| ApiError::Unauthorized)?;
        let user = session::current(state, &cookies).await?.ok_or(ApiError::Unauthorized)?;
        if user.is_staff {
            return Err(ApiError::Forbidden(NOT_A_MANAGER.into()));
        }
        let user_id = user.id;
        let fleet = state.db.call(move |c| store::fleet_of(c, user_id)).await?;
        let managing = fleet.ok_or_else(|| ApiError::Forbidden(NOT_A_MANAGER.into()))?;
        Ok(FleetManager { user_id, manager_id: managing.id, fleet_id: managing.fleet_id, username: user.username })
    }
}

/// The fleet as its manager sees it (the owner's notes left out).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct PortalFleet {
    name: String,
    billing_contact: String,
    billing_email: String,
    address: String,
    /// receipt, net15 or net30.
    terms: String,
    tax_exempt: bool,
    /// none, before or after.
    po_rule: String,
    approval_limit_cents: Option<i64>,
    credit_hold: bool,
}

/// One of the fleet's invoices, with its page (where it is paid).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct PortalInvoice {
    number: String,
    /// sent, partly-paid or paid.
    status: InvoiceStatus,
    /// YYYY-MM-DD.
    sent_on: String,
    due_date: Option<String>,
    po_number: Option<String>,
    unit_label: Option<String>,
    total_cents: i64,
    balance_cents: i64,
    /// /invoice/{token}.
    path: String,
}

/// An approval waiting for the fleet's answer, which the manager answers
/// here (`POST /api/fleet/approvals/{id}`), signed in.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct PortalApproval {
    id: i64,
    job_id: i64,
    lines: Vec<crate::approvals::store::EstimateLine>,
    amount_cents: i64,
    requested_at: String,
}

/// The portal's first page: the fleet, its units, invoices, this month's
/// statement and the approvals waiting.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct Portal {
    fleet: PortalFleet,
    units: Vec<crate::fleets::store::Unit>,
    /// Newest first; those with a balance are open.
    invoices: Vec<PortalInvoice>,
    statement: crate::statements::Statement,
    approvals: Vec<PortalApproval>,
    /// The fleet jobs' estimates waiting for an answer.
    estimates: Vec<estimates::PortalEstimate>,
}

/// The manager's fleet: its terms, units, invoices, statement and the approvals waiting.
#[utoipa::path(get, path = "/fleet", tag = "fleet portal", security(("customerSession" = [])),
    responses(
        (status = 200, description = "The manager's fleet.", body = Portal),
        ManagerOnly,
    ))]
async fn portal(State(state): State<AppState>, m: FleetManager) -> Result<axum::Json<Portal>, ApiError> {
    let (fleet_id, base) = (m.fleet_id, state.config.base_url.clone());
    let read = state
        .db
        .call(move |c| {
            let Some(f) = crate::fleets::store::get(c, fleet_id)? else { return Ok(None) };
            let units = crate::fleets::store::units(c, fleet_id)?;
            let invoices = crate::statements::store::invoices(c, fleet_id)?;
            let approvals = crate::approvals::store::pending_of_fleet(c, fleet_id)?;
            let estimates = estimates::waiting(c, &base, fleet_id)?;
            Ok(Some((f, units, invoices, approvals, estimates)))
        })
        .await?;
    let (f, units, invoices, approvals, estimates) = read.ok_or(ApiError::NotFound)?;
    let statement = crate::statements::of_fleet(&state, fleet_id, &Default::default(), holder(&m)).await?;
    let mut invoices: Vec<PortalInvoice> = invoices
        .into_iter()
        .map(|i| PortalInvoice {
            number: invoice_number(i.number),
            status: i.status,
            sent_on: crate::time::eastern_day(&i.sent_at).map(|d| d.to_string()).unwrap_or_default(),
            due_date: i.due_date,
            po_number: i.po_number,
            unit_label: i.unit_label,
            total_cents: i.total_cents,
            balance_cents: i.total_cents - i.paid_cents,
            path: format!("/invoice/{}", i.token),
        })
        .collect();
    invoices.reverse();
    let approvals = approvals
        .into_iter()
        .map(|a| PortalApproval {
            id: a.id,
            job_id: a.job_id,
            lines: a.lines,
            amount_cents: a.amount_cents,
            requested_at: a.requested_at,
        })
        .collect();
    let fleet = PortalFleet {
        name: f.name,
        billing_contact: f.billing_contact,
        billing_email: f.billing_email,
        address: f.address,
        terms: f.terms,
        tax_exempt: f.tax_exempt,
        po_rule: f.po_rule,
        approval_limit_cents: f.approval_limit_cents,
        credit_hold: f.credit_hold,
    };
    Ok(axum::Json(Portal { fleet, units, invoices, statement, approvals, estimates }))
}

/// The manager's statement for a period and day (as the owner's: by default
/// this month to date, aged today), with its printable page where it is paid.
#[utoipa::path(get, path = "/fleet/statement", tag = "fleet portal", security(("customerSession" = [])),
    params(crate::statements::validate::StatementQuery),
    responses(
        (status = 200, description = "The statement.", body = crate::statements::Statement),
        (status = 400, description = "A bad date, or a period that ends before it starts: `fields` names it.", body = ErrorBody),
        ManagerOnly,
    ))]
async fn portal_statement(
    State(state): State<AppState>,
    m: FleetManager,
    QueryMap(q): QueryMap,
) -> Result<axum::Json<crate::statements::Statement>, ApiError> {
    Ok(axum::Json(crate::statements::of_fleet(&state, m.fleet_id, &q, holder(&m)).await?))
}

/// The manager's statement as CSV.
#[utoipa::path(get, path = "/fleet/statement.csv", tag = "fleet portal", security(("customerSession" = [])),
    params(crate::statements::validate::StatementQuery),
    responses(
        (status = 200, description = "The statement as a spreadsheet.", content_type = "text/csv", body = String),
        (status = 400, description = "A bad date, or a period that ends before it starts: `fields` names it.", body = ErrorBody),
        ManagerOnly,
    ))]
async fn portal_statement_csv(
    State(state): State<AppState>,
    m: FleetManager,
    QueryMap(q): QueryMap,
) -> Result<Response, ApiError> {
    Ok(crate::statements::csv(&crate::statements::of_fleet(&state, m.fleet_id, &q, holder(&m)).await?))
}

fn decision(i: &mut Input) -> Option<bool> {
    let d = i.one_of("decision", "approve or decline.", &["approve", "decline"], "Choose approve or decline");
    Some(d == "approve")
}

crate::described_body!(DecisionBody, "The manager's answer to an approval request.", |i| decision(i));

/// The manager's answer to one of their fleet's approval requests, signed
/// in: recorded with their account's name (404 for another fleet's request,
/// 409 once it is answered or replaced).
#[utoipa::path(post, path = "/fleet/approvals/{id}", tag = "fleet portal", security(("customerSession" = [])),
    params(("id" = i64, Path, description = "The approval request's id.")),
    request_body(content = DecisionBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Recorded: the request as it is now.", body = crate::approvals::store::Approval),
        (status = 400, description = "The decision is not approve or decline (`fields.decision`).", body = ErrorBody),
        ManagerOnly,
        (status = 404, description = "No such request for the manager's fleet.", body = ErrorBody),
        (status = 409, description = "It was answered already, or a newer request replaced it (`fields.decision`).", body = ErrorBody),
    ))]
async fn answer_approval(
    State(state): State<AppState>,
    m: FleetManager,
    ip: crate::web::client_ip::ClientIp,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<crate::approvals::store::Approval>, ApiError> {
    let (fleet_id, id) = (m.fleet_id, id);
    let approve = parse_with(&body.fields, decision).map_err(ApiError::Invalid)?;
    let found = state.db.call(move |c| crate::approvals::store::by_id(c, id)).await?;
    let approval = found.filter(|a| a.fleet_id == fleet_id).ok_or(ApiError::NotFound)?;
    let answering = crate::approvals::Answering {
        approve,
        name: m.username.clone(),
        from: ip.0.to_string(),
        by: format!("{} (portal manager)", m.username),
    };
    if approval.status != ApprovalStatus::Pending
        || !crate::approvals::record_answer(&state, approval.id, answering).await?
    {
        return Err(ApiError::conflict("decision", "This request was answered already, or a newer one replaced it."));
    }
    let now = state.db.call(move |c| crate::approvals::store::by_id(c, id)).await?;
    Ok(axum::Json(now.ok_or(ApiError::NotFound)?))
}
