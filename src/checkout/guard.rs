//! What keeps the public pay-by-card surface from being turned into a
//! stream of calls to Stripe: limits on checkout requests (per address and
//! per payable), one session made at a time per payable, and a throttle on
//! the return page's look at Stripe. One guard for every payable (an
//! invoice, a fleet's balance), kept by the one checkout (`super`).
use crate::config::InvoiceConfig;
use crate::ratelimit::RateLimiter;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use lru::LruCache;
use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// What the guard counts a request against: a payable's kind and id.
type Payable = (super::PayableKind, i64);

/// Locks the making of sessions is spread over: payables that share one only
/// wait for each other's Stripe call, and the count stays fixed.
const LOCKS: usize = 64;
/// Payables whose last return check is remembered; forgetting one only
/// allows one more look at Stripe.
const REMEMBERED: usize = 4096;

pub struct CheckoutGuard {
    per_address: RateLimiter,
    per_payable: RateLimiter,
    making: Vec<tokio::sync::Mutex<()>>,
    return_every: Duration,
    returns: Mutex<LruCache<Payable, Instant>>,
}

/// A checkout refused for its rate: 429 with the wait in Retry-After.
#[derive(Debug)]
pub struct TooManyCheckouts {
    pub retry_after: Duration,
}

impl TooManyCheckouts {
    fn message() -> String {
        let phone = &crate::content::BUSINESS.phones.emergency.display;
        format!("Too many payment attempts. Please wait a little and try again, or call us at {phone}.")
    }

    /// Whole seconds, rounded up, so a client that waits exactly that long gets in.
    fn with_retry_after(&self, mut resp: Response) -> Response {
        let secs = self.retry_after.as_secs() + u64::from(self.retry_after.subsec_nanos() > 0);
        resp.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(secs.max(1)));
        resp
    }

    /// The same refusal as a page, for a pay link's form (no script to show JSON).
    pub fn into_page(self, stylesheet: &str, back: (&str, &str)) -> Response {
        let page = crate::web::plain::message_page(
            StatusCode::TOO_MANY_REQUESTS,
            stylesheet,
            "Please Wait a Moment",
            &TooManyCheckouts::message(),
            Some(back),
        );
        self.with_retry_after(page)
    }
}

impl IntoResponse for TooManyCheckouts {
    fn into_response(self) -> Response {
        self.with_retry_after(crate::error::ApiError::TooMany(TooManyCheckouts::message()).into_response())
    }
}

impl CheckoutGuard {
    pub fn new(config: &InvoiceConfig) -> CheckoutGuard {
        let minute = Duration::from_secs(60);
        CheckoutGuard {
            per_address: RateLimiter::new(config.checkouts_per_minute_per_address, minute),
            per_payable: RateLimiter::new(config.checkouts_per_minute_per_invoice, minute),
            making: (0..LOCKS).map(|_| tokio::sync::Mutex::new(())).collect(),
            return_every: Duration::from_secs(config.return_check_every_secs),
            returns: Mutex::new(LruCache::new(NonZeroUsize::new(REMEMBERED).unwrap_or(NonZeroUsize::MIN))),
        }
    }

    /// Counts a checkout request from `address` (a rate-limit key).
    pub fn address(&self, address: &str) -> Result<(), TooManyCheckouts> {
        self.per_address.check(address).map_err(|retry_after| TooManyCheckouts { retry_after })
    }

    /// Counts a checkout request for a payable, from any address.
    pub fn payable(&self, (kind, id): Payable) -> Result<(), TooManyCheckouts> {
        self.per_payable.check(&format!("{}:{id}", kind.as_str())).map_err(|retry_after| TooManyCheckouts { retry_after })
    }

    /// Held while a payable's session is looked up and, if need be, made:
    /// a second request waits and then finds the first one's session.
    pub async fn making(&self, (kind, id): Payable) -> tokio::sync::MutexGuard<'_, ()> {
        let spread = id.wrapping_mul(2).wrapping_add(kind as i64);
        self.making[spread.rem_euclid(LOCKS as i64) as usize].lock().await
    }

    /// Whether the return page may ask Stripe about this payable now (and
    /// if so, the next one in `return_check_every_secs` may not).
    pub fn return_check(&self, payable: Payable) -> bool {
        self.return_check_at(payable, Instant::now())
    }

    fn return_check_at(&self, payable: Payable, now: Instant) -> bool {
        let mut returns = self.returns.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(last) = returns.get(&payable)
            && now.saturating_duration_since(*last) < self.return_every
        {
            return false;
        }
        returns.put(payable, now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_return_page_looks_at_stripe_once_per_payable_in_the_window() {
        use super::super::PayableKind::{Fleet, Invoice};
        let guard = CheckoutGuard::new(&InvoiceConfig { return_check_every_secs: 30, ..Default::default() });
        let t0 = Instant::now();
        assert!(guard.return_check_at((Invoice, 1), t0));
        assert!(!guard.return_check_at((Invoice, 1), t0 + Duration::from_secs(29)));
        assert!(guard.return_check_at((Invoice, 2), t0 + Duration::from_secs(1)), "invoices are independent");
        assert!(guard.return_check_at((Fleet, 1), t0 + Duration::from_secs(1)), "a fleet is not its id's invoice");
        assert!(guard.return_check_at((Invoice, 1), t0 + Duration::from_secs(30)));
        assert!(!guard.return_check_at((Invoice, 1), t0 + Duration::from_secs(31)));
    }

    #[test]
    fn a_refusal_is_429_in_the_error_shape_with_whole_seconds_to_wait() {
        let resp = TooManyCheckouts { retry_after: Duration::from_millis(12_300) }.into_response();
        assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(resp.headers()[header::RETRY_AFTER], "13");
        let resp = TooManyCheckouts { retry_after: Duration::ZERO }.into_response();
        assert_eq!(resp.headers()[header::RETRY_AFTER], "1");
    }
}
