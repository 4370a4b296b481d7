//! Issue 36, finding 3: texts and masked calls went to any country. Every
//! text and every number dialled through the business line now passes one
//! gate (src/messages/gate.rs): US and Canadian numbers by default, others
//! only when `[outbound] allowed_destinations` lists them, STOP, and a
//! per-number rate. Checked where Twilio would receive the request: the
//! local stand-in (tests/api/providers.rs) counts every request it gets.
use crate::helpers::{BASE_URL, TestApp, send, spawn_app_with};
use crate::leads_staff::new_staff_cookie;
use crate::messages::{next_text, no_text, post_lead, quote, twilio_post};
use crate::providers::{FROM, Twilio, sms_config, twilio};
use roadside::config::{Config, OutboundConfig, VoiceConfig};
use serde_json::{Value, json};
use std::time::Duration;

const OWNER_PHONE: &str = "+13865550101";

/// Texts and calls set up against the stand-in, the owner signed in and in
/// the on-call order (their phone rings first on a masked call).
async fn app_with(stand_in: &Twilio, configure: impl FnOnce(&mut Config) + Send + 'static) -> (TestApp, String) {
    let base = stand_in.api_base.clone();
    let app = spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.voice = Some(VoiceConfig::default());
        c.alerts.retry_base_ms = 50;
        c.leads_per_ten_minutes = 1000;
        configure(c);
    })
    .await;
    let owner = new_staff_cookie(&app, "olivia", &[]).await;
    let people = app.get_json_as("/api/voice/on-call", &owner).await;
    let id = people["people"][0]["userId"].as_i64().unwrap();
    let order = json!({"people": [{"userId": id, "phone": OWNER_PHONE, "mode": "always"}]});
    assert_eq!(send(&app, "PUT", "/api/voice/on-call", &owner, order).await.status(), 200);
    (app, owner)
}

/// The lead's texts once none is queued any more (the outbox is done with them).
async fn settled_thread(app: &TestApp, owner: &str, id: i64) -> Value {
    app.drain().await;
    let thread = app.get_json_as(&format!("/api/leads/quote/{id}/messages"), owner).await;
    let messages = thread["messages"].as_array().unwrap();
    assert!(!messages.is_empty() && messages.iter().all(|m| m["status"] != "queued"), "{thread}");
    thread
}

fn requests(stand_in: &Twilio) -> usize {
    *stand_in.calls.lock().unwrap()
}

async fn call_lead(app: &TestApp, owner: &str, id: i64) -> reqwest::Response {
    send(app, "POST", &format!("/api/leads/quote/{id}/call"), owner, json!({})).await
}

#[tokio::test]
async fn finding_3_texts_and_calls_to_any_country_a_lead_from_a_foreign_or_premium_number_is_kept_and_nothing_reaches_twilio()
 {
    let mut stand_in = twilio().await;
    let (app, owner) = app_with(&stand_in, |_| {}).await;
    // A satellite phone's range, a UK premium number and a US premium (900) number.
    for (typed, e164) in [
        ("+882 1612 3456 78", "+8821612345678"),
        ("+44 900 123 4567", "+449001234567"),
        ("+1 900 555 0123", "+19005550123"),
    ] {
        // The lead is taken (a real driver may have a foreign phone) and shown to staff.
        let id = post_lead(&app, &quote(typed)).await;
        let leads = app.get_json_as("/api/quotes", &owner).await;
        let lead = leads["items"].as_array().unwrap().iter().find(|l| l["id"] == id).cloned().unwrap();
        assert_eq!(lead["phone"], typed);

        // Its text is on the lead as not sent, saying why; nothing was queued for Twilio.
        let thread = settled_thread(&app, &owner, id).await;
        let text = &thread["messages"][0];
        assert_eq!(text["status"], "not sent", "{thread}");
        let why = text["error"].as_str().unwrap();
        assert!(
            why.contains(&format!("{e164} is not an allowed destination"))
                && why.contains("[outbound] allowed_destinations"),
            "{why}"
        );
        assert_eq!(app.count(&format!("alert_outbox WHERE channel = 'sms' AND person_phone = '{e164}'")), 0);

        // A staff reply is refused, saying why.
        let reply =
            send(&app, "POST", &format!("/api/leads/quote/{id}/messages"), &owner, json!({"body": "Hello?"})).await;
        assert_eq!(reply.status(), 400);
        assert!(
            reply.json::<Value>().await.unwrap()["message"].as_str().unwrap().contains("not an allowed destination")
        );

        // The owner's "Call via business line" is refused, naming the phone field and why; nothing is dialled.
        let call = call_lead(&app, &owner, id).await;
        assert_eq!(call.status(), 400);
        let answer: Value = call.json().await.unwrap();
        assert!(answer["fields"]["phone"].as_str().unwrap().contains("not an allowed destination"), "{answer}");
        assert_eq!(app.count("calls"), 0);
    }
    no_text(&app, &mut stand_in).await;
    assert_eq!(requests(&stand_in), 0, "no text or call request reached Twilio");
    assert!(stand_in.placed.try_recv().is_err());

    // A Florida number is texted as before.
    post_lead(&app, &quote("(386) 555-0123")).await;
    assert_eq!(next_text(&mut stand_in).await.to, "+13865550123");
}

#[tokio::test]
async fn finding_3_texts_and_calls_to_any_country_a_caribbean_number_is_texted_and_called_only_when_listed() {
    let mut stand_in = twilio().await;
    let (app, owner) = app_with(&stand_in, |_| {}).await;
    // Jamaica's 876 looks domestic (+1) but is billed as international.
    let id = post_lead(&app, &quote("(876) 555-0123")).await;
    let thread = settled_thread(&app, &owner, id).await;
    assert_eq!(thread["messages"][0]["status"], "not sent");
    assert!(thread["messages"][0]["error"].as_str().unwrap().contains("+18765550123 is not an allowed destination"));
    assert_eq!(call_lead(&app, &owner, id).await.status(), 400);
    no_text(&app, &mut stand_in).await;
    assert_eq!(requests(&stand_in), 0);

    // The owner lists Jamaica: texted, and called through the business line.
    let mut stand_in = twilio().await;
    let (app, owner) = app_with(&stand_in, |c| c.outbound.allowed_destinations = vec!["+1876".into()]).await;
    let id = post_lead(&app, &quote("(876) 555-0123")).await;
    assert_eq!(next_text(&mut stand_in).await.to, "+18765550123");
    assert_eq!(call_lead(&app, &owner, id).await.status(), 202);
    let placed = tokio::time::timeout(Duration::from_secs(5), stand_in.placed.recv()).await.unwrap().unwrap();
    assert_eq!((placed.to.as_str(), placed.from.as_str()), (OWNER_PHONE, FROM), "the owner's phone rings first");
    // The owner answers: the customer is dialled.
    let path = placed.url.strip_prefix(BASE_URL).unwrap();
    let resp = twilio_post(&app, path, &[("CallSid", placed.sid.as_str()), ("CallStatus", "in-progress")], None).await;
    assert_eq!(resp.status(), 200);
    assert!(resp.text().await.unwrap().contains("<Number>+18765550123</Number>"));
}

#[tokio::test]
async fn finding_3_texts_to_any_country_one_number_gets_at_most_the_hour_s_texts() {
    let mut stand_in = twilio().await;
    let (app, owner) = app_with(&stand_in, |c| c.outbound.texts_per_number_per_hour = 3).await;
    for _ in 0..3 {
        post_lead(&app, &quote("(386) 555-0123")).await;
        assert_eq!(next_text(&mut stand_in).await.to, "+13865550123");
    }
    // The fourth lead from the number is kept; its text is not sent, and says why.
    let id = post_lead(&app, &quote("(386) 555-0123")).await;
    let thread = settled_thread(&app, &owner, id).await;
    let text = thread["messages"].as_array().unwrap().last().cloned().unwrap();
    assert_eq!(text["status"], "not sent");
    assert!(text["error"].as_str().unwrap().contains("texted 3 times in the last hour"), "{text}");
    assert!(text["error"].as_str().unwrap().contains("texts_per_number_per_hour"), "{text}");
    let reply =
        send(&app, "POST", &format!("/api/leads/quote/{id}/messages"), &owner, json!({"body": "On our way"})).await;
    assert_eq!(reply.status(), 400);
    no_text(&app, &mut stand_in).await;
    assert_eq!(requests(&stand_in), 3);
    // Another number is not held back by it.
    post_lead(&app, &quote("(386) 555-0124")).await;
    assert_eq!(next_text(&mut stand_in).await.to, "+13865550124");
}

#[tokio::test]
async fn finding_3_masked_calls_to_any_country_one_number_gets_at_most_the_hour_s_calls() {
    let mut stand_in = twilio().await;
    let (app, owner) = app_with(&stand_in, |c| c.outbound.calls_per_number_per_hour = 2).await;
    let id = post_lead(&app, &quote("(386) 555-0123")).await;
    next_text(&mut stand_in).await;
    for _ in 0..2 {
        assert_eq!(call_lead(&app, &owner, id).await.status(), 202);
        tokio::time::timeout(Duration::from_secs(5), stand_in.placed.recv()).await.unwrap().unwrap();
    }
    let third = call_lead(&app, &owner, id).await;
    assert_eq!(third.status(), 429);
    let message = third.json::<Value>().await.unwrap()["message"].as_str().unwrap().to_string();
    assert!(message.contains("called 2 times in the last hour") && message.contains("calls_per_number_per_hour"));
    assert_eq!(app.count("calls"), 2);
    assert!(tokio::time::timeout(Duration::from_millis(300), stand_in.placed.recv()).await.is_err());
}

#[tokio::test]
async fn finding_3_texts_to_any_country_the_gate_applies_again_when_a_queued_text_goes_out() {
    // Queued while Jamaica was listed and Twilio was down...
    let mut stand_in = twilio().await;
    stand_in.behaviour.lock().unwrap().down = true;
    let base = stand_in.api_base.clone();
    let mut first = spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.alerts.retry_base_ms = 60_000;
        c.outbound.allowed_destinations = vec!["+1876".into()];
    })
    .await;
    post_lead(&first, &quote("(876) 555-0123")).await;
    first.drain().await;
    assert_eq!(first.count("alert_outbox WHERE channel = 'sms' AND attempts >= 1"), 1);
    assert_eq!(requests(&stand_in), 1, "tried once while Twilio was down");
    while stand_in.received.try_recv().is_ok() {}

    // ...and delivered after a restart whose configuration no longer lists it: not sent.
    stand_in.behaviour.lock().unwrap().down = false;
    first.db().execute("UPDATE alert_outbox SET next_attempt_at = '2000-01-01T00:00:00.000Z'", []).unwrap();
    let dir = first.data_dir.path().to_path_buf();
    first.stop().await;
    let base = stand_in.api_base.clone();
    let second = spawn_app_with(move |c| {
        c.data_dir = dir;
        c.sms = Some(sms_config(&base));
        c.outbound = OutboundConfig::default();
    })
    .await;
    second.drain().await;
    let row: (String, Option<String>) =
        first.db().query_row("SELECT status, error FROM messages", [], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
    assert_eq!(row.0, "not sent");
    assert!(row.1.unwrap_or_default().contains("+18765550123 is not an allowed destination"));
    no_text(&second, &mut stand_in).await;
    assert_eq!(requests(&stand_in), 1, "no second request reached Twilio");
}

#[tokio::test]
async fn finding_3_masked_calls_to_any_country_the_on_call_order_takes_only_numbers_the_business_line_may_ring() {
    let stand_in = twilio().await;
    let (app, owner) = app_with(&stand_in, |_| {}).await;
    let people = app.get_json_as("/api/voice/on-call", &owner).await;
    let id = people["people"][0]["userId"].as_i64().unwrap();
    for phone in ["+44 20 7946 0958", "(876) 555-0101", "+1 900 555 0101"] {
        let order = json!({"people": [{"userId": id, "phone": phone, "mode": "always"}]});
        let resp = send(&app, "PUT", "/api/voice/on-call", &owner, order).await;
        assert_eq!(resp.status(), 400, "{phone}");
        let errors: Value = resp.json().await.unwrap();
        assert!(
            errors["fields"]["people[0].phone"].as_str().unwrap().contains("not an allowed destination"),
            "{errors}"
        );
    }
    assert_eq!(app.get_json_as("/api/voice/on-call", &owner).await["people"][0]["phone"], OWNER_PHONE, "unchanged");

    let stand_in = twilio().await;
    let (app, owner) = app_with(&stand_in, |c| c.outbound.allowed_destinations = vec!["+44".into()]).await;
    let id = app.get_json_as("/api/voice/on-call", &owner).await["people"][0]["userId"].as_i64().unwrap();
    let order = json!({"people": [{"userId": id, "phone": "+44 20 7946 0958", "mode": "always"}]});
    assert_eq!(send(&app, "PUT", "/api/voice/on-call", &owner, order).await.status(), 200);
}
