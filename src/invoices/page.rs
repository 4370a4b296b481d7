//! The customer's invoice page, /invoice/{token}: written by the server
//! (there is one per invoice, so no build can prerender it), whole without
//! JavaScript, printable, and never indexed. Pay by card is a plain form:
//! the server makes the Checkout session and redirects to it.
use super::money::dollars;
use super::payments::{self, PublicInvoice};
use crate::error::ApiError;
use crate::proof::validate::SignatureKind;
use crate::state::AppState;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use maud::{Markup, html};
use std::collections::HashMap;

use crate::lists::{InvoiceStatus, method_label as method_words};

/// "2026-11-24T15:04:05.000Z" → "November 24, 2026": the day it was in
/// Northeast Florida (an invoice made at 9 PM Eastern is that day's, not the
/// next day's as in UTC).
fn day(stamp: &str) -> String {
    crate::time::eastern_day(stamp)
        .map(|d| d.format("%B %-d, %Y").to_string())
        .unwrap_or_else(|| stamp.chars().take(10).collect())
}

/// How a fleet on terms pays by post or bank (`fleetRemittance` in the
/// business's content file): each only when it is set, as `<dl>` items (the
/// fleet invoice's page and the statement's).
pub fn remittance(r: &crate::content::FleetRemittance, legal_name: &str) -> Markup {
    html! {
        @if !r.check_address.trim().is_empty() {
            div {
                dt { "Check" }
                dd {
                    "Make it payable to " (legal_name) " and mail it to " (r.check_address.trim())
                    ", with the invoice number on it."
                }
            }
        }
        @if !r.ach.trim().is_empty() {
            div { dt { "ACH transfer" } dd { (r.ach.trim()) " Put the invoice number in the payment's reference." } }
        }
    }
}

fn quantity(q: f64) -> String {
    if q.fract() == 0.0 { format!("{q:.0}") } else { format!("{q:.2}").trim_end_matches('0').to_string() }
}

pub fn render(v: &PublicInvoice, token: &str, stylesheet: &str, notice: Option<&str>) -> String {
    let b = &crate::content::BUSINESS;
    let tax_rate = format!("{:.2}", v.tax_rate_basis_points as f64 / 100.0);
    let tax_rate = tax_rate.trim_end_matches('0').trim_end_matches('.');
    let phone = html! { a href={ "tel:" (b.phones.emergency.tel) } { (v.business_phone) } };
    let content = html! {
        header class="invoice-head" {
            div {
                p class="invoice-business" { (v.business_name) }
                p { (v.business_legal_name) br; (b.address.locality) ", " (b.address.region) br; (phone) }
            }
            div class="invoice-meta" {
                h1 { "Invoice " (v.number) }
                p class={ "invoice-status invoice-status-" (v.status) } { (v.status.customer_words()) }
                p { "Date: " (day(&v.created_at)) }
                @match &v.fleet {
                    Some(f) => { (fleet_lines(f)) }
                    None => {
                        @if let Some(n) = &v.customer_name {
                            p { "Bill to: " (n) }
                        }
                    }
                }
            }
        }
        @if let Some(n) = notice {
            p class="invoice-notice" role="status" { (n) }
        }
        table class="invoice-lines" {
            thead {
                tr {
                    th scope="col" { "Description" }
                    th scope="col" class="num" { "Qty" }
                    th scope="col" class="num" { "Unit price" }
                    th scope="col" class="num" { "Amount" }
                }
            }
            tbody {
                @for l in &v.lines {
                    tr {
                        td {
                            (l.description)
                            @if l.taxable && v.tax_rate_basis_points > 0 {
                                " " span class="invoice-taxed" { "(taxed)" }
                            }
                        }
                        td class="num" { (quantity(l.quantity)) }
                        td class="num" { (dollars(l.unit_price_cents)) }
                        td class="num" { (dollars(l.amount_cents)) }
                    }
                }
            }
        }
        dl class="invoice-totals" {
            div { dt { "Subtotal" } dd { (dollars(v.subtotal_cents)) } }
            @if v.discount_cents > 0 {
                div { dt { "Discount" } dd { "-" (dollars(v.discount_cents)) } }
            }
            @if v.tax_rate_basis_points > 0 {
                div { dt { "Tax (" (tax_rate) "% of the lines marked taxed)" } dd { (dollars(v.tax_cents)) } }
            }
            div class="invoice-total" { dt { "Total" } dd { (dollars(v.total_cents)) } }
            @if v.paid_cents > 0 {
                div { dt { "Paid" } dd { (dollars(v.paid_cents)) } }
            }
            @if v.tip_cents > 0 {
                div { dt { "Tips (thank you!)" } dd { (dollars(v.tip_cents)) } }
            }
            @if v.status != InvoiceStatus::Void {
                div class="invoice-balance" { dt { "Balance due" } dd { (dollars(v.balance_cents)) } }
            }
        }
        @if let Some(sig) = &v.signature {
            (signature(sig))
        }
        (super::photos::section(&v.photos, token))
        @if v.pay_by_card {
            (pay_by_card(v, token))
        }
        @if v.balance_cents > 0 && v.status != InvoiceStatus::Void {
            section class="invoice-ways" aria-labelledby="ways-title" {
                h2 id="ways-title" { "Ways to pay" }
                dl {
                    // A fleet's accounts payable pays by check or ACH: those first, when set.
                    @if v.fleet.is_some() {
                        (remittance(&b.fleet_remittance, &v.business_legal_name))
                    }
                    @for o in &v.payment_options {
                        div { dt { (o.method) } dd { (o.instructions) } }
                    }
                }
            }
        }
        @if !v.payments.is_empty() {
            section aria-labelledby="paid-title" {
                h2 id="paid-title" { "Payments received" }
                ul class="invoice-payments" {
                    @for p in &v.payments {
                        li {
                            (day(&p.received_at)) ": " (dollars(p.amount_cents))
                            @if p.tip_cents > 0 {
                                " + " (dollars(p.tip_cents)) " tip"
                            }
                            ", " (method_words(&p.method))
                        }
                    }
                }
            }
        }
        p class="invoice-small no-print" {
            "To keep a copy, print this page or choose Save as PDF in your browser's print menu."
        }
        p class="no-print" { "Questions? Call " (phone) ", 24/7." }
    };
    crate::web::plain::document(
        stylesheet,
        &format!("Invoice {} | {}", v.number, v.business_name),
        Some(&format!("Invoice {} from {}", v.number, v.business_name)),
        "invoice container narrow",
        content,
    )
}

/// Pay by card: a plain form; the server makes the Checkout session. A
/// fleet's invoice offers no tip.
/// The customer's signature, drawn from its points: numbers only, so no
/// text the phone sent becomes markup. A typed one is its text (escaped),
/// said to be typed so nobody takes it for a drawing.
fn signature(sig: &super::payments::PublicSignature) -> Markup {
    if let Some(typed) = sig.typed.as_deref().filter(|_| sig.kind == SignatureKind::Typed) {
        return html! {
            section class="invoice-signature" aria-labelledby="signature-title" {
                h2 id="signature-title" { "Signature" }
                p class="signature-typed" { (typed) }
                p { "Signed by typing: " (sig.signer_name) " typed their name for " (dollars(sig.amount_cents))
                    " on " (crate::time::eastern_words(&sig.signed_at)) "." }
            }
        };
    }
    let strokes: Vec<String> = sig
        .strokes
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|stroke| {
            let points: Vec<String> = stroke
                .as_array()?
                .iter()
                .filter_map(|p| Some(format!("{},{}", p.get(0)?.as_i64()?, p.get(1)?.as_i64()?)))
                .collect();
            (!points.is_empty()).then(|| points.join(" "))
        })
        .collect();
    html! {
        section class="invoice-signature" aria-labelledby="signature-title" {
            h2 id="signature-title" { "Signature" }
            svg viewBox="0 0 1000 400" width="300" height="120" role="img" aria-label={ "Signature of " (sig.signer_name) } {
                @for points in &strokes {
                    polyline points=(points) fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" {}
                }
            }
            p { "Signed by " (sig.signer_name) " for " (dollars(sig.amount_cents)) " on " (day(&sig.signed_at)) "." }
        }
    }
}

fn pay_by_card(v: &PublicInvoice, token: &str) -> Markup {
    let tips = [("none", "No tip"), ("10", "10%"), ("15", "15%"), ("20", "20%"), ("amount", "Other amount")];
    html! {
        section class="invoice-pay no-print" aria-labelledby="pay-title" {
            h2 id="pay-title" { "Pay by card" }
            form method="post" action={ "/api/invoice/" (token) "/checkout" } {
                @if v.fleet.is_some() {
                    input type="hidden" name="tip" value="none";
                } @else {
                    fieldset {
                        legend { "Add a tip for your technician (optional)" }
                        @for (value, label) in tips {
                            label class="invoice-tip" {
                                input type="radio" name="tip" value=(value) checked[value == "none"];
                                " " (label)
                            }
                        }
                        label class="invoice-tip-amount" {
                            "Other amount, in dollars "
                            input name="tipAmount" inputmode="decimal" autocomplete="off"
                                pattern="\\$?[0-9]{1,5}(\\.[0-9]{1,2})?";
                        }
                    }
                }
                button type="submit" class="btn btn-primary" { "Pay " (dollars(v.balance_cents)) " by card" }
                p class="invoice-small" {
                    @if v.fleet.is_some() {
                        "You pay on Stripe's secure page."
                    } @else {
                        "You pay on Stripe's secure page; the tip goes to your technician."
                    }
                }
            }
        }
    }
}

/// A fleet's invoice names the fleet, its PO, the unit and VIN, the terms
/// and the due date, as its accounts payable files it.
fn fleet_lines(f: &super::store::FleetBilling) -> Markup {
    let due = f.due_date.as_ref().map(|due| {
        chrono::NaiveDate::parse_from_str(due, "%Y-%m-%d")
            .map(|d| d.format("%B %-d, %Y").to_string())
            .unwrap_or_else(|_| due.clone())
    });
    html! {
        p { "Bill to: " (f.name) }
        @if let Some(po) = &f.po_number {
            p { "PO: " (po) }
        }
        @if let Some(unit) = &f.unit {
            p { "Unit: " (unit) }
        }
        @if let Some(vin) = &f.vin {
            p { "VIN: " (vin) }
        }
        p { "Terms: " (f.terms_label) }
        @if let Some(due) = due {
            p { "Due: " (due) }
        }
    }
}

/// GET /invoice/{token}. Back from Checkout (`?checkout=done`), the
/// invoice's open sessions are asked about first (for at most five
/// seconds), so the page says Paid even before the webhook arrives; at most
/// once per invoice in `return_check_every_secs`, so reloading the page (or
/// a script) cannot turn it into a stream of calls to Stripe.
pub async fn invoice_page(
    State(state): State<AppState>,
    Path(token): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    if !payments::plausible_token(&token) {
        return state.site.not_found_response(&axum::http::Method::GET, &axum::http::HeaderMap::new());
    }
    let back = q.get("checkout").map(String::as_str);
    if back == Some("done") {
        let t = token.clone();
        let id = state.db.call(move |c| super::store::id_of_token(c, &t)).await.ok().flatten();
        if let Some(id) = id {
            crate::checkout::on_return(&state, (crate::checkout::PayableKind::Invoice, id)).await;
        }
    }
    let view = match payments::load_public(&state, &token).await {
        Ok(v) => v,
        Err(ApiError::NotFound) => {
            return state.site.not_found_response(&axum::http::Method::GET, &axum::http::HeaderMap::new());
        }
        Err(e) => return e.into_response(),
    };
    let notice = match back {
        Some("done") if view.balance_cents == 0 => Some("Thank you: your payment is recorded."),
        Some("done") => Some(
            "Thank you. Your payment is being confirmed: this page will say Paid once the card company confirms it.",
        ),
        Some("cancelled") => Some("Payment cancelled: nothing was charged."),
        _ => None,
    };
    let html = render(&view, &token, &state.site.stylesheet, notice);
    let mut resp = (StatusCode::OK, Html(html)).into_response();
    let h = resp.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    crate::checkout::let_forms_reach_checkout(&state, &mut resp);
    resp
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_invoice_is_dated_by_its_day_in_florida() {
        // 9:30 PM EDT on October 31 is November 1 in UTC.
        assert_eq!(super::day("2026-11-01T01:30:00.000Z"), "October 31, 2026");
        assert_eq!(super::day("2026-11-01T14:00:00.000Z"), "November 1, 2026");
    }

    #[test]
    fn a_fleet_s_check_and_ach_details_show_only_when_set() {
        use crate::content::FleetRemittance;
        let none = FleetRemittance::default();
        assert_eq!(super::remittance(&none, "Roadside LLC").into_string(), "");
        let both = FleetRemittance {
            check_address: "PO Box 12, Palm Coast, FL 32137".into(),
            ach: "Routing 063100277, account 1234567890 (checking).".into(),
        };
        let html = super::remittance(&both, "Roadside LLC").into_string();
        assert!(html.contains(
            "<dt>Check</dt><dd>Make it payable to Roadside LLC and mail it to PO Box 12, Palm Coast, FL 32137"
        ));
        assert!(html.contains("<dt>ACH transfer</dt><dd>Routing 063100277, account 1234567890 (checking)."));
        let check_only = FleetRemittance { ach: "  ".into(), ..both };
        assert!(!super::remittance(&check_only, "Roadside LLC").into_string().contains("ACH"));
    }

    #[test]
    fn checkout_pages_are_on_stripe_s_checkout_origin_or_the_stand_in_s() {
        assert_eq!(crate::checkout::checkout_origin("https://api.stripe.com"), "https://checkout.stripe.com");
        assert_eq!(crate::checkout::checkout_origin("http://127.0.0.1:9100"), "http://127.0.0.1:9100");
        assert_eq!(super::quantity(1.5), "1.5");
        assert_eq!(super::quantity(2.0), "2");
    }
}
