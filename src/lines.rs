//! A priced line, as an invoice and an estimate take it: a description, a
//! quantity (kept to the hundredth), a unit price in cents, and whether the
//! tax rate applies. Untrusted fields in, a `NewLine` out.
use crate::money::LineAmount;
use crate::validation::Input;
use serde_json::{Value, json};

/// A unit price or a price book price: at most $100,000.
pub const MAX_PRICE_CENTS: i64 = 10_000_000;
/// A total, a discount or a payment: at most $1,000,000.
pub const MAX_TOTAL_CENTS: i64 = 100_000_000;
pub const MAX_QUANTITY: f64 = 1000.0;

#[derive(Debug, Clone, PartialEq)]
pub struct NewLine {
    pub description: String,
    pub amount: LineAmount,
}

/// One line (its own object): description, quantity, unit price, taxable.
pub fn line(i: &mut Input) -> Option<NewLine> {
    let description =
        i.required("description", "What was done or sold, 1 to 200 characters.", 200, 1, "Description is required");
    i.describe(
        "quantity",
        "How many (hours, tires): more than 0, at most 1000; kept to the hundredth.",
        json!({"type": "number", "minimum": 0.01, "maximum": MAX_QUANTITY as u64}),
        true,
    );
    let quantity = match i.map.get("quantity") {
        Some(Value::Number(n)) => n.as_f64().filter(|q| q.is_finite() && (0.01..=MAX_QUANTITY).contains(q)),
        _ => None,
    };
    if quantity.is_none() {
        i.fail("quantity", "Quantity must be a number from 0.01 to 1000");
    }
    let unit =
        i.cents("unitPriceCents", "Unit price", "Unit price in cents (0 to $100,000).", 0, MAX_PRICE_CENTS, true);
    i.describe(
        "taxable",
        "Whether the tax rate applies to this line (false when left out).",
        json!({"type": ["boolean", "null"]}),
        false,
    );
    let taxable = match i.map.get("taxable") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => {
            i.fail("taxable", "Taxable must be true or false");
            false
        }
    };
    Some(NewLine {
        description,
        amount: LineAmount {
            quantity_hundredths: (quantity? * 100.0).round() as i64,
            unit_price_cents: unit?,
            taxable,
        },
    })
}

/// A line's JSON schema, for the document.
pub fn schema(description: &str) -> Value {
    crate::validation::described_json(description, |i| {
        line(i);
    })
}
