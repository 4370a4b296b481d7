//! The SQL of operations: writing and checking a backup copy, folding the
//! write-ahead log, and what /healthz reads. Every function takes the
//! connection it works in.
use rusqlite::Connection;

/// Writes a compact copy of the database to `path` (an empty file).
pub fn vacuum_into(c: &Connection, path: &str) -> rusqlite::Result<usize> {
    c.execute("VACUUM INTO ?1", [path])
}

/// SQLite's integrity check: `["ok"]`, or the problems it found.
pub fn integrity_check(c: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut stmt = c.prepare("PRAGMA integrity_check")?;
    stmt.query_map([], |r| r.get::<_, String>("integrity_check"))?.collect()
}

pub fn has_table(c: &Connection, table: &str) -> rusqlite::Result<bool> {
    c.query_row("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?1", [table], |r| {
        r.get::<_, i64>("n")
    })
    .map(|n| n > 0)
}

/// The rows of `table` (one of ours, never a name from outside).
pub fn count_rows(c: &Connection, table: &str) -> rusqlite::Result<i64> {
    c.query_row(&format!("SELECT COUNT(*) AS n FROM {table}"), [], |r| r.get("n"))
}

/// Folds the write-ahead log into the file and empties it (best effort).
pub fn checkpoint(c: &Connection) {
    let _ = c.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
}

/// How many migrations the database has applied.
pub fn migrations_applied(c: &Connection) -> rusqlite::Result<i64> {
    c.query_row("SELECT COUNT(*) AS n FROM refinery_schema_history", [], |r| r.get("n"))
}
