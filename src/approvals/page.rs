//! The requester's page, /approve/{token}: the estimate, and Approve or
//! Decline with their name. Written by the server, whole without
//! JavaScript, never cached or indexed; the token is the key.
use super::store::{self, Approval};
use crate::content::BUSINESS;
use crate::error::ApiError;
use crate::refs::dollars;
use crate::state::AppState;
use crate::web::client_ip::ClientIp;
use crate::web::plain::{call_line, esc, page};
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use std::collections::HashMap;

const NAME_MAX: usize = 100;

fn token_ok(token: &str) -> bool {
    (20..=64).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_hexdigit())
}

fn html(status: StatusCode, stylesheet: &str, main: &str) -> Response {
    let mut resp = (status, Html(page(stylesheet, "Approve the work", main))).into_response();
    let h = resp.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    resp
}

fn gone(stylesheet: &str) -> Response {
    let main = format!("<h1>This link does not work</h1><p>Ask us for a new one.</p>{}", call_line());
    html(StatusCode::NOT_FOUND, stylesheet, &main)
}

/// "2026-11-24T15:04:05.000Z" → "November 24, 2026 at 10:04 AM" (US Eastern).
fn when(stamp: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(stamp)
        .map(|t| crate::time::eastern(t.with_timezone(&chrono::Utc)).format("%B %-d, %Y at %-I:%M %p ET").to_string())
        .unwrap_or_else(|_| stamp.to_string())
}

/// What the page shows of a request: the estimate, then the answer or the form.
pub fn render(
    a: &Approval,
    fleet: &str,
    unit: Option<&str>,
    limit: Option<i64>,
    error: Option<&str>,
    name: &str,
) -> String {
    let rows: String = a
        .lines
        .iter()
        .map(|l| format!("<tr><td>{}</td><td class=\"num\">{}</td></tr>", esc(&l.description), dollars(l.amount_cents)))
        .collect();
    let unit = unit.map(|u| format!("<p>Unit: {}</p>", esc(u))).unwrap_or_default();
    let limit = limit.map(|l| format!("<p>Your approval limit: {}</p>", dollars(l))).unwrap_or_default();
    let answer = match a.status.as_str() {
        "approved" | "declined" => format!(
            "<p class=\"invoice-notice\" role=\"status\">{} by {} on {} for {}.</p>",
            if a.status == "approved" { "Approved" } else { "Declined" },
            esc(a.decided_name.as_deref().unwrap_or("")),
            esc(&when(a.decided_at.as_deref().unwrap_or(""))),
            dollars(a.amount_cents)
        ),
        "superseded" => "<p class=\"invoice-notice\" role=\"status\">This estimate was replaced by a newer one: \
             use the link in our latest message.</p>"
            .to_string(),
        _ => {
            let error = error
                .map(|e| format!("<p class=\"field-error\" role=\"alert\" id=\"approve-error\">{}</p>", esc(e)))
                .unwrap_or_default();
            let described =
                if error.is_empty() { "" } else { " aria-describedby=\"approve-error\" aria-invalid=\"true\"" };
            format!(
                "<form method=\"post\" class=\"form\">{error}<div class=\"field\"><label for=\"approve-name\">Your name</label>\
                 <input id=\"approve-name\" name=\"name\" autocomplete=\"name\" maxlength=\"{NAME_MAX}\" value=\"{}\"{described}></div>\
                 <p class=\"approve-actions\"><button type=\"submit\" name=\"decision\" value=\"approve\" class=\"btn btn-primary\">Approve {}</button> \
                 <button type=\"submit\" name=\"decision\" value=\"decline\" class=\"btn btn-outline\">Decline</button></p></form>",
                esc(name),
                dollars(a.amount_cents)
            )
        }
    };
    format!(
        "<h1>Approve the work for {fleet}</h1><p>{business} asks your approval before this work, which is over your limit.</p>\
         {unit}{limit}<table class=\"invoice-lines\"><thead><tr><th scope=\"col\">Work</th><th scope=\"col\" class=\"num\">Amount</th></tr></thead>\
         <tbody>{rows}</tbody><tfoot><tr><th scope=\"row\">Total</th><td class=\"num\">{total}</td></tr></tfoot></table>{answer}{line}",
        fleet = esc(fleet),
        business = esc(&BUSINESS.name),
        total = dollars(a.amount_cents),
        line = call_line(),
    )
}

/// The request of a token, with its fleet's name, unit and limit as they are.
async fn load(
    state: &AppState,
    token: &str,
) -> Result<Option<(Approval, String, Option<String>, Option<i64>)>, ApiError> {
    let token = token.to_string();
    Ok(state
        .db
        .call(move |c| {
            let Some(a) = store::by_token(c, &token)? else { return Ok(None) };
            let job = crate::jobs::store::job(c, a.job_id)?;
            let fleet = job.and_then(|j| j.fleet);
            let name = fleet.as_ref().map(|f| f.name.clone()).unwrap_or_else(|| "your fleet".into());
            Ok(Some((a, name, fleet.as_ref().and_then(|f| f.unit.clone()), fleet.and_then(|f| f.approval_limit_cents))))
        })
        .await?)
}

/// GET /approve/{token}.
pub async fn show(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response, ApiError> {
    let css = state.site.stylesheet.clone();
    if !token_ok(&token) {
        return Ok(gone(&css));
    }
    let Some((a, fleet, unit, limit)) = load(&state, &token).await? else { return Ok(gone(&css)) };
    Ok(html(StatusCode::OK, &css, &render(&a, &fleet, unit.as_deref(), limit, None, "")))
}

/// POST /approve/{token}: the requester's answer, once. An approval is the
/// job's approved amount; the job and the technician's phone hear of it.
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
    let Some((a, fleet, unit, limit)) = load(&state, &token).await? else { return Ok(gone(&css)) };
    let problem = if name.is_empty() {
        Some("Please type your name: it is recorded with your answer.")
    } else if name.chars().count() > NAME_MAX {
        Some("Please keep your name to 100 characters.")
    } else if approve.is_none() {
        Some("Choose Approve or Decline.")
    } else {
        None
    };
    if let (Some(problem), true) = (problem, a.status == "pending") {
        let page = render(&a, &fleet, unit.as_deref(), limit, Some(problem), &name);
        return Ok(html(StatusCode::BAD_REQUEST, &css, &page));
    }
    let from = ip.0.to_string();
    let decided = state
        .db
        .write(move |c| {
            let tx = c.transaction()?;
            let approve = approve.unwrap_or(false);
            if !store::decide(&tx, &a, approve, &name, &from)? {
                return Ok(None);
            }
            if approve {
                crate::jobs::store::set_approved(&tx, a.job_id, a.amount_cents)?;
            }
            let job = crate::jobs::store::job(&tx, a.job_id)?;
            let version = job.as_ref().map_or(0, |j| j.version);
            let event = crate::leads::feed::record_job(&tx, a.job_id, version)?;
            tx.commit()?;
            Ok::<_, rusqlite::Error>(Some((a.job_id, job.and_then(|j| j.technician_id), event)))
        })
        .await?;
    if let Some((job_id, technician, event)) = decided {
        let effects = crate::dispatch::store::Effects {
            technicians: technician.into_iter().collect(),
            queued: false,
            review_scheduled: false,
            event: Some(event),
        };
        crate::dispatch::publish(&state, job_id, &effects);
    }
    Ok((StatusCode::SEE_OTHER, [(header::LOCATION, format!("/approve/{token}"))]).into_response())
}
