//! The page a form posted without JavaScript is answered with when it
//! failed: the form again, filled in, each error under its field. Its fields
//! come from ui/src/lib/forms/ (one file a form), the lists the React forms
//! are made from, so the visitor sees the same labels and controls as in the
//! form they sent. Lead forms and account forms both use it, so it sits
//! below both.
use super::body::FieldsBody;
use super::plain::{call_line, page};
use crate::validation::FieldErrors;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use maud::{Markup, html};
use serde::Deserialize;
use std::sync::LazyLock;

/// One field of a form.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Field {
    pub name: String,
    /// Absent on a hidden field, which has no label either.
    pub id: Option<String>,
    pub label: Option<String>,
    /// text, tel, email, password, date, select, textarea or hidden.
    pub control: String,
    /// A list of ui/src/features/leads/options.json, for a select.
    pub options: Option<String>,
    pub placeholder: Option<String>,
    pub auto_complete: Option<String>,
    /// A hidden field's fixed value.
    pub value: Option<String>,
}

/// One form: its fields in order and the words on its send button.
#[derive(Deserialize)]
pub struct Form {
    pub submit: String,
    pub fields: Vec<Field>,
}

/// Every form of ui/src/lib/forms/, compiled in.
pub struct Forms {
    pub quote: Form,
    pub home: Form,
    pub booking: Form,
    pub contact: Form,
    pub register: Form,
    pub login: Form,
    pub admin_login: Form,
    pub forgot: Form,
    pub reset: Form,
}

impl Forms {
    pub fn all(&self) -> [(&'static str, &Form); 9] {
        [
            ("quote", &self.quote),
            ("home", &self.home),
            ("booking", &self.booking),
            ("contact", &self.contact),
            ("register", &self.register),
            ("login", &self.login),
            ("adminLogin", &self.admin_login),
            ("forgot", &self.forgot),
            ("reset", &self.reset),
        ]
    }
}

// Compiled in and parsed by a test, so a built binary cannot fail here.
#[allow(clippy::expect_used)]
fn form(json: &str) -> Form {
    serde_json::from_str(json).expect("a form of ui/src/lib/forms/ is valid")
}

pub static FORMS: LazyLock<Forms> = LazyLock::new(|| Forms {
    quote: form(include_str!("../../ui/src/lib/forms/quote.json")),
    home: form(include_str!("../../ui/src/lib/forms/home.json")),
    booking: form(include_str!("../../ui/src/lib/forms/booking.json")),
    contact: form(include_str!("../../ui/src/lib/forms/contact.json")),
    register: form(include_str!("../../ui/src/lib/forms/register.json")),
    login: form(include_str!("../../ui/src/lib/forms/login.json")),
    admin_login: form(include_str!("../../ui/src/lib/forms/adminLogin.json")),
    forgot: form(include_str!("../../ui/src/lib/forms/forgot.json")),
    reset: form(include_str!("../../ui/src/lib/forms/reset.json")),
});

/// A select's options as (value, label), by the name of their list; the
/// feature that owns the lists answers (this layer knows none of them).
pub type Choices<'c> = &'c dyn Fn(&str) -> Option<Vec<(&'static str, &'static str)>>;

/// What the page around the form says and does.
pub struct Page<'p> {
    pub title: &'p str,
    pub action: &'p str,
    /// The form element's class, as on the React form.
    pub class: &'p str,
    /// Above the form: what went wrong as a whole.
    pub message: &'p str,
    /// Below the form: a way to start over (`(href, text)`).
    pub back: Option<(&'p str, &'p str)>,
    pub status: StatusCode,
}

/// The form again with what was sent (never a password) and each error
/// under its field. An error for a field the visitor cannot see (a hidden
/// one, or one this form does not have) is said above the form, so no
/// error goes unsaid.
pub fn form_page(
    stylesheet: &str,
    p: &Page,
    form: &Form,
    body: &FieldsBody,
    errors: &FieldErrors,
    choices: Choices,
) -> Response {
    let shown = |name: &str| form.fields.iter().any(|f| f.name == name && f.control != "hidden");
    let content = html! {
        h1 { (p.title) }
        p role="alert" class="field-error" { (p.message) }
        @for (name, message) in errors {
            @if !shown(name) {
                p role="alert" class="field-error" { (message) }
            }
        }
        (call_line())
        form class=(p.class) method="post" action=(p.action) novalidate {
            @if let Some(key) = body.client_ref() {
                input type="hidden" name="clientRef" value=(key);
            }
            @for f in &form.fields {
                (field(f, body, errors, choices))
            }
            button type="submit" class="btn btn-primary btn-block" { (form.submit) }
        }
        @if let Some((href, text)) = p.back {
            p { a href=(href) { (text) } }
        }
    };
    (p.status, Html(page(stylesheet, p.title, content))).into_response()
}

fn field(f: &Field, body: &FieldsBody, errors: &FieldErrors, choices: Choices) -> Markup {
    // A fixed hidden value is the form's own, whatever came back; a password is never sent back.
    let value = match (f.control.as_str(), &f.value) {
        ("hidden", Some(fixed)) => fixed.as_str(),
        ("password", _) => "",
        _ => body.text(&f.name).unwrap_or(""),
    };
    if f.control == "hidden" {
        return html! { input type="hidden" name=(f.name) value=(value); };
    }
    let id = f.id.as_deref().unwrap_or(&f.name);
    let error = errors.get(&f.name);
    // Both only on a field with an error, which the error's span describes.
    let invalid = error.map(|_| "true");
    let described = error.map(|_| format!("{id}-error"));
    html! {
        div class="field" {
            label for=(id) { (f.label.as_deref().unwrap_or("")) }
            @match (f.control.as_str(), f.options.as_deref().and_then(choices)) {
                ("select", Some(list)) => {
                    select id=(id) name=(f.name) aria-invalid=[invalid] aria-describedby=[&described] {
                        option value="" { (f.placeholder.as_deref().unwrap_or("")) }
                        @for (option, label) in list {
                            option value=(option) selected[option == value] { (label) }
                        }
                    }
                }
                ("textarea", _) => {
                    textarea id=(id) name=(f.name) rows="4" placeholder=[&f.placeholder]
                        aria-invalid=[invalid] aria-describedby=[&described] { (value) }
                }
                (kind, _) => {
                    input id=(id) type=(kind) name=(f.name) value=(value) autocomplete=[&f.auto_complete]
                        placeholder=[&f.placeholder] aria-invalid=[invalid] aria-describedby=[&described];
                }
            }
            @if let Some(message) = error {
                span class="field-error" id={ (id) "-error" } role="alert" { (message) }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Map, Value, json};

    fn body(fields: Value) -> FieldsBody {
        let fields: Map<String, Value> = fields.as_object().cloned().unwrap_or_default();
        FieldsBody { fields, from_html_form: true }
    }

    async fn html_of(resp: Response) -> String {
        let bytes = axum::body::to_bytes(resp.into_body(), usize::MAX).await.unwrap();
        String::from_utf8(bytes.to_vec()).unwrap()
    }

    const NONE: Choices = &|_| None;

    fn page_for<'p>(title: &'p str, action: &'p str) -> Page<'p> {
        Page { title, action, class: "form", message: "Fix it.", back: None, status: StatusCode::BAD_REQUEST }
    }

    #[test]
    fn every_file_of_the_folder_is_a_form_here() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/lib/forms");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.unwrap().file_name().to_str()?.strip_suffix(".json").map(str::to_string))
            .collect();
        files.sort();
        let mut known: Vec<String> = FORMS.all().iter().map(|(name, _)| name.to_string()).collect();
        known.sort();
        assert_eq!(files, known, "a form of ui/src/lib/forms/ the server does not compile in, or one gone");
    }

    #[test]
    fn every_form_parses_and_every_visible_field_has_an_id_and_a_label() {
        for (form, f) in FORMS.all() {
            assert!(!f.submit.is_empty(), "{form}: no button");
            for field in &f.fields {
                if field.control == "hidden" {
                    continue;
                }
                assert!(field.id.as_deref().is_some_and(|s| !s.is_empty()), "{form}.{}: no id", field.name);
                assert!(field.label.as_deref().is_some_and(|s| !s.is_empty()), "{form}.{}: no label", field.name);
            }
        }
    }

    #[tokio::test]
    async fn a_password_is_never_sent_back_and_other_values_are_escaped() {
        let sent =
            body(json!({"username": "dana <x>", "password": "hunter2-secret", "confirmPassword": "hunter2-secret"}));
        let errors = FieldErrors::from([("confirmPassword".to_string(), "Passwords don't match".to_string())]);
        let html =
            html_of(form_page("/s.css", &page_for("Create", "/api/register"), &FORMS.register, &sent, &errors, NONE))
                .await;
        assert!(!html.contains("hunter2"), "{html}");
        assert!(html.contains("value=\"dana &lt;x&gt;\""), "{html}");
        assert!(
            html.contains(
                "<span class=\"field-error\" id=\"register-confirm-error\" role=\"alert\">Passwords don't match</span>"
            ),
            "{html}"
        );
        assert!(html.contains("aria-describedby=\"register-confirm-error\""), "{html}");
    }

    #[tokio::test]
    async fn a_fixed_hidden_value_is_the_form_s_own_and_an_error_nobody_can_see_is_said_above() {
        let sent = body(json!({"serviceType": "Other", "form": "home", "token": "abc"}));
        let errors = FieldErrors::from([
            ("serviceType".to_string(), "Please select a service type".to_string()),
            ("token".to_string(), "Reset token is required".to_string()),
        ]);
        let html =
            html_of(form_page("/s.css", &page_for("Quote", "/api/quotes"), &FORMS.home, &sent, &errors, NONE)).await;
        assert!(html.contains("<input type=\"hidden\" name=\"serviceType\" value=\"General Automotive\">"), "{html}");
        assert!(html.contains("<input type=\"hidden\" name=\"form\" value=\"home\">"), "{html}");
        assert!(html.contains("<p role=\"alert\" class=\"field-error\">Please select a service type</p>"), "{html}");
        let html =
            html_of(form_page("/s.css", &page_for("Reset", "/api/reset-password"), &FORMS.reset, &sent, &errors, NONE))
                .await;
        assert!(html.contains("<input type=\"hidden\" name=\"token\" value=\"abc\">"), "{html}");
        assert!(html.contains("<p role=\"alert\" class=\"field-error\">Reset token is required</p>"), "{html}");
    }
}
