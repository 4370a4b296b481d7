//! Making and changing jobs, with what that sets off, each in one
//! transaction: jobs' rows and audit (`jobs::workflow`), dispatch's own
//! (the technician's push, the tracking link and its text and mail, the
//! fix and links a status ends), the review request of a completed job
//! (`reviews::workflow`) and the live event of the job's new version; and
//! technicians' accounts (accounts' users and passwords). The SQL of
//! dispatch's rows is `super::store`. Each answers its `Effects`, which the
//! handler hands to `AppState::after_commit`.
use super::store::{self, AccountError, JobNow, Technician};
use super::validate::{NewTechnician, TechnicianChanges};
use crate::accounts::{Role, Staff};
use crate::config::Config;
use crate::jobs::store::{Job, JobError};
use crate::jobs::validate::{JobChanges, JobStatus, NewJob};
use chrono::Utc;
use rusqlite::Connection;

pub use crate::state::Effects;

/// Makes a job from a lead (`jobs::workflow::insert`) with what that sets
/// off: dispatch's pushes and links, a review request, then the audit row.
/// Answers the job, whether it is new, and whom to tell after the commit.
#[tracing::instrument(level = "debug", name = "dispatch::create_job", skip_all)]
pub fn create_job(
    c: &mut Connection,
    staff: &Staff,
    new: &NewJob,
    config: &Config,
) -> Result<(Job, bool, Effects), JobError> {
    let tx = c.transaction()?;
    let (before, created) = crate::jobs::workflow::insert(&tx, new)?;
    if !created {
        return Ok((before, false, Effects::default()));
    }
    // A job logged as done after the fact needs its proof as any other
    // (the owner waives what there is none of).
    if before.status == JobStatus::Completed {
        proof_done(&tx, &before, config)?;
    }
    let (after, effects) = follow_up(&tx, config, &before)?;
    crate::jobs::workflow::record(&tx, staff, None, &after)?;
    tx.commit()?;
    Ok((after, true, effects))
}

/// Changes a job (audited) and answers it as it is now, with what the
/// change set off (whom to tell); the caller publishes those after the commit.
#[tracing::instrument(level = "debug", name = "dispatch::update_job", skip_all, fields(job = id))]
pub fn update_job(
    c: &mut Connection,
    staff: &Staff,
    id: i64,
    changes: &JobChanges,
    config: &Config,
) -> Result<(Job, Effects), JobError> {
    let tx = c.transaction()?;
    let out = update_job_in(&tx, staff, id, changes, config)?;
    tx.commit()?;
    Ok(out)
}

/// `update_job` inside the caller's transaction (a technician's change
/// stores its receipt in the same one).
pub fn update_job_in(
    tx: &Connection,
    staff: &Staff,
    id: i64,
    changes: &JobChanges,
    config: &Config,
) -> Result<(Job, Effects), JobError> {
    if changes.status == Some(JobStatus::Completed)
        && let Some(job) = crate::jobs::store::job(tx, id)?
        && job.status != JobStatus::Completed
    {
        proof_done(tx, &job, config)?;
    }
    let before = crate::jobs::store::change(tx, id, changes)?;
    let (after, effects) = follow_up(tx, config, &before)?;
    crate::jobs::workflow::record(tx, staff, Some(&before), &after)?;
    Ok((after, effects))
}

/// A job is completed only with its checklist done or waived: the one
/// place a job's status becomes completed (the app, the back office, a job
/// logged after the fact) asks here.
fn proof_done(tx: &Connection, job: &Job, config: &Config) -> Result<(), JobError> {
    let missing = crate::proof::workflow::missing(tx, job, config.photos.four_corners)?;
    if missing.is_empty() {
        return Ok(());
    }
    Err(JobError::ProofMissing(crate::proof::workflow::missing_message(&missing)))
}

/// What a job's change sets off, in its transaction: dispatch's (pushes,
/// the tracking link), then the review request of a completed job. Answers
/// the job as it is now.
fn follow_up(tx: &Connection, config: &Config, before: &Job) -> Result<(Job, Effects), JobError> {
    let mut effects = after_change(tx, config, before)?;
    let after = crate::jobs::store::job(tx, before.id)?.ok_or(JobError::NotFound)?;
    effects.review_scheduled = crate::reviews::workflow::after_job_change(tx, config, before, &after)?;
    effects.events.push(crate::leads::feed::record_job(tx, after.id, after.version)?);
    Ok((after, effects))
}

/// What follows from a job's change, in its transaction: a newly assigned
/// technician is pushed the job; On my way makes the tracking link (and
/// texts and mails it, once per link); leaving en route deletes the fix;
/// the job's end ends the link.
fn after_change(tx: &Connection, config: &Config, before: &Job) -> Result<Effects, JobError> {
    let now = Utc::now();
    let JobNow { status, technician_id } = store::job_now(tx, before.id)?;
    let (status, was) = (Some(status), Some(before.status));
    let mut effects = Effects::default();
    effects.technicians.extend(before.technician_id);
    if let Some(id) = technician_id
        && !effects.technicians.contains(&id)
    {
        effects.technicians.push(id);
    }
    if technician_id.is_some() && technician_id != before.technician_id {
        effects.queued |= super::notify::job_assigned(tx, config, before.id, technician_id)?;
    }
    if status == Some(JobStatus::EnRoute) && was != Some(JobStatus::EnRoute) {
        // An open link that no longer answers (a day old) is as good as none.
        let open = store::open_link(tx, before.id)?
            .filter(|_| crate::jobs::store::live_link(tx, before.id, now).ok().flatten().is_some());
        if open.is_none() {
            let token = crate::accounts::random_url_token();
            store::insert_link(tx, &token, before.id, now)?;
            let url = format!("{}/track/{token}", config.base_url);
            effects.queued |= super::notify::tracking_link(tx, config, before, &url)?;
        }
    }
    if status != Some(JobStatus::EnRoute) {
        store::delete_position(tx, before.id)?;
    }
    if matches!(status, Some(JobStatus::Completed | JobStatus::Cancelled)) {
        store::end_links(tx, before.id, now)?;
    }
    if status == Some(JobStatus::Cancelled) && was != Some(JobStatus::Cancelled) {
        // Its holds are released and deposits refunded (or kept, as the
        // terms say, once on the way) by `estimates::settle` after the commit.
        crate::estimates::workflow::job_cancelled(tx, before.id, before.en_route_at.is_some())?;
    }
    Ok(effects)
}

/// Makes a technician's account (an account of accounts' kind, with the
/// technician's role), refused when the username is taken.
pub fn create_technician(c: &Connection, new: &NewTechnician) -> Result<Technician, AccountError> {
    if store::username_taken(c, &new.username)? {
        return Err(AccountError::UsernameTaken);
    }
    let (id, _) =
        crate::accounts::create_staff(c, &new.username, &new.password, false, Role::Technician, new.name.as_deref())
            .map_err(AccountError::Other)?;
    store::technician(c, id)?.ok_or(AccountError::NotFound)
}

/// Applies the owner's changes to a technician's account. Disabling ends its
/// sessions and unassigns its open jobs (so the board shows them to
/// dispatch again); a new password (hashed as accounts hash them) ends its
/// sessions too. Answers the account and the jobs that were unassigned.
pub fn change_technician(
    c: &Connection,
    id: i64,
    changes: &TechnicianChanges,
) -> Result<(Technician, Vec<i64>), AccountError> {
    store::technician(c, id)?.ok_or(AccountError::NotFound)?;
    let mut unassigned = Vec::new();
    match changes.disabled {
        Some(true) => unassigned = store::disable(c, id)?,
        Some(false) => store::enable(c, id)?,
        None => {}
    }
    if let Some(password) = &changes.password {
        let hash = crate::accounts::password::hash(password).map_err(AccountError::Other)?;
        store::set_password(c, id, &hash)?;
    }
    if let Some(name) = &changes.name {
        store::set_name(c, id, name.as_deref())?;
    }
    Ok((store::technician(c, id)?.ok_or(AccountError::NotFound)?, unassigned))
}
