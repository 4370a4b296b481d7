//! `/api/voice/on-call` (the owner's order of who is rung) and
//! `/api/tech/on-call` (a technician's own switch).
use super::{oncall, store};
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use axum::extract::State;
use chrono::Utc;
use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

/// One person of the on-call editor.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OnCallPerson {
    pub user_id: i64,
    pub username: String,
    pub name: Option<String>,
    /// owner or technician.
    pub role: String,
    /// Their place in the order (from 0), or null when not in it.
    pub position: Option<usize>,
    pub phone: Option<String>,
    pub mode: Option<oncall::Mode>,
    pub days: Vec<&'static str>,
    pub start: Option<String>,
    pub end: Option<String>,
    /// On call at this moment, by their rule.
    pub on_call_now: bool,
}

/// The on-call order and every staff account that may join it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OnCall {
    /// Calls are set up ([voice]).
    pub enabled: bool,
    pub ring_seconds: u32,
    /// The number to set in the Twilio console as the voice webhook.
    pub webhook_url: String,
    /// Whom a call would ring now, in order (nobody on call: the owner).
    pub rings_now: Vec<i64>,
    /// Staff accounts: those in the order first, in its order.
    pub people: Vec<OnCallPerson>,
}

fn on_call_view(c: &Connection, config: &crate::config::Config) -> rusqlite::Result<OnCall> {
    let order = store::order(c)?;
    let now = Utc::now();
    let mut people: Vec<OnCallPerson> = store::staff(c)?
        .into_iter()
        .map(|s| {
            let place = order.iter().position(|(e, _)| e.user_id == s.id);
            let entry = place.map(|p| &order[p].0);
            let hours = entry.filter(|e| e.mode == oncall::Mode::Hours);
            OnCallPerson {
                user_id: s.id,
                username: s.username,
                name: s.full_name,
                role: s.role,
                position: place,
                phone: entry.map(|e| e.phone.clone()),
                mode: entry.map(|e| e.mode),
                days: hours.map(|e| oncall::days_list(e.days)).unwrap_or_default(),
                start: hours.map(|e| oncall::clock_text(e.start_minute)),
                end: hours.map(|e| oncall::clock_text(e.end_minute)),
                on_call_now: entry.is_some_and(|e| e.on_call_at(now)),
            }
        })
        .collect();
    people.sort_by_key(|p| p.position.unwrap_or(usize::MAX));
    Ok(OnCall {
        enabled: config.voice.is_some(),
        ring_seconds: config.voice.as_ref().map(|v| v.ring_seconds).unwrap_or(20),
        webhook_url: format!("{}/api/voice/inbound", config.base_url),
        rings_now: oncall::ring_order(&order, now).into_iter().map(|e| e.user_id).collect(),
        people,
    })
}

/// The on-call order, with every staff account that may join it.
#[utoipa::path(get, path = "/voice/on-call", tag = "calls",
    responses((status = 200, description = "The order and the staff.", body = OnCall)))]
pub(super) async fn get_on_call(State(state): State<AppState>) -> Result<axum::Json<OnCall>, ApiError> {
    let config = state.config.clone();
    Ok(axum::Json(state.db.call(move |c| on_call_view(c, &config)).await?))
}

/// Sets the on-call order as a whole: whom an inbound call rings, first to
/// last, and when each is on call.
#[utoipa::path(put, path = "/voice/on-call", tag = "calls",
    request_body(content = oncall::OnCallBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The order as it is now.", body = OnCall),
        (status = 400, description = "A field is invalid: `fields` names each (people[N].phone).", body = ErrorBody),
    ))]
pub(super) async fn put_on_call(
    State(state): State<AppState>,
    staff: Staff,
    body: FieldsBody,
) -> Result<axum::Json<OnCall>, ApiError> {
    let entries = oncall::order(&body.fields, &state.config.outbound).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let username = staff.username.clone();
    let view = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            if let Some(n) = store::replace_order(&tx, &entries)? {
                return Err(ApiError::Invalid(
                    [(format!("people[{n}].userId"), "This account is not an enabled staff account".to_string())]
                        .into(),
                ));
            }
            tracing::info!(by = %username, people = entries.len(), "on-call order changed");
            tx.commit()?;
            Ok(on_call_view(c, &config)?)
        })
        .await?;
    Ok(axum::Json(view))
}

/// Whether a technician is on call now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyOnCall {
    pub on_call_now: bool,
    /// Has a place in the order (a number to ring): only then can they take the calls.
    pub in_order: bool,
}

/// Whether the technician is on call now, and whether they can switch.
#[utoipa::path(get, path = "/tech/on-call", tag = "calls",
    responses((status = 200, description = "Their on-call state.", body = MyOnCall)))]
pub(super) async fn my_on_call(State(state): State<AppState>, staff: Staff) -> Result<axum::Json<MyOnCall>, ApiError> {
    let user = staff.id;
    let entry =
        state.db.call(move |c| Ok(store::order(c)?.into_iter().map(|(e, _)| e).find(|e| e.user_id == user))).await?;
    Ok(axum::Json(MyOnCall {
        on_call_now: entry.as_ref().is_some_and(|e| e.on_call_at(Utc::now())),
        in_order: entry.is_some(),
    }))
}

/// A technician takes the calls now, or hands them back. Needs a place in
/// the owner's on-call order (the number their calls ring).
#[utoipa::path(put, path = "/tech/on-call", tag = "calls",
    request_body(content = oncall::SwitchBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Switched: on call now (true) or off.", body = MyOnCall),
        (status = 400, description = "onCall is not true or false.", body = ErrorBody),
        (status = 409, description = "Not in the on-call order: the owner adds your phone first.", body = ErrorBody),
    ))]
pub(super) async fn switch_on_call(
    State(state): State<AppState>,
    staff: Staff,
    body: FieldsBody,
) -> Result<axum::Json<MyOnCall>, ApiError> {
    let on = oncall::switch(&body.fields).map_err(ApiError::Invalid)?;
    let user = staff.id;
    if !state.db.write(move |c| store::switch(c, user, on)).await? {
        return Err(ApiError::Conflict {
            field: "onCall",
            message: "You are not in the on-call order yet: ask the owner to add your phone in Settings.".into(),
        });
    }
    Ok(axum::Json(MyOnCall { on_call_now: on, in_order: true }))
}
