//! The rules a job's fields must pass: its status from the pipeline, a value,
//! notes and a satisfaction score. Absent fields stay as they are.
use crate::leads::LeadKind;
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// POST /api/job-tracking: a job from a lead, with optional first changes.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct NewJobBody {
    /// quote, booking, contact or analyzer.
    submission_type: String,
    /// The lead's id.
    submission_id: i64,
    #[serde(flatten)]
    changes: JobChangesBody,
}

/// PATCH /api/job-tracking/{id}: absent fields stay as they are; null or "" clears.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct JobChangesBody {
    /// pending, scheduled, en route, on site, completed or cancelled.
    status: Option<String>,
    /// An amount from 0 to 1,000,000 (a number, or text such as "$1,250").
    job_value: Option<f64>,
    /// At most 2000 characters.
    notes: Option<String>,
    /// A whole number from 1 to 5.
    customer_satisfaction: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobStatus {
    Pending,
    Scheduled,
    EnRoute,
    OnSite,
    Completed,
    Cancelled,
}

impl JobStatus {
    pub const ALL: [JobStatus; 6] =
        [JobStatus::Pending, JobStatus::Scheduled, JobStatus::EnRoute, JobStatus::OnSite, JobStatus::Completed, JobStatus::Cancelled];

    pub fn as_str(self) -> &'static str {
        match self {
            JobStatus::Pending => "pending",
            JobStatus::Scheduled => "scheduled",
            JobStatus::EnRoute => "en route",
            JobStatus::OnSite => "on site",
            JobStatus::Completed => "completed",
            JobStatus::Cancelled => "cancelled",
        }
    }

    pub fn parse(s: &str) -> Option<JobStatus> {
        JobStatus::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

pub const STATUS_MESSAGE: &str = "Status must be one of pending, scheduled, en route, on site, completed, cancelled";
const MAX_VALUE: f64 = 1_000_000.0;

/// What a request may change. For the optional fields, `Some(None)` clears.
#[derive(Debug, Default)]
pub struct JobChanges {
    pub status: Option<JobStatus>,
    pub job_value: Option<Option<f64>>,
    pub notes: Option<Option<String>>,
    pub customer_satisfaction: Option<Option<i64>>,
}

#[derive(Debug)]
pub struct NewJob {
    pub kind: LeadKind,
    pub submission_id: i64,
    pub changes: JobChanges,
}

fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().trim_start_matches('$').replace(',', "").parse().ok(),
        _ => None,
    }
}

fn blank(v: &Value) -> bool {
    v.is_null() || v.as_str().is_some_and(|s| s.trim().is_empty())
}

/// Reads the changeable fields of a job; absent fields stay as they are.
pub fn parse_changes(map: &Map<String, Value>, errors: &mut BTreeMap<String, String>) -> JobChanges {
    let mut out = JobChanges::default();
    if let Some(v) = map.get("status") {
        match v.as_str().and_then(|s| JobStatus::parse(s.trim())) {
            Some(s) => out.status = Some(s),
            None => {
                errors.insert("status".into(), STATUS_MESSAGE.into());
            }
        }
    }
    if let Some(v) = map.get("jobValue") {
        if blank(v) {
            out.job_value = Some(None);
        } else {
            match number(v).filter(|n| n.is_finite() && (0.0..=MAX_VALUE).contains(n)) {
                Some(n) => out.job_value = Some(Some((n * 100.0).round() / 100.0)),
                None => {
                    errors.insert("jobValue".into(), "Job value must be an amount from 0 to 1,000,000".into());
                }
            }
        }
    }
    if let Some(v) = map.get("notes") {
        match v {
            _ if blank(v) => out.notes = Some(None),
            Value::String(s) if s.trim().chars().count() <= 2000 => out.notes = Some(Some(s.trim().to_string())),
            Value::String(_) => {
                errors.insert("notes".into(), "Notes must be at most 2000 characters".into());
            }
            _ => {
                errors.insert("notes".into(), "Notes must be text".into());
            }
        }
    }
    if let Some(v) = map.get("customerSatisfaction") {
        if blank(v) {
            out.customer_satisfaction = Some(None);
        } else {
            match number(v).filter(|n| n.fract() == 0.0 && (1.0..=5.0).contains(n)) {
                Some(n) => out.customer_satisfaction = Some(Some(n as i64)),
                None => {
                    errors.insert("customerSatisfaction".into(), "Customer satisfaction must be a whole number from 1 to 5".into());
                }
            }
        }
    }
    out
}

pub fn parse_new(map: &Map<String, Value>) -> Result<NewJob, BTreeMap<String, String>> {
    let mut errors = BTreeMap::new();
    let kind = map.get("submissionType").and_then(Value::as_str).and_then(|s| LeadKind::parse(s.trim()));
    if kind.is_none() {
        errors.insert("submissionType".into(), "Submission type must be quote, booking, contact or analyzer".into());
    }
    let id = map.get("submissionId").and_then(number).filter(|n| n.fract() == 0.0 && *n >= 1.0).map(|n| n as i64);
    if id.is_none() {
        errors.insert("submissionId".into(), "Submission id must be the id of a lead".into());
    }
    let changes = parse_changes(map, &mut errors);
    match (kind, id) {
        (Some(kind), Some(submission_id)) if errors.is_empty() => Ok(NewJob { kind, submission_id, changes }),
        _ => Err(errors),
    }
}
