// Prints each page's first-load weight, gzip-compressed, against the budgets:
// JS 100 KB, CSS 20 KB, HTML 30 KB. Run after a build: `npm run sizes`.
// Exits non-zero when a page is over budget, so it can gate a benchmark run.
import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const dist = process.env.UI_OUT_DIR
  ? path.resolve(process.env.UI_OUT_DIR)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const budget = { js: 100 * 1024, css: 20 * 1024, html: 30 * 1024 };
const gz = async (file) => zlib.gzipSync(await fs.readFile(file), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1).padStart(6);

const manifest = JSON.parse(await fs.readFile(path.join(dist, "manifest.json"), "utf8"));
let over = 0;
console.log("page".padEnd(42), "    JS KB", "   CSS KB", "  HTML KB");
for (const page of manifest.pages) {
  const sizes = { js: 0, css: 0, html: await gz(path.join(dist, page.file)) };
  for (const asset of page.assets) sizes[asset.endsWith(".css") ? "css" : "js"] += await gz(path.join(dist, asset));
  const flags = Object.keys(budget).filter((k) => sizes[k] > budget[k]);
  over += flags.length;
  console.log(
    page.path.padEnd(42),
    kb(sizes.js),
    "   ",
    kb(sizes.css),
    "   ",
    kb(sizes.html),
    flags.length ? `  OVER: ${flags.join(", ")}` : "",
  );
}
let lazy = 0;
for (const f of await fs.readdir(path.join(dist, "assets")))
  if (f.endsWith(".js")) lazy += await gz(path.join(dist, "assets", f));
console.log(`all JS chunks together: ${kb(lazy).trim()} KB gzip`);
console.log(over ? `${over} budget(s) exceeded` : "every page within budget");
process.exit(over ? 1 : 0);
