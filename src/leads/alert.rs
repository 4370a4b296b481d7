//! A new lead's staff alert: its subject, its text, the payload the live
//! feed shows and what the messages it sets off need (the driver's first
//! text, the staff push). Only words here: the intake (`super::intake`)
//! stores the lead and queues what this builds.
use super::store::{NOT_SHARED, PhoneLead};
use super::validate::{Email, NewAnalyzerRequest, NewBooking, NewChat, NewContact, NewQuote, Phone};
use crate::alerts::Alert;
use crate::config::AlertConfig;
use crate::refs::{LeadKind, dashboard_query};
use serde_json::{Map, Value, json};

/// What an alert needs besides the lead: where the dashboard is (for the
/// alert's link) and where alerts go.
#[derive(Clone)]
pub struct Alerting {
    pub base_url: String,
    pub config: AlertConfig,
    /// For the driver's text and the staff push (`messages::on_new_lead`).
    pub settings: std::sync::Arc<crate::config::Config>,
}

/// The facts every alert carries, whatever the kind of lead.
struct AlertFacts<'a> {
    kind: LeadKind,
    name: &'a str,
    phone: &'a Phone,
    email: Option<&'a Email>,
    location: &'a str,
    urgency: &'a str,
    service: &'a str,
    details: Vec<(&'static str, String)>,
}

fn build_alert(alerting: &Alerting, id: i64, f: &AlertFacts) -> Alert {
    // A link straight to the tab that lists this kind of lead.
    let dashboard = format!("{}/admin/dashboard?{}", alerting.base_url, dashboard_query(f.kind.as_str()));
    let email = f.email.map(Email::as_str).unwrap_or("-");
    let mut body = format!(
        "New {} #{id}\n\nName: {}\nPhone: {} ({})\nEmail: {email}\nLocation: {}\nUrgency: {}\nService: {}\n",
        f.kind.title(),
        f.name,
        f.phone.as_str(),
        f.phone.tel_uri(),
        f.location,
        f.urgency,
        f.service
    );
    for (label, value) in &f.details {
        body.push_str(&format!("{label}: {value}\n"));
    }
    body.push_str(&format!("\nOpen the dashboard: {dashboard}\n"));
    let payload = json!({
        "type": f.kind.as_str(),
        "id": id,
        "name": f.name,
        "phone": f.phone.as_str(),
        "phoneLink": f.phone.tel_uri(),
        "email": f.email.map(Email::as_str),
        "location": f.location,
        "urgency": f.urgency,
        "service": f.service,
        "details": f.details.iter().map(|(k, v)| (k.to_string(), Value::String(v.clone()))).collect::<Map<String, Value>>(),
        "dashboardUrl": dashboard,
        "text": body,
        "createdAt": crate::time::now_text(),
    });
    let lead = crate::messages::NewLead {
        lead: crate::messages::LeadRef { kind: f.kind.as_str(), id },
        name: f.name.to_string(),
        phone: Some(f.phone.as_str().to_string()),
        email: f.email.map(|e| e.as_str().to_string()),
        service: f.service.to_string(),
        urgency: f.urgency.to_string(),
        dashboard_url: dashboard,
        first_text: crate::messages::FirstText::Usual,
    };
    Alert {
        subject: format!("New {}: {} - {} - {}", f.kind.title(), f.name, f.urgency, f.location),
        body,
        payload,
        lead: Some(lead),
    }
}

pub(super) fn quote(alerting: &Alerting, id: i64, q: &NewQuote) -> Alert {
    let mut details = Vec::new();
    if let Some(v) = &q.vehicle_info {
        details.push(("Vehicle", v.clone()));
    }
    details.push(("Details", q.description.clone()));
    build_alert(
        alerting,
        id,
        &AlertFacts {
            kind: LeadKind::Quote,
            name: &q.name,
            phone: &q.phone,
            email: q.email.as_ref(),
            location: &q.location,
            urgency: &q.urgency,
            service: &q.service_type,
            details,
        },
    )
}

/// A quote that came by phone: where the caller is is not known yet, and
/// their first text may be another than the usual.
pub(super) fn phone_lead(alerting: &Alerting, id: i64, l: &PhoneLead) -> Alert {
    let phone = Phone::read(l.phone);
    let mut alert = build_alert(
        alerting,
        id,
        &AlertFacts {
            kind: LeadKind::Quote,
            name: &l.name,
            phone: &phone,
            email: None,
            location: NOT_SHARED,
            urgency: PhoneLead::URGENCY,
            service: l.service,
            details: vec![("Details", l.description.clone())],
        },
    );
    if let (Some(lead), Some(text)) = (&mut alert.lead, &l.first_text) {
        lead.first_text = text.clone();
    }
    alert
}

pub(super) fn booking(alerting: &Alerting, id: i64, b: &NewBooking) -> Alert {
    let mut details = vec![("Vehicle type", b.vehicle_type.clone())];
    if let Some(d) = &b.preferred_date {
        details.push(("Preferred date", d.clone()));
    }
    if let Some(t) = &b.preferred_time {
        details.push(("Preferred time", t.clone()));
    }
    details.push(("Details", b.description.clone()));
    build_alert(
        alerting,
        id,
        &AlertFacts {
            kind: LeadKind::Booking,
            name: &b.name,
            phone: &b.phone,
            email: b.email.as_ref(),
            location: &b.location,
            urgency: &b.urgency,
            service: &b.service_needed,
            details,
        },
    )
}

pub(super) fn contact(alerting: &Alerting, id: i64, m: &NewContact) -> Alert {
    build_alert(
        alerting,
        id,
        &AlertFacts {
            kind: LeadKind::Contact,
            name: &m.name,
            phone: &m.phone,
            email: m.email.as_ref(),
            location: &m.location,
            urgency: &m.urgency,
            service: "Contact form",
            details: vec![("Message", m.message.clone())],
        },
    )
}

/// An analyzer request; `from_chat`: the chat that sent it alerted staff
/// already, and the dashboards show it marked as from the chat.
pub(super) fn analyzer(alerting: &Alerting, id: i64, r: &NewAnalyzerRequest, from_chat: bool) -> Alert {
    let mut alert = build_alert(
        alerting,
        id,
        &AlertFacts {
            kind: LeadKind::Analyzer,
            name: &r.name,
            phone: &r.phone,
            email: r.email.as_ref(),
            location: r.location.as_deref().unwrap_or("Not given"),
            urgency: &r.urgency,
            service: &r.suggested_service,
            details: vec![
                ("Problem", r.problem_description.clone()),
                ("Estimated price", r.estimated_price.clone()),
                ("Confidence", confidence_text(&r.confidence)),
            ],
        },
    );
    if from_chat {
        alert.payload["fromChat"] = Value::Bool(true);
    }
    alert
}

/// "95" reads as 95%; a word ("High") as itself.
fn confidence_text(confidence: &str) -> String {
    if confidence.parse::<u8>().is_ok() { format!("{confidence}%") } else { confidence.to_string() }
}

pub(super) fn chat(alerting: &Alerting, id: i64, c: &NewChat) -> Alert {
    let mut details = vec![("Problem", c.problem.clone().unwrap_or_else(|| "Not given yet".into()))];
    if let Some(price) = &c.estimated_price {
        details.push(("Estimated price", price.clone()));
    }
    if let Some(gps) = &c.gps {
        let accuracy = gps.accuracy.as_deref().map(|a| format!(" (within {a} m)")).unwrap_or_default();
        details.push(("Map", format!("{}{accuracy}", gps.map_link())));
    }
    details.push(("Lead quality", c.lead_quality.clone()));
    details.push((
        "Chat",
        (if c.partial { "still going (saved when the phone number was given)" } else { "finished" }).to_string(),
    ));
    build_alert(
        alerting,
        id,
        &AlertFacts {
            kind: LeadKind::Chat,
            name: c.name.as_deref().unwrap_or("Chat visitor"),
            phone: &c.phone,
            email: c.email.as_ref(),
            location: c.location.as_deref().unwrap_or("Not given yet"),
            urgency: c.urgency.as_deref().unwrap_or("Not given yet"),
            service: c.suggested_service.as_deref().unwrap_or("General Roadside Assistance"),
            details,
        },
    )
}
