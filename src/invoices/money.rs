//! Money in whole cents: an invoice's lines, discount and tax, worked out
//! the same way here and in the browser's preview (ui/src/features/invoices/
//! money.ts; tests/cases/invoice-totals.json is run against both).
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

pub use crate::refs::{dollars, invoice_number};

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Case {
        note: String,
        lines: Vec<CaseLine>,
        discount_cents: i64,
        tax_basis_points: i64,
        expect: CaseTotals,
    }

    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct CaseLine {
        quantity_hundredths: i64,
        unit_price_cents: i64,
        taxable: bool,
        amount_cents: i64,
    }

    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct CaseTotals {
        subtotal_cents: i64,
        tax_cents: i64,
        total_cents: i64,
    }

    #[test]
    fn totals_tax_and_discount_match_the_shared_cases() {
        let cases: Vec<Case> =
            serde_json::from_str(include_str!("../../tests/cases/invoice-totals.json")).expect("valid cases");
        assert!(cases.len() >= 6);
        for case in cases {
            let lines: Vec<LineAmount> = case
                .lines
                .iter()
                .map(|l| LineAmount {
                    quantity_hundredths: l.quantity_hundredths,
                    unit_price_cents: l.unit_price_cents,
                    taxable: l.taxable,
                })
                .collect();
            for (line, want) in lines.iter().zip(&case.lines) {
                assert_eq!(line_cents(line), want.amount_cents, "{}: line amount", case.note);
            }
            let t = totals(&lines, case.discount_cents, case.tax_basis_points);
            assert_eq!(
                (t.subtotal_cents, t.tax_cents, t.total_cents),
                (case.expect.subtotal_cents, case.expect.tax_cents, case.expect.total_cents),
                "{}",
                case.note
            );
        }
    }

    #[test]
    fn dollars_are_grouped_by_thousands() {
        assert_eq!(dollars(0), "$0.00");
        assert_eq!(dollars(5), "$0.05");
        assert_eq!(dollars(123_456_789), "$1,234,567.89");
        assert_eq!(dollars(-1050), "-$10.50");
        assert_eq!(invoice_number(1), "INV-0001");
        assert_eq!(invoice_number(42), "INV-0042");
        assert_eq!(invoice_number(12345), "INV-12345");
    }
}
