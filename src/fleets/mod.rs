//! Fleet accounts (docs/product.md#fleets): the companies that call every
//! week, their units and the people who may order work for them. A lead is
//! linked to its fleet as it is stored only on what the business verified
//! (the portal's manager, a requester's own number calling or texting); a
//! form's typed phone or email only suggests the fleet, which staff confirm
//! on the lead card (`store::suggest`, called by the lead intake in the
//! lead's transaction). Staff link any lead by hand. Jobs and invoices read
//! a fleet's terms from here.
pub mod store;
pub mod validate;

use crate::accounts::Staff;
use crate::audit::{self, Change};
use crate::error::{ApiError, ErrorBody, path_id};
use crate::refs::LeadKind;
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::query::QueryMap;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value, json};
use store::{Fleet, FleetDetail, FleetError, Requester, Unit};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use validate::{FleetBody, RequesterBody, UnitBody, parse_with};

pub use store::{FleetTag, TAG_COLUMNS, TagRow};

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
        .routes(routes!(add_unit))
        .routes(routes!(change_unit, remove_unit))
        .routes(routes!(import_units))
        .routes(routes!(add_requester))
        .routes(routes!(remove_requester))
        .routes(routes!(export_fleets_csv))
        .routes(routes!(export_units_csv))
        .routes(routes!(link_lead))
        .routes(routes!(fleets_of_leads))
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
    responses((status = 200, description = "The fleet.", body = FleetDetail), (status = 404, description = "No such fleet.", body = ErrorBody)))]
async fn get_fleet(
    State(state): State<AppState>,
    _staff: Staff,
    Path(id): Path<String>,
) -> Result<axum::Json<FleetDetail>, ApiError> {
    let id = path_id(&id)?;
    state.db.call(move |c| store::detail(c, id)).await?.map(axum::Json).ok_or(ApiError::NotFound)
}

/// Changes a fleet's fields (all of them, as the form sends them). Terms,
/// PO rule, limit, tax exemption and hold are kept in the audit trail with
/// who changed them.
#[utoipa::path(patch, path = "/fleets/{id}", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    request_body(content = FleetBody, content_type = "application/json"),
    responses(
        (status = 200, description = "As it is now.", body = Fleet),
        (status = 404, description = "No such fleet.", body = ErrorBody),
        (status = 409, description = "Another fleet has this name (`fields.name`).", body = ErrorBody),
    ))]
async fn change_fleet(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<axum::Json<Fleet>, ApiError> {
    let id = path_id(&id)?;
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
async fn in_transaction<T: Send + 'static>(
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
async fn add<T: Send + 'static, R: serde::Serialize + Send + 'static>(
    state: &AppState,
    id: &str,
    body: &FieldsBody,
    read: fn(&mut crate::validation::Input) -> Option<T>,
    store: fn(&rusqlite::Connection, i64, &T) -> Result<R, FleetError>,
) -> Result<Response, ApiError> {
    let id = path_id(id)?;
    let new = parse_with(&body.fields, read).map_err(ApiError::Invalid)?;
    let added = in_transaction(state, move |tx| store(tx, id, &new)).await?;
    Ok((StatusCode::CREATED, axum::Json(added)).into_response())
}

/// Adds a unit to the fleet.
#[utoipa::path(post, path = "/fleets/{id}/units", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    request_body(content = UnitBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Added.", body = Unit),
        (status = 404, description = "No such fleet.", body = ErrorBody),
        (status = 409, description = "The fleet has this unit number, or a unit has this VIN (`fields` names which).", body = ErrorBody),
    ))]
async fn add_unit(
    State(state): State<AppState>,
    _staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    add(&state, &id, &body, validate::unit, store::add_unit).await
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
async fn change_unit(
    State(state): State<AppState>,
    _staff: Staff,
    Path((id, unit_id)): Path<(String, String)>,
    body: FieldsBody,
) -> Result<axum::Json<Unit>, ApiError> {
    let (id, unit_id) = (path_id(&id)?, path_id(&unit_id)?);
    let unit = parse_with(&body.fields, validate::unit).map_err(ApiError::Invalid)?;
    Ok(axum::Json(in_transaction(&state, move |tx| store::change_unit(tx, id, unit_id, &unit)).await?))
}

/// Removes a unit (its jobs and invoices keep what they were billed with).
#[utoipa::path(delete, path = "/fleets/{id}/units/{unitId}", tag = "fleets",
    params(("id" = i64, Path, description = "The fleet's id."), ("unitId" = i64, Path, description = "The unit's id.")),
    responses((status = 204, description = "Removed."), (status = 404, description = "No such unit in this fleet.", body = ErrorBody)))]
async fn remove_unit(
    State(state): State<AppState>,
    _staff: Staff,
    Path((id, unit_id)): Path<(String, String)>,
) -> Result<StatusCode, ApiError> {
    let (id, unit_id) = (path_id(&id)?, path_id(&unit_id)?);
    in_transaction(&state, move |tx| store::remove_unit(tx, id, unit_id)).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A spreadsheet of units: `csv` holds the file's text.
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct ImportBody {
    /// The CSV file's text. Its header row names the columns: unit number,
    /// vin, plate, plate state, year, make, model, type (any case; spaces,
    /// dashes and underscores ignored; "unit" and "state" also do).
    csv: String,
}

/// How an import went.
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct Imported {
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
        (status = 404, description = "No such fleet.", body = ErrorBody),
    ))]
async fn import_units(
    State(state): State<AppState>,
    _staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<axum::Json<Imported>, ApiError> {
    let id = path_id(&id)?;
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

/// Adds a person who may order work for the fleet: a lead from their phone
/// or email is linked to the fleet from then on.
#[utoipa::path(post, path = "/fleets/{id}/requesters", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    request_body(content = RequesterBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Added.", body = Requester),
        (status = 404, description = "No such fleet.", body = ErrorBody),
        (status = 409, description = "This phone or email already orders for a fleet (`fields` names which).", body = ErrorBody),
    ))]
async fn add_requester(
    State(state): State<AppState>,
    _staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    add(&state, &id, &body, validate::requester, store::add_requester).await
}

/// Removes a requester (leads already linked stay linked).
#[utoipa::path(delete, path = "/fleets/{id}/requesters/{requesterId}", tag = "fleets",
    params(("id" = i64, Path, description = "The fleet's id."), ("requesterId" = i64, Path, description = "The requester's id.")),
    responses((status = 204, description = "Removed."), (status = 404, description = "No such requester in this fleet.", body = ErrorBody)))]
async fn remove_requester(
    State(state): State<AppState>,
    _staff: Staff,
    Path((id, requester_id)): Path<(String, String)>,
) -> Result<StatusCode, ApiError> {
    let (id, requester_id) = (path_id(&id)?, path_id(&requester_id)?);
    in_transaction(&state, move |tx| store::remove_requester(tx, id, requester_id)).await?;
    Ok(StatusCode::NO_CONTENT)
}

fn csv_file(name: &str, text: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
        ],
        text,
    )
        .into_response()
}

/// Every fleet as one CSV file for a spreadsheet.
#[utoipa::path(get, path = "/fleets/export.csv", tag = "fleets",
    responses((status = 200, description = "One fleet a row.", content_type = "text/csv", body = String)))]
async fn export_fleets_csv(State(state): State<AppState>, _staff: Staff) -> Result<Response, ApiError> {
    let fleets = state.db.call(|c| store::list(c)).await?;
    let mut out = String::from(
        "id,name,billing_contact,billing_email,address,terms,tax_exempt,tax_certificate,po_rule,approval_limit,credit_hold,units,requesters,notes\r\n",
    );
    for f in fleets {
        let limit = f.approval_limit_cents.map(|c| format!("{}.{:02}", c / 100, c % 100)).unwrap_or_default();
        let yes = |b: bool| if b { "yes" } else { "no" }.to_string();
        out.push_str(&crate::spreadsheet::line(&[
            f.id.to_string(),
            f.name,
            f.billing_contact,
            f.billing_email,
            f.address,
            f.terms,
            yes(f.tax_exempt),
            f.tax_certificate.unwrap_or_default(),
            f.po_rule,
            limit,
            yes(f.credit_hold),
            f.unit_count.to_string(),
            f.requester_count.to_string(),
            f.notes,
        ]));
        out.push_str("\r\n");
    }
    Ok(csv_file("fleets.csv", out))
}

/// Every fleet's units as one CSV file (the same columns an import takes).
#[utoipa::path(get, path = "/fleets/units.csv", tag = "fleets",
    responses((status = 200, description = "One unit a row, with its fleet.", content_type = "text/csv", body = String)))]
async fn export_units_csv(State(state): State<AppState>, _staff: Staff) -> Result<Response, ApiError> {
    let units = state.db.call(|c| store::export_units(c)).await?;
    let mut out = String::from("fleet,unit number,vin,plate,plate state,year,make,model,type\r\n");
    for (fleet, u) in units {
        out.push_str(&crate::spreadsheet::line(&[
            fleet,
            u.unit_number,
            u.vin.unwrap_or_default(),
            u.plate.unwrap_or_default(),
            u.plate_state.unwrap_or_default(),
            u.year.map(|y| y.to_string()).unwrap_or_default(),
            u.make.unwrap_or_default(),
            u.model.unwrap_or_default(),
            u.unit_type,
        ]));
        out.push_str("\r\n");
    }
    Ok(csv_file("fleet-units.csv", out))
}

/// Which fleet (and unit) a lead is for: `fleetId` null unlinks it.
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct LinkBody {
    #[schema(minimum = 1)]
    fleet_id: Option<i64>,
    #[schema(minimum = 1)]
    unit_id: Option<i64>,
}

/// The fleet a lead is now linked to (null: none).
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct Linked {
    fleet: Option<FleetTag>,
}

fn optional_id(fields: &Map<String, Value>, key: &str, label: &str) -> Result<Option<i64>, ApiError> {
    match fields.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.is_empty() => Ok(None),
        Some(Value::Number(n)) if n.as_i64().is_some_and(|n| n > 0) => Ok(n.as_i64()),
        Some(Value::String(s)) if s.parse::<i64>().is_ok_and(|n| n > 0) => Ok(s.parse().ok()),
        _ => Err(ApiError::invalid(key, format!("{label} must be a positive whole number or null"))),
    }
}

/// Links a lead to a fleet and unit by hand (or unlinks it).
#[utoipa::path(put, path = "/leads/{kind}/{id}/fleet", tag = "fleets",
    params(("kind" = String, Path, description = "quote, booking, contact or analyzer."), ("id" = i64, Path, description = "The lead's id.")),
    request_body(content = LinkBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The lead's fleet now.", body = Linked),
        (status = 400, description = "No such fleet, or the unit is not the fleet's (`fields` names which).", body = ErrorBody),
        (status = 404, description = "No such lead.", body = ErrorBody),
    ))]
async fn link_lead(
    State(state): State<AppState>,
    _staff: Staff,
    Path((kind, id)): Path<(String, String)>,
    body: FieldsBody,
) -> Result<axum::Json<Linked>, ApiError> {
    let kind = LeadKind::parse(&kind).filter(|k| *k != LeadKind::Chat).ok_or(ApiError::NotFound)?;
    let id = path_id(&id)?;
    let fleet_id = optional_id(&body.fields, "fleetId", "Fleet")?;
    let unit_id = optional_id(&body.fields, "unitId", "Unit")?;
    if fleet_id.is_none() && unit_id.is_some() {
        return Err(ApiError::invalid("fleetId", "Choose the fleet the unit belongs to"));
    }
    let linked = in_transaction(&state, move |tx| {
        if !store::lead_exists(tx, kind, id)? {
            return Err(FleetError::NotFound);
        }
        store::link_lead(tx, (kind.as_str(), id), fleet_id.map(|f| (f, unit_id)))
    })
    .await?;
    Ok(axum::Json(Linked { fleet: linked }))
}

/// A lead's fleet, or the fleet its form's phone or email suggests, for a
/// list of lead cards.
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct LeadFleet {
    submission_type: String,
    submission_id: i64,
    /// The fleet the lead is linked to.
    fleet: Option<FleetTag>,
    /// Not linked: the fleet whose requester's phone or email the form
    /// typed, for staff to confirm ("Looks like ABC Logistics's requester
    /// Dana: link?").
    suggestion: Option<store::Suggestion>,
}

crate::described_query!(LeadFleetsQuery, |i| crate::validation::leads_query(i));

/// The fleet of each of these leads that has one (or a suggested one), read for a whole list at once.
#[utoipa::path(get, path = "/fleets/of-leads", tag = "fleets", params(LeadFleetsQuery),
    responses(
        (status = 200, description = "One entry per lead linked to a fleet or with a suggestion.", body = Vec<LeadFleet>),
        (status = 400, description = "A bad kind or id list: `fields` names it.", body = ErrorBody),
    ))]
async fn fleets_of_leads(
    State(state): State<AppState>,
    _staff: Staff,
    QueryMap(q): QueryMap,
) -> Result<axum::Json<Vec<LeadFleet>>, ApiError> {
    let mut input = crate::validation::Input::new(&q);
    let leads = crate::validation::leads_query(&mut input);
    let (kind, ids) = input.finish_some(leads).map_err(ApiError::Invalid)?;
    let (tags, suggested) = state
        .db
        .call(move |c| {
            let keys: Vec<(&str, i64)> = ids.iter().map(|id| (kind.as_str(), *id)).collect();
            Ok((store::lead_tags(c, &keys)?, store::suggestions(c, &keys)?))
        })
        .await?;
    let linked = tags.into_iter().map(|((submission_type, submission_id), fleet)| LeadFleet {
        submission_type,
        submission_id,
        fleet: Some(fleet),
        suggestion: None,
    });
    let suggested = suggested.into_iter().map(|((submission_type, submission_id), suggestion)| LeadFleet {
        submission_type,
        submission_id,
        fleet: None,
        suggestion: Some(suggestion),
    });
    Ok(axum::Json(linked.chain(suggested).collect()))
}
