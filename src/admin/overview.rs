//! GET /api/admin/overview: the figures of the dashboard's first tab, counted
//! in the database so the dashboard never has to download every lead.
use super::store;
use crate::error::ApiError;
use crate::state::AppState;
use crate::validation::{Input, below, decimal_within, trimmed};
use crate::web::query::QueryMap;
use axum::extract::State;
use chrono::{Duration, Utc};
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
    /// Calls to the business number in the period (docs/product.md#calls).
    calls: crate::calls::CallOverview,
    /// Estimates sent in the period, approved and declined, the approval
    /// rate, and the card holds that end within a day (docs/product.md#estimates).
    estimates: crate::estimates::EstimateSummary,
}

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
            let leads = LeadCounts {
                today: store::leads_since(c, &today)?,
                week: store::leads_since(c, &week)?,
                month: store::leads_since(c, &month)?,
            };
            let pending_leads = store::pending_leads(c)?;
            let quotes = store::quote_counts(c)?;
            let (total_quotes, contacted_quotes) = (quotes.total, quotes.contacted);
            let response_rate = if total_quotes == 0 {
                0
            } else {
                ((contacted_quotes as f64) * 100.0 / total_quotes as f64).round() as i64
            };
            let minutes = store::response_minutes_since(c, &since)?;
            let median_response_minutes = match minutes.len() {
                0 => None,
                n if n % 2 == 1 => Some(minutes[n / 2]),
                n => Some(((minutes[n / 2 - 1] + minutes[n / 2]) as f64 / 2.0).round() as i64),
            };
            let bands: [(&'static str, i64); 5] = [
                ("Under 15 min", 15),
                ("15-30 min", 30),
                ("30-60 min", 60),
                ("1-4 hours", 240),
                ("Over 4 hours", i64::MAX),
            ];
            let mut response_times: Vec<Bucket> = bands.iter().map(|(label, _)| Bucket { label, count: 0 }).collect();
            for m in &minutes {
                let i = bands.iter().position(|(_, upper)| m < upper).unwrap_or(bands.len() - 1);
                response_times[i].count += 1;
            }
            let jobs = store::completed_jobs(c)?;
            let (jobs_done, revenue) = (jobs.count, jobs.value);
            let recent_leads = store::recent_leads(c)?
                .into_iter()
                .map(|r| RecentLead {
                    kind: r.kind,
                    id: r.id,
                    name: r.name,
                    phone: r.phone,
                    location: r.location,
                    urgency: r.urgency,
                    service: r.service,
                    contacted: r.contacted,
                    created_at: r.created_at,
                })
                .collect();
            let reviews = crate::reviews::store::figures(c, &since)?;
            let calls = crate::calls::overview(c, &since)?;
            let estimates = crate::estimates::summary(c, &since)?;
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
                calls,
                estimates,
            })
        })
        .await?;
    Ok(axum::Json(out))
}
