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

/// The area codes a text or a call may go to without the owner listing
/// them: every geographic area code of the United States (the 50 states and
/// DC) and of Canada, and the toll-free codes (800, 833, 844, 855, 866, 877,
/// 888). Left out, so reached only through `[outbound]
/// allowed_destinations`: the other countries and territories of the North
/// American plan (the Caribbean, Bermuda, Puerto Rico, Guam...: a +1 number
/// that costs like an international one, the classic toll-fraud route),
/// premium 900, personal 5XX and the other non-geographic codes. Taken from
/// libphonenumber's metadata (9.0.43, regions US and CA, fixed-line and
/// mobile numbers, and toll-free); a US area code opened after that is
/// reached by listing it ("+1NPA") until it is added here. Sorted.
const HOME_AREA_CODES: &[u16] = &[
    201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217, 218, 219, 220, 223, 224, 225, 226,
    227, 228, 229, 231, 234, 235, 236, 239, 240, 248, 249, 250, 251, 252, 253, 254, 256, 257, 260, 262, 263, 267, 269,
    270, 272, 273, 274, 276, 279, 281, 283, 289, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 312, 313, 314, 315,
    316, 317, 318, 319, 320, 321, 323, 324, 325, 326, 327, 329, 330, 331, 332, 334, 336, 337, 339, 341, 343, 346, 347,
    350, 351, 352, 353, 354, 360, 361, 363, 364, 365, 367, 368, 369, 380, 382, 385, 386, 401, 402, 403, 404, 405, 406,
    407, 408, 409, 410, 412, 413, 414, 415, 416, 417, 418, 419, 423, 424, 425, 428, 430, 431, 432, 434, 435, 437, 438,
    440, 442, 443, 445, 447, 448, 450, 458, 463, 464, 468, 469, 470, 472, 474, 475, 478, 479, 480, 484, 501, 502, 503,
    504, 505, 506, 507, 508, 509, 510, 512, 513, 514, 515, 516, 517, 518, 519, 520, 530, 531, 534, 539, 540, 541, 548,
    551, 557, 559, 561, 562, 563, 564, 567, 570, 571, 572, 573, 574, 575, 579, 580, 581, 582, 584, 585, 586, 587, 601,
    602, 603, 604, 605, 606, 607, 608, 609, 610, 612, 613, 614, 615, 616, 617, 618, 619, 620, 623, 626, 628, 629, 630,
    631, 636, 639, 640, 641, 645, 646, 647, 650, 651, 656, 657, 659, 660, 661, 662, 667, 669, 672, 678, 680, 681, 682,
    683, 686, 689, 701, 702, 703, 704, 705, 706, 707, 708, 709, 712, 713, 714, 715, 716, 717, 718, 719, 720, 724, 725,
    726, 727, 728, 730, 731, 732, 734, 737, 738, 740, 742, 743, 747, 748, 753, 754, 757, 760, 762, 763, 765, 769, 770,
    771, 772, 773, 774, 775, 778, 779, 780, 781, 782, 785, 786, 800, 801, 802, 803, 804, 805, 806, 807, 808, 810, 812,
    813, 814, 815, 816, 817, 818, 819, 820, 821, 825, 826, 828, 830, 831, 832, 833, 835, 838, 839, 840, 843, 844, 845,
    847, 848, 850, 854, 855, 856, 857, 858, 859, 860, 862, 863, 864, 865, 866, 867, 870, 872, 873, 877, 878, 879, 888,
    901, 902, 903, 904, 905, 906, 907, 908, 909, 910, 912, 913, 914, 915, 916, 917, 918, 919, 920, 925, 928, 929, 930,
    931, 934, 936, 937, 938, 940, 941, 942, 943, 945, 947, 948, 949, 951, 952, 954, 956, 959, 970, 971, 972, 973, 975,
    978, 979, 980, 983, 984, 985, 986, 989,
];

/// Whether a number in E.164 is one of the United States or Canada by its
/// area code (`HOME_AREA_CODES`).
pub fn is_home(e164: &str) -> bool {
    let Some(ten) = e164.strip_prefix("+1").filter(|d| d.len() == 10 && d.bytes().all(|b| b.is_ascii_digit())) else {
        return false;
    };
    ten[..3].parse::<u16>().is_ok_and(|npa| HOME_AREA_CODES.binary_search(&npa).is_ok())
}

/// Whether texts and calls may go to a number in E.164: one of the US or
/// Canada, or one that starts with a prefix the owner listed (`[outbound]
/// allowed_destinations`: "+1876" for Jamaica, "+44" for the UK).
pub fn is_allowed_destination(e164: &str, listed: &[String]) -> bool {
    is_home(e164) || listed.iter().any(|prefix| e164.starts_with(prefix.as_str()))
}

/// The JSON Schema pattern of a number typed any way (digits, spaces and
/// `- ( ) . +`, as `Phone::textable` reads it) that is a US or Canadian
/// number: exactly the numbers `is_home` allows, for a field whose schema
/// must state what the server takes (with `minLength` 10 and `maxLength`
/// 30). Made from `HOME_AREA_CODES`, so the two never differ.
pub fn home_number_pattern() -> String {
    // Separators may stand between any two digits.
    const S: &str = "[ ().-]*";
    let mut by_first: Vec<String> = Vec::new();
    for first in b'2'..=b'9' {
        let mut seconds = Vec::new();
        for second in b'0'..=b'9' {
            let thirds: Vec<u8> = HOME_AREA_CODES
                .iter()
                .filter(|&&c| c / 100 == u16::from(first - b'0') && c / 10 % 10 == u16::from(second - b'0'))
                .map(|&c| b'0' + (c % 10) as u8)
                .collect();
            if !thirds.is_empty() {
                seconds.push(format!("{}{S}{}", second as char, digit_class(&thirds)));
            }
        }
        if !seconds.is_empty() {
            by_first.push(format!("{}{S}(?:{})", first as char, seconds.join("|")));
        }
    }
    // "+1", "1" or "011 1" (international from North America) may come first;
    // a + only as the first character after spaces.
    format!("^(?: *\\+{S}1|{S}(?:0{S}1{S}1{S}1|1)?){S}(?:{}){S}[2-9](?:{S}[0-9]){{6}}{S}$", by_first.join("|"))
}

/// A character class of digits: [0-9], [2-4], [1-35-9]...
fn digit_class(digits: &[u8]) -> String {
    if digits.len() == 1 {
        return (digits[0] as char).to_string();
    }
    let mut class = String::from("[");
    let mut i = 0;
    while i < digits.len() {
        let mut j = i;
        while j + 1 < digits.len() && digits[j + 1] == digits[j] + 1 {
            j += 1;
        }
        match j - i {
            0 => class.push(digits[i] as char),
            1 => class.extend([digits[i] as char, digits[j] as char]),
            _ => class.extend([digits[i] as char, '-', digits[j] as char]),
        }
        i = j + 1;
    }
    class.push(']');
    class
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
    use super::{HOME_AREA_CODES, Phone, home_number_pattern, is_allowed_destination, is_home};

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

    #[test]
    fn only_us_and_canadian_numbers_are_home_and_others_only_when_listed() {
        for home in ["+13865550123", "+19045550142", "+12125550100", "+14165550100", "+18005550100", "+19075550100"] {
            assert!(is_home(home), "{home}");
            assert!(is_allowed_destination(home, &[]), "{home}");
        }
        // Jamaica, the Dominican Republic, Puerto Rico, Bermuda, premium 900, a personal 5XX, Canada's 600.
        for away in ["+18765550100", "+18095550100", "+17875550100", "+14415550100", "+19005550100", "+15005550100"] {
            assert!(!is_home(away), "{away}");
            assert!(!is_allowed_destination(away, &[]), "{away}");
        }
        assert!(!is_home("+16005550100") && !is_home("+8821612345678") && !is_home("+449001234567"));
        let listed = vec!["+1876".to_string(), "+44".to_string()];
        assert!(is_allowed_destination("+18765550100", &listed));
        assert!(is_allowed_destination("+442079460958", &listed));
        assert!(!is_allowed_destination("+18095550100", &listed), "only what is listed");
        assert!(!is_allowed_destination("+8821612345678", &listed));
        assert!(HOME_AREA_CODES.windows(2).all(|w| w[0] < w[1]), "sorted, for the binary search");
    }

    /// The pattern a schema states is exactly the rule the server applies,
    /// over numbers typed every way a form allows, random ones included.
    #[test]
    fn the_home_number_pattern_takes_exactly_the_numbers_the_server_takes() {
        let pattern = regex::Regex::new(&home_number_pattern()).unwrap();
        let server = |s: &str| {
            (10..=30).contains(&s.len())
                && Phone::textable(s).is_some_and(|p| p.e164().is_some_and(|n| is_allowed_destination(n, &[])))
        };
        let schema = |s: &str| (10..=30).contains(&s.len()) && pattern.is_match(s);
        let typed = [
            "(386) 555-0123",
            "386.555.0123",
            "+1 386 555 0123",
            "1-386-555-0123",
            "011 1 386 555 0123",
            "  +13865550123  ",
            "3865550123",
            "(3-8-6) 555 01 23",
            "+1 (876) 555-0123",
            "876 555 0123",
            "+1 900 555 0123",
            "+44 20 7946 0958",
            "+882 1612 3456 78",
            "386 055 0123",
            "1+3865550123",
            "+1 386 555 012",
            "013865550123",
            "+0113865550123",
            "(386) 555-0123 1",
            ")386(5550123-.",
        ];
        for s in typed {
            assert_eq!(schema(s), server(s), "{s:?}");
        }
        let alphabet = b"0123456789 ().+-";
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut taken = 0;
        for _ in 0..200_000 {
            let len = 9 + (next() % 8) as usize;
            // Mostly digits, so that many are numbers.
            let s: String = (0..len)
                .map(|_| {
                    let r = next() % 100;
                    char::from(if r < 80 {
                        alphabet[(next() % 10) as usize]
                    } else {
                        alphabet[10 + (next() % 6) as usize]
                    })
                })
                .collect();
            let (a, b) = (schema(&s), server(&s));
            assert_eq!(a, b, "{s:?}: the pattern says {a}, the server {b}");
            taken += usize::from(b);
        }
        assert!(taken > 1000, "the random numbers reached both sides: {taken}");
    }
}
