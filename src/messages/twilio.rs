//! Twilio's Messages API and its request signature. Any provider that speaks
//! the same API (SignalWire) works by setting `[sms] api_base`.
use crate::config::SmsConfig;
use base64ct::{Base64, Encoding};
use hmac::{Hmac, Mac};
use sha1::Sha1;

/// Why a text was not accepted.
#[derive(Debug)]
pub enum SendError {
    /// The provider refused it for good (an invalid number, one that opted
    /// out): sending again would be refused again.
    Refused { code: Option<i64>, message: String },
    /// Anything that may pass on a later try (network, 5xx, 429, credentials being fixed).
    Retry(anyhow::Error),
}

/// Twilio's error code for a number that replied STOP to the sending number.
pub const UNSUBSCRIBED: i64 = 21610;

/// Sends one text; answers the provider's message sid. Only the outbound
/// gate's door calls it (`super::gate::send_text`).
pub(super) async fn send(
    http: &reqwest::Client,
    config: &SmsConfig,
    to: &str,
    body: &str,
    status_callback: Option<&str>,
) -> Result<String, SendError> {
    let mut form = vec![("To", to), ("From", config.from.as_str()), ("Body", body)];
    if let Some(callback) = status_callback {
        form.push(("StatusCallback", callback));
    }
    create(http, config, "Messages", &form).await
}

/// Creates one resource of the account (`Messages`, `Calls`) from a form;
/// answers its sid. 400 is Twilio's answer about the request itself (an
/// invalid number): sending again would be refused again. 401, 403 and 404
/// are about the account and its credentials, which the owner can fix.
/// Only the outbound gate's doors call it (`super::gate`).
pub(super) async fn create(
    http: &reqwest::Client,
    config: &SmsConfig,
    resource: &str,
    form: &[(&str, &str)],
) -> Result<String, SendError> {
    let url = format!("{}/2010-04-01/Accounts/{}/{resource}.json", config.api_base, config.account_sid);
    let resp = http
        .post(&url)
        .basic_auth(&config.account_sid, Some(&config.auth_token))
        .form(form)
        .timeout(std::time::Duration::from_secs(15))
        .send()
        .await
        .map_err(|e| SendError::Retry(e.into()))?;
    let status = resp.status();
    let answer: serde_json::Value = resp.json().await.unwrap_or(serde_json::Value::Null);
    if status.is_success() {
        return answer["sid"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| SendError::Retry(anyhow::anyhow!("the provider answered {status} without a sid")));
    }
    let message = answer["message"].as_str().unwrap_or("no message").to_string();
    if status == reqwest::StatusCode::BAD_REQUEST {
        return Err(SendError::Refused { code: answer["code"].as_i64(), message });
    }
    Err(SendError::Retry(anyhow::anyhow!("the provider answered {status}: {message}")))
}

/// The signed form of a webhook Twilio posted, or why not: `None` for a
/// body that is not a form, `Some(Err)` for a missing or wrong
/// X-Twilio-Signature. Twilio signs the URL it called: `base_url`, the path
/// and the query.
pub fn signed_form(
    config: &SmsConfig,
    base_url: &str,
    uri: &axum::http::Uri,
    headers: &axum::http::HeaderMap,
    body: &[u8],
) -> Option<Result<Vec<(String, String)>, ()>> {
    let params: Vec<(String, String)> = serde_urlencoded::from_bytes(body).ok()?;
    let url = format!("{base_url}{}", uri.path_and_query().map(|p| p.as_str()).unwrap_or(uri.path()));
    let given = headers.get("x-twilio-signature").and_then(|v| v.to_str().ok()).unwrap_or("");
    if given.is_empty() || !verify(&config.auth_token, &url, &params, given) {
        return Some(Err(()));
    }
    Some(Ok(params))
}

/// X-Twilio-Signature: base64 HMAC-SHA1, keyed with the auth token, over
/// the URL Twilio called followed by every POST parameter sorted by name,
/// each name followed by its value.
pub fn signature(auth_token: &str, url: &str, params: &[(String, String)]) -> String {
    Base64::encode_string(&mac(auth_token, url, params).finalize().into_bytes())
}

/// Whether `given` is the signature of this request (compared in constant time).
pub fn verify(auth_token: &str, url: &str, params: &[(String, String)], given: &str) -> bool {
    let Ok(given) = Base64::decode_vec(given.trim()) else { return false };
    mac(auth_token, url, params).verify_slice(&given).is_ok()
}

fn mac(auth_token: &str, url: &str, params: &[(String, String)]) -> Hmac<Sha1> {
    let mut sorted: Vec<&(String, String)> = params.iter().collect();
    sorted.sort();
    // HMAC takes a key of any length, so this cannot fail.
    let mut mac = <Hmac<Sha1> as Mac>::new_from_slice(auth_token.as_bytes()).unwrap_or_else(|_| unreachable!());
    mac.update(url.as_bytes());
    for (name, value) in sorted {
        mac.update(name.as_bytes());
        mac.update(value.as_bytes());
    }
    mac
}

/// A TwiML answer: nothing to say, or one message back.
pub fn twiml(message: Option<&str>) -> String {
    match message {
        None => "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response/>".into(),
        Some(text) => format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response><Message>{}</Message></Response>",
            escape_xml(text)
        ),
    }
}

fn escape_xml(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&apos;")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The worked example of Twilio's request-validation snippets.
    #[test]
    fn the_signature_is_the_one_twilio_documents() {
        let params: Vec<(String, String)> = [
            ("CallSid", "CA1234567890ABCDE"),
            ("Caller", "+14158675310"),
            ("Digits", "1234"),
            ("From", "+14158675310"),
            ("To", "+18005551212"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        let url = "https://mycompany.com/myapp.php?foo=1&bar=2";
        let token = "12345";
        assert_eq!(signature(token, url, &params), "GvWf1cFY/Q7PnoempGyD5oXAezc=");
        assert!(verify(token, url, &params, "GvWf1cFY/Q7PnoempGyD5oXAezc="));
        assert!(!verify(token, url, &params, "GvWf1cFY/Q7PnoempGyD5oXAezc"));
        assert!(!verify("54321", url, &params, "GvWf1cFY/Q7PnoempGyD5oXAezc="));
        let mut changed = params.clone();
        changed[2].1 = "4321".into();
        assert!(!verify(token, url, &changed, "GvWf1cFY/Q7PnoempGyD5oXAezc="));
    }

    #[test]
    fn a_twiml_message_escapes_what_it_carries() {
        assert_eq!(
            twiml(Some("A & B <c>")),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response><Message>A &amp; B &lt;c&gt;</Message></Response>"
        );
    }
}
