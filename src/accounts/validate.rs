//! Account form rules with the spec's messages; tests/cases/accounts.json
//! runs the same cases against these and the browser's zod schemas.
use crate::validation::{FieldErrors, Input, looks_like_email};
use serde_json::{Map, Value};

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
    let username = i.required("username", "Username", 50, 1, "Username is required");
    let password = i.secret("password", "Password", 256);
    if password.is_empty() {
        i.fail("password", "Password is required");
    }
    finish(i, Credentials { username, password })
}

fn new_password(i: &mut Input) -> String {
    let password = i.secret("password", "Password", 256);
    if password.chars().count() < 6 {
        i.fail("password", "Password must be at least 6 characters");
    }
    password
}

pub fn register(map: &Map<String, Value>) -> Result<Registration, FieldErrors> {
    let mut i = Input::new(map);
    let username = i.required("username", "Username", 50, 3, "Username must be at least 3 characters");
    let email = i.text("email", "Email", 254);
    if !looks_like_email(&email) {
        i.fail("email", "Please enter a valid email");
    }
    let password = new_password(&mut i);
    finish(i, Registration { username, email: email.to_lowercase(), password })
}

pub fn forgot(map: &Map<String, Value>) -> Result<String, FieldErrors> {
    let mut i = Input::new(map);
    let email = i.text("email", "Email", 254);
    if !looks_like_email(&email) {
        i.fail("email", "Please enter a valid email");
    }
    finish(i, email.to_lowercase())
}

pub fn reset(map: &Map<String, Value>) -> Result<Reset, FieldErrors> {
    let mut i = Input::new(map);
    let token = i.required("token", "Reset token", 200, 1, "Reset token is required");
    let password = new_password(&mut i);
    finish(i, Reset { token, password })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same cases run against the zod schemas in the browser code.
    #[test]
    fn the_shared_cases_give_the_same_errors_as_in_the_browser() {
        let ran = crate::validation::shared_cases::run(include_str!("../../tests/cases/accounts.json"), |schema, input| match schema {
            "login" | "adminLogin" => Some(login(input).map(|_| ())),
            "register" => Some(register(input).map(|_| ())),
            "forgotPassword" => Some(forgot(input).map(|_| ())),
            "resetPassword" => Some(reset(input).map(|_| ())),
            other => panic!("unknown schema {other}"),
        });
        assert!(ran >= 15, "only {ran} cases ran");
    }
}
