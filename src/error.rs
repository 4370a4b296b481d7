//! The one error shape of the API, `{message, fields}`, and the one place
//! where errors become responses.
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::collections::BTreeMap;

/// Every error answer: a message for people, and for a 400 the message of
/// each bad field, keyed by the field's name.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub message: String,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    #[schema(required = false)]
    pub fields: BTreeMap<String, String>,
}

#[derive(Debug)]
pub enum ApiError {
    /// Input that failed validation: the message for each failing field.
    Invalid(BTreeMap<String, String>),
    NotFound,
    /// 404 for a path parameter that is no row id (`web::path::PathId`): as
    /// an unknown id is answered, with `fields` naming the parameter.
    NoSuchId(String),
    Unauthorized,
    /// 401 with its own message (a failed sign-in).
    UnauthorizedWith(String),
    Forbidden(String),
    TooMany(String),
    /// 429 with Retry-After: the client may try again once `after` has passed.
    TooSoon {
        message: &'static str,
        after: std::time::Duration,
    },
    BadRequest(String),
    /// 409: a field's value is taken (a username, an email), or the
    /// record moved on since the version the request was based on.
    Conflict {
        field: &'static str,
        message: std::borrow::Cow<'static, str>,
    },
    PayloadTooLarge,
    /// 408: the body did not arrive in time (the connection is then closed).
    RequestTimeout,
    UnsupportedMediaType,
    /// 503: a service the request needs did not answer; the message says what to do instead.
    Unavailable(String),
    /// 404 with its own message: a feature this install has not set up.
    NotSetUp(String),
    /// Anything else. The cause is logged; the visitor sees a short message.
    Internal(anyhow::Error),
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::Invalid(_) | ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::NotFound | ApiError::NoSuchId(_) => StatusCode::NOT_FOUND,
            ApiError::Unauthorized | ApiError::UnauthorizedWith(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::Conflict { .. } => StatusCode::CONFLICT,
            ApiError::TooMany(_) | ApiError::TooSoon { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            ApiError::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::NotSetUp(_) => StatusCode::NOT_FOUND,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl ApiError {
    /// A 409 naming one field.
    pub const fn conflict(field: &'static str, message: &'static str) -> ApiError {
        ApiError::Conflict { field, message: std::borrow::Cow::Borrowed(message) }
    }

    /// A 400 naming one field.
    pub fn invalid(field: &str, message: impl Into<String>) -> ApiError {
        ApiError::Invalid(BTreeMap::from([(field.to_string(), message.into())]))
    }
}

// What each feature's storage can answer besides a database failure is
// mapped beside that error's type (`impl From<..> for ApiError` in the
// feature), so this file names no feature.

impl<E: Into<anyhow::Error>> From<E> for ApiError {
    fn from(e: E) -> Self {
        ApiError::Internal(e.into())
    }
}

impl ApiError {
    /// The status, the short message a visitor sees, and each failing field's
    /// message. An internal error's cause is logged here, once.
    pub fn into_parts(self) -> (StatusCode, String, BTreeMap<String, String>) {
        let status = self.status();
        let (message, fields) = match self {
            ApiError::Invalid(fields) => ("Please correct the highlighted fields.".to_string(), fields),
            ApiError::NotFound => ("Not found".to_string(), BTreeMap::new()),
            ApiError::NoSuchId(name) => (
                "Not found".to_string(),
                BTreeMap::from([(name, "Not an id: ids are whole numbers from 1.".to_string())]),
            ),
            ApiError::Unauthorized => ("Please log in again".to_string(), BTreeMap::new()),
            ApiError::Forbidden(m)
            | ApiError::TooMany(m)
            | ApiError::BadRequest(m)
            | ApiError::UnauthorizedWith(m)
            | ApiError::Unavailable(m)
            | ApiError::NotSetUp(m) => (m, BTreeMap::new()),
            ApiError::TooSoon { message, .. } => (message.to_string(), BTreeMap::new()),
            ApiError::Conflict { field, message } => {
                (message.to_string(), BTreeMap::from([(field.to_string(), message.to_string())]))
            }
            ApiError::PayloadTooLarge => ("The request is too large.".to_string(), BTreeMap::new()),
            ApiError::RequestTimeout => {
                ("The request took too long to arrive. Please try again.".to_string(), BTreeMap::new())
            }
            ApiError::UnsupportedMediaType => ("Send the data as JSON or as a form.".to_string(), BTreeMap::new()),
            ApiError::Internal(cause) => {
                tracing::error!(error = %format!("{cause:#}"), "request failed");
                let phone = &crate::content::BUSINESS.phones.emergency.display;
                (format!("Something went wrong on our side. Please try again or call {phone}."), BTreeMap::new())
            }
        };
        (status, message, fields)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        // Whole seconds, rounded up: a client that waits exactly this long gets in.
        let retry_after = match &self {
            ApiError::TooSoon { after, .. } => Some(after.as_secs() + u64::from(after.subsec_nanos() > 0)),
            _ => None,
        };
        let (status, message, fields) = self.into_parts();
        let mut resp = (status, Json(ErrorBody { message, fields })).into_response();
        if let Some(secs) = retry_after {
            resp.headers_mut().insert(axum::http::header::RETRY_AFTER, axum::http::HeaderValue::from(secs.max(1)));
        }
        if status == StatusCode::REQUEST_TIMEOUT {
            // The rest of a late body may still be coming: end the connection.
            resp.headers_mut().insert(axum::http::header::CONNECTION, axum::http::HeaderValue::from_static("close"));
        }
        resp
    }
}
