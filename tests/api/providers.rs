//! Local stand-ins for the messaging providers, started by the tests: a
//! Twilio Messages API that checks what Twilio checks (basic auth with the
//! account's sid and token, the account in the path, the form fields, E.164
//! numbers) and a Web Push service that checks the VAPID JWT and decrypts
//! the payload with the subscription's private key, as a browser would.
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use base64ct::{Base64, Base64UrlUnpadded, Encoding};
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;
use web_push_native::jwt_simple::prelude::*;

pub const ACCOUNT_SID: &str = "AC00000000000000000000000000000001";
pub const AUTH_TOKEN: &str = "test-auth-token-0123456789";
pub const FROM: &str = "+13865550100";

/// A text as the stand-in received it.
#[derive(Debug, Clone)]
pub struct Sent {
    pub to: String,
    pub from: String,
    pub body: String,
    pub status_callback: Option<String>,
    pub sid: String,
    pub at: std::time::Instant,
}

#[derive(Default)]
pub struct TwilioBehaviour {
    /// Answer 500 to every call while this is set (an outage).
    pub down: bool,
    /// Numbers answered 400 with this error code (21211 invalid, 21610 unsubscribed).
    pub refuse: HashMap<String, i64>,
}

/// A call request as the stand-in received it (Calls API).
#[derive(Debug, Clone)]
pub struct Placed {
    pub to: String,
    pub from: String,
    pub url: String,
    pub method: String,
    pub status_callback: Option<String>,
    pub sid: String,
}

pub struct Twilio {
    pub api_base: String,
    pub received: mpsc::UnboundedReceiver<Sent>,
    pub placed: mpsc::UnboundedReceiver<Placed>,
    pub behaviour: Arc<Mutex<TwilioBehaviour>>,
    pub calls: Arc<Mutex<usize>>,
}

type TwilioState = (mpsc::UnboundedSender<Sent>, Arc<Mutex<TwilioBehaviour>>, Arc<Mutex<usize>>);

fn twilio_error(status: StatusCode, code: i64, message: &str) -> Response {
    (status, Json(json!({ "code": code, "message": message, "more_info": format!("https://www.twilio.com/docs/errors/{code}"), "status": status.as_u16() })))
        .into_response()
}

fn is_e164(n: &str) -> bool {
    n.strip_prefix('+')
        .is_some_and(|d| (2..=15).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_digit()) && !d.starts_with('0'))
}

/// What Twilio answers a request that is not the account's: basic auth with
/// its sid and token, the account in the path, and (`form`) a form body.
fn refused_request(headers: &HeaderMap, account: &str, form: bool) -> Option<Response> {
    let expected = format!("Basic {}", Base64::encode_string(format!("{ACCOUNT_SID}:{AUTH_TOKEN}").as_bytes()));
    if headers.get("authorization").and_then(|v| v.to_str().ok()) != Some(expected.as_str()) {
        return Some(twilio_error(StatusCode::UNAUTHORIZED, 20003, "Authentication Error - invalid username"));
    }
    if account != ACCOUNT_SID {
        return Some(twilio_error(StatusCode::NOT_FOUND, 20404, "The requested resource was not found"));
    }
    let content_type = headers.get("content-type").and_then(|v| v.to_str().ok());
    if form && content_type != Some("application/x-www-form-urlencoded") {
        return Some(twilio_error(
            StatusCode::BAD_REQUEST,
            20001,
            "Content-Type must be application/x-www-form-urlencoded",
        ));
    }
    None
}

async fn messages(
    State((tx, behaviour, calls)): State<TwilioState>,
    Path(account): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    *calls.lock().unwrap() += 1;
    if let Some(refused) = refused_request(&headers, &account, true) {
        return refused;
    }
    let form: HashMap<String, String> = serde_urlencoded::from_bytes(&body).unwrap_or_default();
    let (to, from, text) = (
        form.get("To").cloned().unwrap_or_default(),
        form.get("From").cloned().unwrap_or_default(),
        form.get("Body").cloned().unwrap_or_default(),
    );
    if behaviour.lock().unwrap().down {
        return twilio_error(StatusCode::INTERNAL_SERVER_ERROR, 20500, "Internal Server Error");
    }
    if !is_e164(&to) {
        return twilio_error(StatusCode::BAD_REQUEST, 21211, &format!("Invalid 'To' Phone Number: {to}"));
    }
    if from != FROM {
        return twilio_error(
            StatusCode::BAD_REQUEST,
            21606,
            "The 'From' phone number provided is not a valid message-capable Twilio phone number for this destination/account",
        );
    }
    if text.is_empty() {
        return twilio_error(StatusCode::BAD_REQUEST, 21602, "Message body is required.");
    }
    if text.chars().count() > 1600 {
        return twilio_error(
            StatusCode::BAD_REQUEST,
            21617,
            "The concatenated message body exceeds the 1600 character limit.",
        );
    }
    if let Some(code) = behaviour.lock().unwrap().refuse.get(&to) {
        return twilio_error(StatusCode::BAD_REQUEST, *code, "Refused by the stand-in");
    }
    let sid = format!("SM{:032x}", rand::random::<u128>());
    let _ = tx.send(Sent {
        to: to.clone(),
        from: from.clone(),
        body: text.clone(),
        status_callback: form.get("StatusCallback").cloned(),
        sid: sid.clone(),
        at: std::time::Instant::now(),
    });
    (
        StatusCode::CREATED,
        Json(
            json!({ "sid": sid, "status": "queued", "to": to, "from": from, "body": text, "account_sid": ACCOUNT_SID }),
        ),
    )
        .into_response()
}

/// POST /2010-04-01/Accounts/{sid}/Calls.json, checked as Twilio checks it
/// (twilio-oai's CreateCall): basic auth, the account, a form, To and From
/// in E.164 with From the account's number, and one of Url, Twiml or
/// ApplicationSid; Url and StatusCallback absolute http(s) URLs, Method GET or POST.
async fn calls_api(
    State((_, behaviour, calls)): State<TwilioState>,
    axum::Extension(placed): axum::Extension<mpsc::UnboundedSender<Placed>>,
    Path(account): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    *calls.lock().unwrap() += 1;
    if let Some(refused) = refused_request(&headers, &account, true) {
        return refused;
    }
    if behaviour.lock().unwrap().down {
        return twilio_error(StatusCode::INTERNAL_SERVER_ERROR, 20500, "Internal Server Error");
    }
    let form: HashMap<String, String> = serde_urlencoded::from_bytes(&body).unwrap_or_default();
    let field = |k: &str| form.get(k).cloned().unwrap_or_default();
    let (to, from, url) = (field("To"), field("From"), field("Url"));
    let absolute = |u: &str| u.starts_with("https://") || u.starts_with("http://");
    if !is_e164(&to) {
        return twilio_error(StatusCode::BAD_REQUEST, 21211, &format!("Invalid 'To' Phone Number: {to}"));
    }
    if from != FROM {
        return twilio_error(
            StatusCode::BAD_REQUEST,
            21210,
            "The source phone number provided, From, is not yet verified for your account.",
        );
    }
    if url.is_empty() && !form.contains_key("Twiml") && !form.contains_key("ApplicationSid") {
        return twilio_error(StatusCode::BAD_REQUEST, 21205, "Url parameter is required.");
    }
    if !url.is_empty() && !absolute(&url) {
        return twilio_error(StatusCode::BAD_REQUEST, 21205, &format!("Url is not a valid URL: {url}"));
    }
    let method = form.get("Method").cloned().unwrap_or_else(|| "POST".into());
    if !matches!(method.as_str(), "GET" | "POST") {
        return twilio_error(StatusCode::BAD_REQUEST, 21207, "Method must be GET or POST.");
    }
    if form.get("StatusCallback").is_some_and(|u| !absolute(u)) {
        return twilio_error(StatusCode::BAD_REQUEST, 21609, "StatusCallback is not a valid URL.");
    }
    if let Some(code) = behaviour.lock().unwrap().refuse.get(&to) {
        return twilio_error(StatusCode::BAD_REQUEST, *code, "Refused by the stand-in");
    }
    let sid = format!("CA{:032x}", rand::random::<u128>());
    let _ = placed.send(Placed {
        to: to.clone(),
        from: from.clone(),
        url,
        method,
        status_callback: form.get("StatusCallback").cloned(),
        sid: sid.clone(),
    });
    (
        StatusCode::CREATED,
        Json(json!({ "sid": sid, "status": "queued", "to": to, "from": from, "account_sid": ACCOUNT_SID })),
    )
        .into_response()
}

/// What the stand-in plays for every recording: an MP3 frame's header and silence.
pub const RECORDING_BYTES: &[u8] = b"ID3\x04\x00\x00\x00\x00\x00\x00\xff\xfb\x90\x64 stand-in voicemail";

/// GET /2010-04-01/Accounts/{sid}/Recordings/{sid}.mp3, with the account's basic auth.
async fn recording_media(Path((account, file)): Path<(String, String)>, headers: HeaderMap) -> Response {
    if let Some(refused) = refused_request(&headers, &account, false) {
        return refused;
    }
    if !file.starts_with("RE") || !file.ends_with(".mp3") {
        return twilio_error(StatusCode::NOT_FOUND, 20404, "The requested resource was not found");
    }
    ([(axum::http::header::CONTENT_TYPE, "audio/mpeg")], RECORDING_BYTES).into_response()
}

pub async fn twilio() -> Twilio {
    let (tx, received) = mpsc::unbounded_channel();
    let (placing, placed) = mpsc::unbounded_channel::<Placed>();
    let behaviour = Arc::new(Mutex::new(TwilioBehaviour::default()));
    let calls = Arc::new(Mutex::new(0));
    let app = Router::new()
        .route("/2010-04-01/Accounts/{account}/Messages.json", post(messages))
        .route("/2010-04-01/Accounts/{account}/Calls.json", post(calls_api))
        .route("/2010-04-01/Accounts/{account}/Recordings/{file}", axum::routing::get(recording_media))
        .layer(axum::Extension(placing))
        .with_state((tx, behaviour.clone(), calls.clone()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let api_base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    Twilio { api_base, received, placed, behaviour, calls }
}

/// The `[sms]` section for a stand-in.
pub fn sms_config(api_base: &str) -> roadside::config::SmsConfig {
    roadside::config::SmsConfig {
        provider: roadside::config::SmsProvider::Twilio,
        account_sid: ACCOUNT_SID.into(),
        auth_token: AUTH_TOKEN.into(),
        from: FROM.into(),
        api_base: api_base.into(),
    }
}

/// X-Twilio-Signature as Twilio computes it, written out here apart from the server's own.
pub fn twilio_signature(url: &str, params: &[(&str, &str)]) -> String {
    use hmac::Mac;
    let mut sorted = params.to_vec();
    sorted.sort();
    let mut data = url.to_string();
    for (k, v) in sorted {
        data.push_str(k);
        data.push_str(v);
    }
    let mut mac = hmac::Hmac::<sha1::Sha1>::new_from_slice(AUTH_TOKEN.as_bytes()).unwrap();
    mac.update(data.as_bytes());
    Base64::encode_string(&mac.finalize().into_bytes())
}

/// A push as the stand-in received it, decrypted.
#[derive(Debug, Clone)]
pub struct Pushed {
    pub device: String,
    pub payload: Value,
    pub ttl: u64,
    pub urgency: Option<String>,
    pub at: std::time::Instant,
}

/// A browser's subscription: its keys stay here, as a browser keeps them.
pub struct Device {
    pub name: String,
    pub secret: web_push_native::p256::SecretKey,
    pub auth: [u8; 16],
}

impl Device {
    pub fn new(name: &str) -> Device {
        let secret =
            web_push_native::p256::SecretKey::random(&mut web_push_native::p256::elliptic_curve::rand_core::OsRng);
        Device { name: name.into(), secret, auth: rand::random() }
    }

    /// The PushSubscription JSON the browser would hand the page.
    pub fn subscription(&self, service: &PushService) -> Value {
        self.subscription_at(&service.origin)
    }

    /// The same, for a push service at `origin`.
    pub fn subscription_at(&self, origin: &str) -> Value {
        self.subscription_at_endpoint(&format!("{origin}/push/{}", self.name))
    }

    pub fn subscription_at_endpoint(&self, endpoint: &str) -> Value {
        use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint;
        let public = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": endpoint,
            "expirationTime": null,
            "keys": { "p256dh": Base64UrlUnpadded::encode_string(public.as_bytes()), "auth": Base64UrlUnpadded::encode_string(&self.auth) }
        })
    }
}

pub struct PushService {
    pub origin: String,
    pub received: mpsc::UnboundedReceiver<Pushed>,
    /// Devices answered 410 Gone (unsubscribed in the browser).
    pub gone: Arc<Mutex<HashSet<String>>>,
    /// Every refusal, with its reason (a bad JWT, a payload that does not decrypt).
    pub refusals: Arc<Mutex<Vec<String>>>,
    /// While set, every push is answered 503 (the service is down for now).
    pub down: Arc<Mutex<bool>>,
    /// While set, every push is answered with a redirect there.
    pub redirect_to: Arc<Mutex<Option<String>>>,
}

struct PushState {
    down: Arc<Mutex<bool>>,
    redirect_to: Arc<Mutex<Option<String>>>,
    origin: String,
    /// The application server key the devices subscribed with (the server's public key).
    server_key: Mutex<Option<String>>,
    devices: Mutex<HashMap<String, (web_push_native::p256::SecretKey, [u8; 16])>>,
    tx: mpsc::UnboundedSender<Pushed>,
    gone: Arc<Mutex<HashSet<String>>>,
    refusals: Arc<Mutex<Vec<String>>>,
}

fn refuse(state: &PushState, status: StatusCode, reason: String) -> Response {
    state.refusals.lock().unwrap().push(reason.clone());
    (status, reason).into_response()
}

async fn push(
    State(state): State<Arc<PushState>>,
    Path(device): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let header = |n: &str| headers.get(n).and_then(|v| v.to_str().ok()).map(str::to_string);
    if *state.down.lock().unwrap() {
        return (StatusCode::SERVICE_UNAVAILABLE, "down for maintenance").into_response();
    }
    if let Some(to) = state.redirect_to.lock().unwrap().clone() {
        return (StatusCode::TEMPORARY_REDIRECT, [("location", to)]).into_response();
    }
    if state.gone.lock().unwrap().contains(&device) {
        return (StatusCode::GONE, "push subscription has unsubscribed or expired").into_response();
    }
    let Some(ttl) = header("ttl").and_then(|t| t.parse::<u64>().ok()) else {
        return refuse(&state, StatusCode::BAD_REQUEST, "missing TTL".into());
    };
    if header("content-encoding").as_deref() != Some("aes128gcm") {
        return refuse(&state, StatusCode::UNSUPPORTED_MEDIA_TYPE, "Content-Encoding must be aes128gcm".into());
    }
    // Authorization: vapid t=<JWT>, k=<public key> (RFC 8292).
    let Some(auth) = header("authorization") else {
        return refuse(&state, StatusCode::UNAUTHORIZED, "no Authorization".into());
    };
    let Some(rest) = auth.strip_prefix("vapid ") else {
        return refuse(&state, StatusCode::UNAUTHORIZED, format!("not a vapid Authorization: {auth}"));
    };
    let parts: HashMap<&str, &str> = rest.split(',').filter_map(|p| p.trim().split_once('=')).collect();
    let (Some(token), Some(k)) = (parts.get("t"), parts.get("k")) else {
        return refuse(&state, StatusCode::UNAUTHORIZED, "vapid without t= and k=".into());
    };
    if let Some(expected) = state.server_key.lock().unwrap().as_deref()
        && expected != *k
    {
        return refuse(&state, StatusCode::FORBIDDEN, "k is not the key the subscription was made with".into());
    }
    let Ok(key_bytes) = Base64UrlUnpadded::decode_vec(k) else {
        return refuse(&state, StatusCode::UNAUTHORIZED, "k is not base64url".into());
    };
    let Ok(public) = ES256PublicKey::from_bytes(&key_bytes) else {
        return refuse(&state, StatusCode::UNAUTHORIZED, "k is not a P-256 key".into());
    };
    let options =
        VerificationOptions { allowed_audiences: Some(HashSet::from([state.origin.clone()])), ..Default::default() };
    let claims = match public.verify_token::<NoCustomClaims>(token, Some(options)) {
        Ok(c) => c,
        Err(e) => {
            return refuse(
                &state,
                StatusCode::FORBIDDEN,
                format!("JWT refused (signature, exp or aud {}): {e}", state.origin),
            );
        }
    };
    let now = Clock::now_since_epoch();
    match claims.expires_at {
        Some(exp) if exp > now && exp - now <= Duration::from_hours(24) => {}
        _ => return refuse(&state, StatusCode::FORBIDDEN, "exp missing or more than 24 h ahead".into()),
    }
    if !claims
        .subject
        .as_deref()
        .is_some_and(|s| s.starts_with("mailto:") || s.starts_with("https:") || s.starts_with("http:"))
    {
        return refuse(
            &state,
            StatusCode::FORBIDDEN,
            format!("sub must be a mailto: or https: contact, not {:?}", claims.subject),
        );
    }
    let Some((secret, auth_secret)) = state.devices.lock().unwrap().get(&device).cloned() else {
        return (StatusCode::NOT_FOUND, "no such subscription").into_response();
    };
    let plain = match web_push_native::decrypt(body.to_vec(), &secret, web_push_native::Auth::from_slice(&auth_secret))
    {
        Ok(p) => p,
        Err(e) => return refuse(&state, StatusCode::BAD_REQUEST, format!("payload does not decrypt: {e}")),
    };
    let payload: Value = serde_json::from_slice(&plain).unwrap_or(Value::Null);
    let _ = state.tx.send(Pushed { device, payload, ttl, urgency: header("urgency"), at: std::time::Instant::now() });
    StatusCode::CREATED.into_response()
}

impl PushService {
    pub async fn start(devices: &[&Device], server_key: Option<String>) -> PushService {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let origin = format!("http://{}", listener.local_addr().unwrap());
        let (tx, received) = mpsc::unbounded_channel();
        let gone = Arc::new(Mutex::new(HashSet::new()));
        let refusals = Arc::new(Mutex::new(Vec::new()));
        let down = Arc::new(Mutex::new(false));
        let redirect_to = Arc::new(Mutex::new(None));
        let state = Arc::new(PushState {
            down: down.clone(),
            redirect_to: redirect_to.clone(),
            origin: origin.clone(),
            server_key: Mutex::new(server_key),
            devices: Mutex::new(devices.iter().map(|d| (d.name.clone(), (d.secret.clone(), d.auth))).collect()),
            tx,
            gone: gone.clone(),
            refusals: refusals.clone(),
        });
        let app = Router::new().route("/push/{device}", post(push)).with_state(state);
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        PushService { origin, received, gone, refusals, down, redirect_to }
    }
}

/// A push service that takes connections and never answers: every request
/// to it hangs until the caller gives up. Answers its origin.
pub async fn silent_push_service() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((socket, _)) = listener.accept().await {
            held.push(socket);
        }
    });
    origin
}

pub const STRIPE_SECRET: &str = "sk_test_roadside_0123456789";
pub const STRIPE_WEBHOOK_SECRET: &str = "whsec_roadside_test_secret";

/// A Checkout session as the Stripe stand-in keeps it.
#[derive(Debug, Clone)]
pub struct StripeSession {
    pub id: String,
    /// The form it was made with.
    pub form: HashMap<String, String>,
    pub amount_total: i64,
    pub status: String,
    pub payment_status: String,
    /// Once paid (or authorized): its PaymentIntent.
    pub payment_intent: Option<String>,
}

/// Idempotency-Key -> (the parameters it first came with, the answer saved).
pub type Idempotency = HashMap<String, (HashMap<String, String>, Value)>;

/// A PaymentIntent as the stand-in keeps it: made when a session is paid.
#[derive(Debug, Clone)]
pub struct StripeIntent {
    pub id: String,
    pub amount: i64,
    pub amount_capturable: i64,
    pub amount_received: i64,
    /// requires_capture, succeeded or canceled.
    pub status: String,
    pub capture_method: String,
    pub metadata: serde_json::Map<String, Value>,
    /// Unix time the hold must be captured by.
    pub capture_before: i64,
}

/// What was asked of a PaymentIntent after it was made: ("capture", id,
/// amount), ("cancel", id, 0) or ("refund", id, amount).
pub type IntentCall = (String, String, i64);

#[derive(Clone, Default)]
pub struct Stripe {
    pub api_base: String,
    pub sessions: Arc<Mutex<Vec<StripeSession>>>,
    /// Look-ups answered (GET /v1/checkout/sessions/{id}).
    pub lookups: Arc<Mutex<usize>>,
    /// Each Idempotency-Key seen: the parameters it came with and the answer
    /// saved for it.
    pub idempotency: Arc<Mutex<Idempotency>>,
    pub intents: Arc<Mutex<Vec<StripeIntent>>>,
    /// Captures, cancels and refunds that Stripe carried out (a replay of an
    /// Idempotency-Key is not a second one).
    pub intent_calls: Arc<Mutex<Vec<IntentCall>>>,
}

fn stripe_error(status: StatusCode, message: &str) -> Response {
    (status, Json(json!({"error": {"type": "invalid_request_error", "message": message}}))).into_response()
}

fn session_json(s: &StripeSession, api_base: &str) -> Value {
    let metadata: serde_json::Map<String, Value> = s
        .form
        .iter()
        .filter_map(|(k, v)| {
            k.strip_prefix("metadata[").and_then(|k| k.strip_suffix(']')).map(|k| (k.to_string(), json!(v)))
        })
        .collect();
    json!({
        "id": s.id, "object": "checkout.session", "mode": "payment", "status": s.status,
        "payment_status": s.payment_status, "amount_total": s.amount_total, "currency": "usd",
        "url": format!("{api_base}/pay/{}", s.id), "metadata": metadata,
        "success_url": s.form.get("success_url"), "cancel_url": s.form.get("cancel_url"),
        "expires_at": 4_102_444_800i64, "payment_intent": s.payment_intent,
    })
}

fn intent_json(pi: &StripeIntent, expand_charge: bool) -> Value {
    let charge = if expand_charge {
        json!({"id": format!("ch_{}", &pi.id[3..]), "object": "charge",
               "payment_method_details": {"type": "card", "card": {"capture_before": pi.capture_before}}})
    } else {
        json!(format!("ch_{}", &pi.id[3..]))
    };
    json!({
        "id": pi.id, "object": "payment_intent", "amount": pi.amount, "amount_capturable": pi.amount_capturable,
        "amount_received": pi.amount_received, "currency": "usd", "status": pi.status,
        "capture_method": pi.capture_method, "metadata": pi.metadata, "latest_charge": charge,
    })
}

fn authorized(headers: &HeaderMap) -> bool {
    headers.get("authorization").and_then(|v| v.to_str().ok()) == Some(&format!("Bearer {STRIPE_SECRET}"))
}

/// GET /v1/payment_intents/{id}, `expand[]=latest_charge` as Stripe expands it.
async fn get_intent(
    State(stripe): State<Stripe>,
    headers: HeaderMap,
    Path(id): Path<String>,
    axum::extract::RawQuery(query): axum::extract::RawQuery,
) -> Response {
    if !authorized(&headers) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let pairs: Vec<(String, String)> = serde_urlencoded::from_str(query.as_deref().unwrap_or("")).unwrap_or_default();
    let expand = pairs.iter().any(|(k, v)| k == "expand[]" && v == "latest_charge");
    let intents = stripe.intents.lock().unwrap();
    match intents.iter().find(|p| p.id == id) {
        Some(pi) => Json(intent_json(pi, expand)).into_response(),
        None => stripe_error(StatusCode::NOT_FOUND, &format!("No such payment_intent: '{id}'")),
    }
}

/// POST /v1/payment_intents/{id}/capture, /cancel, and POST /v1/refunds, as
/// Stripe checks them: the key, a form body, the PaymentIntent's status,
/// and for a capture an amount_to_capture no more than amount_capturable.
/// An Idempotency-Key seen before answers its saved answer again.
async fn intent_action(stripe: &Stripe, headers: &HeaderMap, body: &Bytes, action: &str, id: &str) -> Response {
    if !authorized(headers) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    if headers.get("content-type").and_then(|v| v.to_str().ok()) != Some("application/x-www-form-urlencoded") {
        return stripe_error(StatusCode::BAD_REQUEST, "Stripe takes form-encoded bodies");
    }
    let form: HashMap<String, String> = serde_urlencoded::from_bytes(body).unwrap_or_default();
    let key = headers.get("idempotency-key").and_then(|v| v.to_str().ok()).map(str::to_string);
    let mut saved = stripe.idempotency.lock().unwrap();
    if let Some((params, answer)) = key.as_ref().and_then(|k| saved.get(k)) {
        if *params != form {
            return stripe_error(
                StatusCode::BAD_REQUEST,
                "Keys for idempotent requests can only be used with the same parameters.",
            );
        }
        return ([("idempotent-replayed", "true")], Json(answer.clone())).into_response();
    }
    let id = if action == "refund" { form.get("payment_intent").cloned().unwrap_or_default() } else { id.to_string() };
    let mut intents = stripe.intents.lock().unwrap();
    let Some(pi) = intents.iter_mut().find(|p| p.id == id) else {
        return stripe_error(StatusCode::NOT_FOUND, &format!("No such payment_intent: '{id}'"));
    };
    let amount = match action {
        "capture" => {
            if pi.status != "requires_capture" {
                return stripe_error(
                    StatusCode::BAD_REQUEST,
                    &format!("This PaymentIntent could not be captured because it has a status of {}.", pi.status),
                );
            }
            let amount =
                form.get("amount_to_capture").and_then(|a| a.parse::<i64>().ok()).unwrap_or(pi.amount_capturable);
            if amount < 1 || amount > pi.amount_capturable {
                return stripe_error(
                    StatusCode::BAD_REQUEST,
                    "amount_to_capture must be less than or equal to the amount_capturable.",
                );
            }
            pi.status = "succeeded".into();
            pi.amount_received = amount;
            pi.amount_capturable = 0;
            amount
        }
        "cancel" => {
            if pi.status == "succeeded" || pi.status == "canceled" {
                return stripe_error(
                    StatusCode::BAD_REQUEST,
                    &format!("You cannot cancel this PaymentIntent because it has a status of {}.", pi.status),
                );
            }
            pi.status = "canceled".into();
            pi.amount_capturable = 0;
            0
        }
        _ => {
            if pi.status != "succeeded" {
                return stripe_error(
                    StatusCode::BAD_REQUEST,
                    "This PaymentIntent does not have a successful charge to refund.",
                );
            }
            form.get("amount").and_then(|a| a.parse::<i64>().ok()).unwrap_or(pi.amount_received)
        }
    };
    let answer = if action == "refund" {
        json!({"id": format!("re_{:016x}", rand::random::<u64>()), "object": "refund", "amount": amount, "payment_intent": id, "status": "succeeded"})
    } else {
        intent_json(pi, false)
    };
    stripe.intent_calls.lock().unwrap().push((action.to_string(), id.clone(), amount));
    if let Some(key) = key {
        saved.insert(key, (form, answer.clone()));
    }
    Json(answer).into_response()
}

async fn capture_intent(
    State(stripe): State<Stripe>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    intent_action(&stripe, &headers, &body, "capture", &id).await
}

async fn cancel_intent(
    State(stripe): State<Stripe>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Bytes,
) -> Response {
    intent_action(&stripe, &headers, &body, "cancel", &id).await
}

async fn refund(State(stripe): State<Stripe>, headers: HeaderMap, body: Bytes) -> Response {
    intent_action(&stripe, &headers, &body, "refund", "").await
}

/// POST /v1/checkout/sessions, checked as Stripe would: the secret key,
/// a form body, mode payment, absolute return URLs, and line items each
/// with a currency, a whole unit amount and a quantity; at least $0.50.
/// An Idempotency-Key (at most 255 characters) seen before with the same
/// parameters answers the saved response again, with other parameters a
/// 400 idempotency_error; a request refused by validation saves nothing
/// (https://docs.stripe.com/api/idempotent_requests).
async fn create_checkout(State(stripe): State<Stripe>, headers: HeaderMap, body: Bytes) -> Response {
    if headers.get("authorization").and_then(|v| v.to_str().ok()) != Some(&format!("Bearer {STRIPE_SECRET}")) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    if headers.get("content-type").and_then(|v| v.to_str().ok()) != Some("application/x-www-form-urlencoded") {
        return stripe_error(StatusCode::BAD_REQUEST, "Stripe takes form-encoded bodies");
    }
    let form: HashMap<String, String> = serde_urlencoded::from_bytes(&body).unwrap_or_default();
    let key = headers.get("idempotency-key").and_then(|v| v.to_str().ok()).map(str::to_string);
    // Held to the end, so a concurrent duplicate waits for the saved answer
    // (Stripe answers it 409 instead: the server never sends one).
    let mut saved = stripe.idempotency.lock().unwrap();
    if let Some(key) = &key {
        if key.len() > 255 {
            return stripe_error(StatusCode::BAD_REQUEST, "Idempotency keys are up to 255 characters long.");
        }
        if let Some((params, answer)) = saved.get(key) {
            if *params != form {
                let message = format!(
                    "Keys for idempotent requests can only be used with the same parameters they were first used with. \
                     Try using a key other than '{key}' if you meant to execute a different request."
                );
                return (
                    StatusCode::BAD_REQUEST,
                    Json(json!({"error": {"type": "idempotency_error", "message": message}})),
                )
                    .into_response();
            }
            return ([("idempotent-replayed", "true")], Json(answer.clone())).into_response();
        }
    }
    let answer = match new_session(&stripe, form.clone()) {
        Ok(answer) => answer,
        Err(message) => return stripe_error(StatusCode::BAD_REQUEST, &message),
    };
    if let Some(key) = key {
        saved.insert(key, (form, answer.clone()));
    }
    Json(answer).into_response()
}

/// A session made from a form that passes Stripe's checks, or the message of Stripe's 400.
fn new_session(stripe: &Stripe, form: HashMap<String, String>) -> Result<Value, String> {
    if form.get("mode").map(String::as_str) != Some("payment") {
        return Err("Missing required param: mode.".into());
    }
    for url in ["success_url", "cancel_url"] {
        if !form.get(url).is_some_and(|u| u.starts_with("http://") || u.starts_with("https://")) {
            return Err(format!("Not a valid URL: {url}"));
        }
    }
    let mut total = 0;
    let mut n = 0;
    while let Some(amount) = form.get(&format!("line_items[{n}][price_data][unit_amount]")) {
        let Ok(amount) = amount.parse::<i64>() else {
            return Err("Invalid integer: unit_amount".into());
        };
        let quantity = form.get(&format!("line_items[{n}][quantity]")).and_then(|q| q.parse::<i64>().ok());
        let currency = form.get(&format!("line_items[{n}][price_data][currency]"));
        let name = form.get(&format!("line_items[{n}][price_data][product_data][name]"));
        if quantity.is_none_or(|q| q < 1)
            || currency.map(String::as_str) != Some("usd")
            || name.is_none_or(|n| n.is_empty())
        {
            return Err(format!("line_items[{n}] is incomplete"));
        }
        total += amount * quantity.unwrap_or(1);
        n += 1;
    }
    if n == 0 {
        return Err("line_items is required in payment mode".into());
    }
    if total < 50 {
        return Err("The Checkout Session's total amount must be at least $0.50 usd".into());
    }
    let session = StripeSession {
        id: format!("cs_test_{:024x}", rand::random::<u128>()),
        form,
        amount_total: total,
        status: "open".into(),
        payment_status: "unpaid".into(),
        payment_intent: None,
    };
    let answer = session_json(&session, &stripe.api_base);
    stripe.sessions.lock().unwrap().push(session);
    Ok(answer)
}

async fn get_checkout(State(stripe): State<Stripe>, headers: HeaderMap, Path(id): Path<String>) -> Response {
    if headers.get("authorization").and_then(|v| v.to_str().ok()) != Some(&format!("Bearer {STRIPE_SECRET}")) {
        return stripe_error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    *stripe.lookups.lock().unwrap() += 1;
    let sessions = stripe.sessions.lock().unwrap();
    match sessions.iter().find(|s| s.id == id) {
        Some(s) => Json(session_json(s, &stripe.api_base)).into_response(),
        None => stripe_error(StatusCode::NOT_FOUND, &format!("No such checkout.session: '{id}'")),
    }
}

impl Stripe {
    pub async fn start() -> Stripe {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let stripe = Stripe { api_base: format!("http://{}", listener.local_addr().unwrap()), ..Default::default() };
        let app = Router::new()
            .route("/v1/checkout/sessions", post(create_checkout))
            .route("/v1/checkout/sessions/{id}", axum::routing::get(get_checkout))
            .route("/v1/payment_intents/{id}", axum::routing::get(get_intent))
            .route("/v1/payment_intents/{id}/capture", post(capture_intent))
            .route("/v1/payment_intents/{id}/cancel", post(cancel_intent))
            .route("/v1/refunds", post(refund))
            .with_state(stripe.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        stripe
    }

    /// The customer pays on Checkout: the session is complete, and its
    /// PaymentIntent made. With `payment_intent_data[capture_method]=manual`
    /// the card is only authorized: the PaymentIntent requires capture and
    /// the session stays unpaid (its funds are not yet taken); otherwise it
    /// succeeded and the session is paid.
    pub fn pay(&self, id: &str) {
        let mut sessions = self.sessions.lock().unwrap();
        let s = sessions.iter_mut().find(|s| s.id == id).expect("a session made");
        let manual = s.form.get("payment_intent_data[capture_method]").map(String::as_str) == Some("manual");
        let metadata: serde_json::Map<String, Value> = s
            .form
            .iter()
            .filter_map(|(k, v)| {
                k.strip_prefix("payment_intent_data[metadata][")
                    .and_then(|k| k.strip_suffix(']'))
                    .map(|k| (k.to_string(), json!(v)))
            })
            .collect();
        let pi = StripeIntent {
            id: format!("pi_{:024x}", rand::random::<u128>()),
            amount: s.amount_total,
            amount_capturable: if manual { s.amount_total } else { 0 },
            amount_received: if manual { 0 } else { s.amount_total },
            status: if manual { "requires_capture" } else { "succeeded" }.into(),
            capture_method: if manual { "manual" } else { "automatic_async" }.into(),
            metadata,
            capture_before: chrono::Utc::now().timestamp() + 7 * 24 * 3600,
        };
        s.status = "complete".into();
        s.payment_status = if manual { "unpaid" } else { "paid" }.into();
        s.payment_intent = Some(pi.id.clone());
        self.intents.lock().unwrap().push(pi);
    }

    /// The captures, cancels and refunds carried out.
    pub fn intent_calls(&self) -> Vec<IntentCall> {
        self.intent_calls.lock().unwrap().clone()
    }

    pub fn last(&self) -> StripeSession {
        self.sessions.lock().unwrap().last().cloned().expect("a session made")
    }

    /// The event Stripe would post for a session, as JSON text.
    pub fn event(&self, event_id: &str, kind: &str, session_id: &str) -> String {
        let sessions = self.sessions.lock().unwrap();
        let s = sessions.iter().find(|s| s.id == session_id).expect("a session made");
        json!({"id": event_id, "object": "event", "type": kind, "data": {"object": session_json(s, &self.api_base)}})
            .to_string()
    }
}

/// `[payments]` for a stand-in.
pub fn payments_config(api_base: &str) -> roadside::config::PaymentsConfig {
    roadside::config::PaymentsConfig {
        stripe_secret_key: STRIPE_SECRET.into(),
        stripe_webhook_secret: STRIPE_WEBHOOK_SECRET.into(),
        api_base: api_base.into(),
        estimate_payment: "hold".into(),
        estimate_deposit_percent: 25,
    }
}

/// Stripe-Signature as Stripe computes it, written out here apart from the server's own.
pub fn stripe_signature(secret: &str, t: i64, body: &str) -> String {
    use hmac::Mac;
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{t}.{body}").as_bytes());
    let hex: String = mac.finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect();
    format!("t={t},v1={hex}")
}
