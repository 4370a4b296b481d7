//! The dispatch fields of a job, as the owner's job changes carry them:
//! who it is assigned to, where the customer is, how they paid and why a job
//! was cancelled. Kept with jobs (which store them) so that dispatch, above,
//! reads them and jobs never names dispatch.
use crate::validation::{Input, decimal_pattern, trimmed, trimmed_length};
use serde_json::{Value, json};

/// A point on the earth, in degrees (WGS 84).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub latitude: f64,
    pub longitude: f64,
}

/// What the owner's PATCH /api/job-tracking/{id} may say about dispatch.
/// `Some(None)` clears (unassigns, forgets the position).
#[derive(Debug, Default, Clone)]
pub struct Assignment {
    /// A technician's username.
    pub technician: Option<Option<String>>,
    pub position: Option<Option<Point>>,
    pub payment_method: Option<Option<String>>,
    pub cancel_reason: Option<Option<String>>,
}

/// A coordinate as a number or its digits as text, within ±`max`.
pub(crate) fn degrees(v: &Value, max: f64) -> Option<f64> {
    let n = match v {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse::<f64>().ok().filter(|_| !s.trim().is_empty()),
        _ => None,
    }?;
    (n.is_finite() && n.abs() <= max).then_some(n)
}

pub(crate) fn coordinate_schema(max: u64) -> Value {
    json!({"type": ["number", "string", "null"], "minimum": -(max as i64), "maximum": max,
           "pattern": trimmed(&decimal_pattern(max, true, 8), true)})
}

/// `latitude` and `longitude`, together or not at all; null (or "") in both clears them.
pub(crate) fn position(i: &mut Input) -> Option<Option<Point>> {
    i.describe(
        "latitude",
        "The customer's latitude in degrees (-90 to 90), with longitude; null in both forgets the position.",
        coordinate_schema(90),
        false,
    );
    i.describe(
        "longitude",
        "The customer's longitude in degrees (-180 to 180), with latitude.",
        coordinate_schema(180),
        false,
    );
    i.describe_together(crate::validation::both_or_neither("latitude", "longitude"));
    // Blank (null, or text of only white space, as the schema's pattern says) is not given.
    let blank = |v: &Value| v.is_null() || v.as_str().is_some_and(|s| s.trim().is_empty());
    let (lat, lon) =
        (i.map.get("latitude").filter(|v| !blank(v)).cloned(), i.map.get("longitude").filter(|v| !blank(v)).cloned());
    let cleared = |k: &str| i.map.get(k).is_some_and(blank);
    match (lat, lon) {
        (None, None) if cleared("latitude") || cleared("longitude") => Some(None),
        (None, None) => None,
        (lat, lon) => {
            let la = lat.as_ref().and_then(|v| degrees(v, 90.0));
            let lo = lon.as_ref().and_then(|v| degrees(v, 180.0));
            if la.is_none() {
                i.fail("latitude", "Latitude must be a number from -90 to 90, given with longitude");
            }
            if lo.is_none() {
                i.fail("longitude", "Longitude must be a number from -180 to 180, given with latitude");
            }
            Some(Some(Point { latitude: la?, longitude: lo? }))
        }
    }
}

/// The payment methods the business takes (business.json), as the app offers them.
pub fn payment_methods() -> Vec<&'static str> {
    crate::content::BUSINESS.payment_methods.iter().map(String::as_str).collect()
}

pub(crate) fn optional_text(i: &mut Input, key: &str, label: &str, max: usize) -> Option<Option<String>> {
    i.describe(key, label, json!({"type": ["string", "null"], "pattern": trimmed_length(0, max)}), false);
    match i.map.get(key)? {
        Value::Null => Some(None),
        Value::String(s) if s.trim().is_empty() => Some(None),
        Value::String(s) if s.trim().chars().count() <= max => Some(Some(s.trim().to_string())),
        Value::String(_) => {
            i.fail(key, format!("{} must be at most {max} characters", first_word(label)));
            None
        }
        _ => {
            i.fail(key, format!("{} must be text", first_word(label)));
            None
        }
    }
}

pub(crate) fn first_word(label: &str) -> &str {
    label.split(['.', ':']).next().unwrap_or(label)
}

pub(crate) fn payment_method(i: &mut Input) -> Option<Option<String>> {
    let methods = payment_methods();
    let mut allowed: Vec<Value> = methods.iter().map(|m| json!(m)).collect();
    allowed.extend([json!(""), Value::Null]);
    i.describe(
        "paymentMethod",
        "How the customer paid: one of the business's payment methods; null or blank clears it.",
        json!({"type": ["string", "null"], "enum": allowed}),
        false,
    );
    match i.map.get("paymentMethod")? {
        Value::Null => Some(None),
        Value::String(s) if s.is_empty() => Some(None),
        Value::String(s) if methods.contains(&s.as_str()) => Some(Some(s.clone())),
        _ => {
            i.fail("paymentMethod", format!("Payment method must be one of {}", methods.join(", ")));
            None
        }
    }
}

/// The dispatch fields of the owner's job changes.
pub fn assignment(i: &mut Input) -> Assignment {
    i.describe(
        "technician",
        "The username of the technician the job is assigned to; null or blank unassigns it.",
        json!({"type": ["string", "null"], "pattern": trimmed_length(0, 50)}),
        false,
    );
    let technician = match i.map.get("technician") {
        None => None,
        Some(Value::Null) => Some(None),
        Some(Value::String(s)) if s.trim().is_empty() => Some(None),
        Some(Value::String(s)) if s.trim().chars().count() <= 50 => Some(Some(s.trim().to_string())),
        Some(_) => {
            i.fail("technician", "Technician must be a technician's username");
            None
        }
    };
    Assignment {
        technician,
        position: position(i),
        payment_method: payment_method(i),
        cancel_reason: optional_text(
            i,
            "cancelReason",
            "Cancel reason: why the job was cancelled, at most 500 characters.",
            500,
        ),
    }
}
