//! The statement's page, /statement/{token}: written by the server (one per
//! statement), whole without JavaScript, printable, never indexed, never
//! stored by a cache. Pay by card is a plain form, as on an invoice's page.
use super::Statement;
use crate::error::ApiError;
use crate::refs::dollars;
use crate::state::AppState;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use maud::html;
use std::collections::HashMap;

/// "2026-11-24" → "Nov 24, 2026" (short, so the lines' five columns fit a phone).
fn day(d: &str) -> String {
    chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").map(|d| d.format("%b %-d, %Y").to_string()).unwrap_or(d.into())
}

/// The page; `owed_now` is what the fleet owes today (what Pay by card charges).
pub fn render(s: &Statement, token: &str, stylesheet: &str, owed_now: i64, card: bool, notice: Option<&str>) -> String {
    let b = &crate::content::BUSINESS;
    let a = &s.aging;
    let aging = [
        ("Current", a.current_cents),
        ("1-30 days past due", a.days1_to30_cents),
        ("31-60 days past due", a.days31_to60_cents),
        ("61-90 days past due", a.days61_to90_cents),
        ("Over 90 days past due", a.over90_cents),
    ];
    // A check or an ACH transfer, when the business has set them (none set, none said).
    let remit = crate::invoices::page::remittance(&b.fleet_remittance, &b.legal_name);
    let phone = html! { a href={ "tel:" (b.phones.emergency.tel) } { (b.phones.emergency.display) } };
    let content = html! {
        header class="invoice-head" {
            div {
                p class="invoice-business" { (b.name) }
                p { (b.legal_name) br; (b.address.locality) ", " (b.address.region) br; (phone) }
            }
            div class="invoice-meta" {
                h1 { "Statement" }
                p { (s.fleet_name) }
                p { "Attn: " (s.billing_contact) }
                p { "Terms: " (s.terms_label) }
                p { "Period: " (day(&s.period_start)) " to " (day(&s.period_end)) }
                p { "As of: " (day(&s.as_of)) }
            }
        }
        @if let Some(n) = notice {
            p class="invoice-notice" role="status" { (n) }
        }
        table class="invoice-lines" {
            thead {
                tr {
                    th scope="col" { "Date" }
                    th scope="col" { "Description" }
                    th scope="col" class="due" { "Due" }
                    th scope="col" class="num" { "Amount" }
                    th scope="col" class="num" { "Balance" }
                }
            }
            // On a phone the Due column folds into the description (app.css, .statement).
            tbody {
                tr {
                    td class="date" { (day(&s.period_start)) }
                    td { "Opening balance" }
                    td class="due" {}
                    td class="num" {}
                    td class="num" { (dollars(s.opening_cents)) }
                }
                @for l in &s.lines {
                    @let due = l.due_date.as_deref().map(day).unwrap_or_default();
                    tr {
                        td class="date" { (day(&l.date)) }
                        td {
                            (l.description)
                            @if !due.is_empty() {
                                span class="folded" { "Due " (due) }
                            }
                        }
                        td class="due" { (due) }
                        td class="num" { (dollars(l.amount_cents)) }
                        td class="num" { (dollars(l.balance_cents)) }
                    }
                }
                tr class="invoice-total" {
                    td class="date" { (day(&s.period_end)) }
                    td { "Closing balance" }
                    td class="due" {}
                    td class="num" {}
                    td class="num" { (dollars(s.closing_cents)) }
                }
            }
        }
        dl class="invoice-totals" {
            div { dt { "Opening balance" } dd { (dollars(s.opening_cents)) } }
            div { dt { "Invoiced" } dd { (dollars(s.invoiced_cents)) } }
            // As the back office and the CSV say it: what came in, a positive sum.
            div { dt { "Received" } dd { (dollars(s.received_cents)) } }
            div class="invoice-total" { dt { "Closing balance" } dd { (dollars(s.closing_cents)) } }
        }
        section aria-labelledby="aging-title" {
            h2 id="aging-title" { "Aging as of " (day(&s.as_of)) }
            table class="aging" {
                tbody {
                    @for (label, cents) in aging {
                        tr { th scope="row" { (label) } td class="num" { (dollars(cents)) } }
                    }
                    tr class="invoice-balance" {
                        th scope="row" { "Balance due" }
                        td class="num" { (dollars(s.owed_cents)) }
                    }
                }
            }
        }
        @if !s.open_invoices.is_empty() {
            section aria-labelledby="open-title" {
                h2 id="open-title" { "Open invoices" }
                table class="invoice-lines" {
                    thead {
                        tr {
                            th scope="col" { "Invoice" }
                            th scope="col" class="po" { "PO" }
                            th scope="col" { "Sent" }
                            th scope="col" { "Due" }
                            th scope="col" class="num" { "Balance" }
                        }
                    }
                    tbody {
                        @for o in &s.open_invoices {
                            tr {
                                td {
                                    (o.number)
                                    // On a phone the PO folds under the invoice's number.
                                    @if let Some(po) = &o.po_number {
                                        span class="folded" { "PO " (po) }
                                    }
                                }
                                td class="po" { (o.po_number.as_deref().unwrap_or_default()) }
                                td class="date" { (day(&o.sent_on)) }
                                td class="date" { (day(&o.due_date)) }
                                td class="num" { (dollars(o.balance_cents)) }
                            }
                        }
                    }
                }
            }
        }
        @if card && owed_now > 0 {
            section class="invoice-pay no-print" aria-labelledby="pay-title" {
                h2 id="pay-title" { "Pay by card" }
                form method="post" action={ "/api/statement/" (token) "/checkout" } {
                    label {
                        "Amount to pay now, in dollars (leave it empty to pay the whole balance) "
                        input name="amount" inputmode="decimal" autocomplete="off"
                            pattern="\\$?[0-9]{1,7}(\\.[0-9]{1,2})?";
                    }
                    button type="submit" class="btn btn-primary" {
                        "Pay by card (balance " (dollars(owed_now)) ")"
                    }
                    p class="invoice-small" {
                        "You pay on Stripe's secure page; it is applied to the oldest invoices first."
                    }
                }
            }
        }
        @if owed_now > 0 && !remit.0.is_empty() {
            section class="invoice-ways" aria-labelledby="remit-title" {
                h2 id="remit-title" { "Pay by check or transfer" }
                dl { (remit) }
            }
        }
        p class="invoice-small no-print" {
            "To keep a copy, print this page or choose Save as PDF in your browser's print menu."
        }
        p class="no-print" { "Questions? Call " (phone) ", 24/7." }
    };
    crate::web::plain::document(
        stylesheet,
        &format!("Statement for {} | {}", s.fleet_name, b.name),
        Some(&format!("Statement for {} from {}", s.fleet_name, b.name)),
        "invoice statement container narrow",
        content,
    )
}

/// What a token opens.
enum Link {
    Unknown,
    /// Made for someone whose access has ended.
    Ended,
    Open(super::store::StatementRow),
}

/// The page of a link whose holder's access has ended: 410, nothing of the account.
fn ended(stylesheet: &str) -> Response {
    let b = &crate::content::BUSINESS;
    let mut resp = crate::web::plain::message_page(
        StatusCode::GONE,
        stylesheet,
        "This Statement Link Has Ended",
        &format!(
            "This link was made for someone who no longer has access to this account. For a current statement, ask {} at {}.",
            b.name, b.phones.emergency.display
        ),
        None,
    );
    let h = resp.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    resp
}

/// GET /statement/{token}. An unknown token is the site's 404 page; a link
/// whose holder's access has ended is 410.
pub async fn statement_page(
    State(state): State<AppState>,
    Path(token): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    let not_found = || state.site.not_found_response(&axum::http::Method::GET, &axum::http::HeaderMap::new());
    if !super::plausible_token(&token) {
        return not_found();
    }
    let back = q.get("checkout").map(String::as_str);
    let (t, config) = (token.clone(), state.config.clone());
    // A link whose holder's access has ended shows nothing of the account:
    // no balance, no pay button (docs/product.md#fleets).
    let found = state
        .db
        .call(move |c| {
            let Some(row) = super::store::by_token(c, &t)? else { return Ok(Link::Unknown) };
            if !super::store::link_open(c, &row)? {
                return Ok(Link::Ended);
            }
            Ok(Link::Open(row))
        })
        .await;
    let row = match found {
        Ok(Link::Open(row)) => row,
        Ok(Link::Unknown) => return not_found(),
        Ok(Link::Ended) => return ended(&state.site.stylesheet),
        Err(e) => return ApiError::Internal(e).into_response(),
    };
    // Back from Checkout: the fleet's open sessions are asked about first, so
    // the page shows the payment before the webhook comes (once per fleet in
    // `return_check_every_secs`).
    if back == Some("done") {
        crate::checkout::on_return(&state, (crate::checkout::PayableKind::Fleet, row.fleet_id)).await;
    }
    let row = super::as_shown(row, super::today(&state.config));
    let found = state
        .db
        .call(move |c| {
            let Some(s) = super::load(c, &config, &row)? else { return Ok(None) };
            let owed: i64 = super::open_now(&super::store::invoices(c, row.fleet_id)?).iter().map(|(_, b)| b).sum();
            Ok(Some((s, owed)))
        })
        .await;
    let (statement, owed_now) = match found {
        Ok(Some(v)) => v,
        Ok(None) => return not_found(),
        Err(e) => return ApiError::Internal(e).into_response(),
    };
    let notice = match back {
        Some("done") => {
            Some("Thank you. Your payment is being confirmed: the balance updates once the card company confirms it.")
        }
        Some("cancelled") => Some("Payment cancelled: nothing was charged."),
        _ => None,
    };
    let html = render(&statement, &token, &state.site.stylesheet, owed_now, state.config.payments.is_some(), notice);
    let mut resp = (StatusCode::OK, Html(html)).into_response();
    let h = resp.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    crate::checkout::let_forms_reach_checkout(&state, &mut resp);
    resp
}
