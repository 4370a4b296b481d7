//! The work photos the owner chose for the customer's invoice
//! (docs/product.md#proof): listed on the page under the work, each served
//! at /invoice/{token}/photos/{photo}, a URL the invoice's link token scopes.
//! A photo the owner did not choose, another job's, and an ID or
//! registration photo (never, whatever its flag says) are not found there.
use super::payments::plausible_token;
use super::store;
use crate::state::AppState;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, Method};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

/// A work photo on the invoice: its bytes at `/invoice/{token}/photos/{id}`
/// (`?size=thumb` for the small one).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoicePhoto {
    pub id: i64,
    /// What it shows (its checklist item's words).
    pub label: String,
    /// When the phone took it.
    pub taken_at: String,
    pub width: i64,
    pub height: i64,
}

/// The photos the owner chose for the invoice's job, in the order taken.
pub(super) fn chosen(c: &Connection, job_id: Option<i64>) -> rusqlite::Result<Vec<InvoicePhoto>> {
    let Some(job_id) = job_id else { return Ok(Vec::new()) };
    Ok(crate::proof::store::invoice_photos(c, job_id)?
        .into_iter()
        .filter(|p| !p.sensitive)
        .map(|p| InvoicePhoto {
            id: p.id,
            label: crate::proof::workflow::photo_label(&p.item),
            taken_at: p.taken_at,
            width: p.width,
            height: p.height,
        })
        .collect())
}

/// The page's section of photos: each thumbnail links to the full size.
pub(super) fn section(photos: &[InvoicePhoto], token: &str) -> Markup {
    html! {
        @if !photos.is_empty() {
            section class="invoice-photos" aria-labelledby="photos-title" {
                h2 id="photos-title" { "Photos of the work" }
                ul {
                    @for p in photos {
                        @let taken = crate::time::eastern_words(&p.taken_at);
                        @let url = format!("/invoice/{token}/photos/{}", p.id);
                        li {
                            figure {
                                a href=(url) {
                                    img src={ (url) "?size=thumb" } alt={ (p.label) ", taken " (taken) }
                                        width=(p.width) height=(p.height);
                                }
                                figcaption { (p.label) br; "Taken " (taken) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// GET /invoice/{token}/photos/{photo}: a photo the owner chose for this
/// invoice's job (`?size=thumb` for the small one), upright and without
/// EXIF as kept; the site's 404 for anything else.
pub async fn invoice_photo(
    State(state): State<AppState>,
    Path((token, photo)): Path<(String, String)>,
    crate::web::query::QueryMap(query): crate::web::query::QueryMap,
) -> Response {
    let not_found = || state.site.not_found_response(&Method::GET, &axum::http::HeaderMap::new());
    let Ok(photo_id) = photo.parse::<i64>() else { return not_found() };
    if !plausible_token(&token) {
        return not_found();
    }
    let thumb = match crate::proof::wants_thumb(&query) {
        Ok(thumb) => thumb,
        Err(e) => return e.into_response(),
    };
    let found = state
        .db
        .call(move |c| {
            let Some(job_id) = store::job_of_token(c, &token)? else { return Ok(None) };
            Ok(crate::proof::store::invoice_photos(c, job_id)?.into_iter().find(|p| p.id == photo_id && !p.sensitive))
        })
        .await;
    let photo = match found {
        Ok(Some(photo)) => photo,
        Ok(None) => return not_found(),
        Err(e) => return crate::error::ApiError::Internal(e).into_response(),
    };
    match crate::proof::serve(&state, photo, thumb).await {
        Ok(mut resp) => {
            resp.headers_mut().insert("x-robots-tag", HeaderValue::from_static("noindex"));
            resp
        }
        Err(e) => e.into_response(),
    }
}
