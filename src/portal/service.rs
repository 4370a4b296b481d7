//! `/api/fleet/service`: a manager asks for service to one of the fleet's units
//! (it becomes a lead).
use super::FleetManager;
use super::ManagerOnly;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::validation::{Input, parse_with};
use crate::web::body::FieldsBody;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

pub(super) struct ServiceRequest {
    unit_id: i64,
    quote: crate::leads::validate::NewQuote,
}

fn service_request(i: &mut Input) -> Option<ServiceRequest> {
    i.describe(
        "unitId",
        "The unit that needs service: one of the fleet's.",
        json!({"type": "integer", "minimum": 1}),
        true,
    );
    let unit_id = match i.given("unitId").and_then(|v| v.as_i64().or_else(|| v.as_str()?.trim().parse().ok())) {
        Some(id) if id > 0 => Some(id),
        _ => {
            i.fail("unitId", "Please choose the unit");
            None
        }
    };
    let quote = crate::leads::validate::fleet_service_fields(i);
    i.describe(
        "clientRef",
        "The browser's idempotency key: the same key stores the request once (text of at most 64 characters).",
        json!({}),
        false,
    );
    Some(ServiceRequest { unit_id: unit_id?, quote })
}

crate::described_body!(ServiceBody, "A request for service to one of the fleet's units.", |i| service_request(i));

/// Asks for service to one of the fleet's units: a lead like any other
/// (staff are alerted at once), filed as fleet service, linked to the fleet
/// and the unit.
#[utoipa::path(post, path = "/fleet/service", tag = "fleet portal", security(("customerSession" = [])),
    request_body(content = ServiceBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Stored (200: the same clientRef was stored before).", body = crate::leads::Created),
        ManagerOnly,
        (status = 404, description = "No such unit in the manager's fleet.", body = ErrorBody),
        (status = 429, description = "Too many requests from this account (10 in 10 minutes); nothing was stored.", body = ErrorBody),
    ))]
pub(super) async fn request_service(
    State(state): State<AppState>,
    m: FleetManager,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let fleet_id = m.fleet_id;
    let mut r = parse_with(&body.fields, service_request).map_err(ApiError::Invalid)?;
    let unit_id = r.unit_id;
    let unit = state.db.call(move |c| crate::fleets::store::unit(c, fleet_id, unit_id)).await?;
    let unit = unit.ok_or(ApiError::NotFound)?;
    // The one intake, as every lead: the manager's account is screened like
    // a form's address (10 in 10 minutes), and the lead is their fleet's.
    let admitted = crate::leads::intake::admit_manager(&state, m.user_id, (fleet_id, unit_id))?;
    r.quote.vehicle_info = Some(unit_label(&unit));
    let quote = crate::leads::intake::Lead::Quote(r.quote);
    let (id, existed) = crate::leads::intake::take(&state, admitted, quote, body.client_ref(), None).await?;
    let status = if existed { StatusCode::OK } else { StatusCode::CREATED };
    Ok((status, axum::Json(json!({"id": id, "kind": "quote"}))).into_response())
}

/// "Unit T-104 · 2019 Freightliner Cascadia · VIN 1FUJ…", as the lead's vehicle.
pub(super) fn unit_label(u: &crate::fleets::store::Unit) -> String {
    let name = crate::fleets::store::unit_name(&u.unit_number, u.year, u.make.as_deref(), u.model.as_deref());
    let vin = u.vin.as_ref().map(|v| format!(" · VIN {v}")).unwrap_or_default();
    format!("Unit {name}{vin}").chars().take(200).collect()
}
