import { expect, test, type Page } from "@playwright/test";
import {
  CUSTOMER_PASSWORD as PASSWORD,
  holdScripts,
  hydrated,
  lateScripts,
  mailTo,
  registerAndSignIn,
} from "./support";
import { STAFF_PASSWORD, createStaff } from "./server";
import { formControls } from "./forms";

const toastEl = (page: Page) => page.getByTestId("toast");
const unique = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("a customer registers, signs in, sees the dashboard and signs out", async ({ page }) => {
  const name = unique();
  await registerAndSignIn(page, name);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${name}`);
  await expect(page.getByText(`${name}@example.com`)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute(
    "href",
    "/quote",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Book Diesel Service" })).toHaveAttribute(
    "href",
    "/bookings",
  );
  await expect(page.getByRole("main").locator('a[href="tel:+13863728412"]')).toBeVisible();

  // Signed in, the booking form knows who is asking.
  await page.goto("/bookings");
  await hydrated(page);
  await expect(page.getByLabel("Full Name *")).toHaveValue(name);
  await expect(page.getByLabel("Email (optional)")).toHaveValue(`${name}@example.com`);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("registration checks the fields and that the passwords match", async ({ page }) => {
  await page.goto("/register");
  await hydrated(page);
  await page.getByRole("button", { name: "Create Account" }).click();
  for (const m of [
    "Username must be at least 3 characters",
    "Please enter a valid email",
    "Password must be at least 8 characters",
    "Please confirm your password",
  ]) {
    await expect(page.getByText(m)).toBeVisible();
  }
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill("correct-horse-43");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test("a common password is refused by the server and said under the password field", async ({ page }) => {
  const name = unique();
  await page.goto("/register");
  await hydrated(page);
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("Password1");
  await page.getByLabel("Confirm Password").fill("Password1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toastEl(page)).toContainText("Registration Failed");
  await expect(page.getByText("This password is too common. Please choose another one.")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/register$/);
});

test("a wrong password shows Login Failed", async ({ page }) => {
  await page.goto("/login");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Username").fill("nobody-here");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toastEl(page)).toContainText("Login Failed");
  await expect(toastEl(page)).toContainText("Invalid username or password");
});

test("forgot password ends on Check Your Email with a way back", async ({ page }) => {
  await page.goto("/forgot-password");
  await hydrated(page);
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(toastEl(page)).toContainText("Reset Link Sent");
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a forgotten password is reset through the emailed link, which works only once", async ({ page }) => {
  const name = unique();
  await registerAndSignIn(page, name);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/forgot-password");
  await hydrated(page);
  await page.getByLabel("Email").fill(`${name}@example.com`);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

  // The first mail of a new account is its verification link; the reset link is the one that mentions it.
  const resets = async () => (await mailTo(`${name}@example.com`)).filter((m) => m.includes("reset-password"));
  let mail: string[] = [];
  await expect.poll(async () => (mail = await resets()).length, { timeout: 10_000 }).toBe(1);
  // Undo quoted-printable line folding before reading the link.
  const text = mail[0].replace(/=\n/g, "").replace(/=3D/g, "=");
  const token = text.match(/\/reset-password\?token=([0-9a-f]+)/)?.[1];
  expect(token, text).toMatch(/^[0-9a-f]{64}$/);

  await page.goto(`/reset-password?token=${token}`);
  await hydrated(page);
  await page.getByLabel("New Password", { exact: true }).fill("brand-new-1");
  await page.getByLabel("Confirm New Password").fill("brand-new-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(toastEl(page)).toContainText("Password Reset Successful");
  await expect(page).toHaveURL(/\/login$/);
  // The URL changes before the next page's code has arrived; wait for the page itself.
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Password").fill("brand-new-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/reset-password?token=${token}`);
  await hydrated(page);
  await page.getByLabel("New Password", { exact: true }).fill("another-one");
  await page.getByLabel("Confirm New Password").fill("another-one");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(toastEl(page)).toContainText("Reset Failed");
});

test("a reset link without a token says so and offers a new one", async ({ page }) => {
  await page.goto("/reset-password");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await page.getByRole("link", { name: "Request a new reset link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("a bad reset token shows Reset Failed", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await hydrated(page);
  await page.getByLabel("New Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm New Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(toastEl(page)).toContainText("Reset Failed");
  await expect(toastEl(page)).toContainText("Invalid or expired reset token");
});

test("the admin dashboard without a session shows Session Expired and goes to /admin", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(toastEl(page)).toContainText("Session Expired");
  await expect(toastEl(page)).toContainText("Please log in again");
  await expect(page).toHaveURL(/\/admin$/);
});

test("staff sign in, see a new lead, mark it contacted and log out", async ({ page }) => {
  const staff = createStaff(unique());
  const lead = await page.request.post("/api/quotes", {
    data: {
      name: `Lead ${staff}`,
      phone: "(386) 555-0123",
      location: "Palm Coast, FL",
      serviceType: "Other",
      urgency: "Today",
      description: "Flat tire in the driveway.",
    },
  });
  expect(lead.status()).toBe(201);

  await page.goto("/admin");
  await hydrated(page);
  await page.getByLabel("Username").fill(staff);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toastEl(page)).toContainText("Login Failed");
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toastEl(page)).toContainText("Login Successful");
  await expect(toastEl(page)).toContainText("Welcome to the admin dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("tab", { name: "Leads" }).click();
  const card = page.locator(".lead-card", { hasText: `Lead ${staff}` });
  await expect(card).toHaveClass(/pending/);
  await card.getByRole("button", { name: "Mark as Contacted" }).click();
  await expect(toastEl(page)).toContainText("Quote marked as contacted");
  await expect(card).not.toHaveClass(/pending/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(toastEl(page)).toContainText("Logged Out");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/dashboard");
  await expect(toastEl(page)).toContainText("Session Expired");
});

test("a sign-in pressed before the form's code arrives waits for it, and the password never goes into a URL", async ({
  page,
}) => {
  const release = await holdScripts(page, lateScripts("/login"));
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("Username").fill("nobody-here");
  await page.getByLabel("Password").fill("wrong-secret");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe("/login");
  release();
  await expect(toastEl(page)).toContainText("Login Failed");
  expect(urls.filter((u) => u.includes("wrong-secret"))).toEqual([]);
  expect(new URL(page.url()).search).toBe("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a customer signs in with the plain form, and a wrong password says so with a way back", async ({ page }) => {
    const name = unique();
    const made = await page.request.post("/api/register", {
      data: { username: name, email: `${name}@example.com`, password: PASSWORD },
    });
    expect(made.status()).toBe(201);

    await page.goto("/login");
    await page.getByLabel("Username").fill(name);
    await page.getByLabel("Password").fill("not-it");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid username or password")).toBeVisible();
    expect(page.url()).not.toContain("not-it");
    await page.getByRole("link", { name: "Try again" }).click();

    await page.getByLabel("Username").fill(name);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await page.request.get("/api/me");
    expect(((await me.json()) as { username: string }).username).toBe(name);
  });

  for (const { path, action, mistake, message } of [
    {
      path: "/login",
      action: "/api/login",
      mistake: { Username: unique(), Password: "wrong-secret" },
      message: "Invalid username or password",
    },
    {
      path: "/admin",
      action: "/api/admin/login",
      mistake: { Username: unique(), Password: "wrong-secret" },
      message: "Invalid username or password",
    },
    {
      path: "/register",
      action: "/api/register",
      mistake: {
        Username: "ab",
        Email: "ab@example.com",
        Password: "wrong-secret",
        "Confirm Password": "wrong-secret",
      },
      message: "Username must be at least 3 characters",
    },
    {
      path: "/forgot-password",
      action: "/api/forgot-password",
      mistake: { Email: "not-an-email" },
      message: "Please enter a valid email",
    },
  ]) {
    test(`${path}: a failed post comes back as the same form, filled in but for passwords`, async ({ page }) => {
      await page.goto(path);
      const prerendered = await formControls(page, action);
      expect(prerendered.length).toBeGreaterThan(1);
      for (const [label, value] of Object.entries(mistake)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.locator(`form[action="${action}"] button[type="submit"]`).click();

      await expect(page.getByText(message)).toBeVisible();
      expect(await formControls(page, action)).toEqual(prerendered);
      for (const [label, value] of Object.entries(mistake)) {
        const field = page.getByLabel(label, { exact: true });
        const password = (await field.getAttribute("type")) === "password";
        await expect(field).toHaveValue(password ? "" : value);
      }
      expect(page.url()).not.toContain("wrong-secret");
    });
  }
});
