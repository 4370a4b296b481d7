//! The one checkout (docs/product.md#payments): every payable (an invoice,
//! a fleet's balance from a statement's pay link, and what comes next) is
//! paid by card through here, with one set of guards:
//!
//! - a request counts against its address (`admit`, the only way to get the
//!   `Admitted` that `session_for` takes) and against its payable, from any
//!   address (`[invoices] checkouts_per_minute_*`);
//! - one session is made at a time per payable (a lock), and the open one
//!   made for the same payable and amounts is handed out again;
//! - Stripe's Idempotency-Key makes a retried request the same session;
//! - the webhook (and the sweep that asks Stripe about open sessions) records
//!   a paid session once, only one this server made, for the currency and
//!   amount it was made for, through the payable's own `Payables::record`;
//! - the return page asks Stripe at most once per payable in
//!   `return_check_every_secs`.
//!
//! The amounts always come from the server's own records (the payable's
//! handler builds the `Payable`), never from the browser.
pub mod guard;
pub mod store;
pub mod stripe;

use crate::config::{Config, PaymentsConfig};
use crate::db::Db;
use crate::error::{ApiError, ErrorBody};
use crate::refs::LeadEvent;
use crate::state::AppState;
use crate::state::Effects;
use crate::web::client_ip::ClientIp;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use guard::TooManyCheckouts;
use serde::Serialize;
use serde_json::Value;
use std::time::Duration;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Stripe's webhook (public: verified by its signature).
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(stripe_webhook))
}

/// What a Checkout Session pays. The names are the `checkouts` table's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PayableKind {
    Invoice = 0,
    /// A fleet's balance: what a statement's pay link pays.
    Fleet = 1,
}

impl PayableKind {
    pub fn as_str(self) -> &'static str {
        match self {
            PayableKind::Invoice => "invoice",
            PayableKind::Fleet => "fleet",
        }
    }

    pub fn parse(s: &str) -> Option<PayableKind> {
        match s {
            "invoice" => Some(PayableKind::Invoice),
            "fleet" => Some(PayableKind::Fleet),
            _ => None,
        }
    }
}

/// The currency every session is made in (and must be paid in).
pub const CURRENCY: &str = "usd";

/// Sessions closer than this to their expiry are not handed out again: the
/// customer needs time to type a card number.
pub const REUSE_MARGIN_MINUTES: i64 = 10;

/// A payable as its handler read it from the server's records.
pub struct Payable {
    pub kind: PayableKind,
    pub id: i64,
    /// What is paid on the payable (the balance, or the part asked for).
    pub amount_cents: i64,
    /// A tip on top, as its own line (0: none).
    pub tip_cents: i64,
    /// The name of the payable's line on Stripe's page.
    pub line: String,
    /// Metadata of its own besides `payable` (an invoice's number).
    pub metadata: Vec<(&'static str, String)>,
    /// The link it is asked from (Stripe's client_reference_id): an open
    /// session is handed out again only to the same link, so nobody returns
    /// from Stripe to another holder's page.
    pub reference: String,
    pub customer_email: Option<String>,
    /// The absolute URL of the page the customer comes back to.
    pub page: String,
    /// What the log calls it ("invoice INV-0012").
    pub what: String,
}

impl Payable {
    fn key(&self) -> (PayableKind, i64) {
        (self.kind, self.id)
    }

    /// `invoice:12`, as the session's metadata names it.
    fn name(&self) -> String {
        format!("{}:{}", self.kind.as_str(), self.id)
    }

    /// The Checkout Session's parameters (Stripe's bracketed form encoding).
    fn form(&self) -> Vec<(String, String)> {
        let name = self.name();
        let mut form: Vec<(String, String)> = vec![
            ("mode".into(), "payment".into()),
            ("success_url".into(), format!("{}?checkout=done", self.page)),
            ("cancel_url".into(), format!("{}?checkout=cancelled", self.page)),
            ("client_reference_id".into(), self.reference.clone()),
            ("metadata[payable]".into(), name.clone()),
            ("payment_intent_data[metadata][payable]".into(), name),
        ];
        for (k, v) in &self.metadata {
            form.push((format!("metadata[{k}]"), v.clone()));
        }
        form.extend(line_item(0, self.amount_cents, self.line.clone()));
        if self.tip_cents > 0 {
            form.extend(line_item(1, self.tip_cents, "Tip for your technician".into()));
        }
        if let Some(email) = self.customer_email.as_ref().filter(|e| crate::validation::looks_like_email(e)) {
            form.push(("customer_email".into(), email.clone()));
        }
        form
    }
}

/// One line of a Checkout Session at place `n`: one of `name` at `cents`.
fn line_item(n: usize, cents: i64, name: String) -> [(String, String); 4] {
    [
        (format!("line_items[{n}][quantity]"), "1".into()),
        (format!("line_items[{n}][price_data][currency]"), CURRENCY.into()),
        (format!("line_items[{n}][price_data][unit_amount]"), cents.to_string()),
        (format!("line_items[{n}][price_data][product_data][name]"), name),
    ]
}

/// A pay request let through its address's limit. `session_for` takes one,
/// so no surface can ask for a session without passing `admit`.
pub struct Admitted(());

/// Counts a pay request against its address.
pub fn admit(state: &AppState, ip: &ClientIp) -> Result<Admitted, TooManyCheckouts> {
    state.checkout.address(&ip.limit_key()).map(|()| Admitted(()))
}

/// Why no Checkout page is handed out.
pub enum Refusal {
    /// Too many requests for this payable: 429.
    TooMany(TooManyCheckouts),
    /// Not set up (404), or Stripe could not be reached (502).
    Failed(ApiError),
}

impl From<ApiError> for Refusal {
    fn from(e: ApiError) -> Refusal {
        Refusal::Failed(e)
    }
}

impl From<anyhow::Error> for Refusal {
    fn from(e: anyhow::Error) -> Refusal {
        Refusal::Failed(ApiError::from(e))
    }
}

/// The answer to a pay request: a form post goes on to Stripe's page, JSON
/// gets its URL; a refusal is a page for a form post (`back`: the link back
/// and its words), JSON otherwise.
pub fn answer(result: Result<String, Refusal>, from_html_form: bool, stylesheet: &str, back: (&str, &str)) -> Response {
    match result {
        Ok(url) if from_html_form => (StatusCode::SEE_OTHER, [(header::LOCATION, url)]).into_response(),
        Ok(url) => axum::Json(CheckoutAnswer { url }).into_response(),
        Err(Refusal::TooMany(too_many)) if from_html_form => too_many.into_page(stylesheet, back),
        Err(Refusal::TooMany(too_many)) => too_many.into_response(),
        Err(Refusal::Failed(e)) => e.into_response(),
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CheckoutAnswer {
    /// Stripe Checkout's page for this payment.
    pub url: String,
}

/// The Checkout page for a payable: counted against the payable, then, one
/// request at a time per payable, the open session made for the same
/// payable and amounts, or a new one.
#[tracing::instrument(level = "debug", name = "checkout::session_for", skip_all)]
pub async fn session_for(state: &AppState, _admitted: Admitted, p: Payable) -> Result<String, Refusal> {
    let Some(payments) = state.config.payments.clone() else { return Err(ApiError::NotFound.into()) };
    state.checkout.payable(p.key()).map_err(Refusal::TooMany)?;
    let form = p.form();
    // Requests for one payable take turns from here, so the second finds the
    // first one's session instead of making another.
    let _making = state.checkout.making(p.key()).await;
    let key = p.key();
    let (reference, amounts) = (p.reference.clone(), (p.amount_cents, p.tip_cents));
    fn wanted(payable: (PayableKind, i64), reference: &str, amounts: (i64, i64)) -> store::Wanted<'_> {
        store::Wanted { payable, reference, amount_cents: amounts.0, tip_cents: amounts.1, currency: CURRENCY }
    }
    let usable_after = crate::time::format(chrono::Utc::now() + chrono::Duration::minutes(REUSE_MARGIN_MINUTES));
    let looked_up = reference.clone();
    let (open, generation) = state
        .db
        .call(move |c| {
            let open = store::open_session(c, &wanted(key, &looked_up, amounts), &usable_after)?;
            // Sessions no longer handed out: once one completes or expires, the
            // next request is a new one to Stripe, not a replay of the last.
            let generation = store::spent_sessions(c, key, &usable_after)?;
            Ok((open, generation))
        })
        .await?;
    if let Some(url) = open {
        return Ok(url);
    }
    // The same payable, amounts and request in the same generation is one
    // session at Stripe, even if our answer was lost or our row of it never
    // written. The request's digest is in the key because Stripe refuses a
    // key reused with other parameters (a customer's email changed, say).
    let idempotency =
        keyed(&format!("roadside-{}-{}-{}-{}-{generation}", p.kind.as_str(), p.id, p.amount_cents, p.tip_cents), &form);
    let session = stripe::create_session(&payments, &form, &idempotency).await.map_err(|e| {
        tracing::warn!("Stripe Checkout for {}: {e:#}", p.what);
        ApiError::Internal(e)
    })?;
    let expires = session
        .expires_at
        .and_then(|t| chrono::DateTime::from_timestamp(t, 0))
        .unwrap_or_else(|| chrono::Utc::now() + chrono::Duration::hours(24));
    let (id, url, expires_at) = (session.id, session.url.unwrap_or_default(), crate::time::format(expires));
    let stored_url = url.clone();
    state
        .db
        .call(move |c| store::insert_session(c, &id, &wanted(key, &reference, amounts), &stored_url, &expires_at))
        .await?;
    Ok(url)
}

/// `base` and a digest of the request: an Idempotency-Key Stripe accepts
/// again only for the same request.
fn keyed(base: &str, form: &[(String, String)]) -> String {
    use sha2::{Digest, Sha256};
    let mut digest = Sha256::new();
    for (k, v) in form {
        digest.update(k.as_bytes());
        digest.update(b"=");
        digest.update(v.as_bytes());
        digest.update(b"&");
    }
    let hex: String = digest.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect();
    format!("{base}-{hex}")
}

/// What a payable does with a paid session of its own, inside the session's
/// transaction: the checks every payable shares are done by then (ours, not
/// applied before, the currency and amount it was made for). Each kind is
/// above this feature, so startup hands in the one that knows them all.
pub trait Payables: Send + Sync {
    fn record(&self, tx: &rusqlite::Connection, config: &Config, made: &store::Made) -> rusqlite::Result<Recorded>;
}

/// What a payable made of a paid session.
pub enum Recorded {
    /// With the live-feed event to publish once committed.
    Recorded(LeadEvent),
    AlreadyRecorded,
    /// The payable refused it (why, for the log): nothing is recorded.
    Refused(String),
}

/// What became of a paid session.
#[derive(Debug)]
pub enum Applied {
    Recorded(LeadEvent),
    AlreadyRecorded,
    /// Not a session this server made: another app's on the same Stripe
    /// account, or one made by hand. Its metadata is not ours to trust.
    NotOurs,
    /// Ours, but Stripe's payable, currency or total is not what it was made
    /// for, or the payable refused it (why, for the log).
    Mismatch(String),
}

/// Records a paid Checkout session once, if this server made it and Stripe
/// charged what it was made for, through its payable. An event id, when
/// given, is kept so the same event is never applied twice.
#[tracing::instrument(level = "debug", name = "checkout::apply_paid", skip_all)]
pub fn apply_paid(
    c: &mut rusqlite::Connection,
    config: &Config,
    payables: &dyn Payables,
    session: &stripe::Session,
    event: Option<(&str, &str)>,
) -> rusqlite::Result<Applied> {
    let tx = c.transaction()?;
    if let Some((id, _)) = event
        && store::stripe_event_seen(&tx, id)?
    {
        return Ok(Applied::AlreadyRecorded);
    }
    let Some(made) = store::session(&tx, &session.id)? else { return Ok(Applied::NotOurs) };
    if made.complete {
        return Ok(Applied::AlreadyRecorded);
    }
    let name = format!("{}:{}", made.kind.as_str(), made.payable_id);
    // Sessions made before the one checkout named their payable by its own key.
    let named = [
        ("payable", name.clone()),
        ("invoice_id", made.payable_id.to_string()),
        ("fleet_id", made.payable_id.to_string()),
    ];
    for (key, ours) in named {
        let applies = key == "payable"
            || (key == "invoice_id" && made.kind == PayableKind::Invoice)
            || (key == "fleet_id" && made.kind == PayableKind::Fleet);
        if let Some(theirs) = session.metadata.get(key)
            && applies
            && *theirs != ours
        {
            return Ok(Applied::Mismatch(format!("made for {name}, its metadata names {key} {theirs:?}")));
        }
    }
    let charged = (session.currency.as_deref().map(str::to_ascii_lowercase), session.amount_total);
    let total = made.amount_cents + made.tip_cents;
    if charged != (Some(made.currency.clone()), Some(total)) {
        return Ok(Applied::Mismatch(format!(
            "made for {total} {} (tip {}), Stripe says {:?} {:?}",
            made.currency, made.tip_cents, charged.1, charged.0
        )));
    }
    if let Some((id, kind)) = event {
        store::insert_stripe_event(&tx, id, kind)?;
    }
    store::set_status(&tx, &session.id, "complete")?;
    let applied = match payables.record(&tx, config, &made)? {
        Recorded::Recorded(event) => Applied::Recorded(event),
        Recorded::AlreadyRecorded => Applied::AlreadyRecorded,
        Recorded::Refused(why) => return Ok(Applied::Mismatch(why)),
    };
    tx.commit()?;
    Ok(applied)
}

/// Stripe's webhook: `checkout.session.completed` (paid) and
/// `checkout.session.async_payment_succeeded` record the payment. The
/// `Stripe-Signature` must be right and under five minutes old.
#[utoipa::path(post, path = "/payments/stripe", tag = "invoices",
    request_body(content = Object, content_type = "application/json", description = "A Stripe event, signed in the Stripe-Signature header."),
    responses(
        (status = 200, description = "Taken (applied, already applied, for nothing here, or of a type not acted on)."),
        (status = 400, description = "The signature is missing, wrong or stale, or the body is not an event: nothing changed.", body = ErrorBody),
        (status = 404, description = "Card payments are not set up.", body = ErrorBody),
    ))]
pub async fn stripe_webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    let Some(payments) = state.config.payments.clone() else { return Err(ApiError::NotFound) };
    let signature = headers.get("stripe-signature").and_then(|v| v.to_str().ok());
    if let Err(why) =
        stripe::verify_signature(&payments.stripe_webhook_secret, signature, &body, chrono::Utc::now().timestamp())
    {
        tracing::warn!("Stripe webhook refused: signature {why:?}");
        return Err(ApiError::BadRequest("The Stripe-Signature header is missing, wrong or too old.".into()));
    }
    let event: Value =
        serde_json::from_slice(&body).map_err(|_| ApiError::BadRequest("The body is not a Stripe event.".into()))?;
    let (Some(id), Some(kind)) = (event["id"].as_str(), event["type"].as_str()) else {
        return Err(ApiError::BadRequest("The body is not a Stripe event.".into()));
    };
    let object = &event["data"]["object"];
    let acts = match kind {
        "checkout.session.completed" => object["payment_status"] == "paid",
        "checkout.session.async_payment_succeeded" => true,
        _ => false,
    };
    if !acts {
        return Ok(StatusCode::OK.into_response());
    }
    let session: stripe::Session = serde_json::from_value(object.clone())
        .map_err(|_| ApiError::BadRequest("The event's session cannot be read.".into()))?;
    let (config, id, kind) = (state.config.clone(), id.to_string(), kind.to_string());
    let sid = session.id.clone();
    let payables = state.payables.clone();
    let applied =
        state.db.call(move |c| apply_paid(c, &config, payables.as_ref(), &session, Some((&id, &kind)))).await?;
    // Refusals are still 200: Stripe would otherwise retry for days an event
    // that will never be recorded.
    match applied {
        Applied::NotOurs => tracing::warn!("Stripe session {sid} was not made by this server: nothing recorded"),
        Applied::Mismatch(why) => tracing::warn!("Stripe session {sid} {why}: nothing recorded"),
        Applied::AlreadyRecorded => tracing::info!("Stripe session {sid}: already recorded"),
        Applied::Recorded(event) => {
            tracing::info!("Stripe session {sid}: payment recorded");
            state.after_commit(Effects::queued().with_event(event));
        }
    }
    Ok(StatusCode::OK.into_response())
}

/// What the sweep needs, apart from the request that may start it.
pub struct Sweeper<'a> {
    pub db: &'a Db,
    pub config: &'a std::sync::Arc<Config>,
    pub payments: &'a PaymentsConfig,
    pub payables: &'a std::sync::Arc<dyn Payables>,
}

/// Asks Stripe about the open sessions (of one payable, or all) and records
/// the paid ones; expired ones are marked so. Answers what the recorded
/// payments set off (one live event each; their receipts queued), for
/// `AppState::after_commit`.
pub async fn sweep(s: &Sweeper<'_>, payable: Option<(PayableKind, i64)>) -> anyhow::Result<Effects> {
    let open: Vec<String> = s.db.call(move |c| store::open_sessions(c, payable)).await?;
    let mut recorded = Effects::default();
    for id in open {
        let session = match stripe::retrieve_session(s.payments, &id).await {
            Ok(session) => session,
            Err(e) => {
                tracing::warn!("Stripe session {id}: {e:#}");
                continue;
            }
        };
        if session.is_paid() {
            let (config, payables) = (s.config.clone(), s.payables.clone());
            match s.db.call(move |c| apply_paid(c, &config, payables.as_ref(), &session, None)).await? {
                Applied::Recorded(event) => {
                    tracing::info!("Stripe session {id}: payment recorded by the sweep");
                    recorded.queued = true;
                    recorded.events.push(event);
                }
                Applied::Mismatch(why) => {
                    tracing::warn!("Stripe session {id} {why}: nothing recorded");
                    // Closed at Stripe: asking again every ten minutes would
                    // only repeat the warning and crowd out newer sessions.
                    s.db.call(move |c| store::set_status(c, &id, "complete")).await?;
                }
                Applied::AlreadyRecorded | Applied::NotOurs => {}
            }
        } else if session.status.as_deref() == Some("expired") {
            s.db.call(move |c| store::set_status(c, &id, "expired")).await?;
        }
    }
    Ok(recorded)
}

/// Back from Checkout (`?checkout=done`): the payable's open sessions are
/// asked about first (for at most five seconds), so its page shows the
/// payment even before the webhook arrives; at most once per payable in
/// `return_check_every_secs`, so reloading the page (or a script) cannot
/// turn it into a stream of calls to Stripe.
pub async fn on_return(state: &AppState, payable: (PayableKind, i64)) {
    let Some(payments) = state.config.payments.clone() else { return };
    if !state.checkout.return_check(payable) {
        return;
    }
    let sweeper = Sweeper { db: &state.db, config: &state.config, payments: &payments, payables: &state.payables };
    match tokio::time::timeout(Duration::from_secs(5), sweep(&sweeper, Some(payable))).await {
        Ok(Ok(effects)) => state.after_commit(effects),
        Ok(Err(e)) => tracing::warn!("the sweep on return from Checkout failed: {e:#}"),
        _ => {}
    }
}

/// The sweep every ten minutes, while `[payments]` is set.
pub fn spawn_sweep(state: &AppState) {
    let Some(payments) = state.config.payments.clone() else { return };
    let state = state.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(600));
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let sweeper =
                Sweeper { db: &state.db, config: &state.config, payments: &payments, payables: &state.payables };
            match sweep(&sweeper, None).await {
                Ok(effects) if effects.events.is_empty() => {}
                Ok(effects) => {
                    let n = effects.events.len();
                    tracing::info!("the payment sweep recorded {n} payment(s) no webhook had");
                    state.after_commit(effects);
                }
                Err(e) => tracing::warn!("the payment sweep failed: {e:#}"),
            }
        }
    });
}
