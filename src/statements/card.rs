//! `/api/statement/{token}/checkout`: a fleet pays its statement by card
//! from the statement's link.
use super::validate::StatementCheckoutBody;
use super::{math, open_now, page_url, store, validate};
use crate::checkout::store::Made;
use crate::checkout::{CheckoutAnswer, Payable, PayableKind, Recorded, Refusal};
use crate::config::Config;
use crate::error::{ApiError, ErrorBody};
use crate::invoices::store::{InvoiceError, Source};
use crate::invoices::validate::NewPayment;
use crate::state::AppState;
use crate::web::body::FieldsBody;
use crate::web::client_ip::ClientIp;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

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
pub(super) async fn statement_checkout(
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
        capture: crate::checkout::Capture::Automatic,
        detail: String::new(),
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
