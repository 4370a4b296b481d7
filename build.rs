//! Builds the React UI into ui/dist, which rust-embed then bakes into the
//! binary. Needs Node.js 20+ and npm; installs the UI's packages from
//! ui/package-lock.json when they are missing.
use std::path::Path;
use std::process::{Command, Stdio};

fn main() {
    let ui = Path::new("ui");
    // Exact inputs: the build reruns only when one of these changes.
    for p in ["ui/src", "ui/public", "ui/build.mjs", "ui/package.json", "ui/package-lock.json", "ui/tsconfig.json"] {
        println!("cargo::rerun-if-changed={p}");
    }
    println!("cargo::rerun-if-env-changed=ROADSIDE_SKIP_UI_BUILD");
    println!("cargo::rustc-env=ROADSIDE_GIT_COMMIT={}", git_commit());

    // For working on the Rust side alone against an existing ui/dist.
    if std::env::var_os("ROADSIDE_SKIP_UI_BUILD").is_some() && ui.join("dist/manifest.json").exists() {
        return;
    }

    let node_ok = Command::new("node")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !node_ok {
        fail(
            "building the UI needs Node.js 20 or newer with npm: install them (Debian: apt-get install nodejs npm) and \
                build again",
        );
    }

    let installed = ui.join("node_modules/.package-lock.json");
    let stale = match (modified(&installed), modified(&ui.join("package-lock.json"))) {
        (Some(have), Some(want)) => have < want,
        _ => true,
    };
    if stale {
        run(
            Command::new("npm").args(["ci", "--no-audit", "--no-fund"]).current_dir(ui),
            "npm ci (installing the UI's packages)",
        );
    }
    run(Command::new("node").arg("build.mjs").current_dir(ui), "the UI build (ui/build.mjs)");
}

/// The commit being built, for `roadside --version` and /healthz. A build
/// from a tarball has no .git: ROADSIDE_GIT_COMMIT may then name the commit,
/// or it is "unknown".
fn git_commit() -> String {
    println!("cargo::rerun-if-env-changed=ROADSIDE_GIT_COMMIT");
    if let Ok(commit) = std::env::var("ROADSIDE_GIT_COMMIT") {
        return commit;
    }
    let git = |args: &[&str]| -> Option<String> {
        let out = Command::new("git").args(args).stderr(Stdio::null()).output().ok()?;
        out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string()).filter(|s| !s.is_empty())
    };
    // Only this project's own repository counts, not one it was unpacked into.
    let here = std::env::current_dir().ok().and_then(|d| d.canonicalize().ok());
    let top = git(&["rev-parse", "--show-toplevel"]).and_then(|t| Path::new(&t).canonicalize().ok());
    if here.is_none() || here != top {
        return "unknown".into();
    }
    let Some(commit) = git(&["rev-parse", "--short=12", "HEAD"]) else {
        return "unknown".into();
    };
    // Rebuild when HEAD moves (a checkout or a commit). Only files that exist
    // may be named: cargo reruns every time for a missing one.
    let mut watched = vec![git(&["rev-parse", "--git-path", "HEAD"]), git(&["rev-parse", "--git-path", "packed-refs"])];
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(git(&["rev-parse", "--git-path", &branch]));
    }
    for path in watched.into_iter().flatten() {
        if Path::new(&path).exists() {
            println!("cargo::rerun-if-changed={path}");
        }
    }
    commit
}

fn modified(p: &Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(p).and_then(|m| m.modified()).ok()
}

fn run(cmd: &mut Command, what: &str) {
    match cmd.output() {
        Ok(out) if out.status.success() => {}
        Ok(out) => {
            // Show the bundler's own words: they name the file and line.
            for line in String::from_utf8_lossy(&out.stderr).lines().chain(String::from_utf8_lossy(&out.stdout).lines())
            {
                println!("cargo::warning={line}");
            }
            fail(&format!("{what} failed; its output is above"));
        }
        Err(e) => fail(&format!("could not run {what}: {e}")),
    }
}

fn fail(message: &str) -> ! {
    println!("cargo::error=roadside: {message}");
    eprintln!("roadside: {message}");
    std::process::exit(1);
}
