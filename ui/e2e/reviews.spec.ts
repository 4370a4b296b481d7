import { expect, test, type Page } from "@playwright/test";
import { axeViolations, hydrated, mailTo, registerAndSignIn } from "./support";
import { createStaff, sql, staffLogin, unique } from "./server";

// Review requests and the customer's own page (docs/product.md#reviews,
// docs/product.md#accounts): the owner completes a job, the review text
// reaches the Twilio stand-in (e2e/server.toml sets no delay), its /r/ link
// counts the tap on the Overview; a customer verifies their email through
// the mailed link and then sees their history on /dashboard.

const providers = `http://127.0.0.1:${process.env.E2E_PROVIDERS_PORT}`;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join("");
const toastEl = (page: Page) => page.getByTestId("toast");

async function signInAsOwner(page: Page) {
  await staffLogin(page.request, createStaff(`owner${unique()}`));
}

async function postQuote(page: Page, name: string, phone: string, email?: string): Promise<number> {
  const resp = await page.request.post("/api/quotes", {
    data: {
      name,
      phone,
      ...(email ? { email } : {}),
      location: "Palm Coast, FL",
      serviceType: "Other",
      urgency: "Today",
      description: "Flat tire in the driveway.",
    },
  });
  expect(resp.status()).toBe(201);
  return (await resp.json()).id;
}

type Figures = { sent: number; tapped: number };
async function reviewFigures(page: Page): Promise<Figures> {
  const resp = await page.request.get("/api/admin/overview?period=30d");
  expect(resp.status()).toBe(200);
  return (await resp.json()).reviews;
}

test("the owner completes a job, the customer is texted a review link, and its tap shows on the Overview", async ({
  page,
}) => {
  await signInAsOwner(page);
  const name = `Driver ${unique()}`;
  const local = digits(4);
  const lead = await postQuote(page, name, `(386) 556-${local}`);
  const made = await page.request.post("/api/job-tracking", { data: { submissionType: "quote", submissionId: lead } });
  expect(made.status()).toBe(201);
  const before = await reviewFigures(page);

  await page.goto("/admin/dashboard?tab=jobs");
  await hydrated(page);
  const job = page.locator("li.lead-card", {
    has: page.getByRole("heading", { name: new RegExp(`Job #\\d+: ${name}`) }),
  });
  const ask = job.getByRole("checkbox", { name: "Ask for a review when completed" });
  await expect(ask).toBeChecked();
  await job.getByLabel("Status").selectOption("completed");
  await job.getByRole("button", { name: "Save Job" }).click();
  await expect(toastEl(page)).toContainText("Job updated");
  expect(await axeViolations(page, "li.lead-card")).toEqual([]);

  let text: { to: string; body: string } | undefined;
  await expect
    .poll(
      async () => {
        const texts = (await (await fetch(`${providers}/texts`)).json()) as { to: string; body: string }[];
        text = texts.find((t) => t.to === `+1386556${local}` && t.body.includes("/r/"));
        return Boolean(text);
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  expect(text!.body).toMatch(/Reply STOP to opt out\.$/);
  const token = text!.body.match(/\/r\/([A-Za-z0-9_-]+)/)![1];

  // Following the link (without going on to Google, out of this sandbox's reach).
  const tap = await page.request.get(`/r/${token}`, { maxRedirects: 0 });
  expect(tap.status()).toBe(303);
  expect(tap.headers()["location"]).toMatch(/^https:\/\/www\.google\.com\//);
  expect((await page.request.get("/r/unknown-token-000000", { maxRedirects: 0 })).status()).toBe(404);

  const after = await reviewFigures(page);
  expect(after).toEqual({ sent: before.sent + 1, tapped: before.tapped + 1 });
  await page.goto("/admin/dashboard");
  await hydrated(page);
  const stat = page.locator(".stat", { hasText: "Review requests" });
  await expect(stat).toContainText(`${after.sent} sent, ${after.tapped} tapped`);
  if (before.sent === 0) await expect(stat).toContainText("1 sent, 1 tapped");
  expect(await axeViolations(page, ".stats")).toEqual([]);
});

test("a customer verifies their email through the mailed link and then sees their requests on /dashboard", async ({
  page,
}) => {
  const username = `u${unique()}`;
  const email = `${username}@example.com`;
  await registerAndSignIn(page, username);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${username}`);

  // Their requests exist already, but stay hidden until the email is theirs.
  await postQuote(page, "Pat Customer", `(386) 557-${digits(4)}`, email.toUpperCase());
  const number = 5000 + Math.floor(Math.random() * 4000);
  sql(
    `INSERT INTO invoices (number, token, status, customer_email, subtotal_cents, total_cents, paid_cents, tip_cents, created_by)
       VALUES (${number}, 'e2e${number}', 'partly-paid', '${email}', 18000, 18000, 10000, 1500, 'e2e');
     INSERT INTO payments (invoice_id, method, amount_cents, tip_cents, recorded_by)
       VALUES (last_insert_rowid(), 'zelle', 10000, 1500, 'e2e');`,
  );
  await expect(page.getByRole("heading", { name: "Verify your email to see your history" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Requests" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // A new link replaces the one mailed at registration.
  await page.getByRole("button", { name: "Send verification link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent a verification link" })).toBeVisible();
  let mail: string[] = [];
  await expect.poll(async () => (mail = await mailTo(email)).length, { timeout: 10_000 }).toBe(2);
  const newest = mail[mail.length - 1].replace(/=\n/g, "").replace(/=3D/g, "=");
  const link = newest.match(/\/verify-email\?token=[0-9a-f]+/)?.[0];
  expect(link, newest).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Email Verified" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Your Requests" })).toBeVisible();
  await expect(page.getByText("Quote request")).toBeVisible();
  await expect(page.getByText(`INV-${number}`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: `View and pay INV-${number}` })).toHaveAttribute(
    "href",
    `/invoice/e2e${number}`,
  );
  await expect(page.getByText("Tip $15.00")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
