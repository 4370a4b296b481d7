//! Calls through the business number (Twilio Voice), against the local
//! Twilio stand-in: webhooks signed as Twilio signs them, TwiML answers read
//! as XML, and the missed-call text checked where Twilio would receive it.
use crate::helpers::{BASE_URL, TestApp, send, spawn_app_with};
use crate::leads_staff::new_staff_cookie;
use crate::messages::{next_text, no_text, twilio_post};
use crate::providers::{FROM, Twilio, sms_config, twilio};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

const CALLER: &str = "+13865550142";
const OWNER_PHONE: &str = "+13865550101";
const TECH_PHONE: &str = "+13865550102";

async fn app_with_voice(stand_in: &Twilio) -> TestApp {
    let base = stand_in.api_base.clone();
    spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.voice = Some(roadside::config::VoiceConfig::default());
        c.alerts.retry_base_ms = 50;
    })
    .await
}

/// The owner (first account) and a technician, both in the order, always on call.
async fn crew(app: &TestApp) -> (String, String, i64, i64) {
    let owner = new_staff_cookie(app, "olivia", &[]).await;
    let tech = new_staff_cookie(app, "moreyes", &["--role", "technician", "--name", "Mo Reyes"]).await;
    let people = app.get_json_as("/api/voice/on-call", &owner).await;
    let id = |name: &str| {
        people["people"].as_array().unwrap().iter().find(|p| p["username"] == name).unwrap()["userId"].as_i64().unwrap()
    };
    let (owner_id, tech_id) = (id("olivia"), id("moreyes"));
    let resp = send(
        app,
        "PUT",
        "/api/voice/on-call",
        &owner,
        json!({"people": [
            {"userId": owner_id, "phone": "(386) 555-0101", "mode": "always"},
            {"userId": tech_id, "phone": TECH_PHONE, "mode": "always"},
        ]}),
    )
    .await;
    assert_eq!(resp.status(), 200);
    let order: Value = resp.json().await.unwrap();
    assert_eq!(order["ringsNow"], json!([owner_id, tech_id]));
    (owner, tech, owner_id, tech_id)
}

/// A TwiML answer, parsed: the root must be <Response>.
fn twiml(body: &str) -> roxmltree::Document<'_> {
    let doc = roxmltree::Document::parse(body).unwrap_or_else(|e| panic!("not XML ({e}): {body}"));
    assert_eq!(doc.root_element().tag_name().name(), "Response", "{body}");
    doc
}

fn element<'a>(doc: &'a roxmltree::Document, name: &str) -> Option<roxmltree::Node<'a, 'a>> {
    doc.descendants().find(|n| n.has_tag_name(name))
}

async fn voice(app: &TestApp, path: &str, params: &[(&str, &str)]) -> (u16, String) {
    let resp = twilio_post(app, path, params, None).await;
    let status = resp.status().as_u16();
    (status, resp.text().await.unwrap())
}

fn call_sid() -> String {
    format!("CA{:032x}", rand::random::<u128>())
}

async fn call_in(app: &TestApp, sid: &str) -> String {
    let (status, body) = voice(
        app,
        "/api/voice/inbound",
        &[("CallSid", sid), ("From", CALLER), ("To", FROM), ("CallStatus", "ringing"), ("Direction", "inbound")],
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body
}

/// The path and query of a URL on the base URL (Twilio calls it; the test posts to it).
fn path_of(url: &str) -> &str {
    url.strip_prefix(BASE_URL).unwrap_or_else(|| panic!("{url} is not on {BASE_URL}"))
}

/// Checks the <Dial> of `body` rings `phone` with the caller's number shown
/// and the callbacks on the base URL; answers (action path, whisper path).
fn rings(body: &str, phone: &str) -> (String, String) {
    let doc = twiml(body);
    let dial = element(&doc, "Dial").unwrap_or_else(|| panic!("no Dial: {body}"));
    assert_eq!(dial.attribute("timeout"), Some("20"), "the ring time per person");
    assert_eq!(dial.attribute("callerId"), Some(CALLER), "staff see the caller's number");
    let number = element(&doc, "Number").unwrap();
    assert_eq!(number.text(), Some(phone));
    let action = dial.attribute("action").unwrap();
    let whisper = number.attribute("url").unwrap();
    assert!(action.starts_with(&format!("{BASE_URL}/api/voice/dial?")), "{action}");
    assert!(whisper.starts_with(&format!("{BASE_URL}/api/voice/whisper?")), "{whisper}");
    (path_of(action).to_string(), path_of(whisper).to_string())
}

fn dial_ended(sid: &str, outcome: &'static str) -> Vec<(&'static str, String)> {
    vec![("CallSid", sid.to_string()), ("DialCallStatus", outcome.to_string()), ("CallStatus", "in-progress".into())]
}

async fn post(app: &TestApp, path: &str, params: Vec<(&'static str, String)>) -> (u16, String) {
    let params: Vec<(&str, &str)> = params.iter().map(|(k, v)| (*k, v.as_str())).collect();
    voice(app, path, &params).await
}

async fn quotes(app: &TestApp, cookie: &str) -> Vec<Value> {
    app.get_json_as("/api/quotes", cookie).await["items"].as_array().unwrap().clone()
}

#[tokio::test]
async fn a_call_nobody_answers_rings_each_person_on_call_in_turn_then_becomes_a_lead_and_texts_the_caller_a_link() {
    let mut stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, _, _, _) = crew(&app).await;
    let sid = call_sid();

    // The owner first, then the technician, each for the ring time.
    let first = call_in(&app, &sid).await;
    let (action, whisper) = rings(&first, OWNER_PHONE);
    assert!(whisper.contains("step=0"));
    let (status, second) = post(&app, &action, dial_ended(&sid, "no-answer")).await;
    assert_eq!(status, 200);
    let (action, _) = rings(&second, TECH_PHONE);
    let missed_at = Instant::now();
    let (status, last) = post(&app, &action, dial_ended(&sid, "no-answer")).await;
    assert_eq!(status, 200);
    let doc = twiml(&last);
    assert!(element(&doc, "Say").is_some() && element(&doc, "Record").is_some(), "the voicemail's greeting: {last}");
    assert!(element(&doc, "Dial").is_none());

    // The caller's text, within 5 s, with the page's link.
    let text = next_text(&mut stand_in).await;
    assert!(text.at.duration_since(missed_at) < Duration::from_secs(5));
    assert_eq!(text.to, CALLER);
    for part in ["Roadside Rescue NE Florida", "sorry we missed your call", "(386) 372-8412", "Reply STOP to opt out"] {
        assert!(text.body.contains(part), "{part:?} missing from {:?}", text.body);
    }
    let link = text.body.split_whitespace().find(|w| w.starts_with(&format!("{BASE_URL}/call/"))).unwrap();
    let token = link.trim_end_matches(['.', ',']).rsplit('/').next().unwrap().to_string();

    // The lead: the number, the time, how long it rang; the call in its thread.
    let leads = quotes(&app, &owner).await;
    assert_eq!(leads.len(), 1);
    let lead = &leads[0];
    assert_eq!(lead["serviceType"], "Missed call");
    assert_eq!(lead["name"], "Caller (386) 555-0142");
    assert_eq!(lead["phone"], "(386) 555-0142", "as people read it, like a typed one");
    assert!(lead["description"].as_str().unwrap().contains("nobody answered"));
    let id = lead["id"].as_i64().unwrap();
    let thread = app.get_json_as(&format!("/api/leads/quote/{id}/messages"), &owner).await;
    assert_eq!(thread["calls"][0]["status"], "missed");
    assert_eq!(thread["calls"][0]["direction"], "in");
    assert!(thread["calls"][0]["rangSeconds"].as_i64().unwrap() >= 0);
    assert_eq!(thread["messages"][0]["body"], text.body.as_str());

    // Twilio's status callback says the call ended: nothing more is sent.
    let (status, _) = post(
        &app,
        "/api/voice/status",
        vec![("CallSid", sid.clone()), ("CallStatus", "completed".into()), ("CallDuration", "41".into())],
    )
    .await;
    assert_eq!(status, 204);
    no_text(&app, &mut stand_in).await;

    // The page: the caller shares where they are and what happened; it joins the lead.
    let (status, html) = app.get_html(&format!("/call/{token}")).await;
    assert_eq!(status, 200);
    assert!(html.contains("<textarea") && html.contains("Share my location"), "{html}");
    let resp = app
        .client
        .post(app.url(&format!("/call/{token}")))
        .form(&[
            ("latitude", "29.5851"),
            ("longitude", "-81.2073"),
            ("accuracy", "12"),
            ("problem", "Flat tire on I-95 at exit 289, no spare."),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 303);
    let lead = &quotes(&app, &owner).await[0];
    assert_eq!(lead["location"], "29.58510, -81.20730 (GPS, within 12 m)");
    assert!(lead["description"].as_str().unwrap().ends_with("Flat tire on I-95 at exit 289, no spare."));
    let thread = app.get_json_as(&format!("/api/leads/quote/{id}/messages"), &owner).await;
    let shared = thread["messages"].as_array().unwrap().iter().find(|m| m["direction"] == "in").unwrap();
    assert!(shared["body"].as_str().unwrap().contains("29.58510, -81.20730"), "{shared}");

    // A bad position changes nothing and says what to do.
    let resp = app
        .client
        .post(app.url(&format!("/call/{token}")))
        .form(&[("latitude", "95"), ("longitude", "-81.2"), ("problem", "")])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 400);
    assert!(resp.text().await.unwrap().contains("Your location could not be read"));
    assert_eq!(app.get_html("/call/not-a-token-of-ours-at-all").await.0, 404);
}

#[tokio::test]
async fn a_caller_who_calls_again_joins_their_open_lead_and_is_texted_at_most_once_in_30_minutes() {
    let mut stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, _, _, _) = crew(&app).await;
    for n in 0..2 {
        let sid = call_sid();
        call_in(&app, &sid).await;
        // The caller hangs up while it rings: the status callback alone says so.
        let (status, _) =
            post(&app, "/api/voice/status", vec![("CallSid", sid.clone()), ("CallStatus", "canceled".into())]).await;
        assert_eq!(status, 204);
        if n == 0 {
            next_text(&mut stand_in).await;
        }
    }
    no_text(&app, &mut stand_in).await;
    let leads = quotes(&app, &owner).await;
    assert_eq!(leads.len(), 1, "one lead for both calls");
    let id = leads[0]["id"].as_i64().unwrap();
    let thread = app.get_json_as(&format!("/api/leads/quote/{id}/messages"), &owner).await;
    assert_eq!(thread["calls"].as_array().unwrap().len(), 2);
    assert_eq!(thread["messages"].as_array().unwrap().len(), 1, "one text");
    let calls = &app.get_json_as("/api/admin/overview?period=today", &owner).await["calls"];
    assert_eq!((calls["calls"].as_i64(), calls["missed"].as_i64()), (Some(2), Some(2)));
    assert_eq!(calls["answeredPercent"], 0);
    assert_eq!(calls["medianSecondsToAnswer"], Value::Null);
}

#[tokio::test]
async fn a_call_answered_with_the_whisper_is_logged_and_makes_no_lead_or_text() {
    let mut stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, _, _, _) = crew(&app).await;
    let sid = call_sid();
    let (action, whisper) = rings(&call_in(&app, &sid).await, OWNER_PHONE);
    let (status, said) = post(
        &app,
        &whisper,
        vec![("CallSid", call_sid()), ("ParentCallSid", sid.clone()), ("CallStatus", "in-progress".into())],
    )
    .await;
    assert_eq!(status, 200);
    let doc = twiml(&said);
    assert_eq!(element(&doc, "Say").unwrap().text(), Some("Roadside call from (386) 555-0142."));
    let (_, end) = post(&app, &action, dial_ended(&sid, "completed")).await;
    assert!(element(&twiml(&end), "Hangup").is_some());
    post(
        &app,
        "/api/voice/status",
        vec![("CallSid", sid), ("CallStatus", "completed".into()), ("CallDuration", "95".into())],
    )
    .await;
    no_text(&app, &mut stand_in).await;
    assert!(quotes(&app, &owner).await.is_empty());
    let row: (String, Option<String>, Option<i64>) = app
        .db()
        .query_row("SELECT status, staff_name, duration_seconds FROM calls", [], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .unwrap();
    assert_eq!(row, ("answered".into(), Some("olivia".into()), Some(95)));
    let calls = &app.get_json_as("/api/admin/overview?period=today", &owner).await["calls"];
    assert_eq!(
        (calls["calls"].as_i64(), calls["answered"].as_i64(), calls["missed"].as_i64()),
        (Some(1), Some(1), Some(0))
    );
    assert_eq!(calls["answeredPercent"], 100);
    assert!(calls["medianSecondsToAnswer"].as_i64().is_some(), "{calls}");
}

#[tokio::test]
async fn with_nobody_on_call_a_call_rings_the_owner() {
    let stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, _, owner_id, tech_id) = crew(&app).await;
    let resp = send(
        &app,
        "PUT",
        "/api/voice/on-call",
        &owner,
        json!({"people": [
            {"userId": tech_id, "phone": TECH_PHONE, "mode": "off"},
            {"userId": owner_id, "phone": OWNER_PHONE, "mode": "off"},
        ]}),
    )
    .await;
    assert_eq!(resp.status(), 200);
    rings(&call_in(&app, &call_sid()).await, OWNER_PHONE);
}

#[tokio::test]
async fn voice_webhooks_need_twilio_s_signature_and_unknown_calls_are_answered_not_failed() {
    let stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let sid = call_sid();
    let params = [("CallSid", sid.as_str()), ("From", CALLER), ("To", FROM)];
    for path in
        ["/api/voice/inbound", "/api/voice/status", "/api/voice/dial?call=1&step=0", "/api/voice/whisper?call=1"]
    {
        assert_eq!(twilio_post(&app, path, &params, Some("AAAA")).await.status(), 403, "{path}");
        let unsigned = app.client.post(app.url(path)).form(&params).send().await.unwrap();
        assert_eq!(unsigned.status(), 403, "{path}");
    }
    assert_eq!(app.count("calls"), 0, "nothing written");
    // Signed, about a call we never had: logged and answered.
    let (status, body) =
        voice(&app, "/api/voice/dial?call=999&step=0", &[("CallSid", &sid), ("DialCallStatus", "no-answer")]).await;
    assert_eq!(status, 200);
    assert!(element(&twiml(&body), "Hangup").is_some());
    let (status, _) = voice(&app, "/api/voice/status", &[("CallSid", &sid), ("CallStatus", "completed")]).await;
    assert_eq!(status, 204);

    let without = spawn_app_with(|_| {}).await;
    assert_eq!(twilio_post(&without, "/api/voice/inbound", &params, None).await.status(), 404);
}

#[tokio::test]
async fn the_on_call_order_is_the_owner_s_and_a_technician_can_take_or_hand_back_the_calls() {
    let stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, tech, owner_id, tech_id) = crew(&app).await;
    let bad = send(
        &app,
        "PUT",
        "/api/voice/on-call",
        &owner,
        json!({"people": [{"userId": owner_id, "phone": "12", "mode": "hours", "days": [], "start": "8", "end": "18:00"}]}),
    )
    .await;
    assert_eq!(bad.status(), 400);
    let errors: Value = bad.json().await.unwrap();
    for field in ["people[0].phone", "people[0].days", "people[0].start"] {
        assert!(errors["fields"][field].is_string(), "{field}: {errors}");
    }
    let unknown = send(
        &app,
        "PUT",
        "/api/voice/on-call",
        &owner,
        json!({"people": [{"userId": 9999, "phone": OWNER_PHONE, "mode": "always"}]}),
    )
    .await;
    assert_eq!(unknown.status(), 400);
    assert!(unknown.json::<Value>().await.unwrap()["fields"]["people[0].userId"].is_string());
    assert_eq!(
        app.get_json_as("/api/voice/on-call", &owner).await["ringsNow"],
        json!([owner_id, tech_id]),
        "unchanged"
    );

    // The order is the owner's: a technician may not read or set it.
    let resp = app.client.get(app.url("/api/voice/on-call")).header("cookie", &tech).send().await.unwrap();
    assert_eq!(resp.status(), 403);
    assert_eq!(app.client.get(app.url("/api/voice/on-call")).send().await.unwrap().status(), 401);

    // The technician hands back the calls, then takes them again.
    let off = send(&app, "PUT", "/api/tech/on-call", &tech, json!({"onCall": false})).await;
    assert_eq!(off.status(), 200);
    assert_eq!(app.get_json_as("/api/voice/on-call", &owner).await["ringsNow"], json!([owner_id]));
    let on = send(&app, "PUT", "/api/tech/on-call", &tech, json!({"onCall": true})).await;
    assert_eq!(on.json::<Value>().await.unwrap()["onCallNow"], true);
    let bad = send(&app, "PUT", "/api/tech/on-call", &tech, json!({"onCall": "yes"})).await;
    assert_eq!(bad.status(), 400);

    // Out of the order, a technician has no number to ring: 409 says so.
    send(&app, "PUT", "/api/voice/on-call", &owner, json!({"people": []})).await;
    let resp = send(&app, "PUT", "/api/tech/on-call", &tech, json!({"onCall": true})).await;
    assert_eq!(resp.status(), 409);
}

async fn next_call(stand_in: &mut Twilio) -> crate::providers::Placed {
    tokio::time::timeout(Duration::from_secs(5), stand_in.placed.recv())
        .await
        .expect("a call request within 5 s")
        .unwrap()
}

#[tokio::test]
async fn call_via_business_line_rings_the_staff_phone_first_then_puts_them_through_showing_the_business_number() {
    let mut stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, tech, _, _) = crew(&app).await;
    let id = crate::messages::post_lead(&app, &crate::messages::quote("(386) 555-0177")).await;
    next_text(&mut stand_in).await;

    let resp = send(&app, "POST", &format!("/api/leads/quote/{id}/call"), &owner, json!({})).await;
    assert_eq!(resp.status(), 202);
    let placed = next_call(&mut stand_in).await;
    assert_eq!(placed.to, OWNER_PHONE, "the owner's own phone rings first");
    assert_eq!(placed.from, FROM, "from the business number");
    assert_eq!(placed.method, "POST");
    assert_eq!(placed.status_callback.as_deref(), Some(format!("{BASE_URL}/api/voice/status").as_str()));
    // The owner answers: Twilio fetches the call's Url, which dials the customer.
    let (status, body) =
        post(&app, path_of(&placed.url), vec![("CallSid", placed.sid.clone()), ("CallStatus", "in-progress".into())])
            .await;
    assert_eq!(status, 200);
    let doc = twiml(&body);
    let dial = element(&doc, "Dial").unwrap();
    assert_eq!(dial.attribute("callerId"), Some(FROM), "the customer sees the business number");
    assert_eq!(element(&doc, "Number").unwrap().text(), Some("+13865550177"));
    let action = path_of(dial.attribute("action").unwrap()).to_string();
    post(
        &app,
        &action,
        vec![
            ("CallSid", placed.sid.clone()),
            ("DialCallStatus", "completed".into()),
            ("DialCallDuration", "75".into()),
        ],
    )
    .await;
    let thread = app.get_json_as(&format!("/api/leads/quote/{id}/messages"), &owner).await;
    let call = &thread["calls"][0];
    assert_eq!((call["direction"].as_str(), call["status"].as_str()), (Some("out"), Some("answered")));
    assert_eq!(call["staffName"], "olivia");
    assert_eq!(call["durationSeconds"], 75);

    // A technician calls the customer of their own job the same way; another's is 404.
    let job: Value =
        send(&app, "POST", "/api/job-tracking", &owner, json!({"submissionId": id, "submissionType": "quote"}))
            .await
            .json()
            .await
            .unwrap();
    let job_id = job["id"].as_i64().unwrap();
    assert_eq!(send(&app, "POST", &format!("/api/tech/jobs/{job_id}/call"), &tech, json!({})).await.status(), 404);
    let tech_id = app.get_json_as("/api/voice/on-call", &owner).await["people"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["username"] == "moreyes")
        .unwrap()["userId"]
        .clone();
    let assigned =
        send(&app, "PATCH", &format!("/api/job-tracking/{job_id}"), &owner, json!({"technician": "moreyes"})).await;
    assert_eq!(assigned.status(), 200, "{tech_id}");
    assert_eq!(send(&app, "POST", &format!("/api/tech/jobs/{job_id}/call"), &tech, json!({})).await.status(), 202);
    assert_eq!(next_call(&mut stand_in).await.to, TECH_PHONE);
}

#[tokio::test]
async fn a_call_twilio_refuses_is_shown_on_the_lead_and_a_number_that_cannot_be_called_is_a_named_field() {
    let stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, _, _, _) = crew(&app).await;
    stand_in.behaviour.lock().unwrap().refuse.insert(OWNER_PHONE.into(), 21211);
    let id = crate::messages::post_lead(&app, &crate::messages::quote("(386) 555-0178")).await;
    assert_eq!(send(&app, "POST", &format!("/api/leads/quote/{id}/call"), &owner, json!({})).await.status(), 202);
    app.drain().await;
    let thread = app.get_json_as(&format!("/api/leads/quote/{id}/messages"), &owner).await;
    assert_eq!(thread["calls"][0]["status"], "failed", "{thread}");
    assert!(thread["calls"][0]["error"].as_str().unwrap().contains("21211"), "{thread}");
    assert_eq!(send(&app, "POST", "/api/leads/quote/99999/call", &owner, json!({})).await.status(), 404);
    // The owner's own phone out of the order: nothing to ring first.
    send(&app, "PUT", "/api/voice/on-call", &owner, json!({"people": []})).await;
    let resp = send(&app, "POST", &format!("/api/leads/quote/{id}/call"), &owner, json!({})).await;
    assert_eq!(resp.status(), 409);
    assert!(resp.json::<Value>().await.unwrap()["fields"]["phone"].is_string());
}

#[tokio::test]
async fn erasing_a_caller_removes_their_calls_and_the_position_they_shared() {
    let mut stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, _, _, _) = crew(&app).await;
    let sid = call_sid();
    call_in(&app, &sid).await;
    post(&app, "/api/voice/status", vec![("CallSid", sid), ("CallStatus", "no-answer".into())]).await;
    next_text(&mut stand_in).await;
    let id = quotes(&app, &owner).await[0]["id"].as_i64().unwrap();
    assert_eq!(app.count("calls"), 1);
    let erased = send(&app, "POST", &format!("/api/leads/quote/{id}/erase"), &owner, json!({})).await;
    assert_eq!(erased.status(), 200);
    assert_eq!(erased.json::<Value>().await.unwrap()["calls"], 1);
    assert_eq!(app.count("calls"), 0);
    assert_eq!(app.count("lead_events WHERE summary LIKE '%5550142%'"), 0);
}

/// Twilio's recording callback for call `call_path`'s recording at the stand-in.
async fn recording_ready(app: &TestApp, stand_in: &Twilio, callback: &str, sid: &str, seconds: &str) -> u16 {
    let recording = format!("RE{:032x}", rand::random::<u128>());
    let url =
        format!("{}/2010-04-01/Accounts/{}/Recordings/{recording}", stand_in.api_base, crate::providers::ACCOUNT_SID);
    post(
        app,
        callback,
        vec![
            ("CallSid", sid.to_string()),
            ("RecordingSid", recording),
            ("RecordingUrl", url),
            ("RecordingStatus", "completed".into()),
            ("RecordingDuration", seconds.into()),
        ],
    )
    .await
    .0
}

#[tokio::test]
async fn a_voicemail_is_fetched_from_twilio_played_to_staff_only_and_erased_with_the_caller() {
    let mut stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, tech, _, _) = crew(&app).await;
    let sid = call_sid();
    let (action, _) = rings(&call_in(&app, &sid).await, OWNER_PHONE);
    let (action, _) = rings(&post(&app, &action, dial_ended(&sid, "no-answer")).await.1, TECH_PHONE);
    let (_, last) = post(&app, &action, dial_ended(&sid, "no-answer")).await;
    let doc = twiml(&last);
    let say = element(&doc, "Say").unwrap();
    assert!(say.text().unwrap().contains("leave a message after the tone"), "{last}");
    let record = element(&doc, "Record").unwrap_or_else(|| panic!("no Record: {last}"));
    assert_eq!(record.attribute("maxLength"), Some("120"));
    let voicemail_action = path_of(record.attribute("action").unwrap()).to_string();
    let callback = path_of(record.attribute("recordingStatusCallback").unwrap()).to_string();
    assert!(voicemail_action.starts_with("/api/voice/voicemail?call="), "{voicemail_action}");
    assert!(callback.contains("kind=voicemail"), "{callback}");
    next_text(&mut stand_in).await;

    let (status, thanks) = post(&app, &voicemail_action, vec![("CallSid", sid.clone())]).await;
    assert_eq!(status, 200);
    assert!(element(&twiml(&thanks), "Hangup").is_some());
    assert_eq!(recording_ready(&app, &stand_in, &callback, &sid, "23").await, 204);

    let id = quotes(&app, &owner).await[0]["id"].as_i64().unwrap();
    app.drain().await;
    let call = app.get_json_as(&format!("/api/leads/quote/{id}/messages"), &owner).await["calls"][0].clone();
    assert_eq!(call["voicemailSeconds"], 23, "{call}");
    let path = format!("/api/recordings/{}", call["voicemailId"]);
    let played = app.client.get(app.url(&path)).header("cookie", &owner).send().await.unwrap();
    assert_eq!(played.status(), 200);
    assert_eq!(played.headers()["content-type"], "audio/mpeg");
    assert_eq!(played.bytes().await.unwrap().as_ref(), crate::providers::RECORDING_BYTES);
    assert_eq!(app.client.get(app.url(&path)).send().await.unwrap().status(), 401);
    assert_eq!(app.client.get(app.url(&path)).header("cookie", &tech).send().await.unwrap().status(), 403);

    let erased = send(&app, "POST", &format!("/api/leads/quote/{id}/erase"), &owner, json!({})).await;
    assert_eq!(erased.status(), 200);
    assert_eq!(app.count("recordings"), 0, "the voicemail goes with its call");
    assert_eq!(app.client.get(app.url(&path)).header("cookie", &owner).send().await.unwrap().status(), 404);
}

#[tokio::test]
async fn with_recording_on_every_caller_hears_the_consent_notice_before_any_ring_and_only_account_recordings_are_fetched()
 {
    let stand_in = twilio().await;
    let base = stand_in.api_base.clone();
    let app = spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.voice = Some(roadside::config::VoiceConfig { record_calls: true, ..Default::default() });
        c.alerts.retry_base_ms = 50;
    })
    .await;
    crew(&app).await;
    let sid = call_sid();
    let first = call_in(&app, &sid).await;
    let doc = twiml(&first);
    let children: Vec<&str> =
        doc.root_element().children().filter(|n| n.is_element()).map(|n| n.tag_name().name()).collect();
    assert_eq!(children, ["Say", "Dial"], "the notice first: {first}");
    assert!(element(&doc, "Say").unwrap().text().unwrap().contains("This call is recorded"));
    let dial = element(&doc, "Dial").unwrap();
    assert_eq!(dial.attribute("record"), Some("record-from-answer-dual"));
    let callback = path_of(dial.attribute("recordingStatusCallback").unwrap()).to_string();
    assert!(callback.contains("kind=call"));
    // The next person's ring does not say it again.
    let (second, _) = rings(&first, OWNER_PHONE);
    let (_, next) = post(&app, &second, dial_ended(&sid, "no-answer")).await;
    assert_eq!(element(&twiml(&next), "Say"), None, "{next}");

    // A recording URL outside the account's recordings is never fetched (nor its credentials sent there).
    let elsewhere = post(
        &app,
        &callback,
        vec![
            ("CallSid", sid.clone()),
            ("RecordingSid", "RE0000000000000000000000000000beef".into()),
            ("RecordingUrl", "http://169.254.169.254/2010-04-01/Accounts/AC1/Recordings/RE1".into()),
            ("RecordingStatus", "completed".into()),
            ("RecordingDuration", "9".into()),
        ],
    )
    .await;
    assert_eq!(elsewhere.0, 204);
    assert_eq!(app.count("recordings"), 0);
    assert_eq!(recording_ready(&app, &stand_in, &callback, &sid, "61").await, 204);
    assert_eq!(app.count("recordings WHERE kind = 'call'"), 1);
}

#[tokio::test]
async fn a_caller_who_texted_stop_gets_no_missed_call_text_and_the_lead_says_why() {
    let mut stand_in = twilio().await;
    let app = app_with_voice(&stand_in).await;
    let (owner, _, _, _) = crew(&app).await;
    let sid = format!("SM{:032x}", rand::random::<u128>());
    let stop = [("From", CALLER), ("To", FROM), ("Body", "STOP"), ("MessageSid", sid.as_str())];
    assert_eq!(twilio_post(&app, "/api/sms/inbound", &stop, None).await.status(), 200);
    let call = call_sid();
    call_in(&app, &call).await;
    post(&app, "/api/voice/status", vec![("CallSid", call), ("CallStatus", "no-answer".into())]).await;
    no_text(&app, &mut stand_in).await;
    let id = quotes(&app, &owner).await[0]["id"].as_i64().unwrap();
    // no_text drained the outbox: the thread is as it will stay.
    let thread = app.get_json_as(&format!("/api/leads/quote/{id}/messages"), &owner).await;
    let out =
        thread["messages"].as_array().unwrap().iter().find(|m| m["direction"] == "out").cloned().unwrap_or_default();
    assert_eq!(out["status"], "not sent", "{out}");
    assert!(out["error"].as_str().unwrap().contains("STOP"), "{out}");
}
