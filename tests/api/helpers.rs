use roadside::config::Config;
use roadside::startup::Application;
use std::sync::LazyLock;

pub const BASE_URL: &str = "http://roadside.test";

/// Waits until `done` answers true, asking every 20 ms, and fails naming
/// `what` once `limit` has passed. For what the server does on its own
/// thread with nothing a test can await (the analytics writer's batch, a
/// closed connection noticed, a process starting); the outbox has `drain`.
/// The one place the API tests wait on a clock.
#[allow(dead_code)]
pub async fn eventually(what: &str, limit: std::time::Duration, mut done: impl AsyncFnMut() -> bool) {
    let started = std::time::Instant::now();
    while !done().await {
        assert!(started.elapsed() < limit, "{what}: not within {limit:?}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// The city and service slugs of the pages, from the file the UI builds
/// those pages from, so a page listed there and not served fails a test.
fn slugs(list: &str) -> Vec<&'static str> {
    let business: serde_json::Value =
        serde_json::from_str(include_str!("../../ui/src/content/business.json")).expect("business.json parses");
    let entries = business[list].as_array().unwrap_or_else(|| panic!("business.json has no {list} list"));
    entries.iter().map(|e| &*e["slug"].as_str().expect("every entry has a slug").to_string().leak()).collect()
}

pub static CITIES: LazyLock<Vec<&'static str>> = LazyLock::new(|| slugs("cities"));
/// The service pages' paths ("/" and the slug).
pub static SERVICES: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| slugs("services").into_iter().map(|s| &*format!("/{s}").leak()).collect());

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    /// Kept so the database folder lives as long as the app.
    #[allow(dead_code)]
    pub data_dir: tempfile::TempDir,
    stop: Option<(tokio::sync::oneshot::Sender<()>, tokio::task::JoinHandle<std::io::Result<()>>)>,
    outbox: roadside::outbox::Outbox,
}

/// Starts the whole application on a random port with its own database.
pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

pub async fn spawn_app_with(configure: impl FnOnce(&mut Config)) -> TestApp {
    let data_dir = tempfile::tempdir().expect("temp dir");
    let mut config =
        Config::from_toml(&format!("listen = \"127.0.0.1:0\"\nbase_url = \"{BASE_URL}\"\n")).expect("test config");
    config.data_dir = data_dir.path().to_path_buf();
    // The push stand-ins listen on loopback over http; the tests of the
    // endpoint rules turn this off again.
    config.push.dev_allow_private_endpoints = true;
    configure(&mut config);
    let app = Application::build(config).await.expect("app builds");
    let address = format!("http://{}", app.local_addr().unwrap());
    let outbox = app.outbox();
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(app.run_until(async move {
        let _ = rx.await;
    }));
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
    TestApp { address, client, data_dir, stop: Some((tx, task)), outbox }
}

impl TestApp {
    /// Stops the server as SIGTERM would, so that another may start on its data directory.
    #[allow(dead_code)]
    pub async fn stop(&mut self) {
        if let Some((tx, task)) = self.stop.take() {
            let _ = tx.send(());
            task.await.expect("server task").expect("server stopped cleanly");
        }
    }

    /// Runs the outbox to completion: returns once everything due has been
    /// sent (or its failure recorded), so a test asserts on what went out
    /// right after, without sleeping. Rows waiting for a later retry are not
    /// waited for.
    #[allow(dead_code)]
    pub async fn drain(&self) {
        tokio::time::timeout(std::time::Duration::from_secs(30), self.outbox.settled())
            .await
            .expect("the outbox settles within 30 s");
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request sent")
    }

    /// GET a page uncompressed: its status and its HTML.
    pub async fn get_html(&self, path: &str) -> (u16, String) {
        let resp = self.get(path).await;
        let status = resp.status().as_u16();
        (status, resp.text().await.expect("body"))
    }
}

/// The content of the first `<tag ...attr="value"...>`'s `content` or `href`.
pub fn head_value(html: &str, needle: &str, attr: &str) -> Option<String> {
    let start = html.find(needle)?;
    let tag_start = html[..start].rfind('<')?;
    let tag_end = start + html[start..].find('>')?;
    let tag = &html[tag_start..tag_end];
    let key = format!("{attr}=\"");
    let from = tag.find(&key)? + key.len();
    let to = from + tag[from..].find('"')?;
    Some(tag[from..to].replace("&amp;", "&").replace("&quot;", "\""))
}

pub fn title(html: &str) -> Option<String> {
    let from = html.find("<title>")? + "<title>".len();
    let to = from + html[from..].find("</title>")?;
    Some(html[from..to].replace("&amp;", "&"))
}

/// Every JSON-LD block of a page, parsed.
pub fn json_ld(html: &str) -> Vec<serde_json::Value> {
    let open = "<script type=\"application/ld+json\">";
    html.match_indices(open)
        .map(|(i, _)| {
            let from = i + open.len();
            let to = from + html[from..].find("</script>").expect("closed script");
            serde_json::from_str(&html[from..to]).expect("JSON-LD parses")
        })
        .collect()
}

impl TestApp {
    /// GET with a session cookie, the answer parsed as JSON.
    pub async fn get_json_as(&self, path: &str, cookie: &str) -> serde_json::Value {
        self.client.get(self.url(path)).header("cookie", cookie).send().await.unwrap().json().await.unwrap()
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client.post(self.url(path)).json(body).send().await.expect("request sent")
    }

    /// A second connection to the app's database, to check what was stored.
    #[allow(dead_code)]
    pub fn db(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(self.data_dir.path().join("roadside.db")).expect("database opens")
    }

    #[allow(dead_code)]
    pub fn count(&self, table: &str) -> i64 {
        self.db().query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0)).expect("count")
    }
}

/// A change of a job names the version it was based on; the tests written
/// before versions (and those that are not about them) send the version the
/// job has now, as a back office that just read it would.
#[allow(dead_code)]
pub fn with_current_version(app: &TestApp, method: &str, path: &str, mut body: serde_json::Value) -> serde_json::Value {
    let id = path.strip_prefix("/api/job-tracking/").and_then(|id| id.parse::<i64>().ok());
    if let (true, Some(id), Some(map)) = (method.eq_ignore_ascii_case("PATCH"), id, body.as_object_mut())
        && !map.contains_key("version")
    {
        let version: i64 =
            app.db().query_row("SELECT version FROM job_tracking WHERE id = ?1", [id], |r| r.get(0)).unwrap_or(1);
        map.insert("version".into(), version.into());
    }
    body
}

/// A request with a session cookie and a JSON body, by method.
#[allow(dead_code)]
pub async fn send(app: &TestApp, method: &str, path: &str, cookie: &str, body: serde_json::Value) -> reqwest::Response {
    let body = with_current_version(app, method, path, body);
    app.client
        .request(method.parse().unwrap(), app.url(path))
        .header("cookie", cookie)
        .json(&body)
        .send()
        .await
        .unwrap()
}

/// Reads server-sent events until `want` events of the named type arrived or
/// the time is up; returns (event, id, data) triples.
#[allow(dead_code)]
pub async fn read_events(
    resp: &mut reqwest::Response,
    event: &str,
    want: usize,
    within: std::time::Duration,
) -> Vec<(String, String, serde_json::Value)> {
    let mut buffer = String::new();
    let mut found = Vec::new();
    let deadline = tokio::time::Instant::now() + within;
    while found.iter().filter(|(e, _, _): &&(String, String, serde_json::Value)| e == event).count() < want {
        let Ok(Ok(Some(chunk))) = tokio::time::timeout_at(deadline, resp.chunk()).await else { break };
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            let (mut name, mut id, mut data) = (String::from("message"), String::new(), String::new());
            for line in block.lines() {
                if let Some(v) = line.strip_prefix("event:") {
                    name = v.trim().to_string();
                } else if let Some(v) = line.strip_prefix("id:") {
                    id = v.trim().to_string();
                } else if let Some(v) = line.strip_prefix("data:") {
                    data.push_str(v.trim());
                }
            }
            if !data.is_empty() {
                found.push((name, id, serde_json::from_str(&data).unwrap_or(serde_json::Value::Null)));
            }
        }
    }
    found
}

/// The controls of the form that posts to `action` in `html`, in order, one
/// line each: the element with its attributes (names in lower case, as HTML
/// reads them, and sorted; `aria-*` and `disabled` left out, which say an
/// error or a state, not the control; an input without a value has ""), a
/// label's or a button's words, a select's options. What a visitor sees and
/// what the form posts, so two forms with the same lines are the same form.
/// The honeypot is left out: only the prerendered form carries one.
pub fn form_controls(html: &str, action: &str) -> Vec<String> {
    let open = regex::Regex::new(r"<form\b[^>]*>").unwrap();
    let start = open
        .find_iter(html)
        .find(|m| attributes(m.as_str()).iter().any(|(k, v)| k == "action" && v == action))
        .unwrap_or_else(|| panic!("no form posts to {action}"));
    let end = start.end() + html[start.end()..].find("</form>").expect("the form ends");
    let inner = regex::Regex::new(r"<!--.*?-->").unwrap().replace_all(&html[start.end()..end], "");
    let tag = regex::Regex::new(r"<(/?)([a-zA-Z]+)([^>]*)>").unwrap();
    let mut lines: Vec<String> = Vec::new();
    // A label, option or button whose words are still to come: its line, and its tag.
    let mut open_text: Option<(String, String)> = None;
    let mut last = 0;
    for m in tag.captures_iter(&inner) {
        let whole = m.get(0).unwrap();
        if let Some((line, _)) = open_text.as_mut() {
            line.push_str(&decode(&inner[last..whole.start()]));
        }
        last = whole.end();
        let (closing, name) = (&m[1] == "/", m[2].to_ascii_lowercase());
        if closing {
            if open_text.as_ref().is_some_and(|(_, t)| *t == name) {
                lines.push(open_text.take().unwrap().0);
            }
            continue;
        }
        if !["input", "select", "textarea", "label", "button", "option"].contains(&name.as_str()) {
            continue;
        }
        let mut attrs: Vec<(String, String)> =
            attributes(&m[3]).into_iter().filter(|(k, _)| !k.starts_with("aria-") && k != "disabled").collect();
        if attrs.iter().any(|(k, v)| ["id", "for", "name"].contains(&k.as_str()) && v == "website") {
            continue;
        }
        if name == "input" && !attrs.iter().any(|(k, _)| k == "value") {
            attrs.push(("value".into(), String::new()));
        }
        attrs.sort();
        let line = format!("{name} {}", attrs.iter().map(|(k, v)| format!("{k}={v:?}")).collect::<Vec<_>>().join(" "));
        if ["label", "button", "option"].contains(&name.as_str()) {
            open_text = Some((format!("{line}: "), name));
        } else {
            lines.push(line);
        }
    }
    lines
}

/// A tag's attributes, names in lower case, values with their character references read.
fn attributes(tag: &str) -> Vec<(String, String)> {
    let attr = regex::Regex::new(r#"([a-zA-Z][a-zA-Z0-9:-]*)(?:="([^"]*)")?"#).unwrap();
    let tag = tag.trim_start_matches('<');
    let after_name = tag.strip_prefix("form").unwrap_or(tag);
    attr.captures_iter(after_name)
        .map(|c| (c[1].to_ascii_lowercase(), decode(c.get(2).map_or("", |v| v.as_str()))))
        .collect()
}

fn decode(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}
