import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { axeViolations, bannersSeen, recordBanners } from "./support";
import { createStaff, phone, signIn, staffLogin, unique } from "./server";

// Getting paid (docs/product.md#invoices), as it happens: the owner completes
// a job and makes its invoice on the job card; the customer opens the link
// on a phone, adds a tip and pays by card on the Stripe stand-in
// (e2e/providers.mjs), whose signed webhook marks the invoice paid; the page
// says Paid and the receipt text arrives.

const providers = `http://127.0.0.1:${process.env.E2E_PROVIDERS_PORT}`;

test("the owner invoices a completed job; the customer pays by card with a tip; the webhook marks it paid and a receipt is texted", async ({
  browser,
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = `owner${unique()}`;
  createStaff(owner);
  const name = `Dana ${unique()}`;
  const number = `(386) 555-${String(1000 + Math.floor(Math.random() * 8999))}`;
  const api = await playwright.request.newContext({ baseURL });
  const quote = await api.post("/api/quotes", {
    data: {
      name,
      phone: number,
      location: "A1A by the pier",
      serviceType: "Other",
      urgency: "Today",
      description: "Flat tire.",
    },
  });
  expect(quote.status()).toBe(201);
  await staffLogin(api, owner);
  const job = await (
    await api.post("/api/job-tracking", { data: { submissionType: "quote", submissionId: (await quote.json()).id } })
  ).json();

  // The owner, in the back office: completes the job and makes its invoice.
  await signIn(page, owner);
  await page.goto("/admin/dashboard?tab=jobs");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Job #${job.id}: ${name}` }) });
  await card.getByLabel("Status").selectOption("completed");
  await card.getByRole("button", { name: "Save Job" }).click();
  await expect(card.locator(".badge", { hasText: "completed" })).toBeVisible();
  await card.getByRole("button", { name: "Make invoice" }).click();
  await card.getByLabel("From the price book").selectOption({ label: "Mobile Tire Repair · $80.00" });
  await card.getByRole("button", { name: "Add line", exact: true }).click();
  await card.getByRole("button", { name: "Add a free line" }).click();
  await card.getByLabel("Description").nth(1).fill("Tire, 225/65R17");
  await card.getByLabel("Unit price ($)").nth(1).fill("119.99");
  await card.getByLabel("Taxable").nth(1).check();
  // A bad amount is refused on the form, naming the field.
  await card.getByLabel("Discount ($)").fill("10.555");
  await card.getByRole("button", { name: "Make Invoice" }).click();
  await expect(card.getByText("Discount must be whole cents from $0.00 to $1,000,000.00")).toBeVisible();
  await card.getByLabel("Discount ($)").fill("10");
  // Fixed, the field loses its message at once.
  await expect(card.getByText("Discount must be whole cents from $0.00 to $1,000,000.00")).toHaveCount(0);
  await expect(card.getByLabel("Discount ($)")).not.toHaveAttribute("aria-invalid", "true");
  // The preview charges what the server will: the tire's share of the discount comes off before 7%.
  await expect(card.getByText("Subtotal $199.99 · Discount −$10.00 · Tax (7%) $7.98 · Total $197.97")).toBeVisible();
  await card.getByRole("button", { name: "Make Invoice" }).click();
  // 8000 + 11999 less 1000 shared: the tire's share 600 off, 7% of 11399 = 798.
  await expect(card.getByText("Total $197.97 (tax $7.98)")).toBeVisible();
  await expect(card.locator(".badge", { hasText: /INV-\d{4} · Draft/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const link = await card.getByRole("link", { name: /Customer's page for INV-/ }).getAttribute("href");
  const invoicePath = new URL(link!).pathname;
  await recordBanners(page);

  // The customer, on a phone: the invoice, then Pay by card with a 15% tip.
  const customer = await browser.newContext(phone);
  const phonePage = await customer.newPage();
  await phonePage.goto(invoicePath);
  await expect(phonePage.getByRole("heading", { name: /Invoice INV-\d{4}/ })).toBeVisible();
  await expect(phonePage.getByText("$197.97").first()).toBeVisible();
  expect(await axeViolations(phonePage)).toEqual([]);
  mkdirSync("../target/screenshots", { recursive: true });
  await phonePage.screenshot({ path: "../target/screenshots/invoice-390.png", fullPage: true });
  await phonePage.emulateMedia({ media: "print" });
  await expect(phonePage.getByRole("button", { name: /Pay .* by card/ })).toBeHidden();
  await phonePage.screenshot({ path: "../target/screenshots/invoice-print.png", fullPage: true });
  await phonePage.emulateMedia({ media: "screen" });
  // Each tip is a thumb's target: its whole row, at least 44 px each way.
  for (const tip of ["No tip", "10%", "15%", "20%", "Other amount"]) {
    const box = await phonePage.locator("label.invoice-tip", { hasText: tip }).boundingBox();
    expect(box && box.height >= 44 && box.width >= 44, `the ${tip} tip's row: ${JSON.stringify(box)}`).toBe(true);
  }
  // Tapped on its words, not the radio itself.
  await phonePage.locator("label.invoice-tip", { hasText: "15%" }).tap();
  await expect(phonePage.getByLabel("15%")).toBeChecked();
  await phonePage.getByRole("button", { name: "Pay $197.97 by card" }).click();
  // Stripe's page (the stand-in): $197.97 and the tip, 15% of it, as its own line.
  await expect(phonePage.getByRole("heading", { name: "Pay $227.67" })).toBeVisible();
  const session = (await (await fetch(`${providers}/stripe/sessions`)).json()).at(-1);
  expect(session.form["line_items[0][price_data][unit_amount]"]).toBe("19797");
  expect(session.form["line_items[1][price_data][unit_amount]"]).toBe("2970");
  await phonePage.getByRole("button", { name: "Pay" }).click();
  // Back on the invoice: the webhook (signed by the stand-in) recorded it first.
  await phonePage.waitForURL(/checkout=done/);
  await expect(phonePage.getByText("Thank you: your payment is recorded.")).toBeVisible();
  await expect(phonePage.locator(".invoice-status")).toHaveText("Paid");
  const after = (await (await fetch(`${providers}/stripe/sessions`)).json()).find(
    (s: { id: string }) => s.id === session.id,
  );
  expect(after.webhook).toBe(200);
  expect(after.lookups).toBe(0);
  await phonePage.reload();
  await expect(phonePage.locator(".invoice-status")).toHaveText("Paid");
  await expect(phonePage.getByText("Tips (thank you!)")).toBeVisible();

  // The receipt text, with the invoice's link.
  const e164 = `+1${number.replace(/\D/g, "")}`;
  await expect
    .poll(async () => {
      const texts: { to: string; body: string }[] = await (await fetch(`${providers}/texts`)).json();
      return texts.filter((t) => t.to === e164).map((t) => t.body);
    })
    .toContainEqual(expect.stringMatching(/received \$227\.67 for invoice INV-\d{4}.*\/invoice\//));

  // The back office, still open: the payment arrives on the live feed, and the job card says Paid without a reload.
  await expect
    .poll(() => bannersSeen(page))
    .toContainEqual(expect.stringMatching(/Paid by card: INV-\d{4} · \$197\.97 \(tip \$29\.70\)/));
  await expect(card.locator(".badge", { hasText: /INV-\d{4} · Paid/ })).toBeVisible();
  // The invoice open on the card follows: no payment form left, the tip shown.
  await expect(card.getByRole("button", { name: "Record Payment" })).toHaveCount(0);
  await card.screenshot({ path: "../target/screenshots/invoice-jobs-1280.png" });
  await customer.close();
});

test("the owner edits the price book in Settings: adds, reprices and removes an item, a bad price is refused naming the field", async ({
  page,
}) => {
  const owner = `owner${unique()}`;
  createStaff(owner);
  await signIn(page, owner);
  await page.goto("/admin/dashboard?tab=settings");
  const book = page.getByRole("region", { name: "Price Book" });
  // Seeded from the content file's service guide; the rate and card payments as configured (e2e/server.toml).
  await expect(book.getByText("Mobile Tire Repair · $80.00")).toBeVisible();
  await expect(book.getByTestId("invoice-settings")).toContainText(
    "Tax on taxable lines: 7% · Pay by card on the invoice page: on (Stripe)",
  );

  const item = `Valve stem ${unique()}`;
  const add = book.getByRole("form", { name: "Add to the price book" });
  await add.getByLabel("Name").fill(item);
  await add.getByLabel("Price ($)").fill("12.345");
  await add.getByRole("button", { name: "Add Item" }).click();
  await expect(add.getByLabel("Price ($)")).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByText("Price must be whole cents from $0.00 to $100,000.00")).toBeVisible();
  await add.getByLabel("Price ($)").fill("12.50");
  await expect(add.getByText("Price must be whole cents from $0.00 to $100,000.00")).toHaveCount(0);
  await add.getByLabel("Taxable").check();
  await add.getByRole("button", { name: "Add Item" }).click();
  await expect(book.getByText(`${item} · $12.50 · taxable`)).toBeVisible();

  await book.getByRole("button", { name: `Edit ${item}` }).click();
  const edit = book.getByRole("form", { name: `Edit ${item}` });
  await edit.getByLabel("Price ($)").fill("15");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(book.getByText(`${item} · $15.00 · taxable`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await book.getByRole("button", { name: `Remove ${item}` }).click();
  await expect(book.getByText(item, { exact: false })).toHaveCount(0);
  // Gone for good: a reload does not bring it back.
  await page.reload();
  await expect(page.getByRole("region", { name: "Price Book" }).getByText("Mobile Tire Repair · $80.00")).toBeVisible();
  await expect(page.getByText(item)).toHaveCount(0);
});
