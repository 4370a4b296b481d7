//! The leads as staff read them: one typed row per kind, with the JSON keys
//! the dashboard reads (ui/src/features/leads/api.ts). Internal columns (the
//! browser's idempotency key) never leave the server.
use crate::db::{required_text, text};
use crate::listing::ListRow;
use rusqlite::Row;
use serde::Serialize;
use utoipa::ToSchema;

/// Where the visit that brought a lead came from (null for a plain form post).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Source {
    /// google-organic, google-ads, google-business-profile, facebook, referral or direct.
    pub source: Option<String>,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub session_id: Option<String>,
}

impl Source {
    fn read(r: &Row) -> rusqlite::Result<Source> {
        Ok(Source {
            source: text(r, "source")?,
            medium: text(r, "medium")?,
            campaign: text(r, "campaign")?,
            session_id: text(r, "session_id")?,
        })
    }
}

/// Whether and when staff first answered a lead.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Response {
    pub contacted: bool,
    /// The first Mark as Contacted (never moved by later clicks).
    pub first_contacted_at: Option<String>,
    /// Minutes from the lead's arrival to that first Mark as Contacted.
    pub response_minutes: Option<i64>,
}

impl Response {
    fn read(r: &Row) -> rusqlite::Result<Response> {
        Ok(Response {
            contacted: r.get("contacted")?,
            first_contacted_at: text(r, "first_contacted_at")?,
            response_minutes: r.get("response_minutes")?,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Quote {
    pub id: i64,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub location: String,
    pub service_type: String,
    pub vehicle_info: Option<String>,
    pub urgency: String,
    pub description: String,
    #[serde(flatten)]
    pub response: Response,
    #[serde(flatten)]
    pub source: Source,
    pub created_at: String,
}

impl ListRow for Quote {
    const TABLE: &'static str = "quote_submissions";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &Row) -> rusqlite::Result<Self> {
        Ok(Quote {
            id: r.get("id")?,
            name: required_text(r, "name")?,
            phone: required_text(r, "phone")?,
            email: text(r, "email")?,
            location: required_text(r, "location")?,
            service_type: required_text(r, "service_type")?,
            vehicle_info: text(r, "vehicle_info")?,
            urgency: required_text(r, "urgency")?,
            description: required_text(r, "description")?,
            response: Response::read(r)?,
            source: Source::read(r)?,
            created_at: required_text(r, "created_at")?,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Booking {
    pub id: i64,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub vehicle_type: String,
    pub location: String,
    pub service_needed: String,
    pub urgency: String,
    pub description: String,
    /// YYYY-MM-DD.
    pub preferred_date: Option<String>,
    pub preferred_time: Option<String>,
    #[serde(flatten)]
    pub response: Response,
    #[serde(flatten)]
    pub source: Source,
    pub created_at: String,
}

impl ListRow for Booking {
    const TABLE: &'static str = "booking_submissions";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &Row) -> rusqlite::Result<Self> {
        Ok(Booking {
            id: r.get("id")?,
            name: required_text(r, "name")?,
            phone: required_text(r, "phone")?,
            email: text(r, "email")?,
            vehicle_type: required_text(r, "vehicle_type")?,
            location: required_text(r, "location")?,
            service_needed: required_text(r, "service_needed")?,
            urgency: required_text(r, "urgency")?,
            description: required_text(r, "description")?,
            preferred_date: text(r, "preferred_date")?,
            preferred_time: text(r, "preferred_time")?,
            response: Response::read(r)?,
            source: Source::read(r)?,
            created_at: required_text(r, "created_at")?,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Contact {
    pub id: i64,
    pub name: String,
    pub phone: String,
    pub email: Option<String>,
    pub location: String,
    pub urgency: String,
    pub message: String,
    #[serde(flatten)]
    pub response: Response,
    #[serde(flatten)]
    pub source: Source,
    pub created_at: String,
}

impl ListRow for Contact {
    const TABLE: &'static str = "contact_submissions";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &Row) -> rusqlite::Result<Self> {
        Ok(Contact {
            id: r.get("id")?,
            name: required_text(r, "name")?,
            phone: required_text(r, "phone")?,
            email: text(r, "email")?,
            location: required_text(r, "location")?,
            urgency: required_text(r, "urgency")?,
            message: required_text(r, "message")?,
            response: Response::read(r)?,
            source: Source::read(r)?,
            created_at: required_text(r, "created_at")?,
        })
    }
}

/// A request from the home page's analyzer, or the lead a chat produced.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyzerRequest {
    pub id: i64,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub location: Option<String>,
    pub problem_description: String,
    pub suggested_service: String,
    pub estimated_price: String,
    pub urgency: String,
    /// A percent (0-100) or High, Medium, Low.
    pub confidence: String,
    /// The chat this request came from, if any.
    pub chatbot_interaction_id: Option<i64>,
    #[serde(flatten)]
    pub response: Response,
    #[serde(flatten)]
    pub source: Source,
    pub created_at: String,
}

impl ListRow for AnalyzerRequest {
    const TABLE: &'static str = "smart_analyzer_submissions";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &Row) -> rusqlite::Result<Self> {
        Ok(AnalyzerRequest {
            id: r.get("id")?,
            name: text(r, "name")?,
            phone: text(r, "phone")?,
            email: text(r, "email")?,
            location: text(r, "location")?,
            problem_description: required_text(r, "problem_description")?,
            suggested_service: required_text(r, "suggested_service")?,
            estimated_price: required_text(r, "estimated_price")?,
            urgency: required_text(r, "urgency")?,
            confidence: required_text(r, "confidence")?,
            chatbot_interaction_id: r.get("chatbot_interaction_id")?,
            response: Response::read(r)?,
            source: Source::read(r)?,
            created_at: required_text(r, "created_at")?,
        })
    }
}

/// A chat with the assistant: saved at the phone step, completed when it ends.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Chat {
    pub id: i64,
    pub session_id: Option<String>,
    pub customer_name: Option<String>,
    pub customer_phone: Option<String>,
    pub customer_email: Option<String>,
    /// The messages, as a JSON array in text.
    pub conversation: String,
    pub customer_location: Option<String>,
    pub gps_latitude: Option<String>,
    pub gps_longitude: Option<String>,
    pub gps_accuracy: Option<String>,
    /// gps or manual.
    pub location_method: Option<String>,
    /// hot, warm or cold.
    pub lead_quality: Option<String>,
    pub handoff_to_call: bool,
    pub issue_resolved: bool,
    pub satisfaction: Option<i64>,
    pub problem: Option<String>,
    pub urgency: Option<String>,
    pub suggested_service: Option<String>,
    pub estimated_price: Option<String>,
    /// False while the conversation was saved at the phone step only.
    pub completed: bool,
    pub source: Option<String>,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub created_at: String,
    pub updated_at: Option<String>,
}

impl ListRow for Chat {
    const TABLE: &'static str = "chatbot_interactions";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &Row) -> rusqlite::Result<Self> {
        Ok(Chat {
            id: r.get("id")?,
            session_id: text(r, "session_id")?,
            customer_name: text(r, "customer_name")?,
            customer_phone: text(r, "customer_phone")?,
            customer_email: text(r, "customer_email")?,
            conversation: required_text(r, "conversation")?,
            customer_location: text(r, "customer_location")?,
            gps_latitude: text(r, "gps_latitude")?,
            gps_longitude: text(r, "gps_longitude")?,
            gps_accuracy: text(r, "gps_accuracy")?,
            location_method: text(r, "location_method")?,
            lead_quality: text(r, "lead_quality")?,
            handoff_to_call: r.get("handoff_to_call")?,
            issue_resolved: r.get("issue_resolved")?,
            satisfaction: r.get("satisfaction")?,
            problem: text(r, "problem")?,
            urgency: text(r, "urgency")?,
            suggested_service: text(r, "suggested_service")?,
            estimated_price: text(r, "estimated_price")?,
            completed: r.get("completed")?,
            source: text(r, "source")?,
            medium: text(r, "medium")?,
            campaign: text(r, "campaign")?,
            created_at: required_text(r, "created_at")?,
            updated_at: text(r, "updated_at")?,
        })
    }
}
