import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { axeViolations } from "./support";
import { assignedJob, createStaff, phone, signIn, staffLogin, unique } from "./server";

// The technician's invoice at Completed (docs/product.md#dispatch): the owner
// assigns a job, the technician completes it on a phone, makes the invoice
// from the price book (seeded from the service guide), takes cash on site and
// sees it paid; the owner's API agrees.

test("a technician completes a job, makes its invoice from the price book and records cash paid on site", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = `owner${unique()}`;
  const tech = `tina${unique()}`;
  createStaff(owner);
  createStaff(tech, ["--role", "technician", "--name", "Tina Ortiz"]);

  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const job = {
    id: await assignedJob(api, tech, {
      name: "Sam Whitfield",
      phone: "(386) 555-0188",
      location: "Palm Coast Pkwy and Belle Terre",
      description: "Nail in the rear tire.",
    }),
  };

  const techContext = await browser.newContext(phone);
  const app = await techContext.newPage();
  await signIn(app, tech, "**/tech/");
  await app.getByRole("button", { name: /Sam Whitfield/ }).click();
  await app.getByRole("button", { name: "On my way" }).click();
  await app.getByRole("button", { name: "Arrived" }).click();
  await app.getByRole("button", { name: "Completed" }).click();
  await app.getByRole("button", { name: "Save as completed" }).click();

  // Make invoice: a line from the price book, priced from the service guide.
  const section = app.getByRole("region", { name: "Make invoice" });
  await expect(section).toBeVisible();
  const pick = section.getByLabel("From the price book");
  await expect(pick.locator("option", { hasText: "Mobile Tire Repair · $80.00" })).toBeAttached();
  await pick.selectOption({ label: "Mobile Tire Repair · $80.00" });
  await section.getByRole("button", { name: "Add", exact: true }).click();
  await expect(section.getByLabel("Description")).toHaveValue("Mobile Tire Repair");
  await expect(section.getByLabel("Unit price ($)")).toHaveValue("80.00");
  // The office's rate (7%) is shown; the service line is not taxable.
  await expect(section.locator(".tech-totals")).toContainText("Tax (7%)$0.00Total$80.00");

  // A free line with no price is marked next to its field; removed, the total is back.
  await section.getByRole("button", { name: "Add a free line" }).click();
  await expect(section.getByLabel("Description").nth(1)).toBeFocused();
  await section.getByLabel("Description").nth(1).fill("Valve stem");
  await section.getByLabel("Unit price ($)").nth(1).fill("12.5");
  await section.getByLabel("Taxable").nth(1).check();
  // 7% of the taxable $12.50 is $0.875, rounded half up.
  await expect(section.locator(".tech-totals")).toContainText("Tax (7%)$0.88Total$93.38");
  await section.getByLabel("Unit price ($)").nth(1).fill("12.505");
  await section.getByRole("button", { name: "Create invoice" }).click();
  const bad = section.getByLabel("Unit price ($)").nth(1);
  await expect(bad).toHaveAttribute("aria-invalid", "true");
  await expect(section.locator(`#${await bad.getAttribute("aria-describedby")}`)).toContainText("A price in dollars");
  await section.getByRole("button", { name: "Remove line 2" }).click();

  // A field the server refuses is marked next to that field (the answer is the server's shape).
  await app.route("**/api/invoices", (route) =>
    route.fulfill({
      status: 400,
      json: {
        message: "Check the marked fields",
        fields: { "lines.0.unitPriceCents": "Unit price must be whole cents from $0.00 to $100,000.00" },
      },
    }),
  );
  await section.getByRole("button", { name: "Create invoice" }).click();
  const price = section.getByLabel("Unit price ($)");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(section.locator(`#${await price.getAttribute("aria-describedby")}`)).toHaveText(
    "Unit price must be whole cents from $0.00 to $100,000.00",
  );
  await expect(section.getByRole("alert")).toHaveText("Check the marked fields");
  await app.unrouteAll();

  // Without a signal nothing is made, and the app says so.
  await techContext.setOffline(true);
  await section.getByRole("button", { name: "Create invoice" }).click();
  await expect(section.getByRole("alert")).toHaveText("You are offline: make the invoice when you have signal.");
  await techContext.setOffline(false);
  await expect(section.getByRole("alert")).toHaveCount(0);

  mkdirSync("test-results", { recursive: true });
  await section.getByLabel("Discount ($)").scrollIntoViewIfNeeded();
  await app.screenshot({ path: "test-results/tech-invoice-form-390x844.png" });
  expect(await axeViolations(app)).toEqual([]);

  const made = app.waitForResponse((r) => r.url().endsWith("/api/invoices") && r.request().method() === "POST");
  await section.getByRole("button", { name: "Create invoice" }).click();
  const invoice = await (await made).json();
  expect(invoice.number).toMatch(/^INV-\d{4,}$/);
  const step = app.getByRole("region", { name: `Invoice ${invoice.number}` });
  await expect(step.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(step.locator(".tech-totals")).toContainText("Total$80.00");
  await expect(step.getByRole("link", { name: invoice.url })).toHaveAttribute("href", /\/invoice\/[A-Za-z0-9_-]+$/);

  await step.getByRole("button", { name: "Record payment" }).scrollIntoViewIfNeeded();
  await app.screenshot({ path: "test-results/tech-invoice-made-390x844.png" });

  // The link, texted to the customer: the draft becomes sent.
  await step.getByRole("button", { name: "Text the invoice to the customer" }).click();
  await expect(step.getByRole("status")).toContainText("The invoice link was texted to the customer");
  await expect(step.locator(".tech-badge")).toHaveText("Sent");
  await expect(step.getByRole("button", { name: "Text the invoice again" })).toBeVisible();

  // Paid in part elsewhere (here the office records a Zelle): the open invoice looks
  // again every 10 seconds, so the technician sees it without reloading.
  expect(
    (await api.post(`/api/invoices/${invoice.id}/payments`, { data: { method: "zelle", amountCents: 3000 } })).status(),
  ).toBe(201);
  await expect(step.locator(".tech-badge")).toHaveText("Partly paid", { timeout: 15_000 });
  await expect(step.locator(".tech-totals")).toContainText("Paid$30.00Balance$50.00");

  // Paid on site: cash, the amount defaulting to the balance.
  await expect(step.getByLabel("Method")).toHaveValue("cash");
  await expect(step.getByLabel("Amount received ($)")).toHaveValue("50.00");
  await step.getByRole("button", { name: "Record payment" }).click();
  await expect(step.getByRole("status")).toContainText("Paid in full");
  await expect(step.locator(".tech-badge")).toHaveText("Paid");
  await expect(step.locator(".tech-totals")).toContainText("Balance$0.00");
  await app.screenshot({ path: "test-results/tech-invoice-paid-390x844.png" });
  expect(await axeViolations(app)).toEqual([]);

  // The owner sees it paid in cash.
  const seen = await (await api.get(`/api/invoices/${invoice.id}`)).json();
  expect(seen.status).toBe("paid");
  expect(seen.balanceCents).toBe(0);
  expect(seen.jobId).toBe(job.id);
  expect(seen.payments.map((p: { method: string; amountCents: number }) => [p.method, p.amountCents])).toEqual([
    ["zelle", 3000],
    ["cash", 5000],
  ]);

  // Reopened, the job still shows its invoice (kept on the phone).
  await app.reload();
  await expect(app.getByRole("region", { name: `Invoice ${invoice.number}` }).locator(".tech-badge")).toHaveText(
    "Paid",
  );
  await techContext.close();
  await api.dispose();
});
