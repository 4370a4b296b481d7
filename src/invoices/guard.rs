//! What keeps the public pay-by-card surface from being turned into a
//! stream of calls to Stripe: limits on checkout requests (per address and
//! per invoice), one session made at a time per invoice, and a throttle on
//! the return page's look at Stripe.
use crate::config::InvoiceConfig;
use crate::ratelimit::RateLimiter;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use lru::LruCache;
use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Locks the making of sessions is spread over: invoices that share one only
/// wait for each other's Stripe call, and the count stays fixed.
const LOCKS: usize = 64;
/// Invoices whose last return check is remembered; forgetting one only
/// allows one more look at Stripe.
const REMEMBERED: usize = 4096;

pub struct CheckoutGuard {
    per_address: RateLimiter,
    per_invoice: RateLimiter,
    making: Vec<tokio::sync::Mutex<()>>,
    return_every: Duration,
    returns: Mutex<LruCache<i64, Instant>>,
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

    /// The same refusal as a page, for the invoice page's form (no script to show JSON).
    pub fn into_page(self, stylesheet: &str, invoice_page: &str) -> Response {
        let page = crate::web::plain::message_page(
            StatusCode::TOO_MANY_REQUESTS,
            stylesheet,
            "Please Wait a Moment",
            &TooManyCheckouts::message(),
            Some((invoice_page, "Back to the invoice")),
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
            per_invoice: RateLimiter::new(config.checkouts_per_minute_per_invoice, minute),
            making: (0..LOCKS).map(|_| tokio::sync::Mutex::new(())).collect(),
            return_every: Duration::from_secs(config.return_check_every_secs),
            returns: Mutex::new(LruCache::new(NonZeroUsize::new(REMEMBERED).unwrap_or(NonZeroUsize::MIN))),
        }
    }

    /// Counts a checkout request from `address` (a rate-limit key).
    pub fn address(&self, address: &str) -> Result<(), TooManyCheckouts> {
        self.per_address.check(address).map_err(|retry_after| TooManyCheckouts { retry_after })
    }

    /// Counts a checkout request for an invoice.
    pub fn invoice(&self, invoice_id: i64) -> Result<(), TooManyCheckouts> {
        self.per_invoice.check(&invoice_id.to_string()).map_err(|retry_after| TooManyCheckouts { retry_after })
    }

    /// Held while an invoice's session is looked up and, if need be, made:
    /// a second request waits and then finds the first one's session.
    pub async fn making(&self, invoice_id: i64) -> tokio::sync::MutexGuard<'_, ()> {
        self.making[invoice_id.rem_euclid(LOCKS as i64) as usize].lock().await
    }

    /// Whether the return page may ask Stripe about this invoice now (and
    /// if so, the next one in `return_check_every_secs` may not).
    pub fn return_check(&self, invoice_id: i64) -> bool {
        self.return_check_at(invoice_id, Instant::now())
    }

    fn return_check_at(&self, invoice_id: i64, now: Instant) -> bool {
        let mut returns = self.returns.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(last) = returns.get(&invoice_id)
            && now.saturating_duration_since(*last) < self.return_every
        {
            return false;
        }
        returns.put(invoice_id, now);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_return_page_looks_at_stripe_once_per_invoice_in_the_window() {
        let guard = CheckoutGuard::new(&InvoiceConfig { return_check_every_secs: 30, ..Default::default() });
        let t0 = Instant::now();
        assert!(guard.return_check_at(1, t0));
        assert!(!guard.return_check_at(1, t0 + Duration::from_secs(29)));
        assert!(guard.return_check_at(2, t0 + Duration::from_secs(1)), "invoices are independent");
        assert!(guard.return_check_at(1, t0 + Duration::from_secs(30)));
        assert!(!guard.return_check_at(1, t0 + Duration::from_secs(31)));
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
