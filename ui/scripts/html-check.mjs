// The W3C Nu HTML Checker (vnu-jar, needs Java) over every prerendered page,
// the base URL filled in as the server does. Prints each error and exits 1
// when there is any. Usage (after a build): node scripts/html-check.mjs
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vnu from "vnu-jar";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(path.join(dist, "manifest.json"), "utf8"));
const out = mkdtempSync(path.join(tmpdir(), "vnu-"));
const files = [
  ...manifest.pages.map((p) => ({ route: p.path, file: p.file })),
  { route: "(404)", file: manifest.notFound },
];
const checked = files.map(({ route, file }, i) => {
  const copy = path.join(out, `${String(i).padStart(2, "0")}-${route.replace(/\W+/g, "_") || "home"}.html`);
  writeFileSync(
    copy,
    readFileSync(path.join(dist, file), "utf8").replaceAll("__ROADSIDE_BASE_URL__", "https://www.example.com"),
  );
  return copy;
});

// vnu writes its JSON report to standard error.
const run = spawnSync(
  "java",
  ["-jar", String(vnu), "--errors-only", "--format", "json", "--exit-zero-always", ...checked],
  {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (run.error || run.status !== 0) {
  console.error(
    "could not run the Nu HTML Checker (Java: apt-get install default-jre-headless):",
    run.error?.message ?? run.stderr,
  );
  process.exit(2);
}
const messages = JSON.parse(run.stderr).messages ?? [];
let errors = 0;
for (const m of messages) {
  if (m.type !== "error" && m.subType !== "fatal") continue;
  errors++;
  console.log(
    `${path.basename(new URL(m.url).pathname)}:${m.lastLine ?? "?"}: ` +
      `${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").slice(0, 160)}` : ""}`,
  );
}
console.log(`Nu HTML Checker: ${checked.length} pages, ${errors} errors`);
process.exit(errors ? 1 : 0);
