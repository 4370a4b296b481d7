//! A fleet's statement as arithmetic, apart from the database: the opening
//! balance at the period's start, what was invoiced and received in it, the
//! closing balance at its end, and the aging of what is owed on the as-of
//! day. Dates are plain days (YYYY-MM-DD, the business's own calendar);
//! money is whole cents. `tests/cases/statements.json` holds the cases this
//! and `ui/src/lib/fleets/statement.ts` are both tested against.
use crate::lists::InvoiceStatus;
use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An invoice as the statement counts it: sent (drafts and void invoices
/// are left out before they get here), with its payments.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Billed {
    pub id: i64,
    pub number: String,
    /// The day it was sent.
    pub sent: NaiveDate,
    /// The day it is due (the sent day when none is stored).
    pub due: NaiveDate,
    pub total_cents: i64,
    /// The invoice's status: a draft or a void invoice counts for nothing.
    #[serde(default)]
    pub status: Option<InvoiceStatus>,
    #[serde(default)]
    pub payments: Vec<Received>,
}

impl Billed {
    fn counts(&self) -> bool {
        self.status.is_none_or(InvoiceStatus::is_billed)
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Received {
    pub received: NaiveDate,
    pub amount_cents: i64,
}

/// What is owed by how long it is past due, on the as-of day.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Aging {
    /// Not yet due.
    pub current_cents: i64,
    pub days1_to30_cents: i64,
    pub days31_to60_cents: i64,
    pub days61_to90_cents: i64,
    pub over90_cents: i64,
}

impl Aging {
    pub fn total(&self) -> i64 {
        self.current_cents + self.days1_to30_cents + self.days31_to60_cents + self.days61_to90_cents + self.over90_cents
    }

    fn add(&mut self, days_past_due: i64, cents: i64) {
        let bucket = match days_past_due {
            ..=0 => &mut self.current_cents,
            1..=30 => &mut self.days1_to30_cents,
            31..=60 => &mut self.days31_to60_cents,
            61..=90 => &mut self.days61_to90_cents,
            _ => &mut self.over90_cents,
        };
        *bucket += cents;
    }
}

/// The sums of a statement.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Sums {
    pub opening_cents: i64,
    pub invoiced_cents: i64,
    pub received_cents: i64,
    pub closing_cents: i64,
    /// What is owed on the as-of day (the aging's total).
    pub owed_cents: i64,
    pub aging: Aging,
}

/// The month of `as_of` up to that day: the statement the owner and the fleet
/// see unless they ask for another period (its closing balance is what is
/// owed on the day, not last month's beside today's aging).
pub fn month_to_date(as_of: NaiveDate) -> (NaiveDate, NaiveDate) {
    (as_of.with_day(1).unwrap_or(as_of), as_of)
}

/// The last day of `day`'s month.
pub fn month_end(day: NaiveDate) -> NaiveDate {
    let first = day.with_day(1).unwrap_or(day);
    let next = if first.month() == 12 {
        NaiveDate::from_ymd_opt(first.year() + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(first.year(), first.month() + 1, 1)
    };
    next.and_then(|n| n.pred_opt()).unwrap_or(day)
}

/// The calendar month before `as_of`: its first and last days (the
/// statement mailed on the 1st).
pub fn default_period(as_of: NaiveDate) -> (NaiveDate, NaiveDate) {
    let first_of_this = as_of.with_day(1).unwrap_or(as_of);
    let end = first_of_this.pred_opt().unwrap_or(first_of_this);
    (end.with_day(1).unwrap_or(end), end)
}

/// What the invoice still owed at the end of `day` (never below 0).
fn owed_on(inv: &Billed, day: NaiveDate) -> i64 {
    if inv.sent > day || !inv.counts() {
        return 0;
    }
    let paid: i64 = inv.payments.iter().filter(|p| p.received <= day).map(|p| p.amount_cents).sum();
    (inv.total_cents - paid).max(0)
}

/// The statement's sums for `start..=end`, aged on `as_of`.
pub fn sums(invoices: &[Billed], start: NaiveDate, end: NaiveDate, as_of: NaiveDate) -> Sums {
    let before = start.pred_opt().unwrap_or(start);
    let opening: i64 = invoices.iter().map(|i| owed_on(i, before)).sum();
    let invoiced: i64 =
        invoices.iter().filter(|i| i.counts() && i.sent >= start && i.sent <= end).map(|i| i.total_cents).sum();
    let received: i64 = invoices
        .iter()
        .filter(|i| i.counts() && i.sent <= end)
        .flat_map(|i| &i.payments)
        .filter(|p| p.received >= start && p.received <= end)
        .map(|p| p.amount_cents)
        .sum();
    let closing: i64 = invoices.iter().map(|i| owed_on(i, end)).sum();
    let mut aging = Aging::default();
    for inv in invoices {
        let owed = owed_on(inv, as_of);
        if owed > 0 {
            aging.add((as_of - inv.due).num_days(), owed);
        }
    }
    Sums {
        opening_cents: opening,
        invoiced_cents: invoiced,
        received_cents: received,
        closing_cents: closing,
        owed_cents: aging.total(),
        aging,
    }
}

/// How a payment for the fleet is shared over its open invoices: each
/// invoice (id, balance), in the order given, takes what it owes until the
/// amount is used up. Answers the shares (id, cents) and what was left over.
pub fn allocate(open: &[(i64, i64)], amount_cents: i64) -> (Vec<(i64, i64)>, i64) {
    let mut left = amount_cents;
    let mut shares = Vec::new();
    for &(id, balance) in open {
        if left <= 0 {
            break;
        }
        let take = balance.min(left);
        if take > 0 {
            shares.push((id, take));
            left -= take;
        }
    }
    (shares, left)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn a_months_last_day_in_a_leap_year_a_short_month_and_december() {
        assert_eq!(month_end(day("2028-02-10")), day("2028-02-29"));
        assert_eq!(month_end(day("2026-02-01")), day("2026-02-28"));
        assert_eq!(month_end(day("2026-11-20")), day("2026-11-30"));
        assert_eq!(month_end(day("2026-12-31")), day("2026-12-31"));
    }

    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Case {
        name: String,
        as_of: NaiveDate,
        #[serde(default)]
        period_start: Option<NaiveDate>,
        #[serde(default)]
        period_end: Option<NaiveDate>,
        invoices: Vec<Billed>,
        expected: Sums,
    }

    #[test]
    fn the_shared_cases_sum_as_in_the_browser() {
        let cases: Vec<Case> =
            serde_json::from_str(include_str!("../../tests/cases/statements.json")).expect("a valid file of cases");
        assert!(cases.len() >= 5);
        for c in cases {
            let (start, end) = match (c.period_start, c.period_end) {
                (Some(s), Some(e)) => (s, e),
                _ => default_period(c.as_of),
            };
            let got = sums(&c.invoices, start, end, c.as_of);
            assert_eq!(got, c.expected, "case: {}", c.name);
            assert_eq!(got.opening_cents + got.invoiced_cents - got.received_cents, got.closing_cents, "{}", c.name);
        }
    }

    #[test]
    fn an_asked_for_statement_is_the_month_to_its_day() {
        assert_eq!(month_to_date(day("2026-12-10")), (day("2026-12-01"), day("2026-12-10")));
        assert_eq!(month_to_date(day("2026-03-01")), (day("2026-03-01"), day("2026-03-01")));
    }

    #[test]
    fn the_period_is_the_month_before_the_as_of_day() {
        assert_eq!(default_period(day("2026-12-01")), (day("2026-11-01"), day("2026-11-30")));
        assert_eq!(default_period(day("2026-03-15")), (day("2026-02-01"), day("2026-02-28")));
        assert_eq!(default_period(day("2026-01-01")), (day("2025-12-01"), day("2025-12-31")));
    }

    #[test]
    fn a_payment_goes_to_the_invoices_in_order_until_it_is_used_up() {
        assert_eq!(allocate(&[(1, 100), (2, 250), (3, 80)], 300), (vec![(1, 100), (2, 200)], 0));
        assert_eq!(allocate(&[(1, 100)], 150), (vec![(1, 100)], 50));
        assert_eq!(allocate(&[(1, 0), (2, 40)], 40), (vec![(2, 40)], 0));
    }
}
