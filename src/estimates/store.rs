//! Storing estimates, their options and lines, the driver's answer, and the
//! holds and deposits Stripe keeps for them. Every function takes the
//! connection (or transaction) it works in; `super::workflow` decides.
use super::validate::Payment;
use crate::db;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Where an estimate is (the `status` column's words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum EstimateStatus {
    Draft,
    Sent,
    Approved,
    Declined,
    /// Sent, not answered, and past its expiry (never stored: read so).
    Expired,
    /// Its job was cancelled before an answer.
    Cancelled,
}

/// Where a hold or deposit is (the `status` column's words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum HoldStatus {
    /// On the card, not captured.
    Held,
    /// Captured for an invoice (`capturedCents`; Stripe released the rest).
    Captured,
    /// Its job was cancelled: to be released at Stripe.
    Releasing,
    Released,
    /// A deposit charged, not yet on an invoice.
    Paid,
    /// A deposit recorded as a payment on the job's invoice.
    Invoiced,
    /// Its job was cancelled and the terms refund it: to be refunded at Stripe.
    Refunding,
    Refunded,
    /// Its job was cancelled and the terms keep it.
    Kept,
}

impl HoldStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            HoldStatus::Held => "held",
            HoldStatus::Captured => "captured",
            HoldStatus::Releasing => "releasing",
            HoldStatus::Released => "released",
            HoldStatus::Paid => "paid",
            HoldStatus::Invoiced => "invoiced",
            HoldStatus::Refunding => "refunding",
            HoldStatus::Refunded => "refunded",
            HoldStatus::Kept => "kept",
        }
    }
}

/// A hold or a deposit, as the job card and the Jobs tab show it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Hold {
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub id: i64,
    pub estimate_id: i64,
    pub job_id: i64,
    /// "hold" or "deposit".
    pub kind: String,
    pub amount_cents: i64,
    pub status: HoldStatus,
    /// When a hold must be captured by (RFC 3339); null for a deposit.
    pub capture_before: Option<String>,
    pub captured_cents: i64,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub payment_intent: String,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub session_id: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = EstimateOptionLine)]
pub struct EstimateLine {
    pub description: String,
    pub quantity_hundredths: i64,
    pub unit_price_cents: i64,
    pub taxable: bool,
    pub amount_cents: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EstimateOption {
    pub position: i64,
    pub title: String,
    pub lines: Vec<EstimateLine>,
    pub subtotal_cents: i64,
    pub tax_cents: i64,
    pub total_cents: i64,
    /// What approving it asks now: the deposit, the hold, or 0.
    pub due_cents: i64,
}

/// An estimate as staff see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Estimate {
    pub id: i64,
    pub job_id: i64,
    /// A change order: the estimate it changes.
    pub parent_id: Option<i64>,
    /// EST-0001.
    pub number: String,
    /// The driver's page.
    pub url: String,
    #[serde(skip)]
    pub token: String,
    pub status: EstimateStatus,
    pub payment: Payment,
    pub deposit_percent: Option<i64>,
    pub deposit_cents: Option<i64>,
    pub expires_at: String,
    pub note: Option<String>,
    pub customer_name: Option<String>,
    pub customer_phone: Option<String>,
    pub customer_email: Option<String>,
    pub tax_rate_basis_points: i64,
    pub options: Vec<EstimateOption>,
    /// A change order's: the approved total it replaces.
    pub previous_approved_cents: Option<i64>,
    pub approved_option: Option<i64>,
    pub approved_name: Option<String>,
    pub approved_at: Option<String>,
    pub approved_cents: Option<i64>,
    pub declined_reason: Option<String>,
    pub decided_at: Option<String>,
    /// Who answered, by which way, for a fleet's estimate: "Dana Dispatch (approver's link)".
    pub decided_by: Option<String>,
    /// The purchase order number the fleet's approver gave with the approval.
    pub approved_po: Option<String>,
    /// A fleet's estimate: the approvers it was sent to, each with a link of
    /// their own (the driver's page then only shows it). Empty for a driver's.
    pub sent_to: Vec<String>,
    pub holds: Vec<Hold>,
    pub created_at: String,
    pub sent_at: Option<String>,
}

impl Estimate {
    pub fn option(&self, position: i64) -> Option<&EstimateOption> {
        self.options.iter().find(|o| o.position == position)
    }
}

/// EST-0001, from the estimate's id.
pub fn number(id: i64) -> String {
    format!("EST-{id:04}")
}

#[derive(Deserialize)]
struct EstimateRow {
    id: i64,
    job_id: i64,
    parent_id: Option<i64>,
    token: String,
    status: String,
    payment: Payment,
    deposit_percent: Option<i64>,
    deposit_cents: Option<i64>,
    expires_at: String,
    note: Option<String>,
    customer_name: Option<String>,
    customer_phone: Option<String>,
    customer_email: Option<String>,
    tax_rate_basis_points: i64,
    previous_approved_cents: Option<i64>,
    approved_option: Option<i64>,
    approved_name: Option<String>,
    approved_cents: Option<i64>,
    declined_reason: Option<String>,
    decided_at: Option<String>,
    decided_by: Option<String>,
    approved_po: Option<String>,
    created_at: String,
    sent_at: Option<String>,
}

#[derive(Deserialize)]
struct OptionRow {
    id: i64,
    position: i64,
    title: String,
    subtotal_cents: i64,
    tax_cents: i64,
    total_cents: i64,
    due_cents: i64,
}

/// A new estimate's row.
pub struct NewRow<'a> {
    pub job_id: i64,
    pub parent_id: Option<i64>,
    pub token: &'a str,
    pub payment: Payment,
    pub deposit_percent: Option<i64>,
    pub deposit_cents: Option<i64>,
    pub tax_rate_basis_points: i64,
    pub previous_approved_cents: Option<i64>,
    pub expires_at: &'a str,
    pub note: Option<&'a str>,
    pub customer: &'a crate::jobs::store::JobCustomer,
    pub created_by: &'a str,
}

pub fn insert(tx: &Connection, r: &NewRow) -> rusqlite::Result<i64> {
    tx.execute(
        "INSERT INTO estimates (job_id, parent_id, token, payment, deposit_percent, deposit_cents, tax_rate_basis_points,
             previous_approved_cents, expires_at, note, customer_name, customer_phone, customer_email, created_by)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        params![
            r.job_id,
            r.parent_id,
            r.token,
            r.payment.as_str(),
            r.deposit_percent,
            r.deposit_cents,
            r.tax_rate_basis_points,
            r.previous_approved_cents,
            r.expires_at,
            r.note,
            r.customer.name,
            r.customer.phone,
            r.customer.email,
            r.created_by
        ],
    )?;
    Ok(tx.last_insert_rowid())
}

/// A draft's terms, as changed.
pub struct DraftTerms<'a> {
    pub payment: Payment,
    pub deposit_percent: Option<i64>,
    pub deposit_cents: Option<i64>,
    pub tax_rate_basis_points: i64,
    pub previous_approved_cents: Option<i64>,
    pub expires_at: &'a str,
    pub note: Option<&'a str>,
}

pub fn update_draft(tx: &Connection, id: i64, t: &DraftTerms) -> rusqlite::Result<usize> {
    tx.execute(
        "UPDATE estimates SET payment = ?2, deposit_percent = ?3, deposit_cents = ?4, tax_rate_basis_points = ?5,
             previous_approved_cents = ?6, expires_at = ?7, note = ?8, updated_at = ?9
         WHERE id = ?1 AND status = 'draft'",
        params![
            id,
            t.payment.as_str(),
            t.deposit_percent,
            t.deposit_cents,
            t.tax_rate_basis_points,
            t.previous_approved_cents,
            t.expires_at,
            t.note,
            crate::time::now_text()
        ],
    )
}

/// A draft's options go (their lines with them) before it is written anew.
pub fn delete_options(tx: &Connection, id: i64) -> rusqlite::Result<usize> {
    tx.execute("DELETE FROM estimate_options WHERE estimate_id = ?1", [id])
}

pub fn delete_draft(tx: &Connection, id: i64) -> rusqlite::Result<usize> {
    tx.execute("DELETE FROM estimates WHERE id = ?1 AND status = 'draft'", [id])
}

/// An option's row: its place, title and totals.
pub struct OptionTotals<'a> {
    pub position: i64,
    pub title: &'a str,
    pub totals: crate::money::Totals,
    pub due_cents: i64,
}

pub fn insert_option(tx: &Connection, estimate_id: i64, o: &OptionTotals) -> rusqlite::Result<i64> {
    tx.execute(
        "INSERT INTO estimate_options (estimate_id, position, title, subtotal_cents, tax_cents, total_cents, due_cents)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            estimate_id,
            o.position,
            o.title,
            o.totals.subtotal_cents,
            o.totals.tax_cents,
            o.totals.total_cents,
            o.due_cents
        ],
    )?;
    Ok(tx.last_insert_rowid())
}

pub fn insert_line(
    tx: &Connection,
    option_id: i64,
    position: i64,
    line: &crate::lines::NewLine,
) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO estimate_lines (option_id, position, description, quantity_hundredths, unit_price_cents, taxable, amount_cents)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            option_id,
            position,
            line.description,
            line.amount.quantity_hundredths,
            line.amount.unit_price_cents,
            line.amount.taxable,
            crate::money::line_cents(&line.amount)
        ],
    )?;
    Ok(())
}

/// One estimate with its options, lines and holds; `now` decides whether a
/// sent one has expired.
pub fn estimate(c: &Connection, base_url: &str, id: i64, now: &str) -> rusqlite::Result<Option<Estimate>> {
    let Some(r) = c
        .query_row(
            "SELECT id, job_id, parent_id, token, status, payment, deposit_percent, deposit_cents, expires_at, note,
                    customer_name, customer_phone, customer_email, tax_rate_basis_points, previous_approved_cents,
                    approved_option, approved_name, approved_cents, declined_reason, decided_at, decided_by,
                    approved_po, created_at, sent_at
             FROM estimates WHERE id = ?1",
            [id],
            db::row::<EstimateRow>,
        )
        .optional()?
    else {
        return Ok(None);
    };
    let mut options = Vec::new();
    let mut stmt = c.prepare(
        "SELECT id, position, title, subtotal_cents, tax_cents, total_cents, due_cents
         FROM estimate_options WHERE estimate_id = ?1 ORDER BY position",
    )?;
    let rows: Vec<OptionRow> = stmt.query_map([id], db::row::<OptionRow>)?.collect::<rusqlite::Result<_>>()?;
    let mut lines_of = c.prepare(
        "SELECT description, quantity_hundredths AS quantityHundredths, unit_price_cents AS unitPriceCents, taxable,
                amount_cents AS amountCents
         FROM estimate_lines WHERE option_id = ?1 ORDER BY position",
    )?;
    for o in rows {
        let lines = lines_of.query_map([o.id], db::row::<EstimateLine>)?.collect::<rusqlite::Result<_>>()?;
        options.push(EstimateOption {
            position: o.position,
            title: o.title,
            lines,
            subtotal_cents: o.subtotal_cents,
            tax_cents: o.tax_cents,
            total_cents: o.total_cents,
            due_cents: o.due_cents,
        });
    }
    let status = match r.status.as_str() {
        "draft" => EstimateStatus::Draft,
        "sent" if r.expires_at.as_str() <= now => EstimateStatus::Expired,
        "sent" => EstimateStatus::Sent,
        "approved" => EstimateStatus::Approved,
        "declined" => EstimateStatus::Declined,
        _ => EstimateStatus::Cancelled,
    };
    let approved = status == EstimateStatus::Approved;
    Ok(Some(Estimate {
        id: r.id,
        job_id: r.job_id,
        parent_id: r.parent_id,
        number: number(r.id),
        url: format!("{base_url}/estimate/{}", r.token),
        token: r.token,
        status,
        payment: r.payment,
        deposit_percent: r.deposit_percent,
        deposit_cents: r.deposit_cents,
        expires_at: r.expires_at,
        note: r.note,
        customer_name: r.customer_name,
        customer_phone: r.customer_phone,
        customer_email: r.customer_email,
        tax_rate_basis_points: r.tax_rate_basis_points,
        options,
        previous_approved_cents: r.previous_approved_cents,
        approved_option: r.approved_option,
        approved_name: r.approved_name,
        approved_at: if approved { r.decided_at.clone() } else { None },
        approved_cents: r.approved_cents,
        declined_reason: r.declined_reason,
        decided_at: r.decided_at,
        decided_by: r.decided_by,
        approved_po: r.approved_po,
        sent_to: sent_to(c, id)?,
        holds: holds_of_estimate(c, id)?,
        created_at: r.created_at,
        sent_at: r.sent_at,
    }))
}

pub fn id_of_token(c: &Connection, token: &str) -> rusqlite::Result<Option<i64>> {
    c.query_row("SELECT id FROM estimates WHERE token = ?1", [token], |r| r.get("id")).optional()
}

pub fn job_of(c: &Connection, id: i64) -> rusqlite::Result<i64> {
    c.query_row("SELECT job_id FROM estimates WHERE id = ?1", [id], |r| r.get("job_id"))
}

/// A job's estimates, newest first.
pub fn ids_of_job(c: &Connection, job_id: i64) -> rusqlite::Result<Vec<i64>> {
    let mut stmt = c.prepare("SELECT id FROM estimates WHERE job_id = ?1 ORDER BY id DESC")?;
    stmt.query_map([job_id], |r| r.get("id"))?.collect()
}

/// A draft becomes sent (the first time kept); a sent one is sent again.
pub fn mark_sent(tx: &Connection, id: i64) -> rusqlite::Result<usize> {
    tx.execute(
        "UPDATE estimates SET status = 'sent', sent_at = COALESCE(sent_at, ?2), updated_at = ?2
         WHERE id = ?1 AND status IN ('draft', 'sent')",
        params![id, crate::time::now_text()],
    )
}

/// The driver's approval of option `position` for `cents`, once, of a sent
/// estimate not yet expired. False when it was answered already.
pub struct Approval<'a> {
    pub position: i64,
    pub name: &'a str,
    pub from: &'a str,
    pub cents: i64,
    pub now: &'a str,
    /// A fleet approver's: who, by which way, and the PO number they gave.
    pub by: Option<&'a str>,
    pub po: Option<&'a str>,
}

pub fn approve(tx: &Connection, id: i64, a: &Approval) -> rusqlite::Result<bool> {
    Ok(tx.execute(
        "UPDATE estimates SET status = 'approved', approved_option = ?2, approved_name = ?3, approved_from = ?4,
             approved_cents = ?5, decided_at = ?6, updated_at = ?6, decided_by = ?7, approved_po = ?8
         WHERE id = ?1 AND status = 'sent'",
        params![id, a.position, a.name, a.from, a.cents, a.now, a.by, a.po],
    )? == 1)
}

/// `by`: a fleet approver's name and way, as for an approval.
pub fn decline(tx: &Connection, id: i64, reason: Option<&str>, by: Option<&str>, now: &str) -> rusqlite::Result<bool> {
    Ok(tx.execute(
        "UPDATE estimates SET status = 'declined', declined_reason = ?2, decided_at = ?3, updated_at = ?3, decided_by = ?4
         WHERE id = ?1 AND status = 'sent' AND expires_at > ?3",
        params![id, reason, now, by],
    )? == 1)
}

/// A fleet approver's own link to an estimate, under `token` (a new random
/// one), working until `expires_at` (the estimate's expiry).
pub fn insert_link(
    tx: &Connection,
    estimate_id: i64,
    requester_id: i64,
    token: &str,
    expires_at: &str,
) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO estimate_links (estimate_id, requester_id, token, expires_at) VALUES (?1, ?2, ?3, ?4)",
        params![estimate_id, requester_id, token, expires_at],
    )?;
    Ok(())
}

/// What an approver's link opens: the estimate and whom the link was made
/// for. None for an unknown token, or a requester removed or erased since
/// (the link goes with them).
#[derive(Debug, Deserialize)]
pub struct Link {
    pub estimate_id: i64,
    pub requester: String,
    pub expired: bool,
}

pub fn by_link(c: &Connection, token: &str, now: &str) -> rusqlite::Result<Option<Link>> {
    c.query_row(
        "SELECT l.estimate_id, r.name AS requester, l.expires_at <= ?2 AS expired
         FROM estimate_links l JOIN fleet_requesters r ON r.id = l.requester_id
         WHERE l.token = ?1",
        params![token, now],
        db::row,
    )
    .optional()
}

/// The fleet a fleet job's estimate went to (its portal managers answer it too).
pub fn set_fleet(tx: &Connection, id: i64, fleet_id: i64) -> rusqlite::Result<usize> {
    tx.execute("UPDATE estimates SET fleet_id = ?2 WHERE id = ?1", params![id, fleet_id])
}

/// The fleet's estimates sent and waiting for an answer, oldest first.
pub fn waiting_of_fleet(c: &Connection, fleet_id: i64, now: &str) -> rusqlite::Result<Vec<i64>> {
    let mut stmt =
        c.prepare("SELECT id FROM estimates WHERE fleet_id = ?1 AND status = 'sent' AND expires_at > ?2 ORDER BY id")?;
    stmt.query_map(params![fleet_id, now], |r| r.get("id"))?.collect()
}

/// The fleet an estimate went to, if it went to one.
pub fn fleet_of(c: &Connection, id: i64) -> rusqlite::Result<Option<i64>> {
    Ok(c.query_row("SELECT fleet_id FROM estimates WHERE id = ?1", [id], |r| r.get::<_, Option<i64>>("fleet_id"))
        .optional()?
        .flatten())
}

/// The names of the approvers a fleet's estimate went to, in the order asked.
pub fn sent_to(c: &Connection, estimate_id: i64) -> rusqlite::Result<Vec<String>> {
    let mut stmt = c.prepare(
        "SELECT DISTINCT r.name, MIN(l.id) AS first FROM estimate_links l
         JOIN fleet_requesters r ON r.id = l.requester_id
         WHERE l.estimate_id = ?1 GROUP BY r.id ORDER BY first",
    )?;
    stmt.query_map([estimate_id], |r| r.get("name"))?.collect()
}

/// The change order of estimate `parent` sent and not yet answered, if any.
pub fn pending_change(c: &Connection, parent: i64, now: &str) -> rusqlite::Result<Option<i64>> {
    c.query_row(
        "SELECT id FROM estimates WHERE parent_id = ?1 AND status = 'sent' AND expires_at > ?2 ORDER BY id DESC LIMIT 1",
        params![parent, now],
        |r| r.get("id"),
    )
    .optional()
}

/// The job's estimates not yet answered are cancelled with it.
pub fn cancel_open(tx: &Connection, job_id: i64) -> rusqlite::Result<usize> {
    tx.execute(
        "UPDATE estimates SET status = 'cancelled', updated_at = ?2 WHERE job_id = ?1 AND status IN ('draft', 'sent')",
        params![job_id, crate::time::now_text()],
    )
}

/// The job's approved estimate standing now (the latest approved: a change
/// order replaces what it changes), if any.
pub fn approved_of_job(c: &Connection, job_id: i64) -> rusqlite::Result<Option<i64>> {
    c.query_row(
        "SELECT id FROM estimates WHERE job_id = ?1 AND status = 'approved' ORDER BY id DESC LIMIT 1",
        [job_id],
        |r| r.get("id"),
    )
    .optional()
}

/// A hold or deposit Stripe has for an estimate.
pub struct NewHold<'a> {
    pub estimate_id: i64,
    pub job_id: i64,
    pub kind: Payment,
    pub session_id: &'a str,
    pub payment_intent: &'a str,
    pub amount_cents: i64,
    pub capture_before: Option<&'a str>,
}

/// Inserts it once per session: false when it was recorded before.
pub fn insert_hold(tx: &Connection, h: &NewHold) -> rusqlite::Result<bool> {
    let status = if h.kind == Payment::Hold { HoldStatus::Held } else { HoldStatus::Paid };
    Ok(tx.execute(
        "INSERT OR IGNORE INTO estimate_payments
             (estimate_id, job_id, kind, session_id, payment_intent, amount_cents, capture_before, status)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            h.estimate_id,
            h.job_id,
            h.kind.as_str(),
            h.session_id,
            h.payment_intent,
            h.amount_cents,
            h.capture_before,
            status.as_str()
        ],
    )? == 1)
}

/// Named as `Hold` names them (camelCase), so one struct is the row and the answer.
const HOLD_COLUMNS: &str = "id, estimate_id AS estimateId, job_id AS jobId, kind, amount_cents AS amountCents, status,
    capture_before AS captureBefore, captured_cents AS capturedCents, payment_intent AS paymentIntent,
    session_id AS sessionId";

/// The holds `condition` names, oldest first, at most `limit`.
fn holds_where(c: &Connection, condition: &str, limit: i64, p: impl rusqlite::Params) -> rusqlite::Result<Vec<Hold>> {
    let mut stmt = c.prepare(&format!(
        "SELECT {HOLD_COLUMNS} FROM estimate_payments WHERE {condition} ORDER BY id LIMIT {limit}"
    ))?;
    stmt.query_map(p, db::row::<Hold>)?.collect()
}

pub fn holds_of_estimate(c: &Connection, estimate_id: i64) -> rusqlite::Result<Vec<Hold>> {
    holds_where(c, "estimate_id = ?1", 100, [estimate_id])
}

pub fn holds_of_job(c: &Connection, job_id: i64) -> rusqlite::Result<Vec<Hold>> {
    holds_where(c, "job_id = ?1", 100, [job_id])
}

/// Holds on cards and deposits not yet on an invoice, oldest first (at most 500).
pub fn standing(c: &Connection) -> rusqlite::Result<Vec<Hold>> {
    holds_where(c, "status IN ('held', 'paid')", 500, [])
}

/// Holds to release and deposits to refund at Stripe.
pub fn to_settle(c: &Connection) -> rusqlite::Result<Vec<Hold>> {
    holds_where(c, "status IN ('releasing', 'refunding')", 100, [])
}

/// Holds that must be captured before `before`.
pub fn ending_before(c: &Connection, before: &str) -> rusqlite::Result<Vec<Hold>> {
    holds_where(c, "status = 'held' AND capture_before <= ?1", 100, [before])
}

pub fn set_hold(tx: &Connection, id: i64, status: HoldStatus, captured_cents: i64) -> rusqlite::Result<usize> {
    tx.execute(
        "UPDATE estimate_payments SET status = ?2, captured_cents = ?3, updated_at = ?4 WHERE id = ?1",
        params![id, status.as_str(), captured_cents, crate::time::now_text()],
    )
}

/// Estimates sent, approved and declined since `since` (the Overview's period).
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Counts {
    pub sent: i64,
    pub approved: i64,
    pub declined: i64,
}

pub fn counts(c: &Connection, since: &str) -> rusqlite::Result<Counts> {
    c.query_row(
        "SELECT COUNT(*) AS sent,
                COALESCE(SUM(status = 'approved'), 0) AS approved,
                COALESCE(SUM(status = 'declined'), 0) AS declined
         FROM estimates WHERE sent_at >= ?1",
        [since],
        db::row::<Counts>,
    )
}
