//! The customer's side of an invoice: its JSON, paying by card through
//! Stripe Checkout, and recording that payment. A card payment is recorded
//! only from Stripe's word: the signed webhook, or the sweep that asks
//! Stripe about open sessions (on the return from Checkout and every ten
//! minutes), so a lost webhook never leaves a paid invoice unpaid. Either
//! way a session is recorded once, and only one this server made, for the
//! currency and total it was made for: a signed event is Stripe's word that
//! someone paid, not that they paid us for this invoice.
use super::guard::TooManyCheckouts;
use super::money;
use super::store::{self, Line};
use super::stripe;
use super::validate::{self, CheckoutBody, NewPayment, Tip};
use crate::config::{Config, PaymentsConfig};
use crate::db::Db;
use crate::error::{ApiError, ErrorBody};
use crate::leads::feed::{LeadEvent, LiveLeads};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::Value;
use std::time::Duration;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicPayment {
    pub method: String,
    pub amount_cents: i64,
    pub tip_cents: i64,
    pub received_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentOption {
    pub method: String,
    pub instructions: String,
}

/// What the invoice page shows, as JSON.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicInvoice {
    pub number: String,
    /// draft, sent, partly-paid, paid or void.
    pub status: String,
    pub business_name: String,
    pub business_legal_name: String,
    pub business_phone: String,
    pub customer_name: Option<String>,
    pub lines: Vec<Line>,
    pub subtotal_cents: i64,
    pub discount_cents: i64,
    pub tax_rate_basis_points: i64,
    pub tax_cents: i64,
    pub total_cents: i64,
    pub paid_cents: i64,
    pub tip_cents: i64,
    pub balance_cents: i64,
    pub payments: Vec<PublicPayment>,
    pub created_at: String,
    pub paid_at: Option<String>,
    /// Whether the page offers Pay by card (`[payments]` is set and something is due).
    pub pay_by_card: bool,
    pub payment_options: Vec<PaymentOption>,
    /// An invoice to a fleet: its PO, unit, VIN, terms and due date (no tip is offered).
    pub fleet: Option<store::FleetBilling>,
}

pub fn public_view(config: &Config, inv: store::Invoice) -> PublicInvoice {
    let b = &crate::content::BUSINESS;
    PublicInvoice {
        pay_by_card: config.payments.is_some() && inv.balance_cents > 0 && inv.status != "void",
        number: inv.number,
        status: inv.status,
        business_name: b.name.clone(),
        business_legal_name: b.legal_name.clone(),
        business_phone: b.phones.emergency.display.clone(),
        customer_name: inv.customer_name,
        fleet: inv.fleet,
        lines: inv.lines,
        subtotal_cents: inv.subtotal_cents,
        discount_cents: inv.discount_cents,
        tax_rate_basis_points: inv.tax_rate_basis_points,
        tax_cents: inv.tax_cents,
        total_cents: inv.total_cents,
        paid_cents: inv.paid_cents,
        tip_cents: inv.tip_cents,
        balance_cents: inv.balance_cents,
        payments: inv
            .payments
            .into_iter()
            .map(|p| PublicPayment {
                method: p.method,
                amount_cents: p.amount_cents,
                tip_cents: p.tip_cents,
                received_at: p.received_at,
            })
            .collect(),
        created_at: inv.created_at,
        paid_at: inv.paid_at,
        payment_options: b
            .invoice_payment
            .iter()
            .map(|p| PaymentOption {
                method: p.method.clone(),
                instructions: crate::content::fill(&p.instructions, &[("phone", &b.phones.emergency.display)]),
            })
            .collect(),
    }
}

/// A token as the links carry it (hex): anything else is not looked up.
pub fn plausible_token(token: &str) -> bool {
    (20..=64).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_hexdigit())
}

pub async fn load_public(state: &AppState, token: &str) -> Result<PublicInvoice, ApiError> {
    if !plausible_token(token) {
        return Err(ApiError::NotFound);
    }
    let token = token.to_string();
    let config = state.config.clone();
    let inv = state
        .db
        .call(move |c| {
            let Some(id) = store::id_of_token(c, &token)? else { return Ok(None) };
            store::invoice(c, &config, id)
        })
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(public_view(&state.config, inv))
}

/// An invoice as its customer sees it (the token is the key).
#[utoipa::path(get, path = "/invoice/{token}", tag = "invoices", params(("token" = String, Path, description = "The invoice's link token.")),
    responses((status = 200, description = "The invoice.", body = PublicInvoice), (status = 404, description = "No such invoice.", body = ErrorBody)))]
pub async fn public_invoice(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response, ApiError> {
    let view = load_public(&state, &token).await?;
    Ok((
        [(header::CACHE_CONTROL, "no-store"), (header::HeaderName::from_static("x-robots-tag"), "noindex")],
        axum::Json(view),
    )
        .into_response())
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CheckoutAnswer {
    /// Stripe Checkout's page for this payment.
    pub url: String,
}

/// The currency every session is made in (and must be paid in).
pub const CURRENCY: &str = "usd";

/// Sessions closer than this to their expiry are not handed out again: the
/// customer needs time to type a card number.
pub const REUSE_MARGIN_MINUTES: i64 = 10;

/// One line of a Checkout Session at place `n`: one of `name` at `cents`.
pub fn line_item(n: usize, cents: i64, name: String) -> [(String, String); 4] {
    [
        (format!("line_items[{n}][quantity]"), "1".into()),
        (format!("line_items[{n}][price_data][currency]"), CURRENCY.into()),
        (format!("line_items[{n}][price_data][unit_amount]"), cents.to_string()),
        (format!("line_items[{n}][price_data][product_data][name]"), name),
    ]
}

/// A Checkout Session Stripe made: its id, its page and its expiry as stored.
pub struct MadeSession {
    pub id: String,
    pub url: String,
    pub expires_at: String,
}

/// Asks Stripe for a Checkout Session (an invoice's or a statement's, `what`
/// in the log); a refusal is logged and answered as our failure.
pub async fn make_session(
    payments: &crate::config::PaymentsConfig,
    form: &[(String, String)],
    key: &str,
    what: &str,
) -> Result<MadeSession, ApiError> {
    let session = stripe::create_session(payments, form, key).await.map_err(|e| {
        tracing::warn!("Stripe Checkout for {what}: {e:#}");
        ApiError::Internal(e)
    })?;
    let expires = session
        .expires_at
        .and_then(|t| chrono::DateTime::from_timestamp(t, 0))
        .unwrap_or_else(|| chrono::Utc::now() + chrono::Duration::hours(24));
    Ok(MadeSession { url: session.url.unwrap_or_default(), id: session.id, expires_at: crate::time::format(expires) })
}

/// A checkout's answer: a form post goes on to Stripe's page, JSON gets its URL.
pub fn go_to_checkout(from_html_form: bool, url: String) -> Response {
    if from_html_form {
        return (StatusCode::SEE_OTHER, [(header::LOCATION, url)]).into_response();
    }
    axum::Json(CheckoutAnswer { url }).into_response()
}

/// Pays what is due by card: makes a Stripe Checkout session for the
/// invoice's balance (from the invoice, never from the browser) and an
/// optional tip as its own line, or hands out the open one already made for
/// the same balance and tip. A form post is answered with a redirect to
/// Stripe, JSON with the session's URL. Limited per address and per invoice.
#[utoipa::path(post, path = "/invoice/{token}/checkout", tag = "invoices", params(("token" = String, Path, description = "The invoice's link token.")),
    request_body(content = CheckoutBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The Checkout page to send the browser to.", body = CheckoutAnswer),
        (status = 303, description = "(A form post) redirected to the Checkout page."),
        (status = 404, description = "No such invoice, or card payments are not set up.", body = ErrorBody),
        (status = 409, description = "Nothing is due (paid or void).", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address or for this invoice; nothing was made.", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds to wait before trying again."))),
        (status = 502, description = "Stripe could not be reached; nothing was charged.", body = ErrorBody),
    ))]
pub async fn checkout(
    State(state): State<AppState>,
    ip: ClientIp,
    Path(token): Path<String>,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let Some(payments) = state.config.payments.clone() else { return Err(ApiError::NotFound) };
    if !plausible_token(&token) {
        return Err(ApiError::NotFound);
    }
    let page = format!("{}/invoice/{token}", state.config.base_url);
    let refuse = |too_many: TooManyCheckouts| {
        if body.from_html_form {
            too_many.into_page(&state.site.stylesheet, &format!("/invoice/{token}"))
        } else {
            too_many.into_response()
        }
    };
    if let Err(too_many) = state.checkout.address(&ip.limit_key()) {
        return Ok(refuse(too_many));
    }
    let mut i = crate::validation::Input::new(&body.fields);
    let tip = validate::tip(&mut i);
    let tip = i.finish(tip).map_err(ApiError::Invalid)?;
    let (db_token, config) = (token.clone(), state.config.clone());
    let inv = state
        .db
        .call(move |c| {
            let Some(id) = store::id_of_token(c, &db_token)? else { return Ok(None) };
            store::invoice(c, &config, id)
        })
        .await?
        .ok_or(ApiError::NotFound)?;
    if inv.status == "void" || inv.balance_cents == 0 {
        if body.from_html_form {
            return Ok((StatusCode::SEE_OTHER, [(header::LOCATION, page)]).into_response());
        }
        return Err(ApiError::conflict("invoice", "Nothing is due on this invoice."));
    }
    // A fleet pays on its terms, by its accounts payable: no tip is asked for.
    if inv.fleet.is_some() && tip != Tip::None {
        return Err(ApiError::invalid("tip", "A fleet's invoice takes no tip"));
    }
    if let Err(too_many) = state.checkout.invoice(inv.id) {
        return Ok(refuse(too_many));
    }
    let due = inv.balance_cents;
    let tip_cents = match tip {
        Tip::None => 0,
        Tip::Percent(p) => (due * p + 50) / 100,
        Tip::Cents(c) => c,
    };
    let mut form: Vec<(String, String)> = vec![
        ("mode".into(), "payment".into()),
        ("success_url".into(), format!("{page}?checkout=done")),
        ("cancel_url".into(), format!("{page}?checkout=cancelled")),
        ("client_reference_id".into(), inv.number.clone()),
        ("metadata[invoice_id]".into(), inv.id.to_string()),
        ("metadata[invoice_number]".into(), inv.number.clone()),
        ("payment_intent_data[metadata][invoice_id]".into(), inv.id.to_string()),
    ];
    form.extend(line_item(0, due, format!("Invoice {} ({})", inv.number, crate::content::BUSINESS.name)));
    if tip_cents > 0 {
        form.extend(line_item(1, tip_cents, "Tip for your technician".into()));
    }
    if let Some(email) = inv.customer_email.as_ref().filter(|e| crate::validation::looks_like_email(e)) {
        form.push(("customer_email".into(), email.clone()));
    }
    // Requests for one invoice take turns from here, so the second finds the
    // first one's session instead of making another.
    let _making = state.checkout.making(inv.id).await;
    let invoice_id = inv.id;
    let usable_after = crate::time::format(chrono::Utc::now() + chrono::Duration::minutes(REUSE_MARGIN_MINUTES));
    let (open, generation) = state
        .db
        .call(move |c| {
            let open = store::open_checkout(c, invoice_id, due, tip_cents, CURRENCY, &usable_after)?;
            // Sessions no longer handed out: once one completes or expires, the
            // next request is a new one to Stripe, not a replay of the last.
            let generation = store::spent_checkouts(c, invoice_id, &usable_after)?;
            Ok((open, generation))
        })
        .await?;
    let url = match open {
        Some(url) => url,
        None => {
            let key = idempotency_key(invoice_id, due, tip_cents, generation, &form);
            let made = make_session(&payments, &form, &key, &inv.number).await?;
            let url = made.url.clone();
            state
                .db
                .call(move |c| {
                    store::insert_checkout(
                        c,
                        &store::NewCheckout {
                            id: &made.id,
                            invoice_id,
                            amount_cents: due,
                            tip_cents,
                            currency: CURRENCY,
                            url: &made.url,
                            expires_at: &made.expires_at,
                        },
                    )?;
                    Ok(())
                })
                .await?;
            url
        }
    };
    Ok(go_to_checkout(body.from_html_form, url))
}

/// The Idempotency-Key of a new session: the same invoice, amount, tip and
/// request in the same generation (see `checkout`) is one session at Stripe,
/// even if our answer was lost or our row of it never written. The request's
/// digest is in it because Stripe refuses a key reused with other parameters
/// (a customer's email changed, say).
fn idempotency_key(invoice_id: i64, due: i64, tip: i64, generation: i64, form: &[(String, String)]) -> String {
    keyed(&format!("roadside-checkout-{invoice_id}-{due}-{tip}-{generation}"), form)
}

/// `base` and a digest of the request: an Idempotency-Key Stripe accepts
/// again only for the same request (a fleet statement's sessions use it too).
pub fn keyed(base: &str, form: &[(String, String)]) -> String {
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

/// Paid sessions that are not an invoice's: a fleet statement's, made by
/// statements (above invoices), which startup hands in, so the webhook
/// names nothing above it.
pub trait OtherSessions: Send + Sync {
    /// A paid session this feature did not make: what became of it when it
    /// is the other's (None: not theirs either).
    fn apply(
        &self,
        c: &mut rusqlite::Connection,
        config: &Config,
        session: &stripe::Session,
        event: Option<(&str, &str)>,
    ) -> rusqlite::Result<Option<Applied>>;
}

/// No other sessions (tools and tests that build no statements).
pub struct NoOtherSessions;

impl OtherSessions for NoOtherSessions {
    fn apply(
        &self,
        _c: &mut rusqlite::Connection,
        _config: &Config,
        _session: &stripe::Session,
        _event: Option<(&str, &str)>,
    ) -> rusqlite::Result<Option<Applied>> {
        Ok(None)
    }
}

/// What became of a paid session.
#[derive(Debug)]
pub enum Applied {
    /// With the live-feed event to publish once committed, so an open
    /// dashboard hears of the payment at once.
    Recorded(LeadEvent),
    AlreadyRecorded,
    /// Not a session this server made: another app's on the same Stripe
    /// account, or one made by hand. Its metadata is not ours to trust.
    NotOurs,
    /// Ours, but Stripe's invoice, currency or total is not what it was
    /// made for (why, for the log).
    Mismatch(String),
}

/// The live-feed row of a card payment (in the payment's transaction, like a
/// new lead's). It names the invoice and the amounts only: no personal data
/// to erase, and a dashboard reloads the rest.
pub fn payment_event(tx: &rusqlite::Connection, invoice_id: i64, amount: i64, tip: i64) -> rusqlite::Result<LeadEvent> {
    let store::NumberNow { number, now: created_at } = store::number_now(tx, invoice_id)?;
    let summary = serde_json::json!({
        "kind": "payment",
        "id": invoice_id,
        "number": money::invoice_number(number),
        "amountCents": amount,
        "tipCents": tip,
        "createdAt": created_at,
    });
    let seq = store::insert_payment_event(tx, invoice_id, &summary.to_string(), &created_at)?;
    Ok(LeadEvent { seq, summary })
}

/// Records a paid Checkout session on its invoice, once, if this server made
/// it and Stripe charged what it was made for. The amounts recorded are the
/// ones the session was made for; an event id, when given, is kept so the
/// same event is never applied twice.
pub fn apply_paid_session(
    c: &mut rusqlite::Connection,
    config: &Config,
    session: &stripe::Session,
    event: Option<(&str, &str)>,
) -> rusqlite::Result<Applied> {
    let tx = c.transaction()?;
    if let Some((id, _)) = event
        && store::stripe_event_seen(&tx, id)?
    {
        return Ok(Applied::AlreadyRecorded);
    }
    let Some(store::Checkout { invoice_id, amount_cents: amount, tip_cents: tip, currency }) =
        store::checkout(&tx, &session.id)?
    else {
        return Ok(Applied::NotOurs);
    };
    if let Some(named) = session.metadata.get("invoice_id")
        && *named != invoice_id.to_string()
    {
        return Ok(Applied::Mismatch(format!("made for invoice {invoice_id}, its metadata names {named:?}")));
    }
    let charged = (session.currency.as_deref().map(str::to_ascii_lowercase), session.amount_total);
    if charged != (Some(currency.clone()), Some(amount + tip)) {
        return Ok(Applied::Mismatch(format!(
            "made for {} {currency} (tip {tip}), Stripe says {:?} {:?}",
            amount + tip,
            charged.1,
            charged.0
        )));
    }
    if let Some((id, kind)) = event {
        store::insert_stripe_event(&tx, id, kind)?;
    }
    store::set_checkout_status(&tx, &session.id, "complete")?;
    let payment = NewPayment { method: "card".into(), amount_cents: amount, reference: Some(session.id.clone()) };
    let applied =
        match store::record_payment(&tx, config, invoice_id, &payment, tip, store::Source::Stripe(&session.id)) {
            Ok(Some(_)) => Applied::Recorded(payment_event(&tx, invoice_id, amount, tip)?),
            Ok(None) => Applied::AlreadyRecorded,
            Err(store::InvoiceError::Sql(e)) => return Err(e),
            Err(e) => return Ok(Applied::Mismatch(format!("the invoice refused it: {e:?}"))),
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
        (status = 200, description = "Taken (applied, already applied, for no invoice here, or of a type not acted on)."),
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
    let other = state.other_sessions.clone();
    let applied = state
        .db
        .call(move |c| match apply_paid_session(c, &config, &session, Some((&id, &kind)))? {
            Applied::NotOurs => Ok(other.apply(c, &config, &session, Some((&id, &kind)))?.unwrap_or(Applied::NotOurs)),
            applied => Ok(applied),
        })
        .await?;
    // Refusals are still 200: Stripe would otherwise retry for days an event
    // that will never be recorded.
    match applied {
        Applied::NotOurs => tracing::warn!("Stripe session {sid} was not made by this server: nothing recorded"),
        Applied::Mismatch(why) => tracing::warn!("Stripe session {sid} {why}: nothing recorded"),
        Applied::AlreadyRecorded => tracing::info!("Stripe session {sid}: already recorded"),
        Applied::Recorded(event) => {
            tracing::info!("Stripe session {sid}: payment recorded");
            state.alerts.wake();
            state.live.publish(event);
        }
    }
    Ok(StatusCode::OK.into_response())
}

/// Asks Stripe about the open sessions (of one invoice, or all) and records
/// the paid ones; expired ones are marked so. Answers how many were recorded.
pub async fn sweep(
    db: &Db,
    config: &std::sync::Arc<Config>,
    payments: &PaymentsConfig,
    live: &LiveLeads,
    invoice_id: Option<i64>,
) -> anyhow::Result<usize> {
    let open: Vec<String> = db.call(move |c| store::open_checkouts(c, invoice_id)).await?;
    let mut recorded = 0;
    for id in open {
        let session = match stripe::retrieve_session(payments, &id).await {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!("Stripe session {id}: {e:#}");
                continue;
            }
        };
        let config = config.clone();
        if session.is_paid() {
            let applied = db.call(move |c| apply_paid_session(c, &config, &session, None)).await?;
            match applied {
                Applied::Recorded(event) => {
                    tracing::info!("Stripe session {id}: payment recorded by the sweep");
                    live.publish(event);
                    recorded += 1;
                }
                Applied::Mismatch(why) => {
                    tracing::warn!("Stripe session {id} {why}: nothing recorded");
                    // Closed at Stripe: asking again every ten minutes would
                    // only repeat the warning and crowd out newer sessions.
                    db.call(move |c| store::set_checkout_status(c, &id, "complete")).await?;
                }
                Applied::AlreadyRecorded | Applied::NotOurs => {}
            }
        } else if session.status.as_deref() == Some("expired") {
            db.call(move |c| store::set_checkout_status(c, &id, "expired")).await?;
        }
    }
    Ok(recorded)
}

/// The sweep every ten minutes, while `[payments]` is set.
pub fn spawn_sweep(db: Db, config: std::sync::Arc<Config>, alerts: crate::outbox::Outbox, live: LiveLeads) {
    let Some(payments) = config.payments.clone() else { return };
    tokio::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(600));
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            match sweep(&db, &config, &payments, &live, None).await {
                Ok(0) => {}
                Ok(n) => {
                    tracing::info!("the payment sweep recorded {n} payment(s) no webhook had");
                    alerts.wake();
                }
                Err(e) => tracing::warn!("the payment sweep failed: {e:#}"),
            }
        }
    });
}
