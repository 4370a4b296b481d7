//! One door each (issue 36, docs/architecture.md#doors): every lead comes
//! in through the one intake, every payable is paid through the one
//! checkout. A new surface uses the door; it never copies a guarded path.
//! This test reads `src/` and fails, naming the file and line, when a
//! lead's insert or a Checkout Session is asked for anywhere but its door.
//! (The types do the same work: the intake's and the checkout's `Admitted`
//! can only be made by their screens; this catches a copy that goes around
//! the types, such as SQL or an HTTP call written afresh.)
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod source;

use source::src_files;

/// A file's code without its unit tests and comment lines (line numbers kept).
fn code(text: &str) -> String {
    let end = text.find("#[cfg(test)]\nmod tests {").unwrap_or(text.len());
    text[..end]
        .split('\n')
        .map(|l| if l.trim_start().starts_with("//") { "" } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Where `needle` appears in src/ outside the files `allowed`: "file:line".
fn outside(needles: &[&str], allowed: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for f in src_files() {
        if allowed.contains(&f.rel.as_str()) {
            continue;
        }
        let text = code(&std::fs::read_to_string(&f.path).expect("read"));
        for (n, line) in text.lines().enumerate() {
            for needle in needles {
                if line.contains(needle) {
                    found.push(format!("src/{}:{}: {}", f.rel, n + 1, line.trim()));
                }
            }
        }
    }
    found
}

#[test]
fn a_lead_is_stored_only_through_the_one_intake() {
    // The store's inserts are called by the intake alone.
    let calls = outside(
        &[
            "insert_quote(",
            "insert_booking(",
            "insert_contact(",
            "insert_analyzer_request(",
            "insert_chat(",
            "insert_missed_call(",
            "insert_phone_lead(",
        ],
        &["leads/intake.rs", "leads/store.rs"],
    );
    assert!(calls.is_empty(), "a lead stored around the intake (leads/intake.rs):\n{}", calls.join("\n"));
    // And no other file writes a lead's row.
    let sql = outside(
        &[
            "INSERT INTO quote_submissions",
            "INSERT INTO booking_submissions",
            "INSERT INTO contact_submissions",
            "INSERT INTO smart_analyzer_submissions",
            "INSERT INTO chatbot_interactions",
        ],
        &["leads/store.rs"],
    );
    assert!(sql.is_empty(), "a lead's row written outside leads/store.rs:\n{}", sql.join("\n"));
}

#[test]
fn a_checkout_session_is_asked_for_only_through_the_one_checkout() {
    let calls = outside(&["create_session("], &["checkout/mod.rs", "checkout/stripe.rs"]);
    assert!(calls.is_empty(), "a Checkout Session made around the one checkout (checkout/mod.rs):\n{}", calls.join("\n"));
    let api = outside(&["checkout/sessions"], &["checkout/stripe.rs"]);
    assert!(api.is_empty(), "Stripe's Checkout API called outside checkout/stripe.rs:\n{}", api.join("\n"));
    let table = outside(&["INSERT INTO checkouts", "INSERT OR IGNORE INTO checkouts"], &["checkout/store.rs"]);
    assert!(table.is_empty(), "a session row written outside checkout/store.rs:\n{}", table.join("\n"));
}

/// The test fails when it should: a copy of a door in another file is found.
#[test]
fn the_scan_finds_a_call_outside_its_door() {
    let found = outside(&["pub fn admit_form("], &[]);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("src/leads/intake.rs:"), "{found:?}");
}
