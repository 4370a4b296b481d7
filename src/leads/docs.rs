//! The documented shapes of the lead bodies and the list filters, for the
//! OpenAPI document. The rules themselves are in `validate` and `filter`
//! (each field is checked there, with the message a 400 names it by); these
//! types say which fields exist, their types and which are required.
#![allow(dead_code)]
use crate::analytics::attribution::AttributionBody;
use crate::error::ErrorBody;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, IntoResponses, ToSchema};

/// Fields every lead body may carry besides its own.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadExtras {
    /// The browser's idempotency key (at most 64 characters): the same key stores the lead once.
    client_ref: Option<String>,
    attribution: Option<AttributionBody>,
    /// Left empty by people; a filled-in one is answered as a success and dropped.
    website: Option<String>,
}

/// POST /api/quotes (and PATCH /api/quotes/{id}).
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteBody {
    /// 1 to 100 characters.
    name: String,
    /// At least 10 digits; digits, spaces and - ( ) . + only.
    phone: String,
    email: Option<String>,
    /// 1 to 200 characters.
    location: String,
    /// One of the service types of ui/src/features/leads/options.json.
    service_type: String,
    vehicle_info: Option<String>,
    /// One of the quote urgencies of options.json.
    urgency: String,
    /// 10 to 2000 characters.
    description: String,
    #[schema(inline)]
    #[serde(flatten)]
    extras: LeadExtras,
}

/// POST /api/bookings.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookingBody {
    /// 2 to 100 characters.
    name: String,
    phone: String,
    email: Option<String>,
    vehicle_type: String,
    /// 5 to 200 characters.
    location: String,
    service_needed: String,
    urgency: String,
    /// 10 to 2000 characters.
    description: String,
    /// YYYY-MM-DD.
    preferred_date: Option<String>,
    preferred_time: Option<String>,
    #[schema(inline)]
    #[serde(flatten)]
    extras: LeadExtras,
}

/// POST /api/contacts.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactBody {
    name: String,
    phone: String,
    email: Option<String>,
    location: String,
    urgency: String,
    /// 10 to 2000 characters.
    message: String,
    #[schema(inline)]
    #[serde(flatten)]
    extras: LeadExtras,
}

/// POST /api/smart-analyzer.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyzerBody {
    name: String,
    /// An optional +, then at least 10 digits, spaces, hyphens or parentheses.
    phone: String,
    email: Option<String>,
    location: Option<String>,
    problem_description: String,
    /// A service of the service guide (ui/src/content/business.json).
    suggested_service: String,
    /// The guide's price of that service.
    estimated_price: String,
    urgency: String,
    /// A percent (0-100), or High, Medium or Low.
    confidence: String,
    #[schema(inline)]
    #[serde(flatten)]
    extras: LeadExtras,
}

/// POST /api/chatbot-interactions.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatBody {
    session_id: Option<String>,
    customer_name: Option<String>,
    customer_phone: String,
    customer_email: Option<String>,
    /// A JSON array of messages, as text, at most 32 KB.
    conversation: String,
    customer_location: Option<String>,
    /// -90 to 90, as a number or text.
    gps_latitude: Option<String>,
    /// -180 to 180, as a number or text.
    gps_longitude: Option<String>,
    gps_accuracy: Option<String>,
    /// gps or manual.
    location_method: Option<String>,
    /// hot, warm or cold.
    lead_quality: String,
    handoff_to_call: Option<bool>,
    issue_resolved: Option<bool>,
    problem: Option<String>,
    urgency: Option<String>,
    suggested_service: Option<String>,
    /// True when saved at the phone step, before the chat ends.
    partial: Option<bool>,
    #[schema(inline)]
    #[serde(flatten)]
    extras: LeadExtras,
}

/// The answer to a stored lead.
#[derive(Serialize, ToSchema)]
pub struct Created {
    pub id: i64,
    /// quote, booking, contact, analyzer or chat.
    #[serde(rename = "type")]
    pub kind: &'static str,
}

#[derive(Serialize, ToSchema)]
pub struct Deleted {
    pub deleted: bool,
    pub id: i64,
}

/// The filters of the lead lists and the CSV export (all optional, all must hold).
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FilterParams {
    /// quote, booking, contact or analyzer (the CSV only).
    kind: Option<String>,
    /// pending or contacted.
    status: Option<String>,
    /// An urgency, ignoring case (at most 100 characters).
    urgency: Option<String>,
    /// Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time.
    from: Option<String>,
    /// Created up to: a date (the whole day) or an RFC 3339 time.
    to: Option<String>,
    /// google-organic, google-ads, google-business-profile, facebook, referral or direct.
    source: Option<String>,
    /// Text in the name, phone or location (at most 100 characters).
    q: Option<String>,
}

/// What every lead POST answers (never built: it only describes the responses).
#[derive(IntoResponses)]
pub enum LeadPosted {
    #[response(status = 201, description = "Stored, with its staff alert.")]
    Stored(Created),
    #[response(status = 200, description = "Stored before under the same clientRef: the same id.")]
    Again(Created),
    #[response(status = 400, description = "A field is invalid: `fields` names each.")]
    Invalid(ErrorBody),
    #[response(status = 429, description = "Too many leads from this address.")]
    Limited(ErrorBody),
}
