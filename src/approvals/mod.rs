//! Approval of fleet work over the fleet's limit (docs/product.md#fleets).
//! Before work whose estimate passes the fleet's not-to-exceed limit, staff
//! or the technician send the estimate's lines and total to the fleet's
//! named approvers: each requester asked gets a text and mail with a link of
//! their own (/approve/{token}, for 72 hours, gone when they are removed or
//! erased), where they approve or decline with their name; the fleet's
//! portal managers answer in the portal, signed in (`answer`). The answer is recorded (who, when,
//! from where, what amount), shown live on the job and the technician's
//! phone, and an approval covers only the amount approved: an invoice over
//! it is refused until a new one (invoices::store::create).
pub mod page;
pub mod store;

use crate::accounts::Staff;
use crate::content::{BUSINESS, fill};
use crate::error::{ApiError, ErrorBody};
use crate::jobs::store::Job;
use crate::messages::LeadRef;
use crate::phone::Phone;
use crate::refs::{LeadKind, dollars};
use crate::state::AppState;
use crate::state::Effects;
use crate::validation::Input;
use crate::web::body::FieldsBody;
use crate::web::path::PathId;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rusqlite::Connection;
use serde_json::{Value, json};
use store::{Approval, EstimateLine};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// An estimate of at most $1,000,000, in at most 30 lines.
const MAX_CENTS: i64 = 100_000_000;
const MAX_LINES: usize = 30;

/// The estimate's lines: description and amount in cents each.
pub fn lines(i: &mut Input) -> Option<Vec<EstimateLine>> {
    i.describe(
        "lines",
        "The estimate's lines (1 to 30), each a description (1 to 200 characters) and an amount in cents (1 to $1,000,000).",
        json!({"type": "array", "minItems": 1, "maxItems": MAX_LINES, "items": {
            "type": "object", "required": ["description", "amountCents"],
            "properties": {
                "description": {"type": "string", "pattern": crate::validation::trimmed_length(1, 200)},
                "amountCents": {"type": "integer", "minimum": 1, "maximum": MAX_CENTS}
            }
        }}),
        true,
    );
    let Some(Value::Array(items)) = i.map.get("lines") else {
        i.fail("lines", "Add at least one line to the estimate");
        return None;
    };
    if items.is_empty() || items.len() > MAX_LINES {
        i.fail("lines", format!("An estimate has 1 to {MAX_LINES} lines"));
        return None;
    }
    let mut out = Vec::new();
    for (n, item) in items.iter().enumerate() {
        let Some(line) = item.as_object() else {
            i.fail(&format!("lines.{n}"), "Each line is a description and an amount");
            continue;
        };
        let mut li = Input::new(line);
        let description = li.required("description", "Description", 200, 1, "Description is required");
        let amount = li.cents("amountCents", "Amount", "Amount in cents.", 1, MAX_CENTS, true);
        for (field, message) in li.errors {
            i.fail(&format!("lines.{n}.{field}"), message);
        }
        if let Some(amount_cents) = amount {
            out.push(EstimateLine { description, amount_cents });
        }
    }
    let total: i64 = out.iter().map(|l| l.amount_cents).sum();
    if total > MAX_CENTS {
        i.fail("lines", "An estimate comes to at most $1,000,000.00");
    }
    Some(out)
}

crate::described_body!(EstimateBody, "An estimate to send for the fleet's approval.", |i| lines(i));

/// The owner's: ask a job's fleet to approve an estimate.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(request_for_job))
}

/// The technician's: the same, for a job of their own.
pub fn technician_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(request_for_own_job))
}

/// Sends the estimate to the job's fleet (its requester's phone and email)
/// for approval; a request still waiting is replaced by it.
#[utoipa::path(post, path = "/job-tracking/{id}/approval", tag = "fleets", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = EstimateBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Sent: the request, waiting for the fleet's answer.", body = Approval),
        (status = 404, description = "No such job.", body = ErrorBody),
        (status = 409, description = "The job is no fleet's, or its fleet has no requester to ask (`fields.job`).", body = ErrorBody),
    ))]
async fn request_for_job(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    request(state, staff, id, body, false).await
}

/// Sends the estimate of one of the technician's jobs for the fleet's approval.
#[utoipa::path(post, path = "/tech/jobs/{id}/approval", tag = "fleets", params(("id" = i64, Path, description = "The job's id.")),
    request_body(content = EstimateBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Sent: the request, waiting for the fleet's answer.", body = Approval),
        (status = 404, description = "No job of yours has this id.", body = ErrorBody),
        (status = 409, description = "The job is no fleet's, or its fleet has no requester to ask (`fields.job`).", body = ErrorBody),
    ))]
async fn request_for_own_job(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    request(state, staff, id, body, true).await
}

async fn request(
    state: AppState,
    staff: Staff,
    job_id: i64,
    body: FieldsBody,
    own: bool,
) -> Result<Response, ApiError> {
    let lines = crate::validation::parse_with(&body.fields, lines).map_err(ApiError::Invalid)?;
    let config = state.config.clone();
    let done = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let job = crate::jobs::store::job(&tx, job_id)?.filter(|j| !own || j.technician_id == Some(staff.id));
            let Some(job) = job else { return Err(ApiError::NotFound) };
            let sent = send(&tx, &config, &staff, &job, &lines)?;
            let event = crate::leads::feed::record_job(&tx, job.id, job.version)?;
            tx.commit()?;
            Ok((sent, job.technician_id, event))
        })
        .await?;
    let (approval, technician, event) = done;
    // The dashboards reload the job, the technician's phone hears of it, and
    // the outbox sends the request's texts and mail.
    state.after_commit(Effects {
        technicians: technician.into_iter().collect(),
        ..Effects::queued().with_event(event).for_job(approval.job_id)
    });
    Ok((StatusCode::CREATED, axum::Json(approval)).into_response())
}

/// Records the request and queues its text and mail to the fleet's requester.
fn send(
    tx: &Connection,
    config: &crate::config::Config,
    staff: &Staff,
    job: &Job,
    lines: &[EstimateLine],
) -> Result<Approval, ApiError> {
    let Some(fleet) = &job.fleet else {
        return Err(ApiError::conflict("job", "This job is no fleet's: link its lead to a fleet first"));
    };
    let lead_phone = job.customer.as_ref().and_then(|c| c.phone.as_deref()).map(Phone::read);
    let to = crate::fleets::store::recipients(tx, fleet.fleet_id, lead_phone.as_ref().and_then(Phone::e164))?;
    if to.is_empty() {
        return Err(ApiError::Conflict {
            field: "job",
            message: format!("{} has no requester to ask: add one in Fleets", fleet.name).into(),
        });
    }
    let approval =
        store::insert(tx, job.id, fleet.fleet_id, lines, &staff.username, &crate::accounts::random_url_token())?;
    let total = dollars(approval.amount_cents);
    let limit = fleet.approval_limit_cents.map(dollars).unwrap_or_else(|| "no".into());
    let unit = fleet.unit.as_deref().map(|u| format!(" on unit {u}")).unwrap_or_default();
    let lead = LeadKind::parse(&job.submission_type).map(|k| LeadRef { kind: k.as_str(), id: job.submission_id });
    let mail_set_up = config.mail.host.as_deref().is_some_and(|h| !h.is_empty());
    let listed: String = lines.iter().map(|l| format!("  {}  {}\n", l.description, dollars(l.amount_cents))).collect();
    // Each approver gets a link of their own: it works for them, for
    // store::LINK_HOURS, and goes when they are removed or erased.
    for r in &to {
        let url = format!(
            "{}/approve/{}",
            config.base_url,
            store::insert_link(tx, approval.id, r.id, crate::accounts::random_url_token())?
        );
        let text = fill(
            &BUSINESS.messages.approval_request,
            &[
                ("business", &BUSINESS.name),
                ("fleet", &fleet.name),
                ("unit", &unit),
                ("total", &total),
                ("limit", &limit),
                ("url", &url),
            ],
        );
        if let Some(phone) = &r.phone {
            crate::messages::queue_text(tx, config, lead, &Phone::read(phone), &text)?;
        }
        if let (Some(email), true) = (&r.email, mail_set_up) {
            crate::alerts::enqueue_mail(
                tx,
                &crate::alerts::Mail {
                    to: email.clone(),
                    subject: format!("{}: approval needed for {} ({total})", BUSINESS.name, fleet.name),
                    body: format!(
                        "Hello {},\n\nThe work{unit} for {} comes to {total}, over your {limit} approval limit:\n\n{listed}\n  Total  {total}\n\nApprove or decline it here (this link is yours and works for {} hours):\n{url}\n\nQuestions? Call {}.\n",
                        r.name,
                        fleet.name,
                        store::LINK_HOURS,
                        BUSINESS.phones.emergency.display
                    ),
                    expires_at: crate::time::format(chrono::Utc::now() + chrono::Duration::hours(store::LINK_HOURS)),
                },
                lead,
            )?;
        }
    }
    Ok(approval)
}

/// An answer to a request, as either way of answering gives it.
pub struct Answering {
    pub approve: bool,
    /// The name recorded with it (typed on the link's page; the manager's account name in the portal).
    pub name: String,
    /// The address it came from.
    pub from: String,
    /// Who answered, and which way.
    pub by: String,
}

/// Records the answer to a request still waiting, and what it sets off: an
/// approval is the job's approved amount; the dashboards reload the job and
/// the technician's phone hears of it. False when it was answered (or
/// superseded) already.
#[tracing::instrument(level = "debug", name = "approvals::record_answer", skip_all, fields(approval = approval_id))]
pub async fn record_answer(state: &AppState, approval_id: i64, a: Answering) -> Result<bool, ApiError> {
    let decided = state
        .db
        .write(move |c| {
            let tx = c.transaction()?;
            let Some(approval) = store::by_id(&tx, approval_id)? else { return Ok(None) };
            let answer = store::Answer { approve: a.approve, name: &a.name, from: &a.from, by: &a.by };
            if !store::decide(&tx, approval.id, &answer)? {
                return Ok(None);
            }
            if a.approve {
                crate::jobs::store::set_approved(&tx, approval.job_id, approval.amount_cents)?;
            }
            let job = crate::jobs::store::job(&tx, approval.job_id)?;
            let version = job.as_ref().map_or(0, |j| j.version);
            let event = crate::leads::feed::record_job(&tx, approval.job_id, version)?;
            tx.commit()?;
            Ok::<_, rusqlite::Error>(Some((approval.job_id, job.and_then(|j| j.technician_id), event)))
        })
        .await?;
    let Some((job_id, technician, event)) = decided else { return Ok(false) };
    state.after_commit(Effects {
        technicians: technician.into_iter().collect(),
        ..Effects::default().with_event(event).for_job(job_id)
    });
    Ok(true)
}
