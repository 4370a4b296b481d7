//! Every lead as one CSV table, for the owner's spreadsheet. The command
//! line and the dashboard's Export CSV take the same filters and write the
//! same file.
use super::filter::LeadFilter;
use rusqlite::Connection;

const HEADER: [&str; 11] =
    ["type", "id", "created_at", "name", "phone", "email", "location", "urgency", "service", "details", "contacted"];

/// Writes the leads that match the filter, newest first; returns how many.
pub fn write_csv(conn: &Connection, filter: &LeadFilter, out: &mut impl std::io::Write) -> anyhow::Result<usize> {
    writeln!(out, "{}", HEADER.join(","))?;
    super::store::export(conn, filter, |row| {
        let cells: Vec<String> = (0..HEADER.len())
            .map(|i| match row.get_ref(i) {
                Ok(rusqlite::types::ValueRef::Integer(n)) if i == 10 => (if n != 0 { "yes" } else { "no" }).to_string(),
                Ok(rusqlite::types::ValueRef::Integer(n)) => n.to_string(),
                Ok(rusqlite::types::ValueRef::Text(t)) => cell(&String::from_utf8_lossy(t)),
                _ => String::new(),
            })
            .collect();
        writeln!(out, "{}", cells.join(","))?;
        Ok(())
    })
}

pub use crate::spreadsheet::cell;
