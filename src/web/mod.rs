//! Everything outside /api: pages, assets, sitemap, robots, and the headers
//! every response carries.
pub mod body;
pub mod client_ip;
pub mod forms;
pub mod path;
pub mod plain;
pub mod query;
pub mod redact;
pub mod site;
pub mod streams;

use crate::error::ApiError;
use crate::state::AppState;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tracing::Instrument;

/// Fallback for every path no route claims: a page, an asset or a 404.
pub async fn fallback(State(state): State<AppState>, req: Request) -> Response {
    let path = req.uri().path();
    if path == "/api" || path.starts_with("/api/") {
        return ApiError::NotFound.into_response();
    }
    match *req.method() {
        Method::GET | Method::HEAD => state.site.respond(req.method(), path, req.headers()),
        _ if state.site.has_page(path) => StatusCode::METHOD_NOT_ALLOWED.into_response(),
        _ => state.site.not_found_response(req.method(), req.headers()),
    }
}

pub async fn sitemap(State(state): State<AppState>) -> Response {
    let base = &state.config.base_url;
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for path in &state.site.indexable {
        let priority = if path == "/" {
            "1.0"
        } else if path.starts_with("/locations/") {
            "0.8"
        } else {
            "0.7"
        };
        xml.push_str(&format!(
            "  <url><loc>{}{}</loc><changefreq>weekly</changefreq><priority>{priority}</priority></url>\n",
            xml_escape(base),
            xml_escape(path)
        ));
    }
    xml.push_str("</urlset>\n");
    ([(header::CONTENT_TYPE, "application/xml; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], xml)
        .into_response()
}

pub async fn robots(State(state): State<AppState>) -> Response {
    let body = format!(
        "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /dashboard\nDisallow: /fleet\nDisallow: /api\n\nSitemap: {}/sitemap.xml\n",
        state.config.base_url
    );
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=3600")], body)
        .into_response()
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The CSP allows no inline script but the ones the build hashed. The map
/// pages' (`tiles`: the tile server's origin, `[maps] tile_url`) also allow
/// images from exactly that origin, and nothing else from anywhere else.
pub fn content_security_policy(script_hashes: &[String], tiles: Option<&str>) -> anyhow::Result<HeaderValue> {
    let hashes: String = script_hashes.iter().map(|h| format!(" '{h}'")).collect();
    let tiles = tiles.map(|t| format!(" {t}")).unwrap_or_default();
    let csp = format!(
        "default-src 'self'; script-src 'self'{hashes}; style-src 'self'; img-src 'self' data:{tiles}; font-src 'self'; \
         connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'"
    );
    Ok(HeaderValue::from_str(&csp)?)
}

/// The pages that show a map: the driver's tracking page and the dashboard (its board).
fn shows_map(path: &str) -> bool {
    path.starts_with("/track/") || path == "/admin/dashboard"
}

/// Every request's checks and every answer's headers, in one layer (one
/// boxed future per request instead of three): a state-changing request
/// from another site is refused, a body must arrive in time, and the
/// answer gets the security headers.
pub async fn guard(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if cross_site(&state, &req) {
        return ApiError::Forbidden("Cross-site requests are not allowed.".into()).into_response();
    }
    let req = match read_body_in_time(&state, req).await {
        Ok(req) => req,
        Err(refused) => return refused,
    };
    security_headers(&state, req, next).await
}

async fn security_headers(state: &AppState, req: Request, next: Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    let map = shows_map(req.uri().path());
    let mut resp = next.run(req).await;
    let h = resp.headers_mut();
    // API answers carry leads, accounts and sessions: no browser or proxy
    // cache keeps them (the few public documents say otherwise themselves).
    if api && !h.contains_key(header::CACHE_CONTROL) {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    // A page that needs more (the invoice page's form goes on to Stripe) sets its own.
    if !h.contains_key(header::CONTENT_SECURITY_POLICY) {
        h.insert(header::CONTENT_SECURITY_POLICY, if map { state.csp_maps.clone() } else { state.csp.clone() });
    }
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    // A page whose URL is a link's key (/call/{token}, /approve/{token}) says
    // no-referrer itself: kept, never overwritten.
    if !h.contains_key(header::REFERRER_POLICY) {
        h.insert(header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
    }
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        "permissions-policy",
        HeaderValue::from_static("geolocation=(self), camera=(), microphone=(), payment=(), usb=()"),
    );
    h.insert("cross-origin-opener-policy", HeaderValue::from_static("same-origin"));
    if state.config.base_url.starts_with("https://") {
        h.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static("max-age=31536000"));
    }
    resp
}

/// One log line per request: method, path, status, milliseconds.
pub async fn log_request(req: Request, next: Next) -> Response {
    let method = req.method().clone();
    let path = redact::path_for_log(req.uri().path()).into_owned();
    let id = request_id(req.headers());
    let started = std::time::Instant::now();
    // Everything logged while the request runs (a 500's cause, say) carries
    // the same id as its request line and the X-Request-Id answer header, so
    // one failure can be followed from the visitor's report to its cause.
    let span = tracing::info_span!("request", id = %id);
    let mut resp = next.run(req).instrument(span.clone()).await;
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    span.in_scope(|| tracing::info!(target: "roadside::http", "{method} {path} {} {ms:.1}ms", resp.status().as_u16()));
    if let Ok(value) = HeaderValue::from_str(&id) {
        resp.headers_mut().insert(REQUEST_ID, value);
    }
    resp
}

const REQUEST_ID: &str = "x-request-id";

/// The id a proxy in front gave the request (Caddy, nginx), when it looks
/// like one; otherwise a new random one.
fn request_id(headers: &axum::http::HeaderMap) -> String {
    let given = headers.get(REQUEST_ID).and_then(|v| v.to_str().ok());
    match given {
        Some(id)
            if (1..=64).contains(&id.len())
                && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') =>
        {
            id.to_string()
        }
        _ => format!("{:016x}", rand::random::<u64>()),
    }
}

/// Reads a request's body before the handler runs, within `body_timeout_secs`
/// of the head: a client that trickles its body in gets 408 and its connection
/// closed, instead of holding a task and a connection for as long as it likes.
/// Bodies here are small (at most `max_body_bytes`), so holding one whole in
/// memory costs nothing a handler would not spend anyway.
async fn read_body_in_time(state: &AppState, req: Request) -> Result<Request, Response> {
    let has_body =
        req.headers().contains_key(header::CONTENT_LENGTH) || req.headers().contains_key(header::TRANSFER_ENCODING);
    if !has_body {
        return Ok(req);
    }
    let limit = body_limit(&state.config, req.method(), req.uri().path());
    let (parts, body) = req.into_parts();
    let wait = std::time::Duration::from_secs(state.config.body_timeout_secs.max(1));
    match tokio::time::timeout(wait, axum::body::to_bytes(body, limit)).await {
        Err(_) => Err(ApiError::RequestTimeout.into_response()),
        // Over the limit, or the client went away halfway.
        Ok(Err(_)) => Err(ApiError::PayloadTooLarge.into_response()),
        Ok(Ok(bytes)) => Ok(Request::from_parts(parts, axum::body::Body::from(bytes))),
    }
}

/// The most a request's body may weigh: `max_body_bytes`, or for a job
/// photo sent by the technician's app, `[photos] max_bytes` (a photo is
/// hundreds of KB; every other body a few).
pub fn body_limit(config: &crate::config::Config, method: &Method, path: &str) -> usize {
    let photo = method == Method::POST
        && path
            .strip_prefix("/api/tech/jobs/")
            .and_then(|rest| rest.strip_suffix("/photos"))
            .is_some_and(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()));
    if photo { config.photos.max_bytes.max(config.max_body_bytes) } else { config.max_body_bytes }
}

/// Refuses state-changing requests that another site's page started, so a
/// visitor's session cookie can never be ridden from elsewhere.
fn cross_site(state: &AppState, req: &Request) -> bool {
    if matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) {
        return false;
    }
    let headers = req.headers();
    let fetch_site = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok());
    match fetch_site {
        Some(site) => !matches!(site, "same-origin" | "none"),
        None => headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()).is_some_and(|origin| {
            let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or("");
            origin != state.config.base_url && origin != format!("http://{host}") && origin != format!("https://{host}")
        }),
    }
}
