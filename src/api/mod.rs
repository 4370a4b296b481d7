//! The JSON API under /api. Public routes and staff routes are kept apart so
//! that every staff route passes the one guard, `accounts::require_staff`.
//!
//! Every route is registered through utoipa-axum's `routes!` from a handler
//! carrying `#[utoipa::path]`, so the router and the OpenAPI document
//! (GET /api/openapi.json) are built from the same list and cannot drift.
use crate::accounts::{Access, StaffGroup};
use crate::error::ErrorBody;
use crate::state::AppState;
use axum::Router;
use axum::http::header;
use axum::middleware;
use axum::response::{IntoResponse, Response};
use std::sync::LazyLock;
use utoipa::OpenApi;
use utoipa::openapi::path::Operation;
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{Content, RefOr, ResponseBuilder};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router(state: &AppState) -> Router<AppState> {
    let (public, _) = public().split_for_parts();
    // Each staff group carries its role (`Access`) to the one guard, which
    // runs on every route of the group and on nothing else.
    let guarded = |group: OpenApiRouter<AppState>, access: Access| {
        let (routes, doc) = group.split_for_parts();
        let group = StaffGroup { access, operations: std::sync::Arc::new(operations_of(doc)) };
        routes
            .route_layer(middleware::from_fn_with_state(state.clone(), crate::accounts::require_staff))
            .route_layer(axum::Extension(group))
    };
    public
        .merge(guarded(staff(), Access::Owner))
        .merge(guarded(technician(), Access::Technician))
        .merge(guarded(any_staff(), Access::AnyStaff))
}

/// Anyone may call these: lead capture, sign-in, tracking, this document.
fn public() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(openapi_json))
        .merge(crate::accounts::routes())
        .merge(crate::leads::routes())
        .merge(crate::analytics::routes())
        .merge(crate::dispatch::routes())
        .merge(crate::messages::routes())
        .merge(crate::invoices::routes())
        .merge(crate::statements::routes())
        .merge(crate::checkout::routes())
        .merge(crate::calls::routes())
        .merge(crate::portal::routes())
}

/// The technician's app: their own jobs (403 for the owner's role).
fn technician() -> OpenApiRouter<AppState> {
    crate::dispatch::technician_routes()
        .merge(crate::proof::technician_routes())
        .merge(crate::calls::technician_routes())
        .merge(crate::approvals::technician_routes())
        .merge(crate::estimates::tech::technician_routes())
}

/// Staff of either role: who is signed in.
fn any_staff() -> OpenApiRouter<AppState> {
    crate::accounts::any_staff_routes().merge(crate::messages::push_routes()).merge(crate::invoices::any_staff_routes())
}

/// Everything that reads or changes leads, bookings, analytics and the like:
/// the back office, the owner's role only (403 for a technician).
fn staff() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(crate::accounts::staff_routes())
        .merge(crate::leads::staff_routes())
        .merge(crate::admin::staff_routes())
        .merge(crate::analytics::staff_routes())
        .merge(crate::audit::staff_routes())
        .merge(crate::privacy::staff_routes())
        .merge(crate::dispatch::owner_routes())
        .merge(crate::proof::owner_routes())
        .merge(crate::messages::staff_routes())
        .merge(crate::invoices::owner_routes())
        .merge(crate::estimates::owner_routes())
        .merge(crate::calls::owner_routes())
        .merge(crate::fleets::owner_routes())
        .merge(crate::approvals::owner_routes())
        .merge(crate::statements::owner_routes())
        .merge(crate::portal::owner_routes())
}

/// Each operation of a router group's document: its method (upper case) and path under /api.
fn operations_of(mut doc: utoipa::openapi::OpenApi) -> Vec<(String, String)> {
    let paths: Vec<String> = doc.paths.paths.keys().cloned().collect();
    let mut out = Vec::new();
    for path in paths {
        let Some(item) = doc.paths.paths.get_mut(&path) else { continue };
        for (method, op) in [
            ("GET", &item.get),
            ("POST", &item.post),
            ("PUT", &item.put),
            ("PATCH", &item.patch),
            ("DELETE", &item.delete),
        ] {
            if op.is_some() {
                out.push((method.to_string(), path.clone()));
            }
        }
    }
    out
}

/// The cookie both kinds of session ride on.
pub const STAFF_SESSION: &str = "staffSession";
pub const CUSTOMER_SESSION: &str = "customerSession";

#[derive(OpenApi)]
#[openapi(
    info(
        title = "roadside API",
        description = "The JSON API of the roadside site and back office. Errors answer `{message, fields}`: `fields` names each bad field of a 400. \
                       Staff routes need a staff session (the `roadside_session` cookie set by POST /api/admin/login) and answer 401 without one; \
                       each is for one role (the back office: owner; /api/tech: technician) and answers 403 to the other. \
                       State-changing requests started by another site's page are refused with 403."
    ),
    // Schemas that only IntoResponses sets name (utoipa registers those of
    // `body = ...` on its own, not these): without them a `$ref` would dangle.
    components(schemas(ErrorBody, crate::leads::Created, crate::refs::LiveEvent))
)]
struct Base;

/// The whole document: every route of `router`, with /api in its paths.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut staff_doc = OpenApiRouter::<AppState>::new().into_openapi();
    for (group, forbidden) in [
        (
            staff(),
            Some("A technician's account: this is the back office's (or the request came from another site's page)."),
        ),
        (
            technician(),
            Some(
                "Not a technician's account: this is the technician's app (or the request came from another site's page).",
            ),
        ),
        (any_staff(), None),
    ] {
        let mut doc = group.into_openapi();
        for (_, op) in operations(&mut doc) {
            op.security = Some(vec![SecurityRequirement::new(STAFF_SESSION, Vec::<String>::new())]);
            add_error(op, 401, "No staff session (or it expired).");
            if let Some(description) = forbidden {
                add_error(op, 403, description);
            }
        }
        staff_doc.merge(doc);
    }
    let mut api = public().into_openapi();
    api.merge(staff_doc);
    let mut doc = Base::openapi().nest("/api", api);
    doc.info.version = env!("CARGO_PKG_VERSION").to_string();
    let components = doc.components.get_or_insert_with(Default::default);
    for name in [STAFF_SESSION, CUSTOMER_SESSION] {
        components.add_security_scheme(
            name,
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new(crate::accounts::session::COOKIE))),
        );
    }
    for (method, op) in operations(&mut doc) {
        // The cross-site guard (web::guard) sits before every route.
        if method != "get" {
            add_error(op, 403, "Refused: the request came from another site's page.");
        }
        // Every body is read by the same extractors (web::body, analytics::payload).
        if op.request_body.is_some() {
            add_error(op, 400, "The body is not a JSON object (or a field is invalid: `fields` names it).");
            add_error(op, 413, "The body is larger than the server takes.");
            add_error(op, 415, "The body is neither JSON nor a form.");
        }
    }
    doc
}

/// Each operation of the document with its method, lower case.
fn operations(doc: &mut utoipa::openapi::OpenApi) -> Vec<(&'static str, &mut Operation)> {
    let mut out = Vec::new();
    for item in doc.paths.paths.values_mut() {
        for (method, op) in [
            ("get", &mut item.get),
            ("post", &mut item.post),
            ("put", &mut item.put),
            ("patch", &mut item.patch),
            ("delete", &mut item.delete),
        ] {
            if let Some(op) = op.as_mut() {
                out.push((method, op));
            }
        }
    }
    out
}

/// Adds the error shape for `status`, unless the handler described it itself.
fn add_error(op: &mut Operation, status: u16, description: &str) {
    let key = status.to_string();
    if op.responses.responses.contains_key(&key) {
        return;
    }
    let content = Content::new(Some(RefOr::Ref(utoipa::openapi::Ref::from_schema_name("ErrorBody"))));
    op.responses.responses.insert(
        key,
        RefOr::T(ResponseBuilder::new().description(description).content("application/json", content).build()),
    );
}

static DOCUMENT: LazyLock<Result<String, String>> = LazyLock::new(|| document().to_json().map_err(|e| e.to_string()));

/// This document: every /api route with its parameters, bodies, answers and
/// the session it needs.
#[utoipa::path(get, path = "/openapi.json", tag = "meta", responses((status = 200, description = "The OpenAPI 3.1 document.", content_type = "application/json", body = Object)))]
async fn openapi_json() -> Response {
    match &*DOCUMENT {
        Ok(json) => ([(header::CONTENT_TYPE, "application/json"), (header::CACHE_CONTROL, "no-cache")], json.as_str())
            .into_response(),
        Err(e) => crate::error::ApiError::Internal(anyhow::anyhow!("the OpenAPI document does not serialize: {e}"))
            .into_response(),
    }
}

#[cfg(test)]
mod tests {
    use utoipa::PartialSchema;

    /// utoipa's model keeps every keyword the validators describe (a lost
    /// pattern or enum would quietly promise more than the server takes).
    #[test]
    fn every_request_body_is_what_its_validator_describes() {
        use crate::accounts::validate::*;
        use crate::analytics::payload::*;
        use crate::dispatch::validate::*;
        use crate::invoices::validate::*;
        use crate::jobs::validate::*;
        use crate::leads::validate::*;
        let bodies = [
            (QuoteBody::schema(), QuoteBody::json()),
            (QuoteEditBody::schema(), QuoteEditBody::json()),
            (BookingBody::schema(), BookingBody::json()),
            (ContactBody::schema(), ContactBody::json()),
            (AnalyzerBody::schema(), AnalyzerBody::json()),
            (ChatBody::schema(), ChatBody::json()),
            (RegisterBody::schema(), RegisterBody::json()),
            (LoginBody::schema(), LoginBody::json()),
            (ForgotBody::schema(), ForgotBody::json()),
            (ResetBody::schema(), ResetBody::json()),
            (NewJobBody::schema(), NewJobBody::json()),
            (JobChangesBody::schema(), JobChangesBody::json()),
            (TechChangeBody::schema(), TechChangeBody::json()),
            (FixBody::schema(), FixBody::json()),
            (NewTechnicianBody::schema(), NewTechnicianBody::json()),
            (TechnicianChangesBody::schema(), TechnicianChangesBody::json()),
            (PageViewBody::schema(), PageViewBody::json()),
            (PageEventBody::schema(), PageEventBody::json()),
            (SessionBody::schema(), SessionBody::json()),
            (UntrackBody::schema(), UntrackBody::json()),
            (NewInvoiceBody::schema(), NewInvoiceBody::json()),
            (NewPaymentBody::schema(), NewPaymentBody::json()),
            (PriceItemBody::schema(), PriceItemBody::json()),
            (CheckoutBody::schema(), CheckoutBody::json()),
        ];
        for (schema, json) in bodies {
            assert_eq!(serde_json::to_value(schema).unwrap(), json);
        }
        let quote = QuoteBody::json();
        assert_eq!(quote["properties"]["urgency"]["enum"][0], "Emergency (ASAP)");
        assert!(quote["required"].as_array().unwrap().iter().any(|k| k == "phone"));
    }
}
