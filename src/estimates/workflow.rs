//! What an estimate's changes set off beyond its rows, each in one
//! transaction: made (from a job, or a lead whose job is made first), sent
//! (the driver's text and mail), approved or declined on its page (with a
//! hold or deposit, once Stripe has it: `record_paid`), and its job
//! cancelled (holds released, deposits refunded or kept as the terms say).
//! The SQL is `super::store`.
use super::EstimateError;
use super::money::{due_cents, option_totals};
use super::store::{self, Estimate, EstimateStatus, HoldStatus};
use super::validate::{Approving, Deposit, NewEstimate, Payment, PoAsked};
use crate::accounts::{Role, Staff};
use crate::audit::{self, Change};
use crate::checkout::store::Made;
use crate::checkout::{Charge, Recorded};
use crate::config::Config;
use crate::content::BUSINESS;
use crate::money::LineAmount;
use crate::refs::{LeadEvent, dollars};
use crate::state::Effects;
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// What an approval through Checkout asked with, kept with its session
/// (`Payable::detail`): the option chosen, the name typed, the address.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Asked {
    pub option: i64,
    pub name: String,
    pub from: String,
    /// A fleet approver's: who answered, by which way ("Dana Dispatch (approver's link)").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// The purchase order number the fleet's approver gave.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub po: Option<String>,
}

fn now() -> String {
    crate::time::now_text()
}

/// What an estimate asks and how it is worked out, as made or changed.
struct Terms {
    payment: Payment,
    deposit: Option<Deposit>,
    rate: i64,
    /// A change order's: the approved total it replaces.
    previous: Option<i64>,
    expires_at: String,
}

impl Terms {
    fn deposit_columns(&self) -> (Option<i64>, Option<i64>) {
        match self.deposit {
            Some(Deposit::Percent(p)) => (Some(p), None),
            Some(Deposit::Cents(c)) => (None, Some(c)),
            None => (None, None),
        }
    }
}

/// The job an estimate is for: any for the owner, a technician's own.
fn job_for(tx: &Connection, staff: &Staff, job_id: i64) -> Result<crate::jobs::store::Job, EstimateError> {
    let job = if staff.role == Role::Technician {
        crate::jobs::store::technicians_job(tx, staff.id, job_id)?
    } else {
        crate::jobs::store::job(tx, job_id)?
    };
    let job = job.ok_or_else(|| EstimateError::Invalid("jobId", "No job has this id".into()))?;
    if job.status == crate::jobs::validate::JobStatus::Cancelled {
        return Err(EstimateError::Invalid("jobId", "This job is cancelled".into()));
    }
    Ok(job)
}

/// Whether the job's fleet pays by its invoice (a fleet on terms): then it
/// is asked nothing by card.
pub fn on_terms(job: &crate::jobs::store::Job) -> bool {
    job.fleet.as_ref().is_some_and(|f| crate::lists::terms_days(&f.terms) > 0)
}

/// Whether approving a fleet job's estimate asks its purchase order number:
/// required where the fleet wants one before work and the job has none yet,
/// optional where it wants one on the invoice, else not asked.
pub fn po_asked(job: &crate::jobs::store::Job) -> PoAsked {
    match (&job.fleet, job.po_number.is_some()) {
        (None, _) | (_, true) => PoAsked::No,
        (Some(f), false) if f.po_rule == "before" => PoAsked::Required,
        (Some(f), false) if f.po_rule == "after" => PoAsked::Optional,
        _ => PoAsked::No,
    }
}

/// What approving asks when the estimate does not say: the business's
/// `[payments] estimate_payment`, nothing without `[payments]` or for a
/// fleet on terms. The editor's "as usual" is this too (`invoices::invoice_settings`).
pub fn default_payment(config: &Config, on_terms: bool) -> Payment {
    match &config.payments {
        Some(p) if !on_terms => Payment::parse(&p.estimate_payment).unwrap_or(Payment::None),
        _ => Payment::None,
    }
}

/// The terms of a new estimate or a changed draft: what approval asks (a
/// change order asks as the estimate it changes did: a hold for the
/// difference, no second deposit), the tax rate and the expiry.
fn terms_of(
    config: &Config,
    job: &crate::jobs::store::Job,
    parent: Option<&Estimate>,
    new: &NewEstimate,
) -> Result<Terms, EstimateError> {
    let on_terms = on_terms(job);
    let payment = match (parent, new.payment) {
        (Some(p), _) => p.payment,
        (None, None) => default_payment(config, on_terms),
        (None, Some(Payment::None)) => Payment::None,
        (None, Some(_)) if config.payments.is_none() => {
            return Err(EstimateError::Invalid("payment", "Card payments are not set up: payment must be none".into()));
        }
        (None, Some(_)) if on_terms => {
            return Err(EstimateError::Invalid(
                "payment",
                "A fleet on terms pays by its invoice: no card hold or deposit".into(),
            ));
        }
        (None, Some(p)) => p,
    };
    let deposit = match (parent, payment) {
        (Some(p), _) => match (p.deposit_percent, p.deposit_cents) {
            (Some(pc), _) => Some(Deposit::Percent(pc)),
            (_, Some(c)) => Some(Deposit::Cents(c)),
            _ => None,
        },
        (None, Payment::Deposit) => Some(new.deposit.unwrap_or(Deposit::Percent(i64::from(
            config.payments.as_ref().map_or(25, |p| p.estimate_deposit_percent),
        )))),
        (None, _) => None,
    };
    let rate = if job.fleet.as_ref().is_some_and(|f| f.tax_exempt) { 0 } else { config.invoices.tax_basis_points() };
    Ok(Terms {
        payment,
        deposit,
        rate,
        previous: parent.and_then(|p| p.approved_cents),
        expires_at: crate::time::format(chrono::Utc::now() + chrono::Duration::days(new.expires_in_days)),
    })
}

/// The approved estimate of the job a change order changes.
fn parent_of(
    tx: &Connection,
    config: &Config,
    job_id: i64,
    change_of: Option<i64>,
) -> Result<Option<Estimate>, EstimateError> {
    let Some(parent) = change_of else { return Ok(None) };
    let p = store::estimate(tx, &config.base_url, parent, &now())?
        .filter(|p| p.job_id == job_id && p.status == EstimateStatus::Approved)
        .ok_or_else(|| EstimateError::Invalid("changeOf", "Not an approved estimate of this job".into()))?;
    Ok(Some(p))
}

/// Writes the estimate's options and their lines, each option's totals and
/// what approving it asks.
fn insert_options(tx: &Connection, id: i64, new: &NewEstimate, t: &Terms) -> Result<(), EstimateError> {
    for (n, option) in new.options.iter().enumerate() {
        let amounts: Vec<LineAmount> = option.lines.iter().map(|l| l.amount).collect();
        let totals = option_totals(&amounts, t.rate);
        if totals.total_cents > crate::lines::MAX_TOTAL_CENTS {
            return Err(EstimateError::Invalid(
                "options",
                format!("Option {}'s total must be at most $1,000,000.00", n + 1),
            ));
        }
        let due = due_cents(t.payment, t.deposit, totals.total_cents, t.previous);
        // Stripe takes no card payment under $0.50.
        if due > 0 && due < 50 {
            return Err(EstimateError::Invalid(
                "options",
                format!("Option {} would ask {} by card: at least $0.50, or no payment", n + 1, dollars(due)),
            ));
        }
        let position = n as i64 + 1;
        let option_id = store::insert_option(
            tx,
            id,
            &store::OptionTotals { position, title: &option.title, totals, due_cents: due },
        )?;
        for (k, line) in option.lines.iter().enumerate() {
            store::insert_line(tx, option_id, k as i64 + 1, line)?;
        }
    }
    Ok(())
}

/// Makes an estimate (a draft) for a job. A technician only for their own jobs.
#[tracing::instrument(level = "debug", name = "estimates::create", skip_all)]
pub fn create(
    c: &mut Connection,
    staff: &Staff,
    config: &Config,
    new: &NewEstimate,
) -> Result<Estimate, EstimateError> {
    let tx = c.transaction()?;
    let job = job_for(&tx, staff, new.job_id)?;
    let customer = crate::jobs::store::job_customer(&tx, job.id)?.ok_or(EstimateError::NotFound)?;
    let parent = parent_of(&tx, config, job.id, new.change_of)?;
    let t = terms_of(config, &job, parent.as_ref(), new)?;
    let token = crate::accounts::random_url_token();
    let (deposit_percent, deposit_cents) = t.deposit_columns();
    let id = store::insert(
        &tx,
        &store::NewRow {
            job_id: job.id,
            parent_id: parent.as_ref().map(|p| p.id),
            token: &token,
            payment: t.payment,
            deposit_percent,
            deposit_cents,
            tax_rate_basis_points: t.rate,
            previous_approved_cents: t.previous,
            expires_at: &t.expires_at,
            note: new.note.as_deref(),
            customer: &customer,
            created_by: &staff.username,
        },
    )?;
    insert_options(&tx, id, new, &t)?;
    let estimate = store::estimate(&tx, &config.base_url, id, &now())?.ok_or(EstimateError::NotFound)?;
    record(&tx, staff, "estimate-create", &estimate)?;
    tx.commit()?;
    Ok(estimate)
}

/// A draft the caller may change: the owner any, a technician those of
/// their jobs (another's is not found); one already sent is a conflict.
fn draft(tx: &Connection, staff: &Staff, config: &Config, id: i64) -> Result<Estimate, EstimateError> {
    let e = store::estimate(tx, &config.base_url, id, &now())?.ok_or(EstimateError::NotFound)?;
    if staff.role == Role::Technician && crate::jobs::store::technicians_job(tx, staff.id, e.job_id)?.is_none() {
        return Err(EstimateError::NotFound);
    }
    if e.status != EstimateStatus::Draft {
        return Err(EstimateError::Conflict(
            "estimate",
            "Only a draft can be changed or deleted: this one was sent".into(),
        ));
    }
    Ok(e)
}

/// Changes a draft as a new one would be made: its options, terms, expiry
/// (from now) and note. It stays with its job and the estimate it changes.
#[tracing::instrument(level = "debug", name = "estimates::update", skip_all, fields(estimate = id))]
pub fn update(
    c: &mut Connection,
    staff: &Staff,
    config: &Config,
    id: i64,
    new: &NewEstimate,
) -> Result<Estimate, EstimateError> {
    let tx = c.transaction()?;
    let e = draft(&tx, staff, config, id)?;
    if new.job_id != e.job_id {
        return Err(EstimateError::Invalid("jobId", "An estimate stays with its job: make a new one".into()));
    }
    if new.change_of != e.parent_id {
        return Err(EstimateError::Invalid("changeOf", "A draft keeps the estimate it changes".into()));
    }
    let job = job_for(&tx, staff, e.job_id)?;
    let parent = parent_of(&tx, config, job.id, new.change_of)?;
    let t = terms_of(config, &job, parent.as_ref(), new)?;
    let (deposit_percent, deposit_cents) = t.deposit_columns();
    store::update_draft(
        &tx,
        id,
        &store::DraftTerms {
            payment: t.payment,
            deposit_percent,
            deposit_cents,
            tax_rate_basis_points: t.rate,
            previous_approved_cents: t.previous,
            expires_at: &t.expires_at,
            note: new.note.as_deref(),
        },
    )?;
    store::delete_options(&tx, id)?;
    insert_options(&tx, id, new, &t)?;
    let estimate = store::estimate(&tx, &config.base_url, id, &now())?.ok_or(EstimateError::NotFound)?;
    record(&tx, staff, "estimate-update", &estimate)?;
    tx.commit()?;
    Ok(estimate)
}

/// Deletes a draft (never sent: no one has its link).
#[tracing::instrument(level = "debug", name = "estimates::delete", skip_all, fields(estimate = id))]
pub fn delete(c: &mut Connection, staff: &Staff, config: &Config, id: i64) -> Result<(), EstimateError> {
    let tx = c.transaction()?;
    let e = draft(&tx, staff, config, id)?;
    record(&tx, staff, "estimate-delete", &e)?;
    store::delete_draft(&tx, id)?;
    tx.commit()?;
    Ok(())
}

/// An audit record of an estimate change: its number, status and amounts.
fn record(tx: &Connection, staff: &Staff, action: &'static str, e: &Estimate) -> rusqlite::Result<()> {
    let totals: Vec<i64> = e.options.iter().map(|o| o.total_cents).collect();
    let after =
        json!({"number": e.number, "jobId": e.job_id, "status": e.status, "payment": e.payment, "totalsCents": totals});
    audit::record(
        tx,
        staff,
        Change { action, subject_type: "estimate", subject_id: e.id, before: None, after: Some(&after) },
    )
}

/// "$90.95", or "$90.95 to $199.50" for options.
fn price_range(e: &Estimate) -> String {
    let totals = e.options.iter().map(|o| o.total_cents);
    match (totals.clone().min(), totals.max()) {
        (Some(lo), Some(hi)) if lo != hi => format!("{} to {}", dollars(lo), dollars(hi)),
        (Some(lo), _) => dollars(lo),
        _ => dollars(0),
    }
}

/// Texts (and mails, when the driver gave an email) the estimate's link; a
/// draft becomes sent. A decided, cancelled or expired one is not sent.
#[tracing::instrument(level = "debug", name = "estimates::send", skip_all, fields(estimate = id))]
pub fn send(c: &mut Connection, staff: &Staff, config: &Config, id: i64) -> Result<(Estimate, Effects), EstimateError> {
    let tx = c.transaction()?;
    let e = store::estimate(&tx, &config.base_url, id, &now())?.ok_or(EstimateError::NotFound)?;
    if !matches!(e.status, EstimateStatus::Draft | EstimateStatus::Sent) {
        return Err(EstimateError::Conflict(
            "estimate",
            format!(
                "This estimate is {}: make a new one",
                serde_json::to_value(e.status).unwrap_or_default().as_str().unwrap_or("closed")
            ),
        ));
    }
    let lead = crate::jobs::store::job_customer(&tx, e.job_id)?
        .and_then(|c| c.lead)
        .map(|(kind, id)| crate::outbox::LeadRef { kind: kind.as_str(), id });
    let job = crate::jobs::store::job(&tx, e.job_id)?.ok_or(EstimateError::NotFound)?;
    let queued = match &job.fleet {
        Some(fleet) => to_approvers(&tx, config, &e, &job, fleet, lead)?,
        None => to_driver(&tx, config, &e, lead)?,
    };
    store::mark_sent(&tx, id)?;
    let e = store::estimate(&tx, &config.base_url, id, &now())?.ok_or(EstimateError::NotFound)?;
    record(&tx, staff, "estimate-send", &e)?;
    tx.commit()?;
    Ok((e, Effects { queued, ..Effects::default() }))
}

/// A fleet job's estimate goes to the fleet's approvers, as an over-limit
/// approval does, never to the driver (the fleet pays): each gets a text and
/// mail with a link of their own, which works until the estimate expires and
/// ends when they are removed or erased. True when something was queued.
fn to_approvers(
    tx: &Connection,
    config: &Config,
    e: &Estimate,
    job: &crate::jobs::store::Job,
    fleet: &crate::fleets::store::FleetTag,
    lead: Option<crate::outbox::LeadRef>,
) -> Result<bool, EstimateError> {
    let lead_phone = job.customer.as_ref().and_then(|c| c.phone.as_deref()).map(crate::phone::Phone::read);
    let to = crate::fleets::store::recipients(tx, fleet.fleet_id, lead_phone.as_ref().and_then(|p| p.e164()))?;
    if to.is_empty() {
        return Err(EstimateError::Conflict(
            "job",
            format!("{} has no requester to ask: add one in Fleets", fleet.name),
        ));
    }
    store::set_fleet(tx, e.id, fleet.fleet_id)?;
    let unit = fleet.unit.as_deref().map(|u| format!(" on unit {u}")).unwrap_or_default();
    let po = job.po_number.as_deref().map(|p| format!(", PO {p}")).unwrap_or_default();
    let total = match e.previous_approved_cents {
        Some(before) => format!("{} more", dollars(e.options.first().map_or(0, |o| o.total_cents) - before)),
        None => price_range(e),
    };
    let mail_set_up = config.mail.host.as_deref().is_some_and(|h| !h.is_empty());
    let listed: String = e
        .options
        .iter()
        .map(|o| {
            let lines: String =
                o.lines.iter().map(|l| format!("    {}  {}\n", l.description, dollars(l.amount_cents))).collect();
            format!("  {}: {}\n{lines}", o.title, dollars(o.total_cents))
        })
        .collect();
    let mut queued = false;
    for r in &to {
        let token = crate::accounts::random_url_token();
        store::insert_link(tx, e.id, r.id, &token, &e.expires_at)?;
        let url = format!("{}/estimate/{token}", config.base_url);
        let text = crate::content::fill(
            &BUSINESS.estimates.fleet_sent,
            &[
                ("business", &BUSINESS.name),
                ("number", &e.number),
                ("fleet", &fleet.name),
                ("unit", &unit),
                ("total", &total),
                ("po", &po),
                ("url", &url),
            ],
        );
        if let Some(phone) = &r.phone {
            queued |=
                crate::messages::queue_text(tx, config, lead, &crate::phone::Phone::read(phone), &text)?.is_some();
        }
        if let (Some(email), true) = (&r.email, mail_set_up) {
            crate::alerts::enqueue_mail(
                tx,
                &crate::alerts::Mail {
                    to: email.clone(),
                    subject: format!("{}: estimate {} for {} ({total})", BUSINESS.name, e.number, fleet.name),
                    body: format!(
                        "Hello {},\n\nEstimate {} for {}'s work{unit}{po}:\n\n{listed}\nApprove or decline it here (this link is yours, until {}):\n{url}\n\nQuestions? Call {}.\n",
                        r.name,
                        e.number,
                        fleet.name,
                        &e.expires_at[..10],
                        BUSINESS.phones.emergency.display
                    ),
                    expires_at: e.expires_at.clone(),
                },
                lead,
            )?;
            queued = true;
        }
    }
    Ok(queued)
}

/// The driver's text (and mail, when they gave an email) with the estimate's
/// link. True when something was queued.
fn to_driver(
    tx: &Connection,
    config: &Config,
    e: &Estimate,
    lead: Option<crate::outbox::LeadRef>,
) -> Result<bool, EstimateError> {
    let text = match e.previous_approved_cents {
        Some(before) => crate::content::fill(
            &BUSINESS.estimates.change_order,
            &[
                ("business", &BUSINESS.name),
                ("difference", &dollars(e.options.first().map_or(0, |o| o.total_cents) - before)),
                ("url", &e.url),
            ],
        ),
        None => crate::content::fill(
            &BUSINESS.estimates.sent,
            &[("business", &BUSINESS.name), ("number", &e.number), ("total", &price_range(e)), ("url", &e.url)],
        ),
    };
    let mail = format!(
        "{text}\n\nThe estimate is good until {}. Questions? Call {}.\n",
        &e.expires_at[..10],
        BUSINESS.phones.emergency.display
    );
    let mut queued = false;
    if let Some(phone) = &e.customer_phone {
        queued |= crate::messages::queue_text(tx, config, lead, &crate::phone::Phone::read(phone), &text)?.is_some();
    }
    if let Some(email) = e.customer_email.as_ref().filter(|m| crate::validation::looks_like_email(m))
        && config.mail.host.as_deref().is_some_and(|h| !h.is_empty())
    {
        crate::alerts::enqueue_mail(
            tx,
            &crate::alerts::Mail {
                to: email.clone(),
                subject: format!("{}: estimate {}", BUSINESS.name, e.number),
                body: mail,
                expires_at: e.expires_at.clone(),
            },
            lead,
        )?;
        queued = true;
    }
    Ok(queued)
}

/// Records the driver's approval of an option and announces the job's
/// change. False when the estimate was answered already (or is not open).
fn approve_in(tx: &Connection, e: &Estimate, asked: &Asked) -> rusqlite::Result<Option<LeadEvent>> {
    let Some(option) = e.option(asked.option) else { return Ok(None) };
    let approval = store::Approval {
        position: option.position,
        name: &asked.name,
        from: &asked.from,
        cents: option.total_cents,
        now: &now(),
        by: asked.by.as_deref(),
        po: asked.po.as_deref(),
    };
    if !store::approve(tx, e.id, &approval)? {
        return Ok(None);
    }
    // The fleet's PO number, given with the approval, is the job's (its
    // invoice carries it).
    if let Some(po) = &asked.po {
        crate::jobs::store::set_po(tx, e.job_id, po)?;
    }
    // The job's approved amount: what its invoice may come to.
    crate::jobs::store::set_approved(tx, e.job_id, option.total_cents)?;
    let version = crate::jobs::store::job(tx, e.job_id)?.map_or(0, |j| j.version);
    Ok(Some(crate::leads::feed::record_job(tx, e.job_id, version)?))
}

/// What an answer on the page did.
pub enum Answered {
    /// Recorded: the live event and the job's technician to tell.
    Recorded(LeadEvent, Option<i64>),
    /// Answered before, expired or cancelled: nothing changed.
    Closed,
}

impl Answered {
    /// What a recorded answer sets off once committed: the dashboards reload
    /// the job and its technician's phone hears of it. None when closed.
    pub fn effects(self, job_id: i64) -> Option<Effects> {
        match self {
            Answered::Recorded(event, technician) => Some(Effects {
                technicians: technician.into_iter().collect(),
                ..Effects::default().with_event(event).for_job(job_id)
            }),
            Answered::Closed => None,
        }
    }
}

/// Approves an option that asks nothing by card (no hold, no deposit).
/// `by`: a fleet approver's name and way.
pub fn approve(
    c: &mut Connection,
    config: &Config,
    id: i64,
    a: &Approving,
    from: &str,
    by: Option<String>,
) -> Result<Answered, EstimateError> {
    let tx = c.transaction()?;
    let e = store::estimate(&tx, &config.base_url, id, &now())?.ok_or(EstimateError::NotFound)?;
    if e.status != EstimateStatus::Sent || e.option(a.option).is_none_or(|o| o.due_cents > 0) {
        return Ok(Answered::Closed);
    }
    let asked = Asked { option: a.option, name: a.name.clone(), from: from.to_string(), by, po: a.po.clone() };
    let Some(event) = approve_in(&tx, &e, &asked)? else { return Ok(Answered::Closed) };
    let technician = crate::jobs::store::job(&tx, e.job_id)?.and_then(|j| j.technician_id);
    tx.commit()?;
    Ok(Answered::Recorded(event, technician))
}

/// `by`: a fleet approver's name and way.
pub fn decline(c: &mut Connection, id: i64, reason: Option<&str>, by: Option<&str>) -> Result<Answered, EstimateError> {
    let tx = c.transaction()?;
    if !store::decline(&tx, id, reason, by, &now())? {
        return Ok(Answered::Closed);
    }
    let job_id = store::job_of(&tx, id)?;
    let job = crate::jobs::store::job(&tx, job_id)?;
    let event = crate::leads::feed::record_job(&tx, job_id, job.as_ref().map_or(0, |j| j.version))?;
    tx.commit()?;
    Ok(Answered::Recorded(event, job.and_then(|j| j.technician_id)))
}

/// Records a paid (or held) session of the one checkout on its estimate (the
/// checks every payable shares are done): the approval of the option it
/// was asked for, and the hold or deposit. An approval that came first by
/// another way keeps its place: the money is then given back (released or
/// refunded by `super::settle`), never kept without an approval.
pub fn record_paid(tx: &Connection, config: &Config, made: &Made, charge: &Charge) -> rusqlite::Result<Recorded> {
    let Ok(asked) = serde_json::from_str::<Asked>(&made.detail) else {
        return Ok(Recorded::Refused("its detail is not an estimate's".into()));
    };
    let Some(e) = store::estimate(tx, &config.base_url, made.payable_id, &now())? else {
        return Ok(Recorded::Refused("no such estimate".into()));
    };
    let Some(option) = e.option(asked.option) else { return Ok(Recorded::Refused("no such option".into())) };
    if option.due_cents != made.amount_cents || e.payment == Payment::None {
        return Ok(Recorded::Refused(format!(
            "option {} asks {}, the session {}",
            option.position, option.due_cents, made.amount_cents
        )));
    }
    let Some(payment_intent) = charge.payment_intent.as_deref() else {
        return Ok(Recorded::Refused("Stripe named no PaymentIntent".into()));
    };
    let hold = store::NewHold {
        estimate_id: e.id,
        job_id: e.job_id,
        kind: e.payment,
        session_id: &made.id,
        payment_intent,
        amount_cents: made.amount_cents,
        capture_before: charge.capture_before.as_deref(),
    };
    if !store::insert_hold(tx, &hold)? {
        return Ok(Recorded::AlreadyRecorded);
    }
    // An expired estimate whose Checkout was begun in time is still approved.
    let open = matches!(e.status, EstimateStatus::Sent | EstimateStatus::Expired);
    let event = if open { approve_in(tx, &e, &asked)? } else { None };
    match event {
        Some(event) => Ok(Recorded::Recorded(event)),
        None => {
            let back = if e.payment == Payment::Hold { HoldStatus::Releasing } else { HoldStatus::Refunding };
            let row = store::holds_of_estimate(tx, e.id)?.into_iter().find(|h| h.session_id == made.id);
            if let Some(row) = row {
                store::set_hold(tx, row.id, back, 0)?;
            }
            tracing::warn!("estimate {} was answered before its payment arrived: it is given back", e.number);
            Ok(Recorded::AlreadyRecorded)
        }
    }
}

/// The job is cancelled: its open estimates with it, its holds to be
/// released, its deposits refunded, or kept where the cancellation terms
/// keep them (once the technician is on the way). True when something is
/// left for `super::settle` to do at Stripe.
pub fn job_cancelled(tx: &Connection, job_id: i64, en_route: bool) -> rusqlite::Result<bool> {
    store::cancel_open(tx, job_id)?;
    let mut settle = false;
    for h in store::holds_of_job(tx, job_id)? {
        let next = match h.status {
            HoldStatus::Held => HoldStatus::Releasing,
            HoldStatus::Paid if en_route && BUSINESS.estimates.deposit_kept_once_en_route => HoldStatus::Kept,
            HoldStatus::Paid => HoldStatus::Refunding,
            _ => continue,
        };
        settle |= next != HoldStatus::Kept;
        store::set_hold(tx, h.id, next, 0)?;
    }
    Ok(settle)
}
