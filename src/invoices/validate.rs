//! The rules of invoice fields: new invoices and their lines, payments,
//! price book items, the list's filters and the customer's tip. Untrusted
//! fields in, checked types out; every amount is whole cents.
use crate::validation::{DATE_PATTERN, Input, alternatives, is_date, trimmed};
use serde_json::{Value, json};

pub use crate::lines::{MAX_PRICE_CENTS, MAX_QUANTITY, MAX_TOTAL_CENTS, NewLine};
pub const MAX_LINES: usize = 100;

use crate::lists::{INVOICE_STATUSES, MANUAL_METHODS};
pub const TIP_CHOICES: [&str; 5] = ["none", "10", "15", "20", "amount"];

#[derive(Debug, Clone, PartialEq)]
pub struct NewInvoice {
    pub job_id: i64,
    pub lines: Vec<NewLine>,
    pub discount_cents: i64,
    /// The lines are the job's approved estimate's (its chosen option).
    pub from_estimate: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct NewPayment {
    pub method: String,
    pub amount_cents: i64,
    pub reference: Option<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PriceItem {
    pub name: String,
    pub price_cents: i64,
    pub taxable: bool,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct InvoiceFilter {
    pub status: Option<String>,
    /// Made on or after this day (YYYY-MM-DD, UTC).
    pub from: Option<String>,
    /// Made on or before this day.
    pub to: Option<String>,
}

/// The customer's tip on a card payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tip {
    None,
    Percent(i64),
    Cents(i64),
}

/// POST /api/invoices.
pub fn new_invoice(i: &mut Input) -> Option<NewInvoice> {
    i.describe(
        "jobId",
        "The job the invoice bills.",
        json!({"type": "integer", "minimum": 1, "maximum": i64::MAX}),
        true,
    );
    let job_id = match i.map.get("jobId") {
        Some(Value::Number(n)) => n.as_i64().filter(|n| *n >= 1),
        _ => None,
    };
    if job_id.is_none() {
        i.fail("jobId", "Job is required: the id of the job the invoice bills");
    }
    // The line's schema is only worth working out for the document.
    let items = if i.is_describing() { crate::lines::schema("One line of the invoice.") } else { Value::Null };
    i.describe(
        "lines",
        "The invoice's lines, 1 to 100: from the price book or written for this job.",
        json!({"type": "array", "minItems": 1, "maxItems": MAX_LINES, "items": items}),
        true,
    );
    let mut lines = Vec::new();
    match i.map.get("lines") {
        Some(Value::Array(items)) if !items.is_empty() && items.len() <= MAX_LINES => {
            for (n, item) in items.iter().enumerate() {
                let Value::Object(fields) = item else {
                    i.fail(&format!("lines.{n}"), "Each line must be an object");
                    continue;
                };
                let mut li = Input::new(fields);
                let line = crate::lines::line(&mut li);
                for (k, m) in li.errors {
                    i.fail(&format!("lines.{n}.{k}"), m);
                }
                lines.extend(line);
            }
        }
        Some(Value::Array(items)) if items.len() > MAX_LINES => {
            i.fail("lines", format!("An invoice has at most {MAX_LINES} lines"))
        }
        _ => i.fail("lines", "Add at least one line: an invoice cannot be empty"),
    }
    let discount = i.cents(
        "discountCents",
        "Discount",
        "Discount in cents, off the subtotal (0 when left out).",
        0,
        MAX_TOTAL_CENTS,
        false,
    );
    Some(NewInvoice { job_id: job_id?, lines, discount_cents: discount?, from_estimate: false })
}

/// POST /api/invoices/{id}/payments.
pub fn new_payment(i: &mut Input) -> Option<NewPayment> {
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
    let amount =
        i.cents("amountCents", "Amount", "Amount received in cents (1 to $1,000,000).", 1, MAX_TOTAL_CENTS, true);
    let reference = i.optional("reference", "A check number or transfer reference, at most 100 characters.", 100);
    Some(NewPayment { method, amount_cents: amount?, reference })
}

/// POST /api/price-book and PATCH /api/price-book/{id}.
pub fn price_item(i: &mut Input) -> Option<PriceItem> {
    let name = i.required("name", "The service or part, 1 to 80 characters.", 80, 1, "Name is required");
    let price = i.cents("priceCents", "Price", "Price in cents (0 to $100,000).", 0, MAX_PRICE_CENTS, true);
    let taxable = i.flag("taxable", "Whether the tax rate applies.", "Taxable must be true or false");
    Some(PriceItem { name, price_cents: price?, taxable })
}

/// The list's `?status=&from=&to=`.
pub fn filter(i: &mut Input) -> InvoiceFilter {
    // The filter also takes "unpaid": sent or partly paid.
    let filters: Vec<&str> = INVOICE_STATUSES.iter().copied().chain(["unpaid"]).collect();
    i.describe(
        "status",
        &format!("{}, or unpaid (sent or partly paid).", INVOICE_STATUSES.join(", ")),
        json!({"type": "string", "pattern": trimmed(&alternatives(filters.iter().copied()), true)}),
        false,
    );
    let mut out = InvoiceFilter::default();
    if let Some(s) = i.map.get("status").and_then(Value::as_str).map(str::trim).filter(|s| !s.is_empty()) {
        if filters.contains(&s) {
            out.status = Some(s.to_string());
        } else {
            i.fail("status", format!("Status must be one of {}", filters.join(", ")));
        }
    }
    for (key, label) in [("from", "Made on or after this day"), ("to", "Made on or before this day")] {
        i.describe(
            key,
            &format!("{label} (YYYY-MM-DD)."),
            json!({"type": "string", "pattern": trimmed(DATE_PATTERN, true)}),
            false,
        );
        if let Some(s) = i.map.get(key).and_then(Value::as_str).map(str::trim).filter(|s| !s.is_empty()) {
            if is_date(s) {
                if key == "from" {
                    out.from = Some(s.to_string());
                } else {
                    out.to = Some(s.to_string());
                }
            } else {
                i.fail(key, format!("{} must be a date, YYYY-MM-DD", if key == "from" { "From" } else { "To" }));
            }
        }
    }
    out
}

/// The tip of POST /api/invoice/{token}/checkout: `tip` (none, 10, 15, 20 or
/// amount) and, for amount, `tipAmount` in dollars ("5" or "5.50", up to $10,000).
pub fn tip(i: &mut Input) -> Tip {
    let mut choices: Vec<Value> = TIP_CHOICES.iter().map(|c| json!(c)).collect();
    choices.extend([json!(""), Value::Null]);
    i.describe(
        "tip",
        "A tip: none (when left out), 10, 15 or 20 percent of what is due, or amount (then tipAmount).",
        json!({"type": ["string", "null"], "enum": choices}),
        false,
    );
    i.describe(
        "tipAmount",
        "The tip in dollars when tip is amount (0 to 10000, up to two decimals).",
        json!({"type": ["string", "null"], "pattern": trimmed(&format!("\\$?{}", crate::validation::decimal_pattern(10_000, false, 2)), true)}),
        false,
    );
    let choice = i.given("tip").and_then(Value::as_str).unwrap_or("none");
    match choice {
        "none" => Tip::None,
        "10" | "15" | "20" => Tip::Percent(choice.parse().unwrap_or(0)),
        "amount" => {
            let raw = i.map.get("tipAmount").and_then(Value::as_str).unwrap_or("").trim();
            let raw = raw.strip_prefix('$').unwrap_or(raw);
            if raw.is_empty() {
                return Tip::None;
            }
            if crate::validation::decimal_within(raw, 10_000, false, 2) {
                let (whole, frac) = raw.split_once('.').unwrap_or((raw, ""));
                let whole: i64 = whole.parse().unwrap_or(0);
                let frac: i64 = format!("{frac:0<2}").parse().unwrap_or(0);
                Tip::Cents(whole * 100 + frac)
            } else {
                i.fail("tipAmount", "Tip must be an amount from $0 to $10,000");
                Tip::None
            }
        }
        _ => {
            i.fail("tip", "Tip must be none, 10, 15, 20 or amount");
            Tip::None
        }
    }
}

crate::described_body!(NewInvoiceBody, "POST /api/invoices: an invoice for a job.", |i| new_invoice(i));
crate::described_body!(NewPaymentBody, "POST /api/invoices/{id}/payments: a payment received by hand.", |i| {
    new_payment(i)
});
crate::described_body!(PriceItemBody, "A price book item.", |i| price_item(i));
crate::described_body!(
    CheckoutBody,
    "POST /api/invoice/{token}/checkout: pay the balance by card, with an optional tip.",
    |i| tip(i)
);
crate::described_query!(InvoiceQuery, |i| filter(i));

pub use crate::validation::parse_with;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::FieldErrors;
    use serde_json::Map;

    fn errors(v: Value, read: impl FnOnce(&mut Input) -> Option<()>) -> FieldErrors {
        let map = v.as_object().cloned().unwrap();
        let mut i = Input::new(&map);
        read(&mut i);
        i.errors
    }

    #[test]
    fn the_shared_invoice_cases_hold_on_the_server() {
        let ran =
            crate::validation::shared_cases::run(include_str!("../../tests/cases/invoices.json"), |schema, input| {
                let read = match schema {
                    "invoice" => |m: &Map<String, Value>| parse_with(m, new_invoice).map(|_| ()),
                    "payment" => |m: &Map<String, Value>| parse_with(m, new_payment).map(|_| ()),
                    "priceItem" => |m: &Map<String, Value>| parse_with(m, price_item).map(|_| ()),
                    _ => return None,
                };
                Some(read(input))
            });
        assert!(ran >= 10, "{ran} cases ran");
    }

    #[test]
    fn a_line_keeps_its_quantity_to_the_hundredth() {
        let map = json!({"jobId": 1, "lines": [{"description": "Labor", "quantity": 1.5, "unitPriceCents": 9000, "taxable": true}]});
        let inv = parse_with(map.as_object().unwrap(), new_invoice).unwrap();
        assert_eq!(
            inv.lines[0].amount,
            crate::money::LineAmount { quantity_hundredths: 150, unit_price_cents: 9000, taxable: true }
        );
        assert_eq!(inv.discount_cents, 0);
    }

    #[test]
    fn a_tip_is_a_percentage_or_an_amount_in_dollars() {
        let read = |v: Value| {
            let map = v.as_object().cloned().unwrap();
            let mut i = Input::new(&map);
            (tip(&mut i), i.errors)
        };
        assert_eq!(read(json!({})).0, Tip::None);
        assert_eq!(read(json!({"tip": "15"})).0, Tip::Percent(15));
        assert_eq!(read(json!({"tip": "amount", "tipAmount": "$7.5"})).0, Tip::Cents(750));
        assert!(read(json!({"tip": "amount", "tipAmount": "-3"})).1.contains_key("tipAmount"));
        assert!(read(json!({"tip": "50"})).1.contains_key("tip"));
        assert!(
            errors(json!({"status": "lost"}), |i| {
                filter(i);
                Some(())
            })
            .contains_key("status")
        );
    }
}
