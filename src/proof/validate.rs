//! The rules of proof's fields: a photo's facts (in the query string, the
//! photo itself being the body), a tick, a waiver and a signature.
use crate::content::BUSINESS;
use crate::validation::{FieldErrors, Input, instant_pattern, is_instant};
use serde_json::{Map, Value, json};

/// The phone's key for a photo or a signature: sent again, it is not kept twice.
const CLIENT_REF: &str = "[A-Za-z0-9_-]{8,64}";

fn client_ref(i: &mut Input) -> Option<String> {
    i.describe(
        "clientRef",
        "An id the app made for this item (8 to 64 letters, digits, - or _): sent again, it is not kept twice.",
        json!({"type": "string", "pattern": format!("^{CLIENT_REF}$")}),
        true,
    );
    let s = i.raw_text("clientRef", "clientRef").unwrap_or("");
    let ok = (8..=64).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !ok {
        i.fail("clientRef", "clientRef must be 8 to 64 letters, digits, - or _");
        return None;
    }
    Some(s.to_string())
}

/// When the phone took or drew it: an RFC 3339 time.
fn taken_at(i: &mut Input, key: &str, label: &str) -> Option<String> {
    i.describe(key, label, json!({"type": "string", "pattern": instant_pattern()}), true);
    let s = i.raw_text(key, label).unwrap_or("").trim();
    if !is_instant(s) {
        i.fail(key, format!("{label} must be a time like 2026-11-27T14:05:00Z"));
        return None;
    }
    Some(s.to_string())
}

/// Where the phone was, when it knew: both or neither, in degrees. A query
/// string carries them as text, a JSON body as numbers: both are read.
fn position(i: &mut Input) -> Option<Option<(f64, f64)>> {
    let read = |v: Option<&Value>, max: f64| -> Option<Option<f64>> {
        match v {
            None | Some(Value::Null) => Some(None),
            Some(Value::String(s)) if s.trim().is_empty() => Some(None),
            Some(Value::String(s)) => {
                s.trim().parse::<f64>().ok().filter(|n| n.is_finite() && n.abs() <= max).map(Some)
            }
            Some(v) => v.as_f64().filter(|n| n.is_finite() && n.abs() <= max).map(Some),
        }
    };
    // A number, or nothing (null or ""): the phone may not know where it is.
    let degrees = |max: i64| json!({"anyOf": [{"type": "number", "minimum": -max, "maximum": max}, {"type": "string", "maxLength": 0}, {"type": "null"}]});
    i.describe("latitude", "Degrees, -90 to 90 (where the phone was).", degrees(90), false);
    i.describe("longitude", "Degrees, -180 to 180.", degrees(180), false);
    let lat = read(i.map.get("latitude"), 90.0);
    let lon = read(i.map.get("longitude"), 180.0);
    if lat.is_none() {
        i.fail("latitude", "Latitude must be a number from -90 to 90");
    }
    if lon.is_none() {
        i.fail("longitude", "Longitude must be a number from -180 to 180");
    }
    match (lat?, lon?) {
        (Some(a), Some(b)) => Some(Some((a, b))),
        (None, None) => Some(None),
        (Some(_), None) => {
            i.fail("longitude", "Longitude must come with the latitude");
            None
        }
        (None, Some(_)) => {
            i.fail("latitude", "Latitude must come with the longitude");
            None
        }
    }
}

/// The checklist key a photo is filed under, or `other`.
fn item(i: &mut Input) -> Option<String> {
    i.describe(
        "item",
        "The checklist item the photo shows (content file, proof), or `other`.",
        json!({"type": "string", "pattern": "^[a-z0-9-]{1,40}$"}),
        true,
    );
    let s = i.raw_text("item", "Item").unwrap_or("");
    if s != "other" && !BUSINESS.proof.knows(s) {
        i.fail("item", "Item must be one of the checklist's items, or other");
        return None;
    }
    Some(s.to_string())
}

/// A photo's facts, from the query string of POST /api/tech/jobs/{id}/photos.
#[derive(Debug)]
pub struct PhotoFacts {
    pub item: String,
    pub taken_at: String,
    pub position: Option<(f64, f64)>,
    pub client_ref: String,
}

pub fn photo_facts_fields(i: &mut Input) -> Option<PhotoFacts> {
    let item = item(i);
    let taken_at = taken_at(i, "takenAt", "takenAt");
    let position = position(i);
    let client_ref = client_ref(i);
    Some(PhotoFacts { item: item?, taken_at: taken_at?, position: position?, client_ref: client_ref? })
}

pub fn photo_facts(map: &Map<String, Value>) -> Result<PhotoFacts, FieldErrors> {
    crate::validation::parse_with(map, photo_facts_fields)
}

/// A tick of a checklist item (or its taking back).
#[derive(Debug)]
pub struct Tick {
    pub item: String,
    pub ticked: bool,
}

pub fn tick_fields(i: &mut Input) -> Option<Tick> {
    let item = item(i);
    let ticked =
        i.flag("ticked", "true to tick the item, false to take the tick back.", "ticked must be true or false");
    Some(Tick { item: item?, ticked })
}

pub fn tick(map: &Map<String, Value>) -> Result<Tick, FieldErrors> {
    crate::validation::parse_with(map, tick_fields)
}

/// The owner's waiver of an item.
#[derive(Debug)]
pub struct Waiver {
    pub item: String,
    pub reason: String,
}

pub fn waiver_fields(i: &mut Input) -> Option<Waiver> {
    let item = item(i);
    let reason =
        i.required("reason", "Why the item is not needed (kept in the audit trail).", 500, 3, "Say why it is waived");
    Some(Waiver { item: item?, reason })
}

pub fn waiver(map: &Map<String, Value>) -> Result<Waiver, FieldErrors> {
    crate::validation::parse_with(map, waiver_fields)
}

/// The owner's choice of a work photo for the customer's invoice page.
pub fn on_invoice_fields(i: &mut Input) -> Option<bool> {
    Some(i.flag(
        "onInvoice",
        "true to show the photo on the customer's invoice page, false to take it off.",
        "onInvoice must be true or false",
    ))
}

pub fn on_invoice(map: &Map<String, Value>) -> Result<bool, FieldErrors> {
    crate::validation::parse_with(map, on_invoice_fields)
}

/// The box the drawing's points are in, and how much of one is kept.
pub const SIGN_WIDTH: i64 = 1000;
pub const SIGN_HEIGHT: i64 = 400;
const MAX_STROKES: usize = 200;
const MAX_POINTS: usize = 5000;

/// The customer's signature.
#[derive(Debug)]
pub struct NewSignature {
    pub name: String,
    /// The drawing, as compact JSON: strokes of [x, y] whole numbers.
    pub strokes: String,
    pub amount_cents: i64,
    pub signed_at: String,
    pub position: Option<(f64, f64)>,
    pub client_ref: String,
}

fn strokes(i: &mut Input) -> Option<String> {
    i.describe(
        "strokes",
        "The drawing: up to 200 strokes, 5,000 points in all, each point [x, y] in a 1000 x 400 box.",
        json!({"type": "array", "minItems": 1, "maxItems": MAX_STROKES,
            "items": {"type": "array", "minItems": 1,
                "items": {"type": "array", "minItems": 2, "maxItems": 2,
                    "items": {"type": "integer", "minimum": 0, "maximum": SIGN_WIDTH}}}}),
        true,
    );
    let bad = "strokes must be a drawing: lists of [x, y] points within 1000 x 400";
    let Some(Value::Array(list)) = i.map.get("strokes") else {
        i.fail("strokes", "The customer must sign in the box");
        return None;
    };
    let mut points = 0;
    let mut out: Vec<Vec<[i64; 2]>> = Vec::new();
    for stroke in list {
        let Some(stroke) = stroke.as_array().filter(|s| !s.is_empty()) else {
            i.fail("strokes", bad);
            return None;
        };
        let mut kept = Vec::with_capacity(stroke.len());
        for p in stroke {
            let xy = p.as_array().filter(|p| p.len() == 2).and_then(|p| Some((p[0].as_i64()?, p[1].as_i64()?)));
            match xy {
                Some((x, y)) if (0..=SIGN_WIDTH).contains(&x) && (0..=SIGN_HEIGHT).contains(&y) => kept.push([x, y]),
                _ => {
                    i.fail("strokes", bad);
                    return None;
                }
            }
        }
        points += kept.len();
        out.push(kept);
    }
    if out.is_empty() || out.len() > MAX_STROKES || points > MAX_POINTS {
        i.fail("strokes", if out.is_empty() { "The customer must sign in the box" } else { bad });
        return None;
    }
    // A tap is not a signature: it needs some length.
    if points < 5 {
        i.fail("strokes", "The signature is too short: ask the customer to sign their name");
        return None;
    }
    serde_json::to_string(&out).ok()
}

pub fn signature_fields(i: &mut Input) -> Option<NewSignature> {
    let name =
        i.required("name", "The customer's name, typed under the signature.", 100, 2, "Type the customer's name");
    let strokes = strokes(i);
    let amount = i.cents("amountCents", "amountCents", "The amount shown when they signed", 0, 100_000_000, true);
    let signed_at = taken_at(i, "signedAt", "signedAt");
    let position = position(i);
    let client_ref = client_ref(i);
    Some(NewSignature {
        name,
        strokes: strokes?,
        amount_cents: amount?,
        signed_at: signed_at?,
        position: position?,
        client_ref: client_ref?,
    })
}

pub fn signature(map: &Map<String, Value>) -> Result<NewSignature, FieldErrors> {
    crate::validation::parse_with(map, signature_fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(v: Value) -> Map<String, Value> {
        v.as_object().unwrap().clone()
    }

    #[test]
    fn a_photo_needs_a_known_item_a_time_and_a_key_and_a_position_whole() {
        let ok = photo_facts(&map(json!({"item": "photo-id", "takenAt": "2026-11-27T14:05:00Z",
            "latitude": "30.33", "longitude": "-81.65", "clientRef": "abcdefgh12"})))
        .unwrap();
        assert_eq!(ok.position, Some((30.33, -81.65)));
        let bad = photo_facts(&map(json!({"item": "selfie", "takenAt": "yesterday", "latitude": "30.3",
            "clientRef": "x"})))
        .unwrap_err();
        for field in ["item", "takenAt", "longitude", "clientRef"] {
            assert!(bad.contains_key(field), "{field}: {bad:?}");
        }
    }

    #[test]
    fn a_signature_is_points_in_the_box_and_a_dot_is_not_one() {
        let good = json!({"name": "Dana Driver", "amountCents": 12840, "signedAt": "2026-11-27T14:05:00Z",
            "clientRef": "sig-000001", "strokes": [[[10, 10], [20, 30], [40, 35], [60, 20], [80, 50]]]});
        let s = signature(&map(good.clone())).unwrap();
        assert_eq!(s.amount_cents, 12840);
        let mut outside = good.clone();
        outside["strokes"] = json!([[[10, 10], [20, 900]]]);
        assert!(signature(&map(outside)).unwrap_err().contains_key("strokes"));
        let mut dot = good;
        dot["strokes"] = json!([[[10, 10]]]);
        assert!(signature(&map(dot)).unwrap_err().contains_key("strokes"));
    }
}
