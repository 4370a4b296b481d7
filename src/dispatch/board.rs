//! `/api/dispatch/board` and `/api/geocode`: the owner's dispatch board and
//! its address search.
use super::store::{Board, MapSettings};
use super::{geocode, store, with_base};
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use axum::extract::State;

/// The dispatch board: open jobs (with their customer's position when known), each technician and their last position, and the map's tiles.
fn geocode_query(i: &mut crate::validation::Input) -> String {
    i.required("q", "Address", 200, 3, "Type at least 3 characters of the address")
}

crate::described_query!(GeocodeQuery, |i| geocode_query(i));

const NO_SEARCH: &str = "Address search is not set up ([geocoder] in the configuration): pick the position on the map.";
const SEARCH_DOWN: &str = "The address search did not answer: try again, or pick the position on the map.";

/// Places matching an address, for a customer's position (`[geocoder]`: Nominatim or Photon).
#[utoipa::path(get, path = "/geocode", tag = "back office", params(GeocodeQuery),
    responses(
        (status = 200, description = "Up to 5 places, best first.", body = Vec<geocode::Place>),
        (status = 400, description = "No address to search (`fields.q`).", body = ErrorBody),
        (status = 404, description = "No geocoder is set up (`[geocoder]`): the message says to pick the position on the map.", body = ErrorBody),
        (status = 503, description = "The geocoder did not answer.", body = ErrorBody),
    ))]
pub(super) async fn geocode_address(
    State(state): State<AppState>,
    crate::web::query::QueryMap(q): crate::web::query::QueryMap,
) -> Result<axum::Json<Vec<geocode::Place>>, ApiError> {
    let mut input = crate::validation::Input::new(&q);
    let text = geocode_query(&mut input);
    let text = input.finish(text).map_err(ApiError::Invalid)?;
    if state.config.geocoder.url.is_none() {
        return Err(ApiError::NotSetUp(NO_SEARCH.into()));
    }
    match geocode::search(&state.config.geocoder, &text).await {
        Ok(places) => Ok(axum::Json(places)),
        Err(e) => {
            tracing::warn!("address search: {e:#}");
            Err(ApiError::Unavailable(SEARCH_DOWN.into()))
        }
    }
}

#[utoipa::path(get, path = "/dispatch/board", tag = "back office",
    responses((status = 200, description = "The board.", body = Board)))]
pub(super) async fn board(State(state): State<AppState>) -> Result<axum::Json<Board>, ApiError> {
    let map = MapSettings::from(&state.config.maps);
    let mut b = state
        .db
        .call(move |c| {
            let mut jobs = Vec::new();
            for id in store::open_jobs(c)? {
                jobs.extend(crate::jobs::store::job(c, id)?);
            }
            store::board(c, jobs, map)
        })
        .await?;
    b.address_search = state.config.geocoder.url.is_some();
    let base = state.config.base_url.clone();
    b.jobs = b.jobs.into_iter().map(|j| with_base(j, &base)).collect();
    Ok(axum::Json(b))
}
