// Lighthouse (mobile preset) against a running server; prints one line of
// scores per page. Usage: node scripts/lighthouse.mjs [baseURL] [paths...]
// Needs Debian's Chromium at /usr/bin/chromium; fetches lighthouse with npx.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const base = process.argv[2] ?? "http://127.0.0.1:8080";
const paths = process.argv.length > 3 ? process.argv.slice(3) : ["/", "/about", "/quote", "/locations/jacksonville", "/mobile-tire-repair-near-me"];
const out = mkdtempSync(path.join(tmpdir(), "lh-"));
let failed = 0;
for (const p of paths) {
  const file = path.join(out, `${p.replace(/\W+/g, "_") || "home"}.json`);
  execFileSync(
    "npx",
    [
      "-y",
      "lighthouse@13.5.0",
      base + p,
      "--quiet",
      "--output=json",
      `--output-path=${file}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic",
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
  );
  const report = JSON.parse(readFileSync(file, "utf8"));
  const score = (k) => Math.round(report.categories[k].score * 100);
  const s = { perf: score("performance"), a11y: score("accessibility"), bp: score("best-practices"), seo: score("seo") };
  const ok = s.perf >= 95 && s.a11y === 100 && s.bp === 100 && s.seo === 100;
  if (!ok) failed++;
  const lcp = report.audits["largest-contentful-paint"].displayValue;
  const tbt = report.audits["total-blocking-time"].displayValue;
  console.log(`${p.padEnd(36)} perf ${s.perf}  a11y ${s.a11y}  best ${s.bp}  seo ${s.seo}  LCP ${lcp}  TBT ${tbt}${ok ? "" : "  BELOW TARGET"}`);
  if (!ok) {
    for (const [id, a] of Object.entries(report.audits))
      if (a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary") console.log(`   - ${id}: ${a.title}`);
  }
}
process.exit(failed ? 1 : 0);
