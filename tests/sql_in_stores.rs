//! SQL lives in stores, rows are read by name (issue 26): every SQL
//! statement in `src/` is in a feature's store module (`src/<feature>/store.rs`
//! or `src/<feature>/store/**`) or in one of the few infrastructure files
//! listed below with the reason, and rows are read into structs by column
//! name (`crate::db::row`, serde_rusqlite), not by position.
//!
//! A statement is a string literal whose text starts with an SQL verb in
//! upper case (`SELECT`, `INSERT`, `UPDATE`, `DELETE`, `WITH`, `REPLACE`,
//! `CREATE`, `DROP`, `ALTER`, `PRAGMA`, `VACUUM`), or any string literal
//! handed straight to `execute`, `execute_batch`, `prepare`,
//! `prepare_cached`, `query_row` or `query_one`. Not read: comment lines and
//! the `#[cfg(test)] mod tests { .. }` at the end of a file (unit tests set
//! up their own tables).
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod source;

use source::src_files;
use std::fmt::Write as _;

/// Files that are not a feature's store but may hold SQL, and why.
const INFRASTRUCTURE: &[(&str, &str)] = &[
    ("src/db.rs", "the connection's settings (pragmas), the migrations runner and the schema check at start-up"),
    (
        "src/listing.rs",
        "the paging every staff list shares: one SELECT built from the table and conditions each feature's store passes",
    ),
];

const VERBS: &[&str] =
    &["SELECT", "INSERT", "UPDATE", "DELETE", "WITH", "REPLACE", "CREATE", "DROP", "ALTER", "PRAGMA", "VACUUM"];
const CALLS: &[&str] = &[".execute(", ".execute_batch(", ".prepare(", ".prepare_cached(", ".query_row(", ".query_one("];

/// Whether `rel` (a path under src/) is a store module or listed infrastructure.
fn may_hold_sql(rel: &str) -> bool {
    let parts: Vec<&str> = rel.split('/').collect();
    let store = parts.len() >= 3 && (parts[2] == "store.rs" || parts[2] == "store");
    store || INFRASTRUCTURE.iter().any(|(f, _)| *f == rel)
}

/// A file's text without its unit tests, with comment lines blanked (so line
/// numbers stay).
fn code(text: &str) -> String {
    let end = text.find("#[cfg(test)]\nmod tests {").unwrap_or(text.len());
    text[..end]
        .split('\n')
        .map(|l| if l.trim_start().starts_with("//") { "" } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Each string literal of `code` as (line of its start, byte offset of its
/// opening, its text). Handles `"..."` with escapes and raw `r"..."`,
/// `r#"..."#`; skips char literals and lifetimes.
fn literals(code: &str) -> Vec<(usize, usize, String)> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < b.len() {
        match b[i] {
            b'\n' => {
                line += 1;
                i += 1;
            }
            b'\'' => {
                // A char literal ('a', '\n', '"') or a lifetime ('a).
                if i + 2 < b.len() && b[i + 1] == b'\\' {
                    let close = code[i + 2..].find('\'').map_or(b.len(), |j| i + 2 + j);
                    i = close + 1;
                } else if i + 2 < b.len() && b[i + 2] == b'\'' {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            b'r' if (b.get(i + 1) == Some(&b'"') || b.get(i + 1) == Some(&b'#'))
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                if b.get(i + 1 + hashes) != Some(&b'"') {
                    i += 1;
                    continue;
                }
                let start = i + 2 + hashes;
                let close = format!("\"{}", "#".repeat(hashes));
                let end = code[start..].find(&close).map_or(b.len(), |j| start + j);
                let text = &code[start..end];
                out.push((line, i, text.to_string()));
                line += text.matches('\n').count();
                i = end + close.len();
            }
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                let text = &code[start..j.min(b.len())];
                out.push((line, i, text.to_string()));
                line += text.matches('\n').count();
                i = j + 1;
            }
            _ => i += 1,
        }
    }
    out
}

fn is_statement(code: &str, at: usize, text: &str) -> bool {
    let words = text.trim_start().trim_start_matches('(').trim_start();
    let verb = VERBS.iter().any(|v| {
        words
            .strip_prefix(v)
            // The verb and more: a lone "DELETE" is an HTTP method.
            .is_some_and(|rest| rest.starts_with(|c: char| c.is_whitespace() || c == '('))
    });
    // Handed straight to a call that runs SQL: `.execute(` then the literal.
    let before = code[..at].trim_end();
    let before = before.strip_suffix("format!(").unwrap_or(before).trim_end();
    let before = before.strip_suffix('&').unwrap_or(before).trim_end();
    let called = CALLS.iter().any(|c| before.ends_with(c));
    verb || called
}

/// Every SQL statement outside the files that may hold one, as (file, "file:line: text").
fn misplaced() -> Vec<(String, String)> {
    let mut found = Vec::new();
    for file in src_files() {
        let (rel, path) = (format!("src/{}", file.rel), file.path);
        if may_hold_sql(&rel) {
            continue;
        }
        let code = code(&std::fs::read_to_string(&path).unwrap());
        for (line, at, text) in literals(&code) {
            if is_statement(&code, at, &text) {
                let first = text.trim().lines().next().unwrap_or("").trim();
                found.push((rel.clone(), format!("{rel}:{line}: {}", first.chars().take(70).collect::<String>())));
            }
        }
    }
    found
}

#[test]
fn every_sql_statement_is_in_a_store() {
    let found: Vec<String> = misplaced().into_iter().map(|(_, at)| at).collect();
    assert!(
        found.is_empty(),
        "SQL statements outside a store module (move each into its feature's store.rs, or list the file in \
         INFRASTRUCTURE in tests/sql_in_stores.rs with the reason):\n{}",
        found.join("\n")
    );
}

/// `x.get(<digit>` where `x` is `r`, `row` or ends in `_row`.
fn positional_reads(code: &str) -> Vec<usize> {
    let mut lines = Vec::new();
    for (n, line) in code.split('\n').enumerate() {
        let mut from = 0;
        while let Some(i) = line[from..].find(".get(") {
            let at = from + i;
            from = at + 5;
            let name: String =
                line[..at].chars().rev().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            let name: String = name.chars().rev().collect();
            let rowish = name == "r" || name == "row" || name.ends_with("_row");
            if rowish && line[from..].starts_with(|c: char| c.is_ascii_digit()) {
                lines.push(n + 1);
            }
        }
    }
    lines
}

#[test]
fn rows_are_read_by_column_name() {
    let mut problems = String::new();
    for file in src_files() {
        let reads = positional_reads(&code(&std::fs::read_to_string(&file.path).unwrap()));
        if !reads.is_empty() {
            let lines: Vec<String> = reads.iter().map(|l| format!("src/{}:{l}", file.rel)).collect();
            writeln!(
                problems,
                "positional row reads (read a struct by column name with crate::db::row): {}",
                lines.join(", ")
            )
            .unwrap();
        }
    }
    assert!(problems.is_empty(), "rows are read by column name:\n{problems}");
}

#[test]
fn the_checks_see_what_they_look_for() {
    let code = code(
        "fn f(c: &Connection) {\n    // SELECT in a comment\n    c.execute(\"DELETE FROM t\", [])?;\n    let s = r#\"\n  \
         WITH x AS (SELECT 1) SELECT * FROM x\"#;\n    c.prepare(&format!(\"x {}\", 1));\n    let n = \"Select \
         one\";\n    let v: i64 = r.get(0)?;\n    let w: i64 = row.get(\"a\")?;\n}\n#[cfg(test)]\nmod tests {\n    \
         const S: &str = \"SELECT 1\";\n}\n",
    );
    let found: Vec<usize> =
        literals(&code).into_iter().filter(|(_, at, text)| is_statement(&code, *at, text)).map(|(l, ..)| l).collect();
    assert_eq!(found, vec![3, 4, 6]);
    assert_eq!(positional_reads(&code), vec![8]);
}
