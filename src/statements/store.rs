//! Storing and reading fleet statements (their links, each tied to whom it
//! was made for), and the invoices and payments a statement sums.
use crate::db;
use rusqlite::{Connection, OptionalExtension, params};
use serde::Deserialize;

/// An invoice of the fleet that counts (sent, partly paid or paid).
#[derive(Debug, Clone, Deserialize)]
pub struct InvoiceRow {
    pub id: i64,
    pub number: i64,
    pub status: crate::lists::InvoiceStatus,
    pub token: String,
    pub sent_at: String,
    pub due_date: Option<String>,
    pub po_number: Option<String>,
    pub unit_label: Option<String>,
    pub total_cents: i64,
    pub paid_cents: i64,
}

pub fn invoices(c: &Connection, fleet_id: i64) -> rusqlite::Result<Vec<InvoiceRow>> {
    let mut stmt = c.prepare(
        "SELECT id, number, status, token, sent_at, due_date, po_number, unit_label, total_cents, paid_cents
         FROM invoices WHERE fleet_id = ?1 AND status NOT IN ('draft', 'void') AND sent_at IS NOT NULL
         ORDER BY COALESCE(due_date, substr(sent_at, 1, 10)), number",
    )?;
    stmt.query_map([fleet_id], db::row)?.collect()
}

/// A payment on one of the fleet's invoices (tips left out).
#[derive(Debug, Clone, Deserialize)]
pub struct PaymentRow {
    pub invoice_id: i64,
    pub method: String,
    pub amount_cents: i64,
    pub reference: Option<String>,
    pub received_at: String,
}

pub fn payments(c: &Connection, fleet_id: i64) -> rusqlite::Result<Vec<PaymentRow>> {
    let mut stmt = c.prepare(
        "SELECT p.invoice_id, p.method, p.amount_cents, p.reference, p.received_at
         FROM payments p JOIN invoices i ON i.id = p.invoice_id
         WHERE i.fleet_id = ?1 AND i.status NOT IN ('draft', 'void') ORDER BY p.received_at, p.id",
    )?;
    stmt.query_map([fleet_id], db::row)?.collect()
}

/// A stored statement: the period, the as-of day, its page's token and whom
/// the link was made for.
#[derive(Debug, Clone, Deserialize)]
pub struct StatementRow {
    pub id: i64,
    pub fleet_id: i64,
    pub token: String,
    pub period_start: String,
    pub period_end: String,
    pub as_of: String,
    /// A portal manager's link (fleet_managers.id): it ends when they go.
    pub manager_id: Option<i64>,
    /// The billing contact's link: it works while this is the fleet's billing email.
    pub billing_email: Option<String>,
}

const COLUMNS: &str = "id, fleet_id, token, period_start, period_end, as_of, manager_id, billing_email";

/// Whom a statement link is made for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Holder {
    /// The owner, from the back office.
    Owner,
    /// A portal manager (their fleet_managers row).
    Manager(i64),
    /// The billing contact, by the email it was mailed to (lower case).
    Billing(String),
}

impl Holder {
    fn columns(&self) -> (Option<i64>, Option<String>) {
        match self {
            Holder::Owner => (None, None),
            Holder::Manager(id) => (Some(*id), None),
            Holder::Billing(email) => (None, Some(email.trim().to_lowercase())),
        }
    }
}

pub fn by_token(c: &Connection, token: &str) -> rusqlite::Result<Option<StatementRow>> {
    c.query_row(&format!("SELECT {COLUMNS} FROM fleet_statements WHERE token = ?1"), [token], db::row).optional()
}

pub fn by_id(c: &Connection, id: i64) -> rusqlite::Result<Option<StatementRow>> {
    c.query_row(&format!("SELECT {COLUMNS} FROM fleet_statements WHERE id = ?1"), [id], db::row).optional()
}

/// Whether a link still works for whom it was made for: a manager's while
/// they manage the fleet, the billing contact's while the fleet's billing
/// email is theirs, the owner's always.
pub fn link_open(c: &Connection, row: &StatementRow) -> rusqlite::Result<bool> {
    if let Some(email) = &row.billing_email {
        return c.query_row(
            "SELECT EXISTS (SELECT 1 FROM fleets WHERE id = ?1 AND lower(trim(billing_email)) = ?2) AS open",
            params![row.fleet_id, email],
            |r| r.get("open"),
        );
    }
    match row.manager_id {
        Some(id) => c.query_row(
            "SELECT EXISTS (SELECT 1 FROM fleet_managers WHERE id = ?1 AND fleet_id = ?2 AND user_id IS NOT NULL) AS open",
            params![id, row.fleet_id],
            |r| r.get("open"),
        ),
        None => Ok(true),
    }
}

/// The holder's link to the fleet's statement of this period, made once:
/// asking again for another as-of day makes no new link (the page is aged
/// on the day its link was made; the JSON on the day asked). `token`: a new
/// random one, for a link made now.
#[tracing::instrument(level = "debug", name = "statements::get_or_make", skip_all, fields(fleet = fleet_id))]
pub fn get_or_make(
    c: &Connection,
    fleet_id: i64,
    (start, end): (&str, &str),
    as_of: &str,
    holder: &Holder,
    token: &str,
) -> rusqlite::Result<StatementRow> {
    let (manager_id, billing_email) = holder.columns();
    let found = c
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM fleet_statements WHERE fleet_id = ?1 AND period_start = ?2 AND period_end = ?3
                 AND manager_id IS ?4 AND billing_email IS ?5 ORDER BY month IS NOT NULL, id LIMIT 1"
            ),
            params![fleet_id, start, end, manager_id, billing_email],
            db::row,
        )
        .optional()?;
    if let Some(row) = found {
        return Ok(row);
    }
    c.execute(
        "INSERT INTO fleet_statements (fleet_id, token, period_start, period_end, as_of, manager_id, billing_email)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![fleet_id, token, start, end, as_of, manager_id, billing_email],
    )?;
    by_id(c, c.last_insert_rowid())?.ok_or(rusqlite::Error::QueryReturnedNoRows)
}

/// How many statement links a fleet has (tests and the log).
pub fn links_of(c: &Connection, fleet_id: i64) -> rusqlite::Result<i64> {
    c.query_row("SELECT COUNT(*) AS n FROM fleet_statements WHERE fleet_id = ?1", [fleet_id], |r| r.get("n"))
}

/// The month's statement of the fleet, unless it was already made (and
/// mailed): at most one a fleet and month, whatever restarts in between.
/// `token`: a new random one.
pub fn make_monthly(
    c: &Connection,
    fleet_id: i64,
    month: &str,
    (start, end, as_of): (&str, &str, &str),
    mailed_to: &str,
    token: &str,
) -> rusqlite::Result<Option<StatementRow>> {
    let n = c.execute(
        "INSERT OR IGNORE INTO fleet_statements (fleet_id, token, period_start, period_end, as_of, month, mailed_to, billing_email)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, lower(trim(?7)))",
        params![fleet_id, token, start, end, as_of, month, mailed_to],
    )?;
    if n == 0 {
        return Ok(None);
    }
    by_id(c, c.last_insert_rowid())
}

/// Fleets by id (the monthly run walks them all).
#[derive(Debug, Clone, Deserialize)]
pub struct FleetMail {
    pub id: i64,
    pub name: String,
    pub billing_contact: String,
    pub billing_email: String,
}

pub fn fleets(c: &Connection) -> rusqlite::Result<Vec<FleetMail>> {
    let mut stmt = c.prepare("SELECT id, name, billing_contact, billing_email FROM fleets ORDER BY id")?;
    stmt.query_map([], db::row)?.collect()
}
