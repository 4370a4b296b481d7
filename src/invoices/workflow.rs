//! What an invoice's changes set off beyond its rows, each in one
//! transaction: made from its job (the job's fleet, PO and approved
//! amount), sent (the fleet's PO and terms, the customer's text and mail),
//! voided, paid (the receipt); each audited. The SQL is `super::store`.
use super::money::{self, LineAmount, Totals};
use super::store::{self, FleetBilling, Invoice, InvoiceError, Source};
use super::validate::{NewInvoice, NewPayment};
use crate::accounts::Staff;
use crate::audit::{self, Change};
use crate::lists::InvoiceStatus;
use crate::state::Effects;
use rusqlite::Connection;
use serde_json::json;

/// Makes an invoice (a draft) for a job, numbered next in line. The write
/// lock is taken at BEGIN, so two made at once cannot read the same last number.
/// Its `Effects` tell the job's technician (a signature taken for the old
/// amount is void: their app asks again at once).
#[tracing::instrument(level = "debug", name = "invoices::create", skip_all)]
pub fn create(
    c: &mut Connection,
    staff: &Staff,
    config: &crate::config::Config,
    new: &NewInvoice,
) -> Result<(Invoice, Effects), InvoiceError> {
    let tx = c.transaction()?;
    if staff.role == crate::accounts::Role::Technician && !store::technicians_job(&tx, new.job_id, staff.id)? {
        return Err(InvoiceError::Invalid("jobId", "No job of yours has this id".into()));
    }
    let customer = crate::jobs::store::job_customer(&tx, new.job_id)?.ok_or_else(|| {
        if new.from_estimate {
            InvoiceError::NotFound
        } else {
            InvoiceError::Invalid("jobId", "No job has this id".into())
        }
    })?;
    if let Some(number) = store::open_invoice_of(&tx, new.job_id)? {
        return Err(InvoiceError::JobInvoiced(crate::refs::invoice_number(number)));
    }
    let estimated;
    let new = if new.from_estimate {
        estimated = NewInvoice { lines: estimate_lines(&tx, config, new.job_id)?, ..new.clone() };
        &estimated
    } else {
        new
    };
    if new.lines.is_empty() {
        return Err(InvoiceError::Invalid("lines", "Add at least one line: an invoice cannot be empty".into()));
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
    let technician = job.as_ref().and_then(|j| j.technician_id);
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
    let token = crate::accounts::random_url_token();
    let row = store::NewRow {
        token: &token,
        customer: &customer,
        totals: &t,
        tax_rate_basis_points: rate,
        created_by: &staff.username,
        fleet: fleet.as_ref(),
        po_number: po_number.as_deref(),
    };
    let id = store::insert(&tx, new, &row)?;
    let invoice = store::invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    record(&tx, staff, "invoice-create", &invoice)?;
    tx.commit()?;
    Ok((invoice, job_changed(new.job_id, technician)))
}

/// The job's technician hears that its invoice changed.
fn job_changed(job_id: i64, technician: Option<i64>) -> Effects {
    Effects { technicians: technician.into_iter().collect(), ..Effects::default().for_job(job_id) }
}

/// The lines of the option the driver approved on the job's standing estimate.
fn estimate_lines(
    tx: &Connection,
    config: &crate::config::Config,
    job_id: i64,
) -> Result<Vec<crate::lines::NewLine>, InvoiceError> {
    let none = || InvoiceError::Invalid("fromEstimate", "This job has no approved estimate".into());
    let id = crate::estimates::store::approved_of_job(tx, job_id)?.ok_or_else(none)?;
    let e = crate::estimates::store::estimate(tx, &config.base_url, id, &crate::time::now_text())?.ok_or_else(none)?;
    let option = e.approved_option.and_then(|p| e.option(p)).ok_or_else(none)?;
    Ok(option
        .lines
        .iter()
        .map(|l| crate::lines::NewLine {
            description: l.description.clone(),
            amount: LineAmount {
                quantity_hundredths: l.quantity_hundredths,
                unit_price_cents: l.unit_price_cents,
                taxable: l.taxable,
            },
        })
        .collect())
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
    let lead = store::lead_of(tx, inv.id)?;
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
    taken: &[crate::estimates::Taken],
) -> Result<(Invoice, Effects), InvoiceError> {
    let tx = c.transaction()?;
    let inv = store::invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    if inv.status == InvoiceStatus::Void {
        return Err(InvoiceError::Invalid("invoice", "This invoice is void: make a new one".into()));
    }
    // What the estimate's hold and deposit gave, as card payments, once each.
    let mut effects = Effects::default();
    for t in taken.iter().filter(|t| t.cents > 0) {
        let payment =
            NewPayment { method: "card".into(), amount_cents: t.cents, reference: Some(t.payment_intent.clone()) };
        if let Some((_, paid)) = record_payment(&tx, config, id, &payment, 0, Source::Stripe(&t.session_id))? {
            effects.merge(paid);
        }
    }
    crate::estimates::mark_taken(&tx, taken)?;
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
    store::mark_sent(&tx, id)?;
    let inv = store::invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    record(&tx, staff, "invoice-send", &inv)?;
    tx.commit()?;
    effects.queued |= queued;
    Ok((inv, effects))
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
    store::set_po_and_due(tx, inv.id, po.as_deref(), &due)?;
    store::invoice(tx, config, inv.id)?.ok_or(InvoiceError::NotFound)
}

/// Voids an invoice that has no payments.
#[tracing::instrument(level = "debug", name = "invoices::void", skip_all, fields(invoice = id))]
pub fn void(
    c: &mut Connection,
    staff: &Staff,
    config: &crate::config::Config,
    id: i64,
) -> Result<(Invoice, Effects), InvoiceError> {
    let tx = c.transaction()?;
    let inv = store::invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    if inv.paid_cents > 0 {
        return Err(InvoiceError::Invalid("invoice", "An invoice with payments cannot be voided".into()));
    }
    store::mark_void(&tx, id)?;
    let inv = store::invoice(&tx, config, id)?.ok_or(InvoiceError::NotFound)?;
    record(&tx, staff, "invoice-void", &inv)?;
    let technician = match inv.job_id {
        Some(job) => crate::jobs::store::job(&tx, job)?.and_then(|j| j.technician_id),
        None => None,
    };
    tx.commit()?;
    let effects = inv.job_id.map(|job| job_changed(job, technician)).unwrap_or_default();
    Ok((inv, effects))
}

/// Records a payment, moves the invoice to paid or partly paid, and queues
/// the receipt. A payment by hand may not exceed the balance; a card
/// payment is money already taken, recorded as it is. Answers the invoice
/// as it is now with its `Effects` (the receipt queued), or None when the
/// Stripe session was already recorded.
#[tracing::instrument(level = "debug", name = "invoices::record_payment", skip_all, fields(invoice = invoice_id))]
pub fn record_payment(
    tx: &Connection,
    config: &crate::config::Config,
    invoice_id: i64,
    payment: &NewPayment,
    tip_cents: i64,
    source: Source,
) -> Result<Option<(Invoice, Effects)>, InvoiceError> {
    let inv = store::invoice(tx, config, invoice_id)?.ok_or(InvoiceError::NotFound)?;
    let (recorded_by, session) = match &source {
        Source::Staff(s) => (s.username.as_str(), None),
        Source::Stripe(id) => ("stripe", Some(*id)),
        Source::StatementCard => ("stripe", None),
    };
    if let Some(session) = session {
        if store::session_recorded(tx, session)? {
            return Ok(None);
        }
    } else if !matches!(source, Source::StatementCard) {
        if inv.status == InvoiceStatus::Void {
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
    let row = store::PaymentRow { invoice_id, payment, tip_cents, session, recorded_by, received_at: &now };
    store::insert_payment(tx, &row)?;
    let inv = store::invoice(tx, config, invoice_id)?.ok_or(InvoiceError::NotFound)?;
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
    let queued =
        tell_customer(tx, config, &inv, &text, &format!("{business}: receipt for invoice {}", inv.number), &mail)?;
    if let Source::Staff(staff) = source {
        record(tx, staff, "payment", &inv)?;
    }
    Ok(Some((inv, Effects { queued, ..Effects::default() })))
}
