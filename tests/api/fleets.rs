//! Fleet accounts (docs/product.md#fleets): the owner's fleets, their units
//! (VINs checked, spreadsheets imported whole or not at all) and requesters,
//! and leads from a requester linked to their fleet as they arrive.
use crate::helpers::{TestApp, send, spawn_app};
use crate::leads_staff::{new_staff_cookie, staff_cookie};
use serde_json::{Value, json};

fn abc() -> Value {
    json!({
        "name": "ABC Logistics", "billingContact": "Pat Rivera", "billingEmail": "ap@abclogistics.example",
        "address": "100 Commerce Way, Jacksonville, FL 32218", "terms": "net30", "taxExempt": false,
        "poRule": "before", "approvalLimitCents": 75000, "creditHold": true, "notes": ""
    })
}

async fn json_of(resp: reqwest::Response) -> (u16, Value) {
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

/// The owner's session and a fleet made with `abc()`: its id.
async fn owner_with_fleet(app: &TestApp) -> (String, i64) {
    let owner = staff_cookie(app).await;
    let (status, fleet) = json_of(send(app, "POST", "/api/fleets", &owner, abc()).await).await;
    assert_eq!(status, 201, "{fleet}");
    (owner, fleet["id"].as_i64().unwrap())
}

#[tokio::test]
async fn the_owner_makes_a_fleet_with_units_and_requesters_and_only_the_owner_may() {
    let app = spawn_app().await;
    let (owner, id) = owner_with_fleet(&app).await;

    let tractor = json!({ "unitNumber": "T-104", "vin": "1m8gdm9axkp042788", "plate": "ab1234", "plateState": "fl",
        "year": 2019, "make": "Freightliner", "model": "Cascadia", "unitType": "tractor" });
    let (status, unit) =
        json_of(send(&app, "POST", &format!("/api/fleets/{id}/units"), &owner, tractor.clone()).await).await;
    assert_eq!(status, 201, "{unit}");
    assert_eq!(
        (unit["vin"].as_str(), unit["plate"].as_str(), unit["plateState"].as_str()),
        (Some("1M8GDM9AXKP042788"), Some("AB1234"), Some("FL"))
    );
    // The same unit number again, and the same VIN on another unit: 409 naming the field.
    let (status, body) = json_of(send(&app, "POST", &format!("/api/fleets/{id}/units"), &owner, tractor).await).await;
    assert_eq!((status, body["fields"]["unitNumber"].as_str()), (409, Some("This fleet already has unit T-104")));
    let other = json!({ "unitNumber": "T-105", "vin": "1M8GDM9AXKP042788", "unitType": "tractor" });
    let (status, body) = json_of(send(&app, "POST", &format!("/api/fleets/{id}/units"), &owner, other).await).await;
    assert_eq!((status, body["fields"]["vin"].as_str()), (409, Some("This VIN is already ABC Logistics unit T-104")));
    // One mistyped VIN character fails its check digit, and nothing is added.
    let typo = json!({ "unitNumber": "T-106", "vin": "1M8GDM9AXKP042789", "unitType": "tractor" });
    let (status, body) = json_of(send(&app, "POST", &format!("/api/fleets/{id}/units"), &owner, typo).await).await;
    assert_eq!(status, 400);
    assert!(body["fields"]["vin"].as_str().unwrap().contains("check digit"), "{body}");
    assert_eq!(app.count("fleet_units"), 1);

    let dana = json!({ "name": "Dana Dispatch", "phone": "(904) 555-0142" });
    let (status, requester) =
        json_of(send(&app, "POST", &format!("/api/fleets/{id}/requesters"), &owner, dana).await).await;
    assert_eq!(status, 201, "{requester}");
    let (status, body) =
        json_of(send(&app, "POST", &format!("/api/fleets/{id}/requesters"), &owner, json!({ "name": "Sam" })).await)
            .await;
    assert_eq!(
        (status, body["fields"]["phone"].as_str()),
        (400, Some("A phone number or an email is needed to know their requests"))
    );

    let detail = app.get_json_as(&format!("/api/fleets/{id}"), &owner).await;
    assert_eq!(detail["name"], "ABC Logistics");
    assert_eq!(detail["units"].as_array().unwrap().len(), 1);
    assert_eq!(detail["requesters"][0]["name"], "Dana Dispatch");
    let list = app.get_json_as("/api/fleets", &owner).await;
    assert_eq!((list[0]["unitCount"].as_i64(), list[0]["requesterCount"].as_i64()), (Some(1), Some(1)));

    // Without a session 401, a technician 403, another id 404.
    assert_eq!(app.get("/api/fleets").await.status(), 401);
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    assert_eq!(send(&app, "GET", "/api/fleets", &tech, json!(null)).await.status(), 403);
    assert_eq!(send(&app, "POST", "/api/fleets", &tech, abc()).await.status(), 403);
    assert_eq!(send(&app, "GET", "/api/fleets/999", &owner, json!(null)).await.status(), 404);
    // A second fleet of the same name is refused.
    let (status, body) = json_of(send(&app, "POST", "/api/fleets", &owner, abc()).await).await;
    assert_eq!((status, body["fields"]["name"].as_str()), (409, Some("There is already a fleet with this name")));
}

#[tokio::test]
async fn a_spreadsheet_with_a_bad_row_imports_nothing_and_names_each_refused_row() {
    let app = spawn_app().await;
    let (owner, id) = owner_with_fleet(&app).await;
    let path = format!("/api/fleets/{id}/units/import");
    let file = "Unit #,VIN,Plate,State,Year,Make,Model,Type\r\n\
                T-1,1M8GDM9AXKP042788,FL1234,FL,2019,Freightliner,\"Cascadia, 126\",Tractor\r\n\
                TR-7,,,,,,,trailer\r\n\
                T-2,1HGCM82633A004353,,,2021,Volvo,VNL,tractor\r\n\
                T-3,,,,1890,,,bus\r\n\
                T-1,,,,,,,van\r\n";
    let (status, body) = json_of(send(&app, "POST", &path, &owner, json!({ "csv": file })).await).await;
    assert_eq!(status, 400, "{body}");
    let fields = body["fields"].as_object().unwrap();
    let keys: Vec<&str> = fields.keys().map(String::as_str).collect();
    assert_eq!(keys, ["rows.4.vin", "rows.5.unitType", "rows.5.year", "rows.6.unitNumber"], "{body}");
    assert_eq!(fields["rows.6.unitNumber"], "Unit T-1 is also on row 2");
    assert_eq!(app.count("fleet_units"), 0, "nothing is half-imported");

    // A unit the fleet already has refuses the whole file too.
    let one = json!({ "unitNumber": "T-9", "unitType": "van" });
    assert_eq!(send(&app, "POST", &format!("/api/fleets/{id}/units"), &owner, one).await.status(), 201);
    let clash = "unit,type\nT-8,van\nt-9,van\n";
    let (status, body) = json_of(send(&app, "POST", &path, &owner, json!({ "csv": clash })).await).await;
    assert_eq!((status, body["fields"]["rows.3.unitNumber"].as_str()), (400, Some("This fleet already has unit t-9")));
    assert_eq!(app.count("fleet_units"), 1);

    let fixed =
        "Unit #,VIN,Make,Model,Type\nT-1,1M8GDM9AXKP042788,Freightliner,\"Cascadia, 126\",Tractor\nTR-7,,,,trailer\n";
    let (status, body) = json_of(send(&app, "POST", &path, &owner, json!({ "csv": fixed })).await).await;
    assert_eq!((status, body["imported"].as_i64()), (200, Some(2)), "{body}");
    let detail = app.get_json_as(&format!("/api/fleets/{id}"), &owner).await;
    let units: Vec<&str> =
        detail["units"].as_array().unwrap().iter().map(|u| u["unitNumber"].as_str().unwrap()).collect();
    assert_eq!(units, ["T-1", "T-9", "TR-7"]);
    assert_eq!(detail["units"][0]["model"], "Cascadia, 126");

    let csv = send(&app, "GET", "/api/fleets/units.csv", &owner, json!(null)).await.text().await.unwrap();
    assert!(csv.starts_with("fleet,unit number,vin"), "{csv}");
    assert!(csv.contains("\"ABC Logistics\",\"T-1\",\"1M8GDM9AXKP042788\""), "{csv}");
    let fleets = send(&app, "GET", "/api/fleets/export.csv", &owner, json!(null)).await.text().await.unwrap();
    assert!(fleets.contains("\"net30\",\"no\",\"\",\"before\",\"750.00\",\"yes\",\"3\",\"0\""), "{fleets}");
}

#[tokio::test]
async fn a_form_lead_with_a_requesters_phone_or_email_suggests_the_fleet_and_staff_link_it() {
    let app = spawn_app().await;
    let (owner, id) = owner_with_fleet(&app).await;
    for r in [
        json!({ "name": "Dana", "phone": "904-555-0142" }),
        json!({ "name": "Sam", "email": "Sam@ABClogistics.example" }),
    ] {
        assert_eq!(send(&app, "POST", &format!("/api/fleets/{id}/requesters"), &owner, r).await.status(), 201);
    }
    let quote = |phone: &str, email: &str| {
        json!({ "name": "Driver", "phone": phone, "email": email, "location": "Palm Coast, FL",
            "serviceType": "Fleet & Commercial Service", "urgency": "Today", "description": "Trailer tire blown on I-95." })
    };
    let mut ids = Vec::new();
    for (phone, email) in [("(904) 555-0142", ""), ("386 555 0199", "sam@abclogistics.example"), ("386 555 0100", "")] {
        let resp = app.post_json("/api/quotes", &quote(phone, email)).await;
        assert_eq!(resp.status(), 201);
        ids.push(resp.json::<Value>().await.unwrap()["id"].as_i64().unwrap());
    }
    let query = format!(
        "/api/fleets/of-leads?submissionType=quote&ids={}",
        ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
    );
    // A typed phone or email proves nothing (anyone can type a requester's
    // email): the two requesters' leads are suggestions, the stranger's nothing.
    let tags = app.get_json_as(&query, &owner).await;
    let suggested: Vec<i64> = tags.as_array().unwrap().iter().map(|t| t["submissionId"].as_i64().unwrap()).collect();
    assert_eq!(suggested, ids[..2], "the stranger's lead is no fleet's");
    assert!(tags.as_array().unwrap().iter().all(|t| t["fleet"].is_null()), "nothing linked by a form: {tags}");
    let matched: Vec<(&str, &str)> = tags
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["suggestion"]["requesterName"].as_str().unwrap(), t["suggestion"]["matchedOn"].as_str().unwrap()))
        .collect();
    assert_eq!(matched, [("Dana", "phone"), ("Sam", "email")]);
    // The owner confirms Dana's: the lead is the fleet's, with its terms.
    let (status, body) = json_of(
        send(&app, "PUT", &format!("/api/leads/quote/{}/fleet", ids[0]), &owner, json!({ "fleetId": id })).await,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let tags = app.get_json_as(&query, &owner).await;
    let tag = &tags[0]["fleet"];
    assert_eq!((tag["name"].as_str(), tag["poRule"].as_str()), (Some("ABC Logistics"), Some("before")));
    assert_eq!((tag["approvalLimitCents"].as_i64(), tag["creditHold"].as_bool()), (Some(75000), Some(true)));
    assert_eq!(tag["linkedBy"], "staff");

    // Staff link the stranger's lead by hand, with a unit; a unit of no fleet of theirs is refused.
    let unit = json!({ "unitNumber": "T-104", "year": 2019, "make": "Freightliner", "model": "Cascadia", "unitType": "tractor" });
    let (_, unit) = json_of(send(&app, "POST", &format!("/api/fleets/{id}/units"), &owner, unit).await).await;
    let path = format!("/api/leads/quote/{}/fleet", ids[2]);
    let (status, body) =
        json_of(send(&app, "PUT", &path, &owner, json!({ "fleetId": id, "unitId": unit["id"] })).await).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["fleet"]["unit"].as_str(), body["fleet"]["linkedBy"].as_str()),
        (Some("T-104 · 2019 Freightliner Cascadia"), Some("staff"))
    );
    let (status, body) = json_of(send(&app, "PUT", &path, &owner, json!({ "fleetId": id, "unitId": 999 })).await).await;
    assert_eq!((status, body["fields"]["unitId"].as_str()), (400, Some("This fleet has no such unit")));
    assert_eq!(send(&app, "PUT", "/api/leads/quote/999/fleet", &owner, json!({ "fleetId": id })).await.status(), 404);
    let (status, body) = json_of(send(&app, "PUT", &path, &owner, json!({ "fleetId": null })).await).await;
    assert_eq!((status, &body["fleet"]), (200, &Value::Null));
}

#[tokio::test]
async fn who_changed_a_fleets_terms_limit_and_hold_is_in_the_audit_trail() {
    let app = spawn_app().await;
    let (owner, id) = owner_with_fleet(&app).await;
    let mut changed = abc();
    changed["terms"] = json!("net15");
    changed["approvalLimitCents"] = json!(100000);
    changed["creditHold"] = json!(false);
    let (status, fleet) = json_of(send(&app, "PATCH", &format!("/api/fleets/{id}"), &owner, changed).await).await;
    assert_eq!((status, fleet["terms"].as_str()), (200, Some("net15")));
    let trail = app.get_json_as(&format!("/api/admin/audit?subjectType=fleet&subjectId={id}"), &owner).await;
    let update = &trail["items"][0];
    assert_eq!((update["action"].as_str(), update["staffUsername"].as_str()), (Some("update"), Some("dispatch")));
    assert_eq!(update["changed"], json!(["approvalLimitCents", "creditHold", "terms"]));
    assert_eq!(update["before"], json!({ "terms": "net30", "approvalLimitCents": 75000, "creditHold": true }));
    assert_eq!(update["after"], json!({ "terms": "net15", "approvalLimitCents": 100000, "creditHold": false }));
}

/// The owner, the fleet ABC (PO before work, limit $750, on hold) with unit
/// T-104 and requester Dana, and a job from Dana's quote: the job's id.
pub(crate) async fn fleet_job(app: &TestApp, exempt: bool) -> (String, i64, i64) {
    let owner = staff_cookie(app).await;
    let mut fleet = abc();
    if exempt {
        fleet["taxExempt"] = json!(true);
        fleet["taxCertificate"] = json!("85-8012345678C-1");
    }
    let (_, fleet) = json_of(send(app, "POST", "/api/fleets", &owner, fleet).await).await;
    let id = fleet["id"].as_i64().unwrap();
    let unit = json!({ "unitNumber": "T-104", "vin": "1M8GDM9AXKP042788", "year": 2019, "make": "Freightliner",
        "model": "Cascadia", "unitType": "tractor" });
    let (_, unit) = json_of(send(app, "POST", &format!("/api/fleets/{id}/units"), &owner, unit).await).await;
    let dana = json!({ "name": "Dana Dispatch", "phone": "(904) 555-0142" });
    assert_eq!(send(app, "POST", &format!("/api/fleets/{id}/requesters"), &owner, dana).await.status(), 201);
    let quote = json!({ "name": "Dana", "phone": "904.555.0142", "location": "Palm Coast, FL",
        "serviceType": "Fleet & Commercial Service", "urgency": "Today", "description": "Steer tire flat, unit T-104." });
    let lead = app.post_json("/api/quotes", &quote).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let path = format!("/api/leads/quote/{lead}/fleet");
    assert_eq!(send(app, "PUT", &path, &owner, json!({ "fleetId": id, "unitId": unit["id"] })).await.status(), 200);
    let (status, job) = json_of(
        send(app, "POST", "/api/job-tracking", &owner, json!({ "submissionType": "quote", "submissionId": lead }))
            .await,
    )
    .await;
    assert_eq!(status, 201, "{job}");
    (owner, id, job["id"].as_i64().unwrap())
}

#[tokio::test]
async fn a_fleets_invoice_carries_its_po_unit_and_vin_is_not_sent_without_a_po_and_is_due_on_its_terms() {
    let stripe = crate::providers::Stripe::start().await;
    let api_base = stripe.api_base.clone();
    let app = crate::helpers::spawn_app_with(move |c| {
        c.invoices.tax_rate = 0.07;
        c.payments = Some(crate::providers::payments_config(&api_base));
    })
    .await;
    let (owner, _, job) = fleet_job(&app, false).await;
    let jobs = app.get_json_as("/api/job-tracking", &owner).await;
    let card = jobs["items"].as_array().unwrap().iter().find(|j| j["id"] == job).unwrap().clone();
    assert_eq!(card["fleet"]["name"], "ABC Logistics", "{card}");
    assert_eq!(card["fleet"]["unit"], "T-104 · 2019 Freightliner Cascadia");
    assert_eq!(card["fleet"]["creditHold"], true);

    let lines = json!([{ "description": "Steer tire", "quantity": 1, "unitPriceCents": 30000, "taxable": true }]);
    let (status, inv) =
        json_of(send(&app, "POST", "/api/invoices", &owner, json!({ "jobId": job, "lines": lines })).await).await;
    assert_eq!(status, 201, "{inv}");
    assert_eq!((inv["taxCents"].as_i64(), inv["fleet"]["vin"].as_str()), (Some(2100), Some("1M8GDM9AXKP042788")));
    let id = inv["id"].as_i64().unwrap();
    // The fleet wants a PO: no PO, no sending.
    let (status, body) =
        json_of(send(&app, "POST", &format!("/api/invoices/{id}/send"), &owner, json!({})).await).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body["fields"]["poNumber"],
        "ABC Logistics needs a PO number on its invoices: add it to the job, then send"
    );
    assert_eq!(
        app.db().query_row("SELECT status FROM invoices WHERE id = ?1", [id], |r| r.get::<_, String>(0)).unwrap(),
        "draft"
    );
    // The PO the fleet gave later goes on the job, and from there on the invoice.
    let patched =
        send(&app, "PATCH", &format!("/api/job-tracking/{job}"), &owner, json!({ "poNumber": " PO-7731 " })).await;
    assert_eq!(patched.status(), 200);
    let (status, sent) =
        json_of(send(&app, "POST", &format!("/api/invoices/{id}/send"), &owner, json!({})).await).await;
    assert_eq!(status, 200, "{sent}");
    let invoice = &sent;
    assert_eq!(invoice["fleet"]["poNumber"], "PO-7731", "{sent}");
    // Invoices are dated by the day in Northeast Florida (an evening in the US is tomorrow in UTC).
    let due = (roadside::time::eastern_today() + chrono::Days::new(30)).format("%Y-%m-%d").to_string();
    assert_eq!(invoice["fleet"]["dueDate"], due.as_str());

    // The printed page bills the fleet with the PO, unit and VIN, and asks no tip.
    let token = inv["token"].as_str().unwrap();
    let html = app.get_html(&format!("/invoice/{token}")).await.1;
    for needle in [
        "Bill to: ABC Logistics",
        "PO: PO-7731",
        "Unit: T-104 · 2019 Freightliner Cascadia",
        "VIN: 1M8GDM9AXKP042788",
        "Terms: Net 30",
        "Due: ",
    ] {
        assert!(html.contains(needle), "the page lacks {needle:?}");
    }
    assert!(html.contains("Pay $321.00 by card") && !html.contains("Add a tip"), "no tip for a fleet");
    let tipped = app.post_json(&format!("/api/invoice/{token}/checkout"), &json!({ "tip": "15" })).await;
    assert_eq!(tipped.status(), 400);
    let plain = app.post_json(&format!("/api/invoice/{token}/checkout"), &json!({ "tip": "none" })).await;
    assert_eq!(plain.status(), 200);
    assert!(!stripe.last().form.contains_key("line_items[1][price_data][unit_amount]"), "one line, no tip");
}

#[tokio::test]
async fn a_tax_exempt_fleet_is_invoiced_without_tax_and_the_technician_sees_the_unit_and_the_hold() {
    let app = crate::helpers::spawn_app_with(|c| c.invoices.tax_rate = 0.07).await;
    let (owner, _, job) = fleet_job(&app, true).await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    assert_eq!(
        send(&app, "PATCH", &format!("/api/job-tracking/{job}"), &owner, json!({ "technician": "mike" }))
            .await
            .status(),
        200
    );
    let jobs = app.get_json_as("/api/tech/jobs", &tech).await;
    let mine = jobs.as_array().unwrap().iter().find(|j| j["id"] == job).unwrap().clone();
    assert_eq!(
        (mine["fleet"]["unit"].as_str(), mine["fleet"]["creditHold"].as_bool()),
        (Some("T-104 · 2019 Freightliner Cascadia"), Some(true))
    );
    assert_eq!(mine["fleet"]["poRule"], "before");
    let lines = json!([{ "description": "Steer tire", "quantity": 1, "unitPriceCents": 30000, "taxable": true }]);
    let (_, inv) =
        json_of(send(&app, "POST", "/api/invoices", &owner, json!({ "jobId": job, "lines": lines })).await).await;
    assert_eq!((inv["taxCents"].as_i64(), inv["totalCents"].as_i64()), (Some(0), Some(30000)), "{inv}");
}

#[tokio::test]
async fn erasing_a_requester_removes_the_person_and_keeps_the_fleet_and_its_invoices_amounts() {
    let app = crate::helpers::spawn_app_with(|c| c.invoices.tax_rate = 0.07).await;
    let (owner, fleet, job) = fleet_job(&app, false).await;
    let lines = json!([{ "description": "Steer tire", "quantity": 1, "unitPriceCents": 30000 }]);
    let (_, inv) =
        json_of(send(&app, "POST", "/api/invoices", &owner, json!({ "jobId": job, "lines": lines })).await).await;
    let lead: i64 =
        app.db().query_row("SELECT submission_id FROM job_tracking WHERE id = ?1", [job], |r| r.get(0)).unwrap();
    let (status, erased) =
        json_of(send(&app, "POST", &format!("/api/leads/quote/{lead}/erase"), &owner, json!({})).await).await;
    assert_eq!(status, 200, "{erased}");
    assert_eq!((erased["fleetRequesters"].as_i64(), erased["invoices"].as_i64()), (Some(1), Some(1)));
    let detail = app.get_json_as(&format!("/api/fleets/{fleet}"), &owner).await;
    assert_eq!(
        (detail["name"].as_str(), detail["requesters"].as_array().map(Vec::len)),
        (Some("ABC Logistics"), Some(0))
    );
    assert_eq!(detail["units"].as_array().map(Vec::len), Some(1), "the fleet's units stay");
    let kept = app.get_json_as(&format!("/api/invoices/{}", inv["id"]), &owner).await;
    assert_eq!((kept["totalCents"].as_i64(), kept["customerPhone"].as_str()), (Some(30000), None));
    assert_eq!(kept["fleet"]["name"], "ABC Logistics", "the invoice is still the fleet's");
    assert_eq!(app.count("fleet_leads"), 0);
}

#[tokio::test]
async fn a_text_from_a_requester_with_no_open_lead_becomes_a_lead_of_the_fleet() {
    let mut twilio = crate::providers::twilio().await;
    let base = twilio.api_base.clone();
    let app = crate::helpers::spawn_app_with(move |c| {
        c.sms = Some(crate::providers::sms_config(&base));
        c.alerts.retry_base_ms = 50;
    })
    .await;
    let (owner, id) = owner_with_fleet(&app).await;
    let dana = json!({ "name": "Dana Dispatch", "phone": "(904) 555-0142" });
    assert_eq!(send(&app, "POST", &format!("/api/fleets/{id}/requesters"), &owner, dana).await.status(), 201);

    // A stranger's text stays on no lead; the requester's starts one.
    assert_eq!(crate::messages::text_in(&app, "+13865550100", "Who is this?").await.0, 200);
    assert_eq!(app.count("quote_submissions"), 0);
    let words = "Unit T-104 lost a steer tire, I-95 NB mile 318.";
    assert_eq!(crate::messages::text_in(&app, "+19045550142", words).await.0, 200);
    let quotes = app.get_json_as("/api/quotes", &owner).await;
    let lead = &quotes["items"][0];
    assert_eq!((lead["name"].as_str(), lead["description"].as_str()), (Some("Dana Dispatch"), Some(words)));
    assert_eq!(lead["serviceType"], "Fleet & Commercial Service");
    let lead_id = lead["id"].as_i64().unwrap();
    let tags = app.get_json_as(&format!("/api/fleets/of-leads?submissionType=quote&ids={lead_id}"), &owner).await;
    assert_eq!(tags[0]["fleet"]["name"], "ABC Logistics");
    let thread = app.get_json_as(&format!("/api/leads/quote/{lead_id}/messages"), &owner).await;
    let bodies: Vec<&str> =
        thread["messages"].as_array().unwrap().iter().map(|m| m["body"].as_str().unwrap()).collect();
    assert!(bodies.contains(&words), "{thread}");
    // The requester is told their request is in, as every lead's driver is.
    let sent = crate::messages::next_text(&mut twilio).await;
    assert_eq!(sent.to, "+19045550142");
    // A second text joins that lead rather than starting another.
    assert_eq!(crate::messages::text_in(&app, "+19045550142", "Trailer 7 too").await.0, 200);
    assert_eq!(app.count("quote_submissions"), 1);
}

#[tokio::test]
async fn work_over_the_limit_is_approved_on_the_requesters_phone_and_an_invoice_over_the_approval_is_refused() {
    let mut twilio = crate::providers::twilio().await;
    let base = twilio.api_base.clone();
    let app = crate::helpers::spawn_app_with(move |c| {
        c.sms = Some(crate::providers::sms_config(&base));
        c.alerts.retry_base_ms = 50;
    })
    .await;
    let (owner, _, job) = fleet_job(&app, true).await;
    while tokio::time::timeout(std::time::Duration::from_millis(300), twilio.received.recv()).await.is_ok() {}
    let invoice = |cents: i64| json!({ "jobId": job, "lines": [{ "description": "Steer tire and labor", "quantity": 1, "unitPriceCents": cents }] });
    // Over the $750 limit with nothing approved: refused, saying what to do.
    let (status, body) = json_of(send(&app, "POST", "/api/invoices", &owner, invoice(90000)).await).await;
    assert_eq!(status, 400);
    assert_eq!(
        body["fields"]["lines"],
        "$900.00 is over the $750.00 approval limit of ABC Logistics: send them the estimate for approval first"
    );

    let estimate = json!({ "lines": [{ "description": "Steer tire 295/75R22.5", "amountCents": 62000 }, { "description": "Road call and labor", "amountCents": 28000 }] });
    let (status, approval) =
        json_of(send(&app, "POST", &format!("/api/job-tracking/{job}/approval"), &owner, estimate).await).await;
    assert_eq!(status, 201, "{approval}");
    assert_eq!((approval["amountCents"].as_i64(), approval["status"].as_str()), (Some(90000), Some("pending")));
    let text = crate::messages::next_text(&mut twilio).await;
    assert_eq!(text.to, "+19045550142", "the requester the lead came from is asked");
    assert!(
        text.body.contains("comes to $900.00, over your $750.00 approval limit") && text.body.contains("/approve/"),
        "{}",
        text.body
    );
    // The link is the requester's own (named approvers: one link each).
    let token: String = app
        .db()
        .query_row(
            "SELECT l.token FROM approval_links l JOIN approvals a ON a.id = l.approval_id WHERE a.job_id = ?1",
            [job],
            |r| r.get(0),
        )
        .unwrap();
    assert!(text.body.contains(&token));

    let page = app.get(&format!("/approve/{token}")).await;
    assert_eq!((page.status().as_u16(), page.headers()["cache-control"].to_str().unwrap()), (200, "no-store"));
    let html = page.text().await.unwrap();
    for needle in [
        "Approve the work for ABC Logistics",
        "Steer tire 295/75R22.5",
        "$620.00",
        "Your approval limit: $750.00",
        "Approve $900.00",
        "Decline",
    ] {
        assert!(html.contains(needle), "the page lacks {needle:?}");
    }
    // A name is required; nothing is recorded without one.
    let form = |pairs: &[(&str, &str)]| app.client.post(app.url(&format!("/approve/{token}"))).form(pairs).send();
    let resp = form(&[("decision", "approve"), ("name", " ")]).await.unwrap();
    assert_eq!(resp.status(), 400);
    assert!(resp.text().await.unwrap().contains("Please type your name"));
    let resp = form(&[("decision", "approve"), ("name", "Pat Rivera")]).await.unwrap();
    assert_eq!(resp.status(), 303);
    let (name, from, by, amount): (String, String, String, i64) = app
        .db()
        .query_row(
            "SELECT decided_name, decided_from, decided_by, amount_cents FROM approvals WHERE job_id = ?1",
            [job],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .unwrap();
    assert_eq!((name.as_str(), from.as_str(), amount), ("Pat Rivera", "127.0.0.1", 90000));
    assert!(by.ends_with("(requester's link)"), "{by}");
    assert!(app.get_html(&format!("/approve/{token}")).await.1.contains("Approved by Pat Rivera on "));
    // Answering again changes nothing.
    form(&[("decision", "decline"), ("name", "Someone Else")]).await.unwrap();
    let jobs = app.get_json_as("/api/job-tracking", &owner).await;
    let card = jobs["items"].as_array().unwrap().iter().find(|j| j["id"] == job).unwrap().clone();
    assert_eq!(
        (card["approval"]["status"].as_str(), card["approval"]["decidedName"].as_str()),
        (Some("approved"), Some("Pat Rivera"))
    );
    assert_eq!(card["approvedCents"], 90000);

    // The approval covers $900, no more.
    let (status, body) = json_of(send(&app, "POST", "/api/invoices", &owner, invoice(95000)).await).await;
    assert_eq!(status, 400);
    assert_eq!(
        body["fields"]["lines"],
        "$950.00 is over the $900.00 ABC Logistics approved: send them the new amount for approval first"
    );
    let (status, _) = json_of(send(&app, "POST", "/api/invoices", &owner, invoice(90000)).await).await;
    assert_eq!(status, 201);
}

#[tokio::test]
async fn a_technician_asks_approval_for_their_own_job_and_a_declined_estimate_approves_nothing() {
    let app = crate::helpers::spawn_app_with(|c| c.alerts.retry_base_ms = 50).await;
    let (owner, _, job) = fleet_job(&app, false).await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;
    let estimate = json!({ "lines": [{ "description": "Trailer brake chamber", "amountCents": 110000 }] });
    assert_eq!(
        send(&app, "POST", &format!("/api/tech/jobs/{job}/approval"), &tech, estimate.clone()).await.status(),
        404,
        "not yet theirs"
    );
    assert_eq!(
        send(&app, "PATCH", &format!("/api/job-tracking/{job}"), &owner, json!({ "technician": "mike" }))
            .await
            .status(),
        200
    );
    let (status, approval) =
        json_of(send(&app, "POST", &format!("/api/tech/jobs/{job}/approval"), &tech, estimate).await).await;
    assert_eq!(status, 201, "{approval}");
    let bad = json!({ "lines": [{ "description": "", "amountCents": 0 }] });
    let (status, body) = json_of(send(&app, "POST", &format!("/api/tech/jobs/{job}/approval"), &tech, bad).await).await;
    assert_eq!(status, 400);
    assert_eq!(body["fields"]["lines.0.description"], "Description is required");
    let token: String = app
        .db()
        .query_row(
            "SELECT l.token FROM approval_links l JOIN approvals a ON a.id = l.approval_id WHERE a.status = 'pending'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let resp = app
        .client
        .post(app.url(&format!("/approve/{token}")))
        .form(&[("decision", "decline"), ("name", "Pat Rivera")])
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 303);
    let mine = app.get_json_as("/api/tech/jobs", &tech).await;
    let mine = mine.as_array().unwrap().iter().find(|j| j["id"] == job).unwrap().clone();
    assert_eq!((mine["approval"]["status"].as_str(), mine["approvedCents"].as_i64()), (Some("declined"), None));
    // A job of no fleet needs no approval.
    let quote = json!({ "name": "Lee", "phone": "386 555 0100", "location": "Palm Coast, FL", "serviceType": "Other", "urgency": "Today", "description": "Dead battery at home." });
    let lead = app.post_json("/api/quotes", &quote).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let (_, other) = json_of(
        send(&app, "POST", "/api/job-tracking", &owner, json!({ "submissionType": "quote", "submissionId": lead }))
            .await,
    )
    .await;
    let one = json!({ "lines": [{ "description": "Battery", "amountCents": 20000 }] });
    let (status, body) =
        json_of(send(&app, "POST", &format!("/api/job-tracking/{}/approval", other["id"]), &owner, one).await).await;
    assert_eq!(
        (status, body["fields"]["job"].as_str()),
        (409, Some("This job is no fleet's: link its lead to a fleet first"))
    );
}
