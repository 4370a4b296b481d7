//! Calls: the business number through Twilio Voice (docs/product.md#calls).
//! An inbound call rings the people on call in order, each for the ring
//! time, with a whisper on answer; a call nobody answered becomes a lead in
//! seconds (or joins the caller's open lead) and the caller is texted a link
//! to a page where they share where they are and what happened.
//!
//! Every webhook is taken as the SMS ones are (`messages::webhook::TwilioForm`:
//! X-Twilio-Signature, then Twilio's shape for that webhook, its CallSid
//! first), and answers TwiML or 204; a webhook about a call we do not know is
//! logged and answered, never a 500. Texts and pushes go through the outbox;
//! every number a `<Dial>` rings passes the outbound gate's destinations.
mod missed;
mod on_call_api;
pub mod oncall;
pub mod page;
pub mod place;
pub mod recordings;
pub mod store;
pub mod twiml;
mod voice;
use crate::state::AppState;
use axum::http::header;
use axum::response::{IntoResponse, Response};
pub use on_call_api::MyOnCall;
pub use on_call_api::OnCall;
pub use on_call_api::OnCallPerson;
use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Twilio's webhooks and the missed-call page: open, each checked its own way.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(voice::voice_inbound))
        .routes(routes!(voice::voice_dial))
        .routes(routes!(voice::voice_whisper))
        .routes(routes!(missed::voice_status))
        .routes(routes!(voice::voice_connect))
        .routes(routes!(recordings::voice_voicemail))
        .routes(routes!(recordings::voice_recording))
}

/// The on-call order, for the owner.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(on_call_api::get_on_call, on_call_api::put_on_call))
        .routes(routes!(place::call_lead))
        .routes(routes!(recordings::play))
}

/// A technician takes the calls now or hands them back.
pub fn technician_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(on_call_api::my_on_call, on_call_api::switch_on_call))
        .routes(routes!(place::call_job_customer))
}

/// How long a caller's lead stays the one a new missed call joins.
pub(super) const OPEN_LEAD_DAYS: i64 = 7;
/// A caller is texted at most once in this many minutes.
pub(super) const TEXT_EVERY_MINUTES: i64 = 30;

/// (386) 555-0142 for a North American number; other numbers as they are.
pub fn display(phone: &str) -> String {
    match phone.strip_prefix("+1") {
        Some(d) if d.len() == 10 && d.bytes().all(|b| b.is_ascii_digit()) => {
            format!("({}) {}-{}", &d[..3], &d[3..6], &d[6..])
        }
        _ => phone.to_string(),
    }
}

pub(super) fn xml(body: String) -> Response {
    ([(header::CONTENT_TYPE, "text/xml; charset=utf-8")], body).into_response()
}

/// The Overview's call figures for a period.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CallOverview {
    /// Inbound calls to the business number.
    pub calls: i64,
    pub answered: i64,
    /// answered / calls x 100, rounded; null without calls.
    pub answered_percent: Option<i64>,
    /// Median seconds from the first ring to an answer.
    pub median_seconds_to_answer: Option<i64>,
    pub missed: i64,
    /// Missed calls whose lead became a job.
    pub missed_to_jobs: i64,
}

/// The call figures of calls started since `since`.
pub fn overview(c: &Connection, since: &str) -> rusqlite::Result<CallOverview> {
    let (f, waits) = store::figures(c, since)?;
    let median = match waits.len() {
        0 => None,
        n if n % 2 == 1 => Some(waits[n / 2].round() as i64),
        n => Some(((waits[n / 2 - 1] + waits[n / 2]) / 2.0).round() as i64),
    };
    Ok(CallOverview {
        calls: f.calls,
        answered: f.answered,
        answered_percent: (f.calls > 0).then(|| ((f.answered as f64) * 100.0 / f.calls as f64).round() as i64),
        median_seconds_to_answer: median,
        missed: f.missed,
        missed_to_jobs: f.missed_to_jobs,
    })
}
