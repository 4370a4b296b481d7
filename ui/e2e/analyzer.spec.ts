import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { axeViolations, hydrated, pauseClock } from "./support";

// The home page's smart analyzer, from a description to a stored request.

const toastEl = (page: Page) => page.getByTestId("toast");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Reads what the server stored, straight from its database. */
function rows(sql: string): string[][] {
  const out = execFileSync(
    "sqlite3",
    ["-cmd", ".timeout 5000", "-separator", "\t", `${process.env.ROADSIDE_E2E_DATA_DIR}/roadside.db`, sql],
    {
      encoding: "utf8",
    },
  );
  return out
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => l.split("\t"));
}

const box = (page: Page) => page.getByLabel("What is happening with your vehicle?");
const find = (page: Page) => page.getByRole("button", { name: "Find My Service" });
const cards = (page: Page) => page.locator(".analyzer-card");

/** Opens the home page with a fake clock paused, so the 1.5 s are exact. */
async function openWithClock(page: Page) {
  await page.clock.install();
  await page.goto("/#smart-analyzer");
  await hydrated(page);
  await pauseClock(page, 100);
}

async function analyze(page: Page, text: string) {
  await box(page).fill(text);
  await find(page).click();
  await page.clock.runFor(1500);
  await expect(cards(page).first()).toBeVisible();
}

test("Find My Service stays disabled while the description is blank or only spaces", async ({ page }) => {
  await page.goto("/#smart-analyzer");
  await hydrated(page);
  await expect(find(page)).toBeDisabled();
  await box(page).fill("    ");
  await expect(find(page)).toBeDisabled();
  await box(page).fill("flat tire");
  await expect(find(page)).toBeEnabled();
});

test("after 1.5 s of analyzing, every matching service appears, highest confidence first", async ({ page }) => {
  await openWithClock(page);
  await box(page).fill("Locked my KEYS in the truck and it has a flat, stuck on the highway");
  await find(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Analyzing your description" })).toBeVisible();
  await expect(find(page)).toBeDisabled();
  await page.clock.runFor(1400);
  await expect(cards(page)).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toContainText("Vehicle Lockout Service");
  await expect(cards(page).nth(0)).toContainText("98%");
  await expect(cards(page).nth(0)).toContainText("$75-120");
  await expect(cards(page).nth(0)).toContainText("Urgent");
  await expect(cards(page).nth(1)).toContainText("Emergency Tire Replacement");
  await expect(cards(page).nth(1)).toContainText("95%");
  await expect(cards(page).nth(1)).toContainText("$120-180");
  await expect(cards(page).nth(1)).toContainText("Emergency");
  await expect(page.getByRole("status").filter({ hasText: "Analyzing" })).toHaveCount(0);
});

test('"won\'t start" is caught, and a description that matches nothing gets the general suggestion', async ({
  page,
}) => {
  await openWithClock(page);
  await analyze(page, "The car won't start this morning");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Emergency Towing");
  await expect(cards(page).first()).toContainText("80%");
  await analyze(page, "Strange noise from the back");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("General Roadside Assistance");
  await expect(cards(page).first()).toContainText("60%");
  await expect(cards(page).first()).toContainText("$50-150");
});

test("a request is stored with the chosen suggestion, the spec's success text shows and everything resets", async ({
  page,
}) => {
  const name = `Analyzer ${unique()}`;
  await openWithClock(page);
  await analyze(page, "Engine is overheating and there is smoke");
  await cards(page).first().getByRole("button", { name: "Request This Service" }).click();
  const form = page.getByRole("form", { name: "Request Mobile Engine Diagnostics" });
  const submit = form.getByRole("button", { name: "Submit Request" });
  await expect(submit).toBeDisabled();
  await form.getByLabel("Name *").fill(name);
  await expect(submit).toBeDisabled();
  await form.getByLabel("Phone *").fill("(386) 555-0142");
  await expect(submit).toBeEnabled();
  await form.getByLabel("Location").fill("I-95 exit 289");
  await submit.click();
  await expect(toastEl(page)).toContainText("Success!");
  await expect(toastEl(page)).toContainText(
    "Your service request has been sent. We will contact you within 15 minutes.",
  );
  await expect(cards(page)).toHaveCount(0);
  await expect(box(page)).toHaveValue("");

  const stored = rows(
    `SELECT phone, email IS NULL, location, problem_description, suggested_service, estimated_price, ` +
      `urgency, confidence, contacted FROM smart_analyzer_submissions WHERE name = '${name}'`,
  );
  expect(stored).toEqual([
    [
      "(386) 555-0142",
      "1",
      "I-95 exit 289",
      "Engine is overheating and there is smoke",
      "Mobile Engine Diagnostics",
      "$150-300",
      "emergency",
      "85",
      "0",
    ],
  ]);
  // One staff alert (the log here: no alert channel is configured), its subject naming the driver.
  expect(
    rows(`SELECT COUNT(*) FROM alert_outbox WHERE channel IN ('email', 'webhook', 'log') AND subject LIKE '%${name}%'`),
  ).toEqual([["1"]]);
});

test("Cancel closes the form, and a bad phone is named under its field without sending", async ({ page }) => {
  let posted = 0;
  page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/smart-analyzer") && posted++);
  await openWithClock(page);
  await analyze(page, "dead battery");
  await page.getByRole("button", { name: "Request This Service" }).click();
  const form = page.getByRole("form", { name: "Request Jump Start / Battery Replacement" });
  await form.getByLabel("Name *").fill("Dana");
  await form.getByLabel("Phone *").fill("555-01");
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  expect(posted).toBe(0);
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Request This Service" })).toBeVisible();
});

test("a request the server cannot take shows the spec's error and keeps what was typed", async ({ page }) => {
  await page.route("**/api/smart-analyzer", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
  );
  await openWithClock(page);
  await analyze(page, "flat tire");
  await page.getByRole("button", { name: "Request This Service" }).click();
  const form = page.getByRole("form", { name: "Request Emergency Tire Replacement" });
  await form.getByLabel("Name *").fill("Dana");
  await form.getByLabel("Phone *").fill("386 555 0142");
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(toastEl(page)).toContainText("Error");
  await expect(toastEl(page)).toContainText(
    "Error submitting request. Please try calling us directly at the phone number.",
  );
  await expect(form.getByLabel("Name *")).toHaveValue("Dana");
  await expect(box(page)).toHaveValue("flat tire");
});

test("the analyzer with its suggestions and form open passes axe in both themes", async ({ page }) => {
  // Real timers here: axe waits on its own timeouts, which a paused clock would hold.
  for (const theme of ["light", "dark"]) {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await page.goto("/#smart-analyzer");
    await hydrated(page);
    await box(page).fill("flat tire and a dead battery");
    await find(page).click();
    await page.getByRole("button", { name: "Request This Service" }).first().click();
    expect((await axeViolations(page, "#smart-analyzer")).map((v) => `${theme}: ${v}`)).toEqual([]);
  }
});
