//! Builds the application from a config: database, site, router, listener.
use crate::accounts::AccountLimits;
use crate::config::Config;
use crate::db::Db;
use crate::leads::feed::LiveLeads;
use crate::mail::Mailer;
use crate::ops::lock::DataDirLock;
use crate::ops::schedule::BackupStatus;
use crate::state::AppState;
use crate::web::{self, site::Site};
use axum::Router;
use axum::extract::ConnectInfo;
use axum::middleware;
use axum::routing::get;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;
use tower_http::limit::RequestBodyLimitLayer;

pub fn router(state: AppState) -> Router {
    // The outer limit is the largest any route takes; `web::body_limit` is
    // each request's own, applied as its body is read (`web::guard`).
    let max_body = state.config.max_body_bytes.max(state.config.photos.max_bytes);
    // The routes that read or set cookies (sessions, the API) get the cookie
    // layer; the static pages and assets of the fallback, most of the
    // traffic, skip it.
    let dynamic = Router::new()
        .route("/sitemap.xml", get(web::sitemap))
        .route("/robots.txt", get(web::robots))
        .route("/healthz", get(crate::ops::health::healthz))
        .route("/invoice/{token}", get(crate::invoices::page::invoice_page))
        .route("/invoice/{token}/photos/{photo}", get(crate::invoices::photos::invoice_photo))
        .route("/r/{token}", get(crate::reviews::tap))
        .route("/statement/{token}", get(crate::statements::page::statement_page))
        .route("/call/{token}", get(crate::calls::page::show).post(crate::calls::page::share))
        .route("/approve/{token}", get(crate::approvals::page::show).post(crate::approvals::page::answer))
        .route("/estimate/{token}", get(crate::estimates::page::show).post(crate::estimates::page::answer))
        .route("/verify-email", get(crate::accounts::verify_email_page))
        .nest("/api", crate::api::router(&state))
        .layer(tower_cookies::CookieManagerLayer::new());
    Router::new()
        .merge(dynamic)
        .fallback(web::fallback)
        .layer(middleware::from_fn_with_state(state.clone(), web::guard))
        .layer(axum::extract::DefaultBodyLimit::max(max_body))
        .layer(RequestBodyLimitLayer::new(max_body))
        .layer(middleware::from_fn(web::log_request))
        .with_state(state)
}

pub struct Application {
    listener: TcpListener,
    router: Router,
    header_timeout: Duration,
    /// Connections served at once (`max_connections`).
    connections: Arc<tokio::sync::Semaphore>,
    /// One server per data directory (see ops::lock); released when the app ends.
    _lock: Arc<DataDirLock>,
    /// Ends the live event streams when the server stops.
    stop_streams: tokio::sync::watch::Sender<bool>,
    /// The outbox's handle, for `outbox()`.
    outbox: crate::outbox::Outbox,
}

impl Application {
    pub async fn build(config: Config) -> anyhow::Result<Application> {
        let lock = DataDirLock::acquire(&config.data_dir)?;
        let db = Db::open(&config.database_path())?;
        let site = Site::shared(&config.base_url)?;
        let csp = web::content_security_policy(&site.script_hashes, None)?;
        let csp_maps = web::content_security_policy(&site.script_hashes, config.maps.tile_origin().as_deref())?;
        let mailer = Mailer::from_config(&config.mail)?;
        if config.dev_expose_reset_tokens {
            tracing::warn!(
                "dev_expose_reset_tokens is ON: password-reset tokens appear in API responses. Never use this setting \
                    on a public site."
            );
        }
        let listener = TcpListener::bind(config.listen)
            .await
            .map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", config.listen))?;
        let alerts = crate::outbox::Outbox::default();
        let http = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(5))
            .timeout(Duration::from_secs(15))
            .build()?;
        let subject = crate::messages::push_subject(&config);
        // Once, at start: a few milliseconds on this thread.
        let vapid = db.write_blocking(|c| crate::messages::push::Vapid::load_or_create(c, subject))?;
        let allow_private_push = config.push.dev_allow_private_endpoints;
        if allow_private_push {
            tracing::warn!(
                "[push] dev_allow_private_endpoints is ON: push endpoints on private addresses are called. Never use \
                    this setting on a public site."
            );
        }
        let channels = crate::messages::Channels {
            sms: config.sms.clone(),
            outbound: config.outbound.clone(),
            vapid,
            base_url: config.base_url.clone(),
            allow_private_push,
        };
        let (live, stop_streams) = LiveLeads::new();
        spawn_outbox(&db, &config, &alerts, &mailer, &http, &channels, &live)?;
        let intake = Arc::new(crate::leads::intake::Limits::new(config.leads_per_ten_minutes));
        let header_timeout = Duration::from_secs(config.header_timeout_secs.max(1));
        let connections = Arc::new(tokio::sync::Semaphore::new(config.max_connections.max(1)));
        let backups = BackupStatus::default();
        crate::ops::schedule::spawn(config.backup.clone(), config.database_path(), &config.data_dir, backups.clone());
        let analytics = crate::analytics::Analytics::start(&config, db.open_analytics(&config.database_path())?)?;
        crate::privacy::spawn_retention(
            db.clone(),
            config.analytics_retention_days,
            config.retention.clone(),
            config.data_dir.clone(),
        );
        let account_limits = Arc::new(
            AccountLimits::with_sign_ins_per_ip(config.sign_ins_per_five_minutes)
                .with_registrations_per_ip(config.registrations_per_hour),
        );
        let leads = crate::leads::writer::LeadWriter::start(db.clone())?;
        let pulse = crate::dispatch::Pulse::new(live.stop_signal());
        db.write_blocking(|c| crate::invoices::store::seed_price_book(c))?;
        let config = Arc::new(config);
        let reviews = crate::reviews::ReviewQueue::default();
        let streams = Arc::new(crate::web::streams::Streams::new(&config));
        crate::reviews::spawn(db.clone(), config.clone(), mailer.is_configured(), reviews.clone(), alerts.clone());
        let checkout = Arc::new(crate::checkout::guard::CheckoutGuard::new(&config.invoices));
        let text_leads = Arc::new(crate::leads::intake::RequesterTexts {
            alerting: crate::leads::intake::Alerting {
                base_url: config.base_url.clone(),
                config: config.alerts.clone(),
                settings: config.clone(),
            },
            limits: intake.clone(),
        });
        let state = AppState::new(crate::state::Services {
            db,
            leads,
            site,
            config,
            csp,
            mailer,
            alerts,
            intake,
            account_limits,
            backups,
            analytics,
            live,
            pulse,
            csp_maps,
            channels,
            reviews,
            streams,
            checkout,
            text_leads,
            payables: Arc::new(AllPayables),
        });
        crate::statements::start(state.db.clone(), state.config.clone(), state.alerts.clone()).await;
        let outbox = state.alerts.clone();
        crate::checkout::spawn_sweep(&state);
        crate::estimates::spawn_settle(&state);
        Ok(Application {
            listener,
            router: router(state),
            header_timeout,
            connections,
            _lock: Arc::new(lock),
            stop_streams,
            outbox,
        })
    }

    /// The router requests go to (its Debug output lists every route: the
    /// OpenAPI test compares it with the document).
    pub fn router(&self) -> &Router {
        &self.router
    }

    pub fn local_addr(&self) -> std::io::Result<std::net::SocketAddr> {
        self.listener.local_addr()
    }

    /// The outbox, whose `settled` a test awaits to see its sends done.
    pub fn outbox(&self) -> crate::outbox::Outbox {
        self.outbox.clone()
    }

    /// Serves until SIGINT or SIGTERM, then lets requests in flight (a lead
    /// being stored) finish, for at most ten seconds.
    ///
    /// This is axum::serve's accept loop with one addition: hyper gets a timer,
    /// so a client that does not finish its request head in time is cut off.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.run_until(shutdown_signal()).await
    }

    /// Serves until `stop` completes (run_until_stopped with another trigger:
    /// tests stop one app to restart another on the same data directory).
    pub async fn run_until(self, stop: impl std::future::Future<Output = ()>) -> std::io::Result<()> {
        let Application { listener, router, header_timeout, connections, _lock, stop_streams, outbox: _ } = self;
        let mut builder = auto::Builder::new(TokioExecutor::new());
        builder.http1().timer(TokioTimer::new()).header_read_timeout(header_timeout);
        builder.http2().timer(TokioTimer::new()).keep_alive_interval(Some(Duration::from_secs(60)));
        let graceful = GracefulShutdown::new();
        let mut stop = std::pin::pin!(stop);
        loop {
            let (stream, remote) = tokio::select! {
                accepted = listener.accept() => match accepted {
                    Ok(pair) => pair,
                    Err(e) => {
                        // Out of file descriptors and the like: pause rather than spin.
                        tracing::warn!("accept failed: {e}");
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    }
                },
                _ = &mut stop => break,
            };
            // Past the cap a connection is closed at once: queued, it would
            // hold memory and a file descriptor while helping nobody.
            let Ok(permit) = connections.clone().try_acquire_owned() else {
                tracing::warn!("connection from {remote} refused: max_connections reached");
                drop(stream);
                continue;
            };
            let _ = stream.set_nodelay(true);
            let router = router.clone();
            let service = hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
                req.extensions_mut().insert(ConnectInfo(remote));
                router.clone().oneshot(req)
            });
            let connection = graceful.watch(builder.serve_connection(TokioIo::new(stream), service).into_owned());
            tokio::spawn(async move {
                if let Err(e) = connection.await {
                    tracing::debug!("connection from {remote} ended: {e}");
                }
                drop(permit);
            });
        }
        // Open event streams end now; browsers reconnect to the next server.
        let _ = stop_streams.send(true);
        tokio::select! {
            _ = graceful.shutdown() => {}
            _ = tokio::time::sleep(Duration::from_secs(10)) => tracing::warn!("stopped with requests still open"),
        }
        Ok(())
    }
}

/// The outbox's delivery loops: staff alerts and mail by `alerts`, texts
/// and pushes by `messages`.
fn spawn_outbox(
    db: &Db,
    config: &Config,
    outbox: &crate::outbox::Outbox,
    mailer: &Mailer,
    http: &reqwest::Client,
    channels: &crate::messages::Channels,
    live: &LiveLeads,
) -> anyhow::Result<()> {
    use crate::outbox::{Channel, Deliver};
    let alerts: Arc<dyn Deliver> =
        Arc::new(crate::alerts::Delivery { mailer: mailer.clone(), config: config.alerts.clone(), http: http.clone() });
    let messages: Arc<dyn Deliver> = Arc::new(crate::messages::Delivery {
        db: db.clone(),
        http: http.clone(),
        push_http: crate::messages::push::client(channels.allow_private_push)?,
        channels: channels.clone(),
    });
    let calls: Arc<dyn Deliver> = Arc::new(crate::calls::place::Delivery {
        db: db.clone(),
        http: http.clone(),
        config: Arc::new(config.clone()),
        live: live.clone(),
    });
    crate::outbox::Worker {
        db: db.clone(),
        outbox: outbox.clone(),
        policy: crate::outbox::Policy::from_config(&config.alerts),
        deliverers: vec![
            (Channel::Email, alerts.clone()),
            (Channel::Webhook, alerts.clone()),
            (Channel::Log, alerts.clone()),
            (Channel::Mail, alerts),
            (Channel::Sms, messages.clone()),
            (Channel::Push, messages),
            (Channel::Call, calls),
        ],
    }
    .spawn();
    Ok(())
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

/// Every kind of payable the one checkout takes, each recording a paid
/// session its own way (they are above the checkout, so it is handed this).
pub struct AllPayables;

impl crate::checkout::Payables for AllPayables {
    fn record(
        &self,
        tx: &rusqlite::Connection,
        config: &crate::config::Config,
        made: &crate::checkout::store::Made,
        charge: &crate::checkout::Charge,
    ) -> rusqlite::Result<crate::checkout::Recorded> {
        match made.kind {
            crate::checkout::PayableKind::Invoice => crate::invoices::payments::record_card(tx, config, made),
            crate::checkout::PayableKind::Fleet => crate::statements::record_card(tx, config, made),
            crate::checkout::PayableKind::Estimate => crate::estimates::workflow::record_paid(tx, config, made, charge),
        }
    }
}
