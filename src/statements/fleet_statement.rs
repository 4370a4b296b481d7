//! `/api/fleets/{id}/statement` and `/api/fleets/{id}/statement.csv`: the
//! owner's view of a fleet's statement.
use super::validate::StatementQuery;
use super::{Statement, load, math, store, today, validate};
use crate::accounts::Staff;
use crate::error::{ApiError, ErrorBody};
use crate::fleets::NoSuchFleet;
use crate::state::AppState;
use crate::web::path::PathId;
use crate::web::query::QueryMap;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

/// The owner's statement for the query's period and day.
async fn owners_statement(
    state: &AppState,
    id: i64,
    q: &serde_json::Map<String, serde_json::Value>,
) -> Result<Statement, ApiError> {
    of_fleet(state, id, q, store::Holder::Owner).await
}

/// The fleet's statement for the query's period and day, with the link to
/// its printable page made for `holder` (once per fleet, period and holder;
/// see `store::get_or_make`): the owner's, and the fleet manager's own.
pub async fn of_fleet(
    state: &AppState,
    id: i64,
    q: &serde_json::Map<String, serde_json::Value>,
    holder: store::Holder,
) -> Result<Statement, ApiError> {
    let mut i = crate::validation::Input::new(q);
    let asked = validate::period(&mut i, today(&state.config));
    let asked = i.finish(asked).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    state
        .db
        .write(move |c| {
            if !crate::fleets::store::exists(c, id)? {
                return Ok(None);
            }
            let (start, end, as_of) = (asked.start.to_string(), asked.end.to_string(), asked.as_of.to_string());
            // A month to date is linked as its whole month (its page shows it
            // to date), so looking at it on other days makes no new link.
            let link_end = if math::month_to_date(asked.as_of) == (asked.start, asked.end) {
                math::month_end(asked.start).to_string()
            } else {
                end.clone()
            };
            let link =
                store::get_or_make(c, id, (&start, &link_end), &as_of, &holder, &crate::accounts::random_url_token())?;
            // The JSON is the period asked, aged on the day asked; its link is
            // the holder's one for the period.
            let asked_row = store::StatementRow { period_end: end, as_of, ..link };
            load(c, &config, &asked_row)
        })
        .await?
        .ok_or(ApiError::NotFound)
}

/// A fleet's statement: opening balance, the period's invoices and payments,
/// closing balance, and the aging of what is owed on the as-of day.
#[utoipa::path(get, path = "/fleets/{id}/statement", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id."), StatementQuery),
    responses(
        (status = 200, description = "The statement, with its page's link.", body = Statement),
        (status = 400, description = "A bad date, or a period that ends before it starts: `fields` names it.", body = ErrorBody),
        NoSuchFleet,
    ))]
pub(super) async fn get_statement(
    State(state): State<AppState>,
    _staff: Staff,
    PathId(id): PathId,
    QueryMap(q): QueryMap,
) -> Result<axum::Json<Statement>, ApiError> {
    Ok(axum::Json(owners_statement(&state, id, &q).await?))
}

/// The statement as CSV (amounts in dollars): its lines, then the balances and the aging.
#[utoipa::path(get, path = "/fleets/{id}/statement.csv", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id."), StatementQuery),
    responses(
        (status = 200, description = "The statement as a spreadsheet.", content_type = "text/csv", body = String),
        (status = 400, description = "A bad date, or a period that ends before it starts: `fields` names it.", body = ErrorBody),
        NoSuchFleet,
    ))]
pub(super) async fn statement_csv(
    State(state): State<AppState>,
    _staff: Staff,
    PathId(id): PathId,
    QueryMap(q): QueryMap,
) -> Result<Response, ApiError> {
    Ok(csv(&owners_statement(&state, id, &q).await?))
}

/// The statement as a CSV download (the owner's and the fleet manager's).
pub fn csv(s: &Statement) -> Response {
    let cents = |c: i64| format!("{}{}.{:02}", if c < 0 { "-" } else { "" }, c.abs() / 100, c.abs() % 100);
    // Charges and payments in columns of their own, both positive: a
    // leading minus would be defused into text by the cell writer.
    let mut out =
        crate::spreadsheet::line(&["date", "kind", "number", "description", "due", "charges", "payments", "balance"]);
    out.push_str("\r\n");
    let mut push = |cells: [String; 8]| {
        out.push_str(&crate::spreadsheet::line(&cells));
        out.push_str("\r\n");
    };
    let none = String::new;
    push([
        s.period_start.clone(),
        "opening".into(),
        none(),
        format!("Opening balance, {}", s.fleet_name),
        none(),
        none(),
        none(),
        cents(s.opening_cents),
    ]);
    for l in &s.lines {
        let (charge, paid) =
            if l.amount_cents >= 0 { (cents(l.amount_cents), none()) } else { (none(), cents(-l.amount_cents)) };
        push([
            l.date.clone(),
            l.kind.clone(),
            l.number.clone(),
            l.description.clone(),
            l.due_date.clone().unwrap_or_default(),
            charge,
            paid,
            cents(l.balance_cents),
        ]);
    }
    push([
        s.period_end.clone(),
        "closing".into(),
        none(),
        "Closing balance".into(),
        none(),
        cents(s.invoiced_cents),
        cents(s.received_cents),
        cents(s.closing_cents),
    ]);
    let a = &s.aging;
    for (label, c) in [
        ("Current (not yet due)", a.current_cents),
        ("1-30 days past due", a.days1_to30_cents),
        ("31-60 days past due", a.days31_to60_cents),
        ("61-90 days past due", a.days61_to90_cents),
        ("Over 90 days past due", a.over90_cents),
        ("Owed", s.owed_cents),
    ] {
        push([s.as_of.clone(), "aging".into(), none(), label.into(), none(), none(), none(), cents(c)]);
    }
    let name = format!("attachment; filename=\"statement-{}-{}.csv\"", s.fleet_id, s.as_of);
    ([(header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()), (header::CONTENT_DISPOSITION, name)], out)
        .into_response()
}
