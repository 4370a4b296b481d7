//! Web Push to staff devices: RFC 8030 delivery, VAPID (RFC 8292) and the
//! aes128gcm payload encryption of RFC 8291 (web-push-native does the
//! encryption; the request is sent with our own HTTP client).
use base64ct::{Base64UrlUnpadded, Encoding};
use rusqlite::{Connection, OptionalExtension, params};
use web_push_native::jwt_simple::prelude::{
    Claims, Duration as JwtDuration, ECDSAP256KeyPairLike, ECDSAP256PublicKeyLike, ES256KeyPair,
};

/// How long a push service keeps a notification for a device that is off:
/// a lead older than this has been seen by other means.
pub const TTL_SECONDS: u64 = 12 * 60 * 60;

/// The server's VAPID key pair and the contact push services see.
#[derive(Clone)]
pub struct Vapid {
    key: std::sync::Arc<ES256KeyPair>,
    /// The public key, uncompressed P-256, base64url: what browsers subscribe with.
    pub public_key: String,
    pub subject: String,
}

const KEY_NAME: &str = "vapid_private_key";

impl Vapid {
    /// The key pair kept in the database, made on the first start.
    pub fn load_or_create(c: &Connection, subject: String) -> anyhow::Result<Vapid> {
        let stored: Option<String> =
            c.query_row("SELECT value FROM server_keys WHERE name = ?1", [KEY_NAME], |r| r.get(0)).optional()?;
        let key = match stored {
            Some(text) => ES256KeyPair::from_bytes(&Base64UrlUnpadded::decode_vec(&text)?)?,
            None => {
                let key = ES256KeyPair::generate();
                // Two servers starting at once on one database keep the first key.
                c.execute(
                    "INSERT OR IGNORE INTO server_keys (name, value) VALUES (?1, ?2)",
                    params![KEY_NAME, Base64UrlUnpadded::encode_string(&key.to_bytes())],
                )?;
                let kept: String =
                    c.query_row("SELECT value FROM server_keys WHERE name = ?1", [KEY_NAME], |r| r.get(0))?;
                ES256KeyPair::from_bytes(&Base64UrlUnpadded::decode_vec(&kept)?)?
            }
        };
        let public_key = Base64UrlUnpadded::encode_string(&key.public_key().public_key().to_bytes_uncompressed());
        Ok(Vapid { key: std::sync::Arc::new(key), public_key, subject })
    }

    /// `Authorization: vapid t=JWT, k=KEY` for a push to `endpoint`. The
    /// audience is the endpoint's origin, port included (the crate's own
    /// header leaves the port out, which a push service on a port other than
    /// 443 refuses).
    fn authorization(&self, endpoint: &reqwest::Url) -> anyhow::Result<String> {
        let claims = Claims::create(JwtDuration::from_hours(12))
            .with_audience(endpoint.origin().ascii_serialization())
            .with_subject(&self.subject);
        let token = self.key.sign(claims)?;
        Ok(format!("vapid t={token}, k={}", self.public_key))
    }
}

/// A browser's push subscription, checked.
#[derive(Debug, Clone)]
pub struct Subscription {
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
}

/// Why a push was not accepted.
#[derive(Debug)]
pub enum PushError {
    /// 404 or 410: the subscription has ended; it is deleted.
    Gone,
    /// Refused for good (a payload too large, a request the service will
    /// never take): this push is dropped, the subscription kept.
    Refused(String),
    Retry(anyhow::Error),
}

/// Encrypts `payload` for the subscription and posts it to its push service.
pub async fn send(http: &reqwest::Client, vapid: &Vapid, sub: &Subscription, payload: &[u8]) -> Result<(), PushError> {
    let endpoint = reqwest::Url::parse(&sub.endpoint).map_err(|e| PushError::Refused(format!("endpoint: {e}")))?;
    let ua_public = key_bytes(&sub.p256dh)
        .and_then(|b| web_push_native::p256::PublicKey::from_sec1_bytes(&b).ok())
        .ok_or_else(|| PushError::Refused("the subscription's p256dh key is not a P-256 point".into()))?;
    let auth = key_bytes(&sub.auth)
        .filter(|b| b.len() == 16)
        .ok_or_else(|| PushError::Refused("the subscription's auth secret is not 16 bytes".into()))?;
    let body = web_push_native::encrypt(payload.to_vec(), &ua_public, web_push_native::Auth::from_slice(&auth))
        .map_err(|e| PushError::Refused(format!("encryption: {e}")))?;
    let authorization = vapid.authorization(&endpoint).map_err(PushError::Retry)?;
    let resp = http
        .post(endpoint)
        .header("TTL", TTL_SECONDS.to_string())
        .header("Urgency", "high")
        .header(reqwest::header::CONTENT_ENCODING, "aes128gcm")
        .header(reqwest::header::CONTENT_TYPE, "application/octet-stream")
        .header(reqwest::header::AUTHORIZATION, authorization)
        .timeout(std::time::Duration::from_secs(15))
        .body(body)
        .send()
        .await
        .map_err(|e| PushError::Retry(e.into()))?;
    let status = resp.status();
    if status.is_success() {
        return Ok(());
    }
    let text: String = resp.text().await.unwrap_or_default().chars().take(200).collect();
    match status.as_u16() {
        404 | 410 => Err(PushError::Gone),
        413 => Err(PushError::Refused(format!("the push service answered 413 {text}"))),
        _ => Err(PushError::Retry(anyhow::anyhow!("the push service answered {status}: {text}"))),
    }
}

/// A subscription key's bytes: base64url, padded or not (browsers differ).
fn key_bytes(text: &str) -> Option<Vec<u8>> {
    Base64UrlUnpadded::decode_vec(text.trim().trim_end_matches('=')).ok()
}

/// Why a subscription from a browser was refused: the field and the reason.
pub type Refusal = (&'static str, &'static str);

/// Checks a browser's PushSubscription: an https endpoint (http only on a
/// loopback address, for tests), a P-256 public key and a 16-byte secret.
pub fn parse_subscription(endpoint: &str, p256dh: &str, auth: &str) -> Result<Subscription, Refusal> {
    let url = reqwest::Url::parse(endpoint.trim()).map_err(|_| ("endpoint", "The endpoint is not a URL."))?;
    let loopback = match url.host_str() {
        Some("localhost") => true,
        Some(h) => {
            h.trim_start_matches('[').trim_end_matches(']').parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
        }
        None => false,
    };
    if !(url.scheme() == "https" || (url.scheme() == "http" && loopback)) || url.host().is_none() {
        return Err(("endpoint", "The endpoint must be an https URL."));
    }
    if endpoint.len() > 2048 {
        return Err(("endpoint", "The endpoint is too long."));
    }
    match key_bytes(p256dh) {
        Some(b) if b.len() == 65 && b[0] == 4 && web_push_native::p256::PublicKey::from_sec1_bytes(&b).is_ok() => {}
        _ => return Err(("keys.p256dh", "The p256dh key must be an uncompressed P-256 point (65 bytes, base64url).")),
    }
    match key_bytes(auth) {
        Some(b) if b.len() == 16 => {}
        _ => return Err(("keys.auth", "The auth secret must be 16 bytes, base64url.")),
    }
    Ok(Subscription { endpoint: url.to_string(), p256dh: p256dh.trim().to_string(), auth: auth.trim().to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> (String, String) {
        let secret = web_push_native::p256::SecretKey::random(&mut rand_core_06());
        let public =
            web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint::to_encoded_point(&secret.public_key(), false);
        (Base64UrlUnpadded::encode_string(public.as_bytes()), Base64UrlUnpadded::encode_string(&[7u8; 16]))
    }

    fn rand_core_06() -> web_push_native::p256::elliptic_curve::rand_core::OsRng {
        web_push_native::p256::elliptic_curve::rand_core::OsRng
    }

    #[test]
    fn a_subscription_needs_https_a_p256_key_and_a_16_byte_secret() {
        let (p256dh, auth) = keys();
        assert!(parse_subscription("https://fcm.googleapis.com/fcm/send/abc", &p256dh, &auth).is_ok());
        assert!(parse_subscription("http://127.0.0.1:9000/push/1", &p256dh, &auth).is_ok(), "http on loopback");
        assert_eq!(parse_subscription("http://push.example.com/1", &p256dh, &auth).unwrap_err().0, "endpoint");
        assert_eq!(parse_subscription("not a url", &p256dh, &auth).unwrap_err().0, "endpoint");
        assert_eq!(parse_subscription("https://p.example/1", &p256dh[..40], &auth).unwrap_err().0, "keys.p256dh");
        assert_eq!(parse_subscription("https://p.example/1", &p256dh, "AAAA").unwrap_err().0, "keys.auth");
    }
}
