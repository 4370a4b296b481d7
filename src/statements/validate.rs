//! The statement's `?asOf=&from=&to=` and a fleet's payment by hand.
use crate::lists::MANUAL_METHODS;
use crate::validation::{DATE_PATTERN, Input, trimmed};
use chrono::NaiveDate;
use serde_json::{Value, json};

/// The statement asked for: its period and the day it is aged on.
#[derive(Debug, Clone, Copy)]
pub struct Asked {
    pub start: NaiveDate,
    pub end: NaiveDate,
    pub as_of: NaiveDate,
}

fn date(i: &mut Input, key: &str, label: &str, name: &str) -> Option<NaiveDate> {
    i.describe(
        key,
        &format!("{label} (YYYY-MM-DD)."),
        json!({"type": "string", "pattern": trimmed(DATE_PATTERN, true)}),
        false,
    );
    let s = i.map.get(key).and_then(Value::as_str).map(str::trim).filter(|s| !s.is_empty())?;
    match NaiveDate::parse_from_str(s, "%Y-%m-%d") {
        Ok(d) => Some(d),
        Err(_) => {
            i.fail(key, format!("{name} must be a date, YYYY-MM-DD"));
            None
        }
    }
}

/// `asOf` (default: today), and `from` and `to` together (default: the
/// as-of day's month up to that day).
pub fn period(i: &mut Input, today: NaiveDate) -> Asked {
    let as_of = date(i, "asOf", "The day the aging is counted on; today when left out", "As of").unwrap_or(today);
    let from = date(
        i,
        "from",
        "The period's first day, with to; the first of asOf's month when left out (the period then ends on asOf)",
        "From",
    );
    let to = date(i, "to", "The period's last day, with from", "To");
    let (start, end) = match (from, to) {
        (Some(f), Some(t)) if t >= f => (f, t),
        (Some(_), Some(_)) => {
            i.fail("to", "To must be on or after from");
            crate::statements::math::month_to_date(as_of)
        }
        (Some(_), None) if i.errors.is_empty() => {
            i.fail("to", "To is needed with from");
            crate::statements::math::month_to_date(as_of)
        }
        (None, Some(_)) if i.errors.is_empty() => {
            i.fail("from", "From is needed with to");
            crate::statements::math::month_to_date(as_of)
        }
        _ => crate::statements::math::month_to_date(as_of),
    };
    Asked { start, end, as_of }
}

/// A payment the fleet sent, for its invoices.
#[derive(Debug, Clone)]
pub struct FleetPayment {
    pub method: String,
    pub amount_cents: i64,
    pub reference: Option<String>,
    /// The invoices to apply it to, in this order; None: the oldest due first.
    pub invoice_ids: Option<Vec<i64>>,
}

/// The most a payment by hand may be (as an invoice's).
const MAX_CENTS: i64 = 100_000_000;

/// POST /api/fleets/{id}/payments.
pub fn fleet_payment(i: &mut Input) -> Option<FleetPayment> {
    let described = match MANUAL_METHODS.split_last() {
        Some((last, rest)) => format!("How it was paid: {} or {last}.", rest.join(", ")),
        None => String::new(),
    };
    let method = i.one_of(
        "method",
        &described,
        &MANUAL_METHODS,
        &format!("Method must be one of {}", MANUAL_METHODS.join(", ")),
    );
    let amount = i.cents("amountCents", "Amount", "Amount received in cents (1 to $1,000,000).", 1, MAX_CENTS, true);
    let reference = i.optional("reference", "A check number or transfer reference, at most 100 characters.", 100);
    i.describe(
        "invoiceIds",
        "The invoices to apply it to, in this order (each an open invoice of the fleet, once); the oldest due first when left out.",
        json!({"anyOf": [
            {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 9_007_199_254_740_991_i64}, "maxItems": 500, "uniqueItems": true},
            {"type": "null"},
            {"type": "string", "maxLength": 0}
        ]}),
        false,
    );
    let invoice_ids = match i.given("invoiceIds") {
        None => None,
        Some(Value::Array(items)) if items.len() <= 500 => {
            let ids: Option<Vec<i64>> = items.iter().map(|v| v.as_i64().filter(|n| *n >= 1)).collect();
            match ids {
                Some(ids) => Some(ids),
                None => {
                    i.fail("invoiceIds", "Invoice ids must be a list of invoice ids");
                    None
                }
            }
        }
        Some(_) => {
            i.fail("invoiceIds", "Invoice ids must be a list of at most 500 invoice ids");
            None
        }
    };
    Some(FleetPayment { method, amount_cents: amount?, reference, invoice_ids })
}

crate::described_body!(
    FleetPaymentBody,
    "POST /api/fleets/{id}/payments: a payment the fleet sent, applied to the invoices chosen or to the oldest due first.",
    |i| fleet_payment(i)
);
crate::described_query!(StatementQuery, |i| period(i, NaiveDate::default()));

pub use crate::validation::parse_with;

/// POST /api/statement/{token}/checkout: `amount` in dollars ("250" or
/// "250.50"), part of the balance; the whole balance when left out.
pub fn pay_amount(i: &mut Input) -> Option<i64> {
    i.describe(
        "amount",
        "What to pay now in dollars (0.50 to 1000000, up to two decimals), at most the balance; the whole balance when left out.",
        json!({"type": ["string", "null"], "pattern": trimmed(&format!("\\$?{}", crate::validation::decimal_pattern(1_000_000, false, 2)), true)}),
        false,
    );
    let raw = i.given("amount").and_then(Value::as_str).unwrap_or("").trim();
    let raw = raw.strip_prefix('$').unwrap_or(raw).trim();
    if raw.is_empty() {
        return None;
    }
    if !crate::validation::decimal_within(raw, 1_000_000, false, 2) {
        i.fail("amount", "Amount must be in dollars, from $0.50 to $1,000,000");
        return None;
    }
    let (whole, frac) = raw.split_once('.').unwrap_or((raw, ""));
    let cents = whole.parse::<i64>().unwrap_or(0) * 100 + format!("{frac:0<2}").parse::<i64>().unwrap_or(0);
    if cents < 50 {
        i.fail("amount", "Amount must be in dollars, from $0.50 to $1,000,000");
        return None;
    }
    Some(cents)
}

crate::described_body!(
    StatementCheckoutBody,
    "POST /api/statement/{token}/checkout: pay the balance, or part of it, by card.",
    |i| pay_amount(i)
);
