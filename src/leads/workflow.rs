//! What staff change on a lead, each in one transaction with its audit
//! record: marked contacted, a quote edited, a lead deleted. The SQL is the
//! store's; the audit trail is told here. (A new lead's story is the
//! intake's, `super::intake`, the one door a lead comes in by.)
use super::LeadKind;
use super::rows::Quote;
use super::store;
use super::validate::NewQuote;
use crate::accounts::Staff;
use crate::audit::{self, Change};
use crate::listing::ListRow;
use rusqlite::Connection;
use serde::Serialize;

/// Marks a lead contacted and answers it as it is now (None: no such lead).
/// The first time, the minutes since it arrived are stored with it (its
/// first-response time) and the change is audited; a second click changes
/// nothing.
#[tracing::instrument(level = "debug", name = "leads::mark_contacted", skip_all, fields(kind = kind.as_str(), lead = id))]
pub fn mark_contacted<R: ListRow + Serialize>(
    c: &mut Connection,
    staff: &Staff,
    kind: LeadKind,
    id: i64,
) -> rusqlite::Result<Option<R>> {
    let tx = c.transaction()?;
    let Some((_, before)) = store::row::<R>(&tx, id)? else { return Ok(None) };
    let changed = store::set_contacted(&tx, R::TABLE, id)?;
    let after = store::row::<R>(&tx, id)?;
    if changed {
        let change = Change {
            action: "contacted",
            subject_type: kind.as_str(),
            subject_id: id,
            before: Some(&before),
            after: after.as_ref().map(|(_, json)| json),
        };
        audit::record(&tx, staff, change)?;
    }
    tx.commit()?;
    Ok(after.map(|(row, _)| row))
}

/// Changes a quote (audited) and answers it as it is now (None: no such quote).
#[tracing::instrument(level = "debug", name = "leads::update_quote", skip_all, fields(lead = id))]
pub fn update_quote(c: &mut Connection, staff: &Staff, id: i64, q: &NewQuote) -> rusqlite::Result<Option<Quote>> {
    let tx = c.transaction()?;
    let Some((_, before)) = store::row::<Quote>(&tx, id)? else { return Ok(None) };
    store::update_quote(&tx, id, q)?;
    let after = store::row::<Quote>(&tx, id)?;
    audit::record(
        &tx,
        staff,
        Change {
            action: "edit",
            subject_type: "quote",
            subject_id: id,
            before: Some(&before),
            after: after.as_ref().map(|(_, json)| json),
        },
    )?;
    tx.commit()?;
    Ok(after.map(|(row, _)| row))
}

/// Deletes a lead (false: no such lead); its audit records stay, and this
/// one keeps what the trail may keep of the lead as it was (audit::KEPT).
#[tracing::instrument(level = "debug", name = "leads::delete", skip_all, fields(kind = kind.as_str(), lead = id))]
pub fn delete<R: ListRow + Serialize>(
    c: &mut Connection,
    staff: &Staff,
    kind: LeadKind,
    id: i64,
) -> rusqlite::Result<bool> {
    let tx = c.transaction()?;
    let Some((_, before)) = store::row::<R>(&tx, id)? else { return Ok(false) };
    store::delete(&tx, R::TABLE, id)?;
    audit::record(
        &tx,
        staff,
        Change { action: "delete", subject_type: kind.as_str(), subject_id: id, before: Some(&before), after: None },
    )?;
    tx.commit()?;
    Ok(true)
}
