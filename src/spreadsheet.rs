//! CSV files for a spreadsheet, both ways: cells written so a spreadsheet
//! never runs them as formulas, and files read by their header row (the
//! `csv` crate: quoted cells, embedded commas and line breaks, a byte-order
//! mark from Excel). Shared below the features that export and import.
use std::collections::BTreeMap;

/// Quotes a CSV cell; a leading = + - @ is defused so a spreadsheet never
/// runs a visitor's text as a formula.
pub fn cell(text: &str) -> String {
    let safe = if text.starts_with(['=', '+', '-', '@']) { format!("'{text}") } else { text.to_string() };
    format!("\"{}\"", safe.replace('"', "\"\""))
}

/// One line of cells, each quoted and defused.
pub fn line<S: AsRef<str>>(cells: &[S]) -> String {
    cells.iter().map(|c| cell(c.as_ref())).collect::<Vec<_>>().join(",")
}

/// A row's number as a spreadsheet shows it, and its cells by column.
pub type Row = (usize, BTreeMap<String, String>);

/// A file read by its header row: each row's cells by the header's name,
/// normalised by `key` (so "Unit #", "unit_number" and "UnitNumber" can be
/// one column), with the row's number as a spreadsheet shows it (the
/// header is row 1). Rows of empty cells are skipped. The error names the row.
pub fn read(text: &str, key: impl Fn(&str) -> String) -> Result<Vec<Row>, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = csv::ReaderBuilder::new().flexible(true).trim(csv::Trim::All).from_reader(text.as_bytes());
    let headers: Vec<String> = match reader.headers() {
        Ok(h) => h.iter().map(&key).collect(),
        Err(e) => return Err(format!("The header row cannot be read: {e}")),
    };
    let mut rows = Vec::new();
    for (n, record) in reader.records().enumerate() {
        let record = record.map_err(|e| format!("Row {} cannot be read: {e}", n + 2))?;
        // The header is row 1, as a spreadsheet numbers its rows (a row of
        // empty cells counts; a line with nothing at all is not a row).
        let row = n + 2;
        if record.iter().all(str::is_empty) {
            continue;
        }
        if record.len() > headers.len() {
            return Err(format!("Row {row} has {} cells but the header names {}", record.len(), headers.len()));
        }
        let cells = headers.iter().cloned().zip(record.iter().map(str::to_string)).collect();
        rows.push((row, cells));
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_defused() {
        assert_eq!(cell("Dana \"D\" Smith"), "\"Dana \"\"D\"\" Smith\"");
        assert_eq!(cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
    }

    #[test]
    fn a_file_is_read_by_its_header_with_quoted_cells_and_row_numbers() {
        let text = "\u{feff}Unit Number,VIN,Make\r\nT-1,\"1M8GDM9AXKP042788\",\"Freight, liner\"\r\n,,\r\nT-2,,Mack\n";
        let rows = read(text, |h| h.to_lowercase().replace(' ', "")).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].0, 2);
        assert_eq!(rows[0].1["make"], "Freight, liner");
        assert_eq!((rows[1].0, rows[1].1["unitnumber"].as_str(), rows[1].1["vin"].as_str()), (4, "T-2", ""));
        assert!(read("a,b\n1,2,3\n", str::to_string).unwrap_err().starts_with("Row 2"));
    }
}
