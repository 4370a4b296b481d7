// Approvals tied to people (issue 36, docs/product.md#fleets): a fleet's
// manager answers an estimate over the fleet's limit in the portal, signed
// in, by keyboard on a phone; the answer is recorded with their account and
// the owner's job card shows it. No bearer link is shown in the portal.
import { expect, request as newRequest, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { createStaff, phone, staffLogin, unique } from "./server";
import { axeViolations, fleetJob, hydrated, joinedManager, tabTo } from "./support";

const SHOTS = "../target/screenshots/fleets";
mkdirSync(SHOTS, { recursive: true });

test("a fleet's manager approves an estimate in the portal by keyboard, and the job card says who", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = createStaff(`owner${unique()}`);
  const api = await newRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  await staffLogin(api, owner);
  const { fleet, job } = await fleetJob(
    api,
    {
      name: `ABC Logistics ${unique()}`,
      billingContact: "Pat Rivera",
      billingEmail: "ap@abc.example",
      terms: "net30",
      poRule: "none",
      approvalLimitCents: 75000,
    },
    { name: "Dana Dispatch", email: `dana.${unique()}@abc.example` },
    "(904) 555-0142",
  );
  const asked = await api.post(`/api/job-tracking/${job.id}/approval`, {
    data: {
      lines: [
        { description: "Steer tire 295/75R22.5", amountCents: 62000 },
        { description: "Road call and labor", amountCents: 28000 },
      ],
    },
  });
  expect(asked.status()).toBe(201);

  // The manager, invited and joined.
  const { username, password } = await joinedManager(api, fleet.id, "pat");
  const context = await browser.newContext(phone);
  expect((await context.request.post("/api/login", { data: { username, password } })).status()).toBe(200);
  const page = await context.newPage();
  await page.goto("/fleet");
  await hydrated(page);
  const waiting = page.getByRole("region", { name: /^Waiting for your approval/ });
  await expect(waiting).toContainText(`Job #${job.id}`);
  await expect(waiting).toContainText("Steer tire 295/75R22.5: $620.00");
  await expect(waiting).toContainText("Road call and labor: $280.00");
  await expect(waiting.locator("a[href*='/approve/']")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await waiting.screenshot({ path: `${SHOTS}/portal-approval-390x844.png` });

  // By keyboard alone: to Approve, then Enter.
  await tabTo(page, waiting.getByRole("button", { name: `Approve $900.00 for job #${job.id}` }), 80);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Approved $900.00")).toBeVisible();
  await expect(waiting).toContainText("Nothing is waiting for you.");

  // The owner's job card: approved, by whom.
  const listed = await api.get("/api/job-tracking");
  expect(listed.status(), await listed.text()).toBe(200);
  const jobs = (await listed.json()) as {
    items: { id: number; approval: { status: string; decidedName: string; decidedBy: string } }[];
  };
  const card = jobs.items.find((j) => j.id === job.id)!;
  expect(card.approval).toMatchObject({
    status: "approved",
    decidedName: username,
    decidedBy: `${username} (portal manager)`,
  });

  // The same portal on a desktop, after the answer.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  expect((await wide.request.post("/api/login", { data: { username, password: "steer-tire-318" } })).status()).toBe(
    200,
  );
  const desk = await wide.newPage();
  await desk.goto("/fleet");
  await hydrated(desk);
  await expect(desk.getByRole("region", { name: /^Waiting for your approval/ })).toContainText("Nothing is waiting");
  await desk.screenshot({ path: `${SHOTS}/portal-approved-1280x800.png` });
  await wide.close();
  await context.close();
  await api.dispose();
});
