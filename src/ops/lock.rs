//! One server per data directory. `roadside serve` holds an exclusive lock on
//! DATA_DIR/roadside.lock for as long as it runs; `roadside restore` takes the
//! same lock, so it can never swap the database under a running server. The
//! operating system drops the lock when the process ends, however it ends.
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

pub struct DataDirLock {
    // Held, never read: the lock lasts as long as the open file.
    _file: File,
}

pub fn lock_path(data_dir: &Path) -> PathBuf {
    data_dir.join("roadside.lock")
}

impl DataDirLock {
    /// Takes the lock, or says who holds it.
    pub fn acquire(data_dir: &Path) -> anyhow::Result<DataDirLock> {
        std::fs::create_dir_all(data_dir).map_err(|e| anyhow::anyhow!("cannot create {}: {e}", data_dir.display()))?;
        let path = lock_path(data_dir);
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| anyhow::anyhow!("cannot open {}: {e}", path.display()))?;
        match file.try_lock() {
            Ok(()) => Ok(DataDirLock { _file: file }),
            Err(TryLockError::WouldBlock) => anyhow::bail!(
                "a roadside server is running on {} (it holds {}); stop it first (e.g. systemctl stop roadside)",
                data_dir.display(),
                path.display()
            ),
            Err(TryLockError::Error(e)) => anyhow::bail!("cannot lock {}: {e}", path.display()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_holder_is_refused_until_the_first_lets_go() {
        let dir = tempfile::tempdir().unwrap();
        let first = DataDirLock::acquire(dir.path()).unwrap();
        let err = DataDirLock::acquire(dir.path()).err().expect("refused").to_string();
        assert!(err.contains("a roadside server is running"), "{err}");
        drop(first);
        DataDirLock::acquire(dir.path()).unwrap();
    }
}
