//! Getting paid (docs/product.md#invoices): the price book, invoices in
//! whole cents, payments by hand, card payments through Stripe Checkout
//! (recorded only from its signed webhook or the reconciliation sweep), and
//! the receipt each payment texts and mails.
//!
//! - Owner (back office): the price book's changes, the invoice list and its CSV, void.
//! - Staff of either role: the price book to pick from, the tax rate, a new
//!   invoice, one invoice, a payment by hand, sending the link (a technician
//!   only for their own jobs).
//! - Public: /invoice/{token} (page.rs) and the work photos the owner chose
//!   for it (photos.rs), its JSON, its checkout (through
//!   `crate::checkout`, which also takes Stripe's webhook).
pub mod money;
pub mod page;
pub mod payments;
pub mod photos;
pub mod store;
pub mod validate;
pub mod workflow;

use crate::accounts::{Role, Staff};
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use crate::web::query::QueryMap;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use store::{Invoice, InvoiceError, InvoiceSummary, PriceBookItem};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use validate::{InvoiceQuery, NewInvoiceBody, NewPaymentBody, PriceItemBody};

/// The 404 of a route for one invoice (never built: it only describes the
/// response).
#[derive(utoipa::IntoResponses)]
#[response(status = 404, description = "No such invoice.")]
#[allow(dead_code)]
pub struct NoSuchInvoice(ErrorBody);

impl From<InvoiceError> for ApiError {
    fn from(e: InvoiceError) -> Self {
        match e {
            InvoiceError::NotFound => ApiError::NotFound,
            InvoiceError::Invalid(field, message) => ApiError::invalid(field, message),
            InvoiceError::JobInvoiced(number) => ApiError::Conflict {
                field: "jobId",
                message: format!("This job already has invoice {number}: open it, or void it to make a new one.")
                    .into(),
            },
            InvoiceError::Sql(e) => ApiError::Internal(e.into()),
        }
    }
}

/// The owner's: the invoice list, its CSV, void, the price book's changes.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_invoices))
        .routes(routes!(export_invoices_csv))
        .routes(routes!(void_invoice))
        .routes(routes!(invoice_from_estimate))
        .routes(routes!(add_price))
        .routes(routes!(change_price, remove_price))
}

/// Either role's: what a technician needs at Completed (their own jobs' invoices only).
pub fn any_staff_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(price_book))
        .routes(routes!(invoice_settings))
        .routes(routes!(create_invoice))
        .routes(routes!(get_invoice))
        .routes(routes!(record_payment))
        .routes(routes!(send_invoice))
}

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(payments::public_invoice)).routes(routes!(payments::checkout))
}

/// A technician may only touch the invoices of their own jobs (404 otherwise).
fn check_owner_of(c: &rusqlite::Connection, staff: &Staff, invoice_id: i64) -> Result<(), InvoiceError> {
    if staff.role == Role::Owner {
        return Ok(());
    }
    let theirs = store::technicians_invoice(c, invoice_id, staff.id)?;
    if theirs { Ok(()) } else { Err(InvoiceError::NotFound) }
}

/// The price book, by name.
#[utoipa::path(get, path = "/price-book", tag = "invoices",
    responses((status = 200, description = "Every item not removed.", body = Vec<PriceBookItem>)))]
async fn price_book(State(state): State<AppState>, _staff: Staff) -> Result<axum::Json<Vec<PriceBookItem>>, ApiError> {
    Ok(axum::Json(state.db.call(|c| store::price_book(c)).await?))
}

/// What the invoice editor needs from the server's configuration: the
/// rate it will charge, so the preview's total is the one the invoice gets.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceSettings {
    /// `[invoices] tax_rate` in hundredths of a percent (725 = 7.25%), on taxable lines.
    pub tax_basis_points: i64,
    /// Whether `[payments]` is set, so the invoice page offers Pay by card.
    pub card_payments: bool,
    /// What approving an estimate asks when the estimate does not say (`[payments] estimate_payment`; none without card payments). A fleet on terms is always asked none.
    pub estimate_payment: crate::estimates::validate::Payment,
    /// A deposit's percent of the total then (`[payments] estimate_deposit_percent`).
    pub estimate_deposit_percent: u8,
}

/// The tax rate, whether card payments are on, and what an estimate asks by default.
#[utoipa::path(get, path = "/invoices/settings", tag = "invoices",
    responses((status = 200, description = "As configured in the server's TOML file.", body = InvoiceSettings)))]
async fn invoice_settings(State(state): State<AppState>, _staff: Staff) -> axum::Json<InvoiceSettings> {
    let payments = state.config.payments.as_ref();
    axum::Json(InvoiceSettings {
        tax_basis_points: state.config.invoices.tax_basis_points(),
        card_payments: payments.is_some(),
        estimate_payment: crate::estimates::workflow::default_payment(&state.config, false),
        estimate_deposit_percent: payments.map_or(0, |p| p.estimate_deposit_percent),
    })
}

/// Adds an item to the price book.
#[utoipa::path(post, path = "/price-book", tag = "invoices",
    request_body(content = PriceItemBody, content_type = "application/json"),
    responses((status = 201, description = "Added.", body = PriceBookItem)))]
async fn add_price(State(state): State<AppState>, _staff: Staff, body: FieldsBody) -> Result<Response, ApiError> {
    let item = validate::parse_with(&body.fields, validate::price_item).map_err(ApiError::Invalid)?;
    let added = state.db.call(move |c| store::add_price(c, &item)).await?;
    Ok((StatusCode::CREATED, axum::Json(added)).into_response())
}

/// Changes an item's name, price or taxable flag (invoices already made keep theirs).
#[utoipa::path(patch, path = "/price-book/{id}", tag = "invoices", params(("id" = i64, Path, description = "The item's id.")),
    request_body(content = PriceItemBody, content_type = "application/json"),
    responses((status = 200, description = "As it is now.", body = PriceBookItem), (status = 404, description = "No such item.", body = ErrorBody)))]
async fn change_price(
    State(state): State<AppState>,
    _staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<axum::Json<PriceBookItem>, ApiError> {
    let item = validate::parse_with(&body.fields, validate::price_item).map_err(ApiError::Invalid)?;
    Ok(axum::Json(state.db.run(move |c| store::change_price(c, id, &item)).await?))
}

/// Removes an item from the price book.
#[utoipa::path(delete, path = "/price-book/{id}", tag = "invoices", params(("id" = i64, Path, description = "The item's id.")),
    responses((status = 204, description = "Removed."), (status = 404, description = "No such item.", body = ErrorBody)))]
async fn remove_price(
    State(state): State<AppState>,
    _staff: Staff,
    PathId(id): PathId,
) -> Result<StatusCode, ApiError> {
    state.db.run(move |c| store::archive_price(c, id)).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Makes a draft invoice for a job: lines, discount, tax at `[invoices] tax_rate` on taxable lines. A technician only for their own jobs.
#[utoipa::path(post, path = "/invoices", tag = "invoices",
    request_body(content = NewInvoiceBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Made: its id, number (INV-0001), token and totals.", body = Invoice),
        (status = 400, description = "A field is invalid, no job has that id, the discount is over the subtotal or the total over $1,000,000: `fields` names it.", body = ErrorBody),
        (status = 409, description = "The job already has an invoice that is not void (`fields.jobId` names it).", body = ErrorBody),
    ))]
async fn create_invoice(State(state): State<AppState>, staff: Staff, body: FieldsBody) -> Result<Response, ApiError> {
    let new = validate::parse_with(&body.fields, validate::new_invoice).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (invoice, effects) = state.db.run(move |c| workflow::create(c, &staff, &config, &new)).await?;
    state.after_commit(effects);
    Ok((StatusCode::CREATED, axum::Json(invoice)).into_response())
}

/// Makes the job's draft invoice from its approved estimate: the chosen option's lines (a change order's, when one was approved since), tax as it was estimated.
#[utoipa::path(put, path = "/jobs/{id}/invoice", tag = "invoices", params(("id" = i64, Path, description = "The job's id.")),
    responses(
        (status = 201, description = "Made: its id, number (INV-0001), token and totals.", body = Invoice),
        (status = 400, description = "The job has no approved estimate (`fields.fromEstimate`).", body = ErrorBody),
        (status = 404, description = "No job has this id.", body = ErrorBody),
        (status = 409, description = "The job already has an invoice that is not void (`fields.jobId` names it).", body = ErrorBody),
    ))]
async fn invoice_from_estimate(
    State(state): State<AppState>,
    staff: Staff,
    PathId(job_id): PathId,
) -> Result<Response, ApiError> {
    let new = validate::NewInvoice { job_id, lines: Vec::new(), discount_cents: 0, from_estimate: true };
    let config = state.config.clone();
    let (invoice, effects) = state.db.run(move |c| workflow::create(c, &staff, &config, &new)).await?;
    state.after_commit(effects);
    Ok((StatusCode::CREATED, axum::Json(invoice)).into_response())
}

/// The invoices `?status=&from=&to=` lets through (the list and its CSV).
async fn filtered(
    state: &AppState,
    q: &serde_json::Map<String, serde_json::Value>,
) -> Result<Vec<InvoiceSummary>, ApiError> {
    let mut i = crate::validation::Input::new(q);
    let filter = validate::filter(&mut i);
    let filter = i.finish(filter).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    Ok(state.db.call(move |c| store::list(c, &config, &filter)).await?)
}

/// Invoices newest first (at most 1,000), with each one's age.
#[utoipa::path(get, path = "/invoices", tag = "invoices", params(InvoiceQuery),
    responses(
        (status = 200, description = "The invoices the filters let through.", body = Vec<InvoiceSummary>),
        (status = 400, description = "A bad status or date: `fields` names it.", body = ErrorBody),
    ))]
async fn list_invoices(
    State(state): State<AppState>,
    _staff: Staff,
    QueryMap(q): QueryMap,
) -> Result<axum::Json<Vec<InvoiceSummary>>, ApiError> {
    Ok(axum::Json(filtered(&state, &q).await?))
}

/// The invoices the filters let through, as CSV (amounts in dollars).
#[utoipa::path(get, path = "/invoices/export.csv", tag = "invoices", params(InvoiceQuery),
    responses(
        (status = 200, description = "One row per invoice.", content_type = "text/csv", body = String),
        (status = 400, description = "A bad status or date: `fields` names it.", body = ErrorBody),
    ))]
async fn export_invoices_csv(
    State(state): State<AppState>,
    _staff: Staff,
    QueryMap(q): QueryMap,
) -> Result<Response, ApiError> {
    let rows = filtered(&state, &q).await?;
    let mut out =
        String::from("number,status,customer,phone,created,sent,paid,age_days,total,paid_amount,tips,balance,link\r\n");
    let cents = |c: i64| format!("{}.{:02}", c / 100, c % 100);
    for r in rows {
        let cells = [
            r.number,
            r.status.to_string(),
            r.customer_name.unwrap_or_default(),
            r.customer_phone.unwrap_or_default(),
            r.created_at,
            r.sent_at.unwrap_or_default(),
            r.paid_at.unwrap_or_default(),
            r.age_days.to_string(),
            cents(r.total_cents),
            cents(r.paid_cents),
            cents(r.tip_cents),
            cents(r.balance_cents),
            r.url,
        ];
        let line: Vec<String> = cells.iter().map(|c| crate::spreadsheet::cell(c)).collect();
        out.push_str(&line.join(","));
        out.push_str("\r\n");
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (header::CONTENT_DISPOSITION, "attachment; filename=\"invoices.csv\""),
        ],
        out,
    )
        .into_response())
}

/// One invoice with its lines and payments. A technician only for their own
/// jobs: their app looks again while the customer pays from the link.
#[utoipa::path(get, path = "/invoices/{id}", tag = "invoices", params(("id" = i64, Path, description = "The invoice's id.")),
    responses((status = 200, description = "The invoice.", body = Invoice), NoSuchInvoice))]
async fn get_invoice(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<Invoice>, ApiError> {
    let config = state.config.clone();
    let inv = state
        .db
        .run(move |c| {
            check_owner_of(c, &staff, id)?;
            Ok::<_, InvoiceError>(store::invoice(c, &config, id)?)
        })
        .await?;
    inv.map(axum::Json).ok_or(ApiError::NotFound)
}

/// Records a payment received by hand; partial payments add up to paid. Texts and mails the receipt.
#[utoipa::path(post, path = "/invoices/{id}/payments", tag = "invoices", params(("id" = i64, Path, description = "The invoice's id.")),
    request_body(content = NewPaymentBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Recorded: the invoice as it is now.", body = Invoice),
        (status = 400, description = "A field is invalid, the amount is over the balance, or the invoice is void (`fields.invoice`).", body = ErrorBody),
        (status = 404, description = "No such invoice (of yours, for a technician).", body = ErrorBody),
    ))]
async fn record_payment(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let payment = validate::parse_with(&body.fields, validate::new_payment).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (inv, effects) = state
        .db
        .run(move |c| -> Result<_, InvoiceError> {
            // Dropped without a commit on a refusal: nothing recorded.
            let tx = c.transaction()?;
            check_owner_of(&tx, &staff, id)?;
            let recorded = workflow::record_payment(&tx, &config, id, &payment, 0, store::Source::Staff(&staff))?
                .ok_or(InvoiceError::NotFound)?;
            tx.commit()?;
            Ok(recorded)
        })
        .await?;
    state.after_commit(effects);
    Ok((StatusCode::CREATED, axum::Json(inv)).into_response())
}

/// Texts (and mails, when the customer gave an email) the invoice's link; a draft becomes sent.
#[utoipa::path(post, path = "/invoices/{id}/send", tag = "invoices", params(("id" = i64, Path, description = "The invoice's id.")),
    responses(
        (status = 200, description = "Sent: the invoice as it is now.", body = Invoice),
        (status = 400, description = "The invoice is void (`fields.invoice`), or it is to a fleet that wants a PO number and the job has none (`fields.poNumber`).", body = ErrorBody),
        (status = 404, description = "No such invoice (of yours, for a technician).", body = ErrorBody),
        (status = 409, description = "The total is over what the driver approved on the job's estimate (`fields.lines`): send a change order first.", body = ErrorBody),
        (status = 503, description = "Stripe did not capture the job's card hold: nothing was sent; try again.", body = ErrorBody),
    ))]
async fn send_invoice(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<Invoice>, ApiError> {
    let config = state.config.clone();
    let (who, looked_up) = (staff.clone(), config.clone());
    let inv = state
        .db
        .run(move |c| {
            check_owner_of(c, &who, id)?;
            store::invoice(c, &looked_up, id)?.ok_or(InvoiceError::NotFound)
        })
        .await?;
    // The job's estimate first: over what the driver approved, nothing is
    // sent; a held card is captured for the total (a void invoice takes none).
    let taken = match inv.job_id {
        Some(job) if inv.status != crate::lists::InvoiceStatus::Void => {
            crate::estimates::capture_for_invoice(&state, job, inv.total_cents).await?
        }
        _ => Vec::new(),
    };
    let (inv, effects) = state.db.run(move |c| workflow::send(c, &staff, &config, id, &taken)).await?;
    state.after_commit(effects);
    Ok(axum::Json(inv))
}

/// Voids an invoice that has no payments.
#[utoipa::path(post, path = "/invoices/{id}/void", tag = "invoices", params(("id" = i64, Path, description = "The invoice's id.")),
    responses(
        (status = 200, description = "Void: the invoice as it is now.", body = Invoice),
        (status = 400, description = "The invoice has payments (`fields.invoice`).", body = ErrorBody),
        NoSuchInvoice,
    ))]
async fn void_invoice(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<Invoice>, ApiError> {
    let config = state.config.clone();
    let (invoice, effects) = state.db.run(move |c| workflow::void(c, &staff, &config, id)).await?;
    state.after_commit(effects);
    Ok(axum::Json(invoice))
}
