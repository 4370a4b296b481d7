//! Pages for visitors without JavaScript, whose forms post as plain HTML:
//! the form again, filled in, with each error under its field.
use super::options::{Choices, OPTIONS};
use super::validate::FieldErrors;
use crate::web::body::FieldsBody;
use crate::web::plain::{call_line, esc, page};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};

enum Input {
    Text(&'static str),
    Select(fn() -> &'static Choices),
    TextArea,
}

struct Field {
    name: &'static str,
    label: &'static str,
    input: Input,
}

const fn field(name: &'static str, label: &'static str, input: Input) -> Field {
    Field { name, label, input }
}

const QUOTE_FIELDS: [Field; 8] = [
    field("name", "Name", Input::Text("text")),
    field("phone", "Phone", Input::Text("tel")),
    field("email", "Email", Input::Text("email")),
    field("location", "Location", Input::Text("text")),
    field("serviceType", "Service type", Input::Select(|| &OPTIONS.service_types)),
    field("vehicleInfo", "Vehicle (year, make, model)", Input::Text("text")),
    field("urgency", "Urgency", Input::Select(|| &OPTIONS.quote_urgencies)),
    field("description", "Describe what you need", Input::TextArea),
];

const BOOKING_FIELDS: [Field; 10] = [
    field("name", "Name", Input::Text("text")),
    field("phone", "Phone", Input::Text("tel")),
    field("email", "Email (optional)", Input::Text("email")),
    field("vehicleType", "Vehicle type", Input::Select(|| &OPTIONS.vehicle_types)),
    field("location", "Location", Input::Text("text")),
    field("serviceNeeded", "Service needed", Input::Select(|| &OPTIONS.services_needed)),
    field("urgency", "Urgency", Input::Select(|| &OPTIONS.booking_urgencies)),
    field("description", "Describe the issue", Input::TextArea),
    field("preferredDate", "Preferred date (optional)", Input::Text("date")),
    field("preferredTime", "Preferred time (optional)", Input::Select(|| &OPTIONS.preferred_times)),
];

const CONTACT_FIELDS: [Field; 6] = [
    field("name", "Name", Input::Text("text")),
    field("phone", "Phone", Input::Text("tel")),
    field("email", "Email (optional)", Input::Text("email")),
    field("location", "Location", Input::Text("text")),
    field("urgency", "Urgency", Input::Select(|| &OPTIONS.quote_urgencies)),
    field("message", "Message", Input::TextArea),
];

pub fn quote_form(stylesheet: &str, body: &FieldsBody, errors: &FieldErrors) -> Response {
    form_page(stylesheet, "Get a Free Quote", "/api/quotes", &QUOTE_FIELDS, body, errors)
}

pub fn booking_form(stylesheet: &str, body: &FieldsBody, errors: &FieldErrors) -> Response {
    form_page(stylesheet, "Book Heavy-Duty Diesel Service", "/api/bookings", &BOOKING_FIELDS, body, errors)
}

pub fn contact_form(stylesheet: &str, body: &FieldsBody, errors: &FieldErrors) -> Response {
    form_page(stylesheet, "Contact Us", "/api/contacts", &CONTACT_FIELDS, body, errors)
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
        let value = body.text(f.name).unwrap_or("");
        let error = errors.get(f.name);
        let described = if error.is_some() {
            format!(" aria-invalid=\"true\" aria-describedby=\"{}-error\"", f.name)
        } else {
            String::new()
        };
        html.push_str(&format!("<label class=\"field\"><span>{}</span>", esc(f.label)));
        match &f.input {
            Input::Text(kind) => html.push_str(&format!(
                "<input type=\"{kind}\" name=\"{}\" value=\"{}\"{described}>",
                f.name,
                esc(value)
            )),
            Input::TextArea => {
                html.push_str(&format!("<textarea name=\"{}\" rows=\"4\"{described}>{}</textarea>", f.name, esc(value)))
            }
            Input::Select(choices) => {
                html.push_str(&format!("<select name=\"{}\"{described}><option value=\"\">Select…</option>", f.name));
                for (option, label) in choices().options() {
                    let selected = if option == value { " selected" } else { "" };
                    html.push_str(&format!("<option value=\"{}\"{selected}>{}</option>", esc(option), esc(label)));
                }
                html.push_str("</select>");
            }
        }
        if let Some(message) = error {
            html.push_str(&format!("<span class=\"field-error\" id=\"{}-error\">{}</span>", f.name, esc(message)));
        }
        html.push_str("</label>");
    }
    html.push_str("<button type=\"submit\" class=\"btn btn-primary btn-block\">Send</button></form>");
    (StatusCode::BAD_REQUEST, Html(page(stylesheet, title, &html))).into_response()
}
