//! `/api/fleets/export.csv` and `/api/fleets/units.csv`: every fleet, and every
//! unit, as a spreadsheet.
use super::store;
use crate::accounts::Staff;
use crate::error::ApiError;
use crate::state::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

fn csv_file(name: &str, text: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
        ],
        text,
    )
        .into_response()
}

/// Every fleet as one CSV file for a spreadsheet.
#[utoipa::path(get, path = "/fleets/export.csv", tag = "fleets",
    responses((status = 200, description = "One fleet a row.", content_type = "text/csv", body = String)))]
pub(super) async fn export_fleets_csv(State(state): State<AppState>, _staff: Staff) -> Result<Response, ApiError> {
    let fleets = state.db.call(|c| store::list(c)).await?;
    let mut out = String::from(
        "id,name,billing_contact,billing_email,address,terms,tax_exempt,tax_certificate,po_rule,approval_limit,credit_hold,units,requesters,notes\r\n",
    );
    for f in fleets {
        let limit = f.approval_limit_cents.map(|c| format!("{}.{:02}", c / 100, c % 100)).unwrap_or_default();
        let yes = |b: bool| if b { "yes" } else { "no" }.to_string();
        out.push_str(&crate::spreadsheet::line(&[
            f.id.to_string(),
            f.name,
            f.billing_contact,
            f.billing_email,
            f.address,
            f.terms,
            yes(f.tax_exempt),
            f.tax_certificate.unwrap_or_default(),
            f.po_rule,
            limit,
            yes(f.credit_hold),
            f.unit_count.to_string(),
            f.requester_count.to_string(),
            f.notes,
        ]));
        out.push_str("\r\n");
    }
    Ok(csv_file("fleets.csv", out))
}

/// Every fleet's units as one CSV file (the same columns an import takes).
#[utoipa::path(get, path = "/fleets/units.csv", tag = "fleets",
    responses((status = 200, description = "One unit a row, with its fleet.", content_type = "text/csv", body = String)))]
pub(super) async fn export_units_csv(State(state): State<AppState>, _staff: Staff) -> Result<Response, ApiError> {
    let units = state.db.call(|c| store::export_units(c)).await?;
    let mut out = String::from("fleet,unit number,vin,plate,plate state,year,make,model,type\r\n");
    for (fleet, u) in units {
        out.push_str(&crate::spreadsheet::line(&[
            fleet,
            u.unit_number,
            u.vin.unwrap_or_default(),
            u.plate.unwrap_or_default(),
            u.plate_state.unwrap_or_default(),
            u.year.map(|y| y.to_string()).unwrap_or_default(),
            u.make.unwrap_or_default(),
            u.model.unwrap_or_default(),
            u.unit_type,
        ]));
        out.push_str("\r\n");
    }
    Ok(csv_file("fleet-units.csv", out))
}
