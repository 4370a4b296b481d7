//! Storing and reading the price book, invoices and payments. Every function
//! takes the connection (or transaction) it works in; the handlers decide
//! what the answer is.
use super::money::{self, Totals};
use super::validate::{InvoiceFilter, NewInvoice, NewPayment, PriceItem};
use crate::accounts::Staff;
use crate::db;
use crate::lists::InvoiceStatus;
use crate::messages::LeadRef;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug)]
pub enum InvoiceError {
    NotFound,
    /// A field-level refusal: the field and the message.
    Invalid(&'static str, String),
    /// The job already has an invoice that is not void: its number.
    JobInvoiced(String),
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for InvoiceError {
    fn from(e: rusqlite::Error) -> Self {
        InvoiceError::Sql(e)
    }
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceBookItem {
    pub id: i64,
    pub name: String,
    pub price_cents: i64,
    pub taxable: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub description: String,
    /// To the hundredth (1.5 hours).
    pub quantity: f64,
    pub unit_price_cents: i64,
    pub taxable: bool,
    pub amount_cents: i64,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Payment {
    pub id: i64,
    /// cash, zelle, cashapp, check, card-on-site, ach, or card (Stripe).
    pub method: String,
    pub amount_cents: i64,
    /// Counted apart from revenue.
    pub tip_cents: i64,
    pub reference: Option<String>,
    pub recorded_by: String,
    pub received_at: String,
}

/// What an invoice to a fleet is billed with (docs/product.md#fleets): the
/// PO, the unit and its VIN as they were when it was made, and the due date
/// its terms give once it is sent.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FleetBilling {
    pub fleet_id: i64,
    pub name: String,
    /// receipt, net15 or net30.
    pub terms: String,
    /// "Net 30".
    pub terms_label: String,
    pub po_number: Option<String>,
    /// The fleet wants a PO number (before work or on the invoice): the invoice cannot be sent without one.
    pub po_required: bool,
    pub unit: Option<String>,
    pub vin: Option<String>,
    /// YYYY-MM-DD: the day it was sent plus the terms' days.
    pub due_date: Option<String>,
}

/// An invoice as staff see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Invoice {
    pub id: i64,
    /// INV-0001.
    pub number: String,
    /// The key of the public page /invoice/{token}.
    pub token: String,
    /// The public page.
    pub url: String,
    pub job_id: Option<i64>,
    pub status: InvoiceStatus,
    pub customer_name: Option<String>,
    pub customer_phone: Option<String>,
    pub customer_email: Option<String>,
    pub lines: Vec<Line>,
    pub subtotal_cents: i64,
    pub discount_cents: i64,
    /// 725 = 7.25%.
    pub tax_rate_basis_points: i64,
    pub tax_cents: i64,
    pub total_cents: i64,
    pub paid_cents: i64,
    pub tip_cents: i64,
    /// What is still owed (never below 0).
    pub balance_cents: i64,
    pub payments: Vec<Payment>,
    pub created_by: String,
    pub created_at: String,
    pub sent_at: Option<String>,
    pub paid_at: Option<String>,
    pub voided_at: Option<String>,
    /// Set when the invoice is to a fleet account: no tip is offered, tax follows its exemption.
    pub fleet: Option<FleetBilling>,
}

/// A row of the invoice list.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceSummary {
    pub id: i64,
    pub number: String,
    pub url: String,
    pub job_id: Option<i64>,
    pub status: InvoiceStatus,
    pub customer_name: Option<String>,
    pub customer_phone: Option<String>,
    pub total_cents: i64,
    pub paid_cents: i64,
    pub tip_cents: i64,
    pub balance_cents: i64,
    pub created_at: String,
    pub sent_at: Option<String>,
    pub paid_at: Option<String>,
    /// Whole days since it was made (its age while unpaid).
    pub age_days: i64,
}

pub fn public_url(config: &crate::config::Config, token: &str) -> String {
    format!("{}/invoice/{token}", config.base_url)
}

/// The price book, seeded once from the content file's service guide: each
/// service it names, at the low end of its price range, not taxable (labor;
/// the owner marks parts taxable). Runs at start-up; a table with any row,
/// archived ones included, is left alone.
pub fn seed_price_book(c: &Connection) -> rusqlite::Result<usize> {
    let any: bool = c.query_row("SELECT EXISTS (SELECT 1 FROM price_book) AS any", [], |r| r.get("any"))?;
    if any {
        return Ok(0);
    }
    let seed = &crate::content::PRICE_BOOK.items;
    for item in seed {
        c.execute(
            "INSERT INTO price_book (name, price_cents, taxable) VALUES (?1, ?2, ?3)",
            params![item.name, item.price_cents, item.kind == crate::content::PriceKind::Part],
        )?;
    }
    Ok(seed.len())
}

pub fn price_book(c: &Connection) -> rusqlite::Result<Vec<PriceBookItem>> {
    let mut stmt = c.prepare(
        "SELECT id, name, price_cents AS priceCents, taxable FROM price_book WHERE archived_at IS NULL
         ORDER BY name COLLATE NOCASE, id",
    )?;
    stmt.query_map([], db::row)?.collect()
}

pub fn add_price(c: &Connection, item: &PriceItem) -> rusqlite::Result<PriceBookItem> {
    c.execute(
        "INSERT INTO price_book (name, price_cents, taxable) VALUES (?1, ?2, ?3)",
        params![item.name, item.price_cents, item.taxable],
    )?;
    Ok(PriceBookItem {
        id: c.last_insert_rowid(),
        name: item.name.clone(),
        price_cents: item.price_cents,
        taxable: item.taxable,
    })
}

pub fn change_price(c: &Connection, id: i64, item: &PriceItem) -> Result<PriceBookItem, InvoiceError> {
    let n = c.execute(
        "UPDATE price_book SET name = ?1, price_cents = ?2, taxable = ?3, updated_at = ?4 WHERE id = ?5 AND archived_at IS NULL",
        params![item.name, item.price_cents, item.taxable, crate::time::now_text(), id],
    )?;
    if n == 0 {
        return Err(InvoiceError::NotFound);
    }
    Ok(PriceBookItem { id, name: item.name.clone(), price_cents: item.price_cents, taxable: item.taxable })
}

pub fn archive_price(c: &Connection, id: i64) -> Result<(), InvoiceError> {
    let n = c.execute(
        "UPDATE price_book SET archived_at = ?1 WHERE id = ?2 AND archived_at IS NULL",
        params![crate::time::now_text(), id],
    )?;
    if n == 0 { Err(InvoiceError::NotFound) } else { Ok(()) }
}

pub use crate::jobs::store::JobCustomer;

/// Whether the job is the technician's.
pub(super) fn technicians_job(tx: &Connection, job_id: i64, technician_id: i64) -> rusqlite::Result<bool> {
    tx.query_row(
        "SELECT EXISTS (SELECT 1 FROM job_tracking WHERE id = ?1 AND technician_id = ?2) AS theirs",
        params![job_id, technician_id],
        |r| r.get("theirs"),
    )
}

/// The number of the job's invoice that is not void, if it has one.
pub(super) fn open_invoice_of(tx: &Connection, job_id: i64) -> rusqlite::Result<Option<i64>> {
    tx.query_row(
        "SELECT number FROM invoices WHERE job_id = ?1 AND status != 'void' ORDER BY number LIMIT 1",
        [job_id],
        |r| r.get("number"),
    )
    .optional()
}

/// A new invoice's row, as the workflow worked it out.
pub(super) struct NewRow<'a> {
    pub token: &'a str,
    pub customer: &'a JobCustomer,
    pub totals: &'a Totals,
    pub tax_rate_basis_points: i64,
    pub created_by: &'a str,
    pub fleet: Option<&'a crate::fleets::FleetTag>,
    pub po_number: Option<&'a str>,
}

/// Writes a draft invoice and its lines, numbered next in line (the caller
/// took the write lock at BEGIN, so two made at once cannot read the same
/// last number); answers its id.
pub(super) fn insert(tx: &Connection, new: &NewInvoice, row: &NewRow) -> rusqlite::Result<i64> {
    let number: i64 =
        tx.query_row("SELECT COALESCE(MAX(number), 0) + 1 AS next FROM invoices", [], |r| r.get("next"))?;
    let (t, fleet) = (row.totals, row.fleet);
    tx.execute(
        "INSERT INTO invoices (number, token, job_id, customer_name, customer_phone, customer_email, subtotal_cents,
             discount_cents, tax_rate_basis_points, tax_cents, total_cents, created_by, fleet_id, po_number,
             unit_label, vin)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
        params![
            number,
            row.token,
            new.job_id,
            row.customer.name,
            row.customer.phone,
            row.customer.email,
            t.subtotal_cents,
            t.discount_cents,
            row.tax_rate_basis_points,
            t.tax_cents,
            t.total_cents,
            row.created_by,
            fleet.map(|f| f.fleet_id),
            row.po_number,
            fleet.and_then(|f| f.unit.clone()),
            fleet.and_then(|f| f.vin.clone())
        ],
    )?;
    let id = tx.last_insert_rowid();
    for (n, line) in new.lines.iter().enumerate() {
        tx.execute(
            "INSERT INTO invoice_lines (invoice_id, position, description, quantity_hundredths, unit_price_cents, taxable, amount_cents)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                id,
                n as i64,
                line.description,
                line.amount.quantity_hundredths,
                line.amount.unit_price_cents,
                line.amount.taxable,
                money::line_cents(&line.amount)
            ],
        )?;
    }
    Ok(id)
}

/// An invoice's row.
#[derive(Deserialize)]
struct InvoiceRow {
    id: i64,
    number: i64,
    token: String,
    job_id: Option<i64>,
    status: InvoiceStatus,
    customer_name: Option<String>,
    customer_phone: Option<String>,
    customer_email: Option<String>,
    subtotal_cents: i64,
    discount_cents: i64,
    tax_rate_basis_points: i64,
    tax_cents: i64,
    total_cents: i64,
    paid_cents: i64,
    tip_cents: i64,
    created_by: String,
    created_at: String,
    sent_at: Option<String>,
    paid_at: Option<String>,
    voided_at: Option<String>,
    fleet_id: Option<i64>,
    fleet_name: Option<String>,
    fleet_terms: Option<String>,
    fleet_po_rule: Option<String>,
    po_number: Option<String>,
    unit_label: Option<String>,
    vin: Option<String>,
    due_date: Option<String>,
}

pub fn invoice(c: &Connection, config: &crate::config::Config, id: i64) -> rusqlite::Result<Option<Invoice>> {
    let row = c
        .query_row(
            "SELECT i.id, i.number, i.token, i.job_id, i.status, i.customer_name, i.customer_phone, i.customer_email,
                i.subtotal_cents, i.discount_cents, i.tax_rate_basis_points, i.tax_cents, i.total_cents, i.paid_cents,
                i.tip_cents, i.created_by, i.created_at, i.sent_at, i.paid_at, i.voided_at, i.fleet_id,
                f.name AS fleet_name, f.terms AS fleet_terms, f.po_rule AS fleet_po_rule, i.po_number, i.unit_label,
                i.vin, i.due_date
             FROM invoices i LEFT JOIN fleets f ON f.id = i.fleet_id WHERE i.id = ?1",
            [id],
            db::row::<InvoiceRow>,
        )
        .optional()?
        .map(|r| Invoice {
            id: r.id,
            number: money::invoice_number(r.number),
            url: public_url(config, &r.token),
            token: r.token,
            job_id: r.job_id,
            status: r.status,
            customer_name: r.customer_name,
            customer_phone: r.customer_phone,
            customer_email: r.customer_email,
            lines: Vec::new(),
            subtotal_cents: r.subtotal_cents,
            discount_cents: r.discount_cents,
            tax_rate_basis_points: r.tax_rate_basis_points,
            tax_cents: r.tax_cents,
            total_cents: r.total_cents,
            paid_cents: r.paid_cents,
            tip_cents: r.tip_cents,
            balance_cents: (r.total_cents - r.paid_cents).max(0),
            payments: Vec::new(),
            created_by: r.created_by,
            created_at: r.created_at,
            sent_at: r.sent_at,
            paid_at: r.paid_at,
            voided_at: r.voided_at,
            fleet: r.fleet_id.zip(r.fleet_name).map(|(fleet_id, name)| {
                let terms = r.fleet_terms.unwrap_or_default();
                FleetBilling {
                    fleet_id,
                    name,
                    terms_label: crate::lists::terms_label(&terms).to_string(),
                    terms,
                    po_number: r.po_number,
                    po_required: r.fleet_po_rule.is_some_and(|p| p != "none"),
                    unit: r.unit_label,
                    vin: r.vin,
                    due_date: r.due_date,
                }
            }),
        });
    let Some(mut inv) = row else { return Ok(None) };
    #[derive(Deserialize)]
    struct LineRow {
        description: String,
        quantity_hundredths: i64,
        unit_price_cents: i64,
        taxable: bool,
        amount_cents: i64,
    }
    let mut stmt = c.prepare(
        "SELECT description, quantity_hundredths, unit_price_cents, taxable, amount_cents FROM invoice_lines
         WHERE invoice_id = ?1 ORDER BY position",
    )?;
    inv.lines = stmt
        .query_map([id], db::row::<LineRow>)?
        .map(|r| {
            r.map(|l| Line {
                description: l.description,
                quantity: l.quantity_hundredths as f64 / 100.0,
                unit_price_cents: l.unit_price_cents,
                taxable: l.taxable,
                amount_cents: l.amount_cents,
            })
        })
        .collect::<rusqlite::Result<_>>()?;
    let mut stmt = c.prepare(
        "SELECT id, method, amount_cents AS amountCents, tip_cents AS tipCents, reference, recorded_by AS recordedBy,
            received_at AS receivedAt FROM payments WHERE invoice_id = ?1 ORDER BY id",
    )?;
    inv.payments = stmt.query_map([id], db::row)?.collect::<rusqlite::Result<_>>()?;
    Ok(Some(inv))
}

pub fn id_of_token(c: &Connection, token: &str) -> rusqlite::Result<Option<i64>> {
    c.query_row("SELECT id FROM invoices WHERE token = ?1", [token], |r| r.get("id")).optional()
}

/// The job of the invoice whose link token is `token` (none: no such
/// invoice, or one for no job).
pub fn job_of_token(c: &Connection, token: &str) -> rusqlite::Result<Option<i64>> {
    c.query_row("SELECT job_id FROM invoices WHERE token = ?1", [token], |r| r.get("job_id"))
        .optional()
        .map(Option::flatten)
}

/// The invoices the filter lets through, newest first (at most 1,000).
pub fn list(
    c: &Connection,
    config: &crate::config::Config,
    f: &InvoiceFilter,
) -> rusqlite::Result<Vec<InvoiceSummary>> {
    let mut sql = String::from(
        "SELECT id, number, token, job_id, status, customer_name, customer_phone, total_cents, paid_cents, tip_cents,
            created_at, sent_at, paid_at, CAST(julianday('now') - julianday(created_at) AS INTEGER) AS age_days
         FROM invoices WHERE 1 = 1",
    );
    let mut args: Vec<String> = Vec::new();
    match f.status.as_deref() {
        Some("unpaid") => sql.push_str(" AND status IN ('sent', 'partly-paid')"),
        Some(s) => {
            args.push(s.to_string());
            sql.push_str(&format!(" AND status = ?{}", args.len()));
        }
        None => {}
    }
    if let Some(from) = &f.from {
        args.push(format!("{from}T00:00:00.000Z"));
        sql.push_str(&format!(" AND created_at >= ?{}", args.len()));
    }
    if let Some(to) = &f.to {
        args.push(format!("{to}T23:59:59.999Z"));
        sql.push_str(&format!(" AND created_at <= ?{}", args.len()));
    }
    sql.push_str(" ORDER BY number DESC LIMIT 1000");
    let mut stmt = c.prepare(&sql)?;
    #[derive(Deserialize)]
    struct Row {
        id: i64,
        number: i64,
        token: String,
        job_id: Option<i64>,
        status: InvoiceStatus,
        customer_name: Option<String>,
        customer_phone: Option<String>,
        total_cents: i64,
        paid_cents: i64,
        tip_cents: i64,
        created_at: String,
        sent_at: Option<String>,
        paid_at: Option<String>,
        age_days: Option<i64>,
    }
    stmt.query_map(rusqlite::params_from_iter(args.iter()), db::row::<Row>)?
        .map(|r| {
            r.map(|r| InvoiceSummary {
                id: r.id,
                number: money::invoice_number(r.number),
                url: public_url(config, &r.token),
                job_id: r.job_id,
                status: r.status,
                customer_name: r.customer_name,
                customer_phone: r.customer_phone,
                total_cents: r.total_cents,
                paid_cents: r.paid_cents,
                tip_cents: r.tip_cents,
                balance_cents: (r.total_cents - r.paid_cents).max(0),
                created_at: r.created_at,
                sent_at: r.sent_at,
                paid_at: r.paid_at,
                age_days: r.age_days.unwrap_or(0).max(0),
            })
        })
        .collect()
}

pub use crate::jobs::store::JobInvoice;

/// Who receives what is sent about an invoice: the thread of the job's lead.
pub(super) fn lead_of(c: &Connection, invoice_id: i64) -> rusqlite::Result<Option<LeadRef>> {
    #[derive(Deserialize)]
    struct Lead {
        submission_type: String,
        submission_id: i64,
    }
    let lead: Option<Lead> = c
        .query_row(
            "SELECT j.submission_type, j.submission_id FROM invoices i JOIN job_tracking j ON j.id = i.job_id
             WHERE i.id = ?1",
            [invoice_id],
            db::row,
        )
        .optional()?;
    Ok(lead.and_then(|l| {
        crate::refs::LeadKind::parse(&l.submission_type)
            .map(|kind| LeadRef { kind: kind.as_str(), id: l.submission_id })
    }))
}

/// A draft becomes sent; the first time sent is kept.
pub(super) fn mark_sent(tx: &Connection, id: i64) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE invoices SET status = CASE status WHEN 'draft' THEN 'sent' ELSE status END,
             sent_at = COALESCE(sent_at, ?1), updated_at = ?1 WHERE id = ?2",
        params![crate::time::now_text(), id],
    )
    .map(drop)
}

/// A fleet's invoice as it goes out: its PO number, and its due date unless
/// it has one.
pub(super) fn set_po_and_due(tx: &Connection, id: i64, po: Option<&str>, due: &str) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE invoices SET po_number = ?1, due_date = COALESCE(due_date, ?2) WHERE id = ?3",
        params![po, due, id],
    )
    .map(drop)
}

pub(super) fn mark_void(tx: &Connection, id: i64) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE invoices SET status = 'void', voided_at = COALESCE(voided_at, ?1), updated_at = ?1 WHERE id = ?2",
        params![crate::time::now_text(), id],
    )
    .map(drop)
}

/// Where a payment came from.
pub enum Source<'a> {
    Staff(&'a Staff),
    /// A Checkout session (its id): recorded once, however often it is seen.
    Stripe(&'a str),
    /// A share of a card payment for a fleet's statement (its session's id,
    /// kept as the reference): the statement's session is recorded once, and
    /// shared over the invoices it paid.
    StatementCard,
}

/// Whether the Checkout session's payment was recorded before.
pub(super) fn session_recorded(tx: &Connection, session: &str) -> rusqlite::Result<bool> {
    tx.query_row("SELECT EXISTS (SELECT 1 FROM payments WHERE stripe_session_id = ?1) AS seen", [session], |r| {
        r.get("seen")
    })
}

/// A payment as it is recorded.
pub(super) struct PaymentRow<'a> {
    pub invoice_id: i64,
    pub payment: &'a NewPayment,
    pub tip_cents: i64,
    pub session: Option<&'a str>,
    pub recorded_by: &'a str,
    pub received_at: &'a str,
}

/// Writes a payment and moves the invoice to paid or partly paid.
pub(super) fn insert_payment(tx: &Connection, p: &PaymentRow) -> rusqlite::Result<()> {
    let (payment, tip_cents, now) = (p.payment, p.tip_cents, p.received_at);
    tx.execute(
        "INSERT INTO payments (invoice_id, method, amount_cents, tip_cents, reference, stripe_session_id, recorded_by, received_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![p.invoice_id, payment.method, payment.amount_cents, tip_cents, payment.reference, p.session, p.recorded_by, now],
    )?;
    tx.execute(
        "UPDATE invoices SET paid_cents = paid_cents + ?1, tip_cents = tip_cents + ?2,
             status = CASE WHEN paid_cents + ?1 >= total_cents THEN 'paid' ELSE 'partly-paid' END,
             paid_at = CASE WHEN paid_cents + ?1 >= total_cents THEN COALESCE(paid_at, ?3) ELSE paid_at END,
             updated_at = ?3
         WHERE id = ?4",
        params![payment.amount_cents, tip_cents, now, p.invoice_id],
    )
    .map(drop)
}

/// The Overview's money: payments received (all time and the last 30
/// days), tips counted apart, and what is still owed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentFigures {
    /// Payments received, tips left out (revenue).
    pub revenue_cents: i64,
    pub tips_cents: i64,
    pub revenue_30_days_cents: i64,
    pub tips_30_days_cents: i64,
    /// Sent and partly paid invoices, and what they still owe.
    pub unpaid_invoices: i64,
    pub unpaid_cents: i64,
    /// Drafts: made but not yet billed (never sent), and their totals.
    pub draft_invoices: i64,
    pub draft_cents: i64,
}

pub fn payment_figures(c: &Connection) -> rusqlite::Result<PaymentFigures> {
    let since = crate::time::format(chrono::Utc::now() - chrono::Duration::days(30));
    #[derive(Deserialize)]
    struct Received {
        revenue_cents: i64,
        tips_cents: i64,
        revenue_30_days_cents: i64,
        tips_30_days_cents: i64,
    }
    let Received { revenue_cents, tips_cents, revenue_30_days_cents, tips_30_days_cents } = c.query_row(
        "SELECT COALESCE(SUM(amount_cents), 0) AS revenue_cents, COALESCE(SUM(tip_cents), 0) AS tips_cents,
                COALESCE(SUM(CASE WHEN received_at >= ?1 THEN amount_cents END), 0) AS revenue_30_days_cents,
                COALESCE(SUM(CASE WHEN received_at >= ?1 THEN tip_cents END), 0) AS tips_30_days_cents
         FROM payments",
        [since],
        db::row,
    )?;
    #[derive(Deserialize)]
    struct Sum {
        count: i64,
        cents: i64,
    }
    let Sum { count: unpaid_invoices, cents: unpaid_cents } = c.query_row(
        "SELECT COUNT(*) AS count, COALESCE(SUM(total_cents - paid_cents), 0) AS cents FROM invoices
         WHERE status IN ('sent', 'partly-paid')",
        [],
        db::row,
    )?;
    let Sum { count: draft_invoices, cents: draft_cents } = c.query_row(
        "SELECT COUNT(*) AS count, COALESCE(SUM(total_cents), 0) AS cents FROM invoices WHERE status = 'draft'",
        [],
        db::row,
    )?;
    Ok(PaymentFigures {
        draft_invoices,
        draft_cents,
        revenue_cents,
        tips_cents,
        revenue_30_days_cents,
        tips_30_days_cents,
        unpaid_invoices,
        unpaid_cents,
    })
}

/// An invoice's number, and the database's time now.
#[derive(Deserialize)]
pub struct NumberNow {
    pub number: i64,
    pub now: String,
}

pub fn number_now(c: &Connection, invoice_id: i64) -> rusqlite::Result<NumberNow> {
    c.query_row(
        "SELECT number, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS now FROM invoices WHERE id = ?1",
        [invoice_id],
        db::row,
    )
}

/// Announces a card payment on the live feed. Answers the event's sequence number.
pub fn insert_payment_event(
    tx: &Connection,
    invoice_id: i64,
    summary: &str,
    created_at: &str,
) -> rusqlite::Result<i64> {
    tx.execute(
        "INSERT INTO lead_events (kind, lead_id, summary, created_at) VALUES ('payment', ?1, ?2, ?3)",
        params![invoice_id, summary, created_at],
    )?;
    Ok(tx.last_insert_rowid())
}

/// Whether the invoice is of a job assigned to this technician.
pub fn technicians_invoice(c: &Connection, invoice_id: i64, technician_id: i64) -> rusqlite::Result<bool> {
    c.query_row(
        "SELECT EXISTS (SELECT 1 FROM invoices i JOIN job_tracking j ON j.id = i.job_id WHERE i.id = ?1 AND j.technician_id = ?2) AS theirs",
        params![invoice_id, technician_id],
        |r| r.get("theirs"),
    )
}
