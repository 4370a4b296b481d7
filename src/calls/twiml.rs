//! The TwiML answers of the voice webhooks: ring the next person on call
//! (with a whisper on answer), or end the call. Every
//! value is escaped; every URL is on the configured base URL.
use crate::config::VoiceConfig;

const HEAD: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";

pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&apos;")
}

fn say(text: &str) -> String {
    format!("<Say>{}</Say>", escape(text))
}

/// Rings `phone` for the ring time; Twilio asks `dial_action` what next when
/// the leg ends, and `whisper` for what the person hears on answering
/// (before the caller is put through).
pub struct Ring<'a> {
    pub phone: &'a str,
    pub caller_id: &'a str,
    pub dial_action: &'a str,
    pub whisper: &'a str,
    /// Calls are recorded: said to the caller first (only before the first ring).
    pub notice: Option<&'a str>,
    /// Calls are recorded: where Twilio says the recording is ready.
    pub recording_callback: Option<&'a str>,
}

pub fn ring(voice: &VoiceConfig, r: &Ring) -> String {
    let notice = r.notice.map(say).unwrap_or_default();
    let record = match r.recording_callback {
        Some(url) => format!(
            " record=\"record-from-answer-dual\" recordingStatusCallback=\"{}\" recordingStatusCallbackMethod=\"POST\" recordingStatusCallbackEvent=\"completed\"",
            escape(url)
        ),
        None => String::new(),
    };
    format!(
        "{HEAD}<Response>{notice}<Dial timeout=\"{}\" callerId=\"{}\" action=\"{}\" method=\"POST\"{record}><Number url=\"{}\" method=\"POST\">{}</Number></Dial></Response>",
        voice.ring_seconds,
        escape(r.caller_id),
        escape(r.dial_action),
        escape(r.whisper),
        escape(r.phone)
    )
}

/// What staff hear on answering, before the caller is put through.
pub fn whisper(caller: &str) -> String {
    format!("{HEAD}<Response>{}</Response>", say(&format!("Roadside call from {caller}.")))
}

/// After the last ring: the voicemail greeting and a recording of at most
/// the longest voicemail; Twilio then asks `action` what next, and says at
/// `recording_callback` when the recording is ready.
pub fn voicemail(voice: &VoiceConfig, action: &str, recording_callback: &str) -> String {
    format!(
        "{HEAD}<Response>{}<Record maxLength=\"{}\" playBeep=\"true\" action=\"{}\" method=\"POST\" recordingStatusCallback=\"{}\" recordingStatusCallbackMethod=\"POST\" recordingStatusCallbackEvent=\"completed\"/></Response>",
        say(&voice.voicemail_greeting),
        voice.voicemail_max_seconds,
        escape(action),
        escape(recording_callback)
    )
}

pub fn goodbye(text: &str) -> String {
    format!("{HEAD}<Response>{}<Hangup/></Response>", say(text))
}

pub fn hang_up() -> String {
    format!("{HEAD}<Response><Hangup/></Response>")
}

/// An outbound call's first leg, once the staff member answers: put them
/// through to the customer with the business number as the caller ID.
pub fn connect(customer: &str, business_number: &str, action: &str) -> String {
    format!(
        "{HEAD}<Response>{}<Dial callerId=\"{}\" action=\"{}\" method=\"POST\"><Number>{}</Number></Dial></Response>",
        say("Connecting you to the customer."),
        escape(business_number),
        escape(action),
        escape(customer)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_said_and_every_url_are_escaped() {
        let twiml = goodbye("A & B <c>");
        assert!(twiml.contains("<Say>A &amp; B &lt;c&gt;</Say><Hangup/>"), "{twiml}");
        let voice = VoiceConfig::default();
        let twiml = ring(
            &voice,
            &Ring {
                phone: "+13865550101",
                caller_id: "+13865550142",
                dial_action: "https://x/d?call=1&step=0",
                whisper: "https://x/w?call=1&step=0",
                notice: None,
                recording_callback: None,
            },
        );
        assert!(twiml.contains("action=\"https://x/d?call=1&amp;step=0\""), "{twiml}");
        assert!(
            twiml.contains("<Number url=\"https://x/w?call=1&amp;step=0\" method=\"POST\">+13865550101</Number>"),
            "{twiml}"
        );
    }
}
