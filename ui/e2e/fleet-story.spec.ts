import { expect, test, type Locator, type Page } from "@playwright/test";
import crypto from "node:crypto";
import { mkdirSync } from "node:fs";
import { axeViolations, freshVin, hydrated, mailTo, tabTo, twilioSignature } from "./support";
import { createStaff, phone, signIn, unique } from "./server";

// A fleet account from start to finish (docs/product.md#fleets, issue 28):
// the owner makes a fleet with two units and a requester; a text from the
// requester becomes the fleet's lead; its job goes over the fleet's limit
// and is approved on the requester's phone; the invoice carries the PO; the
// statement shows it; and the fleet's manager, invited by email, sees it
// all in their own portal on a phone and asks for service there.

const SHOTS = "../target/screenshots/fleets";
mkdirSync(SHOTS, { recursive: true });
const providers = `http://127.0.0.1:${process.env.E2E_PROVIDERS_PORT}`;
const SIGNED_BASE = process.env.E2E_BASE_URL!;

/** Tabs to the field and types into it, as a person at a keyboard does. */
async function type(page: Page, field: Locator, text: string) {
  await tabTo(page, field, 80);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

const textsTo = async (e164: string): Promise<string[]> =>
  ((await (await fetch(`${providers}/texts`)).json()) as { to: string; body: string }[])
    .filter((t) => t.to === e164)
    .map((t) => t.body);

test("a fleet from start to finish: a requester's text, an approval on the phone, the PO on the invoice, the statement and the manager's portal", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = createStaff(`owner${unique()}`);
  const fleetName = `ABC Logistics ${unique()}`;
  const digits = String(1000 + Math.floor(Math.random() * 8999));
  const requesterPhone = `+1904555${digits}`;
  const requesterName = `Dana ${unique()}`;
  const managerEmail = `pat.${unique()}@abclogistics.example`;
  const vin = freshVin();
  await signIn(page, owner);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The owner makes the fleet: net 30, a PO before work, work over $750 approved first.
  await page.goto("/admin/dashboard?tab=fleets");
  await hydrated(page);
  await page.getByRole("link", { name: "Add fleet" }).click();
  const form = page.getByRole("form", { name: "New fleet" });
  await form.getByLabel("Company name").fill(fleetName);
  await form.getByLabel("Billing contact").fill("Pat Rivera");
  await form.getByLabel("Billing email").fill("ap@abclogistics.example");
  await form.getByLabel("Payment terms").selectOption("net30");
  await form.getByLabel("Purchase orders").selectOption("before");
  await form.getByLabel("Approval limit ($)").fill("750");
  await form.getByRole("button", { name: "Add Fleet" }).click();
  await expect(page.getByRole("heading", { name: fleetName, level: 2 })).toBeVisible();
  const fleetId = Number(new URL(page.url()).searchParams.get("fleet"));
  // Two units and a requester.
  const unitForm = page.getByRole("form", { name: "Add a unit" });
  await unitForm.getByLabel("Unit number").fill("T-104");
  await unitForm.getByLabel("VIN").fill(vin);
  await unitForm.getByLabel("Year").fill("2019");
  await unitForm.getByLabel("Make").fill("Freightliner");
  await unitForm.getByLabel("Model").fill("Cascadia");
  await unitForm.getByRole("button", { name: "Add Unit" }).click();
  const units = page.getByRole("region", { name: /^Units/ });
  await expect(units.getByText(`T-104 · 2019 Freightliner Cascadia · Tractor · VIN ${vin}`)).toBeVisible();
  await unitForm.getByLabel("Unit number").fill("TR-7");
  await unitForm.getByLabel("Type").selectOption("trailer");
  await unitForm.getByRole("button", { name: "Add Unit" }).click();
  await expect(units.getByRole("heading", { name: "Units (2)" })).toBeVisible();
  // The trailer's plate, added afterwards: its row opens as a form with its first field focused.
  await units.getByRole("button", { name: "Edit unit TR-7" }).click();
  const edit = units.getByRole("form", { name: "Edit unit TR-7" });
  await expect(edit.getByLabel("Unit number")).toBeFocused();
  await edit.getByLabel("Plate", { exact: true }).fill("trl552");
  await edit.getByLabel("Plate state").fill("fl");
  await edit.getByRole("button", { name: "Save Unit" }).click();
  await expect(units.getByText("TR-7 · Trailer · TRL552 (FL)")).toBeVisible();
  const requesterForm = page.getByRole("form", { name: "Add a requester" });
  await requesterForm.getByLabel("Name").fill(requesterName);
  await requesterForm.getByLabel("Phone").fill(`(904) 555-${digits}`);
  await requesterForm.getByRole("button", { name: "Add Requester" }).click();
  await expect(
    page.getByRole("region", { name: /^Requesters/ }).getByText(`${requesterName} · (904) 555-${digits}`),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/story-fleet-card-1280x800.png`, fullPage: true });

  // The requester texts the business number: a fleet lead, named after them.
  const params = {
    From: requesterPhone,
    To: "+13865550100",
    Body: "Unit T-104 lost a steer tire on I-95 at mile 318 northbound",
    MessageSid: `SM${crypto.randomBytes(16).toString("hex")}`,
  };
  const inbound = await page.request.post("/api/sms/inbound", {
    form: params,
    headers: { "X-Twilio-Signature": twilioSignature(`${SIGNED_BASE}/api/sms/inbound`, params) },
  });
  expect(inbound.status()).toBe(200);
  await page.goto(`/admin/dashboard?tab=leads&view=quotes&q=${encodeURIComponent(requesterName)}`);
  const card = page.locator("li.lead-card", { has: page.getByRole("heading", { name: requesterName }) });
  await expect(card.locator(".fleet-line")).toContainText(`Fleet: ${fleetName} · PO required · limit $750`);
  await expect(card).toContainText("Fleet & Commercial Service");
  const leadId = Number((await card.getAttribute("id"))?.replace("lead-quote-", ""));

  // Its job, on unit T-104, with the fleet's PO.
  const api = page.request;
  const link = await api.put(`/api/leads/quote/${leadId}/fleet`, {
    data: { fleetId, unitId: (await (await api.get(`/api/fleets/${fleetId}`)).json()).units[0].id },
  });
  expect(link.status()).toBe(200);
  const made = await api.post("/api/job-tracking", { data: { submissionType: "quote", submissionId: leadId } });
  expect(made.status()).toBe(201);
  let job = await made.json();
  const withPo = await api.patch(`/api/job-tracking/${job.id}`, {
    data: { poNumber: "PO-7731", version: job.version },
  });
  expect(withPo.status()).toBe(200);
  job = await withPo.json();

  // Over the limit: the owner asks for approval on the job card; the requester's phone gets the link.
  await page.goto("/admin/dashboard?tab=jobs");
  const jobCard = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Job #${job.id}: ${requesterName}` }) });
  await jobCard.getByRole("button", { name: "Ask for approval" }).click();
  const estimate = jobCard.getByRole("form", { name: `Estimate for job ${job.id}` });
  await estimate.getByLabel("Work 1").fill("Steer tire 295/75R22.5, mounted");
  await estimate.getByLabel("Amount ($)").first().fill("650");
  await estimate.getByLabel("Work 2").fill("Road call, I-95");
  await estimate.getByLabel("Amount ($)").nth(1).fill("250");
  await expect(estimate.getByText("Total $900.00")).toBeVisible();
  await estimate.getByRole("button", { name: `Send to ${fleetName}` }).click();
  await expect(jobCard.locator(".approval-status")).toContainText(fleetName);
  let approveLink = "";
  await expect
    .poll(async () => {
      approveLink =
        (await textsTo(requesterPhone)).map((b) => /https?:\/\/\S+\/approve\/\S+/.exec(b)?.[0]).find(Boolean) ?? "";
      return approveLink;
    })
    .toMatch(/\/approve\//);

  // The requester approves on their phone, with their name.
  const requesterPhoneContext = await browser.newContext(phone);
  const requester = await requesterPhoneContext.newPage();
  await requester.goto(new URL(approveLink).pathname);
  await expect(requester.getByText("$900.00").first()).toBeVisible();
  await requester.getByLabel("Your name").fill(requesterName);
  await requester.getByRole("button", { name: /^Approve/ }).click();
  await expect(requester.getByText(new RegExp(`Approved by ${requesterName}`))).toBeVisible();
  await requester.screenshot({ path: `${SHOTS}/story-approved-390x844.png`, fullPage: true });
  await requesterPhoneContext.close();
  // The job card hears of it without a reload.
  await expect(jobCard.locator(".approval-status")).toContainText(`Approved by ${requesterName} for $900.00`);

  // Completed and invoiced for what was approved: the invoice carries the PO, the unit and its VIN.
  const jobs = (await (await api.get("/api/job-tracking")).json()) as { items: { id: number; version: number }[] };
  const current = jobs.items.find((j) => j.id === job.id)!;
  const done = await api.patch(`/api/job-tracking/${job.id}`, {
    data: { status: "completed", version: current.version },
  });
  expect(done.status()).toBe(200);
  const invoiced = await api.post("/api/invoices", {
    data: {
      jobId: job.id,
      lines: [
        { description: "Steer tire 295/75R22.5, mounted", quantity: 1, unitPriceCents: 65000 },
        { description: "Road call, I-95", quantity: 1, unitPriceCents: 25000 },
      ],
    },
  });
  expect(invoiced.status()).toBe(201);
  const invoice = await invoiced.json();
  expect((await api.post(`/api/invoices/${invoice.id}/send`, { data: {} })).status()).toBe(200);
  const invoicePage = await browser.newPage();
  await invoicePage.goto(new URL(invoice.url).pathname);
  await expect(invoicePage.getByText("PO-7731").first()).toBeVisible();
  await expect(invoicePage.getByText(vin).first()).toBeVisible();
  await invoicePage.close();

  // The statement shows the invoice, with its PO.
  const statement = await (await api.get(`/api/fleets/${fleetId}/statement`)).json();
  const lines = [...statement.lines, ...statement.openInvoices].map((l: { number: string }) => l.number);
  expect(lines).toContain(invoice.number);
  const printed = await browser.newPage();
  await printed.goto(new URL(statement.url).pathname);
  await expect(printed.getByText(invoice.number).first()).toBeVisible();
  await printed.emulateMedia({ media: "print" });
  await printed.screenshot({ path: `${SHOTS}/story-statement-print.png`, fullPage: true });
  await printed.close();

  // A check for part of it arrives: the owner records it on the fleet's statement, against that invoice.
  await page.goto(`/admin/dashboard?tab=fleets&fleet=${fleetId}`);
  const statementCard = page.getByRole("region", { name: "Statement" });
  await expect(statementCard).toContainText("Owed on");
  await expect(statementCard).toContainText("$900.00");
  const payment = statementCard.getByRole("form", { name: "Record a payment from the fleet" });
  await payment.getByLabel("Paid by").selectOption("check");
  await payment.getByLabel("Amount ($)").fill("400");
  await payment.getByLabel("Check number or reference").fill("1042");
  await payment.getByRole("checkbox", { name: new RegExp(`^${invoice.number} · PO PO-7731`) }).check();
  await payment.getByRole("button", { name: "Record Payment" }).click();
  await expect(statementCard.locator("dd strong")).toHaveText("$500.00");
  await expect(statementCard.getByRole("link", { name: "Printable statement" })).toHaveAttribute(
    "href",
    new URL(statement.url).pathname,
  );

  // The owner invites the fleet's manager from the fleet's page.
  const managers = page.getByRole("region", { name: /^Portal managers/ });
  await managers.getByLabel("Manager's email").fill(managerEmail);
  await managers.getByRole("button", { name: "Send Invite" }).click();
  await expect(managers.getByText(new RegExp(`^${managerEmail.replace(/\./g, "\\.")} · invited `))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  let mail = "";
  await expect
    .poll(async () => (mail = ((await mailTo(managerEmail)).at(-1) ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=")))
    .toContain("/fleet/join?token=");
  const token = /\/fleet\/join\?token=([0-9a-f]+)/.exec(mail)?.[1];
  expect(token, mail).toMatch(/^[0-9a-f]{40}$/);

  // On the manager's phone: the link sets their password and opens the portal.
  const managerContext = await browser.newContext(phone);
  const manager = await managerContext.newPage();
  await manager.goto(`/fleet/join?token=${token}`);
  await hydrated(manager);
  await expect(manager.getByRole("heading", { name: `Join ${fleetName}'s Portal` })).toBeVisible();
  await expect(manager.getByText(managerEmail)).toBeVisible();
  // By keyboard alone: a password too short is refused under its field; fixed, Enter joins.
  const username = `pat_${unique()}`;
  await type(manager, manager.getByLabel("Username"), username);
  await type(manager, manager.getByLabel("Password", { exact: true }), "short");
  await type(manager, manager.getByLabel("Confirm Password"), "short");
  await manager.keyboard.press("Enter");
  await expect(manager.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(manager.getByLabel("Password", { exact: true })).toBeFocused();
  await manager.keyboard.press("ControlOrMeta+A");
  await manager.keyboard.type("steer-tire-318");
  await type(manager, manager.getByLabel("Confirm Password"), "steer-tire-318");
  await manager.keyboard.press("Enter");
  await expect(manager).toHaveURL(/\/fleet$/);
  await expect(manager.getByRole("heading", { name: fleetName, level: 1 })).toBeVisible();

  // The portal: the invoice with its PO and a pay link, the statement, the units.
  const invoices = manager.getByRole("region", { name: /^Invoices/ });
  const row = invoices.getByRole("listitem").filter({ hasText: invoice.number });
  await expect(row).toContainText("PO PO-7731");
  await expect(row).toContainText("Partly paid · $500.00 owed");
  await expect(row.getByRole("link", { name: `Pay invoice ${invoice.number}` })).toHaveAttribute(
    "href",
    new URL(invoice.url).pathname,
  );
  await expect(manager.getByRole("region", { name: "Statement" })).toContainText("Owed today: $500.00");
  await expect(manager.getByRole("region", { name: /^Waiting for your approval/ })).toContainText(
    "Nothing is waiting for you.",
  );
  const unitsList = manager.getByRole("region", { name: /^Units/ });
  await unitsList.getByRole("button", { name: "Service history of unit T-104" }).click();
  const history = manager.getByRole("region", { name: "Service history of unit T-104" });
  await expect(history).toContainText(`Job #${job.id}`);
  await expect(history).toContainText("Done: Steer tire 295/75R22.5, mounted, Road call, I-95");
  await expect(history.getByRole("link", { name: new RegExp(invoice.number) })).toBeVisible();
  expect(await axeViolations(manager)).toEqual([]);
  await manager.screenshot({ path: `${SHOTS}/portal-390x844.png`, fullPage: true });
  // The long page a screen at a time, to look at.
  const height = await manager.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, n = 1; y < height; y += 844, n++)
    await manager.screenshot({
      path: `${SHOTS}/portal-390x844-${n}.png`,
      fullPage: true,
      clip: { x: 0, y, width: 390, height: Math.min(844, height - y) },
    });

  // Request service for the trailer: a lead like any other, linked to the fleet and the unit.
  // Request service for the trailer, by keyboard: a lead like any other, linked to the fleet and the unit.
  const request = manager.getByRole("form", { name: "Request service" });
  await tabTo(manager, request.getByRole("button", { name: "Request Service" }), 120);
  await manager.keyboard.press("Enter");
  await expect(request.getByText("Please choose the unit")).toBeVisible();
  await expect(request.getByLabel("Unit")).toBeFocused();
  await request.getByLabel("Unit").selectOption({ label: "Unit TR-7" });
  await request.getByLabel("Urgency").selectOption("Today");
  await type(manager, request.getByLabel("Driver's or your name"), `Lee ${unique()}`);
  await type(manager, request.getByLabel("Phone to call"), "(904) 555-0199");
  const yard = `Yard ${unique()}, 100 Commerce Way, Jacksonville`;
  await type(manager, request.getByLabel("Location"), yard);
  await type(manager, request.getByLabel("What's wrong"), "Trailer marker lights out, needs a check.");
  await tabTo(manager, request.getByRole("button", { name: "Request Service" }));
  await manager.keyboard.press("Enter");
  await expect(manager.getByRole("region", { name: "Request Service" }).getByRole("status")).toContainText(
    "Request sent for Unit TR-7",
  );
  const quotes = await (await api.get(`/api/quotes?q=${encodeURIComponent(yard)}`)).json();
  expect(quotes.items[0].serviceType).toBe("Fleet & Commercial Service");
  expect(quotes.items[0].vehicleInfo).toBe("Unit TR-7");
  await manager.screenshot({ path: `${SHOTS}/portal-requested-390x844.png`, fullPage: true });
  await managerContext.close();

  // The owner's fleet page lists the manager as joined.
  await page.reload();
  await expect(page.getByRole("region", { name: /^Portal managers/ })).toContainText(`${username} · joined`);
  await page.screenshot({ path: `${SHOTS}/story-managers-1280x800.png`, fullPage: true });
});
