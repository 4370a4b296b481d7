//! Money in whole cents: lines, discount and tax, worked out the same way
//! here and in the browser's preview (ui/src/lib/money.ts;
//! tests/cases/invoice-totals.json and estimate-totals.json are run against
//! both). An invoice's totals and an estimate option's are the same sums.
use serde::Serialize;

/// A line as the totals see it: quantity in hundredths (150 = 1.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineAmount {
    pub quantity_hundredths: i64,
    pub unit_price_cents: i64,
    pub taxable: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Totals {
    pub subtotal_cents: i64,
    pub discount_cents: i64,
    pub tax_cents: i64,
    pub total_cents: i64,
}

/// `n / d` rounded half up, for n >= 0 and d > 0.
fn div_round(n: i128, d: i128) -> i128 {
    (n + d / 2) / d
}

/// A line's amount: quantity times unit price, rounded to the cent.
pub fn line_cents(line: &LineAmount) -> i64 {
    div_round(i128::from(line.quantity_hundredths) * i128::from(line.unit_price_cents), 100) as i64
}

/// The totals of `lines` less `discount_cents`, with tax at `tax_basis_points`
/// (725 = 7.25%) on the taxable lines. The discount is shared across the
/// lines in proportion to their amounts, so only the taxable lines' share of
/// it lowers the tax. The caller has checked the discount is at most the
/// subtotal.
pub fn totals(lines: &[LineAmount], discount_cents: i64, tax_basis_points: i64) -> Totals {
    let subtotal: i128 = lines.iter().map(|l| i128::from(line_cents(l))).sum();
    let taxable: i128 = lines.iter().filter(|l| l.taxable).map(|l| i128::from(line_cents(l))).sum();
    let discount = i128::from(discount_cents).clamp(0, subtotal);
    let taxable_discount = if subtotal == 0 { 0 } else { div_round(discount * taxable, subtotal) };
    let tax = div_round((taxable - taxable_discount) * i128::from(tax_basis_points), 10_000);
    Totals {
        subtotal_cents: subtotal as i64,
        discount_cents: discount as i64,
        tax_cents: tax as i64,
        total_cents: (subtotal - discount + tax) as i64,
    }
}
