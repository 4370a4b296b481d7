//! Query strings read into a type, with the API's JSON 400 for one that is
//! not even well formed (axum's own `Query` answers plain text).
use crate::error::ApiError;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

pub struct Query<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for Query<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        serde_urlencoded::from_str(parts.uri.query().unwrap_or("")).map(Query).map_err(|_| ApiError::BadRequest("The query string is not well formed.".into()))
    }
}
