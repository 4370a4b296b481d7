//! Pages for visitors without JavaScript, whose forms post as plain HTML:
//! the form again, filled in, with each error under its field.
use super::options::{Choices, OPTIONS};
use super::validate::FieldErrors;
use crate::web::body::FieldsBody;
use crate::web::plain::{call_line, esc, page};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;
use std::sync::LazyLock;

/// One field of a lead form, from ui/src/features/leads/forms.json: the list
/// the React forms are made from, so this page shows the same labels and
/// controls as the form the visitor just sent.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Field {
    name: String,
    id: String,
    label: String,
    /// text, tel, email, date, select or textarea.
    control: String,
    /// A list of options.json, for a select.
    options: Option<String>,
    placeholder: Option<String>,
    auto_complete: Option<String>,
}

#[derive(Deserialize)]
struct Forms {
    quote: Vec<Field>,
    booking: Vec<Field>,
    contact: Vec<Field>,
}

// Compiled in and parsed by a test, so a built binary cannot fail here.
#[allow(clippy::expect_used)]
static FORMS: LazyLock<Forms> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../ui/src/features/leads/forms.json")).expect("forms.json is valid")
});

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
    form_page(stylesheet, "Get a Free Quote", "/api/quotes", &FORMS.quote, body, errors)
}

pub fn booking_form(stylesheet: &str, body: &FieldsBody, errors: &FieldErrors) -> Response {
    form_page(stylesheet, "Book Heavy-Duty Diesel Service", "/api/bookings", &FORMS.booking, body, errors)
}

pub fn contact_form(stylesheet: &str, body: &FieldsBody, errors: &FieldErrors) -> Response {
    form_page(stylesheet, "Contact Us", "/api/contacts", &FORMS.contact, body, errors)
}

fn form_page(
    stylesheet: &str,
    title: &str,
    action: &str,
    fields: &[Field],
    body: &FieldsBody,
    errors: &FieldErrors,
) -> Response {
    let mut html = format!(
        "<h1>{}</h1><p role=\"alert\" class=\"field-error\">Please correct the fields marked below and send the form again.</p>{}\
         <form class=\"card form\" method=\"post\" action=\"{}\" novalidate>",
        esc(title),
        call_line(),
        esc(action)
    );
    if let Some(key) = body.client_ref() {
        html.push_str(&format!("<input type=\"hidden\" name=\"clientRef\" value=\"{}\">", esc(&key)));
    }
    for f in fields {
        let name = f.name.as_str();
        let id = esc(&f.id);
        let value = body.text(name).unwrap_or("");
        let error = errors.get(name);
        let described = if error.is_some() {
            format!(" aria-invalid=\"true\" aria-describedby=\"{id}-error\"")
        } else {
            String::new()
        };
        let placeholder = f.placeholder.as_deref().map(|p| format!(" placeholder=\"{}\"", esc(p))).unwrap_or_default();
        html.push_str(&format!("<div class=\"field\"><label for=\"{id}\">{}</label>", esc(&f.label)));
        match (f.control.as_str(), f.options.as_deref().and_then(choices)) {
            ("select", Some(list)) => {
                html.push_str(&format!("<select id=\"{id}\" name=\"{name}\"{described}>"));
                html.push_str(&format!("<option value=\"\">{}</option>", esc(f.placeholder.as_deref().unwrap_or(""))));
                for (option, label) in list.options() {
                    let selected = if option == value { " selected" } else { "" };
                    html.push_str(&format!("<option value=\"{}\"{selected}>{}</option>", esc(option), esc(label)));
                }
                html.push_str("</select>");
            }
            ("textarea", _) => html.push_str(&format!(
                "<textarea id=\"{id}\" name=\"{name}\" rows=\"4\"{placeholder}{described}>{}</textarea>",
                esc(value)
            )),
            (kind, _) => {
                let complete =
                    f.auto_complete.as_deref().map(|a| format!(" autocomplete=\"{}\"", esc(a))).unwrap_or_default();
                html.push_str(&format!(
                    "<input id=\"{id}\" type=\"{}\" name=\"{name}\" value=\"{}\"{complete}{placeholder}{described}>",
                    esc(kind),
                    esc(value)
                ))
            }
        }
        if let Some(message) = error {
            html.push_str(&format!("<span class=\"field-error\" id=\"{id}-error\">{}</span>", esc(message)));
        }
        html.push_str("</div>");
    }
    html.push_str("<button type=\"submit\" class=\"btn btn-primary btn-block\">Send</button></form>");
    (StatusCode::BAD_REQUEST, Html(page(stylesheet, title, &html))).into_response()
}

#[cfg(test)]
mod tests {
    use super::{FORMS, choices};

    #[test]
    fn every_select_names_a_list_of_options_json() {
        for f in FORMS.quote.iter().chain(&FORMS.booking).chain(&FORMS.contact) {
            if f.control == "select" {
                assert!(f.options.as_deref().and_then(choices).is_some(), "{}: no such options list", f.name);
            }
        }
        let location = FORMS.quote.iter().find(|f| f.name == "location").map(|f| f.control.as_str());
        assert_eq!(location, Some("select"), "the quote form's location is a select, as in the React form");
    }
}
