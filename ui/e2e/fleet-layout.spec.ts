// The fleet's screens fit a phone and use a desktop (issue 37): the owner's
// fleet card, the manager's portal, the printable statement and a Net 30
// invoice's page, each at 390x844 and 1280x800, with a fleet that has
// something on every line (invoices this month and before, a partial
// payment, long PO numbers). On each: nothing wider than the viewport, no
// two controls on top of each other, and no control under a floating button
// once it is scrolled into view.
import { expect, request as newRequest, test, type Browser, type Page } from "@playwright/test";
import crypto from "node:crypto";
import { mkdirSync } from "node:fs";
import { createStaff, phone, sql, staffLogin, unique } from "./server";
import { hydrated, mailTo } from "./support";

const SHOTS = "../target/screenshots/fleets";
mkdirSync(SHOTS, { recursive: true });
const desktop = { viewport: { width: 1280, height: 800 } };
const sizes = [
  ["390x844", phone],
  ["1280x800", desktop],
] as const;

/** Whatever breaks the layout of the page as it is now, one line each (empty: nothing). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(
        el.getAttribute("aria-label") ||
        (el as HTMLElement).innerText ||
        (el as HTMLInputElement).value ||
        ""
      )
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40)}"`;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 2 && r.height > 2 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const fixed = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement)
        if (getComputedStyle(e).position === "fixed") return true;
      return false;
    };
    // Wider than the screen: the page itself, and the innermost elements that reach past it.
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width} px`);
    const past = (el: Element) => shown(el) && el.getBoundingClientRect().right > width + 1;
    for (const el of document.body.querySelectorAll("*"))
      if (past(el) && ![...el.children].some(past)) problems.push(`${name(el)} reaches past the screen's edge`);

    const controls = [
      ...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary"),
    ].filter(shown);
    const laidOut = controls.filter((c) => !fixed(c));
    const floating = controls.filter(fixed);
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
      Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    // Two controls on top of each other (one inside the other, as a link's icon, is not that).
    const boxes = laidOut.map((c) => [c, c.getBoundingClientRect()] as const);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, ra] = boxes[i];
        const [b, rb] = boxes[j];
        if (a.contains(b) || b.contains(a)) continue;
        if (overlap(ra, rb) > 4) problems.push(`${name(a)} and ${name(b)} overlap`);
      }
    // Brought into view as a hand scrolls to it, no control is under a floating one.
    for (const c of laidOut) {
      c.scrollIntoView({ block: "nearest", inline: "nearest" });
      const r = c.getBoundingClientRect();
      for (const f of floating)
        if (overlap(r, f.getBoundingClientRect()) > 4) problems.push(`${name(c)} is under ${name(f)}`);
    }
    window.scrollTo(0, 0);
    return [...new Set(problems)].slice(0, 20);
  });
}

/** An invoice's link token: hex, as the server makes them (it looks nothing else up). */
const hexToken = () => crypto.randomBytes(16).toString("hex");

/** A Net 30 fleet with something on every line of its statement, and its manager's sign-in. */
async function busyFleet() {
  const api = await newRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  await staffLogin(api, createStaff(`owner${unique()}`));
  const made = await api.post("/api/fleets", {
    data: {
      name: `Coastal Freight Lines ${unique()}`,
      billingContact: "Pat Rivera",
      billingEmail: "ap@coastal.example",
      terms: "net30",
      poRule: "before",
      approvalLimitCents: 75000,
    },
  });
  expect(made.status()).toBe(201);
  const fleet = (await made.json()) as { id: number; name: string };
  expect(
    (await api.post(`/api/fleets/${fleet.id}/units`, { data: { unitNumber: "T-104", unitType: "tractor" } })).status(),
  ).toBe(201);
  // Invoices sent over three months (one past due 45 days), one partly paid by check.
  const today = new Date();
  const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
  // Numbered next in the server's own sequence (the other tests' invoices are numbered after them).
  const rows: [string, string, string, number][] = [
    [hexToken(), daysAgo(75), daysAgo(45), 150736],
    [hexToken(), daysAgo(40), daysAgo(10), 98000],
    [hexToken(), daysAgo(2), daysAgo(-28), 123456],
  ];
  const oldest = rows[0][0];
  sql(
    rows
      .map(
        ([token, sent, due, cents], i) =>
          `INSERT INTO invoices (number, token, status, subtotal_cents, total_cents, created_by, created_at, sent_at,
             fleet_id, due_date, po_number)
           SELECT COALESCE(MAX(number), 0) + 1, '${token}', 'sent', ${cents}, ${cents}, 'owner',
             '${sent}T15:00:00.000Z', '${sent}T15:00:00.000Z', ${fleet.id}, '${due}', 'PO-2026-LONG-CARRIER-${i + 1}'
           FROM invoices;`,
      )
      .join("\n") +
      `INSERT INTO payments (invoice_id, method, amount_cents, reference, recorded_by, received_at)
         SELECT id, 'check', 30000, 'CK-5521', 'owner', '${daysAgo(1)}T12:00:00.000Z' FROM invoices WHERE token = '${oldest}';
       UPDATE invoices SET paid_cents = 30000, status = 'partly-paid' WHERE token = '${oldest}';`,
  );
  const statement = (await (await api.get(`/api/fleets/${fleet.id}/statement`)).json()) as { url: string };
  // The manager, invited and joined.
  const email = `pat.${unique()}@coastal.example`;
  expect((await api.post(`/api/fleets/${fleet.id}/managers`, { data: { email } })).status()).toBe(201);
  let mail = "";
  await expect
    .poll(async () => (mail = ((await mailTo(email)).at(-1) ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=")))
    .toContain("/fleet/join?token=");
  const token = /\/fleet\/join\?token=([0-9a-f]+)/.exec(mail)![1];
  const manager = { username: `pat_${unique()}`, password: "steer-tire-318" };
  const joined = await api.post("/api/fleet/join", { data: { token, ...manager } });
  expect(joined.status()).toBe(201);
  await api.dispose();
  return { fleet, manager, statementPath: new URL(statement.url).pathname, invoicePath: `/invoice/${oldest}` };
}

async function signedIn(
  browser: Browser,
  device: object,
  as: { owner?: string; manager?: { username: string; password: string } },
) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  if (as.owner) await staffLogin(context.request, as.owner);
  if (as.manager) expect((await context.request.post("/api/login", { data: as.manager })).status()).toBe(200);
  return page;
}

test("the fleet's pages fit a phone and a desktop: nothing too wide, no controls on top of each other or under the floating buttons", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { fleet, manager, statementPath, invoicePath } = await busyFleet();
  const owner = createStaff(`owner${unique()}`);
  const found: string[] = [];
  for (const [size, device] of sizes) {
    const pages: [string, { owner?: string; manager?: typeof manager }, string, (p: Page) => Promise<unknown>][] = [
      [
        "fleet-card",
        { owner },
        `/admin/dashboard?tab=fleets&fleet=${fleet.id}`,
        (p) => expect(p.getByRole("region", { name: "Statement" }).getByRole("table")).toBeVisible(),
      ],
      [
        "portal",
        { manager },
        "/fleet",
        (p) => expect(p.getByRole("region", { name: "Statement" }).getByText("Owed today")).toBeVisible(),
      ],
      [
        "statement",
        {},
        statementPath,
        (p) => expect(p.getByRole("heading", { name: "Statement", level: 1 })).toBeVisible(),
      ],
      ["invoice", {}, invoicePath, (p) => expect(p.getByRole("heading", { name: "Ways to pay" })).toBeVisible()],
    ];
    for (const [name, as, path, ready] of pages) {
      const page = await signedIn(browser, device, as);
      await page.goto(path);
      if (!path.startsWith("/statement/") && !path.startsWith("/invoice/")) await hydrated(page);
      await ready(page);
      await page.screenshot({ path: `${SHOTS}/layout-${name}-${size}.png`, fullPage: true });
      if (name === "fleet-card")
        await page
          .getByRole("region", { name: "Statement" })
          .screenshot({ path: `${SHOTS}/layout-${name}-statement-${size}.png` });
      found.push(...(await layoutProblems(page)).map((p) => `${name} at ${size}: ${p}`));
      await page.context().close();
    }
  }
  expect(found).toEqual([]);
});

test("the portal and the fleet card open this month to date, and last month is one press away", async ({ browser }) => {
  const { fleet, manager } = await busyFleet();
  const owner = createStaff(`owner${unique()}`);
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });
  const first = `${today.slice(0, 8)}01`;
  const [y, m] = today.split("-").map(Number);
  const before = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;

  const portal = await signedIn(browser, phone, { manager });
  await portal.goto("/fleet");
  const card = portal.getByRole("region", { name: "Statement" });
  await expect(card).toContainText(`${first} to ${today} (this month to date)`);
  await card.getByRole("button", { name: "Previous Month" }).click();
  await expect(card).toContainText(new RegExp(`${before}-01 to ${before}-\\d\\d:`));
  await expect(card.getByRole("link", { name: "Statement CSV" })).toHaveAttribute(
    "href",
    new RegExp(`from=${before}-01`),
  );
  await portal.context().close();

  const office = await signedIn(browser, desktop, { owner });
  await office.goto(`/admin/dashboard?tab=fleets&fleet=${fleet.id}`);
  const statement = office.getByRole("region", { name: "Statement" });
  await expect(statement).toContainText(`${first} to ${today}, aged on ${today}`);
  await statement.getByRole("button", { name: "Previous Month" }).click();
  await expect(statement).toContainText(new RegExp(`${before}-01 to ${before}-\\d\\d, aged on ${today}`));
  await expect(statement.getByLabel("Period from")).toHaveValue(`${before}-01`);
  await office.context().close();
});
