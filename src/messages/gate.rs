//! The one outbound gate (issue 36, finding 3): every text and every number
//! dialled through the business line passes this module's one policy, and
//! only this module asks Twilio to send a text or place a call.
//!
//! The policy (`check`), for a number and a way out (a text or a call):
//! - the number is an allowed destination: a US or Canadian number, or one
//!   the owner listed in `[outbound] allowed_destinations`
//!   (`crate::phone::is_allowed_destination`; toll fraud and SMS pumping
//!   live on the others);
//! - for a text, the number has not texted STOP;
//! - the number has had fewer than `[outbound] texts_per_number_per_hour`
//!   texts (or `calls_per_number_per_hour` calls) in the last hour, counted
//!   from the outbox's rows (`crate::outbox::store::sent_to`).
//!
//! It is applied where a text or a call is queued (`messages::queue_text`,
//! `calls::place`), so staff see at once why one was not sent, and again
//! where it is delivered (`send_text`, `place_call`: the doors, the only
//! callers of `twilio::send` and `twilio::create`, which
//! tests/outbound_gate.rs holds to), because the configuration may have
//! changed in between and a row may have waited for hours. The numbers a
//! TwiML `<Dial>` rings (the on-call order, the customer of a masked call)
//! pass `destination`, the same rule without the database.
use super::twilio::{self, SendError};
use crate::config::{OutboundConfig, SmsConfig};
use crate::db::Db;
use crate::outbox::Channel;
use crate::outbox::store::{Counted, sent_to};
use crate::phone::Phone;
use rusqlite::Connection;

/// A way out of the server through Twilio.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Way {
    Text,
    Call,
}

/// Why the gate refused a number; `reason` says it as staff read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not a number that can be texted or called (no E.164 form).
    NotANumber,
    /// Outside the allowed destinations (the number, E.164).
    Destination(String),
    /// The number texted STOP (texts only).
    OptedOut,
    /// The hour's texts or calls to the number are used up.
    Rate { way: Way, limit: u32 },
}

impl Refusal {
    /// Why, in a sentence that names the setting behind it: shown on the
    /// lead as the reason a text was not sent, and in a refused request.
    pub fn reason(&self) -> String {
        match self {
            Refusal::NotANumber => "The number cannot be read as a phone number to text or call.".into(),
            Refusal::Destination(number) => format!(
                "{number} is not an allowed destination: only US and Canadian numbers are texted or called unless \
                 the owner lists others (see [outbound] allowed_destinations)."
            ),
            Refusal::OptedOut => "The number opted out (it texted STOP).".into(),
            Refusal::Rate { way: Way::Text, limit } => format!(
                "The number was texted {limit} times in the last hour, the most allowed (see [outbound] \
                 texts_per_number_per_hour)."
            ),
            Refusal::Rate { way: Way::Call, limit } => format!(
                "The number was called {limit} times in the last hour, the most allowed (see [outbound] \
                 calls_per_number_per_hour)."
            ),
        }
    }
}

/// Whether a number may be texted or dialled at all: the destination rule
/// alone, for a number a TwiML `<Dial>` rings and for one saved to be rung
/// later (the on-call order). Answers the number in E.164.
pub fn destination(outbound: &OutboundConfig, to: &Phone) -> Result<String, Refusal> {
    let number = to.e164().ok_or(Refusal::NotANumber)?;
    if !crate::phone::is_allowed_destination(number, &outbound.allowed_destinations) {
        return Err(Refusal::Destination(number.to_string()));
    }
    Ok(number.to_string())
}

/// The whole policy for one text or call to `to`, in the caller's
/// connection or transaction, as it is queued (`Counted::Queued`: what was
/// queued for the number in the last hour) or delivered
/// (`Counted::Delivered`: what went out to it in the last hour, the row
/// being delivered not yet among them). Answers the number in E.164.
pub fn check(
    c: &Connection,
    outbound: &OutboundConfig,
    way: Way,
    to: &Phone,
    counted: Counted,
) -> rusqlite::Result<Verdict> {
    let number = match destination(outbound, to) {
        Ok(number) => number,
        Err(refusal) => return Ok(Verdict::Refused(refusal)),
    };
    if way == Way::Text && super::is_opted_out(c, &number)? {
        return Ok(Verdict::Refused(Refusal::OptedOut));
    }
    let (channel, limit) = match way {
        Way::Text => (Channel::Sms, outbound.texts_per_number_per_hour),
        Way::Call => (Channel::Call, outbound.calls_per_number_per_hour),
    };
    let since = chrono::Utc::now() - chrono::Duration::hours(1);
    if sent_to(c, channel, &number, since, counted, limit)? >= limit {
        return Ok(Verdict::Refused(Refusal::Rate { way, limit }));
    }
    Ok(Verdict::Allowed(number))
}

/// The policy's answer for one text or call.
#[derive(Debug, PartialEq)]
pub enum Verdict {
    /// It may go: the number in E.164.
    Allowed(String),
    /// It may not, and why.
    Refused(Refusal),
}

/// What a door did.
#[derive(Debug)]
pub enum Outcome {
    /// Twilio took it: its sid.
    Sent(String),
    /// The gate refused it: nothing went to Twilio.
    NotSent(Refusal),
}

/// The policy once more, at delivery, on the database's thread.
async fn recheck(db: &Db, outbound: &OutboundConfig, way: Way, to: &Phone) -> Result<Verdict, SendError> {
    let (outbound, to) = (outbound.clone(), to.clone());
    db.call(move |c| check(c, &outbound, way, &to, Counted::Delivered)).await.map_err(SendError::Retry)
}

/// The door for texts: the policy at delivery, then Twilio's Messages API.
// The number and the text are personal: neither is a field of the span.
#[tracing::instrument(level = "debug", name = "gate::send_text", skip_all)]
pub async fn send_text(
    db: &Db,
    http: &reqwest::Client,
    sms: &SmsConfig,
    outbound: &OutboundConfig,
    to: &str,
    body: &str,
    status_callback: Option<&str>,
) -> Result<Outcome, SendError> {
    let number = match recheck(db, outbound, Way::Text, &Phone::read(to)).await? {
        Verdict::Allowed(number) => number,
        Verdict::Refused(refusal) => return Ok(Outcome::NotSent(refusal)),
    };
    twilio::send(http, sms, &number, body, status_callback).await.map(Outcome::Sent)
}

/// The door for calls through the business line: the policy at delivery
/// for the customer (`customer`, the number the call is for, dialled once
/// staff answer) and the destination rule for the staff phone rung first
/// (`staff_phone`), then Twilio's Calls API ringing the staff phone from the
/// business number, with `instructions` (Url, Method, StatusCallback...).
#[tracing::instrument(level = "debug", name = "gate::place_call", skip_all)]
pub async fn place_call(
    db: &Db,
    http: &reqwest::Client,
    sms: &SmsConfig,
    outbound: &OutboundConfig,
    customer: &Phone,
    staff_phone: &str,
    instructions: &[(&str, &str)],
) -> Result<Outcome, SendError> {
    if let Verdict::Refused(refusal) = recheck(db, outbound, Way::Call, customer).await? {
        return Ok(Outcome::NotSent(refusal));
    }
    let staff = match destination(outbound, &Phone::read(staff_phone)) {
        Ok(number) => number,
        Err(refusal) => return Ok(Outcome::NotSent(refusal)),
    };
    let mut form = vec![("To", staff.as_str()), ("From", sms.from.as_str())];
    form.extend(instructions.iter().filter(|(name, _)| !matches!(*name, "To" | "From")));
    twilio::create(http, sms, "Calls", &form).await.map(Outcome::Sent)
}
