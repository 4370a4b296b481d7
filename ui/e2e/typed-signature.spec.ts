import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support";
import { assignedJob, createStaff, phone, signIn, staffLogin, unique } from "./server";

// A signature by typing (docs/product.md#proof), on a 390 x 844 phone: a
// customer who cannot draw (keyboard only, switch access, a screen reader, a
// shaking hand) signs with the keyboard alone: Tab to Draw or Type, an arrow
// key to Type, the full name typed, Enter. The owner's job card and the
// invoice page show it as the typed name with "Signed by typing", never as a
// drawing.

const shots = process.env.PROOF_SHOTS ?? "test-results";

/** Presses Tab until `name`'s radio has the focus (at most 80 times): reachable by keyboard alone. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const here = await page.evaluate(() => {
      const e = document.activeElement as HTMLInputElement | null;
      return e?.type === "radio" ? e.labels?.[0]?.textContent?.trim() : null;
    });
    if (here === name) return;
  }
  throw new Error(`${name} was not reached with Tab`);
}

test("the customer signs by typing with the keyboard alone, and the card and the invoice say it was typed", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = `owner${unique()}`;
  const tech = `tomas${unique()}`;
  createStaff(owner, ["--owner"]);
  createStaff(tech, ["--role", "technician", "--name", "Tomas Reed"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const jobId = await assignedJob(api, tech, {
    name: "Dana Reyes",
    phone: "(904) 555-0177",
    location: "San Marco Ave, St. Augustine",
    description: "Battery dead in the lot.",
  });
  const made = await api.post("/api/invoices", {
    data: { jobId, lines: [{ description: "Jump start", quantity: 1, unitPriceCents: 8900 }] },
  });
  expect(made.status()).toBe(201);
  const invoice = (await made.json()) as { token: string };

  const techContext = await browser.newContext({ ...phone });
  const app = await techContext.newPage();
  await signIn(app, tech, "**/tech/");
  await app.getByRole("button", { name: /Dana Reyes/ }).click();
  const sign = app.getByRole("region", { name: "Customer's signature" });
  await expect(sign.getByText("Amount: $89.00")).toBeVisible({ timeout: 15_000 });
  // Draw stays the default on a touch phone.
  await expect(sign.getByRole("radio", { name: "Draw" })).toBeChecked();

  // From here on, the keyboard alone: Tab reaches the choice, one arrow key picks Type.
  await tabTo(app, "Draw");
  await app.keyboard.press("ArrowRight");
  const type = sign.getByRole("radio", { name: "Type" });
  await expect(type).toBeChecked();
  await expect(type).toBeFocused();
  await expect(sign.getByRole("img", { name: /Signature box/ })).toHaveCount(0);
  await app.keyboard.press("Tab");
  const typed = sign.getByLabel("Type your full name to sign");
  await expect(typed).toBeFocused();
  // Enter with nothing typed: refused, the focus stays on the typed name with the reason.
  await app.keyboard.press("Enter");
  await expect(typed).toBeFocused();
  await expect(typed).toHaveAttribute("aria-invalid", "true");
  await expect(sign).toContainText("Type your full name to sign");
  await app.keyboard.type("Dana Reyes");
  await expect(typed).toHaveCSS("font-style", "italic");
  await expect(sign.getByLabel("Customer's name")).toHaveValue("Dana Reyes");
  await app.screenshot({ path: `${shots}/proof-sign-typed-390x844.png`, fullPage: false });
  expect(await axeViolations(app)).toEqual([]);
  // Tab past the printed name to the button, and Space on it.
  await app.keyboard.press("Tab");
  await app.keyboard.press("Tab");
  await expect(sign.getByRole("button", { name: "Sign for $89.00" })).toBeFocused();
  await app.keyboard.press("Space");
  await expect(sign.getByRole("status")).toContainText("Signed by typing: Dana Reyes for $89.00", {
    timeout: 15_000,
  });
  await expect(sign.locator(".signature-typed")).toHaveText("Dana Reyes");
  const proof = async () => (await (await api.get(`/api/jobs/${jobId}/proof`)).json()).signature;
  await expect.poll(async () => (await proof())?.kind).toBe("typed");
  expect(await proof()).toMatchObject({ typed: "Dana Reyes", valid: true, amountCents: 8900, strokes: [] });

  // The owner's job card: the typed name, said to be typed.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await ownerContext.newPage();
  await signIn(office, owner);
  await office.goto("/admin/dashboard?tab=jobs");
  const card = office
    .getByRole("listitem")
    .filter({ has: office.getByRole("heading", { name: `Job #${jobId}: Dana Reyes` }) });
  const signature = card.getByRole("region", { name: "Proof of the work" }).locator(".proof-signature");
  await expect(signature).toContainText("Signed by typing: Dana Reyes for $89.00");
  await expect(signature.locator(".signature-typed")).toHaveText("Dana Reyes");
  await expect(signature.locator("svg")).toHaveCount(0);
  expect(await axeViolations(office)).toEqual([]);

  // The invoice page, on the customer's phone.
  const customer = await browser.newContext({ ...phone });
  const page = await customer.newPage();
  await page.goto(`/invoice/${invoice.token}`);
  const section = page.getByRole("region", { name: "Signature" });
  await expect(section).toContainText("Signed by typing: Dana Reyes typed their name for $89.00");
  await expect(section.locator(".signature-typed")).toHaveText("Dana Reyes");
  await expect(section.locator(".signature-typed")).toHaveCSS("font-style", "italic");
  await expect(section.locator("svg")).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/invoice-typed-signature-390x844.png` });
  expect(await axeViolations(page)).toEqual([]);

  await customer.close();
  await ownerContext.close();
  await techContext.close();
  await api.dispose();
});
