//! The filters of the staff lead lists, the CSV export and `roadside export
//! leads`: one parser, so the dashboard and the command line agree.
use super::store::LeadKind;
use crate::error::ApiError;
use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::types::Value as SqlValue;
use std::collections::BTreeMap;

/// Marketing sources (contract 4 of the team's notes).
pub const SOURCES: [&str; 6] = ["google-organic", "google-ads", "google-business-profile", "facebook", "referral", "direct"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Pending,
    Contacted,
}

/// A checked filter. Every part is optional; all given parts must hold.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeadFilter {
    pub kind: Option<LeadKind>,
    pub status: Option<Status>,
    /// Exact urgency, ignoring case.
    pub urgency: Option<String>,
    /// Created at or after (UTC, stored form).
    pub from: Option<String>,
    /// Created before (UTC, stored form).
    pub until: Option<String>,
    pub source: Option<String>,
    /// Text in the name, phone or location.
    pub search: Option<String>,
}

use crate::time::format as stamp;

/// A date (a whole UTC day) or an RFC 3339 instant; `end` moves a date to
/// the start of the next day, so `to=2024-05-01` includes all of that day.
fn parse_time(s: &str, end: bool) -> Option<String> {
    if let Ok(t) = DateTime::parse_from_rfc3339(s) {
        let t = t.with_timezone(&Utc);
        return Some(stamp(if end { t + chrono::Duration::milliseconds(1) } else { t }));
    }
    let day = NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()?;
    let day = if end { day.succ_opt()? } else { day };
    Some(stamp(day.and_hms_opt(0, 0, 0)?.and_utc()))
}

impl LeadFilter {
    /// Reads `kind, status, urgency, from, to, source, q` from name/value
    /// pairs (a query string or the CLI's flags); unknown names are ignored.
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<LeadFilter, BTreeMap<String, String>> {
        let mut f = LeadFilter::default();
        let mut errors = BTreeMap::new();
        for (key, value) in pairs {
            let value = value.trim();
            if value.is_empty() {
                continue;
            }
            match key {
                "kind" => match LeadKind::parse(value) {
                    Some(k) => f.kind = Some(k),
                    None => {
                        errors.insert("kind".into(), "kind must be quote, booking, contact or analyzer".into());
                    }
                },
                "status" => match value {
                    "pending" => f.status = Some(Status::Pending),
                    "contacted" => f.status = Some(Status::Contacted),
                    _ => {
                        errors.insert("status".into(), "status must be pending or contacted".into());
                    }
                },
                "urgency" if value.chars().count() <= 100 => f.urgency = Some(value.to_string()),
                "urgency" => {
                    errors.insert("urgency".into(), "urgency must be at most 100 characters".into());
                }
                "from" => match parse_time(value, false) {
                    Some(t) => f.from = Some(t),
                    None => {
                        errors.insert("from".into(), "from must be a date (YYYY-MM-DD) or a time (RFC 3339)".into());
                    }
                },
                "to" => match parse_time(value, true) {
                    Some(t) => f.until = Some(t),
                    None => {
                        errors.insert("to".into(), "to must be a date (YYYY-MM-DD) or a time (RFC 3339)".into());
                    }
                },
                "source" if SOURCES.contains(&value) => f.source = Some(value.to_string()),
                "source" => {
                    errors.insert("source".into(), format!("source must be one of {}", SOURCES.join(", ")));
                }
                "q" if value.chars().count() <= 100 => f.search = Some(value.to_string()),
                "q" => {
                    errors.insert("q".into(), "q must be at most 100 characters".into());
                }
                _ => {}
            }
        }
        if let (Some(from), Some(until)) = (&f.from, &f.until)
            && from >= until
        {
            errors.insert("to".into(), "to must come after from".into());
        }
        if errors.is_empty() { Ok(f) } else { Err(errors) }
    }

    /// SQL conditions (joined with AND by the caller) and their arguments,
    /// for any lead table. `has_source`: whether the table records sources.
    pub fn conditions(&self, has_source: bool) -> Result<(Vec<String>, Vec<SqlValue>), BTreeMap<String, String>> {
        let mut sql = Vec::new();
        let mut args = Vec::new();
        match self.status {
            Some(Status::Pending) => sql.push("contacted = 0".to_string()),
            Some(Status::Contacted) => sql.push("contacted = 1".to_string()),
            None => {}
        }
        if let Some(u) = &self.urgency {
            sql.push("urgency = ? COLLATE NOCASE".to_string());
            args.push(SqlValue::Text(u.clone()));
        }
        if let Some(t) = &self.from {
            sql.push("created_at >= ?".to_string());
            args.push(SqlValue::Text(t.clone()));
        }
        if let Some(t) = &self.until {
            sql.push("created_at < ?".to_string());
            args.push(SqlValue::Text(t.clone()));
        }
        if let Some(s) = &self.source {
            if !has_source {
                return Err(BTreeMap::from([("source".to_string(), "Lead sources are not recorded yet".to_string())]));
            }
            sql.push("source = ?".to_string());
            args.push(SqlValue::Text(s.clone()));
        }
        if let Some(q) = &self.search {
            let like = format!("%{}%", q.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
            let mut parts = vec!["name LIKE ? ESCAPE '\\'", "location LIKE ? ESCAPE '\\'", "phone LIKE ? ESCAPE '\\'"];
            args.extend(std::iter::repeat_n(SqlValue::Text(like), 3));
            // Phone numbers are stored as typed: "3865550123" finds "(386) 555-0123".
            let digits: String = q.chars().filter(char::is_ascii_digit).collect();
            if digits.len() >= 3 && q.chars().all(|c| c.is_ascii_digit() || " ()-+.".contains(c)) {
                parts.push("REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '') LIKE ?");
                args.push(SqlValue::Text(format!("%{digits}%")));
            }
            sql.push(format!("({})", parts.join(" OR ")));
        }
        Ok((sql, args))
    }
}

/// Handlers take a `LeadFilter` from the query string; a bad value is a 400
/// naming the field.
impl<S: Send + Sync> axum::extract::FromRequestParts<S> for LeadFilter {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, _: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or("");
        let pairs: Vec<(String, String)> =
            serde_urlencoded::from_str(query).map_err(|_| ApiError::BadRequest("The query string is not well formed.".into()))?;
        LeadFilter::from_pairs(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()))).map_err(ApiError::Invalid)
    }
}

/// Whether a table has a column (lead sources arrive with a later migration).
pub fn has_column(c: &rusqlite::Connection, table: &str, column: &str) -> rusqlite::Result<bool> {
    c.query_row(&format!("SELECT EXISTS(SELECT 1 FROM pragma_table_info('{table}') WHERE name = ?1)"), [column], |r| r.get(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_cover_whole_days_and_bad_values_are_named() {
        let f = LeadFilter::from_pairs([("from", "2024-05-01"), ("to", "2024-05-01"), ("status", "pending")]).unwrap();
        assert_eq!(f.from.as_deref(), Some("2024-05-01T00:00:00.000Z"));
        assert_eq!(f.until.as_deref(), Some("2024-05-02T00:00:00.000Z"));
        assert_eq!(f.status, Some(Status::Pending));
        let errors = LeadFilter::from_pairs([("status", "done"), ("from", "May 1"), ("source", "tv"), ("kind", "x")]).unwrap_err();
        assert_eq!(errors.keys().collect::<Vec<_>>(), ["from", "kind", "source", "status"]);
        let errors = LeadFilter::from_pairs([("from", "2024-05-02"), ("to", "2024-05-01")]).unwrap_err();
        assert!(errors.contains_key("to"));
    }
}
