//! Who is on call: each person's rule (always, by weekday and hours, on
//! now, off), read in the business's local time, and the order an inbound
//! call rings them in. Pure: the store reads the rows, this decides.
use crate::config::OutboundConfig;
use crate::messages::gate;
use crate::phone::Phone;
use crate::validation::{FieldErrors, Input};
use chrono::{DateTime, Datelike, Timelike, Utc, Weekday};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use utoipa::ToSchema;

/// When one person is on call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    Always,
    /// On the weekdays of `days`, from `start` to `end` (local time; an end
    /// before the start runs past midnight).
    Hours,
    /// Switched on by hand (a technician taking the calls from their app).
    Now,
    Off,
}

impl Mode {
    pub const ALL: [Mode; 4] = [Mode::Always, Mode::Hours, Mode::Now, Mode::Off];

    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Always => "always",
            Mode::Hours => "hours",
            Mode::Now => "now",
            Mode::Off => "off",
        }
    }

    pub fn parse(s: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.as_str() == s)
    }
}

/// One person's place in the on-call order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub user_id: i64,
    /// E.164.
    pub phone: String,
    pub mode: Mode,
    /// Bit 0 Monday … bit 6 Sunday.
    pub days: u8,
    /// Minutes after local midnight.
    pub start_minute: u16,
    pub end_minute: u16,
}

pub use crate::time::eastern;

impl Entry {
    /// Whether this person is on call at `now`.
    pub fn on_call_at(&self, now: DateTime<Utc>) -> bool {
        match self.mode {
            Mode::Always | Mode::Now => true,
            Mode::Off => false,
            Mode::Hours => {
                let local = eastern(now);
                let minute = (local.hour() * 60 + local.minute()) as u16;
                let day = |w: Weekday| self.days & (1 << w.num_days_from_monday()) != 0;
                let (start, end) = (self.start_minute, self.end_minute);
                if start < end {
                    day(local.weekday()) && (start..end).contains(&minute)
                } else {
                    // Overnight: the evening part belongs to the day it starts,
                    // the early hours to the day before.
                    (day(local.weekday()) && minute >= start) || (day(local.weekday().pred()) && minute < end)
                }
            }
        }
    }
}

/// Whom an inbound call rings, in order: everyone on call now; with nobody
/// on call, the first owner who has a number in the order.
pub fn ring_order(entries: &[(Entry, bool)], now: DateTime<Utc>) -> Vec<Entry> {
    let on: Vec<Entry> = entries.iter().filter(|(e, _)| e.on_call_at(now)).map(|(e, _)| e.clone()).collect();
    if !on.is_empty() {
        return on;
    }
    entries.iter().find(|(_, is_owner)| *is_owner).map(|(e, _)| vec![e.clone()]).unwrap_or_default()
}

/// "HH:MM" into minutes after midnight (24:00 is the end of the day).
fn clock(s: &str) -> Option<u16> {
    let (h, m) = s.split_once(':')?;
    // Two digits each (a sign would parse: "+1:00").
    if h.len() != 2 || m.len() != 2 || !h.bytes().chain(m.bytes()).all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
    match (h, m) {
        (24, 0) => Some(1440),
        (0..=23, 0..=59) => Some(h * 60 + m),
        _ => None,
    }
}

pub fn clock_text(minutes: u16) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

const DAYS: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

pub fn days_list(mask: u8) -> Vec<&'static str> {
    DAYS.iter().enumerate().filter(|(n, _)| mask & (1 << n) != 0).map(|(_, d)| *d).collect()
}

/// The schema of one person in PUT /api/voice/on-call.
fn person_schema() -> Value {
    json!({
        "type": "object",
        "required": ["userId", "phone", "mode"],
        "properties": {
            "userId": {"type": "integer", "minimum": 1, "description": "The staff account."},
            "phone": {
                "type": "string",
                "minLength": 10,
                "maxLength": 30,
                "pattern": crate::phone::home_number_pattern(),
                "description": "Their own phone: a US or Canadian number, typed any way ((386) 555-0123, +1 386 555 0123, \
                    1-386-555-0123; digits, spaces and - ( ) . +). A number elsewhere only when the server's \
                    [outbound] allowed_destinations lists it; the pattern states the default."
            },
            "mode": {"type": "string", "enum": Mode::ALL.iter().map(|m| m.as_str()).collect::<Vec<_>>()},
            "days": {"type": "array", "items": {"type": "string", "enum": DAYS}, "uniqueItems": true, "description": "For mode hours: the weekdays."},
            "start": {"type": "string", "pattern": "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$", "description": "For mode hours: local time HH:MM."},
            "end": {"type": "string", "pattern": "^(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)$", "description": "For mode hours: local time HH:MM; before start runs past midnight."}
        }
    })
}

/// `outbound`: the outbound gate's destinations, which a number rung later must be among.
fn order_fields(i: &mut Input, outbound: &OutboundConfig) -> Vec<Entry> {
    i.describe(
        "people",
        "Everyone in the order, first rung first (at most 20); whoever is left out is not on call.",
        json!({"type": "array", "maxItems": 20, "items": person_schema()}),
        true,
    );
    let Some(Value::Array(people)) = i.map.get("people") else {
        i.fail("people", "People must be a list");
        return Vec::new();
    };
    if people.len() > 20 {
        i.fail("people", "At most 20 people can be on call");
        return Vec::new();
    }
    let mut out: Vec<Entry> = Vec::new();
    for (n, person) in people.iter().enumerate() {
        let at = |field: &str| format!("people[{n}].{field}");
        let Some(p) = person.as_object() else {
            i.fail(&format!("people[{n}]"), "Each person must be an object");
            continue;
        };
        let user_id = p.get("userId").and_then(Value::as_i64).filter(|id| *id > 0);
        if user_id.is_none() {
            i.fail(&at("userId"), "Choose a staff member");
        }
        if user_id.is_some() && out.iter().any(|e| Some(e.user_id) == user_id) {
            i.fail(&at("userId"), "This person is already in the order");
        }
        // The schema's characters and length first (what the document states), then a number that can be
        // rung, then one the outbound gate lets the business line dial (the schema's pattern, by default).
        let phone = p
            .get("phone")
            .and_then(Value::as_str)
            .filter(|s| (10..=30).contains(&s.len()) && s.chars().all(|c| c.is_ascii_digit() || " ().+-".contains(c)))
            .and_then(Phone::textable);
        let phone = match phone.map(|p| gate::destination(outbound, &p)) {
            Some(Ok(number)) => Some(number),
            Some(Err(refusal)) => {
                i.fail(&at("phone"), format!("This number cannot be rung: {}", refusal.reason()));
                None
            }
            None => {
                i.fail(
                    &at("phone"),
                    "Enter a phone number that can take calls, such as (386) 555-0123 or +13865550123",
                );
                None
            }
        };
        let mode = p.get("mode").and_then(Value::as_str).and_then(Mode::parse);
        if mode.is_none() {
            i.fail(&at("mode"), "On call must be always, hours, now or off");
        }
        // Days, From and To are for "By hours". Sent with another mode they
        // are checked all the same (the schema states their form whatever
        // the mode) and not kept.
        let hours = mode == Some(Mode::Hours);
        let (mut days, mut start, mut end) = (0u8, 0u16, 1440u16);
        match p.get("days") {
            None if !hours => {}
            Some(Value::Array(list)) if hours || !list.is_empty() => {
                let mut seen = 0u8;
                for d in list {
                    match d.as_str().and_then(|d| DAYS.iter().position(|x| *x == d)) {
                        Some(k) if seen & (1 << k) != 0 => i.fail(&at("days"), "Each day may be listed once"),
                        Some(k) => seen |= 1 << k,
                        None => i.fail(&at("days"), "Days must be among mon, tue, wed, thu, fri, sat, sun"),
                    }
                }
                if hours && seen == 0 {
                    i.fail(&at("days"), "Choose at least one day");
                }
                if hours {
                    days = seen;
                }
            }
            Some(Value::Array(_)) => {}
            _ => i.fail(&at("days"), if hours { "Choose at least one day" } else { "Days must be a list of weekdays" }),
        }
        match p.get("start") {
            None if !hours => {}
            v => match v.and_then(Value::as_str).and_then(clock).filter(|m| *m < 1440) {
                Some(m) if hours => start = m,
                Some(_) => {}
                None => i.fail(&at("start"), "From must be a time such as 08:00"),
            },
        }
        match p.get("end") {
            None if !hours => {}
            v => match v.and_then(Value::as_str).and_then(clock) {
                Some(m) if hours => end = m,
                Some(_) => {}
                None => i.fail(&at("end"), "To must be a time such as 18:00"),
            },
        }
        if hours && start == end {
            i.fail(&at("end"), "To must differ from From");
        }
        if let (Some(user_id), Some(phone), Some(mode)) = (user_id, phone, mode) {
            out.push(Entry { user_id, phone, mode, days, start_minute: start, end_minute: end });
        }
    }
    out
}

pub fn order(map: &Map<String, Value>, outbound: &OutboundConfig) -> Result<Vec<Entry>, FieldErrors> {
    let mut i = Input::new(map);
    let order = order_fields(&mut i, outbound);
    i.finish(order)
}

fn switch_fields(i: &mut Input) -> Option<bool> {
    i.describe(
        "onCall",
        "true takes the calls now; false hands them back (off until switched on again).",
        json!({"type": "boolean"}),
        true,
    );
    let on = i.map.get("onCall").and_then(Value::as_bool);
    if on.is_none() {
        i.fail("onCall", "On call must be true or false");
    }
    on
}

pub fn switch(map: &Map<String, Value>) -> Result<bool, FieldErrors> {
    let mut i = Input::new(map);
    let on = switch_fields(&mut i);
    i.finish_some(on)
}

crate::described_body!(
    /// PUT /api/voice/on-call.
    OnCallBody,
    "The on-call order: who an inbound call rings, first to last, and when each is on call.",
    |i| order_fields(i, &OutboundConfig::default())
);
crate::described_body!(
    /// PUT /api/tech/on-call.
    SwitchBody,
    "A technician takes the calls now, or hands them back.",
    |i| switch_fields(i)
);

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn eastern_time_follows_daylight_saving() {
        // 2026: DST from Sunday 8 March to Sunday 1 November.
        assert_eq!(eastern(at("2026-01-15T17:00:00Z")).hour(), 12);
        assert_eq!(eastern(at("2026-07-15T17:00:00Z")).hour(), 13);
        assert_eq!(eastern(at("2026-03-08T06:59:00Z")).hour(), 1, "1:59 EST, just before the change");
        assert_eq!(eastern(at("2026-03-08T07:00:00Z")).hour(), 3, "2 AM EST becomes 3 AM EDT");
        assert_eq!(eastern(at("2026-11-01T05:59:00Z")).hour(), 1, "1:59 EDT");
        assert_eq!(eastern(at("2026-11-01T06:00:00Z")).hour(), 1, "back to 1 AM EST");
    }

    fn entry(mode: Mode, days: u8, start: u16, end: u16) -> Entry {
        Entry { user_id: 1, phone: "+13865550101".into(), mode, days, start_minute: start, end_minute: end }
    }

    #[test]
    fn hours_are_read_in_local_time_and_may_run_past_midnight() {
        // Weekdays 08:00-18:00. Wednesday 25 November 2026, EST.
        let day = entry(Mode::Hours, 0b0011111, 8 * 60, 18 * 60);
        assert!(day.on_call_at(at("2026-11-25T13:00:00Z")), "08:00 local");
        assert!(!day.on_call_at(at("2026-11-25T12:59:00Z")), "07:59 local");
        assert!(!day.on_call_at(at("2026-11-25T23:00:00Z")), "18:00 local is the end");
        assert!(!day.on_call_at(at("2026-11-28T15:00:00Z")), "Saturday");
        // Friday nights 18:00-06:00: Saturday 03:00 belongs to Friday's shift.
        let night = entry(Mode::Hours, 1 << 4, 18 * 60, 6 * 60);
        assert!(night.on_call_at(at("2026-11-28T08:00:00Z")), "Saturday 03:00 local");
        assert!(night.on_call_at(at("2026-11-27T23:30:00Z")), "Friday 18:30 local");
        assert!(!night.on_call_at(at("2026-11-28T23:30:00Z")), "Saturday 18:30 local");
        assert!(!night.on_call_at(at("2026-11-27T08:00:00Z")), "Friday 03:00 belongs to Thursday");
    }

    #[test]
    fn a_call_rings_who_is_on_call_in_order_and_else_the_owner() {
        let now = at("2026-11-25T13:00:00Z");
        let mut tech = entry(Mode::Always, 0, 0, 1440);
        tech.user_id = 2;
        let mut owner = entry(Mode::Off, 0, 0, 1440);
        owner.user_id = 1;
        let order = ring_order(&[(owner.clone(), true), (tech.clone(), false)], now);
        assert_eq!(order.iter().map(|e| e.user_id).collect::<Vec<_>>(), vec![2]);
        tech.mode = Mode::Off;
        let order = ring_order(&[(tech.clone(), false), (owner.clone(), true)], now);
        assert_eq!(order.iter().map(|e| e.user_id).collect::<Vec<_>>(), vec![1], "nobody on call: the owner");
        assert!(ring_order(&[(tech, false)], now).is_empty());
    }

    #[test]
    fn the_order_names_each_wrong_field_by_its_place() {
        let body = json!({"people": [
            {"userId": 1, "phone": "+13865550101", "mode": "always"},
            {"userId": 1, "phone": "12", "mode": "hours", "days": ["mon", "fun"], "start": "25:00", "end": "18:00"}
        ]});
        let errors = order(body.as_object().unwrap(), &OutboundConfig::default()).unwrap_err();
        for field in ["people[1].userId", "people[1].phone", "people[1].days", "people[1].start"] {
            assert!(errors.contains_key(field), "{field}: {errors:?}");
        }
        let ok = json!({"people": [{"userId": 3, "phone": "(386) 555-0101", "mode": "hours", "days": ["fri"], "start": "18:00", "end": "06:00"}]});
        let order = order(ok.as_object().unwrap(), &OutboundConfig::default()).unwrap();
        assert_eq!(order[0].phone, "+13865550101");
        assert_eq!((order[0].days, order[0].start_minute, order[0].end_minute), (1 << 4, 1080, 360));
    }

    #[test]
    fn days_and_times_sent_with_another_mode_are_checked_and_not_kept() {
        let bad = json!({"people": [
            {"userId": 1, "phone": "(386) 555-0101", "mode": "always", "start": "", "end": "+1:00", "days": ["mon", "mon"]}
        ]});
        let errors = order(bad.as_object().unwrap(), &OutboundConfig::default()).unwrap_err();
        for field in ["people[0].start", "people[0].end", "people[0].days"] {
            assert!(errors.contains_key(field), "{field}: {errors:?}");
        }
        let ok = json!({"people": [
            {"userId": 1, "phone": "(386) 555-0101", "mode": "always", "start": "09:00", "end": "17:00", "days": ["tue"]}
        ]});
        let order = order(ok.as_object().unwrap(), &OutboundConfig::default()).unwrap();
        assert_eq!((order[0].days, order[0].start_minute, order[0].end_minute), (0, 0, 1440), "not kept");
    }
}
