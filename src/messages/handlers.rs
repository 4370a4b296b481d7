//! The routes of messages: the provider's webhooks (texts in, delivery
//! status), each lead's thread and staff replies, and staff devices'
//! push subscriptions.
use super::webhook::{self, TwilioForm};
use super::{LeadRef, PushNotice, is_start, is_stop, store, twilio};
use crate::accounts::{Message, Staff};
use crate::content::{BUSINESS, fill};
use crate::error::{ApiError, ErrorBody};
use crate::outbox::store::Counted;
use crate::phone::Phone;
use crate::refs::LeadKind;
use crate::refs::{ContactEvent, LeadEvent, LiveEvent};
use crate::state::AppState;
use crate::state::Effects;
use crate::validation::Input;
use crate::web::body::FieldsBody;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use serde::Serialize;
use serde_json::{Value, json};
use tower_cookies::Cookies;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(inbound)).routes(routes!(status_callback))
}

pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(thread, reply))
}

/// Push subscriptions, for staff of either role: a technician's phone gets
/// the jobs assigned to them (docs/product.md#dispatch).
pub fn push_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(public_key)).routes(routes!(subscribe, unsubscribe))
}

/// The form Twilio posts for a text in. It sends more fields, all signed,
/// and only those Twilio documents for this webhook are taken
/// (src/messages/webhook.rs).
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
struct InboundSms {
    From: String,
    To: String,
    Body: String,
    #[schema(pattern = "^(?:SM|MM)[0-9a-fA-F]{32}$")]
    MessageSid: String,
}

/// The form Twilio posts as a text's status changes.
#[derive(ToSchema)]
#[allow(dead_code, non_snake_case)]
struct SmsStatus {
    #[schema(pattern = "^(?:SM|MM)[0-9a-fA-F]{32}$")]
    MessageSid: String,
    /// queued, sending, sent, delivered, undelivered, failed (and read, for some channels).
    MessageStatus: String,
    ErrorCode: Option<String>,
}

fn twiml(message: Option<&str>) -> Response {
    ([(header::CONTENT_TYPE, "text/xml; charset=utf-8")], twilio::twiml(message)).into_response()
}

/// A text from a customer (Twilio's incoming-message webhook). STOP and its
/// kin opt the number out, START opts it back in, HELP is answered; any
/// other text joins the number's latest lead and is announced to staff like
/// a new lead. Answers TwiML.
#[utoipa::path(post, path = "/sms/inbound", tag = "messages",
    request_body(content = InboundSms, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "TwiML: `<Response/>`, or one `<Message>`.", content_type = "text/xml", body = String),
        (status = 400, description = "Not a form, or not one Twilio sends: MessageSid missing or not a message sid, or a parameter Twilio does not send to this webhook (nothing is changed).", body = ErrorBody),
        (status = 403, description = "The X-Twilio-Signature header is missing or wrong.", body = ErrorBody),
        (status = 404, description = "Text messages are not set up ([sms]).", body = ErrorBody),
    ))]
async fn inbound(State(state): State<AppState>, form: TwilioForm<webhook::SmsInbound>) -> Result<Response, ApiError> {
    let Some(from) = Phone::textable(form.param("From")) else {
        return Ok(twiml(None));
    };
    let text = form.param("Body").to_string();
    // Always there and of Twilio's form (`TwilioForm`).
    let sid = Some(form.param("MessageSid").to_string());
    let word = text.trim().to_uppercase();
    let number = from.e164().unwrap_or_default().to_string();
    let base_url = state.config.base_url.clone();
    let keyword = word.clone();
    let text_leads = state.text_leads.clone();
    let received = state
        .db
        .write(move |c| {
            let tx = c.transaction()?;
            // A MessageSid seen before is the provider's retry of a text
            // already taken: a replayed START must not undo a later STOP.
            if let Some(sid) = &sid
                && store::sid_seen(&tx, sid)?
            {
                return Ok::<_, rusqlite::Error>(None);
            }
            if is_stop(&keyword) {
                super::opt_out(&tx, &number)?;
                tracing::info!("a number opted out of texts (STOP)");
            } else if is_start(&keyword) {
                store::opt_in(&tx, &number)?;
            }
            let received = record_inbound(&tx, &base_url, &number, &text, sid.as_deref(), text_leads.as_ref())?;
            tx.commit()?;
            Ok(Some(received))
        })
        .await?;
    let Some((event, pushed)) = received else { return Ok(twiml(None)) };
    state.after_commit(Effects { queued: pushed, events: event.into_iter().collect(), ..Effects::default() });
    let answer = if word == "HELP" {
        Some(fill(
            &BUSINESS.messages.help,
            &[("business", &BUSINESS.name), ("phone", &BUSINESS.phones.emergency.display)],
        ))
    } else if is_start(&word) {
        Some(fill(&BUSINESS.messages.opted_in, &[("business", &BUSINESS.name)]))
    } else {
        None
    };
    Ok(twiml(answer.as_deref()))
}

/// Keeps a text in (whose MessageSid, if any, is new) on the number's
/// latest lead, and (unless it is a keyword) announces it on the live feed
/// and by push.
fn record_inbound(
    tx: &Connection,
    base_url: &str,
    number: &str,
    text: &str,
    sid: Option<&str>,
    text_leads: &dyn super::TextLeads,
) -> rusqlite::Result<(Option<LeadEvent>, bool)> {
    let word = text.trim().to_uppercase();
    let keyword = is_stop(&word) || is_start(&word) || word == "HELP";
    let lead = store::latest_lead_of(tx, number)?;
    // A fleet requester's first text is a lead of its own, announced as every lead is.
    if lead.is_none()
        && !keyword
        && let Some(started) = text_leads.start(tx, number, text)?
    {
        store::insert_text_in(tx, Some((started.kind.as_str(), started.id)), number, text, sid)?;
        return Ok((started.event, true));
    }
    let message_id = store::insert_text_in(tx, lead.as_ref().map(|l| (l.0.as_str(), l.1)), number, text, sid)?;
    if keyword {
        return Ok((None, false));
    }
    let name = match &lead {
        Some((kind, id)) => lead_name(tx, kind, *id)?,
        None => None,
    }
    .unwrap_or_else(|| number.to_string());
    let url = match &lead {
        Some((kind, id)) => lead_url(base_url, kind, *id),
        None => format!("{base_url}/admin/dashboard?tab=leads"),
    };
    let created_at = store::created_at(tx, message_id)?;
    let summary = LiveEvent::Message(ContactEvent {
        id: message_id,
        created_at: created_at.clone(),
        lead_kind: lead.as_ref().map(|l| l.0.clone()),
        lead_id: lead.as_ref().map(|l| l.1),
        name: name.clone(),
        phone: number.to_string(),
        body: Some(text.to_string()),
        service: None,
    });
    let seq = store::insert_message_event(tx, message_id, &summary.to_json(), &created_at)?;
    let event = LeadEvent { seq, summary };
    let pushed = super::queue_push(
        tx,
        None,
        &PushNotice {
            kind: "message".into(),
            name,
            service: "Text message".into(),
            urgency: String::new(),
            url,
            body: Some(text.chars().take(200).collect()),
        },
        lead.as_ref().and_then(|(kind, id)| lead_ref(kind, *id)),
        &crate::outbox::Person { phone: Some(number.to_string()), email: None },
    )? > 0;
    Ok((Some(event), pushed))
}

/// A thread's lead as the outbox names it.
fn lead_ref(kind: &str, id: i64) -> Option<super::LeadRef> {
    lead_table(kind).map(|(kind, _, _)| super::LeadRef { kind: kind.as_str(), id })
}

/// The table and the name column of a kind of lead (a chat is a lead too).
fn lead_table(kind: &str) -> Option<(LeadKind, &'static str, &'static str)> {
    let kind = if kind == "chat" { LeadKind::Chat } else { LeadKind::parse(kind)? };
    Some(match kind {
        LeadKind::Chat => (kind, "customer_name", "customer_phone"),
        _ => (kind, "name", "phone"),
    })
}

fn lead_name(tx: &Connection, kind: &str, id: i64) -> rusqlite::Result<Option<String>> {
    let Some((kind, name, _)) = lead_table(kind) else { return Ok(None) };
    Ok(store::lead_column(tx, kind, name, id)?.flatten().filter(|n| !n.trim().is_empty()))
}

/// The dashboard URL that opens a lead.
fn lead_url(base_url: &str, kind: &str, id: i64) -> String {
    format!("{base_url}/admin/dashboard?{}&lead={kind}-{id}", crate::refs::dashboard_query(kind))
}

/// How far along a text is; a late callback never moves it back.
fn rank(status: &str) -> u8 {
    match status {
        "queued" => 0,
        "sent" => 1,
        "delivered" => 2,
        "failed" => 3,
        _ => 0,
    }
}

/// A text's delivery status (Twilio's status callback): sent, delivered or
/// failed, shown in the lead's thread.
#[utoipa::path(post, path = "/sms/status", tag = "messages",
    request_body(content = SmsStatus, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 204, description = "Recorded (or not about a text of ours)."),
        (status = 400, description = "Not a form, or not one Twilio sends: MessageSid missing or not a message sid, or a parameter Twilio does not send to this webhook (nothing is changed).", body = ErrorBody),
        (status = 403, description = "The X-Twilio-Signature header is missing or wrong.", body = ErrorBody),
        (status = 404, description = "Text messages are not set up ([sms]).", body = ErrorBody),
    ))]
async fn status_callback(
    State(state): State<AppState>,
    form: TwilioForm<webhook::SmsStatus>,
) -> Result<Response, ApiError> {
    let sid = form.param("MessageSid").to_string();
    let status = match form.param("MessageStatus") {
        "sent" | "sending" => "sent",
        "delivered" | "read" => "delivered",
        "failed" | "undelivered" => "failed",
        _ => return Ok(StatusCode::NO_CONTENT.into_response()),
    };
    let error = match (status, form.param("ErrorCode")) {
        ("failed", "") => Some("The carrier did not deliver it.".to_string()),
        ("failed", code) => Some(format!("The carrier did not deliver it (error {code}).")),
        _ => None,
    };
    if form.param("ErrorCode") == twilio::UNSUBSCRIBED.to_string() {
        let to = Phone::read(form.param("To")).e164().map(str::to_string);
        if let Some(to) = to {
            state.db.call(move |c| super::opt_out(c, &to)).await?;
        }
    }
    state
        .db
        .call(move |c| match store::status_by_sid(c, &sid)? {
            Some(now) if rank(status) > rank(&now) => store::set_status_by_sid(c, &sid, status, error.as_deref()),
            _ => Ok(0),
        })
        .await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// One text of a lead's thread.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TextMessage {
    pub id: i64,
    /// out (to the customer) or in (from them).
    pub direction: String,
    pub body: String,
    /// queued, sent, delivered, failed, not sent (out); received (in).
    pub status: String,
    /// Why it failed or was not sent.
    pub error: Option<String>,
    /// The staff member who wrote it (a staff reply).
    pub staff: Option<String>,
    pub created_at: String,
}

/// A lead's text messages, oldest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Thread {
    /// The lead's number as texts go to it (E.164), if it can be texted.
    pub phone: Option<String>,
    /// Text messages are set up ([sms]).
    pub enabled: bool,
    /// The number texted STOP: nothing is sent to it until it texts START.
    pub opted_out: bool,
    pub messages: Vec<TextMessage>,
    /// The lead's calls through the business number, oldest first.
    pub calls: Vec<store::CallEntry>,
}

/// The lead's kind and id from the path; a kind that is not a lead is 404.
fn lead_path(kind: &str, id: &str) -> Result<(&'static str, LeadKind, i64), ApiError> {
    let (lead, _, _) = lead_table(kind).ok_or(ApiError::NotFound)?;
    if lead == LeadKind::Chat {
        return Err(ApiError::NotFound);
    }
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    Ok((lead.as_str(), lead, id))
}

/// The lead's phone as stored, or None when there is no such lead.
fn lead_phone(c: &Connection, kind: LeadKind, id: i64) -> rusqlite::Result<Option<Phone>> {
    store::lead_column(c, kind, "phone", id).map(|p| p.map(|p| Phone::read(&p.unwrap_or_default())))
}

fn read_thread(c: &Connection, enabled: bool, kind: LeadKind, id: i64) -> rusqlite::Result<Option<Thread>> {
    let Some(stored) = lead_phone(c, kind, id)? else { return Ok(None) };
    let phone = stored.e164().map(str::to_string);
    let opted_out = match &phone {
        Some(p) => super::is_opted_out(c, p)?,
        None => false,
    };
    let messages = store::thread(c, kind.as_str(), id)?
        .into_iter()
        .map(|m| TextMessage {
            id: m.id,
            direction: m.direction,
            body: m.body,
            status: m.status,
            error: m.error,
            staff: m.staff_username,
            created_at: m.created_at,
        })
        .collect();
    let calls = store::calls_of_lead(c, kind.as_str(), id)?;
    Ok(Some(Thread { phone, enabled, opted_out, messages, calls }))
}

/// A lead's text thread: what was sent (queued, sent, delivered, failed)
/// and what came back.
#[utoipa::path(get, path = "/leads/{kind}/{id}/messages", tag = "messages",
    params(
        ("kind" = String, Path, description = "quote, booking, contact or analyzer.", pattern = "^(?:quote|booking|contact|analyzer)$"),
        ("id" = i64, Path, description = "The lead's id."),
    ),
    responses(
        (status = 200, description = "The thread, oldest first.", body = Thread),
        (status = 404, description = "No such lead.", body = ErrorBody),
    ))]
async fn thread(
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
) -> Result<axum::Json<Thread>, ApiError> {
    let (_, lead, id) = lead_path(&kind, &id)?;
    let enabled = state.config.sms.is_some();
    state.db.call(move |c| read_thread(c, enabled, lead, id)).await?.map(axum::Json).ok_or(ApiError::NotFound)
}

fn reply_fields(i: &mut Input) -> String {
    i.required("body", "Message", 1600, 1, "Please write a message")
}

crate::described_body!(
    /// POST /api/leads/{kind}/{id}/messages.
    ReplyBody,
    "A text to the lead's customer.",
    |i| reply_fields(i)
);

/// Texts the lead's customer (through the outbox; the thread shows it queued, then sent and delivered).
#[utoipa::path(post, path = "/leads/{kind}/{id}/messages", tag = "messages",
    params(
        ("kind" = String, Path, description = "quote, booking, contact or analyzer.", pattern = "^(?:quote|booking|contact|analyzer)$"),
        ("id" = i64, Path, description = "The lead's id."),
    ),
    request_body(content = ReplyBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Queued: the thread as it is now.", body = Thread),
        (status = 400, description = "No message, texts are not set up, or the outbound gate refuses the number (not a phone number, not an allowed destination, opted out, or texted the most allowed this hour): the message says which.", body = ErrorBody),
        (status = 404, description = "No such lead.", body = ErrorBody),
    ))]
async fn reply(
    State(state): State<AppState>,
    staff: Staff,
    Path((kind, id)): Path<(String, String)>,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let (kind_name, lead, id) = lead_path(&kind, &id)?;
    let mut input = Input::new(&body.fields);
    let text = reply_fields(&mut input);
    let text = input.finish(text).map_err(ApiError::Invalid)?;
    if state.config.sms.is_none() {
        return Err(ApiError::BadRequest("Text messages are not set up: see [sms] in the configuration.".into()));
    }
    let config = state.config.clone();
    let thread = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let Some(stored) = lead_phone(&tx, lead, id)? else { return Err(ApiError::NotFound) };
            // The outbound gate's refusal (a number that cannot be texted, a
            // destination not allowed, STOP, the hour's texts) is the answer.
            let gate = super::gate::check(&tx, &config.outbound, super::gate::Way::Text, &stored, Counted::Queued)?;
            if let super::gate::Verdict::Refused(refusal) = gate {
                let message = match refusal {
                    super::gate::Refusal::OptedOut => {
                        "This number texted STOP: it can't be texted until it texts START.".to_string()
                    }
                    other => format!("Not sent: {}", other.reason()),
                };
                return Err(ApiError::BadRequest(message));
            }
            let entry = super::queue_text(&tx, &config, Some(LeadRef { kind: kind_name, id }), &stored, &text)?;
            store::set_staff(&tx, entry, &staff.username)?;
            // Texting the driver answers the lead: its first response, unless one came before.
            store::lead_answered(&tx, lead, id)?;
            let thread = read_thread(&tx, true, lead, id)?;
            tx.commit()?;
            thread.ok_or(ApiError::NotFound)
        })
        .await?;
    state.after_commit(Effects::queued());
    Ok((StatusCode::CREATED, axum::Json(thread)).into_response())
}

/// The server's VAPID public key, for the browser's pushManager.subscribe.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct PublicKey {
    /// Uncompressed P-256 point, base64url without padding.
    public_key: String,
}

/// The key browsers subscribe to push with (applicationServerKey).
#[utoipa::path(get, path = "/push/public-key", tag = "messages",
    responses((status = 200, description = "The VAPID public key.", body = PublicKey)))]
async fn public_key(State(state): State<AppState>) -> axum::Json<PublicKey> {
    axum::Json(PublicKey { public_key: state.channels.vapid.public_key.clone() })
}

/// `allow_private`: `[push] dev_allow_private_endpoints` (the document
/// states the rule of a real site: https).
fn subscription_fields(i: &mut Input, allow_private: bool) -> Option<super::push::Subscription> {
    i.describe(
        "endpoint",
        "The push service URL the browser was given: https, to a host on the public internet (not a loopback, \
            private, link-local or unique-local address).",
        json!({"type": "string", "minLength": 9, "maxLength": 2048, "pattern": "^https://[^/?#]+"}),
        true,
    );
    i.describe(
        "keys",
        "The browser's keys: p256dh (uncompressed P-256, base64url) and auth (16 bytes, base64url).",
        json!({
            "type": "object",
            "properties": {"p256dh": {"type": "string"}, "auth": {"type": "string"}},
            "required": ["p256dh", "auth"]
        }),
        true,
    );
    let endpoint = i.raw_text("endpoint", "Endpoint").unwrap_or("").to_string();
    let keys = i.given("keys").cloned().unwrap_or(Value::Null);
    let key = |k: &str| keys.get(k).and_then(Value::as_str).unwrap_or("").to_string();
    match super::push::parse_subscription(&endpoint, &key("p256dh"), &key("auth"), allow_private) {
        Ok(s) => Some(s),
        Err((field, message)) => {
            i.fail(field, message);
            None
        }
    }
}

crate::described_body!(
    /// POST /api/push/subscriptions.
    SubscriptionBody,
    "A browser's PushSubscription, as its toJSON() gives it.",
    |i| subscription_fields(i, false)
);

fn endpoint_fields(i: &mut Input) -> String {
    i.required("endpoint", "Endpoint", 2048, 1, "Endpoint is required")
}

crate::described_body!(
    /// DELETE /api/push/subscriptions.
    EndpointBody,
    "The subscription to remove, by its endpoint.",
    |i| endpoint_fields(i)
);

/// How many devices of one account may get pushes.
const MAX_DEVICES: i64 = 5;

/// Keeps this device's push subscription for the signed-in staff member
/// (the same endpoint again updates it). Signing out removes it.
#[utoipa::path(post, path = "/push/subscriptions", tag = "messages",
    request_body(content = SubscriptionBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Subscribed.", body = Message),
        (status = 200, description = "Already subscribed: updated.", body = Message),
        (status = 400, description = "Not https to a public address, or keys of the wrong length: `fields` names it.", body = ErrorBody),
        (status = 409, description = "The account has 5 devices subscribed already.", body = ErrorBody),
    ))]
async fn subscribe(
    State(state): State<AppState>,
    staff: Staff,
    cookies: Cookies,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let allow_private = state.channels.allow_private_push;
    let mut input = Input::new(&body.fields);
    let sub = subscription_fields(&mut input, allow_private);
    let sub = input.finish_some(sub).map_err(ApiError::Invalid)?;
    if !allow_private && !super::push::resolves_publicly(&sub.endpoint).await {
        return Err(ApiError::invalid("endpoint", "The endpoint must be a push service on the public internet."));
    }
    let Some(session) = crate::accounts::session::token_hash(&cookies) else {
        return Err(ApiError::Unauthorized);
    };
    let created = state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            // The same endpoint again (the same browser) starts afresh under
            // this sign-in: a new id, so nothing queued for the old one (maybe
            // another account's) can reach it.
            let existed = store::delete_subscription_at(&tx, &sub.endpoint)? > 0;
            let devices = store::subscriptions_of(&tx, staff.id)?;
            if devices >= MAX_DEVICES {
                return Ok(None);
            }
            store::insert_subscription(&tx, staff.id, &session, &sub)?;
            tx.commit()?;
            Ok::<_, rusqlite::Error>(Some(!existed))
        })
        .await?;
    let Some(created) = created else {
        return Err(ApiError::conflict(
            "endpoint",
            "At most 5 devices per account get notifications: turn them off on a device you no longer use.",
        ));
    };
    let (status, message) =
        if created { (StatusCode::CREATED, "Subscribed") } else { (StatusCode::OK, "Subscription updated") };
    Ok((status, axum::Json(Message::new(message))).into_response())
}

/// Removes a push subscription of the signed-in staff member.
#[utoipa::path(delete, path = "/push/subscriptions", tag = "messages",
    request_body(content = EndpointBody, content_type = "application/json"),
    responses((status = 200, description = "Removed (or there was none).", body = Message)))]
async fn unsubscribe(
    State(state): State<AppState>,
    staff: Staff,
    body: FieldsBody,
) -> Result<axum::Json<Message>, ApiError> {
    let mut input = Input::new(&body.fields);
    let endpoint = endpoint_fields(&mut input);
    let endpoint = input.finish(endpoint).map_err(ApiError::Invalid)?;
    state.db.call(move |c| store::delete_own_subscription(c, endpoint.trim(), staff.id)).await?;
    Ok(axum::Json(Message::new("Unsubscribed")))
}
