//! Proof of the work (docs/product.md#proof): a job's photos, the checklist
//! its service needs, the owner's waivers and the customer's signature,
//! taken on the technician's phone (offline first, like the app's other
//! changes) and shown on the owner's job card and the invoice.
//!
//! - Technician (`/api/tech/jobs/{id}/...`, their own jobs only, else 404):
//!   the job's proof, a photo (the JPEG as the body, its facts in the query
//!   string), a tick, the customer's signature.
//! - Owner (`/api/jobs/{id}/...`): the proof, each photo, a waiver. ID and
//!   registration photos are the business owner's alone; each view of one
//!   is in the audit trail.
//!
//! Completing a job whose checklist is not done or waived is refused where
//! a job's status changes (dispatch's workflow asks `workflow::missing`).
pub mod files;
pub mod image;
pub mod store;
pub mod validate;
pub mod workflow;

use crate::accounts::{Owner, Staff};
use crate::error::{ApiError, ErrorBody};
use crate::jobs::store::Job;
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::{PathId, PathIds};
use crate::web::query::QueryMap;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use serde_json::json;
use store::Photo;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use workflow::{ProofView, Viewer};

crate::described_query!(PhotoQuery, |i| validate::photo_facts_fields(i));
crate::described_body!(TickBody, "A tick of a checklist item.", |i| validate::tick_fields(i));
crate::described_body!(WaiverBody, "The owner's waiver of a checklist item.", |i| validate::waiver_fields(i));
crate::described_body!(SignatureBody, "The customer's signature, drawn on the technician's phone.", |i| {
    validate::signature_fields(i)
});

pub fn technician_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(tech_proof))
        .routes(routes!(tech_add_photo))
        .routes(routes!(tech_photo))
        .routes(routes!(tech_tick))
        .routes(routes!(tech_sign))
}

pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(job_proof)).routes(routes!(job_photo)).routes(routes!(waive))
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
fn technicians(c: &Connection, staff: &Staff, id: i64) -> Result<Job, ApiError> {
    match crate::jobs::store::job(c, id)? {
        Some(job) if job.technician_id == Some(staff.id) => Ok(job),
        _ => Err(ApiError::NotFound),
    }
}

fn any_job(c: &Connection, id: i64) -> Result<Job, ApiError> {
    crate::jobs::store::job(c, id)?.ok_or(ApiError::NotFound)
}

/// The job's checklist, photos and signature, as the technician's app shows them.
#[utoipa::path(get, path = "/tech/jobs/{id}/proof", tag = "technician", params(("id" = i64, Path, description = "The job's id.")),
    responses(
        (status = 200, description = "The checklist, the photos (ID photos until the job is completed) and the newest signature.", body = ProofView),
        (status = 404, description = "No such job among the technician's.", body = ErrorBody),
    ))]
async fn tech_proof(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<ProofView>, ApiError> {
    let config = state.config.photos.clone();
    let view = state
        .db
        .run(move |c| -> Result<_, ApiError> {
            let job = technicians(c, &staff, id)?;
            Ok(workflow::view(c, &job, Viewer::Technician, &config)?)
        })
        .await?;
    Ok(axum::Json(view))
}

/// Adds a photo to one of the technician's jobs: the JPEG (or PNG) as the body, its facts in the query string. The server decodes it (anything else is refused), turns it upright by its EXIF orientation, keeps it at most 1920 px on its long edge without EXIF, and records the SHA-256 of the bytes received. The same `clientRef` again answers the photo kept the first time.
#[utoipa::path(post, path = "/tech/jobs/{id}/photos", tag = "technician",
    params(("id" = i64, Path, description = "The job's id."), PhotoQuery),
    request_body(content = String, content_type = "image/jpeg", description = "The photo's bytes (JPEG or PNG), at most `[photos] max_bytes`."),
    responses(
        (status = 201, description = "Kept.", body = Photo),
        (status = 200, description = "Kept before under this clientRef: that photo.", body = Photo),
        (status = 400, description = "A fact is invalid, or the body is not an image: `fields` names it (`photo` for the body).", body = ErrorBody),
        (status = 404, description = "No such job among the technician's.", body = ErrorBody),
        (status = 409, description = "The job has as many photos as it may (`[photos] max_per_job`).", body = ErrorBody),
        (status = 413, description = "The photo is larger than `[photos] max_bytes`.", body = ErrorBody),
    ))]
async fn tech_add_photo(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    QueryMap(query): QueryMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let facts = validate::photo_facts(&query).map_err(ApiError::Invalid)?;
    let max = state.config.photos.max_per_job;
    // Whose job, and a photo sent again, before the costly decoding.
    let (staff2, client_ref) = (staff.clone(), facts.client_ref.clone());
    let before = state
        .db
        .run(move |c| -> Result<_, ApiError> {
            technicians(c, &staff2, id)?;
            Ok(store::photo_by_ref(c, id, &client_ref)?)
        })
        .await?;
    if let Some(photo) = before {
        return Ok((StatusCode::OK, axum::Json(photo)).into_response());
    }
    if body.is_empty() {
        return Err(ApiError::invalid("photo", "The photo is empty: take it again"));
    }
    let dir = files::dir_of(&state.config.data_dir);
    let received = body.len();
    // From the files' writing to their row's commit (see `files::WRITING`).
    let _writing = files::WRITING.read().await;
    let (prepared, received_sha256) = tokio::task::spawn_blocking(move || {
        let hash = files::sha256_hex(&body);
        image::prepare(&body).map(|p| (p, hash))
    })
    .await
    .map_err(|e| ApiError::Internal(anyhow::anyhow!("preparing a photo: {e}")))?
    .map_err(|e| ApiError::invalid("photo", e.message()))?;
    let (full, thumb) = {
        let (full, thumb) = (prepared.full, prepared.thumb);
        tokio::task::spawn_blocking(move || -> std::io::Result<(String, String, usize)> {
            Ok((files::put(&dir, &full)?, files::put(&dir, &thumb)?, full.len()))
        })
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("keeping a photo: {e}")))?
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("keeping a photo in the data directory: {e}")))
        .map(|(f, t, n)| ((f, n), t))?
    };
    let (width, height) = (prepared.width, prepared.height);
    let sensitive = crate::content::BUSINESS.proof.is_sensitive(&facts.item);
    let (photo, created) = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            technicians(&tx, &staff, id)?;
            if let Some(photo) = store::photo_by_ref(&tx, id, &facts.client_ref)? {
                return Ok((photo, false));
            }
            if store::photo_count(&tx, id)? >= max {
                return Err(ApiError::Conflict {
                    field: "photo",
                    message: format!("This job has {max} photos, the most one job may have.").into(),
                });
            }
            let new = store::NewPhoto {
                job_id: id,
                item: &facts.item,
                sensitive,
                technician_id: staff.id,
                taken_at: &facts.taken_at,
                position: facts.position,
                received_sha256: &received_sha256,
                received_bytes: received,
                file: &full.0,
                thumb: &thumb,
                bytes: full.1,
                width,
                height,
                client_ref: &facts.client_ref,
            };
            let photo_id = store::insert_photo(&tx, &new)?;
            let photo = store::photo(&tx, id, photo_id)?.ok_or(ApiError::NotFound)?;
            tx.commit()?;
            Ok((photo, true))
        })
        .await?;
    let status = if created { StatusCode::CREATED } else { StatusCode::OK };
    Ok((status, axum::Json(photo)).into_response())
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

/// One photo of one of the technician's jobs (`size=thumb` for the small one). An ID photo only until the job is completed.
#[utoipa::path(get, path = "/tech/jobs/{id}/photos/{photo}", tag = "technician",
    params(("id" = i64, Path, description = "The job's id."), ("photo" = i64, Path, description = "The photo's id."),
        ("size" = Option<String>, Query, description = "thumb or full (the default).")),
    responses(
        (status = 200, description = "The JPEG.", content_type = "image/jpeg", body = String),
        (status = 400, description = "`size` is neither thumb nor full.", body = ErrorBody),
        (status = 404, description = "No such photo of the technician's jobs (or an ID photo of a completed job).", body = ErrorBody),
    ))]
async fn tech_photo(
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
            let job = technicians(c, &staff, id)?;
            let photo = store::photo(c, id, photo_id)?.filter(|p| workflow::may_see(Viewer::Technician, &job, p));
            let photo = photo.ok_or(ApiError::NotFound)?;
            record_view(c, &staff, &photo)?;
            Ok(photo)
        })
        .await?;
    serve(&state, photo, thumb).await
}

/// Ticks a checklist item of the technician's job (the names on the ID and the registration match), or takes the tick back.
#[utoipa::path(post, path = "/tech/jobs/{id}/ticks", tag = "technician", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = TickBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The job's proof as it is now.", body = ProofView),
        (status = 400, description = "A field is invalid: `fields` names it.", body = ErrorBody),
        (status = 404, description = "No such job among the technician's.", body = ErrorBody),
    ))]
async fn tech_tick(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<ProofView>, ApiError> {
    let tick = validate::tick(&body.fields).map_err(ApiError::Invalid)?;
    let config = state.config.photos.clone();
    let view = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let job = technicians(&tx, &staff, id)?;
            if tick.ticked {
                store::put_check(&tx, id, &tick.item, "ticked", staff.id, None)?;
            } else {
                store::remove_tick(&tx, id, &tick.item)?;
            }
            let view = workflow::view(&tx, &job, Viewer::Technician, &config)?;
            tx.commit()?;
            Ok(view)
        })
        .await?;
    Ok(axum::Json(view))
}

/// The customer's signature for the job's invoice, drawn on the technician's phone under the work, the amount and the terms. `amountCents` must be the invoice's total as the app showed it: if the invoice changed since, the signature is refused (409) and the app asks again with the new amount. A signature stands until the invoice's total changes.
#[utoipa::path(post, path = "/tech/jobs/{id}/signature", tag = "technician", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = SignatureBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Kept: the job's proof with it.", body = ProofView),
        (status = 200, description = "Kept before under this clientRef: the job's proof.", body = ProofView),
        (status = 400, description = "A field is invalid: `fields` names it.", body = ErrorBody),
        (status = 404, description = "No such job among the technician's.", body = ErrorBody),
        (status = 409, description = "The job has no invoice yet, or its total is not `amountCents` any more.", body = ErrorBody),
    ))]
async fn tech_sign(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let sig = validate::signature(&body.fields).map_err(ApiError::Invalid)?;
    let config = state.config.photos.clone();
    let (view, created) = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let job = technicians(&tx, &staff, id)?;
            if store::signature_by_ref(&tx, id, &sig.client_ref)?.is_some() {
                return Ok((workflow::view(&tx, &job, Viewer::Technician, &config)?, false));
            }
            let Some(invoice) = job.invoice.as_ref() else {
                return Err(ApiError::Conflict {
                    field: "amountCents",
                    message: "Make the invoice first: the customer signs for its total.".into(),
                });
            };
            if invoice.total_cents != sig.amount_cents {
                return Err(ApiError::Conflict {
                    field: "amountCents",
                    message: format!(
                        "The invoice's total is now {}: show the customer the new amount and ask them to sign again.",
                        crate::refs::dollars(invoice.total_cents)
                    )
                    .into(),
                });
            }
            store::insert_signature(
                &tx,
                &store::NewSignature {
                    job_id: id,
                    invoice_id: Some(invoice.id),
                    amount_cents: sig.amount_cents,
                    signer_name: &sig.name,
                    strokes: &sig.strokes,
                    technician_id: staff.id,
                    signed_at: &sig.signed_at,
                    position: sig.position,
                    client_ref: &sig.client_ref,
                },
            )?;
            let view = workflow::view(&tx, &job, Viewer::Technician, &config)?;
            tx.commit()?;
            Ok((view, true))
        })
        .await?;
    let status = if created { StatusCode::CREATED } else { StatusCode::OK };
    Ok((status, axum::Json(view)).into_response())
}

/// A job's checklist, photos and signature for the back office. ID and registration photos are listed for the business owner only (`hiddenPhotos` counts those left out).
#[utoipa::path(get, path = "/jobs/{id}/proof", tag = "jobs", params(("id" = i64, Path, description = "The job's id.")),
    responses(
        (status = 200, description = "The job's proof.", body = ProofView),
        (status = 404, description = "No such job.", body = ErrorBody),
    ))]
async fn job_proof(
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
async fn job_photo(
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
            let photo = store::photo(c, id, photo_id)?.ok_or(ApiError::NotFound)?;
            if !workflow::may_see(Viewer::of(&staff), &job, &photo) {
                return Err(ApiError::Forbidden("Only the owner's account can see ID and registration photos.".into()));
            }
            record_view(c, &staff, &photo)?;
            Ok(photo)
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
async fn waive(
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
