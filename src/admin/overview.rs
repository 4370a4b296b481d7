//! GET /api/admin/overview: the figures of the dashboard's first tab, counted
//! in the database so the dashboard never has to download every lead.
use crate::error::ApiError;
use crate::state::AppState;
use crate::validation::{Input, below, decimal_within, trimmed};
use crate::web::query::QueryMap;
use axum::extract::State;
use chrono::{Duration, Utc};
use rusqlite::params;
use serde::Serialize;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// `?tzOffset=&period=`: the owner's offset from UTC in minutes, and the
/// window of the response-time figures.
fn overview_query(i: &mut Input) -> (i64, String) {
    let pattern = trimmed(&format!("-?(?:{}|840)", below(840)), true);
    i.describe(
        "tzOffset",
        "The browser's offset from UTC in whole minutes, -840 to 840 (-240 in Florida in summer), so \"today\" starts at the owner's midnight.",
        json!({"type": "string", "pattern": pattern}),
        false,
    );
    let offset = match i.map.get("tzOffset").and_then(Value::as_str).map(str::trim).filter(|s| !s.is_empty()) {
        None => 0,
        Some(s) if decimal_within(s, 840, true, 0) => s.parse::<i64>().unwrap_or(0),
        Some(_) => {
            i.fail("tzOffset", "tzOffset must be minutes from -840 to 840");
            0
        }
    };
    i.describe(
        "period",
        "today, 7d or 30d (the default): the window of the response-time figures.",
        json!({"type": "string", "enum": ["today", "7d", "30d"]}),
        false,
    );
    let period = match i.map.get("period").and_then(Value::as_str) {
        None => "30d".to_string(),
        Some(p @ ("today" | "7d" | "30d")) => p.to_string(),
        Some(_) => {
            i.fail("period", "period must be today, 7d or 30d");
            String::new()
        }
    };
    (offset, period)
}

crate::described_query!(OverviewQuery, |i| overview_query(i));

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadCounts {
    today: i64,
    week: i64,
    month: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecentLead {
    kind: String,
    id: i64,
    name: Option<String>,
    phone: Option<String>,
    location: Option<String>,
    urgency: String,
    service: String,
    contacted: bool,
    created_at: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Bucket {
    label: &'static str,
    count: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Overview {
    period: String,
    leads: LeadCounts,
    pending_leads: i64,
    total_quotes: i64,
    contacted_quotes: i64,
    /// contacted quotes / total quotes x 100, rounded (docs/product.md#back-office).
    response_rate: i64,
    /// Median minutes from a lead's arrival to its first Mark as Contacted, in the period.
    median_response_minutes: Option<i64>,
    response_times: Vec<Bucket>,
    jobs_done: i64,
    /// What completed jobs were worth (their recorded job value), in dollars.
    revenue: f64,
    /// Money received on invoices.
    payments: crate::invoices::store::PaymentFigures,
    recent_leads: Vec<RecentLead>,
    /// Review requests sent in the period, and how many were tapped (docs/product.md#reviews).
    reviews: crate::reviews::ReviewFigures,
}

const ALL_LEADS: &str = "SELECT created_at, contacted, response_minutes, first_contacted_at FROM quote_submissions
    UNION ALL SELECT created_at, contacted, response_minutes, first_contacted_at FROM booking_submissions
    UNION ALL SELECT created_at, contacted, response_minutes, first_contacted_at FROM contact_submissions
    UNION ALL SELECT created_at, contacted, response_minutes, first_contacted_at FROM smart_analyzer_submissions";

use crate::time::format as stamp;

fn invalid(field: &str, message: &str) -> ApiError {
    let mut fields = BTreeMap::new();
    fields.insert(field.to_string(), message.to_string());
    ApiError::Invalid(fields)
}

/// The figures of the dashboard's first tab.
#[utoipa::path(get, path = "/admin/overview", tag = "back office", params(OverviewQuery),
    responses(
        (status = 200, description = "Lead counts, response times, jobs and the newest leads.", body = Overview),
        (status = 400, description = "A bad tzOffset or period: `fields` names it.", body = crate::error::ErrorBody),
    ))]
pub async fn overview(State(state): State<AppState>, QueryMap(q): QueryMap) -> Result<axum::Json<Overview>, ApiError> {
    let mut input = Input::new(&q);
    let read = overview_query(&mut input);
    let (offset, period) = input.finish(read).map_err(ApiError::Invalid)?;
    let now = Utc::now();
    let local = now + Duration::minutes(offset);
    let midnight = local.date_naive().and_time(chrono::NaiveTime::MIN).and_utc() - Duration::minutes(offset);
    let today = stamp(midnight);
    let week = stamp(midnight - Duration::days(6));
    let month = stamp(midnight - Duration::days(29));
    let since = match period.as_str() {
        "today" => today.clone(),
        "7d" => week.clone(),
        "30d" => month.clone(),
        _ => return Err(invalid("period", "period must be today, 7d or 30d")),
    };
    let out = state
        .db
        .call(move |c| {
            let count = |from: &str| c.query_row(&format!("SELECT COUNT(*) FROM ({ALL_LEADS}) WHERE created_at >= \
                ?1"), [from], |r| r.get::<_, i64>(0));
            let leads = LeadCounts { today: count(&today)?, week: count(&week)?, month: count(&month)? };
            let pending_leads = c.query_row(&format!("SELECT COUNT(*) FROM ({ALL_LEADS}) WHERE contacted = \
                0"), [], |r| r.get(0))?;
            let (total_quotes, contacted_quotes): (i64, i64) =
                c.query_row("SELECT COUNT(*), COALESCE(SUM(contacted), 0) FROM \
                    quote_submissions", [], |r| Ok((r.get(0)?, r.get(1)?)))?;
            let response_rate = if total_quotes == 0 { 0 } else { ((contacted_quotes as f64) * 100.0 / total_quotes as f64).round() as i64 };
            let mut stmt = c.prepare(&format!(
                "SELECT response_minutes FROM ({ALL_LEADS}) WHERE response_minutes IS NOT NULL AND first_contacted_at \
                    >= ?1 ORDER BY response_minutes"
            ))?;
            let minutes: Vec<i64> = stmt.query_map([&since], |r| r.get(0))?.collect::<Result<_, _>>()?;
            let median_response_minutes = match minutes.len() {
                0 => None,
                n if n % 2 == 1 => Some(minutes[n / 2]),
                n => Some(((minutes[n / 2 - 1] + minutes[n / 2]) as f64 / 2.0).round() as i64),
            };
            let bands: [(&'static str, i64); 5] = [("Under 15 min", 15), ("15-30 min", 30), ("30-60 min", 60), ("1-4 hours", 240), ("Over 4 hours", i64::MAX)];
            let mut response_times: Vec<Bucket> = bands.iter().map(|(label, _)| Bucket { label, count: 0 }).collect();
            for m in &minutes {
                let i = bands.iter().position(|(_, upper)| m < upper).unwrap_or(bands.len() - 1);
                response_times[i].count += 1;
            }
            let (jobs_done, revenue): (i64, f64) =
                c.query_row("SELECT COUNT(*), COALESCE(SUM(job_value), 0) FROM job_tracking WHERE status = 'completed'", [], |r| Ok((r.get(0)?, r.get(1)?)))?;
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
            let recent_leads = stmt
                .query_map(params![], |r| {
                    Ok(RecentLead {
                        kind: r.get(0)?,
                        id: r.get(1)?,
                        name: r.get(2)?,
                        phone: r.get(3)?,
                        location: r.get(4)?,
                        urgency: r.get(5)?,
                        service: r.get(6)?,
                        contacted: r.get(7)?,
                        created_at: r.get(8)?,
                    })
                })?
                .collect::<Result<_, _>>()?;
            let reviews = crate::reviews::store::figures(c, &since)?;
            Ok(Overview {
                period,
                leads,
                pending_leads,
                total_quotes,
                contacted_quotes,
                response_rate,
                median_response_minutes,
                response_times,
                jobs_done,
                revenue,
                payments: crate::invoices::store::payment_figures(c)?,
                recent_leads,
                reviews,
            })
        })
        .await?;
    Ok(axum::Json(out))
}
