//! The Overview's SQL: counts over every kind of lead and the completed
//! jobs, and the newest leads. Every function takes the connection it
//! works in.
use crate::db;
use rusqlite::Connection;
use serde::Deserialize;

const ALL_LEADS: &str = "SELECT created_at, contacted, response_minutes, first_contacted_at FROM quote_submissions
    UNION ALL SELECT created_at, contacted, response_minutes, first_contacted_at FROM booking_submissions
    UNION ALL SELECT created_at, contacted, response_minutes, first_contacted_at FROM contact_submissions
    UNION ALL SELECT created_at, contacted, response_minutes, first_contacted_at FROM smart_analyzer_submissions";

/// Leads of every kind that arrived from `from` on.
pub fn leads_since(c: &Connection, from: &str) -> rusqlite::Result<i64> {
    c.query_row(&format!("SELECT COUNT(*) AS n FROM ({ALL_LEADS}) WHERE created_at >= ?1"), [from], |r| r.get("n"))
}

/// Leads of every kind not yet contacted.
pub fn pending_leads(c: &Connection) -> rusqlite::Result<i64> {
    c.query_row(&format!("SELECT COUNT(*) AS n FROM ({ALL_LEADS}) WHERE contacted = 0"), [], |r| r.get("n"))
}

#[derive(Deserialize)]
pub struct QuoteCounts {
    pub total: i64,
    pub contacted: i64,
}

pub fn quote_counts(c: &Connection) -> rusqlite::Result<QuoteCounts> {
    c.query_row(
        "SELECT COUNT(*) AS total, COALESCE(SUM(contacted), 0) AS contacted FROM quote_submissions",
        [],
        db::row,
    )
}

/// The response minutes of the leads first contacted from `since` on, smallest first.
pub fn response_minutes_since(c: &Connection, since: &str) -> rusqlite::Result<Vec<i64>> {
    let mut stmt = c.prepare(&format!(
        "SELECT response_minutes FROM ({ALL_LEADS}) WHERE response_minutes IS NOT NULL AND first_contacted_at \
            >= ?1 ORDER BY response_minutes"
    ))?;
    stmt.query_map([since], |r| r.get("response_minutes"))?.collect()
}

#[derive(Deserialize)]
pub struct CompletedJobs {
    pub count: i64,
    /// Their recorded job value, in dollars.
    pub value: f64,
}

pub fn completed_jobs(c: &Connection) -> rusqlite::Result<CompletedJobs> {
    c.query_row(
        "SELECT COUNT(*) AS count, COALESCE(SUM(job_value), 0) AS value FROM job_tracking WHERE status = 'completed'",
        [],
        db::row,
    )
}

/// One of the newest leads, any kind.
#[derive(Deserialize)]
pub struct RecentLead {
    pub kind: String,
    pub id: i64,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub location: Option<String>,
    pub urgency: String,
    pub service: String,
    pub contacted: bool,
    pub created_at: String,
}

/// The eight newest leads of every kind together.
pub fn recent_leads(c: &Connection) -> rusqlite::Result<Vec<RecentLead>> {
    let mut stmt = c.prepare(
        "SELECT * FROM (
           SELECT 'quote' AS kind, id, name, phone, location, urgency, service_type AS service, contacted, created_at FROM quote_submissions ORDER BY id DESC LIMIT 8)
         UNION ALL SELECT * FROM (
           SELECT 'booking', id, name, phone, location, urgency, service_needed, contacted, created_at FROM booking_submissions ORDER BY id DESC LIMIT 8)
         UNION ALL SELECT * FROM (
           SELECT 'contact', id, name, phone, location, urgency, 'Contact form', contacted, created_at FROM contact_submissions ORDER BY id DESC LIMIT 8)
         UNION ALL SELECT * FROM (
           SELECT 'analyzer', id, name, phone, location, urgency, suggested_service, contacted, created_at FROM smart_analyzer_submissions ORDER BY id DESC LIMIT 8)
         ORDER BY created_at DESC LIMIT 8",
    )?;
    stmt.query_map([], db::row)?.collect()
}
