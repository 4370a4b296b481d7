//! The one way times are written down: RFC 3339 in UTC with milliseconds
//! (2024-05-01T14:03:07.123Z), the form SQLite's strftime('%Y-%m-%dT%H:%M:%fZ')
//! also writes, so stored times compare as text.
use chrono::{DateTime, Datelike, Duration, NaiveDate, TimeZone, Utc};

pub fn format(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

pub fn now_text() -> String {
    format(Utc::now())
}

/// Northeast Florida's clock: US Eastern time, daylight saving from the
/// second Sunday of March to the first Sunday of November, at 2 AM local.
/// (The rule since 2007; written out rather than a time-zone database for
/// one zone.)
pub fn eastern(now: DateTime<Utc>) -> chrono::NaiveDateTime {
    let year = now.year();
    let nth_sunday = |month: u32, n: u32| -> NaiveDate {
        let first = NaiveDate::from_ymd_opt(year, month, 1).unwrap_or_default();
        let to_sunday = (7 - first.weekday().num_days_from_sunday()) % 7;
        first + Duration::days(i64::from(to_sunday + 7 * (n - 1)))
    };
    // 2 AM EST is 07:00 UTC; 2 AM EDT is 06:00 UTC.
    let starts = Utc.from_utc_datetime(&nth_sunday(3, 2).and_hms_opt(7, 0, 0).unwrap_or_default());
    let ends = Utc.from_utc_datetime(&nth_sunday(11, 1).and_hms_opt(6, 0, 0).unwrap_or_default());
    let offset = if now >= starts && now < ends { -4 } else { -5 };
    (now + Duration::hours(offset)).naive_utc()
}

/// Today in Northeast Florida: the day an invoice is sent on, its due date
/// is counted from, and a statement is aged on (a server's own clock may be
/// UTC, and from 7 or 8 PM Eastern its day would be tomorrow's).
/// "2026-11-24T15:04:05.000Z" → "November 24, 2026 at 10:04 AM ET" (a
/// link page's words for when something was answered); as given when unreadable.
pub fn eastern_words(stamp: &str) -> String {
    DateTime::parse_from_rfc3339(stamp)
        .map(|t| eastern(t.with_timezone(&Utc)).format("%B %-d, %Y at %-I:%M %p ET").to_string())
        .unwrap_or_else(|_| stamp.to_string())
}

pub fn eastern_today() -> NaiveDate {
    eastern(Utc::now()).date()
}

/// The day a stored time (RFC 3339, UTC) fell on in Northeast Florida; a
/// stored day (YYYY-MM-DD) is itself.
pub fn eastern_day(stamp: &str) -> Option<NaiveDate> {
    if stamp.len() > 10
        && let Ok(t) = DateTime::parse_from_rfc3339(stamp)
    {
        return Some(eastern(t.with_timezone(&Utc)).date());
    }
    NaiveDate::parse_from_str(stamp.get(..10).unwrap_or(stamp), "%Y-%m-%d").ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_time_late_in_the_evening_in_florida_is_that_day_there_not_the_next() {
        use chrono::NaiveDate;
        // 9:30 PM EDT on October 31 is November 1 in UTC.
        assert_eq!(super::eastern_day("2026-11-01T01:30:00.000Z"), NaiveDate::from_ymd_opt(2026, 10, 31));
        // 6:30 PM EST on January 31 is 23:30 UTC the same day.
        assert_eq!(super::eastern_day("2026-01-31T23:30:00.000Z"), NaiveDate::from_ymd_opt(2026, 1, 31));
        assert_eq!(super::eastern_day("2026-02-01T04:59:00.000Z"), NaiveDate::from_ymd_opt(2026, 1, 31));
        assert_eq!(super::eastern_day("2026-12-03"), NaiveDate::from_ymd_opt(2026, 12, 3));
        assert_eq!(super::eastern_day("soon"), None);
    }

    #[test]
    fn a_time_is_written_as_sqlite_writes_it() {
        let t =
            chrono::DateTime::parse_from_rfc3339("2024-05-01T14:03:07.123456Z").unwrap().with_timezone(&chrono::Utc);
        assert_eq!(super::format(t), "2024-05-01T14:03:07.123Z");
    }
}
