//! The estimates' steps at Stripe beyond the checkout: a held card captured
//! for the invoice's total when it is sent (`capture_for_invoice`, no more
//! than the hold), and what a cancelled job leaves given back (`settle`:
//! holds released, deposits refunded).
use super::store::{self, Hold, HoldStatus};
use super::validate::Payment;
use crate::error::ApiError;
use crate::state::AppState;

fn now() -> String {
    crate::time::now_text()
}

/// Gives back at Stripe what a cancelled job (or an approval that came too
/// late) leaves: holds released, deposits refunded. Each is asked once per
/// row (an Idempotency-Key), so running this twice at once is harmless; a
/// failure stays for the next run (the checkout's sweep, every ten minutes).
pub async fn settle(state: &AppState) {
    let Some(payments) = state.config.payments.clone() else { return };
    let rows = match state.db.call(|c| store::to_settle(c)).await {
        Ok(rows) => rows,
        Err(e) => {
            tracing::warn!("holds to give back could not be read: {e:#}");
            return;
        }
    };
    for h in rows {
        let done = match h.status {
            HoldStatus::Releasing => crate::checkout::stripe::cancel_payment_intent(
                &payments,
                &h.payment_intent,
                &format!("roadside-release-{}", h.id),
            )
            .await
            .map(|_| HoldStatus::Released),
            _ => crate::checkout::stripe::refund(&payments, &h.payment_intent, &format!("roadside-refund-{}", h.id))
                .await
                .map(|_| HoldStatus::Refunded),
        };
        match done {
            Ok(status) => {
                let id = h.id;
                if let Err(e) = state.db.call(move |c| store::set_hold(c, id, status, 0)).await {
                    tracing::warn!("hold {id} given back at Stripe, not recorded: {e:#}");
                }
            }
            Err(e) => tracing::warn!("hold {} on job {} could not be given back yet: {e:#}", h.id, h.job_id),
        }
    }
}

/// `settle` every ten minutes while `[payments]` is set: what a failure
/// left, or a payment that came after its estimate was answered.
pub fn spawn_settle(state: &AppState) {
    if state.config.payments.is_none() {
        return;
    }
    let state = state.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(600));
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            settle(&state).await;
        }
    });
}

/// What Stripe took for an invoice from a job's estimate: a hold captured
/// (for `cents`, 0 when released because the invoice needs none of it) or a
/// deposit paid, each to be recorded as a card payment, once, by its session.
#[derive(Debug, Clone)]
pub struct Taken {
    pub hold_id: i64,
    pub session_id: String,
    pub payment_intent: String,
    pub kind: Payment,
    pub cents: i64,
}

/// Before a job's invoice is sent: refused (409, `fields.lines`) when its
/// total is over what the driver approved; otherwise its deposits, and its
/// holds captured in order for what the invoice still needs (never more
/// than a hold holds; a hold not needed is released). A job without an
/// approved estimate answers nothing. Each capture is asked with its own
/// Idempotency-Key, so sending again after a failure captures nothing twice.
pub async fn capture_for_invoice(state: &AppState, job_id: i64, total_cents: i64) -> Result<Vec<Taken>, ApiError> {
    let base = state.config.base_url.clone();
    let (approved, holds) = state
        .db
        .call(move |c| {
            let approved = match store::approved_of_job(c, job_id)? {
                Some(id) => store::estimate(c, &base, id, &now())?.and_then(|e| e.approved_cents),
                None => None,
            };
            Ok((approved, store::holds_of_job(c, job_id)?))
        })
        .await?;
    let Some(approved) = approved else { return Ok(Vec::new()) };
    if total_cents > approved {
        return Err(ApiError::Conflict {
            field: "lines",
            message: format!(
                "This invoice's {} is over the {} the driver approved: send them a change order for the difference first.",
                crate::refs::dollars(total_cents),
                crate::refs::dollars(approved)
            )
            .into(),
        });
    }
    let mut taken = Vec::new();
    let mut remaining = total_cents;
    for h in holds.iter().filter(|h| h.status == HoldStatus::Paid) {
        remaining -= h.amount_cents;
        taken.push(Taken {
            hold_id: h.id,
            session_id: h.session_id.clone(),
            payment_intent: h.payment_intent.clone(),
            kind: Payment::Deposit,
            cents: h.amount_cents,
        });
    }
    let held: Vec<&Hold> = holds.iter().filter(|h| h.status == HoldStatus::Held).collect();
    if held.is_empty() {
        return Ok(taken);
    }
    let Some(payments) = state.config.payments.clone() else {
        return Err(ApiError::Unavailable("Card payments are not set up: the hold cannot be captured.".into()));
    };
    for h in held {
        let cents = remaining.clamp(0, h.amount_cents);
        let answer = if cents > 0 {
            let key = format!("roadside-capture-{}-{cents}", h.id);
            crate::checkout::stripe::capture_payment_intent(&payments, &h.payment_intent, cents, &key).await
        } else {
            crate::checkout::stripe::cancel_payment_intent(
                &payments,
                &h.payment_intent,
                &format!("roadside-release-{}", h.id),
            )
            .await
        };
        if let Err(e) = answer {
            tracing::warn!("hold {} on job {job_id}: {e:#}", h.id);
            return Err(ApiError::Unavailable(
                "Stripe did not capture the card hold: the invoice was not sent. Try again in a minute.".into(),
            ));
        }
        remaining -= cents;
        taken.push(Taken {
            hold_id: h.id,
            session_id: h.session_id.clone(),
            payment_intent: h.payment_intent.clone(),
            kind: Payment::Hold,
            cents,
        });
    }
    Ok(taken)
}

/// After the invoice's transaction recorded what was taken: the hold rows
/// say captured (or released), the deposits invoiced.
pub fn mark_taken(tx: &rusqlite::Connection, taken: &[Taken]) -> rusqlite::Result<()> {
    for t in taken {
        let status = match (t.kind, t.cents) {
            (Payment::Deposit, _) => HoldStatus::Invoiced,
            (_, 0) => HoldStatus::Released,
            _ => HoldStatus::Captured,
        };
        store::set_hold(tx, t.hold_id, status, if t.kind == Payment::Deposit { 0 } else { t.cents })?;
    }
    Ok(())
}
