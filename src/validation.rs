//! Reading untrusted JSON fields into checked values, one message per field.
//! Each feature's validators (leads, accounts) build on this.
use serde_json::{Map, Value};
use std::collections::BTreeMap;

pub type FieldErrors = BTreeMap<String, String>;

/// The browser's /^[^\s@]+@[^\s@]+\.[^\s@]+$/: name@domain.tld, no spaces.
pub fn looks_like_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else { return false };
    let ok = |part: &str| !part.is_empty() && !part.contains(char::is_whitespace) && !part.contains('@');
    // Same as the browser's /^[^\s@]+@[^\s@]+\.[^\s@]+$/: a dot inside the domain.
    ok(local) && ok(domain) && domain.char_indices().any(|(i, c)| c == '.' && i > 0 && i + 1 < domain.len())
}

/// Reads fields out of a JSON object, collecting the first error per field.
pub struct Input<'a> {
    pub map: &'a Map<String, Value>,
    pub errors: FieldErrors,
}

impl<'a> Input<'a> {
    pub fn new(map: &'a Map<String, Value>) -> Self {
        Input { map, errors: FieldErrors::new() }
    }

    pub fn fail(&mut self, key: &str, message: impl Into<String>) {
        self.errors.entry(key.to_string()).or_insert_with(|| message.into());
    }

    /// The trimmed text of a field ("" when absent or null).
    pub fn text(&mut self, key: &str, label: &str, max: usize) -> String {
        let s = match self.map.get(key) {
            None | Some(Value::Null) => String::new(),
            Some(Value::String(s)) => s.trim().to_string(),
            Some(_) => {
                self.fail(key, format!("{label} must be text"));
                return String::new();
            }
        };
        if s.chars().count() > max {
            self.fail(key, format!("{label} must be at most {max} characters"));
        }
        s
    }

    /// A field taken exactly as sent (passwords: spaces count).
    pub fn secret(&mut self, key: &str, label: &str, max: usize) -> String {
        match self.map.get(key) {
            None | Some(Value::Null) => String::new(),
            Some(Value::String(s)) if s.chars().count() > max => {
                self.fail(key, format!("{label} must be at most {max} characters"));
                String::new()
            }
            Some(Value::String(s)) => s.clone(),
            Some(_) => {
                self.fail(key, format!("{label} must be text"));
                String::new()
            }
        }
    }

    pub fn required(&mut self, key: &str, label: &str, max: usize, min: usize, message: &str) -> String {
        let s = self.text(key, label, max);
        if s.chars().count() < min.max(1) {
            self.fail(key, message);
        }
        s
    }

    pub fn optional(&mut self, key: &str, label: &str, max: usize) -> Option<String> {
        Some(self.text(key, label, max)).filter(|s| !s.is_empty())
    }

    pub fn one_of(&mut self, key: &str, label: &str, options: &[&str], message: &str) -> String {
        let s = self.text(key, label, 100);
        if !options.contains(&s.as_str()) {
            self.fail(key, message);
        }
        s
    }

    pub fn finish<T>(self, value: T) -> Result<T, FieldErrors> {
        if self.errors.is_empty() { Ok(value) } else { Err(self.errors) }
    }
}

/// The files of cases in tests/cases/ are run against both the zod schemas
/// (vitest) and the Rust validators (here), so the two cannot drift.
#[cfg(test)]
pub(crate) mod shared_cases {
    use super::FieldErrors;
    use serde::Deserialize;
    use serde_json::{Map, Value};

    #[derive(Deserialize)]
    struct Case {
        schema: String,
        #[serde(default)]
        note: String,
        input: Map<String, Value>,
        /// What the browser says.
        errors: FieldErrors,
        /// What the server says, where it knows more than the browser.
        #[serde(default)]
        server_errors: Option<FieldErrors>,
    }

    /// Checks every case whose schema `check` knows (None: a browser-only
    /// schema) and returns how many ran.
    pub fn run(json: &str, check: impl Fn(&str, &Map<String, Value>) -> Option<Result<(), FieldErrors>>) -> usize {
        let cases: Vec<Case> = serde_json::from_str(json).expect("a valid file of cases");
        let mut ran = 0;
        for case in cases {
            let Some(got) = check(&case.schema, &case.input) else { continue };
            ran += 1;
            let want = case.server_errors.unwrap_or(case.errors);
            assert_eq!(got.err().unwrap_or_default(), want, "{} case: {}", case.schema, case.note);
        }
        ran
    }
}
