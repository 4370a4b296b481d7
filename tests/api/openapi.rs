//! The published API contract: GET /api/openapi.json describes every route
//! the router has, no more and no fewer, with the error shape and sessions.
use crate::helpers::BASE_URL;
use roadside::config::Config;
use roadside::startup::Application;
use serde_json::Value;
use std::collections::BTreeSet;

const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];

/// Every "/api/..." path the router holds, read from axum's Debug output of
/// its route table (axum offers no other way to list routes).
fn router_paths(app: &Application) -> BTreeSet<String> {
    let debug = format!("{:?}", app.router());
    let mut paths = BTreeSet::new();
    for piece in debug.split('"').skip(1).step_by(2) {
        if piece.starts_with("/api/") {
            paths.insert(piece.to_string());
        }
    }
    paths
}

#[tokio::test]
async fn the_document_is_served_parses_and_lists_every_route_the_router_has() {
    let data_dir = tempfile::tempdir().unwrap();
    let mut config = Config::from_toml(&format!("listen = \"127.0.0.1:0\"\nbase_url = \"{BASE_URL}\"\n")).unwrap();
    config.data_dir = data_dir.path().to_path_buf();
    // This one is only read, never run; the requests go to a running twin.
    let routed = router_paths(&Application::build(config).await.unwrap());
    assert!(routed.len() > 20, "the route table could not be read: {routed:?}");
    let app = crate::helpers::spawn_app().await;
    // With a session, so that the staff guard lets each request reach its route.
    let cookie = crate::leads_staff::staff_cookie(&app).await;
    let address = app.address.clone();
    let client = &app.client;

    let resp = client.get(format!("{address}/api/openapi.json")).send().await.unwrap();
    assert_eq!(resp.status(), 200);
    assert!(resp.headers()["content-type"].to_str().unwrap().starts_with("application/json"));
    let doc: Value = resp.json().await.unwrap();
    assert_eq!(doc["openapi"], "3.1.0");
    let documented: BTreeSet<String> = doc["paths"].as_object().unwrap().keys().cloned().collect();
    assert_eq!(documented, routed, "the document's paths and the router's differ");

    // Each method of each path: the router answers it (anything but 405)
    // exactly when the document describes it.
    for path in &routed {
        let url = format!("{address}{}", path.replace("{id}", "1"));
        for method in METHODS {
            let mut req = client.request(method.to_uppercase().parse().unwrap(), &url);
            // The live stream never ends once open: its GET goes without a session (401, not 405);
            // and a logout would end the session the other requests need.
            let endless_stream = path == "/api/admin/events" && method == "get";
            if !endless_stream && !path.ends_with("/logout") {
                req = req.header("cookie", &cookie);
            }
            let status = req.send().await.unwrap().status();
            let described = doc["paths"][path.as_str()].get(method).is_some();
            assert_eq!(
                status != 405,
                described,
                "{method} {path}: the router answers {status}, the document {}",
                if described { "describes it" } else { "does not" }
            );
        }
    }
}

#[tokio::test]
async fn staff_routes_need_the_staff_session_and_every_error_has_the_one_shape() {
    let app = crate::helpers::spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    assert_eq!(doc["components"]["securitySchemes"]["staffSession"]["in"], "cookie");
    assert_eq!(doc["components"]["securitySchemes"]["staffSession"]["name"], "roadside_session");
    let error = &doc["components"]["schemas"]["ErrorBody"];
    assert_eq!(error["required"], serde_json::json!(["message"]));
    assert!(error["properties"]["fields"].is_object());

    let op = |path: &str, method: &str| doc["paths"][path][method].clone();
    let staff = op("/api/quotes", "get");
    assert_eq!(staff["security"][0], serde_json::json!({ "staffSession": [] }));
    assert!(staff["responses"]["401"].is_object());
    let public = op("/api/quotes", "post");
    assert!(public.get("security").is_none(), "lead capture is open to every visitor");
    for status in ["201", "400", "403", "413", "415", "429"] {
        assert!(public["responses"][status].is_object(), "POST /api/quotes lacks {status}");
    }
    assert!(op("/api/register", "post")["responses"]["409"].is_object());
    assert!(op("/api/quotes/{id}", "delete")["responses"]["404"].is_object());
    assert_eq!(op("/api/me", "get")["security"][0], serde_json::json!({ "customerSession": [] }));

    // A list answers typed rows inside {items, nextCursor}, with ?limit and ?cursor.
    let list = op("/api/quotes", "get");
    let params: Vec<&str> =
        list["parameters"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert!(params.contains(&"limit") && params.contains(&"cursor"), "{params:?}");
    let schema = &list["responses"]["200"]["content"]["application/json"]["schema"];
    let page = match schema["$ref"].as_str() {
        Some(r) => &doc["components"]["schemas"][r.rsplit('/').next().unwrap()],
        None => schema,
    };
    // The quote row: its own fields, the response and source parts (flattened).
    let row = page["properties"]["items"]["items"].to_string();
    for part in ["\"serviceType\"", "\"createdAt\"", "#/components/schemas/Response", "#/components/schemas/Source"] {
        assert!(row.contains(part), "{part} missing from {row}");
    }
    assert!(page["properties"]["nextCursor"].is_object());
}

/// Every `$ref` string anywhere in `v`.
fn refs(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, v) in map {
                match (k.as_str(), v) {
                    ("$ref", Value::String(r)) => out.push(r.clone()),
                    _ => refs(v, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| refs(v, out)),
        _ => {}
    }
}

#[tokio::test]
async fn every_reference_in_the_document_points_at_a_schema_it_holds() {
    let app = crate::helpers::spawn_app().await;
    let doc: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let mut found = Vec::new();
    refs(&doc, &mut found);
    assert!(found.len() > 10, "the document has references: {found:?}");
    for r in found {
        let pointer = r.strip_prefix('#').unwrap_or_else(|| panic!("{r} is not local"));
        assert!(doc.pointer(pointer).is_some(), "{r} points at nothing (a client or a fuzzer cannot resolve it)");
    }
}

#[test]
fn every_operation_has_its_own_id() {
    // Generated clients (the UI's types among them) name operations by id: two
    // alike would be renamed or merged there.
    let doc = serde_json::to_value(roadside::api::document()).unwrap();
    let mut seen = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in METHODS {
            if let Some(id) = item.get(method).and_then(|op| op["operationId"].as_str()) {
                assert!(seen.insert(id.to_string()), "{method} {path}: operationId {id} is used twice");
            }
        }
    }
    assert!(seen.len() > 40, "only {} operations", seen.len());
}

/// ui/openapi.json, which the UI's types are generated from, is the document
/// the server serves. `UPDATE_OPENAPI=1 cargo test` writes it instead.
#[tokio::test]
async fn the_checked_in_document_is_the_one_served() {
    let app = crate::helpers::spawn_app().await;
    let served: Value = app.get("/api/openapi.json").await.json().await.unwrap();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/openapi.json");
    if std::env::var("UPDATE_OPENAPI").is_ok_and(|v| v == "1") {
        std::fs::write(&path, serde_json::to_string_pretty(&served).unwrap() + "\n").unwrap();
        return;
    }
    let checked_in: Value =
        std::fs::read_to_string(&path).ok().and_then(|s| serde_json::from_str(&s).ok()).unwrap_or(Value::Null);
    assert!(
        checked_in == served,
        "ui/openapi.json is not the document the server serves: run `UPDATE_OPENAPI=1 cargo test --release --test api the_checked_in_document_is_the_one_served` and commit ui/openapi.json (then regenerate the UI's types)"
    );
}
