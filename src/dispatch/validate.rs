//! The rules of dispatch's fields: who a job is assigned to, where the
//! customer is, a technician's status change and position, and the owner's
//! changes to technicians' accounts. Untrusted fields in, checked types out.
use crate::jobs::validate::JobStatus;
use crate::validation::{FieldErrors, Input, trimmed_length};
use serde_json::{Map, Value, json};

pub use crate::jobs::assignment::{Assignment, Point, assignment, payment_methods};
use crate::jobs::assignment::{optional_text, payment_method};

/// The statuses a technician may set from the app.
pub const TECH_STATUSES: [JobStatus; 4] =
    [JobStatus::EnRoute, JobStatus::OnSite, JobStatus::Completed, JobStatus::Cancelled];

/// PATCH /api/tech/jobs/{id}: a status change made in the app.
#[derive(Debug)]
pub struct TechChange {
    pub status: JobStatus,
    /// The phone's id for this change: the same id again is the same change.
    pub change_id: Option<String>,
    pub job_value: Option<Option<f64>>,
    pub notes: Option<Option<String>>,
    pub payment_method: Option<Option<String>>,
    pub cancel_reason: Option<Option<String>>,
}

const CHANGE_ID_PATTERN: &str = "[A-Za-z0-9_-]{8,64}";

fn tech_change_fields(i: &mut Input) -> Option<TechChange> {
    let statuses: Vec<&str> = TECH_STATUSES.iter().map(|s| s.as_str()).collect();
    i.describe("status", "The job's new status.", json!({"type": "string", "enum": statuses}), true);
    let status =
        i.map.get("status").and_then(Value::as_str).and_then(JobStatus::parse).filter(|s| TECH_STATUSES.contains(s));
    if status.is_none() {
        i.fail("status", "Status must be one of en route, on site, completed, cancelled");
    }
    i.describe(
        "changeId",
        "An id the app made for this change (8 to 64 letters, digits, - or _): sent again, the change is not made twice and the answer is the first one's.",
        json!({"type": ["string", "null"], "pattern": format!("^(?:{CHANGE_ID_PATTERN})?$")}),
        false,
    );
    let change_id = match i.map.get("changeId") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.is_empty() => None,
        Some(Value::String(s))
            if (8..=64).contains(&s.len())
                && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') =>
        {
            Some(s.clone())
        }
        Some(_) => {
            i.fail("changeId", "Change id must be 8 to 64 letters, digits, - or _");
            None
        }
    };
    // The job's value and notes follow the owner's rules exactly.
    let shared = crate::jobs::validate::value_and_notes(i);
    let payment_method = payment_method(i);
    let cancel_reason =
        optional_text(i, "cancelReason", "Cancel reason: why the job was cancelled, at most 500 characters.", 500);
    // Cancelling says why.
    let not_cancelling: Vec<&str> =
        TECH_STATUSES.iter().filter(|s| **s != JobStatus::Cancelled).map(|s| s.as_str()).collect();
    i.describe_together(json!({"anyOf": [
        {"type": "object", "properties": {"status": {"type": "string", "enum": not_cancelling}}},
        {"type": "object", "required": ["cancelReason"], "properties": {"cancelReason": {"type": "string", "pattern": trimmed_length(1, 500)}}},
    ]}));
    if status == Some(JobStatus::Cancelled) && !matches!(cancel_reason, Some(Some(_))) {
        i.fail("cancelReason", "Say why the job was cancelled");
    }
    Some(TechChange { status: status?, change_id, job_value: shared.0, notes: shared.1, payment_method, cancel_reason })
}

pub fn tech_change(map: &Map<String, Value>) -> Result<TechChange, FieldErrors> {
    let mut i = Input::new(map);
    let change = tech_change_fields(&mut i);
    i.finish_some(change)
}

/// A fix from the technician's phone.
#[derive(Debug, Clone, Copy)]
pub struct Fix {
    pub point: Point,
    /// Metres (the radius the phone is 95% sure of).
    pub accuracy: f64,
}

fn fix_fields(i: &mut Input) -> Option<Fix> {
    i.describe("latitude", "Degrees, -90 to 90.", json!({"type": "number", "minimum": -90, "maximum": 90}), true);
    i.describe("longitude", "Degrees, -180 to 180.", json!({"type": "number", "minimum": -180, "maximum": 180}), true);
    i.describe(
        "accuracy",
        "Metres, 0 to 100,000 (the phone's accuracy radius).",
        json!({"type": "number", "minimum": 0, "maximum": 100_000}),
        true,
    );
    let number = |v: Option<&Value>, max: f64| v.and_then(Value::as_f64).filter(|n| n.is_finite() && n.abs() <= max);
    let latitude = number(i.map.get("latitude"), 90.0);
    let longitude = number(i.map.get("longitude"), 180.0);
    let accuracy = number(i.map.get("accuracy"), 100_000.0).filter(|a| *a >= 0.0);
    if latitude.is_none() {
        i.fail("latitude", "Latitude must be a number from -90 to 90");
    }
    if longitude.is_none() {
        i.fail("longitude", "Longitude must be a number from -180 to 180");
    }
    if accuracy.is_none() {
        i.fail("accuracy", "Accuracy must be a number of metres from 0 to 100000");
    }
    Some(Fix { point: Point { latitude: latitude?, longitude: longitude? }, accuracy: accuracy? })
}

pub fn fix(map: &Map<String, Value>) -> Result<Fix, FieldErrors> {
    let mut i = Input::new(map);
    let fix = fix_fields(&mut i);
    i.finish_some(fix)
}

/// A new technician's account, from the owner's Settings.
#[derive(Debug)]
pub struct NewTechnician {
    pub username: String,
    pub password: String,
    pub name: Option<String>,
}

const USERNAME_PATTERN: &str = "[A-Za-z0-9._-]{3,50}";

fn new_technician_fields(i: &mut Input) -> NewTechnician {
    i.describe(
        "username",
        "3 to 50 letters, digits, dots, - or _.",
        json!({"type": "string", "pattern": format!("^{USERNAME_PATTERN}$")}),
        true,
    );
    let username = i.raw_text("username", "Username").unwrap_or("").to_string();
    if !(3..=50).contains(&username.len())
        || !username.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
    {
        i.fail("username", "Username must be 3 to 50 letters, digits, dots, - or _");
    }
    let password = staff_password(i, true).unwrap_or_default();
    let name = optional_text(
        i,
        "name",
        "Name: the technician's name (the driver sees its first word), at most 80 characters.",
        80,
    )
    .flatten();
    NewTechnician { username, password, name }
}

fn staff_password(i: &mut Input, required: bool) -> Option<String> {
    let min = crate::accounts::policy::STAFF_MIN;
    i.describe(
        "password",
        &format!("At least {min} characters, not among the most common passwords."),
        if required {
            json!({"type": "string", "minLength": min, "maxLength": 256})
        } else {
            // Blank keeps the password; anything else must pass the policy.
            json!({"type": ["string", "null"], "maxLength": 256, "pattern": format!("^(?:|[\\s\\S]{{{min},}})$")})
        },
        required,
    );
    let p = match i.map.get("password") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.is_empty() && !required => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(_) => {
            i.fail("password", "Password must be text");
            return None;
        }
    };
    match &p {
        None if required => i.fail("password", format!("Password must be at least {min} characters")),
        Some(p) => {
            if let Some(problem) = crate::accounts::policy::staff_password_problem(p) {
                // The policy speaks to the command line, in lower case.
                let mut chars = problem.chars();
                let message = chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or(problem);
                i.fail("password", message);
            }
        }
        None => {}
    }
    p
}

pub fn new_technician(map: &Map<String, Value>) -> Result<NewTechnician, FieldErrors> {
    let mut i = Input::new(map);
    let t = new_technician_fields(&mut i);
    i.finish(t)
}

/// The owner's changes to a technician's account: disable or enable it, a new password, a name.
#[derive(Debug, Default)]
pub struct TechnicianChanges {
    pub disabled: Option<bool>,
    pub password: Option<String>,
    pub name: Option<Option<String>>,
}

fn technician_changes_fields(i: &mut Input) -> TechnicianChanges {
    i.describe(
        "disabled",
        "true disables the account (signed out at once, its open jobs unassigned); false enables it again.",
        json!({"type": ["boolean", "null"]}),
        false,
    );
    let disabled = match i.map.get("disabled") {
        None | Some(Value::Null) => None,
        Some(Value::Bool(b)) => Some(*b),
        Some(_) => {
            i.fail("disabled", "Disabled must be true or false");
            None
        }
    };
    let password = staff_password(i, false);
    let name = optional_text(
        i,
        "name",
        "Name: the technician's name (the driver sees its first word), at most 80 characters.",
        80,
    );
    TechnicianChanges { disabled, password, name }
}

pub fn technician_changes(map: &Map<String, Value>) -> Result<TechnicianChanges, FieldErrors> {
    let mut i = Input::new(map);
    let t = technician_changes_fields(&mut i);
    i.finish(t)
}

crate::described_body!(
    /// PATCH /api/tech/jobs/{id}.
    TechChangeBody,
    "A technician's status change (On my way, Arrived, Completed, Cancel), with the phone's id for it.",
    |i| tech_change_fields(i)
);
crate::described_body!(
    /// POST /api/tech/jobs/{id}/position.
    FixBody,
    "The phone's position while the job is en route.",
    |i| fix_fields(i)
);
crate::described_body!(
    /// POST /api/admin/technicians.
    NewTechnicianBody,
    "A technician's account.",
    |i| new_technician_fields(i)
);
crate::described_body!(
    /// PATCH /api/admin/technicians/{id}.
    TechnicianChangesBody,
    "Changes to a technician's account: absent fields stay as they are.",
    |i| technician_changes_fields(i)
);
