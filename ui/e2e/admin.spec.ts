import { expect, test, type Page } from "@playwright/test";
import { axeViolations, bannersSeen, hydrated, pauseClock, recordBanners } from "./support";
import { STAFF_PASSWORD as PASSWORD, createStaff, sql, staffLogin, unique } from "./server";

// The back office, driven as the owner would: a CLI-made staff account,
// leads posted through the API, the dashboard in Chromium.

const toastEl = (page: Page) => page.getByTestId("toast");

// Sign-ins are rate limited per address (10 in 5 minutes) and every test
// comes from 127.0.0.1, so each worker signs in once and reuses the session.
let session: { staff: string; cookies: Awaited<ReturnType<ReturnType<Page["context"]>["cookies"]>> } | null = null;

async function signIn(page: Page) {
  if (!session) {
    const staff = createStaff();
    await staffLogin(page.request, staff);
    session = { staff, cookies: await page.context().cookies() };
  } else {
    await page.context().addCookies(session.cookies);
  }
  return session.staff;
}

async function postQuote(page: Page, name: string, extra: Record<string, string> = {}): Promise<number> {
  const resp = await page.request.post("/api/quotes", {
    data: {
      name,
      phone: "(386) 555-0123",
      location: "Palm Coast, FL",
      serviceType: "Other",
      urgency: "Today",
      description: "Flat tire in the driveway.",
      ...extra,
    },
  });
  expect(resp.status()).toBe(201);
  return (await resp.json()).id;
}

async function open(page: Page, query: string) {
  await page.goto(`/admin/dashboard${query}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** Waits until no list or figure is still loading (the event stream never goes idle, so no networkidle). */
async function settled(page: Page) {
  await expect(page.getByText("Loading…")).toHaveCount(0);
}

const card = (page: Page, name: string) => page.locator("li.lead-card", { has: page.getByRole("heading", { name }) });

test(
  "staff sign in with a CLI-made account and a quote posted through the API appears within 2 s without " + "a click",
  async ({ page, playwright }) => {
    const staff = createStaff();
    await page.goto("/admin");
    await hydrated(page);
    await page.getByLabel("Username").fill(staff);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastEl(page)).toContainText("Welcome to the admin dashboard");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");

    const name = `Live ${unique()}`;
    await page.getByRole("tab", { name: "Leads" }).click();
    await expect(page.getByRole("tab", { name: "Quote Requests" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Live", { exact: true })).toBeVisible();

    await recordBanners(page);

    // A visitor, with no session, sends a quote.
    const visitor = await playwright.request.newContext({ baseURL: page.url().replace(/\/admin.*$/, "") });
    const resp = await visitor.post("/api/quotes", {
      data: {
        name,
        phone: "(386) 555-0188",
        location: "Bunnell, FL",
        serviceType: "Other",
        urgency: "Emergency (ASAP)",
        description: "Stuck on US-1 with a flat.",
      },
    });
    expect(resp.status()).toBe(201);
    await expect(card(page, name)).toBeVisible({ timeout: 2000 });
    await expect(card(page, name)).toHaveClass(/pending/);
    await expect(card(page, name).getByText("Emergency (ASAP)")).toHaveClass(/badge-red/);
    await expect(card(page, name).getByRole("link", { name: "(386) 555-0188" }).first()).toHaveAttribute(
      "href",
      "tel:3865550188",
    );
    await expect(page).toHaveTitle(/^\(\d+\) New leads · /);
    await expect(page.locator(".live-banner")).toHaveAttribute("role", "status");
    await expect.poll(() => bannersSeen(page)).toContainEqual(expect.stringContaining(`New quote request: ${name}`));
    await visitor.dispose();
  },
);

test(
  "a quote is marked contacted, edited (Cancel changes nothing, Save does), deleted after confirming, " +
    "and its audit stays",
  async ({ page }) => {
    const staff = await signIn(page);
    const name = `Dana ${unique()}`;
    const id = await postQuote(page, name);
    await open(page, `?tab=leads&view=quotes&q=${encodeURIComponent(name)}`);
    const c = card(page, name);
    await expect(c).toHaveClass(/pending/);

    await c.getByRole("button", { name: "Mark as Contacted" }).click();
    await expect(toastEl(page)).toContainText("Quote marked as contacted");
    await expect(c).not.toHaveClass(/pending/);
    await expect(c.getByText("after it came in")).toBeVisible();

    await c.getByRole("button", { name: "Edit" }).click();
    await c.getByLabel("Name").fill("Someone Else");
    await c.getByLabel("Urgency").selectOption("This Week");
    await c.getByRole("button", { name: "Cancel" }).click();
    await expect(c.getByRole("heading", { name })).toBeVisible();
    await expect(c.getByText("Today", { exact: true })).toBeVisible();
    let stored = (await (await page.request.get(`/api/quotes?q=${encodeURIComponent(name)}`)).json()).items[0];
    expect(stored.name).toBe(name);
    expect(stored.urgency).toBe("Today");

    await c.getByRole("button", { name: "Edit" }).click();
    await expect(c.getByLabel("Urgency").locator("option")).toHaveText([
      "Today",
      "Emergency (ASAP)",
      "Urgent (Today)",
      "Within 24 Hours",
      "This Week",
    ]);
    await c.getByLabel("Urgency").selectOption("Within 24 Hours");
    await c.getByLabel("Description").fill("Flat tire in the driveway, rear left.");
    await c.getByRole("button", { name: "Save" }).click();
    await expect(toastEl(page)).toContainText("Quote updated successfully");
    await expect(c.getByText("Within 24 Hours", { exact: true })).toBeVisible();
    await expect(c.getByText("Flat tire in the driveway, rear left.")).toBeVisible();
    stored = (await (await page.request.get(`/api/quotes?q=${encodeURIComponent(name)}`)).json()).items[0];
    expect(stored.urgency).toBe("Within 24 Hours");

    await c.locator("summary", { hasText: "History" }).click();
    await expect(c.getByText(`Edited by ${staff}`)).toBeVisible();
    await expect(c.getByText(`Marked as contacted by ${staff}`)).toBeVisible();

    await c.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this quote?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(c).toBeVisible();
    await c.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete Quote" }).click();
    await expect(toastEl(page)).toContainText("Quote deleted successfully");
    await expect(c).toHaveCount(0);
    const audit = await (await page.request.get(`/api/admin/audit?subjectType=quote&subjectId=${id}`)).json();
    expect(audit.items.map((r: { action: string }) => r.action)).toEqual(["delete", "edit", "contacted"]);
  },
);

test("the owner erases the person behind a lead card, after confirming, with every lead of theirs", async ({
  page,
  browser,
}) => {
  // A number no other test uses (an erasure takes every lead with it), typed two ways.
  const digits = `9047${String(Date.now() % 1e6).padStart(6, "0")}`;
  const phone = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  const first = `First ${unique()}`;
  const second = `Second ${unique()}`;
  await postQuote(page, first, { phone });
  await postQuote(page, second, { phone: `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}` });
  const view = `?tab=leads&view=quotes&q=${digits}`;

  // The worker's account offers Erase Person only if it happens to be the owner's (the first account made).
  await signIn(page);
  await open(page, view);
  await expect(card(page, first)).toBeVisible();
  const session = await (await page.request.get("/api/admin/session")).json();
  await expect(card(page, first).getByRole("button", { name: "Erase Person" })).toHaveCount(session.isOwner ? 1 : 0);

  // An owner's account, in a browser context of its own (the worker's session stays as it is).
  const ownerName = createStaff(`owner${unique()}`, ["--owner"]);
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const owner = await context.newPage();
  await staffLogin(owner.request, ownerName);
  await open(owner, view);
  const c = card(owner, first);
  await expect(card(owner, second)).toBeVisible();
  await c.getByRole("button", { name: "Erase Person" }).click();
  const dialog = owner.getByRole("dialog", { name: "Erase everything about this person?" });
  await expect(dialog).toContainText(phone);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(c).toBeVisible();
  await c.getByRole("button", { name: "Erase Person" }).click();
  await dialog.getByRole("button", { name: "Erase for Good" }).click();
  await expect(toastEl(owner)).toContainText("Person erased");
  await expect(toastEl(owner)).toContainText("Removed 2 leads");
  await expect(card(owner, first)).toHaveCount(0);
  await expect(card(owner, second)).toHaveCount(0);
  const left = await (await owner.request.get(`/api/quotes?q=${digits}`)).json();
  expect(left.items).toEqual([]);
  await context.close();
});

test("a job made from a lead and moved to completed counts in Jobs Done", async ({ page }) => {
  await signIn(page);
  const name = `Job ${unique()}`;
  await postQuote(page, name);
  await open(page, `?tab=leads&view=quotes&q=${encodeURIComponent(name)}`);
  await card(page, name).getByRole("button", { name: "Create Job" }).click();
  await expect(toastEl(page)).toContainText("Job created");

  await page.getByRole("tab", { name: "Jobs" }).click();
  const jobsDone = page.locator(".stat", { hasText: "Jobs Done" }).locator(".stat-value");
  await expect(jobsDone).not.toHaveText("–");
  const before = Number(await jobsDone.textContent());
  const job = page.locator("li.lead-card", {
    has: page.getByRole("heading", { name: new RegExp(`Job #\\d+: ${name}`) }),
  });
  await expect(job.locator(".badge")).toHaveText("pending");
  await job.getByLabel("Status").selectOption("on site");
  await job.getByRole("button", { name: "Save Job" }).click();
  await expect(toastEl(page)).toContainText("Job updated");
  await expect(job.locator(".badge")).toHaveText("on site");
  await job.getByLabel("Status").selectOption("completed");
  await job.getByLabel("Job value ($)").fill("185.50");
  await job.getByLabel("Customer satisfaction").selectOption("5");
  await job.getByLabel("Notes").fill("Plugged and balanced.");
  await job.getByRole("button", { name: "Save Job" }).click();
  await expect(toastEl(page)).toContainText("Job updated");
  await expect(job.locator(".badge")).toHaveText("completed");
  await expect(job.getByText("Completed", { exact: true })).toBeVisible();
  await expect(jobsDone).toHaveText(String(before + 1));
});

const URLS: { query: string; tab: string; sub?: string }[] = [
  { query: "", tab: "Overview" },
  { query: "?tab=overview", tab: "Overview" },
  { query: "?tab=leads", tab: "Leads", sub: "Quote Requests" },
  { query: "?tab=leads&view=quotes", tab: "Leads", sub: "Quote Requests" },
  { query: "?tab=leads&view=contacts", tab: "Leads", sub: "Contact Forms" },
  { query: "?tab=leads&view=analyzer", tab: "Leads", sub: "Smart Analyzer" },
  { query: "?tab=jobs", tab: "Jobs" },
  { query: "?tab=fleets", tab: "Fleets" },
  { query: "?tab=analytics", tab: "Analytics", sub: "Website Analytics" },
  { query: "?tab=analytics&view=calls", tab: "Analytics", sub: "Call Tracking" },
  { query: "?tab=analytics&view=chat", tab: "Analytics", sub: "Chat Interactions" },
  { query: "?tab=analytics&view=gps", tab: "Analytics", sub: "GPS Locations" },
  { query: "?tab=settings", tab: "Settings" },
];

test("every tab and sub-tab opens from its URL, and the back button returns to the last one", async ({ page }) => {
  await signIn(page);
  for (const u of URLS) {
    await open(page, u.query);
    await expect(page.getByRole("tab", { name: u.tab, exact: true })).toHaveAttribute("aria-selected", "true");
    if (u.sub) await expect(page.getByRole("tab", { name: u.sub })).toHaveAttribute("aria-selected", "true");
  }
  await open(page, "?tab=leads&view=contacts");
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/tab=analytics/);
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Contact Forms" })).toHaveAttribute("aria-selected", "true");
  // Tabs answer the arrow keys.
  await page.getByRole("tab", { name: "Leads", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Jobs" })).toBeFocused();
  await expect(page).toHaveURL(/tab=jobs/);
});

test("analytics shows chat previews cut at 500 characters, GPS links and the charts", async ({ page, request }) => {
  await signIn(page);
  const who = `Chat ${unique()}`;
  const long = "My truck broke down near the exit and ".repeat(20);
  const conversation = JSON.stringify([
    { id: 1, text: "Hi! What's your name?", sender: "bot" },
    { id: 2, text: long, sender: "user" },
  ]).replace(/'/g, "''");
  sql(
    `INSERT INTO chatbot_interactions (session_id, customer_name, customer_phone, conversation, customer_location,
      gps_latitude, gps_longitude, gps_accuracy, location_method, lead_quality) VALUES ('s-${who}', '${who}',
      '386-555-0177', '${conversation}', 'I-95 exit 289', '29.584712', '-81.207829', '12', 'gps', 'hot');
     INSERT INTO call_tracking (session_id, phone, source, page) VALUES ('s-${who}', '(386) 372-8412',
       'floating-button', '/');
     INSERT INTO website_analytics (session_id, page, device, browser) VALUES ('s-${who}', '/quote', 'mobile',
       'chrome');`,
  );
  await open(page, "?tab=analytics&view=chat");
  const chat = page.locator("li.lead-card", { hasText: who });
  const text = chat.locator(".conversation");
  const shown = (await text.textContent())!;
  expect(shown.endsWith("...")).toBe(true);
  expect(shown.length).toBe(503);
  await expect(chat.getByText("hot lead")).toBeVisible();
  await chat.getByRole("button", { name: "Show whole conversation" }).click();
  await expect(text).toContainText(long.trim());

  await page.getByRole("tab", { name: "GPS Locations" }).click();
  const place = page.locator("li.lead-card", { hasText: who });
  await expect(place.getByText("29.584712, -81.207829")).toBeVisible();
  await expect(place.getByRole("link", { name: "Maps View" })).toHaveAttribute(
    "href",
    /maps.*29\.584712%2C-81\.207829/,
  );
  await expect(place.getByRole("link", { name: "Directions" })).toHaveAttribute(
    "href",
    /maps\/dir\/.*destination=29\.584712%2C-81\.207829/,
  );

  await page.getByRole("tab", { name: "Call Tracking" }).click();
  await expect(page.getByRole("img", { name: /Calls by source: .*floating-button/ })).toBeVisible();
  // The charts read the traffic rollups, which only the tracker's endpoint
  // feeds: a page view from a phone (headless browsers are not counted).
  // Not page.request: that carries the staff cookie, and staff are not counted.
  const view = await request.post("/api/track-pageview", {
    headers: {
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
        "Version/17.4 Mobile/15E148 Safari/604.1",
    },
    data: { sessionId: `v-${unique()}`, page: "/quote", userAgent: "iPhone", referrer: "" },
  });
  expect(view.status()).toBe(204);
  await expect
    .poll(async () =>
      ((await (await page.request.get("/api/admin/traffic")).json()) as { topPages: { page: string }[] }).topPages.map(
        (p) => p.page,
      ),
    )
    .toContain("/quote");
  await page.getByRole("tab", { name: "Website Analytics" }).click();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("img", { name: /Page views and visitors by hour/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Top pages by views: .*\/quote/ })).toBeVisible();
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(page.getByText("Compared with the 7 days before.")).toBeVisible();
});

test("the review link copies with Copied! for 2 s, and a failed copy says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  await page.clock.install();
  await open(page, "?tab=settings");
  await pauseClock(page, 500);
  await expect(page.getByRole("link", { name: "Manage Reviews" })).toHaveAttribute("href", /^https:\/\//);
  const button = page.getByRole("button", { name: "Copy Review Link" });
  await button.click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  await expect(toastEl(page)).toContainText("Link Copied!");
  await page.clock.runFor(1900);
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  await page.clock.runFor(200);
  await expect(button).toBeVisible();

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
  });
  await button.click();
  await expect(toastEl(page)).toContainText("Copy Failed");
  await expect(toastEl(page)).toContainText("Please copy the link manually");
});

test("clearing the session cookie shows Session Expired and returns to /admin", async ({ page, context }) => {
  await signIn(page);
  await open(page, "?tab=leads");
  await context.clearCookies();
  // The next call finds the session gone: Refresh, or a reload for a lead another test just sent.
  await page
    .getByRole("button", { name: "Refresh" })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await expect(toastEl(page)).toContainText("Session Expired");
  await expect(toastEl(page)).toContainText("Please log in again");
  await expect(page).toHaveURL(/\/admin$/);
});

test(
  "the whole dashboard fits a 390x844 phone with no sideways scrolling, call and Mark as Contacted in " + "reach",
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const name = `Phone ${unique()}`;
    await postQuote(page, name, {
      description: "A very long description without many breaks: ".repeat(6) + "x".repeat(80),
    });
    for (const u of URLS) {
      await open(page, u.query);
      await settled(page);
      const over = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(over, `${u.query} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await open(page, `?tab=leads&q=${encodeURIComponent(name)}`);
    const c = card(page, name);
    for (const target of [
      c.getByRole("link", { name: /^Call/ }),
      c.getByRole("button", { name: "Mark as Contacted" }),
    ]) {
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  },
);

test("every tab passes axe in the light and the dark theme", async ({ page }) => {
  // Thirteen views in two themes: a minute alone, more on a loaded machine.
  test.setTimeout(300_000);
  await signIn(page);
  await postQuote(page, `Axe ${unique()}`);
  for (const theme of ["light", "dark"]) {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    for (const u of URLS.slice(1)) {
      await open(page, u.query);
      await settled(page);
      expect((await axeViolations(page)).map((v) => `${theme} ${u.query}: ${v}`)).toEqual([]);
    }
  }
});
