//! Invites: the owner invites a fleet's manager by email, lists and removes
//! managers; the invite's link is read and used (public), making the
//! manager's account.
use super::store::{self, InviteError, Manager};
use crate::accounts::{Staff, password, session};
use crate::error::{ApiError, ErrorBody};
use crate::fleets::NoSuchFleet;
use crate::state::AppState;
use crate::state::Effects;
use crate::validation::{Input, parse_with};
use crate::web::body::FieldsBody;
use crate::web::path::{PathId, PathIds};
use crate::web::query::QueryMap;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use tower_cookies::Cookies;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

impl From<InviteError> for ApiError {
    fn from(e: InviteError) -> Self {
        match e {
            InviteError::Joined => ApiError::Conflict { field: "email", message: ALREADY_MANAGES.into() },
            InviteError::Sql(e) => ApiError::Internal(e.into()),
        }
    }
}

const ALREADY_MANAGES: &str = "This email already manages this fleet";
const BAD_INVITE: &str = "This invite link is not valid or has expired: ask for a new one";
/// How long an invite's link works.
const INVITE_DAYS: i64 = 7;

/// The owner's: a fleet's managers and invites.
pub fn owner_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_managers, invite_manager)).routes(routes!(remove_manager))
}

/// Public: the invite's link, read and used.
pub fn public_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(read_invite, join))
}

/// The invitee's email, kept lower case so an address is invited once per fleet.
fn invite_email(i: &mut Input) -> Option<String> {
    let label = "The manager's email: name@domain.tld, no spaces. The invite's link is mailed to it.";
    crate::fleets::validate::email(i, "email", label, true).map(|e| e.to_lowercase())
}

crate::described_body!(InviteBody, "Who to invite to manage the fleet.", |i| invite_email(i));

/// Invites a manager by email: they get a link, good for 7 days, that sets
/// their password (the accounts' rules). Inviting the same email again
/// replaces the link.
#[utoipa::path(post, path = "/fleets/{id}/managers", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    request_body(content = InviteBody, content_type = "application/json"),
    responses(
        (status = 201, description = "Invited: the link is mailed.", body = Manager),
        NoSuchFleet,
        (status = 409, description = "This email manages the fleet already (`fields.email`).", body = ErrorBody),
    ))]
async fn invite_manager(
    State(state): State<AppState>,
    staff: Staff,
    PathId(id): PathId,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    let email = parse_with(&body.fields, invite_email).map_err(ApiError::Invalid)?;
    let token = crate::accounts::random_url_token();
    let hash = crate::accounts::hash_token(&token);
    let expires = chrono::Utc::now() + chrono::Duration::days(INVITE_DAYS);
    let base = state.config.base_url.clone();
    let by = staff.username.clone();
    let staff_id = staff.id;
    let manager = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let Some(fleet) = crate::fleets::store::get(&tx, id)? else { return Err(ApiError::NotFound) };
            let manager = store::invite(&tx, id, &email, &hash, &crate::time::format(expires), &by)?;
            let inviter = crate::accounts::store::full_name(&tx, staff_id)?;
            let mail = crate::alerts::Mail {
                to: email.clone(),
                subject: format!("Your {} fleet portal for {}", crate::content::BUSINESS.name, fleet.name),
                body: invite_text(&crate::content::BUSINESS.name, inviter.as_deref(), &fleet.name, &base, &token),
                expires_at: crate::time::format(expires),
            };
            crate::alerts::enqueue_mail(&tx, &mail, None)?;
            tx.commit()?;
            Ok(manager)
        })
        .await?;
    state.after_commit(Effects::queued());
    Ok((StatusCode::CREATED, axum::Json(manager)).into_response())
}

/// The invite mail's words: who invites (the staff member's name, of the
/// business; never a username, which means nothing to the invitee), and
/// whose account, as English writes a name's possessive.
fn invite_text(business: &str, inviter: Option<&str>, fleet: &str, base: &str, token: &str) -> String {
    let who = match inviter {
        Some(name) => format!("{name} of {business}"),
        None => business.to_string(),
    };
    format!(
        "{who} invited you to manage {account} account with {business}: your units and their service history, \
         invoices, statements and approvals, and service requests.\n\nChoose your username and password here (the \
         link works for {INVITE_DAYS} days):\n{base}/fleet/join?token={token}\n",
        account = possessive(fleet),
    )
}

/// "ABC Logistics" → "ABC Logistics'", "Coastal Freight Lines" → "Coastal Freight Lines'", "Acme" → "Acme's".
fn possessive(name: &str) -> String {
    let name = name.trim();
    if name.ends_with(['s', 'S']) { format!("{name}'") } else { format!("{name}'s") }
}

/// The fleet's managers and the invites still waiting.
#[utoipa::path(get, path = "/fleets/{id}/managers", tag = "fleets", params(("id" = i64, Path, description = "The fleet's id.")),
    responses(
        (status = 200, description = "Oldest first.", body = Vec<Manager>),
        NoSuchFleet,
    ))]
async fn list_managers(
    State(state): State<AppState>,
    _staff: Staff,
    PathId(id): PathId,
) -> Result<axum::Json<Vec<Manager>>, ApiError> {
    let found = state
        .db
        .call(move |c| {
            if !crate::fleets::store::exists(c, id)? {
                return Ok(None);
            }
            store::managers(c, id).map(Some)
        })
        .await?;
    Ok(axum::Json(found.ok_or(ApiError::NotFound)?))
}

/// Takes a manager's access away, or an unused invite's link (the account stays, as a customer's).
#[utoipa::path(delete, path = "/fleets/{id}/managers/{managerId}", tag = "fleets",
    params(("id" = i64, Path, description = "The fleet's id."), ("managerId" = i64, Path, description = "The manager's (or invite's) id.")),
    responses((status = 204, description = "Removed."), (status = 404, description = "No such manager of this fleet.", body = ErrorBody)))]
async fn remove_manager(State(state): State<AppState>, _staff: Staff, ids: PathIds<2>) -> Result<StatusCode, ApiError> {
    let PathIds([id, manager_id]) = ids;
    let removed = state.db.write(move |c| store::remove(c, id, manager_id)).await?;
    if removed { Ok(StatusCode::NO_CONTENT) } else { Err(ApiError::NotFound) }
}

/// What an invite's page shows before the password is chosen.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct InviteView {
    fleet_name: String,
    email: String,
}

fn token_field(i: &mut Input) -> String {
    i.required("token", "The token of the invite's link", 200, 1, BAD_INVITE)
}

crate::described_query!(InviteQuery, |i| token_field(i));

async fn live_invite(state: &AppState, token: &str) -> Result<store::Invite, ApiError> {
    let hash = crate::accounts::hash_token(token);
    let now = crate::time::now_text();
    let found = state.db.call(move |c| store::invite_by_token(c, &hash, &now)).await?;
    found.ok_or_else(|| ApiError::invalid("token", BAD_INVITE))
}

/// The invite behind a link: the fleet and the email it is for.
#[utoipa::path(get, path = "/fleet/join", tag = "fleet portal", params(InviteQuery),
    responses(
        (status = 200, description = "The invite works.", body = InviteView),
        (status = 400, description = "Unknown, used or expired (`fields.token`).", body = ErrorBody),
    ))]
async fn read_invite(State(state): State<AppState>, QueryMap(q): QueryMap) -> Result<axum::Json<InviteView>, ApiError> {
    let token = parse_with(&q, |i| Some(token_field(i))).map_err(ApiError::Invalid)?;
    let invite = live_invite(&state, &token).await?;
    Ok(axum::Json(InviteView { fleet_name: invite.fleet_name, email: invite.email }))
}

/// Why an invite's form made no account (checked again in the write, for a
/// username or email taken, or the invite used, meanwhile).
enum JoinRefused {
    Username,
    Email,
    Used,
}

impl From<JoinRefused> for ApiError {
    fn from(r: JoinRefused) -> Self {
        match r {
            JoinRefused::Username => {
                ApiError::Conflict { field: "username", message: "Username already exists".into() }
            }
            JoinRefused::Email => ApiError::Conflict {
                field: "email",
                message: "This email has an account already: ask the owner to invite another email".into(),
            },
            JoinRefused::Used => ApiError::invalid("token", BAD_INVITE),
        }
    }
}

struct Joining {
    token: String,
    username: String,
    password: String,
}

fn joining(i: &mut Input) -> Option<Joining> {
    let token = token_field(i);
    let username = crate::accounts::validate::username(i);
    let password = crate::accounts::validate::new_password(i);
    Some(Joining { token, username, password })
}

crate::described_body!(
    JoinBody,
    "The invite's token, and the manager's username and password (the accounts' rules).",
    |i| joining(i)
);

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct Joined {
    fleet_name: String,
    message: String,
}

/// Uses an invite: makes the manager's account (its email the invite's,
/// verified by the link), links it to the fleet and signs it in.
#[utoipa::path(post, path = "/fleet/join", tag = "fleet portal",
    request_body(content = JoinBody, content_type = "application/json"),
    responses(
        (status = 201, description = "The account is made and signed in.", body = Joined),
        (status = 400, description = "A field is invalid, or the invite is unknown, used or expired (`fields.token`).", body = ErrorBody),
        (status = 409, description = "The username is taken, or the email has an account already (`fields` names which).", body = ErrorBody),
        (status = 429, description = "Too many attempts from this address.", body = ErrorBody),
    ))]
async fn join(
    State(state): State<AppState>,
    ip: crate::web::client_ip::ClientIp,
    cookies: Cookies,
    body: FieldsBody,
) -> Result<Response, ApiError> {
    if state.account_limits.register_per_ip.check(&ip.limit_key()).is_err() {
        return Err(ApiError::TooMany(crate::accounts::TOO_MANY.into()));
    }
    let j = parse_with(&body.fields, joining).map_err(ApiError::Invalid)?;
    let invite = live_invite(&state, &j.token).await?;
    let email = invite.email.clone();
    if state.db.call(move |c| store::account_of_email(c, &email)).await?.is_some() {
        return Err(JoinRefused::Email.into());
    }
    let hash = password::hash_limited(j.password.clone()).await?;
    let (username, email, invite_id) = (j.username, invite.email.clone(), invite.id);
    let user_id = state
        .db
        .write(move |c| -> Result<_, ApiError> {
            let tx = c.transaction()?;
            let id = match crate::accounts::store::insert_customer(&tx, &username, &email, &hash) {
                Ok(crate::accounts::store::NewCustomer::Created(id)) => id,
                Ok(crate::accounts::store::NewCustomer::EmailInUse { .. }) => return Err(JoinRefused::Email.into()),
                Err(crate::accounts::store::RegisterError::UsernameTaken) => return Err(JoinRefused::Username.into()),
                Err(crate::accounts::store::RegisterError::Sql(e)) => return Err(e.into()),
            };
            let now = crate::time::now_text();
            crate::accounts::store::mark_verified(&tx, id, &now)?;
            if !store::join(&tx, invite_id, id, &now)? {
                return Err(JoinRefused::Used.into());
            }
            tx.commit()?;
            Ok(id)
        })
        .await?;
    session::start(&state, &cookies, user_id, false).await?;
    let message = format!("Welcome: you manage {} here.", invite.fleet_name);
    Ok((StatusCode::CREATED, axum::Json(Joined { fleet_name: invite.fleet_name, message })).into_response())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_invite_names_the_person_and_business_and_the_fleet_s_account_in_good_english() {
        let text =
            super::invite_text("Roadside Co", Some("Maria Diaz"), "Coastal Freight Lines", "https://x.example", "t0k");
        assert!(
            text.starts_with(
                "Maria Diaz of Roadside Co invited you to manage Coastal Freight Lines' account with Roadside Co:"
            ),
            "{text}"
        );
        assert!(text.contains("https://x.example/fleet/join?token=t0k"), "{text}");
        let text = super::invite_text("Roadside Co", None, "Acme Hauling", "https://x.example", "t0k");
        assert!(text.starts_with("Roadside Co invited you to manage Acme Hauling's account"), "{text}");
        assert_eq!(super::possessive("Bus"), "Bus'");
    }
}
