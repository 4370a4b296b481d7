import { expect, test, type Locator, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { axeViolations, firstLoadScripts, hydrated, pauseClock } from "./support";

// The chat assistant, driven as a stranded driver would, with the leads it
// stores read back from the server's database file.

const GREETING = /What's your name\?$/;
const ASK_NAME = "I'd love to help! What's your name so I can assist you better?";
const BAD_PHONE = "I need a valid phone number to have our technician contact you. Please provide your phone number:";
const BAD_EMAIL = "Please provide a valid email address or type 'skip' to continue:";
const GPS_DENIED =
  "I couldn't get your exact location automatically. Please allow location access and try again, or " +
  "describe where you are (address, intersection, or nearby landmarks).";
const AT = { latitude: 29.5850123, longitude: -81.2078434, accuracy: 12.3 };

type Row = Record<string, string | number | null>;

/** Rows from the server's database (sqlite3 reads it beside the running server). */
function sql(query: string): Row[] {
  const out = execFileSync("sqlite3", [
    "-json",
    "-cmd",
    ".timeout 5000",
    `${process.env.ROADSIDE_E2E_DATA_DIR}/roadside.db`,
    query,
  ]).toString();
  return out.trim() ? (JSON.parse(out) as Row[]) : [];
}

const chatRows = (name: string) => sql(`SELECT * FROM chatbot_interactions WHERE customer_name = '${name}'`);
const requestRows = (name: string) => sql(`SELECT * FROM smart_analyzer_submissions WHERE name = '${name}'`);

/** A name the chat accepts (letters only) and no other test uses. */
function uniqueName(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `Sam${letters}`;
}

const launcher = (page: Page) => page.getByRole("button", { name: "Live Support chat" });
const chatWindow = (page: Page) => page.getByRole("dialog", { name: "Live Support" });
const conversation = (page: Page) => chatWindow(page).getByRole("list", { name: "Conversation" });
const messageBox = (page: Page) => chatWindow(page).getByRole("textbox", { name: "Type your message" });
const bot = (page: Page, text: string | RegExp) => conversation(page).locator(".chat-bot p").filter({ hasText: text });
const lastUser = (page: Page) => conversation(page).locator(".chat-user p").last();

/** Moves the fake clock past every pending bot message (the longest wait is 2 s after GPS, then 1 s per message). */
const later = (page: Page) => page.clock.runFor(3_500);

async function openChat(page: Page, path = "/") {
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible();
  await later(page);
  await expect(bot(page, GREETING)).toBeVisible();
}

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
  await later(page);
}

async function choose(page: Page, label: string) {
  await conversation(page).getByRole("button", { name: label, exact: true }).click();
  await later(page);
}

/** From the greeting to the phone question, the location typed. */
async function toPhone(page: Page, name: string, urgency = "Today - can wait a few hours") {
  await say(page, `hi there, I'm ${name}`);
  await choose(page, "Dead battery");
  await choose(page, "Type my address");
  await say(page, "Publix parking lot, 250 Palm Coast Pkwy");
  await choose(page, urgency);
  await expect(bot(page, "What's the best phone number for our technician to reach you?")).toBeVisible();
}

test.describe("with GPS allowed at fixed coordinates", () => {
  test.use({ geolocation: AT, permissions: ["geolocation"] });

  test("a full chat stores the lead with the coordinates to 6 decimals, then its analyzer request after it", async ({
    page,
  }) => {
    const name = uniqueName();
    const posts: { path: string; body: Record<string, unknown>; at: number }[] = [];
    const answered: Record<string, number> = {};
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === "POST" && (path === "/api/chatbot-interactions" || path === "/api/smart-analyzer"))
        posts.push({ path, body: r.postDataJSON(), at: Date.now() });
    });
    page.on("response", (r) => {
      const path = new URL(r.url()).pathname;
      if (r.request().method() === "POST") answered[path] = Date.now();
    });
    await openChat(page);
    await say(page, `hello, my name is ${name}`);
    await expect(bot(page, `Nice to meet you, ${name}!`)).toBeVisible();
    await choose(page, "Flat tire");
    await expect(bot(page, "Mobile Tire Repair service (usually $80-150)")).toBeVisible();
    await conversation(page).getByRole("button", { name: "Share my GPS location" }).click();
    const where = "29.585012, -81.207843 (accuracy 12 m)";
    await expect(bot(page, `Thanks, I have your location: ${where}.`)).toBeVisible();
    await later(page);
    await choose(page, "Emergency - stranded/unsafe");
    await expect(bot(page, /This is a priority/)).toBeVisible();
    const call = conversation(page).getByRole("link", { name: "Call Now (386) 372-8412" });
    await expect(call).toHaveAttribute("href", "tel:+13863728412");
    await expect(call).toHaveAttribute("data-call-source", "chat");
    await say(page, "(386) 555-0142");
    await say(page, `${name.toLowerCase()}@example.com`);
    await expect(bot(page, /5-10 minutes/)).toBeVisible();

    await expect.poll(() => chatRows(name)[0]?.completed, { timeout: 10_000 }).toBe(1);
    const [chat] = chatRows(name);
    expect(chat).toMatchObject({
      customer_phone: "(386) 555-0142",
      customer_email: `${name.toLowerCase()}@example.com`,
      customer_location: where,
      gps_latitude: "29.585012",
      gps_longitude: "-81.207843",
      gps_accuracy: "12",
      location_method: "gps",
      lead_quality: "hot",
      handoff_to_call: 0,
      issue_resolved: 0,
      problem: "Flat tire",
      urgency: "Emergency - stranded/unsafe",
      suggested_service: "Mobile Tire Repair",
      estimated_price: "$80-150",
    });
    const stored = JSON.parse(String(chat.conversation)) as { sender: string; text: string }[];
    expect(stored[0]).toMatchObject({ sender: "bot", text: expect.stringMatching(GREETING) });
    expect(stored.at(-1)).toMatchObject({ sender: "bot", text: expect.stringContaining("5-10 minutes") });
    expect(stored.filter((m) => m.sender === "user").map((m) => m.text)).toContain("(386) 555-0142");

    await expect.poll(() => requestRows(name)[0]?.email, { timeout: 10_000 }).toBe(`${name.toLowerCase()}@example.com`);
    const requests = requestRows(name);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      chatbot_interaction_id: chat.id,
      problem_description: "Chatbot interaction: Flat tire",
      suggested_service: "Mobile Tire Repair",
      estimated_price: "$80-150",
      urgency: "Emergency - stranded/unsafe",
      confidence: "High",
      location: where,
    });

    // The partial save at the phone step, then the end; each analyzer post after its chat post.
    await expect.poll(() => posts.length).toBe(4);
    expect(posts.map((p) => [p.path, p.body.partial ?? null])).toEqual([
      ["/api/chatbot-interactions", true],
      ["/api/smart-analyzer", null],
      ["/api/chatbot-interactions", false],
      ["/api/smart-analyzer", null],
    ]);
    const session = await page.evaluate(() => sessionStorage.getItem("rs.session"));
    expect(posts[2].body).toMatchObject({
      sessionId: session,
      handoffToCall: false,
      issueResolved: false,
      gpsLatitude: "29.585012",
      clientRef: posts[0].body.clientRef,
    });
    expect(posts.every((p) => p.body.clientRef === posts[0].body.clientRef)).toBe(true);
    expect(answered["/api/chatbot-interactions"]).toBeLessThanOrEqual(posts[3].at);
  });

  test("the bot greets after 500 ms, answers after 1 s of typing, and asks the urgency 2 s after GPS", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/quote");
    await hydrated(page);
    // From here the page's time moves only when the test moves it.
    await pauseClock(page, 1_000);
    await launcher(page).click();
    await expect(chatWindow(page)).toBeVisible();
    await expect(chatWindow(page).getByText("Live Support is typing")).toBeAttached();
    await page.clock.runFor(450);
    await expect(bot(page, GREETING)).toHaveCount(0);
    await page.clock.runFor(60);
    await expect(bot(page, GREETING)).toBeVisible();
    await expect(chatWindow(page).getByText("Live Support is typing")).toHaveCount(0);

    await messageBox(page).fill("Jo");
    await messageBox(page).press("Enter");
    await expect(lastUser(page)).toHaveText("Jo");
    await page.clock.runFor(950);
    await expect(bot(page, "Nice to meet you, Jo!")).toHaveCount(0);
    await page.clock.runFor(60);
    await expect(bot(page, "Nice to meet you, Jo!")).toBeVisible();

    await choose(page, "Out of fuel");
    // The browser answers a position request only while the page's time runs:
    // from here it runs as a real clock does, and the test times it.
    await page.clock.resume();
    await conversation(page).getByRole("button", { name: "Share my GPS location" }).click();
    await expect(bot(page, /^Thanks, I have your location/)).toBeVisible();
    const located = Date.now();
    await expect(bot(page, "Now, how urgent is this?")).toHaveCount(0);
    await expect(bot(page, "Now, how urgent is this?")).toBeVisible();
    expect(Date.now() - located).toBeGreaterThan(1_500);
    for (const urgency of [
      "Emergency - stranded/unsafe",
      "Urgent - need help within 1 hour",
      "Today - can wait a few hours",
      "Flexible - schedule for later",
    ]) {
      await expect(conversation(page).getByRole("button", { name: urgency })).toBeVisible();
    }
  });
});

test("with GPS denied the chat says so in the spec's words and takes a typed location", async ({ page, context }) => {
  await context.clearPermissions();
  const name = uniqueName();
  await openChat(page);
  await say(page, name);
  await choose(page, "Locked out");
  await conversation(page).getByRole("button", { name: "Share my GPS location" }).click();
  await expect(bot(page, GPS_DENIED)).toBeVisible();
  await say(page, "Corner of A1A and Flagler Ave");
  await expect(bot(page, "How urgent is this?")).toBeVisible();
  await choose(page, "Flexible - schedule for later");
  await say(page, "+1 386 555 0199");
  await say(page, "skip");
  await expect(bot(page, /within 30 minutes/)).toBeVisible();
  await expect.poll(() => chatRows(name)[0]?.completed, { timeout: 10_000 }).toBe(1);
  expect(chatRows(name)[0]).toMatchObject({
    customer_location: "Corner of A1A and Flagler Ave",
    location_method: "manual",
    gps_latitude: null,
    lead_quality: "warm",
    suggested_service: "Vehicle Lockout",
  });
});

test("a name, a phone and an email that do not pass are asked again; the email can be skipped", async ({ page }) => {
  const name = uniqueName();
  await openChat(page);
  for (const notAName of ["hello", "123"]) {
    await say(page, notAName);
    await expect(bot(page, ASK_NAME)).toHaveCount(notAName === "hello" ? 1 : 2);
  }
  await toPhone(page, name);
  await say(page, "555-CALL");
  await expect(bot(page, BAD_PHONE)).toBeVisible();
  await say(page, "386 555 0177");
  await expect(bot(page, /What's your email address/)).toBeVisible();
  await say(page, "sam at example");
  await expect(bot(page, BAD_EMAIL)).toBeVisible();
  await conversation(page).getByRole("button", { name: "Skip", exact: true }).click();
  await later(page);
  await expect(bot(page, `Thank you, ${name}! A technician will call you back within 30 minutes`)).toBeVisible();
  await expect.poll(() => chatRows(name)[0]?.completed, { timeout: 10_000 }).toBe(1);
  expect(chatRows(name)[0]).toMatchObject({
    customer_email: null,
    customer_phone: "386 555 0177",
    urgency: "Today - can wait a few hours",
    lead_quality: "warm",
  });
  await expect.poll(() => requestRows(name)[0]?.urgency, { timeout: 10_000 }).toBe("Today - can wait a few hours");

  // After the end: wait for the call, or ask another question (a canned answer, then back to the location).
  await choose(page, "I'll wait for your call");
  await expect(bot(page, "Our team will contact you at 386 555 0177 shortly")).toBeVisible();
  await choose(page, "Ask another question");
  await say(page, "How much does it cost?");
  await expect(bot(page, /^Typical prices: Mobile Tire Repair \$80-150, Jump Start Service \$50-80/)).toBeVisible();
  await expect(bot(page, /^Where is your vehicle right now\?$/)).toBeVisible();
});

test("the chat so far is stored once a phone number is given, even if the page is closed right after", async ({
  page,
}) => {
  const name = uniqueName();
  await openChat(page);
  await toPhone(page, name, "Urgent - need help within 1 hour");
  const saved = page.waitForRequest((r) => r.url().endsWith("/api/chatbot-interactions") && r.method() === "POST");
  await messageBox(page).fill("(904) 555-0123");
  await messageBox(page).press("Enter");
  await saved;
  await page.close();
  await expect.poll(() => chatRows(name).length, { timeout: 10_000 }).toBe(1);
  expect(chatRows(name)[0]).toMatchObject({
    completed: 0,
    customer_phone: "(904) 555-0123",
    lead_quality: "hot",
    problem: "Dead battery",
  });
  const stored = JSON.parse(String(chatRows(name)[0].conversation)) as { text: string }[];
  expect(stored.at(-1)?.text).toBe("(904) 555-0123");
});

test("the conversation survives a reload of the page and ends in the same one lead", async ({ page }) => {
  const name = uniqueName();
  await openChat(page);
  await toPhone(page, name);
  await say(page, "(904) 555-0123");
  await expect.poll(() => chatRows(name).length, { timeout: 10_000 }).toBe(1);
  await page.reload();
  await hydrated(page);
  await launcher(page).click();
  // Everything said so far is there, and the chat goes on from the email question.
  await expect(
    conversation(page)
      .locator(".chat-user p")
      .filter({ hasText: `hi there, I'm ${name}` }),
  ).toBeVisible();
  await expect(lastUser(page)).toHaveText("(904) 555-0123");
  await say(page, "skip");
  await expect.poll(() => chatRows(name).map((r) => r.completed), { timeout: 10_000 }).toEqual([1]);
  expect(requestRows(name)).toHaveLength(1);
});

test(
  "a chat finished offline is kept and sent once, the analyzer request after its chat, when the network " + "returns",
  async ({ page, context }) => {
    const name = uniqueName();
    const created: string[] = [];
    page.on(
      "response",
      (r) =>
        r.request().method() === "POST" &&
        /chatbot-interactions|smart-analyzer/.test(r.url()) &&
        created.push(`${new URL(r.url()).pathname} ${r.status()}`),
    );
    await openChat(page);
    await toPhone(page, name);
    await context.setOffline(true);
    await say(page, "386-555-0111");
    await say(page, "skip");
    await expect(bot(page, /within 30 minutes/)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          JSON.parse(localStorage.getItem("pendingLeads") ?? "[]").map((p: { endpoint: string }) => p.endpoint),
        ),
      )
      .toEqual(["/api/chatbot-interactions", "/api/smart-analyzer"]);
    expect(created).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => created).toEqual(["/api/chatbot-interactions 201", "/api/smart-analyzer 201"]);
    expect(chatRows(name)).toMatchObject([{ completed: 1, customer_email: null }]);
    expect(requestRows(name)).toMatchObject([{ chatbot_interaction_id: chatRows(name)[0].id }]);
    await page.clock.runFor(300_000);
    expect(created).toHaveLength(2);
  },
);

test("Enter sends, Send is disabled while the message is blank, and blank messages are ignored", async ({ page }) => {
  await openChat(page);
  const send = chatWindow(page).getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await messageBox(page).fill("   ");
  await expect(send).toBeDisabled();
  await messageBox(page).press("Enter");
  await later(page);
  await expect(conversation(page).locator(".chat-user")).toHaveCount(0);
  await messageBox(page).fill("Riley");
  await expect(send).toBeEnabled();
  await send.click();
  await expect(lastUser(page)).toHaveText("Riley");
  await expect(messageBox(page)).toHaveValue("");
});

test("the quick buttons call, price, give the response time and share the location", async ({ page }) => {
  await openChat(page);
  const quick = (name: string) => chatWindow(page).locator(".chat-quick").getByRole("button", { name });
  const call = chatWindow(page).locator(".chat-quick").getByRole("link", { name: "Call Now" });
  await expect(call).toHaveAttribute("href", "tel:+13863728412");
  await expect(call).toHaveAttribute("data-call-source", "chat");
  await quick("Pricing").click();
  await later(page);
  await expect(bot(page, /^Typical prices:/)).toBeVisible();
  await quick("Response Time").click();
  await later(page);
  await expect(bot(page, "Our average response is 15 minutes, 15-30 minutes typical")).toBeVisible();
  await quick("Share Location").click();
  await expect(bot(page, GPS_DENIED)).toBeVisible();
});

for (const path of ["/admin", "/admin/dashboard", "/login", "/register", "/dashboard"]) {
  test(`there is no chat on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator(".chat-launcher")).toHaveCount(0);
  });
}

test(
  "the launcher is on every kind of public page, and the window's code is fetched only on the way to " + "opening it",
  async ({ page }) => {
    // The chunk that holds the window (and the conversation's texts).
    const windowChunk = readdirSync("dist/assets").find(
      (f) => f.endsWith(".js") && readFileSync(`dist/assets/${f}`, "utf8").includes("Share my GPS location"),
    );
    expect(windowChunk).toBeTruthy();
    for (const path of ["/", "/quote", "/locations/palm-coast", "/mobile-tire-repair-near-me"]) {
      expect([...firstLoadScripts(path)]).not.toContain(`/assets/${windowChunk}`);
    }
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
    for (const path of ["/locations/palm-coast", "/"]) {
      await page.goto(path);
      await hydrated(page);
      await expect(launcher(page)).toBeVisible();
    }
    await page.waitForLoadState("networkidle");
    expect(fetched).not.toContain(`/assets/${windowChunk}`);
    await launcher(page).hover();
    await expect.poll(() => fetched).toContain(`/assets/${windowChunk}`);
  },
);

test.describe("at 1280x800", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test("the window is dragged by its title bar and stays inside the viewport, also after a resize", async ({
    page,
  }) => {
    await openChat(page);
    const win = chatWindow(page);
    const title = win.getByRole("heading", { name: "Live Support" });
    const drag = async (to: { x: number; y: number }) => {
      const from = (await title.boundingBox())!;
      await page.mouse.move(from.x + 5, from.y + 5);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2);
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
    };
    const before = (await win.boundingBox())!;
    await drag({ x: 640, y: 300 });
    const moved = (await win.boundingBox())!;
    expect(moved.x).toBeGreaterThan(before.x + 300);

    await drag({ x: -400, y: -400 });
    expect(await win.boundingBox()).toMatchObject({ x: 0, y: 0 });

    await drag({ x: 5000, y: 5000 });
    let box = (await win.boundingBox())!;
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.round(box.x + box.width)).toBe(width);
    expect(Math.round(box.y + box.height)).toBe(800);

    // A finger drags it too (touch events become pointer events).
    const cdp = await page.context().newCDPSession(page);
    const start = (await title.boundingBox())!;
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y) }],
      });
    await touch("touchStart", start.x + 5, start.y + 5);
    for (const step of [1, 2, 3, 4]) await touch("touchMove", start.x + 5 - step * 100, start.y + 5 - step * 50);
    await touch("touchEnd", 0, 0);
    const touched = (await win.boundingBox())!;
    expect(Math.round(touched.x)).toBe(Math.round(box.x) - 400);
    expect(Math.round(touched.y)).toBe(Math.round(box.y) - 200);

    await page.setViewportSize({ width: 1000, height: 640 });
    await expect
      .poll(async () => (await win.boundingBox())!.y + (await win.boundingBox())!.height)
      .toBeLessThanOrEqual(640);
    box = (await win.boundingBox())!;
    const narrower = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box.x + box.width).toBeLessThanOrEqual(narrower);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
  });

  test("the window moves with the arrow keys from its move handle and stays inside the viewport", async ({ page }) => {
    await openChat(page);
    const win = chatWindow(page);
    const handle = win.getByRole("button", { name: "Move chat (arrow keys)" });
    const before = (await win.boundingBox())!;
    await handle.focus();
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp"]) await page.keyboard.press(key);
    const moved = (await win.boundingBox())!;
    expect(Math.round(moved.x)).toBe(Math.round(before.x) + 60);
    expect(Math.round(moved.y)).toBe(Math.round(before.y) - 40);
    for (let i = 0; i < 20; i++) await page.keyboard.press("Shift+ArrowRight");
    const box = (await win.boundingBox())!;
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.round(box.x + box.width)).toBe(width);
    await expect(handle).toBeFocused();
  });

  test("the window maximizes and comes back to its size", async ({ page }) => {
    await openChat(page);
    const win = chatWindow(page);
    const small = (await win.boundingBox())!;
    await win.getByRole("button", { name: "Maximize chat" }).click();
    const big = (await win.boundingBox())!;
    expect(big.width).toBeGreaterThan(1200);
    expect(big.height).toBeGreaterThan(760);
    await win.getByRole("button", { name: "Restore chat size" }).click();
    expect(await win.boundingBox()).toEqual(small);
  });
});

test.describe("at 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the window fills the screen and has no maximize button", async ({ page }) => {
    await openChat(page);
    expect(await chatWindow(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expect(chatWindow(page).getByRole("button", { name: "Maximize chat" })).toHaveCount(0);
    await expect(chatWindow(page).getByRole("button", { name: "Close chat" })).toBeVisible();
    await expect(messageBox(page)).toBeInViewport();
  });
});

/** Presses `key` until the focused element is `target` (at most `max` times). */
async function tabTo(page: Page, target: Locator, key = "Tab", max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`never reached ${target} with ${key}`);
}

test("the chat works from the keyboard alone, and Escape closes it with focus back on the launcher", async ({
  page,
}) => {
  const name = uniqueName();
  await page.clock.install();
  await page.goto("/about");
  await hydrated(page);
  await tabTo(page, launcher(page));
  await page.keyboard.press("Enter");
  await expect(messageBox(page)).toBeFocused();
  await later(page);
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await later(page);
  // The options come before the input: back through the quick buttons to them.
  const option = conversation(page).getByRole("button", { name: "Won't start" });
  await tabTo(page, option, "Shift+Tab");
  await page.keyboard.press("Enter");
  await later(page);
  await expect(bot(page, "Engine Diagnostics service (usually $90-180)")).toBeVisible();
  await tabTo(page, chatWindow(page).getByRole("button", { name: "Maximize chat" }), "Shift+Tab");
  await page.keyboard.press("Enter");
  await tabTo(page, chatWindow(page).getByRole("button", { name: "Close chat" }));
  await page.keyboard.press("Enter");
  await expect(chatWindow(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();

  // Reopened: the conversation is where it was; Escape closes it.
  await page.keyboard.press("Enter");
  await expect(bot(page, /Where is your vehicle right now\?$/)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chatWindow(page)).toHaveCount(0);
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
});

test("new bot messages are announced through a polite live region", async ({ page }) => {
  await openChat(page);
  const region = chatWindow(page).locator('[aria-live="polite"]');
  await expect(region).toContainText("What's your name?");
  await say(page, "Dana");
  await expect(region).toContainText("Nice to meet you, Dana!");
  // The driver's own words are not read back.
  await say(page, "Rear axle grinding noise");
  await expect(region).toContainText("General Roadside Assistance service");
  await expect(region).not.toContainText("grinding");
});

for (const theme of ["light", "dark"]) {
  test(`the open chat passes an accessibility check in ${theme} mode`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await openChat(page);
    await say(page, "Dana");
    await expect(conversation(page).getByRole("button", { name: "Flat tire" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
