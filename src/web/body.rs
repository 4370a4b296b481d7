//! A request body of fields: JSON from the app, or a plain form post from a
//! browser without JavaScript. Either way, a map of fields.
use crate::error::ApiError;
use crate::state::AppState;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::header;
use serde_json::{Map, Value};

pub struct FieldsBody {
    pub fields: Map<String, Value>,
    /// True for a no-JavaScript form post, which is answered with a page.
    pub from_html_form: bool,
}

impl FieldsBody {
    pub fn text(&self, key: &str) -> Option<&str> {
        self.fields.get(key).and_then(Value::as_str)
    }

    /// The browser's idempotency key for this submission, if it sent one.
    pub fn client_ref(&self) -> Option<String> {
        self.text("clientRef").map(str::trim).filter(|s| !s.is_empty() && s.len() <= 64).map(str::to_string)
    }
}

impl FromRequest<AppState> for FieldsBody {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let content_type =
            req.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_ascii_lowercase();
        let bytes = Bytes::from_request(req, state).await.map_err(|e| {
            if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::PayloadTooLarge
            } else {
                ApiError::BadRequest("The request body could not be read.".into())
            }
        })?;
        if content_type.starts_with("application/x-www-form-urlencoded") {
            let pairs: Vec<(String, String)> = serde_urlencoded::from_bytes(&bytes)
                .map_err(|_| ApiError::BadRequest("The form could not be read.".into()))?;
            let fields = pairs.into_iter().map(|(k, v)| (k, Value::String(v))).collect();
            return Ok(FieldsBody { fields, from_html_form: true });
        }
        if !content_type.is_empty() && !content_type.starts_with("application/json") {
            return Err(ApiError::UnsupportedMediaType);
        }
        match serde_json::from_slice::<Value>(&bytes) {
            Ok(Value::Object(fields)) => Ok(FieldsBody { fields, from_html_form: false }),
            Ok(_) => Err(ApiError::BadRequest("Expected a JSON object.".into())),
            Err(_) => Err(ApiError::BadRequest("The request body is not valid JSON.".into())),
        }
    }
}
