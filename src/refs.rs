//! The names features give one another's rows, kept below them all: which
//! kind of lead a row is (`LeadKind`), a committed lead as the dashboards
//! hear of it (`LeadEvent`), and an invoice's number and an amount as people
//! read them.
//! Each feature that owns the rows re-exports its name (`leads::LeadKind`,
//! `leads::feed::LeadEvent`, `invoices::money::invoice_number`).
use serde::Serialize;
use serde_json::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeadKind {
    Quote,
    Booking,
    Contact,
    /// A request from the home page's analyzer, or the lead a chat produced.
    Analyzer,
    /// A chat conversation with the assistant.
    Chat,
}

impl LeadKind {
    /// The kinds staff list, filter, export and turn into jobs. A chat is
    /// not among them: it reaches those through the analyzer request it sends.
    pub const ALL: [LeadKind; 4] = [LeadKind::Quote, LeadKind::Booking, LeadKind::Contact, LeadKind::Analyzer];

    pub fn as_str(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote",
            LeadKind::Booking => "booking",
            LeadKind::Contact => "contact",
            LeadKind::Analyzer => "analyzer",
            LeadKind::Chat => "chat",
        }
    }

    pub fn parse(s: &str) -> Option<LeadKind> {
        LeadKind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    pub fn table(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote_submissions",
            LeadKind::Booking => "booking_submissions",
            LeadKind::Contact => "contact_submissions",
            LeadKind::Analyzer => "smart_analyzer_submissions",
            LeadKind::Chat => "chatbot_interactions",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            LeadKind::Quote => "quote request",
            LeadKind::Booking => "diesel service booking",
            LeadKind::Contact => "contact message",
            LeadKind::Analyzer => "service analyzer request",
            LeadKind::Chat => "chat lead",
        }
    }
}

/// A committed lead, as the dashboards hear of it.
#[derive(Debug, Clone, Serialize)]
pub struct LeadEvent {
    pub seq: i64,
    pub summary: Value,
}

/// "$1,234.56" (a minus sign before the dollar sign when negative).
pub fn dollars(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let c = cents.unsigned_abs();
    let whole = (c / 100).to_string();
    let mut grouped = String::new();
    for (i, ch) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    format!("{sign}${grouped}.{:02}", c % 100)
}

/// INV-0001: the number zero-padded to four digits (more when it needs them).
pub fn invoice_number(n: i64) -> String {
    format!("INV-{n:04}")
}

#[derive(serde::Deserialize)]
struct Place {
    tab: String,
    view: Option<String>,
}

#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct Places {
    lead_kinds: std::collections::HashMap<String, Place>,
}

// Compiled in and parsed by a test, so a built binary cannot fail here.
#[allow(clippy::expect_used)]
static PLACES: std::sync::LazyLock<Places> = std::sync::LazyLock::new(|| {
    serde_json::from_str(include_str!("../ui/src/lib/staff/places.json")).expect("places.json is valid")
});

/// Where the dashboard lists a kind of lead (`tab=…&view=…`), from the file
/// the dashboard routes its own live events by. An unknown kind goes where
/// the analyzer's requests are, as it does in the dashboard.
pub fn dashboard_query(kind: &str) -> String {
    let place = PLACES.lead_kinds.get(kind).or_else(|| PLACES.lead_kinds.get("analyzer"));
    match place {
        Some(Place { tab, view: Some(view) }) => format!("tab={tab}&view={view}"),
        Some(Place { tab, view: None }) => format!("tab={tab}"),
        None => "tab=leads".to_string(),
    }
}
