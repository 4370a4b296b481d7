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
mod paid;
pub mod store;
pub mod stripe;

pub use paid::{Applied, Charge, Payables, Recorded, Sweeper, apply_paid, on_return, spawn_sweep, sweep};

use crate::error::ApiError;
use crate::state::AppState;
use crate::web::client_ip::ClientIp;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use guard::TooManyCheckouts;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Stripe's webhook (public: verified by its signature).
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(paid::stripe_webhook))
}

/// What a Checkout Session pays. The names are the `checkouts` table's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PayableKind {
    Invoice = 0,
    /// A fleet's balance: what a statement's pay link pays.
    Fleet = 1,
    /// An estimate's card hold or deposit, asked at approval.
    Estimate = 2,
}

impl PayableKind {
    pub fn as_str(self) -> &'static str {
        match self {
            PayableKind::Invoice => "invoice",
            PayableKind::Fleet => "fleet",
            PayableKind::Estimate => "estimate",
        }
    }

    pub fn parse(s: &str) -> Option<PayableKind> {
        match s {
            "invoice" => Some(PayableKind::Invoice),
            "fleet" => Some(PayableKind::Fleet),
            "estimate" => Some(PayableKind::Estimate),
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
    /// Charged now, or held on the card to be captured later (an estimate's hold).
    pub capture: Capture,
    /// What the payable asked with, kept with the session for its `record`
    /// (an estimate's option and approver); empty for the others. A session
    /// is handed out again only for the same detail.
    pub detail: String,
}

/// Whether Stripe charges the card at once or only holds the amount
/// (`payment_intent_data[capture_method]=manual`), to be captured later.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Capture {
    Automatic,
    Manual,
}

impl Capture {
    pub fn as_str(self) -> &'static str {
        match self {
            Capture::Automatic => "automatic",
            Capture::Manual => "manual",
        }
    }
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
        if self.capture == Capture::Manual {
            form.push(("payment_intent_data[capture_method]".into(), "manual".into()));
        }
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
    let (capture, detail) = (p.capture, p.detail.clone());
    let wanted = move |reference: &str| -> store::Wanted {
        store::Wanted {
            payable: key,
            reference: reference.to_string(),
            amount_cents: amounts.0,
            tip_cents: amounts.1,
            currency: CURRENCY,
            capture,
            detail: detail.clone(),
        }
    };
    let usable_after = crate::time::format(chrono::Utc::now() + chrono::Duration::minutes(REUSE_MARGIN_MINUTES));
    let looked_up = reference.clone();
    let lookup = wanted.clone();
    let (open, generation) = state
        .db
        .call(move |c| {
            let open = store::open_session(c, &lookup(&looked_up), &usable_after)?;
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
    state.db.call(move |c| store::insert_session(c, &id, &wanted(&reference), &stored_url, &expires_at)).await?;
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
