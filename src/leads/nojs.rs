//! Pages for visitors without JavaScript, whose forms post as plain HTML:
//! the form again, filled in, with each error under its field (made by
//! `web::forms` from the list the React forms are made from, with this
//! feature's option lists for the selects).
use super::options::{Choices, OPTIONS};
use super::validate::FieldErrors;
use crate::web::body::FieldsBody;
use crate::web::forms::{FORMS, Form, Page, form_page};
use axum::http::StatusCode;
use axum::response::Response;

/// The name and value of the hidden field the home page's form posts, so
/// that its mistakes come back in its own fields and labels, not /quote's.
pub const HOME_MARKER: (&str, &str) = ("form", "home");

/// Whether a plain form post came from the home page's quote form.
pub fn from_home_form(body: &FieldsBody) -> bool {
    body.from_html_form && body.text(HOME_MARKER.0) == Some(HOME_MARKER.1)
}

fn choices(list: &str) -> Option<&'static Choices> {
    let o = &*OPTIONS;
    Some(match list {
        "quoteUrgencies" => &o.quote_urgencies,
        "adminQuoteUrgencies" => &o.admin_quote_urgencies,
        "serviceTypes" => &o.service_types,
        "locations" => &o.locations,
        "vehicleTypes" => &o.vehicle_types,
        "servicesNeeded" => &o.services_needed,
        "bookingUrgencies" => &o.booking_urgencies,
        "preferredTimes" => &o.preferred_times,
        _ => return None,
    })
}

pub fn quote_form(stylesheet: &str, body: &FieldsBody, errors: &FieldErrors) -> Response {
    if from_home_form(body) {
        return lead_form(stylesheet, "Get Your Free Quote", "/api/quotes", &FORMS.home, body, errors);
    }
    lead_form(stylesheet, "Get a Free Quote", "/api/quotes", &FORMS.quote, body, errors)
}

pub fn booking_form(stylesheet: &str, body: &FieldsBody, errors: &FieldErrors) -> Response {
    lead_form(stylesheet, "Book Heavy-Duty Diesel Service", "/api/bookings", &FORMS.booking, body, errors)
}

pub fn contact_form(stylesheet: &str, body: &FieldsBody, errors: &FieldErrors) -> Response {
    lead_form(stylesheet, "Contact Us", "/api/contacts", &FORMS.contact, body, errors)
}

fn lead_form(
    stylesheet: &str,
    title: &str,
    action: &str,
    form: &Form,
    body: &FieldsBody,
    errors: &FieldErrors,
) -> Response {
    let page = Page {
        title,
        action,
        class: "card form",
        message: "Please correct the fields marked below and send the form again.",
        back: None,
        status: StatusCode::BAD_REQUEST,
    };
    form_page(stylesheet, &page, form, body, errors, &|list| choices(list).map(|c| c.options().collect()))
}

#[cfg(test)]
mod tests {
    use super::{FORMS, HOME_MARKER, choices};

    #[test]
    fn every_select_names_a_list_of_options_json() {
        for (name, form) in FORMS.all() {
            for f in &form.fields {
                if f.control == "select" {
                    assert!(
                        f.options.as_deref().and_then(choices).is_some(),
                        "{name}.{}: no such options list",
                        f.name
                    );
                }
            }
        }
        let location = FORMS.quote.fields.iter().find(|f| f.name == "location").map(|f| f.control.as_str());
        assert_eq!(location, Some("select"), "the quote form's location is a select, as in the React form");
    }

    #[test]
    fn the_home_form_carries_the_marker_the_server_looks_for() {
        let marker = FORMS.home.fields.iter().find(|f| f.name == HOME_MARKER.0);
        assert_eq!(marker.map(|f| (f.control.as_str(), f.value.as_deref())), Some(("hidden", Some(HOME_MARKER.1))));
    }
}
