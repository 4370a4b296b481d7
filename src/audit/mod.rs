//! The audit trail: every change staff make from the dashboard, with who made
//! it and when, in an append-only table (triggers refuse UPDATE and DELETE).
//! Records are written in the same transaction as the change they describe.
use crate::accounts::Staff;
use crate::error::ApiError;
use crate::listing::{Page, PageRequest, select_page};
use crate::startup::AppState;
use axum::Router;
use axum::extract::{Query, State};
use axum::routing::get;
use rusqlite::params;
use rusqlite::types::Value as SqlValue;
use serde::Deserialize;
use serde_json::Value;
use std::collections::BTreeMap;

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
        "INSERT INTO audit_log (staff_user_id, staff_username, action, subject_type, subject_id, before_json, after_json) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
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

pub fn staff_routes() -> Router<AppState> {
    Router::new().route("/admin/audit", get(list))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct AuditQuery {
    subject_type: Option<String>,
    subject_id: Option<String>,
}

const SUBJECTS: [&str; 5] = ["quote", "booking", "contact", "analyzer", "job"];

/// The history of one lead or job (or of everything), newest first.
async fn list(State(state): State<AppState>, Query(q): Query<AuditQuery>, page: PageRequest) -> Result<axum::Json<Page<Value>>, ApiError> {
    let mut errors = BTreeMap::new();
    let mut conditions = Vec::new();
    let mut args = Vec::new();
    if let Some(t) = q.subject_type.filter(|t| !t.is_empty()) {
        if SUBJECTS.contains(&t.as_str()) {
            conditions.push("subject_type = ?".to_string());
            args.push(SqlValue::Text(t));
        } else {
            errors.insert("subjectType".to_string(), format!("subjectType must be one of {}", SUBJECTS.join(", ")));
        }
    }
    if let Some(id) = q.subject_id.filter(|t| !t.is_empty()) {
        match id.parse::<i64>() {
            Ok(n) => {
                conditions.push("subject_id = ?".to_string());
                args.push(SqlValue::Integer(n));
            }
            Err(_) => {
                errors.insert("subjectId".to_string(), "subjectId must be a whole number".to_string());
            }
        }
    }
    if !errors.is_empty() {
        return Err(ApiError::Invalid(errors));
    }
    let mut rows = state.db.call(move |c| select_page(c, "audit_log", &conditions, args, page)).await?;
    // The before and after states are stored as JSON text; answer them as JSON.
    for row in &mut rows.items {
        if let Some(obj) = row.as_object_mut() {
            for (from, to) in [("beforeJson", "before"), ("afterJson", "after")] {
                let parsed = obj.remove(from).and_then(|v| v.as_str().and_then(|s| serde_json::from_str(s).ok())).unwrap_or(Value::Null);
                obj.insert(to.to_string(), parsed);
            }
        }
    }
    Ok(axum::Json(rows))
}
