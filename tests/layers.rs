//! Features lean one way (issue 26): every `crate::X` path in `src/` may
//! name only a feature at its own layer or below, in the order that the
//! fenced `layers` block of docs/architecture.md declares (lowest first, one
//! layer a line, features of one layer on the same line). A file's feature
//! is its top folder under `src/`, or its name for a file at the top.
//!
//! Not read (`source::code_lines`): a file's `#[cfg(test)]` modules (unit
//! tests may reach anywhere), comment lines, `$crate::` in macros (the
//! path is resolved where the macro is used) and `super::` paths (they stay
//! inside a feature). `src/state.rs` holds one handle per feature for the
//! handlers, so it alone may name any feature (see the doc).
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod source;

use source::{code_lines, root, src_files};
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
        for line in code_lines(&text) {
            for to in named(line.text, line.rest) {
                if to != feature && order.contains_key(&to) {
                    found.push(Use { file: format!("src/{rel}"), line: line.number, from: feature.clone(), to });
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

/// Features every store may call: the shared leaves below the features,
/// which compute or read and set nothing off (docs/architecture.md, the
/// paragraph on `store.rs`).
const SHARED: &[&str] =
    &["time", "content", "config", "refs", "lists", "phone", "db", "listing", "validation", "error", "money", "lines"];

/// Every path a line names after `crate::`, whole: `crate::a::{b, c::D}`
/// gives `a::b` and `a::c::D` (a group may span lines, so the rest of the
/// file is passed along).
fn paths(line: &str, rest: &str) -> Vec<String> {
    /// Reads one path tree at `text[*at..]` (ident segments, `::`, groups),
    /// adding each whole path under `prefix` to `out`.
    fn tree(text: &[char], at: &mut usize, prefix: String, out: &mut Vec<String>) {
        let mut path = prefix;
        loop {
            while text.get(*at).is_some_and(|c| c.is_whitespace()) {
                *at += 1;
            }
            if text.get(*at) == Some(&'{') {
                *at += 1;
                loop {
                    tree(text, at, path.clone(), out);
                    while text.get(*at).is_some_and(|c| c.is_whitespace()) {
                        *at += 1;
                    }
                    match text.get(*at) {
                        Some(',') => *at += 1,
                        Some('}') => {
                            *at += 1;
                            return;
                        }
                        _ => return,
                    }
                    while text.get(*at).is_some_and(|c| c.is_whitespace()) {
                        *at += 1;
                    }
                    if text.get(*at) == Some(&'}') {
                        *at += 1;
                        return;
                    }
                }
            }
            let start = *at;
            while text.get(*at).is_some_and(|&c| is_ident(c)) {
                *at += 1;
            }
            if *at == start {
                if !path.is_empty() {
                    out.push(path);
                }
                return;
            }
            let segment: String = text[start..*at].iter().collect();
            path = if path.is_empty() { segment } else { format!("{path}::{segment}") };
            if text.get(*at) == Some(&':') && text.get(*at + 1) == Some(&':') {
                *at += 2;
            } else {
                out.push(path);
                return;
            }
        }
    }
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(i) = line[from..].find("crate::") {
        let at = from + i;
        from = at + "crate::".len();
        if line[..at].chars().next_back().is_some_and(|c| is_ident(c) || c == '$') {
            continue;
        }
        let text: Vec<char> = format!("{}\n{rest}", &line[from..]).chars().collect();
        tree(&text, &mut 0, String::new(), &mut found);
    }
    found
}

/// A path names no work when, after its feature, it reaches a type, a
/// constant or an enum's variant (a segment in capitals): `crate::jobs::
/// store::JobInvoice`, but not `crate::jobs::store::job`, `crate::audit`
/// or `crate::audit::{self, ..}`.
fn names_work(path: &str) -> bool {
    !path.split("::").skip(1).any(|s| s.starts_with(|c: char| c.is_ascii_uppercase()))
}

/// Where each `store.rs` in src/ names another feature's function or
/// module, the shared leaves aside: "file:line: path".
fn stores_doing_work() -> Vec<String> {
    let mut found = Vec::new();
    for source::SrcFile { rel, path } in src_files() {
        if !rel.ends_with("/store.rs") {
            continue;
        }
        let feature = rel.split('/').next().unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        for line in code_lines(&text) {
            for p in paths(line.text, line.rest) {
                let to = p.split("::").next().unwrap_or_default();
                if to != feature && !SHARED.contains(&to) && names_work(&p) {
                    found.push(format!("src/{rel}:{}: crate::{p}", line.number));
                }
            }
        }
    }
    found
}

#[test]
fn stores_hold_sql_and_call_no_other_feature() {
    let found = stores_doing_work();
    assert!(
        found.is_empty(),
        "a store calls another feature's function (docs/architecture.md: stores hold SQL; a write that spans \
         features is a workflow of its feature, which calls the stores and answers its Effects):\n{}",
        found.join("\n")
    );
}

/// The rule sees what it looks for: a function, a module or `self` of
/// another feature, on one line or in a group over several; not a type.
#[test]
fn the_store_rule_finds_a_call_to_another_feature() {
    let p = |l: &str, rest: &str| paths(l, rest).into_iter().filter(|p| names_work(p)).collect::<Vec<_>>();
    assert_eq!(p("    crate::messages::queue_text(tx, config, lead)?;", ""), ["messages::queue_text"]);
    assert_eq!(p("use crate::audit::{self, Change};", ""), ["audit::self"]);
    assert_eq!(p("use crate::{alerts,", "    jobs::store::{Job, job}};"), ["alerts", "jobs::store::job"]);
    assert!(p("pub use crate::jobs::store::JobInvoice;", "").is_empty());
    assert!(p("if role == crate::accounts::Role::Technician {", "").is_empty());
}

/// Both rules read the same lines: a unit-test module is left out wherever
/// it is in the file (the code after it is read), and so are comments.
#[test]
fn the_rules_read_code_and_leave_out_unit_tests_and_comments() {
    let text = "use crate::a;\n// crate::b\n#[cfg(test)]\nmod place_tests {\n    use crate::c;\n}\n\nuse crate::d;\n";
    let read: Vec<(usize, &str)> = code_lines(text).iter().map(|l| (l.number, l.text)).collect();
    assert_eq!(read, [(1, "use crate::a;"), (7, ""), (8, "use crate::d;"), (9, "")]);
}
