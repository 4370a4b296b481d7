//! The driver's page, /estimate/{token}: the work, its options with their
//! totals, the owner's cancellation terms, and Approve (an option, with
//! their name) or Decline (with a reason). Written by the server, whole
//! without JavaScript, never cached or indexed; the token is the key. An
//! option that asks a hold or a deposit goes on to Stripe's Checkout
//! through the one checkout, and is approved once Stripe has it.
use super::store::{self, Estimate, EstimateStatus, HoldStatus};
use super::validate::{self, NAME_MAX, PO_MAX, Payment, PoAsked, REASON_MAX};
use super::workflow::{self, Asked};
use crate::checkout::{Capture, Payable, PayableKind, Refusal};
use crate::content::BUSINESS;
use crate::error::ApiError;
use crate::refs::dollars;
use crate::state::AppState;
use crate::web::client_ip::ClientIp;
use crate::web::plain::{call_line, link_token_ok, private_page};
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use serde_json::{Map, Value};
use std::collections::HashMap;

fn respond(status: StatusCode, stylesheet: &str, content: Markup) -> Response {
    private_page(status, stylesheet, "Your estimate", content)
}

/// The page with its form able to go on to Checkout (for an option that asks a hold or deposit).
fn payable(state: &AppState, status: StatusCode, content: Markup) -> Response {
    let mut resp = respond(status, &state.site.stylesheet, content);
    crate::checkout::let_forms_reach_checkout(state, &mut resp);
    resp
}

fn gone(stylesheet: &str) -> Response {
    let content = html! {
        h1 { "This link does not work" }
        p { "Ask us for a new estimate." }
        (call_line())
    };
    respond(StatusCode::NOT_FOUND, stylesheet, content)
}

use crate::time::eastern_words as when;

/// What approving an option asks, in words.
fn asks(e: &Estimate, due: i64) -> String {
    match (e.payment, due) {
        (_, 0) => "Nothing is charged now.".to_string(),
        (Payment::Hold, d) => format!("Card hold now: {} (not charged until the work is done)", dollars(d)),
        (_, d) => format!("Deposit now: {}", dollars(d)),
    }
}

/// What the form keeps after a refusal: the option chosen, the name, the
/// PO number, the reason.
#[derive(Default)]
struct Typed {
    option: Option<i64>,
    name: String,
    po: String,
    reason: String,
    error: Option<(&'static str, String)>,
}

/// Whose link opened the page.
enum Who {
    /// The driver's (the estimate's own link).
    Driver,
    /// The estimate's own link of one that went to a fleet's approvers: it
    /// only shows the estimate; each approver answers by their own link.
    Shown,
    /// One of the fleet's approvers, by their own link.
    Approver(Approver),
}

struct Approver {
    name: String,
    fleet: String,
    po: PoAsked,
    /// The job's PO number, when it has one.
    job_po: Option<String>,
}

impl Who {
    /// "Dana Dispatch (approver's link)", recorded with an approver's answer.
    fn by(&self) -> Option<String> {
        match self {
            Who::Approver(a) => Some(format!("{} (approver's link)", a.name)),
            _ => None,
        }
    }

    fn po(&self) -> PoAsked {
        match self {
            Who::Approver(a) => a.po,
            _ => PoAsked::No,
        }
    }
}

/// `change`: the page of a change order of this (approved) estimate that
/// waits for the driver's answer, so the link they had still leads to it.
fn render(e: &Estimate, who: &Who, typed: &Typed, waiting: bool, change: Option<&str>) -> Markup {
    let open = e.status == EstimateStatus::Sent && !matches!(who, Who::Shown);
    let error = |field: &str| typed.error.as_ref().filter(|(f, _)| *f == field).map(|(_, m)| m.as_str());
    let choose = e.options.len() > 1;
    html! {
        h1 { "Estimate " (e.number) " from " (BUSINESS.name) }
        @match who {
            Who::Approver(a) => {
                p { "For " (a.fleet) ", asked of " (a.name) }
                @if let Some(po) = &a.job_po { p { "PO " (po) } }
            }
            _ => @if let Some(name) = &e.customer_name { p { "For " (name) } },
        }
        @if matches!(who, Who::Shown) && e.status == EstimateStatus::Sent {
            p class="invoice-notice" role="status" {
                "This estimate went to the fleet's approvers (" (e.sent_to.join(", "))
                "): each answers it by a link of their own."
            }
        }
        @if let Some(before) = e.previous_approved_cents {
            @let total = e.options.first().map_or(0, |o| o.total_cents);
            p class="invoice-notice" {
                "This changes the work you approved for " (dollars(before)) ": it now comes to "
                (dollars(total)) ", " (dollars(total - before)) " more. Nothing more is charged unless you approve it."
            }
        }
        @if let Some(note) = &e.note { p { (note) } }
        @match e.status {
            EstimateStatus::Approved => {
                @let chosen = e.approved_option.and_then(|p| e.option(p));
                p class="invoice-notice" role="status" {
                    "Approved: " (chosen.map_or("", |o| o.title.as_str()))
                    " for " (dollars(e.approved_cents.unwrap_or(0)))
                    " by " (e.approved_name.as_deref().unwrap_or(""))
                    " on " (when(e.decided_at.as_deref().unwrap_or(""))) "."
                    @if let Some(po) = &e.approved_po { " PO " (po) "." }
                }
                @if let Some(href) = change {
                    p class="invoice-notice" {
                        "The work has changed since you approved it. "
                        a href=(href) { "See the change and answer it" } "."
                    }
                }
                @for h in &e.holds {
                    @if h.status == HoldStatus::Held {
                        p { "Your card is held for " (dollars(h.amount_cents)) ". You are charged only what the invoice says, never more." }
                    } @else if h.status == HoldStatus::Paid || h.status == HoldStatus::Invoiced {
                        p { "Deposit paid: " (dollars(h.amount_cents)) "." }
                    }
                }
            }
            EstimateStatus::Declined => {
                p class="invoice-notice" role="status" { "Declined on " (when(e.decided_at.as_deref().unwrap_or(""))) ". Call us if you change your mind." }
            }
            EstimateStatus::Expired => {
                p class="invoice-notice" role="status" { "This estimate expired on " (when(&e.expires_at)) ". Call us for a new one." }
            }
            EstimateStatus::Cancelled => {
                p class="invoice-notice" role="status" { "This estimate was cancelled." }
            }
            EstimateStatus::Draft | EstimateStatus::Sent => {}
        }
        @if waiting && open {
            p class="invoice-notice" role="status" {
                "We are waiting for your card's confirmation from Stripe. Reload this page in a moment."
            }
        }
        form method="post" class="form" {
            @if open && choose {
                p id="option-hint" { "Choose one option. Approving it declines the others." }
            }
            @if let Some(m) = error("option") {
                p class="field-error" role="alert" id="option-error" { (m) }
            }
            @for o in &e.options {
                section class="estimate-option" aria-labelledby={ "option-" (o.position) } {
                    h2 id={ "option-" (o.position) } {
                        @if open {
                            // The whole row is the radio's label: a thumb's target on a phone.
                            label class="estimate-choice" for={ "choose-" (o.position) } {
                                input type="radio" name="option" value=(o.position) id={ "choose-" (o.position) }
                                    checked[typed.option == Some(o.position) || (!choose && typed.option.is_none())]
                                    aria-describedby=[error("option").map(|_| "option-error")];
                                span { (o.title) " — " (dollars(o.total_cents)) }
                            }
                        } @else {
                            (o.title) " — " (dollars(o.total_cents))
                            @if e.approved_option == Some(o.position) { " (approved)" }
                        }
                    }
                    table class="invoice-lines" {
                        thead { tr { th scope="col" { "Work" } th scope="col" class="num" { "Amount" } } }
                        tbody {
                            @for l in &o.lines {
                                tr { td { (l.description) } td class="num" { (dollars(l.amount_cents)) } }
                            }
                        }
                        tfoot {
                            @if o.tax_cents > 0 {
                                tr { th scope="row" { "Subtotal" } td class="num" { (dollars(o.subtotal_cents)) } }
                                tr { th scope="row" { "Tax" } td class="num" { (dollars(o.tax_cents)) } }
                            }
                            tr { th scope="row" { "Total" } td class="num" { (dollars(o.total_cents)) } }
                        }
                    }
                    @if open { p { (asks(e, o.due_cents)) } }
                }
            }
            @if open {
                h2 { "Before you approve" }
                p { (BUSINESS.estimates.cancellation_terms) }
                @match e.payment {
                    Payment::Hold => p { (BUSINESS.estimates.hold_note) },
                    Payment::Deposit => p { (BUSINESS.estimates.deposit_note) },
                    Payment::None => {},
                }
                p { "Good until " (when(&e.expires_at)) "." }
                div class="field" {
                    label for="approve-name" { "Your name" }
                    input id="approve-name" name="name" autocomplete="name" maxlength=(NAME_MAX) value=(typed.name)
                        aria-describedby=[error("name").map(|_| "name-error")] aria-invalid=[error("name").map(|_| "true")];
                    @if let Some(m) = error("name") { p class="field-error" role="alert" id="name-error" { (m) } }
                }
                @if who.po() != PoAsked::No {
                    div class="field" {
                        label for="approve-po" {
                            "Purchase order number" @if who.po() == PoAsked::Optional { " (optional)" }
                        }
                        input id="approve-po" name="po" maxlength=(PO_MAX) value=(typed.po) autocomplete="off"
                            required[who.po() == PoAsked::Required]
                            aria-describedby=[error("po").map(|_| "po-error")] aria-invalid=[error("po").map(|_| "true")];
                        @if let Some(m) = error("po") { p class="field-error" role="alert" id="po-error" { (m) } }
                    }
                }
                p class="approve-actions" {
                    button type="submit" name="decision" value="approve" class="btn btn-primary btn-block" { "Approve" }
                }
                div class="field" {
                    label for="decline-reason" { "Or decline: why? (optional)" }
                    textarea id="decline-reason" name="reason" maxlength=(REASON_MAX) rows="2"
                        aria-describedby=[error("reason").map(|_| "reason-error")] { (typed.reason) }
                    @if let Some(m) = error("reason") { p class="field-error" role="alert" id="reason-error" { (m) } }
                }
                p { button type="submit" name="decision" value="decline" class="btn btn-outline" { "Decline" } }
            }
        }
        (call_line())
    }
}

/// The estimate a link opens, and whose link it is: the estimate's own, or
/// a fleet approver's (gone once past its time, or with the approver).
async fn load(state: &AppState, token: &str) -> Result<Option<(Estimate, Who)>, ApiError> {
    let (token, base) = (token.to_string(), state.config.base_url.clone());
    Ok(state
        .db
        .call(move |c| {
            let now = crate::time::now_text();
            if let Some(id) = store::id_of_token(c, &token)? {
                let Some(e) = store::estimate(c, &base, id, &now)? else { return Ok(None) };
                let who = if e.sent_to.is_empty() { Who::Driver } else { Who::Shown };
                return Ok(Some((e, who)));
            }
            let Some(link) = store::by_link(c, &token, &now)?.filter(|l| !l.expired) else { return Ok(None) };
            let Some(e) = store::estimate(c, &base, link.estimate_id, &now)? else { return Ok(None) };
            let Some(job) = crate::jobs::store::job(c, e.job_id)? else { return Ok(None) };
            let po = workflow::po_asked(&job);
            let Some(fleet) = job.fleet else { return Ok(None) };
            let approver = Approver { name: link.requester, fleet: fleet.name, po, job_po: job.po_number };
            Ok(Some((e, Who::Approver(approver))))
        })
        .await?)
}

/// GET /estimate/{token}. Back from Checkout (`?checkout=done`), Stripe is
/// asked first (at most once per estimate in the return window), so the page
/// shows the approval before the webhook arrives.
pub async fn show(
    State(state): State<AppState>,
    Path(token): Path<String>,
    Query(q): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let css = state.site.stylesheet.clone();
    if !link_token_ok(&token) {
        return Ok(gone(&css));
    }
    let Some((mut e, mut who)) = load(&state, &token).await? else { return Ok(gone(&css)) };
    let back = q.get("checkout").map(String::as_str) == Some("done");
    if back && e.status == EstimateStatus::Sent {
        crate::checkout::on_return(&state, (PayableKind::Estimate, e.id)).await;
        if let Some(again) = load(&state, &token).await? {
            (e, who) = again;
        }
    }
    // A fleet's approvers get a new link of their own for a change order.
    let change = match (e.status, &who) {
        (EstimateStatus::Approved, Who::Driver) => pending_change(&state, &e).await?,
        _ => None,
    };
    Ok(payable(&state, StatusCode::OK, render(&e, &who, &Typed::default(), back, change.as_deref())))
}

/// The page of a change order of `e` that was sent and not yet answered.
async fn pending_change(state: &AppState, e: &Estimate) -> Result<Option<String>, ApiError> {
    let (parent, base) = (e.id, state.config.base_url.clone());
    Ok(state
        .db
        .call(move |c| {
            let now = crate::time::now_text();
            let Some(id) = store::pending_change(c, parent, &now)? else { return Ok(None) };
            Ok(store::estimate(c, &base, id, &now)?.map(|o| format!("/estimate/{}", o.token)))
        })
        .await?)
}

/// POST /estimate/{token}: `decision` approve (with `option` and `name`) or
/// decline (with an optional `reason`). An option that asks nothing is
/// approved at once; one that asks a hold or deposit goes on to Checkout.
pub async fn answer(
    State(state): State<AppState>,
    ip: ClientIp,
    Path(token): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let css = state.site.stylesheet.clone();
    if !link_token_ok(&token) {
        return Ok(gone(&css));
    }
    let pairs: Vec<(String, String)> = serde_urlencoded::from_bytes(&body).unwrap_or_default();
    let fields: Map<String, Value> = pairs.into_iter().map(|(k, v)| (k, Value::String(v))).collect();
    let Some((e, who)) = load(&state, &token).await? else { return Ok(gone(&css)) };
    let here = format!("/estimate/{token}");
    let again = || (StatusCode::SEE_OTHER, [(header::LOCATION, here.clone())]).into_response();
    // A fleet's estimate is answered only by its approvers' own links.
    if e.status != EstimateStatus::Sent || matches!(who, Who::Shown) {
        return Ok(again());
    }
    let text = |k: &str| fields.get(k).and_then(Value::as_str).unwrap_or("").to_string();
    let mut typed = Typed {
        option: text("option").parse().ok(),
        name: text("name").chars().take(NAME_MAX).collect(),
        po: text("po").chars().take(PO_MAX).collect(),
        reason: text("reason").chars().take(REASON_MAX).collect(),
        error: None,
    };
    let refuse = |typed: &Typed| payable(&state, StatusCode::BAD_REQUEST, render(&e, &who, typed, false, None));
    let by = who.by();
    match fields.get("decision").and_then(Value::as_str) {
        Some("decline") => {
            let reason = match validate::reason(&fields) {
                Ok(r) => r,
                Err(m) => {
                    typed.error = Some(("reason", m));
                    return Ok(refuse(&typed));
                }
            };
            let (id, by) = (e.id, by.clone());
            let answered = state.db.run(move |c| workflow::decline(c, id, reason.as_deref(), by.as_deref())).await?;
            if let Some(effects) = answered.effects(e.job_id) {
                state.after_commit(effects);
            }
            Ok(again())
        }
        Some("approve") => {
            let approving = match validate::approving(&fields, e.options.len(), who.po()) {
                Ok(a) => a,
                Err((field, m)) => {
                    typed.error = Some((field, m));
                    return Ok(refuse(&typed));
                }
            };
            let Some(option) = e.option(approving.option) else { return Ok(again()) };
            if option.due_cents == 0 {
                let (config, id, from) = (state.config.clone(), e.id, ip.0.to_string());
                let answered = state.db.run(move |c| workflow::approve(c, &config, id, &approving, &from, by)).await?;
                if let Some(effects) = answered.effects(e.job_id) {
                    state.after_commit(effects);
                }
                return Ok(again());
            }
            if state.config.payments.is_none() {
                return Err(ApiError::NotFound);
            }
            let admitted = match crate::checkout::admit(&state, &ip) {
                Ok(admitted) => admitted,
                Err(too_many) => {
                    return Ok(crate::checkout::answer(
                        Err(Refusal::TooMany(too_many)),
                        true,
                        &css,
                        (&here, "Back to the estimate"),
                    ));
                }
            };
            let asked = Asked {
                option: option.position,
                name: approving.name.clone(),
                from: ip.0.to_string(),
                by,
                po: approving.po.clone(),
            };
            let what = if e.payment == Payment::Hold { "Card hold" } else { "Deposit" };
            let payable = Payable {
                kind: PayableKind::Estimate,
                id: e.id,
                amount_cents: option.due_cents,
                tip_cents: 0,
                line: format!("{what} for estimate {} ({}): {}", e.number, BUSINESS.name, option.title),
                metadata: vec![("estimate_id", e.id.to_string()), ("estimate_number", e.number.clone())],
                reference: e.number.clone(),
                customer_email: e.customer_email.clone(),
                page: format!("{}{here}", state.config.base_url),
                what: format!("estimate {}", e.number),
                capture: if e.payment == Payment::Hold { Capture::Manual } else { Capture::Automatic },
                detail: serde_json::to_string(&asked).unwrap_or_default(),
            };
            let result = crate::checkout::session_for(&state, admitted, payable).await;
            Ok(crate::checkout::answer(result, true, &css, (&here, "Back to the estimate")))
        }
        _ => {
            typed.error = Some(("option", "Choose Approve or Decline.".into()));
            Ok(refuse(&typed))
        }
    }
}
