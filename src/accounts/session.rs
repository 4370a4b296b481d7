//! Server-side sessions in SQLite, carried by an HttpOnly SameSite=Lax cookie.
use super::tokens::{hash_token, new_token};
use crate::state::AppState;
use tower_cookies::cookie::{SameSite, time::Duration as CookieAge};
use tower_cookies::{Cookie, Cookies};

pub const COOKIE: &str = "roadside_session";

#[derive(Debug, Clone)]
pub struct SessionUser {
    pub id: i64,
    pub username: String,
    pub email: Option<String>,
    pub is_staff: bool,
    /// The owner's staff account (docs/product.md#privacy): only it may erase a person's data.
    pub is_owner: bool,
    /// Owner (the back office) or technician (the app at /tech).
    pub role: super::Role,
    pub created_at: String,
}

/// The signed-in customer: 401 without a session, and for staff (a staff
/// session is not a customer's).
pub async fn customer(state: &AppState, cookies: &Cookies) -> Result<SessionUser, crate::error::ApiError> {
    match current(state, cookies).await? {
        Some(u) if !u.is_staff => Ok(u),
        _ => Err(crate::error::ApiError::Unauthorized),
    }
}

/// Sessions end after this long without a request.
fn idle_limit(is_staff: bool) -> chrono::Duration {
    if is_staff { chrono::Duration::hours(8) } else { chrono::Duration::days(30) }
}

/// And after this long in any case, however busy: a stolen cookie stops
/// working by then, and a staff member signs in at least once a shift.
pub(crate) fn absolute_limit(is_staff: bool) -> chrono::Duration {
    if is_staff { chrono::Duration::hours(12) } else { chrono::Duration::days(30) }
}

use crate::time::format as stamp;

fn cookie(state: &AppState, value: String, max_age: CookieAge) -> Cookie<'static> {
    Cookie::build((COOKIE, value))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.config.secure_cookies())
        .max_age(max_age)
        .build()
}

fn token_from(cookies: &Cookies) -> Option<String> {
    cookies.get(COOKIE).map(|c| c.value().to_string()).filter(|v| !v.is_empty())
}

/// Starts a session and sets its cookie.
pub async fn start(state: &AppState, cookies: &Cookies, user_id: i64, is_staff: bool) -> anyhow::Result<()> {
    let token = new_token();
    let hash = hash_token(&token);
    let limit = idle_limit(is_staff);
    let expires = stamp(chrono::Utc::now() + limit);
    state.db.call(move |c| insert(c, &hash, user_id, is_staff, &expires)).await?;
    cookies.add(cookie(state, token, CookieAge::seconds(limit.num_seconds())));
    Ok(())
}

/// The signed-in user, if the cookie names a live session. Each use pushes
/// the idle expiry forward (at most once a minute, to spare the disk), never
/// past the session's absolute end.
pub async fn current(state: &AppState, cookies: &Cookies) -> anyhow::Result<Option<SessionUser>> {
    read(state, cookies, Touch::Yes).await
}

/// The signed-in user, without counting as a use: an open event stream checks
/// its session every minute, and that must not keep an idle one alive.
pub async fn peek(state: &AppState, cookies: &Cookies) -> anyhow::Result<Option<SessionUser>> {
    read(state, cookies, Touch::No).await
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Touch {
    Yes,
    No,
}

async fn read(state: &AppState, cookies: &Cookies, touch: Touch) -> anyhow::Result<Option<SessionUser>> {
    let Some(token) = token_from(cookies) else { return Ok(None) };
    let hash = hash_token(&token);
    let now = chrono::Utc::now();
    state.db.call(move |c| lookup(c, &hash, now, touch)).await
}

fn insert(
    c: &rusqlite::Connection,
    token_hash: &str,
    user_id: i64,
    is_staff: bool,
    expires: &str,
) -> rusqlite::Result<()> {
    super::store::insert_session(c, token_hash, user_id, is_staff, expires)
}

/// The user of a live session; an expired one is deleted, and a used one has
/// its idle expiry pushed forward, up to its absolute end.
fn lookup(
    c: &rusqlite::Connection,
    token_hash: &str,
    now: chrono::DateTime<chrono::Utc>,
    touch: Touch,
) -> rusqlite::Result<Option<SessionUser>> {
    let Some(row) = super::store::session(c, token_hash)? else { return Ok(None) };
    let user = SessionUser {
        id: row.id,
        username: row.username,
        email: row.email,
        is_staff: row.is_staff,
        is_owner: row.is_staff && row.is_owner,
        role: super::Role::parse(&row.role).unwrap_or(super::Role::Technician),
        created_at: row.created_at,
    };
    let (last_seen, expires, started) = (row.last_seen_at, row.expires_at, row.started_at);
    let end = chrono::DateTime::parse_from_rfc3339(&started)
        .map(|t| stamp(t.with_timezone(&chrono::Utc) + absolute_limit(user.is_staff)))
        .unwrap_or_else(|_| stamp(now));
    if expires <= stamp(now) || end <= stamp(now) {
        super::store::delete_session(c, token_hash)?;
        return Ok(None);
    }
    if touch == Touch::Yes && last_seen < stamp(now - chrono::Duration::minutes(1)) {
        let next = stamp(now + idle_limit(user.is_staff)).min(end);
        super::store::touch_session(c, token_hash, &stamp(now), &next)?;
    }
    Ok(Some(user))
}

/// Deletes every session past its idle expiry or its absolute end, staff and
/// customers alike (docs/product.md#privacy: kept no longer than they work).
/// `lookup` deletes an expired session it meets; this finds the ones nobody
/// comes back with. Answers how many went.
pub fn delete_expired(c: &rusqlite::Connection, now: chrono::DateTime<chrono::Utc>) -> rusqlite::Result<usize> {
    super::store::delete_expired_sessions(
        c,
        &stamp(now),
        &stamp(now - absolute_limit(true)),
        &stamp(now - absolute_limit(false)),
    )
}

/// The hash the session is kept under (a push subscription is tied to it).
pub fn token_hash(cookies: &Cookies) -> Option<String> {
    token_from(cookies).map(|t| hash_token(&t))
}

/// Ends the session the cookie names, and clears the cookie. The push
/// subscription made under it goes too: a device signed out gets no more
/// leads on its lock screen.
pub async fn end(state: &AppState, cookies: &Cookies) -> anyhow::Result<()> {
    if let Some(token) = token_from(cookies) {
        let hash = hash_token(&token);
        state.db.call(move |c| super::store::end_session(c, &hash)).await?;
    }
    cookies.add(cookie(state, String::new(), CookieAge::ZERO));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{Touch, insert, lookup, stamp};
    use chrono::{Duration, Utc};

    fn db_with_user(is_staff: bool) -> (tempfile::TempDir, rusqlite::Connection) {
        let dir = tempfile::tempdir().unwrap();
        let c = crate::db::open_connection(&dir.path().join("t.db")).unwrap();
        c.execute("INSERT INTO users (username, password, is_staff) VALUES ('u', 'x', ?1)", [is_staff]).unwrap();
        (dir, c)
    }

    #[test]
    fn a_staff_session_ends_12_hours_after_sign_in_however_busy() {
        let (_dir, c) = db_with_user(true);
        let start = Utc::now() - Duration::hours(11);
        // Signed in 11 hours ago, last used an hour ago.
        let last = Utc::now() - Duration::hours(1);
        insert(&c, "h", 1, true, &stamp(last + Duration::hours(8))).unwrap();
        c.execute("UPDATE sessions SET created_at = ?1, last_seen_at = ?2", [stamp(start), stamp(last)]).unwrap();
        // Used now: its expiry moves, but not past 12 hours from the sign-in.
        assert!(lookup(&c, "h", Utc::now(), Touch::Yes).unwrap().is_some());
        let expires: String = c.query_row("SELECT expires_at FROM sessions", [], |r| r.get(0)).unwrap();
        assert_eq!(expires, stamp(start + Duration::hours(12)));
        assert!(lookup(&c, "h", start + Duration::hours(12) + Duration::seconds(1), Touch::Yes).unwrap().is_none());
        assert_eq!(c.query_row("SELECT COUNT(*) FROM sessions", [], |r| r.get::<_, i64>(0)).unwrap(), 0);
    }

    #[test]
    fn expired_sessions_of_both_kinds_are_deleted_and_live_ones_kept() {
        let (_dir, c) = db_with_user(true);
        c.execute("INSERT INTO users (username, password, is_staff) VALUES ('c', 'x', 0)", []).unwrap();
        let now = Utc::now();
        let later = stamp(now + Duration::hours(1));
        // Idle past its expiry; past the staff 12 hours; a customer's 10 days in; signed in an hour ago.
        insert(&c, "idle", 1, true, &stamp(now - Duration::minutes(1))).unwrap();
        insert(&c, "long", 1, true, &later).unwrap();
        insert(&c, "customer", 2, false, &later).unwrap();
        insert(&c, "fresh", 1, true, &later).unwrap();
        let set_start = |hash: &str, start: chrono::DateTime<Utc>| {
            c.execute("UPDATE sessions SET created_at = ?1 WHERE token_hash = ?2", [stamp(start), hash.to_string()])
                .unwrap();
        };
        set_start("long", now - Duration::hours(13));
        set_start("customer", now - Duration::days(10));
        set_start("fresh", now - Duration::hours(1));
        assert_eq!(super::delete_expired(&c, now).unwrap(), 2);
        let mut left: Vec<String> = c
            .prepare("SELECT token_hash FROM sessions ORDER BY token_hash")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        left.sort();
        assert_eq!(left, ["customer", "fresh"]);
    }

    #[test]
    fn a_look_by_the_event_stream_does_not_keep_a_session_alive() {
        let (_dir, c) = db_with_user(true);
        let start = Utc::now() - Duration::hours(2);
        insert(&c, "h", 1, true, &stamp(start + Duration::hours(8))).unwrap();
        c.execute("UPDATE sessions SET created_at = ?1, last_seen_at = ?1", [stamp(start)]).unwrap();
        assert!(lookup(&c, "h", Utc::now(), Touch::No).unwrap().is_some());
        let (seen, expires): (String, String) =
            c.query_row("SELECT last_seen_at, expires_at FROM sessions", [], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
        assert_eq!((seen, expires), (stamp(start), stamp(start + Duration::hours(8))));
    }
}
