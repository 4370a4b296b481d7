//! Proof's SQL: a job's photos, ticks, waivers and signatures.
use super::validate::{Mark, SignatureKind};
use crate::db;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A job photo as the app and the job card show it (the files themselves
/// are served by id).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Photo {
    pub id: i64,
    pub job_id: i64,
    /// The checklist item it is filed under (`photo-id`, `tire-after`…) or `other`.
    pub item: String,
    /// An ID's or a registration's: the owner's alone.
    pub sensitive: bool,
    /// When the phone took it (the phone's clock), and where, when it knew.
    pub taken_at: String,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    /// When the server received it.
    pub received_at: String,
    /// The SHA-256 of the bytes the phone sent, in hex.
    pub received_sha256: String,
    pub received_bytes: i64,
    /// The kept JPEG's size: upright, at most 1920 px, without EXIF.
    pub bytes: i64,
    pub width: i64,
    pub height: i64,
    /// The technician who sent it.
    pub technician: Option<String>,
    /// The owner chose it for the customer's invoice page (never an ID's).
    pub on_invoice: bool,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub file: String,
    #[serde(skip_serializing)]
    #[schema(ignore)]
    pub thumb: String,
}

const PHOTO: &str =
    "SELECT p.id, p.job_id AS jobId, p.item, p.sensitive, p.taken_at AS takenAt, p.latitude, p.longitude,
    p.received_at AS receivedAt, p.received_sha256 AS receivedSha256, p.received_bytes AS receivedBytes, p.bytes,
    p.width, p.height, u.username AS technician, p.on_invoice AS onInvoice, p.file, p.thumb
    FROM job_photos p LEFT JOIN users u ON u.id = p.technician_id";

/// A photo to keep.
pub struct NewPhoto<'a> {
    pub job_id: i64,
    pub item: &'a str,
    pub sensitive: bool,
    pub technician_id: i64,
    pub taken_at: &'a str,
    pub position: Option<(f64, f64)>,
    pub received_sha256: &'a str,
    pub received_bytes: usize,
    pub file: &'a str,
    pub thumb: &'a str,
    pub bytes: usize,
    pub width: u32,
    pub height: u32,
    pub client_ref: &'a str,
}

pub fn insert_photo(c: &Connection, p: &NewPhoto) -> rusqlite::Result<i64> {
    c.execute(
        "INSERT INTO job_photos (job_id, item, sensitive, technician_id, taken_at, latitude, longitude,
           received_sha256, received_bytes, file, thumb, bytes, width, height, client_ref)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
        params![
            p.job_id,
            p.item,
            p.sensitive,
            p.technician_id,
            p.taken_at,
            p.position.map(|(lat, _)| lat),
            p.position.map(|(_, lon)| lon),
            p.received_sha256,
            p.received_bytes as i64,
            p.file,
            p.thumb,
            p.bytes as i64,
            p.width,
            p.height,
            p.client_ref
        ],
    )?;
    Ok(c.last_insert_rowid())
}

/// The photo the phone sent before under `client_ref`, if it did.
pub fn photo_by_ref(c: &Connection, job_id: i64, client_ref: &str) -> rusqlite::Result<Option<Photo>> {
    c.query_row(&format!("{PHOTO} WHERE p.job_id = ?1 AND p.client_ref = ?2"), params![job_id, client_ref], db::row)
        .optional()
}

pub fn photo(c: &Connection, job_id: i64, id: i64) -> rusqlite::Result<Option<Photo>> {
    c.query_row(&format!("{PHOTO} WHERE p.job_id = ?1 AND p.id = ?2"), params![job_id, id], db::row).optional()
}

/// A photo by its id alone (the caller checks whose job it is).
pub fn photo_by_id(c: &Connection, id: i64) -> rusqlite::Result<Option<Photo>> {
    c.query_row(&format!("{PHOTO} WHERE p.id = ?1"), [id], db::row).optional()
}

/// A job's photos, in the order they were taken.
pub fn photos(c: &Connection, job_id: i64) -> rusqlite::Result<Vec<Photo>> {
    let mut stmt = c.prepare(&format!("{PHOTO} WHERE p.job_id = ?1 ORDER BY p.taken_at, p.id"))?;
    stmt.query_map([job_id], db::row)?.collect()
}

/// The work photos the owner chose for the job's invoice, in the order
/// taken: an ID's or a registration's never, whatever its flag says.
pub fn invoice_photos(c: &Connection, job_id: i64) -> rusqlite::Result<Vec<Photo>> {
    let mut stmt = c.prepare(&format!(
        "{PHOTO} WHERE p.job_id = ?1 AND p.on_invoice = 1 AND p.sensitive = 0 ORDER BY p.taken_at, p.id"
    ))?;
    stmt.query_map([job_id], db::row)?.collect()
}

/// Shows a work photo on the job's invoice page, or no longer (an ID's is
/// never set: the caller refuses it). Answers how many rows changed.
pub fn set_on_invoice(c: &Connection, job_id: i64, id: i64, on: bool) -> rusqlite::Result<usize> {
    c.execute(
        "UPDATE job_photos SET on_invoice = ?3 WHERE job_id = ?1 AND id = ?2 AND sensitive = 0",
        params![job_id, id, on],
    )
}

pub fn photo_count(c: &Connection, job_id: i64) -> rusqlite::Result<u32> {
    c.query_row("SELECT COUNT(*) AS n FROM job_photos WHERE job_id = ?1", [job_id], |r| r.get("n"))
}

/// The words that say what work a job is beside its lead's service: the
/// lines of its invoices that are not void ("Vehicle Lockout", "Tire,
/// 225/65R17"), as the technician wrote them up.
pub fn invoiced_work(c: &Connection, job_id: i64) -> rusqlite::Result<Vec<String>> {
    let mut stmt = c.prepare(
        "SELECT l.description FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
         WHERE i.job_id = ?1 AND i.status != 'void' ORDER BY i.id, l.position",
    )?;
    stmt.query_map([job_id], |r| r.get("description"))?.collect()
}

/// How many photos and signatures there are in all (an erasure counts what
/// went by the difference).
pub fn totals(c: &Connection) -> rusqlite::Result<(usize, usize)> {
    c.query_row(
        "SELECT (SELECT COUNT(*) FROM job_photos) AS photos, (SELECT COUNT(*) FROM job_signatures) AS signatures",
        [],
        |r| Ok((r.get::<_, i64>("photos")? as usize, r.get::<_, i64>("signatures")? as usize)),
    )
}

/// Every file a row names (photos and thumbnails).
pub fn files(c: &Connection) -> rusqlite::Result<Vec<String>> {
    // A copy made before photos existed has no such table: it names none.
    let exists: bool = c.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'job_photos') AS found",
        [],
        |r| r.get("found"),
    )?;
    if !exists {
        return Ok(Vec::new());
    }
    let mut stmt = c.prepare("SELECT file AS name FROM job_photos UNION SELECT thumb FROM job_photos")?;
    stmt.query_map([], |r| r.get("name"))?.collect()
}

/// Removes the ID and registration photos received before `cutoff`
/// (`[retention] id_photo_days`). Answers how many.
pub fn delete_sensitive_before(c: &Connection, cutoff: &str) -> rusqlite::Result<usize> {
    c.execute("DELETE FROM job_photos WHERE sensitive = 1 AND received_at < ?1", [cutoff])
}

/// A tick or a waiver of one checklist item.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Check {
    pub item: String,
    /// ticked (by the technician) or waived (by the owner).
    pub kind: String,
    /// Who did it.
    pub by: Option<String>,
    /// The owner's reason, for a waiver.
    pub reason: Option<String>,
    pub at: String,
}

pub fn checks(c: &Connection, job_id: i64) -> rusqlite::Result<Vec<Check>> {
    let mut stmt = c.prepare(
        "SELECT k.item, k.kind, u.username AS by, k.reason, k.at FROM job_checks k
         LEFT JOIN users u ON u.id = k.user_id WHERE k.job_id = ?1 ORDER BY k.at",
    )?;
    stmt.query_map([job_id], db::row)?.collect()
}

/// Ticks an item, or waives it with a reason; the same again replaces it.
pub fn put_check(
    c: &Connection,
    job_id: i64,
    item: &str,
    kind: &str,
    user_id: i64,
    reason: Option<&str>,
) -> rusqlite::Result<()> {
    c.execute(
        "INSERT INTO job_checks (job_id, item, kind, user_id, reason) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (job_id, item, kind) DO UPDATE SET user_id = excluded.user_id, reason = excluded.reason,
           at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
        params![job_id, item, kind, user_id, reason],
    )?;
    Ok(())
}

/// Takes a technician's tick back.
pub fn remove_tick(c: &Connection, job_id: i64, item: &str) -> rusqlite::Result<usize> {
    c.execute("DELETE FROM job_checks WHERE job_id = ?1 AND item = ?2 AND kind = 'ticked'", params![job_id, item])
}

/// The customer's signature as kept.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Signature {
    pub id: i64,
    pub job_id: i64,
    /// The invoice it was given for, and its total then.
    pub invoice_id: Option<i64>,
    pub amount_cents: i64,
    /// The name typed under it.
    pub signer_name: String,
    /// Drawn, or typed (its `typed` text is the signature; no strokes).
    pub kind: SignatureKind,
    /// The drawing: strokes of [x, y] points in a 1000 x 400 box (none when typed).
    #[schema(value_type = Vec<Vec<Vec<i64>>>)]
    pub strokes: serde_json::Value,
    /// A typed signature's text, as the customer typed it.
    pub typed: Option<String>,
    pub signed_at: String,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub received_at: String,
    pub technician: Option<String>,
}

impl Signature {
    /// Whether it stands for the invoice `invoice_id` with this total: a
    /// signature is void once its invoice's total changes (the one rule, for
    /// the app, the job card and the invoice page).
    pub fn stands_for(&self, invoice_id: i64, total_cents: i64) -> bool {
        self.invoice_id == Some(invoice_id) && self.amount_cents == total_cents
    }
}

/// The signature's row: the drawing is kept as JSON text.
#[derive(Deserialize)]
struct SignatureRow {
    id: i64,
    job_id: i64,
    invoice_id: Option<i64>,
    amount_cents: i64,
    signer_name: String,
    kind: String,
    strokes: String,
    typed: Option<String>,
    signed_at: String,
    latitude: Option<f64>,
    longitude: Option<f64>,
    received_at: String,
    technician: Option<String>,
}

impl From<SignatureRow> for Signature {
    fn from(r: SignatureRow) -> Self {
        Signature {
            id: r.id,
            job_id: r.job_id,
            invoice_id: r.invoice_id,
            amount_cents: r.amount_cents,
            signer_name: r.signer_name,
            kind: if r.kind == "typed" { SignatureKind::Typed } else { SignatureKind::Drawn },
            strokes: serde_json::from_str(&r.strokes).unwrap_or(serde_json::Value::Array(Vec::new())),
            typed: r.typed,
            signed_at: r.signed_at,
            latitude: r.latitude,
            longitude: r.longitude,
            received_at: r.received_at,
            technician: r.technician,
        }
    }
}

const SIGNATURE: &str =
    "SELECT s.id, s.job_id, s.invoice_id, s.amount_cents, s.signer_name, s.kind, s.strokes, s.typed,
    s.signed_at,
    s.latitude, s.longitude, s.received_at, u.username AS technician
    FROM job_signatures s LEFT JOIN users u ON u.id = s.technician_id";

/// A signature to keep.
pub struct NewSignature<'a> {
    pub job_id: i64,
    pub invoice_id: Option<i64>,
    pub amount_cents: i64,
    pub signer_name: &'a str,
    /// A drawing's strokes, or a typed name.
    pub mark: &'a Mark,
    pub technician_id: i64,
    pub signed_at: &'a str,
    pub position: Option<(f64, f64)>,
    pub client_ref: &'a str,
}

pub fn insert_signature(c: &Connection, s: &NewSignature) -> rusqlite::Result<i64> {
    let (strokes, typed) = match s.mark {
        Mark::Drawn { strokes } => (strokes.as_str(), None),
        Mark::Typed { text } => ("[]", Some(text.as_str())),
    };
    c.execute(
        "INSERT INTO job_signatures (job_id, invoice_id, amount_cents, signer_name, kind, strokes, typed, technician_id,
           signed_at, latitude, longitude, client_ref) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        params![
            s.job_id,
            s.invoice_id,
            s.amount_cents,
            s.signer_name,
            s.mark.kind().as_str(),
            strokes,
            typed,
            s.technician_id,
            s.signed_at,
            s.position.map(|(lat, _)| lat),
            s.position.map(|(_, lon)| lon),
            s.client_ref
        ],
    )?;
    Ok(c.last_insert_rowid())
}

pub fn signature_by_ref(c: &Connection, job_id: i64, client_ref: &str) -> rusqlite::Result<Option<Signature>> {
    c.query_row::<SignatureRow, _, _>(
        &format!("{SIGNATURE} WHERE s.job_id = ?1 AND s.client_ref = ?2"),
        params![job_id, client_ref],
        db::row,
    )
    .optional()
    .map(|r| r.map(Signature::from))
}

/// A job's newest signature.
pub fn latest_signature(c: &Connection, job_id: i64) -> rusqlite::Result<Option<Signature>> {
    c.query_row::<SignatureRow, _, _>(
        &format!("{SIGNATURE} WHERE s.job_id = ?1 ORDER BY s.id DESC LIMIT 1"),
        [job_id],
        db::row,
    )
    .optional()
    .map(|r| r.map(Signature::from))
}

/// The newest signature given for `invoice_id`.
pub fn signature_of_invoice(c: &Connection, invoice_id: i64) -> rusqlite::Result<Option<Signature>> {
    c.query_row::<SignatureRow, _, _>(
        &format!("{SIGNATURE} WHERE s.invoice_id = ?1 ORDER BY s.id DESC LIMIT 1"),
        [invoice_id],
        db::row,
    )
    .optional()
    .map(|r| r.map(Signature::from))
}
