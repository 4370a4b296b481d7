//! The SQLite database: one file, WAL, migrations applied on open.
use rusqlite::{Connection, types::ValueRef};
use std::path::Path;
use std::sync::{Arc, Mutex};

mod embedded {
    refinery::embed_migrations!("migrations");
}

/// A shared connection. SQLite takes one writer at a time anyway, and a small
/// business site never needs more; calls run on the blocking pool so a slow
/// disk never stalls the async workers.
#[derive(Clone)]
pub struct Db {
    conn: Arc<Mutex<Connection>>,
}

/// A connection with our settings and every migration applied (the CLI uses
/// one directly; the server shares one through `Db`).
pub fn open_connection(path: &Path) -> anyhow::Result<Connection> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
    }
    let mut conn = Connection::open(path).map_err(|e| anyhow::anyhow!("cannot open {}: {e}", path.display()))?;
    // WAL lets readers run beside the writer; synchronous=FULL makes a
    // commit durable before we answer 2xx for a lead.
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    // SQLite's default page cache is 2 MiB: with the analytics tables past
    // that, every batch re-read its index pages from the OS with pread (a
    // profile of an analytics flood showed more time copying pages in than
    // running SQL). 32 MiB keeps the hot pages of every table in memory.
    conn.pragma_update(None, "cache_size", -32_768)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    embedded::migrations::runner().run(&mut conn)?;
    Ok(conn)
}

/// How many migrations this build carries (all of them must be applied).
pub fn migrations_expected() -> usize {
    embedded::migrations::runner().get_migrations().len()
}

impl Db {
    pub fn open(path: &Path) -> anyhow::Result<Db> {
        Ok(Db { conn: Arc::new(Mutex::new(open_connection(path)?)) })
    }

    /// Runs `f` with the connection on the blocking thread pool.
    pub async fn call<F, R>(&self, f: F) -> anyhow::Result<R>
    where
        F: FnOnce(&mut Connection) -> rusqlite::Result<R> + Send + 'static,
        R: Send + 'static,
    {
        let conn = self.conn.clone();
        let out = tokio::task::spawn_blocking(move || {
            let mut guard = conn.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            f(&mut guard)
        })
        .await?;
        Ok(out?)
    }
}

/// A text column read leniently: SQLite keeps whatever type was written, and
/// a number in a text column (a load time) is still answered as text.
pub fn text(row: &rusqlite::Row, column: &str) -> rusqlite::Result<Option<String>> {
    Ok(match row.get_ref(column)? {
        ValueRef::Null | ValueRef::Blob(_) => None,
        ValueRef::Integer(n) => Some(n.to_string()),
        ValueRef::Real(f) => Some(f.to_string()),
        ValueRef::Text(t) => Some(String::from_utf8_lossy(t).into_owned()),
    })
}

/// A text column that is never NULL.
pub fn required_text(row: &rusqlite::Row, column: &str) -> rusqlite::Result<String> {
    Ok(text(row, column)?.unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn opening_creates_every_entity_in_wal_mode() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("sub/roadside.db")).unwrap();
        let (tables, mode, fk, sync) = db
            .call(|c| {
                let mut stmt = c.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")?;
                let tables: Vec<String> = stmt.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
                let mode: String = c.query_row("PRAGMA journal_mode", [], |r| r.get(0))?;
                let fk: i64 = c.query_row("PRAGMA foreign_keys", [], |r| r.get(0))?;
                let sync: i64 = c.query_row("PRAGMA synchronous", [], |r| r.get(0))?;
                Ok((tables, mode, fk, sync))
            })
            .await
            .unwrap();
        for t in [
            "users",
            "contact_submissions",
            "quote_submissions",
            "booking_submissions",
            "smart_analyzer_submissions",
            "call_tracking",
            "job_tracking",
            "website_analytics",
            "chatbot_interactions",
            "marketing_metrics",
        ] {
            assert!(tables.iter().any(|x| x == t), "missing table {t}: {tables:?}");
        }
        assert_eq!(mode, "wal");
        assert_eq!(fk, 1);
        assert_eq!(sync, 2, "synchronous should be FULL");
    }

    #[tokio::test]
    async fn opening_twice_applies_migrations_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("roadside.db");
        drop(Db::open(&path).unwrap());
        Db::open(&path).unwrap();
    }
}
