import { expect, test, type Page } from "@playwright/test";
import { holdScripts, hydrated, inViewport, lateScripts, pauseClock } from "./support";

const coreServices = [
  "Mobile Tire Repair",
  "Jump Start & Battery Service",
  "Mobile Engine Diagnostics",
  "Vehicle Lockout Service",
  "Emergency Fuel Delivery",
];
const extraServices = ["Diesel Roadside Assistance", "Engine Services", "24/7 Tire Shop"];

const services = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).locator("summary").filter({ hasText: "Services" });

test.describe("navigation bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(
    "the services dropdown lists the five core services, a divider, then diesel, engine services and the " +
      "tire shop",
    async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const menu = page.locator("#services-menu");
      await expect(menu).toBeHidden();
      await services(page).click();
      await expect(menu).toBeVisible();
      // The divider is a rule drawn above the first item of the second group.
      const items = await menu
        .locator("> li")
        .evaluateAll((lis) =>
          lis.flatMap((li) => (li.classList.contains("group-start") ? ["---", li.textContent] : [li.textContent])),
        );
      expect(items).toEqual([...coreServices, "---", ...extraServices]);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    },
  );

  test("a services link leads to its page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await services(page).click();
    await page.locator("#services-menu").getByRole("link", { name: "24/7 Tire Shop" }).click();
    await expect(page).toHaveURL(/\/24-7-tire-shop-near-me$/);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("#services-menu")).toBeHidden();
  });

  test("a tap outside the services menu closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await services(page).click();
    await expect(page.locator("#services-menu")).toBeVisible();
    // A tap on the page, well away from the menu.
    await page.mouse.click(1200, 600);
    await expect(page.locator("#services-menu")).toBeHidden();
  });

  for (const [label, id] of [
    ["Locations", "service-areas"],
    ["Reviews", "testimonials"],
    ["Contact", "contact"],
  ] as const) {
    test(`the ${label} link scrolls the home page to ${id}`, async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      expect(await inViewport(page, id)).toBe(false);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click();
      await expect.poll(() => inViewport(page, id)).toBe(true);
    });

    test(`from another page the ${label} link lands on the home page at ${id}`, async ({ page }) => {
      await page.goto("/about");
      await hydrated(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect.poll(() => inViewport(page, id)).toBe(true);
    });
  }

  test("a full page load of a home page section's address lands on it", async ({ page }) => {
    await page.goto("/#testimonials");
    await hydrated(page);
    await expect.poll(() => inViewport(page, "testimonials")).toBe(true);
  });

  test("the shadow appears only once scrolled more than 100 px", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByTestId("site-nav");
    await expect(nav).not.toHaveClass(/scrolled/);
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForTimeout(50);
    await expect(nav).not.toHaveClass(/scrolled/);
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(nav).toHaveClass(/scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav).not.toHaveClass(/scrolled/);
  });

  test("the bar shows the emergency and after-hours lines and a Call Now link", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByTestId("site-nav");
    await expect(nav.locator('a[href="tel:+13863728412"]').first()).toBeVisible();
    await expect(nav.locator('a[href="tel:+13863387945"]')).toBeVisible();
    await expect(nav.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+13863728412");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is a collapsible list of only the five core services", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const list = page.locator("#mobile-menu");
    await expect(list).toBeHidden();
    const toggle = page.getByLabel("Menu", { exact: true });
    await toggle.click();
    await expect(list).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Menu");
    await expect(page.locator("details.mobile-nav")).toHaveAttribute("open", "");
    await expect(list.getByRole("link")).toHaveText(coreServices);
    await toggle.click();
    await expect(list).toBeHidden();
    // A service chosen: its page, with the menu closed.
    await toggle.click();
    await list.getByRole("link", { name: "Vehicle Lockout Service" }).click();
    await expect(page).toHaveURL(/\/vehicle-lockout-service-fl$/);
    await expect(list).toBeHidden();
  });

  test("the floating call button dials the emergency line", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("link", { name: /Call now/ }).last();
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", "tel:+13863728412");
  });
});

test.describe("testimonial carousel", () => {
  const current = (page: Page) => page.locator(".carousel-slide").getAttribute("data-index").then(Number);

  async function startPaused(page: Page) {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await pauseClock(page, 500);
  }

  test("advances every 5 seconds and wraps from the last review to the first", async ({ page }) => {
    await startPaused(page);
    const total = await page.locator(".carousel-dots button").count();
    expect(total).toBeGreaterThanOrEqual(60);
    expect(await current(page)).toBe(0);
    await page.clock.runFor(3000);
    expect(await current(page)).toBe(0);
    await page.clock.runFor(2500);
    expect(await current(page)).toBe(1);
    await page.clock.runFor(5000);
    expect(await current(page)).toBe(2);
    await page.clock.runFor(5000 * (total - 2));
    expect(await current(page)).toBe(0);
  });

  test("any manual action stops auto-advance for good", async ({ page }) => {
    await startPaused(page);
    await page.getByRole("button", { name: "Next testimonial" }).click();
    expect(await current(page)).toBe(1);
    await page.clock.runFor(20_000);
    expect(await current(page)).toBe(1);
  });

  test("previous wraps to the last review and the dots jump", async ({ page }) => {
    await startPaused(page);
    const total = await page.locator(".carousel-dots button").count();
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    expect(await current(page)).toBe(total - 1);
    await expect(page.getByRole("button", { name: `Go to testimonial ${total}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.getByRole("button", { name: "Next testimonial" }).click();
    expect(await current(page)).toBe(0);
    await page.getByRole("button", { name: "Go to testimonial 7" }).click();
    expect(await current(page)).toBe(6);
    await page.clock.runFor(20_000);
    expect(await current(page)).toBe(6);
  });

  test("each card shows five stars, 5.0, the quote, the initial and the author", async ({ page }) => {
    await page.goto("/");
    const card = page.locator(".carousel-slide .testimonial-card");
    await expect(card.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
    await expect(card).toContainText("5.0");
    const author = await card.locator(".author").textContent();
    await expect(card.locator(".initial")).toHaveText(author!.charAt(0));
    await expect(page.locator("#testimonials")).toContainText("4.8 out of 5 stars");
    await expect(page.locator("#testimonials")).toContainText(
      "Based on 62+ verified reviews from satisfied customers across Florida",
    );
  });
});

test.describe("theme", () => {
  test("defaults to light, and the toggle's choice survives reloads without a flash", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // The class must be there before any module script runs.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.unroute("**/assets/*.js");

    await page.goto("/about");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
});

test("an unknown path shows the not-found page", async ({ page }) => {
  const resp = await page.goto("/no-such-page");
  expect(resp!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
});

test("without JavaScript the home page still shows its content and phone numbers", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('a[href="tel:+13863728412"]').first()).toBeVisible();
  await expect(page.locator("#testimonials")).toContainText("What Our Customers Say");
  await context.close();
});

test.describe("moving to another page on a weak signal", () => {
  /** Holds (or fails) every script the first page did not load, until released. */
  const holdLateScripts = (page: Page, path: string, fail: boolean) => holdScripts(page, lateScripts(path), fail);

  test("a bar shows while the next page's code is on its way, then the page", async ({ page }) => {
    const release = await holdLateScripts(page, "/", false);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeAttached();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("a page whose code cannot be fetched offers the call link and a retry that works", async ({ page }) => {
    const release = await holdLateScripts(page, "/", true);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: "This page didn't load" });
    await expect(alert).toBeVisible();
    await expect(alert.locator('a[href="tel:+13863728412"]')).toBeVisible();
    // The rest of the site still works.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Call Now/ })).toBeVisible();
    release();
    await alert.getByRole("button", { name: "Try Again" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  });

  test("after a failed page, going elsewhere and back tries that page again", async ({ page }) => {
    const release = await holdLateScripts(page, "/", true);
    await page.goto("/");
    await hydrated(page);
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This page didn't load" })).toBeVisible();
    await main.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("24/7 Mobile Roadside Assistance");
    release();
    await main.getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  });
});
