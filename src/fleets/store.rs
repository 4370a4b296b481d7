//! Storing and reading fleets, their units and requesters, and which fleet a
//! lead is for. Every function takes the connection (or transaction) it
//! works in; the handlers decide what the answer is.
use super::validate::{NewFleet, NewRequester, NewUnit};
use crate::db;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

#[derive(Debug)]
pub enum FleetError {
    NotFound,
    /// A value another row already has: the field and the message.
    Taken(&'static str, String),
    /// A field naming a row that is not there (a link to no such fleet or unit).
    Invalid(&'static str, String),
    Sql(rusqlite::Error),
}

impl From<rusqlite::Error> for FleetError {
    fn from(e: rusqlite::Error) -> Self {
        FleetError::Sql(e)
    }
}

/// A fleet account as the owner sees it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Fleet {
    pub id: i64,
    pub name: String,
    pub billing_contact: String,
    pub billing_email: String,
    pub address: String,
    /// receipt, net15 or net30.
    pub terms: String,
    pub tax_exempt: bool,
    pub tax_certificate: Option<String>,
    /// none, before (a PO before work) or after (a PO on the invoice).
    pub po_rule: String,
    /// Work above this needs the fleet's approval first; null: no limit.
    pub approval_limit_cents: Option<i64>,
    pub credit_hold: bool,
    pub notes: String,
    pub unit_count: i64,
    pub requester_count: i64,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Unit {
    pub id: i64,
    pub fleet_id: i64,
    pub unit_number: String,
    pub vin: Option<String>,
    pub plate: Option<String>,
    pub plate_state: Option<String>,
    pub year: Option<i64>,
    pub make: Option<String>,
    pub model: Option<String>,
    /// tractor, trailer, box-truck, van, pickup, car or other.
    pub unit_type: String,
    pub created_at: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Requester {
    pub id: i64,
    pub fleet_id: i64,
    pub name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub created_at: String,
}

/// A fleet with its units and requesters.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FleetDetail {
    #[serde(flatten)]
    pub fleet: Fleet,
    pub units: Vec<Unit>,
    pub requesters: Vec<Requester>,
}

/// What a lead card, a job and the technician's app show of a lead's fleet:
/// "Fleet: ABC Logistics · PO required · limit $750 · on hold".
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FleetTag {
    pub fleet_id: i64,
    pub name: String,
    pub terms: String,
    pub po_rule: String,
    pub approval_limit_cents: Option<i64>,
    pub credit_hold: bool,
    pub tax_exempt: bool,
    pub unit_id: Option<i64>,
    /// "T-104 · 2019 Freightliner Cascadia", when a unit is linked.
    pub unit: Option<String>,
    pub vin: Option<String>,
    /// requester (from a requester's phone or email) or staff (by hand).
    pub linked_by: String,
}

const FLEET_COLUMNS: &str =
    "f.id, f.name, f.billing_contact AS billingContact, f.billing_email AS billingEmail, f.address,
    f.terms, f.tax_exempt AS taxExempt, f.tax_certificate AS taxCertificate, f.po_rule AS poRule,
    f.approval_limit_cents AS approvalLimitCents, f.credit_hold AS creditHold, f.notes, f.created_at AS createdAt,
    f.updated_at AS updatedAt,
    (SELECT COUNT(*) FROM fleet_units u WHERE u.fleet_id = f.id) AS unitCount,
    (SELECT COUNT(*) FROM fleet_requesters r WHERE r.fleet_id = f.id) AS requesterCount";

// Read straight into the API's shape: the aliases are its field names.
const UNIT_COLUMNS: &str = "u.id, u.fleet_id AS fleetId, u.unit_number AS unitNumber, u.vin, u.plate,
    u.plate_state AS plateState, u.year, u.make, u.model, u.unit_type AS unitType, u.created_at AS createdAt";

const REQUESTER_COLUMNS: &str = "id, fleet_id AS fleetId, name, phone, email, created_at AS createdAt";

pub fn list(c: &Connection) -> rusqlite::Result<Vec<Fleet>> {
    let mut stmt = c.prepare(&format!("SELECT {FLEET_COLUMNS} FROM fleets f ORDER BY f.name COLLATE NOCASE"))?;
    stmt.query_map([], db::row)?.collect()
}

pub fn get(c: &Connection, id: i64) -> rusqlite::Result<Option<Fleet>> {
    c.query_row(&format!("SELECT {FLEET_COLUMNS} FROM fleets f WHERE f.id = ?1"), [id], db::row).optional()
}

pub fn detail(c: &Connection, id: i64) -> rusqlite::Result<Option<FleetDetail>> {
    let Some(fleet) = get(c, id)? else { return Ok(None) };
    Ok(Some(FleetDetail { fleet, units: units(c, id)?, requesters: requesters(c, id)? }))
}

pub fn units(c: &Connection, fleet_id: i64) -> rusqlite::Result<Vec<Unit>> {
    let mut stmt = c.prepare(&format!(
        "SELECT {UNIT_COLUMNS} FROM fleet_units u WHERE u.fleet_id = ?1 ORDER BY u.unit_number COLLATE NOCASE, u.id"
    ))?;
    stmt.query_map([fleet_id], db::row)?.collect()
}

pub fn requesters(c: &Connection, fleet_id: i64) -> rusqlite::Result<Vec<Requester>> {
    let mut stmt =
        c.prepare(&format!("SELECT {REQUESTER_COLUMNS} FROM fleet_requesters WHERE fleet_id = ?1 ORDER BY name, id"))?;
    stmt.query_map([fleet_id], db::row)?.collect()
}

/// A unique index's refusal, as the field it is about.
fn taken(e: rusqlite::Error, field: &'static str, message: &str) -> FleetError {
    match &e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::ConstraintViolation => {
            FleetError::Taken(field, message.to_string())
        }
        _ => FleetError::Sql(e),
    }
}

const NAME_TAKEN: &str = "There is already a fleet with this name";

pub fn insert(tx: &Connection, f: &NewFleet) -> Result<Fleet, FleetError> {
    crate::db::exec(tx,
        "INSERT INTO fleets (name, billing_contact, billing_email, address, terms, tax_exempt, tax_certificate, po_rule,
             approval_limit_cents, credit_hold, notes)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            f.name,
            f.billing_contact,
            f.billing_email,
            f.address,
            f.terms,
            f.tax_exempt,
            f.tax_certificate,
            f.po_rule,
            f.approval_limit_cents,
            f.credit_hold,
            f.notes
        ],
    )
    .map_err(|e| taken(e, "name", NAME_TAKEN))?;
    get(tx, tx.last_insert_rowid())?.ok_or(FleetError::NotFound)
}

/// Replaces the fleet's fields; answers it as it was and as it is.
pub fn update(tx: &Connection, id: i64, f: &NewFleet) -> Result<(Fleet, Fleet), FleetError> {
    let before = get(tx, id)?.ok_or(FleetError::NotFound)?;
    crate::db::exec(
        tx,
        "UPDATE fleets SET name = ?2, billing_contact = ?3, billing_email = ?4, address = ?5, terms = ?6,
             tax_exempt = ?7, tax_certificate = ?8, po_rule = ?9, approval_limit_cents = ?10, credit_hold = ?11,
             notes = ?12, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ?1",
        params![
            id,
            f.name,
            f.billing_contact,
            f.billing_email,
            f.address,
            f.terms,
            f.tax_exempt,
            f.tax_certificate,
            f.po_rule,
            f.approval_limit_cents,
            f.credit_hold,
            f.notes
        ],
    )
    .map_err(|e| taken(e, "name", NAME_TAKEN))?;
    let after = get(tx, id)?.ok_or(FleetError::NotFound)?;
    Ok((before, after))
}

pub fn exists(c: &Connection, id: i64) -> rusqlite::Result<bool> {
    c.query_row("SELECT EXISTS (SELECT 1 FROM fleets WHERE id = ?1) AS found", [id], |r| r.get("found"))
}

/// Adds a unit; a unit number or VIN the fleet (or any fleet, for a VIN)
/// already has is refused by its field.
pub fn add_unit(tx: &Connection, fleet_id: i64, u: &NewUnit) -> Result<Unit, FleetError> {
    if !exists(tx, fleet_id)? {
        return Err(FleetError::NotFound);
    }
    check_unique_unit(tx, fleet_id, None, u)?;
    crate::db::exec(
        tx,
        "INSERT INTO fleet_units (fleet_id, unit_number, vin, plate, plate_state, year, make, model, unit_type)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![fleet_id, u.unit_number, u.vin, u.plate, u.plate_state, u.year, u.make, u.model, u.unit_type],
    )?;
    unit(tx, fleet_id, tx.last_insert_rowid())?.ok_or(FleetError::NotFound)
}

pub fn unit(c: &Connection, fleet_id: i64, unit_id: i64) -> rusqlite::Result<Option<Unit>> {
    c.query_row(
        &format!("SELECT {UNIT_COLUMNS} FROM fleet_units u WHERE u.id = ?1 AND u.fleet_id = ?2"),
        [unit_id, fleet_id],
        db::row,
    )
    .optional()
}

fn check_unique_unit(tx: &Connection, fleet_id: i64, unit_id: Option<i64>, u: &NewUnit) -> Result<(), FleetError> {
    let number_taken: bool = tx.query_row(
        "SELECT EXISTS (SELECT 1 FROM fleet_units WHERE fleet_id = ?1 AND unit_number = ?2 COLLATE NOCASE
             AND id IS NOT ?3) AS taken",
        params![fleet_id, u.unit_number, unit_id],
        |r| r.get("taken"),
    )?;
    if number_taken {
        return Err(FleetError::Taken("unitNumber", format!("This fleet already has unit {}", u.unit_number)));
    }
    if let Some(vin) = &u.vin {
        let other: Option<String> = tx
            .query_row(
                "SELECT f.name || ' unit ' || u.unit_number AS other FROM fleet_units u JOIN fleets f ON f.id = u.fleet_id
                 WHERE u.vin = ?1 AND u.id IS NOT ?2",
                params![vin, unit_id],
                |r| r.get("other"),
            )
            .optional()?;
        if let Some(other) = other {
            return Err(FleetError::Taken("vin", format!("This VIN is already {other}")));
        }
    }
    Ok(())
}

pub fn change_unit(tx: &Connection, fleet_id: i64, unit_id: i64, u: &NewUnit) -> Result<Unit, FleetError> {
    if unit(tx, fleet_id, unit_id)?.is_none() {
        return Err(FleetError::NotFound);
    }
    check_unique_unit(tx, fleet_id, Some(unit_id), u)?;
    crate::db::exec(
        tx,
        "UPDATE fleet_units SET unit_number = ?3, vin = ?4, plate = ?5, plate_state = ?6, year = ?7, make = ?8,
             model = ?9, unit_type = ?10
         WHERE id = ?1 AND fleet_id = ?2",
        params![unit_id, fleet_id, u.unit_number, u.vin, u.plate, u.plate_state, u.year, u.make, u.model, u.unit_type],
    )?;
    unit(tx, fleet_id, unit_id)?.ok_or(FleetError::NotFound)
}

pub fn remove_unit(tx: &Connection, fleet_id: i64, unit_id: i64) -> Result<(), FleetError> {
    match crate::db::exec(tx, "DELETE FROM fleet_units WHERE id = ?1 AND fleet_id = ?2", [unit_id, fleet_id])? {
        0 => Err(FleetError::NotFound),
        _ => Ok(()),
    }
}

/// Adds every unit or none: the first refusal of a row (its number taken,
/// by the fleet or an earlier row) is answered with the row it was on.
pub fn import_units(tx: &Connection, fleet_id: i64, rows: &[(usize, NewUnit)]) -> Result<usize, (usize, FleetError)> {
    for (row, u) in rows {
        add_unit(tx, fleet_id, u).map_err(|e| (*row, e))?;
    }
    Ok(rows.len())
}

pub fn add_requester(tx: &Connection, fleet_id: i64, r: &NewRequester) -> Result<Requester, FleetError> {
    if !exists(tx, fleet_id)? {
        return Err(FleetError::NotFound);
    }
    if let Some(other) = requester_fleet(tx, r.phone.as_ref().and_then(|p| p.e164()), r.email.as_deref())? {
        let name: String = tx.query_row("SELECT name FROM fleets WHERE id = ?1", [other], |r| r.get("name"))?;
        let field = if r.phone.is_some() { "phone" } else { "email" };
        return Err(FleetError::Taken(field, format!("This person already orders work for {name}")));
    }
    crate::db::exec(
        tx,
        "INSERT INTO fleet_requesters (fleet_id, name, phone, phone_e164, email) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![
            fleet_id,
            r.name,
            r.phone.as_ref().map(|p| p.as_str()),
            r.phone.as_ref().and_then(|p| p.e164()),
            r.email
        ],
    )?;
    let id = tx.last_insert_rowid();
    Ok(tx.query_row(&format!("SELECT {REQUESTER_COLUMNS} FROM fleet_requesters WHERE id = ?1"), [id], db::row)?)
}

pub fn remove_requester(tx: &Connection, fleet_id: i64, id: i64) -> Result<(), FleetError> {
    match crate::db::exec(tx, "DELETE FROM fleet_requesters WHERE id = ?1 AND fleet_id = ?2", [id, fleet_id])? {
        0 => Err(FleetError::NotFound),
        _ => Ok(()),
    }
}

/// The fleet a requester with this number (E.164) or email orders for.
pub fn requester_fleet(c: &Connection, phone: Option<&str>, email: Option<&str>) -> rusqlite::Result<Option<i64>> {
    c.query_row(
        "SELECT fleet_id FROM fleet_requesters
         WHERE (?1 IS NOT NULL AND phone_e164 = ?1) OR (?2 IS NOT NULL AND email = ?2 COLLATE NOCASE)
         ORDER BY id LIMIT 1",
        params![phone, email.map(str::trim).filter(|e| !e.is_empty())],
        |r| r.get("fleet_id"),
    )
    .optional()
}

/// The name of the requester with this number (E.164), if any.
pub fn requester_name(c: &Connection, phone: &str) -> rusqlite::Result<Option<String>> {
    c.query_row("SELECT name FROM fleet_requesters WHERE phone_e164 = ?1 ORDER BY id LIMIT 1", [phone], |r| {
        r.get("name")
    })
    .optional()
}

/// Links a new lead to the fleet of the requester whose own number it came
/// from, verified by the provider (a Twilio-signed call or text), if any. A
/// number or email typed on a form is only ever a suggestion (`suggest`).
pub fn link_from_verified_number(tx: &Connection, lead: (&str, i64), phone: &str) -> rusqlite::Result<bool> {
    let Some(fleet_id) = requester_fleet(tx, Some(phone), None)? else { return Ok(false) };
    crate::db::exec(
        tx,
        "INSERT OR IGNORE INTO fleet_leads (lead_type, lead_id, fleet_id, linked_by) VALUES (?1, ?2, ?3, 'requester')",
        params![lead.0, lead.1, fleet_id],
    )?;
    Ok(true)
}

/// Suggests the fleet of the requester whose phone (E.164) or email a form
/// lead typed: staff confirm it on the lead card. Answers whether one matched.
pub fn suggest(tx: &Connection, lead: (&str, i64), phone: Option<&str>, email: Option<&str>) -> rusqlite::Result<bool> {
    let email = email.map(str::trim).filter(|e| !e.is_empty());
    let n = crate::db::exec(
        tx,
        "INSERT OR IGNORE INTO fleet_suggestions (lead_type, lead_id, fleet_id, requester_id, matched_on)
         SELECT ?1, ?2, fleet_id, id, CASE WHEN ?3 IS NOT NULL AND phone_e164 = ?3 THEN 'phone' ELSE 'email' END
         FROM fleet_requesters
         WHERE (?3 IS NOT NULL AND phone_e164 = ?3) OR (?4 IS NOT NULL AND email = ?4 COLLATE NOCASE)
         ORDER BY id LIMIT 1",
        params![lead.0, lead.1, phone, email],
    )?;
    Ok(n > 0)
}

/// A suggested fleet for a lead, as its card asks: "Looks like ABC
/// Logistics's requester Dana Dispatch: link?"
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Suggestion {
    pub fleet_id: i64,
    pub fleet_name: String,
    pub requester_name: String,
    /// phone or email: what the form's lead shares with the requester.
    pub matched_on: String,
}

/// Each of these leads' suggestion, for leads not linked to a fleet.
pub fn suggestions(c: &Connection, leads: &[(&str, i64)]) -> rusqlite::Result<Vec<((String, i64), Suggestion)>> {
    if leads.is_empty() {
        return Ok(Vec::new());
    }
    #[derive(Deserialize)]
    struct Row {
        lead_type: String,
        lead_id: i64,
        fleet_id: i64,
        fleet_name: String,
        requester_name: String,
        matched_on: String,
    }
    let keys: Vec<Value> = leads.iter().map(|(k, id)| serde_json::json!([k, id])).collect();
    let mut stmt = c.prepare(
        "SELECT s.lead_type, s.lead_id, s.fleet_id, f.name AS fleet_name, r.name AS requester_name, s.matched_on
         FROM fleet_suggestions s JOIN fleets f ON f.id = s.fleet_id JOIN fleet_requesters r ON r.id = s.requester_id
         WHERE (s.lead_type, s.lead_id) IN (SELECT value ->> 0, value ->> 1 FROM json_each(?1))
           AND NOT EXISTS (SELECT 1 FROM fleet_leads l WHERE l.lead_type = s.lead_type AND l.lead_id = s.lead_id)",
    )?;
    let rows = stmt.query_map([Value::Array(keys).to_string()], db::row::<Row>)?;
    rows.map(|r| {
        r.map(|r| {
            let suggestion = Suggestion {
                fleet_id: r.fleet_id,
                fleet_name: r.fleet_name,
                requester_name: r.requester_name,
                matched_on: r.matched_on,
            };
            ((r.lead_type, r.lead_id), suggestion)
        })
    })
    .collect()
}

/// Links a lead its fleet's manager asked for in the portal to the fleet
/// and the unit they chose (whoever's number it came from).
pub fn link_from_portal(tx: &Connection, lead: (&str, i64), fleet_id: i64, unit_id: i64) -> rusqlite::Result<()> {
    crate::db::exec(tx,
        "INSERT INTO fleet_leads (lead_type, lead_id, fleet_id, unit_id, linked_by) VALUES (?1, ?2, ?3, ?4, 'requester')
         ON CONFLICT (lead_type, lead_id) DO UPDATE SET fleet_id = ?3, unit_id = ?4, linked_by = 'requester'",
        params![lead.0, lead.1, fleet_id, unit_id],
    )?;
    Ok(())
}

/// Links a lead to a fleet (and unit) by hand, or unlinks it (`None`).
pub fn link_lead(
    tx: &Connection,
    lead: (&str, i64),
    link: Option<(i64, Option<i64>)>,
) -> Result<Option<FleetTag>, FleetError> {
    match link {
        None => {
            crate::db::exec(
                tx,
                "DELETE FROM fleet_leads WHERE lead_type = ?1 AND lead_id = ?2",
                params![lead.0, lead.1],
            )?;
            Ok(None)
        }
        Some((fleet_id, unit_id)) => {
            if !exists(tx, fleet_id)? {
                return Err(FleetError::Invalid("fleetId", "No fleet has this id".into()));
            }
            if let Some(u) = unit_id
                && unit(tx, fleet_id, u)?.is_none()
            {
                return Err(FleetError::Invalid("unitId", "This fleet has no such unit".into()));
            }
            crate::db::exec(tx,
                "INSERT INTO fleet_leads (lead_type, lead_id, fleet_id, unit_id, linked_by) VALUES (?1, ?2, ?3, ?4, 'staff')
                 ON CONFLICT (lead_type, lead_id) DO UPDATE SET fleet_id = ?3, unit_id = ?4, linked_by = 'staff'",
                params![lead.0, lead.1, fleet_id, unit_id],
            )?;
            Ok(lead_tags(tx, &[lead])?.into_iter().next().map(|(_, t)| t))
        }
    }
}

/// Each of these leads' fleet, read for a whole list at once.
pub fn lead_tags(c: &Connection, leads: &[(&str, i64)]) -> rusqlite::Result<Vec<((String, i64), FleetTag)>> {
    if leads.is_empty() {
        return Ok(Vec::new());
    }
    let keys: Vec<Value> = leads.iter().map(|(k, id)| serde_json::json!([k, id])).collect();
    let mut stmt = c.prepare(&format!(
        "SELECT l.lead_type, l.lead_id, {TAG_COLUMNS}, l.linked_by
         FROM fleet_leads l JOIN fleets f ON f.id = l.fleet_id LEFT JOIN fleet_units fu ON fu.id = l.unit_id
         WHERE (l.lead_type, l.lead_id) IN (SELECT value ->> 0, value ->> 1 FROM json_each(?1))"
    ))?;
    let rows = stmt.query_map([Value::Array(keys).to_string()], db::row::<TagRow>)?;
    rows.map(|r| r.map(|r| ((r.lead_type.clone().unwrap_or_default(), r.lead_id.unwrap_or_default()), r.into())))
        .collect()
}

/// The columns of a fleet's tag, with `f` the fleet and `fu` the unit: the
/// job card (jobs::store::CARD) reads the same names from its own joins.
pub const TAG_COLUMNS: &str = "f.id AS tag_fleet_id, f.name AS tag_name, f.terms AS tag_terms,
    f.po_rule AS tag_po_rule, f.approval_limit_cents AS tag_limit, f.credit_hold AS tag_hold,
    f.tax_exempt AS tag_exempt, fu.id AS tag_unit_id, fu.unit_number AS tag_unit_number, fu.year AS tag_unit_year,
    fu.make AS tag_unit_make, fu.model AS tag_unit_model, fu.vin AS tag_unit_vin";

/// A fleet's tag as `TAG_COLUMNS` reads it.
#[derive(Debug, Deserialize)]
pub struct TagRow {
    tag_fleet_id: i64,
    tag_name: String,
    tag_terms: String,
    tag_po_rule: String,
    tag_limit: Option<i64>,
    tag_hold: bool,
    tag_exempt: bool,
    tag_unit_id: Option<i64>,
    tag_unit_number: Option<String>,
    tag_unit_year: Option<i64>,
    tag_unit_make: Option<String>,
    tag_unit_model: Option<String>,
    tag_unit_vin: Option<String>,
    #[serde(default)]
    linked_by: Option<String>,
    /// Set where the tag is read for a list of leads.
    #[serde(default)]
    lead_type: Option<String>,
    #[serde(default)]
    lead_id: Option<i64>,
}

/// A unit as people name it: "T-104 · 2019 Freightliner Cascadia" (its
/// number alone when nothing else is known).
pub fn unit_name(number: &str, year: Option<i64>, make: Option<&str>, model: Option<&str>) -> String {
    let year = year.map(|y| y.to_string());
    let what: Vec<&str> = [year.as_deref(), make, model].into_iter().flatten().collect();
    if what.is_empty() { number.to_string() } else { format!("{number} · {}", what.join(" ")) }
}

impl From<TagRow> for FleetTag {
    fn from(r: TagRow) -> FleetTag {
        let unit = r
            .tag_unit_number
            .map(|n| unit_name(&n, r.tag_unit_year, r.tag_unit_make.as_deref(), r.tag_unit_model.as_deref()));
        FleetTag {
            fleet_id: r.tag_fleet_id,
            name: r.tag_name,
            terms: r.tag_terms,
            po_rule: r.tag_po_rule,
            approval_limit_cents: r.tag_limit,
            credit_hold: r.tag_hold,
            tax_exempt: r.tag_exempt,
            unit_id: r.tag_unit_id,
            unit,
            vin: r.tag_unit_vin,
            linked_by: r.linked_by.unwrap_or_else(|| "staff".into()),
        }
    }
}

/// Every unit with its fleet's name, for the CSV export.
pub fn export_units(c: &Connection) -> rusqlite::Result<Vec<(String, Unit)>> {
    let mut stmt = c.prepare(&format!(
        "SELECT f.name AS fleet_name, {UNIT_COLUMNS}
         FROM fleet_units u JOIN fleets f ON f.id = u.fleet_id ORDER BY f.name COLLATE NOCASE, u.unit_number"
    ))?;
    let rows = stmt.query_map([], |r| Ok((r.get::<_, String>("fleet_name")?, db::row::<Unit>(r)?)))?;
    rows.collect()
}

/// Takes erased leads off their fleets.
pub fn forget_leads(tx: &Connection, leads: &[(&str, i64)]) -> rusqlite::Result<usize> {
    let mut n = 0;
    for (kind, id) in leads {
        n += crate::db::exec(tx, "DELETE FROM fleet_leads WHERE lead_type = ?1 AND lead_id = ?2", params![kind, id])?;
        crate::db::exec(tx, "DELETE FROM fleet_suggestions WHERE lead_type = ?1 AND lead_id = ?2", params![kind, id])?;
    }
    Ok(n)
}

/// Removes the requesters with this number or address (an erasure: the
/// person goes, the fleet and its invoices stay). Answers how many.
pub fn erase_requesters(tx: &Connection, phone: Option<&str>, email: Option<&str>) -> rusqlite::Result<usize> {
    crate::db::exec(
        tx,
        "DELETE FROM fleet_requesters
         WHERE (?1 IS NOT NULL AND phone_e164 = ?1) OR (?2 IS NOT NULL AND email = ?2 COLLATE NOCASE)",
        params![phone, email],
    )
}

/// Whether the lead exists.
pub fn lead_exists(c: &Connection, kind: crate::refs::LeadKind, id: i64) -> rusqlite::Result<bool> {
    c.query_row(&format!("SELECT EXISTS (SELECT 1 FROM {} WHERE id = ?1) AS found", kind.table()), [id], |r| {
        r.get("found")
    })
}

/// The people to ask for a fleet's approval (of work over its limit, or
/// of an estimate): the fleet's requester whose phone the lead came from
/// (E.164), or else every requester of the fleet (at most five).
pub fn recipients(c: &Connection, fleet_id: i64, lead_phone: Option<&str>) -> rusqlite::Result<Vec<Recipient>> {
    let mut stmt = c.prepare(
        "SELECT id, name, phone, email,
             COALESCE(?2 IS NOT NULL AND phone_e164 = ?2, 0) AS theirs
         FROM fleet_requesters WHERE fleet_id = ?1 ORDER BY theirs DESC, id LIMIT 5",
    )?;
    let rows: Vec<Recipient> = stmt.query_map(params![fleet_id, lead_phone], db::row)?.collect::<Result<_, _>>()?;
    Ok(match rows.iter().any(|r| r.theirs) {
        true => rows.into_iter().filter(|r| r.theirs).collect(),
        false => rows,
    })
}

#[derive(Debug, Deserialize)]
pub struct Recipient {
    pub id: i64,
    pub name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
    theirs: bool,
}
