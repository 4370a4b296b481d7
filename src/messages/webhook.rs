//! Twilio's webhooks take only what Twilio sends (issue 36, finding 4).
//!
//! X-Twilio-Signature is an HMAC over the URL followed by every parameter's
//! name and value run together, sorted by name. Nothing marks where a name
//! ends and its value begins, so a captured request can be re-split under
//! the same signature: `FromZip=32137` + `MessageSid=SM…` resent as
//! `FromZip=32137MessageSidSM…`, a START without its MessageSid that the
//! replay check (a MessageSid seen before) no longer recognises. A signed
//! form is therefore also held to Twilio's own shape before a handler sees
//! it (`TwilioForm`), and refused (400, logged, nothing changed) when:
//! - its sid is missing or not of Twilio's form (MessageSid `SM` or `MM` and
//!   32 hex digits, with SmsSid and SmsMessageSid equal to it when present;
//!   CallSid `CA` and 32 hex digits; RecordingSid `RE` and 32 hex digits):
//!   a re-split folds another parameter into a value, or one into a sid,
//!   and the sid no longer reads as one;
//! - a parameter name is not one Twilio documents for that webhook (each
//!   webhook's list below, generous with Twilio's documented optional
//!   parameters), or comes twice.
//!
//! Twilio says it may add parameters without notice: one refused for its
//! name is logged with the name, so it can be added to its list here.
use super::twilio;
use crate::config::{Config, SmsConfig};
use crate::error::{ApiError, ErrorBody};
use crate::state::AppState;
use axum::body::Bytes;
use axum::extract::{FromRequest, OriginalUri, Request};
use std::marker::PhantomData;

/// The sid that names what a webhook is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sid {
    /// MessageSid (SmsSid, SmsMessageSid): a text.
    Message,
    /// CallSid: a call (every voice webhook).
    Call,
}

/// One webhook's rules.
pub struct Spec {
    /// For the log.
    pub name: &'static str,
    pub sid: Sid,
    /// Whether the request must carry a RecordingSid (a recording status callback).
    pub recording: bool,
    /// The parameter names Twilio documents for it, in groups; `Name{N}` is
    /// a numbered one (MediaUrl0, MediaUrl1...).
    pub params: &'static [&'static [&'static str]],
}

/// A webhook of the server: its `Spec`.
pub trait Webhook: Send + Sync + 'static {
    const SPEC: Spec;
}

/// A webhook's form, signed by Twilio (over `base_url`, the path and the
/// query, as Twilio called it) and of Twilio's shape for that webhook. 404
/// without `[sms]` (without `[voice]` too for a call's webhook), 400 for a
/// body that is not a form or not of Twilio's shape, 403 for a missing or
/// wrong X-Twilio-Signature.
pub struct TwilioForm<W> {
    params: Vec<(String, String)>,
    webhook: PhantomData<W>,
}

/// What `TwilioForm` answers a text's webhook before its handler runs (never
/// built: it only describes the responses).
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
pub enum SmsWebhookRefused {
    #[response(status = 403, description = "The X-Twilio-Signature header is missing or wrong.")]
    Unsigned(ErrorBody),
    #[response(status = 404, description = "Text messages are not set up ([sms]).")]
    NotSetUp(ErrorBody),
}

/// What `TwilioForm` answers a call's webhook before its handler runs (never
/// built: it only describes the responses).
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
pub enum CallWebhookRefused {
    #[response(status = 403, description = "The X-Twilio-Signature header is missing or wrong.")]
    Unsigned(ErrorBody),
    #[response(status = 404, description = "Calls are not set up ([voice]).")]
    NotSetUp(ErrorBody),
}

impl<W> TwilioForm<W> {
    /// A parameter's value; "" when it was not sent.
    pub fn param(&self, name: &str) -> &str {
        self.params.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str()).unwrap_or("")
    }
}

/// The account a webhook is checked against, or the answer that ends it.
fn set_up(config: &Config, sid: Sid) -> Result<&SmsConfig, ApiError> {
    match (sid, &config.sms, &config.voice) {
        (Sid::Message, Some(sms), _) => Ok(sms),
        (Sid::Message, None, _) => Err(ApiError::NotFound),
        (Sid::Call, Some(sms), Some(_)) => Ok(sms),
        (Sid::Call, _, _) => Err(ApiError::NotSetUp("Calls are not set up ([voice]).".into())),
    }
}

impl<W: Webhook> FromRequest<AppState> for TwilioForm<W> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, ApiError> {
        let spec = &W::SPEC;
        let sms = set_up(&state.config, spec.sid)?;
        // Nested routers see their own part of the path; Twilio signed the whole.
        let uri = req.extensions().get::<OriginalUri>().map(|u| u.0.clone()).unwrap_or_else(|| req.uri().clone());
        let headers = req.headers().clone();
        let body = Bytes::from_request(req, state).await.map_err(|e| {
            if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::PayloadTooLarge
            } else {
                ApiError::BadRequest("The request body could not be read.".into())
            }
        })?;
        let params = match twilio::signed_form(sms, &state.config.base_url, &uri, &headers, &body) {
            None => return Err(ApiError::BadRequest("The body is not a form.".into())),
            Some(Err(())) => {
                tracing::warn!(
                    webhook = spec.name,
                    path = uri.path(),
                    "Twilio webhook refused: missing or wrong X-Twilio-Signature"
                );
                return Err(ApiError::Forbidden("The request signature is missing or wrong.".into()));
            }
            Some(Ok(params)) => params,
        };
        if let Err(why) = twilios_shape(spec, &params) {
            tracing::warn!(webhook = spec.name, path = uri.path(), reason = %why, "Twilio webhook refused: not of Twilio's shape");
            return Err(ApiError::BadRequest(format!("This is not a request Twilio sends: {why}")));
        }
        Ok(TwilioForm { params, webhook: PhantomData })
    }
}

/// `prefix` and 32 hex digits: a sid of Twilio's (34 characters).
fn is_sid(value: &str, prefixes: &[&str]) -> bool {
    prefixes
        .iter()
        .any(|p| value.strip_prefix(p).is_some_and(|hex| hex.len() == 32 && hex.bytes().all(|b| b.is_ascii_hexdigit())))
}

/// Whether `name` is one of the spec's (a numbered `Name{N}`: the name and up to two digits).
fn documented(spec: &Spec, name: &str) -> bool {
    spec.params.iter().flat_map(|group| group.iter()).any(|&allowed| match allowed.strip_suffix("{N}") {
        Some(stem) => {
            name.strip_prefix(stem).is_some_and(|n| (1..=2).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()))
        }
        None => name == allowed,
    })
}

/// Why a signed form is not one Twilio sends to this webhook, if it is not.
pub fn twilios_shape(spec: &Spec, params: &[(String, String)]) -> Result<(), String> {
    for (n, (name, _)) in params.iter().enumerate() {
        if !documented(spec, name) {
            return Err(format!("Twilio sends no parameter named {:?} to this webhook.", truncated(name)));
        }
        if params[..n].iter().any(|(earlier, _)| earlier == name) {
            return Err(format!("the parameter {name} comes twice."));
        }
    }
    let value = |name: &str| params.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    match spec.sid {
        Sid::Message => {
            let sid = value("MessageSid").ok_or("MessageSid is missing.")?;
            if !is_sid(sid, &["SM", "MM"]) {
                return Err("MessageSid is not a message sid (SM or MM and 32 hex digits).".into());
            }
            for alias in ["SmsSid", "SmsMessageSid"] {
                if value(alias).is_some_and(|v| v != sid) {
                    return Err(format!("{alias} differs from MessageSid."));
                }
            }
        }
        Sid::Call => {
            let sid = value("CallSid").ok_or("CallSid is missing.")?;
            if !is_sid(sid, &["CA"]) {
                return Err("CallSid is not a call sid (CA and 32 hex digits).".into());
            }
        }
    }
    match value("RecordingSid") {
        Some(sid) if !is_sid(sid, &["RE"]) => Err("RecordingSid is not a recording sid (RE and 32 hex digits).".into()),
        None if spec.recording => Err("RecordingSid is missing.".into()),
        _ => Ok(()),
    }
}

/// A name as the log and the answer show it: at most 40 characters.
fn truncated(name: &str) -> String {
    name.chars().take(40).collect()
}

// Twilio's documented parameters (docs: "Twilio's request to your incoming
// message Webhook URL", "Outbound message status callback", "Voice
// webhooks", "<Dial> action", "<Record> action", "Recording status
// callback"), grouped as the webhooks share them.

/// Where a number is, when Twilio can tell (texts and calls).
const GEOGRAPHY: &[&str] =
    &["FromCity", "FromState", "FromZip", "FromCountry", "ToCity", "ToState", "ToZip", "ToCountry"];

/// Every text webhook.
const MESSAGE: &[&str] = &[
    "MessageSid",
    "SmsSid",
    "SmsMessageSid",
    "AccountSid",
    "MessagingServiceSid",
    "From",
    "To",
    "ApiVersion",
    "SmsStatus",
];

/// A text in: its words and media, and what other channels (WhatsApp, RCS) add.
const MESSAGE_IN: &[&str] = &[
    "Body",
    "NumMedia",
    "NumSegments",
    "MediaUrl{N}",
    "MediaContentType{N}",
    "AddOns",
    "OptOutType",
    "MessageType",
    "ChannelMetadata",
    "ProfileName",
    "WaId",
    "Forwarded",
    "FrequentlyForwarded",
    "ButtonText",
    "ButtonPayload",
    "Latitude",
    "Longitude",
    "Address",
    "Label",
    "OriginalRepliedMessageSender",
    "OriginalRepliedMessageSid",
    "ReferralNumMedia",
    "ReferralBody",
    "ReferralHeadline",
    "ReferralSourceId",
    "ReferralSourceType",
    "ReferralSourceUrl",
    "ReferralMediaId",
    "ReferralMediaContentType",
    "ReferralMediaUrl",
    "ReferralCtwaClid",
];

/// A text's delivery status.
const MESSAGE_STATUS: &[&str] = &[
    "MessageStatus",
    "ErrorCode",
    "ErrorMessage",
    "RawDlrDoneDate",
    "ChannelInstallSid",
    "ChannelStatusMessage",
    "ChannelPrefix",
    "EventType",
    "Body",
    "NumMedia",
    "NumSegments",
];

/// Every voice webhook (Twilio's request for TwiML, and its callbacks).
const CALL: &[&str] = &[
    "CallSid",
    "AccountSid",
    "From",
    "To",
    "CallStatus",
    "ApiVersion",
    "Direction",
    "ForwardedFrom",
    "CallerName",
    "ParentCallSid",
    "CallToken",
    "Called",
    "CalledCity",
    "CalledState",
    "CalledZip",
    "CalledCountry",
    "Caller",
    "CallerCity",
    "CallerState",
    "CallerZip",
    "CallerCountry",
    "StirVerstat",
    "StirPassportToken",
    "AddOns",
    "ApplicationSid",
    "AnsweredBy",
    "MachineDetectionDuration",
];

/// A call's status callback.
const CALL_STATUS: &[&str] = &[
    "CallDuration",
    "Duration",
    "SipResponseCode",
    "Timestamp",
    "CallbackSource",
    "SequenceNumber",
    "ErrorCode",
    "ErrorMessage",
    "QueueTime",
];

/// A recording Twilio made (a `<Dial record>` or `<Record>` action, a status callback).
const RECORDING: &[&str] = &[
    "RecordingSid",
    "RecordingUrl",
    "RecordingStatus",
    "RecordingDuration",
    "RecordingChannels",
    "RecordingStartTime",
    "RecordingSource",
    "RecordingTrack",
    "ConferenceSid",
    "ErrorCode",
];

/// A `<Dial>` leg ended (its action).
const DIAL: &[&str] = &["DialCallStatus", "DialCallSid", "DialCallDuration", "DialBridged", "DialSipResponseCode"];

/// A text in (the number's "A message comes in").
pub struct SmsInbound;
impl Webhook for SmsInbound {
    const SPEC: Spec =
        Spec { name: "sms inbound", sid: Sid::Message, recording: false, params: &[MESSAGE, GEOGRAPHY, MESSAGE_IN] };
}

/// A text's status (the StatusCallback of a text sent).
pub struct SmsStatus;
impl Webhook for SmsStatus {
    const SPEC: Spec =
        Spec { name: "sms status", sid: Sid::Message, recording: false, params: &[MESSAGE, GEOGRAPHY, MESSAGE_STATUS] };
}

/// A call comes in.
pub struct VoiceInbound;
impl Webhook for VoiceInbound {
    const SPEC: Spec = Spec { name: "voice inbound", sid: Sid::Call, recording: false, params: &[CALL, GEOGRAPHY] };
}

/// A `<Dial>` leg ended (its action URL); with recording on, it may carry the recording.
pub struct VoiceDial;
impl Webhook for VoiceDial {
    const SPEC: Spec =
        Spec { name: "voice dial", sid: Sid::Call, recording: false, params: &[CALL, GEOGRAPHY, DIAL, RECORDING] };
}

/// The person rung answered (`<Number url>`): the child leg's request.
pub struct VoiceWhisper;
impl Webhook for VoiceWhisper {
    const SPEC: Spec = Spec { name: "voice whisper", sid: Sid::Call, recording: false, params: &[CALL, GEOGRAPHY] };
}

/// A call's status changed.
pub struct VoiceStatus;
impl Webhook for VoiceStatus {
    const SPEC: Spec = Spec {
        name: "voice status",
        sid: Sid::Call,
        recording: false,
        params: &[CALL, GEOGRAPHY, CALL_STATUS, RECORDING],
    };
}

/// An outbound call's first leg was answered (the Calls API's `Url`).
pub struct VoiceConnect;
impl Webhook for VoiceConnect {
    const SPEC: Spec = Spec { name: "voice connect", sid: Sid::Call, recording: false, params: &[CALL, GEOGRAPHY] };
}

/// After the voicemail's recording (`<Record action>`).
pub struct VoiceVoicemail;
impl Webhook for VoiceVoicemail {
    const SPEC: Spec = Spec {
        name: "voice voicemail",
        sid: Sid::Call,
        recording: false,
        params: &[CALL, GEOGRAPHY, RECORDING, &["Digits"]],
    };
}

/// A recording is ready (`recordingStatusCallback`).
pub struct VoiceRecording;
impl Webhook for VoiceRecording {
    const SPEC: Spec = Spec { name: "voice recording", sid: Sid::Call, recording: true, params: &[CALL, RECORDING] };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    const SM: &str = "SM0123456789abcdef0123456789abcdef";
    const CA: &str = "CA0123456789abcdef0123456789abcdef";

    #[test]
    fn a_text_in_needs_its_message_sid_of_twilio_s_form() {
        let spec = &SmsInbound::SPEC;
        let ok = [("From", "+13865550177"), ("To", "+13865550100"), ("Body", "START"), ("MessageSid", SM)];
        assert_eq!(twilios_shape(spec, &form(&ok)), Ok(()));
        let mut all = ok.to_vec();
        all.extend([("SmsSid", SM), ("SmsMessageSid", SM), ("NumMedia", "1"), ("MediaUrl0", "https://x")]);
        all.extend([("MediaContentType0", "image/jpeg"), ("FromZip", "32137"), ("OptOutType", "START")]);
        assert_eq!(twilios_shape(spec, &form(&all)), Ok(()));
        // The re-split of finding 4: MessageSid folded into FromZip's value.
        let resplit = [("From", "+13865550177"), ("Body", "START"), ("FromZip", &format!("32137MessageSid{SM}"))];
        assert!(twilios_shape(spec, &form(&resplit)).unwrap_err().contains("MessageSid is missing"));
        for bad in ["SM1", "SM0123456789abcdef0123456789abcdefNumMedia0", "CA0123456789abcdef0123456789abcdef", ""] {
            let f = form(&[("Body", "START"), ("MessageSid", bad)]);
            assert!(twilios_shape(spec, &f).unwrap_err().contains("MessageSid"), "{bad}");
        }
        let other = "SMffffffffffffffffffffffffffffffff";
        let f = form(&[("Body", "STOP"), ("MessageSid", SM), ("SmsSid", other)]);
        assert!(twilios_shape(spec, &f).unwrap_err().contains("SmsSid differs"));
        let f = form(&[("Body", "STOP"), ("MessageSid", SM), ("Bod", "y")]);
        assert!(twilios_shape(spec, &f).unwrap_err().contains("\"Bod\""));
        let f = form(&[("Body", "STOP"), ("MessageSid", SM), ("Body", "START")]);
        assert!(twilios_shape(spec, &f).unwrap_err().contains("twice"));
        let f = form(&[("MessageSid", SM), ("MediaUrl", "x")]);
        assert!(twilios_shape(spec, &f).is_err(), "a numbered name needs its number");
    }

    #[test]
    fn every_voice_webhook_needs_its_call_sid_and_a_recording_its_recording_sid() {
        let specs = [
            VoiceInbound::SPEC,
            VoiceDial::SPEC,
            VoiceWhisper::SPEC,
            VoiceStatus::SPEC,
            VoiceConnect::SPEC,
            VoiceVoicemail::SPEC,
        ];
        for spec in &specs {
            assert_eq!(
                twilios_shape(spec, &form(&[("CallSid", CA), ("CallStatus", "ringing")])),
                Ok(()),
                "{}",
                spec.name
            );
            assert!(twilios_shape(spec, &form(&[("CallStatus", "ringing")])).is_err(), "{}", spec.name);
            assert!(twilios_shape(spec, &form(&[("CallSid", "CA1")])).is_err(), "{}", spec.name);
            assert!(twilios_shape(spec, &form(&[("CallSid", CA), ("Body", "STOP")])).is_err(), "{}", spec.name);
        }
        let recording = &VoiceRecording::SPEC;
        let re = "RE0123456789abcdef0123456789abcdef";
        let ready = [("CallSid", CA), ("RecordingSid", re), ("RecordingStatus", "completed"), ("RecordingUrl", "u")];
        assert_eq!(twilios_shape(recording, &form(&ready)), Ok(()));
        assert!(twilios_shape(recording, &form(&ready[..1])).unwrap_err().contains("RecordingSid is missing"));
        let bad = [("CallSid", CA), ("RecordingSid", "RE1")];
        assert!(twilios_shape(recording, &form(&bad)).unwrap_err().contains("recording sid"));
    }
}
