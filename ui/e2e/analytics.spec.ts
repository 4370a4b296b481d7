import { expect, request as requests, test, type APIRequestContext, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import chromium from "./chromium.json" with { type: "json" };
import { holdScripts, hydrated } from "./support";
import { createStaff, staffLogin, unique } from "./server";

// Headless Chromium says "HeadlessChrome" in its user agent, and the server
// rightly does not count headless browsers: these visits say they are Chrome.
// The browser's own flag, not a context override, so that beacons sent while
// a page unloads (which leave the page's overrides behind) say so too.
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({
  launchOptions: { executablePath: chromium.path, args: [...chromium.args, `--user-agent=${chrome}`] },
});

type Row = Record<string, unknown>;

// One staff sign-in per worker: sign-ins are rate limited per address, and
// every browser test comes from 127.0.0.1. It signs in on a request context
// of its own: a test's `request` must not keep the staff cookie, or what it
// sends as a visitor would be a staff member's (and not counted).
let staffSession: Promise<string> | undefined;
function staffCookie(): Promise<string> {
  staffSession ??= (async () => {
    const own = await requests.newContext({ baseURL: process.env.E2E_BASE_URL });
    const login = await staffLogin(own, createStaff(`analyst${unique()}`));
    const cookie = login.headers()["set-cookie"].split(";")[0];
    await own.dispose();
    return cookie;
  })();
  return staffSession;
}

async function staffGet(request: APIRequestContext, path: string): Promise<{ items: Row[] }> {
  const res = await request.get(path, { headers: { cookie: await staffCookie() } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { items: Row[] };
}

/** Rows of a staff list (newest first) belonging to one tracker session. */
async function rowsOf(request: APIRequestContext, list: string, sessionId: string): Promise<Row[]> {
  return (await staffGet(request, `/api/${list}?limit=500`)).items.filter((r) => r.sessionId === sessionId);
}

const sessionOf = (page: Page) => page.evaluate(() => sessionStorage.getItem("rs.session")!);

/** Waits until the tracker (loaded when the browser is idle) has sent this page's view. */
const pageViewSent = (page: Page, path: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith("/api/track-pageview") && r.request().postDataJSON()?.page === path && r.status() === 204,
  );

test("a visit to three pages records three page views with their paths", async ({ page, request }) => {
  const first = pageViewSent(page, "/");
  await page.goto("/");
  await hydrated(page);
  await first;
  const about = pageViewSent(page, "/about");
  await page.getByTestId("site-nav").getByRole("link", { name: "About", exact: true }).click();
  await about;
  const quote = pageViewSent(page, "/quote");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Get (a )?Free Quote/i })
    .first()
    .click();
  await quote;
  const sessionId = await sessionOf(page);

  await expect
    .poll(async () => (await rowsOf(request, "website-analytics", sessionId)).map((r) => r.page))
    .toEqual(["/quote", "/about", "/"]);
  const [, , home] = await rowsOf(request, "website-analytics", sessionId);
  expect(home.browser).toBe("chrome");
  expect(home.device).toBe("desktop");
  expect(Number(home.loadTime)).toBeGreaterThan(0);
});

test("leaving a page sends its time on page and a bounce by beacon", async ({ page, request }) => {
  const shown = pageViewSent(page, "/about");
  await page.goto("/about");
  await hydrated(page);
  await shown;
  const sessionId = await sessionOf(page);
  // Moving on inside the site leaves the page...
  const beacon = page.waitForRequest(
    (r) => r.url().endsWith("/api/website-analytics") && (r.postData() ?? "").includes("timeOnPage"),
  );
  const home = pageViewSent(page, "/");
  await page.getByTestId("site-nav").getByRole("link", { name: "Home", exact: true }).click();
  const sent = JSON.parse((await beacon).postData()!) as Row;
  await home;
  expect(sent).toMatchObject({ page: "/about", bounced: true });
  expect(Number(sent.timeOnPage)).toBeGreaterThan(0);
  // ...and so does going to another site or closing the tab.
  await page.goto("about:blank");

  const timeOn = async (path: string) =>
    (await rowsOf(request, "website-analytics", sessionId)).find((r) => r.page === path)?.timeOnPage ?? null;
  await expect.poll(() => timeOn("/about")).not.toBeNull();
  await expect.poll(() => timeOn("/")).not.toBeNull();
  const rows = await rowsOf(request, "website-analytics", sessionId);
  for (const row of rows) {
    expect(row.bounced).toBe(true);
    expect(Number(row.timeOnPage)).toBeLessThan(30);
  }
});

test("a call click is recorded with its button, and the call is not held back", async ({ page, request }) => {
  const shown = pageViewSent(page, "/");
  await page.goto("/");
  await hydrated(page);
  await shown;
  // Stand in for the phone's dialler: the tel: navigation itself is stopped
  // after every other handler (the tracker's included) has seen the click.
  await page.evaluate(() =>
    window.addEventListener("click", (e) => {
      if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
    }),
  );
  const beacon = page.waitForRequest(
    (r) => r.url().endsWith("/api/website-analytics") && (r.postData() ?? "").includes("callButtonClicked"),
  );
  await page.locator('#hero a[href="tel:+13863728412"]').first().click();
  const sent = JSON.parse((await beacon).postData()!) as Row;
  expect(sent).toMatchObject({ callButtonClicked: true, callButtonSource: "hero", phone: "+13863728412", page: "/" });
  const sessionId = await sessionOf(page);

  await expect
    .poll(async () => (await rowsOf(request, "call-tracking", sessionId)).map((r) => [r.source, r.phone, r.page]))
    .toEqual([["hero", "+13863728412", "/"]]);
  const [call] = await rowsOf(request, "call-tracking", sessionId);
  expect(call.ipAddress).toBe("127.0.0.0");
  const conversions = await rowsOf(request, "marketing-metrics", sessionId);
  expect(conversions.map((r) => [r.conversionType, r.source])).toEqual([["call", "direct"]]);
});

test("a visit from a Google Ads link that ends in a quote keeps its source on the quote", async ({ page, request }) => {
  const shown = pageViewSent(page, "/quote");
  await page.goto("/quote?utm_source=google&utm_medium=cpc&utm_campaign=tires");
  await hydrated(page);
  await shown;
  const name = `Ads Visitor ${Date.now().toString(36)}`;
  await page.getByLabel("Full Name *").fill(name);
  await page.getByLabel("Phone Number *").fill("(386) 555-0123");
  await page.getByLabel("Location *").selectOption("Palm Coast, FL");
  await page.getByLabel("Service Type *").selectOption("Emergency Roadside Service");
  await page.getByLabel("Urgency *").selectOption("Emergency (ASAP)");
  await page.getByLabel("Describe What You Need *").fill("Two flat tires on I-95 near exit 289.");
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const sessionId = await sessionOf(page);

  const quotes = await staffGet(request, "/api/quotes?limit=500");
  const quote = quotes.items.find((q) => q.name === name)!;
  expect(quote).toMatchObject({ source: "google-ads", medium: "cpc", campaign: "tires", sessionId });
  const conversions = await rowsOf(request, "marketing-metrics", sessionId);
  expect(conversions).toEqual([
    expect.objectContaining({
      source: "google-ads",
      medium: "cpc",
      campaign: "tires",
      conversionType: "quote",
      conversionValue: null,
    }),
  ]);
  // The form was started on first focus and completed on the successful send.
  await expect
    .poll(async () => (await rowsOf(request, "website-analytics", sessionId)).find((r) => r.page === "/quote"))
    .toMatchObject({ formStarted: true, formCompleted: true });
});

test("an anonymous visitor gets no cookie", async ({ page, context }) => {
  const shown = pageViewSent(page, "/");
  await page.goto("/");
  await hydrated(page);
  await shown;
  const about = pageViewSent(page, "/about");
  await page.getByTestId("site-nav").getByRole("link", { name: "About", exact: true }).click();
  await about;
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  expect(await sessionOf(page)).toMatch(/^[0-9a-f-]{36}$/);
});

test("signed-in staff are not counted", async ({ page, request, context, baseURL }) => {
  const [name, value] = (await staffCookie()).split("=");
  await context.addCookies([{ name, value, url: baseURL! }]);
  const shown = pageViewSent(page, "/");
  await page.goto("/");
  await hydrated(page);
  await shown;
  const staffSession = await sessionOf(page);
  // A visitor's view sent after the staff's is written, so the staff's would be too.
  const visitor = await request.post("/api/track-pageview", {
    headers: {
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
        "Version/17.4 Mobile/15E148 Safari/604.1",
    },
    data: { sessionId: `visitor-${staffSession}`, page: "/", userAgent: "iPhone", referrer: "" },
  });
  expect(visitor.status()).toBe(204);
  await request.post("/api/website-analytics", {
    headers: {
      "user-agent":
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
        "Version/17.4 Mobile/15E148 Safari/604.1",
    },
    data: { sessionId: `visitor-${staffSession}`, page: "/", device: "mobile", browser: "other" },
  });
  await expect.poll(async () => (await rowsOf(request, "website-analytics", `visitor-${staffSession}`)).length).toBe(1);
  expect(await rowsOf(request, "website-analytics", staffSession)).toEqual([]);
});

/** The tracker's chunk: the one script that names its endpoint. */
function trackerChunks(): string[] {
  return readdirSync("dist/assets").filter(
    (f) => f.endsWith(".js") && readFileSync(`dist/assets/${f}`, "utf8").includes("track-pageview"),
  );
}

test("a form started before the tracker has arrived is still counted once it has", async ({ page, request }) => {
  const [tracker] = trackerChunks();
  const release = await holdScripts(page, (script) => script === `/assets/${tracker}`);
  await page.goto("/quote");
  await hydrated(page);
  await page.getByLabel("Full Name *").focus();
  const sent = pageViewSent(page, "/quote");
  release();
  await sent;
  const session = await sessionOf(page);
  await expect
    .poll(async () => (await rowsOf(request, "website-analytics", session)).some((r) => r.formStarted === true))
    .toBe(true);
});

test(
  "the tracker is a chunk of its own, at most 2 KB gzip, outside every page's first load, and the " +
    "budgets still hold",
  async () => {
    const manifest = JSON.parse(readFileSync("dist/manifest.json", "utf8")) as {
      pages: { path: string; assets: string[] }[];
    };
    const tracker = trackerChunks();
    expect(tracker).toHaveLength(1);
    expect(gzipSync(readFileSync(`dist/assets/${tracker[0]}`), { level: 9 }).length).toBeLessThanOrEqual(2048);
    for (const page of manifest.pages) expect(page.assets, page.path).not.toContain(`/assets/${tracker[0]}`);
    // scripts/sizes.mjs exits non-zero when any page is over a budget.
    execFileSync("node", ["scripts/sizes.mjs"]);
  },
);
