// The test server's side of browser tests: staff made as the owner makes
// them (`roadside admin create` on its data directory: there are no default
// credentials) and signed in through the API or the /admin form, and SQL on
// its database to seed what only other features write.
import { expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";

export const STAFF_PASSWORD = "tow-truck-2024";
export const dataDir = () => process.env.ROADSIDE_E2E_DATA_DIR!;
/** Short, and different in every test and worker (names and phone numbers are made from it). */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A phone as a technician or a driver holds it. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** What a driver's quote says, for `assignedJob`. */
export interface Lead {
  name: string;
  phone: string;
  location: string;
  description: string;
  vehicleInfo?: string;
}

/**
 * A driver's quote made into a job by the owner (`api` signed in as the
 * owner) and assigned to the technician `tech`, with any more of the job's
 * fields in `assignment` (the driver's position). Gives back the job's id.
 */
export async function assignedJob(
  api: APIRequestContext,
  tech: string,
  lead: Lead,
  assignment: Record<string, unknown> = {},
): Promise<number> {
  const quote = await api.post("/api/quotes", {
    data: { ...lead, serviceType: "Other", urgency: "Emergency (ASAP)" },
  });
  expect(quote.status()).toBe(201);
  const made = await api.post("/api/job-tracking", {
    data: { submissionType: "quote", submissionId: (await quote.json()).id },
  });
  const { id, version } = (await made.json()) as { id: number; version: number };
  const assigned = await api.patch(`/api/job-tracking/${id}`, { data: { technician: tech, version, ...assignment } });
  expect(assigned.status()).toBe(200);
  return id;
}

/** Makes a staff account (`extra`: e.g. `--role technician --name "Mike Jones"`) and gives back its username. */
export function createStaff(username = `staff${unique()}`, extra: string[] = []): string {
  execFileSync(
    "../target/release/roadside",
    ["admin", "create", "--username", username, "--password-stdin", "--data-dir", dataDir(), ...extra],
    { input: `${STAFF_PASSWORD}\n` },
  );
  return username;
}

/** Signs `request` in as `username` (the cookie stays with its context). */
export async function staffLogin(request: APIRequestContext, username: string): Promise<APIResponse> {
  const login = await request.post("/api/admin/login", { data: { username, password: STAFF_PASSWORD } });
  expect(login.status()).toBe(200);
  return login;
}

/** Signs in on the /admin form, as a person does, and waits for where the role lands. */
export async function signIn(page: Page, username: string, landing = "**/admin/dashboard**"): Promise<void> {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: /sign in|log in|login/i }).click();
  await page.waitForURL(landing);
}

/** Runs SQL on the server's database. */
export function sql(statements: string): void {
  execFileSync("sqlite3", ["-cmd", ".timeout 5000", `${dataDir()}/roadside.db`, statements]);
}
