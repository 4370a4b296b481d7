//! Fleet statements (docs/product.md#fleets): a fleet's account for a period
//! (by default the as-of day's month to that day), its opening and
//! closing balances, what was invoiced and received in it, and the aging of
//! what is owed on the as-of day (`math.rs`, pure); its CSV; its printable
//! page at /statement/{token} (`page.rs`), from which the billing contact
//! pays the balance by card; payments by hand for the fleet shared over its
//! invoices; and the statement mailed to each fleet on the 1st (`monthly.rs`).
//!
//! - Owner: the statement (JSON and CSV), a payment for the fleet.
//! - Public: /statement/{token} and its checkout.
mod card;
mod fleet_statement;
pub mod math;
pub mod monthly;
pub mod page;
mod payments;
pub mod store;
pub mod validate;
use crate::config::Config;
use crate::fleets::store::Fleet;
use crate::state::AppState;
pub use card::plausible_token;
pub use card::record_card;
use chrono::NaiveDate;
pub use fleet_statement::csv;
pub use fleet_statement::of_fleet;
use math::{Aging, Billed, Received};
pub use monthly::start;
pub use payments::AppliedShare;
pub use payments::FleetPaymentAnswer;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The owner's: a fleet's statement, its CSV, a payment for the fleet.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(fleet_statement::get_statement))
        .routes(routes!(fleet_statement::statement_csv))
        .routes(routes!(payments::fleet_payment))
}

/// Public: paying a fleet's balance by card from a statement's link.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(card::statement_checkout))
}

/// One line of the statement's period: an invoice sent (+) or a payment received (-).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatementLine {
    /// YYYY-MM-DD.
    pub date: String,
    /// invoice or payment.
    pub kind: String,
    /// The invoice's number (INV-0001), also for a payment on it.
    pub number: String,
    /// "Invoice INV-0001 (PO 7731, unit T-104)" or "Payment, Check 1042".
    pub description: String,
    /// An invoice's due day.
    pub due_date: Option<String>,
    /// Positive for an invoice, negative for a payment.
    pub amount_cents: i64,
    /// The account's balance after this line.
    pub balance_cents: i64,
}

/// An invoice still owing something on the as-of day.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenInvoice {
    pub id: i64,
    pub number: String,
    pub sent_on: String,
    pub due_date: String,
    pub po_number: Option<String>,
    pub total_cents: i64,
    /// What it owed on the as-of day.
    pub balance_cents: i64,
    /// Days past its due date on the as-of day (0 or less: not yet due).
    pub days_past_due: i64,
}

/// A fleet's statement.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Statement {
    pub fleet_id: i64,
    pub fleet_name: String,
    pub billing_contact: String,
    pub billing_email: String,
    /// "Net 30".
    pub terms_label: String,
    /// The period's first and last days (YYYY-MM-DD).
    pub period_start: String,
    pub period_end: String,
    /// The day the aging is counted on.
    pub as_of: String,
    /// Owed at the period's start.
    pub opening_cents: i64,
    pub invoiced_cents: i64,
    pub received_cents: i64,
    /// Owed at the period's end.
    pub closing_cents: i64,
    /// Owed on the as-of day (the aging's total).
    pub owed_cents: i64,
    pub aging: Aging,
    pub lines: Vec<StatementLine>,
    pub open_invoices: Vec<OpenInvoice>,
    /// The printable page the billing contact opens (and pays from).
    pub url: String,
}

fn day_of(stamp: &str) -> NaiveDate {
    crate::time::eastern_day(stamp).unwrap_or_default()
}

/// The fleet's invoices and payments as the arithmetic counts them (a
/// timestamp's day is its day in Northeast Florida; due dates are stored as days).
pub fn billed(invoices: &[store::InvoiceRow], payments: &[store::PaymentRow]) -> Vec<Billed> {
    invoices
        .iter()
        .map(|i| {
            let sent = day_of(&i.sent_at);
            Billed {
                id: i.id,
                number: crate::refs::invoice_number(i.number),
                sent,
                due: i.due_date.as_deref().map(day_of).unwrap_or(sent),
                total_cents: i.total_cents,
                status: Some(i.status),
                payments: payments
                    .iter()
                    .filter(|p| p.invoice_id == i.id)
                    .map(|p| Received { received: day_of(&p.received_at), amount_cents: p.amount_cents })
                    .collect(),
            }
        })
        .collect()
}

/// The statement of `row`'s period and day, from the fleet's rows as they are now.
pub fn view(
    config: &Config,
    fleet: &Fleet,
    row: &store::StatementRow,
    invoices: &[store::InvoiceRow],
    payments: &[store::PaymentRow],
) -> Statement {
    let (start, end, as_of) = (day_of(&row.period_start), day_of(&row.period_end), day_of(&row.as_of));
    let counted = billed(invoices, payments);
    let sums = math::sums(&counted, start, end, as_of);
    let mut events: Vec<(NaiveDate, u8, StatementLine)> = Vec::new();
    for (inv, b) in invoices.iter().zip(&counted) {
        if b.sent >= start && b.sent <= end {
            let mut about = Vec::new();
            if let Some(po) = &inv.po_number {
                about.push(format!("PO {po}"));
            }
            if let Some(unit) = &inv.unit_label {
                about.push(format!("unit {unit}"));
            }
            let about = if about.is_empty() { String::new() } else { format!(" ({})", about.join(", ")) };
            events.push((
                b.sent,
                0,
                StatementLine {
                    date: b.sent.to_string(),
                    kind: "invoice".into(),
                    number: b.number.clone(),
                    description: format!("Invoice {}{about}", b.number),
                    due_date: Some(b.due.to_string()),
                    amount_cents: b.total_cents,
                    balance_cents: 0,
                },
            ));
        }
    }
    for p in payments {
        let received = day_of(&p.received_at);
        let Some(b) = counted.iter().find(|b| b.id == p.invoice_id) else { continue };
        if received >= start && received <= end {
            let reference = p.reference.as_deref().map(|r| format!(" {r}")).unwrap_or_default();
            events.push((
                received,
                1,
                StatementLine {
                    date: received.to_string(),
                    kind: "payment".into(),
                    number: b.number.clone(),
                    description: format!(
                        "Payment on {}, {}{reference}",
                        b.number,
                        crate::lists::method_label(&p.method)
                    ),
                    due_date: None,
                    amount_cents: -p.amount_cents,
                    balance_cents: 0,
                },
            ));
        }
    }
    events.sort_by_key(|a| (a.0, a.1));
    let mut balance = sums.opening_cents;
    let lines = events
        .into_iter()
        .map(|(_, _, mut l)| {
            balance += l.amount_cents;
            l.balance_cents = balance;
            l
        })
        .collect();
    let open_invoices = counted
        .iter()
        .filter(|b| b.sent <= as_of)
        .filter_map(|b| {
            let paid: i64 = b.payments.iter().filter(|p| p.received <= as_of).map(|p| p.amount_cents).sum();
            let owed = b.total_cents - paid;
            let inv = invoices.iter().find(|i| i.id == b.id)?;
            (owed > 0).then(|| OpenInvoice {
                id: b.id,
                number: b.number.clone(),
                sent_on: b.sent.to_string(),
                due_date: b.due.to_string(),
                po_number: inv.po_number.clone(),
                total_cents: b.total_cents,
                balance_cents: owed,
                days_past_due: (as_of - b.due).num_days(),
            })
        })
        .collect();
    Statement {
        fleet_id: fleet.id,
        fleet_name: fleet.name.clone(),
        billing_contact: fleet.billing_contact.clone(),
        billing_email: fleet.billing_email.clone(),
        terms_label: crate::lists::terms_label(&fleet.terms).to_string(),
        period_start: row.period_start.clone(),
        period_end: row.period_end.clone(),
        as_of: row.as_of.clone(),
        opening_cents: sums.opening_cents,
        invoiced_cents: sums.invoiced_cents,
        received_cents: sums.received_cents,
        closing_cents: sums.closing_cents,
        owed_cents: sums.owed_cents,
        aging: sums.aging,
        lines,
        open_invoices,
        url: page_url(config, &row.token),
    }
}

/// What a link's page shows: a link made while its period was still going
/// shows it to date (aged today, up to the period's end); one made after its
/// period ended (the statement mailed on the 1st) as it was made, so a
/// printed or mailed statement stays the statement that was sent.
pub fn as_shown(mut row: store::StatementRow, today: NaiveDate) -> store::StatementRow {
    if row.as_of < row.period_end {
        let today = today.to_string().max(row.period_start.clone());
        let shown = today.min(row.period_end.clone());
        row.period_end = shown.clone();
        row.as_of = shown;
    }
    row
}

pub fn page_url(config: &Config, token: &str) -> String {
    format!("{}/statement/{token}", config.base_url)
}

/// What the fleet owes now, invoice by invoice, oldest due first: (id, balance).
pub fn open_now(invoices: &[store::InvoiceRow]) -> Vec<(i64, i64)> {
    invoices.iter().map(|i| (i.id, i.total_cents - i.paid_cents)).filter(|(_, b)| *b > 0).collect()
}

/// The statement of a stored row, read in one go.
pub fn load(
    c: &rusqlite::Connection,
    config: &Config,
    row: &store::StatementRow,
) -> rusqlite::Result<Option<Statement>> {
    let Some(fleet) = crate::fleets::store::get(c, row.fleet_id)? else { return Ok(None) };
    let invoices = store::invoices(c, row.fleet_id)?;
    let payments = store::payments(c, row.fleet_id)?;
    Ok(Some(view(config, &fleet, row, &invoices, &payments)))
}

/// The server's day (or the tests' clock).
pub fn today(config: &Config) -> NaiveDate {
    config.statements_clock.map(|clock| clock()).unwrap_or_else(crate::time::eastern_today)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(start: &str, end: &str, as_of: &str) -> store::StatementRow {
        store::StatementRow {
            id: 1,
            fleet_id: 1,
            token: "t".into(),
            period_start: start.into(),
            period_end: end.into(),
            as_of: as_of.into(),
            manager_id: None,
            billing_email: None,
        }
    }

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap_or_default()
    }

    #[test]
    fn a_link_made_in_its_month_shows_it_to_date_and_a_mailed_one_as_it_was_sent() {
        // Made on the 3rd for November: on the 20th it is November to the 20th.
        let shown = as_shown(row("2026-11-01", "2026-11-30", "2026-11-03"), day("2026-11-20"));
        assert_eq!((shown.period_end.as_str(), shown.as_of.as_str()), ("2026-11-20", "2026-11-20"));
        // Once the month is over, the whole month, aged on its last day.
        let shown = as_shown(row("2026-11-01", "2026-11-30", "2026-11-03"), day("2027-01-05"));
        assert_eq!((shown.period_end.as_str(), shown.as_of.as_str()), ("2026-11-30", "2026-11-30"));
        // Mailed on December 1st for November: the statement that was sent.
        let shown = as_shown(row("2026-11-01", "2026-11-30", "2026-12-01"), day("2027-01-05"));
        assert_eq!((shown.period_end.as_str(), shown.as_of.as_str()), ("2026-11-30", "2026-12-01"));
    }
}
