//! Voicemails and recorded calls: Twilio says a recording is ready (a signed
//! callback); the outbox fetches it with the account's credentials, only
//! from the account's own Recordings on the configured API base; staff play
//! it from the lead. It is kept in the database (migration V20): backups
//! copy it, an erasure or the retention sweep removes it with its call.
use super::{store, twiml, xml};
use crate::config::SmsConfig;
use crate::error::{ApiError, ErrorBody};
use crate::messages::webhook::CallWebhookRefused;
use crate::messages::webhook::{self, TwilioForm};
use crate::outbox::{self, Envelope, Failure, Message, Person};
use crate::refs::{ContactEvent, LeadEvent, LiveEvent};
use crate::state::AppState;
use crate::state::Effects;
use crate::web::path::PathId;
use crate::web::query::Query;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use utoipa::IntoParams;

/// The largest recording fetched (a 10-minute voicemail in MP3 is about 5 MB).
const MAX_BYTES: usize = 16 * 1024 * 1024;

/// Which call a recording callback is about, and what it recorded.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct Recorded {
    /// The call's id, as the TwiML that recorded gave it.
    call: i64,
    /// voicemail or call.
    #[serde(default)]
    kind: Option<String>,
}

/// The form Twilio posts when a recording is ready.
#[derive(utoipa::ToSchema)]
#[allow(dead_code, non_snake_case)]
pub(super) struct RecordingStatus {
    #[schema(pattern = "^CA[0-9a-fA-F]{32}$")]
    CallSid: String,
    #[schema(pattern = "^RE[0-9a-fA-F]{32}$")]
    RecordingSid: String,
    RecordingUrl: String,
    /// completed, absent or failed.
    RecordingStatus: String,
    RecordingDuration: Option<String>,
}

/// Whether `url` is one of the account's recordings on the configured API
/// base: only there are the account's credentials ever sent.
pub fn is_account_recording(sms: &SmsConfig, url: &str) -> bool {
    let prefix = format!("{}/2010-04-01/Accounts/{}/Recordings/", sms.api_base, sms.account_sid);
    url.strip_prefix(&prefix)
        .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.'))
}

/// After the voicemail's recording (`<Record action>`): thanks, and the call ends.
#[utoipa::path(post, path = "/voice/voicemail", tag = "calls", params(Recorded),
    request_body(content = RecordingStatus, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "TwiML: thanks and a hang-up.", content_type = "text/xml", body = String),
        (status = 400, description = "The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.", body = ErrorBody),
        CallWebhookRefused,
    ))]
pub(super) async fn voice_voicemail(_form: TwilioForm<webhook::VoiceVoicemail>) -> Result<Response, ApiError> {
    Ok(xml(twiml::goodbye("Thank you. We will call you right back.")))
}

/// A voicemail or a call's recording is ready (`recordingStatusCallback`):
/// kept, and fetched by the outbox.
#[utoipa::path(post, path = "/voice/recording", tag = "calls", params(Recorded),
    request_body(content = RecordingStatus, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 204, description = "Kept (or not a recording we fetch: logged)."),
        (status = 400, description = "The body is not a form, or not one Twilio sends (CallSid missing or not a call sid, or a parameter Twilio does not send to this webhook: nothing is changed), or the query string is not well formed.", body = ErrorBody),
        CallWebhookRefused,
    ))]
pub(super) async fn voice_recording(
    State(state): State<AppState>,
    Query(at): Query<Recorded>,
    form: TwilioForm<webhook::VoiceRecording>,
) -> Result<Response, ApiError> {
    let done = StatusCode::NO_CONTENT.into_response();
    if form.param("RecordingStatus") != "completed" {
        return Ok(done);
    }
    let Some(sms) = &state.config.sms else { return Ok(done) };
    let url = form.param("RecordingUrl").to_string();
    if !is_account_recording(sms, &url) {
        tracing::warn!(
            call = at.call,
            "a recording callback named a URL outside the account's recordings: not fetched"
        );
        return Ok(done);
    }
    let sid = form.param("RecordingSid").to_string();
    let seconds = form.param("RecordingDuration").parse::<i64>().ok().filter(|s| (0..=86_400).contains(s));
    if seconds == Some(0) {
        return Ok(done);
    }
    let kind = if at.kind.as_deref() == Some("call") { "call" } else { "voicemail" };
    let call_id = at.call;
    let queued = state
        .db
        .write(move |c| -> rusqlite::Result<_> {
            let tx = c.transaction()?;
            let Some(call) = store::by_id(&tx, call_id)? else { return Ok(None) };
            let Some(id) = store::insert_recording(&tx, call.id, &sid, kind, &url, seconds)? else { return Ok(None) };
            let lead = call.lead_type.as_deref().and_then(crate::refs::LeadKind::parse).zip(call.lead_id);
            let person = Person { phone: Some(call.phone.as_str().to_string()), email: None };
            let lead_ref = lead.map(|(k, id)| crate::outbox::LeadRef { kind: k.as_str(), id });
            outbox::enqueue(&tx, &Envelope::new(Message::Recording { recording_id: id }).about(lead_ref, person))?;
            tx.commit()?;
            Ok(Some(()))
        })
        .await?;
    match queued {
        Some(()) => state.after_commit(Effects::queued()),
        None => tracing::warn!(call = call_id, "recording for a call we do not know, or kept before"),
    }
    Ok(done)
}

/// A voicemail or a call's recording, for staff to play.
#[utoipa::path(get, path = "/recordings/{id}", tag = "calls",
    params(("id" = i64, Path, description = "The recording's id (a call's voicemailId or recordingId).")),
    responses(
        (status = 200, description = "The sound, as Twilio recorded it (audio/mpeg).", content_type = "audio/mpeg", body = Vec<u8>),
        (status = 404, description = "No such recording, or not fetched yet.", body = ErrorBody),
    ))]
pub(super) async fn play(State(state): State<AppState>, PathId(id): PathId) -> Result<Response, ApiError> {
    let audio = state.db.call(move |c| store::audio(c, id)).await?.ok_or(ApiError::NotFound)?;
    let mut resp = audio.audio.into_response();
    let content_type =
        HeaderValue::from_str(&audio.content_type).unwrap_or_else(|_| HeaderValue::from_static("audio/mpeg"));
    resp.headers_mut().insert(header::CONTENT_TYPE, content_type);
    resp.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    Ok(resp)
}

/// Fetches a recording into the database (the outbox's Recording message).
pub(super) async fn fetch(
    db: &crate::db::Db,
    http: &reqwest::Client,
    sms: &SmsConfig,
    recording_id: i64,
) -> Result<Option<LeadEvent>, Failure> {
    let Some(rec) = db.call(move |c| store::recording(c, recording_id)).await? else {
        return Err(Failure::GiveUp("the recording is no longer on record (erased)".into()));
    };
    if rec.fetched {
        return Ok(None);
    }
    if !is_account_recording(sms, &rec.url) {
        return Err(Failure::GiveUp("the recording's URL is not the account's".into()));
    }
    let resp = http
        .get(format!("{}.mp3", rec.url))
        .basic_auth(&sms.account_sid, Some(&sms.auth_token))
        .timeout(std::time::Duration::from_secs(15))
        .send()
        .await
        .map_err(|e| Failure::Retry(e.into()))?;
    let status = resp.status();
    if !status.is_success() {
        return Err(Failure::Retry(anyhow::anyhow!("Twilio answered {status} for the recording")));
    }
    if resp.content_length().is_some_and(|n| n as usize > MAX_BYTES) {
        return Err(Failure::GiveUp("the recording is larger than 16 MB".into()));
    }
    let bytes = resp.bytes().await.map_err(|e| Failure::Retry(e.into()))?;
    if bytes.len() > MAX_BYTES {
        return Err(Failure::GiveUp("the recording is larger than 16 MB".into()));
    }
    let call_id = rec.call_id;
    let event = db
        .write(move |c| -> rusqlite::Result<_> {
            let tx = c.transaction()?;
            store::store_audio(&tx, recording_id, "audio/mpeg", &bytes)?;
            // The open dashboards reload the lead's thread, where it plays.
            let event = match store::by_id(&tx, call_id)? {
                Some(call) => {
                    let created_at = crate::time::now_text();
                    let summary = LiveEvent::Call(ContactEvent {
                        id: call.id,
                        created_at: created_at.clone(),
                        lead_kind: call.lead_type.clone(),
                        lead_id: call.lead_id,
                        name: super::display(call.phone.as_str()),
                        phone: call.phone.as_str().to_string(),
                        body: None,
                        service: Some("Voicemail".into()),
                    });
                    let seq = store::insert_event(&tx, call.id, &summary.to_json(), &created_at)?;
                    Some(LeadEvent { seq, summary })
                }
                None => None,
            };
            tx.commit()?;
            Ok(event)
        })
        .await?;
    Ok(event)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_account_s_own_recordings_are_fetched_with_its_credentials() {
        let sms = SmsConfig {
            provider: crate::config::SmsProvider::Twilio,
            account_sid: "AC1".into(),
            auth_token: "t".into(),
            from: "+13865550100".into(),
            api_base: "https://api.twilio.com".into(),
        };
        assert!(is_account_recording(&sms, "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE123"));
        for url in [
            "https://api.twilio.com/2010-04-01/Accounts/AC2/Recordings/RE123",
            "https://evil.example/2010-04-01/Accounts/AC1/Recordings/RE123",
            "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/",
            "https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1/../../x",
            "https://api.twilio.com.evil.example/2010-04-01/Accounts/AC1/Recordings/RE1",
        ] {
            assert!(!is_account_recording(&sms, url), "{url}");
        }
    }
}
