//! Accounts in SQLite: customers, staff, and password-reset tokens. Every
//! function takes the connection it works in.
use super::history::{PastInvoice, PastJob, PastRequest, Receipt};
use super::password;
use crate::db;
use crate::refs::{LeadKind, invoice_number};
use rusqlite::{Connection, OptionalExtension, params};
use serde::Deserialize;

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
        c.query_row("SELECT EXISTS(SELECT 1 FROM users WHERE username = ?1) AS taken", [username], |r| r.get("taken"))?;
    if taken_name {
        return Err(RegisterError::UsernameTaken);
    }
    let holder: Option<String> =
        c.query_row("SELECT username FROM users WHERE email = ?1", [email], |r| r.get("username")).optional()?;
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
    #[derive(Deserialize)]
    struct Login {
        id: i64,
        password: String,
        is_staff: bool,
    }
    // A disabled account is as good as none: it cannot sign in.
    let login: Option<Login> = c
        .query_row(
            "SELECT id, password, is_staff FROM users WHERE username = ?1 AND disabled_at IS NULL",
            [username],
            db::row,
        )
        .optional()?;
    Ok(login.map(|l| (l.id, l.password, l.is_staff)))
}

/// Whether the account has signed in from this address (its hash) before.
pub fn has_signed_in_from(c: &rusqlite::Connection, username: &str, address_hash: &str) -> rusqlite::Result<bool> {
    c.query_row(
        "SELECT EXISTS(SELECT 1 FROM sign_in_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = ?1 AND \
            a.address_hash = ?2) AS seen",
        params![username, address_hash],
        |r| r.get("seen"),
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
    #[derive(Deserialize)]
    struct User {
        id: i64,
        is_staff: bool,
    }
    let user: Option<User> = c
        .query_row(
            "SELECT id, is_staff FROM users WHERE reset_token = ?1 AND reset_token_expiry > ?2",
            params![token_hash, now],
            db::row,
        )
        .optional()?;
    Ok(user.map(|u| (u.id, u.is_staff)))
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
        conn.query_row("SELECT EXISTS(SELECT 1 FROM users WHERE username = ?1) AS taken", [username], |r| {
            r.get("taken")
        })?;
    anyhow::ensure!(!exists, "the username {username} is taken");
    let first: bool = conn.query_row(
        "SELECT NOT EXISTS(SELECT 1 FROM users WHERE is_staff = 1 AND is_owner = 1) AS first",
        [],
        |r| r.get("first"),
    )?;
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
        conn.query_row("SELECT id FROM users WHERE username = ?1", [username], |r| r.get("id")).optional()?;
    let id = id.ok_or_else(|| anyhow::anyhow!("no account named {username}"))?;
    conn.execute("UPDATE users SET password = ?1 WHERE id = ?2", params![password::hash(password)?, id])?;
    conn.execute("DELETE FROM sessions WHERE user_id = ?1", [id])?;
    Ok(())
}

/// The role of the account with this username, if there is one.
/// A staff member's full name, when one was given (`admin create --name`).
pub fn full_name(c: &Connection, id: i64) -> rusqlite::Result<Option<String>> {
    #[derive(Deserialize)]
    struct Name {
        full_name: Option<String>,
    }
    let row: Option<Name> = c.query_row("SELECT full_name FROM users WHERE id = ?1", [id], db::row).optional()?;
    Ok(row.and_then(|n| n.full_name).map(|n| n.trim().to_string()).filter(|n| !n.is_empty()))
}

pub fn role_of(c: &Connection, username: &str) -> rusqlite::Result<Option<String>> {
    c.query_row("SELECT role FROM users WHERE username = ?1", [username], |r| r.get("role")).optional()
}

// Sessions (session.rs).

pub fn insert_session(
    c: &Connection,
    token_hash: &str,
    user_id: i64,
    is_staff: bool,
    expires: &str,
) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO sessions (token_hash, user_id, is_staff, expires_at) VALUES (?1, ?2, ?3, ?4)",
        params![token_hash, user_id, is_staff, expires],
    )?;
    Ok(())
}

/// A session with its account (not disabled), as stored.
#[derive(Deserialize)]
pub struct SessionRow {
    pub id: i64,
    pub username: String,
    pub email: Option<String>,
    pub is_staff: bool,
    pub is_owner: bool,
    pub role: String,
    pub created_at: String,
    pub last_seen_at: String,
    pub expires_at: String,
    pub started_at: String,
}

pub fn session(c: &Connection, token_hash: &str) -> rusqlite::Result<Option<SessionRow>> {
    c.query_row(
        "SELECT u.id, u.username, u.email, s.is_staff, u.created_at, s.last_seen_at, s.expires_at,
            s.created_at AS started_at, u.is_owner, u.role
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?1 AND u.disabled_at IS NULL",
        [token_hash],
        db::row,
    )
    .optional()
}

pub fn delete_session(c: &Connection, token_hash: &str) -> rusqlite::Result<usize> {
    c.execute("DELETE FROM sessions WHERE token_hash = ?1", [token_hash])
}

/// Ends a session and the push subscription made under it.
pub fn end_session(c: &Connection, token_hash: &str) -> rusqlite::Result<usize> {
    c.execute("DELETE FROM push_subscriptions WHERE session_hash = ?1", [token_hash])?;
    delete_session(c, token_hash)
}

pub fn touch_session(c: &Connection, token_hash: &str, last_seen: &str, expires: &str) -> rusqlite::Result<()> {
    c.execute(
        "UPDATE sessions SET last_seen_at = ?1, expires_at = ?2 WHERE token_hash = ?3",
        params![last_seen, expires, token_hash],
    )?;
    Ok(())
}

/// Deletes the sessions past `now`, staff ones begun before `staff_begun`
/// and customers' begun before `customer_begun`.
pub fn delete_expired_sessions(
    c: &Connection,
    now: &str,
    staff_begun: &str,
    customer_begun: &str,
) -> rusqlite::Result<usize> {
    c.execute(
        "DELETE FROM sessions WHERE expires_at <= ?1 OR (is_staff = 1 AND created_at <= ?2) OR (is_staff = 0 AND \
            created_at <= ?3)",
        params![now, staff_begun, customer_begun],
    )
}

// Email verification (verify.rs).

/// Stores a verification token (its hash) for the account, replacing earlier ones.
pub fn insert_verification(
    tx: &Connection,
    token_hash: &str,
    user_id: i64,
    email: &str,
    expires: &str,
) -> rusqlite::Result<()> {
    tx.execute("DELETE FROM email_verifications WHERE user_id = ?1", [user_id])?;
    tx.execute(
        "INSERT INTO email_verifications (token_hash, user_id, email, expires_at) VALUES (?1, ?2, ?3, ?4)",
        params![token_hash, user_id, email, expires],
    )?;
    Ok(())
}

/// The customer account and email of a live token whose account still has
/// the email it was mailed to.
pub fn verification(tx: &Connection, token_hash: &str, now: &str) -> rusqlite::Result<Option<(i64, String)>> {
    #[derive(Deserialize)]
    struct Found {
        user_id: i64,
        email: String,
    }
    let found: Option<Found> = tx
        .query_row(
            "SELECT v.user_id, u.email FROM email_verifications v JOIN users u ON u.id = v.user_id
             WHERE v.token_hash = ?1 AND v.expires_at > ?2 AND u.email = v.email COLLATE NOCASE AND u.is_staff = 0",
            params![token_hash, now],
            db::row,
        )
        .optional()?;
    Ok(found.map(|f| (f.user_id, f.email)))
}

/// Marks the account's email verified (once) and drops its tokens.
pub fn mark_verified(tx: &Connection, user_id: i64, now: &str) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?1) WHERE id = ?2",
        params![now, user_id],
    )?;
    tx.execute("DELETE FROM email_verifications WHERE user_id = ?1", [user_id])?;
    Ok(())
}

/// Whether the account's email is verified.
pub fn is_verified(c: &Connection, user_id: i64) -> rusqlite::Result<bool> {
    c.query_row("SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = ?1", [user_id], |r| {
        r.get("verified")
    })
    .optional()
    .map(|v| v.unwrap_or(false))
}

// A customer's history (history.rs), found by their verified email.

/// Rows of each kind at most (a customer of many years still gets a quick page).
const HISTORY_LIMIT: i64 = 100;

fn service_column(kind: LeadKind) -> &'static str {
    match kind {
        LeadKind::Quote => "service_type",
        LeadKind::Booking => "service_needed",
        LeadKind::Contact => "'Contact form'",
        LeadKind::Analyzer | LeadKind::Chat => "suggested_service",
    }
}

const HISTORY_KINDS: [LeadKind; 4] = [LeadKind::Quote, LeadKind::Booking, LeadKind::Contact, LeadKind::Analyzer];

/// The four lists of a history, in its order.
pub type Lists = (Vec<PastRequest>, Vec<PastJob>, Vec<PastInvoice>, Vec<Receipt>);

/// The requests, jobs, invoices and receipts of a customer's email, newest first.
pub fn history(c: &Connection, email: &str) -> rusqlite::Result<Lists> {
    const LIMIT: i64 = HISTORY_LIMIT;
    let leads: Vec<String> = HISTORY_KINDS
        .iter()
        .map(|k| {
            format!(
                "SELECT '{kind}' AS kind, id, {service} AS service, contacted, created_at FROM {table} WHERE email = ?1 COLLATE NOCASE",
                kind = k.as_str(),
                service = service_column(*k),
                table = k.table()
            )
        })
        .collect();
    let leads = leads.join(" UNION ALL ");
    #[derive(Deserialize)]
    struct Request {
        kind: String,
        id: i64,
        service: String,
        contacted: bool,
        created_at: String,
    }
    let mut stmt = c.prepare(&format!("SELECT * FROM ({leads}) ORDER BY created_at DESC LIMIT {LIMIT}"))?;
    let requests: Vec<PastRequest> = stmt
        .query_map([email], db::row::<Request>)?
        .map(|r| {
            r.map(|r| PastRequest {
                kind: r.kind,
                id: r.id,
                service: r.service,
                contacted: r.contacted,
                created_at: r.created_at,
            })
        })
        .collect::<Result<_, _>>()?;
    #[derive(Deserialize)]
    struct Job {
        id: i64,
        kind: String,
        service: String,
        status: String,
        created_at: String,
        completed_at: Option<String>,
    }
    let mut stmt = c.prepare(&format!(
        "SELECT j.id, l.kind, l.service, j.status, j.created_at, j.completed_at
         FROM job_tracking j JOIN ({leads}) l ON l.kind = j.submission_type AND l.id = j.submission_id
         ORDER BY j.created_at DESC LIMIT {LIMIT}"
    ))?;
    let jobs: Vec<PastJob> = stmt
        .query_map([email], db::row::<Job>)?
        .map(|r| {
            r.map(|r| PastJob {
                id: r.id,
                kind: r.kind,
                service: r.service,
                status: r.status,
                created_at: r.created_at,
                completed_at: r.completed_at,
            })
        })
        .collect::<Result<_, _>>()?;
    #[derive(Deserialize)]
    struct Invoice {
        number: i64,
        total_cents: i64,
        paid_cents: i64,
        status: String,
        created_at: String,
        token: String,
    }
    let mut stmt = c.prepare(&format!(
        "SELECT number, total_cents, paid_cents, status, created_at, token FROM invoices
         WHERE customer_email = ?1 COLLATE NOCASE AND status <> 'draft' ORDER BY created_at DESC, id DESC LIMIT {LIMIT}"
    ))?;
    let invoices: Vec<PastInvoice> = stmt
        .query_map([email], db::row::<Invoice>)?
        .map(|r| {
            r.map(|r| PastInvoice {
                number: invoice_number(r.number),
                total_cents: r.total_cents,
                paid_cents: r.paid_cents,
                status: r.status,
                created_at: r.created_at,
                pay_url: format!("/invoice/{}", r.token),
            })
        })
        .collect::<Result<_, _>>()?;
    #[derive(Deserialize)]
    struct Payment {
        number: i64,
        received_at: String,
        method: String,
        amount_cents: i64,
        tip_cents: i64,
    }
    let mut stmt = c.prepare(&format!(
        "SELECT i.number, p.received_at, p.method, p.amount_cents, p.tip_cents FROM payments p
         JOIN invoices i ON i.id = p.invoice_id
         WHERE i.customer_email = ?1 COLLATE NOCASE AND i.status <> 'draft'
         ORDER BY p.received_at DESC, p.id DESC LIMIT {LIMIT}"
    ))?;
    let receipts: Vec<Receipt> = stmt
        .query_map(params![email], db::row::<Payment>)?
        .map(|r| {
            r.map(|r| Receipt {
                invoice_number: invoice_number(r.number),
                received_at: r.received_at,
                method: r.method,
                amount_cents: r.amount_cents,
                tip_cents: r.tip_cents,
            })
        })
        .collect::<Result<_, _>>()?;
    Ok((requests, jobs, invoices, receipts))
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
