//! One door for texts and calls (issue 36, finding 3): only the outbound
//! gate, `src/messages/gate.rs`, asks Twilio to send a text or place a call,
//! so nothing leaves without its policy (allowed destinations, STOP, the
//! per-number rate). This test reads `src/` and fails, naming file and line,
//! when anything else:
//! - names `twilio::send` or `twilio::create` (a call, or a `use` of them,
//!   or a glob `twilio::*` that would bring them in);
//! - names the Messages or Calls API itself (`"Messages"`, `"Calls"`,
//!   `Messages.json`, `Calls.json`), as a new call of the API must;
//! - in `src/messages/twilio.rs` (where the client lives), calls `send` or
//!   `create` from any function but `send`, which is `create` for Messages.
//!
//! Not read: comment lines and the `#[cfg(test)] mod tests { .. }` at the end of a file.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod source;

use source::src_files;
use std::fmt::Write as _;

const DOOR: &str = "messages/gate.rs";
const CLIENT: &str = "messages/twilio.rs";

/// A file's text without its unit tests, comment lines blanked (line numbers stay).
fn code(text: &str) -> String {
    let end = text.find("#[cfg(test)]\nmod tests {").unwrap_or(text.len());
    text[..end]
        .split('\n')
        .map(|l| if l.trim_start().starts_with("//") { "" } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `line` (and what follows, for a `use` group over lines) reaches
/// `twilio::send` or `twilio::create`.
fn names_a_send(line: &str, rest: &str) -> bool {
    let mut from = 0;
    while let Some(i) = line[from..].find("twilio::") {
        let after = &line[from + i + "twilio::".len()..];
        from += i + "twilio::".len();
        let word: String = after.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        if word == "send" || word == "create" || after.starts_with('*') {
            return true;
        }
        if let Some(group) = after.strip_prefix('{') {
            let group = format!("{group}\n{rest}");
            let group = &group[..group.find('}').unwrap_or(group.len())];
            if group.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).any(|w| w == "send" || w == "create") {
                return true;
            }
        }
    }
    false
}

const API: &[&str] = &["\"Messages\"", "\"Calls\"", "Messages.json", "Calls.json"];

/// The top-level function each line of the client belongs to (by its last `fn NAME(` at the line's start).
fn enclosing_fn(lines: &[&str], at: usize) -> String {
    lines[..=at]
        .iter()
        .rev()
        .find_map(|l| {
            let l = l.trim_start_matches("pub(super) ").trim_start_matches("pub ").trim_start_matches("async ");
            l.strip_prefix("fn ")
                .map(|rest| rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect())
        })
        .unwrap_or_default()
}

#[test]
fn only_the_outbound_gate_sends_texts_or_places_calls() {
    let mut problems = String::new();
    let mut door_sends = 0;
    for file in src_files() {
        let text = code(&std::fs::read_to_string(&file.path).unwrap());
        let lines: Vec<&str> = text.split('\n').collect();
        for (n, line) in lines.iter().enumerate() {
            let rest = lines[n + 1..].join("\n");
            let at = format!("src/{}:{}", file.rel, n + 1);
            if names_a_send(line, &rest) {
                if file.rel == DOOR {
                    door_sends += 1;
                } else {
                    writeln!(problems, "{at}: names twilio::send or twilio::create; only {DOOR} may: {}", line.trim())
                        .unwrap();
                }
            }
            if file.rel != DOOR && file.rel != CLIENT && API.iter().any(|a| line.contains(a)) {
                writeln!(problems, "{at}: names Twilio's Messages or Calls API; only {DOOR} may: {}", line.trim())
                    .unwrap();
            }
            if file.rel == CLIENT {
                let calls = ["send(", "create("].iter().any(|f| {
                    line.match_indices(f).any(|(i, _)| {
                        let before = line[..i].chars().next_back();
                        !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
                    })
                });
                let defines = line.contains("fn send(") || line.contains("fn create(");
                if calls && !defines && enclosing_fn(&lines, n) != "send" {
                    writeln!(
                        problems,
                        "{at}: the client sends from {}; only send may: {}",
                        enclosing_fn(&lines, n),
                        line.trim()
                    )
                    .unwrap();
                }
            }
        }
    }
    assert!(problems.is_empty(), "Texts and calls leave only through the outbound gate:\n{problems}");
    assert!(door_sends >= 2, "the door ({DOOR}) sends texts and places calls itself: {door_sends} sends found");
}

#[test]
fn the_check_finds_what_it_looks_for() {
    assert!(names_a_send("    match twilio::send(&http, sms, to, body, None).await {", ""));
    assert!(names_a_send("        twilio::create(&self.http, sms, \"Calls\", &form)", ""));
    assert!(names_a_send("use crate::messages::twilio::{SendError, create};", ""));
    assert!(names_a_send("use crate::messages::twilio::{", "    SendError,\n    send,\n};"));
    assert!(names_a_send("use super::twilio::*;", ""));
    assert!(!names_a_send("use crate::messages::twilio::{self, SendError};", "fn f() { send_later() }"));
    assert!(!names_a_send("let sid = twilio::UNSUBSCRIBED;", ""));
    let client = [
        "pub(super) async fn send(",
        "    create(http, config, \"Messages\", &form).await",
        "}",
        "pub fn other() {",
        "    create(a, b, \"Calls\", &[])",
    ];
    assert_eq!(enclosing_fn(&client, 1), "send");
    assert_eq!(enclosing_fn(&client, 4), "other");
}
