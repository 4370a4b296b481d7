//! The rules every lead must pass, with the spec's messages. The browser runs
//! the same rules (ui/src/features/leads/schemas.ts); tests/cases/leads.json
//! holds the cases both sides are checked against.
//!
//! Parse, don't validate: a checked lead is a `NewQuote`, `NewBooking` or
//! `NewContact` whose phone is a `Phone` and whose email is an `Email`.
use super::options::OPTIONS;
pub use crate::validation::FieldErrors;
use crate::validation::{
    DATE_PATTERN, Input, below, decimal_pattern, decimal_within, email_pattern, is_date, looks_like_email, trimmed,
    trimmed_within,
};
use serde_json::json;
use serde_json::{Map, Value};

pub use crate::phone::Phone;

/// An email address of the plain form name@domain.tld, without spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    /// An address typed anywhere else than a lead form (the `roadside erase`
    /// command line), by the forms' rule.
    pub fn parse(text: &str) -> Option<Email> {
        let s = text.trim();
        looks_like_email(s).then(|| Email(s.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `stored` is this address, ignoring case (as accounts do).
    pub fn is_address(&self, stored: &str) -> bool {
        stored.trim().eq_ignore_ascii_case(&self.0)
    }
}

// Checked values are stored as the text they hold.
impl rusqlite::ToSql for Email {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        self.0.to_sql()
    }
}

#[derive(Debug, Clone)]
pub struct NewQuote {
    pub name: String,
    pub phone: Phone,
    pub email: Option<Email>,
    pub location: String,
    pub service_type: String,
    pub vehicle_info: Option<String>,
    pub urgency: String,
    pub description: String,
}

#[derive(Debug, Clone)]
pub struct NewBooking {
    pub name: String,
    pub phone: Phone,
    pub email: Option<Email>,
    pub vehicle_type: String,
    pub location: String,
    pub service_needed: String,
    pub urgency: String,
    pub description: String,
    pub preferred_date: Option<String>,
    pub preferred_time: Option<String>,
}

#[derive(Debug, Clone)]
pub struct NewContact {
    pub name: String,
    pub phone: Phone,
    pub email: Option<Email>,
    pub location: String,
    pub urgency: String,
    pub message: String,
}

/// A request from the home page's analyzer, or the lead of a chat.
#[derive(Debug, Clone)]
pub struct NewAnalyzerRequest {
    pub name: String,
    pub phone: Phone,
    pub email: Option<Email>,
    pub location: Option<String>,
    pub problem_description: String,
    pub suggested_service: String,
    pub estimated_price: String,
    pub urgency: String,
    /// A percent ("95") from the analyzer, or a word ("High") from the chat.
    pub confidence: String,
}

/// Where a chat visitor said they are, from the browser's geolocation.
#[derive(Debug, Clone, PartialEq)]
pub struct Gps {
    /// As sent: the text the chat showed (6 decimal places).
    pub latitude: String,
    pub longitude: String,
    pub accuracy: Option<String>,
}

impl Gps {
    pub fn map_link(&self) -> String {
        format!("https://www.google.com/maps?q={},{}", self.latitude, self.longitude)
    }
}

/// A chat conversation that reached the phone step (partial) or its end.
#[derive(Debug, Clone)]
pub struct NewChat {
    pub session_id: Option<String>,
    pub name: Option<String>,
    pub phone: Phone,
    pub email: Option<Email>,
    /// The messages as a JSON array, checked to parse.
    pub conversation: String,
    pub location: Option<String>,
    pub gps: Option<Gps>,
    pub location_method: Option<String>,
    pub lead_quality: String,
    pub handoff_to_call: bool,
    pub issue_resolved: bool,
    pub problem: Option<String>,
    pub urgency: Option<String>,
    pub suggested_service: Option<String>,
    pub estimated_price: Option<String>,
    /// True while the conversation is still going (saved at the phone step).
    pub partial: bool,
}

/// A chat conversation may hold at most this much JSON (in characters; the
/// chat keeps it within as many bytes).
pub const MAX_CONVERSATION_BYTES: usize = 32 * 1024;

/// Digits after the decimal point a coordinate may carry as text.
const COORDINATE_FRACTION: usize = 20;

/// The lead-specific field kinds.
trait LeadFields {
    fn phone(&mut self, key: &str, empty_message: &str) -> Phone;
    fn chat_phone(&mut self, key: &str) -> Phone;
    fn coordinate(&mut self, key: &str, label: &str, max: u64, negative: bool) -> Option<String>;
    fn email(&mut self, key: &str, required: Option<&str>, invalid: &str) -> Option<Email>;
}

impl LeadFields for Input<'_> {
    /// Digits, spaces and - ( ) . + only, with at least 10 digits; at most 30
    /// characters as sent.
    fn phone(&mut self, key: &str, empty_message: &str) -> Phone {
        // Runs bounded by what fits in 30 characters beside 10 digits.
        let pattern = trimmed_within("(?:[ ().+-]{0,20}[0-9]){10}[0-9 ().+-]{0,20}", 20);
        let schema =
            one_of_shapes("^(?:[0-9][ ().+-]?){10}$", json!({"type": "string", "maxLength": 30, "pattern": pattern}));
        self.describe(
            key,
            "Phone number: at least 10 digits; digits, spaces and - ( ) . + only; at most 30 characters.",
            schema,
            true,
        );
        let s = self.text_within(key, "Phone number", 30);
        let digits = s.chars().filter(char::is_ascii_digit).count();
        if s.is_empty() {
            self.fail(key, empty_message);
        } else if !s.chars().all(|c| c.is_ascii_digit() || " -().+".contains(c)) {
            self.fail(key, "Please enter a valid phone number");
        } else if digits < 10 {
            self.fail(key, "Phone number must be at least 10 digits");
        }
        Phone::read(&s)
    }

    /// The chat's rule (docs/product.md#validation), which the analyzer's contact form shares:
    /// an optional plus, then at least 10 digits, spaces, hyphens or parentheses.
    fn chat_phone(&mut self, key: &str) -> Phone {
        let pattern = trimmed_within(r"\+[0-9 ()-]{9,28}[0-9()-]|[0-9()-][0-9 ()-]{8,28}[0-9()-]", 20);
        let schema =
            one_of_shapes(r"^\+?[0-9]{10,15}$", json!({"type": "string", "maxLength": 30, "pattern": pattern}));
        self.describe(
            key,
            "Phone number: an optional +, then at least 10 digits, spaces, hyphens or parentheses; at \
            most 30 characters.",
            schema,
            true,
        );
        let s = self.text_within(key, "Phone number", 30);
        let rest = s.strip_prefix('+').unwrap_or(&s);
        if s.is_empty() {
            self.fail(key, "Phone number is required");
        } else if rest.chars().count() < 10 || !rest.chars().all(|c| c.is_ascii_digit() || " -()".contains(c)) {
            self.fail(key, "Please enter a valid phone number");
        }
        Phone::read(&s)
    }

    /// A number from -max (or 0) to max, sent as a number or as decimal text
    /// (trimmed); kept as sent. Blank is none.
    fn coordinate(&mut self, key: &str, label: &str, max: u64, negative: bool) -> Option<String> {
        let min = if negative { -(max as i64) } else { 0 };
        let pattern = trimmed(&decimal_pattern(max, negative, COORDINATE_FRACTION), true);
        self.describe(
            key,
            label,
            json!({"type": ["number", "string", "null"], "minimum": min, "maximum": max, "pattern": pattern}),
            false,
        );
        let message = format!("{label} must be a number from {min} to {max}");
        let ok = match self.map.get(key) {
            Some(Value::Number(n)) => {
                let v = n.as_f64().unwrap_or(f64::NAN);
                (v.is_finite() && v >= min as f64 && v <= max as f64).then(|| n.to_string())
            }
            _ => {
                let s = self.raw_text(key, label).unwrap_or("").trim();
                if s.is_empty() {
                    return None;
                }
                decimal_within(s, max, negative, COORDINATE_FRACTION).then(|| s.to_string())
            }
        };
        if ok.is_none() {
            self.fail(key, message);
        }
        ok
    }

    /// name@domain.tld, no spaces; at most 254 characters as sent.
    fn email(&mut self, key: &str, required: Option<&str>, invalid: &str) -> Option<Email> {
        let schema = match required {
            Some(_) => json!({"type": "string", "maxLength": 254, "pattern": trimmed(&email_pattern(), false)}),
            None => json!({"type": ["string", "null"], "maxLength": 254, "pattern": trimmed(&email_pattern(), true)}),
        };
        self.describe(key, "Email: name@domain.tld, no spaces.", schema, required.is_some());
        let s = self.text_within(key, "Email", 254);
        if s.is_empty() {
            if let Some(message) = required {
                self.fail(key, message);
            }
            return None;
        }
        if !looks_like_email(&s) {
            self.fail(key, invalid);
        }
        Some(Email(s))
    }
}

/// A phone's schema: its common shape (a plain pattern, which a test-data
/// generator draws from easily), or the whole rule (a pattern and a length
/// that together say it, but that a generator rarely hits at once). The first
/// is part of the second, so the two say exactly the rule.
fn one_of_shapes(common: &str, whole: Value) -> Value {
    json!({"anyOf": [{"type": "string", "pattern": common}, whole]})
}

/// The fields every lead body may carry besides its own, which are read
/// before its validator: the idempotency key (`FieldsBody::client_ref`), the
/// honeypot (`leads::screen`) and the visit's source (`attribution::from_body`).
fn extras(i: &mut Input) {
    let any = json!({});
    i.describe(
        "clientRef",
        "The browser's idempotency key: the same key stores the lead once (text of at most 64 characters, trimmed; any other value is ignored).",
        any.clone(),
        false,
    );
    i.describe(
        "website",
        "Left empty by people; text in it is answered as a success and the lead dropped (any other value is ignored).",
        any,
        false,
    );
    crate::analytics::attribution::describe(i);
}

pub fn quote(map: &Map<String, Value>) -> Result<NewQuote, FieldErrors> {
    let mut i = Input::new(map);
    let q = quote_fields(&mut i);
    i.finish(q)
}

/// An admin's edit of a quote: the same rules, with either urgency list (the
/// lead's source and key are not changed by an edit).
pub fn quote_edit(map: &Map<String, Value>) -> Result<NewQuote, FieldErrors> {
    let mut i = Input::new(map);
    let q = quote_edit_fields(&mut i);
    i.finish(q)
}

/// The home page's quote form posted without JavaScript (`nojs::from_home_form`): the quote's
/// rules, and the email its label marks as required, as the form checks with JavaScript.
pub fn home_quote(map: &Map<String, Value>) -> Result<NewQuote, FieldErrors> {
    let mut i = Input::new(map);
    let q = quote_with(&mut i, &OPTIONS.quote_urgencies.values, Some("Email is required"), None);
    i.finish(q)
}

pub(crate) fn quote_fields(i: &mut Input) -> NewQuote {
    let q = quote_with(i, &OPTIONS.quote_urgencies.values, None, None);
    extras(i);
    i.describe(
        "form",
        "Which form a plain form post came from (\"home\": the home page's, whose mistakes are answered in its \
        own fields, its email required); ignored in a JSON body, as is any other value.",
        json!({}),
        false,
    );
    q
}

pub(crate) fn quote_edit_fields(i: &mut Input) -> NewQuote {
    let urgencies: Vec<&str> =
        OPTIONS.quote_urgencies.values.iter().chain(&OPTIONS.admin_quote_urgencies.values).copied().collect();
    quote_with(i, &urgencies, None, None)
}

/// A fleet manager's request for service from the portal: the quote's
/// rules for who, where, how urgent and what, filed as fleet service (the
/// unit, chosen by id, becomes its vehicle).
pub(crate) fn fleet_service_fields(i: &mut Input) -> NewQuote {
    quote_with(i, &OPTIONS.quote_urgencies.values, None, Some(super::store::FLEET_SERVICE))
}

/// `email_required`: the message for an email left out, where the form
/// requires one; `service`: the service it is filed as, where the form has none.
fn quote_with(i: &mut Input, urgencies: &[&str], email_required: Option<&str>, service: Option<&str>) -> NewQuote {
    NewQuote {
        name: i.required("name", "Name", 100, 1, "Name is required"),
        phone: i.phone("phone", "Phone number is required"),
        email: i.email("email", email_required, "Please enter a valid email"),
        location: i.required("location", "Location", 200, 1, "Location is required"),
        service_type: match service {
            Some(service) => service.to_string(),
            None => {
                i.one_of("serviceType", "Service type", &OPTIONS.service_types.values, "Please select a service type")
            }
        },
        vehicle_info: if service.is_some() { None } else { i.optional("vehicleInfo", "Vehicle info", 200) },
        urgency: i.one_of("urgency", "Urgency", urgencies, "Please select urgency level"),
        description: i.required("description", "Description", 2000, 10, "Please provide more details about your needs"),
    }
}

pub fn booking(map: &Map<String, Value>) -> Result<NewBooking, FieldErrors> {
    let mut i = Input::new(map);
    let b = booking_fields(&mut i);
    i.finish(b)
}

pub(crate) fn booking_fields(i: &mut Input) -> NewBooking {
    let date = i.raw_text("preferredDate", "Preferred date").unwrap_or("").trim();
    i.describe(
        "preferredDate",
        "Preferred date: YYYY-MM-DD, a real day.",
        json!({"type": ["string", "null"], "pattern": trimmed(DATE_PATTERN, true)}),
        false,
    );
    if !date.is_empty() && !is_date(date) {
        i.fail("preferredDate", "Please enter a valid date");
    }
    let preferred_date = Some(date.to_string()).filter(|d| !d.is_empty());
    let preferred_time = i.optional_one_of(
        "preferredTime",
        "Preferred time",
        &OPTIONS.preferred_times.values,
        "Please select a valid time",
    );
    let b = NewBooking {
        name: i.required("name", "Name", 100, 2, "Name must be at least 2 characters"),
        phone: i.phone("phone", "Phone number must be at least 10 digits"),
        email: i.email("email", None, "Invalid email address"),
        vehicle_type: i.one_of(
            "vehicleType",
            "Vehicle type",
            &OPTIONS.vehicle_types.values,
            "Please select vehicle type",
        ),
        location: i.required("location", "Location", 200, 5, "Please provide your location"),
        service_needed: i.one_of(
            "serviceNeeded",
            "Service needed",
            &OPTIONS.services_needed.values,
            "Please select service needed",
        ),
        urgency: i.one_of("urgency", "Urgency", &OPTIONS.booking_urgencies.values, "Please select urgency level"),
        description: i.required("description", "Description", 2000, 10, "Please describe your issue in detail"),
        preferred_date,
        preferred_time,
    };
    extras(i);
    b
}

pub fn contact(map: &Map<String, Value>) -> Result<NewContact, FieldErrors> {
    let mut i = Input::new(map);
    let c = contact_fields(&mut i);
    i.finish(c)
}

pub(crate) fn contact_fields(i: &mut Input) -> NewContact {
    let c = NewContact {
        name: i.required("name", "Name", 100, 1, "Name is required"),
        phone: i.phone("phone", "Phone number is required"),
        email: i.email("email", None, "Please enter a valid email"),
        location: i.required("location", "Location", 200, 1, "Location is required"),
        urgency: i.one_of("urgency", "Urgency", &OPTIONS.quote_urgencies.values, "Please select urgency level"),
        message: i.required("message", "Message", 2000, 10, "Please provide more details about your needs"),
    };
    extras(i);
    c
}

/// The services the analyzer and the chat may suggest, each with its price
/// (the first one listed, as `price_of` finds it).
fn suggestions() -> Vec<(&'static str, &'static str)> {
    let guide = &crate::content::BUSINESS.service_guide;
    let mut out: Vec<(&str, &str)> = Vec::new();
    for s in guide.analyzer.iter().chain([&guide.analyzer_fallback]).chain(&guide.chat).chain([&guide.chat_fallback]) {
        if !out.iter().any(|(service, _)| *service == s.service) {
            out.push((s.service.as_str(), s.price.as_str()));
        }
    }
    out
}

/// The urgencies the analyzer and the chat may send, each once.
fn urgencies() -> Vec<&'static str> {
    let mut out: Vec<&str> = Vec::new();
    for u in crate::content::BUSINESS.service_guide.urgencies() {
        if !out.contains(&u) {
            out.push(u);
        }
    }
    out
}

/// POST /api/smart-analyzer: the analyzer's contact form, or a chat's lead.
pub fn analyzer_request(map: &Map<String, Value>) -> Result<NewAnalyzerRequest, FieldErrors> {
    let mut i = Input::new(map);
    let r = analyzer_fields(&mut i);
    i.finish(r)
}

pub(crate) fn analyzer_fields(i: &mut Input) -> NewAnalyzerRequest {
    let pairs = suggestions();
    let services: Vec<&str> = pairs.iter().map(|(s, _)| *s).collect();
    let prices: Vec<&str> = pairs.iter().map(|(_, p)| *p).collect();
    let suggested_service = i.one_of(
        "suggestedService",
        "Suggested service (of the service guide, ui/src/content/business.json)",
        &services,
        "Please choose a suggested service",
    );
    let estimated_price = i.raw_text("estimatedPrice", "Estimated price").unwrap_or("").to_string();
    i.describe(
        "estimatedPrice",
        "The guide's price of the suggested service.",
        json!({"type": "string", "enum": prices}),
        true,
    );
    // The price must be the one of the service.
    i.describe_together(json!({"anyOf": pairs.iter().map(|(s, p)| json!({
        "type": "object",
        "properties": {"suggestedService": {"type": "string", "enum": [s]}, "estimatedPrice": {"type": "string", "enum": [p]}}
    })).collect::<Vec<_>>()}));
    let price = pairs.iter().find(|(s, _)| *s == suggested_service).map(|(_, p)| *p);
    match price {
        _ if estimated_price.is_empty() => i.fail("estimatedPrice", "The estimated price is missing"),
        Some(price) if price != estimated_price => {
            i.fail("estimatedPrice", "The estimated price does not match the service")
        }
        _ => {}
    }
    let confidence = i.text("confidence", "Confidence", 10);
    i.describe(
        "confidence",
        "Confidence: a percent from 0 to 100 (digits), or High, Medium or Low.",
        json!({"type": "string", "pattern": trimmed(&format!("{}|100|High|Medium|Low", below(100)), false)}),
        true,
    );
    let percent = decimal_within(&confidence, 100, false, 0);
    if confidence.is_empty() {
        i.fail("confidence", "The confidence is missing");
    } else if !percent && !["High", "Medium", "Low"].contains(&confidence.as_str()) {
        i.fail("confidence", "Confidence must be a percent from 0 to 100, or High, Medium or Low");
    }
    let r = NewAnalyzerRequest {
        name: i.required("name", "Name", 100, 1, "Name is required"),
        phone: i.chat_phone("phone"),
        email: i.email("email", None, "Please enter a valid email"),
        location: i.optional("location", "Location", 300),
        problem_description: i.required(
            "problemDescription",
            "Problem description",
            2000,
            1,
            "Please describe the problem",
        ),
        urgency: i.one_of("urgency", "Urgency", &urgencies(), "Please select urgency level"),
        suggested_service,
        estimated_price,
        confidence,
    };
    extras(i);
    r
}

/// POST /api/chatbot-interactions: a chat's lead, partial or complete.
pub fn chat(map: &Map<String, Value>) -> Result<NewChat, FieldErrors> {
    let mut i = Input::new(map);
    let c = chat_fields(&mut i);
    i.finish(c)
}

pub(crate) fn chat_fields(i: &mut Input) -> NewChat {
    let guide = &crate::content::BUSINESS.service_guide;
    let conversation = conversation(i);
    let latitude = i.coordinate("gpsLatitude", "Latitude", 90, true);
    let longitude = i.coordinate("gpsLongitude", "Longitude", 180, true);
    let accuracy = i.coordinate("gpsAccuracy", "Accuracy", 1_000_000, false);
    i.describe_together(crate::validation::both_or_neither("gpsLatitude", "gpsLongitude"));
    let gps = match (latitude, longitude) {
        (Some(latitude), Some(longitude)) => Some(Gps { latitude, longitude, accuracy }),
        (None, None) => None,
        (None, Some(_)) => {
            i.fail("gpsLatitude", "Latitude is required with a longitude");
            None
        }
        (Some(_), None) => {
            i.fail("gpsLongitude", "Longitude is required with a latitude");
            None
        }
    };
    let location_method = i.optional_one_of(
        "locationMethod",
        "Location method",
        &["gps", "manual"],
        "Location method must be gps or manual",
    );
    let urgency = i.optional_one_of("urgency", "Urgency", &urgencies(), "Please select urgency level");
    let services: Vec<&str> = suggestions().into_iter().map(|(s, _)| s).collect();
    let suggested_service =
        i.optional_one_of("suggestedService", "Suggested service", &services, "Please choose a suggested service");
    let c = NewChat {
        session_id: i.optional("sessionId", "Session id", 100),
        name: i.optional("customerName", "Name", 100),
        phone: i.chat_phone("customerPhone"),
        email: i.email("customerEmail", None, "Please provide a valid email address or type 'skip' to continue:"),
        conversation,
        location: i.optional("customerLocation", "Location", 300),
        gps,
        location_method,
        lead_quality: i.one_of(
            "leadQuality",
            "Lead quality",
            &["hot", "warm", "cold"],
            "Lead quality must be hot, warm or cold",
        ),
        handoff_to_call: i.flag("handoffToCall", "Handoff to call", "Handoff to call must be true or false"),
        issue_resolved: i.flag("issueResolved", "Issue resolved", "Issue resolved must be true or false"),
        problem: i.optional("problem", "Problem", 500),
        urgency,
        estimated_price: suggested_service.as_deref().and_then(|s| guide.price_of(s)).map(str::to_string),
        suggested_service,
        partial: i.flag(
            "partial",
            "Partial: true when saved at the phone step, before the chat ends",
            "Partial must be true or false",
        ),
    };
    extras(i);
    c
}

/// JSON text as the chat writes it (JSON.stringify, no white space between
/// tokens): a string without escaped surrogates, a whole number of at most 16
/// digits, true, false or null; an object of those; a list of such objects.
const JSON_STRING: &str =
    r#""(?:[^"\\\x00-\x1F]|\\["\\/bfnrt]|\\u(?:[0-9a-cA-CefEF][0-9a-fA-F]{3}|[dD][0-7][0-9a-fA-F]{2}))*""#;

/// The conversation's text, as a regex; `is_conversation` is the same rule in Rust.
fn conversation_pattern() -> String {
    let value = format!(r"(?:{JSON_STRING}|-?(?:0|[1-9][0-9]{{0,15}})|true|false|null)");
    let member = format!("{JSON_STRING}:{value}");
    let object = format!(r"\{{(?:{member}(?:,{member})*)?\}}");
    format!(r"^\[(?:{object}(?:,{object})*)?\]$")
}

/// A scanner over the conversation's text, for `is_conversation`.
struct Scan<'s> {
    b: &'s [u8],
    at: usize,
}

impl Scan<'_> {
    fn eat(&mut self, c: u8) -> bool {
        let ok = self.b.get(self.at) == Some(&c);
        self.at += usize::from(ok);
        ok
    }

    fn word(&mut self, w: &str) -> bool {
        let ok = self.b[self.at..].starts_with(w.as_bytes());
        if ok {
            self.at += w.len();
        }
        ok
    }

    fn string(&mut self) -> bool {
        if !self.eat(b'"') {
            return false;
        }
        loop {
            match self.b.get(self.at).copied() {
                Some(b'"') => {
                    self.at += 1;
                    return true;
                }
                Some(b'\\') => {
                    self.at += 1;
                    match self.b.get(self.at).copied() {
                        Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => self.at += 1,
                        Some(b'u') => {
                            let hex = self.b.get(self.at + 1..self.at + 5);
                            let ok = hex.is_some_and(|h| {
                                h.iter().all(u8::is_ascii_hexdigit)
                                    && !(h[0].eq_ignore_ascii_case(&b'd') && h[1] >= b'8')
                            });
                            if !ok {
                                return false;
                            }
                            self.at += 5;
                        }
                        _ => return false,
                    }
                }
                Some(c) if c >= 0x20 => self.at += 1,
                _ => return false,
            }
        }
    }

    fn value(&mut self) -> bool {
        match self.b.get(self.at).copied() {
            Some(b'"') => self.string(),
            Some(b't') => self.word("true"),
            Some(b'f') => self.word("false"),
            Some(b'n') => self.word("null"),
            _ => {
                self.eat(b'-');
                let digits = self.b[self.at..].iter().take_while(|c| c.is_ascii_digit()).count();
                let first = self.b.get(self.at).copied();
                self.at += digits;
                (1..=16).contains(&digits) && (first != Some(b'0') || digits == 1)
            }
        }
    }

    fn object(&mut self) -> bool {
        if !self.eat(b'{') {
            return false;
        }
        if self.eat(b'}') {
            return true;
        }
        loop {
            if !(self.string() && self.eat(b':') && self.value()) {
                return false;
            }
            if self.eat(b'}') {
                return true;
            }
            if !self.eat(b',') {
                return false;
            }
        }
    }
}

/// Whether `s` is a conversation `conversation_pattern` accepts (always a JSON list).
fn is_conversation(s: &str) -> bool {
    let mut scan = Scan { b: s.as_bytes(), at: 0 };
    if !scan.eat(b'[') {
        return false;
    }
    if !scan.eat(b']') {
        loop {
            if !scan.object() {
                return false;
            }
            if scan.eat(b']') {
                break;
            }
            if !scan.eat(b',') {
                return false;
            }
        }
    }
    scan.at == s.len()
}

/// The chat's messages: a JSON list of flat objects, as text, of at most 32 K characters.
fn conversation(i: &mut Input) -> String {
    i.describe(
        "conversation",
        "The messages, as JSON text without white space between tokens (as JSON.stringify writes it): a list of \
            objects whose values are strings, whole numbers, true, false or null; at most 32768 characters.",
        json!({"type": "string", "maxLength": MAX_CONVERSATION_BYTES, "pattern": conversation_pattern()}),
        true,
    );
    match i.map.get("conversation") {
        Some(Value::String(s)) if s.chars().count() > MAX_CONVERSATION_BYTES => {
            i.fail("conversation", "The conversation must be at most 32 KB");
            String::new()
        }
        Some(Value::String(s)) if is_conversation(s) && serde_json::from_str::<Vec<Value>>(s).is_ok() => s.clone(),
        Some(Value::String(_)) => {
            i.fail("conversation", "The conversation must be a JSON list of messages");
            String::new()
        }
        None | Some(Value::Null) => {
            i.fail("conversation", "The conversation is required");
            String::new()
        }
        Some(_) => {
            i.fail("conversation", "The conversation must be text");
            String::new()
        }
    }
}

crate::described_body!(
    /// POST /api/quotes (and PATCH /api/quotes/{id}, which also takes the admin urgencies).
    QuoteBody,
    "A quote request.",
    |i| quote_fields(i)
);
crate::described_body!(
    /// PATCH /api/quotes/{id}.
    QuoteEditBody,
    "A quote as staff change it (the admin urgencies too).",
    |i| quote_edit_fields(i)
);
crate::described_body!(BookingBody, "A diesel service booking.", |i| booking_fields(i));
crate::described_body!(ContactBody, "A contact message.", |i| contact_fields(i));
crate::described_body!(
    AnalyzerBody,
    "A request from the home page's analyzer, or a chat's lead.",
    |i| analyzer_fields(i)
);
crate::described_body!(ChatBody, "A chat's conversation and lead, partial or complete.", |i| chat_fields(i));

#[cfg(test)]
mod tests {
    use super::*;

    /// The same cases run against the zod schemas in the browser code.
    #[test]
    fn the_shared_cases_give_the_same_errors_as_in_the_browser() {
        let ran =
            crate::validation::shared_cases::run(include_str!("../../tests/cases/leads.json"), |schema, input| {
                match schema {
                    "quote" => Some(quote(input).map(|_| ())),
                    "booking" => Some(booking(input).map(|_| ())),
                    "contact" => Some(contact(input).map(|_| ())),
                    "homeQuote" => Some(home_quote(input).map(|_| ())),
                    _ => None,
                }
            });
        assert!(ran > 20, "only {ran} cases ran");
    }

    #[test]
    fn the_analyzer_cases_give_the_same_errors_as_in_the_browser() {
        let ran =
            crate::validation::shared_cases::run(include_str!("../../tests/cases/analyzer.json"), |schema, input| {
                (schema == "analyzer").then(|| analyzer_request(input).map(|_| ()))
            });
        assert!(ran > 20, "only {ran} cases ran");
    }

    #[test]
    fn a_conversation_is_the_chat_s_json() {
        for ok in [
            r#"[]"#,
            r#"[{}]"#,
            r#"[{"id":1,"text":"Hi \"Sam\" \u00e9","sender":"bot","timestamp":"2024-05-01T10:00:00.000Z"},{"a":-0,"b":null,"c":true}]"#,
        ] {
            assert!(is_conversation(ok), "{ok}");
        }
        for bad in [
            r#"[1]"#,
            r#"[{"a":1.5}]"#,
            r#"[{"a":01}]"#,
            r#"[{"a":"\ud800"}]"#,
            r#"[ {}]"#,
            r#"[{"a":[1]}]"#,
            r#"[{}]x"#,
            "[{\"a\":\"\n\"}]",
        ] {
            assert!(!is_conversation(bad), "{bad}");
        }
    }

    #[test]
    fn a_phone_becomes_a_tel_link() {
        assert_eq!(Phone::read("(386) 372-8412").tel_uri(), "tel:+13863728412");
        assert_eq!(Phone::read("1-386-372-8412").tel_uri(), "tel:+13863728412");
        assert_eq!(Phone::read("+44 20 7946 0958").tel_uri(), "tel:+442079460958");
    }

    #[test]
    fn a_number_typed_any_way_is_the_same_number_and_an_address_any_case_the_same_address() {
        let phone = Phone::parse(" 386.555.0123 ").unwrap();
        for same in ["(386) 555-0123", "386-555-0123", "+1 386 555 0123", "1 (386) 555-0123", "3865550123"] {
            assert!(phone.is_number(same), "{same}");
        }
        for other in ["(386) 555-0124", "555-0123", "", "+44 386 555 0123"] {
            assert!(!phone.is_number(other), "{other}");
        }
        assert_eq!(Phone::parse("555-0123").unwrap_err(), "a phone number has at least 10 digits");
        assert!(Phone::parse("386 555 0123 ext 4").is_err());
        let email = Email::parse(" Dana@Example.com").unwrap();
        assert!(email.is_address("dana@example.COM"));
        assert!(!email.is_address("dana@example.co"));
        assert!(Email::parse("dana@example").is_none());
    }

    #[test]
    fn wrong_types_name_the_field_instead_of_failing() {
        let map: Map<String, Value> = serde_json::from_str(r#"{"name": 42, "phone": ["x"]}"#).unwrap();
        let errors = quote(&map).unwrap_err();
        assert_eq!(errors["name"], "Name must be text");
        assert_eq!(errors["phone"], "Phone number must be text");
    }
}
