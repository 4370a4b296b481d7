//! The one way times are written down: RFC 3339 in UTC with milliseconds
//! (2024-05-01T14:03:07.123Z), the form SQLite's strftime('%Y-%m-%dT%H:%M:%fZ')
//! also writes, so stored times compare as text.
use chrono::{DateTime, Utc};

pub fn format(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

pub fn now_text() -> String {
    format(Utc::now())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_time_is_written_as_sqlite_writes_it() {
        let t =
            chrono::DateTime::parse_from_rfc3339("2024-05-01T14:03:07.123456Z").unwrap().with_timezone(&chrono::Utc);
        assert_eq!(super::format(t), "2024-05-01T14:03:07.123Z");
    }
}
