//! What a new password must be: long enough for the kind of account, and not
//! one of the passwords people choose most, which are what a guesser tries
//! first (argon2 slows each guess, but not enough when the first hundred
//! guesses include the password). The list stays on the server: shipped to
//! the browser it would weigh more than a page's whole first load.
use std::collections::HashSet;
use std::sync::LazyLock;

/// A customer's password: at least this many characters.
pub const CUSTOMER_MIN: usize = 8;
/// Staff see every lead's name, phone and address: a longer minimum.
pub const STAFF_MIN: usize = 12;
/// At most this many characters (argon2 takes any length; this bounds the work a request can ask for).
pub const MAX: usize = 256;

pub const TOO_COMMON: &str = "This password is too common. Please choose another one.";

/// Django's list of 20,000 common passwords (Royce Williams'; see
/// common-passwords.NOTICE), lowercased, keeping only the 8,354 entries a
/// length rule lets through: a shorter one is refused for its length first.
static COMMON: LazyLock<HashSet<&'static str>> =
    LazyLock::new(|| include_str!("common-passwords.txt").lines().filter(|l| !l.is_empty()).collect());

/// Whether the password is on the list, ignoring case and white space around
/// it ("Password1", " iloveyou1 "), as Django compares it.
pub fn is_common(password: &str) -> bool {
    COMMON.contains(password.trim().to_lowercase().as_str())
}

/// Why a staff password is refused (`roadside admin create` and `passwd`), if it is.
pub fn staff_password_problem(password: &str) -> Option<String> {
    let length = password.chars().count();
    if length < STAFF_MIN {
        Some(format!("a staff password needs at least {STAFF_MIN} characters"))
    } else if length > MAX {
        Some(format!("a password may have at most {MAX} characters"))
    } else if is_common(password) {
        Some("this password is one of the most common ones: choose another".into())
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_holds_thousands_of_lowercase_passwords_none_shorter_than_a_customer_may_choose() {
        assert!(COMMON.len() > 8_000, "{} passwords", COMMON.len());
        for p in COMMON.iter() {
            assert!(p.chars().count() >= CUSTOMER_MIN, "{p:?} could never be chosen: drop it from the file");
            assert_eq!(*p, p.to_lowercase(), "the list is compared lowercased");
            assert_eq!(*p, p.trim());
        }
        const { assert!(STAFF_MIN >= CUSTOMER_MIN) };
    }

    #[test]
    fn a_common_password_is_found_whatever_its_case_and_a_rare_one_is_not() {
        for common in ["password1", "Password1", "PASSWORD1", " iloveyou1 ", "qwerty123456", "jamesbond007"] {
            assert!(is_common(common), "{common}");
        }
        for rare in ["tow-truck-2024", "correct-horse-42", "fuzz-staff-password", ""] {
            assert!(!is_common(rare), "{rare}");
        }
    }

    #[test]
    fn a_staff_password_is_long_and_uncommon() {
        assert!(staff_password_problem("short-pw-1").unwrap().contains("at least 12"));
        assert!(staff_password_problem("qwerty123456").unwrap().contains("most common"));
        assert!(staff_password_problem(&"x".repeat(257)).unwrap().contains("at most 256"));
        assert_eq!(staff_password_problem("tow-truck-2024"), None);
    }
}
