//! The rules a job's fields must pass: its status from the pipeline, a value,
//! notes and a satisfaction score. Absent fields stay as they are.
use crate::leads::LeadKind;
pub use crate::validation::leads_query;
use crate::validation::{FieldErrors, Input, alternatives, decimal_within, submission_type, trimmed, trimmed_length};
use serde_json::{Map, Value, json};

crate::lists::listed_status! {
    /// Where a job is in the pipeline, from the list the UI reads too.
    JobStatus from job_statuses { Pending, Scheduled, EnRoute, OnSite, Completed, Cancelled }
}

impl JobStatus {
    /// The customer's tracking page says the technician is this ("on the way").
    pub fn tracking_words(self) -> &'static str {
        &crate::lists::LISTS.job_statuses[self as usize].tracking
    }
}

/// A fleet's answer to a job's estimate (the approvals' `status` column).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ApprovalStatus {
    Pending,
    Approved,
    Declined,
    /// A newer request for the same job replaced it.
    Superseded,
}

impl ApprovalStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ApprovalStatus::Pending => "pending",
            ApprovalStatus::Approved => "approved",
            ApprovalStatus::Declined => "declined",
            ApprovalStatus::Superseded => "superseded",
        }
    }
}

impl rusqlite::types::FromSql for ApprovalStatus {
    fn column_result(v: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<ApprovalStatus> {
        let s = v.as_str()?;
        [ApprovalStatus::Pending, ApprovalStatus::Approved, ApprovalStatus::Declined, ApprovalStatus::Superseded]
            .into_iter()
            .find(|a| a.as_str() == s)
            .ok_or_else(|| rusqlite::types::FromSqlError::Other(format!("{s:?} is not an approval status").into()))
    }
}

impl rusqlite::ToSql for ApprovalStatus {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        Ok(self.as_str().into())
    }
}

pub static STATUS_MESSAGE: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    let all: Vec<&str> = JobStatus::ALL.iter().map(|s| s.as_str()).collect();
    format!("Status must be one of {}", all.join(", "))
});
const MAX_VALUE: f64 = 1_000_000.0;

/// What a request may change. For the optional fields, `Some(None)` clears.
#[derive(Debug, Default)]
pub struct JobChanges {
    pub status: Option<JobStatus>,
    pub job_value: Option<Option<f64>>,
    pub notes: Option<Option<String>>,
    pub customer_satisfaction: Option<Option<i64>>,
    /// Whether completing it asks the customer for a review.
    pub review_request: Option<bool>,
    /// The fleet's purchase order number; Some(None) clears it.
    pub po_number: Option<Option<String>>,
    /// Who does it, where the customer is, how it was paid or why cancelled.
    pub dispatch: super::assignment::Assignment,
    /// The version of the job the change was based on: a write from an
    /// older one is refused. The owner's form always sends it; a
    /// technician's step (On my way, Arrived…) is checked by its status instead.
    pub based_on: Option<i64>,
}

#[derive(Debug)]
pub struct NewJob {
    pub kind: LeadKind,
    pub submission_id: i64,
    pub changes: JobChanges,
}

fn blank(v: &Value) -> bool {
    v.is_null() || v.as_str().is_some_and(|s| s.trim().is_empty())
}

/// Digits of a whole number without leading zeros, with commas allowed
/// between digits ("1,250"): the digits, or None.
fn whole_with_commas(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let ok = !s.is_empty()
        && b.first().is_some_and(u8::is_ascii_digit)
        && b.last().is_some_and(u8::is_ascii_digit)
        && b.iter().all(|c| c.is_ascii_digit() || *c == b',')
        && !s.contains(",,");
    let digits: String = s.chars().filter(char::is_ascii_digit).collect();
    (ok && (digits == "0" || !digits.starts_with('0'))).then_some(digits)
}

/// An amount: a number, or text such as "$1,250.50" (an optional $, commas
/// between digits, up to two decimals); from 0 to 1,000,000.
fn amount(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64().filter(|n| n.is_finite() && (0.0..=MAX_VALUE).contains(n)),
        Value::String(s) => {
            let s = s.trim();
            let s = s.strip_prefix('$').unwrap_or(s);
            let (whole, fraction) = match s.split_once('.') {
                Some((w, f)) => (w, Some(f)),
                None => (s, None),
            };
            let plain = match fraction {
                Some(f) => format!("{}.{f}", whole_with_commas(whole)?),
                None => whole_with_commas(whole)?,
            };
            decimal_within(&plain, MAX_VALUE as u64, false, 2).then(|| plain.parse().ok()).flatten()
        }
        _ => None,
    }
}

/// The regex of `amount`'s text: below a million (up to six digits, commas
/// between them), or a million itself.
const AMOUNT_PATTERN: &str = r"\$?(?:(?:0|[1-9](?:,?[0-9]){0,5})(?:\.[0-9]{1,2})?|1(?:,?0){6}(?:\.0{1,2})?)";

/// `?status=` of the job list: one status (trimmed), or all when blank.
pub fn status_filter(i: &mut Input) -> Option<JobStatus> {
    let statuses: Vec<&str> = JobStatus::ALL.iter().map(|s| s.as_str()).collect();
    i.describe(
        "status",
        "One status: pending, scheduled, en route, on site, completed or cancelled.",
        json!({"type": "string", "pattern": trimmed(&alternatives(statuses), true)}),
        false,
    );
    let s = i.map.get("status").and_then(Value::as_str).map(str::trim).filter(|s| !s.is_empty())?;
    let status = JobStatus::parse(s);
    if status.is_none() {
        i.fail("status", STATUS_MESSAGE.as_str());
    }
    status
}

/// A job's value and notes (the owner's and the technician's changes alike).
#[allow(clippy::type_complexity)]
pub fn value_and_notes(i: &mut Input) -> (Option<Option<f64>>, Option<Option<String>>) {
    let (mut job_value, mut notes) = (None, None);
    i.describe(
        "jobValue",
        "What the job earned: an amount from 0 to 1,000,000, as a number or text such as \"$1,250.50\"; null or blank clears it.",
        json!({"type": ["number", "string", "null"], "minimum": 0, "maximum": MAX_VALUE as u64, "pattern": trimmed(AMOUNT_PATTERN, true)}),
        false,
    );
    if let Some(v) = i.map.get("jobValue") {
        if blank(v) {
            job_value = Some(None);
        } else {
            match amount(v) {
                Some(n) => job_value = Some(Some((n * 100.0).round() / 100.0)),
                None => i.fail("jobValue", "Job value must be an amount from 0 to 1,000,000"),
            }
        }
    }
    i.describe(
        "notes",
        "At most 2000 characters; null or blank clears them.",
        json!({"type": ["string", "null"], "pattern": trimmed_length(0, 2000)}),
        false,
    );
    if let Some(v) = i.map.get("notes") {
        match v {
            _ if blank(v) => notes = Some(None),
            Value::String(s) if s.trim().chars().count() <= 2000 => notes = Some(Some(s.trim().to_string())),
            Value::String(_) => i.fail("notes", "Notes must be at most 2000 characters"),
            _ => i.fail("notes", "Notes must be text"),
        }
    }
    (job_value, notes)
}

/// Reads the changeable fields of a job; absent fields stay as they are.
pub fn parse_changes(i: &mut Input) -> JobChanges {
    let mut out = JobChanges::default();
    let mut statuses: Vec<Value> = JobStatus::ALL.iter().map(|s| json!(s.as_str())).collect();
    statuses.extend([json!(""), Value::Null]);
    i.describe(
        "status",
        "The job's status; left as it is (a new job: pending) when absent, null or blank.",
        json!({"type": ["string", "null"], "enum": statuses}),
        false,
    );
    if let Some(v) = i.given("status") {
        match v.as_str().and_then(JobStatus::parse) {
            Some(s) => out.status = Some(s),
            None => i.fail("status", STATUS_MESSAGE.as_str()),
        }
    }
    (out.job_value, out.notes) = value_and_notes(i);
    i.describe(
        "customerSatisfaction",
        "A whole number from 1 to 5 (or that digit as text); null or blank clears it.",
        json!({"type": ["integer", "string", "null"], "minimum": 1, "maximum": 5, "pattern": trimmed("[1-5]", true)}),
        false,
    );
    if let Some(v) = i.map.get("customerSatisfaction") {
        if blank(v) {
            out.customer_satisfaction = Some(None);
        } else {
            let score = match v {
                Value::Number(n) => n.as_f64().filter(|n| n.fract() == 0.0 && (1.0..=5.0).contains(n)),
                Value::String(s) => {
                    s.trim().parse::<u8>().ok().filter(|n| (1..=5).contains(n) && s.trim().len() == 1).map(f64::from)
                }
                _ => None,
            };
            match score {
                Some(n) => out.customer_satisfaction = Some(Some(n as i64)),
                None => i.fail("customerSatisfaction", "Customer satisfaction must be a whole number from 1 to 5"),
            }
        }
    }
    i.describe(
        "reviewRequest",
        "Ask for a review when completed (default true); null or blank: unchanged.",
        json!({"type": ["boolean", "string", "null"], "enum": [true, false, "", null]}),
        false,
    );
    if let Some(v) = i.given("reviewRequest") {
        match v {
            Value::Bool(b) => out.review_request = Some(*b),
            _ => i.fail("reviewRequest", "reviewRequest must be true or false"),
        }
    }
    i.describe(
        "poNumber",
        "The fleet's purchase order number, at most 40 characters; null or blank clears it.",
        json!({"type": ["string", "null"], "pattern": trimmed_length(0, 40)}),
        false,
    );
    if let Some(v) = i.map.get("poNumber") {
        match v {
            _ if blank(v) => out.po_number = Some(None),
            Value::String(s) if s.trim().chars().count() <= 40 => out.po_number = Some(Some(s.trim().to_string())),
            Value::String(_) => i.fail("poNumber", "PO number must be at most 40 characters"),
            _ => i.fail("poNumber", "PO number must be text"),
        }
    }
    out.dispatch = super::assignment::assignment(i);
    out
}

/// The largest version a change may name: JavaScript's largest exact integer.
const MAX_VERSION: i64 = 9_007_199_254_740_991;

/// The owner's change of a job: its fields and the version they were based on.
pub fn parse_update(i: &mut Input) -> JobChanges {
    let mut changes = parse_changes(i);
    i.describe(
        "version",
        "The job's version the change was based on (`version` of the job as read); an older one is refused with 409.",
        json!({"type": "integer", "minimum": 1, "maximum": MAX_VERSION}),
        true,
    );
    // A whole number, also when written 3.0 (JSON Schema's integer allows it).
    let version = i.map.get("version").and_then(|v| {
        v.as_i64()
            .or_else(|| v.as_f64().filter(|f| f.fract() == 0.0 && f.abs() <= MAX_VERSION as f64).map(|f| f as i64))
    });
    match version.filter(|v| (1..=MAX_VERSION).contains(v)) {
        Some(v) => changes.based_on = Some(v),
        None => i.fail("version", "Version must be the version of the job this change was based on"),
    }
    changes
}

pub fn parse_new(map: &Map<String, Value>) -> Result<NewJob, FieldErrors> {
    let mut i = Input::new(map);
    let new = new_fields(&mut i);
    i.finish_some(new)
}

fn new_fields(i: &mut Input) -> Option<NewJob> {
    let kind = submission_type(i);
    i.describe(
        "submissionId",
        "The lead's id (a whole number, or its digits as text).",
        json!({"type": ["integer", "string"], "minimum": 1, "pattern": trimmed("[1-9][0-9]{0,17}", false)}),
        true,
    );
    let id = match i.map.get("submissionId") {
        Some(Value::Number(n)) => n.as_f64().filter(|n| n.fract() == 0.0 && *n >= 1.0).map(|n| n as i64),
        Some(Value::String(s)) => Some(s.trim())
            .filter(|t| t.len() <= 18 && !t.starts_with('0'))
            .and_then(|t| t.parse::<i64>().ok())
            .filter(|n| *n >= 1),
        _ => None,
    };
    if id.is_none() {
        i.fail("submissionId", "Submission id must be the id of a lead");
    }
    let changes = parse_changes(i);
    Some(NewJob { kind: kind?, submission_id: id?, changes })
}

crate::described_body!(
    /// POST /api/job-tracking.
    NewJobBody,
    "A job from a lead (one per lead), with optional first changes.",
    |i| new_fields(i)
);
crate::described_body!(
    /// PATCH /api/job-tracking/{id}.
    JobChangesBody,
    "Changes to a job, with the version they were based on: absent fields stay as they are; null or blank clears.",
    |i| parse_update(i)
);
