//! The customer's side of an invoice: its JSON, paying by card through the
//! one checkout (`crate::checkout`, which makes, guards and verifies every
//! Checkout Session), and recording a paid session on the invoice. A card
//! payment is recorded only from Stripe's word (the signed webhook, or the
//! sweep that asks Stripe about open sessions), once, and only for a session
//! this server made for the currency and total it was made for.
use super::NoSuchInvoice;
use super::money;
use super::store::{self, Line};
use super::validate::{self, CheckoutBody, NewPayment, Tip};
use crate::checkout::store::Made;
use crate::checkout::{CheckoutAnswer, Payable, PayableKind, Recorded, Refusal};
use crate::config::Config;
use crate::error::{ApiError, ErrorBody};
use crate::leads::feed::{LeadEvent, LiveEvent};
use crate::lists::InvoiceStatus;
use crate::refs::PaymentEvent;
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicPayment {
    pub method: String,
    pub amount_cents: i64,
    pub tip_cents: i64,
    pub received_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentOption {
    pub method: String,
    pub instructions: String,
}

/// What the invoice page shows, as JSON.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicInvoice {
    pub number: String,
    pub status: InvoiceStatus,
    pub business_name: String,
    pub business_legal_name: String,
    pub business_phone: String,
    pub customer_name: Option<String>,
    pub lines: Vec<Line>,
    pub subtotal_cents: i64,
    pub discount_cents: i64,
    pub tax_rate_basis_points: i64,
    pub tax_cents: i64,
    pub total_cents: i64,
    pub paid_cents: i64,
    pub tip_cents: i64,
    pub balance_cents: i64,
    pub payments: Vec<PublicPayment>,
    pub created_at: String,
    pub paid_at: Option<String>,
    /// Whether the page offers Pay by card (`[payments]` is set and something is due).
    pub pay_by_card: bool,
    pub payment_options: Vec<PaymentOption>,
    /// An invoice to a fleet: its PO, unit, VIN, terms and due date (no tip is offered).
    pub fleet: Option<store::FleetBilling>,
    /// The customer's signature for this invoice's total, while it stands
    /// (a signature given for another amount is void, and not shown).
    pub signature: Option<PublicSignature>,
    /// The photos of the work the owner chose to show (never an ID's).
    pub photos: Vec<super::photos::InvoicePhoto>,
}

/// The customer's signature as the invoice shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicSignature {
    pub signer_name: String,
    pub signed_at: String,
    pub amount_cents: i64,
    /// Drawn, or typed (shown as the typed name, never as a drawing).
    pub kind: crate::proof::validate::SignatureKind,
    /// The drawing: strokes of [x, y] points in a 1000 x 400 box (none when typed).
    #[schema(value_type = Vec<Vec<Vec<i64>>>)]
    pub strokes: serde_json::Value,
    /// A typed signature's text.
    pub typed: Option<String>,
}

impl PublicSignature {
    /// `signature` if it stands for `inv` as it is now.
    fn standing(signature: Option<crate::proof::store::Signature>, inv: &store::Invoice) -> Option<PublicSignature> {
        signature.filter(|s| s.stands_for(inv.id, inv.total_cents) && inv.status != InvoiceStatus::Void).map(|s| {
            PublicSignature {
                signer_name: s.signer_name,
                signed_at: s.signed_at,
                amount_cents: s.amount_cents,
                kind: s.kind,
                strokes: s.strokes,
                typed: s.typed,
            }
        })
    }
}

pub fn public_view(config: &Config, inv: store::Invoice, signature: Option<PublicSignature>) -> PublicInvoice {
    let b = &crate::content::BUSINESS;
    PublicInvoice {
        pay_by_card: config.payments.is_some() && inv.balance_cents > 0 && inv.status != InvoiceStatus::Void,
        number: inv.number,
        status: inv.status,
        business_name: b.name.clone(),
        business_legal_name: b.legal_name.clone(),
        business_phone: b.phones.emergency.display.clone(),
        customer_name: inv.customer_name,
        fleet: inv.fleet,
        lines: inv.lines,
        subtotal_cents: inv.subtotal_cents,
        discount_cents: inv.discount_cents,
        tax_rate_basis_points: inv.tax_rate_basis_points,
        tax_cents: inv.tax_cents,
        total_cents: inv.total_cents,
        paid_cents: inv.paid_cents,
        tip_cents: inv.tip_cents,
        balance_cents: inv.balance_cents,
        payments: inv
            .payments
            .into_iter()
            .map(|p| PublicPayment {
                method: p.method,
                amount_cents: p.amount_cents,
                tip_cents: p.tip_cents,
                received_at: p.received_at,
            })
            .collect(),
        created_at: inv.created_at,
        paid_at: inv.paid_at,
        signature,
        photos: Vec::new(),
        payment_options: b
            .invoice_payment
            .iter()
            .map(|p| PaymentOption {
                method: p.method.clone(),
                instructions: crate::content::fill(&p.instructions, &[("phone", &b.phones.emergency.display)]),
            })
            .collect(),
    }
}

/// A token as the links carry it (hex): anything else is not looked up.
pub fn plausible_token(token: &str) -> bool {
    (20..=64).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_hexdigit())
}

pub async fn load_public(state: &AppState, token: &str) -> Result<PublicInvoice, ApiError> {
    if !plausible_token(token) {
        return Err(ApiError::NotFound);
    }
    let token = token.to_string();
    let config = state.config.clone();
    let (inv, signature, photos) = state
        .db
        .call(move |c| {
            let Some(id) = store::id_of_token(c, &token)? else { return Ok(None) };
            let Some(inv) = store::invoice(c, &config, id)? else { return Ok(None) };
            let signature = crate::proof::store::signature_of_invoice(c, id)?;
            let photos = super::photos::chosen(c, inv.job_id)?;
            Ok(Some((inv, signature, photos)))
        })
        .await?
        .ok_or(ApiError::NotFound)?;
    let signature = PublicSignature::standing(signature, &inv);
    Ok(PublicInvoice { photos, ..public_view(&state.config, inv, signature) })
}

/// An invoice as its customer sees it (the token is the key).
#[utoipa::path(get, path = "/invoice/{token}", tag = "invoices", params(("token" = String, Path, description = "The invoice's link token.")),
    responses((status = 200, description = "The invoice.", body = PublicInvoice), NoSuchInvoice))]
pub async fn public_invoice(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response, ApiError> {
    let view = load_public(&state, &token).await?;
    Ok((
        [(header::CACHE_CONTROL, "no-store"), (header::HeaderName::from_static("x-robots-tag"), "noindex")],
        axum::Json(view),
    )
        .into_response())
}

/// Pays what is due by card, through the one checkout: a Stripe Checkout
/// session for the invoice's balance (from the invoice, never from the
/// browser) and an optional tip as its own line, or the open one already
/// made for the same balance and tip. A form post is answered with a
/// redirect to Stripe, JSON with the session's URL. Limited per address and
/// per invoice.
#[utoipa::path(post, path = "/invoice/{token}/checkout", tag = "invoices", params(("token" = String, Path, description = "The invoice's link token.")),
    request_body(content = CheckoutBody, content_type = "application/json"),
    responses(
        (status = 200, description = "The Checkout page to send the browser to.", body = CheckoutAnswer),
        (status = 303, description = "(A form post) redirected to the Checkout page."),
        (status = 404, description = "No such invoice, or card payments are not set up.", body = ErrorBody),
        (status = 409, description = "Nothing is due (paid or void).", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address or for this invoice; nothing was made.", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds to wait before trying again."))),
        (status = 502, description = "Stripe could not be reached; nothing was charged.", body = ErrorBody),
    ))]
pub async fn checkout(
    State(state): State<AppState>,
    ip: ClientIp,
    Path(token): Path<String>,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    if state.config.payments.is_none() || !plausible_token(&token) {
        return Err(ApiError::NotFound);
    }
    let page = format!("{}/invoice/{token}", state.config.base_url);
    let back = format!("/invoice/{token}");
    let answer = |result| {
        crate::checkout::answer(result, body.from_html_form, &state.site.stylesheet, (&back, "Back to the invoice"))
    };
    let admitted = match crate::checkout::admit(&state, &ip) {
        Ok(admitted) => admitted,
        Err(too_many) => return Ok(answer(Err(Refusal::TooMany(too_many)))),
    };
    let mut i = crate::validation::Input::new(&body.fields);
    let tip = validate::tip(&mut i);
    let tip = i.finish(tip).map_err(ApiError::Invalid)?;
    let (db_token, config) = (token.clone(), state.config.clone());
    let inv = state
        .db
        .call(move |c| {
            let Some(id) = store::id_of_token(c, &db_token)? else { return Ok(None) };
            store::invoice(c, &config, id)
        })
        .await?
        .ok_or(ApiError::NotFound)?;
    if inv.status == InvoiceStatus::Void || inv.balance_cents == 0 {
        if body.from_html_form {
            return Ok((StatusCode::SEE_OTHER, [(header::LOCATION, page)]).into_response());
        }
        return Err(ApiError::conflict("invoice", "Nothing is due on this invoice."));
    }
    // A fleet pays on its terms, by its accounts payable: no tip is asked for.
    if inv.fleet.is_some() && tip != Tip::None {
        return Err(ApiError::invalid("tip", "A fleet's invoice takes no tip"));
    }
    let due = inv.balance_cents;
    let tip_cents = match tip {
        Tip::None => 0,
        Tip::Percent(p) => (due * p + 50) / 100,
        Tip::Cents(c) => c,
    };
    let payable = Payable {
        kind: PayableKind::Invoice,
        id: inv.id,
        amount_cents: due,
        tip_cents,
        line: format!("Invoice {} ({})", inv.number, crate::content::BUSINESS.name),
        metadata: vec![("invoice_id", inv.id.to_string()), ("invoice_number", inv.number.clone())],
        reference: inv.number.clone(),
        customer_email: inv.customer_email.clone(),
        page,
        what: format!("invoice {}", inv.number),
        capture: crate::checkout::Capture::Automatic,
        detail: String::new(),
    };
    Ok(answer(crate::checkout::session_for(&state, admitted, payable).await))
}

/// The live-feed row of a card payment (in the payment's transaction, like a
/// new lead's). It names the invoice and the amounts only: no personal data
/// to erase, and a dashboard reloads the rest.
pub fn payment_event(tx: &rusqlite::Connection, invoice_id: i64, amount: i64, tip: i64) -> rusqlite::Result<LeadEvent> {
    let store::NumberNow { number, now: created_at } = store::number_now(tx, invoice_id)?;
    let summary = LiveEvent::Payment(PaymentEvent {
        id: invoice_id,
        created_at: created_at.clone(),
        number: money::invoice_number(number),
        amount_cents: amount,
        tip_cents: tip,
    });
    let seq = store::insert_payment_event(tx, invoice_id, &summary.to_json(), &created_at)?;
    Ok(LeadEvent { seq, summary })
}

/// Records a paid session of the one checkout on its invoice (the checks
/// every payable shares are done): a card payment of the amounts the session
/// was made for, once per session.
pub fn record_card(tx: &rusqlite::Connection, config: &Config, made: &Made) -> rusqlite::Result<Recorded> {
    let (invoice_id, amount, tip) = (made.payable_id, made.amount_cents, made.tip_cents);
    let payment = NewPayment { method: "card".into(), amount_cents: amount, reference: Some(made.id.clone()) };
    Ok(match super::workflow::record_payment(tx, config, invoice_id, &payment, tip, store::Source::Stripe(&made.id)) {
        Ok(Some(_)) => Recorded::Recorded(payment_event(tx, invoice_id, amount, tip)?),
        Ok(None) => Recorded::AlreadyRecorded,
        Err(store::InvoiceError::Sql(e)) => return Err(e),
        Err(e) => Recorded::Refused(format!("the invoice refused it: {e:?}")),
    })
}
