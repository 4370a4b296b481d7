//! The tracker's payloads (docs/product.md#analytics "Payload shapes"), parsed into the events
//! the writer stores. Every field is checked here: lengths capped, enums from
//! their lists, numbers parsed from the spec's strings. A bad field is a 400
//! that names it.
use super::attribution::{self, Attribution};
use crate::error::ApiError;
use crate::state::AppState;
use crate::validation::{Input, decimal_pattern, decimal_within, trimmed};
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::header;
use serde_json::{Map, Value, json};

/// Tracker bodies are small (well under 1 KB); anything bigger than every
/// field at its longest is not ours.
const MAX_BODY: usize = 16 * 1024;

/// A tracker body: JSON sent by fetch, or by navigator.sendBeacon as
/// text/plain (the one body type a beacon may carry without a preflight).
pub struct Beacon(pub Map<String, Value>);

impl FromRequest<AppState> for Beacon {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let content_type =
            req.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_ascii_lowercase();
        if !(content_type.is_empty()
            || content_type.starts_with("application/json")
            || content_type.starts_with("text/plain"))
        {
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
            // JSON null is no body either (a client's way of sending none).
            Ok(Value::Null) => Ok(Beacon(Map::new())),
            _ => Err(ApiError::BadRequest("Expected a JSON object.".into())),
        }
    }
}

/// A tracker session id, 8 to 64 letters, digits, - or _ (trimmed).
fn required_session(i: &mut Input) -> String {
    let pattern = trimmed("[A-Za-z0-9_-]{8,64}", false);
    i.describe(
        "sessionId",
        "The tracker's session id: 8 to 64 letters, digits, - or _.",
        json!({"type": "string", "pattern": pattern}),
        true,
    );
    match i.map.get("sessionId").and_then(Value::as_str).and_then(attribution::session_id) {
        Some(s) => s,
        None => {
            i.fail("sessionId", "sessionId must be 8 to 64 letters, digits, - or _");
            String::new()
        }
    }
}

/// A page's address is at most this long, query included.
const MAX_PAGE: usize = 2048;

/// A site path: starts with "/", at most 300 characters and no control
/// characters up to its query string or fragment, which are dropped (a reset
/// link's token must never be stored); at most 2048 characters in all.
fn page(i: &mut Input) -> String {
    i.describe(
        "page",
        "A path on this site, starting with / (the query is dropped).",
        json!({"type": "string", "maxLength": MAX_PAGE, "pattern": r"^/[^?#\x00-\x1F\x7F-\x9F]{0,299}(?:[?#][\s\S]*)?$"}),
        true,
    );
    let Some(raw) = i.map.get("page").and_then(Value::as_str) else {
        i.fail("page", "page is required");
        return String::new();
    };
    let path = raw.split(['?', '#']).next().unwrap_or("");
    if !path.starts_with('/')
        || path.chars().count() > 300
        || path.chars().any(char::is_control)
        || raw.chars().count() > MAX_PAGE
    {
        i.fail("page", "page must be a path on this site, starting with /");
        return String::new();
    }
    path.to_string()
}

/// The referring page as origin and path only (queries can carry personal
/// data); empty or missing is none.
fn referrer(i: &mut Input) -> Option<String> {
    i.describe(
        "referrer",
        "The referring page, at most 2048 characters; kept as origin and path only.",
        json!({"type": ["string", "null"], "maxLength": 2048}),
        false,
    );
    match i.map.get("referrer") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.chars().count() > 2048 => {
            i.fail("referrer", "referrer must be a URL of at most 2048 characters");
            None
        }
        Some(Value::String(s)) if s.trim().is_empty() => None,
        Some(Value::String(s)) => {
            let cut = s.trim().split(['?', '#']).next().unwrap_or("");
            Some(cut.chars().filter(|c| !c.is_control()).take(300).collect())
        }
        _ => {
            i.fail("referrer", "referrer must be a URL of at most 2048 characters");
            None
        }
    }
}

fn one_of(i: &mut Input, key: &str, allowed: &[&'static str]) -> Option<&'static str> {
    let mut values: Vec<Value> = allowed.iter().map(|a| json!(a)).collect();
    values.extend([json!(""), Value::Null]);
    i.describe(key, "", json!({"type": ["string", "null"], "enum": values}), false);
    let message = format!("{key} must be one of {}", allowed.join(", "));
    match i.given(key) {
        None => None,
        Some(Value::String(s)) => match allowed.iter().find(|a| **a == s.as_str()) {
            Some(a) => Some(*a),
            None => {
                i.fail(key, message);
                None
            }
        },
        _ => {
            i.fail(key, message);
            None
        }
    }
}

fn flag(i: &mut Input, key: &str) -> bool {
    i.flag(key, "", &format!("{key} must be true or false"))
}

/// Seconds, sent as decimal text ("2.35") by the spec's tracker, or as a
/// plain number; from 0 to `max`. Blank is none.
fn seconds(i: &mut Input, key: &str, max: u64) -> Option<f64> {
    const FRACTION: usize = 12;
    let pattern = trimmed(&decimal_pattern(max, false, FRACTION), true);
    i.describe(
        key,
        "Seconds, as a number or decimal text.",
        json!({"type": ["number", "string", "null"], "minimum": 0, "maximum": max, "pattern": pattern}),
        false,
    );
    let parsed = match i.map.get(key) {
        None | Some(Value::Null) => return None,
        Some(Value::String(s)) if s.trim().is_empty() => return None,
        Some(Value::String(s)) => {
            Some(s.trim()).filter(|t| decimal_within(t, max, false, FRACTION)).and_then(|t| t.parse::<f64>().ok())
        }
        Some(Value::Number(n)) => n.as_f64(),
        _ => None,
    };
    match parsed {
        Some(n) if n.is_finite() && (0.0..=max as f64).contains(&n) => Some(n),
        _ => {
            i.fail(key, format!("{key} must be a number of seconds from 0 to {max}"));
            None
        }
    }
}

/// A short name such as a call button's ("nav", "hero", "floating-call").
fn slug(i: &mut Input, key: &str) -> Option<String> {
    i.describe(
        key,
        "A short name: 1 to 40 letters, digits, - or _.",
        json!({"type": ["string", "null"], "pattern": "^(?:[A-Za-z0-9_-]{1,40})?$"}),
        false,
    );
    match i.given(key) {
        None => None,
        Some(Value::String(s))
            if (1..=40).contains(&s.len())
                && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') =>
        {
            Some(s.to_ascii_lowercase())
        }
        _ => {
            i.fail(key, format!("{key} must be a short name of letters, digits and -"));
            None
        }
    }
}

/// An IANA time zone name as the browser reports it ("America/New_York").
fn time_zone(i: &mut Input) -> Option<String> {
    i.describe(
        "timeZone",
        "The browser's IANA time zone, e.g. America/New_York.",
        json!({"type": ["string", "null"], "pattern": "^[A-Za-z0-9/_+-]{0,64}$"}),
        false,
    );
    match i.map.get("timeZone") {
        None | Some(Value::Null) => None,
        Some(Value::String(s))
            if s.len() <= 64 && s.bytes().all(|b| b.is_ascii_alphanumeric() || b"/_-+".contains(&b)) =>
        {
            Some(s.clone())
        }
        _ => {
            i.fail("timeZone", "timeZone must be a time zone name such as America/New_York");
            None
        }
    }
}

/// The number a call link dials: digits with an optional leading +.
const DIALLED: &str = r"\+?[0-9]{7,15}";

/// The number a call link dials, or none when blank.
fn phone(i: &mut Input) -> Option<String> {
    i.describe(
        "phone",
        "The dialled number: 7 to 15 digits, an optional + before them.",
        json!({"type": ["string", "null"], "pattern": trimmed(DIALLED, true)}),
        false,
    );
    match i.map.get("phone") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.trim().is_empty() => None,
        Some(Value::String(s)) => {
            let digits = s.trim().strip_prefix('+').unwrap_or(s.trim());
            if (7..=15).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()) {
                Some(s.trim().to_string())
            } else {
                i.fail("phone", "phone must be the dialled number, 7 to 15 digits");
                None
            }
        }
        _ => {
            i.fail("phone", "phone must be the dialled number, 7 to 15 digits");
            None
        }
    }
}

fn finish<T>(i: Input, value: T) -> Result<T, ApiError> {
    i.finish(value).map_err(ApiError::Invalid)
}

/// The `attribution` member, with its error (if any) among the others.
fn attribution(i: &mut Input) -> Option<Attribution> {
    attribution::describe(i);
    match attribution::from_body(i.map) {
        Ok(a) => a,
        Err(errors) => {
            i.errors.extend(errors);
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
    let mut i = Input::new(f);
    let v = page_view_fields(&mut i);
    finish(i, v)
}

fn page_view_fields(i: &mut Input) -> PageView {
    let session_id = required_session(i);
    let page = page(i);
    i.describe(
        "userAgent",
        "Not stored: the request's own User-Agent header is.",
        json!({"type": ["string", "null"]}),
        false,
    );
    let referrer = referrer(i);
    let time_zone = time_zone(i);
    if i.map.get("userAgent").is_some_and(|v| !v.is_string() && !v.is_null()) {
        i.fail("userAgent", "userAgent must be text");
    }
    let attribution = attribution(i);
    PageView { session_id, page, referrer, time_zone, attribution }
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
    let mut i = Input::new(f);
    let e = page_event_fields(&mut i);
    finish(i, e)
}

fn page_event_fields(i: &mut Input) -> PageEvent {
    let session_id = required_session(i);
    let page = page(i);
    let device = one_of(i, "device", &["mobile", "desktop"]);
    let browser = one_of(i, "browser", &["chrome", "firefox", "other"]);
    let referrer = referrer(i);
    let load_time = seconds(i, "loadTime", 600);
    let time_on_page = seconds(i, "timeOnPage", 86_400);
    let sent_bounced = flag(i, "bounced");
    let form_completed = flag(i, "formCompleted");
    // A completed form was started, whatever the browser says.
    let form_started = flag(i, "formStarted") || form_completed;
    let call_button_clicked = flag(i, "callButtonClicked");
    let call_button_source = slug(i, "callButtonSource");
    let phone = phone(i);
    let time_zone = time_zone(i);
    // A call click comes with the dialled number.
    i.describe_together(json!({"anyOf": [
        {"type": "object", "properties": {"callButtonClicked": {"type": ["boolean", "string", "null"], "enum": [false, "", null]}}},
        {"type": "object", "required": ["phone"], "properties": {"phone": {"type": "string", "pattern": trimmed(DIALLED, false)}}},
    ]}));
    if call_button_clicked && phone.is_none() {
        i.fail("phone", "phone (the dialled number) is required with callButtonClicked");
    }
    // The server decides a bounce from the time itself.
    let bounced = time_on_page.map_or(sent_bounced, |t| t < BOUNCE_SECONDS);
    PageEvent {
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
    }
}

/// POST /api/track-user and /api/untrack-user: {sessionId}. track-user may
/// come with no body (docs/product.md#analytics), which names no session and records nothing.
pub fn session_only(f: &Map<String, Value>, required: bool) -> Result<Option<String>, ApiError> {
    let mut i = Input::new(f);
    let s = session_fields(&mut i, required);
    finish(i, s)
}

fn session_fields(i: &mut Input, required: bool) -> Option<String> {
    if !required {
        let pattern = trimmed("[A-Za-z0-9_-]{8,64}", true);
        i.describe(
            "sessionId",
            "The tracker's session id: 8 to 64 letters, digits, - or _; none when blank.",
            json!({"type": ["string", "null"], "pattern": pattern}),
            false,
        );
        // No session named (track-user's empty body, null or blank): nothing to record.
        if i.given("sessionId").is_none_or(|v| v.as_str().is_some_and(|s| s.trim().is_empty())) {
            return None;
        }
        return Some(required_session(i));
    }
    Some(required_session(i))
}

crate::described_body!(
    /// POST /api/track-pageview.
    PageViewBody,
    "A page view.",
    |i| page_view_fields(i)
);
crate::described_body!(
    /// POST /api/website-analytics.
    PageEventBody,
    "A page view's facts, or a later event of it.",
    |i| page_event_fields(i)
);
crate::described_body!(
    /// POST /api/track-user (which may also come without a body).
    SessionBody,
    "The visitor's session.",
    |i| session_fields(i, false)
);
crate::described_body!(
    /// POST /api/untrack-user.
    UntrackBody,
    "The visitor's session.",
    |i| session_fields(i, true)
);

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
        let e = page_event(&obj(
            json!({"sessionId": "abcdefgh1234", "page": "/quote?x=1", "timeOnPage": "12.5", "bounced": false}),
        ))
        .unwrap();
        assert_eq!(e.page, "/quote");
        assert!(e.bounced && e.is_follow_up());
        let e = page_event(&obj(json!({"sessionId": "abcdefgh1234", "page": "/", "timeOnPage": 45, "bounced": true})))
            .unwrap();
        assert!(!e.bounced);
    }

    #[test]
    fn every_bad_field_is_named() {
        let bad = json!({
            "sessionId": "x", "page": "https://evil.example/", "device": "fridge", "browser": "netscape",
            "loadTime": "fast", "timeOnPage": "-3", "bounced": "yes", "callButtonSource": "a b", "timeZone": "<x>"
        });
        let fields = fields_of(page_event(&obj(bad)));
        for f in [
            "sessionId",
            "page",
            "device",
            "browser",
            "loadTime",
            "timeOnPage",
            "bounced",
            "callButtonSource",
            "timeZone",
        ] {
            assert!(fields.contains(&f.to_string()), "{f} not named in {fields:?}");
        }
    }

    #[test]
    fn a_call_click_needs_the_dialled_number() {
        let fields = fields_of(page_event(&obj(
            json!({"sessionId": "abcdefgh1234", "page": "/", "callButtonClicked": true, "callButtonSource": "hero"}),
        )));
        assert_eq!(fields, vec!["phone".to_string()]);
    }

    #[test]
    fn a_page_view_keeps_only_the_referrers_origin_and_path() {
        let v = page_view(&obj(json!({"sessionId": "abcdefgh1234", "page": "/", "referrer": "https://www.google.com/search?q=my+name", "userAgent": "x"})))
            .unwrap();
        assert_eq!(v.referrer.as_deref(), Some("https://www.google.com/search"));
    }
}
