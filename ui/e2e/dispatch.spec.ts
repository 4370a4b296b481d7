import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { axeViolations } from "./support";
import { createStaff, phone, signIn, staffLogin, unique } from "./server";

// Dispatch and the road (docs/product.md#dispatch), driven as it happens: the
// owner assigns a job, the technician signs in on a phone (geolocation
// granted) and taps On my way; the driver follows the truck on the tracking
// link while the test moves the phone down the road, then sees the arrival.

// Palm Coast, SR 100 towards the beach; the driver waits at Flagler Beach pier.
const START = { latitude: 29.5656, longitude: -81.2241 };
const CLOSER = { latitude: 29.5157, longitude: -81.1522 };
const CUSTOMER = { latitude: 29.4797, longitude: -81.1268 };

const distanceKm = async (driver: Page) =>
  Number((await driver.locator("#track-meta").getAttribute("data-distance-km")) || NaN);

test("a technician taps On my way; the driver's page shows them coming closer, then that they arrived", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = `owner${unique()}`;
  const tech = `mike${unique()}`;
  createStaff(owner);
  createStaff(tech, ["--role", "technician", "--name", "Mike Jones"]);

  // The owner, through the API: a quote, its job, assigned to Mike with the driver's position.
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const quote = await api.post("/api/quotes", {
    data: {
      name: "Dana Reyes",
      phone: "(386) 555-0123",
      location: "A1A by the pier, Flagler Beach",
      serviceType: "Other",
      urgency: "Emergency (ASAP)",
      description: "Flat tire on the shoulder.",
    },
  });
  expect(quote.status()).toBe(201);
  const job = await (
    await api.post("/api/job-tracking", { data: { submissionType: "quote", submissionId: (await quote.json()).id } })
  ).json();
  const assigned = await api.patch(`/api/job-tracking/${job.id}`, {
    data: { technician: tech, ...CUSTOMER },
  });
  expect(assigned.status()).toBe(200);

  // The technician's phone: signs in at /admin like staff and lands on the app.
  const techContext = await browser.newContext({ ...phone, geolocation: START, permissions: ["geolocation"] });
  const app = await techContext.newPage();
  await signIn(app, tech, "**/tech/");
  const card = app.getByRole("button", { name: /Dana Reyes/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(app.getByRole("link", { name: "Call customer" })).toHaveAttribute("href", "tel:3865550123");
  await expect(app.getByRole("link", { name: "Navigate" })).toHaveAttribute("href", /29\.4797,-81\.1268/);
  await app.getByRole("button", { name: "On my way" }).click();
  await expect(app.getByText(/Keep this app open while you drive/)).toBeVisible();

  // The driver opens the link from the text.
  // (The change goes through the app's outbox: the link exists once the server has it.)
  let url = "";
  await expect
    .poll(async () => {
      const board = await (await api.get("/api/dispatch/board")).json();
      url = board.jobs.find((j: { id: number }) => j.id === job.id).trackingUrl ?? "";
      return url;
    })
    .toMatch(/\/track\/[0-9a-f]{40}$/);
  const driverContext = await browser.newContext(phone);
  const driver = await driverContext.newPage();
  await driver.goto(new URL(url).pathname);
  await expect(driver.getByRole("heading", { level: 1 })).toHaveText("Mike is on the way");
  await expect.poll(() => distanceKm(driver), { timeout: 20_000 }).toBeGreaterThan(0);
  const first = await distanceKm(driver);
  await expect(driver.locator("#track-eta")).toHaveText(/About \d+ min/);
  await expect(driver.locator("#track-meta")).toContainText(/mi away · updated \d+ s ago/);
  expect(await driverContext.cookies()).toEqual([]);
  expect(await axeViolations(driver)).toEqual([]);

  // Down the road: the page follows by itself.
  await techContext.setGeolocation(CLOSER);
  await expect.poll(() => distanceKm(driver), { timeout: 30_000 }).toBeLessThan(first - 5);
  mkdirSync("test-results", { recursive: true });
  await app.screenshot({ path: "test-results/tech-390x844.png" });
  await driver.screenshot({ path: "test-results/track-390x844.png" });

  // The signal drops as the truck pulls up: Arrived is kept on the phone and sent once it returns.
  await techContext.setOffline(true);
  await app.getByRole("button", { name: "Arrived" }).click();
  await expect(app.getByRole("status").filter({ hasText: "Offline: changes are kept" })).toContainText("1 waiting");
  await expect(driver.getByRole("heading", { level: 1 })).toHaveText("Mike is on the way");
  await techContext.setOffline(false);
  await expect(driver.getByRole("heading", { level: 1 })).toHaveText("Your technician has arrived", {
    timeout: 20_000,
  });
  await expect(driver.locator("#track-map")).toBeVisible();
  // Sent exactly once: one change to on site in the job's audit trail.
  const audit = await (await api.get(`/api/admin/audit?subjectType=job&subjectId=${job.id}&limit=50`)).json();
  const arrivals = audit.items.filter((r: { after?: { status?: string } }) => r.after?.status === "on site");
  expect(arrivals).toHaveLength(1);
  expect(await axeViolations(app)).toEqual([]);
  await techContext.close();
  await driverContext.close();
  await api.dispose();
});
