//! Jobs: a lead turned into work. Staff create a job from any lead, move it
//! through the pipeline and record what it earned; the server stamps when it
//! was done (completedAt) and how fast the truck got there (responseTime).
//! Every route here is staff only (the guard is in `api::router`).
use crate::accounts::Staff;
use crate::audit::{self, Change};
use crate::db::{required_text, text};
use crate::error::{ApiError, ErrorBody};
use crate::leads::LeadKind;
use crate::listing::{ListRow, Page, PageParams, PageRequest, select_one, select_page};
use crate::startup::AppState;
use crate::web::body::FieldsBody;
use crate::web::query::Query;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rusqlite::types::Value as SqlValue;
use rusqlite::{OptionalExtension, params};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list, create)).routes(routes!(update))
}

/// The lead a job came from, as the jobs board shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct Customer {
    pub name: Option<String>,
    pub phone: Option<String>,
    pub location: Option<String>,
    pub service: Option<String>,
}

/// A job, with its customer (null once the lead is deleted).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Job {
    pub id: i64,
    pub submission_id: i64,
    /// quote, booking, contact or analyzer.
    pub submission_type: String,
    /// pending, scheduled, en route, on site, completed or cancelled.
    pub status: String,
    pub job_value: Option<f64>,
    /// Set while the job is completed.
    pub completed_at: Option<String>,
    /// Minutes from the lead to the truck on site (or to completion).
    pub response_time: Option<i64>,
    pub customer_satisfaction: Option<i64>,
    pub notes: Option<String>,
    pub created_at: String,
    pub lead_created_at: Option<String>,
    pub on_site_at: Option<String>,
    pub updated_at: Option<String>,
    pub customer: Option<Customer>,
}

impl ListRow for Job {
    const TABLE: &'static str = "job_tracking";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &rusqlite::Row) -> rusqlite::Result<Self> {
        Ok(Job {
            id: r.get("id")?,
            submission_id: r.get("submission_id")?,
            submission_type: required_text(r, "submission_type")?,
            status: required_text(r, "status")?,
            job_value: r.get("job_value")?,
            completed_at: text(r, "completed_at")?,
            response_time: r.get("response_time")?,
            customer_satisfaction: r.get("customer_satisfaction")?,
            notes: text(r, "notes")?,
            created_at: required_text(r, "created_at")?,
            lead_created_at: text(r, "lead_created_at")?,
            on_site_at: text(r, "on_site_at")?,
            updated_at: text(r, "updated_at")?,
            customer: None,
        })
    }
}

/// POST /api/job-tracking: a job from a lead, with optional first changes.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
struct NewJobBody {
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
struct JobChangesBody {
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

const STATUS_MESSAGE: &str = "Status must be one of pending, scheduled, en route, on site, completed, cancelled";
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

/// A job with the lead it came from (null once that lead is deleted).
fn job(c: &rusqlite::Connection, id: i64) -> rusqlite::Result<Option<Job>> {
    let Some(mut row) = select_one::<Job>(c, id)? else { return Ok(None) };
    attach_customer(c, &mut row)?;
    Ok(Some(row))
}

fn attach_customer(c: &rusqlite::Connection, row: &mut Job) -> rusqlite::Result<()> {
    let kind = LeadKind::parse(&row.submission_type);
    let id = row.submission_id;
    row.customer = match kind {
        // Jobs come from the kinds of LeadKind::ALL; a chat's job is made from its analyzer request.
        Some(LeadKind::Chat) | None => None,
        Some(kind) => {
            let service = match kind {
                LeadKind::Quote => "service_type",
                LeadKind::Booking => "service_needed",
                LeadKind::Contact => "'Contact form'",
                LeadKind::Analyzer | LeadKind::Chat => "suggested_service",
            };
            c.query_row(&format!("SELECT name, phone, location, {service} FROM {} WHERE id = ?1", kind.table()), [id], |r| {
                Ok(Customer { name: r.get(0)?, phone: r.get(1)?, location: r.get(2)?, service: r.get(3)? })
            })
            .optional()?
        }
    };
    Ok(())
}

fn now() -> String {
    chrono::Utc::now().format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// Writes the changes and the times that follow from a new status:
/// completedAt while the job is completed; onSiteAt the first time the truck
/// is on site; responseTime, once, the minutes from the lead's arrival to
/// the truck on site (or to completion, when on site was never marked).
fn apply(c: &rusqlite::Connection, id: i64, ch: &JobChanges) -> rusqlite::Result<()> {
    let stamp = now();
    if let Some(v) = &ch.job_value {
        c.execute("UPDATE job_tracking SET job_value = ?1 WHERE id = ?2", params![v, id])?;
    }
    if let Some(v) = &ch.notes {
        c.execute("UPDATE job_tracking SET notes = ?1 WHERE id = ?2", params![v, id])?;
    }
    if let Some(v) = &ch.customer_satisfaction {
        c.execute("UPDATE job_tracking SET customer_satisfaction = ?1 WHERE id = ?2", params![v, id])?;
    }
    if let Some(status) = ch.status {
        c.execute("UPDATE job_tracking SET status = ?1 WHERE id = ?2", params![status.as_str(), id])?;
        match status {
            JobStatus::Completed => {
                c.execute("UPDATE job_tracking SET completed_at = COALESCE(completed_at, ?1) WHERE id = ?2", params![stamp, id])?;
            }
            _ => {
                c.execute("UPDATE job_tracking SET completed_at = NULL WHERE id = ?1", [id])?;
            }
        }
        if status == JobStatus::OnSite {
            c.execute("UPDATE job_tracking SET on_site_at = COALESCE(on_site_at, ?1) WHERE id = ?2", params![stamp, id])?;
        }
        if matches!(status, JobStatus::OnSite | JobStatus::Completed) {
            c.execute(
                "UPDATE job_tracking SET response_time = MAX(0, CAST(ROUND((julianday(COALESCE(on_site_at, ?1)) - julianday(lead_created_at)) * 1440) AS INTEGER))
                 WHERE id = ?2 AND response_time IS NULL AND lead_created_at IS NOT NULL",
                params![stamp, id],
            )?;
        }
    }
    c.execute("UPDATE job_tracking SET updated_at = ?1 WHERE id = ?2", params![stamp, id])?;
    Ok(())
}

/// Makes a job from a lead (one per lead: asking again answers the job it has).
#[utoipa::path(post, path = "/job-tracking", tag = "back office",
    request_body(content = NewJobBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Created.", body = Job),
        (status = 200, description = "The lead already had this job.", body = Job),
        (status = 400, description = "A field is invalid, or no lead of that type has this id.", body = ErrorBody),
    ))]
async fn create(State(state): State<AppState>, staff: Staff, body: FieldsBody) -> Result<Response, ApiError> {
    let new = parse_new(&body.fields).map_err(ApiError::Invalid)?;
    let outcome = state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let table = new.kind.table();
            let lead_created: Option<String> =
                tx.query_row(&format!("SELECT created_at FROM {table} WHERE id = ?1"), [new.submission_id], |r| r.get(0)).optional()?;
            let Some(lead_created) = lead_created else { return Ok(Err(())) };
            // One job per lead: asking again answers the job it already has.
            let existing: Option<i64> = tx
                .query_row(
                    "SELECT id FROM job_tracking WHERE submission_type = ?1 AND submission_id = ?2",
                    params![new.kind.as_str(), new.submission_id],
                    |r| r.get(0),
                )
                .optional()?;
            if let Some(id) = existing {
                return Ok(Ok((job(&tx, id)?, false)));
            }
            tx.execute(
                "INSERT INTO job_tracking (submission_id, submission_type, status, lead_created_at) VALUES (?1, ?2, 'pending', ?3)",
                params![new.submission_id, new.kind.as_str(), lead_created],
            )?;
            let id = tx.last_insert_rowid();
            apply(&tx, id, &new.changes)?;
            let after = job(&tx, id)?;
            let after_json = after.as_ref().map(to_json);
            audit::record(&tx, &staff, Change { action: "job-create", subject_type: "job", subject_id: id, before: None, after: after_json.as_ref() })?;
            tx.commit()?;
            Ok(Ok((after, true)))
        })
        .await?;
    match outcome {
        Err(()) => {
            let mut fields = BTreeMap::new();
            fields.insert("submissionId".to_string(), "No lead of that type has this id".to_string());
            Err(ApiError::Invalid(fields))
        }
        Ok((Some(job), created)) => Ok((if created { StatusCode::CREATED } else { StatusCode::OK }, axum::Json(job)).into_response()),
        Ok((None, _)) => Err(ApiError::NotFound),
    }
}

/// Changes a job; the server stamps completedAt, onSiteAt and responseTime. Audited.
#[utoipa::path(patch, path = "/job-tracking/{id}", tag = "back office", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = JobChangesBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The job as it is now.", body = Job),
        (status = 400, description = "A field is invalid: `fields` names each.", body = ErrorBody),
        (status = 404, description = "No such job.", body = ErrorBody),
    ))]
async fn update(State(state): State<AppState>, staff: Staff, Path(id): Path<String>, body: FieldsBody) -> Result<axum::Json<Job>, ApiError> {
    let id: i64 = id.parse().map_err(|_| ApiError::NotFound)?;
    let mut errors = BTreeMap::new();
    let changes = parse_changes(&body.fields, &mut errors);
    if !errors.is_empty() {
        return Err(ApiError::Invalid(errors));
    }
    let after = state
        .db
        .call(move |c| {
            let tx = c.transaction()?;
            let Some(before) = job(&tx, id)? else { return Ok(None) };
            apply(&tx, id, &changes)?;
            let after = job(&tx, id)?;
            let (before, after_json) = (to_json(&before), after.as_ref().map(to_json));
            audit::record(
                &tx,
                &staff,
                Change { action: "job-update", subject_type: "job", subject_id: id, before: Some(&before), after: after_json.as_ref() },
            )?;
            tx.commit()?;
            Ok(after)
        })
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(axum::Json(after))
}

fn to_json(job: &Job) -> Value {
    serde_json::to_value(job).unwrap_or(Value::Null)
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct JobQuery {
    /// pending, scheduled, en route, on site, completed or cancelled.
    status: Option<String>,
}

/// Jobs newest first, each with its customer; `?status=` narrows to one status.
#[utoipa::path(get, path = "/job-tracking", tag = "back office", params(JobQuery, PageParams),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<Job>),
        (status = 400, description = "A bad status, limit or cursor: `fields` names it.", body = ErrorBody),
    ))]
async fn list(State(state): State<AppState>, Query(q): Query<JobQuery>, page: PageRequest) -> Result<axum::Json<Page<Job>>, ApiError> {
    let mut conditions = Vec::new();
    let mut args = Vec::new();
    if let Some(s) = q.status.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        let status = JobStatus::parse(s).ok_or_else(|| {
            let mut fields = BTreeMap::new();
            fields.insert("status".to_string(), STATUS_MESSAGE.to_string());
            ApiError::Invalid(fields)
        })?;
        conditions.push("status = ?".to_string());
        args.push(SqlValue::Text(status.as_str().to_string()));
    }
    let page = state
        .db
        .call(move |c| {
            let mut page = select_page::<Job>(c, &conditions, args, page)?;
            for row in &mut page.items {
                attach_customer(c, row)?;
            }
            Ok(page)
        })
        .await?;
    Ok(axum::Json(page))
}
