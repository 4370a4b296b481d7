import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import crypto from "node:crypto";
import twilio from "twilio";
import { axeViolations, bannersSeen, hydrated, recordBanners, tabTo } from "./support";
import { createStaff, phone, signIn, unique } from "./server";

// Calls to the business number (docs/product.md#calls, issue 27), as the
// people in them meet them: the owner sets who is on call in Settings by
// keyboard alone; a call comes in and nobody answers, so the owner's open
// dashboard shows the missed call's lead live with the text that went to the
// caller; the caller opens the text's link on their phone and shares where
// they are, and the lead shows it. Twilio's side is the test: it posts the
// voice webhooks the server's TwiML asks for, signed as Twilio signs them
// (its own helper library), and the texts go to e2e/providers.mjs.

const providers = `http://127.0.0.1:${process.env.E2E_PROVIDERS_PORT}`;
// The server's base_url (set by playwright.config.ts): Twilio signs its webhooks over it.
const SIGNED_BASE = process.env.E2E_BASE_URL!;
// e2e/server.toml's [sms] account and number, and its [voice].
const AUTH_TOKEN = "e2e-auth-token";
const ACCOUNT_SID = "AC00000000000000000000000000000e2e";
const BUSINESS_NUMBER = "+13865550100";
const RING_SECONDS = "15";
const GREETING = "Sorry we missed your call. We are texting you a link to tell us where you are.";
// Where the caller's phone says it is: Palm Coast, by the Town Center.
const CALLER_AT = { latitude: 29.5851, longitude: -81.2073, accuracy: 12 };
const GPS_LOCATION = "29.58510, -81.20730 (GPS, within 12 m)";

/** A number of its own for each run: the server texts a number once in 30 minutes and joins its open lead. */
function callerNumber() {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  return { e164: `+1321555${digits}`, display: `(321) 555-${digits}` };
}

/** Posts a voice webhook as Twilio does: form-encoded, X-Twilio-Signature over the full URL and the params. */
async function twilioPost(request: APIRequestContext, url: string, params: Record<string, string>) {
  const full = url.startsWith("http") ? url : `${SIGNED_BASE}${url}`;
  const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, full, params);
  expect(twilio.validateRequest(AUTH_TOKEN, signature, full, params)).toBe(true);
  return request.post(full, { form: params, headers: { "X-Twilio-Signature": signature } });
}

/** What Twilio posts with every voice webhook of one inbound call. */
const callParams = (sid: string, from: string, status: string) => ({
  AccountSid: ACCOUNT_SID,
  ApiVersion: "2010-04-01",
  CallSid: sid,
  CallStatus: status,
  Called: BUSINESS_NUMBER,
  Caller: from,
  Direction: "inbound",
  From: from,
  To: BUSINESS_NUMBER,
});

const unescapeXml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The `<Dial>` of a TwiML answer: whom it rings, for how long, and the URLs Twilio calls next. */
async function dialOf(answer: APIResponse) {
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/xml");
  const xml = await answer.text();
  const dial = /<Dial\b([^>]*)>\s*<Number\b([^>]*)>([^<]*)<\/Number>\s*<\/Dial>/.exec(xml);
  if (!dial) throw new Error(`no <Dial><Number> in ${xml}`);
  const attr = (attrs: string, name: string) => unescapeXml(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? "");
  return {
    timeout: attr(dial[1], "timeout"),
    callerId: attr(dial[1], "callerId"),
    action: attr(dial[1], "action"),
    whisper: attr(dial[2], "url"),
    number: unescapeXml(dial[3].trim()),
  };
}

/** The texts the Twilio stand-in took for `to`, oldest first. */
async function textsTo(to: string): Promise<string[]> {
  const texts = (await (await fetch(`${providers}/texts`)).json()) as { to: string; body: string }[];
  return texts.filter((t) => t.to === to).map((t) => t.body);
}

/** The call requests the Twilio stand-in took, oldest first. */
async function callRequests(): Promise<{ sid: string; form: Record<string, string> }[]> {
  return (await (await fetch(`${providers}/calls`)).json()) as { sid: string; form: Record<string, string> }[];
}

/** Screenshots go with the test's results (test-results/), for a person to look at. */
const shot = (name: string) => test.info().outputPath(name);

// The on-call order is the server's one: the tests that set it and ring it run in turn, in one worker.
test.describe.serial("a call nobody answers", () => {
  const u = unique();
  const ownerName = `Rosa${u} Vega`;
  const techName = `Dev${u} Patel`;
  const ownerPhone = { typed: "(386) 555-0161", e164: "+13865550161" };
  const techPhone = { typed: "386-555-0162", e164: "+13865550162" };
  const caller = callerNumber();
  const callerName = `Caller ${caller.display}`;
  let owner: BrowserContext;
  let page: Page;
  let ids: { owner: number; tech: number };
  let lead = 0;
  let link = "";

  test.beforeAll(async ({ browser }) => {
    const ownerUser = createStaff(`owner${u}`, ["--name", ownerName]);
    createStaff(`tech${u}`, ["--role", "technician", "--name", techName]);
    owner = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await owner.newPage();
    await signIn(page, ownerUser);
    // Whoever an earlier run of this file put in the order is taken out: the test starts from nobody.
    expect((await page.request.put("/api/voice/on-call", { data: { people: [] } })).status()).toBe(200);
    const people = (await (await page.request.get("/api/voice/on-call")).json()).people as {
      userId: number;
      username: string;
    }[];
    const id = (username: string) => people.find((p) => p.username === username)!.userId;
    ids = { owner: id(`owner${u}`), tech: id(`tech${u}`) };
  });

  test.afterAll(async () => {
    await owner.close();
  });

  test("the owner puts themself and a technician on call from Settings with the keyboard alone", async () => {
    await page.goto("/admin/dashboard?tab=settings");
    await hydrated(page);
    const section = page.getByRole("region", { name: "Who is on call" });
    await expect(section.getByTestId("rings-now")).toContainText("Rings now:");
    await expect(section).toContainText(`rings these people in this order, ${RING_SECONDS} s each`);
    const add = section.getByLabel("Add to the order");

    for (const [name, number] of [
      [ownerName, ownerPhone.typed],
      [techName, techPhone.typed],
    ]) {
      // Chosen by typing the name on the list, then Add: the focus lands on the new row's phone.
      const first = name.split(" ")[0];
      await expect(add.locator("option", { hasText: first })).toBeAttached();
      await tabTo(page, add);
      await page.keyboard.type(first);
      await expect(add.locator("option:checked")).toContainText(first);
      await page.keyboard.press("Tab");
      await expect(section.getByRole("button", { name: "Add", exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      const row = section.getByRole("group", { name });
      await expect(row.getByLabel("Phone")).toBeFocused();
      await page.keyboard.type(number);
      await page.keyboard.press("Tab");
      const mode = row.getByLabel("On call");
      await expect(mode).toBeFocused();
      await page.keyboard.type("Always");
      await expect(mode).toHaveValue("always");
    }
    await expect(section.getByText("Not saved yet: Rings now is the saved order.")).toBeVisible();

    await tabTo(page, section.getByRole("button", { name: "Save" }));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("toast").first()).toContainText("On-call order saved");
    await expect(section.getByTestId("rings-now")).toHaveText(`Rings now: ${ownerName}, then ${techName}.`);
    await expect(section.getByText("Not saved yet")).toHaveCount(0);
    await expect(section.getByRole("group", { name: ownerName })).toContainText("On call now");
    await expect(section.getByRole("group", { name: techName })).toContainText("On call now");

    // The server keeps both numbers as Twilio dials them.
    const saved = await (await page.request.get("/api/voice/on-call")).json();
    expect(saved).toMatchObject({ enabled: true, ringSeconds: Number(RING_SECONDS), ringsNow: [ids.owner, ids.tech] });
    expect(saved.webhookUrl).toBe(`${SIGNED_BASE}/api/voice/inbound`);
    expect(saved.people.slice(0, 2)).toMatchObject([
      { userId: ids.owner, position: 0, phone: ownerPhone.e164, mode: "always" },
      { userId: ids.tech, position: 1, phone: techPhone.e164, mode: "always" },
    ]);

    expect(await axeViolations(page, "section.oncall")).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: shot("calls-settings-1280x800.png") });
  });

  test("a call rings both in turn; unanswered, its lead, its missed call and the text to the caller show live on the dashboard", async ({
    request,
  }) => {
    await page.goto("/admin/dashboard?tab=leads");
    await hydrated(page);
    await expect(page.locator(".live-dot")).toHaveText("Live");
    // Set on this page: still there at the end, the page was never reloaded.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await recordBanners(page);

    const sid = `CA${crypto.randomBytes(16).toString("hex")}`;
    const ringing = callParams(sid, caller.e164, "ringing");
    const first = await dialOf(await twilioPost(request, "/api/voice/inbound", ringing));
    expect(first).toMatchObject({ timeout: RING_SECONDS, callerId: caller.e164, number: ownerPhone.e164 });
    expect(first.action).toMatch(new RegExp(`^${SIGNED_BASE}/api/voice/dial\\?call=\\d+&step=0$`));
    expect(first.whisper).toMatch(new RegExp(`^${SIGNED_BASE}/api/voice/whisper\\?call=\\d+&step=0$`));

    // The owner does not answer: Twilio asks the Dial's action what next, and the technician is rung.
    const noAnswer = {
      ...callParams(sid, caller.e164, "in-progress"),
      DialCallSid: `CA${crypto.randomBytes(16).toString("hex")}`,
      DialCallStatus: "no-answer",
    };
    const second = await dialOf(await twilioPost(request, first.action, noAnswer));
    expect(second).toMatchObject({ timeout: RING_SECONDS, callerId: caller.e164, number: techPhone.e164 });
    expect(second.action).toMatch(/step=1$/);

    // Nor does the technician: the caller hears the greeting, and the call ends.
    const last = await twilioPost(request, second.action, {
      ...noAnswer,
      DialCallSid: `CA${crypto.randomBytes(16).toString("hex")}`,
    });
    expect(last.status()).toBe(200);
    expect(await last.text()).toContain(`<Response><Say>${GREETING}</Say><Hangup/></Response>`);
    const ended = await twilioPost(request, "/api/voice/status", {
      ...callParams(sid, caller.e164, "completed"),
      CallDuration: "31",
    });
    expect(ended.status()).toBe(204);

    // The caller is texted the page's link, once.
    await expect.poll(() => textsTo(caller.e164)).toHaveLength(1);
    const [text] = await textsTo(caller.e164);
    expect(text).toContain("sorry we missed your call");
    link = new RegExp(`${SIGNED_BASE}/call/[A-Za-z0-9_-]{16,64}`).exec(text)?.[0] ?? "";
    expect(link, text).not.toBe("");

    // The owner's dashboard hears of it without a reload.
    await expect.poll(() => bannersSeen(page)).toContainEqual(expect.stringContaining(callerName));
    const card = page.locator("li.lead-card", { has: page.getByRole("heading", { name: callerName, exact: true }) });
    await expect(card).toBeVisible();
    lead = Number((await card.getAttribute("id"))?.replace("lead-quote-", ""));
    expect(lead).toBeGreaterThan(0);
    await expect(card.locator(".badge-call")).toHaveText("Missed call");
    await expect(card.locator(".lead-service")).toContainText("Missed call");
    // The number as people read it, ready to call back.
    await expect(card.getByRole("link", { name: `Call ${caller.display}` })).toHaveAttribute(
      "href",
      new RegExp(`^tel:(\\+1)?${caller.e164.slice(2)}$`),
    );
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Its thread: the missed call and the text that went out.
    const thread = card.locator("details.thread");
    await thread.locator("summary").click();
    await expect(thread.locator("summary")).toHaveText("Texts and calls (2)");
    const entries = thread.getByRole("list", { name: "Texts and calls with this customer" }).getByRole("listitem");
    await expect(entries).toHaveCount(2);
    const call = entries.filter({ has: page.locator(".call-status") });
    await expect(call.locator(".call-status")).toHaveText(/^Missed call · rang \d+ s$/);
    await expect(call).toContainText("Incoming call");
    await expect(entries.filter({ hasText: link })).toContainText("sorry we missed your call");
    await expect(thread.getByLabel(`Reply by text to ${caller.e164}`)).toBeVisible();

    // A second status for the same call (Twilio may send more than one) changes nothing.
    expect((await twilioPost(request, "/api/voice/status", callParams(sid, caller.e164, "completed"))).status()).toBe(
      204,
    );
    expect(await textsTo(caller.e164)).toHaveLength(1);

    // The owner calls back through the business number: their own phone rings first.
    await card.getByRole("button", { name: "Call via business line" }).click();
    await expect(page.getByTestId("toast").first()).toContainText("Calling you first");
    await expect.poll(async () => (await callRequests()).filter((c) => c.form.To === ownerPhone.e164)).toHaveLength(1);
    const placed = (await callRequests()).find((c) => c.form.To === ownerPhone.e164)!;
    expect(placed.form).toMatchObject({
      From: BUSINESS_NUMBER,
      Method: "POST",
      StatusCallback: `${SIGNED_BASE}/api/voice/status`,
    });
    expect(placed.form.Url).toMatch(new RegExp(`^${SIGNED_BASE}/api/voice/connect\\?call=\\d+$`));
    // The owner answers: Twilio fetches the Url, which dials the caller with the business number showing.
    const connect = await dialOf(
      await twilioPost(request, placed.form.Url, {
        ...callParams(placed.sid, ownerPhone.e164, "in-progress"),
        Direction: "outbound-api",
      }),
    );
    expect(connect).toMatchObject({ callerId: BUSINESS_NUMBER, number: caller.e164 });
    await twilioPost(request, connect.action, {
      ...callParams(placed.sid, ownerPhone.e164, "in-progress"),
      DialCallStatus: "completed",
      DialCallDuration: "64",
    });
    await page.reload();
    await hydrated(page);
    const again = page.locator(`#lead-quote-${lead}`);
    await again.locator("details.thread summary").click();
    await expect(again.locator(".call-status").filter({ hasText: "1 min 4 s" })).toBeVisible();
  });

  test("the caller opens the link on their phone and shares where they are; the lead shows the GPS position and their words", async ({
    browser,
  }) => {
    expect(link, "the call before left a link").not.toBe("");
    // Without JavaScript the page is whole: the text box and Send, and no location button that could not work.
    const plain = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(new URL(link).pathname);
    await expect(noScript.getByLabel("What happened, and where are you?")).toBeVisible();
    await expect(noScript.getByRole("button", { name: "Send" })).toBeVisible();
    await expect(noScript.getByRole("button", { name: "Share my location" })).toBeHidden();
    await plain.close();

    const caller = await browser.newContext({ ...phone, geolocation: CALLER_AT, permissions: ["geolocation"] });
    const driver = await caller.newPage();
    await driver.goto(new URL(link).pathname);
    await expect(driver.getByRole("heading", { level: 1 })).toHaveText("Sorry we missed your call");
    const share = driver.getByRole("button", { name: "Share my location" });
    await share.tap();
    await expect(driver.getByRole("status").filter({ hasText: "Location added" })).toHaveText(
      "Location added (within 12 m). Tap Send.",
    );
    await expect(driver.locator("#cb-latitude")).toHaveValue("29.585100");
    await expect(driver.locator("#cb-longitude")).toHaveValue("-81.207300");
    const words = "Front tire blew out, white Camry on the shoulder by the Walgreens.";
    await driver.getByLabel("What happened, and where are you?").fill(words);
    expect(await axeViolations(driver)).toEqual([]);
    await driver.screenshot({ path: shot("calls-page-390x844.png"), fullPage: true });
    await driver.getByRole("button", { name: "Send" }).tap();
    await expect(driver.getByRole("heading", { level: 1 }).first()).toHaveText("Thank you, we got it");
    await expect(driver).toHaveURL(/\?sent=1$/);
    await driver.screenshot({ path: shot("calls-page-sent-390x844.png"), fullPage: true });
    await caller.close();

    // The owner's dashboard, still open on the lead, follows.
    const card = page.locator(`#lead-quote-${lead}`);
    await expect(card.locator(".lead-facts")).toContainText(GPS_LOCATION);
    await expect(card.locator(".lead-text")).toContainText(words);
    const thread = card.locator("details.thread");
    await expect(thread.getByText(`From the missed-call page: Location ${GPS_LOCATION}. “${words}”`)).toBeVisible();
    expect(await axeViolations(page, `#lead-quote-${lead}`)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: shot("calls-lead-1280x800.png") });
    await page.screenshot({ path: shot("calls-dashboard-1280x800.png") });
  });
});

test("every voice webhook refuses a request without Twilio's valid signature", async ({ request }) => {
  const params = callParams(`CA${crypto.randomBytes(16).toString("hex")}`, callerNumber().e164, "ringing");
  for (const path of [
    "/api/voice/inbound",
    "/api/voice/dial?call=1&step=0",
    "/api/voice/whisper?call=1&step=0",
    "/api/voice/status",
  ]) {
    const url = `${SIGNED_BASE}${path}`;
    const unsigned = await request.post(path, { form: params });
    expect(unsigned.status(), `${path} unsigned`).toBe(403);
    const otherToken = twilio.getExpectedTwilioSignature("not-the-auth-token", url, params);
    const forged = await request.post(path, { form: params, headers: { "X-Twilio-Signature": otherToken } });
    expect(forged.status(), `${path} signed with another token`).toBe(403);
    // Signed right, then changed on the way.
    const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, params);
    const changed = await request.post(path, {
      form: { ...params, From: "+13865550199" },
      headers: { "X-Twilio-Signature": signature },
    });
    expect(changed.status(), `${path} with a changed param`).toBe(403);
  }
});
