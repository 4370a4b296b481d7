//! Storing Checkout Sessions (one table for everything payable) and the
//! Stripe events already applied. Every function takes the connection (or
//! transaction) it works in.
use super::{Capture, PayableKind};
use crate::db;
use rusqlite::{Connection, OptionalExtension, params};
use serde::Deserialize;

/// What an open session is looked up by: the payable, the link it was
/// asked from, and the amounts.
pub struct Wanted {
    pub payable: (PayableKind, i64),
    pub reference: String,
    pub amount_cents: i64,
    pub tip_cents: i64,
    pub currency: &'static str,
    pub capture: Capture,
    pub detail: String,
}

/// The URL of an open session made for this payable, link and amounts that
/// is usable after `usable_after`.
pub fn open_session(c: &Connection, w: &Wanted, usable_after: &str) -> rusqlite::Result<Option<String>> {
    c.query_row(
        "SELECT url FROM checkouts WHERE payable_kind = ?1 AND payable_id = ?2 AND reference = ?3 AND amount_cents = ?4
         AND tip_cents = ?5 AND currency = ?6 AND status = 'open' AND expires_at > ?7 AND capture = ?8 AND detail = ?9
         ORDER BY created_at DESC LIMIT 1",
        params![
            w.payable.0.as_str(),
            w.payable.1,
            w.reference,
            w.amount_cents,
            w.tip_cents,
            w.currency,
            usable_after,
            w.capture.as_str(),
            w.detail
        ],
        |r| r.get("url"),
    )
    .optional()
}

/// How many of the payable's sessions are no longer handed out (completed,
/// expired, or expiring before `usable_after`).
pub fn spent_sessions(c: &Connection, (kind, id): (PayableKind, i64), usable_after: &str) -> rusqlite::Result<i64> {
    c.query_row(
        "SELECT COUNT(*) AS n FROM checkouts WHERE payable_kind = ?1 AND payable_id = ?2
         AND (status != 'open' OR expires_at <= ?3)",
        params![kind.as_str(), id, usable_after],
        |r| r.get("n"),
    )
}

/// A session made at Stripe for what was wanted.
pub fn insert_session(c: &Connection, id: &str, w: &Wanted, url: &str, expires_at: &str) -> rusqlite::Result<usize> {
    c.execute(
        "INSERT OR IGNORE INTO checkouts
             (id, payable_kind, payable_id, reference, amount_cents, tip_cents, currency, url, expires_at, capture, detail)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            id,
            w.payable.0.as_str(),
            w.payable.1,
            w.reference,
            w.amount_cents,
            w.tip_cents,
            w.currency,
            url,
            expires_at,
            w.capture.as_str(),
            w.detail
        ],
    )
}

/// Where a session of ours is (the `status` column; its words only in SQL).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CheckoutStatus {
    /// Made, not yet paid; Stripe may still take it until it expires.
    Open,
    /// Paid and recorded, or closed at Stripe on a mismatch (recorded never).
    Complete,
    /// Stripe let it expire unpaid.
    Expired,
}

impl CheckoutStatus {
    fn as_str(self) -> &'static str {
        match self {
            CheckoutStatus::Open => "open",
            CheckoutStatus::Complete => "complete",
            CheckoutStatus::Expired => "expired",
        }
    }
}

#[derive(Deserialize)]
struct MadeRow {
    payable_kind: String,
    payable_id: i64,
    amount_cents: i64,
    tip_cents: i64,
    currency: String,
    status: CheckoutStatus,
    capture: Capture,
    detail: String,
}

/// What a session of ours was made for.
#[derive(Debug, Clone)]
pub struct Made {
    pub id: String,
    pub kind: PayableKind,
    pub payable_id: i64,
    /// What it pays on the payable (without the tip).
    pub amount_cents: i64,
    pub tip_cents: i64,
    pub currency: String,
    pub status: CheckoutStatus,
    /// Charged at once, or held to be captured later.
    pub capture: Capture,
    /// What the payable asked with (`Payable::detail`).
    pub detail: String,
}

pub fn session(c: &Connection, id: &str) -> rusqlite::Result<Option<Made>> {
    let row = c
        .query_row(
            "SELECT payable_kind, payable_id, amount_cents, tip_cents, currency, status, capture, detail
             FROM checkouts WHERE id = ?1",
            [id],
            db::row::<MadeRow>,
        )
        .optional()?;
    Ok(row.and_then(|r| {
        Some(Made {
            id: id.to_string(),
            kind: PayableKind::parse(&r.payable_kind)?,
            payable_id: r.payable_id,
            amount_cents: r.amount_cents,
            tip_cents: r.tip_cents,
            currency: r.currency,
            status: r.status,
            capture: r.capture,
            detail: r.detail,
        })
    }))
}

/// Marks a session complete or expired.
pub fn set_status(c: &Connection, id: &str, status: CheckoutStatus) -> rusqlite::Result<usize> {
    c.execute("UPDATE checkouts SET status = ?2 WHERE id = ?1", params![id, status.as_str()])
}

/// Up to 200 open sessions, of one payable or all, oldest first.
pub fn open_sessions(c: &Connection, payable: Option<(PayableKind, i64)>) -> rusqlite::Result<Vec<String>> {
    let (kind, id) = payable.map(|(k, id)| (Some(k.as_str()), Some(id))).unwrap_or((None, None));
    let mut stmt = c.prepare(
        "SELECT id FROM checkouts WHERE status = 'open' AND (?1 IS NULL OR (payable_kind = ?1 AND payable_id = ?2))
         ORDER BY created_at LIMIT 200",
    )?;
    stmt.query_map(params![kind, id], |r| r.get("id"))?.collect()
}

/// How many sessions a payable has had made (tests and the log).
pub fn count_of(c: &Connection, (kind, id): (PayableKind, i64)) -> rusqlite::Result<i64> {
    c.query_row(
        "SELECT COUNT(*) AS n FROM checkouts WHERE payable_kind = ?1 AND payable_id = ?2",
        params![kind.as_str(), id],
        |r| r.get("n"),
    )
}

pub fn stripe_event_seen(c: &Connection, id: &str) -> rusqlite::Result<bool> {
    c.query_row("SELECT EXISTS (SELECT 1 FROM stripe_events WHERE id = ?1) AS seen", [id], |r| r.get("seen"))
}

pub fn insert_stripe_event(c: &Connection, id: &str, kind: &str) -> rusqlite::Result<usize> {
    c.execute("INSERT INTO stripe_events (id, type) VALUES (?1, ?2)", params![id, kind])
}
