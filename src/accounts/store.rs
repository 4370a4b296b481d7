//! Accounts in SQLite: customers, staff, and password-reset tokens. Every
//! function takes the connection it works in.
use super::password;
use rusqlite::{OptionalExtension, params};

/// Why a customer account could not be created. (A taken email is not an
/// error: see `NewCustomer::EmailInUse`.)
#[derive(Debug)]
pub enum RegisterError {
    UsernameTaken,
    Sql(rusqlite::Error),
}

/// What a registration did.
#[derive(Debug)]
pub enum NewCustomer {
    /// The account, by id.
    Created(i64),
    /// Nothing: the email already has an account, this one.
    EmailInUse { username: String },
}

impl From<rusqlite::Error> for RegisterError {
    fn from(e: rusqlite::Error) -> Self {
        RegisterError::Sql(e)
    }
}

/// Stores a customer account (the password already hashed). A taken
/// username is refused; an email that has an account makes none.
pub fn insert_customer(
    c: &rusqlite::Connection,
    username: &str,
    email: &str,
    hash: &str,
) -> Result<NewCustomer, RegisterError> {
    let taken_name: bool =
        c.query_row("SELECT EXISTS(SELECT 1 FROM users WHERE username = ?1)", [username], |row| row.get(0))?;
    if taken_name {
        return Err(RegisterError::UsernameTaken);
    }
    let holder: Option<String> =
        c.query_row("SELECT username FROM users WHERE email = ?1", [email], |row| row.get(0)).optional()?;
    if let Some(username) = holder {
        return Ok(NewCustomer::EmailInUse { username });
    }
    c.execute(
        "INSERT INTO users (username, email, password, is_staff) VALUES (?1, ?2, ?3, 0)",
        params![username, email, hash],
    )?;
    Ok(NewCustomer::Created(c.last_insert_rowid()))
}

/// The id, password hash and kind of the account with this username.
pub fn find_login(c: &rusqlite::Connection, username: &str) -> rusqlite::Result<Option<(i64, String, bool)>> {
    // A disabled account is as good as none: it cannot sign in.
    c.query_row(
        "SELECT id, password, is_staff FROM users WHERE username = ?1 AND disabled_at IS NULL",
        [username],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )
    .optional()
}

/// Whether the account has signed in from this address (its hash) before.
pub fn has_signed_in_from(c: &rusqlite::Connection, username: &str, address_hash: &str) -> rusqlite::Result<bool> {
    c.query_row(
        "SELECT EXISTS(SELECT 1 FROM sign_in_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = ?1 AND \
            a.address_hash = ?2)",
        params![username, address_hash],
        |r| r.get(0),
    )
}

/// Remembers that the account signed in from this address.
pub fn record_sign_in_address(
    c: &rusqlite::Connection,
    user_id: i64,
    address_hash: &str,
    now: &str,
) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO sign_in_addresses (user_id, address_hash, last_signed_in_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (user_id, address_hash) DO UPDATE SET last_signed_in_at = excluded.last_signed_in_at",
        params![user_id, address_hash, now],
    )?;
    Ok(())
}

/// Gives the account with this email a reset token (its hash) until `expiry`;
/// false when no account has the email.
pub fn set_reset_token(
    c: &rusqlite::Connection,
    email: &str,
    token_hash: &str,
    expiry: &str,
) -> rusqlite::Result<bool> {
    Ok(c.execute(
        "UPDATE users SET reset_token = ?1, reset_token_expiry = ?2 WHERE email = ?3",
        params![token_hash, expiry, email],
    )? > 0)
}

/// The account whose unexpired reset token has this hash: its id, and whether it is staff.
pub fn reset_token_user(
    c: &rusqlite::Connection,
    token_hash: &str,
    now: &str,
) -> rusqlite::Result<Option<(i64, bool)>> {
    c.query_row(
        "SELECT id, is_staff FROM users WHERE reset_token = ?1 AND reset_token_expiry > ?2",
        params![token_hash, now],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .optional()
}

/// Sets the password of account `id` if its unexpired token still has this
/// hash (it may have been used meanwhile); false otherwise. Single use: the
/// token goes, and so does every session of the account.
pub fn reset_password(
    c: &mut rusqlite::Connection,
    id: i64,
    token_hash: &str,
    new_hash: &str,
    now: &str,
) -> rusqlite::Result<bool> {
    let tx = c.transaction()?;
    if reset_token_user(&tx, token_hash, now)?.map(|(user, _)| user) != Some(id) {
        return Ok(false);
    }
    tx.execute(
        "UPDATE users SET password = ?1, reset_token = NULL, reset_token_expiry = NULL WHERE id = ?2",
        params![new_hash, id],
    )?;
    tx.execute("DELETE FROM sessions WHERE user_id = ?1", [id])?;
    tx.commit()?;
    Ok(true)
}

/// Creates a staff account (used by `roadside admin create` and the owner's
/// Settings). The first owner account is the owner's (the one that may erase
/// a person's data), and so is one made with `owner` (a second owner); the
/// others are plain staff. A technician is never that owner. Answers the id
/// and whether it is an owner.
pub fn create_staff(
    conn: &rusqlite::Connection,
    username: &str,
    password: &str,
    owner: bool,
    role: super::Role,
    full_name: Option<&str>,
) -> anyhow::Result<(i64, bool)> {
    check_staff_password(password)?;
    anyhow::ensure!(
        !(owner && role == super::Role::Technician),
        "a technician's account cannot be the owner's (--owner goes with --role owner)"
    );
    let exists: bool =
        conn.query_row("SELECT EXISTS(SELECT 1 FROM users WHERE username = ?1)", [username], |r| r.get(0))?;
    anyhow::ensure!(!exists, "the username {username} is taken");
    let first: bool =
        conn.query_row("SELECT NOT EXISTS(SELECT 1 FROM users WHERE is_staff = 1 AND is_owner = 1)", [], |r| r.get(0))?;
    let owner = role == super::Role::Owner && (owner || first);
    conn.execute(
        "INSERT INTO users (username, password, is_staff, is_owner, role, full_name) VALUES (?1, ?2, 1, ?3, ?4, ?5)",
        params![username, password::hash(password)?, owner, role.as_str(), full_name],
    )?;
    Ok((conn.last_insert_rowid(), owner))
}

/// Changes a password and ends that account's sessions (`roadside admin passwd`).
pub fn set_password(conn: &rusqlite::Connection, username: &str, password: &str) -> anyhow::Result<()> {
    check_staff_password(password)?;
    let id: Option<i64> =
        conn.query_row("SELECT id FROM users WHERE username = ?1", [username], |r| r.get(0)).optional()?;
    let id = id.ok_or_else(|| anyhow::anyhow!("no account named {username}"))?;
    conn.execute("UPDATE users SET password = ?1 WHERE id = ?2", params![password::hash(password)?, id])?;
    conn.execute("DELETE FROM sessions WHERE user_id = ?1", [id])?;
    Ok(())
}

fn check_staff_password(password: &str) -> anyhow::Result<()> {
    match super::policy::staff_password_problem(password) {
        Some(problem) => anyhow::bail!("{problem}"),
        None => Ok(()),
    }
}

/// What the API answers for it.
impl From<RegisterError> for crate::error::ApiError {
    fn from(e: RegisterError) -> Self {
        use crate::error::ApiError;
        match e {
            RegisterError::UsernameTaken => ApiError::conflict("username", "Username already exists"),
            RegisterError::Sql(e) => ApiError::Internal(e.into()),
        }
    }
}
