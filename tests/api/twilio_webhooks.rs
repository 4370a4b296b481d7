//! Issue 36, finding 4: a replayed START could undo a STOP. Twilio's
//! signature runs names and values together, so a captured request can be
//! re-split under the same signature; every Twilio webhook now takes only
//! what Twilio sends to it (src/messages/webhook.rs): its sid, of Twilio's
//! form, and parameter names Twilio documents for it.
use crate::helpers::{BASE_URL, TestApp, spawn_app_with};
use crate::messages::twilio_post;
use crate::providers::{ACCOUNT_SID, FROM, sms_config, twilio, twilio_signature};
use roadside::config::VoiceConfig;

const NUMBER: &str = "+13865550170";

async fn app() -> TestApp {
    let stand_in = twilio().await;
    let base = stand_in.api_base.clone();
    spawn_app_with(move |c| {
        c.sms = Some(sms_config(&base));
        c.voice = Some(VoiceConfig::default());
    })
    .await
}

fn sid(prefix: &str) -> String {
    format!("{prefix}{:032x}", rand::random::<u128>())
}

/// A text in as Twilio posts it, with the optional parameters it adds.
fn text_in(body: &str, message_sid: &str) -> Vec<(String, String)> {
    [
        ("AccountSid", ACCOUNT_SID),
        ("ApiVersion", "2010-04-01"),
        ("Body", body),
        ("From", NUMBER),
        ("FromCity", "PALM COAST"),
        ("FromCountry", "US"),
        ("FromState", "FL"),
        ("FromZip", "32137"),
        ("MessageSid", message_sid),
        ("NumMedia", "0"),
        ("NumSegments", "1"),
        ("SmsMessageSid", message_sid),
        ("SmsSid", message_sid),
        ("SmsStatus", "received"),
        ("To", FROM),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect()
}

fn pairs(params: &[(String, String)]) -> Vec<(&str, &str)> {
    params.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
}

/// Posts `params` to `path` with `signature` (Twilio's own for them when None).
async fn post(app: &TestApp, path: &str, params: &[(String, String)], signature: Option<&str>) -> (u16, String) {
    let resp = twilio_post(app, path, &pairs(params), signature).await;
    (resp.status().as_u16(), resp.text().await.unwrap())
}

fn opted_out(app: &TestApp) -> bool {
    app.count(&format!("sms_opt_outs WHERE phone = '{NUMBER}'")) == 1
}

/// `params` with the parameter `name` folded into the value before it, as a
/// re-split under the same signature does (`FromZip=32137MessageSidSM…`).
fn folded(params: &[(String, String)], name: &str) -> Vec<(String, String)> {
    let mut sorted = params.to_vec();
    sorted.sort();
    let at = sorted.iter().position(|(k, _)| k == name).unwrap();
    let (k, v) = sorted.remove(at);
    sorted[at - 1].1.push_str(&format!("{k}{v}"));
    sorted
}

#[tokio::test]
async fn finding_4_a_re_split_start_replay_is_refused_and_the_number_stays_opted_out() {
    let app = app().await;
    let url = format!("{BASE_URL}/api/sms/inbound");
    // A START, signed by Twilio, is captured; then the number texts STOP.
    let start = text_in("START", &sid("SM"));
    let captured = twilio_signature(&url, &pairs(&start));
    assert_eq!(post(&app, "/api/sms/inbound", &start, Some(&captured)).await.0, 200);
    assert_eq!(post(&app, "/api/sms/inbound", &text_in("STOP", &sid("SM")), None).await.0, 200);
    assert!(opted_out(&app));
    let texts = app.count("messages");

    // The captured START re-split under its own signature: MessageSid folded
    // into FromZip's value, then SmsMessageSid and SmsSid after it as well
    // (no sid left to say it was taken before), then NumMedia folded into
    // MessageSid (a sid not seen before).
    let without_sid = folded(&start, "MessageSid");
    let without_any_sid = folded(&folded(&folded(&start, "MessageSid"), "SmsMessageSid"), "SmsSid");
    let other_sid = folded(&start, "NumMedia");
    for resplit in [without_sid, without_any_sid, other_sid] {
        assert_eq!(twilio_signature(&url, &pairs(&resplit)), captured, "the same signature: {resplit:?}");
        let (status, answer) = post(&app, "/api/sms/inbound", &resplit, Some(&captured)).await;
        assert_eq!(status, 400, "{resplit:?}: {answer}");
        assert!(!answer.contains("<Message>"), "{answer}");
        assert!(opted_out(&app), "still opted out after {resplit:?}");
    }
    assert_eq!(app.count("messages"), texts, "nothing kept");
    // Twilio's own retry of the START, as sent, changes nothing either (seen before).
    let (status, answer) = post(&app, "/api/sms/inbound", &start, Some(&captured)).await;
    assert_eq!(status, 200);
    assert!(!answer.contains("<Message>") && opted_out(&app));
}

#[tokio::test]
async fn finding_4_a_text_without_message_sid_is_refused_and_changes_nothing() {
    let app = app().await;
    let mut stop = text_in("STOP", &sid("SM"));
    stop.retain(|(k, _)| !matches!(k.as_str(), "MessageSid" | "SmsMessageSid" | "SmsSid"));
    let (status, answer) = post(&app, "/api/sms/inbound", &stop, None).await;
    assert_eq!(status, 400, "{answer}");
    assert!(answer.contains("MessageSid"), "{answer}");
    assert!(!opted_out(&app));
    assert_eq!(app.count("messages"), 0);
    // Nor a sid that is not one of Twilio's, nor SmsSid standing in for it.
    for (name, value) in [("MessageSid", "SM1".to_string()), ("MessageSid", sid("CA")), ("SmsSid", sid("SM"))] {
        let mut sent = stop.clone();
        sent.push((name.into(), value));
        assert_eq!(post(&app, "/api/sms/inbound", &sent, None).await.0, 400, "{name}");
    }
    // The status callback likewise.
    let status = vec![
        ("MessageStatus".to_string(), "failed".to_string()),
        ("ErrorCode".into(), "21610".into()),
        ("To".into(), NUMBER.into()),
    ];
    assert_eq!(post(&app, "/api/sms/status", &status, None).await.0, 400);
    assert!(!opted_out(&app), "a refused status callback opts no one out");
    assert_eq!(app.count("sms_opt_outs"), 0);
}

/// Every voice webhook's path, with a query as the TwiML that made it gives.
const VOICE: &[&str] = &[
    "/api/voice/inbound",
    "/api/voice/dial?call=1&step=0",
    "/api/voice/whisper?call=1&step=0",
    "/api/voice/status",
    "/api/voice/connect?call=1",
    "/api/voice/voicemail?call=1",
    "/api/voice/recording?call=1&kind=voicemail",
];

/// What Twilio posts to the voice webhook at `path`: the call's parameters,
/// and the recording's where it has one.
fn call(path: &str, call_sid: Option<&str>) -> Vec<(String, String)> {
    let mut params: Vec<(String, String)> = [
        ("AccountSid", ACCOUNT_SID),
        ("ApiVersion", "2010-04-01"),
        ("CallStatus", "completed"),
        ("Direction", "inbound"),
        ("From", NUMBER),
        ("To", FROM),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    if path.starts_with("/api/voice/recording") || path.starts_with("/api/voice/voicemail") {
        params.push(("RecordingSid".into(), sid("RE")));
        params.push(("RecordingStatus".into(), "completed".into()));
    }
    if let Some(call_sid) = call_sid {
        params.push(("CallSid".into(), call_sid.into()));
    }
    params
}

#[tokio::test]
async fn finding_4_a_voice_webhook_without_call_sid_is_refused_and_changes_nothing() {
    let app = app().await;
    for path in VOICE {
        let (status, answer) = post(&app, path, &call(path, None), None).await;
        assert_eq!(status, 400, "{path}: {answer}");
        assert!(answer.contains("CallSid"), "{path}: {answer}");
        let (status, _) = post(&app, path, &call(path, Some("CA1")), None).await;
        assert_eq!(status, 400, "{path}: a CallSid not of Twilio's form");
    }
    assert_eq!(app.count("calls"), 0, "no call kept");
    assert_eq!(app.count("quote_submissions"), 0, "no missed-call lead");
    assert_eq!(app.count("alert_outbox"), 0, "nothing sent");
    // Signed right and of Twilio's shape, a call comes in.
    assert_eq!(post(&app, "/api/voice/inbound", &call("/api/voice/inbound", Some(&sid("CA"))), None).await.0, 200);
    assert_eq!(app.count("calls"), 1);
}

#[tokio::test]
async fn finding_4_a_parameter_name_twilio_never_sends_is_refused_and_changes_nothing() {
    let app = app().await;
    let mut stop = text_in("STOP", &sid("SM"));
    stop.push(("Reason".into(), "opt out".into()));
    let (status, answer) = post(&app, "/api/sms/inbound", &stop, None).await;
    assert_eq!(status, 400);
    assert!(answer.contains("\\\"Reason\\\""), "the answer names it: {answer}");
    assert!(!opted_out(&app) && app.count("messages") == 0);
    // A name twice is not Twilio's either.
    let mut twice = text_in("STOP", &sid("SM"));
    twice.push(("Body".into(), "START".into()));
    assert_eq!(post(&app, "/api/sms/inbound", &twice, None).await.0, 400);
    let mut status = vec![("MessageSid".to_string(), sid("SM")), ("MessageStatus".into(), "delivered".into())];
    status.push(("Body2".into(), "x".into()));
    assert_eq!(post(&app, "/api/sms/status", &status, None).await.0, 400);
    // Every voice webhook: a text's parameter is not a call's.
    for path in VOICE {
        let mut params = call(path, Some(&sid("CA")));
        params.push(("Body".into(), "STOP".into()));
        assert_eq!(post(&app, path, &params, None).await.0, 400, "{path}");
    }
    assert!(!opted_out(&app));
    assert_eq!(app.count("calls"), 0);
}
