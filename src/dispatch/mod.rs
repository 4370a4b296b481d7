//! Dispatch and the road (docs/product.md#dispatch): the owner assigns jobs
//! to technicians; a technician works their jobs from the app at /tech
//! (status changes that survive a lost signal, and the phone's position on
//! the way); the stranded driver follows the truck on a tracking link.
//!
//! - Owner (back office): technicians' accounts, the dispatch board.
//! - Technician (`/api/tech`, 403 for the owner): their jobs, status changes,
//!   positions, and a live feed of their jobs.
//! - Public: `/api/track/{token}` and its event stream (the link is the key).
//!
//! Every change publishes a pulse after its commit; the technician's feed
//! and the tracking page's stream listen to it.
pub mod eta;
pub mod geocode;
pub mod notify;
pub mod pace;
pub mod store;
pub mod validate;

use crate::accounts::Staff;
use crate::accounts::session;
use crate::error::{ApiError, ErrorBody};
use crate::jobs::store::Job;
use crate::jobs::validate::{JobChanges, JobStatus};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use futures_util::stream::{self, Stream};
use serde::Serialize;
use std::convert::Infallible;
use std::time::Duration;
use store::{Board, Effects, MapSettings, Technician};
use tokio::sync::{broadcast, watch};
use tower_cookies::Cookies;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use validate::{FixBody, NewTechnicianBody, TechChangeBody, TechnicianChangesBody};

/// A job changed (its status, assignment or position): the technicians whose
/// app shows it, for their feed; the job, for its tracking page.
#[derive(Debug, Clone)]
pub struct JobPulse {
    pub job_id: i64,
    pub technicians: Vec<i64>,
}

/// The channel the streams listen on, and the server's stop signal.
#[derive(Clone)]
pub struct Pulse {
    tx: broadcast::Sender<JobPulse>,
    stop: watch::Receiver<bool>,
    /// How often each job's positions are taken and routed.
    pace: std::sync::Arc<pace::Pace>,
}

impl Pulse {
    /// Tells the streams that `job_id` changed (`AppState::after_commit`).
    pub fn announce(&self, job_id: i64, technicians: Vec<i64>) {
        // No stream open is fine: each reads the database when it opens.
        let _ = self.tx.send(JobPulse { job_id, technicians });
    }

    pub fn new(stop: watch::Receiver<bool>) -> Pulse {
        let (tx, _) = broadcast::channel(256);
        Pulse { tx, stop, pace: Default::default() }
    }
}

// Making and changing a job (`/job-tracking`): they set off dispatch's
// effects and reviews', so they are routed here, above both.

/// Makes a job from a lead (one per lead: asking again answers the job it has).
#[utoipa::path(post, path = "/job-tracking", tag = "back office",
    request_body(content = crate::jobs::validate::NewJobBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Created.", body = Job),
        (status = 200, description = "The lead already had this job.", body = Job),
        (status = 400, description = "A field is invalid, or no lead of that type has this id.", body = ErrorBody),
    ))]
async fn create_job(State(state): State<AppState>, staff: Staff, body: FieldsBody) -> Result<Response, ApiError> {
    let new = crate::jobs::validate::parse_new(&body.fields).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (job, created, effects) = state.db.run(move |c| store::create_job(c, &staff, &new, &config)).await?;
    state.after_commit(effects.for_job(job.id));
    Ok((if created { StatusCode::CREATED } else { StatusCode::OK }, axum::Json(job)).into_response())
}

/// Changes a job; the server stamps completedAt, onSiteAt, enRouteAt and responseTime. Audited. Assigning a technician pushes the job to their phone; en route makes the driver's tracking link (`trackingUrl`) and texts it.
#[utoipa::path(patch, path = "/job-tracking/{id}", tag = "back office", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = crate::jobs::validate::JobChangesBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The job as it is now.", body = Job),
        (status = 400, description = "A field is invalid (or no technician has that username): `fields` names each.", body = ErrorBody),
        (status = 404, description = "No such job.", body = ErrorBody),
        (status = 409, description = "The job changed since the version named (`fields.version`): nothing was written.", body = ErrorBody),
    ))]
async fn update_job(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<axum::Json<Job>, ApiError> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let mut input = crate::validation::Input::new(&body.fields);
    let changes = crate::jobs::validate::parse_update(&mut input);
    let changes = input.finish(changes).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (job, effects) = state.db.run(move |c| store::update_job(c, &staff, id, &changes, &config)).await?;
    state.after_commit(effects.for_job(id));
    Ok(axum::Json(job))
}

/// A job's tracking link with the site's address (the store keeps the path).
pub fn with_base(mut job: Job, base_url: &str) -> Job {
    if let Some(path) = job.tracking_url.take() {
        job.tracking_url = Some(if path.starts_with('/') { format!("{base_url}{path}") } else { path });
    }
    job
}

/// Public: the driver's tracking page's data.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(track)).routes(routes!(track_events))
}

/// The technician's app.
pub fn technician_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(tech_jobs))
        .routes(routes!(tech_change))
        .routes(routes!(tech_position))
        .routes(routes!(tech_events))
}

/// The owner's: technicians' accounts and the dispatch board.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_technicians, create_technician))
        .routes(routes!(change_technician))
        .routes(routes!(board))
        .routes(routes!(geocode_address))
        .routes(routes!(create_job))
        .routes(routes!(update_job))
}

/// The jobs assigned to the signed-in technician: open ones, and those ended in the last day.
#[utoipa::path(get, path = "/tech/jobs", tag = "technician",
    responses((status = 200, description = "Newest first.", body = Vec<Job>)))]
async fn tech_jobs(State(state): State<AppState>, staff: Staff) -> Result<axum::Json<Vec<Job>>, ApiError> {
    let jobs = state.db.call(move |c| crate::jobs::store::list_for_technician(c, staff.id)).await?;
    Ok(axum::Json(jobs.into_iter().map(|j| with_base(j, &state.config.base_url)).collect()))
}

/// Changes the status of one of the technician's jobs (On my way, Arrived, Completed, Cancel), with the same server times as the owner's changes. On my way makes the driver's tracking link (`trackingUrl`) and texts it. A change sent again with the same `changeId` is not made again: the answer is the first one's.
#[utoipa::path(patch, path = "/tech/jobs/{id}", tag = "technician", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = TechChangeBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The job as it is now (or as the first sending of this change left it).", body = Job),
        (status = 400, description = "A field is invalid (or the change id was used for another job): `fields` names it.", body = ErrorBody),
        (status = 404, description = "No such job among the technician's.", body = ErrorBody),
    ))]
async fn tech_change(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let id = crate::error::path_id(&id)?;
    let change = validate::tech_change(&body.fields).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (answer, effects) = state
        .db
        .run(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            if let Some(change_id) = &change.change_id
                && let Some((job, answer)) = store::receipt(&tx, staff.id, change_id)?
            {
                return if job == id {
                    Ok((answer, Effects::default()))
                } else {
                    Err(ApiError::invalid("changeId", "This change id was used for another job"))
                };
            }
            if store::technicians_job(&tx, staff.id, id)?.is_none() {
                return Err(ApiError::NotFound);
            }
            let changes = JobChanges {
                status: Some(change.status),
                job_value: change.job_value,
                notes: change.notes,
                customer_satisfaction: None,
                review_request: None,
                po_number: None,
                based_on: None,
                dispatch: validate::Assignment {
                    technician: None,
                    position: None,
                    payment_method: change.payment_method,
                    cancel_reason: change.cancel_reason,
                },
            };
            let (job, effects) = store::update_job_in(&tx, &staff, id, &changes, &config)?;
            let answer = serde_json::to_string(&with_base(job, &config.base_url))
                .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
            if let Some(change_id) = &change.change_id {
                store::store_receipt(&tx, staff.id, id, change_id, &answer)?;
            }
            tx.commit()?;
            Ok((answer, effects))
        })
        .await?;
    state.after_commit(effects.for_job(id));
    Ok(([(header::CONTENT_TYPE, "application/json")], answer).into_response())
}

/// What a position worked out to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct PositionSaved {
    /// Minutes to the customer, when their position is known.
    eta_minutes: Option<i64>,
    /// Kilometres to the customer (by road with OSRM, else in a straight line).
    distance_km: Option<f64>,
}

/// The phone's position on the way to one of the technician's jobs (every 10 s). Only the latest fix is kept, and only while the job is en route. One position per job is taken every `[tracking] position_every_secs` (5 s); with OSRM, the route is asked for at most every `route_every_secs` (30 s) per job.
#[utoipa::path(post, path = "/tech/jobs/{id}/position", tag = "technician", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = FixBody, content_type = "application/json"),
    responses(
        (status = 200, description = "Kept, with the ETA it works out to.", body = PositionSaved),
        (status = 400, description = "Bad coordinates: `fields` names them.", body = ErrorBody),
        (status = 404, description = "No such job among the technician's.", body = ErrorBody),
        (status = 409, description = "The job is not en route.", body = ErrorBody),
        (status = 429, description = "Another position of this job was taken too recently: this one is not kept (Retry-After says when one is).", body = ErrorBody),
    ))]
async fn tech_position(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<axum::Json<PositionSaved>, ApiError> {
    let id = crate::error::path_id(&id)?;
    let fix = validate::fix(&body.fields).map_err(ApiError::Invalid)?;
    let (previous, customer) = state
        .db
        .run(move |c| {
            let Some(job) = store::technicians_job(c, staff.id, id)? else { return Err(ApiError::NotFound) };
            if job.status != JobStatus::EnRoute {
                return Err(NOT_EN_ROUTE);
            }
            Ok((store::position(c, id)?, store::customer_point(c, &job)?))
        })
        .await?;
    // After the job is known to be theirs, so no one can use up another's job's turn.
    let tracking = &state.config.tracking;
    let route = state
        .pulse
        .pace
        .admit(
            id,
            std::time::Instant::now(),
            Duration::from_secs(tracking.position_every_secs),
            Duration::from_secs(tracking.route_every_secs),
        )
        .map_err(|after| ApiError::TooSoon { message: TOO_SOON, after })?;
    let now = Utc::now();
    let worked = eta::work_out(&state.config.routing, previous.as_ref(), &fix, now, customer, route).await;
    if let Some(routed) = worked.routed {
        state.pulse.pace.routed(id, routed);
    }
    let saved = worked.clone();
    // Saved only if the job is still en route (it may have arrived while OSRM answered).
    let kept = state
        .db
        .call(move |c| {
            let status = store::job_status(c, id)?;
            if status != Some(JobStatus::EnRoute) {
                return Ok(false);
            }
            store::save_position(c, id, &fix, now, &saved)?;
            Ok(true)
        })
        .await?;
    if !kept {
        return Err(NOT_EN_ROUTE);
    }
    state.after_commit(Effects::default().for_job(id));
    Ok(axum::Json(PositionSaved {
        eta_minutes: worked.eta_seconds.map(minutes),
        distance_km: worked.distance_km.map(round_km),
    }))
}

const TOO_SOON: &str = "A position of this job was taken moments ago: this one is not kept.";

const NOT_EN_ROUTE: ApiError =
    ApiError::conflict("status", "The job is not en route: positions are kept only on the way.");

fn minutes(seconds: i64) -> i64 {
    (seconds.max(0) + 59) / 60
}

fn round_km(km: f64) -> f64 {
    (km * 10.0).round() / 10.0
}

/// The signed-in technician's jobs as they change: a `jobs` event (data: the job's id) whenever one of theirs is assigned, unassigned or changed, a `ready` event once connected, a heartbeat every 15 s.
#[utoipa::path(get, path = "/tech/events", tag = "technician",
    responses((status = 200, description = "The event stream (open until the session ends or the server stops).", content_type = "text/event-stream", body = String)))]
async fn tech_events(State(state): State<AppState>, staff: Staff, cookies: Cookies) -> Response {
    let rx = state.pulse.tx.subscribe();
    let stop = state.pulse.stop.clone();
    let mut check = tokio::time::interval(Duration::from_secs(60));
    check.reset();
    let feed = TechFeed { state, cookies, user: staff.id, rx, stop, check, ready: false };
    sse(Sse::new(tech_stream(feed)).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)).text("heartbeat")))
}

fn sse<S>(sse: Sse<S>) -> Response
where
    Sse<S>: IntoResponse,
{
    let mut resp = sse.into_response();
    // Reverse proxies (nginx) must pass each event on at once.
    resp.headers_mut().insert("x-accel-buffering", HeaderValue::from_static("no"));
    resp.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    resp
}

struct TechFeed {
    state: AppState,
    /// Checked every minute, so the stream ends with its session (or a disabled account).
    cookies: Cookies,
    user: i64,
    rx: broadcast::Receiver<JobPulse>,
    stop: watch::Receiver<bool>,
    check: tokio::time::Interval,
    ready: bool,
}

fn tech_stream(feed: TechFeed) -> impl Stream<Item = Result<Event, Infallible>> {
    stream::unfold(feed, |mut f| async move {
        if !f.ready {
            f.ready = true;
            return Some((Ok(Event::default().event("ready").retry(Duration::from_secs(3)).data("{}")), f));
        }
        loop {
            if *f.stop.borrow() {
                return None;
            }
            tokio::select! {
                _ = f.check.tick() => {
                    let user = f.user;
                    match session::peek(&f.state, &f.cookies).await {
                        Ok(Some(u)) if u.is_staff && u.id == user => {}
                        _ => return None,
                    }
                }
                changed = f.stop.changed() => {
                    if changed.is_err() || *f.stop.borrow() {
                        return None;
                    }
                }
                got = f.rx.recv() => match got {
                    Ok(p) if p.technicians.contains(&f.user) => {
                        let event = Event::default().event("jobs").data(format!("{{\"jobId\":{}}}", p.job_id));
                        return Some((Ok(event), f));
                    }
                    Ok(_) => {}
                    // Missed some: say "something changed", the app reloads its list.
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        return Some((Ok(Event::default().event("jobs").data("{}")), f));
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                },
            }
        }
    })
}

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

/// The view of a token now, or None when the link is unknown or expired.
fn view(c: &rusqlite::Connection, token: &str, map: &MapSettings) -> rusqlite::Result<Option<TrackView>> {
    let now = Utc::now();
    let Some((job, ended)) = store::job_of_token(c, token, now)? else { return Ok(None) };
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
        v.destination =
            store::customer_point(c, &job)?.map(|p| Destination { latitude: p.latitude, longitude: p.longitude });
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
async fn track(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response, ApiError> {
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
async fn track_events(
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

struct TrackFeed {
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

/// Every technician's account, enabled first.
#[utoipa::path(get, path = "/admin/technicians", tag = "back office",
    responses((status = 200, description = "By name, the disabled ones last.", body = Vec<Technician>)))]
async fn list_technicians(State(state): State<AppState>) -> Result<axum::Json<Vec<Technician>>, ApiError> {
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
async fn create_technician(
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
            let made = store::create_technician(&tx, &new)?;
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
async fn change_technician(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<axum::Json<Technician>, ApiError> {
    let id = crate::error::path_id(&id)?;
    let changes = validate::technician_changes(&body.fields).map_err(ApiError::Invalid)?;
    let (account, unassigned) = state
        .db
        .run(move |c| {
            let tx = c.transaction()?;
            let out = store::change_technician(&tx, id, &changes)?;
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
async fn geocode_address(
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
async fn board(State(state): State<AppState>) -> Result<axum::Json<Board>, ApiError> {
    let map = MapSettings::from(&state.config.maps);
    let mut b = state.db.call(move |c| store::board(c, map)).await?;
    b.address_search = state.config.geocoder.url.is_some();
    let base = state.config.base_url.clone();
    b.jobs = b.jobs.into_iter().map(|j| with_base(j, &base)).collect();
    Ok(axum::Json(b))
}
