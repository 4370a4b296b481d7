//! An estimate's money: each option's totals are an invoice's (the same
//! lines, tax on taxable lines, no discount), and what approval asks is
//! worked out here and in the browser's preview (ui/src/features/estimates/
//! money.ts) the same way: tests/cases/estimate-totals.json runs against both.
use super::validate::{Deposit, Payment};
use crate::money::{LineAmount, Totals, totals};

/// What approving an option asks now: nothing, the hold (the total, or a
/// change order's difference over what was approved before), or the
/// deposit (a change order asks no second deposit: the rest is invoiced).
pub fn due_cents(payment: Payment, deposit: Option<Deposit>, total: i64, previous_approved: Option<i64>) -> i64 {
    match (payment, previous_approved) {
        (Payment::None, _) => 0,
        (Payment::Hold, None) => total,
        (Payment::Hold, Some(before)) => (total - before).max(0),
        (Payment::Deposit, Some(_)) => 0,
        (Payment::Deposit, None) => match deposit {
            Some(Deposit::Percent(p)) => (total * p + 50) / 100,
            Some(Deposit::Cents(c)) => c.min(total),
            None => 0,
        },
    }
}

/// An option's totals at the estimate's tax rate.
pub fn option_totals(lines: &[LineAmount], tax_basis_points: i64) -> Totals {
    totals(lines, 0, tax_basis_points)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Case {
        note: String,
        tax_basis_points: i64,
        payment: String,
        deposit_percent: Option<i64>,
        deposit_cents: Option<i64>,
        previous_approved_cents: Option<i64>,
        options: Vec<CaseOption>,
    }

    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct CaseOption {
        lines: Vec<CaseLine>,
        expect: Expect,
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
    struct Expect {
        subtotal_cents: i64,
        tax_cents: i64,
        total_cents: i64,
        due_cents: i64,
    }

    #[test]
    fn options_tax_and_what_approval_asks_match_the_shared_cases() {
        let cases: Vec<Case> =
            serde_json::from_str(include_str!("../../tests/cases/estimate-totals.json")).expect("valid cases");
        assert!(cases.len() >= 6);
        for case in cases {
            let payment = Payment::parse(&case.payment).expect("a payment word");
            let deposit = match (case.deposit_percent, case.deposit_cents) {
                (Some(p), _) => Some(Deposit::Percent(p)),
                (_, Some(c)) => Some(Deposit::Cents(c)),
                _ => None,
            };
            for option in &case.options {
                let lines: Vec<LineAmount> = option
                    .lines
                    .iter()
                    .map(|l| LineAmount {
                        quantity_hundredths: l.quantity_hundredths,
                        unit_price_cents: l.unit_price_cents,
                        taxable: l.taxable,
                    })
                    .collect();
                for (line, want) in lines.iter().zip(&option.lines) {
                    assert_eq!(crate::money::line_cents(line), want.amount_cents, "{}: line amount", case.note);
                }
                let t = option_totals(&lines, case.tax_basis_points);
                let due = due_cents(payment, deposit, t.total_cents, case.previous_approved_cents);
                assert_eq!(
                    (t.subtotal_cents, t.tax_cents, t.total_cents, due),
                    (
                        option.expect.subtotal_cents,
                        option.expect.tax_cents,
                        option.expect.total_cents,
                        option.expect.due_cents
                    ),
                    "{}",
                    case.note
                );
            }
        }
    }
}
