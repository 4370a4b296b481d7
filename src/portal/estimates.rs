//! A fleet job's estimate in the portal (docs/product.md#estimates): the
//! fleet's managers see the ones waiting and answer them signed in, as its
//! approvers do by their own links: an option, with the PO the fleet wants
//! before work, or a decline. The answer is recorded with their account
//! and works only while they manage the fleet. An estimate that asks a card
//! hold or deposit (a fleet not on terms) is answered from an approver's
//! link, through Checkout: the portal only shows it.
use super::FleetManager;
use crate::error::{ApiError, ErrorBody};
use crate::estimates::store::{self, EstimateStatus};
use crate::estimates::validate::{self, PoAsked};
use crate::estimates::workflow;
use crate::state::AppState;
use crate::validation::{Input, parse_with};
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use axum::extract::State;
use rusqlite::Connection;
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortalEstimateLine {
    description: String,
    amount_cents: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortalEstimateOption {
    position: i64,
    title: String,
    lines: Vec<PortalEstimateLine>,
    total_cents: i64,
}

/// An estimate waiting for the fleet's answer.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortalEstimate {
    id: i64,
    /// EST-0001.
    number: String,
    job_id: i64,
    options: Vec<PortalEstimateOption>,
    expires_at: String,
    note: Option<String>,
    /// The job's PO number, when it has one.
    po_number: Option<String>,
    /// Whether approving asks the PO number: the fleet wants one before work and the job has none.
    po_required: bool,
    /// Whether a PO number may be given (the fleet wants one on the invoice).
    po_asked: bool,
    /// It asks a card hold or deposit: answered from the approver's text link, not here.
    by_card: bool,
}

/// The fleet's estimates waiting for an answer, oldest first.
pub fn waiting(c: &Connection, base_url: &str, fleet_id: i64) -> rusqlite::Result<Vec<PortalEstimate>> {
    let now = crate::time::now_text();
    let mut out = Vec::new();
    for id in store::waiting_of_fleet(c, fleet_id, &now)? {
        let Some(e) = store::estimate(c, base_url, id, &now)? else { continue };
        let Some(job) = crate::jobs::store::job(c, e.job_id)? else { continue };
        let po = workflow::po_asked(&job);
        out.push(PortalEstimate {
            id: e.id,
            number: e.number,
            job_id: e.job_id,
            by_card: e.options.iter().any(|o| o.due_cents > 0),
            options: e
                .options
                .into_iter()
                .map(|o| PortalEstimateOption {
                    position: o.position,
                    title: o.title,
                    lines: o
                        .lines
                        .into_iter()
                        .map(|l| PortalEstimateLine { description: l.description, amount_cents: l.amount_cents })
                        .collect(),
                    total_cents: o.total_cents,
                })
                .collect(),
            expires_at: e.expires_at,
            note: e.note,
            po_number: job.po_number,
            po_required: po == PoAsked::Required,
            po_asked: po != PoAsked::No,
        });
    }
    Ok(out)
}

/// The answer as the portal shows it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortalAnswered {
    number: String,
    status: EstimateStatus,
    approved_option: Option<i64>,
    approved_cents: Option<i64>,
    approved_po: Option<String>,
    decided_by: Option<String>,
}

fn answer_body(i: &mut Input) -> Option<bool> {
    let d = i.one_of("decision", "approve or decline.", &["approve", "decline"], "Choose approve or decline");
    i.describe(
        "option",
        "The option approved (its position, from 1); required to approve.",
        json!({"type": ["integer", "string", "null"], "minimum": 1, "maximum": 3, "pattern": "^[1-3]?$"}),
        false,
    );
    i.describe(
        "po",
        "The fleet's purchase order number, at most 40 characters; required to approve where the estimate says poRequired.",
        json!({"type": ["string", "null"], "maxLength": validate::PO_MAX}),
        false,
    );
    i.describe(
        "reason",
        "Why it is declined (optional).",
        json!({"type": ["string", "null"], "maxLength": validate::REASON_MAX}),
        false,
    );
    Some(d == "approve")
}

crate::described_body!(EstimateAnswerBody, "The manager's answer to a fleet job's estimate.", |i| answer_body(i));

/// The manager's answer to one of their fleet's estimates, signed in: an
/// option approved (with the PO where the fleet wants one before work) or a
/// decline, recorded with their account's name.
#[utoipa::path(post, path = "/fleet/estimates/{id}", tag = "fleet portal", security(("customerSession" = [])),
    params(("id" = i64, Path, description = "The estimate's id.")),
    request_body(content = EstimateAnswerBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Recorded: the estimate's answer.", body = PortalAnswered),
        (status = 400, description = "No decision, no option, or no PO where one is needed: `fields` names it.", body = ErrorBody),
        super::ManagerOnly,
        (status = 404, description = "No such estimate for the manager's fleet.", body = ErrorBody),
        (status = 409, description = "It was answered, has expired or was cancelled, or it asks a card hold or deposit, answered from the approver's link (`fields.decision`).", body = ErrorBody),
    ))]
pub async fn answer_estimate(
    State(state): State<AppState>,
    m: FleetManager,
    ip: crate::web::client_ip::ClientIp,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<PortalAnswered>, ApiError> {
    let approve = parse_with(&body.fields, answer_body).map_err(ApiError::Invalid)?;
    let (fleet_id, base) = (m.fleet_id, state.config.base_url.clone());
    let found = state
        .db
        .call(move |c| {
            if store::fleet_of(c, id)? != Some(fleet_id) {
                return Ok(None);
            }
            let Some(e) = store::estimate(c, &base, id, &crate::time::now_text())? else { return Ok(None) };
            let job = crate::jobs::store::job(c, e.job_id)?;
            Ok(job.map(|j| (e, workflow::po_asked(&j))))
        })
        .await?;
    let (e, po) = found.ok_or(ApiError::NotFound)?;
    let closed = || ApiError::conflict("decision", "This estimate was answered already, has expired or was cancelled.");
    if e.status != EstimateStatus::Sent {
        return Err(closed());
    }
    if e.options.iter().any(|o| o.due_cents > 0) {
        return Err(ApiError::conflict(
            "decision",
            "This estimate asks a card hold or deposit: answer it from the link in your text.",
        ));
    }
    let by = format!("{} (portal manager)", m.username);
    let (config, from, job_id) = (state.config.clone(), ip.0.to_string(), e.job_id);
    let answered = if approve {
        // The name recorded is the manager's account, as with an over-limit approval.
        let mut fields = body.fields.clone();
        fields.insert("name".into(), serde_json::Value::String(m.username.clone()));
        let approving = validate::approving(&fields, e.options.len(), po)
            .map_err(|(field, message)| ApiError::invalid(field, message))?;
        state.db.run(move |c| workflow::approve(c, &config, id, &approving, &from, Some(by))).await?
    } else {
        let reason = validate::reason(&body.fields).map_err(|message| ApiError::invalid("reason", message))?;
        state.db.run(move |c| workflow::decline(c, id, reason.as_deref(), Some(&by))).await?
    };
    let Some(effects) = answered.effects(job_id) else { return Err(closed()) };
    state.after_commit(effects);
    let base = state.config.base_url.clone();
    let now = state.db.call(move |c| store::estimate(c, &base, id, &crate::time::now_text())).await?;
    let e = now.ok_or(ApiError::NotFound)?;
    Ok(axum::Json(PortalAnswered {
        number: e.number,
        status: e.status,
        approved_option: e.approved_option,
        approved_cents: e.approved_cents,
        approved_po: e.approved_po,
        decided_by: e.decided_by,
    }))
}
