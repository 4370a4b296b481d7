//! The SQLite database: one file, WAL, migrations applied on open.
use rusqlite::Connection;
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

impl Db {
    pub fn open(path: &Path) -> anyhow::Result<Db> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
        }
        let mut conn = Connection::open(path).map_err(|e| anyhow::anyhow!("cannot open {}: {e}", path.display()))?;
        // WAL lets readers run beside the writer; synchronous=FULL makes a
        // commit durable before we answer 2xx for a lead.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        embedded::migrations::runner().run(&mut conn)?;
        Ok(Db { conn: Arc::new(Mutex::new(conn)) })
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
