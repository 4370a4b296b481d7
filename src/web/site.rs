//! The built UI, baked into the binary: prerendered pages and hashed assets.
use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, LazyLock, Mutex, OnceLock};

#[derive(rust_embed::Embed)]
#[folder = "ui/dist/"]
struct Dist;

const BASE_URL_PLACEHOLDER: &str = "__ROADSIDE_BASE_URL__";
/// The shells of the two apps that are not prerendered per path (ui/build.mjs).
pub const TRACK_PAGE: &str = "/track/";
pub const TECH_APP: &str = "/tech/";

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Manifest {
    script_hashes: Vec<String>,
    stylesheet: String,
    not_found: String,
    pages: Vec<ManifestPage>,
}

#[derive(Debug, Deserialize)]
struct ManifestPage {
    path: String,
    file: String,
    indexable: bool,
}

/// One HTML page with the base URL filled in. Gzip is made at start-up (a
/// few milliseconds for every page); brotli at its best level takes over a
/// second for the whole site, so it is made on a background thread after the
/// server already answers, and pages go out as gzip until it is there.
/// A restart is then no longer downtime.
/// The bodies are `Bytes` so that a response shares them instead of copying
/// the page on every request.
struct Page {
    identity: Bytes,
    gzip: Bytes,
    brotli: OnceLock<Bytes>,
    etag: String,
    etag_header: HeaderValue,
}

impl Page {
    fn new(html: String) -> anyhow::Result<Page> {
        let identity = html.into_bytes();
        let etag = format!("W/\"{}\"", &hex(&Sha256::digest(&identity))[..20]);
        let etag_header = HeaderValue::from_str(&etag)?;
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        gz.write_all(&identity)?;
        let gzip = Bytes::from(gz.finish()?);
        Ok(Page { identity: Bytes::from(identity), gzip, brotli: OnceLock::new(), etag, etag_header })
    }

    fn compress_brotli(&self) {
        self.brotli.get_or_init(|| {
            let mut out = Vec::new();
            let mut w = brotli::CompressorWriter::new(&mut out, 4096, 11, 22);
            // Writing into memory cannot fail; should it, the page goes out as gzip.
            let written = w.write_all(&self.identity).is_ok();
            drop(w);
            if written { Bytes::from(out) } else { Bytes::new() }
        });
    }
}

pub struct Site {
    pages: HashMap<String, Page>,
    not_found: Page,
    /// Routes a crawler may index, in build order, for the sitemap.
    pub indexable: Vec<String>,
    /// Hashes of the inline scripts the pages carry, for the CSP.
    pub script_hashes: Vec<String>,
    /// The site's one stylesheet, for pages the server writes itself.
    pub stylesheet: String,
}

impl Site {
    /// The site for a base URL, built once per process: compressing every page
    /// takes a moment, and tests start many apps with the same base URL.
    pub fn shared(base_url: &str) -> anyhow::Result<Arc<Site>> {
        static SITES: LazyLock<Mutex<HashMap<String, Arc<Site>>>> = LazyLock::new(Default::default);
        let mut sites = SITES.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(site) = sites.get(base_url) {
            return Ok(site.clone());
        }
        let site = Arc::new(Site::load(base_url)?);
        sites.insert(base_url.to_string(), site.clone());
        let background = site.clone();
        std::thread::Builder::new().name("brotli-pages".into()).spawn(move || background.compress_all())?;
        Ok(site)
    }

    fn load(base_url: &str) -> anyhow::Result<Site> {
        let manifest: Manifest = serde_json::from_slice(
            &Dist::get("manifest.json")
                .ok_or_else(|| anyhow::anyhow!("the UI build is missing from this binary (no manifest.json)"))?
                .data,
        )?;
        let base = escape_attr(base_url);
        let render = |file: &str| -> anyhow::Result<Page> {
            let raw = Dist::get(file).ok_or_else(|| anyhow::anyhow!("the UI build lacks {file}"))?;
            Page::new(String::from_utf8(raw.data.into_owned())?.replace(BASE_URL_PLACEHOLDER, &base))
        };
        let mut pages = HashMap::new();
        let mut indexable = Vec::new();
        for p in &manifest.pages {
            pages.insert(p.path.clone(), render(&p.file)?);
            if p.indexable {
                indexable.push(p.path.clone());
            }
        }
        Ok(Site {
            pages,
            not_found: render(&manifest.not_found)?,
            indexable,
            script_hashes: manifest.script_hashes,
            stylesheet: manifest.stylesheet,
        })
    }

    /// Brotli for every page; runs once, off the request path.
    fn compress_all(&self) {
        let started = std::time::Instant::now();
        for page in self.pages.values().chain(std::iter::once(&self.not_found)) {
            page.compress_brotli();
        }
        tracing::debug!("pages brotli-compressed in {} ms", started.elapsed().as_millis());
    }

    pub fn has_page(&self, path: &str) -> bool {
        self.pages.contains_key(path)
    }

    /// Answers a GET or HEAD for anything outside /api: a page, an asset, or the 404 page.
    pub fn respond(&self, method: &Method, path: &str, headers: &HeaderMap) -> Response {
        // The tracking shell is only ever a token's page.
        if let Some(page) = self.pages.get(path).filter(|_| path != TRACK_PAGE) {
            return page_response(page, StatusCode::OK, method, headers);
        }
        if path.len() > 1 && path.ends_with('/') {
            let trimmed = path.trim_end_matches('/');
            if self.pages.contains_key(trimmed) {
                return (StatusCode::PERMANENT_REDIRECT, [(header::LOCATION, trimmed.to_string())]).into_response();
            }
        }
        if let Some(resp) = asset_response(path, method, headers) {
            return resp;
        }
        if let Some(shell) = self.app_shell(path) {
            return page_response(shell, StatusCode::OK, method, headers);
        }
        // The technician's app lives under /tech/, the service worker's scope.
        if path == TECH_APP.trim_end_matches('/') {
            return (StatusCode::PERMANENT_REDIRECT, [(header::LOCATION, TECH_APP)]).into_response();
        }
        self.not_found_response(method, headers)
    }

    /// The page of a path no build can list: the driver's tracking page
    /// (/track/{token}: one shell, the token read by its script) and the
    /// technician's app (every path under /tech/).
    fn app_shell(&self, path: &str) -> Option<&Page> {
        if let Some(token) = path.strip_prefix(TRACK_PAGE)
            && !token.is_empty()
            && token.bytes().all(|b| b.is_ascii_alphanumeric())
        {
            return self.pages.get(TRACK_PAGE);
        }
        if path.starts_with(TECH_APP) {
            return self.pages.get(TECH_APP);
        }
        None
    }

    pub fn not_found_response(&self, method: &Method, headers: &HeaderMap) -> Response {
        page_response(&self.not_found, StatusCode::NOT_FOUND, method, headers)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Encoding {
    Brotli,
    Gzip,
    Identity,
}

/// Picks brotli, then gzip, from Accept-Encoding (a q of 0 refuses one).
fn negotiate(headers: &HeaderMap) -> Encoding {
    if accepts(headers, "br") {
        Encoding::Brotli
    } else if accepts(headers, "gzip") {
        Encoding::Gzip
    } else {
        Encoding::Identity
    }
}

fn accepts_gzip(headers: &HeaderMap) -> bool {
    accepts(headers, "gzip")
}

fn accepts(headers: &HeaderMap, name: &str) -> bool {
    let Some(accept) = headers.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    accept.split(',').any(|part| {
        let mut bits = part.split(';');
        let token = bits.next().unwrap_or("").trim();
        let refused = bits.any(|b| {
            let b = b.trim();
            b.strip_prefix("q=").and_then(|q| q.trim().parse::<f32>().ok()).is_some_and(|q| q <= 0.0)
        });
        token.eq_ignore_ascii_case(name) && !refused
    })
}

/// A response with these headers; the values are known to be valid.
fn respond(status: StatusCode, headers: &[(header::HeaderName, HeaderValue)], body: Body) -> Response {
    let mut resp = Response::new(body);
    *resp.status_mut() = status;
    for (name, value) in headers {
        resp.headers_mut().insert(name, value.clone());
    }
    resp
}

fn page_response(page: &Page, status: StatusCode, method: &Method, headers: &HeaderMap) -> Response {
    let etag_matches = status == StatusCode::OK
        && headers
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.split(',').any(|t| t.trim() == page.etag || t.trim() == "*"));
    let mut out = vec![
        (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        (header::ETAG, page.etag_header.clone()),
        (header::VARY, HeaderValue::from_static("Accept-Encoding")),
    ];
    if etag_matches {
        return respond(StatusCode::NOT_MODIFIED, &out, Body::empty());
    }
    let (body, encoding) = match (negotiate(headers), page.brotli.get().filter(|b| !b.is_empty())) {
        (Encoding::Brotli, Some(brotli)) => (brotli, Some("br")),
        // Until the background thread is done, a brotli client gets gzip (every browser takes both).
        (Encoding::Brotli, None) if accepts_gzip(headers) => (&page.gzip, Some("gzip")),
        (Encoding::Brotli, None) => (&page.identity, None),
        (Encoding::Gzip, _) => (&page.gzip, Some("gzip")),
        (Encoding::Identity, _) => (&page.identity, None),
    };
    out.push((header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8")));
    out.push((header::CONTENT_LENGTH, HeaderValue::from(body.len())));
    if let Some(enc) = encoding {
        out.push((header::CONTENT_ENCODING, HeaderValue::from_static(enc)));
    }
    let body = if method == Method::HEAD { Body::empty() } else { Body::from(body.clone()) };
    respond(status, &out, body)
}

fn asset_response(path: &str, method: &Method, headers: &HeaderMap) -> Option<Response> {
    let file = path.strip_prefix('/')?;
    // Pages and the manifest are served only through their routes; the
    // precompressed siblings only through negotiation.
    if file.is_empty()
        || file.starts_with("pages/")
        || file == "manifest.json"
        || file.ends_with(".gz")
        || file.ends_with(".br")
    {
        return None;
    }
    let plain = Dist::get(file)?;
    let (data, encoding) = match negotiate(headers) {
        Encoding::Brotli => Dist::get(&format!("{file}.br")).map(|f| (f.data, Some("br"))),
        Encoding::Gzip => Dist::get(&format!("{file}.gz")).map(|f| (f.data, Some("gzip"))),
        Encoding::Identity => None,
    }
    .unwrap_or((plain.data, None));
    // Names under /assets carry a content hash, so they never change.
    let cache =
        if file.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "public, max-age=3600" };
    let mut out = vec![
        (header::CONTENT_TYPE, content_type(file)),
        (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        (header::VARY, HeaderValue::from_static("Accept-Encoding")),
        (header::CONTENT_LENGTH, HeaderValue::from(data.len())),
    ];
    if let Some(enc) = encoding {
        out.push((header::CONTENT_ENCODING, HeaderValue::from_static(enc)));
    }
    // The embedded files live in the binary: borrowed, never copied per request.
    let data = match data {
        std::borrow::Cow::Borrowed(bytes) => Bytes::from_static(bytes),
        std::borrow::Cow::Owned(bytes) => Bytes::from(bytes),
    };
    let body = if method == Method::HEAD { Body::empty() } else { Body::from(data) };
    Some(respond(StatusCode::OK, &out, body))
}

fn content_type(file: &str) -> HeaderValue {
    let ext = file.rsplit('.').next().unwrap_or("");
    HeaderValue::from_static(match ext {
        "js" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "json" | "webmanifest" => "application/json",
        "txt" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    })
}

fn escape_attr(s: &str) -> String {
    s.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(v: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(v).unwrap());
        h
    }

    #[test]
    fn brotli_is_preferred_then_gzip() {
        assert_eq!(negotiate(&accept("gzip, deflate, br")), Encoding::Brotli);
        assert_eq!(negotiate(&accept("gzip")), Encoding::Gzip);
        assert_eq!(negotiate(&accept("br;q=0, gzip;q=0.5")), Encoding::Gzip);
        assert_eq!(negotiate(&accept("identity")), Encoding::Identity);
        assert_eq!(negotiate(&HeaderMap::new()), Encoding::Identity);
    }
}
