//! `/api/fleets/{id}/payments`: a payment the owner records against a fleet's
//! open invoices.
use super::validate::FleetPaymentBody;
use super::{math, open_now, store, validate};
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::fleets::NoSuchFleet;
use crate::invoices::store::Source;
use crate::invoices::validate::NewPayment;
use crate::state::{AppState, Effects};
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

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
    pub status: crate::lists::InvoiceStatus,
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
        NoSuchFleet,
    ))]
pub(super) async fn fleet_payment(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let payment = validate::parse_with(&body.fields, validate::fleet_payment).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let (answer, effects) = state
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
            let mut effects = Effects::default();
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
                let Some((inv, recorded)) = recorded else { continue };
                effects.merge(recorded);
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
            Ok((FleetPaymentAnswer { applied, owed_cents }, effects))
        })
        .await?;
    state.after_commit(effects);
    Ok((StatusCode::CREATED, axum::Json(answer)).into_response())
}
