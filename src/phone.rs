//! Phone numbers, one type for every number the server holds. A `Phone` is
//! read once where it comes in (a form, a provider's webhook, the
//! configuration, a stored row) and keeps both what was typed, which is
//! stored and shown back, and, where the number can be rung or texted, its
//! E.164 form (+13865550123) that SMS and voice providers take. A number
//! typed without + is read as North American (or international after 011).
//! Shared below the features, so configuration checks its numbers without
//! naming messages.
use serde::{Deserialize, Deserializer};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone {
    typed: String,
    e164: Option<String>,
}

/// The characters a phone number may be typed with.
fn typed_with_phone_characters(s: &str) -> bool {
    s.chars().all(|c| c.is_ascii_digit() || " -().+".contains(c))
}

impl Phone {
    /// A number as received or stored, taken as it is (a hidden caller's
    /// "anonymous" included); `e164()` says whether it can be rung or texted.
    pub fn read(text: &str) -> Phone {
        Phone { typed: text.to_string(), e164: e164_of(text) }
    }

    /// A number typed anywhere else than a lead form (the `roadside erase`
    /// command line): the forms' rule, digits, spaces and - ( ) . + with at
    /// least 10 digits. The error says what is wrong.
    pub fn parse(text: &str) -> Result<Phone, &'static str> {
        let s = text.trim();
        if !typed_with_phone_characters(s) {
            return Err("a phone number has only digits, spaces and - ( ) . +");
        }
        if s.chars().filter(char::is_ascii_digit).count() < 10 {
            return Err("a phone number has at least 10 digits");
        }
        Ok(Phone::read(s))
    }

    /// A number that must be rung or texted (a provider's number, the
    /// configuration's, a caller's): None unless it reads as E.164.
    pub fn textable(text: &str) -> Option<Phone> {
        Some(Phone::read(text.trim())).filter(|p| p.e164.is_some())
    }

    /// As typed.
    pub fn as_str(&self) -> &str {
        &self.typed
    }

    /// The number as providers take it, where it reads as one.
    pub fn e164(&self) -> Option<&str> {
        self.e164.as_deref()
    }

    /// Whether `other` (as a lead kept it, typed any way) is this number:
    /// both read as the same tel: URI, so "(386) 555-0123", "386.555.0123"
    /// and "+1 386 555 0123" are one number.
    pub fn is_number(&self, other: &str) -> bool {
        Phone::read(other).tel_uri() == self.tel_uri()
    }

    /// The number as a tel: URI, assuming North America for 10 digits.
    pub fn tel_uri(&self) -> String {
        let digits: String = self.typed.chars().filter(char::is_ascii_digit).collect();
        match digits.len() {
            10 => format!("tel:+1{digits}"),
            11 if digits.starts_with('1') => format!("tel:+{digits}"),
            _ if self.typed.trim_start().starts_with('+') => format!("tel:+{digits}"),
            _ => format!("tel:{digits}"),
        }
    }
}

/// The E.164 form of a number typed any way, if it has one.
fn e164_of(text: &str) -> Option<String> {
    let t = text.trim();
    if !typed_with_phone_characters(t) || t.chars().skip(1).any(|c| c == '+') {
        return None;
    }
    let digits: String = t.chars().filter(char::is_ascii_digit).collect();
    let international = if t.starts_with('+') { Some(digits.as_str()) } else { digits.strip_prefix("011") };
    match international {
        Some(rest) if rest.starts_with('1') => north_american(&rest[1..]),
        Some(rest) => ((8..=15).contains(&rest.len()) && !rest.starts_with('0')).then(|| format!("+{rest}")),
        None => match digits.len() {
            10 => north_american(&digits),
            11 if digits.starts_with('1') => north_american(&digits[1..]),
            _ => None,
        },
    }
}

/// Ten digits of the North American plan: area code and exchange start with 2-9.
fn north_american(ten: &str) -> Option<String> {
    let b = ten.as_bytes();
    (b.len() == 10 && (b'2'..=b'9').contains(&b[0]) && (b'2'..=b'9').contains(&b[3])).then(|| format!("+1{ten}"))
}

// Stored as typed; a stored number is read back as a `Phone`, so a row
// carries its E.164 form without its reader parsing the text again.
impl rusqlite::ToSql for Phone {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        self.typed.to_sql()
    }
}

impl<'de> Deserialize<'de> for Phone {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Phone, D::Error> {
        String::deserialize(d).map(|s| Phone::read(&s))
    }
}

#[cfg(test)]
mod tests {
    use super::Phone;

    fn e164(typed: &str) -> Option<String> {
        Phone::read(typed).e164().map(str::to_string)
    }

    #[test]
    fn us_numbers_typed_any_way_read_as_one_e164_number() {
        for typed in
            ["(386) 555-0123", "386.555.0123", "386-555-0123", "13865550123", "+1 386 555 0123", "011 1 386 555 0123"]
        {
            assert_eq!(e164(typed).as_deref(), Some("+13865550123"), "{typed}");
        }
    }

    #[test]
    fn international_numbers_keep_their_country_code() {
        assert_eq!(e164("+44 20 7946 0958").as_deref(), Some("+442079460958"));
        assert_eq!(e164("011 52 55 1234 5678").as_deref(), Some("+525512345678"));
    }

    #[test]
    fn numbers_that_cannot_be_texted_have_no_e164_form() {
        for bad in [
            "555-0123",
            "(086) 555-0123",
            "386 055 0123",
            "+0 123 456 789",
            "12345678901234567",
            "386 555 0123 x12",
            "+1 386 555 012",
            "1+3865550123",
            "anonymous",
        ] {
            assert_eq!(e164(bad), None, "{bad}");
            assert_eq!(Phone::textable(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_number_keeps_what_was_typed_beside_its_e164_form() {
        let p = Phone::parse(" (386) 555-0123 ").unwrap();
        assert_eq!((p.as_str(), p.e164()), ("(386) 555-0123", Some("+13865550123")));
        let read: Phone = serde_json::from_str("\"386.555.0123\"").unwrap();
        assert_eq!((read.as_str(), read.e164()), ("386.555.0123", Some("+13865550123")));
    }
}
