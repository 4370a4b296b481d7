//! The rules every lead must pass, with the spec's messages. The browser runs
//! the same rules (ui/src/features/leads/schemas.ts); tests/cases/leads.json
//! holds the cases both sides are checked against.
//!
//! Parse, don't validate: a checked lead is a `NewQuote`, `NewBooking` or
//! `NewContact` whose phone is a `Phone` and whose email is an `Email`.
use super::options::OPTIONS;
pub use crate::validation::FieldErrors;
use crate::validation::{Input, looks_like_email};
use serde_json::{Map, Value};

/// A phone number with at least 10 digits, as the visitor typed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The number as a tel: URI, assuming North America for 10 digits.
    pub fn tel_uri(&self) -> String {
        let digits: String = self.0.chars().filter(char::is_ascii_digit).collect();
        match digits.len() {
            10 => format!("tel:+1{digits}"),
            11 if digits.starts_with('1') => format!("tel:+{digits}"),
            _ if self.0.trim_start().starts_with('+') => format!("tel:+{digits}"),
            _ => format!("tel:{digits}"),
        }
    }
}

/// An email address of the plain form name@domain.tld, without spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

// Checked values are stored as the text they hold.
impl rusqlite::ToSql for Phone {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        self.0.to_sql()
    }
}

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

/// A chat conversation may hold at most this much JSON.
pub const MAX_CONVERSATION_BYTES: usize = 32 * 1024;

/// The two lead-specific field kinds.
trait LeadFields {
    fn phone(&mut self, key: &str, empty_message: &str) -> Phone;
    fn chat_phone(&mut self, key: &str) -> Phone;
    fn flag(&mut self, key: &str, label: &str) -> bool;
    fn coordinate(&mut self, key: &str, label: &str, range: std::ops::RangeInclusive<f64>) -> Option<String>;
    fn email(&mut self, key: &str, required: Option<&str>, invalid: &str) -> Option<Email>;
}

impl LeadFields for Input<'_> {
    fn phone(&mut self, key: &str, empty_message: &str) -> Phone {
        let s = self.text(key, "Phone number", 30);
        let digits = s.chars().filter(char::is_ascii_digit).count();
        if s.is_empty() {
            self.fail(key, empty_message);
        } else if !s.chars().all(|c| c.is_ascii_digit() || " -().+".contains(c)) {
            self.fail(key, "Please enter a valid phone number");
        } else if digits < 10 {
            self.fail(key, "Phone number must be at least 10 digits");
        }
        Phone(s)
    }

    /// The chat's rule (docs/product.md#validation), which the analyzer's contact form shares:
    /// an optional plus, then at least 10 digits, spaces, hyphens or parentheses.
    fn chat_phone(&mut self, key: &str) -> Phone {
        let s = self.text(key, "Phone number", 30);
        let rest = s.strip_prefix('+').unwrap_or(&s);
        if s.is_empty() {
            self.fail(key, "Phone number is required");
        } else if rest.chars().count() < 10 || !rest.chars().all(|c| c.is_ascii_digit() || " -()".contains(c)) {
            self.fail(key, "Please enter a valid phone number");
        }
        Phone(s)
    }

    /// true, false, or absent (false). Text is not a boolean.
    fn flag(&mut self, key: &str, label: &str) -> bool {
        match self.map.get(key) {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => {
                self.fail(key, format!("{label} must be true or false"));
                false
            }
        }
    }

    /// A number sent as text (or as a number) within `range`; kept as sent.
    fn coordinate(&mut self, key: &str, label: &str, range: std::ops::RangeInclusive<f64>) -> Option<String> {
        let s = match self.map.get(key) {
            Some(Value::Number(n)) => n.to_string(),
            _ => self.text(key, label, 32),
        };
        if s.is_empty() {
            return None;
        }
        match s.parse::<f64>() {
            Ok(v) if v.is_finite() && range.contains(&v) => Some(s),
            _ => {
                self.fail(key, format!("{label} must be a number from {} to {}", range.start(), range.end()));
                None
            }
        }
    }

    fn email(&mut self, key: &str, required: Option<&str>, invalid: &str) -> Option<Email> {
        let s = self.text(key, "Email", 254);
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

pub fn quote(map: &Map<String, Value>) -> Result<NewQuote, FieldErrors> {
    quote_with(map, &OPTIONS.quote_urgencies.values)
}

/// An admin's edit of a quote: the same rules, with either urgency list.
pub fn quote_edit(map: &Map<String, Value>) -> Result<NewQuote, FieldErrors> {
    let urgencies: Vec<&str> = OPTIONS.quote_urgencies.values.iter().chain(&OPTIONS.admin_quote_urgencies.values).copied().collect();
    quote_with(map, &urgencies)
}

fn quote_with(map: &Map<String, Value>, urgencies: &[&str]) -> Result<NewQuote, FieldErrors> {
    let mut i = Input::new(map);
    let q = NewQuote {
        name: i.required("name", "Name", 100, 1, "Name is required"),
        phone: i.phone("phone", "Phone number is required"),
        email: i.email("email", None, "Please enter a valid email"),
        location: i.required("location", "Location", 200, 1, "Location is required"),
        service_type: i.one_of("serviceType", "Service type", &OPTIONS.service_types.values, "Please select a service type"),
        vehicle_info: i.optional("vehicleInfo", "Vehicle info", 200),
        urgency: i.one_of("urgency", "Urgency", urgencies, "Please select urgency level"),
        description: i.required("description", "Description", 2000, 10, "Please provide more details about your needs"),
    };
    i.finish(q)
}

pub fn booking(map: &Map<String, Value>) -> Result<NewBooking, FieldErrors> {
    let mut i = Input::new(map);
    let preferred_date = i.optional("preferredDate", "Preferred date", 10);
    if preferred_date.as_deref().is_some_and(|d| d.len() != 10 || chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").is_err()) {
        i.fail("preferredDate", "Please enter a valid date");
    }
    let preferred_time = i.optional("preferredTime", "Preferred time", 20);
    if preferred_time.as_deref().is_some_and(|t| !OPTIONS.preferred_times.values.contains(&t)) {
        i.fail("preferredTime", "Please select a valid time");
    }
    let b = NewBooking {
        name: i.required("name", "Name", 100, 2, "Name must be at least 2 characters"),
        phone: i.phone("phone", "Phone number must be at least 10 digits"),
        email: i.email("email", None, "Invalid email address"),
        vehicle_type: i.one_of("vehicleType", "Vehicle type", &OPTIONS.vehicle_types.values, "Please select vehicle type"),
        location: i.required("location", "Location", 200, 5, "Please provide your location"),
        service_needed: i.one_of("serviceNeeded", "Service needed", &OPTIONS.services_needed.values, "Please select service needed"),
        urgency: i.one_of("urgency", "Urgency", &OPTIONS.booking_urgencies.values, "Please select urgency level"),
        description: i.required("description", "Description", 2000, 10, "Please describe your issue in detail"),
        preferred_date,
        preferred_time,
    };
    i.finish(b)
}

pub fn contact(map: &Map<String, Value>) -> Result<NewContact, FieldErrors> {
    let mut i = Input::new(map);
    let c = NewContact {
        name: i.required("name", "Name", 100, 1, "Name is required"),
        phone: i.phone("phone", "Phone number is required"),
        email: i.email("email", None, "Please enter a valid email"),
        location: i.required("location", "Location", 200, 1, "Location is required"),
        urgency: i.one_of("urgency", "Urgency", &OPTIONS.quote_urgencies.values, "Please select urgency level"),
        message: i.required("message", "Message", 2000, 10, "Please provide more details about your needs"),
    };
    i.finish(c)
}

/// POST /api/smart-analyzer: the analyzer's contact form, or a chat's lead.
pub fn analyzer_request(map: &Map<String, Value>) -> Result<NewAnalyzerRequest, FieldErrors> {
    let guide = &crate::content::BUSINESS.service_guide;
    let mut i = Input::new(map);
    let suggested_service = i.required("suggestedService", "Suggested service", 100, 1, "Please choose a suggested service");
    let estimated_price = i.required("estimatedPrice", "Estimated price", 30, 1, "The estimated price is missing");
    match guide.price_of(&suggested_service) {
        None if !suggested_service.is_empty() => i.fail("suggestedService", "Please choose a suggested service"),
        Some(price) if !estimated_price.is_empty() && price != estimated_price => i.fail("estimatedPrice", "The estimated price does not match the service"),
        _ => {}
    }
    let confidence = i.required("confidence", "Confidence", 10, 1, "The confidence is missing");
    // Digits only: parse would also take a sign.
    let percent = confidence.bytes().all(|b| b.is_ascii_digit()) && confidence.parse::<u8>().is_ok_and(|n| n <= 100);
    if !confidence.is_empty() && !percent && !["High", "Medium", "Low"].contains(&confidence.as_str()) {
        i.fail("confidence", "Confidence must be a percent from 0 to 100, or High, Medium or Low");
    }
    let r = NewAnalyzerRequest {
        name: i.required("name", "Name", 100, 1, "Name is required"),
        phone: i.chat_phone("phone"),
        email: i.email("email", None, "Please enter a valid email"),
        location: i.optional("location", "Location", 300),
        problem_description: i.required("problemDescription", "Problem description", 2000, 1, "Please describe the problem"),
        urgency: i.one_of("urgency", "Urgency", &guide.urgencies(), "Please select urgency level"),
        suggested_service,
        estimated_price,
        confidence,
    };
    i.finish(r)
}

/// POST /api/chatbot-interactions: a chat's lead, partial or complete.
pub fn chat(map: &Map<String, Value>) -> Result<NewChat, FieldErrors> {
    let guide = &crate::content::BUSINESS.service_guide;
    let mut i = Input::new(map);
    let conversation = match map.get("conversation") {
        Some(Value::String(s)) if s.len() > MAX_CONVERSATION_BYTES => {
            i.fail("conversation", "The conversation must be at most 32 KB");
            String::new()
        }
        Some(Value::String(s)) if serde_json::from_str::<Vec<Value>>(s).is_ok() => s.clone(),
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
    };
    let latitude = i.coordinate("gpsLatitude", "Latitude", -90.0..=90.0);
    let longitude = i.coordinate("gpsLongitude", "Longitude", -180.0..=180.0);
    let accuracy = i.coordinate("gpsAccuracy", "Accuracy", 0.0..=1_000_000.0);
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
    let location_method = i.optional("locationMethod", "Location method", 10);
    if location_method.as_deref().is_some_and(|m| m != "gps" && m != "manual") {
        i.fail("locationMethod", "Location method must be gps or manual");
    }
    let urgency = i.optional("urgency", "Urgency", 100);
    if urgency.as_deref().is_some_and(|u| !guide.urgencies().contains(&u)) {
        i.fail("urgency", "Please select urgency level");
    }
    let suggested_service = i.optional("suggestedService", "Suggested service", 100);
    if suggested_service.as_deref().is_some_and(|s| guide.price_of(s).is_none()) {
        i.fail("suggestedService", "Please choose a suggested service");
    }
    let c = NewChat {
        session_id: i.optional("sessionId", "Session id", 100),
        name: i.optional("customerName", "Name", 100),
        phone: i.chat_phone("customerPhone"),
        email: i.email("customerEmail", None, "Please provide a valid email address or type 'skip' to continue:"),
        conversation,
        location: i.optional("customerLocation", "Location", 300),
        gps,
        location_method,
        lead_quality: i.one_of("leadQuality", "Lead quality", &["hot", "warm", "cold"], "Lead quality must be hot, warm or cold"),
        handoff_to_call: i.flag("handoffToCall", "Handoff to call"),
        issue_resolved: i.flag("issueResolved", "Issue resolved"),
        problem: i.optional("problem", "Problem", 500),
        urgency,
        estimated_price: suggested_service.as_deref().and_then(|s| guide.price_of(s)).map(str::to_string),
        suggested_service,
        partial: i.flag("partial", "Partial"),
    };
    i.finish(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same cases run against the zod schemas in the browser code.
    #[test]
    fn the_shared_cases_give_the_same_errors_as_in_the_browser() {
        let ran = crate::validation::shared_cases::run(include_str!("../../tests/cases/leads.json"), |schema, input| match schema {
            "quote" => Some(quote(input).map(|_| ())),
            "booking" => Some(booking(input).map(|_| ())),
            "contact" => Some(contact(input).map(|_| ())),
            // Browser-only schemas (the home form's required email).
            _ => None,
        });
        assert!(ran > 20, "only {ran} cases ran");
    }

    #[test]
    fn the_analyzer_cases_give_the_same_errors_as_in_the_browser() {
        let ran = crate::validation::shared_cases::run(include_str!("../../tests/cases/analyzer.json"), |schema, input| {
            (schema == "analyzer").then(|| analyzer_request(input).map(|_| ()))
        });
        assert!(ran > 20, "only {ran} cases ran");
    }

    #[test]
    fn a_phone_becomes_a_tel_link() {
        assert_eq!(Phone("(386) 372-8412".into()).tel_uri(), "tel:+13863728412");
        assert_eq!(Phone("1-386-372-8412".into()).tel_uri(), "tel:+13863728412");
        assert_eq!(Phone("+44 20 7946 0958".into()).tel_uri(), "tel:+442079460958");
    }

    #[test]
    fn wrong_types_name_the_field_instead_of_failing() {
        let map: Map<String, Value> = serde_json::from_str(r#"{"name": 42, "phone": ["x"]}"#).unwrap();
        let errors = quote(&map).unwrap_err();
        assert_eq!(errors["name"], "Name must be text");
        assert_eq!(errors["phone"], "Phone number must be text");
    }
}
