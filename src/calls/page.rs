//! The missed-call page, /call/{token}: the link in a missed call's text.
//! Written by the server (one per call), whole without JavaScript: the
//! caller says what happened in one text box and sends it. With
//! JavaScript, "Share my location" adds the phone's position (/call.js).
//! What they send joins their lead: on a missed call's own lead, its
//! location and description; on any lead, a message in its thread, shown
//! live to staff and pushed.
use super::store;
use crate::content::BUSINESS;
use crate::error::ApiError;
use crate::messages::{self, LeadRef, PushNotice};
use crate::outbox::Person;
use crate::refs::{ContactEvent, LeadEvent, LeadKind, LiveEvent};
use crate::state::AppState;
use crate::state::Effects;
use crate::web::client_ip::ClientIp;
use crate::web::plain::{call_line, page};
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use maud::{Markup, html};
use rusqlite::Connection;
use std::collections::HashMap;

/// How long the link works.
const LINK_DAYS: i64 = 7;
const PROBLEM_MAX: usize = 1000;

fn token_ok(token: &str) -> bool {
    (16..=64).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The call of a token whose link still works, with its lead.
fn live_call(c: &Connection, token: &str) -> rusqlite::Result<Option<(store::Call, LeadRef)>> {
    let Some(call) = store::by_token(c, token)? else { return Ok(None) };
    let fresh = chrono::DateTime::parse_from_rfc3339(&call.started_at)
        .map(|t| chrono::Utc::now().signed_duration_since(t) < chrono::Duration::days(LINK_DAYS))
        .unwrap_or(false);
    let lead = call
        .lead_type
        .as_deref()
        .and_then(LeadKind::parse)
        .zip(call.lead_id)
        .map(|(k, id)| LeadRef { kind: k.as_str(), id });
    Ok(match (fresh, lead) {
        (true, Some(lead)) => Some((call, lead)),
        _ => None,
    })
}

/// The form, under the page's heading.
fn form(token: &str, problem: &str, error: Option<&str>) -> Markup {
    html! {
        h1 { "Sorry we missed your call" }
        p { "Tell us where you are and what happened, and we will call you right back." }
        (fields(token, problem, error))
    }
}

fn fields(token: &str, problem: &str, error: Option<&str>) -> Markup {
    html! {
        @if let Some(e) = error {
            p class="field-error" role="alert" id="cb-error" { (e) }
        }
        form method="post" action={ "/call/" (token) } class="callback-form" {
            input type="hidden" name="latitude" id="cb-latitude";
            input type="hidden" name="longitude" id="cb-longitude";
            input type="hidden" name="accuracy" id="cb-accuracy";
            p { button type="button" class="btn btn-outline" id="cb-locate" hidden { "Share my location" } }
            p id="cb-located" role="status" class="muted" {}
            div class="field" {
                label for="cb-problem" { "What happened, and where are you?" }
                textarea id="cb-problem" name="problem" rows="4" maxlength=(PROBLEM_MAX)
                    aria-describedby=[error.map(|_| "cb-error")] { (problem) }
            }
            p { button type="submit" class="btn btn-primary" { "Send" } }
        }
        script src="/call.js" defer {}
        (call_line())
    }
}

fn respond(status: StatusCode, stylesheet: &str, content: Markup) -> Response {
    let mut resp = (status, Html(page(stylesheet, "We missed your call", content))).into_response();
    // The token is the key to the lead: never cached, never sent on as a referrer.
    resp.headers_mut().insert(header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
    resp.headers_mut().insert(header::REFERRER_POLICY, axum::http::HeaderValue::from_static("no-referrer"));
    resp
}

fn gone(stylesheet: &str) -> Response {
    let content = html! {
        h1 { "This link has expired" }
        p { "It works for " (LINK_DAYS) " days after a missed call." }
        (call_line())
    };
    respond(StatusCode::NOT_FOUND, stylesheet, content)
}

/// GET /call/{token}: the form, or the thanks after sending (`?sent=1`).
pub async fn show(
    State(state): State<AppState>,
    Path(token): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let stylesheet = state.site.stylesheet.clone();
    if !token_ok(&token) {
        return Ok(gone(&stylesheet));
    }
    let t = token.clone();
    if state.db.call(move |c| live_call(c, &t)).await?.is_none() {
        return Ok(gone(&stylesheet));
    }
    if query.contains_key("sent") {
        let content = html! {
            h1 { "Thank you, we got it" }
            p { (BUSINESS.name) " will call you right back. Anything to add? Send it below." }
            (fields(&token, "", None))
        };
        return Ok(respond(StatusCode::OK, &stylesheet, content));
    }
    Ok(respond(StatusCode::OK, &stylesheet, form(&token, "", None)))
}

/// What the caller sent, checked.
#[derive(Debug, PartialEq)]
pub struct Shared {
    pub position: Option<(f64, f64, Option<f64>)>,
    pub problem: Option<String>,
}

/// Reads the form: a position (both coordinates or neither, in range) and
/// the words, at least one of the two. The error says what to fix.
pub fn read(fields: &HashMap<String, String>) -> Result<Shared, &'static str> {
    let text = |k: &str| fields.get(k).map(|s| s.trim()).filter(|s| !s.is_empty());
    let number = |k: &str, max: f64| text(k).map(|s| s.parse::<f64>().ok().filter(|v| v.is_finite() && v.abs() <= max));
    let position = match (number("latitude", 90.0), number("longitude", 180.0)) {
        (None, None) => None,
        (Some(Some(lat)), Some(Some(lon))) => {
            Some((lat, lon, number("accuracy", 100_000.0).flatten().filter(|a| *a >= 0.0)))
        }
        _ => return Err("Your location could not be read. Please tell us where you are in the box."),
    };
    let problem = text("problem").map(str::to_string);
    if problem.as_ref().is_some_and(|p| p.chars().count() > PROBLEM_MAX) {
        return Err("Please keep it to 1000 characters.");
    }
    if position.is_none() && problem.is_none() {
        return Err("Please share your location or tell us what happened.");
    }
    Ok(Shared { position, problem })
}

/// POST /call/{token}: the caller's words and position join their lead.
pub async fn share(
    State(state): State<AppState>,
    ip: ClientIp,
    Path(token): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let stylesheet = state.site.stylesheet.clone();
    if !token_ok(&token) {
        return Ok(gone(&stylesheet));
    }
    if !state.intake.address(&ip) {
        let content = html! {
            h1 { "Please wait a moment" }
            p { "Too many requests from your connection." }
            (call_line())
        };
        return Ok(respond(StatusCode::TOO_MANY_REQUESTS, &stylesheet, content));
    }
    let fields: HashMap<String, String> = serde_urlencoded::from_bytes(&body).unwrap_or_default();
    let shared = match read(&fields) {
        Ok(shared) => shared,
        Err(message) => {
            let problem = fields.get("problem").map(String::as_str).unwrap_or("");
            return Ok(respond(StatusCode::BAD_REQUEST, &stylesheet, form(&token, problem, Some(message))));
        }
    };
    let config = state.config.clone();
    let t = token.clone();
    let event = state
        .db
        .write(move |c| -> rusqlite::Result<_> {
            let tx = c.transaction()?;
            let Some((call, lead)) = live_call(&tx, &t)? else { return Ok(None) };
            let event = record(&tx, &config, &call, lead, &shared)?;
            tx.commit()?;
            Ok(Some(event))
        })
        .await?;
    let Some(event) = event else { return Ok(gone(&stylesheet)) };
    state.after_commit(Effects::queued().with_event(event));
    Ok((StatusCode::SEE_OTHER, [(header::LOCATION, format!("/call/{token}?sent=1"))]).into_response())
}

fn record(
    tx: &Connection,
    config: &crate::config::Config,
    call: &store::Call,
    lead: LeadRef,
    shared: &Shared,
) -> rusqlite::Result<LeadEvent> {
    let place = shared.position.map(|(lat, lon, accuracy)| match accuracy {
        Some(a) => format!("{lat:.5}, {lon:.5} (GPS, within {a:.0} m)"),
        None => format!("{lat:.5}, {lon:.5} (GPS)"),
    });
    if let Some((lat, lon, accuracy)) = shared.position {
        store::set_position(tx, call.id, lat, lon, accuracy)?;
    }
    // The call's own lead takes the place and the words; any lead gets them in its thread.
    if lead.kind == "quote" && store::is_missed_call_lead(tx, lead.id)? {
        store::add_to_quote(tx, lead.id, place.as_deref(), shared.problem.as_deref())?;
    }
    let mut body = String::from("From the missed-call page:");
    if let Some(place) = &place {
        body.push_str(&format!(" Location {place}."));
    }
    if let Some(problem) = &shared.problem {
        body.push_str(&format!(" \u{201c}{problem}\u{201d}"));
    }
    let message_id = messages::store::insert_text_in(tx, Some((lead.kind, lead.id)), call.phone.as_str(), &body, None)?;
    let name = super::display(call.phone.as_str());
    let url = format!(
        "{}/admin/dashboard?{}&lead={}-{}",
        config.base_url,
        crate::refs::dashboard_query(lead.kind),
        lead.kind,
        lead.id
    );
    messages::queue_push(
        tx,
        None,
        &PushNotice {
            kind: "message".into(),
            name: name.clone(),
            service: "Missed call".into(),
            urgency: String::new(),
            url,
            body: Some(body.chars().take(200).collect()),
        },
        Some(lead),
        &Person { phone: Some(call.phone.as_str().to_string()), email: None },
    )?;
    let created_at = messages::store::created_at(tx, message_id)?;
    let summary = LiveEvent::Message(ContactEvent {
        body: Some(body),
        ..ContactEvent::new(message_id, &created_at, Some((lead.kind, lead.id)), name, call.phone.as_str())
    });
    let seq = messages::store::insert_message_event(tx, message_id, &summary.to_json(), &created_at)?;
    Ok(LeadEvent { seq, summary })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn the_page_takes_a_position_or_words_and_says_what_is_wrong() {
        let ok =
            read(&fields(&[("latitude", "29.5851"), ("longitude", "-81.2073"), ("accuracy", "12"), ("problem", "")]));
        assert_eq!(ok, Ok(Shared { position: Some((29.5851, -81.2073, Some(12.0))), problem: None }));
        let words = read(&fields(&[("latitude", ""), ("longitude", ""), ("problem", " Flat tire on I-95 ")])).unwrap();
        assert_eq!(words.problem.as_deref(), Some("Flat tire on I-95"));
        assert!(read(&fields(&[("latitude", "29.5"), ("problem", "x")])).is_err(), "one coordinate");
        assert!(read(&fields(&[("latitude", "91"), ("longitude", "0")])).is_err(), "out of range");
        assert!(read(&fields(&[("latitude", "NaN"), ("longitude", "0")])).is_err());
        assert!(read(&fields(&[])).is_err(), "nothing");
        assert!(read(&fields(&[("problem", &"x".repeat(1001))])).is_err());
    }
}
