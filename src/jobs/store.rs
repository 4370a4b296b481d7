//! Storing and reading jobs. Every function takes the connection (or the
//! transaction) it works in; the handlers in `jobs` decide what the answer is.
use super::assignment::{Assignment, Point};
use super::validate::{ApprovalStatus, JobChanges, JobStatus, NewJob};
use crate::db::{required_text, text};
use crate::fleets::{FleetTag, TagRow};
use crate::leads::LeadKind;
use crate::listing::{ListRow, Page, PageRequest, select_one, select_page};
use crate::lists::InvoiceStatus;
use chrono::{DateTime, Duration, Utc};
use rusqlite::types::Value as SqlValue;
use rusqlite::{OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

/// What can go wrong in a job's storage besides the database itself.
#[derive(Debug)]
pub enum JobError {
    /// No lead of the named kind has the named id.
    NoSuchLead,
    /// No job has this id.
    NotFound,
    /// No technician's account (enabled) has this username.
    NoSuchTechnician,
    /// The write was based on an older version of the job than the stored one.
    Stale,
    /// Completing it needs proof it lacks (docs/product.md#proof): the message names each item.
    ProofMissing(String),
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for JobError {
    fn from(e: rusqlite::Error) -> Self {
        JobError::Sql(e)
    }
}

/// The lead a job came from, as the jobs board shows it.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct Customer {
    pub name: Option<String>,
    pub phone: Option<String>,
    pub location: Option<String>,
    pub service: Option<String>,
    /// What the driver wrote: the quote's, booking's or analyzer's description, the contact form's message.
    pub problem: Option<String>,
    /// The vehicle as the driver gave it (a quote's vehicle, a booking's type).
    pub vehicle: Option<String>,
    /// How soon, as the driver chose it.
    pub urgency: Option<String>,
}

/// A job, with its customer (null once the lead is deleted).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Job {
    pub id: i64,
    pub submission_id: i64,
    /// quote, booking, contact or analyzer.
    pub submission_type: String,
    pub status: JobStatus,
    pub job_value: Option<f64>,
    /// Set while the job is completed.
    pub completed_at: Option<String>,
    /// Minutes from the lead to the truck on site (or to completion).
    pub response_time: Option<i64>,
    pub customer_satisfaction: Option<i64>,
    pub notes: Option<String>,
    pub created_at: String,
    pub lead_created_at: Option<String>,
    pub on_site_at: Option<String>,
    pub updated_at: Option<String>,
    pub customer: Option<Customer>,
    /// The username of the technician it is assigned to.
    pub technician: Option<String>,
    /// Where the customer is: set by the owner, or else the GPS of the chat the lead came from.
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    /// How the customer paid (one of the business's payment methods).
    pub payment_method: Option<String>,
    pub cancel_reason: Option<String>,
    /// When the technician set off (the first On my way).
    pub en_route_at: Option<String>,
    /// The driver's tracking page, while its link lives (made by On my way).
    pub tracking_url: Option<String>,
    /// The job's latest invoice that is not void.
    pub invoice: Option<JobInvoice>,
    /// Whether completing the job asks the customer for a review (docs/product.md#reviews); the owner switches it off for fleet accounts.
    pub review_request: bool,
    /// Goes up with every write of the job; a change names the version it was based on.
    pub version: i64,
    /// The fleet its lead is linked to, with the unit (docs/product.md#fleets).
    pub fleet: Option<FleetTag>,
    /// The fleet's purchase order number for this job.
    pub po_number: Option<String>,
    /// What the fleet approved for this job: an invoice over it needs a new approval.
    pub approved_cents: Option<i64>,
    /// The job's latest approval request and its answer.
    pub approval: Option<JobApproval>,
    #[serde(skip)]
    #[schema(ignore)]
    pub technician_id: Option<i64>,
}

/// The job card in one read: the job, its lead's customer, its technician's
/// username, the GPS of the chat its lead came from, its newest tracking link
/// and its latest invoice that is not void, joined (no query per row).
const CARD: &str = "(SELECT j.*,
        u.username AS card_technician,
        CASE j.submission_type WHEN 'quote' THEN q.id WHEN 'booking' THEN b.id
            WHEN 'contact' THEN ct.id WHEN 'analyzer' THEN a.id END AS card_lead,
        CASE j.submission_type WHEN 'quote' THEN q.name WHEN 'booking' THEN b.name
            WHEN 'contact' THEN ct.name WHEN 'analyzer' THEN a.name END AS card_name,
        CASE j.submission_type WHEN 'quote' THEN q.phone WHEN 'booking' THEN b.phone
            WHEN 'contact' THEN ct.phone WHEN 'analyzer' THEN a.phone END AS card_phone,
        CASE j.submission_type WHEN 'quote' THEN q.location WHEN 'booking' THEN b.location
            WHEN 'contact' THEN ct.location WHEN 'analyzer' THEN a.location END AS card_location,
        CASE j.submission_type WHEN 'quote' THEN q.service_type WHEN 'booking' THEN b.service_needed
            WHEN 'contact' THEN 'Contact form' WHEN 'analyzer' THEN a.suggested_service END AS card_service,
        CASE j.submission_type WHEN 'quote' THEN q.description WHEN 'booking' THEN b.description
            WHEN 'contact' THEN ct.message WHEN 'analyzer' THEN a.problem_description END AS card_problem,
        CASE j.submission_type WHEN 'quote' THEN q.vehicle_info WHEN 'booking' THEN b.vehicle_type END AS card_vehicle,
        CASE j.submission_type WHEN 'quote' THEN q.urgency WHEN 'booking' THEN b.urgency
            WHEN 'contact' THEN ct.urgency WHEN 'analyzer' THEN a.urgency END AS card_urgency,
        ch.gps_latitude AS card_gps_latitude, ch.gps_longitude AS card_gps_longitude,
        t.token AS card_link, t.created_at AS card_link_created, t.ended_at AS card_link_ended,
        i.id AS card_invoice, i.number AS card_invoice_number, i.status AS card_invoice_status,
        i.token AS card_invoice_token, i.total_cents AS card_invoice_total, i.paid_cents AS card_invoice_paid,
        f.id AS tag_fleet_id, f.name AS tag_name, f.terms AS tag_terms,
    f.po_rule AS tag_po_rule, f.approval_limit_cents AS tag_limit, f.credit_hold AS tag_hold,
    f.tax_exempt AS tag_exempt, fu.id AS tag_unit_id, fu.unit_number AS tag_unit_number, fu.year AS tag_unit_year,
    fu.make AS tag_unit_make, fu.model AS tag_unit_model, fu.vin AS tag_unit_vin, fl.linked_by,
        ap.status AS card_approval_status, ap.amount_cents AS card_approval_amount,
        ap.requested_at AS card_approval_requested, ap.decided_name AS card_approval_name,
        ap.decided_at AS card_approval_decided, ap.decided_by AS card_approval_by
    FROM job_tracking j
    LEFT JOIN users u ON u.id = j.technician_id
    LEFT JOIN quote_submissions q ON j.submission_type = 'quote' AND q.id = j.submission_id
    LEFT JOIN booking_submissions b ON j.submission_type = 'booking' AND b.id = j.submission_id
    LEFT JOIN contact_submissions ct ON j.submission_type = 'contact' AND ct.id = j.submission_id
    LEFT JOIN smart_analyzer_submissions a ON j.submission_type = 'analyzer' AND a.id = j.submission_id
    LEFT JOIN chatbot_interactions ch ON ch.id = a.chatbot_interaction_id
    LEFT JOIN tracking_links t ON t.token =
        (SELECT token FROM tracking_links WHERE job_id = j.id ORDER BY created_at DESC LIMIT 1)
    LEFT JOIN invoices i ON i.id =
        (SELECT id FROM invoices WHERE job_id = j.id AND status != 'void' ORDER BY number DESC LIMIT 1)
    LEFT JOIN fleet_leads fl ON fl.lead_type = j.submission_type AND fl.lead_id = j.submission_id
    LEFT JOIN fleets f ON f.id = fl.fleet_id
    LEFT JOIN fleet_units fu ON fu.id = fl.unit_id
    LEFT JOIN approvals ap ON ap.id =
        (SELECT id FROM approvals WHERE job_id = j.id AND status != 'superseded' ORDER BY id DESC LIMIT 1)
) AS job_card";

impl ListRow for Job {
    const TABLE: &'static str = CARD;
    fn id(&self) -> i64 {
        self.id
    }
    fn read(r: &rusqlite::Row) -> rusqlite::Result<Self> {
        Job {
            id: r.get("id")?,
            submission_id: r.get("submission_id")?,
            submission_type: required_text(r, "submission_type")?,
            status: r.get("status")?,
            job_value: r.get("job_value")?,
            completed_at: text(r, "completed_at")?,
            response_time: r.get("response_time")?,
            customer_satisfaction: r.get("customer_satisfaction")?,
            notes: text(r, "notes")?,
            created_at: required_text(r, "created_at")?,
            lead_created_at: text(r, "lead_created_at")?,
            on_site_at: text(r, "on_site_at")?,
            updated_at: text(r, "updated_at")?,
            customer: None,
            technician: None,
            latitude: r.get("latitude")?,
            longitude: r.get("longitude")?,
            payment_method: text(r, "payment_method")?,
            cancel_reason: text(r, "cancel_reason")?,
            en_route_at: text(r, "en_route_at")?,
            tracking_url: None,
            invoice: None,
            review_request: r.get("review_request")?,
            version: r.get("version")?,
            fleet: None,
            po_number: text(r, "po_number")?,
            approved_cents: r.get("approved_cents")?,
            approval: None,
            technician_id: r.get("technician_id")?,
        }
        .with_card(r)
    }
}

impl Job {
    /// The card's joined columns onto the job (see `CARD`).
    fn with_card(mut self, r: &rusqlite::Row) -> rusqlite::Result<Job> {
        if r.get::<_, Option<i64>>("card_lead")?.is_some() {
            self.customer = Some(Customer {
                name: r.get("card_name")?,
                phone: r.get("card_phone")?,
                location: r.get("card_location")?,
                service: r.get("card_service")?,
                problem: text(r, "card_problem")?.filter(|s| !s.trim().is_empty()),
                vehicle: text(r, "card_vehicle")?.filter(|s| !s.trim().is_empty()),
                urgency: text(r, "card_urgency")?,
            });
        }
        if self.technician_id.is_some() {
            self.technician = r.get("card_technician")?;
        }
        if self.latitude.is_none() || self.longitude.is_none() {
            let gps = (r.get("card_gps_latitude")?, r.get("card_gps_longitude")?);
            if let Some(p) = chat_point(gps) {
                (self.latitude, self.longitude) = (Some(p.latitude), Some(p.longitude));
            }
        }
        let link: Option<String> = r.get("card_link")?;
        if let Some(token) = link {
            let (created, ended): (String, Option<String>) = (r.get("card_link_created")?, r.get("card_link_ended")?);
            if !link_expired(&created, ended.as_deref(), Utc::now()) {
                self.tracking_url = Some(format!("/track/{token}"));
            }
        }
        if r.get::<_, Option<i64>>("tag_fleet_id")?.is_some() {
            self.fleet = Some(crate::db::row::<TagRow>(r)?.into());
        }
        if let Some(status) = r.get::<_, Option<ApprovalStatus>>("card_approval_status")? {
            self.approval = Some(JobApproval {
                status,
                amount_cents: r.get("card_approval_amount")?,
                requested_at: r.get("card_approval_requested")?,
                decided_name: r.get("card_approval_name")?,
                decided_at: r.get("card_approval_decided")?,
                decided_by: r.get("card_approval_by")?,
            });
        }
        if let Some(id) = r.get::<_, Option<i64>>("card_invoice")? {
            let (total, paid): (i64, i64) = (r.get("card_invoice_total")?, r.get("card_invoice_paid")?);
            self.invoice = Some(JobInvoice {
                id,
                number: crate::refs::invoice_number(r.get("card_invoice_number")?),
                status: r.get("card_invoice_status")?,
                path: format!("/invoice/{}", r.get::<_, String>("card_invoice_token")?),
                total_cents: total,
                balance_cents: (total - paid).max(0),
            });
        }
        Ok(self)
    }
}

/// A fleet's answer to a job's estimate (docs/product.md#fleets).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobApproval {
    pub status: ApprovalStatus,
    pub amount_cents: i64,
    pub requested_at: String,
    /// The name the requester answered with.
    pub decided_name: Option<String>,
    pub decided_at: Option<String>,
    /// Who answered, and which way: "Dana Dispatch (requester's link)" or "pat_abc (portal manager)".
    pub decided_by: Option<String>,
}

/// The fleet's purchase order number for the job, as its approver gave it.
pub fn set_po(tx: &rusqlite::Connection, id: i64, po: &str) -> rusqlite::Result<usize> {
    tx.execute("UPDATE job_tracking SET po_number = ?1 WHERE id = ?2", params![po, id])
}

/// Records what the fleet approved for the job: a new version of it, which
/// open forms and phones follow.
pub fn set_approved(tx: &rusqlite::Connection, id: i64, cents: i64) -> rusqlite::Result<usize> {
    tx.execute(
        "UPDATE job_tracking SET approved_cents = ?1, version = version + 1, updated_at = ?2 WHERE id = ?3",
        params![cents, crate::time::now_text(), id],
    )
}

/// A job with the lead it came from (null once that lead is deleted).
pub fn job(c: &rusqlite::Connection, id: i64) -> rusqlite::Result<Option<Job>> {
    select_one::<Job>(c, id)
}

/// The job, if it is assigned to this technician (another's is as good as none).
pub fn technicians_job(c: &rusqlite::Connection, technician_id: i64, job_id: i64) -> rusqlite::Result<Option<Job>> {
    Ok(job(c, job_id)?.filter(|j| j.technician_id == Some(technician_id)))
}

/// How long a tracking link answers: a day from On my way, or a day from the
/// job's end when that is later. After that its token is unknown (404).
pub const LINK_LIFETIME_HOURS: i64 = 24;

fn parse_time(s: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(s).ok().map(|t| t.with_timezone(&Utc))
}

/// A chat's GPS coordinates (kept as text) as a point, when both read as
/// degrees within range.
fn chat_point((lat, lon): (Option<String>, Option<String>)) -> Option<Point> {
    let parse = |s: Option<String>| s.and_then(|s| s.trim().parse::<f64>().ok()).filter(|n| n.is_finite());
    match (parse(lat), parse(lon)) {
        (Some(latitude), Some(longitude)) if latitude.abs() <= 90.0 && longitude.abs() <= 180.0 => {
            Some(Point { latitude, longitude })
        }
        _ => None,
    }
}

/// The customer's position of a job: the one the owner set, or else the GPS
/// coordinates of the chat its lead came from (kept as the chat keeps them:
/// the retention sweep removes a chat's coordinates after `chat_gps_days`).
pub fn customer_point(c: &rusqlite::Connection, job: &Job) -> rusqlite::Result<Option<Point>> {
    if let (Some(latitude), Some(longitude)) = (job.latitude, job.longitude) {
        return Ok(Some(Point { latitude, longitude }));
    }
    if job.submission_type != "analyzer" {
        return Ok(None);
    }
    #[derive(serde::Deserialize)]
    struct Gps {
        gps_latitude: Option<String>,
        gps_longitude: Option<String>,
    }
    let gps: Option<(Option<String>, Option<String>)> = c
        .query_row(
            "SELECT c.gps_latitude, c.gps_longitude FROM smart_analyzer_submissions a
             JOIN chatbot_interactions c ON c.id = a.chatbot_interaction_id WHERE a.id = ?1",
            [job.submission_id],
            crate::db::row::<Gps>,
        )
        .optional()?
        .map(|g| (g.gps_latitude, g.gps_longitude));
    Ok(gps.and_then(chat_point))
}

/// The job's newest tracking link that still answers, if any.
pub fn live_link(c: &rusqlite::Connection, job_id: i64, now: DateTime<Utc>) -> rusqlite::Result<Option<String>> {
    #[derive(serde::Deserialize)]
    struct Link {
        token: String,
        created_at: String,
        ended_at: Option<String>,
    }
    let row: Option<Link> = c
        .query_row(
            "SELECT token, created_at, ended_at FROM tracking_links WHERE job_id = ?1 ORDER BY created_at DESC LIMIT 1",
            [job_id],
            crate::db::row::<Link>,
        )
        .optional()?;
    Ok(row.filter(|l| !link_expired(&l.created_at, l.ended_at.as_deref(), now)).map(|l| l.token))
}

pub fn link_expired(created: &str, ended: Option<&str>, now: DateTime<Utc>) -> bool {
    let life = Duration::hours(LINK_LIFETIME_HOURS);
    let from_start = parse_time(created).map(|t| t + life);
    let from_end = ended.and_then(parse_time).map(|t| t + life);
    match from_start.max(from_end) {
        Some(until) => now >= until,
        None => true,
    }
}

/// Applies the owner's dispatch fields (assignment, position, payment, reason).
pub fn apply_assignment(c: &rusqlite::Connection, id: i64, a: &Assignment) -> Result<(), JobError> {
    if let Some(technician) = &a.technician {
        let tech_id = match technician {
            None => None,
            Some(username) => Some(
                c.query_row(
                    "SELECT id FROM users WHERE username = ?1 AND is_staff = 1 AND role = 'technician' AND disabled_at IS NULL",
                    [username],
                    |r| r.get::<_, i64>(0),
                )
                .optional()?
                .ok_or(JobError::NoSuchTechnician)?,
            ),
        };
        c.execute("UPDATE job_tracking SET technician_id = ?1 WHERE id = ?2", params![tech_id, id])?;
    }
    if let Some(position) = &a.position {
        let (lat, lon) = (position.map(|p| p.latitude), position.map(|p| p.longitude));
        c.execute("UPDATE job_tracking SET latitude = ?1, longitude = ?2 WHERE id = ?3", params![lat, lon, id])?;
    }
    if let Some(v) = &a.payment_method {
        c.execute("UPDATE job_tracking SET payment_method = ?1 WHERE id = ?2", params![v, id])?;
    }
    if let Some(v) = &a.cancel_reason {
        c.execute("UPDATE job_tracking SET cancel_reason = ?1 WHERE id = ?2", params![v, id])?;
    }
    Ok(())
}

/// What a job card shows of its invoice.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobInvoice {
    pub id: i64,
    pub number: String,
    pub status: InvoiceStatus,
    /// The public page, from the site's root (/invoice/{token}).
    pub path: String,
    pub total_cents: i64,
    pub balance_cents: i64,
}

/// Writes the changes and the times that follow from a new status:
/// completedAt while the job is completed; onSiteAt the first time the truck
/// is on site; responseTime, once, the minutes from the lead's arrival to
/// the truck on site (or to completion, when on site was never marked).
pub fn apply(c: &rusqlite::Connection, id: i64, ch: &JobChanges) -> Result<(), JobError> {
    let stamp = crate::time::now_text();
    apply_assignment(c, id, &ch.dispatch)?;
    if let Some(v) = &ch.job_value {
        c.execute("UPDATE job_tracking SET job_value = ?1 WHERE id = ?2", params![v, id])?;
    }
    if let Some(v) = &ch.notes {
        c.execute("UPDATE job_tracking SET notes = ?1 WHERE id = ?2", params![v, id])?;
    }
    if let Some(v) = ch.review_request {
        c.execute("UPDATE job_tracking SET review_request = ?1 WHERE id = ?2", params![v, id])?;
    }
    if let Some(v) = &ch.po_number {
        c.execute("UPDATE job_tracking SET po_number = ?1 WHERE id = ?2", params![v, id])?;
    }
    if let Some(v) = &ch.customer_satisfaction {
        c.execute("UPDATE job_tracking SET customer_satisfaction = ?1 WHERE id = ?2", params![v, id])?;
    }
    if let Some(status) = ch.status {
        c.execute("UPDATE job_tracking SET status = ?1 WHERE id = ?2", params![status.as_str(), id])?;
        match status {
            JobStatus::Completed => {
                c.execute(
                    "UPDATE job_tracking SET completed_at = COALESCE(completed_at, ?1) WHERE id = ?2",
                    params![stamp, id],
                )?;
            }
            _ => {
                c.execute("UPDATE job_tracking SET completed_at = NULL WHERE id = ?1", [id])?;
            }
        }
        if status == JobStatus::EnRoute {
            c.execute(
                "UPDATE job_tracking SET en_route_at = COALESCE(en_route_at, ?1) WHERE id = ?2",
                params![stamp, id],
            )?;
        }
        if status == JobStatus::OnSite {
            c.execute(
                "UPDATE job_tracking SET on_site_at = COALESCE(on_site_at, ?1) WHERE id = ?2",
                params![stamp, id],
            )?;
        }
        if matches!(status, JobStatus::OnSite | JobStatus::Completed) {
            c.execute(
                "UPDATE job_tracking SET response_time = MAX(0, CAST(ROUND((julianday(COALESCE(on_site_at, ?1)) - julianday(lead_created_at)) * 1440) AS INTEGER))
                 WHERE id = ?2 AND response_time IS NULL AND lead_created_at IS NOT NULL",
                params![stamp, id],
            )?;
        }
    }
    c.execute("UPDATE job_tracking SET updated_at = ?1, version = version + 1 WHERE id = ?2", params![stamp, id])?;
    Ok(())
}

/// What `insert` found: the id of the job the lead already had, or of the
/// row it made (the changes not yet written).
pub enum Inserted {
    Had(i64),
    New(i64),
}

/// Makes a job's row from a lead (one job per lead), inside the caller's
/// transaction, or answers the job the lead already had (nothing written).
/// The rest of making a job (the lead answered, the changes it was made
/// with, the audit row) is `super::workflow::insert`'s.
pub fn insert(tx: &rusqlite::Connection, new: &NewJob) -> Result<Inserted, JobError> {
    let table = new.kind.table();
    let lead_created: Option<String> = tx
        .query_row(&format!("SELECT created_at FROM {table} WHERE id = ?1"), [new.submission_id], |r| {
            r.get("created_at")
        })
        .optional()?;
    let lead_created = lead_created.ok_or(JobError::NoSuchLead)?;
    let existing: Option<i64> = tx
        .query_row(
            "SELECT id FROM job_tracking WHERE submission_type = ?1 AND submission_id = ?2",
            params![new.kind.as_str(), new.submission_id],
            |r| r.get("id"),
        )
        .optional()?;
    if let Some(id) = existing {
        return Ok(Inserted::Had(id));
    }
    tx.execute(
        "INSERT INTO job_tracking (submission_id, submission_type, status, lead_created_at) VALUES (?1, ?2, 'pending', ?3)",
        params![new.submission_id, new.kind.as_str(), lead_created],
    )?;
    Ok(Inserted::New(tx.last_insert_rowid()))
}

/// Writes `changes` to a job inside the caller's transaction and answers
/// the job as it was before them; the caller sets off what follows
/// (`dispatch::workflow::update_job_in`) and then records it
/// (`super::workflow::record`).
pub fn change(tx: &rusqlite::Connection, id: i64, changes: &JobChanges) -> Result<Job, JobError> {
    let before = job(tx, id)?.ok_or(JobError::NotFound)?;
    if changes.based_on.is_some_and(|v| v != before.version) {
        return Err(JobError::Stale);
    }
    apply(tx, id, changes)?;
    Ok(before)
}

/// Jobs newest first, each with its customer, of one status or all.
pub fn list(c: &rusqlite::Connection, status: Option<JobStatus>, page: PageRequest) -> rusqlite::Result<Page<Job>> {
    let mut conditions = Vec::new();
    let mut args = Vec::new();
    if let Some(status) = status {
        conditions.push("status = ?".to_string());
        args.push(SqlValue::Text(status.as_str().to_string()));
    }
    select_page::<Job>(c, &conditions, args, page)
}

/// The jobs assigned to one technician, newest first: the open ones, and those
/// that ended in the last day (the app shows what was just done).
pub fn list_for_technician(c: &rusqlite::Connection, technician_id: i64) -> rusqlite::Result<Vec<Job>> {
    let since = crate::time::format(chrono::Utc::now() - chrono::Duration::hours(24));
    let conditions = vec![
        "technician_id = ?".to_string(),
        "(status NOT IN ('completed', 'cancelled') OR updated_at >= ?)".to_string(),
    ];
    let args = vec![SqlValue::Integer(technician_id), SqlValue::Text(since)];
    let request = PageRequest { limit: 200, before_id: None };
    Ok(select_page::<Job>(c, &conditions, args, request)?.items)
}

/// A fleet unit's jobs, newest first (its service history in the fleet's portal).
pub fn list_for_unit(c: &rusqlite::Connection, fleet_id: i64, unit_id: i64) -> rusqlite::Result<Vec<Job>> {
    let conditions = vec!["tag_fleet_id = ?".to_string(), "tag_unit_id = ?".to_string()];
    let args = vec![SqlValue::Integer(fleet_id), SqlValue::Integer(unit_id)];
    let request = PageRequest { limit: 200, before_id: None };
    Ok(select_page::<Job>(c, &conditions, args, request)?.items)
}

pub const STALE: &str =
    "This job was changed elsewhere since this form was opened. Nothing was saved: the form now shows the latest.";

/// A lead's job, as its card links to it.
#[derive(Debug, Serialize, serde::Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadJob {
    pub submission_id: i64,
    /// The job's id.
    pub id: i64,
    pub status: JobStatus,
}

/// The jobs of these leads of one kind (one job per lead at most).
pub fn jobs_of_leads(c: &rusqlite::Connection, kind: LeadKind, ids: &[i64]) -> rusqlite::Result<Vec<LeadJob>> {
    let marks = vec!["?"; ids.len()].join(", ");
    let sql = format!(
        "SELECT submission_id AS submissionId, id, status FROM job_tracking WHERE submission_type = ? AND submission_id IN ({marks}) ORDER BY id"
    );
    let mut args: Vec<SqlValue> = vec![SqlValue::Text(kind.as_str().to_string())];
    args.extend(ids.iter().map(|id| SqlValue::Integer(*id)));
    let mut stmt = c.prepare(&sql)?;
    stmt.query_map(rusqlite::params_from_iter(args), crate::db::row)?.collect()
}

/// What the API answers for it.
impl From<JobError> for crate::error::ApiError {
    fn from(e: JobError) -> Self {
        use crate::error::ApiError;
        match e {
            JobError::NoSuchLead => ApiError::invalid("submissionId", "No lead of that type has this id"),
            JobError::NotFound => ApiError::NotFound,
            JobError::NoSuchTechnician => ApiError::invalid("technician", "No technician's account has this username"),
            JobError::Stale => ApiError::conflict("version", STALE),
            JobError::ProofMissing(message) => ApiError::Conflict { field: "status", message: message.into() },
            JobError::Sql(e) => ApiError::Internal(e.into()),
        }
    }
}

/// The job's lead: its kind and id (for the text thread), name, phone and email.
pub struct JobCustomer {
    pub lead: Option<(LeadKind, i64)>,
    pub name: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
}

pub fn job_customer(c: &rusqlite::Connection, job_id: i64) -> rusqlite::Result<Option<JobCustomer>> {
    #[derive(serde::Deserialize)]
    struct Job {
        submission_type: String,
        submission_id: i64,
    }
    let job: Option<Job> = c
        .query_row("SELECT submission_type, submission_id FROM job_tracking WHERE id = ?1", [job_id], crate::db::row)
        .optional()?;
    let Some(Job { submission_type: kind, submission_id: lead_id }) = job else { return Ok(None) };
    let Some(kind) = LeadKind::parse(&kind) else {
        return Ok(Some(JobCustomer { lead: None, name: None, phone: None, email: None }));
    };
    #[derive(serde::Deserialize, Default)]
    struct Contact {
        name: Option<String>,
        phone: Option<String>,
        email: Option<String>,
    }
    let row: Option<Contact> = c
        .query_row(&format!("SELECT name, phone, email FROM {} WHERE id = ?1", kind.table()), [lead_id], crate::db::row)
        .optional()?;
    let Contact { name, phone, email } = row.unwrap_or_default();
    let blank = |s: Option<String>| s.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    Ok(Some(JobCustomer { lead: Some((kind, lead_id)), name: blank(name), phone: blank(phone), email: blank(email) }))
}

#[cfg(test)]
mod card_tests {
    #[test]
    fn the_job_card_reads_a_fleet_tag_with_the_columns_fleets_reads_it_with() {
        let words = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            words(super::CARD).contains(&words(crate::fleets::TAG_COLUMNS)),
            "CARD names TAG_COLUMNS as fleets does"
        );
    }
}
