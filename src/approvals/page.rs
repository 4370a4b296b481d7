//! The requester's page, /approve/{token}: the estimate, and Approve or
//! Decline with their name. Written by the server, whole without
//! JavaScript, never cached or indexed; the token is the key.
use super::store::{self, Approval};
use crate::content::BUSINESS;
use crate::error::ApiError;
use crate::jobs::validate::ApprovalStatus;
use crate::refs::dollars;
use crate::state::AppState;
use crate::web::client_ip::ClientIp;
use crate::web::plain::call_line;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use std::collections::HashMap;

const NAME_MAX: usize = 100;

use crate::web::plain::link_token_ok as token_ok;

fn respond(status: StatusCode, stylesheet: &str, content: Markup) -> Response {
    crate::web::plain::private_page(status, stylesheet, "Approve the work", content)
}

fn gone(stylesheet: &str) -> Response {
    let content = html! {
        h1 { "This link does not work" }
        p { "Ask us for a new one." }
        (call_line())
    };
    respond(StatusCode::NOT_FOUND, stylesheet, content)
}

use crate::time::eastern_words as when;

/// What the page shows of a request: the estimate, then the answer or the form.
pub fn render(
    a: &Approval,
    fleet: &str,
    unit: Option<&str>,
    limit: Option<i64>,
    error: Option<&str>,
    name: &str,
) -> Markup {
    html! {
        h1 { "Approve the work for " (fleet) }
        p { (BUSINESS.name) " asks your approval before this work, which is over your limit." }
        @if let Some(unit) = unit {
            p { "Unit: " (unit) }
        }
        @if let Some(limit) = limit {
            p { "Your approval limit: " (dollars(limit)) }
        }
        table class="invoice-lines" {
            thead { tr { th scope="col" { "Work" } th scope="col" class="num" { "Amount" } } }
            tbody {
                @for l in &a.lines {
                    tr { td { (l.description) } td class="num" { (dollars(l.amount_cents)) } }
                }
            }
            tfoot { tr { th scope="row" { "Total" } td class="num" { (dollars(a.amount_cents)) } } }
        }
        @match a.status {
            ApprovalStatus::Approved | ApprovalStatus::Declined => {
                p class="invoice-notice" role="status" {
                    (if a.status == ApprovalStatus::Approved { "Approved" } else { "Declined" })
                    " by " (a.decided_name.as_deref().unwrap_or(""))
                    " on " (when(a.decided_at.as_deref().unwrap_or("")))
                    " for " (dollars(a.amount_cents)) "."
                }
            }
            ApprovalStatus::Superseded => {
                p class="invoice-notice" role="status" {
                    "This estimate was replaced by a newer one: use the link in our latest message."
                }
            }
            ApprovalStatus::Pending => {
                form method="post" class="form" {
                    @if let Some(e) = error {
                        p class="field-error" role="alert" id="approve-error" { (e) }
                    }
                    div class="field" {
                        label for="approve-name" { "Your name" }
                        input id="approve-name" name="name" autocomplete="name" maxlength=(NAME_MAX) value=(name)
                            aria-describedby=[error.map(|_| "approve-error")] aria-invalid=[error.map(|_| "true")];
                    }
                    p class="approve-actions" {
                        button type="submit" name="decision" value="approve" class="btn btn-primary" {
                            "Approve " (dollars(a.amount_cents))
                        }
                        " "
                        button type="submit" name="decision" value="decline" class="btn btn-outline" { "Decline" }
                    }
                }
            }
        }
        (call_line())
    }
}

/// What a link opens: the request with its fleet's name, unit and limit as
/// they are, and whom the link was made for; None for no link (or one gone
/// with its requester).
struct Opened {
    linked: store::Linked,
    fleet: String,
    unit: Option<String>,
    limit: Option<i64>,
}

async fn load(state: &AppState, token: &str) -> Result<Option<Opened>, ApiError> {
    let token = token.to_string();
    Ok(state
        .db
        .call(move |c| {
            let Some(linked) = store::by_link(c, &token, &crate::time::now_text())? else { return Ok(None) };
            let job = crate::jobs::store::job(c, linked.approval.job_id)?;
            let fleet = job.and_then(|j| j.fleet);
            let name = fleet.as_ref().map(|f| f.name.clone()).unwrap_or_else(|| "your fleet".into());
            let unit = fleet.as_ref().and_then(|f| f.unit.clone());
            Ok(Some(Opened { linked, fleet: name, unit, limit: fleet.and_then(|f| f.approval_limit_cents) }))
        })
        .await?)
}

/// A link past its 72 hours: the request is not shown, nothing can be answered.
fn expired(stylesheet: &str) -> Response {
    let content = html! {
        h1 { "This link has expired" }
        p { "Approval links work for " (store::LINK_HOURS) " hours. Ask us for a new one, or answer in your fleet's portal." }
        (call_line())
    };
    respond(StatusCode::GONE, stylesheet, content)
}

/// GET /approve/{token}.
pub async fn show(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response, ApiError> {
    let css = state.site.stylesheet.clone();
    if !token_ok(&token) {
        return Ok(gone(&css));
    }
    let Some(o) = load(&state, &token).await? else { return Ok(gone(&css)) };
    if o.linked.expired && o.linked.approval.status == ApprovalStatus::Pending {
        return Ok(expired(&css));
    }
    Ok(respond(StatusCode::OK, &css, render(&o.linked.approval, &o.fleet, o.unit.as_deref(), o.limit, None, "")))
}

/// POST /approve/{token}: the answer of the requester the link was made
/// for, once, while the link works. An approval is the job's approved
/// amount; the job and the technician's phone hear of it.
pub async fn answer(
    State(state): State<AppState>,
    ip: ClientIp,
    Path(token): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let css = state.site.stylesheet.clone();
    if !token_ok(&token) {
        return Ok(gone(&css));
    }
    let fields: HashMap<String, String> = serde_urlencoded::from_bytes(&body).unwrap_or_default();
    let name = fields.get("name").map(|n| n.trim().to_string()).unwrap_or_default();
    let approve = match fields.get("decision").map(String::as_str) {
        Some("approve") => Some(true),
        Some("decline") => Some(false),
        _ => None,
    };
    let Some(o) = load(&state, &token).await? else { return Ok(gone(&css)) };
    let a = &o.linked.approval;
    if o.linked.expired && a.status == ApprovalStatus::Pending {
        return Ok(expired(&css));
    }
    let problem = if name.is_empty() {
        Some("Please type your name: it is recorded with your answer.")
    } else if name.chars().count() > NAME_MAX {
        Some("Please keep your name to 100 characters.")
    } else {
        None
    };
    let problem = problem.or(approve.is_none().then_some("Choose Approve or Decline."));
    if let (Some(problem), true) = (problem, a.status == ApprovalStatus::Pending) {
        let page = render(a, &o.fleet, o.unit.as_deref(), o.limit, Some(problem), &name);
        return Ok(respond(StatusCode::BAD_REQUEST, &css, page));
    }
    if let Some(approve) = approve {
        let by = format!("{} (requester's link)", o.linked.requester);
        let answering = super::Answering { approve, name, from: ip.0.to_string(), by };
        super::record_answer(&state, a.id, answering).await?;
    }
    Ok((StatusCode::SEE_OTHER, [(header::LOCATION, format!("/approve/{token}"))]).into_response())
}
