//! HTTP on top, by URL (issue 38): a route's handler is found from its path.
//! docs/architecture.md ("HTTP") states the rule this test holds: the routes
//! of one endpoint group are declared in one file, and no file that declares
//! routes is longer than `MAX_LINES`.
//!
//! A route is declared by its handler's `#[utoipa::path(.., path = "..")]`
//! (`api::router` registers nothing else), so the attributes in `src/` are
//! the whole list.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod source;

use source::src_files;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// The longest a handler file may grow before it is split by endpoint group.
const MAX_LINES: usize = 400;

/// Each route's path (under /api) with the file and line that declare it.
fn routes() -> Vec<(String, String, usize)> {
    let mut found = Vec::new();
    for source::SrcFile { rel, path } in src_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut from = 0;
        while let Some(i) = text[from..].find("#[utoipa::path(") {
            let at = from + i;
            from = at + 1;
            // The attribute's own text: up to the handler it describes.
            let end = text[at..].find("fn ").map_or(text.len(), |e| at + e);
            let attr = &text[at..end];
            let p = attr.find("path = \"").expect("#[utoipa::path] names its path") + "path = \"".len();
            let route = &attr[p..p + attr[p..].find('"').unwrap()];
            let line = text[..at].matches('\n').count() + 1;
            found.push((route.to_string(), format!("src/{rel}"), line));
        }
    }
    found
}

/// A route's endpoint group: its path up to the first literal segment after
/// a parameter (a sub-resource: `/fleets/{id}/units/{unitId}` is in
/// `/fleets/{id}/units`), or else up to its first parameter (`/fleets/{id}`
/// is in `/fleets`), or else the whole path (`/fleets/export.csv`).
fn group(path: &str) -> String {
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let is_param = |s: &str| s.starts_with('{');
    let Some(first) = segments.iter().position(|s| is_param(s)) else { return path.to_string() };
    let end = match segments[first..].iter().position(|s| !is_param(s)) {
        Some(k) => first + k + 1,
        None => first,
    };
    format!("/{}", segments[..end].join("/"))
}

#[test]
fn groups_are_read_as_documented() {
    assert_eq!(group("/fleets"), "/fleets");
    assert_eq!(group("/fleets/{id}"), "/fleets");
    assert_eq!(group("/fleets/export.csv"), "/fleets/export.csv");
    assert_eq!(group("/fleets/{id}/units/{unitId}"), "/fleets/{id}/units");
    assert_eq!(group("/fleets/{id}/units/import"), "/fleets/{id}/units");
    assert_eq!(group("/leads/{kind}/{id}/messages"), "/leads/{kind}/{id}/messages");
    assert_eq!(group("/admin/technicians/{id}"), "/admin/technicians");
}

#[test]
fn each_endpoint_group_is_served_from_one_file() {
    let all = routes();
    assert!(all.len() > 50, "found only {} routes: is the attribute still #[utoipa::path]?", all.len());
    let mut files: BTreeMap<String, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for (route, file, line) in &all {
        files.entry(group(route)).or_default().entry(file.clone()).or_default().push(format!("{file}:{line} {route}"));
    }
    let mut problems = String::new();
    for (group, by_file) in &files {
        if by_file.len() > 1 {
            writeln!(problems, "/api{group} is routed from {} files:", by_file.len()).unwrap();
            for places in by_file.values() {
                for place in places {
                    writeln!(problems, "  {place}").unwrap();
                }
            }
        }
    }
    assert!(problems.is_empty(), "one endpoint group, one file (docs/architecture.md, HTTP):\n{problems}");
}

#[test]
fn handler_files_stay_short() {
    let handler_files: BTreeSet<String> = routes().into_iter().map(|(_, file, _)| file).collect();
    let mut problems = String::new();
    for file in handler_files {
        let text = std::fs::read_to_string(source::root().join(&file)).unwrap();
        let lines = text.lines().count();
        if lines > MAX_LINES {
            writeln!(problems, "{file}: {lines} lines (split it by endpoint group)").unwrap();
        }
    }
    assert!(
        problems.is_empty(),
        "handler files hold at most {MAX_LINES} lines (docs/architecture.md, HTTP):\n{problems}"
    );
}
