//! `/api/push/public-key` and `/api/push/subscriptions`: the devices a staff
//! member's notifications are pushed to.
use super::store;
use crate::accounts::{Message, Staff};
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::validation::Input;
use crate::web::body::FieldsBody;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::{Value, json};
use tower_cookies::Cookies;
use utoipa::ToSchema;

/// The server's VAPID public key, for the browser's pushManager.subscribe.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct PublicKey {
    /// Uncompressed P-256 point, base64url without padding.
    public_key: String,
}

/// The key browsers subscribe to push with (applicationServerKey).
#[utoipa::path(get, path = "/push/public-key", tag = "messages",
    responses((status = 200, description = "The VAPID public key.", body = PublicKey)))]
pub(super) async fn public_key(State(state): State<AppState>) -> axum::Json<PublicKey> {
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
pub(super) async fn subscribe(
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
pub(super) async fn unsubscribe(
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
