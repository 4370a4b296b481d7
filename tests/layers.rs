//! Features lean one way (issue 26): every `crate::X` path in `src/` may
//! name only a feature at its own layer or below, in the order that the
//! fenced `layers` block of docs/architecture.md declares (lowest first, one
//! layer a line, features of one layer on the same line). A file's feature
//! is its top folder under `src/`, or its name for a file at the top.
//!
//! Not read: `#[cfg(test)] mod tests { .. }` at the end of a file (unit
//! tests may reach anywhere), comment lines, `$crate::` in macros (the
//! path is resolved where the macro is used) and `super::` paths (they stay
//! inside a feature). `src/state.rs` holds one handle per feature for the
//! handlers, so it alone may name any feature (see the doc).
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod source;

use source::{root, src_files};
use std::collections::HashMap;
use std::fmt::Write as _;

/// Files that may name any feature: the composition of the app's state.
const EXEMPT: &[&str] = &["state"];

/// The declared order: feature -> its layer (0 lowest).
fn layers() -> HashMap<String, usize> {
    let doc = std::fs::read_to_string(root().join("docs/architecture.md")).expect("docs/architecture.md");
    let start = doc.find("```layers\n").expect("docs/architecture.md has a ```layers block") + "```layers\n".len();
    let end = start + doc[start..].find("```").expect("the layers block ends");
    let mut order = HashMap::new();
    for (level, line) in doc[start..end].lines().map(str::trim).filter(|l| !l.is_empty()).enumerate() {
        for feature in line.split_whitespace() {
            assert!(
                order.insert(feature.to_string(), level).is_none(),
                "{feature} is declared twice in the layers block"
            );
        }
    }
    order
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The top-level names after each `crate::` on a line: `crate::a::b` gives
/// `a`, `crate::{a::b, c}` gives `a` and `c` (a group may span lines, so the
/// rest of the file is passed along).
fn named(line: &str, rest: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut from = 0;
    while let Some(i) = line[from..].find("crate::") {
        let at = from + i;
        from = at + "crate::".len();
        let before = line[..at].chars().next_back();
        if before.is_some_and(|c| is_ident(c) || c == '$') {
            continue;
        }
        let after = &line[from..];
        if let Some(group) = after.strip_prefix('{') {
            // The group, to its closing brace, possibly on later lines.
            let text = format!("{group}\n{rest}");
            let (mut depth, mut item) = (0, String::new());
            let mut items = Vec::new();
            for c in text.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => items.push(std::mem::take(&mut item)),
                    _ => {}
                }
                if depth == 0 && c != ',' {
                    item.push(c);
                }
            }
            items.push(item);
            for item in items {
                let name: String = item.trim_start().chars().take_while(|&c| is_ident(c)).collect();
                if !name.is_empty() {
                    names.push(name);
                }
            }
        } else {
            let name: String = after.chars().take_while(|&c| is_ident(c)).collect();
            if !name.is_empty() {
                names.push(name);
            }
        }
    }
    names
}

struct Use {
    file: String,
    line: usize,
    from: String,
    to: String,
}

fn uses(order: &HashMap<String, usize>) -> Vec<Use> {
    let mut found = Vec::new();
    for source::SrcFile { rel, path } in src_files() {
        let top = rel.split('/').next().unwrap();
        let feature = top.strip_suffix(".rs").unwrap_or(top).to_string();
        if EXEMPT.contains(&feature.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let end = text.find("#[cfg(test)]\nmod tests {").unwrap_or(text.len());
        let text = &text[..end];
        let mut offset = 0;
        for (n, line) in text.split('\n').enumerate() {
            let rest = &text[(offset + line.len() + 1).min(text.len())..];
            offset += line.len() + 1;
            if line.trim_start().starts_with("//") {
                continue;
            }
            for to in named(line, rest) {
                if to != feature && order.contains_key(&to) {
                    found.push(Use { file: format!("src/{rel}"), line: n + 1, from: feature.clone(), to });
                }
            }
        }
    }
    found
}

#[test]
fn features_lean_one_way() {
    let order = layers();
    let mut problems = String::new();
    for source::SrcFile { rel, .. } in src_files() {
        let top = rel.split('/').next().unwrap();
        let feature = top.strip_suffix(".rs").unwrap_or(top);
        if !order.contains_key(feature) {
            writeln!(problems, "src/{top} is in no layer of docs/architecture.md's layers block").unwrap();
        }
    }
    for u in uses(&order) {
        let (from, to) = (order[&u.from], order[&u.to]);
        if to <= from {
            continue;
        }
        writeln!(
            problems,
            "{}:{}: {} (layer {from}) uses {} (layer {to}), which is above it",
            u.file, u.line, u.from, u.to
        )
        .unwrap();
    }
    assert!(problems.is_empty(), "features must lean one way (docs/architecture.md, layers):\n{problems}");
}
