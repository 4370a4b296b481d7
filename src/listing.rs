//! Paging for every staff list: newest first, `?limit=` rows at a time, and
//! an opaque `?cursor=` to go on from where the last page ended. Paging by id
//! (not by offset) keeps a page stable while new leads arrive on top of it.
use crate::error::ApiError;
use crate::validation::{Input, decimal_within, trimmed, whole_number};
use rusqlite::types::Value as SqlValue;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

pub const DEFAULT_LIMIT: usize = 100;
pub const MAX_LIMIT: usize = 500;

/// The query string every list takes. Both fields arrive as text so that a
/// bad value gets the JSON 400 naming it rather than a bare rejection.
#[derive(Debug, Default, Deserialize)]
pub struct PageParams {
    /// Rows per page, 1 to 500 (default 100).
    pub limit: Option<String>,
    /// The `nextCursor` of the page before.
    pub cursor: Option<String>,
}

/// Checked paging: how many rows, and the id to go below.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    pub limit: usize,
    pub before_id: Option<i64>,
}

/// Reads `limit` and `cursor` (each trimmed; blank is the default).
fn page_fields(i: &mut Input) -> PageRequest {
    let limit_pattern = "[1-9][0-9]?|[1-4][0-9]{2}|500";
    i.describe(
        "limit",
        "Rows per page, 1 to 500 (default 100).",
        json!({"type": "string", "pattern": trimmed(limit_pattern, true)}),
        false,
    );
    let limit = match i.map.get("limit").and_then(Value::as_str).map(str::trim) {
        None | Some("") => DEFAULT_LIMIT,
        Some(s) => match s.parse::<usize>() {
            Ok(n) if decimal_within(s, MAX_LIMIT as u64, false, 0) && n >= 1 => n,
            _ => {
                i.fail("limit", format!("limit must be a whole number from 1 to {MAX_LIMIT}"));
                DEFAULT_LIMIT
            }
        },
    };
    i.describe(
        "cursor",
        "The `nextCursor` of the page before.",
        json!({"type": "string", "pattern": trimmed(CURSOR_PATTERN, true)}),
        false,
    );
    let before_id = match i.map.get("cursor").and_then(Value::as_str).map(str::trim) {
        None | Some("") => None,
        Some(s) => match decode_cursor(s) {
            Some(id) => Some(id),
            None => {
                i.fail("cursor", "cursor is not one this server gave out");
                None
            }
        },
    };
    PageRequest { limit, before_id }
}

impl PageParams {
    pub fn parse(&self) -> Result<PageRequest, ApiError> {
        let mut map = Map::new();
        for (k, v) in [("limit", &self.limit), ("cursor", &self.cursor)] {
            if let Some(v) = v {
                map.insert(k.to_string(), Value::String(v.clone()));
            }
        }
        let mut i = Input::new(&map);
        let page = page_fields(&mut i);
        i.finish(page).map_err(ApiError::Invalid)
    }
}

/// The paging parameters in the document: what `page_fields` reads.
impl utoipa::IntoParams for PageParams {
    fn into_params(
        _: impl Fn() -> Option<utoipa::openapi::path::ParameterIn>,
    ) -> Vec<utoipa::openapi::path::Parameter> {
        let mut i = Input::describing();
        page_fields(&mut i);
        i.query_parameters()
    }
}

/// Handlers take a `PageRequest` directly: a query string that is not even
/// well formed gets the same JSON 400 as a bad value.
impl<S: Send + Sync> axum::extract::FromRequestParts<S> for PageRequest {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, _: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or("");
        let params: PageParams = serde_urlencoded::from_str(query)
            .map_err(|_| ApiError::BadRequest("The query string is not well formed.".into()))?;
        params.parse()
    }
}

/// The cursor is the last row's id, prefixed so that it reads as opaque and
/// can change form later without clients noticing.
fn encode_cursor(id: i64) -> String {
    format!("i{id}")
}

/// A cursor: "i" and a positive id (no sign, no leading zeros).
const CURSOR_PATTERN: &str = "i[1-9][0-9]{0,17}";

fn decode_cursor(s: &str) -> Option<i64> {
    let digits = s.strip_prefix('i')?;
    if digits.starts_with('0') || digits.starts_with('-') {
        return None;
    }
    whole_number(digits).filter(|id| *id > 0)
}

/// One page of a list, as every list endpoint answers it.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Page<T> {
    /// Newest first.
    pub items: Vec<T>,
    /// The `cursor` of the next page; null on the last.
    pub next_cursor: Option<String>,
}

/// The 400 every list answers to a bad filter, limit or cursor (never built:
/// it only describes the response).
#[derive(utoipa::IntoResponses)]
#[response(status = 400, description = "A bad filter, limit or cursor: `fields` names it.")]
#[allow(dead_code)]
pub struct BadPageQuery(crate::error::ErrorBody);

/// A typed row of a staff list: the table it lives in and how to read it.
/// Each list answers its own row type, so the document (and the dashboard)
/// get the fields the API promises, not whatever columns a table has.
pub trait ListRow: Sized {
    const TABLE: &'static str;
    fn id(&self) -> i64;
    fn read(row: &rusqlite::Row) -> rusqlite::Result<Self>;
}

/// Rows of `R::TABLE` matching `conditions` (SQL joined with AND, their `?`
/// placeholders bound from `args` in order), newest first.
pub fn select_page<R: ListRow>(
    c: &rusqlite::Connection,
    conditions: &[String],
    args: Vec<SqlValue>,
    page: PageRequest,
) -> rusqlite::Result<Page<R>> {
    select_page_in(c, R::TABLE, conditions, args, page)
}

/// `select_page` from another table than the row's own (the lead kinds
/// share one reader per row type, but a table each).
pub fn select_page_in<R: ListRow>(
    c: &rusqlite::Connection,
    table: &str,
    conditions: &[String],
    args: Vec<SqlValue>,
    page: PageRequest,
) -> rusqlite::Result<Page<R>> {
    let mut conditions = conditions.to_vec();
    let mut args = args;
    if let Some(id) = page.before_id {
        conditions.push("id < ?".to_string());
        args.push(SqlValue::Integer(id));
    }
    let filter = if conditions.is_empty() { String::new() } else { format!("WHERE {}", conditions.join(" AND ")) };
    // One row more than asked tells whether there is a next page.
    let sql = format!("SELECT * FROM {table} {filter} ORDER BY id DESC LIMIT {}", page.limit + 1);
    let mut stmt = c.prepare(&sql)?;
    let mut items = stmt.query_map(rusqlite::params_from_iter(args), R::read)?.collect::<rusqlite::Result<Vec<R>>>()?;
    let next_cursor = if items.len() > page.limit {
        items.truncate(page.limit);
        items.last().map(|row| encode_cursor(row.id()))
    } else {
        None
    };
    Ok(Page { items, next_cursor })
}

/// The one row of `R::TABLE` with this id.
pub fn select_one<R: ListRow>(c: &rusqlite::Connection, id: i64) -> rusqlite::Result<Option<R>> {
    use rusqlite::OptionalExtension;
    c.query_row(&format!("SELECT * FROM {} WHERE id = ?1", R::TABLE), [id], R::read).optional()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(limit: Option<&str>, cursor: Option<&str>) -> PageParams {
        PageParams { limit: limit.map(str::to_string), cursor: cursor.map(str::to_string) }
    }

    #[test]
    fn no_parameters_give_the_first_hundred() {
        assert_eq!(params(None, None).parse().unwrap(), PageRequest { limit: 100, before_id: None });
    }

    #[test]
    fn a_bad_limit_or_cursor_is_named_in_the_error() {
        for bad in ["0", "501", "-1", "ten"] {
            let Err(ApiError::Invalid(fields)) = params(Some(bad), None).parse() else { panic!("{bad} accepted") };
            assert!(fields.contains_key("limit"));
        }
        for bad in ["12", "i", "i-4", "ix"] {
            let Err(ApiError::Invalid(fields)) = params(None, Some(bad)).parse() else { panic!("{bad} accepted") };
            assert!(fields.contains_key("cursor"));
        }
    }

    struct T(i64);

    impl ListRow for T {
        const TABLE: &'static str = "t";
        fn id(&self) -> i64 {
            self.0
        }
        fn read(row: &rusqlite::Row) -> rusqlite::Result<Self> {
            Ok(T(row.get("id")?))
        }
    }

    #[test]
    fn pages_follow_each_other_without_gaps_or_repeats() {
        let c = rusqlite::Connection::open_in_memory().unwrap();
        c.execute_batch("CREATE TABLE t (id INTEGER PRIMARY KEY, kind TEXT); WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25) INSERT INTO t SELECT i, CASE WHEN i % 2 THEN 'odd' ELSE 'even' END FROM n;").unwrap();
        let mut seen = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let page = params(Some("4"), cursor.as_deref()).parse().unwrap();
            let got: Page<T> =
                select_page(&c, &["kind = ?".to_string()], vec![SqlValue::Text("odd".into())], page).unwrap();
            seen.extend(got.items.iter().map(|r| r.0));
            match got.next_cursor {
                Some(next) => cursor = Some(next),
                None => break,
            }
        }
        let odd: Vec<i64> = (1..=25).rev().filter(|i| i % 2 == 1).collect();
        assert_eq!(seen, odd);
    }
}
