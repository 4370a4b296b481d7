//! Review requests (docs/product.md#reviews): a completed job schedules one
//! text (and an email, when the lead has one) asking for a review, sent
//! after `[reviews] delay_minutes` by the worker here. Every customer gets
//! the same link, /r/{token}, which counts the tap and redirects to the
//! content file's `reviewUrl`: nobody is asked first whether they were happy
//! (Google's policy forbids review gating).
//!
//! A request is a row with its due time, so a restart loses none; whether it
//! still goes out is decided when it is due, not when it was scheduled.
pub mod store;
pub mod workflow;

use crate::config::Config;
use crate::content::BUSINESS;
use crate::db::Db;
use crate::outbox::Outbox;
use crate::state::AppState;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

pub use store::ReviewFigures;

/// Wakes the worker when a request is scheduled (it may be due at once).
#[derive(Clone, Default)]
pub struct ReviewQueue {
    notify: Arc<Notify>,
}

impl ReviewQueue {
    pub fn wake(&self) {
        self.notify.notify_one();
    }
}

/// The longest the worker sleeps: a request scheduled by another process
/// (none today) or a clock change is picked up within it.
const MAX_SLEEP: Duration = Duration::from_secs(60);

/// Requests sent in one transaction at most; more wait for the next round.
const BATCH: usize = 50;

/// Starts the worker: it sends what is due, then sleeps until the next due
/// time (at most a minute) or until woken.
pub fn spawn(db: Db, config: Arc<Config>, mail: bool, queue: ReviewQueue, alerts: Outbox) {
    tokio::spawn(async move {
        loop {
            let wait = match send_due(&db, &config, mail, &alerts).await {
                Ok(wait) => wait,
                Err(e) => {
                    tracing::error!(error = %format!("{e:#}"), "review requests");
                    Duration::from_secs(5)
                }
            };
            tokio::select! {
                _ = queue.notify.notified() => {}
                _ = tokio::time::sleep(wait) => {}
            }
        }
    });
}

/// Sends every due request; answers how long to sleep.
async fn send_due(db: &Db, config: &Arc<Config>, mail: bool, alerts: &Outbox) -> anyhow::Result<Duration> {
    loop {
        let config = config.clone();
        let (done, next) = db
            .write(move |c| -> rusqlite::Result<_> {
                let tx = c.transaction()?;
                let done = workflow::send_due(&tx, &config, mail, Utc::now(), BATCH)?;
                let next = store::next_due(&tx)?;
                tx.commit()?;
                Ok((done, next))
            })
            .await?;
        let sent = done.iter().filter(|(_, o)| *o == workflow::Outcome::Sent).count();
        if sent > 0 {
            alerts.wake();
        }
        for (id, outcome) in &done {
            if let workflow::Outcome::Skipped(reason) = outcome {
                tracing::info!(request = id, reason, "review request not sent");
            }
        }
        if done.len() == BATCH {
            continue;
        }
        let Some(next) = next.and_then(|t| DateTime::parse_from_rfc3339(&t).ok()) else { return Ok(MAX_SLEEP) };
        let wait = (next.with_timezone(&Utc) - Utc::now()).to_std().unwrap_or(Duration::ZERO);
        return Ok(wait.min(MAX_SLEEP));
    }
}

/// GET /r/{token}: the link of a review request. Counts the tap and sends
/// the customer on to the review page (303); an unknown token is the site's 404.
pub async fn tap(
    State(state): State<AppState>,
    method: Method,
    headers: HeaderMap,
    Path(token): Path<String>,
) -> Response {
    let plausible = token.len() <= 64 && token.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    let counted = if plausible {
        state.db.call(move |c| store::tap(c, &token, &crate::time::now_text())).await
    } else {
        Ok(false)
    };
    match counted {
        Ok(true) => (
            StatusCode::SEE_OTHER,
            [(header::LOCATION, BUSINESS.review_url.as_str()), (header::CACHE_CONTROL, "no-store")],
        )
            .into_response(),
        Ok(false) => state.site.not_found_response(&method, &headers),
        Err(e) => crate::error::ApiError::Internal(e).into_response(),
    }
}
