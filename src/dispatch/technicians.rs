//! `/api/admin/technicians`: the owner's list of technicians' accounts.
use super::store::Technician;
use super::validate::{NewTechnicianBody, TechnicianChangesBody};
use super::workflow::{self, Effects};
use super::{store, validate};
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// Every technician's account, enabled first.
#[utoipa::path(get, path = "/admin/technicians", tag = "back office",
    responses((status = 200, description = "By name, the disabled ones last.", body = Vec<Technician>)))]
pub(super) async fn list_technicians(State(state): State<AppState>) -> Result<axum::Json<Vec<Technician>>, ApiError> {
    Ok(axum::Json(state.db.call(|c| store::technicians(c)).await?))
}

fn account_error(e: store::AccountError) -> ApiError {
    match e {
        store::AccountError::UsernameTaken => ApiError::conflict("username", "Username already exists"),
        store::AccountError::NotFound => ApiError::NotFound,
        store::AccountError::Other(e) => ApiError::Internal(e),
    }
}

/// Creates a technician's account (they sign in at /admin and land on /tech). Audited.
#[utoipa::path(post, path = "/admin/technicians", tag = "back office",
    request_body(content = NewTechnicianBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Created.", body = Technician),
        (status = 400, description = "A field is invalid: `fields` names it.", body = ErrorBody),
        (status = 409, description = "The username is taken.", body = ErrorBody),
    ))]
pub(super) async fn create_technician(
    State(state): State<AppState>,
    staff: Staff,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let new = validate::new_technician(&body.fields).map_err(ApiError::Invalid)?;
    // Hashing takes a moment: off the async threads, inside the database call like the CLI's.
    let made = state
        .db
        .run(move |c| {
            let tx = c.transaction()?;
            let made = workflow::create_technician(&tx, &new)?;
            record_account(&tx, &staff, "technician-create", made.id)?;
            tx.commit()?;
            Ok(made)
        })
        .await
        .map_err(account_error)?;
    Ok((StatusCode::CREATED, axum::Json(made)).into_response())
}

fn record_account(tx: &rusqlite::Connection, staff: &Staff, action: &str, id: i64) -> rusqlite::Result<()> {
    crate::audit::record(
        tx,
        staff,
        crate::audit::Change { action, subject_type: "technician", subject_id: id, before: None, after: None },
    )
    .map(drop)
}

/// Disables or enables a technician's account (disabling signs it out and unassigns its open jobs), sets a new password (signing it out), or its name. Audited.
#[utoipa::path(patch, path = "/admin/technicians/{id}", tag = "back office", params(("id" = i64, Path, description = "The account's id.")),
    request_body(content = TechnicianChangesBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The account as it is now.", body = Technician),
        (status = 400, description = "A field is invalid: `fields` names it.", body = ErrorBody),
        (status = 404, description = "No technician's account has this id.", body = ErrorBody),
    ))]
pub(super) async fn change_technician(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<Technician>, ApiError> {
    let changes = validate::technician_changes(&body.fields).map_err(ApiError::Invalid)?;
    let (account, unassigned) = state
        .db
        .run(move |c| {
            let tx = c.transaction()?;
            let out = workflow::change_technician(&tx, id, &changes)?;
            record_account(&tx, &staff, "technician-update", id)?;
            tx.commit()?;
            Ok(out)
        })
        .await
        .map_err(account_error)?;
    for job in unassigned {
        state.after_commit(Effects { technicians: vec![id], ..Effects::default() }.for_job(job));
    }
    Ok(axum::Json(account))
}
