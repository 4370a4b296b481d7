//! Web Push to staff devices: RFC 8030 delivery, VAPID (RFC 8292) and the
//! aes128gcm payload encryption of RFC 8291 (web-push-native does the
//! encryption; the request is sent with our own HTTP client).
use base64ct::{Base64UrlUnpadded, Encoding};
use rusqlite::Connection;
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
        let stored = super::store::server_key(c, KEY_NAME)?;
        let key = match stored {
            Some(text) => ES256KeyPair::from_bytes(&Base64UrlUnpadded::decode_vec(&text)?)?,
            None => {
                let key = ES256KeyPair::generate();
                // Two servers starting at once on one database keep the first key.
                super::store::insert_server_key(c, KEY_NAME, &Base64UrlUnpadded::encode_string(&key.to_bytes()))?;
                let kept = super::store::server_key(c, KEY_NAME)?.ok_or(rusqlite::Error::QueryReturnedNoRows)?;
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
#[derive(Debug, Clone, serde::Deserialize)]
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

/// The HTTP client pushes go out through. Push endpoints are typed by
/// browsers, so by whoever holds a staff session: the server must never be
/// made to call inside its own network. Every address a host name resolves
/// to is checked when connecting (so DNS cannot switch it between the
/// subscription's check and the send), an address written in the URL is
/// checked before sending, and redirects are not followed.
pub fn client(allow_private: bool) -> anyhow::Result<reqwest::Client> {
    Ok(reqwest::Client::builder()
        .dns_resolver(std::sync::Arc::new(PublicOnly { allow_private }))
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .connect_timeout(std::time::Duration::from_secs(3))
        .timeout(std::time::Duration::from_secs(10))
        .build()?)
}

/// Resolves a push service's host, keeping only public addresses.
struct PublicOnly {
    allow_private: bool,
}

impl reqwest::dns::Resolve for PublicOnly {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let allow_private = self.allow_private;
        let host = name.as_str().to_string();
        Box::pin(async move {
            let found: Vec<std::net::SocketAddr> = tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            let public: Vec<std::net::SocketAddr> =
                found.iter().copied().filter(|a| allow_private || is_public(a.ip())).collect();
            if public.is_empty() {
                return Err(format!("{host} resolves to no public address").into());
            }
            Ok(Box::new(public.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// Whether an address is on the public internet: not loopback, private,
/// link-local, unique-local, shared (carrier NAT), multicast, unspecified or
/// reserved, and not an IPv6 form of one of those IPv4 addresses.
pub fn is_public(ip: std::net::IpAddr) -> bool {
    use std::net::IpAddr;
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || a == 0
                || (a == 100 && (64..128).contains(&b))
                || (a == 192 && b == 0)
                || (a == 198 && (b == 18 || b == 19))
                || a >= 240)
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            let s = v6.segments();
            // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach an IPv4 address.
            if s[0] == 0x64 && s[1] == 0xff9b && s[2..6] == [0, 0, 0, 0] {
                let [a, b] = s[6].to_be_bytes();
                let [c, d] = s[7].to_be_bytes();
                return is_public(IpAddr::V4(std::net::Ipv4Addr::new(a, b, c, d)));
            }
            if s[0] == 0x2002 {
                let [a, b] = s[1].to_be_bytes();
                let [c, d] = s[2].to_be_bytes();
                return is_public(IpAddr::V4(std::net::Ipv4Addr::new(a, b, c, d)));
            }
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s[0] & 0xfe00) == 0xfc00
                || (s[0] & 0xffc0) == 0xfe80
                || (s[0] & 0xffc0) == 0xfec0
                || (s[0] == 0x2001 && s[1] == 0x0db8)
                || s[0..6] == [0, 0, 0, 0, 0, 0])
        }
    }
}

/// The address written in a URL's host, if it is one.
fn literal_ip(url: &reqwest::Url) -> Option<std::net::IpAddr> {
    url.host_str()?.trim_start_matches('[').trim_end_matches(']').parse().ok()
}

/// Why an endpoint may not be called, if it may not.
pub fn endpoint_refusal(url: &reqwest::Url, allow_private: bool) -> Option<&'static str> {
    if allow_private {
        return (!matches!(url.scheme(), "https" | "http") || url.host().is_none())
            .then_some("The endpoint must be an https URL.");
    }
    if url.scheme() != "https" || url.host().is_none() {
        return Some("The endpoint must be an https URL.");
    }
    let local_name = url.host_str().is_some_and(|h| {
        let h = h.trim_end_matches('.').to_ascii_lowercase();
        h == "localhost" || h.ends_with(".localhost") || !h.contains('.') && literal_ip(url).is_none()
    });
    if local_name || literal_ip(url).is_some_and(|ip| !is_public(ip)) {
        return Some("The endpoint must be a push service on the public internet.");
    }
    None
}

/// Encrypts `payload` for the subscription and posts it to its push service
/// through `http` (made by `client`).
pub async fn send(
    http: &reqwest::Client,
    vapid: &Vapid,
    sub: &Subscription,
    payload: &[u8],
    allow_private: bool,
) -> Result<(), PushError> {
    let endpoint = reqwest::Url::parse(&sub.endpoint).map_err(|e| PushError::Refused(format!("endpoint: {e}")))?;
    if let Some(reason) = endpoint_refusal(&endpoint, allow_private) {
        return Err(PushError::Refused(reason.into()));
    }
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
        // Not followed: a push service answers a push, it does not send it elsewhere.
        300..=399 => Err(PushError::Refused(format!("the push service answered a redirect ({status})"))),
        _ => Err(PushError::Retry(anyhow::anyhow!("the push service answered {status}: {text}"))),
    }
}

/// A subscription key's bytes: base64url, padded or not (browsers differ).
fn key_bytes(text: &str) -> Option<Vec<u8>> {
    Base64UrlUnpadded::decode_vec(text.trim().trim_end_matches('=')).ok()
}

/// Why a subscription from a browser was refused: the field and the reason.
pub type Refusal = (&'static str, &'static str);

/// Checks a browser's PushSubscription: an https endpoint on the public
/// internet (with `allow_private`, any http or https URL, for stand-ins), a
/// P-256 public key and a 16-byte secret. Where the host name resolves to is
/// checked by `resolves_publicly`, and again at every connection.
pub fn parse_subscription(
    endpoint: &str,
    p256dh: &str,
    auth: &str,
    allow_private: bool,
) -> Result<Subscription, Refusal> {
    let url = reqwest::Url::parse(endpoint.trim()).map_err(|_| ("endpoint", "The endpoint is not a URL."))?;
    if let Some(reason) = endpoint_refusal(&url, allow_private) {
        return Err(("endpoint", reason));
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

/// Whether the endpoint's host name resolves only to public addresses. A
/// name that does not resolve now is let through (the push service may be
/// out of reach for a moment); the connection checks it again anyway.
pub async fn resolves_publicly(endpoint: &str) -> bool {
    let Ok(url) = reqwest::Url::parse(endpoint) else { return false };
    if literal_ip(&url).is_some() {
        return true;
    }
    let Some(host) = url.host_str() else { return true };
    let lookup = tokio::net::lookup_host((host, url.port_or_known_default().unwrap_or(443)));
    match tokio::time::timeout(std::time::Duration::from_secs(2), lookup).await {
        Ok(Ok(addrs)) => addrs.into_iter().all(|a| is_public(a.ip())),
        _ => true,
    }
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
        let parse = |e: &str, p: &str, a: &str| parse_subscription(e, p, a, false);
        assert!(parse("https://fcm.googleapis.com/fcm/send/abc", &p256dh, &auth).is_ok());
        assert_eq!(parse("http://push.example.com/1", &p256dh, &auth).unwrap_err().0, "endpoint");
        assert_eq!(parse("not a url", &p256dh, &auth).unwrap_err().0, "endpoint");
        assert_eq!(parse("https://p.example/1", &p256dh[..40], &auth).unwrap_err().0, "keys.p256dh");
        assert_eq!(parse("https://p.example/1", &p256dh, "AAAA").unwrap_err().0, "keys.auth");
    }

    #[test]
    fn an_endpoint_inside_the_servers_network_is_refused_unless_the_development_setting_allows_it() {
        let (p256dh, auth) = keys();
        for endpoint in [
            "https://169.254.169.254/latest/meta-data",
            "https://10.0.0.5/push",
            "https://[::1]:6379/",
            "https://127.0.0.1/push",
            "https://192.168.1.1/push",
            "https://172.16.0.1/push",
            "https://100.64.0.1/push",
            "https://[fd00::1]/push",
            "https://[fe80::1]/push",
            "https://[::ffff:10.0.0.5]/push",
            "https://[64:ff9b::a9fe:a9fe]/push",
            "https://0.0.0.0/push",
            "https://localhost/push",
            "https://push.localhost/push",
            "https://intranet/push",
            "http://127.0.0.1:9000/push/1",
        ] {
            let refused = parse_subscription(endpoint, &p256dh, &auth, false);
            assert_eq!(refused.map(|_| ()).unwrap_err().0, "endpoint", "{endpoint}");
        }
        assert!(parse_subscription("http://127.0.0.1:9000/push/1", &p256dh, &auth, true).is_ok(), "stand-ins");
        assert!(parse_subscription("https://8.8.8.8/push", &p256dh, &auth, false).is_ok(), "a public address");
    }

    #[tokio::test]
    async fn the_push_client_never_connects_to_a_name_that_resolves_inside_the_servers_network() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let sent = client(false).unwrap().post(format!("https://localhost:{port}/push")).send().await;
        assert!(sent.is_err(), "refused before connecting");
        let accepted = tokio::time::timeout(std::time::Duration::from_millis(200), listener.accept()).await;
        assert!(accepted.is_err(), "no connection was made");
        // The development setting lets a stand-in on loopback through.
        let sent = client(true).unwrap().post(format!("http://localhost:{port}/push")).send();
        let (sent, accepted) =
            tokio::join!(tokio::time::timeout(std::time::Duration::from_millis(300), sent), listener.accept());
        drop(sent);
        assert!(accepted.is_ok(), "connected");
    }

    #[test]
    fn only_public_addresses_are_public() {
        for ip in ["8.8.8.8", "1.1.1.1", "2606:4700::1111", "2a00:1450::1"] {
            assert!(is_public(ip.parse().unwrap()), "{ip}");
        }
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "169.254.169.254",
            "::1",
            "fc00::1",
            "::ffff:192.168.0.1",
            "2002:0a00:0001::1",
            "255.255.255.255",
            "224.0.0.1",
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip}");
        }
    }
}
