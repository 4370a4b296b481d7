//! The frame of the small pages answered to a form posted without JavaScript
//! (a lead form with its errors, a sign-in that failed): the site's
//! stylesheet, a title, the emergency number, and a way on.
//!
//! Every page the server writes itself (these, the forms', the invoice's,
//! the statement's, the approval's and the missed call's) is a maud
//! template: `html!` escapes each value put in it, so a page's author has no
//! escaping to remember. `PreEscaped` is kept for markup the server wrote.
use crate::content::BUSINESS;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use maud::{Markup, PreEscaped, html};

/// The pages' doctype, as they have always been written (maud's `DOCTYPE`
/// says it in capitals). A constant: nothing of a visitor's is in it.
pub const DOCTYPE: PreEscaped<&str> = PreEscaped("<!doctype html>");

pub fn call_line() -> Markup {
    let phone = &BUSINESS.phones.emergency;
    html! {
        p { "Need help right now? Call " a href={ "tel:" (phone.tel) } { (phone.display) } ", day or night." }
    }
}

pub fn page(stylesheet: &str, title: &str, content: Markup) -> String {
    let content = html! {
        (content)
        p { a href="/" { "Return to Home" } }
    };
    document(stylesheet, &format!("{title} | {}", BUSINESS.name), None, "page container narrow", content)
}

/// The shell every server-written page shares: the head (no index, the
/// stylesheet, a description when the page has one) and `content` in its
/// `main` of class `main_class`.
pub fn document(stylesheet: &str, title: &str, description: Option<&str>, main_class: &str, content: Markup) -> String {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                @if let Some(description) = description {
                    meta name="description" content=(description);
                }
                title { (title) }
                link rel="stylesheet" href=(stylesheet);
            }
            body class="plain" {
                main class=(main_class) { (content) }
            }
        }
    }
    .into_string()
}

/// A title, a message, and optionally a link back to where the visitor was (`(href, text)`).
pub fn message_page(
    status: StatusCode,
    stylesheet: &str,
    title: &str,
    message: &str,
    back: Option<(&str, &str)>,
) -> Response {
    let content = html! {
        h1 { (title) }
        p { (message) }
        @if let Some((href, text)) = back {
            p { a href=(href) { (text) } }
        }
        (call_line())
    };
    (status, Html(page(stylesheet, title, content))).into_response()
}

/// A page for one link's holder (an approval, an estimate): never cached,
/// indexed, or named to another site as the referrer.
pub fn private_page(status: StatusCode, stylesheet: &str, title: &str, content: Markup) -> axum::response::Response {
    use axum::http::{HeaderValue, header};
    use axum::response::IntoResponse;
    let mut resp = (status, axum::response::Html(page(stylesheet, title, content))).into_response();
    let h = resp.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    resp
}

/// Whether a link's token has the shape `accounts::random_url_token` gives
/// (hex), checked before it is looked up.
pub fn link_token_ok(token: &str) -> bool {
    (20..=64).contains(&token.len()) && token.bytes().all(|b| b.is_ascii_hexdigit())
}
