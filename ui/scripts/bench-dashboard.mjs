// Benchmark (not a test): the staff dashboard opening over a database of
// 10,000 leads. Seeds a fresh database, starts the release server on it,
// then measures in Chromium the time from navigation to a rendered lead list
// (and to the overview's figures), and the API calls the dashboard makes on
// open. Needs a release build (cargo build --release), Debian's chromium and
// the sqlite3 command.
//
//   node scripts/bench-dashboard.mjs            (BENCH_PORT=8321, BENCH_LEADS=10000)
import { chromium } from "@playwright/test";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import chromiumConfig from "../e2e/chromium.json" with { type: "json" };

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = path.join(root, "target", "release", "roadside");
const port = Number(process.env.BENCH_PORT ?? 8321);
const total = Number(process.env.BENCH_LEADS ?? 10_000);
const runs = 7;
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(path.join(tmpdir(), "roadside-bench-"));
const db = path.join(dir, "roadside.db");

execFileSync(bin, ["admin", "create", "--username", "bench", "--password-stdin", "--data-dir", dir], {
  input: "bench-password\n",
});

// The mix of a busy month: 60% quotes, 20% contact forms, 10% bookings, 10%
// analyzer requests, over 90 days; two in three contacted, a job for one in ten.
const n = (share) => Math.round(total * share);
const spread = (i) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${i} * 7777 % 129600) || ' minutes')`;
const seed = `
PRAGMA journal_mode = WAL;
BEGIN;
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n(0.6)})
INSERT INTO quote_submissions (name, phone, email, location, service_type, vehicle_info, urgency, description,
  contacted, created_at)
SELECT 'Driver ' || i, '(386) 555-' || printf('%04d', i % 10000), 'driver' || i || '@example.com', 'Palm Coast, FL',
  'Emergency Roadside Service', '2015 Ford F-150',
  CASE i % 4 WHEN 0 THEN 'Emergency (ASAP)' WHEN 1 THEN 'Urgent (Same Day)' WHEN 2 THEN 'Today' ELSE 'This Week' END,
  'Flat tire on the highway, need a replacement soon.', i % 3 != 0, ${spread("i")} FROM s;
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n(0.2)})
INSERT INTO contact_submissions (name, phone, location, urgency, message, contacted, created_at)
SELECT 'Caller ' || i, '904 555 ' || printf('%04d', i % 10000), 'Jacksonville, FL', 'Today',
  'Battery keeps dying overnight.', i % 3 != 0, ${spread("i + 3")} FROM s;
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n(0.1)})
INSERT INTO booking_submissions (name, phone, vehicle_type, location, service_needed, urgency, description, contacted,
  created_at)
SELECT 'Fleet ' || i, '386-555-' || printf('%04d', i % 10000), 'semi-truck', 'I-95 exit 284, Palm Coast',
  'engine-repair', 'next-day', 'Check engine light and low power.', i % 3 != 0, ${spread("i + 5")} FROM s;
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n(0.1)})
INSERT INTO smart_analyzer_submissions (name, phone, location, problem_description, suggested_service,
  estimated_price, urgency, confidence, contacted, created_at)
SELECT 'Visitor ' || i, '386-555-' || printf('%04d', i % 10000), 'Bunnell, FL', 'flat tire on the highway',
  'Emergency Tire Replacement', '$120-180', 'emergency', '95', i % 3 != 0, ${spread("i + 7")} FROM s;
UPDATE quote_submissions SET first_contacted_at = created_at, response_minutes = id % 90 WHERE contacted = 1;
UPDATE contact_submissions SET first_contacted_at = created_at, response_minutes = id % 120 WHERE contacted = 1;
INSERT INTO job_tracking (submission_id, submission_type, status, job_value, lead_created_at, completed_at, created_at)
SELECT id, 'quote', CASE id % 3 WHEN 0 THEN 'completed' WHEN 1 THEN 'scheduled' ELSE 'pending' END, 80 + id % 200,
  created_at, CASE id % 3 WHEN 0 THEN created_at END, created_at
FROM quote_submissions WHERE id % 10 = 0;
COMMIT;`;
execFileSync("sqlite3", [db, seed]);
const count = execFileSync("sqlite3", [
  db,
  "SELECT (SELECT COUNT(*) FROM quote_submissions) + (SELECT COUNT(*) FROM contact_submissions) + " +
    "(SELECT COUNT(*) FROM booking_submissions) + (SELECT COUNT(*) FROM smart_analyzer_submissions)",
])
  .toString()
  .trim();

const server = spawn(bin, ["serve", "--listen", `127.0.0.1:${port}`, "--data-dir", dir], { stdio: "ignore" });
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
};
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const browser = await chromium.launch({
    executablePath: chromiumConfig.path,
    args: chromiumConfig.args,
  });
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const login = await page.request.post("/api/admin/login", {
    data: { username: "bench", password: "bench-password" },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const views = [
    { name: "Leads > Quote Requests", query: "?tab=leads&view=quotes", ready: "li.lead-card" },
    { name: "Overview", query: "", ready: ".stat-value >> text=/^\\d/" },
    { name: "Jobs", query: "?tab=jobs", ready: "li.lead-card" },
  ];
  console.log(`database: ${count} leads (${dir})`);
  for (const v of views) {
    const times = [];
    let calls = [];
    for (let r = 0; r < runs; r++) {
      const seen = [];
      const onDone = (req) => {
        const url = new URL(req.url());
        if (url.pathname.startsWith("/api/") && url.pathname !== "/api/admin/events")
          seen.push({ path: url.pathname + url.search, ms: req.timing().responseEnd });
      };
      page.on("requestfinished", onDone);
      const started = Date.now();
      await page.goto(`/admin/dashboard${v.query}`);
      await page.locator(v.ready).first().waitFor();
      times.push(Date.now() - started);
      page.off("requestfinished", onDone);
      calls = seen;
    }
    console.log(
      `\n${v.name}: navigation to rendered content, median of ${runs}: ${median(times)} ms (runs: ${times.join(", ")})`,
    );
    for (const c of calls) console.log(`  ${c.path.padEnd(60)} ${c.ms.toFixed(0).padStart(5)} ms`);
  }
  // The list and figure endpoints alone, from Node.
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  console.log("\nAPI alone (median of 20):");
  for (const p of [
    "/api/quotes?limit=50",
    "/api/quotes?limit=50&status=pending&q=Driver%2012",
    "/api/admin/overview?period=30d",
    "/api/admin/traffic?period=today",
    "/api/job-tracking?limit=50",
  ]) {
    const ts = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      const res = await fetch(base + p, { headers: { cookie } });
      await res.arrayBuffer();
      ts.push(performance.now() - t);
    }
    console.log(`  ${p.padEnd(60)} ${median(ts).toFixed(1).padStart(6)} ms`);
  }
  await browser.close();
} finally {
  stop();
}
