//! The audit trail: every change staff make from the dashboard, with who made
//! it and when, in an append-only table (triggers refuse UPDATE and DELETE).
//! Records are written in the same transaction as the change they describe.
//!
//! A record names every field the change touched, and keeps the values of only
//! those that say nothing about the person (docs/product.md#privacy): the
//! trail must not become a second copy of the data an erasure removes.
use crate::accounts::Staff;
use crate::error::ApiError;
use crate::listing::{BadPageQuery, ListRow, Page, PageParams, PageRequest, select_page};
use crate::state::AppState;
use crate::validation::{Input, WHOLE_NUMBER_PATTERN, whole_number};
use crate::web::query::QueryMap;
use axum::extract::State;
mod store;

use rusqlite::types::Value as SqlValue;
use serde::Serialize;
use serde_json::{Map, Value, json};
use std::collections::BTreeSet;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// One audit record, as the change happens: the subject as it was and as it
/// is, whole. `record` keeps only what the trail may keep of them.
pub struct Change<'a> {
    pub action: &'a str,
    pub subject_type: &'a str,
    pub subject_id: i64,
    pub before: Option<&'a Value>,
    pub after: Option<&'a Value>,
}

/// The fields of leads and jobs whose values the trail keeps: statuses,
/// categories from fixed lists, times, amounts. Any other field (name, phone,
/// email, location, vehicle details, free text, the analytics session, a new
/// column nobody has classified yet) is recorded by name only. The same list
/// scrubbed the older records (migrations/V10__audit_without_personal_data.sql).
pub const KEPT: [&str; 45] = [
    "id",
    "contacted",
    "firstContactedAt",
    "responseMinutes",
    "serviceType",
    "serviceNeeded",
    "vehicleType",
    "urgency",
    "preferredDate",
    "preferredTime",
    "suggestedService",
    "estimatedPrice",
    "confidence",
    "chatbotInteractionId",
    "source",
    "medium",
    "campaign",
    "createdAt",
    "updatedAt",
    "status",
    "submissionId",
    "submissionType",
    "jobValue",
    "completedAt",
    "responseTime",
    "customerSatisfaction",
    "leadCreatedAt",
    "onSiteAt",
    "technician",
    "paymentMethod",
    "enRouteAt",
    "reviewRequest",
    "invoice",
    "version",
    // A fleet's terms and limits: who changed them is the point of the trail.
    "terms",
    "poRule",
    "approvalLimitCents",
    "creditHold",
    "taxExempt",
    // A job's fleet (a company), its PO number and what the fleet approved.
    "fleet",
    "poNumber",
    "approvedCents",
    // Proof of the work: which photo was looked at (an ID's: each view is
    // recorded), which checklist item the owner waived and the owner's reason.
    "photo",
    "checklistItem",
    "waiverReason",
];

/// A job's customer is its lead's data, shown beside the job: not a field of
/// the job, so not part of its changes.
const NOT_A_FIELD: &str = "customer";

/// What the trail keeps of a change: the fields that differ between the two
/// states (a missing state or field counts as null), and each state narrowed
/// to the kept ones among them.
fn narrow(before: Option<&Value>, after: Option<&Value>) -> (Vec<String>, Option<Value>, Option<Value>) {
    let empty = Map::new();
    let fields = |v: Option<&Value>| v.and_then(Value::as_object).unwrap_or(&empty).clone();
    let (b, a) = (fields(before), fields(after));
    let keys: BTreeSet<&String> = b.keys().chain(a.keys()).filter(|k| k.as_str() != NOT_A_FIELD).collect();
    let changed: Vec<String> = keys
        .into_iter()
        .filter(|k| b.get(*k).unwrap_or(&Value::Null) != a.get(*k).unwrap_or(&Value::Null))
        .cloned()
        .collect();
    let keep = |state: Option<&Value>, m: &Map<String, Value>| {
        state.map(|_| {
            Value::Object(
                changed
                    .iter()
                    .filter(|k| KEPT.contains(&k.as_str()))
                    .filter_map(|k| m.get(k).map(|v| (k.clone(), v.clone())))
                    .collect(),
            )
        })
    };
    let (kept_before, kept_after) = (keep(before, &b), keep(after, &a));
    (changed, kept_before, kept_after)
}

/// Who made a change: a staff member from the dashboard, or the owner at the
/// server's command line.
#[derive(Clone, Copy)]
pub enum Actor<'a> {
    Staff(&'a Staff),
    Cli,
}

impl Actor<'_> {
    fn id(&self) -> Option<i64> {
        match self {
            Actor::Staff(s) => Some(s.id),
            Actor::Cli => None,
        }
    }

    fn name(&self) -> &str {
        match self {
            Actor::Staff(s) => &s.username,
            Actor::Cli => "cli",
        }
    }
}

pub fn record(c: &rusqlite::Connection, staff: &Staff, change: Change) -> rusqlite::Result<()> {
    let (changed, before, after) = narrow(change.before, change.after);
    insert(c, Actor::Staff(staff), change.action, change.subject_type, change.subject_id, &changed, before, after)
        .map(drop)
}

/// An erasure (docs/product.md#privacy): what kinds of rows went and how
/// many, never whose. `counts` holds numbers only. Answers the record's id.
pub fn record_erasure(c: &rusqlite::Connection, who: Actor, counts: &Value) -> rusqlite::Result<i64> {
    insert(c, who, "erase", "person", 0, &[], None, Some(counts.clone()))
}

#[allow(clippy::too_many_arguments)]
fn insert(
    c: &rusqlite::Connection,
    who: Actor,
    action: &str,
    subject_type: &str,
    subject_id: i64,
    changed: &[String],
    before: Option<Value>,
    after: Option<Value>,
) -> rusqlite::Result<i64> {
    store::insert(
        c,
        &store::NewRecord {
            staff_user_id: who.id(),
            staff_username: who.name(),
            action,
            subject_type,
            subject_id,
            changed_json: Value::from(changed.to_vec()).to_string(),
            before_json: before.as_ref().map(Value::to_string),
            after_json: after.as_ref().map(Value::to_string),
        },
    )
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
        "quote, booking, contact, analyzer, job or person (an erasure).",
        json!({"type": "string", "enum": ["", "quote", "booking", "contact", "analyzer", "job", "person"]}),
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

/// One change, with who made it and what it changed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditRecord {
    pub id: i64,
    /// Null for a change made at the command line.
    pub staff_user_id: Option<i64>,
    /// The staff member, or "cli" for the server's command line.
    pub staff_username: String,
    /// contacted, edit, delete, job-create, job-update or erase.
    pub action: String,
    /// quote, booking, contact, analyzer, job, or person for an erasure.
    pub subject_type: String,
    /// The lead's or job's id; 0 for an erasure.
    pub subject_id: i64,
    /// Every field the change touched, by name; only those not about the person have values in before and after.
    pub changed: Vec<String>,
    /// Of the changed fields, those not about the person, as they were (null for a creation or an erasure).
    pub before: Option<Value>,
    /// The same fields as they are (null for a deletion); for an erasure, how many rows of each kind went.
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
            changed: stored_json(r, "changed_json")?.and_then(|v| serde_json::from_value(v).ok()).unwrap_or_default(),
            before: stored_json(r, "before_json")?,
            after: stored_json(r, "after_json")?,
            created_at: crate::db::required_text(r, "created_at")?,
        })
    }
}

const SUBJECTS: [&str; 7] = ["quote", "booking", "contact", "analyzer", "job", "person", "fleet"];

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

#[cfg(test)]
mod tests {
    use super::{KEPT, NOT_A_FIELD, narrow};
    use serde_json::{Value, json};

    #[test]
    fn an_edit_names_every_changed_field_and_keeps_only_the_values_that_say_nothing_about_the_person() {
        let before =
            json!({"id": 7, "name": "Dana", "phone": "(386) 555-0123", "urgency": "Today", "contacted": false});
        let after = json!({"id": 7, "name": "Dana Smith", "phone": "(386) 555-0123", "urgency": "This Week", "contacted": false});
        let (changed, b, a) = narrow(Some(&before), Some(&after));
        assert_eq!(changed, ["name", "urgency"]);
        assert_eq!(b, Some(json!({"urgency": "Today"})));
        assert_eq!(a, Some(json!({"urgency": "This Week"})));
    }

    #[test]
    fn a_deletion_keeps_the_non_personal_fields_it_had_and_a_job_s_customer_is_not_among_its_fields() {
        let job = json!({"id": 3, "status": "completed", "notes": "Gate code 1234", "customer": {"name": "Dana"}});
        let (changed, b, a) = narrow(Some(&job), None);
        assert_eq!(changed, ["id", "notes", "status"]);
        assert_eq!(b, Some(json!({"id": 3, "status": "completed"})));
        assert_eq!(a, None);
        assert!(!b.unwrap().to_string().contains("Dana") && !changed.iter().any(|f| f == NOT_A_FIELD));
    }

    /// Every field of every row the trail records is either kept or known to
    /// be about the person: a new column has to be placed on one side.
    #[test]
    fn every_field_of_a_lead_or_a_job_is_classified() {
        const PERSONAL: [&str; 15] = [
            "name",
            "phone",
            "email",
            "location",
            "vehicleInfo",
            "description",
            "message",
            "problemDescription",
            "sessionId",
            "notes",
            // A job's customer position, why it was cancelled (free text), the driver's link.
            "latitude",
            "longitude",
            "cancelReason",
            "trackingUrl",
            // The name the fleet's requester answered an estimate with.
            "approval",
        ];
        use crate::leads::rows::{AnalyzerRequest, Booking, Contact, Quote};
        use crate::listing::select_one;
        let dir = tempfile::tempdir().unwrap();
        let c = crate::db::open_connection(&dir.path().join("t.db")).unwrap();
        c.execute_batch(
            "INSERT INTO quote_submissions (name, phone, location, service_type, urgency, description) VALUES ('a', 'b', 'c', 'd', 'e', 'f');
             INSERT INTO booking_submissions (name, phone, vehicle_type, location, service_needed, urgency, description) VALUES ('a', 'b', 'c', 'd', 'e', 'f', 'g');
             INSERT INTO contact_submissions (name, phone, location, urgency, message) VALUES ('a', 'b', 'c', 'd', 'e');
             INSERT INTO smart_analyzer_submissions (problem_description, suggested_service, estimated_price, urgency, confidence) VALUES ('a', 'b', 'c', 'd', 'e');
             INSERT INTO job_tracking (submission_id, submission_type) VALUES (1, 'quote');",
        )
        .unwrap();
        let rows: Vec<Value> = vec![
            serde_json::to_value(select_one::<Quote>(&c, 1).unwrap()).unwrap(),
            serde_json::to_value(select_one::<Booking>(&c, 1).unwrap()).unwrap(),
            serde_json::to_value(select_one::<Contact>(&c, 1).unwrap()).unwrap(),
            serde_json::to_value(select_one::<AnalyzerRequest>(&c, 1).unwrap()).unwrap(),
            serde_json::to_value(crate::jobs::store::job(&c, 1).unwrap()).unwrap(),
        ];
        for row in rows {
            for key in row.as_object().unwrap().keys() {
                let (kept, personal) = (KEPT.contains(&key.as_str()), PERSONAL.contains(&key.as_str()));
                assert!(kept != personal || key == NOT_A_FIELD, "{key}: kept {kept}, personal {personal}");
            }
        }
    }
}
