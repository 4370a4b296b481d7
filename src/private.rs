//! Files that hold customers' data outside the database (backups, CSV
//! exports, job photos) are the owner's alone: files 0600, the folders made for them
//! 0700, whatever the umask says.
use std::fs::File;
use std::io;
use std::path::Path;

/// Creates `dir` and any missing parents, owner-only where it makes them.
pub fn create_dir(dir: &Path) -> io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)
}

/// Opening for writing, owner-only when the file is created.
fn owner_only() -> std::fs::OpenOptions {
    let mut options = std::fs::OpenOptions::new();
    options.write(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options
}

/// Creates `path` (which must not exist yet), readable and writable by the owner only.
pub fn create_file(path: &Path) -> io::Result<File> {
    owner_only().create_new(true).open(path)
}

/// Creates or empties `path`, owner-only (an existing file is made so too).
pub fn replace_file(path: &Path) -> io::Result<File> {
    let file = owner_only().create(true).truncate(true).open(path)?;
    #[cfg(unix)]
    file.set_permissions(std::os::unix::fs::PermissionsExt::from_mode(0o600))?;
    Ok(file)
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn files_and_folders_are_the_owners_alone() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("a/b");
        super::create_dir(&dir).unwrap();
        let file = dir.join("x.csv");
        drop(super::create_file(&file).unwrap());
        let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&dir), 0o700);
        assert_eq!(mode(&tmp.path().join("a")), 0o700);
        assert_eq!(mode(&file), 0o600);
        assert!(super::create_file(&file).is_err(), "an existing file is never overwritten");
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        drop(super::replace_file(&file).unwrap());
        assert_eq!(mode(&file), 0o600, "an export over an old file makes it the owner's alone");
    }
}
