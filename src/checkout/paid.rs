//! A paid session, recorded once: Stripe's signed webhook, the sweep that
//! asks Stripe about open sessions, and the return page's check all come
//! here, and `apply_paid` records a session only if this server made it and
//! Stripe charged what it was made for, through its payable.
use super::store::{self, CheckoutStatus};
use super::{PayableKind, stripe};
use crate::config::{Config, PaymentsConfig};
use crate::db::Db;
use crate::error::{ApiError, ErrorBody};
use crate::refs::LeadEvent;
use crate::state::AppState;
use crate::state::Effects;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::Value;
use std::time::Duration;
/// What a payable does with a paid session of its own, inside the session's
/// transaction: the checks every payable shares are done by then (ours, not
/// applied before, the currency and amount it was made for). Each kind is
/// above this feature, so startup hands in the one that knows them all.
pub trait Payables: Send + Sync {
    fn record(
        &self,
        tx: &rusqlite::Connection,
        config: &Config,
        made: &store::Made,
        charge: &Charge,
    ) -> rusqlite::Result<Recorded>;
}

/// What Stripe holds or took for a session, beyond its amount: the
/// PaymentIntent (to capture, cancel or refund later) and, for a hold, when
/// it must be captured by.
#[derive(Debug, Clone, Default)]
pub struct Charge {
    pub payment_intent: Option<String>,
    /// RFC 3339.
    pub capture_before: Option<String>,
}

/// What a session Stripe reports is ready for: recorded as paid, recorded
/// as a hold (its PaymentIntent read back from Stripe), or nothing yet.
pub enum Ready {
    Paid,
    Held(stripe::PaymentIntent),
    NotYet,
}

/// How long a card hold lasts when Stripe does not say: online card
/// payments must be captured within 7 days, and Visa's are 5 when the
/// merchant starts the payment, so the shorter is assumed.
pub const HOLD_DAYS_ASSUMED: i64 = 5;

/// Whether a session Stripe reports on is to be recorded: paid; or complete
/// and one of our holds, whose PaymentIntent is then read from Stripe (the
/// session's payment_status says nothing of a hold).
pub async fn ready(db: &Db, payments: &PaymentsConfig, session: &stripe::Session) -> anyhow::Result<Ready> {
    if session.is_paid() {
        return Ok(Ready::Paid);
    }
    let Some(intent) = session.payment_intent.clone().filter(|_| session.status.as_deref() == Some("complete")) else {
        return Ok(Ready::NotYet);
    };
    let id = session.id.clone();
    let made = db.call(move |c| store::session(c, &id)).await?;
    if made.is_none_or(|m| m.capture != super::Capture::Manual) {
        return Ok(Ready::NotYet);
    }
    Ok(Ready::Held(stripe::retrieve_payment_intent(payments, &intent).await?))
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
    held: Option<&stripe::PaymentIntent>,
    event: Option<(&str, &str)>,
) -> rusqlite::Result<Applied> {
    let tx = c.transaction()?;
    if let Some((id, _)) = event
        && store::stripe_event_seen(&tx, id)?
    {
        return Ok(Applied::AlreadyRecorded);
    }
    let Some(made) = store::session(&tx, &session.id)? else { return Ok(Applied::NotOurs) };
    if made.status == CheckoutStatus::Complete {
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
    let mut charge = Charge { payment_intent: session.payment_intent.clone(), capture_before: None };
    match (made.capture, held) {
        (super::Capture::Automatic, _) if session.is_paid() => {}
        (super::Capture::Manual, Some(pi)) => {
            // A hold stands when its PaymentIntent (the session's own) holds
            // the whole amount, in our currency, for this payable.
            let ours = session.payment_intent.as_deref() == Some(pi.id.as_str())
                && pi.status == "requires_capture"
                && pi.amount_capturable == total
                && pi.currency.as_deref().map(str::to_ascii_lowercase).as_deref() == Some(made.currency.as_str())
                && pi.metadata.get("payable").is_none_or(|p| *p == name);
            if !ours {
                return Ok(Applied::Mismatch(format!(
                    "made to hold {total}, its PaymentIntent {} is {} holding {}",
                    pi.id, pi.status, pi.amount_capturable
                )));
            }
            let before = pi
                .capture_before()
                .and_then(|t| chrono::DateTime::from_timestamp(t, 0))
                .unwrap_or_else(|| chrono::Utc::now() + chrono::Duration::days(HOLD_DAYS_ASSUMED));
            charge.capture_before = Some(crate::time::format(before));
        }
        _ => return Ok(Applied::Mismatch("not paid, and no hold read from Stripe".into())),
    }
    if let Some((id, kind)) = event {
        store::insert_stripe_event(&tx, id, kind)?;
    }
    store::set_status(&tx, &session.id, CheckoutStatus::Complete)?;
    let applied = match payables.record(&tx, config, &made, &charge)? {
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
    if !matches!(kind, "checkout.session.completed" | "checkout.session.async_payment_succeeded") {
        return Ok(StatusCode::OK.into_response());
    }
    let session: stripe::Session = serde_json::from_value(object.clone())
        .map_err(|_| ApiError::BadRequest("The event's session cannot be read.".into()))?;
    // A hold's PaymentIntent is read from Stripe itself, not from the event.
    let held = match ready(&state.db, &payments, &session).await {
        Ok(Ready::Paid) => None,
        Ok(Ready::Held(pi)) => Some(pi),
        Ok(Ready::NotYet) => return Ok(StatusCode::OK.into_response()),
        Err(e) => {
            // Stripe retries the event; the sweep asks again meanwhile.
            tracing::warn!("Stripe session {}: its hold could not be read: {e:#}", session.id);
            return Err(ApiError::Internal(e));
        }
    };
    let (config, id, kind) = (state.config.clone(), id.to_string(), kind.to_string());
    let sid = session.id.clone();
    let payables = state.payables.clone();
    let applied = state
        .db
        .call(move |c| apply_paid(c, &config, payables.as_ref(), &session, held.as_ref(), Some((&id, &kind))))
        .await?;
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
        let held = match ready(s.db, s.payments, &session).await {
            Ok(Ready::Paid) => Some(None),
            Ok(Ready::Held(pi)) => Some(Some(pi)),
            Ok(Ready::NotYet) => None,
            Err(e) => {
                tracing::warn!("Stripe session {id}: {e:#}");
                continue;
            }
        };
        if let Some(held) = held {
            let (config, payables) = (s.config.clone(), s.payables.clone());
            match s.db.call(move |c| apply_paid(c, &config, payables.as_ref(), &session, held.as_ref(), None)).await? {
                Applied::Recorded(event) => {
                    tracing::info!("Stripe session {id}: payment recorded by the sweep");
                    recorded.queued = true;
                    recorded.events.push(event);
                }
                Applied::Mismatch(why) => {
                    tracing::warn!("Stripe session {id} {why}: nothing recorded");
                    // Closed at Stripe: asking again every ten minutes would
                    // only repeat the warning and crowd out newer sessions.
                    s.db.call(move |c| store::set_status(c, &id, CheckoutStatus::Complete)).await?;
                }
                Applied::AlreadyRecorded | Applied::NotOurs => {}
            }
        } else if session.status.as_deref() == Some("expired") {
            s.db.call(move |c| store::set_status(c, &id, CheckoutStatus::Expired)).await?;
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
