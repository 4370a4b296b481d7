//! A job's writes that reach other features, in the caller's transaction:
//! making a job answers its lead (leads' first response), and every job
//! made or changed is audited. The SQL is `super::store`; what a job's
//! change sets off beyond that (pushes, links, review requests) is
//! dispatch's, above (`dispatch::workflow`).
use super::store::{self, Inserted, Job, JobError};
use super::validate::NewJob;
use crate::accounts::Staff;
use crate::audit::{self, Change};
use serde_json::Value;

/// Makes a job from a lead (one job per lead) and writes the changes it was
/// made with, inside the caller's transaction. Answers the job as it was
/// before those changes and true, or the job the lead already had and false
/// (nothing written). The caller sets off what follows
/// (`dispatch::workflow::create_job`) and then calls `record`.
pub fn insert(tx: &rusqlite::Connection, new: &NewJob) -> Result<(Job, bool), JobError> {
    let id = match store::insert(tx, new)? {
        Inserted::Had(id) => return Ok((store::job(tx, id)?.ok_or(JobError::NotFound)?, false)),
        Inserted::New(id) => id,
    };
    // Making a job is an answer to the lead: its first response, if none came before.
    crate::leads::store::responded(tx, new.kind, new.submission_id)?;
    let before = store::job(tx, id)?.ok_or(JobError::NotFound)?;
    store::apply(tx, id, &new.changes)?;
    Ok((before, true))
}

/// The audit row of a job made (`before` None) or changed.
pub fn record(tx: &rusqlite::Connection, staff: &Staff, before: Option<&Job>, after: &Job) -> rusqlite::Result<()> {
    let after_json = to_json(after);
    let before_json = before.map(to_json);
    audit::record(
        tx,
        staff,
        Change {
            action: if before.is_some() { "job-update" } else { "job-create" },
            subject_type: "job",
            subject_id: after.id,
            before: before_json.as_ref(),
            after: Some(&after_json),
        },
    )
}

fn to_json(job: &Job) -> Value {
    serde_json::to_value(job).unwrap_or(Value::Null)
}
