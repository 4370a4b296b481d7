//! `/api/track/{token}`: the stranded driver's tracking page and its event
//! stream (the link is the key).
use super::store::MapSettings;
use super::tech::{minutes, round_km};
use super::{JobPulse, sse, store};
use crate::error::{ApiError, ErrorBody};
use crate::jobs::store::Job;
use crate::jobs::validate::JobStatus;
use crate::state::AppState;
use crate::web::client_ip::ClientIp;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use futures_util::stream;
use futures_util::stream::Stream;
use serde::Serialize;
use std::convert::Infallible;
use std::time::Duration;
use tokio::sync::{broadcast, watch};
use utoipa::ToSchema;

/// The driver's view of the job: what the tracking page shows.
#[derive(Debug, Clone, Serialize, PartialEq, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrackView {
    /// waiting (not yet set off), on the way, arrived, finished or cancelled.
    pub status: String,
    /// Minutes until the technician arrives (on the way, with the customer's position known).
    pub eta_minutes: Option<i64>,
    /// Kilometres to go (by road with OSRM, else in a straight line).
    pub distance_km: Option<f64>,
    /// When the technician's last position was taken.
    pub updated_at: Option<String>,
    /// The technician's first name (not an hour after the job ended).
    pub technician: Option<String>,
    /// The technician's position: only while the job is en route.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub latitude: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub longitude: Option<f64>,
    /// Where the technician is going (the driver's own position), until the job ends.
    pub destination: Option<Destination>,
    pub business: String,
    /// The business's emergency line, for the call button.
    pub phone: PhoneLink,
    pub map: MapSettings,
}

#[derive(Debug, Clone, Serialize, PartialEq, ToSchema)]
pub struct Destination {
    pub latitude: f64,
    pub longitude: f64,
}

#[derive(Debug, Clone, Serialize, PartialEq, ToSchema)]
pub struct PhoneLink {
    pub display: String,
    pub tel: String,
}

/// The job a tracking token opens, with when its link was ended, if the
/// link still answers.
fn job_of_token(
    c: &rusqlite::Connection,
    token: &str,
    now: DateTime<Utc>,
) -> rusqlite::Result<Option<(Job, Option<DateTime<Utc>>)>> {
    let Some(link) = store::link(c, token)? else { return Ok(None) };
    if crate::jobs::store::link_expired(&link.created_at, link.ended_at.as_deref(), now) {
        return Ok(None);
    }
    Ok(crate::jobs::store::job(c, link.job_id)?.map(|j| (j, link.ended())))
}

/// The view of a token now, or None when the link is unknown or expired.
fn view(c: &rusqlite::Connection, token: &str, map: &MapSettings) -> rusqlite::Result<Option<TrackView>> {
    let now = Utc::now();
    let Some((job, ended)) = job_of_token(c, token, now)? else { return Ok(None) };
    let business = &crate::content::BUSINESS;
    let mut v = TrackView {
        status: String::new(),
        eta_minutes: None,
        distance_km: None,
        updated_at: None,
        technician: None,
        latitude: None,
        longitude: None,
        destination: None,
        business: business.name.clone(),
        phone: PhoneLink {
            display: business.phones.emergency.display.clone(),
            tel: business.phones.emergency.tel.clone(),
        },
        map: map.clone(),
    };
    let status = Some(job.status);
    v.status = job.status.tracking_words().to_string();
    let ended_long_ago = ended.is_some_and(|t| now - t >= chrono::Duration::minutes(store::AFTER_END_DETAIL_MINUTES));
    if ended.is_some() && matches!(status, Some(JobStatus::Completed | JobStatus::Cancelled)) && ended_long_ago {
        // An hour on, the page says only that it is over.
        return Ok(Some(v));
    }
    v.technician = match job.technician_id {
        Some(id) => store::first_name(c, id)?,
        None => None,
    };
    if !matches!(status, Some(JobStatus::Completed | JobStatus::Cancelled)) {
        v.destination = crate::jobs::store::customer_point(c, &job)?
            .map(|p| Destination { latitude: p.latitude, longitude: p.longitude });
    }
    if status == Some(JobStatus::EnRoute)
        && let Some(p) = store::position(c, job.id)?
    {
        v.latitude = Some(p.point.latitude);
        v.longitude = Some(p.point.longitude);
        v.updated_at = Some(crate::time::format(p.recorded_at));
        v.eta_minutes = p.eta_seconds.map(minutes);
        v.distance_km = p.distance_km.map(round_km);
    }
    Ok(Some(v))
}

fn token_ok(token: &str) -> bool {
    (32..=64).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// The driver's tracking page's data. Public: the unguessable link is the key. `latitude` and `longitude` (the technician's) only while the job is en route; an hour after the job ended, only the status.
#[utoipa::path(get, path = "/track/{token}", tag = "tracking", params(("token" = String, Path, description = "The link's token.")),
    responses(
        (status = 200, description = "Where the technician is.", body = TrackView),
        (status = 404, description = "Unknown or expired link.", body = ErrorBody),
    ))]
pub(super) async fn track(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response, ApiError> {
    if !token_ok(&token) {
        return Err(ApiError::NotFound);
    }
    let map = MapSettings::from(&state.config.maps);
    let v = state.db.call(move |c| view(c, &token, &map)).await?.ok_or(ApiError::NotFound)?;
    // Never cached: it changes every few seconds, and a shared cache must not keep a driver's position.
    Ok(([(header::CACHE_CONTROL, "no-store")], axum::Json(v)).into_response())
}

/// The tracking page's data as it changes: an `update` event (data: the same JSON as GET /api/track/{token}) at once, on every change and every 15 s; a `gone` event when the link expires.
#[utoipa::path(get, path = "/track/{token}/events", tag = "tracking", params(("token" = String, Path, description = "The link's token.")),
    responses(
        (status = 200, description = "The event stream (open while the link lives, at most an hour at a time).", content_type = "text/event-stream", body = String),
        (status = 404, description = "Unknown or expired link.", body = ErrorBody),
        (status = 429, description = "Too many streams open from this address, on this link or in all (`[tracking]`); Retry-After says when to try again. The page polls GET /api/track/{token} meanwhile.", body = ErrorBody),
    ))]
pub(super) async fn track_events(
    State(state): State<AppState>,
    ip: ClientIp,
    Path(token): Path<String>,
) -> Result<Response, ApiError> {
    if !token_ok(&token) {
        return Err(ApiError::NotFound);
    }
    // Before any work: a refused stream costs one lock and a lookup.
    let slot = match state.streams.open(&ip.limit_key(), &token) {
        Ok(slot) => slot,
        Err(refused) => {
            let mut resp = ApiError::from(refused).into_response();
            // A kept-alive connection would hold the very place that was refused.
            resp.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
            return Ok(resp);
        }
    };
    let map = MapSettings::from(&state.config.maps);
    let (t, m) = (token.clone(), map.clone());
    let first = state.db.call(move |c| view(c, &t, &m)).await?.ok_or(ApiError::NotFound)?;
    let job_id = {
        let t = token.clone();
        state.db.call(move |c| store::job_of_link(c, &t)).await?
    };
    let rx = state.pulse.tx.subscribe();
    let stop = state.pulse.stop.clone();
    let mut tick = tokio::time::interval(Duration::from_secs(15));
    tick.reset();
    let feed = TrackFeed {
        state,
        token,
        map,
        job_id,
        rx,
        stop,
        tick,
        pending: Some(first),
        last: None,
        until: tokio::time::Instant::now() + Duration::from_secs(3600),
        _slot: slot,
    };
    Ok(sse(
        Sse::new(track_stream(feed)).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)).text("heartbeat"))
    ))
}

pub(super) struct TrackFeed {
    state: AppState,
    token: String,
    map: MapSettings,
    job_id: i64,
    rx: broadcast::Receiver<JobPulse>,
    stop: watch::Receiver<bool>,
    tick: tokio::time::Interval,
    pending: Option<TrackView>,
    last: Option<TrackView>,
    /// A public stream is closed after an hour (the page reconnects), so none is held for ever.
    until: tokio::time::Instant,
    /// Its place among the capped streams, freed when the stream is dropped.
    _slot: crate::web::streams::StreamSlot,
}

fn update_event(v: &TrackView) -> Event {
    Event::default().event("update").retry(Duration::from_secs(5)).data(serde_json::to_string(v).unwrap_or_default())
}

fn track_stream(feed: TrackFeed) -> impl Stream<Item = Result<Event, Infallible>> {
    stream::unfold(Some(feed), |f| async move {
        let mut f = f?;
        loop {
            if let Some(v) = f.pending.take() {
                let event = update_event(&v);
                f.last = Some(v);
                return Some((Ok(event), Some(f)));
            }
            if *f.stop.borrow() {
                return None;
            }
            let refresh = tokio::select! {
                _ = tokio::time::sleep_until(f.until) => return None,
                // Every 15 s, so that the page notices an expiry and the hour after the end.
                _ = f.tick.tick() => true,
                changed = f.stop.changed() => {
                    if changed.is_err() || *f.stop.borrow() {
                        return None;
                    }
                    false
                }
                got = f.rx.recv() => match got {
                    Ok(p) => p.job_id == f.job_id,
                    Err(broadcast::error::RecvError::Lagged(_)) => true,
                    Err(broadcast::error::RecvError::Closed) => return None,
                },
            };
            if !refresh {
                continue;
            }
            let (token, map) = (f.token.clone(), f.map.clone());
            match f.state.db.call(move |c| view(c, &token, &map)).await {
                Ok(Some(v)) if f.last.as_ref() != Some(&v) => f.pending = Some(v),
                Ok(Some(_)) => {}
                Ok(None) => return Some((Ok(Event::default().event("gone").data("{}")), None)),
                Err(_) => return None,
            }
        }
    })
}
