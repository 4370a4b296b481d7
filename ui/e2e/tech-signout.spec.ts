import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { assignedJob, createStaff, phone, signIn, sql, staffLogin, unique } from "./server";
import { axeViolations } from "./support";

// Signed out, the technician's phone keeps nothing of the business (issue 25):
// jobs, customers' details, unsent changes and invoices leave IndexedDB, on
// Sign out and on any 401; a change never sent is named first, so the
// technician knows what the office never got.

// The service worker plays no part here, and blocking it keeps the API's requests visible to page.route.
const techPhone = { ...phone, serviceWorkers: "block" as const };

/** What the app keeps on the phone: counts by store, or null once its database is gone. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === "roadside-tech")) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open("roadside-tech");
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve) => {
        if (!db.objectStoreNames.contains(store)) return resolve(0);
        const req = db.transaction(store).objectStore(store).count();
        req.onsuccess = () => resolve(req.result);
      });
    const out = { jobs: await count("jobs"), outbox: await count("outbox"), invoices: await count("invoices") };
    db.close();
    return out;
  });

/** A lockout quote by `name`, made into a job assigned to `tech`. */
const lockout = (api: APIRequestContext, tech: string, name: string) =>
  assignedJob(api, tech, {
    name,
    phone: "(386) 555-0177",
    location: "Old Kings Rd, Palm Coast",
    description: "Locked out.",
  });

test("Sign out names a change never sent, and once confirmed leaves nothing of the jobs on the phone", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = `owner${unique()}`;
  const tech = `rita${unique()}`;
  createStaff(owner);
  createStaff(tech, ["--role", "technician"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const customer = `Rita Gomez ${unique()}`;
  const jobId = await lockout(api, tech, customer);

  const context = await browser.newContext(techPhone);
  const app = await context.newPage();
  await signIn(app, tech, "**/tech/");
  await expect(app.getByRole("button", { name: new RegExp(customer) })).toBeVisible();
  await expect.poll(async () => (await kept(app))?.jobs).toBe(1);
  // An invoice kept for the job, as Make invoice keeps it.
  await app.evaluate(
    (jobId) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open("roadside-tech");
        req.onsuccess = () => {
          const tx = req.result.transaction("invoices", "readwrite");
          tx.objectStore("invoices").put({ jobId, invoice: { id: 1, number: "INV-TEST", status: "open" } });
          tx.oncomplete = () => {
            req.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    jobId,
  );

  // On my way, tapped without a signal: kept on the phone.
  await context.setOffline(true);
  await app.getByRole("button", { name: new RegExp(customer) }).click();
  await app.getByRole("button", { name: "On my way" }).click();
  await expect(app.getByRole("status").filter({ hasText: "Offline" })).toContainText("1 waiting");

  await app.getByRole("button", { name: "Sign out" }).click();
  const warning = app.getByRole("dialog", { name: "1 change never sent" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("listitem")).toHaveText(`${customer} (job #${jobId}): On my way`);
  await expect(warning).toContainText("Signing out deletes it from this phone");
  await app.screenshot({ path: "/tmp/signout-warning-390x844.png" });
  expect(await axeViolations(app)).toEqual([]);
  // Nothing is lost by a stray tap: the warning opens on Stay signed in.
  await expect(warning.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toBeHidden();
  expect(await kept(app)).toEqual({ jobs: 1, outbox: 1, invoices: 1 });

  // Back online, the server still does not take it (no answer): Sign out asks again.
  await app.route("**/api/tech/jobs/*", (route) =>
    route.request().method() === "PATCH" ? route.abort() : route.continue(),
  );
  await context.setOffline(false);
  await app.getByRole("button", { name: "Sign out" }).click();
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "Sign out anyway" }).click();
  await app.waitForURL("**/admin");
  await expect.poll(() => kept(app)).toBeNull();
  // Signed out on the server too, and the change was never made.
  expect((await context.request.get("/api/admin/session")).status()).toBe(401);
  const board = await (await api.get("/api/dispatch/board")).json();
  expect(board.jobs.find((j: { id: number }) => j.id === jobId).status).not.toBe("en route");
  await context.close();
  await api.dispose();
});

test("a 401 clears the phone and the sign-in page names the change made offline that never reached the office", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = `owner${unique()}`;
  const tech = `lou${unique()}`;
  createStaff(owner);
  createStaff(tech, ["--role", "technician"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const customer = `Lou Baker ${unique()}`;
  const jobId = await lockout(api, tech, customer);

  const context = await browser.newContext(techPhone);
  const app = await context.newPage();
  await signIn(app, tech, "**/tech/");
  await app.getByRole("button", { name: new RegExp(customer) }).click();
  await expect.poll(async () => (await kept(app))?.jobs).toBe(1);

  await context.setOffline(true);
  await app.getByRole("button", { name: "On my way" }).click();
  await expect(app.getByRole("status").filter({ hasText: "Offline" })).toContainText("1 waiting");
  // Meanwhile the session ends on the server (the owner disabled it, it expired, ...).
  sql(`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = '${tech}')`);
  // The signal returns: the app sends the change, the server answers 401.
  await context.setOffline(false);
  await app.waitForURL("**/admin");
  const notice = app.getByRole("alert").filter({ hasText: "You were signed out" });
  await expect(notice).toContainText("1 change made on your phone never reached the office");
  await expect(notice.getByRole("listitem")).toHaveText(`Job #${jobId}: On my way`);
  expect(await axeViolations(app)).toEqual([]);
  // No customer's name is left behind, on the page or in storage.
  await expect(app.getByText(customer)).toHaveCount(0);
  await expect.poll(() => kept(app)).toBeNull();
  expect(
    await app.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage })),
  ).not.toContain("Lou Baker");
  // Read once: a reload shows the plain sign-in page.
  await app.reload();
  await expect(app.getByRole("heading", { name: "Staff Sign In" })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await context.close();
  await api.dispose();
});
