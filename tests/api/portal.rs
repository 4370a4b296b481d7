//! The fleet manager's portal (docs/product.md#fleets): the owner invites a
//! manager by email, the link sets their password, and the manager sees
//! their own fleet and nothing of another's.
use crate::helpers::{TestApp, send, spawn_app_with};
use crate::leads_staff::staff_cookie;
use crate::sinks::{mail_containing, mail_to_sink, smtp_sink};
use serde_json::{Value, json};
use std::time::Duration;

const PASSWORD: &str = "correct-horse-42";

async fn json_of(resp: reqwest::Response) -> (u16, Value) {
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

fn fleet_body(name: &str) -> Value {
    json!({
        "name": name, "billingContact": "Pat Rivera", "billingEmail": format!("ap@{}.example", name.len()),
        "address": "100 Commerce Way, Jacksonville, FL 32218", "terms": "net30", "taxExempt": false,
        "poRule": "none", "approvalLimitCents": 75000, "creditHold": false, "notes": "Pays late; call Pat first."
    })
}

/// A fleet with one unit: (fleet id, unit id).
pub(crate) async fn fleet_with_unit(app: &TestApp, owner: &str, name: &str, unit: &str, vin: &str) -> (i64, i64) {
    let (status, fleet) = json_of(send(app, "POST", "/api/fleets", owner, fleet_body(name)).await).await;
    assert_eq!(status, 201, "{fleet}");
    let id = fleet["id"].as_i64().unwrap();
    let body = json!({ "unitNumber": unit, "vin": vin, "year": 2019, "make": "Freightliner", "model": "Cascadia",
        "unitType": "tractor" });
    let (status, unit) = json_of(send(app, "POST", &format!("/api/fleets/{id}/units"), owner, body).await).await;
    assert_eq!(status, 201, "{unit}");
    (id, unit["id"].as_i64().unwrap())
}

fn cookie_of(resp: &reqwest::Response) -> String {
    resp.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_string()
}

pub(crate) async fn app_with_mail() -> (TestApp, tokio::sync::mpsc::UnboundedReceiver<String>) {
    let (port, mail) = smtp_sink().await;
    let app = spawn_app_with(move |c| mail_to_sink(c, port)).await;
    (app, mail)
}

/// Invites `email` to manage fleet `id` and joins as `username`: the manager's cookie.
pub(crate) async fn manager_of(
    app: &TestApp,
    mail: &mut tokio::sync::mpsc::UnboundedReceiver<String>,
    owner: &str,
    id: i64,
    email: &str,
    username: &str,
) -> String {
    let (status, invited) =
        json_of(send(app, "POST", &format!("/api/fleets/{id}/managers"), owner, json!({ "email": email })).await).await;
    assert_eq!(status, 201, "{invited}");
    let message = mail_containing(mail, &format!("To: {email}"), Duration::from_secs(30)).await;
    let at = message.find("/fleet/join?token=").expect("the mail has the link") + "/fleet/join?token=".len();
    let token: String = message[at..].chars().take_while(char::is_ascii_alphanumeric).collect();
    let resp =
        app.post_json("/api/fleet/join", &json!({ "token": token, "username": username, "password": PASSWORD })).await;
    assert_eq!(resp.status(), 201);
    cookie_of(&resp)
}

#[tokio::test]
async fn an_invited_manager_sets_a_password_from_the_mailed_link_and_sees_their_fleet_without_the_owners_notes() {
    let (app, mut mail) = app_with_mail().await;
    let owner = staff_cookie(&app).await;
    let (id, unit) = fleet_with_unit(&app, &owner, "ABC Logistics", "T-104", "1M8GDM9AXKP042788").await;

    // A bad email is refused naming the field; an unknown fleet is 404; a technician may not invite.
    let (status, body) =
        json_of(send(&app, "POST", &format!("/api/fleets/{id}/managers"), &owner, json!({ "email": "pat@" })).await)
            .await;
    assert_eq!((status, body["fields"]["email"].as_str()), (400, Some("Please enter a valid email address")));
    let resp = send(&app, "POST", "/api/fleets/999/managers", &owner, json!({ "email": "pat@abc.example" })).await;
    assert_eq!(resp.status(), 404);

    let (status, invited) = json_of(
        send(&app, "POST", &format!("/api/fleets/{id}/managers"), &owner, json!({ "email": "Pat@ABC.example" })).await,
    )
    .await;
    assert_eq!(status, 201, "{invited}");
    assert_eq!((invited["email"].as_str(), invited["joinedAt"].as_str()), (Some("pat@abc.example"), None));
    let message = mail_containing(&mut mail, "/fleet/join?token=", Duration::from_secs(30)).await;
    assert!(message.contains("To: pat@abc.example"), "{message}");
    assert!(message.contains("ABC Logistics"), "{message}");
    let at = message.find("/fleet/join?token=").unwrap() + "/fleet/join?token=".len();
    let token: String = message[at..].chars().take_while(char::is_ascii_alphanumeric).collect();

    // The link's page names the fleet and the email; a made-up token is refused naming it.
    let seen = app.get_json_as(&format!("/api/fleet/join?token={token}"), "").await;
    assert_eq!((seen["fleetName"].as_str(), seen["email"].as_str()), (Some("ABC Logistics"), Some("pat@abc.example")));
    let (status, body) = json_of(app.get("/api/fleet/join?token=abc").await).await;
    assert_eq!(status, 400);
    assert!(body["fields"]["token"].as_str().unwrap().contains("not valid or has expired"), "{body}");

    // The accounts' password rules: a common one is refused, and nothing is made.
    let join = |password: &str| json!({ "token": token, "username": "pat_abc", "password": password });
    let (status, body) = json_of(app.post_json("/api/fleet/join", &join("password123")).await).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["fields"]["password"].is_string(), "{body}");
    assert_eq!(app.count("users"), 1, "only the owner's");

    let resp = app.post_json("/api/fleet/join", &join(PASSWORD)).await;
    assert_eq!(resp.status(), 201);
    let manager = cookie_of(&resp);
    // Used once: the same link again is refused.
    let (status, _) = json_of(app.post_json("/api/fleet/join", &join(PASSWORD)).await).await;
    assert_eq!(status, 400);

    let portal = app.get_json_as("/api/fleet", &manager).await;
    assert_eq!(portal["fleet"]["name"], "ABC Logistics");
    assert_eq!(portal["fleet"]["terms"], "net30");
    assert!(portal["fleet"].get("notes").is_none(), "the owner's notes stay the owner's: {portal}");
    assert_eq!(portal["units"][0]["id"], unit);
    assert_eq!(portal["statement"]["fleetName"], "ABC Logistics");
    assert_eq!(portal["approvals"], json!([]));
    // Signed in with the username and password chosen, as any customer.
    let resp = app.post_json("/api/login", &json!({ "username": "pat_abc", "password": PASSWORD })).await;
    assert_eq!(resp.status(), 200);
    let again = app.get_json_as("/api/fleet", &cookie_of(&resp)).await;
    assert_eq!(again["fleet"]["name"], "ABC Logistics");

    let managers = app.get_json_as(&format!("/api/fleets/{id}/managers"), &owner).await;
    assert_eq!((managers[0]["username"].as_str(), managers[0]["joinedAt"].is_string()), (Some("pat_abc"), true));
    // Inviting a manager again is a 409 naming the email; removing them ends their access.
    let resp =
        send(&app, "POST", &format!("/api/fleets/{id}/managers"), &owner, json!({ "email": "pat@abc.example" })).await;
    let (status, body) = json_of(resp).await;
    assert_eq!((status, body["fields"]["email"].as_str()), (409, Some("This email already manages this fleet")));
    let mid = managers[0]["id"].as_i64().unwrap();
    let resp = send(&app, "DELETE", &format!("/api/fleets/{id}/managers/{mid}"), &owner, json!(null)).await;
    assert_eq!(resp.status(), 204);
    assert_eq!(send(&app, "GET", "/api/fleet", &manager, json!(null)).await.status(), 403);
}

#[tokio::test]
async fn a_fleet_manager_gets_404_for_everything_of_another_fleet_and_asks_service_for_their_own_units() {
    let (app, mut mail) = app_with_mail().await;
    let owner = staff_cookie(&app).await;
    let (a, a_unit) = fleet_with_unit(&app, &owner, "ABC Logistics", "T-104", "1M8GDM9AXKP042788").await;
    let (b, b_unit) = fleet_with_unit(&app, &owner, "Blue Freight", "B-7", "1HGCM82633A004352").await;
    let pat = manager_of(&app, &mut mail, &owner, a, "pat@abc.example", "pat_abc").await;
    let _ = manager_of(&app, &mut mail, &owner, b, "lee@blue.example", "lee_blue").await;

    // Without a session 401; staff, and a customer who manages no fleet, 403.
    assert_eq!(app.get("/api/fleet").await.status(), 401);
    assert_eq!(send(&app, "GET", "/api/fleet", &owner, json!(null)).await.status(), 403);
    let resp = app
        .post_json("/api/register", &json!({ "username": "dana", "email": "dana@example.com", "password": PASSWORD }))
        .await;
    assert_eq!(resp.status(), 201);
    let resp = app.post_json("/api/login", &json!({ "username": "dana", "password": PASSWORD })).await;
    let dana = cookie_of(&resp);
    assert_eq!(send(&app, "GET", "/api/fleet", &dana, json!(null)).await.status(), 403);
    // The owner's routes are not a manager's.
    assert_eq!(send(&app, "GET", &format!("/api/fleets/{a}"), &pat, json!(null)).await.status(), 401);

    // Every portal route that names a record, with the other fleet's: 404, and nothing stored.
    let request = |unit: i64| {
        json!({ "unitId": unit, "name": "Pat Rivera", "phone": "(904) 555-0142", "location": "I-95 mile 318 northbound",
            "urgency": "Emergency (ASAP)", "description": "Steer tire blowout, trailer loaded." })
    };
    assert_eq!(send(&app, "GET", &format!("/api/fleet/units/{b_unit}"), &pat, json!(null)).await.status(), 404);
    assert_eq!(send(&app, "POST", "/api/fleet/service", &pat, request(b_unit)).await.status(), 404);
    assert_eq!(send(&app, "GET", "/api/fleet/units/999", &pat, json!(null)).await.status(), 404);
    assert_eq!(app.count("quote_submissions"), 0);
    let portal = app.get_json_as("/api/fleet", &pat).await;
    assert!(!portal.to_string().contains("Blue Freight") && !portal.to_string().contains("B-7"), "{portal}");

    // A bad request names the field and stores nothing.
    let mut bad = request(a_unit);
    bad["location"] = json!("");
    bad["unitId"] = json!("x");
    let (status, body) = json_of(send(&app, "POST", "/api/fleet/service", &pat, bad).await).await;
    assert_eq!(status, 400);
    assert_eq!(body["fields"]["location"], "Location is required");
    assert_eq!(body["fields"]["unitId"], "Please choose the unit");
    assert_eq!(app.count("quote_submissions"), 0);

    // Their own unit: a lead like any other, filed as fleet service, linked to the fleet and the unit.
    let (status, made) = json_of(send(&app, "POST", "/api/fleet/service", &pat, request(a_unit)).await).await;
    assert_eq!(status, 201, "{made}");
    let lead = made["id"].as_i64().unwrap();
    let quotes = app.get_json_as("/api/quotes", &owner).await;
    let quote = quotes["items"].as_array().unwrap().iter().find(|q| q["id"] == lead).unwrap().clone();
    assert_eq!(quote["serviceType"], "Fleet & Commercial Service");
    assert_eq!(quote["vehicleInfo"], "Unit T-104 · 2019 Freightliner Cascadia · VIN 1M8GDM9AXKP042788");
    let tags = app.get_json_as(&format!("/api/fleets/of-leads?submissionType=quote&ids={lead}"), &owner).await;
    assert!(tags.to_string().contains("ABC Logistics") && tags.to_string().contains("T-104"), "{tags}");

    // Its job shows in the unit's history, and not in the other fleet's.
    let (status, job) = json_of(
        send(&app, "POST", "/api/job-tracking", &owner, json!({ "submissionType": "quote", "submissionId": lead }))
            .await,
    )
    .await;
    assert_eq!(status, 201, "{job}");
    let history = app.get_json_as(&format!("/api/fleet/units/{a_unit}"), &pat).await;
    assert_eq!(history["unit"]["unitNumber"], "T-104");
    assert_eq!(history["visits"][0]["jobId"], job["id"]);
    assert_eq!(history["visits"][0]["problem"], "Steer tire blowout, trailer loaded.");
    assert_eq!(history["visits"][0]["location"], "I-95 mile 318 northbound");
    let other = app.get_json_as("/api/fleet", &pat).await;
    assert_eq!(other["units"].as_array().unwrap().len(), 1);
    let statement = app.get_json_as("/api/fleet/statement?asOf=2026-11-30", &pat).await;
    assert_eq!((statement["fleetId"].as_i64(), statement["asOf"].as_str()), (Some(a), Some("2026-11-30")));
    let csv = send(&app, "GET", "/api/fleet/statement.csv", &pat, json!(null)).await;
    assert_eq!(csv.status(), 200);
    assert!(csv.text().await.unwrap().contains("Opening balance, ABC Logistics"));
}
