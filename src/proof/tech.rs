//! `/api/tech/jobs/{id}/...`: proof of the work from the technician's app
//! (their own jobs only, else 404).
use super::store::{self, Photo};
use super::workflow::{self, ProofView, Viewer};
use super::{PhotoQuery, SignatureBody, TickBody, serve, shown, technicians, wants_thumb};
use super::{files, image, validate};
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::{PathId, PathIds};
use crate::web::query::QueryMap;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// The job's checklist, photos and signature, as the technician's app shows them.
#[utoipa::path(get, path = "/tech/jobs/{id}/proof", tag = "technician", params(("id" = i64, Path, description = "The job's id.")),
    responses(
        (status = 200, description = "The checklist, the photos (ID photos until the job is completed) and the newest signature.", body = ProofView),
        (status = 404, description = "No such job among the technician's.", body = ErrorBody),
    ))]
pub(super) async fn tech_proof(
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
pub(super) async fn tech_add_photo(
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
    // Decoding and re-encoding take a core for a while: off the async workers.
    let kept = tokio::task::spawn_blocking(move || keep(&dir, &body))
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("preparing a photo: {e}")))??;
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
                received_sha256: &kept.received_sha256,
                received_bytes: received,
                file: &kept.file,
                thumb: &kept.thumb,
                bytes: kept.bytes,
                width: kept.width,
                height: kept.height,
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

/// A photo made ready and written to its files, not yet named by a row.
struct Kept {
    received_sha256: String,
    file: String,
    thumb: String,
    bytes: usize,
    width: u32,
    height: u32,
}

/// Hashes what arrived, decodes it (refused with 400 naming `photo` when it
/// is no photo), and writes the kept photo and its thumbnail under `dir`.
fn keep(dir: &std::path::Path, body: &[u8]) -> Result<Kept, ApiError> {
    let received_sha256 = files::sha256_hex(body);
    let prepared = image::prepare(body).map_err(|e| ApiError::invalid("photo", e.message()))?;
    let written = |bytes: &[u8]| {
        files::put(dir, bytes)
            .map_err(|e| ApiError::Internal(anyhow::anyhow!("keeping a photo in {}: {e}", dir.display())))
    };
    Ok(Kept {
        received_sha256,
        file: written(&prepared.full)?,
        thumb: written(&prepared.thumb)?,
        bytes: prepared.full.len(),
        width: prepared.width,
        height: prepared.height,
    })
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
pub(super) async fn tech_photo(
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
            // An ID photo of a job now completed is not theirs to know of.
            shown(c, &staff, &job, photo_id, ApiError::NotFound)
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
pub(super) async fn tech_tick(
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

/// The customer's signature for the job's invoice, drawn or typed (`kind`) on the technician's phone under the work, the amount and the terms. `amountCents` must be the invoice's total as the app showed it: if the invoice changed since, the signature is refused (409) and the app asks again with the new amount. A signature stands until the invoice's total changes.
#[utoipa::path(post, path = "/tech/jobs/{id}/signature", tag = "technician", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = SignatureBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Kept: the job's proof with it.", body = ProofView),
        (status = 200, description = "Kept before under this clientRef: the job's proof.", body = ProofView),
        (status = 400, description = "A field is invalid: `fields` names it.", body = ErrorBody),
        (status = 404, description = "No such job among the technician's.", body = ErrorBody),
        (status = 409, description = "The job has no invoice yet, or its total is not `amountCents` any more.", body = ErrorBody),
    ))]
pub(super) async fn tech_sign(
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
                    mark: &sig.mark,
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
