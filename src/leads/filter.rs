//! The filters of the staff lead lists, the CSV export and `roadside export
//! leads`: one parser, so the dashboard and the command line agree.
use super::store::LeadKind;
use crate::error::ApiError;
use crate::validation::{
    DATE_PATTERN, Input, WHITE_SPACE, alternatives, instant_pattern, is_date, is_instant, trimmed,
};
use chrono::{DateTime, NaiveDate, Utc};
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;

/// Marketing sources (contract 4 of the team's notes).
pub const SOURCES: [&str; 6] =
    ["google-organic", "google-ads", "google-business-profile", "facebook", "referral", "direct"];

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
    if is_instant(s) {
        let t = DateTime::parse_from_rfc3339(s).ok()?.with_timezone(&Utc);
        return Some(stamp(if end { t + chrono::Duration::milliseconds(1) } else { t }));
    }
    if !is_date(s) {
        return None;
    }
    let day = NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()?;
    let day = if end { day.succ_opt()? } else { day };
    Some(stamp(day.and_hms_opt(0, 0, 0)?.and_utc()))
}

/// The query's trimmed text for `key`, none when blank; with its schema.
fn value(i: &mut Input, key: &str, description: &str, inner: &str) -> Option<String> {
    i.describe(key, description, json!({"type": "string", "pattern": trimmed(inner, true)}), false);
    i.map.get(key).and_then(Value::as_str).map(str::trim).filter(|v| !v.is_empty()).map(str::to_string)
}

/// Reads `kind, status, urgency, from, to, source, q`; unknown names are ignored.
fn filter_fields(i: &mut Input) -> LeadFilter {
    let mut f = LeadFilter::default();
    let kinds: Vec<&str> = LeadKind::ALL.iter().map(|k| k.as_str()).collect();
    if let Some(v) = value(i, "kind", "quote, booking, contact or analyzer (the CSV only).", &alternatives(kinds)) {
        match LeadKind::parse(&v) {
            Some(k) => f.kind = Some(k),
            None => i.fail("kind", "kind must be quote, booking, contact or analyzer"),
        }
    }
    if let Some(v) = value(i, "status", "pending or contacted.", "pending|contacted") {
        match v.as_str() {
            "pending" => f.status = Some(Status::Pending),
            "contacted" => f.status = Some(Status::Contacted),
            _ => i.fail("status", "status must be pending or contacted"),
        }
    }
    if let Some(v) =
        value(i, "urgency", "An urgency, ignoring case (at most 100 characters).", &trimmed_length_inner(100))
    {
        if v.chars().count() <= 100 {
            f.urgency = Some(v);
        } else {
            i.fail("urgency", "urgency must be at most 100 characters");
        }
    }
    let time = format!("{DATE_PATTERN}|{}", instant_pattern());
    if let Some(v) = value(
        i,
        "from",
        "Created at or after: a date (YYYY-MM-DD, UTC) or an RFC 3339 time (YYYY-MM-DDTHH:MM:SS, an optional fraction, \
            Z or ±HH:MM).",
        &time,
    ) {
        match parse_time(&v, false) {
            Some(t) => f.from = Some(t),
            None => i.fail("from", "from must be a date (YYYY-MM-DD) or a time (RFC 3339)"),
        }
    }
    if let Some(v) = value(i, "to", "Created up to: a date (the whole day) or an RFC 3339 time; after `from`.", &time) {
        match parse_time(&v, true) {
            Some(t) => f.until = Some(t),
            None => i.fail("to", "to must be a date (YYYY-MM-DD) or a time (RFC 3339)"),
        }
    }
    if let Some(v) = value(
        i,
        "source",
        "google-organic, google-ads, google-business-profile, facebook, referral or direct.",
        &alternatives(SOURCES),
    ) {
        if SOURCES.contains(&v.as_str()) {
            f.source = Some(v);
        } else {
            i.fail("source", format!("source must be one of {}", SOURCES.join(", ")));
        }
    }
    if let Some(v) =
        value(i, "q", "Text in the name, phone or location (at most 100 characters).", &trimmed_length_inner(100))
    {
        if v.chars().count() <= 100 {
            f.search = Some(v);
        } else {
            i.fail("q", "q must be at most 100 characters");
        }
    }
    if let (Some(from), Some(until)) = (&f.from, &f.until)
        && from >= until
    {
        i.fail("to", "to must come after from");
    }
    f
}

/// Text of 1 to `max` characters without white space at either end.
fn trimmed_length_inner(max: usize) -> String {
    let n = format!("[^{WHITE_SPACE}]");
    format!("{n}(?:[\\s\\S]{{0,{}}}{n})?", max - 2)
}

impl LeadFilter {
    /// Reads `kind, status, urgency, from, to, source, q` from name/value
    /// pairs (a query string or the CLI's flags; the last of a repeated name
    /// counts); unknown names are ignored.
    pub fn from_pairs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<LeadFilter, BTreeMap<String, String>> {
        let map: Map<String, Value> =
            pairs.into_iter().map(|(k, v)| (k.to_string(), Value::String(v.to_string()))).collect();
        let mut i = Input::new(&map);
        let f = filter_fields(&mut i);
        i.finish(f)
    }
}

/// The filters in the document: what `filter_fields` reads.
impl utoipa::IntoParams for LeadFilter {
    fn into_params(
        _: impl Fn() -> Option<utoipa::openapi::path::ParameterIn>,
    ) -> Vec<utoipa::openapi::path::Parameter> {
        let mut i = Input::describing();
        filter_fields(&mut i);
        i.query_parameters()
    }
}

/// Handlers take a `LeadFilter` from the query string; a bad value is a 400
/// naming the field.
impl<S: Send + Sync> axum::extract::FromRequestParts<S> for LeadFilter {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, _: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or("");
        let pairs: Vec<(String, String)> = serde_urlencoded::from_str(query)
            .map_err(|_| ApiError::BadRequest("The query string is not well formed.".into()))?;
        LeadFilter::from_pairs(pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()))).map_err(ApiError::Invalid)
    }
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
        let errors = LeadFilter::from_pairs([("status", "done"), ("from", "May 1"), ("source", "tv"), ("kind", "x")])
            .unwrap_err();
        assert_eq!(errors.keys().collect::<Vec<_>>(), ["from", "kind", "source", "status"]);
        let errors = LeadFilter::from_pairs([("from", "2024-05-02"), ("to", "2024-05-01")]).unwrap_err();
        assert!(errors.contains_key("to"));
    }
}
