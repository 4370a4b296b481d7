//! The project's own Rust sources, for the tests that read them
//! (tests/layers.rs, tests/sql_in_stores.rs).
use std::path::{Path, PathBuf};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A file of src/: its path below src/ ("jobs/store.rs") and on disk.
pub struct SrcFile {
    pub rel: String,
    pub path: PathBuf,
}

/// Every .rs file below src/, in path order.
pub fn src_files() -> Vec<SrcFile> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("read src") {
            let path = entry.expect("dir entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let src = root().join("src");
    let mut paths = Vec::new();
    walk(&src, &mut paths);
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let rel = path.strip_prefix(&src).expect("below src").to_string_lossy().replace('\\', "/");
            SrcFile { rel, path }
        })
        .collect()
}

/// A line of a file's code: its number in the file (from 1), its text, and
/// the rest of the file after it (a `use` group may go on over later lines).
#[allow(dead_code)] // As `code_lines`: read by tests/layers.rs alone.
pub struct CodeLine<'a> {
    pub number: usize,
    pub text: &'a str,
    pub rest: &'a str,
}

/// The lines of a file that its paths are read from: not comment lines, and
/// not its unit tests (a `#[cfg(test)]` module, from that line to the
/// module's closing brace at the start of a line, as rustfmt leaves it),
/// which may reach anywhere.
#[allow(dead_code)] // Only tests/layers.rs reads paths; each test crate builds this module.
pub fn code_lines(text: &str) -> Vec<CodeLine<'_>> {
    let mut lines = Vec::new();
    let (mut offset, mut in_tests) = (0, false);
    for (n, line) in text.split('\n').enumerate() {
        offset = (offset + line.len() + 1).min(text.len());
        let rest = &text[offset..];
        if in_tests {
            in_tests = line != "}";
            continue;
        }
        let next = rest.split('\n').next().unwrap_or_default();
        if line == "#[cfg(test)]" && next.starts_with("mod ") && next.ends_with('{') {
            in_tests = true;
            continue;
        }
        if !line.trim_start().starts_with("//") {
            lines.push(CodeLine { number: n + 1, text: line, rest });
        }
    }
    lines
}
