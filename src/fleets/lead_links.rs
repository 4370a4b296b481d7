//! `/api/leads/{kind}/{id}/fleet` and `/api/fleets/of-leads`: the fleet (and
//! unit) a lead is linked to.
use super::store::{FleetError, FleetTag};
use super::{in_transaction, store};
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::refs::LeadKind;
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use crate::web::query::QueryMap;
use axum::extract::{Path, State};
use serde_json::{Map, Value};
use utoipa::ToSchema;

/// Which fleet (and unit) a lead is for: `fleetId` null unlinks it.
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct LinkBody {
    #[schema(minimum = 1)]
    fleet_id: Option<i64>,
    #[schema(minimum = 1)]
    unit_id: Option<i64>,
}

/// The fleet a lead is now linked to (null: none).
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct Linked {
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
        crate::refs::NoSuchLead,
    ))]
pub(super) async fn link_lead(
    State(state): State<AppState>,
    _staff: Staff,
    Path((kind, _id)): Path<(String, String)>,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<Linked>, ApiError> {
    let kind = LeadKind::parse(&kind).filter(|k| *k != LeadKind::Chat).ok_or(ApiError::NotFound)?;
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
pub(super) struct LeadFleet {
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
pub(super) async fn fleets_of_leads(
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
