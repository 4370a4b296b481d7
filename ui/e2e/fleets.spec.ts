import { expect, test, type Locator, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { axeViolations, freshVin, hydrated, tabTo } from "./support";
import { createStaff, phone, signIn, staffLogin, unique } from "./server";

// Fleet accounts (docs/product.md#fleets, issue 28), as the owner meets
// them: a fleet made on the Fleets tab by keyboard, with two units (a
// mistyped VIN refused by its check digit) and a requester; a quote from the
// requester's phone, typed another way, comes in with the fleet suggested on
// its card (a typed number proves nothing), which one key press links; a
// spreadsheet with bad rows is refused whole, each row named.

const SHOTS = "../target/screenshots/fleets";
mkdirSync(SHOTS, { recursive: true });
const VIN = "1M8GDM9AXKP042788";
const MISTYPED = "1M8GDM9A1KP042788";
const CHECK_DIGIT = "VIN check digit (the 9th character) does not match: a character is mistyped";

/** Tabs to the field and types into it, as a person at a keyboard does. */
async function type(page: Page, field: Locator, text: string) {
  await tabTo(page, field, 60);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

async function openFleets(page: Page, query = "") {
  await page.goto(`/admin/dashboard?tab=fleets${query}`);
  await hydrated(page);
}

test("the owner makes a fleet with two units and a requester by keyboard; the requester's quote suggests the fleet on its card", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = createStaff(`owner${unique()}`);
  const fleetName = `ABC Logistics ${unique()}`;
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  await signIn(page, owner);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openFleets(page);
  await expect(page.getByRole("tab", { name: "Fleets" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Fleets", level: 2 })).toBeVisible();

  // Add fleet: the form opens with its heading focused.
  await tabTo(page, page.getByRole("link", { name: "Add fleet" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Add fleet" })).toBeFocused();
  const form = page.getByRole("form", { name: "New fleet" });
  await type(page, form.getByLabel("Company name"), fleetName);
  // Sent half done: each missing field says why under itself.
  await page.keyboard.press("Enter");
  await expect(form.getByText("Billing contact is required")).toBeVisible();
  await expect(form.getByLabel("Billing email")).toHaveAttribute("aria-invalid", "true");
  await type(page, form.getByLabel("Billing contact"), "Pat Rivera");
  await type(page, form.getByLabel("Billing email"), "ap@abclogistics.example");
  await expect(form.getByText("Billing contact is required")).toHaveCount(0);
  await type(page, form.getByLabel("Address"), "100 Commerce Way, Jacksonville, FL 32218");
  await form.getByLabel("Payment terms").selectOption("net30");
  await form.getByLabel("Purchase orders").selectOption("before");
  await type(page, form.getByLabel("Approval limit ($)"), "750");
  await tabTo(page, form.getByLabel(/On credit hold/));
  await page.keyboard.press("Space");
  await expect(form.getByLabel(/On credit hold/)).toBeChecked();
  await tabTo(page, form.getByRole("button", { name: "Add Fleet" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: fleetName, level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/tab=fleets&fleet=\d+/);
  await expect(page.getByText("Net 30 · PO required · Limit $750").first()).toBeVisible();

  // A unit with a mistyped VIN is refused by its check digit; fixed, it is added.
  const unitForm = page.getByRole("form", { name: "Add a unit" });
  await type(page, unitForm.getByLabel("Unit number"), "T-104");
  await type(page, unitForm.getByLabel("VIN"), MISTYPED);
  await page.keyboard.press("Enter");
  await expect(unitForm.getByText(CHECK_DIGIT)).toBeVisible();
  await expect(unitForm.getByLabel("VIN")).toHaveAttribute("aria-invalid", "true");
  await expect(unitForm.getByLabel("VIN")).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/fleet-vin-refused-1280x800.png`, fullPage: true });
  await type(page, unitForm.getByLabel("VIN"), VIN);
  await expect(unitForm.getByText(CHECK_DIGIT)).toHaveCount(0);
  await type(page, unitForm.getByLabel("Year"), "2019");
  await type(page, unitForm.getByLabel("Make"), "Freightliner");
  await type(page, unitForm.getByLabel("Model"), "Cascadia");
  await page.keyboard.press("Enter");
  const units = page.getByRole("region", { name: /^Units/ });
  await expect(units.getByText(`T-104 · 2019 Freightliner Cascadia · Tractor · VIN ${VIN}`)).toBeVisible();
  // The form is empty again with the focus in its first field, ready for the next unit.
  await expect(unitForm.getByLabel("Unit number")).toBeFocused();
  await page.keyboard.type("TR-7");
  await unitForm.getByLabel("Type").selectOption("trailer");
  await tabTo(page, unitForm.getByRole("button", { name: "Add Unit" }));
  await page.keyboard.press("Enter");
  await expect(units.getByRole("heading", { name: "Units (2)" })).toBeVisible();
  await expect(units.getByText("TR-7 · Trailer")).toBeVisible();

  // A requester, with a phone.
  const requesterForm = page.getByRole("form", { name: "Add a requester" });
  await type(page, requesterForm.getByLabel("Name"), "Dana Dispatch");
  await type(page, requesterForm.getByLabel("Phone"), `(904) 555-${digits}`);
  await page.keyboard.press("Enter");
  const requesters = page.getByRole("region", { name: /^Requesters/ });
  await expect(requesters.getByText(`Dana Dispatch · (904) 555-${digits}`)).toBeVisible();
  await expect(requesters.getByRole("heading", { name: "Requesters (1)" })).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/fleet-page-1280x800.png`, fullPage: true });

  // The list: the fleet with its terms, hold and counts.
  await page.getByRole("link", { name: "← All fleets" }).click();
  const listed = page.locator("li.fleet-card", { has: page.getByRole("link", { name: fleetName }) });
  await expect(listed).toContainText("Net 30 · PO required · Limit $750");
  await expect(listed).toContainText("2 units · 1 requester");
  await expect(listed.getByText("On credit hold")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/fleets-list-1280x800.png` });

  // A quote from the requester's phone, typed another way: the fleet is suggested, and linked by the owner.
  const driver = `Fleet driver ${unique()}`;
  const quote = await page.request.post("/api/quotes", {
    data: {
      name: driver,
      phone: `904.555.${digits}`,
      location: "I-95 at exit 298",
      serviceType: "Fleet & Commercial Service",
      urgency: "Today",
      description: "Trailer tire blown, right rear.",
    },
  });
  expect(quote.status()).toBe(201);
  await page.goto(`/admin/dashboard?tab=leads&view=quotes&q=${encodeURIComponent(driver)}`);
  const card = page.locator("li.lead-card", { has: page.getByRole("heading", { name: driver }) });
  await expect(card.locator(".fleet-suggestion")).toContainText(
    `Looks like ${fleetName}${/s$/i.test(fleetName) ? "'" : "'s"} requester Dana Dispatch (same phone): link?`,
  );
  await expect(card.locator(".fleet-line")).toHaveCount(0);
  await tabTo(page, card.getByRole("button", { name: `Link to ${fleetName}` }));
  await page.keyboard.press("Enter");
  await expect(card.locator(".fleet-line")).toHaveText(`Fleet: ${fleetName} · PO required · limit $750 · on hold`);
  await expect(card.locator(".fleet-suggestion")).toHaveCount(0);

  // Fleet…: the owner links the lead to its unit by hand.
  await tabTo(page, card.getByRole("button", { name: "Fleet…" }));
  await page.keyboard.press("Enter");
  await expect(card.getByLabel("Fleet", { exact: true })).toBeFocused();
  await expect(card.getByLabel("Fleet", { exact: true })).toHaveValue(/\d+/);
  await card.getByLabel("Unit").selectOption({ label: "T-104" });
  await tabTo(page, card.getByRole("button", { name: "Save Fleet" }));
  await page.keyboard.press("Enter");
  await expect(card.locator(".fleet-line")).toContainText(`Unit T-104 · 2019 Freightliner Cascadia · VIN ${VIN}`);
  await expect(card.getByRole("button", { name: "Fleet…" })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await card.screenshot({ path: `${SHOTS}/lead-card-1280x800.png` });

  // On a phone: the fleet's page and the lead card.
  const mobile = await browser.newContext({ ...phone, storageState: await page.context().storageState() });
  const small = await mobile.newPage();
  await small.goto(page.url());
  await hydrated(small);
  await expect(small.locator("li.lead-card", { hasText: driver }).locator(".fleet-line")).toBeVisible();
  await small.screenshot({ path: `${SHOTS}/lead-card-390x844.png`, fullPage: true });
  await openFleets(small);
  await small.getByRole("link", { name: fleetName }).click();
  await expect(small.getByRole("heading", { name: fleetName, level: 2 })).toBeVisible();
  await expect(small.getByText("Loading…")).toHaveCount(0);
  expect(await axeViolations(small)).toEqual([]);
  await small.screenshot({ path: `${SHOTS}/fleet-page-390x844.png`, fullPage: true });
  // The long page a screen at a time, to look at.
  const height = await small.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, n = 1; y < height; y += 844, n++)
    await small.screenshot({
      path: `${SHOTS}/fleet-page-390x844-${n}.png`,
      fullPage: true,
      clip: { x: 0, y, width: 390, height: Math.min(844, height - y) },
    });
  await openFleets(small);
  await expect(small.getByRole("link", { name: fleetName })).toBeVisible();
  await small.screenshot({ path: `${SHOTS}/fleets-list-390x844.png`, fullPage: true });
  await mobile.close();
});

test("a spreadsheet with bad rows is refused whole, each refused row named; fixed, every unit is imported", async ({
  page,
}) => {
  const owner = createStaff(`owner${unique()}`);
  await staffLogin(page.request, owner);
  const made = await page.request.post("/api/fleets", {
    data: {
      name: `Coastal Haulers ${unique()}`,
      billingContact: "Lee",
      billingEmail: "lee@coastal.example",
      terms: "receipt",
      poRule: "none",
    },
  });
  expect(made.status()).toBe(201);
  const fleet = await made.json();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openFleets(page, `&fleet=${fleet.id}`);
  const units = page.getByRole("region", { name: /^Units/ });
  await expect(units.getByRole("heading", { name: "Units (0)" })).toBeVisible();
  const vin = freshVin();
  const header = "Unit Number,VIN,Plate,Plate State,Year,Make,Model,Type";
  const bad = [
    header,
    `C-1,${vin},AB1234,FL,2019,Freightliner,Cascadia,Tractor`,
    `C-2,${MISTYPED},,,2020,Utility,3000R,Trailer`,
    "C-3,,,,1900,Ford,Transit,Van",
  ].join("\n");
  await units.getByLabel("Spreadsheet (CSV)").setInputFiles({
    name: "units.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(bad),
  });
  const report = units.getByRole("alert");
  await expect(report).toContainText("Nothing was imported.");
  await expect(report.getByRole("listitem")).toHaveText([
    `Row 3 · VIN: ${CHECK_DIGIT}`,
    "Row 4 · Year: Year must be from 1950 to 2100",
  ]);
  await expect(units.getByRole("heading", { name: "Units (0)" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await units.screenshot({ path: `${SHOTS}/import-refused-1280x800.png` });

  const good = [header, `C-1,${vin},AB1234,FL,2019,Freightliner,Cascadia,Tractor`, "C-3,,,,2021,Ford,Transit,Van"];
  await units.getByLabel("Spreadsheet (CSV)").setInputFiles({
    name: "units.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(good.join("\n")),
  });
  await expect(units.getByRole("status")).toHaveText("Imported 2 units.");
  await expect(units.getByRole("heading", { name: "Units (2)" })).toBeVisible();
  await expect(units.getByRole("alert")).toHaveCount(0);
  await expect(units.getByText("C-3 · 2021 Ford Transit · Van")).toBeVisible();

  // What only the server knows (a unit number the fleet has) is said under its field as the form's own rules are.
  const unitForm = page.getByRole("form", { name: "Add a unit" });
  await unitForm.getByLabel("Unit number").fill("c-1");
  await unitForm.getByRole("button", { name: "Add Unit" }).click();
  await expect(unitForm.getByText("This fleet already has unit c-1")).toBeVisible();
  await expect(unitForm.getByLabel("Unit number")).toHaveAttribute("aria-invalid", "true");
  await expect(unitForm.getByLabel("Unit number")).toBeFocused();
  await expect(units.getByRole("heading", { name: "Units (2)" })).toBeVisible();
});
