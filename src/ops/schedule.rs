//! Automatic backups while the server runs: a verified copy every
//! `[backup] every_hours`, the newest `keep` kept. Each one is logged; a
//! failure (a full disk above all) is logged as an error and shown on
//! /healthz until the next copy succeeds.
use super::backup;
use crate::config::BackupConfig;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

/// What the last scheduled attempt did, for /healthz.
#[derive(Clone, Default)]
pub struct BackupStatus {
    inner: Arc<Mutex<Option<Failure>>>,
}

#[derive(Clone, Debug)]
pub struct Failure {
    pub message: String,
    pub at: SystemTime,
}

impl BackupStatus {
    pub fn last_failure(&self) -> Option<Failure> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }

    fn set(&self, failure: Option<Failure>) {
        *self.inner.lock().unwrap_or_else(|p| p.into_inner()) = failure;
    }
}

/// One scheduled backup: check the free space, write and verify a copy,
/// prune the old ones. Answers the log line.
pub fn take(db_path: &Path, dir: &Path, keep: usize) -> anyhow::Result<String> {
    let size = |p: PathBuf| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    let needed = size(db_path.to_path_buf()) + size(PathBuf::from(format!("{}-wal", db_path.display())));
    crate::private::create_dir(dir).map_err(|e| anyhow::anyhow!("cannot create {}: {e}", dir.display()))?;
    if let Some(free) = free_bytes(dir) {
        // The copy is at most the database's size; keep a margin besides.
        if free < needed + needed / 10 + 1024 * 1024 {
            anyhow::bail!(
                "not enough disk space in {}: {} MB free, a copy needs about {} MB",
                dir.display(),
                free / 1_000_000,
                needed.div_ceil(1_000_000)
            );
        }
    }
    let conn =
        rusqlite::Connection::open(db_path).map_err(|e| anyhow::anyhow!("cannot open {}: {e}", db_path.display()))?;
    conn.busy_timeout(Duration::from_secs(5))?;
    let target = backup::default_target(dir);
    let verified = backup::write(&conn, &target)?;
    let pruned = backup::prune(dir, keep.max(1))?;
    Ok(format!("backup written to {}: {}; {} old copies deleted", target.display(), verified.summary(), pruned.len()))
}

#[cfg(unix)]
fn free_bytes(dir: &Path) -> Option<u64> {
    let s = rustix::fs::statvfs(dir).ok()?;
    Some(s.f_bavail.saturating_mul(s.f_frsize))
}

#[cfg(not(unix))]
fn free_bytes(_dir: &Path) -> Option<u64> {
    None
}

/// The folder of the automatic copies.
pub fn backup_dir(config: &BackupConfig, data_dir: &Path) -> PathBuf {
    config.dir.clone().unwrap_or_else(|| data_dir.join("backups"))
}

/// Runs the schedule until the process ends. The first copy is taken a minute
/// after start-up when the newest one is already older than the interval, so
/// a restart loop cannot fill the disk and start-up is never slowed.
pub fn spawn(config: BackupConfig, db_path: PathBuf, data_dir: &Path, status: BackupStatus) {
    if config.every_hours == 0 {
        tracing::warn!("automatic backups are off ([backup] every_hours = 0)");
        return;
    }
    let dir = backup_dir(&config, data_dir);
    let every = Duration::from_secs(config.every_hours * 3600);
    let keep = config.keep;
    tokio::spawn(async move {
        let mut earliest = SystemTime::now() + Duration::from_secs(60);
        loop {
            let due = backup::newest(&dir).map(|(_, at)| at + every).unwrap_or(earliest).max(earliest);
            tokio::time::sleep(due.duration_since(SystemTime::now()).unwrap_or_default()).await;
            let (db, d) = (db_path.clone(), dir.clone());
            let result = tokio::task::spawn_blocking(move || take(&db, &d, keep))
                .await
                .map_err(anyhow::Error::from)
                .and_then(|r| r);
            match result {
                Ok(line) => {
                    tracing::info!("{line}");
                    status.set(None);
                }
                Err(e) => {
                    tracing::error!("BACKUP FAILED: {e:#}. The site keeps running; the next attempt is in an hour.");
                    status.set(Some(Failure { message: format!("{e:#}"), at: SystemTime::now() }));
                    // Try again sooner than a whole interval, but do not hammer a full disk.
                    earliest = SystemTime::now() + Duration::from_secs(3600).min(every);
                    tokio::time::sleep(Duration::from_secs(3600).min(every)).await;
                    continue;
                }
            }
            earliest = SystemTime::now() + Duration::from_secs(60);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scheduled_backup_is_verified_and_prunes_to_the_newest_copies() {
        let dir = tempfile::tempdir().unwrap();
        let db_path = dir.path().join("roadside.db");
        crate::db::open_connection(&db_path)
            .unwrap()
            .execute("INSERT INTO contact_submissions (name, phone, location, urgency, message) VALUES ('A', '555', 'Palm Coast', 'today', 'hi')", [])
            .unwrap();
        let copies = dir.path().join("backups");
        std::fs::create_dir_all(&copies).unwrap();
        for day in 1..=3 {
            std::fs::write(copies.join(format!("roadside-202001{day:02}-000000.db")), b"old").unwrap();
        }
        let line = take(&db_path, &copies, 2).unwrap();
        assert!(
            line.contains("integrity ok") && line.contains("contacts 1") && line.contains("2 old copies deleted"),
            "{line}"
        );
        let mut left: Vec<String> = std::fs::read_dir(&copies)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        left.sort();
        assert_eq!(left.len(), 2);
        assert_eq!(left[0], "roadside-20200103-000000.db");
        assert_eq!(backup::verify(&copies.join(&left[1])).unwrap().counts[2], ("contacts", 1));
    }
}
