//! Content pages: head tags, JSON-LD and location-page overlap.
//! The marketing, service and location pages as a crawler sees them: each one
//! its own title, description, keywords and canonical URL, one h1, a call link,
//! structured data that parses, and city pages that do not repeat each other.
use crate::helpers::{BASE_URL, CITIES, SERVICES, head_value, json_ld, spawn_app, title};
use serde_json::Value;
use std::collections::HashSet;

const MARKETING: [&str; 3] = ["/about", "/contact", "/thank-you"];
/// Two location pages may share at most this share of their 5-word shingles.
const MAX_OVERLAP: f64 = 0.5;

fn location_paths() -> Vec<String> {
    CITIES.iter().map(|c| format!("/locations/{c}")).collect()
}

fn content_routes() -> Vec<String> {
    let mut routes: Vec<String> = MARKETING.iter().map(|s| s.to_string()).collect();
    routes.extend(SERVICES.iter().map(|s| s.to_string()));
    routes.extend(location_paths());
    routes
}

/// The one file of business facts the UI is built from.
fn business() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/src/content/business.json");
    let text = std::fs::read_to_string(path).expect("business.json is readable");
    serde_json::from_str(&text).expect("business.json parses")
}

/// `tel:+1...` of the emergency line.
fn tel_target() -> String {
    format!("tel:{}", business()["phones"]["emergency"]["tel"].as_str().expect("emergency tel"))
}

fn emergency_tel_href() -> String {
    format!("href=\"{}\"", tel_target())
}

/// The inner HTML of `<main>`: the page's own content, without nav and footer.
fn main_html(html: &str) -> &str {
    let start = html.find("<main").expect("the page has a <main>");
    let inner_start = start + html[start..].find('>').expect("the <main> tag closes") + 1;
    let inner_end = inner_start + html[inner_start..].find("</main>").expect("the page has a </main>");
    &html[inner_start..inner_end]
}

/// Markup to visible text: comments dropped, tags turned into spaces, the
/// entities React writes decoded, whitespace collapsed.
fn visible_text(markup: &str) -> String {
    let markup = markup.replace("<!-- -->", "");
    let mut text = String::with_capacity(markup.len());
    let mut in_tag = false;
    for ch in markup.chars() {
        match ch {
            '<' => {
                in_tag = true;
                text.push(' ');
            }
            '>' if in_tag => in_tag = false,
            _ if !in_tag => text.push(ch),
            _ => {}
        }
    }
    let decoded = text
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&nbsp;", " ")
        .replace("&amp;", "&");
    decoded.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The visible text of `<main>`.
fn main_text(html: &str) -> String {
    visible_text(main_html(html))
}

/// The visible text of every `<a>` in `markup` whose href is exactly `href`.
fn link_texts(markup: &str, href: &str) -> Vec<String> {
    let needle = format!("href=\"{href}\"");
    markup
        .match_indices(&needle)
        .filter_map(|(i, _)| {
            let open_end = i + markup[i..].find('>')? + 1;
            let close = open_end + markup[open_end..].find("</a>")?;
            Some(visible_text(&markup[open_end..close]))
        })
        .collect()
}

fn words(text: &str) -> Vec<String> {
    text.to_lowercase().split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_string).collect()
}

fn shingles(words: &[String], size: usize) -> HashSet<String> {
    words.windows(size).map(|w| w.join(" ")).collect()
}

fn jaccard(a: &HashSet<String>, b: &HashSet<String>) -> f64 {
    let union = a.union(b).count();
    if union == 0 {
        return 0.0;
    }
    a.intersection(b).count() as f64 / union as f64
}

fn h1_count(html: &str) -> usize {
    html.matches("<h1>").count() + html.matches("<h1 ").count()
}

fn types(blocks: &[Value]) -> Vec<String> {
    blocks.iter().filter_map(|b| b["@type"].as_str().map(str::to_string)).collect()
}

fn block<'a>(blocks: &'a [Value], kind: &str, path: &str) -> &'a Value {
    blocks
        .iter()
        .find(|b| b["@type"] == kind)
        .unwrap_or_else(|| panic!("{path} lacks {kind} JSON-LD; it has {:?}", types(blocks)))
}

/// Every question is a Question with a name and an answer text; returns how many.
fn faq_questions(faq: &Value, path: &str) -> usize {
    let questions = faq["mainEntity"].as_array().unwrap_or_else(|| panic!("{path}: FAQPage without mainEntity"));
    assert!(!questions.is_empty(), "{path}: FAQPage has no questions");
    for q in questions {
        assert_eq!(q["@type"], "Question", "{path}");
        assert!(q["name"].as_str().is_some_and(|s| s.len() > 10), "{path}: a question without a name");
        assert!(
            q["acceptedAnswer"]["text"].as_str().is_some_and(|s| s.len() > 20),
            "{path}: a question without an answer"
        );
    }
    questions.len()
}

/// Checks the BreadcrumbList starts at the home page and ends at this page.
fn assert_breadcrumb(crumbs: &Value, path: &str) {
    let items = crumbs["itemListElement"].as_array().unwrap_or_else(|| panic!("{path}: empty breadcrumb"));
    assert!(items.len() >= 2, "{path}: breadcrumb too short");
    assert_eq!(
        items[0]["item"].as_str(),
        Some(format!("{BASE_URL}/").as_str()),
        "{path}: breadcrumb does not start at home"
    );
    assert_eq!(
        items[items.len() - 1]["item"].as_str(),
        Some(format!("{BASE_URL}{path}").as_str()),
        "{path}: breadcrumb does not end here"
    );
    for (i, it) in items.iter().enumerate() {
        assert_eq!(it["position"].as_u64(), Some(i as u64 + 1), "{path}: breadcrumb positions");
    }
}

#[tokio::test]
async fn every_content_page_answers_with_its_own_head_tags_one_h1_and_a_call_link() {
    let app = spawn_app().await;
    let tel = emergency_tel_href();
    let mut titles = HashSet::new();
    let mut descriptions = HashSet::new();
    for path in content_routes() {
        let (status, html) = app.get_html(&path).await;
        assert_eq!(status, 200, "{path}");
        let t = title(&html).unwrap_or_else(|| panic!("{path} has no title"));
        assert!(titles.insert(t.clone()), "{path} repeats the title {t}");
        let description =
            head_value(&html, "name=\"description\"", "content").unwrap_or_else(|| panic!("{path} has no description"));
        assert!(description.len() > 50, "{path}: description too short: {description}");
        assert!(descriptions.insert(description.clone()), "{path} repeats the description {description}");
        let keywords =
            head_value(&html, "name=\"keywords\"", "content").unwrap_or_else(|| panic!("{path} has no keywords"));
        assert!(!keywords.trim().is_empty(), "{path} has empty keywords");
        assert_eq!(
            head_value(&html, "rel=\"canonical\"", "href").as_deref(),
            Some(format!("{BASE_URL}{path}").as_str()),
            "{path}: canonical"
        );
        assert_eq!(h1_count(&html), 1, "{path} must have exactly one h1");
        assert!(html.contains(&tel), "{path} has no call link");
        assert!(main_text(&html).len() > 300, "{path} has almost no text");
    }
}

#[tokio::test]
async fn every_json_ld_block_of_a_content_page_parses() {
    let app = spawn_app().await;
    for path in content_routes() {
        let (_, html) = app.get_html(&path).await;
        let opened = html.matches("<script type=\"application/ld+json\">").count();
        // json_ld panics on a block that is not JSON.
        let blocks = json_ld(&html);
        assert_eq!(blocks.len(), opened, "{path}");
        for b in &blocks {
            assert_eq!(b["@context"], "https://schema.org", "{path}");
            assert!(b["@type"].is_string(), "{path}: a block without @type");
        }
    }
}

#[tokio::test]
async fn service_pages_carry_service_breadcrumb_and_faq_structured_data() {
    let app = spawn_app().await;
    for path in SERVICES.iter().copied() {
        let (_, html) = app.get_html(path).await;
        let blocks = json_ld(&html);
        let service = block(&blocks, "Service", path);
        assert_eq!(service["url"].as_str(), Some(format!("{BASE_URL}{path}").as_str()), "{path}: Service url");
        assert!(service["name"].as_str().is_some_and(|s| !s.is_empty()), "{path}: Service name");
        assert!(service["description"].as_str().is_some_and(|s| s.len() > 50), "{path}: Service description");
        assert_breadcrumb(block(&blocks, "BreadcrumbList", path), path);
        faq_questions(block(&blocks, "FAQPage", path), path);
    }
}

#[tokio::test]
async fn location_pages_carry_the_business_a_breadcrumb_and_their_faq() {
    let app = spawn_app().await;
    for path in location_paths() {
        let (_, html) = app.get_html(&path).await;
        let blocks = json_ld(&html);
        let biz = block(&blocks, "AutoRepair", &path);
        assert!(biz["telephone"].is_string(), "{path}: AutoRepair without a telephone");
        assert_breadcrumb(block(&blocks, "BreadcrumbList", &path), &path);
        assert_eq!(faq_questions(block(&blocks, "FAQPage", &path), &path), 3, "{path}: a city FAQ has three questions");
    }
}

#[tokio::test]
async fn every_visible_faq_is_also_in_the_faq_page_structured_data() {
    let app = spawn_app().await;
    let mut routes: Vec<String> = SERVICES.iter().map(|s| s.to_string()).collect();
    routes.extend(location_paths());
    routes.push("/contact".to_string());
    for path in routes {
        let (_, html) = app.get_html(&path).await;
        let blocks = json_ld(&html);
        let in_ld = faq_questions(block(&blocks, "FAQPage", &path), &path);
        // The FAQ's own questions (the nav's menus are <details> too).
        let shown = html.matches("<details class=\"faq-item\"").count();
        assert_eq!(shown, in_ld, "{path}: {shown} questions on the page, {in_ld} in the JSON-LD");
        for q in block(&blocks, "FAQPage", &path)["mainEntity"].as_array().unwrap() {
            let name = q["name"].as_str().unwrap();
            assert!(main_text(&html).contains(name), "{path}: the question {name:?} is not on the page");
        }
    }
}

#[tokio::test]
async fn the_lockout_page_asks_four_questions_and_the_diesel_page_five() {
    let app = spawn_app().await;
    for (path, expected) in [("/vehicle-lockout-service-fl", 4), ("/diesel-roadside-assistance-near-me", 5)] {
        let (_, html) = app.get_html(path).await;
        let blocks = json_ld(&html);
        assert_eq!(faq_questions(block(&blocks, "FAQPage", path), path), expected, "{path}");
    }
}

#[tokio::test]
async fn every_location_page_has_its_own_text() {
    let app = spawn_app().await;
    let mut pages = Vec::new();
    for path in location_paths() {
        let (_, html) = app.get_html(&path).await;
        let w = words(&main_text(&html));
        assert!(w.len() > 500, "{path} has only {} words", w.len());
        pages.push((path, shingles(&w, 5)));
    }
    for (i, (a, sa)) in pages.iter().enumerate() {
        for (b, sb) in pages.iter().skip(i + 1) {
            let overlap = jaccard(sa, sb);
            assert!(overlap < MAX_OVERLAP, "{a} and {b} share {:.0}% of their text", overlap * 100.0);
        }
    }
}

#[tokio::test]
async fn location_pages_offer_a_call_a_quote_bookings_contact_and_the_other_cities() {
    let app = spawn_app().await;
    let tel = emergency_tel_href();
    for (i, path) in location_paths().iter().enumerate() {
        let (_, html) = app.get_html(path).await;
        let text = main_text(&html);
        assert!(html.contains(&tel), "{path}");
        for needle in
            ["Call Now", "Request Quote", "Get Quote", "Book Service", "Monday to Friday 7:00 AM to 6:00 PM", "24/7"]
        {
            assert!(text.contains(needle), "{path} lacks {needle:?}");
        }
        let main = main_html(&html);
        for (href, label) in [
            ("/", "Home"),
            ("/quote", "Request Quote"),
            ("/quote", "Get Quote"),
            ("/bookings", "Book Service"),
            ("/#contact", "Contact"),
        ] {
            let texts = link_texts(main, href);
            assert!(
                texts.iter().any(|t| t == label),
                "{path}: no {label:?} link to {href}; links there read {texts:?}"
            );
        }
        assert!(
            link_texts(main, &tel_target()).iter().any(|t| t.starts_with("Call Now")),
            "{path}: no Call Now phone link"
        );
        for (j, other) in CITIES.iter().enumerate() {
            if i != j {
                assert!(html.contains(&format!("href=\"/locations/{other}\"")), "{path} does not link to {other}");
            }
        }
    }
}

#[tokio::test]
async fn about_and_contact_state_the_business_facts_and_link_to_a_free_quote() {
    let app = spawn_app().await;
    let biz = business();
    let claims = &biz["claims"];
    let mut facts: Vec<String> = vec![
        format!("{}%", claims["mobilePercent"]),
        claims["trustedDrivers"].as_str().unwrap().to_string(),
        format!("{}/5", claims["rating"]),
        format!("{} verified reviews", claims["reviewCountDisplay"].as_str().unwrap()),
        claims["founderYears"].as_str().unwrap().to_string(),
        claims["licensedInsured"].as_str().unwrap().to_string(),
        biz["lockoutRequirement"].as_str().unwrap().to_string(),
        format!("{}", biz["serviceRadiusMiles"]),
        biz["address"]["locality"].as_str().unwrap().to_string(),
        "24/7".to_string(),
    ];
    facts.extend(biz["paymentMethods"].as_array().unwrap().iter().map(|p| p.as_str().unwrap().to_string()));
    facts.extend(biz["dieselEngines"].as_array().unwrap().iter().map(|e| e.as_str().unwrap().to_string()));
    let minutes = claims["averageResponseMinutes"].to_string();
    for path in ["/about", "/contact"] {
        let (_, html) = app.get_html(path).await;
        let text = main_text(&html);
        for fact in &facts {
            assert!(text.contains(fact.as_str()), "{path} does not say {fact:?}");
        }
        assert!(
            text.contains(&format!("{minutes} Min")) || text.contains(&format!("{minutes} minutes")),
            "{path} does not give the {minutes}-minute average response"
        );
        assert!(
            link_texts(main_html(&html), "/quote").iter().any(|t| t == "Get Free Quote"),
            "{path} lacks a Get Free Quote link to /quote"
        );
        assert!(html.contains(&emergency_tel_href()), "{path} lacks a call link");
    }
}

#[tokio::test]
async fn the_thank_you_page_promises_a_call_and_leads_back_home() {
    let app = spawn_app().await;
    let (status, html) = app.get_html("/thank-you").await;
    assert_eq!(status, 200);
    let text = main_text(&html);
    assert!(text.contains("A mechanic will reach out shortly"), "{text}");
    assert!(link_texts(main_html(&html), "/").iter().any(|t| t == "Return to Home"), "no Return to Home link to /");
    let biz = business();
    for phone in ["emergency", "afterHours"] {
        let tel = biz["phones"][phone]["tel"].as_str().unwrap();
        assert!(html.contains(&format!("href=\"tel:{tel}\"")), "no call link for the {phone} line");
    }
}
