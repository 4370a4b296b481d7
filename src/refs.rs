//! The names features give one another's rows, kept below them all: which
//! kind of lead a row is (`LeadKind`), a committed lead as the dashboards
//! hear of it (`LeadEvent`), and an invoice's number and an amount as people
//! read them.
//! Each feature that owns the rows re-exports its name (`leads::LeadKind`,
//! `leads::feed::LeadEvent`, `invoices::money::invoice_number`).
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use utoipa::ToSchema;
use utoipa::openapi::{Content, Ref, RefOr, Response, ResponseBuilder};

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

/// The 404 of a route for one lead (`/quotes/{id}/contacted`,
/// `/leads/{kind}/{id}/messages`, ..), whichever feature serves it (never
/// built: it only describes the response). It is here, beside `LeadKind`,
/// because features below leads (fleets, messages) serve such routes too.
/// This file sits below `error`, so the body is `error::ErrorBody` named by
/// its schema's name (held to it by a unit test below).
pub struct NoSuchLead;

/// The schema of every error answer, `crate::error::ErrorBody`.
const ERROR_BODY: &str = "ErrorBody";

impl utoipa::IntoResponses for NoSuchLead {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        let body = Content::new(Some(Ref::from_schema_name(ERROR_BODY)));
        let response = ResponseBuilder::new().description("No such lead.").content("application/json", body).build();
        BTreeMap::from([("404".to_string(), response.into())])
    }
}

/// A committed change, as the dashboards hear of it: its place in the
/// feed (the event id) and what it says.
#[derive(Debug, Clone, Serialize)]
pub struct LeadEvent {
    pub seq: i64,
    pub summary: LiveEvent,
}

/// What the live feed says of one committed change (GET /api/admin/events:
/// each `lead` event's data), told apart by `kind`: a new lead of that kind,
/// a customer's text, a missed call or voicemail, a card payment, a job's
/// new version. Stored as this JSON in `lead_events`, so a dashboard that
/// reconnects hears the very same words; it names what a dashboard needs
/// to show and find the row, and no more.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum LiveEvent {
    Quote(NewLeadEvent),
    Booking(NewLeadEvent),
    Contact(NewLeadEvent),
    Analyzer(NewLeadEvent),
    Chat(NewLeadEvent),
    /// A text from a customer (or a missed-call page's words): `id` is the message's.
    Message(ContactEvent),
    /// A missed call or a voicemail: `id` is the call's, `service` says which.
    Call(ContactEvent),
    /// A card payment on invoice `id`: its number and amounts only.
    Payment(PaymentEvent),
    /// Job `id` changed, now at `version`: open lists and forms follow it.
    Job(JobEvent),
}

impl LiveEvent {
    /// A new lead of this kind.
    pub fn lead(kind: LeadKind, lead: NewLeadEvent) -> LiveEvent {
        match kind {
            LeadKind::Quote => LiveEvent::Quote(lead),
            LeadKind::Booking => LiveEvent::Booking(lead),
            LeadKind::Contact => LiveEvent::Contact(lead),
            LeadKind::Analyzer => LiveEvent::Analyzer(lead),
            LeadKind::Chat => LiveEvent::Chat(lead),
        }
    }

    /// The event as it is stored and sent.
    pub fn to_json(&self) -> String {
        // Strings, numbers and booleans: serializing cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A new lead, as its staff alert summed it up.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewLeadEvent {
    pub id: i64,
    pub created_at: String,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub location: Option<String>,
    pub urgency: Option<String>,
    pub service: Option<String>,
    /// The lead came from a chat with the assistant.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub from_chat: bool,
}

/// A text or a call from a customer, and the lead it belongs to (none for a
/// text from a number no lead has).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactEvent {
    pub id: i64,
    pub created_at: String,
    pub lead_kind: Option<String>,
    pub lead_id: Option<i64>,
    /// The lead's name, else the number as people read it.
    pub name: String,
    pub phone: String,
    /// A text's words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
    /// A call's: "Missed call" or "Voicemail".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub service: Option<String>,
}

impl ContactEvent {
    /// The event of the text or call `id` from `phone`, on the lead `lead`
    /// (its kind's word and id) when the number has one; a text's words and a
    /// call's kind are set on it (`body`, `service`), so every maker fills the
    /// lead's two fields alike.
    pub fn new(id: i64, created_at: &str, lead: Option<(&str, i64)>, name: String, phone: &str) -> ContactEvent {
        ContactEvent {
            id,
            created_at: created_at.to_string(),
            lead_kind: lead.map(|(kind, _)| kind.to_string()),
            lead_id: lead.map(|(_, id)| id),
            name,
            phone: phone.to_string(),
            body: None,
            service: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentEvent {
    /// The invoice's id.
    pub id: i64,
    pub created_at: String,
    /// INV-0003.
    pub number: String,
    pub amount_cents: i64,
    pub tip_cents: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobEvent {
    pub id: i64,
    pub created_at: String,
    pub version: i64,
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

#[cfg(test)]
mod tests {
    #[test]
    fn no_such_lead_names_the_error_body_by_its_schema_name() {
        assert_eq!(<crate::error::ErrorBody as utoipa::ToSchema>::name(), super::ERROR_BODY);
    }
}
