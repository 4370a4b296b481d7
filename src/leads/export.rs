//! Every lead as one CSV table, for the owner's spreadsheet. The command
//! line and the dashboard's Export CSV take the same filters and write the
//! same file.
use super::filter::{LeadFilter, has_column};
use super::store::LeadKind;
use rusqlite::Connection;

const HEADER: [&str; 11] =
    ["type", "id", "created_at", "name", "phone", "email", "location", "urgency", "service", "details", "contacted"];

/// The CSV columns of each kind of lead, in HEADER's order.
fn columns(kind: LeadKind) -> &'static str {
    match kind {
        LeadKind::Quote => {
            "'quote', id, created_at, name, phone, email, location, urgency, service_type, TRIM(COALESCE(vehicle_info || ': ', '') || description), contacted"
        }
        LeadKind::Booking => {
            "'booking', id, created_at, name, phone, email, location, urgency, service_needed, vehicle_type || ': ' || description, contacted"
        }
        LeadKind::Contact => {
            "'contact', id, created_at, name, phone, email, location, urgency, 'Contact form', message, contacted"
        }
        LeadKind::Analyzer => {
            "'analyzer', id, created_at, name, phone, email, location, urgency, suggested_service, problem_description || ' (estimate ' || estimated_price || ')', contacted"
        }
        // Not in LeadKind::ALL (its analyzer request is exported instead); here for completeness.
        LeadKind::Chat => {
            "'chat', id, created_at, customer_name, customer_phone, customer_email, customer_location, urgency, suggested_service, problem, 0"
        }
    }
}

/// Writes the leads that match the filter, newest first; returns how many.
pub fn write_csv(conn: &Connection, filter: &LeadFilter, out: &mut impl std::io::Write) -> anyhow::Result<usize> {
    let mut parts = Vec::new();
    let mut args = Vec::new();
    for kind in LeadKind::ALL.into_iter().filter(|k| filter.kind.is_none_or(|only| only == *k)) {
        let (conditions, mut values) = filter
            .conditions(has_column(conn, kind.table(), "source")?)
            .map_err(|_| anyhow::anyhow!("lead sources are not recorded yet"))?;
        let filter_sql =
            if conditions.is_empty() { String::new() } else { format!(" WHERE {}", conditions.join(" AND ")) };
        parts.push(format!("SELECT {} FROM {}{filter_sql}", columns(kind), kind.table()));
        args.append(&mut values);
    }
    let mut stmt = conn.prepare(&format!("{} ORDER BY 3 DESC", parts.join(" UNION ALL ")))?;
    writeln!(out, "{}", HEADER.join(","))?;
    let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
    let mut count = 0;
    while let Some(row) = rows.next()? {
        let cells: Vec<String> = (0..HEADER.len())
            .map(|i| match row.get_ref(i) {
                Ok(rusqlite::types::ValueRef::Integer(n)) if i == 10 => (if n != 0 { "yes" } else { "no" }).to_string(),
                Ok(rusqlite::types::ValueRef::Integer(n)) => n.to_string(),
                Ok(rusqlite::types::ValueRef::Text(t)) => cell(&String::from_utf8_lossy(t)),
                _ => String::new(),
            })
            .collect();
        writeln!(out, "{}", cells.join(","))?;
        count += 1;
    }
    Ok(count)
}

/// Quotes a CSV cell; a leading = + - @ is defused so a spreadsheet never
/// runs a visitor's text as a formula.
pub fn cell(text: &str) -> String {
    let safe = if text.starts_with(['=', '+', '-', '@']) { format!("'{text}") } else { text.to_string() };
    format!("\"{}\"", safe.replace('"', "\"\""))
}

#[cfg(test)]
mod tests {
    #[test]
    fn cells_are_quoted_and_formulas_defused() {
        assert_eq!(super::cell("Dana \"D\" Smith"), "\"Dana \"\"D\"\" Smith\"");
        assert_eq!(super::cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
    }
}
