//! Every lead as one CSV table, for the owner's spreadsheet.
use rusqlite::Connection;

const HEADER: [&str; 11] = ["type", "id", "created_at", "name", "phone", "email", "location", "urgency", "service", "details", "contacted"];

/// Writes quotes, bookings and contact messages, newest first; returns how many.
pub fn write_csv(conn: &Connection, out: &mut impl std::io::Write) -> anyhow::Result<usize> {
    let mut stmt = conn.prepare(
        "SELECT 'quote', id, created_at, name, phone, email, location, urgency, service_type,
                TRIM(COALESCE(vehicle_info || ': ', '') || description), contacted FROM quote_submissions
         UNION ALL
         SELECT 'booking', id, created_at, name, phone, email, location, urgency, service_needed,
                vehicle_type || ': ' || description, contacted FROM booking_submissions
         UNION ALL
         SELECT 'contact', id, created_at, name, phone, email, location, urgency, 'Contact form', message, contacted FROM contact_submissions
         ORDER BY 3 DESC",
    )?;
    writeln!(out, "{}", HEADER.join(","))?;
    let mut rows = stmt.query([])?;
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
fn cell(text: &str) -> String {
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
