//! Storing approval requests and their answers. Every function takes the
//! connection (or transaction) it works in.
use crate::db;
use crate::jobs::validate::ApprovalStatus;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One line of an estimate, as the requester sees it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EstimateLine {
    pub description: String,
    pub amount_cents: i64,
}

/// An approval request as staff and the requester see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Approval {
    pub id: i64,
    pub job_id: i64,
    pub fleet_id: i64,
    pub status: ApprovalStatus,
    pub lines: Vec<EstimateLine>,
    pub amount_cents: i64,
    pub requested_by: String,
    pub requested_at: String,
    /// The name the requester typed when answering.
    pub decided_name: Option<String>,
    pub decided_at: Option<String>,
    /// The address the answer came from.
    pub decided_from: Option<String>,
    /// Who answered, and how: "Rita Alvarez (requester's link)" or "alice (portal manager)".
    pub decided_by: Option<String>,
}

#[derive(Deserialize)]
struct Row {
    id: i64,
    job_id: i64,
    fleet_id: i64,
    lines: String,
    amount_cents: i64,
    status: ApprovalStatus,
    requested_by: String,
    requested_at: String,
    decided_name: Option<String>,
    decided_at: Option<String>,
    decided_from: Option<String>,
    decided_by: Option<String>,
}

impl From<Row> for Approval {
    fn from(r: Row) -> Approval {
        Approval {
            id: r.id,
            job_id: r.job_id,
            fleet_id: r.fleet_id,
            status: r.status,
            lines: serde_json::from_str(&r.lines).unwrap_or_default(),
            amount_cents: r.amount_cents,
            requested_by: r.requested_by,
            requested_at: r.requested_at,
            decided_name: r.decided_name,
            decided_at: r.decided_at,
            decided_from: r.decided_from,
            decided_by: r.decided_by,
        }
    }
}

const COLUMNS: &str = "id, job_id, fleet_id, lines, amount_cents, status, requested_by, requested_at, \
    decided_name, decided_at, decided_from, decided_by";

/// A new request for the job; any request still waiting is superseded by it.
/// `token`: a new random one (`accounts::random_url_token`, the caller's).
pub fn insert(
    tx: &Connection,
    job_id: i64,
    fleet_id: i64,
    lines: &[EstimateLine],
    requested_by: &str,
    token: &str,
) -> rusqlite::Result<Approval> {
    tx.execute("UPDATE approvals SET status = 'superseded' WHERE job_id = ?1 AND status = 'pending'", [job_id])?;
    let amount: i64 = lines.iter().map(|l| l.amount_cents).sum();
    // The column's own token opens nothing since requests go to named
    // approvers (V26): each requester's link is theirs, in approval_links.
    tx.execute(
        "INSERT INTO approvals (job_id, fleet_id, token, lines, amount_cents, requested_by) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![job_id, fleet_id, token, serde_json::to_string(lines).unwrap_or_default(), amount, requested_by],
    )?;
    let id = tx.last_insert_rowid();
    Ok(tx.query_row(&format!("SELECT {COLUMNS} FROM approvals WHERE id = ?1"), [id], db::row::<Row>)?.into())
}

/// How long a requester's link to an approval works.
pub const LINK_HOURS: i64 = 72;

/// A requester's own link to a request: made for them, for `LINK_HOURS`,
/// under `token` (a new random one). Answers it.
pub fn insert_link(tx: &Connection, approval_id: i64, requester_id: i64, token: String) -> rusqlite::Result<String> {
    let expires = crate::time::format(chrono::Utc::now() + chrono::Duration::hours(LINK_HOURS));
    tx.execute(
        "INSERT INTO approval_links (approval_id, requester_id, token, expires_at) VALUES (?1, ?2, ?3, ?4)",
        params![approval_id, requester_id, token, expires],
    )?;
    Ok(token)
}

/// What a link opens: the request, whom the link was made for, and whether
/// it still works (a removed or erased requester's link is gone with them).
pub struct Linked {
    pub approval: Approval,
    pub requester: String,
    pub expired: bool,
}

pub fn by_link(c: &Connection, token: &str, now: &str) -> rusqlite::Result<Option<Linked>> {
    #[derive(Deserialize)]
    struct LinkRow {
        approval_id: i64,
        requester: String,
        expired: bool,
    }
    let link: Option<LinkRow> = c
        .query_row(
            "SELECT l.approval_id, r.name AS requester, l.expires_at <= ?2 AS expired
             FROM approval_links l JOIN fleet_requesters r ON r.id = l.requester_id
             JOIN approvals a ON a.id = l.approval_id AND a.fleet_id = r.fleet_id
             WHERE l.token = ?1",
            params![token, now],
            db::row,
        )
        .optional()?;
    let Some(link) = link else { return Ok(None) };
    let Some(approval) = by_id(c, link.approval_id)? else { return Ok(None) };
    Ok(Some(Linked { approval, requester: link.requester, expired: link.expired }))
}

pub fn by_id(c: &Connection, id: i64) -> rusqlite::Result<Option<Approval>> {
    Ok(c.query_row(&format!("SELECT {COLUMNS} FROM approvals WHERE id = ?1"), [id], db::row::<Row>)
        .optional()?
        .map(Approval::from))
}

/// The job's requests, newest first.
pub fn of_job(c: &Connection, job_id: i64) -> rusqlite::Result<Vec<Approval>> {
    let mut stmt = c.prepare(&format!("SELECT {COLUMNS} FROM approvals WHERE job_id = ?1 ORDER BY id DESC"))?;
    let rows = stmt.query_map([job_id], db::row::<Row>)?;
    rows.map(|r| r.map(Approval::from)).collect()
}

/// The fleet's requests still waiting for an answer, oldest first.
pub fn pending_of_fleet(c: &Connection, fleet_id: i64) -> rusqlite::Result<Vec<Approval>> {
    let mut stmt =
        c.prepare(&format!("SELECT {COLUMNS} FROM approvals WHERE fleet_id = ?1 AND status = 'pending' ORDER BY id"))?;
    let rows = stmt.query_map([fleet_id], db::row::<Row>)?;
    rows.map(|r| r.map(Approval::from)).collect()
}

/// An answer to a request: what, the name recorded, from where, and who
/// answered by which way.
pub struct Answer<'a> {
    pub approve: bool,
    pub name: &'a str,
    pub from: &'a str,
    pub by: &'a str,
}

/// Records the answer to a request still waiting; false when it was
/// answered (or superseded) already. An approval is the job's approved amount.
pub fn decide(tx: &Connection, approval_id: i64, a: &Answer) -> rusqlite::Result<bool> {
    let status = if a.approve { ApprovalStatus::Approved } else { ApprovalStatus::Declined };
    let changed = tx.execute(
        "UPDATE approvals SET status = ?1, decided_name = ?2, decided_from = ?3, decided_by = ?4,
             decided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?5 AND status = 'pending'",
        params![status, a.name, a.from, a.by, approval_id],
    )?;
    Ok(changed == 1)
}
