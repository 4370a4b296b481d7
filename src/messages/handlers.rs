//! The routes of messages: the provider's webhooks (texts in, delivery
//! status, in sms_webhooks.rs), each lead's thread and staff replies
//! (threads.rs), and staff devices' push subscriptions (subscriptions.rs).
pub use super::threads::TextMessage;
pub use super::threads::Thread;
use crate::state::AppState;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(super::sms_webhooks::inbound))
        .routes(routes!(super::sms_webhooks::status_callback))
}

pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(super::threads::thread, super::threads::reply))
}

/// Push subscriptions, for staff of either role: a technician's phone gets
/// the jobs assigned to them (docs/product.md#dispatch).
pub fn push_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(super::subscriptions::public_key))
        .routes(routes!(super::subscriptions::subscribe, super::subscriptions::unsubscribe))
}
