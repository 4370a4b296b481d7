//! `/api/fleet/units/{id}`: a unit's service history, for its fleet's manager.
use super::FleetManager;
use super::ManagerOnly;
use crate::error::{ApiError, ErrorBody};
use crate::jobs::store::Job;
use crate::jobs::validate::JobStatus;
use crate::lists::InvoiceStatus;
use crate::state::AppState;
use crate::web::path::PathId;
use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

/// One visit to a unit: the job, what it was for, what was done (the
/// invoice's lines) and its invoice.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct Visit {
    job_id: i64,
    status: JobStatus,
    created_at: String,
    completed_at: Option<String>,
    service: Option<String>,
    problem: Option<String>,
    location: Option<String>,
    po_number: Option<String>,
    /// The invoice's lines: what was done.
    work: Vec<String>,
    invoice: Option<crate::jobs::store::JobInvoice>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct UnitHistory {
    unit: crate::fleets::store::Unit,
    /// Newest first.
    visits: Vec<Visit>,
}

/// A unit of the manager's fleet with its service history (404 for a unit of another fleet).
#[utoipa::path(get, path = "/fleet/units/{id}", tag = "fleet portal", security(("customerSession" = [])),
    params(("id" = i64, Path, description = "The unit's id.")),
    responses(
        (status = 200, description = "The unit and its jobs, newest first.", body = UnitHistory),
        ManagerOnly,
        (status = 404, description = "No such unit in the manager's fleet.", body = ErrorBody),
    ))]
pub(super) async fn unit_history(
    State(state): State<AppState>,
    m: FleetManager,
    PathId(id): PathId,
) -> Result<axum::Json<UnitHistory>, ApiError> {
    let (fleet_id, unit_id) = (m.fleet_id, id);
    let config = state.config.clone();
    let found = state
        .db
        .call(move |c| {
            let Some(unit) = crate::fleets::store::unit(c, fleet_id, unit_id)? else { return Ok(None) };
            let mut visits = Vec::new();
            for job in crate::jobs::store::list_for_unit(c, fleet_id, unit_id)? {
                let work = match &job.invoice {
                    Some(i) if i.status != InvoiceStatus::Draft => crate::invoices::store::invoice(c, &config, i.id)?
                        .map(|inv| inv.lines.into_iter().map(|l| l.description).collect())
                        .unwrap_or_default(),
                    _ => Vec::new(),
                };
                visits.push(visit(job, work));
            }
            Ok(Some(UnitHistory { unit, visits }))
        })
        .await?;
    Ok(axum::Json(found.ok_or(ApiError::NotFound)?))
}

fn visit(job: Job, work: Vec<String>) -> Visit {
    let customer = job.customer.unwrap_or_default();
    Visit {
        job_id: job.id,
        status: job.status,
        created_at: job.created_at,
        completed_at: job.completed_at,
        service: customer.service,
        problem: customer.problem,
        location: customer.location,
        po_number: job.po_number,
        work,
        // A draft is the shop's, not the fleet's yet.
        invoice: job.invoice.filter(|i| i.status != InvoiceStatus::Draft),
    }
}
