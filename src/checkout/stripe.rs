//! Stripe, by its HTTP API (no SDK): Checkout sessions made and looked up
//! with the secret key, and the webhook's `Stripe-Signature` checked.
//! `[payments] api_base` points at Stripe (or a test's stand-in).
use crate::config::PaymentsConfig;
use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;
use std::collections::HashMap;
use std::sync::LazyLock;
use std::time::Duration;

/// How old a webhook's timestamp may be (Stripe's own default tolerance).
pub const TOLERANCE_SECS: i64 = 300;

static HTTP: LazyLock<reqwest::Client> = LazyLock::new(|| {
    reqwest::Client::builder().timeout(Duration::from_secs(10)).build().unwrap_or_else(|_| reqwest::Client::new())
});

/// The fields of a Checkout Session this server reads.
#[derive(Debug, Clone, Deserialize)]
pub struct Session {
    pub id: String,
    #[serde(default)]
    pub url: Option<String>,
    /// open, complete or expired.
    #[serde(default)]
    pub status: Option<String>,
    /// paid, unpaid or no_payment_required.
    #[serde(default)]
    pub payment_status: Option<String>,
    #[serde(default)]
    pub amount_total: Option<i64>,
    /// Lowercase ISO code ("usd").
    #[serde(default)]
    pub currency: Option<String>,
    #[serde(default)]
    pub expires_at: Option<i64>,
    #[serde(default)]
    pub metadata: HashMap<String, String>,
    /// The PaymentIntent's id (pi_...), once the customer has paid or
    /// authorized.
    #[serde(default)]
    pub payment_intent: Option<String>,
}

/// The fields of a PaymentIntent this server reads: a hold is one in
/// `requires_capture`, for `amount_capturable`, until `capture_before`.
#[derive(Debug, Clone, Deserialize)]
pub struct PaymentIntent {
    pub id: String,
    /// requires_capture (held), succeeded, canceled, and the states before payment.
    pub status: String,
    #[serde(default)]
    pub amount: i64,
    #[serde(default)]
    pub amount_capturable: i64,
    #[serde(default)]
    pub amount_received: i64,
    #[serde(default)]
    pub currency: Option<String>,
    #[serde(default)]
    pub capture_method: Option<String>,
    #[serde(default)]
    pub metadata: HashMap<String, String>,
    /// With `expand[]=latest_charge`: the charge, whose card says when the
    /// hold must be captured by.
    #[serde(default)]
    pub latest_charge: Option<serde_json::Value>,
}

impl PaymentIntent {
    /// When the hold must be captured by (unix seconds), as the card's
    /// network set it; None when Stripe did not say.
    pub fn capture_before(&self) -> Option<i64> {
        self.latest_charge.as_ref()?.pointer("/payment_method_details/card/capture_before")?.as_i64()
    }
}

impl Session {
    pub fn is_paid(&self) -> bool {
        self.payment_status.as_deref() == Some("paid")
    }
}

#[derive(Deserialize)]
struct StripeError {
    error: StripeErrorBody,
}

#[derive(Deserialize)]
struct StripeErrorBody {
    #[serde(default)]
    message: Option<String>,
}

/// POST /v1/checkout/sessions with `form` (Stripe's bracketed form encoding).
/// The idempotency key makes a retried request answer the same session.
pub async fn create_session(
    config: &PaymentsConfig,
    form: &[(String, String)],
    idempotency_key: &str,
) -> anyhow::Result<Session> {
    let resp = HTTP
        .post(format!("{}/v1/checkout/sessions", config.api_base))
        .bearer_auth(&config.stripe_secret_key)
        .header("Idempotency-Key", idempotency_key)
        .form(form)
        .send()
        .await?;
    let session = read::<Session>(resp).await?;
    if session.url.is_none() {
        anyhow::bail!("Stripe's session {} has no url", session.id);
    }
    Ok(session)
}

/// GET /v1/checkout/sessions/{id}.
pub async fn retrieve_session(config: &PaymentsConfig, id: &str) -> anyhow::Result<Session> {
    plain_id(id)?;
    let resp = HTTP
        .get(format!("{}/v1/checkout/sessions/{id}", config.api_base))
        .bearer_auth(&config.stripe_secret_key)
        .send()
        .await?;
    read::<Session>(resp).await
}

fn plain_id(id: &str) -> anyhow::Result<()> {
    if id.is_empty() || !id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        anyhow::bail!("not a Stripe id: {id:?}");
    }
    Ok(())
}

async fn read<T: serde::de::DeserializeOwned>(resp: reqwest::Response) -> anyhow::Result<T> {
    let status = resp.status();
    let text = resp.text().await?;
    if !status.is_success() {
        let message = serde_json::from_str::<StripeError>(&text).ok().and_then(|e| e.error.message).unwrap_or(text);
        anyhow::bail!("Stripe answered {status}: {message}");
    }
    Ok(serde_json::from_str(&text)?)
}

/// GET /v1/payment_intents/{id}, with its latest charge (for the hold's deadline).
pub async fn retrieve_payment_intent(config: &PaymentsConfig, id: &str) -> anyhow::Result<PaymentIntent> {
    plain_id(id)?;
    let resp = HTTP
        .get(format!("{}/v1/payment_intents/{id}", config.api_base))
        .query(&[("expand[]", "latest_charge")])
        .bearer_auth(&config.stripe_secret_key)
        .send()
        .await?;
    read(resp).await
}

/// POST /v1/payment_intents/{id}/capture for `amount` (at most the hold:
/// Stripe releases the rest). The key makes a retry the same capture.
pub async fn capture_payment_intent(
    config: &PaymentsConfig,
    id: &str,
    amount: i64,
    idempotency_key: &str,
) -> anyhow::Result<PaymentIntent> {
    plain_id(id)?;
    let resp = HTTP
        .post(format!("{}/v1/payment_intents/{id}/capture", config.api_base))
        .bearer_auth(&config.stripe_secret_key)
        .header("Idempotency-Key", idempotency_key)
        .form(&[("amount_to_capture", amount.to_string())])
        .send()
        .await?;
    read(resp).await
}

/// POST /v1/payment_intents/{id}/cancel: the hold is released.
pub async fn cancel_payment_intent(
    config: &PaymentsConfig,
    id: &str,
    idempotency_key: &str,
) -> anyhow::Result<PaymentIntent> {
    plain_id(id)?;
    let resp = HTTP
        .post(format!("{}/v1/payment_intents/{id}/cancel", config.api_base))
        .bearer_auth(&config.stripe_secret_key)
        .header("Idempotency-Key", idempotency_key)
        .form(&[("cancellation_reason", "requested_by_customer")])
        .send()
        .await?;
    read(resp).await
}

/// A refund as this server reads it.
#[derive(Debug, Clone, Deserialize)]
pub struct Refund {
    pub id: String,
    #[serde(default)]
    pub status: Option<String>,
}

/// POST /v1/refunds of a PaymentIntent's whole amount.
pub async fn refund(config: &PaymentsConfig, payment_intent: &str, idempotency_key: &str) -> anyhow::Result<Refund> {
    plain_id(payment_intent)?;
    let resp = HTTP
        .post(format!("{}/v1/refunds", config.api_base))
        .bearer_auth(&config.stripe_secret_key)
        .header("Idempotency-Key", idempotency_key)
        .form(&[("payment_intent", payment_intent)])
        .send()
        .await?;
    read(resp).await
}

/// Why a webhook's signature was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum BadSignature {
    Missing,
    Stale,
    Wrong,
}

/// Checks `Stripe-Signature: t=...,v1=...[,v1=...]`: some v1 must be the
/// HMAC-SHA256, keyed with the webhook secret, of `t.body`, and t at most
/// five minutes from `now` (unix seconds).
pub fn verify_signature(secret: &str, header: Option<&str>, body: &[u8], now: i64) -> Result<(), BadSignature> {
    let header = header.ok_or(BadSignature::Missing)?;
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", t)) => timestamp = t.parse::<i64>().ok(),
            Some(("v1", s)) => signatures.push(s),
            _ => {}
        }
    }
    let t = timestamp.ok_or(BadSignature::Missing)?;
    if signatures.is_empty() {
        return Err(BadSignature::Missing);
    }
    if (now - t).abs() > TOLERANCE_SECS {
        return Err(BadSignature::Stale);
    }
    for s in signatures {
        let Ok(given) = hex_decode(s) else { continue };
        let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret.as_bytes()) else { return Err(BadSignature::Wrong) };
        mac.update(t.to_string().as_bytes());
        mac.update(b".");
        mac.update(body);
        // verify_slice compares in constant time.
        if mac.verify_slice(&given).is_ok() {
            return Ok(());
        }
    }
    Err(BadSignature::Wrong)
}

fn hex_decode(s: &str) -> Result<Vec<u8>, ()> {
    if !s.len().is_multiple_of(2) {
        return Err(());
    }
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(s.get(i..i + 2).ok_or(())?, 16).map_err(|_| ())).collect()
}

/// The header Stripe would send for `body` at `t` (for tests and the stand-ins).
pub fn sign(secret: &str, t: i64, body: &[u8]) -> String {
    let mut mac =
        Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap_or_else(|_| unreachable!("HMAC takes any key"));
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    let hex: String = mac.finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect();
    format!("t={t},v1={hex}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_is_right_wrong_stale_or_missing() {
        let body = br#"{"id":"evt_1","type":"checkout.session.completed"}"#;
        let now = 1_700_000_000;
        let header = sign("whsec_test", now, body);
        assert_eq!(verify_signature("whsec_test", Some(&header), body, now + 10), Ok(()));
        assert_eq!(verify_signature("whsec_other", Some(&header), body, now), Err(BadSignature::Wrong));
        assert_eq!(verify_signature("whsec_test", Some(&header), b"{}", now), Err(BadSignature::Wrong));
        assert_eq!(verify_signature("whsec_test", Some(&header), body, now + 301), Err(BadSignature::Stale));
        assert_eq!(verify_signature("whsec_test", None, body, now), Err(BadSignature::Missing));
        assert_eq!(verify_signature("whsec_test", Some("t=1"), body, now), Err(BadSignature::Missing));
        // Stripe sends one v1 per active secret while a secret is being rolled.
        let rolled = format!("{},v1=00ff,v0=abc", header.replace("v1=", "v1=deadbeef,v1="));
        assert_eq!(verify_signature("whsec_test", Some(&rolled), body, now), Ok(()));
    }

    /// Worked out independently: `printf '1492774577.{}' | openssl dgst -sha256 -hmac secret`.
    #[test]
    fn the_signature_is_hmac_sha256_of_the_timestamp_a_dot_and_the_body() {
        let header = sign("secret", 1492774577, b"{}");
        assert_eq!(
            header,
            format!("t=1492774577,v1={}", "2ddb0fdc1ad242a0eece9d964270ad86442b7381d25d1f99cd41a46999919e32")
        );
    }
}
