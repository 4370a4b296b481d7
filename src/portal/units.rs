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
    /// The photos of the work (never an ID's or a registration's), in the
    /// order taken: each at /api/fleet/units/{unit}/photos/{id}.
    photos: Vec<WorkPhoto>,
}

/// A photo of the work on a unit.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct WorkPhoto {
    id: i64,
    /// What it shows: its checklist item's words ("The tire after"), or "Photo".
    label: String,
    taken_at: String,
    width: i64,
    height: i64,
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
                let photos = crate::proof::store::photos(c, job.id)?
                    .into_iter()
                    .filter(|p| !p.sensitive)
                    .map(|p| WorkPhoto {
                        id: p.id,
                        label: label_of(&p.item),
                        taken_at: p.taken_at,
                        width: p.width,
                        height: p.height,
                    })
                    .collect();
                visits.push(visit(job, work, photos));
            }
            Ok(Some(UnitHistory { unit, visits }))
        })
        .await?;
    Ok(axum::Json(found.ok_or(ApiError::NotFound)?))
}

/// A photo's checklist words, from the content file.
fn label_of(item: &str) -> String {
    crate::content::BUSINESS.proof.item(item).map_or_else(|| "Photo".to_string(), |i| i.label.clone())
}

/// One photo of the work on a unit of the manager's fleet (`size=thumb` for the small one). Photos of an ID or a registration are never shown here (404).
#[utoipa::path(get, path = "/fleet/units/{id}/photos/{photo}", tag = "fleet portal", security(("customerSession" = [])),
    params(("id" = i64, Path, description = "The unit's id."), ("photo" = i64, Path, description = "The photo's id."),
        ("size" = Option<String>, Query, description = "thumb or full (the default).")),
    responses(
        (status = 200, description = "The JPEG.", content_type = "image/jpeg", body = String),
        (status = 400, description = "`size` is neither thumb nor full.", body = ErrorBody),
        ManagerOnly,
        (status = 404, description = "No such photo of the work on this unit of the manager's fleet.", body = ErrorBody),
    ))]
pub(super) async fn unit_photo(
    State(state): State<AppState>,
    m: FleetManager,
    ids: crate::web::path::PathIds<2>,
    crate::web::query::QueryMap(query): crate::web::query::QueryMap,
) -> Result<axum::response::Response, ApiError> {
    let crate::web::path::PathIds([unit_id, photo_id]) = ids;
    let thumb = crate::proof::wants_thumb(&query)?;
    let fleet_id = m.fleet_id;
    let photo = state
        .db
        .call(move |c| {
            let Some(photo) = crate::proof::store::photo_by_id(c, photo_id)? else { return Ok(None) };
            let of_unit = crate::jobs::store::list_for_unit(c, fleet_id, unit_id)?.iter().any(|j| j.id == photo.job_id);
            Ok((of_unit && !photo.sensitive).then_some(photo))
        })
        .await?
        .ok_or(ApiError::NotFound)?;
    crate::proof::serve(&state, photo, thumb).await
}

fn visit(job: Job, work: Vec<String>, photos: Vec<WorkPhoto>) -> Visit {
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
        photos,
    }
}
