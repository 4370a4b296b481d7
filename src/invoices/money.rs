//! An invoice's money: the shared sums (`crate::money`, which estimates
//! use too) and the words for amounts and numbers.
pub use crate::money::{LineAmount, Totals, line_cents, totals};
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
