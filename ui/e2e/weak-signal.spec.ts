// One bar of signal: the network goes at each point where a page's load can
// break, a lead is sent while offline, the network comes back, and the lead
// must be stored exactly once with nothing more done by the driver.
import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fillBooking, fillHome, fillQuote } from "./forms";
import { firstLoadScripts, holdScripts, hydrated, lateScripts, publicRoutes } from "./support";

type LeadPage = {
  path: string;
  table: string;
  fill: (page: Page, name: string) => Promise<unknown>;
  send: (page: Page) => Promise<void>;
};

const pages: LeadPage[] = [
  {
    path: "/quote",
    table: "quote_submissions",
    fill: fillQuote,
    send: (page) => page.getByRole("button", { name: "Get My Free Quote" }).click(),
  },
  {
    path: "/bookings",
    table: "booking_submissions",
    fill: fillBooking,
    send: (page) => page.getByRole("button", { name: "Submit Booking Request" }).click(),
  },
  {
    path: "/",
    table: "quote_submissions",
    fill: fillHome,
    send: (page) =>
      page.getByRole("form", { name: "Free quote request" }).getByRole("button", { name: "Get Free Quote" }).click(),
  },
];

/** How many leads of this name the server has stored (sqlite3 reads its database beside it). */
function stored(table: string, name: string): number {
  const out = execFileSync("sqlite3", [
    "-cmd",
    ".timeout 5000",
    `${process.env.ROADSIDE_E2E_DATA_DIR}/roadside.db`,
    `SELECT count(*) FROM ${table} WHERE name = '${name.replace(/'/g, "''")}'`,
  ]);
  return Number(String(out).trim());
}

// The entry and its static imports: what every page loads first (the scripts all pages share).
const entryScripts = (): Set<string> => {
  const lists = publicRoutes.map((p) => firstLoadScripts(p));
  return new Set([...lists[0]].filter((s) => lists.every((l) => l.has(s))));
};

/** The page's own chunk and what only it imports: first-load scripts beyond the entry's. */
const pageChunks = (path: string) => {
  const entry = entryScripts();
  const first = firstLoadScripts(path);
  return (script: string) => first.has(script) && !entry.has(script);
};

/** The one chunk holding zod/mini (its objects keep the `_zod` property through minification). */
const zodChunk = (): string => {
  const found = readdirSync("dist/assets").filter(
    (f) => f.endsWith(".js") && readFileSync(`dist/assets/${f}`, "utf8").includes("_zod"),
  );
  if (found.length !== 1) throw new Error(`expected one chunk with zod/mini, found ${found.join(", ")}`);
  return `/assets/${found[0]}`;
};

const pendingCount = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("pendingLeads") ?? "[]").length as number);

/** Each way a load can break: what fails (or is held back until the network returns), and whether the app hydrates. */
const breaks: {
  name: string;
  cut: (page: Page, path: string) => Promise<() => void>;
  hydrates: boolean;
}[] = [
  {
    name: "with no script beyond what the HTML carries",
    cut: (page) => holdScripts(page, () => true, true),
    hydrates: false,
  },
  {
    name: "when the signal drops before hydration",
    // The scripts are on their way when the network goes; they arrive once it is back.
    cut: (page) => holdScripts(page, () => true),
    hydrates: false,
  },
  {
    name: "when the page's own chunk fails",
    cut: (page, path) => holdScripts(page, pageChunks(path), true),
    hydrates: false,
  },
  {
    name: "when the forms' chunk fails",
    cut: (page, path) => holdScripts(page, lateScripts(path), true),
    hydrates: true,
  },
  {
    name: "when zod/mini fails",
    cut: (page) => {
      const zod = zodChunk();
      return holdScripts(page, (script) => script === zod, true);
    },
    hydrates: true,
  },
];

for (const lead of pages) {
  test.describe(`${lead.path === "/" ? "the home page's form" : lead.path} on one bar of signal`, () => {
    for (const [i, cut] of breaks.entries()) {
      test(`${cut.name}: a lead sent offline is kept, the page says so, and it is stored once when the network returns`, async ({
        page,
        context,
      }) => {
        const name = `Weak ${lead.path.length} ${i} ${Date.now() % 1_000_000}`;
        const errors: string[] = [];
        page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
        const release = await cut.cut(page, lead.path);
        // Scripts held back also hold back the DOMContentLoaded event: wait for the markup itself.
        await page.goto(lead.path, { waitUntil: "commit" });
        await page.locator("form button[type=submit]").first().waitFor();
        if (cut.hydrates) await hydrated(page);
        else if (cut.name !== "when the signal drops before hydration") {
          // Whatever arrived has had its chance to run (and the failure to be handled).
          await page.waitForLoadState("load");
          await page.waitForTimeout(300);
        }

        // The prerendered page and its form are still there, never the "didn't load" notice.
        await expect(page.getByText("This page didn't load")).toHaveCount(0);
        await lead.fill(page, name);
        await context.setOffline(true);
        await lead.send(page);
        await expect(page.getByRole("status").filter({ hasText: "sent automatically" }).first()).toBeVisible();
        await expect(page.getByRole("status").locator('a[href="tel:+13863728412"]').first()).toBeVisible();
        expect(await pendingCount(page)).toBe(1);
        expect(stored(lead.table, name)).toBe(0);
        if (!cut.hydrates) expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

        await context.setOffline(false);
        release();
        await expect.poll(() => stored(lead.table, name), { timeout: 10_000 }).toBe(1);
        await expect.poll(() => pendingCount(page)).toBe(0);
        await expect(page.getByText("Your saved request has reached us").first()).toBeVisible();

        // Sent once: nothing more arrives, on this page or the next.
        await page.reload();
        await page.waitForLoadState("load");
        await page.waitForTimeout(2_500);
        expect(stored(lead.table, name)).toBe(1);
        expect(errors.filter((e) => e.includes("hydration"))).toEqual([]);
      });
    }
  });
}

test("a lead kept by a page that never loaded its code goes out from the next page", async ({ page, context }) => {
  const name = `Next page ${Date.now() % 1_000_000}`;
  const release = await holdScripts(page, () => true, true);
  await page.goto("/quote");
  await page.waitForLoadState("load");
  await fillQuote(page, name);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("Saved Offline")).toBeVisible();
  // The driver closes the page; later, with signal again, opens another.
  await page.goto("about:blank");
  await context.setOffline(false);
  release();
  await page.goto("/about");
  await expect.poll(() => stored("quote_submissions", name), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => pendingCount(page)).toBe(0);
});

test("on slow 3G with a 6x slower CPU, the form takes typing at first paint and nothing typed is lost at hydration", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // Lighthouse's slow 3G: 400 ms round trips, 400 kbit/s each way.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  const name = `Slow ${Date.now() % 1_000_000}`;
  await page.goto("/quote", { waitUntil: "commit" });
  // The first paint: the form's field is on screen before any script has run.
  const field = page.getByLabel("Full Name *");
  await field.waitFor();
  const hydratedAtFirstKey = await page.evaluate(() => document.documentElement.dataset.hydrated ?? null);
  expect(hydratedAtFirstKey).toBeNull();
  await field.pressSequentially(name, { delay: 30 });
  await page.getByLabel("Phone Number *").pressSequentially("(386) 555-0123", { delay: 30 });
  await page.getByLabel("Location *").selectOption("Palm Coast, FL");
  await page.getByLabel("Service Type *").selectOption("Emergency Roadside Service");
  await page.getByLabel("Urgency *").selectOption("Emergency (ASAP)");
  const description = "Flat tire on I-95 near exit 289, typed while the page was still loading.";
  await page.getByLabel("Describe What You Need *").pressSequentially(description, { delay: 10 });
  await hydrated(page);
  // Everything typed is still in the fields once the app has taken over.
  await expect(page.getByLabel("Full Name *")).toHaveValue(name);
  await expect(page.getByLabel("Phone Number *")).toHaveValue("(386) 555-0123");
  await expect(page.getByLabel("Describe What You Need *")).toHaveValue(description);
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 30_000 });
  const out = execFileSync("sqlite3", [
    "-cmd",
    ".timeout 5000",
    `${process.env.ROADSIDE_E2E_DATA_DIR}/roadside.db`,
    `SELECT phone || '|' || description FROM quote_submissions WHERE name = '${name}'`,
  ]);
  expect(String(out).trim().split("\n")).toEqual([`(386) 555-0123|${description}`]);
});
