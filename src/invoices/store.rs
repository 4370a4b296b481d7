//! Storing and reading the price book, invoices and payments. Every function
//! takes the connection (or transaction) it works in; the handlers decide
//! what the answer is.
use super::money::{self, LineAmount, Totals};
use super::validate::{InvoiceFilter, NewInvoice, NewPayment, PriceItem};
use crate::accounts::Staff;
use crate::audit::{self, Change};
use crate::db;
use crate::leads::LeadKind;
use crate::messages::LeadRef;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use serde_json::json;
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
    /// draft, sent, partly-paid, paid or void.
    pub status: String,
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
    pub status: String,
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

/// The job's lead: its kind and id (for the text thread), name, phone and email.
struct JobCustomer {
    lead: Option<(LeadKind, i64)>,
    name: Option<String>,
    phone: Option<String>,
    email: Option<String>,
}

fn job_customer(c: &Connection, job_id: i64) -> rusqlite::Result<Option<JobCustomer>> {
    #[derive(Deserialize)]
    struct Job {
        submission_type: String,
        submission_id: i64,
    }
    let job: Option<Job> = c
        .query_row("SELECT submission_type, submission_id FROM job_tracking WHERE id = ?1", [job_id], db::row)
        .optional()?;
    let Some(Job { submission_type: kind, submission_id: lead_id }) = job else { return Ok(None) };
    let Some(kind) = LeadKind::parse(&kind) else {
        return Ok(Some(JobCustomer { lead: None, name: None, phone: None, email: None }));
    };
    #[derive(Deserialize, Default)]
    struct Contact {
        name: Option<String>,
        phone: Option<String>,
        email: Option<String>,
    }
    let row: Option<Contact> = c
        .query_row(&format!("SELECT name, phone, email FROM {} WHERE id = ?1", kind.table()), [lead_id], db::row)
        .optional()?;
    let Contact { name, phone, email } = row.unwrap_or_default();
    let blank = |s: Option<String>| s.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    Ok(Some(JobCustomer { lead: Some((kind, lead_id)), name: blank(name), phone: blank(phone), email: blank(email) }))
}

/// Makes an invoice (a draft) for a job, numbered next in line. The write
/// lock is taken at BEGIN, so two made at once cannot read the same last number.
#[tracing::instrument(level = "debug", name = "invoices::create", skip_all)]
pub fn create(
    c: &mut Connection,
    staff: &Staff,
    config: &crate::config::Config,
    new: &NewInvoice,
) -> Result<Invoice, InvoiceError> {
    let tx = c.transaction()?;
    if staff.role == crate::accounts::Role::Technician {
        let theirs: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM job_tracking WHERE id = ?1 AND technician_id = ?2) AS theirs",
            params![new.job_id, staff.id],
            |r| r.get("theirs"),
        )?;
        if !theirs {
            return Err(InvoiceError::Invalid("jobId", "No job of yours has this id".into()));
        }
    }
    let customer =
        job_customer(&tx, new.job_id)?.ok_or_else(|| InvoiceError::Invalid("jobId", "No job has this id".into()))?;
    let open: Option<i64> = tx
        .query_row(
            "SELECT number FROM invoices WHERE job_id = ?1 AND status != 'void' ORDER BY number LIMIT 1",
            [new.job_id],
            |r| r.get("number"),
        )
        .optional()?;
    if let Some(number) = open {
        return Err(InvoiceError::JobInvoiced(crate::refs::invoice_number(number)));
    }
    let amounts: Vec<LineAmount> = new.lines.iter().map(|l| l.amount).collect();
    let subtotal: i64 = amounts.iter().map(money::line_cents).sum();
    if new.discount_cents > subtotal {
        return Err(InvoiceError::Invalid(
            "discountCents",
            format!("Discount must be at most the subtotal, {}", money::dollars(subtotal)),
        ));
    }
    // A fleet's invoice carries its PO, unit and VIN; an exempt fleet pays no tax.
    let job = crate::jobs::store::job(&tx, new.job_id)?;
    let fleet = job.as_ref().and_then(|j| j.fleet.clone());
    let approved = job.as_ref().and_then(|j| j.approved_cents);
    let po_number = job.and_then(|j| j.po_number);
    let rate = if fleet.as_ref().is_some_and(|f| f.tax_exempt) { 0 } else { config.invoices.tax_basis_points() };
    let t: Totals = money::totals(&amounts, new.discount_cents, rate);
    if t.total_cents > super::validate::MAX_TOTAL_CENTS {
        return Err(InvoiceError::Invalid("lines", "An invoice's total must be at most $1,000,000.00".into()));
    }
    // Over the fleet's limit, the fleet must have approved at least this much.
    if let Some(f) = &fleet
        && let Some(limit) = f.approval_limit_cents
        && t.total_cents > limit
        && approved.is_none_or(|a| t.total_cents > a)
    {
        let why = match approved {
            Some(a) => format!(
                "{} is over the {} {} approved: send them the new amount for approval first",
                money::dollars(t.total_cents),
                money::dollars(a),
                f.name
            ),
            None => format!(
                "{} is over the {} approval limit of {}: send them the estimate for approval first",
                money::dollars(t.total_cents),
                money::dollars(limit),
                f.name
            ),
        };
        return Err(InvoiceError::Invalid("lines", why));
    }
    let number: i64 =
        tx.query_row("SELECT COALESCE(MAX(number), 0) + 1 AS next FROM invoices", [], |r| r.get("next"))?;
    let token = crate::accounts::random_url_token();
    tx.execute(
        "INSERT INTO invoices (number, token, job_id, customer_name, customer_phone, customer_email, subtotal_cents,
             discount_cents, tax_rate_basis_points, tax_cents, total_cents, created_by, fleet_id, po_number,
             unit_label, vin)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
        params![
            number,
            token,
            new.job_id,
            customer.name,
            customer.phone,
            customer.email,
            t.subtotal_cents,
            t.discount_cents,
            rate,
            t.tax_cents,
            t.total_cents,
            staff.username,
            fleet.as_ref().map(|f| f.fleet_id),
            po_number,
            fleet.as_ref().and_then(|f| f.unit.clone()),
            fleet.as_ref().and_then(|f| f.vin.clone())
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
    let invoice = invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    record(&tx, staff, "invoice-create", &invoice)?;
    tx.commit()?;
    Ok(invoice)
}

/// An audit record of an invoice change: its number and amounts, never the customer.
fn record(tx: &Connection, staff: &Staff, action: &'static str, inv: &Invoice) -> rusqlite::Result<()> {
    let after = json!({"number": inv.number, "status": inv.status, "totalCents": inv.total_cents, "paidCents": inv.paid_cents, "tipCents": inv.tip_cents});
    audit::record(
        tx,
        staff,
        Change { action, subject_type: "invoice", subject_id: inv.id, before: None, after: Some(&after) },
    )
}

/// An invoice's row.
#[derive(Deserialize)]
struct InvoiceRow {
    id: i64,
    number: i64,
    token: String,
    job_id: Option<i64>,
    status: String,
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
        status: String,
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
fn lead_of(c: &Connection, invoice_id: i64) -> rusqlite::Result<Option<LeadRef>> {
    let job: Option<i64> =
        c.query_row("SELECT job_id FROM invoices WHERE id = ?1", [invoice_id], |r| r.get("job_id"))?;
    let Some(job) = job else { return Ok(None) };
    Ok(job_customer(c, job)?.and_then(|jc| jc.lead).map(|(kind, id)| LeadRef { kind: kind.as_str(), id }))
}

/// Queues a text (on the lead's thread) and, when the customer gave an
/// email and mail is set up, a mail. True when anything was queued.
fn tell_customer(
    tx: &Connection,
    config: &crate::config::Config,
    inv: &Invoice,
    text: &str,
    subject: &str,
    mail: &str,
) -> rusqlite::Result<bool> {
    let mut queued = false;
    let lead = lead_of(tx, inv.id)?;
    if let Some(phone) = &inv.customer_phone {
        queued |= crate::messages::queue_text(tx, config, lead, &crate::phone::Phone::read(phone), text)?.is_some();
    }
    if let Some(email) = inv.customer_email.as_ref().filter(|e| e.contains('@'))
        && config.mail.host.as_deref().is_some_and(|h| !h.is_empty())
    {
        crate::alerts::enqueue_mail(
            tx,
            &crate::alerts::Mail {
                to: email.clone(),
                subject: subject.to_string(),
                body: mail.to_string(),
                expires_at: crate::time::format(chrono::Utc::now() + chrono::Duration::days(7)),
            },
            lead,
        )?;
        queued = true;
    }
    Ok(queued)
}

/// Sends the invoice's link to the customer (text and mail); a draft becomes sent.
#[tracing::instrument(level = "debug", name = "invoices::send", skip_all, fields(invoice = id))]
pub fn send(
    c: &mut Connection,
    staff: &Staff,
    config: &crate::config::Config,
    id: i64,
) -> Result<(Invoice, bool), InvoiceError> {
    let tx = c.transaction()?;
    let inv = invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    if inv.status == "void" {
        return Err(InvoiceError::Invalid("invoice", "This invoice is void: make a new one".into()));
    }
    let inv = match &inv.fleet {
        Some(fleet) => bill_fleet(&tx, config, &inv, fleet)?,
        None => inv,
    };
    let business = &crate::content::BUSINESS.name;
    let total = money::dollars(inv.total_cents);
    let text = crate::content::fill(
        &crate::content::BUSINESS.messages.invoice_sent,
        &[("business", business), ("number", &inv.number), ("total", &total), ("url", &inv.url)],
    );
    let mail = format!(
        "Invoice {} for {total}.\n\nSee it, print it and pay it here:\n{}\n\nQuestions? Call {}.\n",
        inv.number,
        inv.url,
        crate::content::BUSINESS.phones.emergency.display
    );
    let queued = tell_customer(&tx, config, &inv, &text, &format!("{business}: invoice {}", inv.number), &mail)?;
    tx.execute(
        "UPDATE invoices SET status = CASE status WHEN 'draft' THEN 'sent' ELSE status END,
             sent_at = COALESCE(sent_at, ?1), updated_at = ?1 WHERE id = ?2",
        params![crate::time::now_text(), id],
    )?;
    let inv = invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    record(&tx, staff, "invoice-send", &inv)?;
    tx.commit()?;
    Ok((inv, queued))
}

/// Before a fleet's invoice goes out: the job's PO number as it is now (a
/// PO the fleet gave after the invoice was made is on it), refused when the
/// fleet wants one and there is none; the due date from the fleet's terms.
fn bill_fleet(
    tx: &Connection,
    config: &crate::config::Config,
    inv: &Invoice,
    fleet: &FleetBilling,
) -> Result<Invoice, InvoiceError> {
    let job_po = match inv.job_id {
        Some(job) => crate::jobs::store::job(tx, job)?.and_then(|j| j.po_number),
        None => None,
    };
    let po = job_po.or_else(|| fleet.po_number.clone());
    if fleet.po_required && po.is_none() {
        return Err(InvoiceError::Invalid(
            "poNumber",
            format!("{} needs a PO number on its invoices: add it to the job, then send", fleet.name),
        ));
    }
    let due = (crate::time::eastern_today() + chrono::Duration::days(crate::lists::terms_days(&fleet.terms)))
        .format("%Y-%m-%d")
        .to_string();
    tx.execute(
        "UPDATE invoices SET po_number = ?1, due_date = COALESCE(due_date, ?2) WHERE id = ?3",
        params![po, due, inv.id],
    )?;
    invoice(tx, config, inv.id)?.ok_or(InvoiceError::NotFound)
}

pub fn void(
    c: &mut Connection,
    staff: &Staff,
    config: &crate::config::Config,
    id: i64,
) -> Result<Invoice, InvoiceError> {
    let tx = c.transaction()?;
    let inv = invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    if inv.paid_cents > 0 {
        return Err(InvoiceError::Invalid("invoice", "An invoice with payments cannot be voided".into()));
    }
    tx.execute(
        "UPDATE invoices SET status = 'void', voided_at = COALESCE(voided_at, ?1), updated_at = ?1 WHERE id = ?2",
        params![crate::time::now_text(), id],
    )?;
    let inv = invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    record(&tx, staff, "invoice-void", &inv)?;
    tx.commit()?;
    Ok(inv)
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

/// Records a payment, moves the invoice to paid or partly paid, and queues
/// the receipt. A payment by hand may not exceed the balance; a card
/// payment is money already taken, recorded as it is. Answers None when
/// the Stripe session was already recorded.
#[tracing::instrument(level = "debug", name = "invoices::record_payment", skip_all, fields(invoice = invoice_id))]
pub fn record_payment(
    tx: &Connection,
    config: &crate::config::Config,
    invoice_id: i64,
    payment: &NewPayment,
    tip_cents: i64,
    source: Source,
) -> Result<Option<Invoice>, InvoiceError> {
    let inv = invoice(tx, config, invoice_id)?.ok_or(InvoiceError::NotFound)?;
    let (recorded_by, session) = match &source {
        Source::Staff(s) => (s.username.as_str(), None),
        Source::Stripe(id) => ("stripe", Some(*id)),
        Source::StatementCard => ("stripe", None),
    };
    if let Some(session) = session {
        let seen: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM payments WHERE stripe_session_id = ?1) AS seen",
            [session],
            |r| r.get("seen"),
        )?;
        if seen {
            return Ok(None);
        }
    } else if !matches!(source, Source::StatementCard) {
        if inv.status == "void" {
            return Err(InvoiceError::Invalid(
                "invoice",
                "This invoice is void: no payment can be recorded on it".into(),
            ));
        }
        if payment.amount_cents > inv.balance_cents {
            return Err(InvoiceError::Invalid(
                "amountCents",
                if inv.balance_cents == 0 {
                    "This invoice is paid in full".to_string()
                } else {
                    format!("Amount must be at most the balance due, {}", money::dollars(inv.balance_cents))
                },
            ));
        }
    }
    let now = crate::time::now_text();
    tx.execute(
        "INSERT INTO payments (invoice_id, method, amount_cents, tip_cents, reference, stripe_session_id, recorded_by, received_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![invoice_id, payment.method, payment.amount_cents, tip_cents, payment.reference, session, recorded_by, now],
    )?;
    tx.execute(
        "UPDATE invoices SET paid_cents = paid_cents + ?1, tip_cents = tip_cents + ?2,
             status = CASE WHEN paid_cents + ?1 >= total_cents THEN 'paid' ELSE 'partly-paid' END,
             paid_at = CASE WHEN paid_cents + ?1 >= total_cents THEN COALESCE(paid_at, ?3) ELSE paid_at END,
             updated_at = ?3
         WHERE id = ?4",
        params![payment.amount_cents, tip_cents, now, invoice_id],
    )?;
    let inv = invoice(tx, config, invoice_id)?.ok_or(InvoiceError::NotFound)?;
    let business = &crate::content::BUSINESS.name;
    let amount = money::dollars(payment.amount_cents + tip_cents);
    let text = crate::content::fill(
        &crate::content::BUSINESS.messages.receipt,
        &[("business", business), ("amount", &amount), ("number", &inv.number), ("url", &inv.url)],
    );
    let balance = if inv.balance_cents > 0 {
        format!("Still due: {}.", money::dollars(inv.balance_cents))
    } else {
        "Paid in full.".to_string()
    };
    let mail = format!(
        "Thank you. We received {amount} for invoice {} on {}.\n{balance}\n\nYour receipt:\n{}\n",
        inv.number,
        &now[..10],
        inv.url
    );
    tell_customer(tx, config, &inv, &text, &format!("{business}: receipt for invoice {}", inv.number), &mail)?;
    if let Source::Staff(staff) = source {
        record(tx, staff, "payment", &inv)?;
    }
    Ok(Some(inv))
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
