//! What a job's proof is and who may see it: the checklist its service needs
//! (content file, `proof`), what is done, waived or missing, and whether the
//! signature still stands for the invoice's amount.
use super::store::{self, Check, Photo, Signature};
use crate::accounts::{Role, Staff};
use crate::content::{BUSINESS, CheckItem, CheckKind};
use crate::jobs::store::Job;
use crate::jobs::validate::JobStatus;
use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

/// Who is looking, which decides the ID photos: the business owner sees
/// them; a technician their own job's until it is completed; nobody else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// The business's owner (the account that set the site up).
    Owner,
    /// Other back-office staff.
    Office,
    /// The technician the job is assigned to.
    Technician,
}

impl Viewer {
    pub fn of(staff: &Staff) -> Viewer {
        match (staff.is_owner, staff.role) {
            (true, _) => Viewer::Owner,
            (false, Role::Owner) => Viewer::Office,
            (false, Role::Technician) => Viewer::Technician,
        }
    }

    /// Whether this viewer may see the job's sensitive photos.
    pub fn sees_sensitive(self, job: &Job) -> bool {
        match self {
            Viewer::Owner => true,
            Viewer::Technician => job.status != JobStatus::Completed,
            Viewer::Office => false,
        }
    }
}

/// One checklist item and where it stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemState {
    #[serde(flatten)]
    pub item: CheckItem,
    /// Photos filed under it, or the technician's tick.
    pub done: bool,
    /// The owner's waiver, if it was waived.
    pub waiver: Option<Check>,
}

/// The customer's signature and whether it stands.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignatureState {
    #[serde(flatten)]
    pub signature: Signature,
    /// False once the invoice it was given for changed its total or was
    /// voided: the app asks again.
    pub valid: bool,
}

/// A job's proof as a viewer may see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProofView {
    pub job_id: i64,
    /// The checklist of the job's service, in order.
    pub items: Vec<ItemState>,
    /// The photos this viewer may see, in the order taken.
    pub photos: Vec<Photo>,
    /// Sensitive photos kept but not shown to this viewer.
    pub hidden_photos: usize,
    /// The newest signature.
    pub signature: Option<SignatureState>,
    /// What the customer signs for now: the job's invoice and its total.
    pub invoice_id: Option<i64>,
    pub amount_cents: Option<i64>,
    /// The words above the signature (content file).
    pub terms: String,
    /// Photos one job may have (`[photos] max_per_job`).
    pub max_photos: u32,
}

/// The items `job` needs: by its lead's service and by the work on its
/// invoice (a lockout asked for as "Emergency Roadside Service" is a lockout
/// once its invoice says "Vehicle Lockout").
pub fn items_of(c: &Connection, job: &Job, four_corners: bool) -> rusqlite::Result<Vec<CheckItem>> {
    let mut work = store::invoiced_work(c, job.id)?;
    work.extend(job.customer.as_ref().and_then(|c| c.service.clone()));
    Ok(BUSINESS.proof.items_for(&work.join("\n"), four_corners))
}

/// Whether a signature still stands for the job's invoice.
fn stands(signature: &Signature, job: &Job) -> bool {
    job.invoice.as_ref().is_some_and(|i| signature.stands_for(i.id, i.total_cents))
}

/// A job's proof for `viewer`.
pub fn view(
    c: &Connection,
    job: &Job,
    viewer: Viewer,
    config: &crate::config::PhotosConfig,
) -> rusqlite::Result<ProofView> {
    let photos = store::photos(c, job.id)?;
    let checks = store::checks(c, job.id)?;
    let items = states(items_of(c, job, config.four_corners)?, &photos, &checks);
    let sees = viewer.sees_sensitive(job);
    let total = photos.len();
    let photos: Vec<Photo> = photos.into_iter().filter(|p| sees || !p.sensitive).collect();
    let signature =
        store::latest_signature(c, job.id)?.map(|s| SignatureState { valid: stands(&s, job), signature: s });
    Ok(ProofView {
        job_id: job.id,
        items,
        hidden_photos: total - photos.len(),
        photos,
        signature,
        invoice_id: job.invoice.as_ref().map(|i| i.id),
        amount_cents: job.invoice.as_ref().map(|i| i.total_cents),
        terms: BUSINESS.proof.signature_terms.clone(),
        max_photos: config.max_per_job,
    })
}

fn states(items: Vec<CheckItem>, photos: &[Photo], checks: &[Check]) -> Vec<ItemState> {
    items
        .into_iter()
        .map(|item| {
            let done = match item.kind {
                CheckKind::Photo => photos.iter().any(|p| p.item == item.key),
                CheckKind::Tick => checks.iter().any(|k| k.item == item.key && k.kind == "ticked"),
            };
            let waiver = checks.iter().find(|k| k.item == item.key && k.kind == "waived").cloned();
            ItemState { item, done, waiver }
        })
        .collect()
}

/// The items a job still lacks (neither done nor waived): completing it is
/// refused while any is.
pub fn missing(c: &Connection, job: &Job, four_corners: bool) -> rusqlite::Result<Vec<CheckItem>> {
    let items = items_of(c, job, four_corners)?;
    if items.is_empty() {
        return Ok(items);
    }
    let states = states(items, &store::photos(c, job.id)?, &store::checks(c, job.id)?);
    Ok(states.into_iter().filter(|s| !s.done && s.waiver.is_none()).map(|s| s.item).collect())
}

/// The refusal of a completion, naming what is missing.
pub fn missing_message(missing: &[CheckItem]) -> String {
    let labels: Vec<&str> = missing.iter().map(|i| i.label.as_str()).collect();
    format!(
        "This job cannot be completed yet: it still needs {}. Take them in the app, or the owner can waive one with a reason.",
        labels.join(", ")
    )
}

/// A photo's words for the customer: its checklist item's label (content
/// file, proof), or "Photo of the work" for one filed under `other`.
pub fn photo_label(item: &str) -> String {
    BUSINESS.proof.item(item).map_or_else(|| "Photo of the work".to_string(), |i| i.label.clone())
}

/// A photo is the job's technician's own while the job is theirs, or the
/// office's: who may see `photo`.
pub fn may_see(viewer: Viewer, job: &Job, photo: &Photo) -> bool {
    !photo.sensitive || viewer.sees_sensitive(job)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(key: &str, kind: CheckKind) -> CheckItem {
        CheckItem { key: key.into(), label: key.into(), kind, sensitive: false }
    }

    #[test]
    fn an_item_is_done_by_a_photo_or_a_tick_and_a_waiver_is_kept_beside_it() {
        let photo = Photo {
            id: 1,
            job_id: 1,
            item: "photo-id".into(),
            sensitive: true,
            taken_at: String::new(),
            latitude: None,
            longitude: None,
            received_at: String::new(),
            received_sha256: String::new(),
            received_bytes: 0,
            bytes: 0,
            width: 0,
            height: 0,
            technician: None,
            on_invoice: false,
            file: String::new(),
            thumb: String::new(),
        };
        let waived = Check {
            item: "registration".into(),
            kind: "waived".into(),
            by: None,
            reason: Some("The driver's registration is at home".into()),
            at: String::new(),
        };
        let s = states(
            vec![
                item("photo-id", CheckKind::Photo),
                item("registration", CheckKind::Photo),
                item("names-match", CheckKind::Tick),
            ],
            &[photo],
            &[waived],
        );
        assert!(s[0].done && s[0].waiver.is_none());
        assert!(!s[1].done && s[1].waiver.is_some());
        assert!(!s[2].done && s[2].waiver.is_none());
    }
}
