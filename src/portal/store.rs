//! Storing fleet managers and their invites. Every function takes the
//! connection (or transaction) it works in.
use crate::db;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A fleet's manager or an invite still waiting, as the owner sees it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Manager {
    pub id: i64,
    pub email: String,
    /// The account's username, once the invite was used.
    pub username: Option<String>,
    pub invited_by: String,
    pub invited_at: String,
    /// When an unused invite's link stops working.
    pub expires_at: Option<String>,
    pub joined_at: Option<String>,
}

// Named as the struct's fields (camelCase): rows are read by name.
const COLUMNS: &str = "m.id, m.email, u.username, m.invited_by AS invitedBy, m.invited_at AS invitedAt,
    m.expires_at AS expiresAt, m.joined_at AS joinedAt";

pub fn managers(c: &Connection, fleet_id: i64) -> rusqlite::Result<Vec<Manager>> {
    let mut stmt = c.prepare(&format!(
        "SELECT {COLUMNS} FROM fleet_managers m LEFT JOIN users u ON u.id = m.user_id WHERE m.fleet_id = ?1 ORDER BY m.id"
    ))?;
    stmt.query_map([fleet_id], db::row)?.collect()
}

/// Why an invite was not made.
#[derive(Debug)]
pub enum InviteError {
    /// This email manages the fleet already.
    Joined,
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for InviteError {
    fn from(e: rusqlite::Error) -> Self {
        InviteError::Sql(e)
    }
}

/// Invites `email` (lower case) to manage the fleet; inviting it again
/// before it joined replaces the link (the old one stops working).
pub fn invite(
    tx: &Connection,
    fleet_id: i64,
    email: &str,
    token_hash: &str,
    expires_at: &str,
    invited_by: &str,
) -> Result<Manager, InviteError> {
    let joined: Option<bool> = tx
        .query_row(
            "SELECT user_id IS NOT NULL AS joined FROM fleet_managers WHERE fleet_id = ?1 AND email = ?2",
            params![fleet_id, email],
            |r| r.get("joined"),
        )
        .optional()?;
    if joined == Some(true) {
        return Err(InviteError::Joined);
    }
    tx.execute(
        "INSERT INTO fleet_managers (fleet_id, email, token_hash, expires_at, invited_by) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (fleet_id, email) DO UPDATE SET token_hash = ?3, expires_at = ?4, invited_by = ?5,
             invited_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
        params![fleet_id, email, token_hash, expires_at, invited_by],
    )?;
    let m = tx.query_row(
        &format!(
            "SELECT {COLUMNS} FROM fleet_managers m LEFT JOIN users u ON u.id = m.user_id
             WHERE m.fleet_id = ?1 AND m.email = ?2"
        ),
        params![fleet_id, email],
        db::row,
    )?;
    Ok(m)
}

/// Takes a manager's access away (their account stays a customer's), or
/// an invite's link; false when the fleet has no such manager.
pub fn remove(tx: &Connection, fleet_id: i64, id: i64) -> rusqlite::Result<bool> {
    Ok(tx.execute("DELETE FROM fleet_managers WHERE fleet_id = ?1 AND id = ?2", params![fleet_id, id])? > 0)
}

/// An invite whose link still works.
#[derive(Debug, Clone, Deserialize)]
pub struct Invite {
    pub id: i64,
    pub fleet_id: i64,
    pub fleet_name: String,
    pub email: String,
}

pub fn invite_by_token(c: &Connection, token_hash: &str, now: &str) -> rusqlite::Result<Option<Invite>> {
    c.query_row(
        "SELECT m.id, m.fleet_id, f.name AS fleet_name, m.email FROM fleet_managers m JOIN fleets f ON f.id = m.fleet_id
         WHERE m.token_hash = ?1 AND m.user_id IS NULL AND m.expires_at > ?2",
        params![token_hash, now],
        db::row,
    )
    .optional()
}

/// Uses the invite: the account manages the fleet from now on. False when
/// the invite was used meanwhile, or the account manages a fleet already.
pub fn join(tx: &Connection, invite_id: i64, user_id: i64, now: &str) -> rusqlite::Result<bool> {
    if fleet_of(tx, user_id)?.is_some() {
        return Ok(false);
    }
    Ok(tx.execute(
        "UPDATE fleet_managers SET user_id = ?2, joined_at = ?3, token_hash = NULL, expires_at = NULL
         WHERE id = ?1 AND user_id IS NULL",
        params![invite_id, user_id, now],
    )? > 0)
}

/// The fleet this account manages, if any.
pub fn fleet_of(c: &Connection, user_id: i64) -> rusqlite::Result<Option<Managing>> {
    c.query_row("SELECT id, fleet_id FROM fleet_managers WHERE user_id = ?1", [user_id], db::row).optional()
}

/// A manager's row (their access) and the fleet it is to.
#[derive(Debug, Clone, Copy, Deserialize)]
pub struct Managing {
    pub id: i64,
    pub fleet_id: i64,
}

/// The account that has this email, if any: (id, is staff).
pub fn account_of_email(c: &Connection, email: &str) -> rusqlite::Result<Option<(i64, bool)>> {
    #[derive(Deserialize)]
    struct Row {
        id: i64,
        is_staff: bool,
    }
    let row: Option<Row> =
        c.query_row("SELECT id, is_staff FROM users WHERE email = ?1 COLLATE NOCASE", [email], db::row).optional()?;
    Ok(row.map(|r| (r.id, r.is_staff)))
}

/// Erasure (docs/product.md#privacy): a manager invited by this email is a
/// person; their invite and access go, the fleet stays.
pub fn erase(tx: &Connection, email: &str) -> rusqlite::Result<usize> {
    tx.execute("DELETE FROM fleet_managers WHERE email = ?1 COLLATE NOCASE", [email])
}
