import { expect, test } from "@playwright/test";
import { axeViolations, publicRoutes } from "./support";

test("every public page hydrates without a warning or an error", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`${page.url()}: ${err.message}`));
  for (const path of publicRoutes) {
    await page.goto(path);
    await page.waitForSelector("html[data-hydrated='true']");
    // Give React a moment to report any late recoverable error.
    await page.waitForTimeout(100);
  }
  expect(problems).toEqual([]);
});

test("client-side navigation updates the title and canonical URL", async ({ page }) => {
  await page.goto("/");
  await page.waitForSelector("html[data-hydrated='true']");
  const homeTitle = await page.title();
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Jacksonville, FL" });
  // Mid-screen, clear of the fixed call and chat buttons at the bottom corners.
  await link.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await link.click();
  await expect(page).toHaveURL(/\/locations\/jacksonville$/);
  await expect(page).not.toHaveTitle(homeTitle);
  await expect(page).toHaveTitle(/Jacksonville/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/locations\/jacksonville$/);
});

// Every public route of docs/product.md#pages (all 23) and the account pages, in both themes.
for (const path of [...publicRoutes, "/login", "/register"]) {
  for (const theme of ["light", "dark"]) {
    test(`${path} passes an accessibility check in ${theme} mode`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await page.goto(path);
      await page.waitForSelector("html[data-hydrated='true']");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test("a form showing its messages passes an accessibility check", async ({ page }) => {
  await page.goto("/bookings");
  await page.waitForSelector("html[data-hydrated='true']");
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByText("Please select vehicle type")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
