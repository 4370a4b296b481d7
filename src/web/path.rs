//! Row ids from the path: `/api/fleets/{id}` and the like. An id is a
//! positive whole number; anything else is answered as an unknown id is, the
//! API's JSON 404, with `fields` naming the parameter (axum's own `Path<i64>`
//! answers a plain-text 400 the document does not describe).
use crate::error::ApiError;
use axum::extract::{FromRequestParts, RawPathParams};
use axum::http::request::Parts;

/// The row id of the route's `{id}` (a route may have other parameters
/// beside it: `/leads/{kind}/{id}/call`).
pub struct PathId(pub i64);

/// Every parameter of the route, in order, each a row id:
/// `/fleets/{id}/units/{unitId}` gives `PathIds([fleet, unit])`.
pub struct PathIds<const N: usize>(pub [i64; N]);

/// `value` as a row id, or the 404 naming `name`.
fn row_id(name: &str, value: &str) -> Result<i64, ApiError> {
    // i64's own parser takes a leading '+': no id is written so.
    match value.parse::<i64>() {
        Ok(id) if id > 0 && value.bytes().all(|b| b.is_ascii_digit()) => Ok(id),
        _ => Err(ApiError::NoSuchId(name.to_string())),
    }
}

/// The route's parameters, names and values. A value that is not UTF-8 once
/// decoded is no id either: the 404 names the parameter all the same.
async fn params<S: Send + Sync>(parts: &mut Parts, state: &S) -> Result<Vec<(String, String)>, ApiError> {
    let raw = RawPathParams::from_request_parts(parts, state).await.map_err(|e| match e {
        axum::extract::rejection::RawPathParamsRejection::InvalidUtf8InPathParam(e) => {
            ApiError::NoSuchId(e.body_text().split('`').nth(1).unwrap_or("id").to_string())
        }
        // Routed without parameters: the handler asked for the wrong extractor.
        e => ApiError::Internal(anyhow::anyhow!("no path parameters: {e}")),
    })?;
    Ok(raw.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect())
}

impl<S: Send + Sync> FromRequestParts<S> for PathId {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let params = params(parts, state).await?;
        let (name, value) = params
            .iter()
            .find(|(k, _)| k == "id")
            .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("the route has no {{id}}")))?;
        row_id(name, value).map(PathId)
    }
}

impl<S: Send + Sync, const N: usize> FromRequestParts<S> for PathIds<N> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let params = params(parts, state).await?;
        if params.len() != N {
            return Err(ApiError::Internal(anyhow::anyhow!("the route has {} parameters, not {N}", params.len())));
        }
        let mut ids = [0; N];
        for (id, (name, value)) in ids.iter_mut().zip(&params) {
            *id = row_id(name, value)?;
        }
        Ok(PathIds(ids))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_a_positive_whole_number() {
        assert_eq!(row_id("id", "42").ok(), Some(42));
        for bad in ["0", "-1", "+1", "abc", "", "1.5", " 1", "99999999999999999999"] {
            let e = row_id("unitId", bad).err().unwrap();
            let (status, _, fields) = e.into_parts();
            assert_eq!(status, 404, "{bad:?}");
            assert!(fields.contains_key("unitId"), "{bad:?}");
        }
    }
}
