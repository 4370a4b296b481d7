//! `/api/fleets/{id}/units`: a fleet's units, one by one or imported from a
//! spreadsheet.
use super::NoSuchFleet;
use super::store::{FleetError, Unit};
use super::validate::{UnitBody, parse_with};
use super::{add, in_transaction, store, validate};
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::{PathId, PathIds};
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::{Map, Value};
use utoipa::ToSchema;

/// Adds a unit to the fleet.
#[utoipa::path(post, path = "/fleets/{id}/units", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    request_body(content = UnitBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Added.", body = Unit),
        NoSuchFleet,
        (status = 409, description = "The fleet has this unit number, or a unit has this VIN (`fields` names which).", body = ErrorBody),
    ))]
pub(super) async fn add_unit(
    State(state): State<AppState>,
    _staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    add(&state, id, &body, validate::unit, store::add_unit).await
}

/// Changes a unit.
#[utoipa::path(patch, path = "/fleets/{id}/units/{unitId}", tag = "fleets",
    params(("id" = i64, Path, description = "The fleet's id."), ("unitId" = i64, Path, description = "The unit's id.")),
    request_body(content = UnitBody, content_type = "application/json"),
    responses(
        (status = 200, description = "As it is now.", body = Unit),
        (status = 404, description = "No such unit in this fleet.", body = ErrorBody),
        (status = 409, description = "The fleet has this unit number, or a unit has this VIN (`fields` names which).", body = ErrorBody),
    ))]
pub(super) async fn change_unit(
    State(state): State<AppState>,
    _staff: Staff,
    ids: PathIds<2>,
    body: FieldsBody,
) -> Result<axum::Json<Unit>, ApiError> {
    let PathIds([id, unit_id]) = ids;
    let unit = parse_with(&body.fields, validate::unit).map_err(ApiError::Invalid)?;
    Ok(axum::Json(in_transaction(&state, move |tx| store::change_unit(tx, id, unit_id, &unit)).await?))
}

/// Removes a unit (its jobs and invoices keep what they were billed with).
#[utoipa::path(delete, path = "/fleets/{id}/units/{unitId}", tag = "fleets",
    params(("id" = i64, Path, description = "The fleet's id."), ("unitId" = i64, Path, description = "The unit's id.")),
    responses((status = 204, description = "Removed."), (status = 404, description = "No such unit in this fleet.", body = ErrorBody)))]
pub(super) async fn remove_unit(
    State(state): State<AppState>,
    _staff: Staff,
    ids: PathIds<2>,
) -> Result<StatusCode, ApiError> {
    let PathIds([id, unit_id]) = ids;
    in_transaction(&state, move |tx| store::remove_unit(tx, id, unit_id)).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A spreadsheet of units: `csv` holds the file's text.
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ImportBody {
    /// The CSV file's text. Its header row names the columns: unit number,
    /// vin, plate, plate state, year, make, model, type (any case; spaces,
    /// dashes and underscores ignored; "unit" and "state" also do).
    csv: String,
}

/// How an import went.
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct Imported {
    imported: usize,
}

/// The names a header may give each field.
fn column(header: &str) -> String {
    let h: String = header.chars().filter(|c| c.is_alphanumeric()).collect::<String>().to_lowercase();
    match h.as_str() {
        "unit" | "unitnumber" | "unitno" | "number" => "unitNumber",
        "vin" => "vin",
        "plate" | "licenseplate" | "tag" => "plate",
        "platestate" | "state" => "plateState",
        "year" => "year",
        "make" => "make",
        "model" => "model",
        "type" | "unittype" => "unitType",
        _ => return h,
    }
    .to_string()
}

/// Adds a spreadsheet's units, every one or none. A file with any refused
/// row adds nothing and answers 400 with every refused row's field and why
/// (`fields["rows.3.vin"]`: row 3 as the spreadsheet numbers it, the header
/// being row 1), so the file can be fixed and sent again whole.
#[utoipa::path(post, path = "/fleets/{id}/units/import", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    request_body(content = ImportBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Every row was added.", body = Imported),
        (status = 400, description = "Nothing was added: `fields` names each refused row's field (rows.N.field) and why.", body = ErrorBody),
        NoSuchFleet,
    ))]
pub(super) async fn import_units(
    State(state): State<AppState>,
    _staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<Imported>, ApiError> {
    let text = match body.fields.get("csv") {
        Some(Value::String(s)) if !s.trim().is_empty() => s.clone(),
        _ => return Err(ApiError::invalid("csv", "Choose a CSV file with a header row and one unit a row")),
    };
    let rows = crate::spreadsheet::read(&text, column).map_err(|e| ApiError::invalid("csv", e))?;
    if rows.is_empty() {
        return Err(ApiError::invalid("csv", "The file has no units: one unit a row, under a header row"));
    }
    let mut units = Vec::new();
    let mut refused = std::collections::BTreeMap::new();
    for (row, cells) in rows {
        // A spreadsheet's words for a type ("Tractor", "Box truck") are the values.
        let map: Map<String, Value> = cells
            .into_iter()
            .map(|(k, v)| {
                let v = if k == "unitType" { v.to_lowercase().replace(' ', "-") } else { v };
                (k, Value::String(v))
            })
            .collect();
        match parse_with(&map, validate::unit) {
            Ok(u) => units.push((row, u)),
            Err(errors) => refused.extend(errors.into_iter().map(|(field, m)| (format!("rows.{row}.{field}"), m))),
        }
    }
    // A unit number given twice in the file is the second row's fault.
    let mut seen = std::collections::HashMap::new();
    for (row, u) in &units {
        if let Some(first) = seen.insert(u.unit_number.to_lowercase(), *row) {
            refused.insert(format!("rows.{row}.unitNumber"), format!("Unit {} is also on row {first}", u.unit_number));
        }
    }
    if !refused.is_empty() {
        return Err(ApiError::Invalid(refused));
    }
    let result = state
        .db
        .write(move |c| {
            let tx = c.transaction()?;
            let done = store::import_units(&tx, id, &units);
            if done.is_ok() {
                tx.commit()?;
            }
            Ok::<_, rusqlite::Error>(done)
        })
        .await?;
    match result {
        Ok(imported) => Ok(axum::Json(Imported { imported })),
        Err((_, FleetError::NotFound)) => Err(ApiError::NotFound),
        Err((row, FleetError::Taken(field, message) | FleetError::Invalid(field, message))) => {
            Err(ApiError::invalid(&format!("rows.{row}.{field}"), message))
        }
        Err((_, FleetError::Sql(e))) => Err(ApiError::Internal(e.into())),
    }
}
