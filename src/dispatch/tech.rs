//! `/api/tech/jobs` and `/api/tech/events`: the technician's app (their jobs,
//! status changes, positions on the way, and a live feed of their jobs).
use super::validate::{FixBody, TechChangeBody};
use super::workflow::{self, Effects};
use super::{JobPulse, eta, sse, store, validate, with_base};
use crate::accounts::{Staff, session};
use crate::error::{ApiError, ErrorBody};
use crate::jobs::store::Job;
use crate::jobs::validate::{JobChanges, JobStatus};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use axum::extract::State;
use axum::http::header;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use futures_util::stream;
use futures_util::stream::Stream;
use serde::Serialize;
use std::convert::Infallible;
use std::time::Duration;
use tokio::sync::{broadcast, watch};
use tower_cookies::Cookies;
use utoipa::ToSchema;

/// The jobs assigned to the signed-in technician: open ones, and those ended in the last day.
#[utoipa::path(get, path = "/tech/jobs", tag = "technician",
    responses((status = 200, description = "Newest first.", body = Vec<Job>)))]
pub(super) async fn tech_jobs(State(state): State<AppState>, staff: Staff) -> Result<axum::Json<Vec<Job>>, ApiError> {
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
pub(super) async fn tech_change(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
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
            if crate::jobs::store::technicians_job(&tx, staff.id, id)?.is_none() {
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
            let (job, effects) = workflow::update_job_in(&tx, &staff, id, &changes, &config)?;
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
    crate::estimates::settle(&state).await;
    Ok(([(header::CONTENT_TYPE, "application/json")], answer).into_response())
}

/// What a position worked out to.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct PositionSaved {
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
pub(super) async fn tech_position(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<PositionSaved>, ApiError> {
    let fix = validate::fix(&body.fields).map_err(ApiError::Invalid)?;
    let (previous, customer) = state
        .db
        .run(move |c| {
            let Some(job) = crate::jobs::store::technicians_job(c, staff.id, id)? else {
                return Err(ApiError::NotFound);
            };
            if job.status != JobStatus::EnRoute {
                return Err(NOT_EN_ROUTE);
            }
            Ok((store::position(c, id)?, crate::jobs::store::customer_point(c, &job)?))
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

pub(super) fn minutes(seconds: i64) -> i64 {
    (seconds.max(0) + 59) / 60
}

pub(super) fn round_km(km: f64) -> f64 {
    (km * 10.0).round() / 10.0
}

/// The signed-in technician's jobs as they change: a `jobs` event (data: the job's id) whenever one of theirs is assigned, unassigned or changed, a `ready` event once connected, a heartbeat every 15 s.
#[utoipa::path(get, path = "/tech/events", tag = "technician",
    responses((status = 200, description = "The event stream (open until the session ends or the server stops).", content_type = "text/event-stream", body = String)))]
pub(super) async fn tech_events(State(state): State<AppState>, staff: Staff, cookies: Cookies) -> Response {
    let rx = state.pulse.tx.subscribe();
    let stop = state.pulse.stop.clone();
    let mut check = tokio::time::interval(Duration::from_secs(60));
    check.reset();
    let feed = TechFeed { state, cookies, user: staff.id, rx, stop, check, ready: false };
    sse(Sse::new(tech_stream(feed)).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)).text("heartbeat")))
}

pub(super) struct TechFeed {
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
