//! The statement's page, /statement/{token}: written by the server (one per
//! statement), whole without JavaScript, printable, never indexed, never
//! stored by a cache. Pay by card is a plain form, as on an invoice's page.
use super::Statement;
use crate::error::ApiError;
use crate::refs::dollars;
use crate::state::AppState;
use crate::web::plain::esc;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use std::collections::HashMap;

/// "2026-11-24" → "Nov 24, 2026" (short, so the lines' five columns fit a phone).
fn day(d: &str) -> String {
    chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").map(|d| d.format("%b %-d, %Y").to_string()).unwrap_or(d.into())
}

/// The page; `owed_now` is what the fleet owes today (what Pay by card charges).
pub fn render(s: &Statement, token: &str, stylesheet: &str, owed_now: i64, card: bool, notice: Option<&str>) -> String {
    let b = &crate::content::BUSINESS;
    // On a phone the Due column folds into the description (app.css, .statement).
    let mut lines = format!(
        "<tr><td class=\"date\">{}</td><td>Opening balance</td><td class=\"due\"></td><td class=\"num\"></td><td class=\"num\">{}</td></tr>",
        day(&s.period_start),
        dollars(s.opening_cents)
    );
    for l in &s.lines {
        let due = l.due_date.as_deref().map(day).unwrap_or_default();
        let folded = if due.is_empty() { String::new() } else { format!("<span class=\"folded\">Due {due}</span>") };
        lines.push_str(&format!(
            "<tr><td class=\"date\">{}</td><td>{}{folded}</td><td class=\"due\">{due}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            day(&l.date),
            esc(&l.description),
            dollars(l.amount_cents),
            dollars(l.balance_cents)
        ));
    }
    lines.push_str(&format!(
        "<tr class=\"invoice-total\"><td class=\"date\">{}</td><td>Closing balance</td><td class=\"due\"></td><td class=\"num\"></td><td class=\"num\">{}</td></tr>",
        day(&s.period_end),
        dollars(s.closing_cents)
    ));
    let a = &s.aging;
    let aging: String = [
        ("Current", a.current_cents),
        ("1-30 days past due", a.days1_to30_cents),
        ("31-60 days past due", a.days31_to60_cents),
        ("61-90 days past due", a.days61_to90_cents),
        ("Over 90 days past due", a.over90_cents),
    ]
    .iter()
    .map(|(label, c)| format!("<tr><th scope=\"row\">{label}</th><td class=\"num\">{}</td></tr>", dollars(*c)))
    .collect();
    let open: String = s
        .open_invoices
        .iter()
        .map(|o| {
            format!(
                "<tr><td>{}{}</td><td class=\"po\">{}</td><td class=\"date\">{}</td><td class=\"date\">{}</td><td class=\"num\">{}</td></tr>",
                esc(&o.number),
                // On a phone the PO folds under the invoice's number.
                o.po_number.as_deref().map(|p| format!("<span class=\"folded\">PO {}</span>", esc(p))).unwrap_or_default(),
                o.po_number.as_deref().map(esc).unwrap_or_default(),
                day(&o.sent_on),
                day(&o.due_date),
                dollars(o.balance_cents)
            )
        })
        .collect();
    let open = if open.is_empty() {
        String::new()
    } else {
        format!(
            "<section aria-labelledby=\"open-title\"><h2 id=\"open-title\">Open invoices</h2><table class=\"invoice-lines\">\
             <thead><tr><th scope=\"col\">Invoice</th><th scope=\"col\" class=\"po\">PO</th><th scope=\"col\">Sent</th><th scope=\"col\">Due</th>\
             <th scope=\"col\" class=\"num\">Balance</th></tr></thead><tbody>{open}</tbody></table></section>"
        )
    };
    let pay = if card && owed_now > 0 {
        format!(
            "<section class=\"invoice-pay no-print\" aria-labelledby=\"pay-title\"><h2 id=\"pay-title\">Pay by card</h2>\
             <form method=\"post\" action=\"/api/statement/{token}/checkout\">\
             <label>Amount to pay now, in dollars (leave it empty to pay the whole balance) \
             <input name=\"amount\" inputmode=\"decimal\" autocomplete=\"off\" pattern=\"\\$?[0-9]{{1,7}}(\\.[0-9]{{1,2}})?\"></label>\
             <button type=\"submit\" class=\"btn btn-primary\">Pay by card (balance {})</button>\
             <p class=\"invoice-small\">You pay on Stripe's secure page; it is applied to the oldest invoices first.</p></form></section>",
            dollars(owed_now),
            token = esc(token),
        )
    } else {
        String::new()
    };
    // A check or an ACH transfer, when the business has set them.
    let remit = crate::invoices::page::remittance(&b.fleet_remittance, &b.legal_name);
    let remit = if remit.is_empty() || owed_now <= 0 {
        String::new()
    } else {
        format!(
            "<section class=\"invoice-ways\" aria-labelledby=\"remit-title\"><h2 id=\"remit-title\">Pay by check or \
             transfer</h2><dl>{remit}</dl></section>"
        )
    };
    let notice =
        notice.map(|n| format!("<p class=\"invoice-notice\" role=\"status\">{}</p>", esc(n))).unwrap_or_default();
    let main = format!(
        "<header class=\"invoice-head\"><div><p class=\"invoice-business\">{name}</p><p>{legal}<br>{city}, {region}<br>\
         <a href=\"tel:{tel}\">{phone}</a></p></div>\
         <div class=\"invoice-meta\"><h1>Statement</h1><p>{fleet}</p><p>Attn: {contact}</p><p>Terms: {terms}</p>\
         <p>Period: {start} to {end}</p><p>As of: {as_of}</p></div></header>{notice}\
         <table class=\"invoice-lines\"><thead><tr><th scope=\"col\">Date</th><th scope=\"col\">Description</th><th scope=\"col\" class=\"due\">Due</th>\
         <th scope=\"col\" class=\"num\">Amount</th><th scope=\"col\" class=\"num\">Balance</th></tr></thead><tbody>{lines}</tbody></table>\
         <dl class=\"invoice-totals\"><div><dt>Opening balance</dt><dd>{opening}</dd></div><div><dt>Invoiced</dt><dd>{invoiced}</dd></div>\
         <div><dt>Received</dt><dd>{received}</dd></div><div class=\"invoice-total\"><dt>Closing balance</dt><dd>{closing}</dd></div></dl>\
         <section aria-labelledby=\"aging-title\"><h2 id=\"aging-title\">Aging as of {as_of}</h2><table class=\"aging\"><tbody>{aging}\
         <tr class=\"invoice-balance\"><th scope=\"row\">Balance due</th><td class=\"num\">{owed}</td></tr></tbody></table></section>{open}{pay}{remit}\
         <p class=\"invoice-small no-print\">To keep a copy, print this page or choose Save as PDF in your browser's print menu.</p>\
         <p class=\"no-print\">Questions? Call <a href=\"tel:{tel}\">{phone}</a>, 24/7.</p>",
        name = esc(&b.name),
        legal = esc(&b.legal_name),
        city = esc(&b.address.locality),
        region = esc(&b.address.region),
        tel = esc(&b.phones.emergency.tel),
        phone = esc(&b.phones.emergency.display),
        fleet = esc(&s.fleet_name),
        contact = esc(&s.billing_contact),
        terms = esc(&s.terms_label),
        start = day(&s.period_start),
        end = day(&s.period_end),
        as_of = day(&s.as_of),
        opening = dollars(s.opening_cents),
        invoiced = dollars(s.invoiced_cents),
        // As the back office and the CSV say it: what came in, a positive sum.
        received = dollars(s.received_cents),
        closing = dollars(s.closing_cents),
        owed = dollars(s.owed_cents),
    );
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><meta name=\"description\" content=\"Statement for {fleet} from {name}\">\
         <title>Statement for {fleet} | {name}</title><link rel=\"stylesheet\" href=\"{css}\"></head>\
         <body class=\"plain\"><main class=\"invoice statement container narrow\">{main}</main></body></html>",
        fleet = esc(&s.fleet_name),
        name = esc(&b.name),
        css = esc(stylesheet),
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
    if let Some(p) = &state.config.payments {
        let csp = state.csp.to_str().unwrap_or_default().replace(
            "form-action 'self'",
            &format!("form-action 'self' {}", crate::invoices::page::checkout_origin(&p.api_base)),
        );
        if let Ok(v) = HeaderValue::from_str(&csp) {
            h.insert(header::CONTENT_SECURITY_POLICY, v);
        }
    }
    resp
}
