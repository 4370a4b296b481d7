//! Query strings read into a type, with the API's JSON 400 for one that is
//! not even well formed (axum's own `Query` answers plain text).
use crate::error::ApiError;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

pub struct Query<T>(pub T);

/// The query string as a map of text fields (the last of a repeated name
/// counts), for the `validation::Input` readers that also describe it.
pub struct QueryMap(pub serde_json::Map<String, serde_json::Value>);

impl<S: Send + Sync> FromRequestParts<S> for QueryMap {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let pairs: Vec<(String, String)> = serde_urlencoded::from_str(parts.uri.query().unwrap_or(""))
            .map_err(|_| ApiError::BadRequest("The query string is not well formed.".into()))?;
        Ok(QueryMap(pairs.into_iter().map(|(k, v)| (k, serde_json::Value::String(v))).collect()))
    }
}

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for Query<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        serde_urlencoded::from_str(parts.uri.query().unwrap_or(""))
            .map(Query)
            .map_err(|_| ApiError::BadRequest("The query string is not well formed.".into()))
    }
}
