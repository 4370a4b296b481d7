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
pub mod math;
pub mod monthly;
pub mod page;
pub mod store;
pub mod validate;

use crate::accounts::Staff;
use crate::checkout::store::Made;
use crate::checkout::{CheckoutAnswer, Payable, PayableKind, Recorded, Refusal};
use crate::config::Config;
use crate::error::{ApiError, ErrorBody, path_id};
use crate::fleets::store::Fleet;
use crate::invoices::store::{InvoiceError, Source};
use crate::invoices::validate::NewPayment;
use crate::state::AppState;
use crate::state::Effects;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use crate::web::query::QueryMap;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::NaiveDate;
use math::{Aging, Billed, Received};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use validate::{FleetPaymentBody, StatementCheckoutBody, StatementQuery};

pub use monthly::spawn;

/// The owner's: a fleet's statement, its CSV, a payment for the fleet.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_statement)).routes(routes!(statement_csv)).routes(routes!(fleet_payment))
}

/// Public: paying a fleet's balance by card from a statement's link.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(statement_checkout))
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

/// The owner's statement for the query's period and day.
async fn owners_statement(
    state: &AppState,
    id: &str,
    q: &serde_json::Map<String, serde_json::Value>,
) -> Result<Statement, ApiError> {
    of_fleet(state, path_id(id)?, q, store::Holder::Owner).await
}

/// The fleet's statement for the query's period and day, with the link to
/// its printable page made for `holder` (once per fleet, period and holder;
/// see `store::get_or_make`): the owner's, and the fleet manager's own.
pub async fn of_fleet(
    state: &AppState,
    id: i64,
    q: &serde_json::Map<String, serde_json::Value>,
    holder: store::Holder,
) -> Result<Statement, ApiError> {
    let mut i = crate::validation::Input::new(q);
    let asked = validate::period(&mut i, today(&state.config));
    let asked = i.finish(asked).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    state
        .db
        .write(move |c| {
            if !crate::fleets::store::exists(c, id)? {
                return Ok(None);
            }
            let (start, end, as_of) = (asked.start.to_string(), asked.end.to_string(), asked.as_of.to_string());
            // A month to date is linked as its whole month (its page shows it
            // to date), so looking at it on other days makes no new link.
            let link_end = if math::month_to_date(asked.as_of) == (asked.start, asked.end) {
                math::month_end(asked.start).to_string()
            } else {
                end.clone()
            };
            let link =
                store::get_or_make(c, id, (&start, &link_end), &as_of, &holder, &crate::accounts::random_url_token())?;
            // The JSON is the period asked, aged on the day asked; its link is
            // the holder's one for the period.
            let asked_row = store::StatementRow { period_end: end, as_of, ..link };
            load(c, &config, &asked_row)
        })
        .await?
        .ok_or(ApiError::NotFound)
}

/// The server's day (or the tests' clock).
pub fn today(config: &Config) -> NaiveDate {
    config.statements_clock.map(|clock| clock()).unwrap_or_else(crate::time::eastern_today)
}

/// A fleet's statement: opening balance, the period's invoices and payments,
/// closing balance, and the aging of what is owed on the as-of day.
#[utoipa::path(get, path = "/fleets/{id}/statement", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id."), StatementQuery),
    responses(
        (status = 200, description = "The statement, with its page's link.", body = Statement),
        (status = 400, description = "A bad date, or a period that ends before it starts: `fields` names it.", body = ErrorBody),
        (status = 404, description = "No such fleet.", body = ErrorBody),
    ))]
async fn get_statement(
    State(state): State<AppState>,
    _staff: Staff,
    Path(id): Path<String>,
    QueryMap(q): QueryMap,
) -> Result<axum::Json<Statement>, ApiError> {
    Ok(axum::Json(owners_statement(&state, &id, &q).await?))
}

/// The statement as CSV (amounts in dollars): its lines, then the balances and the aging.
#[utoipa::path(get, path = "/fleets/{id}/statement.csv", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id."), StatementQuery),
    responses(
        (status = 200, description = "The statement as a spreadsheet.", content_type = "text/csv", body = String),
        (status = 400, description = "A bad date, or a period that ends before it starts: `fields` names it.", body = ErrorBody),
        (status = 404, description = "No such fleet.", body = ErrorBody),
    ))]
async fn statement_csv(
    State(state): State<AppState>,
    _staff: Staff,
    Path(id): Path<String>,
    QueryMap(q): QueryMap,
) -> Result<Response, ApiError> {
    Ok(csv(&owners_statement(&state, &id, &q).await?))
}

/// The statement as a CSV download (the owner's and the fleet manager's).
pub fn csv(s: &Statement) -> Response {
    let cents = |c: i64| format!("{}{}.{:02}", if c < 0 { "-" } else { "" }, c.abs() / 100, c.abs() % 100);
    // Charges and payments in columns of their own, both positive: a
    // leading minus would be defused into text by the cell writer.
    let mut out =
        crate::spreadsheet::line(&["date", "kind", "number", "description", "due", "charges", "payments", "balance"]);
    out.push_str("\r\n");
    let mut push = |cells: [String; 8]| {
        out.push_str(&crate::spreadsheet::line(&cells));
        out.push_str("\r\n");
    };
    let none = String::new;
    push([
        s.period_start.clone(),
        "opening".into(),
        none(),
        format!("Opening balance, {}", s.fleet_name),
        none(),
        none(),
        none(),
        cents(s.opening_cents),
    ]);
    for l in &s.lines {
        let (charge, paid) =
            if l.amount_cents >= 0 { (cents(l.amount_cents), none()) } else { (none(), cents(-l.amount_cents)) };
        push([
            l.date.clone(),
            l.kind.clone(),
            l.number.clone(),
            l.description.clone(),
            l.due_date.clone().unwrap_or_default(),
            charge,
            paid,
            cents(l.balance_cents),
        ]);
    }
    push([
        s.period_end.clone(),
        "closing".into(),
        none(),
        "Closing balance".into(),
        none(),
        cents(s.invoiced_cents),
        cents(s.received_cents),
        cents(s.closing_cents),
    ]);
    let a = &s.aging;
    for (label, c) in [
        ("Current (not yet due)", a.current_cents),
        ("1-30 days past due", a.days1_to30_cents),
        ("31-60 days past due", a.days31_to60_cents),
        ("61-90 days past due", a.days61_to90_cents),
        ("Over 90 days past due", a.over90_cents),
        ("Owed", s.owed_cents),
    ] {
        push([s.as_of.clone(), "aging".into(), none(), label.into(), none(), none(), none(), cents(c)]);
    }
    let name = format!("attachment; filename=\"statement-{}-{}.csv\"", s.fleet_id, s.as_of);
    ([(header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()), (header::CONTENT_DISPOSITION, name)], out)
        .into_response()
}

/// A payment's share of one invoice.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AppliedShare {
    pub invoice_id: i64,
    pub number: String,
    pub amount_cents: i64,
    /// What the invoice still owes after it.
    pub balance_cents: i64,
    /// partly-paid or paid.
    pub status: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FleetPaymentAnswer {
    pub applied: Vec<AppliedShare>,
    /// What the fleet still owes, all invoices.
    pub owed_cents: i64,
}

/// Records a payment the fleet sent (a check, an ACH transfer): applied to
/// the chosen invoices in the order given, or the oldest due first when
/// none are chosen. More than those invoices owe is refused.
#[utoipa::path(post, path = "/fleets/{id}/payments", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    request_body(content = FleetPaymentBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Recorded: each invoice's share.", body = FleetPaymentAnswer),
        (status = 400, description = "A field is invalid, an invoice chosen is not an open one of this fleet (`fields.invoiceIds`), or the amount is more than they owe (`fields.amountCents`).", body = ErrorBody),
        (status = 404, description = "No such fleet.", body = ErrorBody),
    ))]
async fn fleet_payment(
    State(state): State<AppState>,
    staff: Staff,
    Path(id): Path<String>,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let id = path_id(&id)?;
    let payment = validate::parse_with(&body.fields, validate::fleet_payment).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let answer = state
        .db
        .run(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            if !crate::fleets::store::exists(&tx, id)? {
                return Err(ApiError::NotFound);
            }
            let invoices = store::invoices(&tx, id)?;
            let open = open_now(&invoices);
            let order: Vec<(i64, i64)> = match &payment.invoice_ids {
                None => open.clone(),
                Some(ids) => {
                    let mut chosen = Vec::new();
                    for (n, want) in ids.iter().enumerate() {
                        let found = open.iter().find(|(i, _)| i == want);
                        match found {
                            Some(o) if !ids[..n].contains(want) => chosen.push(*o),
                            _ => {
                                return Err(ApiError::invalid(
                                    "invoiceIds",
                                    format!(
                                        "Invoice id {want} is not an open invoice of this fleet (or is chosen twice)"
                                    ),
                                ));
                            }
                        }
                    }
                    chosen
                }
            };
            let owed: i64 = order.iter().map(|(_, b)| b).sum();
            if payment.amount_cents > owed {
                let message = if owed == 0 {
                    "Nothing is owed on these invoices".to_string()
                } else {
                    format!("Amount must be at most what is owed, {}", crate::refs::dollars(owed))
                };
                return Err(ApiError::invalid("amountCents", message));
            }
            let (shares, _) = math::allocate(&order, payment.amount_cents);
            let mut applied = Vec::new();
            for (invoice_id, cents) in shares {
                let one = NewPayment {
                    method: payment.method.clone(),
                    amount_cents: cents,
                    reference: payment.reference.clone(),
                };
                let recorded = crate::invoices::workflow::record_payment(
                    &tx,
                    &config,
                    invoice_id,
                    &one,
                    0,
                    Source::Staff(&staff),
                )?;
                let Some(inv) = recorded else { continue };
                applied.push(AppliedShare {
                    invoice_id,
                    number: inv.number,
                    amount_cents: cents,
                    balance_cents: inv.balance_cents,
                    status: inv.status,
                });
            }
            let owed_cents = open_now(&store::invoices(&tx, id)?).iter().map(|(_, b)| b).sum();
            tx.commit()?;
            Ok(FleetPaymentAnswer { applied, owed_cents })
        })
        .await?;
    state.after_commit(Effects::queued());
    Ok((StatusCode::CREATED, axum::Json(answer)).into_response())
}

/// A statement link's token as the links carry it (URL-safe base64).
pub fn plausible_token(token: &str) -> bool {
    (16..=64).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Pays what the fleet owes now by card, or part of it (`amount`), through
/// the one checkout: a Stripe Checkout session for the balance of all its
/// invoices (from the invoices, never from the browser) or the part asked
/// for, applied when paid to the oldest due first. No tip. Every statement
/// link of a fleet pays one payable, the fleet's balance, so its limit and
/// its open session are the fleet's. A link whose holder's access has ended
/// pays nothing. A form post is answered with a redirect to Stripe, JSON
/// with the session's URL.
#[utoipa::path(post, path = "/statement/{token}/checkout", tag = "fleets", params(("token" = String, Path, description = "The statement's link token.")),
    request_body(content = StatementCheckoutBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The Checkout page to send the browser to.", body = CheckoutAnswer),
        (status = 400, description = "The amount is not dollars from $0.50, or is more than the balance (`fields.amount`).", body = ErrorBody),
        (status = 303, description = "(A form post) redirected to the Checkout page, or back to the statement when nothing is owed."),
        (status = 404, description = "No such statement, its link has ended, or card payments are not set up.", body = ErrorBody),
        (status = 409, description = "Nothing is owed.", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address or for this fleet; nothing was made.", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds to wait before trying again."))),
        (status = 502, description = "Stripe could not be reached; nothing was charged.", body = ErrorBody),
    ))]
async fn statement_checkout(
    State(state): State<AppState>,
    ip: ClientIp,
    Path(token): Path<String>,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    if state.config.payments.is_none() || !plausible_token(&token) {
        return Err(ApiError::NotFound);
    }
    let page = page_url(&state.config, &token);
    let back = format!("/statement/{token}");
    let answer = |result| {
        crate::checkout::answer(result, body.from_html_form, &state.site.stylesheet, (&back, "Back to the statement"))
    };
    let admitted = match crate::checkout::admit(&state, &ip) {
        Ok(admitted) => admitted,
        Err(too_many) => return Ok(answer(Err(Refusal::TooMany(too_many)))),
    };
    let mut i = crate::validation::Input::new(&body.fields);
    let part = validate::pay_amount(&mut i);
    let part = i.finish(part).map_err(ApiError::Invalid)?;
    let db_token = token.clone();
    let found = state
        .db
        .call(move |c| {
            let Some(row) = store::by_token(c, &db_token)? else { return Ok(None) };
            if !store::link_open(c, &row)? {
                return Ok(None);
            }
            let Some(fleet) = crate::fleets::store::get(c, row.fleet_id)? else { return Ok(None) };
            let owed: i64 = open_now(&store::invoices(c, row.fleet_id)?).iter().map(|(_, b)| b).sum();
            Ok(Some((row, fleet, owed)))
        })
        .await?;
    let Some((row, fleet, owed)) = found else { return Err(ApiError::NotFound) };
    if owed == 0 {
        if body.from_html_form {
            return Ok((StatusCode::SEE_OTHER, [(header::LOCATION, page)]).into_response());
        }
        return Err(ApiError::conflict("statement", "Nothing is owed on this account."));
    }
    let amount = match part {
        Some(p) if p > owed => {
            return Err(ApiError::invalid(
                "amount",
                format!("Amount must be at most the balance, {}", crate::refs::dollars(owed)),
            ));
        }
        Some(p) => p,
        None => owed,
    };
    let payable = Payable {
        kind: PayableKind::Fleet,
        id: fleet.id,
        amount_cents: amount,
        tip_cents: 0,
        line: format!("Statement balance, {} ({})", fleet.name, crate::content::BUSINESS.name),
        metadata: vec![("fleet_id", fleet.id.to_string()), ("statement_id", row.id.to_string())],
        reference: format!("statement-{}", row.id),
        customer_email: Some(fleet.billing_email.clone()),
        page,
        what: format!("fleet {}'s statement {}", fleet.id, row.id),
    };
    Ok(answer(crate::checkout::session_for(&state, admitted, payable).await))
}

/// Records a paid session of the one checkout on the fleet's account (the
/// checks every payable shares are done): shared over the fleet's open
/// invoices, the oldest due (then the lowest number) first; each invoice's
/// paid amount and status move as a payment's would. Money beyond what is
/// owed by then (paid by hand meanwhile) goes on the last invoice paid.
pub fn record_card(tx: &rusqlite::Connection, config: &Config, made: &Made) -> rusqlite::Result<Recorded> {
    let invoices = store::invoices(tx, made.payable_id)?;
    let open = open_now(&invoices);
    let (mut shares, left) = math::allocate(&open, made.amount_cents);
    if left > 0 {
        match shares.last_mut() {
            Some(last) => last.1 += left,
            None => match invoices.last() {
                Some(newest) => shares.push((newest.id, left)),
                None => return Ok(Recorded::Refused("its fleet has no invoice to put it on".into())),
            },
        }
    }
    for &(invoice_id, cents) in &shares {
        let payment = NewPayment { method: "card".into(), amount_cents: cents, reference: Some(made.id.clone()) };
        match crate::invoices::workflow::record_payment(tx, config, invoice_id, &payment, 0, Source::StatementCard) {
            Ok(_) => {}
            Err(InvoiceError::Sql(e)) => return Err(e),
            Err(e) => return Ok(Recorded::Refused(format!("an invoice refused it: {e:?}"))),
        }
    }
    let first = shares.first().map(|s| s.0).unwrap_or_default();
    Ok(Recorded::Recorded(crate::invoices::payments::payment_event(tx, first, made.amount_cents, 0)?))
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
