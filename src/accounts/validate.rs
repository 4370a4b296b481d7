//! Account form rules with the spec's messages; tests/cases/accounts.json
//! runs the same cases against these and the browser's zod schemas.
use super::policy::{self, CUSTOMER_MIN, MAX, STAFF_MIN};
use crate::validation::{FieldErrors, Input, email_pattern, looks_like_email, trimmed};
use crate::web::body::FieldsBody;
use serde_json::{Map, Value, json};

pub struct Credentials {
    pub username: String,
    pub password: String,
}

pub struct Registration {
    pub username: String,
    pub email: String,
    pub password: String,
}

pub struct Reset {
    pub token: String,
    pub password: String,
}

fn finish<T>(i: Input, value: T) -> Result<T, FieldErrors> {
    if i.errors.is_empty() { Ok(value) } else { Err(i.errors) }
}

/// Sign-in, for customers and staff alike.
pub fn login(map: &Map<String, Value>) -> Result<Credentials, FieldErrors> {
    let mut i = Input::new(map);
    let c = login_fields(&mut i);
    finish(i, c)
}

pub(crate) fn login_fields(i: &mut Input) -> Credentials {
    let username = i.required("username", "Username", 50, 1, "Username is required");
    let password = i.secret("password", "Password", 1, 256, "Password is required");
    Credentials { username, password }
}

/// A new customer password (register, reset). A staff account's reset is
/// held to `STAFF_MIN` once the token names it (`staff_password`).
/// A new account's username.
pub(crate) fn username(i: &mut Input) -> String {
    i.required("username", "Username", 50, 3, "Username must be at least 3 characters")
}

/// A new customer password (the accounts' rules).
pub(crate) fn new_password(i: &mut Input) -> String {
    let password = i.secret("password", "Password", CUSTOMER_MIN, MAX, &at_least(CUSTOMER_MIN));
    i.describe(
        "password",
        &format!(
            "{CUSTOMER_MIN} to {MAX} characters, and not one of the most common passwords (in any case): such a one \
                is refused with a 400 naming password."
        ),
        json!({"type": "string", "minLength": CUSTOMER_MIN, "maxLength": MAX}),
        true,
    );
    if !i.errors.contains_key("password") && policy::is_common(&password) {
        i.fail("password", policy::TOO_COMMON);
    }
    password
}

fn at_least(n: usize) -> String {
    format!("Password must be at least {n} characters")
}

/// The field error for a new password of a staff account, if any.
pub fn staff_password(password: &str) -> Option<FieldErrors> {
    (password.chars().count() < STAFF_MIN).then(|| FieldErrors::from([("password".to_string(), at_least(STAFF_MIN))]))
}

/// name@domain.tld, required; at most 254 characters as sent.
fn email(i: &mut Input) -> String {
    let email = i.text_within("email", "Email", 254);
    i.describe(
        "email",
        "Email: name@domain.tld, no spaces.",
        json!({"type": "string", "maxLength": 254, "pattern": trimmed(&email_pattern(), false)}),
        true,
    );
    if !looks_like_email(&email) {
        i.fail("email", "Please enter a valid email");
    }
    email.to_lowercase()
}

pub fn register(map: &Map<String, Value>) -> Result<Registration, FieldErrors> {
    let mut i = Input::new(map);
    let r = register_fields(&mut i);
    finish(i, r)
}

pub(crate) fn register_fields(i: &mut Input) -> Registration {
    let username = username(i);
    let email = email(i);
    let password = new_password(i);
    Registration { username, email, password }
}

pub fn forgot(map: &Map<String, Value>) -> Result<String, FieldErrors> {
    let mut i = Input::new(map);
    let email = email(&mut i);
    finish(i, email)
}

pub fn reset(map: &Map<String, Value>) -> Result<Reset, FieldErrors> {
    let mut i = Input::new(map);
    let r = reset_fields(&mut i);
    finish(i, r)
}

pub(crate) fn reset_fields(i: &mut Input) -> Reset {
    let token = i.required("token", "The token of the emailed link", 200, 1, "Reset token is required");
    let password = new_password(i);
    Reset { token, password }
}

/// A form posted without JavaScript sends its Confirm Password box too (JSON
/// never does): it is held to the browser's rule, so that a mistyped
/// confirmation is refused with or without JavaScript, rather than making an
/// account whose password nobody knows. Without the box, nothing changes.
pub fn confirmed<T>(body: &FieldsBody, checked: Result<T, FieldErrors>) -> Result<T, FieldErrors> {
    let (Some(confirm), true) = (body.text("confirmPassword"), body.from_html_form) else { return checked };
    let message = if confirm.chars().count() < CUSTOMER_MIN {
        "Please confirm your password"
    } else if Some(confirm) != body.text("password") {
        "Passwords don't match"
    } else {
        return checked;
    };
    let mut errors = checked.err().unwrap_or_default();
    errors.insert("confirmPassword".to_string(), message.to_string());
    Err(errors)
}

crate::described_body!(RegisterBody, "A new customer account.", |i| register_fields(i));
crate::described_body!(
    /// POST /api/login and /api/admin/login.
    LoginBody,
    "A username and password.",
    |i| login_fields(i)
);
crate::described_body!(ForgotBody, "The email of the account.", |i| email(i));
crate::described_body!(ResetBody, "The emailed token and the new password.", |i| reset_fields(i));

#[cfg(test)]
mod tests {
    use super::*;

    /// The same cases run against the zod schemas in the browser code.
    #[test]
    fn the_shared_cases_give_the_same_errors_as_in_the_browser() {
        let ran =
            crate::validation::shared_cases::run(include_str!("../../tests/cases/accounts.json"), |schema, input| {
                match schema {
                    "login" | "adminLogin" => Some(login(input).map(|_| ())),
                    "register" => Some(register(input).map(|_| ())),
                    "forgotPassword" => Some(forgot(input).map(|_| ())),
                    "resetPassword" => Some(reset(input).map(|_| ())),
                    other => panic!("unknown schema {other}"),
                }
            });
        assert!(ran >= 15, "only {ran} cases ran");
    }

    /// A plain form post sends the confirmation box too, and gets the browser's errors.
    #[test]
    fn the_cases_posted_as_a_plain_form_give_the_browser_s_errors() {
        let cases: Vec<Value> = serde_json::from_str(include_str!("../../tests/cases/accounts.json")).unwrap();
        let mut ran = 0;
        for case in &cases {
            let input = case["input"].as_object().unwrap();
            let body = FieldsBody { fields: input.clone(), from_html_form: true };
            // The common-password list and the token's lookup are the server's alone: their cases say
            // what only the server says.
            let server_only = case
                .get("server_errors")
                .and_then(Value::as_object)
                .is_some_and(|server| server.iter().any(|(field, message)| case["errors"].get(field) != Some(message)));
            if server_only || !input.contains_key("confirmPassword") {
                continue;
            }
            let got = match case["schema"].as_str() {
                Some("register") => confirmed(&body, register(input)).err(),
                Some("resetPassword") => confirmed(&body, reset(input)).err(),
                _ => continue,
            };
            let want: FieldErrors = serde_json::from_value(case["errors"].clone()).unwrap();
            assert_eq!(got.unwrap_or_default(), want, "{}", case["note"]);
            ran += 1;
        }
        assert!(ran >= 8, "only {ran} cases ran");
    }
}
