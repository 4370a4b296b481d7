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

/// How the customer signed: the kind is kept beside the signature, so a
/// typed name is never shown as a drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SignatureKind {
    /// Drawn with a finger in the box.
    Drawn,
    /// Their full name typed (for someone who cannot draw: keyboard, switch
    /// access, a screen reader, a shaking hand).
    Typed,
}

impl SignatureKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SignatureKind::Drawn => "drawn",
            SignatureKind::Typed => "typed",
        }
    }
}

/// The mark itself: a drawing, or a typed name (never both).
#[derive(Debug, PartialEq, Eq)]
pub enum Mark {
    /// The drawing, as compact JSON: strokes of [x, y] whole numbers.
    Drawn { strokes: String },
    /// The name as typed, trimmed (1 to 100 characters).
    Typed { text: String },
}

impl Mark {
    pub fn kind(&self) -> SignatureKind {
        match self {
            Mark::Drawn { .. } => SignatureKind::Drawn,
            Mark::Typed { .. } => SignatureKind::Typed,
        }
    }
}

/// The customer's signature.
#[derive(Debug)]
pub struct NewSignature {
    pub name: String,
    pub mark: Mark,
    pub amount_cents: i64,
    pub signed_at: String,
    pub position: Option<(f64, f64)>,
    pub client_ref: String,
}

/// The longest typed signature.
pub const MAX_TYPED: usize = 100;

/// `kind`: drawn (also when left out: the app's queue may hold signatures
/// made before typing was possible) or typed.
fn kind(i: &mut Input) -> Option<SignatureKind> {
    let kind = i.optional_one_of(
        "kind",
        "drawn (strokes; also when left out) or typed (the name typed, for one who cannot draw).",
        &["drawn", "typed"],
        "kind must be drawn or typed",
    );
    match kind.as_deref() {
        None | Some("drawn") => Some(SignatureKind::Drawn),
        Some("typed") => Some(SignatureKind::Typed),
        Some(_) => None,
    }
}

/// `typed`: the signature as typed, for a typed one (none for a drawn one).
fn typed(i: &mut Input, kind: Option<SignatureKind>) -> Option<Option<String>> {
    i.describe(
        "typed",
        "A typed signature: the customer's full name as they typed it (1 to 100 characters).",
        json!({"type": ["string", "null"], "pattern": crate::validation::trimmed_length(0, MAX_TYPED)}),
        false,
    );
    let raw = match i.map.get("typed") {
        None | Some(Value::Null) => None,
        Some(_) => Some(i.raw_text("typed", "typed")?),
    };
    let text = raw.unwrap_or("").trim();
    let given = (!text.is_empty()).then(|| text.to_string());
    match (kind, given) {
        (_, Some(t)) if t.chars().count() > MAX_TYPED => {
            i.fail("typed", format!("The typed signature must be at most {MAX_TYPED} characters"));
            None
        }
        (Some(SignatureKind::Drawn), Some(_)) => {
            i.fail("typed", "A drawn signature has no typed name: send kind typed without strokes");
            None
        }
        (_, given) => Some(given),
    }
}

fn strokes(i: &mut Input) -> Option<String> {
    // Required for a drawn signature (the rule across fields says so); a typed
    // one has none (absent, null or "").
    i.describe(
        "strokes",
        "A drawn signature: up to 200 strokes, 5,000 points in all, each point [x, y] in a 1000 x 400 box.",
        json!({"anyOf": [
            {"type": "array", "minItems": 1, "maxItems": MAX_STROKES,
                "items": {"type": "array", "minItems": 1,
                    "items": {"type": "array", "minItems": 2, "maxItems": 2,
                        "items": {"type": "integer", "minimum": 0, "maximum": SIGN_WIDTH}}}},
            {"type": "string", "maxLength": 0},
            {"type": "null"}]}),
        false,
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
    let kind = kind(i);
    let typed = typed(i, kind);
    let mark = match kind {
        Some(SignatureKind::Drawn) => strokes(i).map(|strokes| Mark::Drawn { strokes }),
        Some(SignatureKind::Typed) => typed_mark(i, typed),
        None => None,
    };
    // Drawn needs its strokes; typed its text and no strokes.
    i.describe_together(json!({"anyOf": [
        {"type": "object", "required": ["strokes"],
            "properties": {"kind": {"type": ["string", "null"], "enum": ["drawn", "", null]}}},
        {"type": "object", "required": ["kind", "typed"], "properties": {
            "kind": {"type": "string", "enum": ["typed"]},
            "typed": {"type": "string", "pattern": crate::validation::trimmed_length(1, MAX_TYPED)}}},
    ]}));
    let amount = i.cents("amountCents", "amountCents", "The amount shown when they signed", 0, 100_000_000, true);
    let signed_at = taken_at(i, "signedAt", "signedAt");
    let position = position(i);
    let client_ref = client_ref(i);
    Some(NewSignature {
        name,
        mark: mark?,
        amount_cents: amount?,
        signed_at: signed_at?,
        position: position?,
        client_ref: client_ref?,
    })
}

/// A typed signature: its text, and no drawing.
fn typed_mark(i: &mut Input, typed: Option<Option<String>>) -> Option<Mark> {
    if i.given("strokes").is_some() {
        i.fail("strokes", "A typed signature has no drawing: leave strokes out");
        return None;
    }
    match typed? {
        Some(text) => Some(Mark::Typed { text }),
        None => {
            i.fail("typed", "Type your full name to sign");
            None
        }
    }
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

    #[test]
    fn a_typed_signature_is_its_text_and_no_drawing() {
        let typed = json!({"name": "Dana Driver", "kind": "typed", "typed": "  Dana Driver ", "amountCents": 12840,
            "signedAt": "2026-11-27T14:05:00Z", "clientRef": "sig-000002"});
        let s = signature(&map(typed.clone())).unwrap();
        assert_eq!(s.mark, Mark::Typed { text: "Dana Driver".into() });
        // Left out, the kind is drawn: a queued signature from before typing still signs.
        let drawn = json!({"name": "Dana Driver", "amountCents": 1, "signedAt": "2026-11-27T14:05:00Z",
            "clientRef": "sig-000003", "strokes": [[[10, 10], [20, 30], [40, 35], [60, 20], [80, 50]]], "typed": ""});
        assert_eq!(signature(&map(drawn)).unwrap().mark.kind(), SignatureKind::Drawn);
        let mut odd = typed;
        odd["kind"] = json!("stamped");
        assert!(signature(&map(odd)).unwrap_err().contains_key("kind"));
    }

    #[test]
    fn the_shared_signature_cases_hold_on_the_server() {
        let ran =
            crate::validation::shared_cases::run(include_str!("../../tests/cases/signatures.json"), |schema, input| {
                // The app adds the amount, the time and the key; the cases are the form's.
                let mut body =
                    map(json!({"amountCents": 12840, "signedAt": "2026-11-27T14:05:00Z", "clientRef": "sig-000001"}));
                body.extend(input.clone());
                (schema == "typedSignature").then(|| signature(&body).map(|_| ()))
            });
        assert!(ran >= 8, "{ran} cases ran");
    }
}
