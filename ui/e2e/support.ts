import AxeBuilder from "@axe-core/playwright";
import { expect, request as newRequest, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import business from "../src/content/business.json" with { type: "json" };

// The city and service pages of docs/product.md#pages, from the file the build
// makes them from (scripts/lighthouse.mjs reads it too); the count is the
// docs' own, so a page dropped from the file still fails a test.
export const cities: string[] = business.cities.map((c) => c.slug);
export const services: string[] = business.services.map((s) => s.slug);
export const contentRoutes = [
  "/about",
  "/contact",
  "/thank-you",
  ...services.map((s) => `/${s}`),
  ...cities.map((c) => `/locations/${c}`),
];
export const publicRoutes = ["/", "/quote", "/bookings", ...contentRoutes];
if (publicRoutes.length !== 23)
  throw new Error(`docs/product.md#pages has 23 public routes, not ${publicRoutes.length}`);

/** Resolves once React has hydrated the page (App sets the flag). */
export const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated='true']");

/** Whether the element with this id is at least partly on screen. */
export async function inViewport(page: Page, id: string) {
  return page.evaluate((id) => {
    const el = document.getElementById(id);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0;
  }, id);
}

/** The emails the server has sent to this address (newest last), from the test mail sink. */
export async function mailTo(address: string): Promise<string[]> {
  const res = await fetch(
    `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 8097}/messages?to=${encodeURIComponent(address)}`,
  );
  return res.json();
}

/** The scripts a page loads on its first visit (its entry and static chunks), as dist/manifest.json lists them. */
export function firstLoadScripts(path: string): Set<string> {
  const manifest = JSON.parse(readFileSync("dist/manifest.json", "utf8")) as {
    pages: { path: string; assets: string[] }[];
  };
  const assets = manifest.pages.find((p) => p.path === path)?.assets ?? [];
  if (!assets.length) throw new Error(`the build lists no assets for ${path}`);
  return new Set(assets.filter((a) => a.endsWith(".js")));
}

/**
 * Holds back the scripts `held` picks (by their /assets/ path) until the
 * returned function is called, as a slow network would; with `fail`, they
 * fail instead, as a lost signal would.
 */
export async function holdScripts(page: Page, held: (path: string) => boolean, fail = false): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let holding = true;
  await page.route("**/assets/*.js", async (route) => {
    if (!holding || !held(new URL(route.request().url()).pathname)) return route.continue();
    if (fail) return route.abort();
    await released;
    return route.continue();
  });
  return () => {
    holding = false;
    release();
  };
}

/** Every script but the page's first load: the code it fetches after hydration. */
export function lateScripts(path: string): (script: string) => boolean {
  const early = firstLoadScripts(path);
  return (script) => !early.has(script);
}

/** The page's WCAG 2.1 A and AA violations (within `include` when given), one line each: rule and first targets. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** Presses Tab (Shift+Tab with `back`) until the focus is on `target`; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 400, back = false) {
  for (let i = 0; i < max; i++) {
    // Resolved each time: hydration or a reload may replace the element.
    const focused = target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 });
    if (await focused.catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Stops the installed fake clock a little ahead of the page's time, so that from here on only the
 * test moves time. The page's clock keeps running while the test asks for its time, and on a
 * loaded machine that round trip can outlast a fixed margin; pausing "in the past" then fails,
 * so this asks again with a wider margin.
 */
export async function pauseClock(page: Page, ahead = 500): Promise<void> {
  for (let margin = ahead; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (e) {
      if (!String(e).includes("past") || margin > 60_000) throw e;
    }
  }
}

// A password the server takes: 8 characters or more, and not among the most common ones.
export const CUSTOMER_PASSWORD = "correct-horse-42";

/** Registers a customer (email `{username}@example.com`) on /register and signs in on /login. */
export async function registerAndSignIn(page: Page, username: string) {
  await page.goto("/register");
  await hydrated(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByLabel("Confirm Password").fill(CUSTOMER_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Registration Successful");
  await expect(page).toHaveURL(/\/login$/);
  // The URL changes before the next page's code has arrived; wait for the page itself.
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(CUSTOMER_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Notes every text the live banner shows from now on. The banner names only
 * the newest event and the other worker's tests send leads too, so a test
 * asks whether its event was shown (`bannersSeen`), not what shows last.
 */
export async function recordBanners(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { banners: seen });
    new MutationObserver(() =>
      document.querySelectorAll(".live-banner").forEach((b) => seen.push(b.textContent ?? "")),
    ).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Every banner text shown since `recordBanners`. */
export const bannersSeen = (page: Page) => page.evaluate(() => (window as unknown as { banners: string[] }).banners);

/** Twilio's signature of a webhook (the e2e account's auth token), as Twilio signs it. */
export function twilioSignature(url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return crypto.createHmac("sha1", "e2e-auth-token").update(Buffer.from(data, "utf-8")).digest("base64");
}

/** A VIN no other test has, its 9th character the check digit of 49 CFR 565.15. */
export function freshVin(): string {
  const vin = `1HGCM82603A${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}`;
  const value = (c: string) => (/\d/.test(c) ? Number(c) : { A: 1, C: 3, G: 7, H: 8, M: 4 }[c]!);
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = [...vin].reduce((s, c, i) => s + value(c) * weights[i], 0) % 11;
  return `${vin.slice(0, 8)}${sum === 10 ? "X" : sum}${vin.slice(9)}`;
}

/**
 * A manager of fleet `fleetId`, invited by the owner's `api` and joined from
 * the mailed link: their username and password. Joined from a context of its
 * own, since joining signs in and would take the owner's session's place.
 */
export async function joinedManager(api: APIRequestContext, fleetId: number, name: string) {
  const email = `${name}.${crypto.randomBytes(4).toString("hex")}@fleet.example`;
  expect((await api.post(`/api/fleets/${fleetId}/managers`, { data: { email } })).status()).toBe(201);
  let mail = "";
  await expect
    .poll(async () => (mail = ((await mailTo(email)).at(-1) ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=")))
    .toContain("/fleet/join?token=");
  const token = /\/fleet\/join\?token=([0-9a-f]+)/.exec(mail)![1];
  const username = `${name}_${crypto.randomBytes(4).toString("hex")}`;
  const password = "steer-tire-318";
  const joining = await newRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const joined = await joining.post("/api/fleet/join", { data: { token, username, password } });
  expect(joined.status()).toBe(201);
  await joining.dispose();
  return { username, password };
}

/**
 * A fleet made by the owner's `api` with `fleet`'s fields, its requester, and
 * a job for a driver's quote from `phone`, linked to the fleet.
 */
export async function fleetJob(
  api: APIRequestContext,
  fleet: Record<string, unknown>,
  requester: Record<string, unknown>,
  phone: string,
) {
  const made = await api.post("/api/fleets", { data: fleet });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  expect((await api.post(`/api/fleets/${id}/requesters`, { data: requester })).status()).toBe(201);
  const driver = `Driver ${crypto.randomBytes(4).toString("hex")}`;
  const quote = await api.post("/api/quotes", {
    data: {
      name: driver,
      phone,
      location: "I-95 mile 318",
      serviceType: "Fleet & Commercial Service",
      urgency: "Today",
      description: "Steer tire flat.",
    },
  });
  const lead = ((await quote.json()) as { id: number }).id;
  expect((await api.put(`/api/leads/quote/${lead}/fleet`, { data: { fleetId: id } })).status()).toBe(200);
  const job = (await (
    await api.post("/api/job-tracking", { data: { submissionType: "quote", submissionId: lead } })
  ).json()) as { id: number };
  return { fleet: { id, name: fleet.name as string }, job, driver };
}
