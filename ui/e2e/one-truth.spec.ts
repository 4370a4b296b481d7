import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { tabTo } from "./support";
import { assignedJob, createStaff, phone, signIn, staffLogin, STAFF_PASSWORD, unique } from "./server";

// One truth for a job on every screen (issue 29): an open form cannot undo a
// technician's work, a second phone sees the job's invoice, the technician
// reads what the driver wrote, and a lead's state follows its job. Then the
// owner's main path by keyboard alone.

/** An owner and a technician (Tina Ortiz), each signed in on a request context of their own. */
async function crew(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const owner = createStaff(`owner${unique()}`);
  const tech = createStaff(`tech${unique()}`, ["--role", "technician", "--name", "Tina Ortiz"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const techApi = await playwright.request.newContext({ baseURL });
  await staffLogin(techApi, tech);
  const dispose = async () => {
    await api.dispose();
    await techApi.dispose();
  };
  return { owner, tech, api, techApi, dispose };
}

/** The technician's steps from On my way to Completed, as the app sends them. */
async function finish(techApi: APIRequestContext, id: number) {
  for (const status of ["en route", "on site", "completed"])
    expect((await techApi.patch(`/api/tech/jobs/${id}`, { data: { status } })).status()).toBe(200);
}

const jobCard = (page: Page, id: number, name: string) =>
  page.locator("li.lead-card", { has: page.getByRole("heading", { name: `Job #${id}: ${name}` }) });

test("a job form open in two tabs follows a technician's completion, and the stale save is refused with nothing lost", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { owner, tech, api, techApi, dispose } = await crew(playwright, baseURL);
  const name = `Stale ${unique()}`;
  const id = await assignedJob(api, tech, {
    name,
    phone: "(386) 555-0142",
    location: "Palm Coast, FL",
    description: "Flat tire, no spare.",
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const a = await context.newPage();
  await signIn(a, owner);
  const b = await context.newPage();
  for (const page of [a, b]) {
    await page.goto("/admin/dashboard?tab=jobs");
    await expect(jobCard(page, id, name).getByLabel("Status")).toHaveValue("pending");
  }
  // Tab A: the owner starts a note and leaves it unsaved; tab B is untouched.
  const note = "Called back: waiting at the Shell on SR-100";
  await jobCard(a, id, name).getByLabel("Notes").fill(note);

  // The technician finishes the job from the road.
  await finish(techApi, id);

  // The untouched form follows the live feed; the touched one says what changed.
  await expect(jobCard(b, id, name).getByLabel("Status")).toHaveValue("completed");
  const cardA = jobCard(a, id, name);
  await expect(cardA.getByRole("alert")).toContainText("This job was just changed elsewhere: status is now completed");
  await expect(cardA.getByLabel("Status")).toHaveValue("pending");
  await expect(cardA.getByLabel("Notes")).toHaveValue(note);

  // Saved anyway, from what it showed: refused, then the form takes the newer
  // job and keeps the note, to be saved again.
  const refused = a.waitForResponse((r) => r.url().endsWith(`/api/job-tracking/${id}`));
  await cardA.getByRole("button", { name: "Save Job" }).click();
  expect((await refused).status()).toBe(409);
  await expect(cardA.getByRole("alert")).toContainText("Not saved: this job was changed elsewhere");
  await expect(cardA.getByLabel("Status")).toHaveValue("completed");
  await expect(cardA.getByLabel("Notes")).toHaveValue(note);
  mkdirSync("test-results", { recursive: true });
  await cardA.scrollIntoViewIfNeeded();
  await a.screenshot({ path: "test-results/stale-job-refused-1280x800.png" });
  await cardA.getByRole("button", { name: "Save Job" }).click();
  await expect(cardA.locator(".badge").first()).toHaveText("completed");
  await expect(cardA.getByRole("alert")).toHaveCount(0);

  const jobs = await (await api.get("/api/job-tracking?status=completed")).json();
  const saved = jobs.items.find((j: { id: number }) => j.id === id);
  expect(saved.status).toBe("completed");
  expect(saved.completedAt).toEqual(expect.any(String));
  expect(saved.notes).toBe(note);
  await context.close();
  await dispose();
});

test("a second phone shows the job's invoice made elsewhere and records the payment on it", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { tech, api, techApi, dispose } = await crew(playwright, baseURL);
  const name = `Second ${unique()}`;
  const id = await assignedJob(api, tech, {
    name,
    phone: "(386) 555-0177",
    location: "Bunnell, FL",
    description: "Dead battery.",
  });
  // The first phone (here the technician's requests) completes the job and makes the invoice.
  await finish(techApi, id);
  const made = await techApi.post("/api/invoices", {
    data: { jobId: id, lines: [{ description: "Jump start", quantity: 1, unitPriceCents: 7500 }] },
  });
  expect(made.status()).toBe(201);
  const invoice = await made.json();

  // A second invoice for the same job is refused, naming the first.
  const again = await techApi.post("/api/invoices", {
    data: { jobId: id, lines: [{ description: "Jump start", quantity: 1, unitPriceCents: 7500 }] },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).fields.jobId).toContain(invoice.number);

  // The second phone has never seen it.
  const context = await browser.newContext(phone);
  const app = await context.newPage();
  await signIn(app, tech, "**/tech/");
  const row = app.getByRole("button", { name: new RegExp(name) });
  await expect(row).toContainText(invoice.number);
  await row.click();
  await expect(app.getByRole("region", { name: "Make invoice" })).toHaveCount(0);
  const step = app.getByRole("region", { name: `Invoice ${invoice.number}` });
  await expect(step.locator(".tech-totals")).toContainText("Total$75.00");
  await expect(step.getByLabel("Amount received ($)")).toHaveValue("75.00");
  await step.getByRole("button", { name: "Record payment" }).click();
  await expect(step.getByRole("status")).toContainText("Paid in full");
  await app.screenshot({ path: "test-results/tech-second-phone-invoice-390x844.png" });
  const seen = await (await api.get(`/api/invoices/${invoice.id}`)).json();
  expect([seen.status, seen.balanceCents, seen.payments.length]).toEqual(["paid", 0, 1]);
  expect((await api.get("/api/invoices")).ok()).toBe(true);
  await context.close();
  await dispose();
});

test("the technician reads what the driver wrote: the problem, the vehicle and the urgency", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const { tech, api, dispose } = await crew(playwright, baseURL);
  const name = `Words ${unique()}`;
  await assignedJob(api, tech, {
    name,
    phone: "(386) 555-0166",
    location: "Palm Coast, FL",
    description: "Flat tire on the right rear, no spare. Kids in the car.",
    vehicleInfo: "2017 Honda Odyssey",
  });
  const context = await browser.newContext(phone);
  const app = await context.newPage();
  await signIn(app, tech, "**/tech/");
  await app.getByRole("button", { name: new RegExp(name) }).click();
  await expect(app.getByLabel("What the customer wrote")).toHaveText(
    "Flat tire on the right rear, no spare. Kids in the car.",
  );
  const facts = app.locator(".tech-facts");
  await expect(facts).toContainText("Vehicle2017 Honda Odyssey");
  await expect(facts).toContainText("UrgencyEmergency (ASAP)");
  await expect(app.locator(".tech-badge.big")).toHaveText("Pending");
  await app.screenshot({ path: "test-results/tech-driver-words-390x844.png", fullPage: true });
  await context.close();
  await dispose();
});

test("after dispatch and completion the lead card and the Overview agree that the lead was answered", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { owner, tech, api, techApi, dispose } = await crew(playwright, baseURL);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, owner);
  const name = `Answered ${unique()}`;
  const quote = await page.request.post("/api/quotes", {
    data: {
      name,
      phone: "(386) 555-0155",
      location: "Palm Coast, FL",
      serviceType: "Other",
      urgency: "Today",
      description: "Battery keeps dying.",
    },
  });
  const lead = (await quote.json()).id as number;
  await page.goto(`/admin/dashboard?tab=leads&view=quotes&q=${encodeURIComponent(name)}`);
  const card = page.locator(`#lead-quote-${lead}`);
  await expect(card.locator(".badge-pending")).toHaveText("Pending");
  await card.getByRole("button", { name: "Create Job" }).click();
  await expect(card.locator(".badge-done")).toHaveText("Contacted");
  await expect(card).toContainText("First response");
  // The card now shows its job instead of Create Job, and the link has the focus the button had.
  const jobLink = card.getByRole("link", { name: /^Job #\d+ · pending$/ });
  await expect(jobLink).toBeFocused();
  await expect(card.getByRole("button", { name: "Create Job" })).toHaveCount(0);

  const jobs = await (await page.request.get("/api/job-tracking?status=pending")).json();
  const job = jobs.items.find((j: { submissionId: number }) => j.submissionId === lead);
  expect(
    (await api.patch(`/api/job-tracking/${job.id}`, { data: { technician: tech, version: job.version } })).status(),
  ).toBe(200);
  await finish(techApi, job.id);

  // The Overview's newest leads say so too, and open the lead.
  await page.goto("/admin/dashboard?tab=overview");
  const recent = page.locator("section", { has: page.getByRole("heading", { name: "Newest leads" }) });
  const item = recent.locator("li", { hasText: name });
  await expect(item).not.toHaveClass(/pending/);
  await expect(page.getByRole("group", { name: /^Pending leads/ })).toBeVisible();
  const overview = await (await page.request.get("/api/admin/overview")).json();
  const quotes = await (await page.request.get(`/api/quotes?q=${encodeURIComponent(name)}`)).json();
  expect(quotes.items[0].contacted).toBe(true);
  expect(overview.contactedQuotes).toBeGreaterThanOrEqual(1);
  expect(overview.medianResponseMinutes).not.toBeNull();
  await item.getByRole("link", { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`lead=quote-${lead}`));
  await expect(page.locator(`#lead-quote-${lead}`)).toBeVisible();
  await context.close();
  await dispose();
});

test("the owner's main path by keyboard alone: sign in, open a lead, make a job, assign it, record a payment", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = createStaff(`owner${unique()}`);
  const techName = `Kai${unique()}`;
  const tech = createStaff(`tech${unique()}`, ["--role", "technician", "--name", techName]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const name = `Keys ${unique()}`;
  const posted = await page.request.post("/api/quotes", {
    data: {
      name,
      phone: "(386) 555-0133",
      location: "Palm Coast, FL",
      serviceType: "Other",
      urgency: "Emergency (ASAP)",
      description: "Locked out at the beach.",
    },
  });
  const lead = (await posted.json()).id as number;

  // Sign in.
  await page.goto("/admin");
  await tabTo(page, page.getByLabel("Username"));
  await page.keyboard.type(owner);
  await page.keyboard.press("Tab");
  await page.keyboard.type(STAFF_PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL("**/admin/dashboard**");

  // Open the lead from the Overview's newest leads.
  const link = page.getByRole("link", { name: new RegExp(`^${name}`) });
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  const card = page.locator(`#lead-quote-${lead}`);
  await expect(card).toBeVisible();

  // Make its job.
  await tabTo(page, card.getByRole("button", { name: "Create Job" }));
  await page.keyboard.press("Enter");
  await expect(card.locator(".badge-done")).toHaveText("Contacted");
  await expect(card.getByRole("link", { name: /^Job #\d+/ })).toBeFocused();

  // The Jobs tab, by the tab list's arrow keys.
  await tabTo(page, page.getByRole("tab", { name: "Leads" }), 400, true);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Jobs" })).toHaveAttribute("aria-selected", "true");

  // Assign it on the board: the technician's select, chosen by typing.
  const boardJob = page.locator(".board-job", { hasText: name });
  const select = boardJob.getByLabel("Technician");
  await tabTo(page, select);
  await page.keyboard.type(techName);
  await expect(page.getByTestId("toast").first()).toContainText(`assigned to ${techName}`);
  await expect(select).toHaveValue(tech);

  // Make the invoice from the price book and record the cash.
  const job = page.locator("li.lead-card", { has: page.getByRole("heading", { name: new RegExp(`: ${name}$`) }) });
  await tabTo(page, job.getByRole("button", { name: "Make invoice" }));
  await page.keyboard.press("Enter");
  const pick = job.getByLabel("From the price book");
  // Typing picks among the options there are: wait for the price book to arrive.
  await expect(pick.locator("option", { hasText: "Mobile Tire Repair" })).toBeAttached();
  await tabTo(page, pick);
  await page.keyboard.type("Mobile T");
  await expect(pick).not.toHaveValue("");
  await page.keyboard.press("Tab");
  await expect(job.getByRole("button", { name: "Add line" })).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, job.getByRole("button", { name: "Make Invoice" }));
  await page.keyboard.press("Enter");
  const heading = job.getByRole("heading", { name: "Invoice", exact: true });
  await expect(heading).toBeFocused();
  const record = job.getByRole("button", { name: "Record Payment" });
  await tabTo(page, record);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toast").first()).toContainText("Payment recorded");
  await expect(job.locator(".job-invoice .badge")).toContainText("Paid");
  // Paid off, the form is gone: the focus is on the invoice's heading, not lost.
  await expect(heading).toBeFocused();
  await context.close();
});

test("on a phone the floating call and chat buttons never cover a field of /quote", async ({ browser }) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto("/quote");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const floating = [page.locator(".floating-call"), page.locator(".chat-launcher")];
  const fields = page.locator("main form").locator("input, select, textarea, button[type=submit]");
  const count = await fields.count();
  expect(count).toBeGreaterThan(4);
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    if (!(await field.isVisible())) continue;
    await field.focus();
    // A field shown only for some answers may hide as another takes the focus.
    const box = await field.boundingBox();
    if (!box) continue;
    for (const button of floating) {
      const b = await button.boundingBox();
      if (!b) continue;
      const overlaps =
        box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
      expect(overlaps, `field ${i} under ${await button.getAttribute("class")}`).toBe(false);
    }
  }
  await context.close();
});

test("the owner sets a customer's position by address search or a click on the map, no coordinates typed", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { owner, tech, api, dispose } = await crew(playwright, baseURL);
  const name = `Where ${unique()}`;
  const id = await assignedJob(api, tech, {
    name,
    phone: "(386) 555-0199",
    location: "160 Lake Ave, Palm Coast",
    description: "Won't start.",
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, owner);
  await page.goto("/admin/dashboard?tab=jobs");
  const item = page.locator(".board-job", { hasText: `#${id} ${name}` });
  // The quote's location is the search, ready to send.
  await expect(item.getByLabel("Find the customer's address")).toHaveValue("160 Lake Ave, Palm Coast");
  await item.getByRole("button", { name: "Search" }).click();
  await item.getByRole("button", { name: "Use 160 Lake Ave, Palm Coast, FL 32164" }).click();
  await expect(page.getByTestId("toast").first()).toContainText("Position saved");
  await expect(item.getByLabel("Or type the position (lat, lon)")).toHaveValue("29.584500, -81.207800");
  const position = async () => {
    const board = await (await api.get("/api/dispatch/board")).json();
    const job = board.jobs.find((j: { id: number }) => j.id === id);
    return [job.latitude, job.longitude];
  };
  expect(await position()).toEqual([29.5845, -81.2078]);

  // A click on the map moves it.
  await item.getByRole("button", { name: "Pick on the map" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Click the map where ${name} is` })).toBeVisible();
  const map = page.locator("#board-map");
  await expect(map).toHaveClass(/picking/);
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 40);
  await expect(page.getByTestId("toast").first()).toContainText("Picked on the map");
  await expect(map).not.toHaveClass(/picking/);
  const [lat, lon] = await position();
  expect(Math.abs(lat - 29.5845) + Math.abs(lon + 81.2078)).toBeGreaterThan(0);
  expect(Math.abs(lat - 29.5845)).toBeLessThan(1);
  await page.screenshot({ path: "test-results/board-position-1280x800.png" });
  await context.close();
  await dispose();
});

test("focus stays somewhere sensible: Mark as Contacted, the delete dialog opening on Cancel, and a deleted card", async ({
  browser,
}) => {
  const owner = createStaff(`owner${unique()}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, owner);
  const tag = `Focus ${unique()}`;
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const made = await page.request.post("/api/quotes", {
      data: {
        name: `${tag} ${n}`,
        phone: "(386) 555-0122",
        location: "Palm Coast, FL",
        serviceType: "Other",
        urgency: "Today",
        description: "Flat tire on the shoulder.",
      },
    });
    expect(made.status()).toBe(201);
    ids.push((await made.json()).id);
  }
  await page.goto(`/admin/dashboard?tab=leads&view=quotes&q=${encodeURIComponent(tag)}`);
  const first = page.locator(`#lead-quote-${ids[1]}`);
  await first.getByRole("button", { name: "Mark as Contacted" }).click();
  await expect(first.getByRole("heading", { level: 3 })).toBeFocused();

  await first.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Delete this quote?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(first).toBeVisible();
  await first.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete Quote" }).click();
  await expect(first).toHaveCount(0);
  await expect(page.locator(`#lead-quote-${ids[0]}`).getByRole("heading", { level: 3 })).toBeFocused();
  await context.close();
});
