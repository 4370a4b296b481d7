//! Fleet accounts (docs/product.md#fleets): the companies that call every
//! week, their units and the people who may order work for them. A lead is
//! linked to its fleet as it is stored only on what the business verified
//! (the portal's manager, a requester's own number calling or texting); a
//! form's typed phone or email only suggests the fleet, which staff confirm
//! on the lead card (`store::suggest`, called by the lead intake in the
//! lead's transaction). Staff link any lead by hand. Jobs and invoices read
//! a fleet's terms from here.
mod export;
mod lead_links;
pub mod store;
mod units;
pub mod validate;
use crate::accounts::Staff;
use crate::audit;
use crate::audit::Change;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::{PathId, PathIds};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};
use store::{Fleet, FleetDetail, FleetError, Requester};
pub use store::{FleetTag, TAG_COLUMNS, TagRow};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use validate::{FleetBody, RequesterBody, parse_with};

/// The 404 of a route under /fleets/{id} (never built: it only describes the
/// response).
#[derive(utoipa::IntoResponses)]
#[response(status = 404, description = "No such fleet.")]
#[allow(dead_code)]
pub struct NoSuchFleet(ErrorBody);

impl From<FleetError> for ApiError {
    fn from(e: FleetError) -> Self {
        match e {
            FleetError::NotFound => ApiError::NotFound,
            FleetError::Taken(field, message) => ApiError::Conflict { field, message: message.into() },
            FleetError::Invalid(field, message) => ApiError::invalid(field, message),
            FleetError::Sql(e) => ApiError::Internal(e.into()),
        }
    }
}

/// The owner's: fleets, their units and requesters, links of leads to fleets.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_fleets, add_fleet))
        .routes(routes!(get_fleet, change_fleet))
        .routes(routes!(units::add_unit))
        .routes(routes!(units::change_unit, units::remove_unit))
        .routes(routes!(units::import_units))
        .routes(routes!(add_requester))
        .routes(routes!(remove_requester))
        .routes(routes!(export::export_fleets_csv))
        .routes(routes!(export::export_units_csv))
        .routes(routes!(lead_links::link_lead))
        .routes(routes!(lead_links::fleets_of_leads))
}

/// Every fleet, by name, with how many units and requesters each has.
#[utoipa::path(get, path = "/fleets", tag = "fleets",
    responses((status = 200, description = "Every fleet.", body = Vec<Fleet>)))]
async fn list_fleets(State(state): State<AppState>, _staff: Staff) -> Result<axum::Json<Vec<Fleet>>, ApiError> {
    Ok(axum::Json(state.db.call(|c| store::list(c)).await?))
}

/// The fleet's fields as the audit trail keeps them: terms, limits and
/// holds by value (who changed them matters), the rest by name.
fn audited(f: &Fleet) -> Value {
    json!({
        "id": f.id,
        "name": f.name,
        "billingContact": f.billing_contact,
        "billingEmail": f.billing_email,
        "address": f.address,
        "terms": f.terms,
        "taxExempt": f.tax_exempt,
        "poRule": f.po_rule,
        "approvalLimitCents": f.approval_limit_cents,
        "creditHold": f.credit_hold,
        "notes": f.notes,
    })
}

/// Makes a fleet account.
#[utoipa::path(post, path = "/fleets", tag = "fleets",
    request_body(content = FleetBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Made.", body = Fleet),
        (status = 409, description = "A fleet has this name already (`fields.name`).", body = ErrorBody),
    ))]
async fn add_fleet(State(state): State<AppState>, staff: Staff, body: FieldsBody) -> Result<Response, ApiError> {
    let new = parse_with(&body.fields, validate::fleet).map_err(ApiError::Invalid)?;
    let made = state
        .db
        .write(move |c| -> Result<_, FleetError> {
            let tx = c.transaction()?;
            let made = store::insert(&tx, &new)?;
            let after = audited(&made);
            audit::record(
                &tx,
                &staff,
                Change {
                    action: "create",
                    subject_type: "fleet",
                    subject_id: made.id,
                    before: None,
                    after: Some(&after),
                },
            )?;
            tx.commit()?;
            Ok(made)
        })
        .await?;
    Ok((StatusCode::CREATED, axum::Json(made)).into_response())
}

/// A fleet with its units and requesters.
#[utoipa::path(get, path = "/fleets/{id}", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    responses((status = 200, description = "The fleet.", body = FleetDetail), NoSuchFleet))]
async fn get_fleet(
    State(state): State<AppState>,
    _staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<FleetDetail>, ApiError> {
    state.db.call(move |c| store::detail(c, id)).await?.map(axum::Json).ok_or(ApiError::NotFound)
}

/// Changes a fleet's fields (all of them, as the form sends them). Terms,
/// PO rule, limit, tax exemption and hold are kept in the audit trail with
/// who changed them.
#[utoipa::path(patch, path = "/fleets/{id}", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    request_body(content = FleetBody, content_type = "application/json"),
    responses(
        (status = 200, description = "As it is now.", body = Fleet),
        NoSuchFleet,
        (status = 409, description = "Another fleet has this name (`fields.name`).", body = ErrorBody),
    ))]
async fn change_fleet(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<Fleet>, ApiError> {
    let new = parse_with(&body.fields, validate::fleet).map_err(ApiError::Invalid)?;
    let changed = state
        .db
        .write(move |c| -> Result<_, FleetError> {
            let tx = c.transaction()?;
            let (before, after) = store::update(&tx, id, &new)?;
            let (b, a) = (audited(&before), audited(&after));
            audit::record(
                &tx,
                &staff,
                Change { action: "update", subject_type: "fleet", subject_id: id, before: Some(&b), after: Some(&a) },
            )?;
            tx.commit()?;
            Ok(after)
        })
        .await?;
    Ok(axum::Json(changed))
}

/// Runs a store change in one transaction, committing only when it worked.
pub(super) async fn in_transaction<T: Send + 'static>(
    state: &AppState,
    change: impl FnOnce(&rusqlite::Connection) -> Result<T, FleetError> + Send + 'static,
) -> Result<T, ApiError> {
    let done = state
        .db
        .write(move |c| -> Result<_, FleetError> {
            // Dropped without a commit on a refusal: nothing changed.
            let tx = c.transaction()?;
            let done = change(&tx)?;
            tx.commit()?;
            Ok(done)
        })
        .await?;
    Ok(done)
}

/// Adds what the body describes to the fleet (a unit, a requester): 201 with it.
pub(super) async fn add<T: Send + 'static, R: serde::Serialize + Send + 'static>(
    state: &AppState,
    id: i64,
    body: &FieldsBody,
    read: fn(&mut crate::validation::Input) -> Option<T>,
    store: fn(&rusqlite::Connection, i64, &T) -> Result<R, FleetError>,
) -> Result<Response, ApiError> {
    let new = parse_with(&body.fields, read).map_err(ApiError::Invalid)?;
    let added = in_transaction(state, move |tx| store(tx, id, &new)).await?;
    Ok((StatusCode::CREATED, axum::Json(added)).into_response())
}

/// Adds a person who may order work for the fleet: a lead from their phone
/// or email is linked to the fleet from then on.
#[utoipa::path(post, path = "/fleets/{id}/requesters", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    request_body(content = RequesterBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Added.", body = Requester),
        NoSuchFleet,
        (status = 409, description = "This phone or email already orders for a fleet (`fields` names which).", body = ErrorBody),
    ))]
async fn add_requester(
    State(state): State<AppState>,
    _staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    add(&state, id, &body, validate::requester, store::add_requester).await
}

/// Removes a requester (leads already linked stay linked).
#[utoipa::path(delete, path = "/fleets/{id}/requesters/{requesterId}", tag = "fleets",
    params(("id" = i64, Path, description = "The fleet's id."), ("requesterId" = i64, Path, description = "The requester's id.")),
    responses((status = 204, description = "Removed."), (status = 404, description = "No such requester in this fleet.", body = ErrorBody)))]
async fn remove_requester(
    State(state): State<AppState>,
    _staff: Staff,
    ids: PathIds<2>,
) -> Result<StatusCode, ApiError> {
    let PathIds([id, requester_id]) = ids;
    in_transaction(&state, move |tx| store::remove_requester(tx, id, requester_id)).await?;
    Ok(StatusCode::NO_CONTENT)
}
