//! Live leads for open dashboards: GET /api/admin/events, server-sent events.
//!
//! Every new lead (any kind: the one `leads::store::insert` writes them all)
//! gets a row in `lead_events` in its own transaction, and after the commit
//! is published on a broadcast channel. A dashboard that reconnects sends the
//! last event id it saw (the Last-Event-ID header, or `?lastEventId=` for a
//! fresh EventSource) and first gets every event after it from the table, so
//! a network drop or a server restart loses nothing.
use crate::accounts::session;
use crate::error::ApiError;
use crate::state::AppState;
use crate::validation::{Input, WHOLE_NUMBER_PATTERN, trimmed, whole_number};
use crate::web::query::QueryMap;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream};
use serde_json::{Value, json};
use std::collections::VecDeque;
use std::convert::Infallible;
use std::time::Duration;
use tokio::sync::{broadcast, watch};
use tower_cookies::Cookies;

use crate::refs::{JobEvent, LeadKind, NewLeadEvent};
pub use crate::refs::{LeadEvent, LiveEvent};

/// The channel every stream listens on, and the server's stop signal (an
/// open stream would otherwise hold a graceful shutdown for its full wait).
#[derive(Clone)]
pub struct LiveLeads {
    tx: broadcast::Sender<LeadEvent>,
    stop: watch::Receiver<bool>,
}

impl LiveLeads {
    pub fn new() -> (LiveLeads, watch::Sender<bool>) {
        let (tx, _) = broadcast::channel(256);
        let (stop_tx, stop) = watch::channel(false);
        (LiveLeads { tx, stop }, stop_tx)
    }

    /// The server's stop signal, for other streams.
    pub fn stop_signal(&self) -> watch::Receiver<bool> {
        self.stop.clone()
    }

    pub fn publish(&self, event: LeadEvent) {
        // No dashboard open is fine: the table keeps the event for later.
        let _ = self.tx.send(event);
    }
}

/// Writes the event row for a new lead inside its transaction. The summary is
/// taken from the staff alert, which every kind of lead builds.
pub fn record(
    tx: &rusqlite::Connection,
    kind: LeadKind,
    table: &str,
    id: i64,
    alert: &Value,
) -> rusqlite::Result<LeadEvent> {
    let created_at = super::store::created_at(tx, table, id)?;
    let text = |key: &str| alert.get(key).and_then(Value::as_str).map(str::to_string);
    let summary = LiveEvent::lead(
        kind,
        NewLeadEvent {
            id,
            created_at: created_at.clone(),
            name: text("name"),
            phone: text("phone"),
            location: text("location"),
            urgency: text("urgency"),
            service: text("service"),
            from_chat: alert.get("fromChat").and_then(Value::as_bool).unwrap_or(false),
        },
    );
    let seq = super::store::insert_event(tx, kind.as_str(), id, &summary.to_json(), &created_at)?;
    Ok(LeadEvent { seq, summary })
}

/// Writes the event of a job's change inside its transaction: its id and
/// version only, so open dashboards reload it (an open form follows it).
pub fn record_job(tx: &rusqlite::Connection, job_id: i64, version: i64) -> rusqlite::Result<LeadEvent> {
    let created_at = crate::time::now_text();
    let summary = LiveEvent::Job(JobEvent { id: job_id, created_at: created_at.clone(), version });
    let seq = super::store::insert_event(tx, "job", job_id, &summary.to_json(), &created_at)?;
    Ok(LeadEvent { seq, summary })
}

/// At most this many missed events are replayed on reconnect; a dashboard
/// away for longer reloads its lists anyway.
const CATCH_UP_MAX: i64 = 200;

fn missed(c: &rusqlite::Connection, after: i64) -> rusqlite::Result<(Vec<LeadEvent>, i64)> {
    // A row this build cannot read (none is written so) is skipped: the
    // lists reload on the next event anyway.
    let events = super::store::events_after(c, after, CATCH_UP_MAX)?
        .into_iter()
        .filter_map(|e| Some(LeadEvent { seq: e.id, summary: serde_json::from_str(&e.summary).ok()? }))
        .collect();
    let newest = super::store::newest_event(c)?;
    Ok((events, newest))
}

fn lead_event(e: &LeadEvent) -> Event {
    Event::default().event("lead").id(e.seq.to_string()).data(e.summary.to_json())
}

/// `?lastEventId=`: the last event id seen (a fresh EventSource cannot send
/// the Last-Event-ID header, which takes precedence).
fn last_event_id(i: &mut Input) -> Option<String> {
    let pattern = trimmed(WHOLE_NUMBER_PATTERN, true);
    i.describe(
        "lastEventId",
        "The last event id seen (a fresh EventSource cannot send the Last-Event-ID header).",
        json!({"type": "string", "pattern": pattern}),
        false,
    );
    i.map.get("lastEventId").and_then(Value::as_str).map(str::to_string)
}

crate::described_query!(EventsQuery, |i| last_event_id(i));

struct Feed {
    state: AppState,
    /// The request's cookies: the session is checked again before each lead
    /// and every minute, so a stream ends with its session (logout, expiry).
    cookies: Cookies,
    check: tokio::time::Interval,
    queue: VecDeque<Event>,
    rx: broadcast::Receiver<LeadEvent>,
    stop: watch::Receiver<bool>,
    last: i64,
}

/// New leads as server-sent events: `lead` events (data: a `LiveEvent`, id: the event id), a `ready`
/// event once caught up, a heartbeat comment every 15 s. A reconnect with the last id gets what it missed.
#[utoipa::path(get, path = "/admin/events", tag = "back office", params(EventsQuery, ("Last-Event-ID" = Option<String>, Header, description = "The last event id seen: a whole number.", pattern = "^(?:-?(?:0|[1-9][0-9]{0,17}))?$")),
    responses(
        (status = 200, description = "The event stream (open until the session ends or the server stops): each `lead` event's data is a LiveEvent (components.schemas.LiveEvent).", content_type = "text/event-stream", body = String),
        (status = 400, description = "lastEventId is not an event id.", body = crate::error::ErrorBody),
    ))]
pub async fn events(
    State(state): State<AppState>,
    cookies: Cookies,
    QueryMap(q): QueryMap,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let from_header = headers.get("last-event-id").and_then(|v| v.to_str().ok()).map(str::to_string);
    let from_query = last_event_id(&mut Input::new(&q));
    let last_seen = match from_header.or(from_query).filter(|s| !s.trim().is_empty()) {
        None => None,
        Some(s) => Some(whole_number(s.trim()).ok_or_else(|| {
            let mut fields = std::collections::BTreeMap::new();
            fields.insert("lastEventId".to_string(), "lastEventId must be an event id this server sent".to_string());
            ApiError::Invalid(fields)
        })?),
    };
    // Listen before reading the table, so nothing committed in between is lost
    // (an event both read and heard is sent once: ids only go up).
    let rx = state.live.tx.subscribe();
    let (catch_up, newest) = state.db.call(move |c| missed(c, last_seen.unwrap_or(i64::MAX))).await?;
    let mut queue: VecDeque<Event> = catch_up.iter().map(lead_event).collect();
    // An id from the future (another database) resumes from the newest event.
    let last = catch_up.last().map(|e| e.seq).unwrap_or(last_seen.map_or(newest, |seen| seen.min(newest)));
    // "ready" tells the page it is connected, and its id is where the next
    // reconnect resumes; retry asks the browser to come back after 3 s.
    queue.push_back(Event::default().event("ready").id(last.to_string()).retry(Duration::from_secs(3)).data("{}"));
    let stop = state.live.stop.clone();
    let mut check = tokio::time::interval(SESSION_CHECK);
    check.reset();
    let feed = Feed { state, cookies, check, queue, rx, stop, last };
    let mut resp = Sse::new(stream_of(feed))
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)).text("heartbeat"))
        .into_response();
    // Reverse proxies (nginx) must pass each event on at once.
    resp.headers_mut().insert("x-accel-buffering", HeaderValue::from_static("no"));
    resp.headers_mut().insert(axum::http::header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Ok(resp)
}

const SESSION_CHECK: Duration = Duration::from_secs(60);

async fn still_signed_in(f: &Feed) -> bool {
    matches!(session::peek(&f.state, &f.cookies).await, Ok(Some(user)) if user.is_staff)
}

fn stream_of(feed: Feed) -> impl Stream<Item = Result<Event, Infallible>> {
    stream::unfold(feed, |mut f| async move {
        loop {
            if let Some(ev) = f.queue.pop_front() {
                return Some((Ok(ev), f));
            }
            if *f.stop.borrow() {
                return None;
            }
            tokio::select! {
                _ = f.check.tick() => {
                    if !still_signed_in(&f).await {
                        return None;
                    }
                }
                changed = f.stop.changed() => {
                    if changed.is_err() || *f.stop.borrow() {
                        return None;
                    }
                }
                got = f.rx.recv() => match got {
                    Ok(e) if e.seq > f.last => {
                        if !still_signed_in(&f).await {
                            return None;
                        }
                        f.last = e.seq;
                        return Some((Ok(lead_event(&e)), f));
                    }
                    Ok(_) => {}
                    // Too slow to keep up: read what was missed from the table.
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        let after = f.last;
                        let Ok((events, _)) = f.state.db.call(move |c| missed(c, after)).await else { return None };
                        if let Some(e) = events.last() {
                            f.last = e.seq;
                        }
                        f.queue.extend(events.iter().map(lead_event));
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                },
            }
        }
    })
}
