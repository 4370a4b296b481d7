//! The SQLite database: one file, WAL, migrations applied on open.
use rusqlite::{Connection, TransactionBehavior, types::ValueRef};
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
    /// Taken by the two writers that run all the time, the leads' and the
    /// analytics', around each of their transactions, so they hand SQLite's
    /// write lock to each other at once: waiting on SQLite's busy handler
    /// instead would sleep in steps of up to 100 ms while a flood of
    /// analytics holds the lock, and a lead waits behind it.
    writers: Arc<Mutex<()>>,
}

/// A connection with our settings and every migration applied (the CLI uses
/// one directly; the server shares one through `Db`).
pub fn open_connection(path: &Path) -> anyhow::Result<Connection> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
    }
    let mut conn = connect(path, "FULL", SHARED_CACHE_KIB)?;
    // WAL lets readers run beside the writer; synchronous=FULL (above) makes
    // a commit durable before we answer 2xx for a lead.
    conn.pragma_update(None, "journal_mode", "WAL")?;
    // A deleted row's bytes are overwritten, not left in free pages where a
    // copy of the file would still hold an erased person's data
    // (docs/product.md#privacy). Deletes write a little more; this site's
    // deletes are few.
    conn.pragma_update(None, "secure_delete", "ON")?;
    embedded::migrations::runner().run(&mut conn)?;
    Ok(conn)
}

/// The settings every connection of the server shares. Leads, accounts and
/// the dashboards' reads (the shared connection) have hot pages that fit in a
/// few MiB; the analytics writer, whose tables are the big ones, has its own
/// connection and cache (`Db::open_analytics`), so a flood of leads or of
/// dashboard reads never grows the shared one past its size.
fn connect(path: &Path, synchronous: &str, cache_kib: i64) -> anyhow::Result<Connection> {
    let mut conn = Connection::open(path).map_err(|e| anyhow::anyhow!("cannot open {}: {e}", path.display()))?;
    conn.pragma_update(None, "synchronous", synchronous)?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.pragma_update(None, "cache_size", -cache_kib)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    // Room for every statement the hot paths run (a lead's insert, its
    // announcement, the outbox's queue): `exec` keeps each one parsed.
    conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
    // Another connection writes beside this one (the analytics writer, a CLI
    // command): a deferred transaction that reads and then writes would fail
    // at once with SQLITE_BUSY if the other committed in between. Taking the
    // write lock at BEGIN waits on the busy timeout instead.
    conn.set_transaction_behavior(TransactionBehavior::Immediate);
    Ok(conn)
}

/// Parsed statements kept per connection (rusqlite's default is 16).
const STATEMENT_CACHE: usize = 256;

/// Runs one write through the connection's statement cache: a lead's
/// insert, its alert and its texts are the same statements every time, and
/// parsing them again was a measurable share of a lead's CPU (a profile of
/// bench/leads.sh: SQLite's parser and planner beside its fsync).
pub fn exec<P: rusqlite::Params>(c: &Connection, sql: &str, params: P) -> rusqlite::Result<usize> {
    c.prepare_cached(sql)?.execute(params)
}

/// The shared connection's page cache.
const SHARED_CACHE_KIB: i64 = 4096;
/// The analytics writer's page cache: with its tables past the default 2 MiB,
/// every batch re-read its index pages from the OS with pread (a profile of an
/// analytics flood showed more time copying pages in than running SQL).
const ANALYTICS_CACHE_KIB: i64 = 32_768;

/// How many migrations this build carries (all of them must be applied).
pub fn migrations_expected() -> usize {
    embedded::migrations::runner().get_migrations().len()
}

impl Db {
    pub fn open(path: &Path) -> anyhow::Result<Db> {
        Ok(Db { conn: Arc::new(Mutex::new(open_connection(path)?)), writers: Arc::default() })
    }

    /// The analytics writer's own connection to the database `open` set up:
    /// its own page cache, and synchronous=NORMAL (analytics may lose their
    /// last batch in a power cut; leads, on the shared connection, may not).
    pub fn open_analytics(&self, path: &Path) -> anyhow::Result<Db> {
        let conn = connect(path, "NORMAL", ANALYTICS_CACHE_KIB)?;
        Ok(Db { conn: Arc::new(Mutex::new(conn)), writers: self.writers.clone() })
    }

    /// Runs plain SQL (`f` answers SQLite's error) with the connection on
    /// the blocking thread pool: `run` for the common case.
    pub async fn call<F, R>(&self, f: F) -> anyhow::Result<R>
    where
        F: FnOnce(&mut Connection) -> rusqlite::Result<R> + Send + 'static,
        R: Send + 'static,
    {
        Ok(self.run(f).await?)
    }

    /// Runs `f` with the connection on the blocking thread pool. `f` may
    /// refuse: it answers with its own error (a feature's refusal, or
    /// `ApiError`), anything SQLite's error converts into, so a refusal is
    /// `Err(refusal)`, never `Ok(Err(refusal))`.
    pub async fn run<F, R, E>(&self, f: F) -> Result<R, E>
    where
        F: FnOnce(&mut Connection) -> Result<R, E> + Send + 'static,
        R: Send + 'static,
        E: From<rusqlite::Error> + Send + 'static,
    {
        let conn = self.conn.clone();
        tokio::task::spawn_blocking(move || {
            let mut guard = conn.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            f(&mut guard)
        })
        .await
        .unwrap_or_else(|e| Err(task_failed(&e).into()))
    }
}

/// The blocking task ended without an answer (a panic in the closure): an
/// internal error (a 500), in SQLite's error type so that every caller's
/// error takes it.
fn task_failed(e: &tokio::task::JoinError) -> rusqlite::Error {
    rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_INTERNAL),
        Some(format!("the database task failed: {e}")),
    )
}

impl Db {
    /// Runs a writer's transaction with the connection on this thread: for a
    /// thread of our own that may block (the lead writer), never an async worker.
    pub fn write_blocking<R>(&self, f: impl FnOnce(&mut Connection) -> R) -> R {
        let _writing = self.writers.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let mut guard = self.conn.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        f(&mut guard)
    }

    /// `run` for a writer's transaction (the analytics writer's, and those
    /// that take the writers' lock).
    pub async fn write<F, R, E>(&self, f: F) -> Result<R, E>
    where
        F: FnOnce(&mut Connection) -> Result<R, E> + Send + 'static,
        R: Send + 'static,
        E: From<rusqlite::Error> + Send + 'static,
    {
        let db = self.clone();
        tokio::task::spawn_blocking(move || db.write_blocking(f)).await.unwrap_or_else(|e| Err(task_failed(&e).into()))
    }
}

/// Reads a row into `T` by column name: each field of a
/// `#[derive(Deserialize)]` struct takes the column of its name (an `AS`
/// alias in the SQL where they differ), so a column added or moved in a
/// SELECT never shifts the others. Through serde_rusqlite; its errors come
/// back as rusqlite's, so `stmt.query_map(params, db::row)` and
/// `c.query_row(sql, params, db::row)` work as with a closure.
pub fn row<T: serde::de::DeserializeOwned>(row: &rusqlite::Row) -> rusqlite::Result<T> {
    serde_rusqlite::from_row(row).map_err(|e| match e {
        serde_rusqlite::Error::Rusqlite(e) => e,
        e => rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Null, Box::new(e)),
    })
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

    /// Records written before V10 held whole copies of the lead or job; after
    /// it they name the changed fields and keep only the non-personal values.
    #[test]
    fn the_audit_records_of_before_keep_no_personal_data_after_the_upgrade() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("roadside.db");
        let mut old = Connection::open(&path).unwrap();
        embedded::migrations::runner().set_target(refinery::Target::Version(9)).run(&mut old).unwrap();
        let quote = |name: &str, urgency: &str, contacted: bool| {
            serde_json::json!({"id": 4, "name": name, "phone": "(386) 555-0199", "email": "dana@example.com",
                "location": "12 Oak St, Palm Coast", "vehicleInfo": "2012 Honda Civic", "urgency": urgency,
                "description": "Flat tire by the Publix", "contacted": contacted, "serviceType": "Other"})
            .to_string()
        };
        let job = |status: &str, notes: &str| {
            serde_json::json!({"id": 2, "status": status, "notes": notes, "jobValue": 120.0,
                "customer": {"name": "Dana", "phone": "(386) 555-0199"}})
            .to_string()
        };
        let insert = "INSERT INTO audit_log (staff_user_id, staff_username, action, subject_type, subject_id, \
            before_json, after_json) VALUES (1, 'dispatch', ?1, ?2, ?3, ?4, ?5)";
        let rows = [
            ("contacted", "quote", 4, Some(quote("Dana", "Today", false)), Some(quote("Dana", "Today", true))),
            ("edit", "quote", 4, Some(quote("Dana", "Today", true)), Some(quote("Dana Smith", "This Week", true))),
            ("delete", "quote", 4, Some(quote("Dana Smith", "This Week", true)), None),
            ("job-update", "job", 2, Some(job("pending", "")), Some(job("completed", "Gate code 1234"))),
        ];
        for (action, subject, id, before, after) in rows {
            old.execute(insert, rusqlite::params![action, subject, id, before, after]).unwrap();
        }
        drop(old);

        let c = open_connection(&path).unwrap();
        let mut stmt =
            c.prepare("SELECT action, changed_json, before_json, after_json FROM audit_log ORDER BY id").unwrap();
        let got: Vec<(String, String, Option<String>, Option<String>)> = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let json = |s: &Option<String>| s.as_deref().map(|s| serde_json::from_str::<serde_json::Value>(s).unwrap());
        use serde_json::json;
        assert_eq!(got[0].1, r#"["contacted"]"#);
        assert_eq!(
            (json(&got[0].2), json(&got[0].3)),
            (Some(json!({"contacted": false})), Some(json!({"contacted": true})))
        );
        assert_eq!(got[1].1, r#"["name","urgency"]"#);
        assert_eq!(
            (json(&got[1].2), json(&got[1].3)),
            (Some(json!({"urgency": "Today"})), Some(json!({"urgency": "This Week"})))
        );
        assert_eq!(
            got[2].1,
            r#"["contacted","description","email","id","location","name","phone","serviceType","urgency","vehicleInfo"]"#
        );
        assert_eq!(
            json(&got[2].2),
            Some(json!({"contacted": true, "id": 4, "serviceType": "Other", "urgency": "This Week"}))
        );
        assert_eq!(json(&got[2].3), None);
        assert_eq!(got[3].1, r#"["notes","status"]"#);
        assert_eq!(json(&got[3].3), Some(json!({"status": "completed"})));
        let everything: String = got.iter().map(|r| format!("{r:?}")).collect();
        for personal in ["Dana", "555-0199", "dana@", "Oak St", "Honda", "Publix", "Gate code"] {
            assert!(!everything.contains(personal), "{personal} is still in the audit log: {everything}");
        }
        assert!(c.execute("UPDATE audit_log SET action = 'x'", []).is_err(), "the table is append-only again");
    }

    #[tokio::test]
    async fn opening_twice_applies_migrations_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("roadside.db");
        drop(Db::open(&path).unwrap());
        Db::open(&path).unwrap();
    }
}
