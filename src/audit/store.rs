//! The audit trail in SQLite: one append-only table (its triggers refuse
//! UPDATE and DELETE). Every function takes the connection it works in.
use rusqlite::{Connection, params};

/// One record of the trail, as stored (the JSON already text).
pub struct NewRecord<'a> {
    pub staff_user_id: Option<i64>,
    pub staff_username: &'a str,
    pub action: &'a str,
    pub subject_type: &'a str,
    pub subject_id: i64,
    pub changed_json: String,
    pub before_json: Option<String>,
    pub after_json: Option<String>,
}

/// Appends a record. Answers its id.
pub fn insert(c: &Connection, r: &NewRecord) -> rusqlite::Result<i64> {
    c.execute(
        "INSERT INTO audit_log (staff_user_id, staff_username, action, subject_type, subject_id, changed_json, \
            before_json, after_json) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            r.staff_user_id,
            r.staff_username,
            r.action,
            r.subject_type,
            r.subject_id,
            r.changed_json,
            r.before_json,
            r.after_json
        ],
    )?;
    Ok(c.last_insert_rowid())
}
