//! The tracker's payloads (docs/product.md#analytics "Payload shapes"), parsed into the events
//! the writer stores. Every field is checked here: lengths capped, enums from
//! their lists, numbers parsed from the spec's strings. A bad field is a 400
//! that names it.
use super::attribution::{self, Attribution};
use crate::error::ApiError;
use crate::state::AppState;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::header;
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// Tracker bodies are small; anything bigger is not ours.
const MAX_BODY: usize = 4096;

/// A tracker body: JSON sent by fetch, or by navigator.sendBeacon as
/// text/plain (the one body type a beacon may carry without a preflight).
pub struct Beacon(pub Map<String, Value>);

impl FromRequest<AppState> for Beacon {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let content_type = req.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_ascii_lowercase();
        if !(content_type.is_empty() || content_type.starts_with("application/json") || content_type.starts_with("text/plain")) {
            return Err(ApiError::UnsupportedMediaType);
        }
        let bytes = Bytes::from_request(req, state).await.map_err(|_| ApiError::PayloadTooLarge)?;
        if bytes.len() > MAX_BODY {
            return Err(ApiError::PayloadTooLarge);
        }
        if bytes.iter().all(u8::is_ascii_whitespace) {
            // track-user is sent with no body at all (docs/product.md#analytics).
            return Ok(Beacon(Map::new()));
        }
        match serde_json::from_slice::<Value>(&bytes) {
            Ok(Value::Object(fields)) => Ok(Beacon(fields)),
            _ => Err(ApiError::BadRequest("Expected a JSON object.".into())),
        }
    }
}

/// Collects the message for each bad field, so one 400 names them all.
#[derive(Default)]
struct Errors(BTreeMap<String, String>);

impl Errors {
    fn add(&mut self, field: &str, message: &str) {
        self.0.entry(field.to_string()).or_insert_with(|| message.to_string());
    }

    fn finish<T>(self, value: T) -> Result<T, ApiError> {
        if self.0.is_empty() { Ok(value) } else { Err(ApiError::Invalid(self.0)) }
    }
}

fn required_session(f: &Map<String, Value>, e: &mut Errors) -> String {
    match f.get("sessionId").and_then(Value::as_str).and_then(attribution::session_id) {
        Some(s) => s,
        None => {
            e.add("sessionId", "sessionId must be 8 to 64 letters, digits, - or _");
            String::new()
        }
    }
}

/// A site path: starts with "/", at most 300 characters. The query string and
/// fragment are dropped (a reset link's token must never be stored).
fn page(f: &Map<String, Value>, e: &mut Errors) -> String {
    let Some(raw) = f.get("page").and_then(Value::as_str) else {
        e.add("page", "page is required");
        return String::new();
    };
    let path = raw.split(['?', '#']).next().unwrap_or("");
    if !path.starts_with('/') || path.len() > 300 || path.chars().any(char::is_control) {
        e.add("page", "page must be a path on this site, starting with /");
        return String::new();
    }
    path.to_string()
}

/// The referring page as origin and path only (queries can carry personal
/// data); empty or missing is none.
fn referrer(f: &Map<String, Value>, e: &mut Errors) -> Option<String> {
    match f.get("referrer") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.trim().is_empty() => None,
        Some(Value::String(s)) if s.len() <= 2048 => {
            let cut = s.trim().split(['?', '#']).next().unwrap_or("");
            Some(cut.chars().filter(|c| !c.is_control()).take(300).collect())
        }
        _ => {
            e.add("referrer", "referrer must be a URL of at most 2048 characters");
            None
        }
    }
}

fn one_of(f: &Map<String, Value>, key: &str, allowed: &[&'static str], e: &mut Errors) -> Option<&'static str> {
    match f.get(key) {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => match allowed.iter().find(|a| a.eq_ignore_ascii_case(s.trim())) {
            Some(a) => Some(*a),
            None => {
                e.add(key, &format!("{key} must be one of {}", allowed.join(", ")));
                None
            }
        },
        _ => {
            e.add(key, &format!("{key} must be one of {}", allowed.join(", ")));
            None
        }
    }
}

fn flag(f: &Map<String, Value>, key: &str, e: &mut Errors) -> bool {
    match f.get(key) {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        _ => {
            e.add(key, &format!("{key} must be true or false"));
            false
        }
    }
}

/// Seconds, sent as a string ("2.35") by the spec's tracker; a plain number
/// is taken too. Capped at `max`.
fn seconds(f: &Map<String, Value>, key: &str, max: f64, e: &mut Errors) -> Option<f64> {
    let parsed = match f.get(key) {
        None | Some(Value::Null) => return None,
        Some(Value::String(s)) if s.trim().is_empty() => return None,
        Some(Value::String(s)) if s.len() <= 20 => s.trim().parse::<f64>().ok(),
        Some(Value::Number(n)) => n.as_f64(),
        _ => None,
    };
    match parsed {
        Some(n) if n.is_finite() && (0.0..=max).contains(&n) => Some(n),
        _ => {
            e.add(key, &format!("{key} must be a number of seconds from 0 to {max}"));
            None
        }
    }
}

/// A short name such as a call button's ("nav", "hero", "floating-call").
fn slug(f: &Map<String, Value>, key: &str, e: &mut Errors) -> Option<String> {
    match f.get(key) {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if (1..=40).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') => {
            Some(s.to_ascii_lowercase())
        }
        _ => {
            e.add(key, &format!("{key} must be a short name of letters, digits and -"));
            None
        }
    }
}

/// An IANA time zone name as the browser reports it ("America/New_York").
fn time_zone(f: &Map<String, Value>, e: &mut Errors) -> Option<String> {
    match f.get("timeZone") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.len() <= 64 && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"/_-+".contains(&b)) => Some(s.clone()),
        _ => {
            e.add("timeZone", "timeZone must be a time zone name such as America/New_York");
            None
        }
    }
}

/// The number a call link dials: digits with an optional leading +.
fn phone(f: &Map<String, Value>, e: &mut Errors) -> Option<String> {
    match f.get("phone") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => {
            let digits = s.trim().strip_prefix('+').unwrap_or(s.trim());
            if (7..=15).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()) {
                Some(s.trim().to_string())
            } else {
                e.add("phone", "phone must be the dialled number, 7 to 15 digits");
                None
            }
        }
        _ => {
            e.add("phone", "phone must be the dialled number, 7 to 15 digits");
            None
        }
    }
}

/// POST /api/track-pageview: {sessionId, page, userAgent, referrer}, plus the
/// tracker's timeZone and attribution.
#[derive(Debug, Clone)]
pub struct PageView {
    pub session_id: String,
    pub page: String,
    pub referrer: Option<String>,
    pub time_zone: Option<String>,
    pub attribution: Option<Attribution>,
}

pub fn page_view(f: &Map<String, Value>) -> Result<PageView, ApiError> {
    let mut e = Errors::default();
    let session_id = required_session(f, &mut e);
    let page = page(f, &mut e);
    let referrer = referrer(f, &mut e);
    let time_zone = time_zone(f, &mut e);
    if f.get("userAgent").is_some_and(|v| !v.is_string() && !v.is_null()) {
        e.add("userAgent", "userAgent must be text");
    }
    let attribution = match attribution::from_body(f) {
        Ok(a) => a,
        Err(errors) => {
            e.0.extend(errors);
            None
        }
    };
    e.finish(PageView { session_id, page, referrer, time_zone, attribution })
}

/// POST /api/website-analytics: one page view's facts, or a later event of the
/// same page view (leaving it, a form, a call link).
#[derive(Debug, Clone, PartialEq)]
pub struct PageEvent {
    pub session_id: String,
    pub page: String,
    pub device: Option<&'static str>,
    pub browser: Option<&'static str>,
    pub referrer: Option<String>,
    pub load_time: Option<f64>,
    pub time_on_page: Option<f64>,
    pub bounced: bool,
    pub form_started: bool,
    pub form_completed: bool,
    pub call_button_clicked: bool,
    pub call_button_source: Option<String>,
    pub phone: Option<String>,
    pub time_zone: Option<String>,
}

impl PageEvent {
    /// Whether this reports something about a page view already recorded,
    /// rather than a new one.
    pub fn is_follow_up(&self) -> bool {
        self.time_on_page.is_some() || self.form_started || self.form_completed || self.call_button_clicked
    }
}

/// Bounce: under 30 s on the page (docs/product.md#analytics).
pub const BOUNCE_SECONDS: f64 = 30.0;

pub fn page_event(f: &Map<String, Value>) -> Result<PageEvent, ApiError> {
    let mut e = Errors::default();
    let session_id = required_session(f, &mut e);
    let page = page(f, &mut e);
    let device = one_of(f, "device", &["mobile", "desktop"], &mut e);
    let browser = one_of(f, "browser", &["chrome", "firefox", "other"], &mut e);
    let referrer = referrer(f, &mut e);
    let load_time = seconds(f, "loadTime", 600.0, &mut e);
    let time_on_page = seconds(f, "timeOnPage", 86_400.0, &mut e);
    let sent_bounced = flag(f, "bounced", &mut e);
    let form_completed = flag(f, "formCompleted", &mut e);
    // A completed form was started, whatever the browser says.
    let form_started = flag(f, "formStarted", &mut e) || form_completed;
    let call_button_clicked = flag(f, "callButtonClicked", &mut e);
    let call_button_source = slug(f, "callButtonSource", &mut e);
    let phone = phone(f, &mut e);
    let time_zone = time_zone(f, &mut e);
    if call_button_clicked && phone.is_none() {
        e.add("phone", "phone (the dialled number) is required with callButtonClicked");
    }
    // The server decides a bounce from the time itself.
    let bounced = time_on_page.map_or(sent_bounced, |t| t < BOUNCE_SECONDS);
    e.finish(PageEvent {
        session_id,
        page,
        device,
        browser,
        referrer,
        load_time,
        time_on_page,
        bounced,
        form_started,
        form_completed,
        call_button_clicked,
        call_button_source,
        phone,
        time_zone,
    })
}

/// POST /api/track-user and /api/untrack-user: {sessionId}. track-user may
/// come with no body (docs/product.md#analytics), which names no session and records nothing.
pub fn session_only(f: &Map<String, Value>, required: bool) -> Result<Option<String>, ApiError> {
    if !required && f.get("sessionId").is_none() {
        return Ok(None);
    }
    let mut e = Errors::default();
    let s = required_session(f, &mut e);
    e.finish(Some(s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn obj(v: Value) -> Map<String, Value> {
        v.as_object().unwrap().clone()
    }

    fn fields_of(r: Result<PageEvent, ApiError>) -> Vec<String> {
        match r {
            Err(ApiError::Invalid(f)) => f.into_keys().collect(),
            other => panic!("expected a 400, got {other:?}"),
        }
    }

    #[test]
    fn a_leave_event_is_a_bounce_when_under_thirty_seconds_whatever_the_browser_says() {
        let e = page_event(&obj(json!({"sessionId": "abcdefgh1234", "page": "/quote?x=1", "timeOnPage": "12.5", "bounced": false}))).unwrap();
        assert_eq!(e.page, "/quote");
        assert!(e.bounced && e.is_follow_up());
        let e = page_event(&obj(json!({"sessionId": "abcdefgh1234", "page": "/", "timeOnPage": 45, "bounced": true}))).unwrap();
        assert!(!e.bounced);
    }

    #[test]
    fn every_bad_field_is_named() {
        let bad = json!({
            "sessionId": "x", "page": "https://evil.example/", "device": "fridge", "browser": "netscape",
            "loadTime": "fast", "timeOnPage": "-3", "bounced": "yes", "callButtonSource": "a b", "timeZone": "<x>"
        });
        let fields = fields_of(page_event(&obj(bad)));
        for f in ["sessionId", "page", "device", "browser", "loadTime", "timeOnPage", "bounced", "callButtonSource", "timeZone"] {
            assert!(fields.contains(&f.to_string()), "{f} not named in {fields:?}");
        }
    }

    #[test]
    fn a_call_click_needs_the_dialled_number() {
        let fields = fields_of(page_event(&obj(json!({"sessionId": "abcdefgh1234", "page": "/", "callButtonClicked": true, "callButtonSource": "hero"}))));
        assert_eq!(fields, vec!["phone".to_string()]);
    }

    #[test]
    fn a_page_view_keeps_only_the_referrers_origin_and_path() {
        let v = page_view(&obj(json!({"sessionId": "abcdefgh1234", "page": "/", "referrer": "https://www.google.com/search?q=my+name", "userAgent": "x"})))
            .unwrap();
        assert_eq!(v.referrer.as_deref(), Some("https://www.google.com/search"));
    }
}
