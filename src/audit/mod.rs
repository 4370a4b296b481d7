//! The audit trail: every change staff make from the dashboard, with who made
//! it and when, in an append-only table (triggers refuse UPDATE and DELETE).
//! Records are written in the same transaction as the change they describe.
use crate::accounts::Staff;
use crate::error::ApiError;
use crate::listing::{BadPageQuery, ListRow, Page, PageParams, PageRequest, select_page};
use crate::state::AppState;
use crate::validation::{Input, WHOLE_NUMBER_PATTERN, whole_number};
use crate::web::query::QueryMap;
use axum::extract::State;
use rusqlite::params;
use rusqlite::types::Value as SqlValue;
use serde::Serialize;
use serde_json::{Value, json};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// One audit record, as the change happens.
pub struct Change<'a> {
    pub action: &'a str,
    pub subject_type: &'a str,
    pub subject_id: i64,
    pub before: Option<&'a Value>,
    pub after: Option<&'a Value>,
}

pub fn record(c: &rusqlite::Connection, staff: &Staff, change: Change) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO audit_log (staff_user_id, staff_username, action, subject_type, subject_id, before_json, \
            after_json) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            staff.id,
            staff.username,
            change.action,
            change.subject_type,
            change.subject_id,
            change.before.map(Value::to_string),
            change.after.map(Value::to_string)
        ],
    )?;
    Ok(())
}

pub fn staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_audit))
}

/// `?subjectType=&subjectId=`: the SQL conditions and their arguments.
fn subject_filter(i: &mut Input) -> (Vec<String>, Vec<SqlValue>) {
    let mut conditions = Vec::new();
    let mut args = Vec::new();
    i.describe(
        "subjectType",
        "quote, booking, contact, analyzer or job.",
        json!({"type": "string", "enum": ["", "quote", "booking", "contact", "analyzer", "job"]}),
        false,
    );
    if let Some(t) = i.map.get("subjectType").and_then(Value::as_str).filter(|t| !t.is_empty()) {
        if SUBJECTS.contains(&t) {
            conditions.push("subject_type = ?".to_string());
            args.push(SqlValue::Text(t.to_string()));
        } else {
            i.fail("subjectType", format!("subjectType must be one of {}", SUBJECTS.join(", ")));
        }
    }
    let pattern = format!("^(?:{WHOLE_NUMBER_PATTERN})?$");
    i.describe("subjectId", "The lead's or job's id.", json!({"type": "string", "pattern": pattern}), false);
    if let Some(id) = i.map.get("subjectId").and_then(Value::as_str).filter(|t| !t.is_empty()) {
        match whole_number(id) {
            Some(n) => {
                conditions.push("subject_id = ?".to_string());
                args.push(SqlValue::Integer(n));
            }
            None => i.fail("subjectId", "subjectId must be a whole number"),
        }
    }
    (conditions, args)
}

crate::described_query!(AuditQuery, |i| subject_filter(i));

/// One change, with who made it and the subject before and after.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditRecord {
    pub id: i64,
    pub staff_user_id: Option<i64>,
    pub staff_username: String,
    /// contacted, edit, delete, job-create or job-update.
    pub action: String,
    /// quote, booking, contact, analyzer or job.
    pub subject_type: String,
    pub subject_id: i64,
    /// The subject as it was (null for a creation).
    pub before: Option<Value>,
    /// The subject as it is now (null for a deletion).
    pub after: Option<Value>,
    pub created_at: String,
}

/// The before and after states are stored as JSON text; answered as JSON.
fn stored_json(r: &rusqlite::Row, column: &str) -> rusqlite::Result<Option<Value>> {
    Ok(crate::db::text(r, column)?.and_then(|s| serde_json::from_str(&s).ok()))
}

impl ListRow for AuditRecord {
    const TABLE: &'static str = "audit_log";
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &rusqlite::Row) -> rusqlite::Result<Self> {
        Ok(AuditRecord {
            id: r.get("id")?,
            staff_user_id: r.get("staff_user_id")?,
            staff_username: crate::db::required_text(r, "staff_username")?,
            action: crate::db::required_text(r, "action")?,
            subject_type: crate::db::required_text(r, "subject_type")?,
            subject_id: r.get("subject_id")?,
            before: stored_json(r, "before_json")?,
            after: stored_json(r, "after_json")?,
            created_at: crate::db::required_text(r, "created_at")?,
        })
    }
}

const SUBJECTS: [&str; 5] = ["quote", "booking", "contact", "analyzer", "job"];

/// The history of one lead or job (or of everything), newest first.
#[utoipa::path(get, path = "/admin/audit", tag = "back office", params(AuditQuery, PageParams),
    responses(
        (status = 200, description = "One page, newest first.", body = Page<AuditRecord>),
        BadPageQuery,
    ))]
async fn list_audit(
    State(state): State<AppState>,
    QueryMap(q): QueryMap,
    page: PageRequest,
) -> Result<axum::Json<Page<AuditRecord>>, ApiError> {
    let mut input = Input::new(&q);
    let filter = subject_filter(&mut input);
    let (conditions, args) = input.finish(filter).map_err(ApiError::Invalid)?;
    let rows = state.db.call(move |c| select_page(c, &conditions, args, page)).await?;
    Ok(axum::Json(rows))
}
