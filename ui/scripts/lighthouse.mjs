// Lighthouse (mobile preset) against a running server, one route after the
// other in one Chromium; prints one line of scores per route and exits 1 when
// a route is below the gate: accessibility, best practices and SEO 100 and
// performance at least LH_MIN_PERF (default 95, the product's floor) on every
// route. The aim beyond it, 100 on / and /quote (the pages a stranded driver
// opens first), is printed as a figure and never fails the run: performance
// moves with whatever else the CPU is doing, and a clean idle CI machine
// scored / 99 and /quote 92 (median of three) on a build that scores 100 here.
// Usage: node scripts/lighthouse.mjs [baseURL] [paths...]   (default: all 23 public routes)
//        LH_RUNS=3 repeats each route and keeps its median performance; a route
//        below the gate is always measured 3 times and judged by the median.
// Needs Debian's Chromium at /usr/bin/chromium; fetches lighthouse (pinned)
// with npx once, then runs it in this process: a CLI per route spent about 3 s
// each starting npx and node and loading Lighthouse again.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import chromiumConfig from "../e2e/chromium.json" with { type: "json" };
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
// The pages' slugs come from the file the build makes them from (as in e2e/support.ts).
const business = JSON.parse(readFileSync(path.join(here, "..", "src", "content", "business.json"), "utf8"));
const routes = { cities: business.cities.map((c) => c.slug), services: business.services.map((s) => s.slug) };
// The same list as e2e/support.ts publicRoutes.
const publicRoutes = [
  "/",
  "/quote",
  "/bookings",
  "/about",
  "/contact",
  "/thank-you",
  ...routes.services.map((s) => `/${s}`),
  ...routes.cities.map((c) => `/locations/${c}`),
];

const base = process.argv[2] ?? "http://127.0.0.1:8080";
const paths = process.argv.length > 3 ? process.argv.slice(3) : publicRoutes;
const minPerf = Number(process.env.LH_MIN_PERF ?? 95);
// The aim, printed beside the gate: never part of it.
const aim = new Map([
  ["/", 100],
  ["/quote", 100],
]);
const perfGate = () => minPerf;
const runs = Number(process.env.LH_RUNS ?? 1);
const port = Number(process.env.LH_CHROME_PORT ?? 9333);
const out = mkdtempSync(path.join(tmpdir(), "lh-"));

const chrome = spawn(
  process.env.CHROME_PATH ?? chromiumConfig.path,
  [
    "--headless=new",
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${path.join(out, "profile")}`,
    ...chromiumConfig.args,
    "about:blank",
  ],
  { stdio: "ignore" },
);
// Chromium writes to its profile until it has exited: wait before removing it.
const stop = async () => {
  if (chrome.exitCode === null) {
    const exited = new Promise((resolve) => chrome.once("exit", resolve));
    chrome.kill();
    await exited;
  }
  // Its helper processes can still be closing files: a leftover temporary
  // profile is no reason to fail the gate.
  try {
    rmSync(out, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  } catch (e) {
    console.log(`   (could not remove ${out}: ${e.code})`);
  }
};
for (let i = 0; ; i++) {
  try {
    await fetch(`http://127.0.0.1:${port}/json/version`);
    break;
  } catch {
    if (i > 100) {
      await stop();
      throw new Error("Chromium did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

// The pinned Lighthouse, installed by npx into its cache: its CLI's real
// path is inside the package (cli/index.js), whose main module is core/index.js.
const cli = execFileSync("npx", ["-y", "-p", "lighthouse@13.5.0", "-c", "command -v lighthouse"], {
  encoding: "utf8",
}).trim();
const lighthouseDir = path.dirname(path.dirname(realpathSync(cli)));
const { default: lighthouse } = await import(pathToFileURL(path.join(lighthouseDir, "core", "index.js")).href);

// Lighthouse itself sometimes fails to record a load ("NO_NAVSTART",
// "NO_FCP") when the machine is busy; that says nothing about the page, so
// such a run is repeated, up to three attempts, before the script gives up.
// The CLI's defaults: the mobile preset with simulated throttling.
async function measure(p) {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(base + p, {
        port,
        logLevel: "silent",
        output: "json",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const report = result?.lhr;
      if (report && !report.runtimeError && report.categories.performance.score !== null) return report;
      if (attempt >= 3)
        throw new Error(`Lighthouse could not measure ${p}: ${report?.runtimeError?.code ?? "no performance score"}`);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
    console.log(`   (Lighthouse could not record ${p}; measuring it again)`);
  }
}

const started = Date.now();
let failed = 0;
const aimResults = [];
for (const p of paths) {
  const reports = [];
  const passes = (r) =>
    ["accessibility", "best-practices", "seo"].every((k) => r.categories[k].score === 1) &&
    Math.round(r.categories.performance.score * 100) >= perfGate(p);
  // A route below the gate is measured twice more and judged by its median:
  // one run's blocking time swings with whatever else the machine is doing.
  for (let run = 0; run < runs || (run < Math.max(runs, 3) && !passes(reports[0])); run++) {
    reports.push(await measure(p));
  }
  const perfOf = (r) => Math.round(r.categories.performance.score * 100);
  reports.sort((a, b) => perfOf(a) - perfOf(b));
  const report = reports[Math.floor(reports.length / 2)];
  const score = (k) => Math.round(report.categories[k].score * 100);
  const s = {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
  };
  const ok = s.perf >= perfGate(p) && s.a11y === 100 && s.bp === 100 && s.seo === 100;
  if (!ok) failed++;
  const lcp = report.audits["largest-contentful-paint"].displayValue;
  const tbt = report.audits["total-blocking-time"].displayValue;
  const all = runs > 1 ? `  (perf runs ${reports.map(perfOf).join(", ")})` : "";
  const aimNote = aim.has(p)
    ? s.perf >= aim.get(p)
      ? `  (aim ${aim.get(p)}: met)`
      : `  (aim ${aim.get(p)}: not met)`
    : "";
  if (aim.has(p)) aimResults.push(`${p} ${s.perf}`);
  console.log(
    `${p.padEnd(36)} perf ${s.perf}  a11y ${s.a11y}  best ${s.bp}  seo ${s.seo}  LCP ${lcp}  TBT ` +
      `${tbt}${all}${aimNote}${ok ? "" : "  BELOW THE GATE"}`,
  );
  if (!ok) {
    for (const [id, a] of Object.entries(report.audits))
      if (a.score !== null && a.score < 1 && (a.scoreDisplayMode === "binary" || s.perf < perfGate(p)))
        console.log(`   - ${id}: ${a.title} ${a.displayValue ?? ""}`);
  }
}
await stop();
console.log(
  `Lighthouse: ${paths.length} routes, ${failed} below the gate (perf >= ${minPerf}, a11y/best/seo = 100), ` +
    `${Math.round((Date.now() - started) / 1000)} s`,
);
if (aimResults.length)
  console.log(`Aim (printed, not enforced): perf 100 on / and /quote; measured ${aimResults.join(", ")}`);
process.exit(failed ? 1 : 0);
