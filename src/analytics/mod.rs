//! First-party visitor analytics, call tracking and lead sources: no cookie,
//! no third party. The tracker (ui/src/features/analytics) posts its events
//! here; they are checked, answered 204 at once, and written in batches by one
//! writer task, so a flood of analytics never slows a lead down.
pub mod attribution;
pub mod geo;
pub mod payload;
pub mod rows;
pub mod store;
pub mod summary;
pub mod visitor;

use crate::config::Config;
use crate::db::Db;
use crate::error::ApiError;
use crate::error::ErrorBody;
use crate::listing::{ListRow, Page, PageParams, PageRequest, select_page};
use crate::ratelimit::RateLimiter;
use crate::state::AppState;
use crate::validation::Input;
use crate::web::client_ip::ClientIp;
use crate::web::query::QueryMap;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use payload::Beacon;
use payload::{PageEventBody, PageViewBody, SessionBody, UntrackBody};
use rows::{CallClick, Conversion, PageVisit};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use store::Event;
use tokio::sync::mpsc;
use tower_cookies::Cookies;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use attribution::Attribution;
pub use store::record_conversion;

/// Events written per transaction at most: enough to keep up with thousands
/// a second, few enough that a lead waiting for the database waits briefly
/// (a batch holds it for a few milliseconds).
const MAX_BATCH: usize = 128;

/// The ingest side: the queue to the writer, the per-address limit, the
/// location source.
pub struct Analytics {
    queue: mpsc::Sender<Event>,
    dropped: AtomicU64,
    limiter: RateLimiter,
    geo: geo::Geo,
}

impl Analytics {
    /// Starts the writer on `db`, its own connection (`Db::open_analytics`);
    /// returns the handle the handlers use. (Old raw events are pruned by the
    /// retention task, `privacy::spawn_retention`.)
    pub fn start(config: &Config, db: Db) -> anyhow::Result<Arc<Analytics>> {
        let geo = geo::Geo::open(config.geoip_database.as_deref())?;
        match &geo {
            geo::Geo::Mmdb(_) => {
                tracing::info!(
                    "analytics: locations from {}",
                    config.geoip_database.as_ref().map(|p| p.display().to_string()).unwrap_or_default()
                )
            }
            geo::Geo::TimeZone => {
                tracing::info!("analytics: locations from the visitor's time zone (no geoip_database set)")
            }
        }
        let (tx, rx) = mpsc::channel(config.analytics_queue_capacity.max(1));
        let analytics = Arc::new(Analytics {
            queue: tx,
            dropped: AtomicU64::new(0),
            limiter: RateLimiter::new(config.analytics_events_per_minute, Duration::from_secs(60)),
            geo,
        });
        tokio::spawn(writer(db, rx, analytics.clone()));
        Ok(analytics)
    }

    /// Hands an event to the writer, or drops it (counted) when the queue is
    /// full: analytics give way, leads never do.
    fn enqueue(&self, event: Event) {
        if self.queue.try_send(event).is_err() {
            self.dropped.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Takes whatever is queued, up to MAX_BATCH events, and writes it in one
/// transaction; waits for the next event when the queue is empty.
async fn writer(db: Db, mut rx: mpsc::Receiver<Event>, analytics: Arc<Analytics>) {
    let mut report = tokio::time::interval(Duration::from_secs(10));
    loop {
        let first = tokio::select! {
            got = rx.recv() => match got {
                Some(e) => e,
                None => return,
            },
            _ = report.tick() => {
                let dropped = analytics.dropped.swap(0, Ordering::Relaxed);
                if dropped > 0 {
                    tracing::warn!("analytics queue full: {dropped} events dropped in the last 10 s");
                }
                continue;
            }
        };
        let mut batch = Vec::with_capacity(MAX_BATCH);
        batch.push(first);
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(e) => batch.push(e),
                Err(_) => break,
            }
        }
        let count = batch.len();
        let result = db
            .write(move |c| {
                let tx = c.transaction()?;
                store::write_batch(&tx, &batch)?;
                tx.commit()
            })
            .await;
        if let Err(e) = result {
            tracing::error!("analytics: a batch of {count} events was not written: {e:#}");
        }
        // Leave the database free for a moment between batches: the writers'
        // lock is not fair, and a lead waiting for it must get in before the
        // next batch takes it again. Events arriving meanwhile join that batch.
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
}

/// The tracker's endpoints, open to every visitor.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(track_pageview))
        .routes(routes!(track_user))
        .routes(routes!(untrack_user))
        .routes(routes!(website_analytics))
}

/// The staff reading of it (the guard is applied by `api::router`).
pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(traffic))
        .routes(routes!(list_page_visits))
        .routes(routes!(list_call_clicks))
        .routes(routes!(list_conversions))
}

fn no_content() -> Response {
    StatusCode::NO_CONTENT.into_response()
}

fn user_agent(headers: &HeaderMap) -> String {
    headers.get(header::USER_AGENT).and_then(|v| v.to_str().ok()).unwrap_or("").chars().take(400).collect()
}

/// Whether an event is to be counted at all: not from a crawler, within the
/// address's limit, and not from signed-in staff. `Err` is the answer to give
/// instead (204 for what is silently not counted, 429 for a flood).
async fn admit(state: &AppState, ip: &ClientIp, headers: &HeaderMap, cookies: &Cookies) -> Result<(), Response> {
    if visitor::is_bot(&user_agent(headers)) {
        return Err(no_content());
    }
    if state.analytics.limiter.check(&ip.limit_key()).is_err() {
        return Err(ApiError::TooMany("Too many analytics events from your connection.".into()).into_response());
    }
    // Only a request with a session cookie can be staff; anonymous visitors
    // (no cookie) cost no database look-up here.
    if cookies.get(crate::accounts::session::COOKIE).is_some() {
        match crate::accounts::session::current(state, cookies).await {
            Ok(Some(user)) if user.is_staff => return Err(no_content()),
            Ok(_) => {}
            // Tracking failures are only logged (docs/product.md#analytics): count the event.
            Err(e) => tracing::warn!("analytics: staff check failed: {e:#}"),
        }
    }
    Ok(())
}

/// What every tracking POST answers (never built: it only describes the responses).
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
enum EventTaken {
    #[response(status = 204, description = "Taken (or silently not counted: a crawler, signed-in staff).")]
    Taken,
    #[response(status = 400, description = "A field is invalid: `fields` names each.")]
    Invalid(ErrorBody),
    #[response(status = 429, description = "Too many events from this address.")]
    Limited(ErrorBody),
}

/// A page view (every route change).
#[utoipa::path(post, path = "/track-pageview", tag = "analytics",
    request_body(content = PageViewBody, content_type = "application/json", description = "JSON; a beacon's text/plain body is read as JSON too."),
    responses(EventTaken))]
async fn track_pageview(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    cookies: Cookies,
    Beacon(body): Beacon,
) -> Result<Response, ApiError> {
    let view = payload::page_view(&body)?;
    if let Err(answer) = admit(&state, &ip, &headers, &cookies).await {
        return Ok(answer);
    }
    let place = state.analytics.geo.locate(ip.0, view.time_zone.as_deref());
    state.analytics.enqueue(Event::View {
        at: chrono::Utc::now(),
        view,
        ip: ip.0,
        user_agent: user_agent(&headers),
        place,
    });
    Ok(no_content())
}

/// A page view's facts, or a later event of it (leaving, a form, a call link).
#[utoipa::path(post, path = "/website-analytics", tag = "analytics",
    request_body(content = PageEventBody, content_type = "application/json", description = "JSON; a beacon's text/plain body is read as JSON too."),
    responses(EventTaken))]
async fn website_analytics(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    cookies: Cookies,
    Beacon(body): Beacon,
) -> Result<Response, ApiError> {
    let event = payload::page_event(&body)?;
    if let Err(answer) = admit(&state, &ip, &headers, &cookies).await {
        return Ok(answer);
    }
    let place = state.analytics.geo.locate(ip.0, event.time_zone.as_deref());
    state.analytics.enqueue(Event::Page {
        at: chrono::Utc::now(),
        event,
        ip: ip.0,
        user_agent: user_agent(&headers),
        place,
    });
    Ok(no_content())
}

/// The visitor is on the site (on load and when the tab is shown).
#[utoipa::path(post, path = "/track-user", tag = "analytics",
    request_body(content = Option<SessionBody>, content_type = "application/json", description = "JSON; a beacon's text/plain body is read as JSON too."),
    responses(EventTaken))]
async fn track_user(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    cookies: Cookies,
    Beacon(body): Beacon,
) -> Result<Response, ApiError> {
    let session = payload::session_only(&body, false)?;
    if let Err(answer) = admit(&state, &ip, &headers, &cookies).await {
        return Ok(answer);
    }
    if let Some(session_id) = session {
        state.analytics.enqueue(Event::Seen { at: chrono::Utc::now(), session_id });
    }
    Ok(no_content())
}

/// The visitor left (tab hidden or closed).
#[utoipa::path(post, path = "/untrack-user", tag = "analytics",
    request_body(content = UntrackBody, content_type = "application/json", description = "JSON; a beacon's text/plain body is read as JSON too."),
    responses(EventTaken))]
async fn untrack_user(
    State(state): State<AppState>,
    ip: ClientIp,
    headers: HeaderMap,
    cookies: Cookies,
    Beacon(body): Beacon,
) -> Result<Response, ApiError> {
    let session = payload::session_only(&body, true)?;
    if let Err(answer) = admit(&state, &ip, &headers, &cookies).await {
        return Ok(answer);
    }
    if let Some(session_id) = session {
        state.analytics.enqueue(Event::Gone { at: chrono::Utc::now(), session_id });
    }
    Ok(no_content())
}

/// `?period=`: today (the current UTC day, the default), 7d or 30d (ending today).
fn traffic_period(i: &mut Input) -> Option<summary::Period> {
    let pattern = crate::validation::trimmed("today|7d|30d", true);
    i.describe(
        "period",
        "today (the current UTC day, the default), 7d or 30d (ending today).",
        serde_json::json!({"type": "string", "pattern": pattern}),
        false,
    );
    match summary::Period::parse(i.map.get("period").and_then(serde_json::Value::as_str)) {
        Ok(p) => Some(p),
        Err(_) => {
            i.fail("period", "period must be today, 7d or 30d");
            None
        }
    }
}

crate::described_query!(TrafficQuery, |i| traffic_period(i));

/// Visitors, page views, sources, leads and calls of a period, beside the period before.
#[utoipa::path(get, path = "/admin/traffic", tag = "analytics", params(TrafficQuery),
    responses(
        (status = 200, description = "The summary.", body = summary::Traffic),
        (status = 400, description = "period is not today, 7d or 30d.", body = ErrorBody),
    ))]
async fn traffic(
    State(state): State<AppState>,
    QueryMap(q): QueryMap,
) -> Result<axum::Json<summary::Traffic>, ApiError> {
    let mut input = Input::new(&q);
    let period = traffic_period(&mut input);
    let period = input.finish(period).map_err(ApiError::Invalid)?.unwrap_or(summary::Period::Today);
    Ok(axum::Json(state.db.call(move |c| summary::traffic(c, period, chrono::Utc::now())).await?))
}

async fn list<R: ListRow + Send + 'static>(
    state: AppState,
    page: PageRequest,
) -> Result<axum::Json<Page<R>>, ApiError> {
    Ok(axum::Json(state.db.call(move |c| select_page(c, &[], Vec::new(), page)).await?))
}

/// Page views with their events, newest first.
#[utoipa::path(get, path = "/website-analytics", tag = "analytics", params(PageParams),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<PageVisit>),
        crate::listing::BadPageQuery,
    ))]
async fn list_page_visits(
    State(state): State<AppState>,
    page: PageRequest,
) -> Result<axum::Json<Page<PageVisit>>, ApiError> {
    list(state, page).await
}

/// Clicks on phone links, newest first.
#[utoipa::path(get, path = "/call-tracking", tag = "analytics", params(PageParams),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<CallClick>),
        crate::listing::BadPageQuery,
    ))]
async fn list_call_clicks(
    State(state): State<AppState>,
    page: PageRequest,
) -> Result<axum::Json<Page<CallClick>>, ApiError> {
    list(state, page).await
}

/// Conversions (leads and calls) with their marketing source, newest first.
#[utoipa::path(get, path = "/marketing-metrics", tag = "analytics", params(PageParams),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<Conversion>),
        crate::listing::BadPageQuery,
    ))]
async fn list_conversions(
    State(state): State<AppState>,
    page: PageRequest,
) -> Result<axum::Json<Page<Conversion>>, ApiError> {
    list(state, page).await
}
