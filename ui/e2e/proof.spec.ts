import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { axeViolations } from "./support";
import { assignedJob, createStaff, phone, signIn, sql, staffLogin, unique } from "./server";

// Proof of the work (docs/product.md#proof), driven on a 390 x 844 phone: a
// lockout's technician loses the signal on site, takes four photos (one a
// JPEG stored sideways with EXIF orientation 6), the ID and the registration
// and ticks that the names match; Completed is refused until they are all
// there; back online, each photo reaches the server once (one answer is lost
// on the way back, and the photo is sent again); the owner's job card shows
// them upright with their time and position. Then the customer signs for
// the invoice's $128.40, the owner adds a line, the signature shows as void
// and the app asks again; the new one stands.
// A second test measures what a photo costs on one bar of signal: the bytes
// sent for a 4000 x 3000 original and the time 4 take to upload.

// Where the car is (St. Augustine, the historic district).
const SCENE = { latitude: 29.89178, longitude: -81.31404 };
const fixture = (name: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: readFileSync(`e2e/fixtures/${name}`),
});
const shots = process.env.PROOF_SHOTS ?? "test-results";

type Photo = {
  id: number;
  item: string;
  width: number;
  height: number;
  receivedSha256: string;
  takenAt: string;
  latitude?: number | null;
  longitude?: number | null;
  receivedBytes: number;
  bytes: number;
};
type Proof = {
  photos: Photo[];
  hiddenPhotos: number;
  items: { key: string; done: boolean }[];
  signature: { valid: boolean; amountCents: number; signerName: string } | null;
  amountCents: number | null;
};

/** Draws a signature with the pointer (a mouse here; a finger on the phone), across the box. */
async function drawSignature(page: Page, box: Locator) {
  await box.scrollIntoViewIfNeeded();
  const b = (await box.boundingBox())!;
  const at = (x: number, y: number) => [b.x + b.width * x, b.y + b.height * y] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.4, 0.35],
    [0.5, 0.65],
    [0.6, 0.4],
    [0.75, 0.6],
  ] as const)
    await page.mouse.move(...at(x, y), { steps: 4 });
  await page.mouse.up();
  await page.mouse.move(...at(0.55, 0.8));
  await page.mouse.down();
  await page.mouse.move(...at(0.9, 0.75), { steps: 6 });
  await page.mouse.up();
}

test("a lockout's proof taken offline reaches the server once, shows upright on the owner's card, and the customer signs for the amount", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The business owner's account: the one that sees ID photos and may waive an item.
  const owner = `owner${unique()}`;
  const tech = `lena${unique()}`;
  createStaff(owner, ["--owner"]);
  createStaff(tech, ["--role", "technician", "--name", "Lena Park"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const jobId = await assignedJob(api, tech, {
    name: "Dana Reyes",
    phone: "(904) 555-0142",
    location: "St. George St, St. Augustine",
    description: "Locked out, keys on the driver's seat.",
  });
  // No lead form offers a lockout today: the quote behind the job is made one, as a booking by phone would.
  sql(
    `UPDATE quote_submissions SET service_type = 'Vehicle Lockout Service' ` +
      `WHERE id = (SELECT submission_id FROM job_tracking WHERE id = ${jobId})`,
  );
  const proof = async (): Promise<Proof> => (await api.get(`/api/jobs/${jobId}/proof`)).json();
  const serverStatus = () => readValue(`SELECT status FROM job_tracking WHERE id = ${jobId}`);

  const techContext = await browser.newContext({ ...phone, geolocation: SCENE, permissions: ["geolocation"] });
  const app = await techContext.newPage();
  await signIn(app, tech, "**/tech/");
  await app.getByRole("button", { name: /Dana Reyes/ }).click();
  await app.getByRole("button", { name: "On my way" }).click();
  await app.getByRole("button", { name: "Arrived" }).click();
  await expect.poll(serverStatus).toBe("on site");

  const section = app.getByRole("region", { name: "Proof of the work" });
  const checklist = section.getByRole("list", { name: "Checklist" });
  await expect(checklist.getByRole("listitem")).toHaveCount(3);
  await expect(checklist).toContainText("Photo IDMissing");

  // The server refuses Completed too, naming what is missing (409).
  const techApi = await playwright.request.newContext({ baseURL });
  await staffLogin(techApi, tech);
  const early = await techApi.patch(`/api/tech/jobs/${jobId}`, {
    data: { status: "completed", changeId: `early-${unique()}` },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).fields.status).toContain("Photo ID");

  // The signal drops on site: four photos, several at once from the camera.
  await techContext.setOffline(true);
  await expect(app.getByRole("status").filter({ hasText: "Offline: changes are kept" })).toBeVisible();
  // Every photo the phone sends (a photo sent again counts again).
  let sends = 0;
  app.on("request", (r) => {
    if (r.method() === "POST" && /\/api\/tech\/jobs\/\d+\/photos\?/.test(r.url())) sends++;
  });
  await section
    .getByLabel("Other photo (the scene, damage, the work)")
    .setInputFiles(["scene-1.jpg", "scene-2.jpg", "upright-exif-6.jpg", "scene-3.jpg"].map(fixture));
  const status = section.getByRole("status");
  await expect(status).toContainText("4 photos waiting to send");
  await expect(section.getByRole("list", { name: "Photos" }).getByRole("img")).toHaveCount(4);

  // Completed before the ID is there: refused on the phone, naming what is missing.
  await app.getByRole("button", { name: "Completed" }).click();
  const complete = app.getByRole("form", { name: "Complete the job" });
  await expect(complete).toContainText("This job still needs Photo ID, Registration or proof of ownership");
  await complete.getByRole("button", { name: "Save as completed" }).click();
  await expect(complete.getByRole("alert")).toContainText("Not completed: this job still needs Photo ID");
  await expect(complete.getByRole("alert")).toBeFocused();
  await complete.getByRole("button", { name: "Back" }).click();
  await expect(app.locator(".tech-badge.big")).toHaveText("Arrived");

  await section.getByLabel("Photo ID: take or pick photos").setInputFiles(fixture("photo-id.jpg"));
  await section
    .getByLabel("Registration or proof of ownership: take or pick photos")
    .setInputFiles(fixture("registration.jpg"));
  await section.getByLabel("The name on the ID matches the registration").check();
  await expect(status).toContainText("6 photos waiting to send");
  await expect(checklist).toContainText("Photo ID1 photo waiting to send");
  await expect(checklist).toContainText("Ticked, waiting to send");
  await expect(app.locator("#complete-missing")).toHaveCount(0);
  await expect(app.getByRole("status").filter({ hasText: "Offline" })).toContainText("photos waiting to send");
  await section.scrollIntoViewIfNeeded();
  await app.screenshot({ path: `${shots}/proof-tech-390x844.png` });
  expect(await axeViolations(app)).toEqual([]);
  expect((await proof()).photos).toHaveLength(0);

  // Completed now: it waits behind the photos and the tick.
  await app.getByRole("button", { name: "Completed" }).click();
  await complete.getByRole("button", { name: "Save as completed" }).click();

  // The answer to the first photo is lost on the way back: the phone sends it again, the server keeps it once.
  let lose = 1;
  await app.route(/\/api\/tech\/jobs\/\d+\/photos\?/, async (route) => {
    if (route.request().method() !== "POST" || lose-- <= 0) return route.continue();
    await route.fetch();
    await route.abort("connectionreset");
  });
  // (Offline, each try failed at once on the phone: counted from here.)
  sends = 0;
  await techContext.setOffline(false);
  await expect.poll(async () => (await proof()).photos.length, { timeout: 40_000 }).toBe(6);
  await expect.poll(serverStatus, { timeout: 40_000 }).toBe("completed");
  await expect(app.getByRole("status").filter({ hasText: "waiting" })).toHaveCount(0);
  expect(sends).toBe(7);
  const kept = await proof();
  expect(kept.photos).toHaveLength(6);
  expect(kept.items.every((i) => i.done)).toBe(true);
  expect(readValue(`SELECT count(*) FROM job_photos WHERE job_id = ${jobId}`)).toBe("6");
  // Each photo kept with the phone's position, the upright one as the phone turned it.
  for (const p of kept.photos) expect([p.latitude, p.longitude]).toEqual([SCENE.latitude, SCENE.longitude]);
  const upright = kept.photos.filter((p) => p.item === "other" && p.height > p.width);
  expect(upright).toHaveLength(1);
  expect([upright[0].width, upright[0].height]).toEqual([480, 640]);

  // The owner's job card: the strip of thumbnails, upright, with time, position and hash.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await ownerContext.newPage();
  await signIn(office, owner);
  await office.goto("/admin/dashboard?tab=jobs");
  const card = office
    .getByRole("listitem")
    .filter({ has: office.getByRole("heading", { name: `Job #${jobId}: Dana Reyes` }) });
  const strip = card.getByRole("region", { name: "Proof of the work" });
  const thumbs = strip.getByRole("list", { name: "Photos" }).getByRole("img");
  await expect(thumbs).toHaveCount(6);
  // The thumbnails load as they come into view.
  await strip.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbs.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  const size = await strip
    .locator(`img[data-photo="${upright[0].id}"]`)
    .evaluate((i: HTMLImageElement) => [i.naturalWidth, i.naturalHeight]);
  expect(size[0]).toBeLessThan(size[1]);
  await expect(strip).toContainText(`${SCENE.latitude.toFixed(5)}, ${SCENE.longitude.toFixed(5)}`);
  const first = kept.photos[0];
  await expect(strip.getByTitle(`SHA-256 of the bytes received: ${first.receivedSha256}`)).toHaveText(
    first.receivedSha256.slice(0, 12),
  );
  await expect(strip.getByRole("list", { name: "Checklist" })).toContainText("Photo ID Done");
  await strip.scrollIntoViewIfNeeded();
  await office.screenshot({ path: `${shots}/proof-owner-card-1280x800.png` });
  // Full size in a dialog, by keyboard too; closing it gives the focus back.
  const opener = strip.getByRole("button", { name: /^Open Other photo photo taken/ }).first();
  await opener.focus();
  await office.keyboard.press("Enter");
  const dialog = office.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.getByRole("img").evaluate((i: HTMLImageElement) => i.naturalWidth))
    .toBeGreaterThan(320);
  await office.screenshot({ path: `${shots}/proof-owner-dialog-1280x800.png` });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await axeViolations(office)).toEqual([]);

  // The invoice, then the customer signs for its total.
  const make = app.getByRole("region", { name: "Make invoice" });
  await expect(make).toBeVisible();
  await make.getByRole("button", { name: "Add a free line" }).click();
  await make.getByLabel("Description").nth(0).fill("Lockout service, sedan");
  await make.getByLabel("Unit price ($)").nth(0).fill("95.00");
  await make.getByRole("button", { name: "Add a free line" }).click();
  await make.getByLabel("Description").nth(1).fill("After-hours call-out");
  await make.getByLabel("Unit price ($)").nth(1).fill("33.40");
  await expect(make.locator(".tech-totals")).toContainText("Total$128.40");
  const made = app.waitForResponse((r) => r.url().endsWith("/api/invoices") && r.request().method() === "POST");
  await make.getByRole("button", { name: "Create invoice" }).click();
  const invoice = await (await made).json();

  const sign = app.getByRole("region", { name: "Customer's signature" });
  await expect(sign.getByText("Amount: $128.40")).toBeVisible({ timeout: 15_000 });
  await expect(sign).toContainText("I agree to pay the amount shown");
  await expect(sign).toContainText("Lockout service, sedan");
  // Signing without drawing is refused in the box.
  await sign.getByRole("button", { name: "Sign for $128.40" }).click();
  await expect(sign.getByRole("img", { name: /Signature box/ })).toBeFocused();
  await expect(sign).toContainText("Ask the customer to sign their name in the box.");
  await drawSignature(app, sign.getByRole("img", { name: /Signature box/ }));
  await expect(sign.getByLabel("Customer's name")).toHaveValue("Dana Reyes");
  await sign.getByRole("button", { name: "Clear the signature" }).scrollIntoViewIfNeeded();
  await app.screenshot({ path: `${shots}/proof-sign-390x844.png` });
  expect(await axeViolations(app)).toEqual([]);
  await sign.getByRole("button", { name: "Sign for $128.40" }).click();
  await expect(sign.getByRole("status")).toContainText("Signed by Dana Reyes for $128.40");
  await expect.poll(async () => (await proof()).signature?.valid).toBe(true);

  // The owner adds a line: the invoice is voided and made again with it (an invoice's lines are not edited).
  const lines = (
    (await (await api.get(`/api/invoices/${invoice.id}`)).json()) as {
      lines: { description: string; quantity: number; unitPriceCents: number; taxable: boolean }[];
    }
  ).lines;
  expect((await api.post(`/api/invoices/${invoice.id}/void`)).status()).toBe(200);
  const again = await api.post("/api/invoices", {
    data: {
      jobId,
      discountCents: 0,
      lines: [
        ...lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          taxable: l.taxable,
        })),
        { description: "Second key cut", quantity: 1, unitPriceCents: 2500, taxable: false },
      ],
    },
  });
  expect(again.status()).toBe(201);
  await expect.poll(async () => (await proof()).signature?.valid).toBe(false);

  // The phone hears of it, says the signature is void and asks again for the new amount.
  await expect(sign.getByRole("alert")).toHaveText(
    "The signature of Dana Reyes for $128.40 is void: the amount changed to $153.40. Ask the customer to sign again.",
    { timeout: 20_000 },
  );
  await expect(sign.getByText("Amount: $153.40")).toBeVisible();
  // The work above it is the new invoice's (the phone reads its job list again to find it).
  await expect(sign).toContainText("Second key cut");
  await sign.getByRole("button", { name: "Sign for $153.40" }).scrollIntoViewIfNeeded();
  await app.screenshot({ path: `${shots}/proof-sign-void-390x844.png` });
  await drawSignature(app, sign.getByRole("img", { name: /Signature box/ }));
  await sign.getByRole("button", { name: "Sign for $153.40" }).click();
  await expect(sign.getByRole("status")).toContainText("Signed by Dana Reyes for $153.40");
  await expect(sign.getByRole("alert")).toHaveCount(0);
  await expect
    .poll(async () => {
      const s = (await proof()).signature;
      return s && [s.valid, s.amountCents];
    })
    .toEqual([true, 15340]);

  // The owner's card shows the signature drawn, its amount, valid.
  await office.reload();
  const signature = card.getByRole("region", { name: "Proof of the work" }).locator(".proof-signature");
  await expect(signature).toContainText("Signed by Dana Reyes for $153.40");
  await expect(signature).toContainText("Valid");
  expect(await signature.locator("svg polyline").count()).toBeGreaterThan(1);

  await ownerContext.close();
  await techContext.close();
  await techApi.dispose();
  await api.dispose();
});

test("a 4000 x 3000 photo is made small on the phone, and 4 of them upload on one bar of signal", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const owner = `owner${unique()}`;
  const tech = `omar${unique()}`;
  createStaff(owner);
  createStaff(tech, ["--role", "technician", "--name", "Omar Diaz"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const jobId = await assignedJob(api, tech, {
    name: "Kim Lowe",
    phone: "(386) 555-0177",
    location: "I-95 exit 289",
    description: "Dented door after a tow: photos before the work.",
  });
  const techContext = await browser.newContext({ ...phone, geolocation: SCENE, permissions: ["geolocation"] });
  const app = await techContext.newPage();
  await signIn(app, tech, "**/tech/");
  await app.getByRole("button", { name: /Kim Lowe/ }).click();
  await app.getByRole("button", { name: "On my way" }).click();
  await expect(app.getByRole("button", { name: "Arrived" })).toBeVisible();

  // A camera's original: 4000 x 3000, textured like a photo (gradients, shapes and sensor noise), JPEG at 0.92.
  const original = Buffer.from(
    await app.evaluate(async () => {
      const c = document.createElement("canvas");
      c.width = 4000;
      c.height = 3000;
      const g = c.getContext("2d")!;
      const sky = g.createLinearGradient(0, 0, 0, 3000);
      sky.addColorStop(0, "#7aa7d9");
      sky.addColorStop(0.55, "#dfe9f2");
      sky.addColorStop(0.56, "#5b5b58");
      sky.addColorStop(1, "#2e2d2b");
      g.fillStyle = sky;
      g.fillRect(0, 0, 4000, 3000);
      let seed = 7;
      const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let i = 0; i < 400; i++) {
        g.fillStyle = `hsl(${Math.floor(rand() * 360)} ${20 + rand() * 50}% ${25 + rand() * 50}%)`;
        g.beginPath();
        g.ellipse(rand() * 4000, 1200 + rand() * 1800, 20 + rand() * 300, 10 + rand() * 150, rand() * 3, 0, 7);
        g.fill();
      }
      const img = g.getImageData(0, 0, 4000, 3000);
      for (let i = 0; i < img.data.length; i += 4) {
        const n = (rand() - 0.5) * 24;
        img.data[i] += n;
        img.data[i + 1] += n;
        img.data[i + 2] += n;
      }
      g.putImageData(img, 0, 0);
      const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), "image/jpeg", 0.92));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = "";
      for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    }),
    "base64",
  );

  // Offline (the network emulation itself, which the throttling then replaces), four photos at once.
  const cdp = await techContext.newCDPSession(app);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(app.getByRole("status").filter({ hasText: "Offline" })).toBeVisible();
  const section = app.getByRole("region", { name: "Proof of the work" });
  await section
    .getByLabel("Other photo (the scene, damage, the work)")
    .setInputFiles([1, 2, 3, 4].map((n) => ({ name: `IMG_000${n}.jpg`, mimeType: "image/jpeg", buffer: original })));
  await expect(section.getByRole("status")).toContainText("4 photos waiting to send", { timeout: 60_000 });

  // Each photo's request: when it left and when its answer was in.
  const sent: { start: number; end?: number }[] = [];
  const photoPost = (r: Request) => r.method() === "POST" && /\/photos\?/.test(r.url());
  app.on("request", (r) => {
    if (photoPost(r)) sent.push({ start: Date.now() });
  });
  app.on("requestfinished", (r) => {
    const s = sent.find((x) => x.end === undefined);
    if (photoPost(r) && s) s.end = Date.now();
  });
  // One bar: 400 kbit/s each way, 400 ms round trips (Lighthouse's slow 3G).
  const throttle = { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...throttle });
  await expect(section.getByRole("status")).toContainText("4 photos sent", { timeout: 180_000 });
  await expect.poll(() => sent.filter((s) => s.end).length).toBe(4);
  const kept = ((await (await api.get(`/api/jobs/${jobId}/proof`)).json()) as Proof).photos;
  expect(kept).toHaveLength(4);
  for (const p of kept) expect([p.width, p.height]).toEqual([1920, 1440]);
  // The bytes each request carried are what the server received (receivedBytes, hashed as received).
  const bytes = kept.map((p) => p.receivedBytes);
  const seconds = (sent[3].end! - sent[0].start) / 1000;
  console.log(
    `[proof] a 4000x3000 original of ${original.length} bytes (JPEG 0.92) is sent as ${bytes.join(", ")} bytes ` +
      `(1920x1440, JPEG 0.82); the server keeps ${kept.map((p) => p.bytes).join(", ")} bytes (its own re-encoding)`,
  );
  console.log(
    `[proof] 4 photos, ${bytes.reduce((n, b) => n + b, 0)} bytes in all, uploaded in ${seconds.toFixed(1)} s ` +
      `at ${throttle.uploadThroughput * 8} bit/s up and down, ${throttle.latency} ms latency ` +
      `(${sent.map((s) => ((s.end! - s.start) / 1000).toFixed(1)).join(" s, ")} s each)`,
  );
  expect(Math.max(...bytes)).toBeLessThan(1_000_000);
  await techContext.close();
  await api.dispose();
});

test("the owner waives a missing checklist item with a reason, kept in the audit trail", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const owner = `owner${unique()}`;
  const tech = `ravi${unique()}`;
  createStaff(owner, ["--owner"]);
  createStaff(tech, ["--role", "technician", "--name", "Ravi Shah"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const jobId = await assignedJob(api, tech, {
    name: "Noor Haddad",
    phone: "(386) 555-0190",
    location: "Flagler Ave, New Smyrna Beach",
    description: "Flat rear tire.",
  });
  sql(
    `UPDATE quote_submissions SET service_type = 'Mobile Tire Repair' ` +
      `WHERE id = (SELECT submission_id FROM job_tracking WHERE id = ${jobId})`,
  );
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await context.newPage();
  await signIn(office, owner);
  await office.goto("/admin/dashboard?tab=jobs");
  const card = office
    .getByRole("listitem")
    .filter({ has: office.getByRole("heading", { name: `Job #${jobId}: Noor Haddad` }) });
  const checklist = card.getByRole("region", { name: "Proof of the work" }).getByRole("list", { name: "Checklist" });
  await expect(checklist).toContainText("The tire before Missing");
  await checklist.getByRole("button", { name: "Waive The tire before" }).click();
  const form = checklist.getByRole("form", { name: "Waive The tire before" });
  const reason = form.getByLabel("Why is it not needed?");
  await expect(reason).toBeFocused();
  await form.getByRole("button", { name: "Waive", exact: true }).click();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("Say why it is waived");
  await reason.fill("The driver had already removed the flat");
  await form.getByRole("button", { name: "Waive", exact: true }).click();
  await expect(checklist).toContainText(`The tire before Waived by ${owner}: The driver had already removed the flat`);
  await expect(checklist.getByRole("button", { name: "Waive The tire after" })).toBeVisible();
  expect(await axeViolations(office)).toEqual([]);
  const audit = await (await api.get(`/api/admin/audit?subjectType=job&subjectId=${jobId}&limit=50`)).json();
  const waived = audit.items.filter((r: { action: string }) => r.action === "proof.waived");
  expect(waived).toHaveLength(1);
  expect(waived[0].after).toMatchObject({
    checklistItem: "tire-before",
    waiverReason: "The driver had already removed the flat",
  });
  await context.close();
  await api.dispose();
});

test("the owner ticks Show on invoice under one work photo, and the customer's invoice shows that one alone", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const owner = `owner${unique()}`;
  const tech = `omar${unique()}`;
  createStaff(owner, ["--owner"]);
  createStaff(tech, ["--role", "technician", "--name", "Omar Diaz"]);
  const api = await playwright.request.newContext({ baseURL });
  await staffLogin(api, owner);
  const jobId = await assignedJob(api, tech, {
    name: "Rosa Vega",
    phone: "(386) 555-0177",
    location: "Main St, Daytona Beach",
    description: "Keys locked in the truck.",
  });
  sql(
    `UPDATE quote_submissions SET service_type = 'Vehicle Lockout Service' ` +
      `WHERE id = (SELECT submission_id FROM job_tracking WHERE id = ${jobId})`,
  );
  // The technician's photos, sent as the app sends them: two of the work and the driver's ID.
  const techApi = await playwright.request.newContext({ baseURL });
  await staffLogin(techApi, tech);
  const ids: Record<string, number> = {};
  for (const [item, file, at] of [
    ["other", "scene-1.jpg", "2026-11-27T14:05:00Z"],
    ["other", "scene-2.jpg", "2026-11-27T14:20:00Z"],
    ["photo-id", "photo-id.jpg", "2026-11-27T14:07:00Z"],
  ]) {
    const sent = await techApi.post(
      `/api/tech/jobs/${jobId}/photos?item=${item}&takenAt=${at}&clientRef=invoice-${file.replace(/\W/g, "")}`,
      { headers: { "content-type": "image/jpeg" }, data: readFileSync(`e2e/fixtures/${file}`) },
    );
    expect(sent.status()).toBe(201);
    ids[file] = (await sent.json()).id;
  }
  const made = await api.post("/api/invoices", {
    data: { jobId, lines: [{ description: "Vehicle Lockout", quantity: 1, unitPriceCents: 9500 }] },
  });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as { token: string };

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await context.newPage();
  await signIn(office, owner);
  await office.goto("/admin/dashboard?tab=jobs");
  const card = office
    .getByRole("listitem")
    .filter({ has: office.getByRole("heading", { name: `Job #${jobId}: Rosa Vega` }) });
  const strip = card.getByRole("region", { name: "Proof of the work" }).getByRole("list", { name: "Photos" });
  await expect(strip.getByRole("img")).toHaveCount(3);
  // A box under each work photo, none under the ID.
  const boxes = strip.getByRole("checkbox", { name: /^Show on invoice/ });
  await expect(boxes).toHaveCount(2);
  const first = strip.getByRole("listitem").filter({ has: office.locator(`img[data-photo="${ids["scene-1.jpg"]}"]`) });
  const box = first.getByRole("checkbox", { name: /^Show on invoice/ });
  await expect(box).not.toBeChecked();
  const saved = office.waitForResponse((r) => r.url().endsWith("/invoice") && r.request().method() === "PUT");
  await box.click(); // (checked once the server has it)
  expect((await saved).status()).toBe(200);
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled();
  await first.scrollIntoViewIfNeeded();
  await office.screenshot({ path: `${shots}/proof-invoice-choice-1280x800.png` });
  expect(await axeViolations(office)).toEqual([]);

  const customer = await browser.newContext(phone);
  const page = await customer.newPage();
  await page.goto(`/invoice/${token}`);
  const photos = page.getByRole("region", { name: "Photos of the work" });
  await expect(photos.getByRole("img")).toHaveCount(1);
  const img = photos.getByRole("img", { name: /^Photo of the work, taken November 27, 2026 at 9:05 AM ET$/ });
  await expect(img).toHaveAttribute("src", `/invoice/${token}/photos/${ids["scene-1.jpg"]}?size=thumb`);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  for (const other of [ids["scene-2.jpg"], ids["photo-id.jpg"]]) {
    await expect(page.locator(`a[href$="/photos/${other}"]`)).toHaveCount(0);
    expect((await page.request.get(`/invoice/${token}/photos/${other}`)).status()).toBe(404);
  }
  await photos.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/proof-invoice-photos-390x844.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await customer.close();
  await context.close();
  await techApi.dispose();
  await api.dispose();
});

/** One value from the server's database (sqlite3 beside it, as weak-signal.spec.ts counts leads). */
function readValue(statement: string): string {
  const out = execFileSync("sqlite3", [
    "-cmd",
    ".timeout 5000",
    `${process.env.ROADSIDE_E2E_DATA_DIR}/roadside.db`,
    statement,
  ]);
  return String(out).trim();
}
