// A page asks for its code only once it has painted (ui/build.mjs), so a
// quick hand can press a form's send before the code, during hydration, or
// while the form's own code is swapped in. Whatever the moment, the press
// is kept: as a plain post before the code, as the live form's send after.
import { test, expect, type Browser } from "@playwright/test";
import { createStaff, phone, STAFF_PASSWORD } from "./server";

/**
 * Opens /admin on a phone with a 4x slower CPU, holding the site's code back,
 * types the technician's sign-in, then lets the code go and presses Sign In
 * `moment` ms later (never, for `moment` null: the press comes first).
 * Gives back how the sign-in was sent and where the page landed.
 */
async function signInAt(browser: Browser, tech: string, moment: number | null) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {}); // the page may have gone on without it
  });
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/admin/login") && r.method() === "POST")
      sent.push(r.headers()["content-type"]?.split(";")[0] ?? "none");
  });
  await page.goto("/admin", { waitUntil: "commit" });
  await page.getByLabel("Username").fill(tech);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  if (moment !== null) {
    release();
    await page.waitForTimeout(moment);
  }
  await page.getByRole("button", { name: "Sign In" }).click();
  release();
  let landed = "";
  try {
    await page.waitForURL("**/tech/", { timeout: 10_000 });
    landed = new URL(page.url()).pathname;
  } catch {
    landed = `nowhere (still at ${page.url()})`;
  }
  await context.close();
  return { sent, landed };
}

test("a technician's Sign In pressed at any moment of the page's load lands on their app", async ({ browser }) => {
  test.setTimeout(120_000);
  const tech = createStaff(undefined, ["--role", "technician", "--name", "Quick Hand"]);
  // Before any code: the plain form posts, and the server sends the technician on.
  expect(await signInAt(browser, tech, null)).toEqual({
    sent: ["application/x-www-form-urlencoded"],
    landed: "/tech/",
  });
  // During hydration and the form's swap: one send, by whichever form holds the press.
  const lost: string[] = [];
  for (let moment = 0; moment <= 300; moment += 20) {
    const { sent, landed } = await signInAt(browser, tech, moment);
    if (landed !== "/tech/" || sent.length !== 1) lost.push(`${moment} ms: sent ${sent.join(", ")}; ${landed}`);
  }
  expect(lost).toEqual([]);
});
