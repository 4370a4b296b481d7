//! The site as a crawler and a browser see it: pages, 404s, headers, caching,
//! compression, head tags, structured data, sitemap and robots.
use crate::helpers::{BASE_URL, CITIES, SERVICES, head_value, json_ld, spawn_app, spawn_app_with, title};
use std::collections::HashSet;
use std::io::Read;

const SESSION_ROUTES: [&str; 7] =
    ["/admin", "/admin/dashboard", "/login", "/register", "/forgot-password", "/reset-password", "/dashboard"];

fn public_routes() -> Vec<String> {
    let mut routes: Vec<String> =
        ["/", "/about", "/contact", "/quote", "/thank-you", "/bookings"].iter().map(|s| s.to_string()).collect();
    routes.extend(SERVICES.iter().map(|s| s.to_string()));
    routes.extend(CITIES.iter().map(|c| format!("/locations/{c}")));
    // The lists come from business.json: a page dropped there must still fail here.
    assert_eq!(routes.len(), 23, "docs/product.md#pages has 23 public routes");
    routes
}

#[tokio::test]
async fn every_public_route_arrives_as_html_with_its_own_head_tags() {
    let app = spawn_app().await;
    let mut titles = HashSet::new();
    for path in public_routes() {
        let (status, html) = app.get_html(&path).await;
        assert_eq!(status, 200, "{path}");
        let t = title(&html).unwrap_or_else(|| panic!("{path} has no title"));
        assert!(titles.insert(t.clone()), "{path} repeats the title {t}");
        let description = head_value(&html, "name=\"description\"", "content").expect("description");
        assert!(description.len() > 50, "{path}: {description}");
        assert!(!head_value(&html, "name=\"keywords\"", "content").expect("keywords").is_empty(), "{path}");
        assert_eq!(
            head_value(&html, "rel=\"canonical\"", "href").as_deref(),
            Some(format!("{BASE_URL}{path}").as_str())
        );
        assert_eq!(
            head_value(&html, "property=\"og:url\"", "content").as_deref(),
            Some(format!("{BASE_URL}{path}").as_str())
        );
        assert_eq!(head_value(&html, "property=\"og:title\"", "content"), Some(t));
        assert!(!html.contains("name=\"robots\""), "{path} must be indexable");
        assert!(html.contains("href=\"tel:+13863728412\""), "{path} has no call link");
        assert!(html.contains("<div id=\"root\"><"), "{path} is not prerendered");
    }
}

#[tokio::test]
async fn pages_behind_a_session_exist_but_are_not_indexed() {
    let app = spawn_app().await;
    for path in SESSION_ROUTES {
        let (status, html) = app.get_html(path).await;
        assert_eq!(status, 200, "{path}");
        assert!(html.contains("<meta name=\"robots\" content=\"noindex, nofollow\">"), "{path}");
    }
}

#[tokio::test]
async fn an_unknown_path_answers_404_with_the_not_found_page() {
    let app = spawn_app().await;
    for path in ["/nope", "/locations/miami", "/about/team", "/assets/missing.js"] {
        let (status, html) = app.get_html(path).await;
        assert_eq!(status, 404, "{path}");
        assert!(html.contains("404 Page Not Found"), "{path}");
    }
}

#[tokio::test]
async fn an_unknown_api_path_answers_404_with_a_json_error() {
    let app = spawn_app().await;
    let resp = app.get("/api/nothing-here").await;
    assert_eq!(resp.status(), 404);
    assert!(resp.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
    let body: serde_json::Value = resp.json().await.unwrap();
    assert!(body["message"].is_string());
}

#[tokio::test]
async fn a_trailing_slash_redirects_to_the_page() {
    let app = spawn_app().await;
    let resp = app.get("/about/").await;
    assert_eq!(resp.status(), 308);
    assert_eq!(resp.headers()["location"], "/about");
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app().await;
    let (_, home) = app.get_html("/").await;
    let css = asset_paths(&home).into_iter().find(|p| p.ends_with(".css")).unwrap();
    for path in ["/", "/nope", "/api/nope", "/robots.txt", css.as_str()] {
        let resp = app.get(path).await;
        let h = resp.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert!(csp.contains("script-src 'self' 'sha256-"), "{path}: {csp}");
        assert!(!csp.contains("unsafe-inline"), "{path}: {csp}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(h["referrer-policy"], "strict-origin-when-cross-origin", "{path}");
        assert!(h["permissions-policy"].to_str().unwrap().contains("geolocation=(self)"), "{path}");
    }
}

#[tokio::test]
async fn api_answers_with_personal_data_are_never_cached() {
    let app = spawn_app().await;
    let staff = crate::leads_staff::staff_cookie(&app).await;
    let created = app
        .post_json(
            "/api/quotes",
            &serde_json::json!({
                "name": "Dana", "phone": "386-555-0100", "location": "Palm Coast", "serviceType": "General Automotive",
                "urgency": "Emergency (ASAP)", "description": "Flat tire on I-95 north"
            }),
        )
        .await;
    assert_eq!(created.headers()["cache-control"], "no-store", "the answer to a lead");
    for path in ["/api/quotes", "/api/admin/session", "/api/session", "/api/leads/export.csv", "/api/admin/overview"] {
        let resp = app.client.get(app.url(path)).header("cookie", &staff).send().await.unwrap();
        assert_eq!(resp.status(), 200, "{path}");
        assert_eq!(resp.headers()["cache-control"], "no-store", "{path}");
    }
}

#[tokio::test]
async fn every_inline_script_is_one_the_csp_hashes() {
    use sha2::Digest;
    let app = spawn_app().await;
    let resp = app.get("/").await;
    let csp = resp.headers()["content-security-policy"].to_str().unwrap().to_string();
    let html = resp.text().await.unwrap();
    let inline: Vec<&str> = html
        .match_indices("<script>")
        .map(|(i, _)| {
            let from = i + "<script>".len();
            &html[from..from + html[from..].find("</script>").unwrap()]
        })
        .collect();
    assert_eq!(
        inline.len(),
        4,
        "four inline scripts (the theme, the lead keeper, the tap keeper, the code's loader) expected"
    );
    assert!(inline[1].contains("pendingLeads"), "the second is the lead keeper");
    assert!(inline[2].contains("roadside:hydrated") && inline[2].contains("data-early"), "the third is the tap keeper");
    // The last asks for the site's code once the page has painted.
    assert!(inline[3].contains("PerformanceObserver") && inline[3].contains("/assets/app-"), "{}", inline[3]);
    for script in inline {
        let hash = base64(&sha2::Sha256::digest(script.as_bytes()));
        assert!(csp.contains(&format!("'sha256-{hash}'")), "{csp} lacks {hash}");
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_forever_and_pages_revalidate_with_an_etag() {
    let app = spawn_app().await;
    let resp = app.get("/").await;
    assert_eq!(resp.headers()["cache-control"], "no-cache");
    let etag = resp.headers()["etag"].to_str().unwrap().to_string();
    let html = resp.text().await.unwrap();

    let again = app.client.get(app.url("/")).header("If-None-Match", &etag).send().await.unwrap();
    assert_eq!(again.status(), 304);
    assert!(again.bytes().await.unwrap().is_empty());
    let changed = app.client.get(app.url("/")).header("If-None-Match", "W/\"other\"").send().await.unwrap();
    assert_eq!(changed.status(), 200);

    let assets = asset_paths(&html);
    assert!(assets.iter().any(|a| a.ends_with(".js")) && assets.iter().any(|a| a.ends_with(".css")));
    for asset in assets {
        let resp = app.get(&asset).await;
        assert_eq!(resp.status(), 200, "{asset}");
        assert_eq!(resp.headers()["cache-control"], "public, max-age=31536000, immutable", "{asset}");
    }
}

#[tokio::test]
async fn pages_and_assets_come_compressed_as_the_browser_asks() {
    let app = spawn_app().await;
    // Pages are brotli-compressed in the background after start-up (gzip until then).
    crate::helpers::eventually("pages in brotli", std::time::Duration::from_secs(30), async || {
        let first = app.client.get(app.url("/")).header("Accept-Encoding", "gzip, deflate, br").send().await.unwrap();
        let encoding = first.headers()["content-encoding"].to_str().unwrap().to_string();
        if encoding != "br" {
            assert_eq!(encoding, "gzip", "before brotli is ready, a page goes out as gzip");
        }
        encoding == "br"
    })
    .await;
    let plain = app.get("/").await.bytes().await.unwrap();
    let (_, html) = app.get_html("/").await;
    let js = asset_paths(&html).into_iter().find(|p| p.starts_with("/assets/app-") && p.ends_with(".js")).unwrap();
    let plain_js = app.get(&js).await.bytes().await.unwrap();

    for (path, original) in [("/", &plain), (js.as_str(), &plain_js)] {
        let br = app.client.get(app.url(path)).header("Accept-Encoding", "gzip, deflate, br").send().await.unwrap();
        assert_eq!(br.headers()["content-encoding"], "br", "{path}");
        assert_eq!(br.headers()["vary"], "Accept-Encoding");
        let br = br.bytes().await.unwrap();
        assert!(br.len() < original.len() / 2, "{path}: brotli {} vs {}", br.len(), original.len());
        let mut out = Vec::new();
        brotli::Decompressor::new(&br[..], 4096).read_to_end(&mut out).unwrap();
        assert_eq!(&out[..], &original[..], "{path}");

        let gz = app.client.get(app.url(path)).header("Accept-Encoding", "gzip").send().await.unwrap();
        assert_eq!(gz.headers()["content-encoding"], "gzip", "{path}");
        let gz = gz.bytes().await.unwrap();
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(&gz[..]).read_to_end(&mut out).unwrap();
        assert_eq!(&out[..], &original[..], "{path}");

        let none = app.get(path).await;
        assert!(none.headers().get("content-encoding").is_none(), "{path}");
    }
}

#[tokio::test]
async fn the_home_and_location_pages_describe_the_business_for_search_engines() {
    let app = spawn_app().await;
    let mut paths = vec!["/".to_string()];
    paths.extend(CITIES.iter().map(|c| format!("/locations/{c}")));
    for path in paths {
        let (_, html) = app.get_html(&path).await;
        let blocks = json_ld(&html);
        let biz = blocks
            .iter()
            .find(|b| b["@type"] == "AutoRepair")
            .unwrap_or_else(|| panic!("{path} lacks AutoRepair JSON-LD"));
        assert!(biz["name"].as_str().is_some_and(|n| !n.is_empty()));
        let text = biz.to_string();
        assert!(text.contains("+13863728412") && text.contains("+13863387945"), "{path}: both phones");
        let areas: Vec<&str> =
            biz["areaServed"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
        for city in [
            "Palm Coast",
            "Daytona Beach",
            "St. Augustine",
            "Ormond Beach",
            "Jacksonville",
            "Palatka",
            "Gainesville",
            "DeLand",
        ] {
            assert!(areas.iter().any(|a| a.starts_with(city)), "{path}: {city} missing from {areas:?}");
        }
        let hours = biz["openingHoursSpecification"].as_array().unwrap();
        assert!(
            hours.iter().any(|h| h["opens"] == "07:00"
                && h["closes"] == "18:00"
                && h["dayOfWeek"].as_array().unwrap().len() == 5)
        );
        assert!(
            hours.iter().any(|h| h["opens"] == "00:00" && h["dayOfWeek"].as_array().unwrap().len() == 7),
            "24/7 emergency hours"
        );
        for pay in ["Cash", "Zelle", "Cash App", "Credit/Debit Cards", "Financing"] {
            assert!(biz["paymentAccepted"].as_str().unwrap().contains(pay), "{path}: {pay}");
        }
        assert!(biz["serviceArea"]["geoRadius"].is_string(), "{path}: service radius");
        assert!(biz["url"].as_str().unwrap().starts_with(BASE_URL), "{path}: base URL filled in");
    }
}

#[tokio::test]
async fn the_sitemap_lists_every_public_route_and_nothing_private() {
    let app = spawn_app().await;
    let resp = app.get("/sitemap.xml").await;
    assert_eq!(resp.status(), 200);
    assert!(resp.headers()["content-type"].to_str().unwrap().starts_with("application/xml"));
    let xml = resp.text().await.unwrap();
    for path in public_routes() {
        assert!(xml.contains(&format!("<loc>{BASE_URL}{path}</loc>")), "{path} missing from sitemap");
    }
    for path in SESSION_ROUTES {
        assert!(!xml.contains(&format!("<loc>{BASE_URL}{path}</loc>")), "{path} must not be in the sitemap");
    }
}

#[tokio::test]
async fn robots_keeps_crawlers_out_of_admin_dashboard_and_api() {
    let app = spawn_app().await;
    let text = app.get("/robots.txt").await.text().await.unwrap();
    for line in
        ["Disallow: /admin", "Disallow: /dashboard", "Disallow: /api", &format!("Sitemap: {BASE_URL}/sitemap.xml")]
    {
        assert!(text.lines().any(|l| l == line), "robots.txt lacks {line}:\n{text}");
    }
}

#[tokio::test]
async fn a_body_over_the_limit_is_refused_with_413() {
    let app = spawn_app().await;
    let big = "x".repeat(200 * 1024);
    let resp = app
        .client
        .post(app.url("/api/quotes"))
        .header("content-type", "application/json")
        .body(big)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 413);
}

#[tokio::test]
async fn head_requests_get_headers_without_a_body() {
    let app = spawn_app().await;
    let resp = app.client.head(app.url("/about")).send().await.unwrap();
    assert_eq!(resp.status(), 200);
    assert!(resp.bytes().await.unwrap().is_empty());
}

#[test]
fn a_broken_config_file_stops_start_up_naming_the_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.toml");
    std::fs::write(&file, "listen = \"127.0.0.1:0\"\nbase_url = [\n").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args(["serve", "--config"])
        .arg(&file)
        .args(["--data-dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.toml") && err.contains("line "), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "one line: {err}");
}

fn asset_paths(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for key in ["href=\"/assets/", "src=\"/assets/"] {
        for (i, _) in html.match_indices(key) {
            let from = i + key.len() - "/assets/".len();
            let to = from + html[from..].find('"').unwrap();
            out.push(html[from..to].to_string());
        }
    }
    out
}

fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = (u32::from(chunk[0]) << 16)
            | (u32::from(*chunk.get(1).unwrap_or(&0)) << 8)
            | u32::from(*chunk.get(2).unwrap_or(&0));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[tokio::test]
async fn a_client_that_never_finishes_its_request_head_is_cut_off() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app_with(|c| c.header_timeout_secs = 1).await;
    let mut stalled = tokio::net::TcpStream::connect(app.address.trim_start_matches("http://")).await.unwrap();
    stalled.write_all(b"GET / HTTP/1.1\r\nHost: roadside\r\n").await.unwrap();
    let started = std::time::Instant::now();
    let mut buf = Vec::new();
    let read = tokio::time::timeout(std::time::Duration::from_secs(5), stalled.read_to_end(&mut buf)).await;
    assert!(read.is_ok(), "the server kept a stalled connection open");
    assert!(started.elapsed() >= std::time::Duration::from_millis(800), "cut off too early: {:?}", started.elapsed());
    // Everyone else is still served.
    assert_eq!(app.get("/").await.status(), 200);
}

#[tokio::test]
async fn a_body_trickled_in_slower_than_the_body_timeout_is_cut_off_with_408() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app_with(|c| c.body_timeout_secs = 1).await;
    let mut slow = tokio::net::TcpStream::connect(app.address.trim_start_matches("http://")).await.unwrap();
    slow.write_all(b"POST /api/quotes HTTP/1.1\r\nHost: roadside\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"na").await.unwrap();
    // One byte a quarter second (the body would take 50 s), while the
    // answer is read as soon as it comes.
    let (mut reader, mut writer) = slow.into_split();
    let started = std::time::Instant::now();
    let read = tokio::spawn(async move {
        let mut answer = Vec::new();
        let _ = reader.read_to_end(&mut answer).await;
        answer
    });
    for _ in 0..20 {
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
        if read.is_finished() || writer.write_all(b" ").await.is_err() {
            break;
        }
    }
    let answer = tokio::time::timeout(std::time::Duration::from_secs(5), read)
        .await
        .expect("the connection was not closed")
        .unwrap();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.to_ascii_lowercase().contains("connection: close"), "{answer}");
    assert!(started.elapsed() < std::time::Duration::from_secs(8));
    // Nothing was stored.
    let cookie = crate::leads_staff::staff_cookie(&app).await;
    let list: serde_json::Value =
        app.client.get(app.url("/api/quotes")).header("cookie", &cookie).send().await.unwrap().json().await.unwrap();
    assert_eq!(list["items"].as_array().unwrap().len(), 0);
}

#[tokio::test]
async fn a_connection_past_max_connections_is_closed_at_once_and_the_others_still_served() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app_with(|c| c.max_connections = 2).await;
    let host = app.address.trim_start_matches("http://").to_string();
    let mut held = Vec::new();
    for _ in 0..2 {
        let mut s = tokio::net::TcpStream::connect(&host).await.unwrap();
        // A request answered keeps its connection open (keep-alive).
        s.write_all(b"GET /robots.txt HTTP/1.1\r\nHost: roadside\r\n\r\n").await.unwrap();
        let mut buf = [0u8; 64];
        let n = s.read(&mut buf).await.unwrap();
        assert!(String::from_utf8_lossy(&buf[..n]).starts_with("HTTP/1.1 200"));
        held.push(s);
    }
    let mut extra = tokio::net::TcpStream::connect(&host).await.unwrap();
    let _ = extra.write_all(b"GET /robots.txt HTTP/1.1\r\nHost: roadside\r\n\r\n").await;
    let mut buf = Vec::new();
    let read = tokio::time::timeout(std::time::Duration::from_secs(2), extra.read_to_end(&mut buf)).await;
    assert!(
        matches!(read, Ok(Ok(0)) | Ok(Err(_))),
        "the extra connection was served or kept waiting: {read:?} {buf:?}"
    );
    // One of the held connections ends; a new one is served again.
    drop(held.pop());
    crate::helpers::eventually("a new connection served", std::time::Duration::from_secs(5), async || {
        app.client.get(app.url("/robots.txt")).send().await.is_ok_and(|r| r.status() == 200)
    })
    .await;
}
