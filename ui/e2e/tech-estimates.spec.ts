import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { axeViolations } from "./support";
import { assignedJob, createStaff, phone, signIn, staffLogin, unique } from "./server";

// Estimates on the technician's phone (docs/product.md#estimates): the owner
// assigns a job; the technician opens it, writes an estimate with two options
// (one from the price book, one written for the job), asks nothing at
// approval and sends it; the driver's page shows both options; the driver
// approves the second with their name, and the technician's job shows it.

const shots = process.env.SHOTS_DIR ?? "/tmp/shots-tech";

test("a technician writes an estimate with two options on a phone, sends it, and sees the driver's approval", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  mkdirSync(shots, { recursive: true });
  const owner = `owner${unique()}`;
  const tech = `tess${unique()}`;
  createStaff(owner);
  createStaff(tech, ["--role", "technician", "--name", "Tess Nguyen"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const jobId = await assignedJob(api, tech, {
    name: "Ray Coleman",
    phone: "(386) 555-0177",
    location: "US-1 and Granada Blvd",
    description: "Sidewall cut on the front tire.",
  });

  const techContext = await browser.newContext(phone);
  const app = await techContext.newPage();
  await signIn(app, tech, "**/tech/");
  await app.getByRole("button", { name: /Ray Coleman/ }).click();
  // The estimates are a lazy chunk: the section and its button arrive with it.
  await app.getByRole("button", { name: "Estimate", exact: true }).click();
  const form = app.getByRole("form", { name: "Estimate for Ray Coleman" });
  await expect(form).toBeVisible();

  // Option 1: from the price book (the service guide's price, not taxable).
  const first = form.getByRole("group", { name: "Option 1" });
  await first.getByLabel("Title").fill("Patch the tire");
  const pick = first.getByLabel("From the price book");
  await expect(pick.locator("option", { hasText: "Mobile Tire Repair · $80.00" })).toBeAttached();
  await pick.selectOption({ label: "Mobile Tire Repair · $80.00" });
  await first.getByRole("button", { name: "Add line" }).click();
  await expect(first.getByLabel("Description")).toHaveValue("Mobile Tire Repair");

  // Option 2: a line written for the job, taxable at the office's 7%.
  await form.getByRole("button", { name: "Add an option" }).click();
  const second = form.getByRole("group", { name: "Option 2" });
  await second.getByLabel("Title").fill("New tire installed");
  await second.getByRole("button", { name: "Add a free line" }).click();
  await second.getByLabel("Description").fill("Tire, 225/65R17");
  await second.getByLabel("Unit price ($)").fill("150");
  await second.getByLabel("Taxable").check();
  await expect(form.getByTestId(`est${jobId}-preview-1`)).toContainText("Total $80.00");
  await expect(form.getByTestId(`est${jobId}-preview-2`)).toContainText("Tax (7%) $10.50 · Total $160.50");
  await form.getByLabel("Nothing at approval").check();
  await form.getByLabel("Expires in (days)").fill("3");

  expect(await axeViolations(app, ".tech-estimate")).toEqual([]);
  await form.screenshot({ path: `${shots}/tech-estimate-form-390x844.png` });
  await app.screenshot({ path: `${shots}/tech-estimate-form-top-390x844.png` });

  await form.getByRole("button", { name: "Save & send" }).click();
  const estimates = app.getByRole("list", { name: "This job's estimates" });
  await expect(estimates).toContainText(/EST-\d+ Sent, waiting for the driver · \$80\.00 \/ \$160\.50/);
  await expect(form).toBeHidden();

  // The driver's page: both options, with their totals.
  const list = await (await api.get(`/api/estimates?jobId=${jobId}`)).json();
  expect(list).toHaveLength(1);
  const driverContext = await browser.newContext(phone);
  const driver = await driverContext.newPage();
  await driver.goto(new URL(list[0].url).pathname);
  await expect(driver.getByText("Patch the tire — $80.00")).toBeVisible();
  await expect(driver.getByText("New tire installed — $160.50")).toBeVisible();
  await driver.getByText("New tire installed — $160.50").click();
  await driver.getByLabel("Your name").fill("Ray Coleman");
  await driver.getByRole("button", { name: "Approve" }).click();

  // The technician's job hears of it (the live feed) and shows the option and the name.
  await expect(estimates).toContainText("Approved: option 2, New tire installed ($160.50), by Ray Coleman");
  await estimates.scrollIntoViewIfNeeded();
  await app.screenshot({ path: `${shots}/tech-estimate-job-390x844.png` });
  await driverContext.close();
  await techContext.close();
});

test("the estimate form opens without a signal, says it is sent once there is one, and keeps what was typed", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = `owner${unique()}`;
  const tech = `otto${unique()}`;
  createStaff(owner);
  createStaff(tech, ["--role", "technician", "--name", "Otto Berg"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  await assignedJob(api, tech, {
    name: "Lena Park",
    phone: "(386) 555-0166",
    location: "I-4 mile 120",
    description: "Flat on the trailer.",
  });

  const techContext = await browser.newContext(phone);
  const app = await techContext.newPage();
  await signIn(app, tech, "**/tech/");
  // The service worker has kept the app and its lazy chunks (the form's among them).
  await app.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
  await app.getByRole("button", { name: /Lena Park/ }).click();
  await expect(app.getByRole("button", { name: "Estimate", exact: true })).toBeVisible();

  await techContext.setOffline(true);
  await app.getByRole("button", { name: "Estimate", exact: true }).click();
  const form = app.getByRole("form", { name: "Estimate for Lena Park" });
  await expect(form).toBeVisible();
  await expect(form.getByRole("status")).toContainText("You're offline: the estimate can be sent once you have signal");
  const option = form.getByRole("group", { name: "Option 1" });
  await option.getByLabel("Title").fill("Plug the trailer tire");
  await option.getByRole("button", { name: "Add a free line" }).click();
  await option.getByLabel("Description").fill("Tire plug");
  await option.getByLabel("Unit price ($)").fill("45");
  await form.getByLabel("Nothing at approval").check();
  await form.getByRole("button", { name: "Save & send" }).click();
  await expect(form.getByRole("alert")).toContainText("You're offline");

  // Closed and opened again: what was typed is still there.
  await form.getByRole("button", { name: /^Close/ }).click();
  await expect(form).toBeHidden();
  await app.getByRole("button", { name: "Estimate", exact: true }).click();
  await expect(option.getByLabel("Title")).toHaveValue("Plug the trailer tire");
  await expect(option.getByLabel("Unit price ($)")).toHaveValue("45");

  // The signal is back: it is sent.
  await techContext.setOffline(false);
  await expect(form.getByText("You're offline", { exact: false })).toHaveCount(0);
  await form.getByRole("button", { name: "Save & send" }).click();
  await expect(app.getByRole("list", { name: "This job's estimates" })).toContainText(
    /EST-\d+ Sent, waiting for the driver · \$45\.00/,
  );
  await techContext.close();
});
