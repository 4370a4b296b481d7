//! The frame of the small pages answered to a form posted without JavaScript
//! (a lead form with its errors, a sign-in that failed): the site's
//! stylesheet, a title, the emergency number, and a way on.
use crate::content::BUSINESS;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};

pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

pub fn call_line() -> String {
    let p = &BUSINESS.phones.emergency;
    format!("<p>Need help right now? Call <a href=\"tel:{}\">{}</a>, day or night.</p>", esc(&p.tel), esc(&p.display))
}

pub fn page(stylesheet: &str, title: &str, main: &str) -> String {
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{t} | {n}</title><link rel=\"stylesheet\" href=\"{css}\"></head>\
         <body class=\"plain\"><main class=\"page container narrow\">{main}<p><a href=\"/\">Return to Home</a></p></main></body></html>",
        t = esc(title),
        n = esc(&BUSINESS.name),
        css = esc(stylesheet),
    )
}

/// A title, a message, and optionally a link back to where the visitor was (`(href, text)`).
pub fn message_page(
    status: StatusCode,
    stylesheet: &str,
    title: &str,
    message: &str,
    back: Option<(&str, &str)>,
) -> Response {
    let back =
        back.map(|(href, text)| format!("<p><a href=\"{}\">{}</a></p>", esc(href), esc(text))).unwrap_or_default();
    let main = format!("<h1>{}</h1><p>{}</p>{back}{}", esc(title), esc(message), call_line());
    (status, Html(page(stylesheet, title, &main))).into_response()
}
