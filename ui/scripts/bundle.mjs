// What one page's first load is made of, by module: `node scripts/bundle.mjs [path]`
// (default /), after a build. Reads the build's esbuild metafile
// (bundle-meta.json, as build.mjs names it) and the manifest's first-load files of the page, and
// lists each module's minified bytes, biggest first, with the page's total.
// For finding what need not be in a first load; `npm run sizes` is the measure.
import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = process.env.UI_OUT_DIR ? path.resolve(process.env.UI_OUT_DIR) : path.join(root, "dist");
const route = process.argv[2] ?? "/";

const metaFile = process.env.UI_OUT_DIR ? `${dist}-bundle-meta.json` : path.join(root, "bundle-meta.json");
const meta = JSON.parse(await fs.readFile(metaFile, "utf8"));
const manifest = JSON.parse(await fs.readFile(path.join(dist, "manifest.json"), "utf8"));
const page = manifest.pages.find((p) => p.path === route);
if (!page) throw new Error(`no page ${route} in the manifest (${manifest.pages.map((p) => p.path).join(" ")})`);

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const byModule = new Map();
let total = 0;
for (const asset of page.assets.filter((a) => a.endsWith(".js"))) {
  const file = path.join(dist, asset);
  total += zlib.gzipSync(await fs.readFile(file), { level: 9 }).length;
  const key = Object.keys(meta.outputs).find((o) => path.resolve(root, o) === file);
  for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[key]?.inputs ?? {})) {
    const name = input.replace(/^.*node_modules\//, "node_modules/");
    byModule.set(name, (byModule.get(name) ?? 0) + bytesInOutput);
  }
}
console.log(`${route}: first-load JS ${kb(total).trim()} KB gzip; by module, KB minified:`);
for (const [name, bytes] of [...byModule].sort((a, b) => b[1] - a[1])) if (bytes) console.log(kb(bytes), "", name);
