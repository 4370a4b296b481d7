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

/// The two lead-specific field kinds.
trait LeadFields {
    fn phone(&mut self, key: &str, empty_message: &str) -> Phone;
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
