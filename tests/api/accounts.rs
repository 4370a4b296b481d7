//! Accounts and staff access: no one gets in where they don't belong.
use crate::helpers::{TestApp, form_controls, spawn_app, spawn_app_with};
use crate::sinks::{mail_containing, smtp_sink, smtp_sink_taking};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// A customer's password the rules take: 8 characters or more, and not a common one.
const PASSWORD: &str = "correct-horse-42";

fn session_cookie(resp: &reqwest::Response) -> String {
    let set = resp.headers()["set-cookie"].to_str().unwrap();
    set.split(';').next().unwrap().to_string()
}

async fn register(app: &TestApp, username: &str, email: &str) -> reqwest::Response {
    app.post_json("/api/register", &json!({ "username": username, "email": email, "password": PASSWORD })).await
}

async fn customer_cookie(app: &TestApp) -> String {
    assert_eq!(register(app, "dana", "dana@example.com").await.status(), 201);
    let resp = app.post_json("/api/login", &json!({ "username": "dana", "password": PASSWORD })).await;
    assert_eq!(resp.status(), 200);
    session_cookie(&resp)
}

fn create_staff_with_cli(dir: &std::path::Path, username: &str, password: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args(["admin", "create", "--username", username, "--password-stdin", "--data-dir"])
        .arg(dir)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(format!("{password}\n").as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

async fn staff_cookie(app: &TestApp) -> String {
    let out = create_staff_with_cli(app.data_dir.path(), "boss", "tow-truck-2024");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let resp = app.post_json("/api/admin/login", &json!({ "username": "boss", "password": "tow-truck-2024" })).await;
    assert_eq!(resp.status(), 200);
    session_cookie(&resp)
}

/// Every GET, PATCH and DELETE row of docs/product.md#accounts, plus the staff session check.
const PROTECTED: [(&str, &str); 16] = [
    ("GET", "/api/quotes"),
    ("GET", "/api/contacts"),
    ("GET", "/api/bookings"),
    ("GET", "/api/smart-analyzer"),
    ("GET", "/api/call-tracking"),
    ("GET", "/api/website-analytics"),
    ("GET", "/api/chatbot-interactions"),
    ("GET", "/api/job-tracking"),
    ("GET", "/api/marketing-metrics"),
    ("GET", "/api/admin/traffic"),
    ("GET", "/api/admin/session"),
    ("PATCH", "/api/quotes/1/contacted"),
    ("PATCH", "/api/quotes/1"),
    ("PATCH", "/api/bookings/1/contacted"),
    ("PATCH", "/api/smart-analyzer/1/contacted"),
    ("DELETE", "/api/quotes/1"),
];

async fn call(app: &TestApp, method: &str, path: &str, cookie: Option<&str>) -> u16 {
    let mut req = app.client.request(method.parse().unwrap(), app.url(path)).json(&json!({}));
    if let Some(c) = cookie {
        req = req.header("cookie", c);
    }
    req.send().await.unwrap().status().as_u16()
}

#[tokio::test]
async fn the_cli_creates_a_staff_account_that_can_sign_in() {
    let app = spawn_app().await;
    let out = create_staff_with_cli(app.data_dir.path(), "boss", "tow-truck-2024");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "created staff account boss (owner)",
        "the first is the owner's"
    );
    let again = create_staff_with_cli(app.data_dir.path(), "boss", "tow-truck-2024");
    assert!(!again.status.success(), "a taken username is refused");
    let short = create_staff_with_cli(app.data_dir.path(), "crew", "short");
    assert!(!short.status.success(), "a short staff password is refused");

    let wrong = app.post_json("/api/admin/login", &json!({ "username": "boss", "password": "wrong-password" })).await;
    assert_eq!(wrong.status(), 401);
    assert_eq!(wrong.json::<Value>().await.unwrap()["message"], "Invalid username or password");
    let ok = app.post_json("/api/admin/login", &json!({ "username": "boss", "password": "tow-truck-2024" })).await;
    assert_eq!(ok.status(), 200);
    let cookie = session_cookie(&ok);
    let me = app.client.get(app.url("/api/admin/session")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(me.json::<Value>().await.unwrap()["username"], "boss");
}

/// On a terminal (a pseudo-terminal made by util-linux's `script`), the
/// password prompt does not echo what is typed.
#[cfg(target_os = "linux")]
#[tokio::test]
async fn the_password_typed_at_the_prompt_is_not_shown_on_the_terminal() {
    use std::io::Write;
    if std::process::Command::new("script").arg("--version").output().is_err() {
        panic!("util-linux's script is needed to give the command a terminal");
    }
    let app = spawn_app().await;
    let command = format!(
        "{} admin create --username prompted --data-dir {}",
        env!("CARGO_BIN_EXE_roadside"),
        app.data_dir.path().display()
    );
    let mut child = std::process::Command::new("script")
        .args(["-q", "-e", "-c", &command, "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    // The screen, read as it comes, so the password is typed only once the
    // prompt is up, as a person would (the prompt turns the echo off first).
    let (tx, rx) = std::sync::mpsc::channel::<Vec<u8>>();
    let reader = std::thread::spawn(move || {
        use std::io::Read;
        let mut buf = [0u8; 256];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut seen = Vec::new();
    while !String::from_utf8_lossy(&seen).contains("Password:") {
        seen.extend(rx.recv_timeout(Duration::from_secs(20)).expect("the prompt never came"));
    }
    stdin.write_all(b"typed-at-the-prompt-2024\n").unwrap();
    drop(stdin);
    let status = child.wait().unwrap();
    reader.join().unwrap();
    seen.extend(rx.try_iter().flatten());
    let screen = String::from_utf8_lossy(&seen);
    assert!(status.success(), "{screen}");
    assert!(screen.contains("created staff account prompted"), "{screen}");
    assert!(!screen.contains("typed-at-the-prompt"), "the password showed on the terminal: {screen}");
    let ok = app
        .post_json("/api/admin/login", &json!({ "username": "prompted", "password": "typed-at-the-prompt-2024" }))
        .await;
    assert_eq!(ok.status(), 200);
}

#[tokio::test]
async fn every_staff_endpoint_refuses_no_session_and_a_customer_session_and_serves_staff() {
    let app = spawn_app().await;
    let customer = customer_cookie(&app).await;
    let staff = staff_cookie(&app).await;
    for (method, path) in PROTECTED {
        assert_eq!(call(&app, method, path, None).await, 401, "{method} {path} without a session");
        assert_eq!(call(&app, method, path, Some(&customer)).await, 401, "{method} {path} with a customer session");
        let with_staff = call(&app, method, path, Some(&staff)).await;
        assert_ne!(with_staff, 401, "{method} {path} with a staff session");
        assert!(with_staff < 500, "{method} {path} gave {with_staff}");
    }
}

#[tokio::test]
async fn a_customer_cannot_use_the_staff_sign_in_nor_staff_the_customer_one() {
    let app = spawn_app().await;
    register(&app, "dana", "dana@example.com").await;
    let resp = app.post_json("/api/admin/login", &json!({ "username": "dana", "password": PASSWORD })).await;
    assert_eq!(resp.status(), 401);
    staff_cookie(&app).await;
    let resp = app.post_json("/api/login", &json!({ "username": "boss", "password": "tow-truck-2024" })).await;
    assert_eq!(resp.status(), 401);
}

#[tokio::test]
async fn register_sign_in_me_and_sign_out() {
    let app = spawn_app().await;
    assert_eq!(app.get("/api/me").await.status(), 401);
    let cookie = customer_cookie(&app).await;
    let me: Value =
        app.client.get(app.url("/api/me")).header("cookie", &cookie).send().await.unwrap().json().await.unwrap();
    assert_eq!(me["username"], "dana");
    assert_eq!(me["email"], "dana@example.com");
    let session: Value =
        app.client.get(app.url("/api/session")).header("cookie", &cookie).send().await.unwrap().json().await.unwrap();
    assert_eq!(session["user"]["username"], "dana");
    let out = app.client.post(app.url("/api/logout")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(out.status(), 200);
    assert!(out.headers()["set-cookie"].to_str().unwrap().contains("Max-Age=0"));
    assert_eq!(
        app.client.get(app.url("/api/me")).header("cookie", &cookie).send().await.unwrap().status(),
        401,
        "the session ended on the server"
    );
    let anonymous: Value = app.get("/api/session").await.json().await.unwrap();
    assert!(anonymous["user"].is_null());
}

#[tokio::test]
async fn a_taken_username_is_refused_with_a_clear_message_and_a_taken_email_makes_no_second_account() {
    let app = spawn_app().await;
    assert_eq!(register(&app, "dana", "dana@example.com").await.status(), 201);
    let name = register(&app, "DANA", "other@example.com").await;
    assert_eq!(name.status(), 409);
    assert_eq!(name.json::<Value>().await.unwrap()["message"], "Username already exists");
    let email = register(&app, "dana2", "Dana@Example.com").await;
    assert_eq!(email.status(), 201, "the answer does not tell that the email has an account");
    assert_eq!(app.count("users"), 1);
}

/// The middle one of `times`.
fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// A JSON POST from `address` (the app trusts X-Forwarded-For): its status, body and time.
async fn timed_post(app: &TestApp, path: &str, address: String, body: Value) -> ((u16, String), Duration) {
    let started = Instant::now();
    let resp = app.client.post(app.url(path)).header("x-forwarded-for", address).json(&body).send().await.unwrap();
    let status = resp.status().as_u16();
    let text = resp.text().await.unwrap();
    ((status, text), started.elapsed())
}

fn with_mail_to(port: u16) -> impl FnOnce(&mut roadside::config::Config) {
    move |c| {
        c.mail.host = Some("127.0.0.1".into());
        c.mail.port = Some(port);
        c.mail.security = roadside::config::MailSecurity::None;
        c.mail.from = Some("Roadside <site@roadside.test>".into());
        // Each request below comes from its own address, out of the per-address limits' way.
        c.trust_proxy_headers = true;
    }
}

#[tokio::test]
async fn registering_an_email_that_has_an_account_answers_as_a_new_account_does_in_as_long_and_mails_its_owner() {
    let (port, mut mail) = smtp_sink().await;
    let app = spawn_app_with(with_mail_to(port)).await;
    let owner = json!({ "username": "dana", "email": "dana@example.com", "password": PASSWORD });
    assert_eq!(timed_post(&app, "/api/register", "10.0.0.1".into(), owner).await.0.0, 201);
    const N: usize = 9;
    let (mut new, mut taken) = (Vec::new(), Vec::new());
    let mut answers = std::collections::BTreeSet::new();
    // Interleaved, so that whatever else the machine is doing weighs on both alike.
    for k in 0..N {
        let fresh =
            json!({ "username": format!("new{k}"), "email": format!("new{k}@example.com"), "password": PASSWORD });
        let (answer, time) = timed_post(&app, "/api/register", format!("10.0.1.{k}"), fresh).await;
        answers.insert(answer);
        new.push(time);
        let again = json!({ "username": format!("again{k}"), "email": "Dana@Example.com", "password": PASSWORD });
        let (answer, time) = timed_post(&app, "/api/register", format!("10.0.2.{k}"), again).await;
        answers.insert(answer);
        taken.push(time);
    }
    assert_eq!(answers.len(), 1, "the answers differ: {answers:?}");
    assert_eq!(answers.first().unwrap().0, 201);
    assert_eq!(app.count("users"), 1 + N as i64, "no account was made for the taken email");
    // Both run the argon2 hash (tens of milliseconds): a path that skipped it
    // would take a small fraction of the other's time.
    let (new, taken) = (median(new), median(taken));
    assert!(new.abs_diff(taken) < new.max(taken) / 2, "median new {new:?}, taken email {taken:?}");

    // The owner hears of it, through the outbox.
    let flat = mail_containing(&mut mail, "You already have an account", Duration::from_secs(20)).await;
    assert!(flat.contains("To: dana@example.com"), "{flat}");
    assert!(flat.contains("You already have an account") && flat.contains("\"dana\""), "{flat}");
    assert!(flat.contains("/forgot-password"), "{flat}");
    let queued: i64 = app
        .db()
        .query_row(
            "SELECT COUNT(*) FROM alert_outbox WHERE channel = 'mail' AND subject = 'You already have an account'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(queued, N as i64, "one notice per attempt, none for a new account");
}

#[tokio::test]
async fn forgot_password_answers_a_known_and_an_unknown_email_alike_and_never_waits_for_the_mail_server() {
    // A mail server that takes 2 s over each message: an answer that waited for it would show it.
    let (port, mut mail) = smtp_sink_taking(Duration::from_secs(2)).await;
    let app = spawn_app_with(with_mail_to(port)).await;
    const N: usize = 7;
    for k in 0..N {
        let account =
            json!({ "username": format!("known{k}"), "email": format!("known{k}@example.com"), "password": PASSWORD });
        assert_eq!(timed_post(&app, "/api/register", format!("10.0.0.{k}"), account).await.0.0, 201);
    }
    let (mut known, mut unknown) = (Vec::new(), Vec::new());
    let mut answers = std::collections::BTreeSet::new();
    for k in 0..N {
        let (answer, time) = timed_post(
            &app,
            "/api/forgot-password",
            format!("10.0.1.{k}"),
            json!({ "email": format!("known{k}@example.com") }),
        )
        .await;
        answers.insert(answer);
        known.push(time);
        let (answer, time) = timed_post(
            &app,
            "/api/forgot-password",
            format!("10.0.2.{k}"),
            json!({ "email": format!("nobody{k}@example.com") }),
        )
        .await;
        answers.insert(answer);
        unknown.push(time);
    }
    assert_eq!(answers.len(), 1, "the answers differ: {answers:?}");
    assert_eq!(answers.first().unwrap().0, 200);
    let (known, unknown) = (median(known), median(unknown));
    assert!(known.abs_diff(unknown) < Duration::from_secs(1), "median known {known:?}, unknown {unknown:?}");

    // The links still go out, one per known email, through the outbox.
    mail_containing(&mut mail, "/reset-password?token", Duration::from_secs(60)).await;
    let queued: i64 = app
        .db()
        .query_row(
            "SELECT COUNT(*) FROM alert_outbox WHERE channel = 'mail' AND subject = 'Reset your password'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(queued, N as i64);
}

#[tokio::test]
async fn a_sent_reset_mail_is_not_kept_and_an_undeliverable_one_is_dropped_when_its_link_expires() {
    let (port, mut mail) = smtp_sink().await;
    let app = spawn_app_with(with_mail_to(port)).await;
    register(&app, "dana", "dana@example.com").await;
    // Registration mails a verification link first.
    mail_containing(&mut mail, "/verify-email?token", Duration::from_secs(10)).await;
    app.post_json("/api/forgot-password", &json!({ "email": "dana@example.com" })).await;
    mail_containing(&mut mail, "/reset-password?token", Duration::from_secs(10)).await;
    app.drain().await;
    let kept: (String, String) = app
        .db()
        .query_row(
            "SELECT body, payload FROM alert_outbox WHERE delivered_at IS NOT NULL AND subject = 'Reset your password'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(kept, (String::new(), "{}".to_string()), "neither the link nor the address is kept once sent");

    // A mail whose link has expired is not worth sending: it goes, unsent.
    app.db()
        .execute(
            "INSERT INTO alert_outbox (channel, subject, body, payload, next_attempt_at) VALUES ('mail', 'Reset your \
                password', 'a dead link', '{\"to\":\"x@example.com\",\"expiresAt\":\"2000-01-01T00:00:00.000Z\"}', \
                '2000-01-01T00:00:00.000Z')",
            [],
        )
        .unwrap();
    // A lead wakes the worker.
    let quote = json!({ "name": "Dana Reyes", "phone": "(386) 555-0123", "location": "Palm Coast, FL", "serviceType": "Other", "urgency": "Today", "description": "Slow leak in the rear left tire." });
    assert_eq!(app.post_json("/api/quotes", &quote).await.status(), 201);
    app.drain().await;
    let left: i64 =
        app.db().query_row("SELECT COUNT(*) FROM alert_outbox WHERE body = 'a dead link'", [], |r| r.get(0)).unwrap();
    assert_eq!(left, 0);
    assert!(mail.try_recv().is_err(), "the dead link was not sent");
}

/// A reset token, as the development setting puts it in the answer.
async fn reset_token(app: &TestApp, email: &str) -> String {
    let resp = app.post_json("/api/forgot-password", &json!({ "email": email })).await;
    resp.json::<Value>().await.unwrap()["resetToken"].as_str().unwrap().to_string()
}

/// A reset's status and the message on its password field.
async fn reset(app: &TestApp, token: &str, password: &str) -> (u16, Value) {
    let resp = app.post_json("/api/reset-password", &json!({ "token": token, "password": password })).await;
    (resp.status().as_u16(), resp.json::<Value>().await.unwrap()["fields"]["password"].clone())
}

#[tokio::test]
async fn new_passwords_need_eight_characters_for_customers_and_twelve_for_staff_and_never_a_common_one() {
    let app = spawn_app_with(|c| c.dev_expose_reset_tokens = true).await;
    let common = app
        .post_json(
            "/api/register",
            &json!({ "username": "dana", "email": "dana@example.com", "password": "PassWord1" }),
        )
        .await;
    assert_eq!(common.status(), 400);
    let body: Value = common.json().await.unwrap();
    assert_eq!(body["fields"], json!({ "password": "This password is too common. Please choose another one." }));
    assert_eq!(register(&app, "dana", "dana@example.com").await.status(), 201);

    // A reset is held to the same rules, and a staff account's to twelve characters.
    let t = reset_token(&app, "dana@example.com").await;
    assert_eq!(
        reset(&app, &t, "iloveyou1").await,
        (400, json!("This password is too common. Please choose another one."))
    );
    assert_eq!(reset(&app, &t, "seven77").await, (400, json!("Password must be at least 8 characters")));
    assert_eq!(reset(&app, &t, "eight888").await.0, 200);

    let out = create_staff_with_cli(app.data_dir.path(), "boss", "tow-truck-2024");
    assert!(out.status.success());
    app.db().execute("UPDATE users SET email = 'boss@example.com' WHERE username = 'boss'", []).unwrap();
    let t = reset_token(&app, "boss@example.com").await;
    assert_eq!(reset(&app, &t, "eleven-char").await, (400, json!("Password must be at least 12 characters")));
    assert_eq!(reset(&app, &t, "twelve-chars").await.0, 200);
}

#[tokio::test]
async fn the_cli_refuses_a_staff_password_under_twelve_characters_or_a_common_one() {
    let app = spawn_app().await;
    for (password, why) in [("eleven-char", "at least 12 characters"), ("Qwerty123456", "most common")] {
        let out = create_staff_with_cli(app.data_dir.path(), "crew", password);
        assert!(!out.status.success(), "{password} was taken");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(why), "{password}: {stderr}");
    }
    assert_eq!(app.count("users"), 0);
    assert!(create_staff_with_cli(app.data_dir.path(), "crew", "twelve-chars").status.success());
}

#[tokio::test]
async fn registration_checks_every_field_and_never_stores_the_password_in_clear() {
    let app = spawn_app().await;
    let resp =
        app.post_json("/api/register", &json!({ "username": "da", "email": "nope", "password": "1234567" })).await;
    assert_eq!(resp.status(), 400);
    let fields = resp.json::<Value>().await.unwrap()["fields"].clone();
    assert_eq!(fields["username"], "Username must be at least 3 characters");
    assert_eq!(fields["email"], "Please enter a valid email");
    assert_eq!(fields["password"], "Password must be at least 8 characters");
    register(&app, "dana", "dana@example.com").await;
    let stored: String =
        app.db().query_row("SELECT password FROM users WHERE username = 'dana'", [], |r| r.get(0)).unwrap();
    assert!(stored.starts_with("$argon2id$"), "{stored}");
}

#[tokio::test]
async fn the_session_cookie_is_http_only_same_site_lax_and_secure_only_over_https() {
    let app = spawn_app().await;
    register(&app, "dana", "dana@example.com").await;
    let resp = app.post_json("/api/login", &json!({ "username": "dana", "password": PASSWORD })).await;
    let set = resp.headers()["set-cookie"].to_str().unwrap().to_string();
    for part in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(set.contains(part), "{set}");
    }
    assert!(!set.contains("Secure"), "{set}");
    let token = set.split(';').next().unwrap().split('=').nth(1).unwrap().to_string();
    assert!(token.len() >= 64, "256-bit token");
    let stored: String = app.db().query_row("SELECT token_hash FROM sessions", [], |r| r.get(0)).unwrap();
    assert_ne!(stored, token, "only a hash of the token is stored");

    let https = spawn_app_with(|c| c.base_url = "https://roadside.example".into()).await;
    register(&https, "dana", "dana@example.com").await;
    let resp = https.post_json("/api/login", &json!({ "username": "dana", "password": PASSWORD })).await;
    assert!(resp.headers()["set-cookie"].to_str().unwrap().contains("; Secure"));
}

#[tokio::test]
async fn a_cross_site_write_is_refused_and_a_same_origin_one_is_not() {
    let app = spawn_app().await;
    let body = json!({ "username": "dana", "email": "dana@example.com", "password": PASSWORD });
    let evil = app
        .client
        .post(app.url("/api/register"))
        .header("origin", "http://evil.example")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(evil.status(), 403);
    let cross = app
        .client
        .post(app.url("/api/register"))
        .header("sec-fetch-site", "cross-site")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(cross.status(), 403);
    let lead = app
        .client
        .post(app.url("/api/quotes"))
        .header("sec-fetch-site", "cross-site")
        .json(&json!({}))
        .send()
        .await
        .unwrap();
    assert_eq!(lead.status(), 403);
    assert_eq!(app.count("users"), 0);
    let same = app
        .client
        .post(app.url("/api/register"))
        .header("origin", &app.address)
        .header("sec-fetch-site", "same-origin")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(same.status(), 201);
}

#[tokio::test]
async fn repeated_failed_sign_ins_are_limited_per_account_and_per_address() {
    let app = spawn_app().await;
    register(&app, "dana", "dana@example.com").await;
    for attempt in 0..5u64 {
        let started = std::time::Instant::now();
        let r = app.post_json("/api/login", &json!({ "username": "dana", "password": "wrong-one" })).await;
        assert_eq!(r.status(), 401);
        // Failures slow the next attempt down: a quarter second per recent failure.
        assert!(
            started.elapsed() >= Duration::from_millis(250 * attempt),
            "attempt {attempt} took {:?}",
            started.elapsed()
        );
    }
    let locked = app.post_json("/api/login", &json!({ "username": "dana", "password": PASSWORD })).await;
    assert_eq!(locked.status(), 429);
    assert!(locked.json::<Value>().await.unwrap()["message"].as_str().unwrap().contains("Too many sign-in attempts"));
    // Other accounts from the same address still have a few tries left, then the address is limited too.
    let mut statuses = Vec::new();
    for i in 0..6 {
        statuses.push(
            app.post_json("/api/login", &json!({ "username": format!("user{i}"), "password": "x" }))
                .await
                .status()
                .as_u16(),
        );
    }
    assert!(statuses.contains(&401) && statuses.last() == Some(&429), "{statuses:?}");
}

#[tokio::test]
async fn a_password_reset_link_arrives_by_email_works_once_and_the_token_is_never_in_a_response() {
    let (port, mut mail) = smtp_sink().await;
    let app = spawn_app_with(|c| {
        c.mail.host = Some("127.0.0.1".into());
        c.mail.port = Some(port);
        c.mail.security = roadside::config::MailSecurity::None;
        c.mail.from = Some("Roadside <alerts@roadside.test>".into());
    })
    .await;
    let cookie = customer_cookie(&app).await;
    let resp = app.post_json("/api/forgot-password", &json!({ "email": "dana@example.com" })).await;
    assert_eq!(resp.status(), 200);
    let text = resp.text().await.unwrap();
    let unknown =
        app.post_json("/api/forgot-password", &json!({ "email": "nobody@example.com" })).await.text().await.unwrap();
    assert_eq!(text, unknown, "the answer does not reveal which emails have accounts");

    let flat = mail_containing(&mut mail, "/reset-password?token=", Duration::from_secs(10)).await;
    let start = flat.find("/reset-password?token=").expect("a reset link") + "/reset-password?token=".len();
    let token: String = flat[start..].chars().take_while(|c| c.is_ascii_hexdigit()).collect();
    assert_eq!(token.len(), 64, "256-bit token");
    assert!(!text.contains(&token));
    let stored: String =
        app.db().query_row("SELECT reset_token FROM users WHERE username = 'dana'", [], |r| r.get(0)).unwrap();
    assert_ne!(stored, token, "stored hashed");

    let reset = app.post_json("/api/reset-password", &json!({ "token": token, "password": "new-secret" })).await;
    assert_eq!(reset.status(), 200);
    assert_eq!(
        app.client.get(app.url("/api/me")).header("cookie", &cookie).send().await.unwrap().status(),
        401,
        "old sessions end"
    );
    let again = app.post_json("/api/reset-password", &json!({ "token": token, "password": "other-secret" })).await;
    assert_eq!(again.status(), 400, "single use");
    assert_eq!(again.json::<Value>().await.unwrap()["message"], "Invalid or expired reset token");
    let login = app.post_json("/api/login", &json!({ "username": "dana", "password": "new-secret" })).await;
    assert_eq!(login.status(), 200);
}

#[tokio::test]
async fn a_reset_token_expires_after_an_hour() {
    let app = spawn_app_with(|c| c.dev_expose_reset_tokens = true).await;
    register(&app, "dana", "dana@example.com").await;
    let body: Value =
        app.post_json("/api/forgot-password", &json!({ "email": "dana@example.com" })).await.json().await.unwrap();
    let token = body["resetToken"].as_str().expect("the development setting puts the token in the answer").to_string();
    let expiry: String = app.db().query_row("SELECT reset_token_expiry FROM users", [], |r| r.get(0)).unwrap();
    let expiry = chrono::DateTime::parse_from_rfc3339(&expiry).unwrap();
    let minutes = (expiry.with_timezone(&chrono::Utc) - chrono::Utc::now()).num_minutes();
    assert!((58..=60).contains(&minutes), "{minutes}");
    app.db().execute("UPDATE users SET reset_token_expiry = '2000-01-01T00:00:00.000Z'", []).unwrap();
    let resp = app.post_json("/api/reset-password", &json!({ "token": token, "password": "new-secret" })).await;
    assert_eq!(resp.status(), 400);
    let missing = app.post_json("/api/reset-password", &json!({ "password": "new-secret" })).await;
    assert_eq!(missing.json::<Value>().await.unwrap()["fields"]["token"], "Reset token is required");
}

#[tokio::test]
async fn password_reset_requests_are_rate_limited() {
    let app = spawn_app().await;
    let mut last = 0;
    for _ in 0..4 {
        last = app.post_json("/api/forgot-password", &json!({ "email": "dana@example.com" })).await.status().as_u16();
    }
    assert_eq!(last, 429);
}

#[tokio::test]
async fn account_forms_posted_without_javascript_get_pages_and_never_put_a_password_in_a_url() {
    let app = spawn_app().await;
    let post = |path: &'static str, form: Vec<(&'static str, &'static str)>| {
        let req = app.client.post(app.url(path)).form(&form);
        async move { req.send().await.unwrap() }
    };

    let made =
        post("/api/register", vec![("username", "erin"), ("email", "erin@example.com"), ("password", PASSWORD)]).await;
    assert_eq!(made.status(), 303, "a new account goes on to the sign-in page");
    assert_eq!(made.headers()["location"], "/login");

    let taken =
        post("/api/register", vec![("username", "erin"), ("email", "e2@example.com"), ("password", PASSWORD)]).await;
    assert_eq!(taken.status(), 409);
    let page = taken.text().await.unwrap();
    assert!(page.contains("Username already exists") && page.contains("href=\"/register\""), "{page}");

    let wrong = post("/api/login", vec![("username", "erin"), ("password", "not-it")]).await;
    assert_eq!(wrong.status(), 401);
    assert!(wrong.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
    let page = wrong.text().await.unwrap();
    assert!(page.contains("Invalid username or password") && page.contains("href=\"/login\""), "{page}");

    let blank = post("/api/login", vec![("username", ""), ("password", "")]).await;
    assert_eq!(blank.status(), 400);
    assert!(blank.text().await.unwrap().contains("Username is required"));

    let signed_in = post("/api/login", vec![("username", "erin"), ("password", PASSWORD)]).await;
    assert_eq!(signed_in.status(), 303);
    assert_eq!(signed_in.headers()["location"], "/dashboard");
    let cookie = session_cookie(&signed_in);
    let me = app.client.get(app.url("/api/me")).header("cookie", &cookie).send().await.unwrap();
    assert_eq!(me.status(), 200, "the redirect carries a working session");

    let sent = post("/api/forgot-password", vec![("email", "erin@example.com")]).await;
    assert_eq!(sent.status(), 200);
    assert!(sent.text().await.unwrap().contains("Check Your Email"));

    let bad_token = post("/api/reset-password", vec![("token", "nope"), ("password", "another-secret")]).await;
    assert_eq!(bad_token.status(), 400);
    assert!(bad_token.text().await.unwrap().contains("Invalid or expired reset token"));

    // A customer is not staff, with or without JavaScript.
    let staff = post("/api/admin/login", vec![("username", "erin"), ("password", PASSWORD)]).await;
    assert_eq!(staff.status(), 401);
    assert!(staff.text().await.unwrap().contains("href=\"/admin\""));

    // The JSON answers are unchanged.
    let json = app.post_json("/api/login", &json!({ "username": "erin", "password": PASSWORD })).await;
    assert_eq!(json.status(), 200);
    assert_eq!(json.json::<Value>().await.unwrap()["message"], "Login successful");
}

/// The page a failed account form posted without JavaScript comes back on has
/// the React form's controls, labels and button, line for line (both are made
/// from ui/src/lib/forms/; this fails if either drifts from it).
#[tokio::test]
async fn the_page_for_each_account_form_posted_without_javascript_is_the_prerendered_form() {
    let app = spawn_app().await;
    for (page, action, sent, ids) in [
        ("/login", "/api/login", &[("username", "")][..], &["login-username", "login-password"][..]),
        ("/admin", "/api/admin/login", &[("username", "")][..], &["admin-username", "admin-password"][..]),
        ("/register", "/api/register", &[("username", "")][..], &["register-email", "register-confirm"][..]),
        ("/forgot-password", "/api/forgot-password", &[("email", "")][..], &["forgot-email"][..]),
        ("/reset-password", "/api/reset-password", &[("token", "")][..], &["reset-password", "reset-confirm"][..]),
    ] {
        let (_, prerendered) = app.get_html(page).await;
        let react = form_controls(&prerendered, action);
        for id in ids {
            assert!(react.iter().any(|c| c.contains(&format!("id=\"{id}\""))), "{page} has no {id}: {react:#?}");
        }
        let resp = app.client.post(app.url(action)).form(sent).send().await.unwrap();
        assert_eq!(resp.status(), 400, "{page}");
        let answered = resp.text().await.unwrap();
        assert_eq!(form_controls(&answered, action), react, "{page}: the no-JavaScript page differs from the form");
    }
}

#[tokio::test]
async fn a_failed_account_form_without_javascript_comes_back_filled_in_but_for_passwords_with_each_error_under_its_field()
 {
    let app = spawn_app().await;
    let post = |path: &'static str, form: Vec<(&'static str, &'static str)>| {
        let req = app.client.post(app.url(path)).form(&form);
        async move { req.send().await.unwrap() }
    };
    let resp = post(
        "/api/register",
        vec![
            ("username", "dana <d>"),
            ("email", "not-an-email"),
            ("password", "secret-one"),
            ("confirmPassword", "secret-two"),
        ],
    )
    .await;
    assert_eq!(resp.status(), 400);
    let html = resp.text().await.unwrap();
    assert!(html.contains("<h1>Create Your Account</h1>"), "{html}");
    assert!(
        html.contains("id=\"register-username\" type=\"text\" name=\"username\" value=\"dana &lt;d&gt;\""),
        "{html}"
    );
    assert!(html.contains("value=\"not-an-email\""), "{html}");
    assert!(
        html.contains(
            "<span class=\"field-error\" id=\"register-email-error\" role=\"alert\">Please enter a valid email</span>"
        ),
        "{html}"
    );
    assert!(!html.contains("secret-one") && !html.contains("secret-two"), "a password is never sent back: {html}");

    assert_eq!(register(&app, "dana", "dana@example.com").await.status(), 201);
    let wrong = post("/api/login", vec![("username", "dana"), ("password", "not-it-at-all")]).await;
    assert_eq!(wrong.status(), 401);
    let html = wrong.text().await.unwrap();
    assert!(html.contains("<p role=\"alert\" class=\"field-error\">Invalid username or password</p>"), "{html}");
    assert!(html.contains("name=\"username\" value=\"dana\""), "{html}");
    assert!(html.contains("name=\"password\" value=\"\""), "{html}");
    assert!(!html.contains("not-it-at-all"), "{html}");

    let taken =
        post("/api/register", vec![("username", "dana"), ("email", "d2@example.com"), ("password", PASSWORD)]).await;
    assert_eq!(taken.status(), 409);
    let html = taken.text().await.unwrap();
    assert!(html.contains("id=\"register-username-error\" role=\"alert\">Username already exists</span>"), "{html}");

    // The Confirm Password box a plain form sends is checked as the browser checks it.
    let mistyped = vec![
        ("username", "erin"),
        ("email", "erin@example.com"),
        ("password", PASSWORD),
        ("confirmPassword", "correct-horse-43"),
    ];
    let resp = post("/api/register", mistyped).await;
    assert_eq!(resp.status(), 400);
    let html = resp.text().await.unwrap();
    assert!(html.contains("id=\"register-confirm-error\" role=\"alert\">Passwords don't match</span>"), "{html}");
    let count: i64 =
        app.db().query_row("SELECT COUNT(*) FROM users WHERE username = 'erin'", [], |r| r.get(0)).unwrap();
    assert_eq!(count, 0, "no account whose password nobody knows");
}

#[tokio::test]
async fn fifty_wrong_passwords_from_other_addresses_do_not_lock_the_owner_out_and_staff_are_alerted() {
    let app = crate::helpers::spawn_app_with(|c| c.trust_proxy_headers = true).await;
    let _ = crate::leads_staff::staff_cookie(&app).await;
    let sign_in = |from: String, password: &'static str| {
        let req = app
            .client
            .post(app.url("/api/admin/login"))
            .header("x-forwarded-for", from)
            .json(&json!({ "username": "dispatch", "password": password }));
        async move { req.send().await.unwrap().status().as_u16() }
    };
    // The owner's phone signs in once, as on any day.
    assert_eq!(sign_in("203.0.113.7".into(), "tow-truck-2024").await, 200);
    // Fifty guesses from fifty other addresses.
    let mut statuses = Vec::new();
    for i in 0..50 {
        statuses.push(sign_in(format!("198.51.100.{i}"), "guess-123456").await);
    }
    assert!(statuses.iter().all(|s| *s == 401 || *s == 429), "{statuses:?}");
    assert!(statuses.contains(&429), "the account-wide limit never refused an unknown address: {statuses:?}");
    // The owner still gets in at once, from their own address.
    let started = std::time::Instant::now();
    assert_eq!(sign_in("203.0.113.7".into(), "tow-truck-2024").await, 200);
    assert!(started.elapsed() < Duration::from_secs(2), "the owner was held back {:?}", started.elapsed());
    // A new address is still refused while the burst lasts, even with the right password.
    assert_eq!(sign_in("192.0.2.55".into(), "tow-truck-2024").await, 429);
    // Staff were told once, through the outbox.
    let alerts: i64 = app
        .db()
        .query_row(
            "SELECT COUNT(*) FROM alert_outbox WHERE subject LIKE 'Many failed sign-ins for the account dispatch%'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(alerts, 1);
}
