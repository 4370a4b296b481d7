//! Group commit for leads. Every lead must be on disk before its 2xx, and on
//! a VPS disk the fsync of a commit costs far more than the SQL: one commit per
//! lead makes the disk the limit. So one writer thread takes every lead that
//! is waiting, stores them in one transaction (each in its own savepoint, so a
//! lead that fails leaves the others), commits once, with one fsync, and only
//! then answers each. Nothing is acknowledged before its commit: a crash
//! before it loses only leads that were never answered.
use super::intake::Stored;
use crate::db::Db;
use rusqlite::{Connection, TransactionBehavior};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tokio::sync::{mpsc, oneshot};

/// One lead's writes, run inside the group's transaction.
pub type Job = Box<dyn FnOnce(&Connection) -> rusqlite::Result<Stored> + Send>;

struct Request {
    job: Job,
    reply: oneshot::Sender<Result<Stored, String>>,
}

/// More than this waiting are taken by the next group; it bounds how long one
/// commit holds the database from the dashboards' reads.
const MAX_GROUP: usize = 256;
/// Leads waiting for the writer before a handler waits to hand one over.
const QUEUE: usize = 4096;

#[derive(Clone)]
pub struct LeadWriter {
    queue: mpsc::Sender<Request>,
    /// Groups committed so far (each one fsync).
    groups: Arc<AtomicU64>,
}

impl LeadWriter {
    /// Starts the writer thread; it ends when the last handle is dropped.
    pub fn start(db: Db) -> std::io::Result<LeadWriter> {
        let (queue, rx) = mpsc::channel(QUEUE);
        let groups = Arc::new(AtomicU64::new(0));
        let counter = groups.clone();
        std::thread::Builder::new().name("lead-writer".into()).spawn(move || run(db, rx, &counter))?;
        Ok(LeadWriter { queue, groups })
    }

    pub fn groups_committed(&self) -> u64 {
        self.groups.load(Ordering::Relaxed)
    }

    /// Stores one lead with whatever else is waiting; resolves once its group is committed.
    pub async fn store(&self, job: Job) -> anyhow::Result<Stored> {
        let (reply, answer) = oneshot::channel();
        self.queue.send(Request { job, reply }).await.map_err(|_| anyhow::anyhow!("the lead writer has stopped"))?;
        answer
            .await
            .map_err(|_| anyhow::anyhow!("the lead writer stopped before answering"))?
            .map_err(|e| anyhow::anyhow!("lead not stored: {e}"))
    }
}

fn run(db: Db, mut rx: mpsc::Receiver<Request>, groups: &AtomicU64) {
    while let Some(first) = rx.blocking_recv() {
        let mut group = vec![first];
        while group.len() < MAX_GROUP {
            match rx.try_recv() {
                Ok(r) => group.push(r),
                Err(_) => break,
            }
        }
        let (jobs, replies): (Vec<Job>, Vec<_>) = group.into_iter().map(|r| (r.job, r.reply)).unzip();
        let size = jobs.len();
        let waited = Instant::now();
        let (locked, outcome) = db.write_blocking(|c| (waited.elapsed(), commit_group(c, jobs)));
        match outcome {
            Ok((results, timing)) => {
                groups.fetch_add(1, Ordering::Relaxed);
                tracing::debug!(
                    target: "roadside::leads::writer",
                    size,
                    lock_us = locked.as_micros() as u64,
                    sql_us = timing.sql.as_micros() as u64,
                    commit_us = timing.commit.as_micros() as u64,
                    "lead group committed"
                );
                for (reply, result) in replies.into_iter().zip(results) {
                    // The handler may have gone (client closed): the lead is stored all the same.
                    let _ = reply.send(result);
                }
            }
            Err(e) => {
                tracing::error!("a group of {size} leads was not committed: {e}");
                for reply in replies {
                    let _ = reply.send(Err(e.to_string()));
                }
            }
        }
    }
}

struct Timing {
    sql: std::time::Duration,
    commit: std::time::Duration,
}

/// Runs each job in its own savepoint inside one transaction and commits once.
/// A job's error (or panic) rolls back only that job.
fn commit_group(c: &mut Connection, jobs: Vec<Job>) -> rusqlite::Result<(Vec<Result<Stored, String>>, Timing)> {
    let start = Instant::now();
    // IMMEDIATE: take the write lock now (waiting on the busy timeout for the
    // analytics writer's connection) rather than fail on the first write.
    let mut tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let mut results = Vec::with_capacity(jobs.len());
    for job in jobs {
        let sp = tx.savepoint()?;
        match catch_unwind(AssertUnwindSafe(|| job(&sp))) {
            Ok(Ok(stored)) => {
                sp.commit()?;
                results.push(Ok(stored));
            }
            Ok(Err(e)) => {
                // Dropping the savepoint rolls its writes back.
                drop(sp);
                results.push(Err(e.to_string()));
            }
            Err(_) => {
                drop(sp);
                results.push(Err("the lead's writer panicked".into()));
            }
        }
    }
    let sql = start.elapsed();
    tx.commit()?;
    Ok((results, Timing { sql, commit: start.elapsed() - sql }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stored(id: i64) -> Stored {
        Stored { id, existed: false, effects: crate::state::Effects::default() }
    }

    #[tokio::test]
    async fn a_failing_lead_in_a_group_leaves_the_others_stored() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("t.db")).unwrap();
        db.call(|c| c.execute_batch("CREATE TABLE t (v TEXT NOT NULL)")).await.unwrap();
        let mut c = crate::db::open_connection(&dir.path().join("t.db")).unwrap();
        let jobs: Vec<Job> = vec![
            Box::new(|c| c.execute("INSERT INTO t VALUES ('a')", []).map(|_| stored(1))),
            Box::new(|c| {
                c.execute("INSERT INTO t VALUES ('half')", [])?;
                c.execute("INSERT INTO t VALUES (NULL)", []).map(|_| stored(2))
            }),
            Box::new(|_| panic!("a bug in one job")),
            Box::new(|c| c.execute("INSERT INTO t VALUES ('b')", []).map(|_| stored(3))),
        ];
        let (results, _) = commit_group(&mut c, jobs).unwrap();
        assert!(results[0].is_ok() && results[3].is_ok());
        assert!(results[1].as_ref().is_err_and(|e| e.contains("NOT NULL")), "{:?}", results[1].as_ref().err());
        assert!(results[2].is_err());
        let rows: Vec<String> = db
            .call(|c| c.prepare("SELECT v FROM t ORDER BY rowid")?.query_map([], |r| r.get(0))?.collect())
            .await
            .unwrap();
        assert_eq!(rows, ["a", "b"], "the failed job's first insert is rolled back with it");
    }

    #[tokio::test]
    async fn leads_that_arrive_while_a_commit_is_under_way_share_the_next_commit() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("t.db")).unwrap();
        db.call(|c| c.execute_batch("CREATE TABLE t (v INTEGER NOT NULL)")).await.unwrap();
        let writer = LeadWriter::start(db.clone()).unwrap();
        // Something else holds the database (a slow commit, a dashboard read)
        // while 200 leads arrive.
        let busy = db.clone();
        let held = std::thread::spawn(move || {
            busy.write_blocking(|_| std::thread::sleep(std::time::Duration::from_millis(500)))
        });
        std::thread::sleep(std::time::Duration::from_millis(50));
        let mut sends = tokio::task::JoinSet::new();
        for i in 0..200 {
            let writer = writer.clone();
            sends.spawn(async move {
                writer
                    .store(Box::new(move |c| {
                        c.execute("INSERT INTO t VALUES (?1)", [i])?;
                        Ok(stored(c.last_insert_rowid()))
                    }))
                    .await
            });
        }
        let mut ids = Vec::new();
        while let Some(result) = sends.join_next().await {
            ids.push(result.unwrap().unwrap().id);
        }
        held.join().unwrap();
        ids.sort();
        assert_eq!(ids, (1..=200).collect::<Vec<_>>(), "each lead answered with its own row");
        let count: i64 = db.call(|c| c.query_row("SELECT count(*) FROM t", [], |r| r.get(0))).await.unwrap();
        assert_eq!(count, 200);
        // The first to arrive waits alone; the rest queue behind it and share one commit.
        assert!(writer.groups_committed() <= 3, "{} commits for 200 leads", writer.groups_committed());
    }
}
