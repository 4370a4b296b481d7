// A fleet job's estimate (issue 40, docs/product.md#estimates): the owner
// writes it on the job card, where "as usual" asks nothing by card of a
// fleet on terms; changes the draft before sending it; sends it to the
// fleet's approver, who has it by text with a link of their own, never the
// driver. The approver, on a phone, must give the PO the fleet wants before
// work; the job card then says who approved, by which link, and the PO.
import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { createStaff, phone, signIn, staffLogin, unique } from "./server";
import { axeViolations, fleetJob, hydrated, joinedManager } from "./support";

const providers = `http://127.0.0.1:${process.env.E2E_PROVIDERS_PORT}`;
const shots = process.env.ESTIMATE_SHOTS ?? "/tmp/shots";

test("a fleet job's estimate, changed as a draft, goes to the fleet's approver, who approves it on a phone with the PO", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  const owner = createStaff(`owner${unique()}`);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const fleetName = `Gator Freight ${unique()}`;
  const digits = String(1000 + Math.floor(Math.random() * 8999));
  const { job, driver: driverName } = await fleetJob(
    api,
    {
      name: fleetName,
      billingContact: "Pat Rivera",
      billingEmail: "ap@gator.example",
      terms: "net30",
      poRule: "before",
    },
    { name: "Dana Dispatch", phone: `(904) 555-${digits}` },
    `(904) 555-${digits}`,
  );

  // The owner, at a desk: a new estimate on the job card.
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await office.newPage();
  await signIn(page, owner);
  await page.goto("/admin/dashboard?tab=jobs");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Job #${job.id}: ${driverName}` }) });
  await card.getByRole("button", { name: "New estimate" }).click();
  const editor = card.getByRole("form", { name: `New estimate for job ${job.id}` });
  await expect(editor.getByLabel("As usual: nothing at approval (the fleet pays by its invoice)")).toBeChecked();
  await expect(editor.getByLabel("Card hold of the total", { exact: true })).toBeDisabled();
  await expect(editor.getByText(`${fleetName} is on terms: it pays by its invoice`)).toBeVisible();
  const option = editor.getByRole("group", { name: "Option 1" });
  await option.getByLabel("Title").fill("Steer tire");
  await option.getByRole("button", { name: "Add a free line" }).click();
  await option.getByLabel("Description").fill("Steer tire 295/75R22.5");
  await option.getByLabel("Unit price ($)").fill("620");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/estimates") && r.request().method() === "POST");
  await editor.getByRole("button", { name: "Save estimate" }).click();
  const estimate = (await (await saved).json()) as { id: number; number: string; payment: string };
  expect(estimate.payment).toBe("none");

  // Saved, the draft is in the card's list; written again before it is sent: a second line.
  await expect(editor).toBeHidden();
  const shown = card.getByRole("article", { name: new RegExp(estimate.number) });
  await expect(shown.locator(".badge", { hasText: "Draft" })).toBeVisible();
  await shown.getByRole("button", { name: `Edit ${estimate.number}` }).click();
  const redraft = card.getByRole("form", { name: `Draft ${estimate.number}` });
  await expect(redraft.getByLabel("Title")).toHaveValue("Steer tire");
  await redraft.getByRole("button", { name: "Add a free line" }).click();
  await redraft.getByLabel("Description").nth(1).fill("Road call and labor");
  await redraft.getByLabel("Unit price ($)").nth(1).fill("280");
  const changed = page.waitForResponse((r) => r.url().endsWith(`/api/estimates/${estimate.id}`));
  await redraft.getByRole("button", { name: `Save ${estimate.number}` }).click();
  expect((await changed).status()).toBe(200);
  await expect(redraft).toBeHidden();
  await expect(shown.locator(".estimate-option")).toContainText("$900.00");
  await shown.getByRole("button", { name: `Send ${estimate.number}` }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Dana Dispatch has a link of their own" })).toBeVisible();
  await expect(shown).toContainText("Sent to the fleet's approvers: Dana Dispatch");
  await expect(shown.getByRole("button", { name: `Copy the link to ${estimate.number}` })).toHaveCount(0);

  // Dana's text carries her own link.
  const e164 = `+1904555${digits}`;
  let link = "";
  await expect
    .poll(async () => {
      const texts: { to: string; body: string }[] = await (await fetch(`${providers}/texts`)).json();
      const text = texts.find((t) => t.to === e164 && t.body.includes(estimate.number));
      link = text?.body.match(/https?:\/\/\S+/)?.[0] ?? "";
      return text?.body ?? "";
    })
    .toContain(`${fleetName} work: $900.00`);

  // Dana, on a 390 x 844 phone: the PO before she may approve.
  const approver = await browser.newContext(phone);
  const phonePage = await approver.newPage();
  await phonePage.goto(new URL(link).pathname);
  await expect(phonePage.getByText(`For ${fleetName}, asked of Dana Dispatch`)).toBeVisible();
  expect(await axeViolations(phonePage)).toEqual([]);
  await phonePage.getByLabel("Your name").fill("Dana Dispatch");
  // The browser's own check is left aside, so the server's answer is what is seen.
  await phonePage.locator("form").evaluate((f) => f.setAttribute("novalidate", ""));
  await phonePage.getByRole("button", { name: "Approve" }).click();
  await expect(phonePage.getByRole("alert")).toHaveText("Type your purchase order number to approve.");
  await expect(phonePage.getByLabel("Your name")).toHaveValue("Dana Dispatch");
  await phonePage.getByLabel("Purchase order number").fill("PO-4471");
  await phonePage.screenshot({ path: `${shots}/fleet-estimate-390x844.png`, fullPage: true });
  await phonePage.getByRole("button", { name: "Approve" }).click();
  await expect(phonePage.getByRole("status")).toContainText("Approved: Steer tire for $900.00 by Dana Dispatch");
  await expect(phonePage.getByRole("status")).toContainText("PO PO-4471.");

  // The job card says who approved, through whose link, and the PO.
  await expect(shown.locator(".badge", { hasText: "Approved" })).toBeVisible();
  await expect(shown).toContainText("Approved by Dana Dispatch · via Dana Dispatch (approver's link)");
  await expect(shown).toContainText("PO PO-4471");
  await shown.screenshot({ path: `${shots}/fleet-estimate-job-card.png` });

  // A draft not wanted is deleted, once confirmed; a sent one has no Delete.
  await expect(shown.getByRole("button", { name: `Delete ${estimate.number}` })).toHaveCount(0);
  await card.getByRole("button", { name: "New estimate" }).click();
  const spare = editor.getByRole("group", { name: "Option 1" });
  await spare.getByLabel("Title").fill("Spare mounted");
  await spare.getByRole("button", { name: "Add a free line" }).click();
  await spare.getByLabel("Description").fill("Mount the spare");
  await spare.getByLabel("Unit price ($)").fill("95");
  const second = page.waitForResponse((r) => r.url().endsWith("/api/estimates") && r.request().method() === "POST");
  await editor.getByRole("button", { name: "Save estimate" }).click();
  const draft = (await (await second).json()) as { number: string };
  const unwanted = card.getByRole("article", { name: new RegExp(draft.number) });
  await unwanted.getByRole("button", { name: `Delete ${draft.number}` }).click();
  await unwanted.getByRole("button", { name: "Keep it" }).click();
  await unwanted.getByRole("button", { name: `Delete ${draft.number}` }).click();
  await unwanted.getByRole("button", { name: `Delete draft ${draft.number}` }).click();
  await expect(page.getByTestId("toast").filter({ hasText: `Draft ${draft.number} deleted` })).toBeVisible();
  await expect(unwanted).toHaveCount(0);
  await expect(shown).toBeVisible();
  await approver.close();
  await office.close();
});

test("a fleet's portal manager answers its estimate on a phone, signed in, with the PO", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = createStaff(`owner${unique()}`);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const digits = String(1000 + Math.floor(Math.random() * 8999));
  const { fleet, job } = await fleetJob(
    api,
    {
      name: `Osprey Lines ${unique()}`,
      billingContact: "Pat",
      billingEmail: "ap@osprey.example",
      terms: "net15",
      poRule: "before",
    },
    { name: "Ops Desk", phone: `(904) 555-${digits}` },
    `(904) 555-${digits}`,
  );
  const line = (description: string, cents: number) => ({
    description,
    quantity: 1,
    unitPriceCents: cents,
    taxable: false,
  });
  const estimate = (await (
    await api.post("/api/estimates", {
      data: {
        jobId: job.id,
        options: [
          { title: "New trailer tire", lines: [line("Trailer tire 295/75R22.5", 48000)] },
          { title: "Retread", lines: [line("Retread, mounted", 26000)] },
        ],
      },
    })
  ).json()) as { id: number; number: string };
  expect((await api.post(`/api/estimates/${estimate.id}/send`)).status()).toBe(200);
  const { username, password } = await joinedManager(api, fleet.id, "pat");

  const context = await browser.newContext(phone);
  expect((await context.request.post("/api/login", { data: { username, password } })).status()).toBe(200);
  const page = await context.newPage();
  await page.goto("/fleet");
  await hydrated(page);
  const waiting = page.getByRole("region", { name: /^Estimates waiting for you/ });
  await expect(waiting).toContainText(`${estimate.number} · job #${job.id}`);
  await expect(waiting.locator("a[href*='/estimate/']")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await waiting.getByRole("radio", { name: /^Retread: \$260\.00/ }).check();
  await waiting.getByRole("button", { name: `Approve ${estimate.number}` }).click();
  await expect(waiting.getByText("Type your purchase order number to approve.")).toBeVisible();
  await waiting.getByLabel("Purchase order number").fill("OSP-2207");
  await waiting.screenshot({ path: `${shots}/portal-estimate-390x844.png` });
  await waiting.getByRole("button", { name: `Approve ${estimate.number}` }).click();
  await expect(page.getByText("Approved $260.00")).toBeVisible();
  await expect(waiting).toHaveCount(0);

  const shown = (await (await api.get(`/api/estimates/${estimate.id}`)).json()) as Record<string, unknown>;
  expect(shown).toMatchObject({
    status: "approved",
    approvedOption: 2,
    approvedPo: "OSP-2207",
    decidedBy: `${username} (portal manager)`,
  });
  await context.close();
});
