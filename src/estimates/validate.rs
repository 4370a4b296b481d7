//! The rules of an estimate's fields: its job (or lead), one to three
//! options of priced lines (the invoice's line rules, `crate::lines`), what
//! approval asks (nothing, a card hold, a deposit), its expiry and note; and
//! the driver's answer on the page. Untrusted fields in, checked types out.
use crate::lines::{MAX_PRICE_CENTS, NewLine};
use crate::validation::Input;
use serde_json::{Map, Value, json};

pub const MAX_OPTIONS: usize = 3;
pub const MAX_LINES: usize = 50;
pub const TITLE_MAX: usize = 80;
pub const NOTE_MAX: usize = 500;
pub const NAME_MAX: usize = 100;
pub const REASON_MAX: usize = 500;
pub const DEFAULT_DAYS: i64 = 7;
pub const MAX_DAYS: i64 = 30;

/// What approval asks of the driver. The words are the `payment` column's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = EstimatePayment)]
pub enum Payment {
    /// Nothing: the approval is recorded as it is given.
    None,
    /// The option's total held on the card (captured when the invoice is sent).
    Hold,
    /// Part of the total charged at once, a payment on the invoice.
    Deposit,
}

impl Payment {
    pub const WORDS: [&'static str; 3] = ["none", "hold", "deposit"];

    pub fn as_str(self) -> &'static str {
        match self {
            Payment::None => "none",
            Payment::Hold => "hold",
            Payment::Deposit => "deposit",
        }
    }

    pub fn parse(s: &str) -> Option<Payment> {
        match s {
            "none" => Some(Payment::None),
            "hold" => Some(Payment::Hold),
            "deposit" => Some(Payment::Deposit),
            _ => None,
        }
    }
}

/// How a deposit is worked out from an option's total.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deposit {
    Percent(i64),
    Cents(i64),
}

#[derive(Debug, Clone, PartialEq)]
pub struct NewOption {
    pub title: String,
    pub lines: Vec<NewLine>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct NewEstimate {
    pub job_id: i64,
    /// A change order for this approved estimate.
    pub change_of: Option<i64>,
    pub options: Vec<NewOption>,
    /// None: the owner's default (`[payments] estimate_payment`).
    pub payment: Option<Payment>,
    /// None: the default percent, when the payment is a deposit.
    pub deposit: Option<Deposit>,
    pub expires_in_days: i64,
    pub note: Option<String>,
}

/// An optional row id: left out when absent, null or "".
fn positive_id(i: &mut Input, key: &str, label: &str) -> Option<i64> {
    i.describe(
        key,
        label,
        json!({"type": ["integer", "string", "null"], "minimum": 1, "maximum": i64::MAX, "pattern": "^$"}),
        false,
    );
    match i.given(key) {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.is_empty() => None,
        Some(Value::Number(n)) if n.as_i64().is_some_and(|n| n >= 1) => n.as_i64(),
        Some(_) => {
            i.fail(key, format!("{label} must be a whole number from 1"));
            None
        }
    }
}

/// An optional whole number from 1 to `max` (0 when left out: absent, null or "").
fn whole(i: &mut Input, key: &str, label: &str, max: i64, message: &str) -> Option<i64> {
    i.describe(
        key,
        label,
        json!({"type": ["integer", "string", "null"], "minimum": 1, "maximum": max, "pattern": "^$"}),
        false,
    );
    match i.given(key) {
        None | Some(Value::Null) => Some(0),
        Some(Value::String(s)) if s.is_empty() => Some(0),
        Some(Value::Number(n)) if n.as_i64().is_some_and(|n| (1..=max).contains(&n)) => n.as_i64(),
        Some(_) => {
            i.fail(key, message);
            None
        }
    }
}

fn option_fields(i: &mut Input) -> Option<NewOption> {
    let title = i.required(
        "title",
        "What the option is, 1 to 80 characters (\"New tire installed\").",
        TITLE_MAX,
        1,
        "Title is required",
    );
    let items = if i.is_describing() { crate::lines::schema("One line of the option.") } else { Value::Null };
    i.describe(
        "lines",
        "The option's lines, 1 to 50: from the price book or written for this job.",
        json!({"type": "array", "minItems": 1, "maxItems": MAX_LINES, "items": items}),
        true,
    );
    let lines = each_object(i, "lines", MAX_LINES, "line", crate::lines::line);
    Some(NewOption { title, lines: lines? })
}

/// The objects of array `key` (1 to `max`), each read by `read`; its errors
/// are named `key.n.field`.
fn each_object<T>(
    i: &mut Input,
    key: &str,
    max: usize,
    what: &str,
    read: impl Fn(&mut Input) -> Option<T>,
) -> Option<Vec<T>> {
    let mut out = Vec::new();
    let mut failed = false;
    match i.map.get(key) {
        Some(Value::Array(items)) if !items.is_empty() && items.len() <= max => {
            for (n, item) in items.iter().enumerate() {
                let Value::Object(fields) = item else {
                    i.fail(&format!("{key}.{n}"), format!("Each {what} must be an object"));
                    failed = true;
                    continue;
                };
                let mut inner = Input::new(fields);
                let read = read(&mut inner);
                for (k, m) in inner.errors {
                    i.fail(&format!("{key}.{n}.{k}"), m);
                    failed = true;
                }
                out.extend(read);
            }
        }
        Some(Value::Array(items)) if items.len() > max => {
            i.fail(key, format!("At most {max} {what}s"));
            failed = true;
        }
        _ => {
            i.fail(key, format!("Add at least one {what}"));
            failed = true;
        }
    }
    (!failed).then_some(out)
}

/// POST /api/estimates.
pub fn new_estimate(i: &mut Input) -> Option<NewEstimate> {
    i.describe(
        "jobId",
        "The job the estimate is for (a lead's job: POST /api/job-tracking makes or finds it).",
        json!({"type": "integer", "minimum": 1, "maximum": i64::MAX}),
        true,
    );
    let job = match i.map.get("jobId") {
        Some(Value::Number(n)) => n.as_i64().filter(|n| *n >= 1),
        _ => None,
    };
    if job.is_none() {
        i.fail("jobId", "Job is required: the id of the job the estimate is for");
    }
    for_job(i, job)
}

/// The estimate's fields besides its job: the technician's route takes the
/// job from its path (`for_job(i, Some(id))`), the owner's from `jobId`;
/// both are the same rules.
pub fn for_job(i: &mut Input, job: Option<i64>) -> Option<NewEstimate> {
    let change_of = positive_id(i, "changeOf", "Change of");
    let items = if i.is_describing() {
        crate::validation::described_json("One option: a title and its lines.", |i| {
            option_fields(i);
        })
    } else {
        Value::Null
    };
    i.describe(
        "options",
        "One to three options (approving one declines the others); a change order has one.",
        json!({"type": "array", "minItems": 1, "maxItems": MAX_OPTIONS, "items": items}),
        true,
    );
    let options = each_object(i, "options", MAX_OPTIONS, "option", option_fields);
    if change_of.is_some() && options.as_ref().is_some_and(|o| o.len() > 1) {
        i.fail("options", "A change order has one option: the work as it is now");
    }
    let payment = i
        .optional_one_of(
            "payment",
            "What approval asks: none, hold (the total held on the card) or deposit. Default: the owner's.",
            &Payment::WORDS,
            "Payment must be none, hold or deposit",
        )
        .and_then(|p| Payment::parse(&p));
    let percent = whole(
        i,
        "depositPercent",
        "A deposit as a percent of the total (1 to 100).",
        100,
        "Deposit percent must be a whole number from 1 to 100",
    );
    let fixed = i.cents(
        "depositCents",
        "Deposit",
        "A deposit as an amount in cents (instead of a percent).",
        0,
        MAX_PRICE_CENTS,
        false,
    );
    let deposit = match (percent, fixed) {
        (Some(p), Some(0)) if p > 0 => Some(Deposit::Percent(p)),
        (Some(0), Some(c)) if c > 0 => Some(Deposit::Cents(c)),
        (Some(0), Some(0)) => None,
        (Some(_), Some(_)) => {
            i.fail("depositCents", "Give a deposit percent or an amount, not both");
            None
        }
        _ => None,
    };
    if deposit.is_some() && payment.is_some_and(|p| p != Payment::Deposit) {
        i.fail("payment", "A deposit is given: payment must be deposit");
    }
    let days = whole(
        i,
        "expiresInDays",
        "Days the estimate can be approved, 1 to 30 (7 when left out).",
        MAX_DAYS,
        "Days must be a whole number from 1 to 30",
    );
    let expires_in_days = match days {
        Some(0) => DEFAULT_DAYS,
        Some(d) => d,
        None => DEFAULT_DAYS,
    };
    let note = i.optional("note", "A note for the driver, at most 500 characters.", NOTE_MAX);
    Some(NewEstimate { job_id: job?, change_of, options: options?, payment, deposit, expires_in_days, note })
}

crate::described_body!(NewEstimateBody, "POST /api/estimates: an estimate for a job or a lead.", |i| new_estimate(i));

crate::described_body!(
    JobEstimateBody,
    "POST /api/tech/jobs/{id}/estimates: an estimate for the job in the path.",
    |i| {
        // The job is the path's: any id describes the same fields.
        for_job(i, Some(1))
    }
);

/// The driver's approval on the page: which option, and their name.
pub struct Approving {
    pub option: i64,
    pub name: String,
    /// The fleet's purchase order number, from a fleet's approver.
    pub po: Option<String>,
}

/// Whether the approve form asks a purchase order number: not of a driver;
/// of a fleet's approver, required when the fleet wants one before work and
/// the job has none yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PoAsked {
    No,
    Optional,
    Required,
}

/// The longest PO number (as the job card's).
pub const PO_MAX: usize = 40;

pub fn approving(
    fields: &Map<String, Value>,
    options: usize,
    po_asked: PoAsked,
) -> Result<Approving, (&'static str, String)> {
    let option = match fields.get("option") {
        Some(Value::String(s)) => s.trim().parse::<i64>().ok(),
        Some(Value::Number(n)) => n.as_i64(),
        _ => None,
    }
    .filter(|n| (1..=options as i64).contains(n));
    let Some(option) = option else { return Err(("option", "Choose one of the options.".into())) };
    let name = fields.get("name").and_then(Value::as_str).unwrap_or("").trim();
    if name.is_empty() {
        return Err(("name", "Type your name to approve.".into()));
    }
    if name.chars().count() > NAME_MAX {
        return Err(("name", format!("Your name must be at most {NAME_MAX} characters.")));
    }
    let po = match po_asked {
        PoAsked::No => None,
        _ => Some(fields.get("po").and_then(Value::as_str).unwrap_or("").trim()).filter(|p| !p.is_empty()),
    };
    if po_asked == PoAsked::Required && po.is_none() {
        return Err(("po", "Type your purchase order number to approve.".into()));
    }
    if po.is_some_and(|p| p.chars().count() > PO_MAX) {
        return Err(("po", format!("The PO number must be at most {PO_MAX} characters.")));
    }
    Ok(Approving { option, name: name.to_string(), po: po.map(str::to_string) })
}

/// The driver's reason for declining (may be empty).
pub fn reason(fields: &Map<String, Value>) -> Result<Option<String>, String> {
    let reason = fields.get("reason").and_then(Value::as_str).unwrap_or("").trim();
    if reason.chars().count() > REASON_MAX {
        return Err(format!("The reason must be at most {REASON_MAX} characters."));
    }
    Ok(Some(reason.to_string()).filter(|r| !r.is_empty()))
}
