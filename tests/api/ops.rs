//! Operations: proven backups and restores, /healthz, HSTS, JSON logs and
//! the build's version, through the real binary where a person would use it.
use crate::helpers::spawn_app_with;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

fn roadside(args: &[&str], data_dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args(args)
        .arg("--data-dir")
        .arg(data_dir)
        .output()
        .expect("roadside runs")
}

fn text(out: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
}

fn quote(n: usize) -> Value {
    json!({
        "name": format!("Driver {n}"), "phone": "(386) 555-0123", "email": "", "location": "Palm Coast, FL",
        "serviceType": "General Automotive", "vehicleInfo": "", "urgency": "Emergency (ASAP)", "description": "Flat tire on I-95 near exit 289."
    })
}

/// `roadside serve` as its own process, the way systemd runs it.
struct Server {
    child: Child,
    url: String,
    data_dir: PathBuf,
}

impl Server {
    async fn start(data_dir: &Path, extra_config: &str) -> Server {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let config = data_dir.join("roadside.toml");
        std::fs::create_dir_all(data_dir).unwrap();
        std::fs::write(
            &config,
            format!("listen = \"127.0.0.1:{port}\"\nbase_url = \"http://roadside.test\"\nleads_per_ten_minutes = 1000000\n{extra_config}\n[backup]\nevery_hours = 0\n"),
        )
        .unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_roadside"))
            .args(["serve", "--config"])
            .arg(&config)
            .arg("--data-dir")
            .arg(data_dir)
            .env_remove("RUST_LOG")
            .stdout(Stdio::null())
            // A file, not a pipe: a pipe nobody reads fills up and stalls the server's logging.
            .stderr(std::fs::File::create(data_dir.join("server.log")).unwrap())
            .spawn()
            .unwrap();
        let server = Server { child, url: format!("http://127.0.0.1:{port}"), data_dir: data_dir.to_path_buf() };
        let health = format!("{}/healthz", server.url);
        crate::helpers::eventually("the server started", Duration::from_secs(20), async || {
            reqwest::get(&health).await.is_ok()
        })
        .await;
        server
    }

    /// Ends the process at once, as a power cut or `kill -9` would; answers its log.
    fn kill(mut self) -> String {
        let _ = self.child.kill();
        self.child.wait().unwrap();
        std::fs::read_to_string(self.data_dir.join("server.log")).unwrap()
    }
}

impl Drop for Server {
    // A failing test must not leave a server running.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test]
async fn every_lead_acknowledged_before_a_kill_9_is_stored_after_the_restart() {
    // Leads are committed in groups (src/leads/writer.rs): a 201 must never
    // leave before its group's commit. Sixteen clients send leads while the
    // server is killed with SIGKILL at an arbitrary moment, five times over.
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut acked: Vec<(i64, String)> = Vec::new();
    for round in 0..5u64 {
        let server = Server::start(&data, "").await;
        let answered = Arc::new(AtomicUsize::new(0));
        let mut clients = Vec::new();
        for w in 0..16 {
            let (url, answered) = (server.url.clone(), answered.clone());
            clients.push(tokio::spawn(async move {
                let client = reqwest::Client::new();
                let mut acked = Vec::new();
                for n in 0.. {
                    let name = format!("Driver {round}-{w}-{n}");
                    let mut body = quote(0);
                    body["name"] = json!(name);
                    body["clientRef"] = json!(name.replace(' ', "-"));
                    // The kill ends this client's run: a refused or cut connection.
                    let Ok(resp) = client.post(format!("{url}/api/quotes")).json(&body).send().await else { break };
                    if resp.status() != 201 {
                        break;
                    }
                    let Ok(answer) = resp.json::<Value>().await else { break };
                    acked.push((answer["id"].as_i64().unwrap(), name));
                    answered.fetch_add(1, Ordering::Relaxed);
                }
                acked
            }));
        }
        // The kill lands at a different point of each round's load.
        let target = usize::try_from(100 + 60 * round).unwrap();
        crate::helpers::eventually("leads acknowledged before the kill", Duration::from_secs(30), async || {
            answered.load(Ordering::Relaxed) >= target
        })
        .await;
        server.kill();
        for c in clients {
            acked.extend(c.await.unwrap());
        }
    }
    assert!(acked.len() >= 500, "only {} leads were acknowledged under load", acked.len());
    let db = rusqlite::Connection::open(data.join("roadside.db")).unwrap();
    let mut lost = Vec::new();
    for (id, name) in &acked {
        let stored: Option<String> = rusqlite::OptionalExtension::optional(db.query_row(
            "SELECT name FROM quote_submissions WHERE id = ?1",
            [id],
            |r| r.get(0),
        ))
        .unwrap();
        if stored.as_ref() != Some(name) {
            lost.push((id, name, stored));
        }
    }
    assert!(
        lost.is_empty(),
        "{} of {} acknowledged leads lost: {:?}",
        lost.len(),
        acked.len(),
        &lost[..lost.len().min(5)]
    );
}

#[tokio::test]
async fn a_backup_under_write_load_restores_every_lead_acknowledged_before_it_began() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let server = Server::start(&data, "").await;

    // Two writers keep sending quotes, noting when each one was acknowledged.
    let stop = Arc::new(AtomicBool::new(false));
    let answered = Arc::new(AtomicUsize::new(0));
    let mut writers = Vec::new();
    for w in 0..2 {
        let (url, stop, answered) = (server.url.clone(), stop.clone(), answered.clone());
        writers.push(tokio::spawn(async move {
            let client = reqwest::Client::new();
            let mut acked = Vec::new();
            let mut n = 0;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                let resp = client.post(format!("{url}/api/quotes")).json(&quote(w * 100_000 + n)).send().await.unwrap();
                assert_eq!(resp.status(), 201);
                let id = resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
                acked.push((id, Instant::now()));
                answered.fetch_add(1, Ordering::Relaxed);
            }
            acked
        }));
    }
    let writes_past = async |n: usize| {
        crate::helpers::eventually(&format!("{n} leads acknowledged"), Duration::from_secs(30), async || {
            answered.load(Ordering::Relaxed) >= n
        })
        .await
    };
    writes_past(40).await;

    let copy = dir.path().join("copy.db");
    let began = Instant::now();
    let out = {
        let (copy, data) = (copy.clone(), data.clone());
        tokio::task::spawn_blocking(move || roadside(&["backup", "--output", copy.to_str().unwrap()], &data))
            .await
            .unwrap()
    };
    assert!(out.status.success(), "{}", text(&out));
    let line = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(line.lines().count(), 1, "one line: {line}");
    assert!(line.starts_with("backed up ") && line.contains("integrity ok; quotes "), "{line}");

    writes_past(answered.load(Ordering::Relaxed) + 20).await;
    stop.store(true, Ordering::Relaxed);
    let mut acked = Vec::new();
    for w in writers {
        acked.extend(w.await.unwrap());
    }
    let before: Vec<i64> = acked.iter().filter(|(_, at)| *at < began).map(|(id, _)| *id).collect();
    assert!(before.len() >= 20, "the load wrote {} leads before the backup", before.len());
    assert!(acked.len() > before.len(), "writes went on while the backup ran");

    // A restore is refused while the server runs, and changes nothing.
    let refused = roadside(&["restore", copy.to_str().unwrap()], &data);
    assert!(!refused.status.success());
    assert!(text(&refused).contains("a roadside server is running on"), "{}", text(&refused));
    assert!(!std::fs::read_dir(&data).unwrap().any(|e| e.unwrap().file_name().to_string_lossy().contains("replaced")));

    server.kill();
    let out = roadside(&["restore", copy.to_str().unwrap()], &data);
    assert!(out.status.success(), "{}", text(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("the replaced database is kept as"), "{}", text(&out));

    let restored = rusqlite::Connection::open(data.join("roadside.db")).unwrap();
    let ids: Vec<i64> = restored
        .prepare("SELECT id FROM quote_submissions")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    for id in &before {
        assert!(
            ids.contains(id),
            "lead {id} was acknowledged before the backup began but is missing after the restore"
        );
    }
    assert!(ids.len() < acked.len(), "the restored database is the copy, not the replaced one");

    // The replaced database, with its write-ahead log folded in, is kept whole.
    let kept: Vec<PathBuf> = std::fs::read_dir(&data)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("roadside.db.replaced-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    let old = rusqlite::Connection::open(&kept[0]).unwrap();
    let old_count: i64 = old.query_row("SELECT COUNT(*) FROM quote_submissions", [], |r| r.get(0)).unwrap();
    assert_eq!(old_count as usize, acked.len(), "every acknowledged lead is in the kept database");
}

#[tokio::test]
async fn backup_verify_accepts_a_sound_copy_and_refuses_a_corrupted_one() {
    let app = spawn_app_with(|c| c.backup.every_hours = 0).await;
    for n in 0..3 {
        assert_eq!(app.post_json("/api/quotes", &quote(n)).await.status(), 201);
    }
    let copy = app.data_dir.path().join("copy.db");
    let out = roadside(&["backup", "--output", copy.to_str().unwrap()], app.data_dir.path());
    assert!(out.status.success(), "{}", text(&out));

    let ok = roadside(&["backup", "--verify", copy.to_str().unwrap()], app.data_dir.path());
    assert!(ok.status.success(), "{}", text(&ok));
    let line = String::from_utf8_lossy(&ok.stdout);
    assert!(line.starts_with("verified ") && line.contains("integrity ok; quotes 3, bookings 0, contacts 0"), "{line}");

    // Scribble over the middle of the file, as a failing disk would.
    let mut bytes = std::fs::read(&copy).unwrap();
    assert!(bytes.len() > 16 * 4096, "the copy has pages to damage");
    for b in &mut bytes[4096 * 2..4096 * 12] {
        *b = 0x5a;
    }
    let damaged = app.data_dir.path().join("damaged.db");
    std::fs::write(&damaged, &bytes).unwrap();
    let bad = roadside(&["backup", "--verify", damaged.to_str().unwrap()], app.data_dir.path());
    assert!(!bad.status.success(), "a damaged copy passed: {}", text(&bad));

    let junk = app.data_dir.path().join("notes.db");
    std::fs::write(&junk, "not a database at all").unwrap();
    let bad = roadside(&["backup", "--verify", junk.to_str().unwrap()], app.data_dir.path());
    assert!(!bad.status.success());
    assert!(text(&bad).contains("notes.db"), "the message names the file: {}", text(&bad));

    // A damaged copy is never restored: nothing in the data folder changes.
    let stopped = tempfile::tempdir().unwrap();
    let bad = roadside(&["restore", damaged.to_str().unwrap()], stopped.path());
    assert!(!bad.status.success());
    assert!(!stopped.path().join("roadside.db").exists());
}

#[tokio::test]
async fn healthz_reports_the_database_alerts_backups_and_version() {
    let app = spawn_app_with(|c| c.backup.every_hours = 0).await;
    assert_eq!(app.post_json("/api/quotes", &quote(1)).await.status(), 201);
    let out = roadside(&["backup"], app.data_dir.path());
    assert!(out.status.success(), "{}", text(&out));

    let resp = app.get("/healthz").await;
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.headers()["content-type"], "application/json");
    let body: Value = resp.json().await.unwrap();
    assert_eq!(body["status"], "ok", "{body}");
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
    assert!(body["commit"].as_str().is_some_and(|c| !c.is_empty()));
    assert_eq!(body["database"]["reachable"], true);
    assert_eq!(body["database"]["migrationsApplied"], body["database"]["migrationsExpected"]);
    assert!(body["alerts"]["undelivered"].as_i64().is_some(), "{body}");
    assert!(body["backup"]["lastAgeSecs"].as_u64().is_some_and(|s| s < 60), "the backup just taken is seen: {body}");
    let raw = body.to_string().to_lowercase();
    for secret in ["password", "token", "smtp", "webhook", "data_dir", "/tmp"] {
        assert!(!raw.contains(secret), "/healthz shows {secret}: {body}");
    }
}

#[tokio::test]
async fn healthz_keeps_the_version_for_this_machine_and_staff_and_gives_others_the_status() {
    let app = spawn_app_with(|c| {
        c.backup.every_hours = 0;
        c.trust_proxy_headers = true;
    })
    .await;
    let from_outside = || app.client.get(app.url("/healthz")).header("x-forwarded-for", "203.0.113.9");
    let body: Value = from_outside().send().await.unwrap().json().await.unwrap();
    assert_eq!(body["status"], "ok", "{body}");
    assert_eq!(body["database"]["reachable"], true);
    assert!(body.get("version").is_none() && body.get("commit").is_none(), "{body}");
    let staff = crate::leads_staff::staff_cookie(&app).await;
    let body: Value = from_outside().header("cookie", staff).send().await.unwrap().json().await.unwrap();
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"), "{body}");
    let body: Value = app.get("/healthz").await.json().await.unwrap();
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"), "loopback: {body}");
}

#[tokio::test]
async fn healthz_answers_503_when_the_database_cannot_be_read() {
    let app = spawn_app_with(|c| c.backup.every_hours = 0).await;
    app.db().execute_batch("DROP TABLE refinery_schema_history; DROP TABLE alert_outbox;").unwrap();
    let resp = app.get("/healthz").await;
    assert_eq!(resp.status(), 503);
    let body: Value = resp.json().await.unwrap();
    assert_eq!(body["status"], "down");
    assert_eq!(body["database"]["reachable"], false);
}

#[tokio::test]
async fn hsts_is_sent_only_when_the_site_is_served_over_https() {
    let plain = spawn_app_with(|c| c.backup.every_hours = 0).await;
    assert!(plain.get("/").await.headers().get("strict-transport-security").is_none());
    let tls = spawn_app_with(|c| {
        c.base_url = "https://roadside.example".into();
        c.backup.every_hours = 0;
    })
    .await;
    for path in ["/", "/api/quotes", "/healthz"] {
        let resp = tls.get(path).await;
        assert_eq!(resp.headers()["strict-transport-security"], "max-age=31536000", "{path}");
    }
}

#[tokio::test]
async fn with_log_format_json_every_log_line_is_a_json_object() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("data"), "log_format = \"json\"").await;
    assert_eq!(reqwest::get(format!("{}/", server.url)).await.unwrap().status(), 200);
    assert!(server.data_dir.join("roadside.lock").exists());
    let log = server.kill();
    let lines: Vec<Value> = log
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(lines.iter().all(|l| l["level"].is_string() && l["timestamp"].is_string()), "{log}");
    assert!(
        lines.iter().any(|l| l["message"].as_str().is_some_and(|m| m.starts_with("GET / 200 "))),
        "the request is logged: {log}"
    );
}

#[test]
fn version_prints_the_version_and_the_commit_of_the_build() {
    let out = Command::new(env!("CARGO_BIN_EXE_roadside")).arg("--version").output().unwrap();
    let line = String::from_utf8_lossy(&out.stdout);
    assert!(line.starts_with(&format!("roadside {} (commit ", env!("CARGO_PKG_VERSION"))), "{line}");
    assert_eq!(line.trim(), format!("roadside {}", roadside::VERSION_LINE));
}
