//! Reading untrusted JSON fields into checked values, one message per field.
//! Each feature's validators (leads, accounts, analytics, jobs) build on this.
//!
//! The same readers also describe what they check: run a validator over
//! `Input::describing()` and each reader records its field's JSON Schema
//! (type, pattern, enum, range, required), which `described_schema` turns
//! into the request body of the OpenAPI document. A rule is thus written
//! once, in the reader, and the document cannot promise more or less than
//! the server enforces.
use crate::refs::LeadKind;
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;
use std::sync::LazyLock;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{AllOf, AnyOf, Object, Schema, SchemaType};

pub type FieldErrors = BTreeMap<String, String>;

/// Unicode White_Space, what Rust's `trim` strips, spelled out: `\s` means
/// something else in each regex dialect (Python, JavaScript, Rust).
pub const WHITE_SPACE: &str = r"\t\n\x0B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";

/// Any white space character, and any other.
fn ws() -> String {
    format!("[{WHITE_SPACE}]")
}

fn non_ws() -> String {
    format!("[^{WHITE_SPACE}]")
}

/// A pattern for text that the server trims: `inner` (a regex without
/// anchors, matching the trimmed text) with any white space around it.
/// `optional`: blank text (empty or only white space) matches too.
pub fn trimmed(inner: &str, optional: bool) -> String {
    let w = ws();
    if optional { format!("^{w}*(?:{inner})?{w}*$") } else { format!("^{w}*(?:{inner}){w}*$") }
}

/// `trimmed` for a field with a maxLength: at most `pad` white space
/// characters on each side (what fits beside the shortest text), so that a
/// generator drawing from the pattern rarely overshoots the length.
pub fn trimmed_within(inner: &str, pad: usize) -> String {
    let w = ws();
    format!("^{w}{{0,{pad}}}(?:{inner}){w}{{0,{pad}}}$")
}

/// Trimmed text of `min` to `max` characters (min 0: blank allowed). The
/// length counts the trimmed text, as the server does, which minLength and
/// maxLength cannot say.
pub fn trimmed_length(min: usize, max: usize) -> String {
    let n = non_ws();
    // `[\s\S]`: any character in every dialect (the union of a class and its complement).
    let inner = match max {
        0 => return trimmed("", true),
        1 => n.clone(),
        _ => format!("{n}(?:[\\s\\S]{{{},{}}}{n})?", min.saturating_sub(2), max - 2),
    };
    let inner = if min >= 2 { format!("{n}[\\s\\S]{{{},{}}}{n}", min - 2, max - 2) } else { inner };
    trimmed(&inner, min == 0)
}

/// A regex alternative list of `values`, each matched literally.
pub fn alternatives<'s>(values: impl IntoIterator<Item = &'s str>) -> String {
    values.into_iter().map(regex_escape).collect::<Vec<_>>().join("|")
}

fn regex_escape(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if "\\.+*?()|[]{}^$/-".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Whole numbers from 0 up to, not including, `max`, without leading zeros, as a regex.
pub fn below(max: u64) -> String {
    let digits: Vec<u32> = max.to_string().chars().filter_map(|c| c.to_digit(10)).collect();
    let d = digits.len();
    let mut parts = vec!["0".to_string()];
    if d >= 3 {
        parts.push(format!("[1-9][0-9]{{0,{}}}", d - 2));
    } else if d == 2 {
        parts.push("[1-9]".to_string());
    }
    // Numbers of d digits: the first digit where they go below max's.
    for i in 0..d {
        let low = if i == 0 { 1 } else { 0 };
        if digits[i] > low {
            let prefix: String = digits[..i].iter().map(|x| x.to_string()).collect();
            let rest = d - i - 1;
            let class = format!("[{low}-{}]", digits[i] - 1);
            parts.push(if rest > 0 { format!("{prefix}{class}[0-9]{{{rest}}}") } else { format!("{prefix}{class}") });
        }
    }
    parts.dedup();
    parts.join("|")
}

/// A decimal number as text (digits, an optional fraction of up to
/// `fraction` digits, a minus sign where `negative`), from 0 (or -max) to
/// max, as a regex; `decimal_within` is the same rule in Rust.
pub fn decimal_pattern(max: u64, negative: bool, fraction: usize) -> String {
    let sign = if negative { "-?" } else { "" };
    format!("{sign}(?:(?:{})(?:\\.[0-9]{{1,{fraction}}})?|{max}(?:\\.0{{1,{fraction}}})?)", below(max))
}

/// Whether `s` (already trimmed) is a decimal `decimal_pattern` accepts.
pub fn decimal_within(s: &str, max: u64, negative: bool, fraction: usize) -> bool {
    let unsigned = match s.strip_prefix('-') {
        Some(rest) if negative => rest,
        Some(_) => return false,
        None => s,
    };
    let (whole, frac) = match unsigned.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (unsigned, None),
    };
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || (whole.len() > 1 && whole.starts_with('0')) {
        return false;
    }
    if let Some(f) = frac
        && (!digits(f) || f.len() > fraction)
    {
        return false;
    }
    let Ok(n) = whole.parse::<u64>() else { return false };
    n < max || (n == max && frac.is_none_or(|f| f.bytes().all(|b| b == b'0')))
}

/// A valid calendar date, YYYY-MM-DD (years 0000 to 9999, leap years
/// included), as a regex; the Rust side is `is_date`.
pub const DATE_PATTERN: &str = concat!(
    "(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))",
    "|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)"
);

/// Whether `s` is exactly YYYY-MM-DD and a real day.
pub fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    let shape = b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter().enumerate().all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
    shape && chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").is_ok()
}

/// The browser's /^[^\s@]+@[^\s@]+\.[^\s@]+$/: name@domain.tld, no spaces.
pub fn looks_like_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else { return false };
    let ok = |part: &str| !part.is_empty() && !part.contains(char::is_whitespace) && !part.contains('@');
    // Same as the browser's /^[^\s@]+@[^\s@]+\.[^\s@]+$/: a dot inside the domain.
    ok(local) && ok(domain) && domain.char_indices().any(|(i, c)| c == '.' && i > 0 && i + 1 < domain.len())
}

/// `looks_like_email` as a regex (of the trimmed text).
pub fn email_pattern() -> String {
    let part = format!("[^{WHITE_SPACE}@]+");
    format!("{part}@{part}\\.{part}")
}

/// An RFC 3339 time of the plain form YYYY-MM-DDTHH:MM:SS, an optional
/// fraction of up to 9 digits, then Z or an offset ±HH:MM, as a regex; the
/// Rust side is `is_instant`.
pub fn instant_pattern() -> String {
    format!(
        r"(?:{DATE_PATTERN})T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\.[0-9]{{1,9}})?(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])"
    )
}

/// Whether `s` is an instant `instant_pattern` accepts.
pub fn is_instant(s: &str) -> bool {
    let b = s.as_bytes();
    let two = |at: usize, below: u8| {
        b.get(at..at + 2)
            .is_some_and(|d| d.iter().all(u8::is_ascii_digit) && (d[0] - b'0') * 10 + (d[1] - b'0') < below)
    };
    let head = s.get(..10).is_some_and(is_date)
        && b.get(10) == Some(&b'T')
        && two(11, 24)
        && b.get(13) == Some(&b':')
        && two(14, 60);
    if !(head && b.get(16) == Some(&b':') && two(17, 60)) {
        return false;
    }
    let mut at = 19;
    if b.get(at) == Some(&b'.') {
        let digits = b[at + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
        if !(1..=9).contains(&digits) {
            return false;
        }
        at += 1 + digits;
    }
    match b.get(at) {
        Some(b'Z') => at + 1 == b.len(),
        Some(b'+' | b'-') => two(at + 1, 24) && b.get(at + 3) == Some(&b':') && two(at + 4, 60) && at + 6 == b.len(),
        _ => false,
    }
}

/// A whole number as text: an optional minus, no leading zeros, at most 18
/// digits (so it fits an i64), as a regex; the Rust side is `whole_number`.
pub const WHOLE_NUMBER_PATTERN: &str = "-?(?:0|[1-9][0-9]{0,17})";

pub fn whole_number(s: &str) -> Option<i64> {
    let digits = s.strip_prefix('-').unwrap_or(s);
    let ok = (1..=18).contains(&digits.len())
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'));
    if ok { s.parse().ok() } else { None }
}

/// One described field.
struct Field {
    key: String,
    schema: Value,
    required: bool,
}

/// Reads fields out of a JSON object, collecting the first error per field.
pub struct Input<'a> {
    pub map: &'a Map<String, Value>,
    pub errors: FieldErrors,
    /// Some while describing: each reader records its field here.
    fields: Option<Vec<Field>>,
    /// Rules about several fields together (JSON Schema kept in `allOf`).
    together: Vec<Value>,
}

static NOTHING: LazyLock<Map<String, Value>> = LazyLock::new(Map::new);

impl<'a> Input<'a> {
    pub fn new(map: &'a Map<String, Value>) -> Self {
        Input { map, errors: FieldErrors::new(), fields: None, together: Vec::new() }
    }

    /// An input that reads nothing and records what each reader checks.
    pub fn describing() -> Input<'static> {
        Input { map: &NOTHING, errors: FieldErrors::new(), fields: Some(Vec::new()), together: Vec::new() }
    }

    pub fn is_describing(&self) -> bool {
        self.fields.is_some()
    }

    /// Records `key`'s schema (the last reader of a field has the last word).
    pub fn describe(&mut self, key: &str, label: &str, mut schema: Value, required: bool) {
        let Some(fields) = self.fields.as_mut() else { return };
        if let Some(obj) = schema.as_object_mut()
            && !label.is_empty()
        {
            obj.entry("description").or_insert_with(|| Value::String(label.to_string()));
        }
        match fields.iter_mut().find(|f| f.key == key) {
            Some(f) => {
                f.schema = schema;
                f.required = required;
            }
            None => fields.push(Field { key: key.to_string(), schema, required }),
        }
    }

    /// Records a rule about several fields, as a JSON Schema the whole body must match.
    pub fn describe_together(&mut self, schema: Value) {
        if self.is_describing() {
            self.together.push(schema);
        }
    }

    /// The recorded body as a JSON Schema (as JSON).
    pub fn schema_json(&self, description: &str) -> Value {
        let fields = self.fields.as_deref().unwrap_or_default();
        let properties: Map<String, Value> = fields.iter().map(|f| (f.key.clone(), f.schema.clone())).collect();
        let required: Vec<&str> = fields.iter().filter(|f| f.required).map(|f| f.key.as_str()).collect();
        let mut body = json!({"type": "object", "description": description, "properties": properties});
        if !required.is_empty() {
            body["required"] = json!(required);
        }
        if self.together.is_empty() {
            return body;
        }
        let mut all = vec![body];
        all.extend(self.together.iter().cloned());
        json!({"allOf": all})
    }

    /// The recorded fields as optional query parameters.
    pub fn query_parameters(&self) -> Vec<utoipa::openapi::path::Parameter> {
        use utoipa::openapi::path::{ParameterBuilder, ParameterIn};
        let fields = self.fields.as_deref().unwrap_or_default();
        fields
            .iter()
            .map(|f| {
                let description = f.schema.get("description").and_then(Value::as_str).map(str::to_string);
                ParameterBuilder::new()
                    .name(&f.key)
                    .parameter_in(ParameterIn::Query)
                    .required(utoipa::openapi::Required::False)
                    .description(description)
                    .schema(Some(schema_from_json(&f.schema)))
                    .build()
            })
            .collect()
    }

    pub fn fail(&mut self, key: &str, message: impl Into<String>) {
        self.errors.entry(key.to_string()).or_insert_with(|| message.into());
    }

    /// An optional field as sent, or None when it was left out: absent, null
    /// or "". A form sends "" for a box left empty and some clients send ""
    /// for "no value", so "" in an optional field means absent, never a 400.
    pub fn given(&self, key: &str) -> Option<&'a Value> {
        match self.map.get(key) {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) if s.is_empty() => None,
            v => v,
        }
    }

    /// The field as sent when it is text; None when absent or null; "must be text" otherwise.
    pub fn raw_text(&mut self, key: &str, label: &str) -> Option<&'a str> {
        match self.map.get(key) {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.as_str()),
            Some(_) => {
                self.fail(key, format!("{label} must be text"));
                None
            }
        }
    }

    /// The trimmed text of a field ("" when absent or null).
    pub fn text(&mut self, key: &str, label: &str, max: usize) -> String {
        self.describe(key, label, json!({"type": ["string", "null"], "pattern": trimmed_length(0, max)}), false);
        let s = self.raw_text(key, label).unwrap_or("").trim().to_string();
        if s.chars().count() > max {
            self.fail(key, format!("{label} must be at most {max} characters"));
        }
        s
    }

    /// Trimmed text whose `max` counts the text as sent, white space included
    /// (fields with a pattern of their own, where a trimmed length cannot be said).
    pub fn text_within(&mut self, key: &str, label: &str, max: usize) -> String {
        let raw = self.raw_text(key, label).unwrap_or("");
        if raw.chars().count() > max {
            self.fail(key, format!("{label} must be at most {max} characters"));
        }
        raw.trim().to_string()
    }

    /// A field taken exactly as sent (passwords: spaces count), of `min` to
    /// `max` characters; `short` is the message when it has fewer.
    pub fn secret(&mut self, key: &str, label: &str, min: usize, max: usize, short: &str) -> String {
        let schema = if min > 0 {
            json!({"type": "string", "minLength": min, "maxLength": max})
        } else {
            json!({"type": ["string", "null"], "maxLength": max})
        };
        self.describe(key, label, schema, min > 0);
        let s = match self.raw_text(key, label) {
            Some(s) if s.chars().count() > max => {
                self.fail(key, format!("{label} must be at most {max} characters"));
                String::new()
            }
            Some(s) => s.to_string(),
            None => String::new(),
        };
        if s.chars().count() < min {
            self.fail(key, short);
        }
        s
    }

    pub fn required(&mut self, key: &str, label: &str, max: usize, min: usize, message: &str) -> String {
        let s = self.text(key, label, max);
        self.describe(key, label, json!({"type": "string", "pattern": trimmed_length(min.max(1), max)}), true);
        if s.chars().count() < min.max(1) {
            self.fail(key, message);
        }
        s
    }

    pub fn optional(&mut self, key: &str, label: &str, max: usize) -> Option<String> {
        Some(self.text(key, label, max)).filter(|s| !s.is_empty())
    }

    /// Exactly one of `options` (no white space around it).
    pub fn one_of(&mut self, key: &str, label: &str, options: &[&str], message: &str) -> String {
        self.describe(key, label, json!({"type": "string", "enum": unique(options)}), true);
        let s = self.raw_text(key, label).unwrap_or("").to_string();
        if !options.contains(&s.as_str()) {
            self.fail(key, message);
        }
        s
    }

    /// One of `options`, or nothing (absent, null or "").
    pub fn optional_one_of(&mut self, key: &str, label: &str, options: &[&str], message: &str) -> Option<String> {
        let mut allowed: Vec<Value> = unique(options).into_iter().map(Value::from).collect();
        allowed.extend([json!(""), Value::Null]);
        self.describe(key, label, json!({"type": ["string", "null"], "enum": allowed}), false);
        let s = self.raw_text(key, label).unwrap_or("");
        if s.is_empty() {
            return None;
        }
        if !options.contains(&s) {
            self.fail(key, message);
        }
        Some(s.to_string())
    }

    /// true, false, or left out (absent, null or "": false). Other text is not a boolean.
    pub fn flag(&mut self, key: &str, label: &str, message: &str) -> bool {
        self.describe(
            key,
            label,
            json!({"type": ["boolean", "string", "null"], "enum": [true, false, "", null]}),
            false,
        );
        match self.given(key) {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => {
                self.fail(key, message);
                false
            }
        }
    }

    /// A whole number of cents from `min` to `max`: a JSON integer (or its digits
    /// as text, for a form).
    pub fn cents(&mut self, key: &str, name: &str, label: &str, min: i64, max: i64, required: bool) -> Option<i64> {
        self.describe(
            key,
            label,
            if required {
                json!({"type": "integer", "minimum": min, "maximum": max})
            } else {
                // Left out: absent, null or "" (as every optional field).
                json!({"type": ["integer", "string", "null"], "minimum": min, "maximum": max, "pattern": "^$"})
            },
            required,
        );
        let message =
            format!("{name} must be whole cents from {} to {}", crate::refs::dollars(min), crate::refs::dollars(max));
        let v = match self.map.get(key) {
            None | Some(Value::Null) if !required => return Some(min.max(0)),
            Some(Value::String(s)) if !required && s.is_empty() => return Some(min.max(0)),
            None | Some(Value::Null) => {
                self.fail(key, format!("{name} is required"));
                return None;
            }
            Some(v) => v,
        };
        // 500.0 is the integer 500 to JSON Schema (and to JavaScript).
        let n = match v {
            Value::Number(n) => {
                n.as_i64().or_else(|| n.as_f64().filter(|f| f.fract() == 0.0 && f.abs() < 1e15).map(|f| f as i64))
            }
            _ => None,
        };
        match n.filter(|n| (min..=max).contains(n)) {
            Some(n) => Some(n),
            None => {
                self.fail(key, message);
                None
            }
        }
    }

    pub fn finish<T>(self, value: T) -> Result<T, FieldErrors> {
        if self.errors.is_empty() { Ok(value) } else { Err(self.errors) }
    }

    /// `finish` for a reader that gives nothing when a field failed.
    pub fn finish_some<T>(self, value: Option<T>) -> Result<T, FieldErrors> {
        match value {
            Some(v) if self.errors.is_empty() => Ok(v),
            _ => Err(self.errors),
        }
    }
}

/// Reads a whole body with `read`: its value, or every failing field.
pub fn parse_with<T>(map: &Map<String, Value>, read: impl FnOnce(&mut Input) -> Option<T>) -> Result<T, FieldErrors> {
    let mut i = Input::new(map);
    let v = read(&mut i);
    i.finish_some(v)
}

/// The kind of lead a request names (`submissionType`).
/// `submissionType`: the kind of lead a job comes from (or is asked about).
pub fn submission_type(i: &mut Input) -> Option<LeadKind> {
    let kinds: Vec<&str> = LeadKind::ALL.iter().map(|k| k.as_str()).collect();
    i.describe("submissionType", "The kind of lead.", json!({"type": "string", "enum": kinds}), true);
    let kind = i.map.get("submissionType").and_then(Value::as_str).and_then(LeadKind::parse);
    if kind.is_none() {
        i.fail("submissionType", "Submission type must be quote, booking, contact or analyzer");
    }
    kind
}

/// `?submissionType=&ids=1,2,3`: a kind of lead and up to 100 of its ids.
pub fn leads_query(i: &mut Input) -> Option<(LeadKind, Vec<i64>)> {
    let kind = submission_type(i);
    i.describe(
        "ids",
        "Up to 100 lead ids, separated by commas.",
        json!({"type": "string", "pattern": "^[1-9][0-9]{0,17}(,[1-9][0-9]{0,17}){0,99}$"}),
        true,
    );
    let text = i.map.get("ids").and_then(Value::as_str).unwrap_or("");
    let ids: Option<Vec<i64>> = text
        .split(',')
        .map(|s| s.parse::<i64>().ok().filter(|n| *n >= 1 && !s.starts_with('0')))
        .collect::<Option<Vec<i64>>>()
        .filter(|ids| !ids.is_empty() && ids.len() <= 100);
    if ids.is_none() {
        i.fail("ids", "ids must be up to 100 lead ids separated by commas");
    }
    Some((kind?, ids?))
}

/// The rule "both `a` and `b`, or neither" as a schema for `describe_together`
/// (blank: absent, null or only white space), as a pair of coordinates needs.
pub fn both_or_neither(a: &str, b: &str) -> Value {
    let blank = json!({"type": ["string", "null"], "pattern": format!("^[{WHITE_SPACE}]*$")});
    let given = json!({"type": ["number", "string"], "pattern": format!("[^{WHITE_SPACE}]")});
    json!({"anyOf": [
        {"type": "object", "properties": {a: blank, b: blank}},
        {"type": "object", "required": [a, b], "properties": {a: given, b: given}},
    ]})
}

/// `options` without repeats, in their order.
fn unique<'s>(options: &[&'s str]) -> Vec<&'s str> {
    let mut out: Vec<&str> = Vec::new();
    for o in options {
        if !out.contains(o) {
            out.push(o);
        }
    }
    out
}

/// A request body's schema in the OpenAPI document, derived from the
/// validator that reads it: `described_body!(QuoteBody, "POST /api/quotes.", |i| quote_fields(i))`
/// makes the zero-sized `QuoteBody` whose schema is what `quote_fields` checks.
#[macro_export]
macro_rules! described_body {
    ($(#[$meta:meta])* $name:ident, $description:expr, $read:expr) => {
        $(#[$meta])*
        pub struct $name;

        impl $name {
            /// The schema as JSON, as the validator describes it.
            #[allow(dead_code)]
            pub fn json() -> serde_json::Value {
                $crate::validation::described_json($description, $read)
            }
        }

        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                $crate::validation::schema_from_json(&$crate::validation::described_json($description, $read))
            }
        }

        impl utoipa::ToSchema for $name {}
    };
}

/// A query string's parameters in the OpenAPI document, derived from the
/// reader that parses them: `described_query!(JobQuery, |i| status_filter(i))`.
#[macro_export]
macro_rules! described_query {
    ($(#[$meta:meta])* $name:ident, $read:expr) => {
        $(#[$meta])*
        pub struct $name;

        impl utoipa::IntoParams for $name {
            fn into_params(_: impl Fn() -> Option<utoipa::openapi::path::ParameterIn>) -> Vec<utoipa::openapi::path::Parameter> {
                let mut i = $crate::validation::Input::describing();
                ($read)(&mut i);
                i.query_parameters()
            }
        }
    };
}

/// The schema `read` describes (as JSON): runs it over nothing in describing mode.
pub fn described_json<T>(description: &str, read: impl FnOnce(&mut Input<'static>) -> T) -> Value {
    let mut i = Input::describing();
    read(&mut i);
    i.schema_json(description)
}

/// A JSON Schema written as JSON, as utoipa's model (which needs a `type`
/// on every object schema: one without is built as "any value").
pub fn schema_from_json(v: &Value) -> RefOr<Schema> {
    let Some(obj) = v.as_object() else { return RefOr::T(Schema::Object(Object::default())) };
    let description = obj.get("description").and_then(Value::as_str).map(str::to_string);
    if let Some(Value::Array(items)) = obj.get("allOf") {
        let mut all = AllOf::new();
        all.items = items.iter().map(schema_from_json).collect();
        all.description = description;
        return RefOr::T(Schema::AllOf(all));
    }
    if let Some(Value::Array(items)) = obj.get("anyOf") {
        let mut any = AnyOf::new();
        any.items = items.iter().map(schema_from_json).collect();
        any.description = description;
        return RefOr::T(Schema::AnyOf(any));
    }
    // An array of objects (an invoice's lines): utoipa keeps `items` only on its Array.
    if obj.get("type").and_then(Value::as_str) == Some("array")
        && let Some(items) = obj.get("items")
    {
        let size = |k: &str| obj.get(k).and_then(Value::as_u64).map(|n| n as usize);
        let array = utoipa::openapi::schema::ArrayBuilder::new()
            .items(schema_from_json(items))
            .min_items(size("minItems"))
            .max_items(size("maxItems"))
            .description(description)
            .build();
        return RefOr::T(Schema::Array(array));
    }
    let mut rest = obj.clone();
    let properties = rest.remove("properties");
    let mut object: Object = if rest.contains_key("type") {
        serde_json::from_value(Value::Object(rest)).unwrap_or_default()
    } else {
        let mut o = Object::with_type(SchemaType::AnyValue);
        o.description = description;
        o
    };
    if let Some(Value::Object(props)) = properties {
        for (k, p) in props {
            object.properties.insert(k, schema_from_json(&p));
        }
    }
    RefOr::T(Schema::Object(object))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A field's schema, as a validator reading only it describes it.
    fn field(read: impl FnOnce(&mut Input<'static>)) -> (Value, Value) {
        let body = described_json("", |i| read(i));
        let key = body["properties"].as_object().and_then(|p| p.keys().next().cloned()).unwrap_or_default();
        (body["properties"][key.as_str()].clone(), body.get("required").cloned().unwrap_or(json!([])))
    }

    /// Whether the reader takes `v` for `key` without an error.
    fn reader_accepts(read: impl Fn(&mut Input) + Copy, key: &str, v: Value) -> bool {
        let map: Map<String, Value> = [(key.to_string(), v)].into_iter().collect();
        let mut i = Input::new(&map);
        read(&mut i);
        !i.errors.contains_key(key)
    }

    #[test]
    fn a_required_field_says_it_is_required_and_how_long_its_trimmed_text_may_be() {
        let (schema, required) = field(|i| {
            i.required("name", "Name", 100, 2, "Name must be at least 2 characters");
        });
        assert_eq!(required, json!(["name"]));
        assert_eq!(schema["type"], "string");
        assert_eq!(schema["description"], "Name");
        let n = format!("[^{WHITE_SPACE}]");
        assert_eq!(
            schema["pattern"].as_str().unwrap(),
            format!("^[{WHITE_SPACE}]*(?:{n}[\\s\\S]{{0,98}}{n})[{WHITE_SPACE}]*$")
        );
        // What the pattern says, the reader does: white space does not count.
        let read = |i: &mut Input| {
            i.required("name", "Name", 100, 2, "short");
        };
        assert!(reader_accepts(read, "name", json!(format!(" \u{3000}{}\n", "x".repeat(100)))));
        assert!(!reader_accepts(read, "name", json!("x".repeat(101))));
        assert!(!reader_accepts(read, "name", json!(" x\u{2003}")));
        assert!(!reader_accepts(read, "name", Value::Null));
    }

    #[test]
    fn optional_fields_take_null_and_choices_are_an_enum() {
        let (schema, required) = field(|i| {
            i.optional("note", "Note", 10);
        });
        assert_eq!(required, json!([]));
        assert_eq!(schema["type"], json!(["string", "null"]));
        let (schema, required) = field(|i| {
            i.one_of("kind", "Kind", &["a", "b", "a"], "pick one");
        });
        assert_eq!(required, json!(["kind"]));
        assert_eq!(schema["enum"], json!(["a", "b"]));
        let read = |i: &mut Input| {
            i.one_of("kind", "Kind", &["a", "b"], "pick one");
        };
        assert!(reader_accepts(read, "kind", json!("a")));
        assert!(!reader_accepts(read, "kind", json!(" a")));
        let (schema, _) = field(|i| {
            i.secret("password", "Password", 6, 256, "short");
        });
        assert_eq!((schema["minLength"].clone(), schema["maxLength"].clone()), (json!(6), json!(256)));
    }

    #[test]
    fn a_flag_left_empty_is_false_and_the_schema_says_so() {
        let (schema, required) = field(|i| {
            i.flag("done", "Done", "Done must be true or false");
        });
        assert_eq!(required, json!([]));
        assert_eq!(schema["enum"], json!([true, false, "", null]));
        let read = |i: &mut Input| {
            i.flag("done", "Done", "Done must be true or false");
        };
        for ok in [json!(true), json!(false), json!(""), Value::Null] {
            assert!(reader_accepts(read, "done", ok.clone()), "{ok}");
        }
        assert!(!reader_accepts(read, "done", json!("yes")));
        assert!(!reader_accepts(read, "done", json!(" ")));
        let map: Map<String, Value> = [("done".to_string(), json!(""))].into_iter().collect();
        assert!(!Input::new(&map).flag("done", "Done", "x"));
    }

    #[test]
    fn number_patterns_and_their_rust_twins_agree() {
        assert_eq!(below(90), "0|[1-9]|[1-8][0-9]{1}");
        assert_eq!(below(1_000_000), "0|[1-9][0-9]{0,5}");
        assert_eq!(below(86_400), "0|[1-9][0-9]{0,3}|[1-7][0-9]{4}|8[0-5][0-9]{3}|86[0-3][0-9]{2}");
        for (s, ok) in [
            ("90", true),
            ("90.000", true),
            ("90.5", false),
            ("-89.999", true),
            ("089", false),
            ("1e1", false),
            ("5.", false),
            ("+5", false),
        ] {
            assert_eq!(decimal_within(s, 90, true, 20), ok, "{s}");
        }
        assert!(
            is_date("2024-02-29")
                && !is_date("2023-02-29")
                && !is_date("2024-2-29")
                && is_date("2000-02-29")
                && !is_date("1900-02-29")
        );
        assert!(is_instant("2024-05-01T10:00:00Z") && is_instant("2024-05-01T10:00:00.5+02:00"));
        assert!(
            !is_instant("2024-05-01t10:00:00Z")
                && !is_instant("2024-05-01T24:00:00Z")
                && !is_instant("2024-05-01T10:00:00.Z")
        );
        assert_eq!(whole_number("-12"), Some(-12));
        assert_eq!(whole_number("012"), None);

        // Each documented pattern says exactly what its Rust twin checks.
        let full = |p: &str| regex::Regex::new(&format!("^(?:{p})$")).unwrap();
        let decimal = full(&decimal_pattern(90, true, 20));
        let date = full(DATE_PATTERN);
        let instant = full(&instant_pattern());
        let whole = full(WHOLE_NUMBER_PATTERN);
        let email = full(&email_pattern());
        let samples = [
            "90",
            "90.000",
            "90.5",
            "-89.999",
            "089",
            "1e1",
            "5.",
            "+5",
            "0",
            "-0",
            "00",
            "12",
            "-12",
            "012",
            "",
            " 1",
            "2024-02-29",
            "2023-02-29",
            "2024-2-29",
            "2000-02-29",
            "1900-02-29",
            "2024-04-31",
            "2024-12-31",
            "9999-01-01",
            "2024-05-01T10:00:00Z",
            "2024-05-01T10:00:00.5+02:00",
            "2024-05-01t10:00:00Z",
            "2024-05-01T24:00:00Z",
            "2024-05-01T10:00:00.Z",
            "2024-05-01T10:00:00.1234567890Z",
            "2024-05-01T23:59:59-23:59",
            "2024-05-01T10:00:00",
            "123456789012345678",
            "1234567890123456789",
            "a@b.co",
            "a@b",
            "a b@c.de",
            "a@@b.cd",
            "@b.cd",
            "a@b.",
            "a@.b",
        ];
        for s in samples {
            assert_eq!(decimal.is_match(s), decimal_within(s, 90, true, 20), "decimal {s:?}");
            assert_eq!(date.is_match(s), is_date(s), "date {s:?}");
            assert_eq!(instant.is_match(s), is_instant(s), "instant {s:?}");
            assert_eq!(whole.is_match(s), whole_number(s).is_some(), "whole number {s:?}");
            assert_eq!(email.is_match(s), looks_like_email(s), "email {s:?}");
        }
    }

    #[test]
    fn a_schema_written_as_json_keeps_every_keyword_in_utoipas_model() {
        let v = json!({"allOf": [
            {"type": "object", "description": "d", "required": ["a"], "properties": {
                "a": {"type": ["string", "null"], "pattern": "^x$", "maxLength": 3, "description": "A"},
                "b": {"type": ["number", "string", "null"], "minimum": -90, "maximum": 90},
                "c": {"description": "any value"},
                "e": {"type": "string", "enum": ["x", "", null]}
            }},
            {"anyOf": [{"type": "object", "properties": {"a": {"type": "string", "minLength": 1}}}]}
        ]});
        assert_eq!(serde_json::to_value(schema_from_json(&v)).unwrap(), v);
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
