import { expect, test } from "@playwright/test";
import { cities, contentRoutes, hydrated, inViewport } from "./support";

// The marketing, service and location pages: their links lead where the spec
// says, they never scroll sideways, and a phone link is always within reach.
test.describe("marketing pages", () => {
  test("on /thank-you Return to Home goes to the home page", async ({ page }) => {
    await page.goto("/thank-you");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await expect(page.getByRole("main")).toContainText("A mechanic will reach out shortly");
    const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#hero")).toBeVisible();
  });

  for (const path of ["/about", "/contact"]) {
    test(`on ${path} Get Free Quote goes to /quote`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const quote = page.getByRole("main").getByRole("link", { name: "Get Free Quote" }).first();
      await expect(quote).toHaveAttribute("href", "/quote");
      await quote.click();
      await expect(page).toHaveURL(/\/quote$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test(`${path} offers call links`, async ({ page }) => {
      await page.goto(path);
      expect(await page.locator("main a[href^='tel:']").count()).toBeGreaterThan(1);
    });
  }
});

test.describe("a location page", () => {
  const path = "/locations/jacksonville";

  test("Request Quote goes to /quote", async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole("main").getByRole("link", { name: "Request Quote", exact: true }).click();
    await expect(page).toHaveURL(/\/quote$/);
  });

  test("Book Service goes to /bookings", async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("link", { name: "Book Service", exact: true })
      .click();
    await expect(page).toHaveURL(/\/bookings$/);
  });

  test("Get Quote and Home are quick links too", async ({ page }) => {
    await page.goto(path);
    const quick = page.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link", { name: "Get Quote", exact: true })).toHaveAttribute("href", "/quote");
    await expect(quick.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  });

  test("Contact goes to the home page's contact section and scrolls it into view", async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const contact = page
      .getByRole("navigation", { name: "Quick Links" })
      .getByRole("link", { name: "Contact", exact: true });
    await expect(contact).toHaveAttribute("href", "/#contact");
    await contact.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(() => inViewport(page, "contact")).toBe(true);
  });

  test("every Call Now button is a phone link", async ({ page }) => {
    await page.goto(path);
    const calls = page.getByRole("main").getByRole("link", { name: /^Call Now/ });
    expect(await calls.count()).toBeGreaterThan(1);
    for (const link of await calls.all()) await expect(link).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  });

  test("links to every other city", async ({ page }) => {
    await page.goto(path);
    const areas = page.getByRole("navigation", { name: "Other Service Areas" });
    for (const c of cities.filter((c) => c !== "jacksonville"))
      await expect(areas.locator(`a[href="/locations/${c}"]`)).toHaveCount(1);
  });

  test("a FAQ answer opens when its question is clicked", async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const first = page.locator("#faq details").first();
    await expect(first).not.toHaveAttribute("open", "");
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("no content page scrolls sideways", async ({ page }) => {
      test.setTimeout(120_000);
      const wide: string[] = [];
      for (const path of contentRoutes) {
        await page.goto(path);
        await hydrated(page);
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (scroll > client) wide.push(`${path}: ${scroll} > ${client}`);
      }
      expect(wide).toEqual([]);
    });
  });
}

test.describe("on a 390x844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every content page shows a call link in its content above the fold", async ({ page }) => {
    test.setTimeout(120_000);
    const missing: string[] = [];
    for (const path of contentRoutes) {
      await page.goto(path);
      await hydrated(page);
      const visible = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>("main a[href^='tel:']")].some((a) => {
          const r = a.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= 844;
        }),
      );
      if (!visible) missing.push(path);
    }
    expect(missing).toEqual([]);
  });

  test("every content page has exactly one h1", async ({ page }) => {
    for (const path of contentRoutes) {
      await page.goto(path);
      await expect(page.locator("h1"), path).toHaveCount(1);
    }
  });
});
