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
