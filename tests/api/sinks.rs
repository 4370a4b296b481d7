//! Stand-ins for the outside world, on loopback: an SMTP server that keeps
//! what it receives, and a webhook receiver that can fail on purpose.
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

/// Speaks just enough SMTP for lettre; each message's DATA arrives on the channel.
pub async fn smtp_sink() -> (u16, mpsc::UnboundedReceiver<String>) {
    smtp_sink_taking(std::time::Duration::ZERO).await
}

/// `smtp_sink`, taking `delay` to accept each message, as a slow mail server does.
pub async fn smtp_sink_taking(delay: std::time::Duration) -> (u16, mpsc::UnboundedReceiver<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else { return };
            let tx = tx.clone();
            tokio::spawn(async move {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read).lines();
                let _ = write.write_all(b"220 sink ESMTP\r\n").await;
                let mut in_data = false;
                let mut data = String::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    if in_data {
                        if line == "." {
                            in_data = false;
                            tokio::time::sleep(delay).await;
                            let _ = tx.send(std::mem::take(&mut data));
                            let _ = write.write_all(b"250 OK queued\r\n").await;
                        } else {
                            data.push_str(&line);
                            data.push('\n');
                        }
                        continue;
                    }
                    let verb = line.split_whitespace().next().unwrap_or("").to_ascii_uppercase();
                    let reply: &[u8] = match verb.as_str() {
                        "EHLO" | "HELO" => b"250-sink\r\n250 8BITMIME\r\n",
                        "DATA" => {
                            in_data = true;
                            b"354 go ahead\r\n"
                        }
                        "QUIT" => {
                            let _ = write.write_all(b"221 bye\r\n").await;
                            return;
                        }
                        _ => b"250 OK\r\n",
                    };
                    let _ = write.write_all(reply).await;
                }
            });
        }
    });
    (port, rx)
}

pub struct Webhook {
    pub url: String,
    pub received: mpsc::UnboundedReceiver<serde_json::Value>,
    pub calls: Arc<AtomicUsize>,
}

/// A webhook receiver that answers 503 to the first `fail_first` calls.
pub async fn webhook(fail_first: usize) -> Webhook {
    use axum::{Json, Router, extract::State, http::StatusCode, routing::post};
    let (tx, rx) = mpsc::unbounded_channel();
    let calls = Arc::new(AtomicUsize::new(0));
    let state = (tx, calls.clone(), fail_first);
    let app = Router::new()
        .route(
            "/hook",
            post(
                |State((tx, calls, fail_first)): State<(
                    mpsc::UnboundedSender<serde_json::Value>,
                    Arc<AtomicUsize>,
                    usize,
                )>,
                 Json(v): Json<serde_json::Value>| async move {
                    if calls.fetch_add(1, Ordering::SeqCst) < fail_first {
                        return StatusCode::SERVICE_UNAVAILABLE;
                    }
                    let _ = tx.send(v);
                    StatusCode::OK
                },
            ),
        )
        .with_state(state);
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    Webhook { url, received: rx, calls }
}

/// Sends the app's mail to the sink on `port` (plain SMTP on loopback), retrying fast.
pub fn mail_to_sink(c: &mut roadside::config::Config, port: u16) {
    c.mail.host = Some("127.0.0.1".into());
    c.mail.port = Some(port);
    c.mail.security = roadside::config::MailSecurity::None;
    c.mail.from = Some("Roadside <site@roadside.test>".into());
    c.alerts.retry_base_ms = 50;
}

/// The first message (quoted-printable soft breaks undone) that contains
/// `needle`, skipping others (a new account's verification link comes first),
/// within `within`.
pub async fn mail_containing(
    rx: &mut mpsc::UnboundedReceiver<String>,
    needle: &str,
    within: std::time::Duration,
) -> String {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        let message = tokio::time::timeout_at(deadline, rx.recv())
            .await
            .unwrap_or_else(|_| panic!("no mail with {needle:?} in {within:?}"))
            .expect("the sink is open");
        let flat = message.replace("=\n", "").replace("=3D", "=");
        if flat.contains(needle) {
            return flat;
        }
    }
}
