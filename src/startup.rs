//! Builds the application from a config: database, site, router, listener.
use crate::config::Config;
use crate::db::Db;
use crate::accounts::AccountLimits;
use crate::alerts::{AlertQueue, Worker};
use crate::mail::Mailer;
use crate::ratelimit::RateLimiter;
use crate::web::{self, site::Site};
use axum::Router;
use axum::http::HeaderValue;
use axum::middleware;
use axum::routing::get;
use std::sync::Arc;
use tokio::net::TcpListener;
use tower_http::limit::RequestBodyLimitLayer;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub site: Arc<Site>,
    pub config: Arc<Config>,
    pub csp: HeaderValue,
    pub mailer: Mailer,
    pub alerts: AlertQueue,
    /// Per-address limit on lead submissions (spam and runaway scripts).
    pub lead_limiter: Arc<RateLimiter>,
    pub account_limits: Arc<AccountLimits>,
}

pub fn router(state: AppState) -> Router {
    let max_body = state.config.max_body_bytes;
    Router::new()
        .route("/sitemap.xml", get(web::sitemap))
        .route("/robots.txt", get(web::robots))
        .nest("/api", crate::api::router(&state))
        .fallback(web::fallback)
        .layer(middleware::from_fn_with_state(state.clone(), web::refuse_cross_site))
        .layer(middleware::from_fn_with_state(state.clone(), web::security_headers))
        .layer(axum::extract::DefaultBodyLimit::max(max_body))
        .layer(RequestBodyLimitLayer::new(max_body))
        .layer(middleware::from_fn(web::log_request))
        .with_state(state)
}

pub struct Application {
    listener: TcpListener,
    router: Router,
}

impl Application {
    pub async fn build(config: Config) -> anyhow::Result<Application> {
        let db = Db::open(&config.database_path())?;
        let site = Site::shared(&config.base_url)?;
        let csp = web::content_security_policy(&site.script_hashes);
        let mailer = Mailer::from_config(&config.mail)?;
        if config.dev_expose_reset_tokens {
            tracing::warn!("dev_expose_reset_tokens is ON: password-reset tokens appear in API responses. Never use this setting on a public site.");
        }
        let listener = TcpListener::bind(config.listen).await.map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", config.listen))?;
        let alerts = AlertQueue::default();
        let http = reqwest::Client::builder().timeout(std::time::Duration::from_secs(15)).build()?;
        Worker { db: db.clone(), mailer: mailer.clone(), config: config.alerts.clone(), queue: alerts.clone(), http }.spawn();
        let lead_limiter = Arc::new(RateLimiter::new(config.leads_per_ten_minutes, std::time::Duration::from_secs(600)));
        let state = AppState { db, site, config: Arc::new(config), csp, mailer, alerts, lead_limiter, account_limits: Arc::default() };
        Ok(Application { listener, router: router(state) })
    }

    pub fn local_addr(&self) -> std::net::SocketAddr {
        self.listener.local_addr().expect("bound listener has an address")
    }

    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        axum::serve(self.listener, self.router.into_make_service_with_connect_info::<std::net::SocketAddr>())
            .with_graceful_shutdown(shutdown_signal())
            .await
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}
