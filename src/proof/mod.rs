//! Proof of the work (docs/product.md#proof): a job's photos, the checklist
//! its service needs, the owner's waivers and the customer's signature,
//! taken on the technician's phone (offline first, like the app's other
//! changes) and shown on the owner's job card and the invoice.
//!
//! - Technician (`/api/tech/jobs/{id}/...`, their own jobs only, else 404):
//!   the job's proof, a photo (the JPEG as the body, its facts in the query
//!   string), a tick, the customer's signature.
//! - Owner (`/api/jobs/{id}/...`): the proof, each photo, a waiver, and
//!   which work photos the customer's invoice page shows. ID and
//!   registration photos are the business owner's alone (never on the
//!   invoice); each view of one is in the audit trail.
//!
//! Completing a job whose checklist is not done or waived is refused where
//! a job's status changes (dispatch's workflow asks `workflow::missing`).
pub mod files;
pub mod image;
mod office;
pub mod store;
mod tech;
pub mod validate;
pub mod workflow;

use crate::accounts::Staff;
use crate::error::ApiError;
use crate::jobs::store::Job;
use crate::state::AppState;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use serde_json::json;
use store::Photo;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

crate::described_query!(PhotoQuery, |i| validate::photo_facts_fields(i));
crate::described_body!(TickBody, "A tick of a checklist item.", |i| validate::tick_fields(i));
crate::described_body!(WaiverBody, "The owner's waiver of a checklist item.", |i| validate::waiver_fields(i));
crate::described_body!(OnInvoiceBody, "Whether a work photo shows on the customer's invoice page.", |i| {
    validate::on_invoice_fields(i)
});
crate::described_body!(
    SignatureBody,
    "The customer's signature on the technician's phone: drawn, or their name typed.",
    |i| { validate::signature_fields(i) }
);

pub fn technician_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(tech::tech_proof))
        .routes(routes!(tech::tech_add_photo))
        .routes(routes!(tech::tech_photo))
        .routes(routes!(tech::tech_tick))
        .routes(routes!(tech::tech_sign))
}

pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(office::job_proof))
        .routes(routes!(office::job_photo))
        .routes(routes!(office::waive))
        .routes(routes!(office::photo_on_invoice))
}

/// Removes the photo files no row names any more (after an erasure, the
/// retention sweep, and at start-up), those younger than `min_age` aside.
/// Answers how many went.
pub async fn remove_unnamed_files(
    db: &crate::db::Db,
    data_dir: &std::path::Path,
    min_age: std::time::Duration,
) -> anyhow::Result<usize> {
    let _alone = files::WRITING.write().await;
    let named: std::collections::HashSet<String> = db.call(|c| store::files(c)).await?.into_iter().collect();
    let dir = files::dir_of(data_dir);
    Ok(tokio::task::spawn_blocking(move || files::remove_unnamed(&dir, &named, min_age)).await??)
}

/// The technician's own job, or 404 (someone else's is not theirs to know of).
pub(super) fn technicians(c: &Connection, staff: &Staff, id: i64) -> Result<Job, ApiError> {
    match crate::jobs::store::job(c, id)? {
        Some(job) if job.technician_id == Some(staff.id) => Ok(job),
        _ => Err(ApiError::NotFound),
    }
}

pub(super) fn any_job(c: &Connection, id: i64) -> Result<Job, ApiError> {
    crate::jobs::store::job(c, id)?.ok_or(ApiError::NotFound)
}

/// Which size of a photo: the thumbnail (320 px) or the kept photo.
pub fn wants_thumb(query: &serde_json::Map<String, serde_json::Value>) -> Result<bool, ApiError> {
    match query.get("size").and_then(|v| v.as_str()) {
        None | Some("full") => Ok(false),
        Some("thumb") => Ok(true),
        Some(_) => Err(ApiError::invalid("size", "size must be thumb or full")),
    }
}

/// The photo's bytes. An ID's is never kept by the browser (each view is
/// recorded); any other never changes, so it is kept for a year.
pub async fn serve(state: &AppState, photo: Photo, thumb: bool) -> Result<Response, ApiError> {
    let dir = files::dir_of(&state.config.data_dir);
    let name = if thumb { photo.thumb.clone() } else { photo.file.clone() };
    let bytes = tokio::task::spawn_blocking(move || files::read(&dir, &name))
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("reading a photo: {e}")))?
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("photo {} of job {}: {e}", photo.id, photo.job_id)))?;
    let cache = if photo.sensitive { "private, no-store" } else { "private, max-age=31536000, immutable" };
    Ok(([(header::CONTENT_TYPE, "image/jpeg"), (header::CACHE_CONTROL, cache)], bytes).into_response())
}

/// The photo `photo_id` of `job` if `staff` may see it (else `hidden`), its
/// view recorded in the audit trail when it is an ID photo.
pub(super) fn shown(
    c: &Connection,
    staff: &Staff,
    job: &Job,
    photo_id: i64,
    hidden: ApiError,
) -> Result<Photo, ApiError> {
    let photo = store::photo(c, job.id, photo_id)?.ok_or(ApiError::NotFound)?;
    if !workflow::may_see(workflow::Viewer::of(staff), job, &photo) {
        return Err(hidden);
    }
    record_view(c, staff, &photo)?;
    Ok(photo)
}

/// Records a view of an ID photo in the audit trail.
fn record_view(c: &Connection, staff: &Staff, photo: &Photo) -> rusqlite::Result<()> {
    if !photo.sensitive {
        return Ok(());
    }
    let after = json!({"photo": photo.id, "checklistItem": photo.item});
    crate::audit::record(
        c,
        staff,
        crate::audit::Change {
            action: "photo.viewed",
            subject_type: "job",
            subject_id: photo.job_id,
            before: None,
            after: Some(&after),
        },
    )
}
