//! Backups that are proven: every copy is checked after it is written, any
//! copy can be checked again later, and a restore puts only a checked copy in
//! place, never under a running server.
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};

/// The tables that hold leads, with the word a person reads for each. A copy
/// from an older build may lack the newer ones; they are then left out.
const LEAD_TABLES: [(&str, &str); 5] = [
    ("quote_submissions", "quotes"),
    ("booking_submissions", "bookings"),
    ("contact_submissions", "contacts"),
    ("smart_analyzer_submissions", "analyzer"),
    ("chatbot_interactions", "chats"),
];

/// File names of the copies `roadside backup` and the schedule write by
/// themselves; only these are ever pruned.
const AUTO_PREFIX: &str = "roadside-";
const AUTO_SUFFIX: &str = ".db";

/// What a check of a copy found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    pub counts: Vec<(&'static str, i64)>,
    pub bytes: u64,
    /// The photo files the copy names, each found beside it whole
    /// (`photos/`, by its SHA-256), and their bytes.
    pub photos: usize,
    pub photo_bytes: u64,
}

impl Verified {
    /// One line: the integrity result, the lead counts and the size.
    pub fn summary(&self) -> String {
        let counts: Vec<String> = self.counts.iter().map(|(name, n)| format!("{name} {n}")).collect();
        format!(
            "integrity ok; {}; {} KB; {} photo files, {} KB",
            counts.join(", "),
            self.bytes.div_ceil(1024),
            self.photos,
            self.photo_bytes.div_ceil(1024)
        )
    }
}

/// The photo folder beside a copy (or beside the live database): every copy
/// in a folder shares it, so a photo is copied once however many daily
/// copies name it (docs/product.md#proof).
fn photos_beside(file: &Path) -> PathBuf {
    crate::proof::files::dir_of(file.parent().unwrap_or(Path::new(".")))
}

/// The photo files a database names.
fn named_photos(conn: &Connection, file: &Path) -> anyhow::Result<Vec<String>> {
    crate::proof::store::files(conn).map_err(|e| anyhow::anyhow!("{}: cannot read its photos: {e}", file.display()))
}

/// The default name of a new copy: DIR/roadside-YYYYMMDD-HHMMSS.db.
pub fn default_target(dir: &Path) -> PathBuf {
    dir.join(format!("{AUTO_PREFIX}{}{AUTO_SUFFIX}", chrono::Utc::now().format("%Y%m%d-%H%M%S")))
}

/// Writes a consistent copy of the database to `target` (which must not
/// exist yet), safely while the server keeps running, then checks it. SQLite's
/// VACUUM INTO reads one snapshot and writes a self-contained file (no -wal).
/// A copy that could not be written or fails its check is removed, so a
/// broken file never passes for a backup.
pub fn write(conn: &Connection, target: &Path) -> anyhow::Result<Verified> {
    if target.exists() {
        anyhow::bail!("{} already exists", target.display());
    }
    if let Some(dir) = target.parent() {
        crate::private::create_dir(dir).map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
    }
    let path = target.to_str().ok_or_else(|| anyhow::anyhow!("{} is not a UTF-8 path", target.display()))?;
    // VACUUM INTO fills an empty file: made first, so the copy is the owner's
    // alone from its first byte.
    crate::private::create_file(target).map_err(|e| anyhow::anyhow!("cannot create {}: {e}", target.display()))?;
    let written = super::store::vacuum_into(conn, path)
        .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", target.display()))
        .and_then(|_| {
            // VACUUM INTO does not sync: make the copy durable before calling it one.
            std::fs::File::open(target)
                .and_then(|f| f.sync_all())
                .map_err(|e| anyhow::anyhow!("cannot sync {}: {e}", target.display()))?;
            // The photos the copy names, from the live folder to the copy's.
            let live = conn.path().filter(|p| !p.is_empty()).map(|p| photos_beside(Path::new(p)));
            let copy = Connection::open_with_flags(target, OpenFlags::SQLITE_OPEN_READ_ONLY)
                .map_err(|e| anyhow::anyhow!("{}: cannot open: {e}", target.display()))?;
            let names = named_photos(&copy, target)?;
            drop(copy);
            if let Some(live) = live {
                crate::proof::files::copy_missing(&live, &photos_beside(target), &names)?;
            }
            verify(target)
        });
    if written.is_err() {
        let _ = std::fs::remove_file(target);
    }
    written
}

/// Checks a copy without changing it: SQLite's integrity check must answer
/// "ok" and every lead table must be readable.
pub fn verify(file: &Path) -> anyhow::Result<Verified> {
    let meta = std::fs::metadata(file).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    if !meta.is_file() {
        anyhow::bail!("{} is not a file", file.display());
    }
    let conn = Connection::open_with_flags(file, OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX)
        .map_err(|e| anyhow::anyhow!("{}: cannot open: {e}", file.display()))?;
    let bad = |e: rusqlite::Error| anyhow::anyhow!("{} is not a sound roadside database: {e}", file.display());
    let problems = super::store::integrity_check(&conn).map_err(bad)?;
    if problems != ["ok"] {
        let shown: Vec<&str> = problems.iter().take(3).map(String::as_str).collect();
        anyhow::bail!("{} failed the integrity check: {}", file.display(), shown.join("; "));
    }
    let has = |table: &str| super::store::has_table(&conn, table);
    if !has("refinery_schema_history").map_err(bad)? || !has("quote_submissions").map_err(bad)? {
        anyhow::bail!("{} is an SQLite file but not a roadside database", file.display());
    }
    let mut counts = Vec::new();
    for (table, name) in LEAD_TABLES {
        if has(table).map_err(bad)? {
            counts.push((name, super::store::count_rows(&conn, table).map_err(bad)?));
        }
    }
    let names = named_photos(&conn, file)?;
    let photo_bytes = crate::proof::files::check(&photos_beside(file), &names)?;
    Ok(Verified { counts, bytes: meta.len(), photos: names.len(), photo_bytes })
}

/// Deletes the oldest automatic copies in `dir` beyond the newest `keep`,
/// and answers the files it deleted. Files with other names are never touched.
pub fn prune(dir: &Path, keep: usize) -> anyhow::Result<Vec<PathBuf>> {
    let mut copies = automatic_copies(dir)?;
    // The names hold the UTC time, so their order is their age.
    copies.sort();
    let excess = copies.len().saturating_sub(keep);
    let old: Vec<PathBuf> = copies.into_iter().take(excess).collect();
    for file in &old {
        std::fs::remove_file(file).map_err(|e| anyhow::anyhow!("cannot delete {}: {e}", file.display()))?;
    }
    if !old.is_empty() {
        prune_photos(dir)?;
    }
    Ok(old)
}

/// Removes the photo files in `dir/photos` that no copy left in `dir` names
/// (any .db file there that opens as a database counts, so a copy made by
/// hand keeps its photos too).
fn prune_photos(dir: &Path) -> anyhow::Result<()> {
    let mut named = std::collections::HashSet::new();
    for entry in std::fs::read_dir(dir).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", dir.display()))?.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "db")
            && let Ok(conn) = Connection::open_with_flags(&path, OpenFlags::SQLITE_OPEN_READ_ONLY)
        {
            // A file that is not a database keeps nothing, and is not ours to judge.
            named.extend(crate::proof::store::files(&conn).unwrap_or_default());
        }
    }
    crate::proof::files::remove_unnamed(&crate::proof::files::dir_of(dir), &named, std::time::Duration::ZERO)
        .map_err(|e| anyhow::anyhow!("cannot prune photos in {}: {e}", dir.display()))?;
    Ok(())
}

/// The newest automatic copy in `dir` and when it was written.
pub fn newest(dir: &Path) -> Option<(PathBuf, std::time::SystemTime)> {
    let copies = automatic_copies(dir).ok()?;
    copies
        .into_iter()
        .filter_map(|p| std::fs::metadata(&p).and_then(|m| m.modified()).ok().map(|t| (p, t)))
        .max_by_key(|(_, t)| *t)
}

fn automatic_copies(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => anyhow::bail!("cannot read {}: {e}", dir.display()),
    };
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let stamp = name.strip_prefix(AUTO_PREFIX).and_then(|n| n.strip_suffix(AUTO_SUFFIX));
        if stamp.is_some_and(|s| chrono::NaiveDateTime::parse_from_str(s, "%Y%m%d-%H%M%S").is_ok()) {
            out.push(entry.path());
        }
    }
    Ok(out)
}

/// Puts a checked copy in place of the database at `db_path`. The caller
/// holds the data directory's lock, so no server has the database open.
/// The replaced database is kept beside it as roadside.db.replaced-STAMP
/// (with its -wal folded in first, so the kept file is complete by itself).
pub fn restore(file: &Path, db_path: &Path) -> anyhow::Result<(Verified, Option<PathBuf>)> {
    let verified = verify(file)?;
    let dir = db_path.parent().ok_or_else(|| anyhow::anyhow!("{} has no folder", db_path.display()))?;
    std::fs::create_dir_all(dir).map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
    // The photos first: the copy's rows must find their files once it is in
    // place (the live folder's others stay until the server's sweep).
    {
        let copy = Connection::open_with_flags(file, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(|e| anyhow::anyhow!("{}: cannot open: {e}", file.display()))?;
        let names = named_photos(&copy, file)?;
        crate::proof::files::copy_missing(&photos_beside(file), &photos_beside(db_path), &names)?;
    }
    let sidecar = |path: &Path, suffix: &str| PathBuf::from(format!("{}{suffix}", path.display()));

    // Copy first, under a temporary name, so a failure leaves the live file alone.
    let incoming = sidecar(db_path, ".restoring");
    let _ = std::fs::remove_file(&incoming);
    std::fs::copy(file, &incoming)
        .map_err(|e| anyhow::anyhow!("cannot copy {} to {}: {e}", file.display(), incoming.display()))?;
    std::fs::File::open(&incoming)
        .and_then(|f| f.sync_all())
        .map_err(|e| anyhow::anyhow!("cannot sync {}: {e}", incoming.display()))?;

    let mut kept = None;
    if db_path.exists() {
        // Fold the write-ahead log into the file; then the -wal and -shm of
        // the old database must not survive next to the new one, where
        // SQLite would replay them into it.
        if let Ok(old) = Connection::open(db_path) {
            super::store::checkpoint(&old);
            let _ = old.close();
        }
        let stamp = chrono::Utc::now().format("%Y%m%d-%H%M%S");
        let keep = sidecar(db_path, &format!(".replaced-{stamp}"));
        std::fs::rename(db_path, &keep).map_err(|e| anyhow::anyhow!("cannot move {} aside: {e}", db_path.display()))?;
        for suffix in ["-wal", "-shm"] {
            let old = sidecar(db_path, suffix);
            if old.exists() {
                std::fs::rename(&old, sidecar(&keep, suffix))
                    .map_err(|e| anyhow::anyhow!("cannot move {} aside: {e}", old.display()))?;
            }
        }
        kept = Some(keep);
    } else {
        for suffix in ["-wal", "-shm"] {
            let _ = std::fs::remove_file(sidecar(db_path, suffix));
        }
    }
    std::fs::rename(&incoming, db_path)
        .map_err(|e| anyhow::anyhow!("cannot move {} into place: {e}", incoming.display()))?;
    std::fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| anyhow::anyhow!("cannot sync {}: {e}", dir.display()))?;
    Ok((verified, kept))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(dir: &Path, name: &str) -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, b"x").unwrap();
        p
    }

    #[test]
    fn pruning_keeps_the_newest_automatic_copies_and_never_other_files() {
        let dir = tempfile::tempdir().unwrap();
        for day in 1..=5 {
            touch(dir.path(), &format!("roadside-202601{day:02}-030000.db"));
        }
        let mine = touch(dir.path(), "before-upgrade.db");
        let odd = touch(dir.path(), "roadside-notadate.db");
        let deleted = prune(dir.path(), 3).unwrap();
        let names: Vec<String> =
            deleted.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["roadside-20260101-030000.db", "roadside-20260102-030000.db"]);
        let mut left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(
            left,
            [
                "before-upgrade.db",
                "roadside-20260103-030000.db",
                "roadside-20260104-030000.db",
                "roadside-20260105-030000.db",
                "roadside-notadate.db"
            ]
        );
        assert!(mine.exists() && odd.exists());
        assert!(prune(dir.path(), 3).unwrap().is_empty(), "pruning twice deletes nothing more");
    }

    #[test]
    fn pruning_a_missing_folder_is_not_an_error() {
        let dir = tempfile::tempdir().unwrap();
        assert!(prune(&dir.path().join("none"), 14).unwrap().is_empty());
    }
}
