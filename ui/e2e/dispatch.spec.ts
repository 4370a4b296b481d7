import { expect, test, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { axeViolations } from "./support";
import { assignedJob, createStaff, phone, signIn, staffLogin, unique } from "./server";

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
  const job = {
    id: await assignedJob(
      api,
      tech,
      {
        name: "Dana Reyes",
        phone: "(386) 555-0123",
        location: "A1A by the pier, Flagler Beach",
        description: "Flat tire on the shoulder.",
      },
      CUSTOMER,
    ),
  };

  // The technician's phone: signs in at /admin like staff and lands on the app.
  const techContext = await browser.newContext({ ...phone, geolocation: START, permissions: ["geolocation"] });
  const app = await techContext.newPage();
  await signIn(app, tech, "**/tech/");
  const card = app.getByRole("button", { name: /Dana Reyes/ });
  await expect(card).toBeVisible();
  await card.click();
  // Calls are set up ([voice]): the driver is called through the business number, never from this phone's own.
  await expect(app.getByRole("button", { name: "Call via business line" })).toBeVisible();
  await expect(app.locator('a[href^="tel:"]')).toHaveCount(0);
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

// Names come from public forms and from the owner's Settings; the maps show them as text
// (issue 25: a quote named like a link once put a live "Sign in again" link on the dashboard).
test("a customer's and a technician's names with markup are shown as text on the dispatch map and the tracking page", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const customerName = "<a href=//example.invalid>Sign in again</a><img src=x onerror=alert(1)>";
  // No space, dot, - or _: the driver sees the technician's first word, and this is all one.
  const techName = "<img/src=x/onerror=alert(2)><b>Mo</b>";
  const owner = `owner${unique()}`;
  const tech = `mo${unique()}`;
  createStaff(owner);
  createStaff(tech, ["--role", "technician", "--name", techName]);

  // St. Augustine, away from the other tests' jobs on the shared board.
  const customer = { latitude: 29.8947, longitude: -81.3145 };
  const truck = { latitude: 29.8402, longitude: -81.3321 };
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const job = {
    id: await assignedJob(
      api,
      tech,
      {
        name: customerName,
        phone: "(904) 555-0142",
        location: "San Marco Ave, St. Augustine",
        description: "Dead battery.",
      },
      customer,
    ),
  };
  // The technician sets off and their phone reports a position (as the app does).
  const techApi = await playwright.request.newContext({ baseURL });
  await staffLogin(techApi, tech);
  expect((await techApi.patch(`/api/tech/jobs/${job.id}`, { data: { status: "en route" } })).status()).toBe(200);
  const fix = await techApi.post(`/api/tech/jobs/${job.id}/position`, { data: { ...truck, accuracy: 12 } });
  expect(fix.status()).toBe(200);

  const alerts: string[] = [];
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ownerContext.newPage();
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await signIn(page, owner);
  await page.goto("/admin/dashboard?tab=jobs");
  const map = page.getByRole("region", { name: "Map of open jobs and technicians" });
  await expect(map.locator(".leaflet-tooltip", { hasText: "Mo</b>" })).toHaveText(techName);
  // A job's tooltip shows on hover: find this job's marker among the board's.
  const jobLabel = `#${job.id} ${customerName}`;
  const jobTooltip = map.locator(".leaflet-tooltip", { hasText: jobLabel });
  const jobMarkers = map.locator('path.leaflet-interactive[fill="#c2410c"]');
  await expect(jobMarkers.first()).toBeVisible();
  // Markers may lie under other markers or labels where the jobs of other tests are: the
  // pointer's event goes to each marker itself, not to whatever is on top at its point.
  for (const marker of await jobMarkers.all()) {
    await marker.dispatchEvent("mouseover");
    if (await jobTooltip.isVisible()) break;
  }
  await expect(jobTooltip).toHaveText(jobLabel);
  await expect(page.locator('a[href*="example.invalid"]')).toHaveCount(0);
  await expect(map.locator("img[onerror], b")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/dispatch-tooltip-1280x800.png" });

  // The driver's page names the technician by their first word, in the heading and on the map.
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
  driver.on("dialog", (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await driver.goto(new URL(url).pathname);
  await expect(driver.getByRole("heading", { level: 1 })).toHaveText(`${techName} is on the way`);
  const trackMap = driver.locator("#track-map");
  // Each update draws the markers again; the last tooltip is the current one (the one before fades out).
  await expect(trackMap.locator(".leaflet-tooltip", { hasText: "Mo</b>" }).last()).toHaveText(techName);
  await expect(trackMap.locator("img[onerror], b")).toHaveCount(0);
  expect(alerts).toEqual([]);
  await ownerContext.close();
  await driverContext.close();
  await techApi.dispose();
  await api.dispose();
});
