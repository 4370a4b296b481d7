//! GET /healthz for uptime monitors: 200 with what an owner needs to know
//! (database, migrations, undelivered alerts, last backup, version), 503 when
//! the database cannot be read. Nothing in it is secret; the version and a
//! failed backup's error text are shown only on this machine (loopback) or
//! to signed-in staff, since they help an attacker more than a monitor.
use super::{backup, schedule};
use crate::state::AppState;
use crate::web::client_ip::ClientIp;
use axum::Json;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::time::SystemTime;
use tower_cookies::Cookies;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Health {
    /// "ok"; "degraded" when the last scheduled backup failed or migrations are pending; "down" when the
    /// database cannot be read.
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub commit: Option<&'static str>,
    pub database: DatabaseHealth,
    pub alerts: Option<AlertHealth>,
    pub backup: BackupHealth,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DatabaseHealth {
    pub reachable: bool,
    pub migrations_applied: Option<i64>,
    pub migrations_expected: usize,
    pub error: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AlertHealth {
    /// Messages of the outbox (staff alerts, mail, texts, pushes) still to be
    /// delivered.
    pub undelivered: i64,
    /// Seconds since the oldest of those was queued.
    pub oldest_undelivered_age_secs: Option<i64>,
    /// Messages given up on (too many tries, too old, refused for good): the
    /// dashboard's Overview lists them with the reason.
    pub given_up: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BackupHealth {
    pub every_hours: u64,
    /// Seconds since the newest automatic copy was written.
    pub last_age_secs: Option<u64>,
    pub last_error: Option<String>,
    pub last_error_age_secs: Option<u64>,
}

pub async fn healthz(State(state): State<AppState>, ip: ClientIp, cookies: Cookies) -> Response {
    // to_canonical: an IPv4 loopback seen as ::ffff:127.0.0.1 counts too.
    let trusted = ip.0.to_canonical().is_loopback()
        || crate::accounts::session::current(&state, &cookies).await.ok().flatten().is_some_and(|u| u.is_staff);
    let probe = state
        .db
        .call(|c| {
            let applied = super::store::migrations_applied(c)?;
            let outbox = crate::outbox::store::health(c)?;
            Ok((applied, outbox))
        })
        .await;
    let expected = crate::db::migrations_expected();
    let dir = schedule::backup_dir(&state.config.backup, &state.config.data_dir);
    let age = |t: SystemTime| SystemTime::now().duration_since(t).map(|d| d.as_secs()).unwrap_or(0);
    let failure = state.backups.last_failure();
    let backup = BackupHealth {
        every_hours: state.config.backup.every_hours,
        last_age_secs: backup::newest(&dir).map(|(_, t)| age(t)),
        last_error: failure.as_ref().map(|f| if trusted { f.message.clone() } else { "the last backup failed".into() }),
        last_error_age_secs: failure.as_ref().map(|f| age(f.at)),
    };
    let (code, status, database, alerts) = match probe {
        Ok((applied, outbox)) => {
            let ok = applied as usize >= expected && failure.is_none();
            (
                StatusCode::OK,
                if ok { "ok" } else { "degraded" },
                DatabaseHealth {
                    reachable: true,
                    migrations_applied: Some(applied),
                    migrations_expected: expected,
                    error: None,
                },
                Some(AlertHealth {
                    undelivered: outbox.undelivered,
                    oldest_undelivered_age_secs: outbox.oldest_undelivered_age_secs.map(|s| s.max(0.0).round() as i64),
                    given_up: outbox.given_up,
                }),
            )
        }
        Err(e) => {
            tracing::error!("health check: the database cannot be read: {e:#}");
            let database = DatabaseHealth {
                reachable: false,
                migrations_applied: None,
                migrations_expected: expected,
                error: Some("the database cannot be read".into()),
            };
            (StatusCode::SERVICE_UNAVAILABLE, "down", database, None)
        }
    };
    let (version, commit) =
        if trusted { (Some(env!("CARGO_PKG_VERSION")), Some(crate::BUILD_COMMIT)) } else { (None, None) };
    let body = Health { status, version, commit, database, alerts, backup };
    (code, [(header::CACHE_CONTROL, "no-store")], Json(body)).into_response()
}
