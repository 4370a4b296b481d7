//! The traffic summary of docs/product.md#analytics (contract 2), answered from the rollups:
//! a period is at most 30 daily rows, the hourly chart 24 hourly rows, so the
//! answer takes the same time with a thousand page views or a million.
use super::store::{self, day_of, hour_of, stamp};
use crate::error::ApiError;
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;

use std::collections::BTreeMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    Today,
    Week,
    Month,
}

impl Period {
    pub fn parse(s: Option<&str>) -> Result<Period, ApiError> {
        match s.map(str::trim) {
            None | Some("") | Some("today") => Ok(Period::Today),
            Some("7d") => Ok(Period::Week),
            Some("30d") => Ok(Period::Month),
            Some(_) => Err(ApiError::Invalid(BTreeMap::from([(
                "period".to_string(),
                "period must be today, 7d or 30d".to_string(),
            )]))),
        }
    }

    fn as_str(self) -> &'static str {
        match self {
            Period::Today => "today",
            Period::Week => "7d",
            Period::Month => "30d",
        }
    }

    fn days(self) -> i64 {
        match self {
            Period::Today => 1,
            Period::Week => 7,
            Period::Month => 30,
        }
    }

    /// The period's first and last UTC day, and those of the one before.
    fn ranges(self, now: DateTime<Utc>) -> ((String, String), (String, String)) {
        let n = self.days();
        let last = now;
        let first = now - Duration::days(n - 1);
        let prev_last = first - Duration::days(1);
        let prev_first = first - Duration::days(n);
        ((day_of(first), day_of(last)), (day_of(prev_first), day_of(prev_last)))
    }
}

/// Sessions seen in this window and not untracked count as active.
const ACTIVE_MINUTES: i64 = 5;

struct Totals {
    page_views: i64,
    visitors: i64,
    avg_session: i64,
    leads: i64,
    calls: i64,
}

fn totals(c: &Connection, (from, to): &(String, String)) -> rusqlite::Result<Totals> {
    let t = store::traffic_totals(c, from, to)?;
    Ok(Totals {
        page_views: t.page_views,
        visitors: t.visitors,
        avg_session: if t.sessions > 0 { (t.session_seconds as f64 / t.sessions as f64).round() as i64 } else { 0 },
        leads: t.leads,
        calls: t.calls,
    })
}

#[derive(Debug, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct PageViews {
    pub page: String,
    pub views: i64,
}

#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HourTraffic {
    /// The hour's start, YYYY-MM-DDTHH:00:00Z.
    pub hour: String,
    pub visitors: i64,
    pub page_views: i64,
}

#[derive(Debug, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct CountryVisitors {
    pub country: String,
    pub visitors: i64,
}

#[derive(Debug, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct SourceFigures {
    pub source: String,
    pub visitors: i64,
    pub leads: i64,
    pub calls: i64,
}

/// The period's figures again, for the period just before.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviousFigures {
    pub total_page_views: i64,
    pub unique_visitors: i64,
    /// Seconds.
    pub avg_session_duration: i64,
    pub leads: i64,
    pub calls: i64,
}

/// GET /api/admin/traffic (the team's contract 2).
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Traffic {
    /// today, 7d or 30d.
    pub period: String,
    /// Sessions seen in the last five minutes.
    pub active_users: i64,
    pub total_page_views: i64,
    pub unique_visitors: i64,
    /// Seconds.
    pub avg_session_duration: i64,
    pub top_pages: Vec<PageViews>,
    /// The last 24 hours, oldest first, zero-filled.
    pub hourly_data: Vec<HourTraffic>,
    pub location_data: Vec<CountryVisitors>,
    pub sources: Vec<SourceFigures>,
    pub leads: i64,
    pub calls: i64,
    pub previous: PreviousFigures,
}

pub fn traffic(c: &Connection, period: Period, now: DateTime<Utc>) -> rusqlite::Result<Traffic> {
    let (range, previous) = period.ranges(now);
    let current = totals(c, &range)?;
    let before = totals(c, &previous)?;
    let active = store::active_sessions(c, &stamp(now - Duration::minutes(ACTIVE_MINUTES)))?;
    let top_pages = store::top_pages(c, &range.0, &range.1)?;
    let locations = store::top_countries(c, &range.0, &range.1)?;
    let sources = store::source_figures(c, &range.0, &range.1)?;

    // The last 24 hours including the current one, oldest first, zero-filled.
    let hours: Vec<String> = (0..24).rev().map(|i| hour_of(now - Duration::hours(i))).collect();
    let found: BTreeMap<String, (i64, i64)> =
        store::hours(c, &hours[0], &hours[23])?.into_iter().map(|h| (h.hour, (h.visitors, h.page_views))).collect();
    let hourly: Vec<HourTraffic> = hours
        .iter()
        .map(|h| {
            let (visitors, views) = found.get(h).copied().unwrap_or((0, 0));
            HourTraffic { hour: h.clone(), visitors, page_views: views }
        })
        .collect();

    Ok(Traffic {
        period: period.as_str().to_string(),
        active_users: active,
        total_page_views: current.page_views,
        unique_visitors: current.visitors,
        avg_session_duration: current.avg_session,
        top_pages,
        hourly_data: hourly,
        location_data: locations,
        sources,
        leads: current.leads,
        calls: current.calls,
        previous: PreviousFigures {
            total_page_views: before.page_views,
            unique_visitors: before.visitors,
            avg_session_duration: before.avg_session,
            leads: before.leads,
            calls: before.calls,
        },
    })
}
