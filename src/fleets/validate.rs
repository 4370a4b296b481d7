//! The rules of a fleet account's fields: the fleet, its units (with the VIN's
//! check digit) and its requesters. Untrusted fields in, checked types out;
//! the UI runs the same rules (ui/src/features/fleets/schemas.ts) and
//! tests/cases/fleets.json holds the cases both sides are checked against.
use crate::lists::{FLEET_TERMS, PO_RULES, UNIT_TYPES};
use crate::phone::Phone;
use crate::validation::{Input, email_pattern, looks_like_email};
use serde_json::{Value, json};

/// A not-to-exceed approval limit: at most $1,000,000.
pub const MAX_LIMIT_CENTS: i64 = 100_000_000;

#[derive(Debug, Clone, PartialEq)]
pub struct NewFleet {
    pub name: String,
    pub billing_contact: String,
    pub billing_email: String,
    pub address: String,
    pub terms: String,
    pub tax_exempt: bool,
    pub tax_certificate: Option<String>,
    pub po_rule: String,
    /// None: no limit.
    pub approval_limit_cents: Option<i64>,
    pub credit_hold: bool,
    pub notes: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct NewUnit {
    pub unit_number: String,
    pub vin: Option<Vin>,
    pub plate: Option<String>,
    pub plate_state: Option<String>,
    pub year: Option<i64>,
    pub make: Option<String>,
    pub model: Option<String>,
    pub unit_type: String,
}

#[derive(Debug, Clone, PartialEq)]
pub struct NewRequester {
    pub name: String,
    pub phone: Option<Phone>,
    pub email: Option<String>,
}

/// A vehicle identification number: 17 characters, no I, O or Q, whose 9th
/// character is the check digit of the others (49 CFR 565.15).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Vin(String);

/// Each character's value in the check-digit sum.
fn transliterate(c: char) -> Option<u32> {
    Some(match c {
        '0'..='9' => c.to_digit(10)?,
        'A' | 'J' => 1,
        'B' | 'K' | 'S' => 2,
        'C' | 'L' | 'T' => 3,
        'D' | 'M' | 'U' => 4,
        'E' | 'N' | 'V' => 5,
        'F' | 'W' => 6,
        'G' | 'P' | 'X' => 7,
        'H' | 'Y' => 8,
        'R' | 'Z' => 9,
        _ => return None,
    })
}

const WEIGHTS: [u32; 17] = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

impl Vin {
    /// Upper case, spaces and dashes dropped; the error is the sentence shown.
    pub fn parse(text: &str) -> Result<Vin, String> {
        let v: String = text.chars().filter(|c| !matches!(c, ' ' | '-')).collect::<String>().to_ascii_uppercase();
        if v.chars().count() != 17 {
            return Err(format!("VIN must be 17 characters (this one has {})", v.chars().count()));
        }
        if v.chars().any(|c| matches!(c, 'I' | 'O' | 'Q')) {
            return Err("VIN cannot contain the letters I, O or Q (they read as 1 and 0)".into());
        }
        let values: Option<Vec<u32>> = v.chars().map(transliterate).collect();
        let Some(values) = values else {
            return Err("VIN has only letters and digits".into());
        };
        let sum: u32 = values.iter().zip(WEIGHTS).map(|(v, w)| v * w).sum();
        let check = match sum % 11 {
            10 => 'X',
            n => char::from_digit(n, 10).unwrap_or('0'),
        };
        if v.chars().nth(8) != Some(check) {
            return Err("VIN check digit (the 9th character) does not match: a character is mistyped".into());
        }
        Ok(Vin(v))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl rusqlite::ToSql for Vin {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        self.0.to_sql()
    }
}

/// POST /api/fleets and PATCH /api/fleets/{id}: the whole fleet.
pub fn fleet(i: &mut Input) -> Option<NewFleet> {
    let name = i.required("name", "Company name", 100, 1, "Company name is required");
    let billing_contact = i.required("billingContact", "Billing contact", 100, 1, "Billing contact is required");
    let billing_email = email(i, "billingEmail", "Billing email, where statements go.", true).unwrap_or_default();
    let address = i.text("address", "Address", 300);
    let terms = i.one_of(
        "terms",
        "Payment terms: due on receipt, net 15 or net 30.",
        &FLEET_TERMS,
        "Terms must be receipt, net15 or net30",
    );
    let tax_exempt = i.flag("taxExempt", "No sales tax on this fleet's invoices.", "Tax-exempt must be true or false");
    let tax_certificate = i.optional("taxCertificate", "Certificate number", 50);
    if tax_exempt && tax_certificate.is_none() {
        i.fail("taxCertificate", "A tax-exempt fleet needs its certificate number");
    }
    // Not exempt, or a certificate that is not blank by the server's notion
    // of blank (Rust's trim, not the regex dialect's `\S`). An anyOf, not
    // if/then: the OpenAPI document keeps only the keywords utoipa knows,
    // and an if/then came out as an empty schema that allowed anything.
    // Every branch and property typed: utoipa keeps an untyped one's
    // `enum` and `required` no more than an if/then.
    i.describe_together(json!({"anyOf": [
        {"type": "object", "properties": {"taxExempt": {"type": ["boolean", "string", "null"], "enum": [false, "", null]}}},
        {"type": "object", "required": ["taxCertificate"],
            "properties": {"taxCertificate": {"type": "string", "pattern": crate::validation::trimmed_length(1, 50)}}}
    ]}));
    let po_rule = i.one_of(
        "poRule",
        "When a purchase order number is needed: none, before work, or on the invoice (after).",
        &PO_RULES,
        "PO rule must be none, before or after",
    );
    let approval_limit_cents = if i.is_describing() || i.given("approvalLimitCents").is_some() {
        i.cents(
            "approvalLimitCents",
            "Approval limit",
            "Work above this many cents needs the fleet's approval first; left out: no limit.",
            0,
            MAX_LIMIT_CENTS,
            false,
        )
    } else {
        None
    };
    let credit_hold =
        i.flag("creditHold", "On credit hold: payment is collected on site.", "Credit hold must be true or false");
    let notes = i.text("notes", "Notes", 2000);
    Some(NewFleet {
        name,
        billing_contact,
        billing_email,
        address,
        terms,
        tax_exempt,
        tax_certificate: tax_certificate.filter(|_| tax_exempt),
        po_rule,
        approval_limit_cents,
        credit_hold,
        notes,
    })
}

/// An email field (`label` its description): name@domain.tld, at most 254 characters.
pub fn email(i: &mut Input, key: &str, label: &str, required: bool) -> Option<String> {
    let schema = if required {
        json!({"type": "string", "maxLength": 254, "pattern": email_pattern()})
    } else {
        // Each branch typed: an untyped {"pattern"} or a {"const"} comes out of
        // the OpenAPI document as an empty schema that allows anything.
        json!({"anyOf": [
            {"type": "string", "maxLength": 254, "pattern": email_pattern()},
            {"type": "string", "pattern": crate::validation::trimmed("", true)},
            {"type": "null"}
        ]})
    };
    i.describe(key, label, schema, required);
    let s = i.raw_text(key, "Email").unwrap_or("").trim().to_string();
    if s.is_empty() {
        if required {
            i.fail(key, "Email is required");
        }
        return None;
    }
    if s.chars().count() > 254 || !looks_like_email(&s) {
        i.fail(key, "Please enter a valid email address");
        return None;
    }
    Some(s)
}

/// A unit of the fleet (POST /api/fleets/{id}/units, and each row of an import).
pub fn unit(i: &mut Input) -> Option<NewUnit> {
    let unit_number = i.required("unitNumber", "Unit number", 30, 1, "Unit number is required");
    i.describe(
        "vin",
        "17 characters, the 9th its check digit; no I, O or Q.",
        json!({"type": ["string", "null"], "maxLength": 30}),
        false,
    );
    let vin = match i.raw_text("vin", "VIN").map(str::trim).filter(|v| !v.is_empty()) {
        None => None,
        Some(v) if v.chars().count() > 30 => {
            i.fail("vin", "VIN must be 17 characters");
            None
        }
        Some(v) => match Vin::parse(v) {
            Ok(vin) => Some(vin),
            Err(message) => {
                i.fail("vin", message);
                None
            }
        },
    };
    let plate = i.optional("plate", "Plate", 12).map(|p| p.to_ascii_uppercase());
    let plate_state = i.optional("plateState", "Plate state", 2).map(|s| s.to_ascii_uppercase());
    if plate_state.as_deref().is_some_and(|s| s.len() != 2 || !s.chars().all(|c| c.is_ascii_alphabetic())) {
        i.fail("plateState", "Plate state is two letters, such as FL");
    }
    let year = match i.given("year") {
        None => None,
        Some(v) => {
            let n = match v {
                Value::Number(n) => n.as_i64(),
                Value::String(s) => s.trim().parse::<i64>().ok(),
                _ => None,
            };
            match n.filter(|y| (1950..=2100).contains(y)) {
                Some(y) => Some(y),
                None => {
                    i.fail("year", "Year must be from 1950 to 2100");
                    None
                }
            }
        }
    };
    i.describe(
        "year",
        "Model year, 1950 to 2100.",
        json!({"anyOf": [{"type": "integer", "minimum": 1950, "maximum": 2100}, {"type": "string", "pattern": crate::validation::trimmed("19[5-9][0-9]|20[0-9][0-9]|2100", false)}, {"type": "string", "maxLength": 0}, {"type": "null"}]}),
        false,
    );
    let make = i.optional("make", "Make", 40);
    let model = i.optional("model", "Model", 40);
    let unit_type = i.one_of(
        "unitType",
        "tractor, trailer, box-truck, van, pickup, car or other.",
        &UNIT_TYPES,
        "Type must be tractor, trailer, box-truck, van, pickup, car or other",
    );
    Some(NewUnit { unit_number, vin, plate, plate_state, year, make, model, unit_type })
}

/// A person who may order work for the fleet: a phone, an email, or both.
pub fn requester(i: &mut Input) -> Option<NewRequester> {
    let name = i.required("name", "Name", 100, 1, "Name is required");
    i.describe(
        "phone",
        "Their phone: at least 10 digits; digits, spaces and - ( ) . + only.",
        json!({"type": ["string", "null"], "maxLength": 30, "pattern": "^$|^[0-9 ().+-]*$"}),
        false,
    );
    let phone = match i.raw_text("phone", "Phone").map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(p) if p.chars().count() > 30 => {
            i.fail("phone", "Phone number must be at most 30 characters");
            None
        }
        Some(p) => match Phone::parse(p) {
            Ok(p) => Some(p),
            Err(_) => {
                i.fail("phone", "Please enter a valid phone number");
                None
            }
        },
    };
    let email = email(i, "email", "Their email.", false);
    if phone.is_none() && email.is_none() && !i.errors.contains_key("phone") && !i.errors.contains_key("email") {
        i.fail("phone", "A phone number or an email is needed to know their requests");
    }
    Some(NewRequester { name, phone, email })
}

crate::described_body!(FleetBody, "A fleet account: company, billing, terms, PO rule, limit and hold.", |i| fleet(i));
crate::described_body!(UnitBody, "A unit of a fleet.", |i| unit(i));
crate::described_body!(RequesterBody, "A person who may order work for the fleet.", |i| requester(i));

pub use crate::validation::parse_with;

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Map;

    #[test]
    fn valid_vins_pass_their_check_digit() {
        for vin in ["1M8GDM9AXKP042788", "1HGCM82633A004352", "11111111111111111"] {
            assert_eq!(Vin::parse(vin).map(|v| v.0), Ok(vin.to_string()), "{vin}");
        }
        assert_eq!(Vin::parse(" 1hgcm82633a-004352 ").unwrap().as_str(), "1HGCM82633A004352");
    }

    #[test]
    fn one_wrong_character_fails_the_check_digit() {
        let err = Vin::parse("1HGCM82633A004353").unwrap_err();
        assert!(err.contains("check digit"), "{err}");
        assert!(Vin::parse("1M8GDM9A1KP042788").unwrap_err().contains("check digit"));
    }

    #[test]
    fn vins_with_i_o_or_q_or_the_wrong_length_are_refused() {
        for bad in ["1HGCM82633I004352", "1HGCM82633O004352", "1HGCM82633Q004352"] {
            assert!(Vin::parse(bad).unwrap_err().contains("I, O or Q"), "{bad}");
        }
        assert!(Vin::parse("1HGCM82633A00435").unwrap_err().contains("17 characters"));
        assert!(Vin::parse("1HGCM82633A00435!").unwrap_err().contains("letters and digits"));
    }

    #[test]
    fn the_shared_fleet_cases_hold_on_the_server() {
        let ran =
            crate::validation::shared_cases::run(include_str!("../../tests/cases/fleets.json"), |schema, input| {
                let read = match schema {
                    "fleet" => |m: &Map<String, Value>| parse_with(m, fleet).map(|_| ()),
                    "unit" => |m: &Map<String, Value>| parse_with(m, unit).map(|_| ()),
                    "requester" => |m: &Map<String, Value>| parse_with(m, requester).map(|_| ()),
                    _ => return None,
                };
                Some(read(input))
            });
        assert!(ran >= 10, "{ran} cases ran");
    }
}
