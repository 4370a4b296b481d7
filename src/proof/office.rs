//! `/api/jobs/{id}/...`: proof of the work in the back office (ID photos
//! the business owner's alone; waivers the owner's).
use super::store;
use super::validate;
use super::workflow::{self, ProofView, Viewer};
use super::{OnInvoiceBody, WaiverBody, any_job, serve, shown, wants_thumb};
use crate::accounts::{Owner, Staff};
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::{PathId, PathIds};
use crate::web::query::QueryMap;
use axum::extract::State;
use axum::response::Response;
use serde_json::json;

/// A job's checklist, photos and signature for the back office. ID and registration photos are listed for the business owner only (`hiddenPhotos` counts those left out).
#[utoipa::path(get, path = "/jobs/{id}/proof", tag = "jobs", params(("id" = i64, Path, description = "The job's id.")),
    responses(
        (status = 200, description = "The job's proof.", body = ProofView),
        (status = 404, description = "No such job.", body = ErrorBody),
    ))]
pub(super) async fn job_proof(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<ProofView>, ApiError> {
    let config = state.config.photos.clone();
    let view = state
        .db
        .run(move |c| -> Result<_, ApiError> {
            let job = any_job(c, id)?;
            Ok(workflow::view(c, &job, Viewer::of(&staff), &config)?)
        })
        .await?;
    Ok(axum::Json(view))
}

/// One photo of a job (`size=thumb` for the small one). An ID or registration photo is the business owner's alone (403 for other staff), and each view of one is recorded in the audit trail.
#[utoipa::path(get, path = "/jobs/{id}/photos/{photo}", tag = "jobs",
    params(("id" = i64, Path, description = "The job's id."), ("photo" = i64, Path, description = "The photo's id."),
        ("size" = Option<String>, Query, description = "thumb or full (the default).")),
    responses(
        (status = 200, description = "The JPEG.", content_type = "image/jpeg", body = String),
        (status = 400, description = "`size` is neither thumb nor full.", body = ErrorBody),
        (status = 403, description = "An ID photo, and this is not the owner's account.", body = ErrorBody),
        (status = 404, description = "No such photo of this job.", body = ErrorBody),
    ))]
pub(super) async fn job_photo(
    State(state): State<AppState>,
    staff: Staff,
    ids: PathIds<2>,
    QueryMap(query): QueryMap,
) -> Result<Response, ApiError> {
    let PathIds([id, photo_id]) = ids;
    let thumb = wants_thumb(&query)?;
    let photo = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let job = any_job(c, id)?;
            let hidden = ApiError::Forbidden("Only the owner's account can see ID and registration photos.".into());
            shown(c, &staff, &job, photo_id, hidden)
        })
        .await?;
    serve(&state, photo, thumb).await
}

/// Waives a checklist item of a job, with the reason (the owner's account only): the job may then be completed without it. The waiver and its reason are in the audit trail.
#[utoipa::path(post, path = "/jobs/{id}/waivers", tag = "jobs", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = WaiverBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The job's proof as it is now.", body = ProofView),
        (status = 400, description = "A field is invalid: `fields` names it.", body = ErrorBody),
        (status = 403, description = "Not the owner's account.", body = ErrorBody),
        (status = 404, description = "No such job.", body = ErrorBody),
    ))]
pub(super) async fn waive(
    State(state): State<AppState>,
    Owner(owner): Owner,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<ProofView>, ApiError> {
    let waiver = validate::waiver(&body.fields).map_err(ApiError::Invalid)?;
    let config = state.config.photos.clone();
    let view = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let job = any_job(&tx, id)?;
            store::put_check(&tx, id, &waiver.item, "waived", owner.id, Some(&waiver.reason))?;
            let after = json!({"checklistItem": waiver.item, "waiverReason": waiver.reason});
            crate::audit::record(
                &tx,
                &owner,
                crate::audit::Change {
                    action: "proof.waived",
                    subject_type: "job",
                    subject_id: id,
                    before: None,
                    after: Some(&after),
                },
            )?;
            let view = workflow::view(&tx, &job, Viewer::Owner, &config)?;
            tx.commit()?;
            Ok(view)
        })
        .await?;
    Ok(axum::Json(view))
}

/// Shows a work photo on the customer's invoice page, or takes it off. An ID or registration photo is never shown there (409). The choice is in the audit trail.
#[utoipa::path(put, path = "/jobs/{id}/photos/{photo}/invoice", tag = "jobs",
    params(("id" = i64, Path, description = "The job's id."), ("photo" = i64, Path, description = "The photo's id.")),
    request_body(content = OnInvoiceBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The job's proof as it is now.", body = ProofView),
        (status = 400, description = "A field is invalid: `fields` names it.", body = ErrorBody),
        (status = 404, description = "No such photo of this job.", body = ErrorBody),
        (status = 409, description = "An ID or registration photo: never on the invoice (`fields.onInvoice`).", body = ErrorBody),
    ))]
pub(super) async fn photo_on_invoice(
    State(state): State<AppState>,
    staff: Staff,
    ids: PathIds<2>,
    body: FieldsBody,
) -> Result<axum::Json<ProofView>, ApiError> {
    let PathIds([id, photo_id]) = ids;
    let on = validate::on_invoice(&body.fields).map_err(ApiError::Invalid)?;
    let config = state.config.photos.clone();
    let view = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let job = any_job(&tx, id)?;
            let photo = store::photo(&tx, id, photo_id)?.ok_or(ApiError::NotFound)?;
            if photo.sensitive && on {
                return Err(ApiError::Conflict {
                    field: "onInvoice",
                    message: "ID and registration photos are never shown on the invoice: choose a photo of the work."
                        .into(),
                });
            }
            if photo.on_invoice != on && store::set_on_invoice(&tx, id, photo_id, on)? == 1 {
                let after = json!({"photo": photo_id, "checklistItem": photo.item, "onInvoice": on});
                crate::audit::record(
                    &tx,
                    &staff,
                    crate::audit::Change {
                        action: "photo.on_invoice",
                        subject_type: "job",
                        subject_id: id,
                        before: None,
                        after: Some(&after),
                    },
                )?;
            }
            let view = workflow::view(&tx, &job, Viewer::of(&staff), &config)?;
            tx.commit()?;
            Ok(view)
        })
        .await?;
    Ok(axum::Json(view))
}
