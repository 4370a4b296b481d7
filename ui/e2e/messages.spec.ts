import { expect, test, type Page } from "@playwright/test";
import crypto from "node:crypto";
import { axeViolations, hydrated, twilioSignature } from "./support";
import { createStaff, staffLogin, unique } from "./server";

// Texts and pushes as staff meet them: the dashboard subscribes this device
// (permission granted, the push service being e2e/providers.mjs), a new lead
// arrives there as a push that decrypts and carries a valid VAPID JWT, the
// driver's text reaches the Twilio stand-in, and a reply texted in shows on
// the lead.

const providers = `http://127.0.0.1:${process.env.E2E_PROVIDERS_PORT}`;
// The server's base_url (set by playwright.config.ts): Twilio signs its webhooks over it.
const SIGNED_BASE = process.env.E2E_BASE_URL!;

/**
 * Headless Chromium's own push service is out of reach here, so the page's
 * pushManager hands out a subscription made by the stand-in push service
 * (whose keys it keeps to decrypt what arrives), as a browser's would be.
 */
async function useStandInPushService(page: Page, device: string) {
  const sub = await (await fetch(`${providers}/subscription/${device}`)).json();
  await page.addInitScript((json) => {
    let current: unknown = null;
    const make = (opts?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(opts?.applicationServerKey as ArrayBuffer);
      if (key.length !== 65 || key[0] !== 4) throw new Error("applicationServerKey is not a P-256 point");
      return {
        endpoint: json.endpoint,
        expirationTime: null,
        options: opts,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
    };
    PushManager.prototype.subscribe = async function (opts?: PushSubscriptionOptionsInit) {
      current = make(opts);
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, sub);
}

async function pushesFor(device: string) {
  const { pushes, refusals } = await (await fetch(`${providers}/pushes`)).json();
  return { pushes: pushes.filter((p: { device: string }) => p.device === device), refusals };
}

test("the dashboard subscribes this device, a new lead arrives as a push and a text, and a reply texted in shows on the lead", async ({
  page,
  context,
}) => {
  const device = `phone-${unique()}`;
  await context.grantPermissions(["notifications"]);
  await useStandInPushService(page, device);
  const staff = createStaff();
  await staffLogin(page.request, staff);
  await page.goto("/admin/dashboard?tab=leads");
  await hydrated(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin/manifest.webmanifest");

  // Asked on a click, never on load.
  const notify = page.getByRole("button", { name: "Notify me on this device" });
  await expect(notify).toBeVisible();
  expect((await pushesFor(device)).pushes).toHaveLength(0);
  await notify.click();
  await expect(page.getByRole("button", { name: "Notifying This Device" })).toBeVisible();
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/admin/"))?.scope);
  expect(worker).toMatch(/\/admin\/$/);

  // A driver sends a quote.
  const name = `Pushed ${unique()}`;
  const digits = String(Math.floor(1000 + Math.random() * 8999));
  const phone = `(386) 555-${digits}`;
  const e164 = `+1386555${digits}`;
  const resp = await page.request.post("/api/quotes", {
    data: {
      name,
      phone,
      location: "Palm Coast, FL",
      serviceType: "Other",
      urgency: "Emergency (ASAP)",
      description: "Flat tire on I-95.",
    },
  });
  expect(resp.status()).toBe(201);
  const id = (await resp.json()).id;

  await expect
    .poll(
      async () => (await pushesFor(device)).pushes.find((p: { payload: { name: string } }) => p.payload.name === name),
      {
        timeout: 5000,
      },
    )
    .toMatchObject({
      urgency: "high",
      payload: {
        kind: "quote",
        name,
        service: "Other",
        urgency: "Emergency (ASAP)",
        url: expect.stringContaining(`lead=quote-${id}`),
      },
    });
  expect((await pushesFor(device)).refusals).toEqual([]);
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${providers}/texts`)).json()) as { to: string; body: string }[]).find(
          (t) => t.to === e164,
        )?.body,
    )
    .toContain("Reply STOP to opt out");

  // The driver texts back; the dashboard hears of it live and opens the lead's thread.
  const params = {
    From: e164,
    To: "+13865550100",
    Body: "White pickup, right shoulder",
    MessageSid: `SM${crypto.randomBytes(16).toString("hex")}`,
  };
  const inbound = await page.request.post("/api/sms/inbound", {
    form: params,
    headers: { "X-Twilio-Signature": twilioSignature(`${SIGNED_BASE}/api/sms/inbound`, params) },
  });
  expect(inbound.status()).toBe(200);
  expect(await inbound.text()).toContain("<Response/>");
  const banner = page.locator(".live-banner", { hasText: "White pickup, right shoulder" });
  await expect(banner).toContainText(`New text message: ${name}`);
  await banner.getByRole("button", { name: "View" }).click();
  await expect(page).toHaveURL(new RegExp(`lead=quote-${id}`));
  const card = page.locator(`#lead-quote-${id}`);
  const thread = card.locator("details.thread");
  await expect(thread).toHaveAttribute("open", "");
  await expect(thread.getByText("White pickup, right shoulder")).toBeVisible();
  await expect(thread.getByText("From the customer")).toBeVisible();
  await expect(thread.getByText("Sent", { exact: true })).toBeVisible();

  // Staff answer from the lead.
  await thread.getByLabel(`Reply by text to ${e164}`).fill("We see you. 10 minutes out.");
  await thread.getByRole("button", { name: "Send Text" }).click();
  await expect(thread.getByText("We see you. 10 minutes out.")).toBeVisible();
  await expect(thread.getByText(`From ${staff}`)).toBeVisible();
  await expect
    .poll(async () =>
      ((await (await fetch(`${providers}/texts`)).json()) as { to: string; body: string }[])
        .filter((t) => t.to === e164)
        .map((t) => t.body),
    )
    .toContain("We see you. 10 minutes out.");
  expect(await axeViolations(page)).toEqual([]);
});

test("the back office is installable: a manifest for /admin and a service worker scoped to /admin/, and no public page carries either", async ({
  page,
  request,
}) => {
  const manifest = await (await request.get("/admin/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ start_url: "/admin/dashboard", scope: "/admin/", display: "standalone" });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(["192x192", "512x512"]);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  const sw = await request.get("/admin/sw.js");
  expect(sw.status()).toBe(200);
  expect(sw.headers()["content-type"]).toContain("javascript");
  for (const path of ["/", "/quote"]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  }
});

test("on an iPhone outside the Home Screen app, the dashboard says how to get notifications instead of offering them", async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const staff = createStaff();
  await staffLogin(page.request, staff);
  await page.goto("/admin/dashboard");
  await hydrated(page);
  await expect(page.getByRole("note")).toContainText("Add to Home Screen");
  await expect(page.getByRole("note")).toContainText("iOS 16.4 or later");
  await expect(page.getByRole("button", { name: "Notify me on this device" })).toHaveCount(0);
  await context.close();
});

test("a text the provider refused shows on the Overview under Not sent, with whom and why", async ({ page }) => {
  const digits = String(Math.floor(1000 + Math.random() * 8999));
  const e164 = `+1904555${digits}`;
  await fetch(`${providers}/twilio/unsubscribed/${encodeURIComponent(e164)}`, { method: "POST" });
  const staff = createStaff();
  await staffLogin(page.request, staff);
  const resp = await page.request.post("/api/quotes", {
    data: {
      name: `Refused ${unique()}`,
      phone: `(904) 555-${digits}`,
      location: "Palm Coast, FL",
      serviceType: "Other",
      urgency: "Emergency (ASAP)",
      description: "Battery dead at the Publix.",
    },
  });
  expect(resp.status()).toBe(201);
  await expect
    .poll(async () => ((await (await page.request.get("/api/admin/undelivered")).json()) as { to: string }[]).length, {
      timeout: 5000,
    })
    .toBeGreaterThan(0);
  await page.goto("/admin/dashboard?tab=overview");
  await hydrated(page);
  const card = page.getByRole("region", { name: /Not sent/ });
  await expect(card).toBeVisible();
  const row = card.getByRole("listitem").filter({ hasText: e164 });
  await expect(row).toContainText("Text to");
  await expect(row).toContainText("21610");
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("not-sent-390.png") });
  expect(await axeViolations(page)).toEqual([]);
});
