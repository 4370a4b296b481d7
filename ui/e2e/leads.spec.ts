import { expect, test, type Page } from "@playwright/test";
import { fillBooking, fillHome, fillQuote, formControls } from "./forms";
import { holdScripts, hydrated, lateScripts, pauseClock } from "./support";

const toastEl = (page: Page) => page.getByTestId("toast");

test.describe("home contact form", () => {
  test("shows each message for an empty submission and sends nothing", async ({ page }) => {
    let posted = 0;
    page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/quotes") && posted++);
    await page.goto("/#contact");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Free quote request" });
    await form.getByLabel("Name *").focus();
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    for (const message of [
      "Name is required",
      "Phone number is required",
      "Email is required",
      "Location is required",
      "Please select urgency level",
      "Please provide more details about your needs",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    expect(posted).toBe(0);
  });

  test("sends, shows Sending..., toasts success and resets", async ({ page }) => {
    await page.route("**/api/quotes", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto("/#contact");
    await hydrated(page);
    const form = await fillHome(page);
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/quotes") && r.method() === "POST");
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      serviceType: "General Automotive",
      vehicleInfo: "",
      description: "Battery died in the driveway, need a jump.",
      location: "Ormond Beach, FL",
    });
    await expect(toastEl(page)).toContainText("Quote Request Sent!");
    await expect(toastEl(page)).toContainText("We'll contact you soon with your custom quote.");
    await expect(form.getByLabel("Name *")).toHaveValue("");
  });

  test("a server failure shows the home form's error toast", async ({ page }) => {
    await page.route("**/api/quotes", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/#contact");
    await hydrated(page);
    const form = await fillHome(page);
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(toastEl(page)).toContainText("Error");
    await expect(toastEl(page)).toContainText("Failed to send quote request. Please try again.");
  });
});

test("a send pressed before the form's code arrives is sent once it does, not posted away", async ({ page }) => {
  const release = await holdScripts(page, lateScripts("/"));
  let posted = 0;
  page.on("request", (r) => r.method() === "POST" && r.url().endsWith("/api/quotes") && posted++);
  await page.goto("/");
  await hydrated(page);
  const form = await fillHome(page);
  await form.getByRole("button", { name: "Get Free Quote" }).click();
  await page.waitForTimeout(300);
  expect(posted).toBe(0);
  release();
  await expect(toastEl(page)).toContainText("Quote Request Sent!");
  expect(posted).toBe(1);
  expect(new URL(page.url()).pathname).toBe("/");
});

test("typing straight through the moment the form's code arrives loses no keystroke", async ({ page }) => {
  const release = await holdScripts(page, lateScripts("/bookings"));
  await page.goto("/bookings");
  await hydrated(page);
  // A slow phone: the swap to the live form takes long enough to type into.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  const name = page.getByLabel("Full Name *");
  await name.click();
  await page.keyboard.type("Lee ");
  release();
  await page.keyboard.type("Truckington the Third", { delay: 15 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(name).toHaveValue("Lee Truckington the Third");
  await expect(name).toBeFocused();
  // The value is the live form's own: a send with the rest blank names the other fields only.
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByText("Phone number must be at least 10 digits")).toBeVisible();
  await expect(page.locator("#booking-name-error")).toHaveCount(0);
});

test.describe("toasts", () => {
  test("stay 5000 ms, one at a time", async ({ page }) => {
    await page.clock.install();
    await page.route("**/api/quotes", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/quote");
    await hydrated(page);
    await fillQuote(page);
    // From here on only the test moves time.
    await pauseClock(page, 500);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(toastEl(page)).toContainText("Failed to submit quote request. Please try again.");
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(toastEl(page)).toHaveCount(1);
    await page.clock.runFor(4900);
    await expect(toastEl(page)).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toastEl(page)).toHaveCount(0);
  });

  test("a swipe right past 50 px dismisses; a shorter one does not", async ({ page }) => {
    await page.route("**/api/quotes", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/quote");
    await hydrated(page);
    await fillQuote(page);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    const t = toastEl(page);
    await expect(t).toBeVisible();
    const box = (await t.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, y, { steps: 5 });
    await page.mouse.up();
    await expect(t).toBeVisible();
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, y, { steps: 5 });
    await page.mouse.up();
    await expect(t).toHaveCount(0);
  });

  test("F8 focuses the notification region", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Notifications (F8)");
  });
});

test.describe("/quote", () => {
  test("lists the spec's options, checks the fields, then goes to /thank-you", async ({ page }) => {
    await page.goto("/quote");
    await hydrated(page);
    const options = await page.getByLabel("Service Type *").locator("option").allTextContents();
    expect(options.slice(1)).toEqual([
      "Emergency Roadside Service",
      "Mobile Mechanic Service",
      "Diagnostic Services",
      "Fleet & Commercial Service",
      "Motorcycle Service",
      "General Automotive",
      "Other",
    ]);
    const urgencies = await page.getByLabel("Urgency *").locator("option").allTextContents();
    expect(urgencies.slice(1)).toEqual(["Emergency (ASAP)", "Urgent (Same Day)", "Today", "This Week", "Flexible"]);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    for (const message of [
      "Location is required",
      "Please select a service type",
      "Please select urgency level",
      "Please provide more details about your needs",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await fillQuote(page);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(toastEl(page)).toContainText("Quote Request Submitted!");
  });

  test("a lead sent offline is kept and sent once when the network returns", async ({ page, context }) => {
    const created: number[] = [];
    page.on(
      "response",
      (r) => r.url().endsWith("/api/quotes") && r.request().method() === "POST" && created.push(r.status()),
    );
    await page.goto("/quote");
    await hydrated(page);
    await fillQuote(page);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByText("You're offline. Your request is saved")).toBeVisible();
    await expect(page.getByRole("status").locator('a[href="tel:+13863728412"]')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pendingLeads") ?? "[]").length)).toBe(1);
    expect(created).toEqual([]);

    const back = page.waitForResponse((r) => r.url().endsWith("/api/quotes") && r.status() === 201);
    await context.setOffline(false);
    await back;
    await expect(toastEl(page)).toContainText("Request Sent");
    expect(await page.evaluate(() => localStorage.getItem("pendingLeads"))).toBeNull();

    // A reload sends nothing again.
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(created).toEqual([201]);
  });
});

test("a lead that fails on a weak signal while the browser counts itself online is retried on its own", async ({
  page,
}) => {
  const created: number[] = [];
  page.on(
    "response",
    (r) => r.url().endsWith("/api/quotes") && r.request().method() === "POST" && created.push(r.status()),
  );
  await page.clock.install();
  await page.route("**/api/quotes", (route) => route.abort("connectionreset"));
  await page.goto("/quote");
  await hydrated(page);
  await fillQuote(page);
  await page.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.getByText("You're offline. Your request is saved")).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pendingLeads") ?? "[]").length)).toBe(1);

  // The signal comes back, but no "online" event ever fires.
  await page.unroute("**/api/quotes");
  const back = page.waitForResponse((r) => r.url().endsWith("/api/quotes") && r.status() === 201);
  await page.clock.runFor(16_000);
  await back;
  await expect(toastEl(page)).toContainText("Request Sent");
  expect(await page.evaluate(() => localStorage.getItem("pendingLeads"))).toBeNull();
  await page.clock.runFor(300_000);
  expect(created).toEqual([201]);
});

/**
 * Makes every script outside the page's first load (as the build lists it) fail, as on a signal that drops after
 * the page arrived.
 */
const failLateScripts = (page: Page, path: string) => holdScripts(page, lateScripts(path), true);

test.describe("/quote when the form's code never arrives", () => {
  test("offline, the lead is kept and sent once when the network returns", async ({ page, context }) => {
    const created: number[] = [];
    page.on(
      "response",
      (r) => r.url().endsWith("/api/quotes") && r.request().method() === "POST" && created.push(r.status()),
    );
    await failLateScripts(page, "/quote");
    await page.goto("/quote");
    await hydrated(page);
    await fillQuote(page);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page.getByText("You're offline. Your request is saved")).toBeVisible();
    await expect(toastEl(page)).toContainText("Saved Offline");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pendingLeads") ?? "[]").length)).toBe(1);

    const back = page.waitForResponse((r) => r.url().endsWith("/api/quotes") && r.status() === 201);
    await context.setOffline(false);
    await back;
    await expect(toastEl(page)).toContainText("Request Sent");
    await page.waitForTimeout(300);
    expect(created).toEqual([201]);
  });

  test("online, the form posts as a plain form and lands on the thank-you page", async ({ page }) => {
    await failLateScripts(page, "/quote");
    await page.goto("/quote");
    await hydrated(page);
    await fillQuote(page);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("/bookings", () => {
  test("shows each message, then the Booking Request Received! view with a way home", async ({ page }) => {
    await page.goto("/bookings");
    await hydrated(page);
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Phone number must be at least 10 digits",
      "Please select vehicle type",
      "Please provide your location",
      "Please select service needed",
      "Please select urgency level",
      "Please describe your issue in detail",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await fillBooking(page);
    await page.getByLabel("Email (optional)").fill("fleet@");
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await page.getByLabel("Email (optional)").fill("");
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    await expect(page.getByRole("heading", { name: "Booking Request Received!" })).toBeVisible();
    await expect(toastEl(page)).toContainText("Booking Request Submitted");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a failure says to call", async ({ page }) => {
    await page.route("**/api/bookings", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/bookings");
    await hydrated(page);
    await fillBooking(page);
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    await expect(toastEl(page)).toContainText("Submission Failed");
    await expect(toastEl(page)).toContainText("Please try again or call us directly at (386) 372-8412");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quote form posts, is stored and lands on the thank-you page", async ({ page }) => {
    await page.goto("/quote");
    await fillQuote(page);
    await page.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
  });

  test("a form with mistakes comes back with the messages", async ({ page }) => {
    await page.goto("/bookings");
    await page.getByLabel("Full Name *").fill("Lee Truck");
    await page.getByRole("button", { name: "Submit Booking Request" }).click();
    await expect(page.getByText("Please select vehicle type")).toBeVisible();
    await expect(page.locator('input[name="name"]')).toHaveValue("Lee Truck");
  });

  test("the home form with a mistake comes back as the home form, then sends", async ({ page }) => {
    await page.goto("/");
    const prerendered = await formControls(page, "/api/quotes");
    expect(prerendered.map((c) => c.label)).toContain("Message *");
    await fillHome(page);
    await page.getByLabel("Email *").fill("");
    await page.getByRole("button", { name: "Get Free Quote" }).click();

    await expect(page.getByText("Email is required")).toBeVisible();
    // The same controls, labels and button as the form the visitor sent, not /quote's.
    expect(await formControls(page, "/api/quotes")).toEqual(prerendered);
    await expect(page.getByLabel("Name *")).toHaveValue("Dana Smith");
    await expect(page.getByLabel("Location *")).toHaveValue("Ormond Beach, FL");
    await expect(page.getByLabel("Message *")).toHaveValue("Battery died in the driveway, need a jump.");
    await expect(page.getByLabel("Email *")).toHaveAttribute("aria-describedby", "home-email-error");

    await page.getByLabel("Email *").fill("dana@example.com");
    await page.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
  });
});
