//! Storing and reading fleet statements, their Checkout sessions, and the
//! invoices and payments a statement sums.
use crate::db;
use rusqlite::{Connection, OptionalExtension, params};
use serde::Deserialize;

/// An invoice of the fleet that counts (sent, partly paid or paid).
#[derive(Debug, Clone, Deserialize)]
pub struct InvoiceRow {
    pub id: i64,
    pub number: i64,
    pub status: String,
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

/// A stored statement: the period, the as-of day and its page's token.
#[derive(Debug, Clone, Deserialize)]
pub struct StatementRow {
    pub id: i64,
    pub fleet_id: i64,
    pub token: String,
    pub period_start: String,
    pub period_end: String,
    pub as_of: String,
}

const COLUMNS: &str = "id, fleet_id, token, period_start, period_end, as_of";

pub fn by_token(c: &Connection, token: &str) -> rusqlite::Result<Option<StatementRow>> {
    c.query_row(&format!("SELECT {COLUMNS} FROM fleet_statements WHERE token = ?1"), [token], db::row).optional()
}

pub fn by_id(c: &Connection, id: i64) -> rusqlite::Result<Option<StatementRow>> {
    c.query_row(&format!("SELECT {COLUMNS} FROM fleet_statements WHERE id = ?1"), [id], db::row).optional()
}

/// The statement the owner looked at for this period and day, made once.
pub fn get_or_make(
    c: &Connection,
    fleet_id: i64,
    start: &str,
    end: &str,
    as_of: &str,
) -> rusqlite::Result<StatementRow> {
    let found = c
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM fleet_statements WHERE fleet_id = ?1 AND period_start = ?2 AND period_end = ?3
                 AND as_of = ?4 ORDER BY month IS NOT NULL, id LIMIT 1"
            ),
            params![fleet_id, start, end, as_of],
            db::row,
        )
        .optional()?;
    if let Some(row) = found {
        return Ok(row);
    }
    let token = crate::accounts::random_url_token();
    c.execute(
        "INSERT INTO fleet_statements (fleet_id, token, period_start, period_end, as_of) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![fleet_id, token, start, end, as_of],
    )?;
    Ok(StatementRow {
        id: c.last_insert_rowid(),
        fleet_id,
        token,
        period_start: start.into(),
        period_end: end.into(),
        as_of: as_of.into(),
    })
}

/// The month's statement of the fleet, unless it was already made (and
/// mailed): at most one a fleet and month, whatever restarts in between.
pub fn make_monthly(
    c: &Connection,
    fleet_id: i64,
    month: &str,
    (start, end, as_of): (&str, &str, &str),
    mailed_to: &str,
) -> rusqlite::Result<Option<StatementRow>> {
    let token = crate::accounts::random_url_token();
    let n = c.execute(
        "INSERT OR IGNORE INTO fleet_statements (fleet_id, token, period_start, period_end, as_of, month, mailed_to)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
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

// Checkout sessions of statements.

pub struct NewCheckout<'a> {
    pub id: &'a str,
    pub statement_id: i64,
    pub fleet_id: i64,
    pub amount_cents: i64,
    pub currency: &'a str,
    pub url: &'a str,
    pub expires_at: &'a str,
}

pub fn insert_checkout(c: &Connection, s: &NewCheckout) -> rusqlite::Result<usize> {
    c.execute(
        "INSERT OR IGNORE INTO statement_checkouts (id, statement_id, fleet_id, amount_cents, currency, url, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![s.id, s.statement_id, s.fleet_id, s.amount_cents, s.currency, s.url, s.expires_at],
    )
}

/// An open session of the statement for this amount, usable after `usable_after`.
pub fn open_checkout(
    c: &Connection,
    statement_id: i64,
    amount_cents: i64,
    usable_after: &str,
) -> rusqlite::Result<Option<String>> {
    c.query_row(
        "SELECT url FROM statement_checkouts WHERE statement_id = ?1 AND amount_cents = ?2 AND status = 'open'
         AND expires_at > ?3 ORDER BY created_at DESC LIMIT 1",
        params![statement_id, amount_cents, usable_after],
        |r| r.get("url"),
    )
    .optional()
}

/// How many of the statement's sessions are no longer handed out.
pub fn spent_checkouts(c: &Connection, statement_id: i64, usable_after: &str) -> rusqlite::Result<i64> {
    c.query_row(
        "SELECT COUNT(*) AS n FROM statement_checkouts WHERE statement_id = ?1 AND (status != 'open' OR expires_at <= ?2)",
        params![statement_id, usable_after],
        |r| r.get("n"),
    )
}

/// What a statement's session was made for.
#[derive(Debug, Deserialize)]
pub struct Checkout {
    pub statement_id: i64,
    pub fleet_id: i64,
    pub amount_cents: i64,
    pub currency: String,
    pub status: String,
}

pub fn checkout(c: &Connection, id: &str) -> rusqlite::Result<Option<Checkout>> {
    c.query_row(
        "SELECT statement_id, fleet_id, amount_cents, currency, status FROM statement_checkouts WHERE id = ?1",
        [id],
        db::row,
    )
    .optional()
}

pub fn set_checkout_status(c: &Connection, id: &str, status: &str) -> rusqlite::Result<usize> {
    c.execute("UPDATE statement_checkouts SET status = ?2 WHERE id = ?1", params![id, status])
}

/// Up to 200 open sessions of statements (of one statement, or all), oldest first.
pub fn open_checkouts(c: &Connection, statement_id: Option<i64>) -> rusqlite::Result<Vec<String>> {
    let mut stmt = c.prepare(
        "SELECT id FROM statement_checkouts WHERE status = 'open' AND (?1 IS NULL OR statement_id = ?1)
         ORDER BY created_at LIMIT 200",
    )?;
    stmt.query_map([statement_id], |r| r.get("id"))?.collect()
}
