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
mod board;
pub mod eta;
pub mod geocode;
mod job_tracking;
pub mod notify;
pub mod pace;
pub mod store;
mod tech;
mod technicians;
mod track;
pub mod validate;
pub mod workflow;
use crate::jobs::store::Job;
use crate::state::AppState;
use axum::http::{HeaderValue, header};
use axum::response::sse::Sse;
use axum::response::{IntoResponse, Response};
use tokio::sync::{broadcast, watch};
pub use track::Destination;
pub use track::PhoneLink;
pub use track::TrackView;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

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

/// A job's tracking link with the site's address (the store keeps the path).
pub fn with_base(mut job: Job, base_url: &str) -> Job {
    if let Some(path) = job.tracking_url.take() {
        job.tracking_url = Some(if path.starts_with('/') { format!("{base_url}{path}") } else { path });
    }
    job
}

/// Public: the driver's tracking page's data.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(track::track)).routes(routes!(track::track_events))
}

/// The technician's app.
pub fn technician_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(tech::tech_jobs))
        .routes(routes!(tech::tech_change))
        .routes(routes!(tech::tech_position))
        .routes(routes!(tech::tech_events))
}

/// The owner's: technicians' accounts and the dispatch board.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(technicians::list_technicians, technicians::create_technician))
        .routes(routes!(technicians::change_technician))
        .routes(routes!(board::board))
        .routes(routes!(board::geocode_address))
        .routes(routes!(job_tracking::list_jobs, job_tracking::create_job))
        .routes(routes!(job_tracking::jobs_of_leads))
        .routes(routes!(job_tracking::update_job))
}

pub(super) fn sse<S>(sse: Sse<S>) -> Response
where
    Sse<S>: IntoResponse,
{
    let mut resp = sse.into_response();
    // Reverse proxies (nginx) must pass each event on at once.
    resp.headers_mut().insert("x-accel-buffering", HeaderValue::from_static("no"));
    resp.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    resp
}
