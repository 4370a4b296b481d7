//! The rows of the staff lists of analytics. The tracker's bodies and their
//! rules are in `payload`.
use crate::db::{required_text, text};
use crate::listing::ListRow;
use rusqlite::Row;
use serde::Serialize;
use utoipa::ToSchema;

/// A page view's facts and events (GET /api/website-analytics).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageVisit {
    pub id: i64,
    pub session_id: Option<String>,
    pub page: Option<String>,
    pub device: Option<String>,
    pub browser: Option<String>,
    pub location: Option<String>,
    pub referrer: Option<String>,
    /// Seconds, as text.
    pub load_time: Option<String>,
    /// Seconds, as text.
    pub time_on_page: Option<String>,
    pub bounced: bool,
    pub form_started: bool,
    pub form_completed: bool,
    pub call_button_clicked: bool,
    pub call_button_source: Option<String>,
    pub created_at: String,
}

impl ListRow for PageVisit {
    const TABLE: &'static str = "website_analytics";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &Row) -> rusqlite::Result<Self> {
        Ok(PageVisit {
            id: r.get("id")?,
            session_id: text(r, "session_id")?,
            page: text(r, "page")?,
            device: text(r, "device")?,
            browser: text(r, "browser")?,
            location: text(r, "location")?,
            referrer: text(r, "referrer")?,
            load_time: text(r, "load_time")?,
            time_on_page: text(r, "time_on_page")?,
            bounced: r.get("bounced")?,
            form_started: r.get("form_started")?,
            form_completed: r.get("form_completed")?,
            call_button_clicked: r.get("call_button_clicked")?,
            call_button_source: text(r, "call_button_source")?,
            created_at: required_text(r, "created_at")?,
        })
    }
}

/// A click on a phone link (GET /api/call-tracking).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CallClick {
    pub id: i64,
    pub session_id: Option<String>,
    /// The dialled number.
    pub phone: Option<String>,
    /// The button clicked (nav, hero, floating...).
    pub source: Option<String>,
    pub page: Option<String>,
    pub user_agent: Option<String>,
    /// The caller's address cut to its /24 (IPv4) or /48 (IPv6).
    pub ip_address: Option<String>,
    pub created_at: String,
}

impl ListRow for CallClick {
    const TABLE: &'static str = "call_tracking";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &Row) -> rusqlite::Result<Self> {
        Ok(CallClick {
            id: r.get("id")?,
            session_id: text(r, "session_id")?,
            phone: text(r, "phone")?,
            source: text(r, "source")?,
            page: text(r, "page")?,
            user_agent: text(r, "user_agent")?,
            ip_address: text(r, "ip_address")?,
            created_at: required_text(r, "created_at")?,
        })
    }
}

/// A conversion with its marketing source (GET /api/marketing-metrics).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Conversion {
    pub id: i64,
    pub source: Option<String>,
    pub medium: Option<String>,
    pub campaign: Option<String>,
    pub session_id: Option<String>,
    /// quote, booking, contact, analyzer, chat or call.
    pub conversion_type: Option<String>,
    pub conversion_value: Option<f64>,
    pub customer_acquisition_cost: Option<f64>,
    pub created_at: String,
}

impl ListRow for Conversion {
    const TABLE: &'static str = "marketing_metrics";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &Row) -> rusqlite::Result<Self> {
        Ok(Conversion {
            id: r.get("id")?,
            source: text(r, "source")?,
            medium: text(r, "medium")?,
            campaign: text(r, "campaign")?,
            session_id: text(r, "session_id")?,
            conversion_type: text(r, "conversion_type")?,
            conversion_value: r.get("conversion_value")?,
            customer_acquisition_cost: r.get("customer_acquisition_cost")?,
            created_at: required_text(r, "created_at")?,
        })
    }
}
