//! Proof of the work (docs/product.md#proof): job photos, the lockout's ID
//! check, the owner's waivers, the customer's signature, and where they go
//! when a person is erased or the data is backed up and restored.
use crate::helpers::{TestApp, send, spawn_app_with};
use crate::leads_staff::new_staff_cookie;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use std::path::Path;

/// The business owner, another back-office account, the technician "mike"
/// and a lockout job assigned to him (its lead an analyzer request the
/// analyzer suggested "Vehicle Lockout Service" for).
struct Lockout {
    owner: String,
    office: String,
    tech: String,
    job: i64,
    /// The job's invoice: one line, Vehicle Lockout, $128.40.
    invoice: Value,
}

async fn lockout(app: &TestApp) -> Lockout {
    let owner = crate::leads_staff::staff_cookie(app).await;
    let office = new_staff_cookie(app, "frontdesk", &[]).await;
    let tech = new_staff_cookie(app, "mike", &["--role", "technician"]).await;
    let lead = app
        .post_json(
            "/api/quotes",
            &json!({"name": "Dana Reyes", "phone": "(386) 555-0123", "location": "A1A by the pier",
                "serviceType": "Emergency Roadside Service", "urgency": "Today", "description": "Keys locked in the car."}),
        )
        .await;
    assert_eq!(lead.status(), 201);
    let lead: Value = lead.json().await.unwrap();
    let job: Value =
        send(app, "POST", "/api/job-tracking", &owner, json!({"submissionType": "quote", "submissionId": lead["id"]}))
            .await
            .json()
            .await
            .unwrap();
    let job = job["id"].as_i64().unwrap();
    let assigned = send(app, "PATCH", &format!("/api/job-tracking/{job}"), &owner, json!({"technician": "mike"})).await;
    assert_eq!(assigned.status(), 200);
    // The work written up: this makes it a lockout, whatever the lead said.
    let invoice = send(
        app,
        "POST",
        "/api/invoices",
        &owner,
        json!({"jobId": job, "lines": [{"description": "Vehicle Lockout", "quantity": 1, "unitPriceCents": 12840}]}),
    )
    .await;
    let invoice = json_of(invoice, 201).await;
    Lockout { owner, office, tech, job, invoice }
}

/// A small JPEG, `width` x `height`.
fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x * 5) as u8, (y * 5) as u8, 90]));
    let mut out = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgb8(img).write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

/// `jpeg` with an EXIF block saying "rotate 90° clockwise to show"
/// (orientation 6, what a phone held upright writes) and a camera's make.
fn with_orientation_6(jpeg: &[u8]) -> Vec<u8> {
    let mut tiff = vec![b'I', b'I', 42, 0, 8, 0, 0, 0];
    tiff.extend([2, 0]);
    // Make (ASCII, 6 bytes at offset 38), then Orientation (SHORT) = 6.
    tiff.extend([0x0F, 0x01, 2, 0, 6, 0, 0, 0, 38, 0, 0, 0]);
    tiff.extend([0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0]);
    tiff.extend([0, 0, 0, 0]);
    tiff.extend(b"Pixel\0");
    let mut app1 = b"Exif\0\0".to_vec();
    app1.extend(tiff);
    let mut out = jpeg[..2].to_vec();
    out.extend([0xFF, 0xE1]);
    out.extend(((app1.len() + 2) as u16).to_be_bytes());
    out.extend(app1);
    out.extend(&jpeg[2..]);
    out
}

fn hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

async fn upload(app: &TestApp, cookie: &str, job: i64, item: &str, key: &str, bytes: Vec<u8>) -> reqwest::Response {
    app.client
        .post(app.url(&format!(
            "/api/tech/jobs/{job}/photos?item={item}&takenAt=2026-11-27T14:05:00Z&latitude=29.4797&longitude=-81.1268&clientRef={key}"
        )))
        .header("cookie", cookie)
        .header("content-type", "image/jpeg")
        .body(bytes)
        .send()
        .await
        .unwrap()
}

async fn json_of(resp: reqwest::Response, status: u16) -> Value {
    let got = resp.status().as_u16();
    let body = resp.text().await.unwrap();
    assert_eq!(got, status, "{body}");
    serde_json::from_str(&body).unwrap()
}

async fn complete(app: &TestApp, l: &Lockout) -> reqwest::Response {
    send(app, "PATCH", &format!("/api/tech/jobs/{}", l.job), &l.tech, json!({"status": "completed"})).await
}

#[tokio::test]
async fn a_lockout_is_completed_only_with_the_id_the_registration_and_the_tick_and_a_photo_is_kept_once_upright_without_exif()
 {
    let app = spawn_app_with(|_| {}).await;
    let l = lockout(&app).await;

    let proof =
        json_of(send(&app, "GET", &format!("/api/tech/jobs/{}/proof", l.job), &l.tech, Value::Null).await, 200).await;
    let keys: Vec<&str> = proof["items"].as_array().unwrap().iter().map(|i| i["key"].as_str().unwrap()).collect();
    assert_eq!(keys, ["photo-id", "registration", "names-match"]);

    let refused = complete(&app, &l).await;
    assert_eq!(refused.status(), 409);
    let body: Value = refused.json().await.unwrap();
    let why = body["fields"]["status"].as_str().unwrap();
    for label in ["Photo ID", "Registration or proof of ownership", "The name on the ID matches the registration"] {
        assert!(why.contains(label), "{why}");
    }

    // The ID, taken with the phone held upright: landscape pixels, orientation 6.
    let sent = with_orientation_6(&jpeg(64, 32));
    let photo = json_of(upload(&app, &l.tech, l.job, "photo-id", "id-photo-0001", sent.clone()).await, 201).await;
    assert_eq!((photo["width"].as_i64(), photo["height"].as_i64()), (Some(32), Some(64)), "turned upright");
    assert_eq!(photo["receivedSha256"], hex(&sent));
    assert_eq!(photo["receivedBytes"], sent.len());
    assert_eq!(photo["sensitive"], true);
    assert_eq!((photo["latitude"].as_f64(), photo["takenAt"].as_str()), (Some(29.4797), Some("2026-11-27T14:05:00Z")));
    // Sent again (a lost answer on one bar of signal): the same photo, not a second.
    let again = json_of(upload(&app, &l.tech, l.job, "photo-id", "id-photo-0001", sent.clone()).await, 200).await;
    assert_eq!(again["id"], photo["id"]);

    let served = app
        .client
        .get(app.url(&format!("/api/jobs/{}/photos/{}", l.job, photo["id"])))
        .header("cookie", &l.owner)
        .send()
        .await
        .unwrap();
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["content-type"], "image/jpeg");
    assert_eq!(served.headers()["cache-control"], "private, no-store", "an ID photo is never kept by the browser");
    let bytes = served.bytes().await.unwrap();
    assert!(!bytes.windows(4).any(|w| w == b"Exif") && !bytes.windows(5).any(|w| w == b"Pixel"), "no EXIF is served");
    let shown = image::load_from_memory(&bytes).unwrap();
    assert_eq!((shown.width(), shown.height()), (32, 64));

    json_of(upload(&app, &l.tech, l.job, "registration", "registration-01", jpeg(40, 30)).await, 201).await;
    assert_eq!(complete(&app, &l).await.status(), 409, "the names are not yet ticked");
    let ticked = json_of(
        send(
            &app,
            "POST",
            &format!("/api/tech/jobs/{}/ticks", l.job),
            &l.tech,
            json!({"item": "names-match", "ticked": true}),
        )
        .await,
        200,
    )
    .await;
    assert!(ticked["items"].as_array().unwrap().iter().all(|i| i["done"] == true), "{ticked}");
    let done = complete(&app, &l).await;
    assert_eq!(done.status(), 200, "{}", done.text().await.unwrap());

    // Once completed, the technician no longer sees the ID.
    let tech_view =
        json_of(send(&app, "GET", &format!("/api/tech/jobs/{}/proof", l.job), &l.tech, Value::Null).await, 200).await;
    assert_eq!((tech_view["photos"].as_array().unwrap().len(), tech_view["hiddenPhotos"].as_u64()), (0, Some(2)));
    let gone =
        send(&app, "GET", &format!("/api/tech/jobs/{}/photos/{}", l.job, photo["id"]), &l.tech, Value::Null).await;
    assert_eq!(gone.status(), 404);
}

#[tokio::test]
async fn id_photos_are_the_owner_s_alone_each_view_is_audited_and_a_waiver_keeps_its_reason() {
    let app = spawn_app_with(|_| {}).await;
    let l = lockout(&app).await;
    let id = json_of(upload(&app, &l.tech, l.job, "photo-id", "id-photo-0002", jpeg(40, 30)).await, 201).await;
    let work = json_of(upload(&app, &l.tech, l.job, "other", "door-photo-1", jpeg(40, 30)).await, 201).await;
    assert_eq!(work["sensitive"], false);

    let office =
        json_of(send(&app, "GET", &format!("/api/jobs/{}/proof", l.job), &l.office, Value::Null).await, 200).await;
    assert_eq!((office["photos"].as_array().unwrap().len(), office["hiddenPhotos"].as_u64()), (1, Some(1)));
    let refused = send(&app, "GET", &format!("/api/jobs/{}/photos/{}", l.job, id["id"]), &l.office, Value::Null).await;
    assert_eq!(refused.status(), 403);
    let work_photo = app
        .client
        .get(app.url(&format!("/api/jobs/{}/photos/{}?size=thumb", l.job, work["id"])))
        .header("cookie", &l.office)
        .send()
        .await
        .unwrap();
    assert_eq!(work_photo.status(), 200);
    assert_eq!(work_photo.headers()["cache-control"], "private, max-age=31536000, immutable");

    for _ in 0..2 {
        let seen = send(&app, "GET", &format!("/api/jobs/{}/photos/{}", l.job, id["id"]), &l.owner, Value::Null).await;
        assert_eq!(seen.status(), 200);
    }
    let trail = json_of(send(&app, "GET", "/api/admin/audit?subjectType=job", &l.owner, Value::Null).await, 200).await;
    let views: Vec<&Value> =
        trail["items"].as_array().unwrap().iter().filter(|r| r["action"] == "photo.viewed").collect();
    assert_eq!(views.len(), 2, "each view of the ID is recorded: {trail}");
    assert_eq!(views[0]["after"]["checklistItem"], "photo-id");
    assert_eq!(views[0]["staffUsername"], "dispatch");

    // A photo of another technician's job does not exist for him.
    let other = new_staff_cookie(&app, "lee", &["--role", "technician"]).await;
    assert_eq!(upload(&app, &other, l.job, "other", "lee-photo-01", jpeg(10, 10)).await.status(), 404);
    assert_eq!(send(&app, "GET", &format!("/api/tech/jobs/{}/proof", l.job), &other, Value::Null).await.status(), 404);

    // The owner waives the registration (and only the owner may).
    let body = json!({"item": "registration", "reason": "Rental car: the agreement was shown"});
    let office_waiver = send(&app, "POST", &format!("/api/jobs/{}/waivers", l.job), &l.office, body.clone()).await;
    assert_eq!(office_waiver.status(), 403);
    let no_reason =
        send(&app, "POST", &format!("/api/jobs/{}/waivers", l.job), &l.owner, json!({"item": "registration"})).await;
    assert_eq!(no_reason.status(), 400);
    assert!(no_reason.json::<Value>().await.unwrap()["fields"]["reason"].is_string());
    let waived = json_of(send(&app, "POST", &format!("/api/jobs/{}/waivers", l.job), &l.owner, body).await, 200).await;
    let registration = waived["items"].as_array().unwrap().iter().find(|i| i["key"] == "registration").unwrap().clone();
    assert_eq!(registration["waiver"]["reason"], "Rental car: the agreement was shown");
    let trail = json_of(send(&app, "GET", "/api/admin/audit?subjectType=job", &l.owner, Value::Null).await, 200).await;
    let record = trail["items"].as_array().unwrap().iter().find(|r| r["action"] == "proof.waived").unwrap().clone();
    assert_eq!(
        record["after"],
        json!({"checklistItem": "registration", "waiverReason": "Rental car: the agreement was shown"})
    );

    send(
        &app,
        "POST",
        &format!("/api/tech/jobs/{}/ticks", l.job),
        &l.tech,
        json!({"item": "names-match", "ticked": true}),
    )
    .await;
    assert_eq!(complete(&app, &l).await.status(), 200, "the ID, the waived registration and the tick");
}

#[tokio::test]
async fn what_is_not_a_photo_a_photo_too_large_and_one_past_the_cap_are_refused_and_change_nothing() {
    let app = spawn_app_with(|c| {
        c.photos.max_per_job = 2;
        c.photos.max_bytes = 12 * 1024 * 1024;
    })
    .await;
    let l = lockout(&app).await;

    let pdf = upload(&app, &l.tech, l.job, "other", "not-a-photo-1", b"%PDF-1.7\n1 0 obj".to_vec()).await;
    assert_eq!(pdf.status(), 400);
    let body: Value = pdf.json().await.unwrap();
    assert!(body["fields"]["photo"].as_str().unwrap().contains("not a photo"), "{body}");
    let mut cut = jpeg(40, 30);
    cut.truncate(cut.len() / 3);
    assert_eq!(upload(&app, &l.tech, l.job, "other", "cut-short-01", cut).await.status(), 400);

    // 20 MB: refused before it is read whole.
    let huge = upload(&app, &l.tech, l.job, "other", "twenty-mb-01", vec![0xFF; 20 * 1024 * 1024]).await;
    assert_eq!(huge.status(), 413);

    let bad_facts = app
        .client
        .post(app.url(&format!("/api/tech/jobs/{}/photos?item=selfie&takenAt=soon&clientRef=x", l.job)))
        .header("cookie", &l.tech)
        .body(jpeg(10, 10))
        .send()
        .await
        .unwrap();
    assert_eq!(bad_facts.status(), 400);
    let fields: Value = bad_facts.json().await.unwrap();
    for f in ["item", "takenAt", "clientRef"] {
        assert!(fields["fields"][f].is_string(), "{f}: {fields}");
    }

    for n in 0..2 {
        assert_eq!(upload(&app, &l.tech, l.job, "other", &format!("photo-{n:04}"), jpeg(20, 20)).await.status(), 201);
    }
    let third = upload(&app, &l.tech, l.job, "other", "photo-0003", jpeg(20, 20)).await;
    assert_eq!(third.status(), 409);
    assert_eq!(app.count("job_photos"), 2);
    assert_eq!(files_in(&app.data_dir.path().join("photos")), 2, "a photo and its thumbnail each, one file shared");
}

/// The photo files under `dir`.
pub fn files_in(dir: &Path) -> usize {
    walk(dir).len()
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    entries.flatten().flat_map(|e| if e.path().is_dir() { walk(&e.path()) } else { vec![e.path()] }).collect()
}

async fn sign(app: &TestApp, l: &Lockout, cents: i64, key: &str) -> reqwest::Response {
    send(
        app,
        "POST",
        &format!("/api/tech/jobs/{}/signature", l.job),
        &l.tech,
        json!({"name": "Dana Reyes", "strokes": [[[10, 10], [40, 60], [80, 20], [120, 70], [160, 30]]],
            "amountCents": cents, "signedAt": "2026-11-27T14:30:00Z", "latitude": 29.4797, "longitude": -81.1268, "clientRef": key}),
    )
    .await
}

#[tokio::test]
async fn a_signature_stands_for_the_amount_it_was_given_for_and_is_void_once_the_invoice_changes() {
    let app = spawn_app_with(|_| {}).await;
    let l = lockout(&app).await;

    assert_eq!(sign(&app, &l, 10_000, "signature-001").await.status(), 409, "not the invoice's total");
    let signed = json_of(sign(&app, &l, 12_840, "signature-002").await, 201).await;
    assert_eq!(signed["signature"]["valid"], true);
    assert_eq!(signed["signature"]["amountCents"], 12_840);
    assert_eq!(signed["amountCents"], 12_840);
    let again = json_of(sign(&app, &l, 12_840, "signature-002").await, 200).await;
    assert_eq!(again["signature"]["id"], signed["signature"]["id"], "sent twice, kept once");

    // The invoice page shows the signature under the total.
    let first = l.invoice.clone();
    let (_, page) = app.get_html(&format!("/invoice/{}", first["token"].as_str().unwrap())).await;
    assert!(page.contains("Signed by Dana Reyes"), "{page}");
    assert!(page.contains("<svg") && page.contains("<polyline"), "the drawing, as numbers only");

    // The owner adds a line: a new invoice for the job, and the signature no longer stands.
    let void = send(&app, "POST", &format!("/api/invoices/{}/void", first["id"]), &l.owner, json!({})).await;
    assert_eq!(void.status(), 200, "{}", void.text().await.unwrap());
    let made = send(
        &app,
        "POST",
        "/api/invoices",
        &l.owner,
        json!({"jobId": l.job, "lines": [
            {"description": "Vehicle Lockout", "quantity": 1, "unitPriceCents": 12840},
            {"description": "After-hours call", "quantity": 1, "unitPriceCents": 2500}]}),
    )
    .await;
    let made = json_of(made, 201).await;
    let view =
        json_of(send(&app, "GET", &format!("/api/tech/jobs/{}/proof", l.job), &l.tech, Value::Null).await, 200).await;
    assert_eq!(view["signature"]["valid"], false, "void: the amount changed");
    assert_eq!(view["amountCents"], made["totalCents"]);
    let (_, page) = app.get_html(&format!("/invoice/{}", made["token"].as_str().unwrap())).await;
    assert!(!page.contains("Signed by"), "no signature stands for the new amount");

    let resigned = json_of(sign(&app, &l, made["totalCents"].as_i64().unwrap(), "signature-003").await, 201).await;
    assert_eq!(resigned["signature"]["valid"], true);
    let (_, page) = app.get_html(&format!("/invoice/{}", made["token"].as_str().unwrap())).await;
    assert!(page.contains("Signed by Dana Reyes"));

    let bad = send(
        &app,
        "POST",
        &format!("/api/tech/jobs/{}/signature", l.job),
        &l.tech,
        json!({"name": "", "strokes": [[[5, 5]]], "amountCents": 1, "signedAt": "now", "clientRef": "s"}),
    )
    .await;
    assert_eq!(bad.status(), 400);
    let fields: Value = bad.json().await.unwrap();
    for f in ["name", "strokes", "signedAt", "clientRef"] {
        assert!(fields["fields"][f].is_string(), "{f}: {fields}");
    }
}

/// A typed signature: the customer's name typed, for someone who cannot draw.
async fn sign_typed(app: &TestApp, l: &Lockout, body: Value) -> reqwest::Response {
    let mut full = json!({"name": "Dana Reyes", "kind": "typed", "typed": "Dana Reyes", "amountCents": 12_840,
        "signedAt": "2026-11-27T14:30:00Z", "clientRef": "typed-0001"});
    full.as_object_mut().unwrap().extend(body.as_object().unwrap().clone());
    full.as_object_mut().unwrap().retain(|_, v| !v.is_null());
    send(app, "POST", &format!("/api/tech/jobs/{}/signature", l.job), &l.tech, full).await
}

async fn refused_naming(resp: reqwest::Response, status: u16, field: &str) {
    let body = json_of(resp, status).await;
    assert!(body["fields"][field].is_string(), "{field}: {body}");
}

#[tokio::test]
async fn a_typed_signature_is_kept_for_the_total_shown_as_typed_and_void_once_the_invoice_changes() {
    let app = spawn_app_with(|_| {}).await;
    let l = lockout(&app).await;
    let strokes = json!([[[10, 10], [40, 60], [80, 20], [120, 70], [160, 30]]]);

    // What is not a typed signature, and a drawn one without its drawing.
    refused_naming(sign_typed(&app, &l, json!({"typed": "   "})).await, 400, "typed").await;
    refused_naming(sign_typed(&app, &l, json!({"typed": "D".repeat(101)})).await, 400, "typed").await;
    refused_naming(sign_typed(&app, &l, json!({"strokes": strokes})).await, 400, "strokes").await;
    refused_naming(sign_typed(&app, &l, json!({"kind": "drawn", "typed": null})).await, 400, "strokes").await;
    refused_naming(sign_typed(&app, &l, json!({"kind": "drawn", "strokes": strokes})).await, 400, "typed").await;
    refused_naming(sign_typed(&app, &l, json!({"kind": "stamped"})).await, 400, "kind").await;
    let wrong = sign_typed(&app, &l, json!({"amountCents": 10_000})).await;
    assert_eq!(wrong.status(), 409, "not the invoice's total");

    // The markup a phone might send is kept as text, and shown as text.
    let typed = "  Dana <b>Reyes</b>  ";
    let signed = json_of(sign_typed(&app, &l, json!({"typed": typed})).await, 201).await;
    assert_eq!(signed["signature"]["kind"], "typed");
    assert_eq!(signed["signature"]["typed"], "Dana <b>Reyes</b>");
    assert_eq!(signed["signature"]["strokes"], json!([]));
    assert_eq!(signed["signature"]["valid"], true);
    let card =
        json_of(send(&app, "GET", &format!("/api/jobs/{}/proof", l.job), &l.owner, Value::Null).await, 200).await;
    assert_eq!(card["signature"]["kind"], "typed", "the owner's job card knows it was typed");

    let first = l.invoice.clone();
    let (_, page) = app.get_html(&format!("/invoice/{}", first["token"].as_str().unwrap())).await;
    assert!(page.contains("Signed by typing"), "{page}");
    assert!(page.contains("Dana &lt;b&gt;Reyes&lt;/b&gt;") && !page.contains("<b>Reyes"), "escaped: {page}");
    assert!(!page.contains("<polyline"), "a typed name is never drawn");

    // The owner changes the invoice: the typed signature is void, as a drawn one.
    let void = send(&app, "POST", &format!("/api/invoices/{}/void", first["id"]), &l.owner, json!({})).await;
    assert_eq!(void.status(), 200);
    let made = send(
        &app,
        "POST",
        "/api/invoices",
        &l.owner,
        json!({"jobId": l.job, "lines": [{"description": "Vehicle Lockout", "quantity": 1, "unitPriceCents": 13000}]}),
    )
    .await;
    let made = json_of(made, 201).await;
    let view =
        json_of(send(&app, "GET", &format!("/api/tech/jobs/{}/proof", l.job), &l.tech, Value::Null).await, 200).await;
    assert_eq!(view["signature"]["valid"], false, "void: the amount changed");
    let (_, page) = app.get_html(&format!("/invoice/{}", made["token"].as_str().unwrap())).await;
    assert!(!page.contains("Signed by"), "no signature stands for the new amount");
    let again = sign_typed(&app, &l, json!({"amountCents": 13_000, "clientRef": "typed-0002"})).await;
    assert_eq!(json_of(again, 201).await["signature"]["valid"], true);
    let (_, page) = app.get_html(&format!("/invoice/{}", made["token"].as_str().unwrap())).await;
    assert!(page.contains("Signed by typing"));
}

#[tokio::test]
async fn erasing_the_driver_removes_every_photo_signature_and_file_of_their_jobs() {
    let app = spawn_app_with(|_| {}).await;
    let l = lockout(&app).await;
    upload(&app, &l.tech, l.job, "photo-id", "id-photo-0003", jpeg(40, 30)).await;
    upload(&app, &l.tech, l.job, "other", "door-photo-3", jpeg(30, 40)).await;
    assert_eq!(sign(&app, &l, 12_840, "signature-010").await.status(), 201);
    let photos = app.data_dir.path().join("photos");
    assert_eq!(files_in(&photos), 4);

    let lead: i64 =
        app.db().query_row("SELECT submission_id FROM job_tracking WHERE id = ?1", [l.job], |r| r.get(0)).unwrap();
    let erased = send(&app, "POST", &format!("/api/leads/quote/{lead}/erase"), &l.owner, json!({})).await;
    let erased = json_of(erased, 200).await;
    assert_eq!((erased["photos"].as_u64(), erased["signatures"].as_u64()), (Some(2), Some(1)), "{erased}");
    assert_eq!((app.count("job_photos"), app.count("job_signatures"), app.count("job_checks")), (0, 0, 0));
    assert_eq!(files_in(&photos), 0, "no file of the person's photos is left");
}

fn roadside(args: &[&str], data_dir: &Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_roadside"))
        .args(args)
        .arg("--data-dir")
        .arg(data_dir)
        .output()
        .unwrap()
}

#[tokio::test]
async fn a_backup_carries_the_photos_copies_each_once_and_a_restore_puts_them_back() {
    let mut app = spawn_app_with(|c| c.backup.every_hours = 0).await;
    let l = lockout(&app).await;
    for n in 0..3 {
        let resp = upload(&app, &l.tech, l.job, "other", &format!("photo-b{n:03}"), jpeg(30 + n, 20)).await;
        assert_eq!(resp.status(), 201);
    }
    let backups = tempfile::tempdir().unwrap();
    let first = backups.path().join("roadside-20261127-010000.db");
    let out = roadside(&["backup", "--output", first.to_str().unwrap()], app.data_dir.path());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(files_in(&backups.path().join("photos")), 6);
    let verified = roadside(&["backup", "--verify", first.to_str().unwrap()], app.data_dir.path());
    let line = String::from_utf8_lossy(&verified.stdout).to_string();
    assert!(verified.status.success() && line.contains("6 photo files"), "{line}");

    // A second copy writes no photo again: the files it names are there, unchanged.
    let stamp = |p: &Path| std::fs::metadata(p).unwrap().modified().unwrap();
    let before: Vec<_> = walk(&backups.path().join("photos")).iter().map(|p| (p.clone(), stamp(p))).collect();
    upload(&app, &l.tech, l.job, "other", "photo-b999", jpeg(50, 20)).await;
    let second = backups.path().join("roadside-20261127-020000.db");
    assert!(roadside(&["backup", "--output", second.to_str().unwrap()], app.data_dir.path()).status.success());
    assert_eq!(files_in(&backups.path().join("photos")), 8, "only the new photo and its thumbnail");
    for (path, when) in before {
        assert_eq!(stamp(&path), when, "{} was written again", path.display());
    }

    // A damaged photo fails the copy's check.
    let victim = walk(&backups.path().join("photos")).remove(0);
    let good = std::fs::read(&victim).unwrap();
    std::fs::write(&victim, b"scribbled").unwrap();
    assert!(!roadside(&["backup", "--verify", second.to_str().unwrap()], app.data_dir.path()).status.success());
    std::fs::write(&victim, good).unwrap();

    // Restored into an empty data directory: the rows and their files.
    app.stop().await;
    let fresh = tempfile::tempdir().unwrap();
    let out = roadside(&["restore", second.to_str().unwrap()], fresh.path());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(files_in(&fresh.path().join("photos")), 8);
    let conn = rusqlite::Connection::open(fresh.path().join("roadside.db")).unwrap();
    let n: i64 = conn.query_row("SELECT COUNT(*) FROM job_photos", [], |r| r.get(0)).unwrap();
    assert_eq!(n, 4);
}

#[tokio::test]
async fn a_fleet_manager_sees_the_photos_of_the_work_on_their_unit_and_never_an_id_photo() {
    let (app, mut mail) = crate::portal::app_with_mail().await;
    let owner = crate::leads_staff::staff_cookie(&app).await;
    let (a, unit) = crate::portal::fleet_with_unit(&app, &owner, "ABC Logistics", "T-104", "1M8GDM9AXKP042788").await;
    let (b, _) = crate::portal::fleet_with_unit(&app, &owner, "Blue Freight", "B-7", "1HGCM82633A004352").await;
    let pat = crate::portal::manager_of(&app, &mut mail, &owner, a, "pat@abc.example", "pat_abc").await;
    let lee = crate::portal::manager_of(&app, &mut mail, &owner, b, "lee@blue.example", "lee_blue").await;
    let tech = new_staff_cookie(&app, "mike", &["--role", "technician"]).await;

    let request = json!({ "unitId": unit, "name": "Pat Rivera", "phone": "(904) 555-0142", "location": "I-95 mile 318",
        "urgency": "Emergency (ASAP)", "description": "Steer tire blowout." });
    let lead = json_of(send(&app, "POST", "/api/fleet/service", &pat, request).await, 201).await;
    let job = json_of(
        send(&app, "POST", "/api/job-tracking", &owner, json!({"submissionType": "quote", "submissionId": lead["id"]}))
            .await,
        201,
    )
    .await;
    let job = job["id"].as_i64().unwrap();
    assert_eq!(
        send(&app, "PATCH", &format!("/api/job-tracking/{job}"), &owner, json!({"technician": "mike"})).await.status(),
        200
    );
    let work = json_of(upload(&app, &tech, job, "tire-after", "tire-after-01", jpeg(40, 30)).await, 201).await;
    let id = json_of(upload(&app, &tech, job, "photo-id", "driver-id-001", jpeg(40, 30)).await, 201).await;

    let history = app.get_json_as(&format!("/api/fleet/units/{unit}"), &pat).await;
    let photos = history["visits"][0]["photos"].as_array().unwrap().clone();
    assert_eq!(photos.len(), 1, "the work, not the ID: {history}");
    assert_eq!((photos[0]["id"].clone(), photos[0]["label"].as_str()), (work["id"].clone(), Some("The tire after")));
    assert!(!history.to_string().contains("receivedSha256"), "the portal shows the photo, not the evidence fields");

    let path = |photo: &Value| format!("/api/fleet/units/{unit}/photos/{photo}?size=thumb");
    let seen = send(&app, "GET", &path(&work["id"]), &pat, Value::Null).await;
    assert_eq!((seen.status().as_u16(), seen.headers()["content-type"].to_str().unwrap()), (200, "image/jpeg"));
    assert_eq!(
        send(&app, "GET", &path(&id["id"]), &pat, Value::Null).await.status(),
        404,
        "an ID photo is never the fleet's"
    );
    assert_eq!(send(&app, "GET", &path(&work["id"]), &lee, Value::Null).await.status(), 404, "another fleet's manager");
    assert_eq!(app.get(&path(&work["id"])).await.status(), 401);
}

#[tokio::test]
async fn the_owner_s_chosen_work_photos_show_on_the_invoice_and_an_id_photo_never_does() {
    let app = spawn_app_with(|_| {}).await;
    let l = lockout(&app).await;
    let token = l.invoice["token"].as_str().unwrap().to_string();
    let id = json_of(upload(&app, &l.tech, l.job, "photo-id", "id-photo-0003", jpeg(40, 30)).await, 201).await;
    let chosen = with_orientation_6(&jpeg(64, 32));
    let door = json_of(upload(&app, &l.tech, l.job, "other", "door-open-01", chosen).await, 201).await;
    let left = json_of(upload(&app, &l.tech, l.job, "other", "door-shut-01", jpeg(40, 30)).await, 201).await;
    // Another job of the same technician, with a photo of its own.
    let lead = app
        .post_json(
            "/api/quotes",
            &json!({"name": "Sam Ortiz", "phone": "(386) 555-0142", "location": "Flagler Beach",
                "serviceType": "Other", "urgency": "Today", "description": "Flat tire."}),
        )
        .await;
    let lead: Value = lead.json().await.unwrap();
    let other = json_of(
        send(
            &app,
            "POST",
            "/api/job-tracking",
            &l.owner,
            json!({"submissionType": "quote", "submissionId": lead["id"]}),
        )
        .await,
        201,
    )
    .await;
    let other = other["id"].as_i64().unwrap();
    send(&app, "PATCH", &format!("/api/job-tracking/{other}"), &l.owner, json!({"technician": "mike"})).await;
    let elsewhere = json_of(upload(&app, &l.tech, other, "other", "tire-flat-01", jpeg(40, 30)).await, 201).await;

    let choose = |job: i64, photo: &Value, cookie: &str, on: bool| {
        let (path, cookie) = (format!("/api/jobs/{job}/photos/{photo}/invoice"), cookie.to_string());
        let app = &app;
        async move { send(app, "PUT", &path, &cookie, json!({"onInvoice": on})).await }
    };
    assert_eq!(choose(l.job, &door["id"], &l.tech, true).await.status(), 403, "the back office's, not the app's");
    let view = json_of(choose(l.job, &door["id"], &l.owner, true).await, 200).await;
    let on: Vec<&Value> =
        view["photos"].as_array().unwrap().iter().filter(|p| p["onInvoice"] == true).map(|p| &p["id"]).collect();
    assert_eq!(on, [&door["id"]]);

    // An ID photo is refused, and nothing changes.
    let refused = choose(l.job, &id["id"], &l.owner, true).await;
    assert_eq!(refused.status(), 409);
    let body: Value = refused.json().await.unwrap();
    assert!(body["fields"]["onInvoice"].as_str().unwrap().contains("ID"), "{body}");
    let proof =
        json_of(send(&app, "GET", &format!("/api/jobs/{}/proof", l.job), &l.owner, Value::Null).await, 200).await;
    let id_now = proof["photos"].as_array().unwrap().iter().find(|p| p["id"] == id["id"]).unwrap().clone();
    assert_eq!(id_now["onInvoice"], false);
    // Another job's photo is not this job's.
    assert_eq!(choose(l.job, &elsewhere["id"], &l.owner, true).await.status(), 404);
    json_of(choose(other, &elsewhere["id"], &l.owner, true).await, 200).await;

    let trail = json_of(send(&app, "GET", "/api/admin/audit?subjectType=job", &l.owner, Value::Null).await, 200).await;
    let choices = trail["items"].as_array().unwrap().iter().filter(|r| r["action"] == "photo.on_invoice").count();
    assert_eq!(choices, 2, "each choice is in the audit trail: {trail}");

    let (status, page) = app.get_html(&format!("/invoice/{token}")).await;
    assert_eq!(status, 200);
    let url = |photo: &Value| format!("/invoice/{token}/photos/{photo}");
    assert!(page.contains("Photos of the work") && page.contains(&format!("href=\"{}\"", url(&door["id"]))), "{page}");
    assert!(page.contains("alt=\"Photo of the work, taken November 27, 2026 at 9:05 AM ET\""), "{page}");
    for hidden in [&id["id"], &left["id"], &elsewhere["id"]] {
        assert!(!page.contains(&url(hidden)), "{hidden} is not on the page");
    }
    let public = app.get(&format!("/api/invoice/{token}")).await.json::<Value>().await.unwrap();
    assert_eq!(public["photos"].as_array().unwrap().len(), 1, "{public}");

    for size in ["", "?size=thumb"] {
        let served = app.get(&format!("{}{size}", url(&door["id"]))).await;
        assert_eq!(served.status(), 200);
        assert_eq!(served.headers()["content-type"], "image/jpeg");
        assert_eq!(served.headers()["x-robots-tag"], "noindex");
        let bytes = served.bytes().await.unwrap();
        assert!(!bytes.windows(4).any(|w| w == b"Exif") && !bytes.windows(5).any(|w| w == b"Pixel"), "no EXIF");
    }
    let full = image::load_from_memory(&app.get(&url(&door["id"])).await.bytes().await.unwrap()).unwrap();
    assert_eq!((full.width(), full.height()), (32, 64), "upright, as kept");
    for hidden in [&id["id"], &left["id"], &elsewhere["id"]] {
        assert_eq!(app.get(&url(hidden)).await.status(), 404, "photo {hidden}");
    }
    assert_eq!(app.get(&format!("/invoice/{}/photos/{}", "0".repeat(32), door["id"])).await.status(), 404);

    // Taken off again: gone from the page and its URL.
    json_of(choose(l.job, &door["id"], &l.owner, false).await, 200).await;
    assert_eq!(app.get(&url(&door["id"])).await.status(), 404);
    assert!(!app.get_html(&format!("/invoice/{token}")).await.1.contains("Photos of the work"));
}
