//! Phone numbers, the two ways the server holds them: `Phone`, as a visitor
//! typed it on a form (checked by the forms' rule), and `E164`, as SMS
//! providers take it (+13865550123). A number typed on a form is read as
//! North American unless it starts with + (or the international prefix 011).
//! Shared below the features, so configuration checks its numbers without
//! naming messages.

/// A number in E.164 form, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct E164(String);

impl E164 {
    pub fn parse(text: &str) -> Option<E164> {
        let t = text.trim();
        if !t.chars().all(|c| c.is_ascii_digit() || " -().+".contains(c)) || t.chars().skip(1).any(|c| c == '+') {
            return None;
        }
        let digits: String = t.chars().filter(char::is_ascii_digit).collect();
        let international = if t.starts_with('+') { Some(digits.as_str()) } else { digits.strip_prefix("011") };
        match international {
            Some(rest) if rest.starts_with('1') => north_american(&rest[1..]),
            Some(rest) => (8..=15)
                .contains(&rest.len())
                .then(|| !rest.starts_with('0'))
                .and_then(|ok| ok.then(|| E164(format!("+{rest}")))),
            None => match digits.len() {
                10 => north_american(&digits),
                11 if digits.starts_with('1') => north_american(&digits[1..]),
                _ => None,
            },
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Ten digits of the North American plan: area code and exchange start with 2-9.
fn north_american(ten: &str) -> Option<E164> {
    let b = ten.as_bytes();
    (b.len() == 10 && (b'2'..=b'9').contains(&b[0]) && (b'2'..=b'9').contains(&b[3])).then(|| E164(format!("+1{ten}")))
}

/// A phone number with at least 10 digits, as the visitor typed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(pub(crate) String);

impl Phone {
    /// A number typed anywhere else than a lead form (the `roadside erase`
    /// command line): the forms' rule, digits, spaces and - ( ) . + with at
    /// least 10 digits. The error says what is wrong.
    pub fn parse(text: &str) -> Result<Phone, &'static str> {
        let s = text.trim();
        if !s.chars().all(|c| c.is_ascii_digit() || " -().+".contains(c)) {
            return Err("a phone number has only digits, spaces and - ( ) . +");
        }
        if s.chars().filter(char::is_ascii_digit).count() < 10 {
            return Err("a phone number has at least 10 digits");
        }
        Ok(Phone(s.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `stored` (a phone as a lead kept it, typed any way) is this
    /// number: both read as the same tel: URI, so "(386) 555-0123",
    /// "386.555.0123" and "+1 386 555 0123" are one number.
    pub fn is_number(&self, stored: &str) -> bool {
        Phone(stored.to_string()).tel_uri() == self.tel_uri()
    }

    /// The number as a tel: URI, assuming North America for 10 digits.
    pub fn tel_uri(&self) -> String {
        let digits: String = self.0.chars().filter(char::is_ascii_digit).collect();
        match digits.len() {
            10 => format!("tel:+1{digits}"),
            11 if digits.starts_with('1') => format!("tel:+{digits}"),
            _ if self.0.trim_start().starts_with('+') => format!("tel:+{digits}"),
            _ => format!("tel:{digits}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::E164;

    #[test]
    fn us_numbers_typed_any_way_read_as_one_e164_number() {
        for typed in
            ["(386) 555-0123", "386.555.0123", "386-555-0123", "13865550123", "+1 386 555 0123", "011 1 386 555 0123"]
        {
            assert_eq!(E164::parse(typed).map(|p| p.0), Some("+13865550123".into()), "{typed}");
        }
    }

    #[test]
    fn international_numbers_keep_their_country_code() {
        assert_eq!(E164::parse("+44 20 7946 0958").unwrap().as_str(), "+442079460958");
        assert_eq!(E164::parse("011 52 55 1234 5678").unwrap().as_str(), "+525512345678");
    }

    #[test]
    fn numbers_that_cannot_be_texted_are_refused() {
        for bad in [
            "555-0123",
            "(086) 555-0123",
            "386 055 0123",
            "+0 123 456 789",
            "12345678901234567",
            "386 555 0123 x12",
            "+1 386 555 012",
            "1+3865550123",
        ] {
            assert_eq!(E164::parse(bad), None, "{bad}");
        }
    }
}
