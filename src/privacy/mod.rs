//! Privacy (docs/product.md#privacy): personal data is kept only as long as
//! it is needed, and erased on request.
//!
//! - Retention: one background task, hourly and once at start-up, applies
//!   `analytics_retention_days` and the `[retention]` settings (leads and
//!   chats, chat GPS coordinates, delivered alerts, live-feed entries) and
//!   deletes expired sessions.
//! - Erasure: `roadside erase --phone N | --email E` (src/cli.rs), and the
//!   owner's Erase on a lead card (`POST /api/leads/{kind}/{id}/erase`, owner
//!   only). Both remove every lead, chat, job, live-feed entry and alert of
//!   the person, and leave an audit record of the kinds and counts.
pub mod store;
pub mod workflow;

use crate::accounts::Owner;
use crate::audit::Actor;
use crate::config::RetentionConfig;
use crate::db::Db;
use crate::error::{ApiError, ErrorBody};
use crate::leads::LeadKind;
use crate::state::AppState;
use crate::web::path::PathId;
use axum::extract::{Path, State};
use std::time::Duration;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use store::{ErasedCounts, Person};

/// Staff routes (behind `require_staff`); erasing also needs the owner.
pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(erase_person))
}

/// Erases the person who sent this lead: the lead, and every lead, chat, job, live-feed entry and staff alert with
/// its phone number or email. The owner's account only. Audited with the kinds and counts, never the person.
#[utoipa::path(post, path = "/leads/{kind}/{id}/erase", tag = "back office",
    params(
        ("kind" = String, Path, description = "quote, booking, contact or analyzer.", pattern = "^(?:quote|booking|contact|analyzer)$"),
        ("id" = i64, Path, description = "The lead's id."),
    ),
    responses(
        (status = 200, description = "Erased: how many rows of each kind went.", body = ErasedCounts),
        (status = 403, description = "Not the owner's account, or the request came from another site's page.", body = ErrorBody),
        crate::refs::NoSuchLead,
    ))]
async fn erase_person(
    State(state): State<AppState>,
    Owner(owner): Owner,
    Path((kind, _id)): Path<(String, String)>,
    PathId(id): PathId,
) -> Result<axum::Json<ErasedCounts>, ApiError> {
    let kind = LeadKind::parse(&kind).ok_or(ApiError::NotFound)?;
    let erased = state
        .db
        .call(move |c| workflow::erase_lead(c, Actor::Staff(&owner), kind, id))
        .await?
        .ok_or(ApiError::NotFound)?;
    tracing::info!(audit = erased.audit_id, "a person's data was erased from the dashboard");
    remove_photo_files(&state.db, &state.config.data_dir).await;
    Ok(axum::Json(erased.counts))
}

/// Removes the photo files of erased or expired rows (an erasure leaves no
/// copy of a person's photos in the data directory).
async fn remove_photo_files(db: &Db, data_dir: &std::path::Path) {
    match crate::proof::remove_unnamed_files(db, data_dir, Duration::ZERO).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(files = n, "photo files of deleted rows removed"),
        Err(e) => tracing::error!("removing photo files of deleted rows: {e:#}"),
    }
}

/// Starts the retention task: now, then every hour.
pub fn spawn_retention(db: Db, analytics_days: u32, config: RetentionConfig, data_dir: std::path::PathBuf) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(3600));
        loop {
            tick.tick().await;
            prune_analytics(&db, analytics_days).await;
            sweep(&db, &config).await;
            remove_photo_files(&db, &data_dir).await;
        }
    });
}

/// Steps apart: a lead waiting for the database gets in between two.
const PAUSE: Duration = Duration::from_millis(20);

/// Runs `step` in a transaction of its own, again and again while `more`
/// says it removed something; answers what every step removed. A failure is
/// logged and ends the run: the next hour tries again.
async fn in_steps<T: Send + 'static>(
    db: &Db,
    what: &str,
    step: impl Fn(&rusqlite::Transaction) -> rusqlite::Result<T> + Clone + Send + 'static,
    mut more: impl FnMut(&T) -> bool,
) -> Vec<T> {
    let mut done = Vec::new();
    loop {
        let step = step.clone();
        // As a writer (db::Db::write): the lead and analytics writers hand
        // the write lock on at once rather than through SQLite's busy sleeps.
        let result = db
            .write(move |c| -> rusqlite::Result<_> {
                let tx = c.transaction()?;
                let out = step(&tx)?;
                tx.commit()?;
                Ok(out)
            })
            .await;
        match result {
            Ok(out) if more(&out) => {
                done.push(out);
                tokio::time::sleep(PAUSE).await;
            }
            Ok(_) => return done,
            Err(e) => {
                tracing::error!("{what} failed: {e:#}");
                return done;
            }
        }
    }
}

/// Deletes raw analytics events past their retention (the rollups stay).
async fn prune_analytics(db: &Db, retention_days: u32) {
    let steps = in_steps(
        db,
        "analytics pruning",
        move |tx| crate::analytics::store::prune_step(tx, retention_days, chrono::Utc::now()),
        |p| p.raw_events > 0,
    )
    .await;
    let total: usize = steps.iter().map(|p| p.raw_events).sum();
    if total > 0 {
        tracing::info!("analytics: pruned {total} events older than {retention_days} days");
    }
}

/// Applies the `[retention]` rules until nothing more is due.
async fn sweep(db: &Db, config: &RetentionConfig) {
    let config = config.clone();
    let steps = in_steps(
        db,
        "retention sweep",
        move |tx| workflow::sweep_step(tx, &config, chrono::Utc::now()),
        |s| !s.is_empty(),
    )
    .await;
    let mut total = store::Swept::default();
    steps.iter().for_each(|s| total.add(s));
    if !total.is_empty() {
        let store::Swept {
            leads,
            jobs,
            chat_locations,
            alerts,
            lead_events,
            sessions,
            texts,
            calls,
            tracking,
            id_photos,
        } = total;
        tracing::info!(
            leads,
            jobs,
            chat_locations,
            alerts,
            lead_events,
            sessions,
            texts,
            calls,
            tracking,
            id_photos,
            "retention: deleted what was past its time"
        );
    }
}
