//! Photo files, named by the SHA-256 of their bytes, in `photos/` beside the
//! database (docs/product.md#proof says why files and not the database): a
//! photo never changes once written, so a backup copies each one once, and
//! a name that is its own hash lets any copy be checked byte for byte.
//!
//! Rows name files; a file no row names is removed (`remove_unnamed`) after
//! an erasure or the retention sweep, and again at start-up, so a crash
//! between the commit and the removal leaves nothing behind for long.
use sha2::{Digest, Sha256};
use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The folder of photo files under a data directory (or a backup folder).
pub fn dir_of(data_dir: &Path) -> PathBuf {
    data_dir.join("photos")
}

/// The hex SHA-256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `name` is a file name this module made (64 lowercase hex digits):
/// nothing else is ever read or removed.
fn is_name(name: &str) -> bool {
    name.len() == 64 && name.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The path of the file named `name` under `dir` (two levels: the first two
/// hex digits, so no folder holds more than a few hundred files).
pub fn path(dir: &Path, name: &str) -> Option<PathBuf> {
    is_name(name).then(|| dir.join(&name[..2]).join(format!("{name}.jpg")))
}

/// Writes `bytes` under their hash, durably (written to a temporary name,
/// synced, renamed, the folder synced), and answers the name. A file of that
/// name is already these bytes: it is left as it is.
pub fn put(dir: &Path, bytes: &[u8]) -> std::io::Result<String> {
    let name = sha256_hex(bytes);
    let Some(target) = path(dir, &name) else { unreachable!("a SHA-256 in hex is a file name") };
    if target.exists() {
        return Ok(name);
    }
    let folder = target.parent().unwrap_or(dir);
    // The owner's alone, as backups are (src/private.rs).
    crate::private::create_dir(folder)?;
    let temp = folder.join(format!(".{name}.{}.tmp", std::process::id()));
    {
        let mut f = crate::private::replace_file(&temp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    std::fs::rename(&temp, &target)?;
    std::fs::File::open(folder)?.sync_all()?;
    Ok(name)
}

/// The bytes of the file named `name`.
pub fn read(dir: &Path, name: &str) -> std::io::Result<Vec<u8>> {
    let p = path(dir, name).ok_or_else(|| std::io::Error::new(std::io::ErrorKind::NotFound, "not a photo's name"))?;
    std::fs::read(p)
}

/// Every photo file under `dir`, by name.
pub fn list(dir: &Path) -> std::io::Result<Vec<String>> {
    let mut names = Vec::new();
    let Ok(folders) = std::fs::read_dir(dir) else { return Ok(names) };
    for folder in folders.flatten() {
        if !folder.file_type().is_ok_and(|t| t.is_dir()) {
            continue;
        }
        for f in std::fs::read_dir(folder.path())?.flatten() {
            let file = f.file_name();
            let Some(name) = file.to_str().and_then(|n| n.strip_suffix(".jpg")) else { continue };
            if is_name(name) {
                names.push(name.to_string());
            }
        }
    }
    Ok(names)
}

/// Removes every photo file under `dir` that `named` does not hold and that
/// is at least `min_age` old, and answers how many went. (A file is written
/// before its row; within the server `WRITING` keeps the two together, and
/// another process, the CLI, leaves young files to the server's own sweep.)
pub fn remove_unnamed(dir: &Path, named: &HashSet<String>, min_age: std::time::Duration) -> std::io::Result<usize> {
    let mut removed = 0;
    for name in list(dir)? {
        let Some(p) = path(dir, &name) else { continue };
        let young =
            std::fs::metadata(&p).and_then(|m| m.modified()).is_ok_and(|t| t.elapsed().unwrap_or_default() < min_age);
        if !named.contains(&name) && !young {
            std::fs::remove_file(p)?;
            removed += 1;
        }
    }
    Ok(removed)
}

/// Held (shared) by an upload from writing its files until its row is
/// committed, and (alone) by the sweep of unnamed files, so the sweep never
/// takes a file whose row is on its way.
pub static WRITING: tokio::sync::RwLock<()> = tokio::sync::RwLock::const_new(());

/// Copies the files `names` from `from` to `to`, each only if `to` does not
/// have it yet (a photo never changes, so one copy serves every backup that
/// names it). Answers how many were copied and how many bytes.
pub fn copy_missing(from: &Path, to: &Path, names: &[String]) -> anyhow::Result<(usize, u64)> {
    let (mut copied, mut bytes) = (0, 0);
    for name in names {
        let (Some(src), Some(dst)) = (path(from, name), path(to, name)) else { continue };
        if dst.exists() {
            continue;
        }
        let data = std::fs::read(&src).map_err(|e| anyhow::anyhow!("photo {name}: {e}"))?;
        put(to, &data).map_err(|e| anyhow::anyhow!("cannot write photo {name} into {}: {e}", to.display()))?;
        copied += 1;
        bytes += data.len() as u64;
    }
    Ok((copied, bytes))
}

/// Checks that each file of `names` is under `dir` and is the bytes its name
/// says (its SHA-256). Answers the first that is not.
pub fn check(dir: &Path, names: &[String]) -> anyhow::Result<u64> {
    let mut bytes = 0;
    for name in names {
        let data =
            read(dir, name).map_err(|e| anyhow::anyhow!("photo {name} is missing from {}: {e}", dir.display()))?;
        if sha256_hex(&data) != *name {
            anyhow::bail!("photo {name} in {} is damaged (its bytes are not its name's)", dir.display());
        }
        bytes += data.len() as u64;
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_named_by_its_hash_written_once_and_removed_when_no_row_names_it() {
        let dir = tempfile::tempdir().unwrap();
        let a = put(dir.path(), b"photo a").unwrap();
        assert_eq!(put(dir.path(), b"photo a").unwrap(), a);
        let b = put(dir.path(), b"photo b").unwrap();
        assert_eq!(read(dir.path(), &a).unwrap(), b"photo a");
        let mut names = list(dir.path()).unwrap();
        names.sort();
        let mut both = vec![a.clone(), b.clone()];
        both.sort();
        assert_eq!(names, both);
        check(dir.path(), &both).unwrap();
        let now = std::time::Duration::ZERO;
        assert_eq!(
            remove_unnamed(dir.path(), &HashSet::from([a.clone()]), std::time::Duration::from_secs(60)).unwrap(),
            0
        );
        assert_eq!(remove_unnamed(dir.path(), &HashSet::from([a.clone()]), now).unwrap(), 1);
        assert_eq!(list(dir.path()).unwrap(), vec![a.clone()]);
        assert!(check(dir.path(), &[b]).is_err());
        assert!(path(dir.path(), "../../etc/passwd").is_none());
    }

    #[test]
    fn a_backup_copies_only_what_it_lacks_and_a_damaged_copy_fails_its_check() {
        let (live, backup) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let a = put(live.path(), b"photo a").unwrap();
        let names = vec![a.clone()];
        assert_eq!(copy_missing(live.path(), backup.path(), &names).unwrap(), (1, 7));
        assert_eq!(copy_missing(live.path(), backup.path(), &names).unwrap(), (0, 0));
        check(backup.path(), &names).unwrap();
        std::fs::write(path(backup.path(), &a).unwrap(), b"changed").unwrap();
        assert!(check(backup.path(), &names).is_err());
    }
}
