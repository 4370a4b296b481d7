// Builds the UI that the Rust binary embeds (run by build.rs, or `npm run build`).
//
// 1. esbuild bundles the browser entry: ESM, code splitting, minified,
//    content-hashed names, one extracted stylesheet.
// 2. esbuild bundles the render entry for node; node runs it to write one
//    HTML file per route, so every public page arrives as HTML.
// 3. Every asset gets .gz and .br siblings made here, once, at build time.
//
// Output (ui/dist): assets/*, pages/**.html, public files, manifest.json.
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

const root = path.dirname(fileURLToPath(import.meta.url));
// UI_OUT_DIR lets a second build (a check, a helper) run without touching ui/dist.
const dist = process.env.UI_OUT_DIR ? path.resolve(process.env.UI_OUT_DIR) : path.join(root, "dist");
const work = path.join(root, process.env.UI_OUT_DIR ? `.build-${process.pid}` : ".build");
const production = { "process.env.NODE_ENV": '"production"' };
// The client's esbuild metafile, beside ui/dist rather than in it (ui/dist is served).
const bundleMetaFile = process.env.UI_OUT_DIR ? `${dist}-bundle-meta.json` : path.join(root, "bundle-meta.json");

async function main() {
  await fs.rm(dist, { recursive: true, force: true });
  await fs.rm(work, { recursive: true, force: true });
  await fs.mkdir(path.join(dist, "pages"), { recursive: true });

  // Leaflet's stylesheet, fetched by the map chunk when it first draws a map
  // (docs/product.md#dispatch): a hashed file of its own, so no page but the
  // two map pages ever loads it.
  const leafletCss = await fs.readFile(path.join(root, "node_modules/leaflet/dist/leaflet.css"));
  const leafletCssFile = `leaflet-${createHash("sha256").update(leafletCss).digest("hex").slice(0, 8)}.css`;
  await writeFile(path.join(dist, "assets", leafletCssFile), leafletCss);

  const define = {
    ...production,
    __PRERENDER__: "false",
    __LEAFLET_CSS__: JSON.stringify(`/assets/${leafletCssFile}`),
  };
  // The site; the technician's app (/tech/); the driver's tracking page (/track/{token}).
  const client = await buildClient(define, {
    app: "src/entry-client.tsx",
    tech: "src/entry-tech.tsx",
    track: "src/entry-track.ts",
  });

  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["src/entry-server.tsx"],
    outfile: path.join(work, "server.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    jsx: "automatic",
    packages: "external",
    loader: { ".css": "empty" },
    // The map chunk is only ever loaded in a browser; Leaflet touches `window` as it loads.
    plugins: [
      {
        name: "no-leaflet-on-the-server",
        setup(build) {
          build.onResolve({ filter: /^leaflet$/ }, () => ({ path: "leaflet", namespace: "stub" }));
          build.onLoad({ filter: /.*/, namespace: "stub" }, () => ({ contents: "module.exports = {};", loader: "js" }));
        },
      },
    ],
    define: { ...production, __PRERENDER__: "true" },
    logLevel: "warning",
  });

  // For scripts/bundle.mjs, which lists what each page's first load is made of.
  await fs.writeFile(bundleMetaFile, JSON.stringify(client.metafile));
  const assets = describeClient(client.metafile);
  const server = await import(pathToFileURL(path.join(work, "server.mjs")).href);
  const { renderRoute, routes, themeScript, notFoundMeta } = server;
  const keeperScript = await inlineScript("src/inline/keeper.ts");
  // Holds a press on the app's controls until the app has hydrated (src/inline/taps.ts).
  const tapsScript = await inlineScript("src/inline/taps.ts");
  const inlineScripts = [themeScript, keeperScript, tapsScript];
  // Asks for the site's code once the first paint is on the screen (src/inline/loader.ts).
  const loader = await inlineScript("src/inline/loader.ts", { __ENTRY__: JSON.stringify(assets.entry) });

  const pages = [];
  for (const route of routes) {
    const rendered = await renderRoute(route.path);
    const { html, chunk } = rendered;
    const preload = assets.preloadFor(chunk);
    const { jsonLd } = rendered;
    const doc = documentFor({ route: { ...route, jsonLd }, body: html, assets, inlineScripts, loader });
    const file = route.path === "/" ? "index.html" : `${route.path.slice(1)}.html`;
    await writeFile(path.join(dist, "pages", file), doc);
    pages.push({
      path: route.path,
      file: `pages/${file}`,
      indexable: route.indexable,
      assets: [assets.css, assets.entry, ...preload],
    });
  }
  pages.push(...(await appShells(assets)));
  {
    const { html, chunk } = await renderRoute("/__not-found__");
    const route = { path: null, indexable: false, meta: notFoundMeta, jsonLd: [] };
    await writeFile(
      path.join(dist, "pages", "404.html"),
      documentFor({ route, body: html, assets, inlineScripts, loader }),
    );
  }

  // The back office's service worker: its own file at a fixed address, since
  // its URL decides its scope (/admin/).
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["src/features/messages/sw.ts"],
    outfile: path.join(dist, "admin", "sw.js"),
    bundle: true,
    format: "iife",
    minify: true,
    target: ["es2020"],
    legalComments: "none",
    logLevel: "warning",
  });

  await copyDir(path.join(root, "public"), dist);
  await compressTree(dist);
  const scriptHashes = [...inlineScripts, loader].map(
    (js) => `sha256-${createHash("sha256").update(js).digest("base64")}`,
  );
  const manifest = { scriptHashes, stylesheet: assets.css, notFound: "pages/404.html", pages };
  await fs.writeFile(path.join(dist, "manifest.json"), JSON.stringify(manifest, null, 1));
  await fs.rm(work, { recursive: true, force: true });
}

// What every browser bundle shares: ESM, code splitting, minified, hashed names.
function clientOptions(define) {
  return {
    absWorkingDir: root,
    outdir: path.join(dist, "assets"),
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: ["es2020"],
    jsx: "automatic",
    entryNames: "[name]-[hash]",
    chunkNames: "c-[hash]",
    assetNames: "[name]-[hash]",
    define,
    // @preact/signals-react asks for the shim of useSyncExternalStore (for
    // React before 18); with React 19 the package's own entry is React's hook.
    alias: { "use-sync-external-store/shim/index.js": "use-sync-external-store" },
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
    plugins: [pureReactRouter],
  };
}

// react-router's files call React.createContext, forwardRef and memo at the
// top level and set displayName there; a bundler must keep such statements
// (they might have effects), and with them every component they name (Form,
// NavLink, ScrollRestoration, ...) whether the site uses it or not. Those
// calls have no effects and displayName only labels a component in React's
// developer tools, so they are marked pure and the labels left out: what the
// site does not use drops out of the bundle (about 3 KB gzip).
const pureReactRouter = {
  name: "pure-react-router",
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ }, async (args) => {
      const source = await fs.readFile(args.path, "utf8");
      const contents = source
        .replace(/(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g, "$1/* @__PURE__ */ $2")
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, "");
      return { contents, loader: "js" };
    });
  },
};

// The browser bundle, with the site's first load in few chunks. esbuild puts
// each module in the chunk of the set of entry points (the entries and every
// lazily imported module) that reach it, so the modules the site's entry
// imports would land in many small chunks: one for those every page uses,
// one for those the chat and the live forms also use, and so on, each its
// own request and each compressed on its own. A first build finds the
// lazily imported modules; the second makes each of the site's (those the
// technician's app and the tracking page never reach) import the entry's own
// modules (src/app/core.ts, which runs nothing), so those share one set of
// entry points and few chunks. Nothing runs differently: the entry has
// loaded them before any lazy chunk can be asked for.
async function buildClient(define, entryPoints) {
  const core = path.join(root, "src/app/core.ts");
  const first = await esbuild.build({ ...clientOptions(define), entryPoints, write: false });
  const inputs = first.metafile.inputs;
  const reach = (from, kinds, seen = new Set()) => {
    const walk = (file) => {
      if (seen.has(file) || !inputs[file]) return;
      seen.add(file);
      for (const imp of inputs[file].imports) if (kinds.includes(imp.kind) && !imp.external) walk(imp.path);
    };
    for (const f of from) walk(f);
    return seen;
  };
  // The core's closure (a lazy module in it, also imported statically, is loaded with it),
  // and all the other apps reach, statically or lazily.
  const inCore = reach([path.relative(root, core)], ["import-statement"]);
  const others = Object.entries(entryPoints)
    .filter(([name]) => name !== "app")
    .map(([, file]) => file);
  const theirs = reach(others, ["import-statement", "dynamic-import"]);
  const lazy = new Set();
  for (const out of Object.values(first.metafile.outputs)) {
    const file = out.entryPoint;
    if (!file || Object.values(entryPoints).includes(file) || inCore.has(file) || theirs.has(file)) continue;
    if (/^src\/.*\.[jt]sx?$/.test(file)) lazy.add(path.join(root, file));
  }
  // The technician's app's lazy modules (its estimates) likewise import every
  // module of its entry's static closure (already loaded when they are asked
  // for, so nothing runs again): otherwise each module the entry shares with
  // them (React, lib/api, ...) would leave its chunk for one of its own, and
  // the app's first load (15 bytes under its budget) would grow by a request
  // and a compression window each.
  // Only those the entry shares with other chunks: the app's own modules stay in its file.
  const techEntry = entryPoints.tech;
  const techOwn = Object.values(first.metafile.outputs).find((o) => o.entryPoint === techEntry)?.inputs ?? {};
  const techStatic = [...reach([techEntry], ["import-statement"])].filter(
    (f) => f !== techEntry && !(f in techOwn) && !f.endsWith(".css"),
  );
  const techLazy = new Set();
  for (const file of reach([techEntry], ["import-statement", "dynamic-import"]))
    for (const imp of inputs[file]?.imports ?? [])
      if (imp.kind === "dynamic-import" && !imp.external && !techStatic.includes(imp.path))
        techLazy.add(path.join(root, imp.path));
  const techImports = techStatic.map((f) => `import ${JSON.stringify(path.join(root, f))};`).join("\n");
  const withCore = {
    name: "lazy-chunks-import-the-core",
    setup(build) {
      build.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
        const prefix = lazy.has(args.path)
          ? `import ${JSON.stringify(core)};`
          : techLazy.has(args.path)
            ? techImports
            : null;
        if (prefix == null) return undefined;
        const source = await fs.readFile(args.path, "utf8");
        const loader = path.extname(args.path).slice(1);
        return { contents: `${prefix}\n${source}`, loader };
      });
    },
  };
  const options = clientOptions(define);
  return esbuild.build({
    ...options,
    entryPoints,
    plugins: [...options.plugins, withCore],
    // Those imports name side-effect-free packages too (zod, JSON), which esbuild rightly leaves out.
    logOverride: { "ignored-bare-import": "silent" },
  });
}

// The two apps that are not prerendered per path: the driver's tracking page
// (one shell for every /track/{token}; its script reads the token) and the
// technician's app (every path under /tech/, with its manifest and a
// service worker that keeps the shell and its code for offline use).
async function appShells(assets) {
  const business = JSON.parse(await fs.readFile(path.join(root, "src/content/business.json"), "utf8"));
  const phone = business.phones.emergency;
  const out = [];
  const track = assets.entryFiles("src/entry-track.ts");
  const trackBody =
    `<main class="track"><p class="track-brand">${escapeHtml(business.name)}</p>` +
    `<section class="track-card" aria-live="polite"><h1 id="track-title">Finding your technician…</h1>` +
    `<p id="track-eta" class="track-eta" hidden></p><p id="track-meta" class="track-meta"></p></section>` +
    `<div id="track-map" class="track-map" role="region" aria-label="Map of your technician and you" hidden></div>` +
    `<p id="track-map-note" class="track-note" hidden></p>` +
    `<a class="track-call" href="tel:${escapeHtml(phone.tel)}">Call ${escapeHtml(phone.display)}</a></main>`;
  await writeFile(
    path.join(dist, "pages", "track.html"),
    shell({
      title: `Your technician | ${business.name}`,
      description: `Follow your ${business.name} technician on the way to you.`,
      body: trackBody,
      files: track,
    }),
  );
  out.push({ path: "/track/", file: "pages/track.html", indexable: false, assets: [track.css, ...track.js] });

  const tech = assets.entryFiles("src/entry-tech.tsx");
  await writeFile(
    path.join(dist, "pages", "tech.html"),
    shell({
      title: `Jobs | ${business.name}`,
      description: `The technician's app of ${business.name}.`,
      body: `<div id="root"><p class="tech-empty" role="status">Loading your jobs…</p></div>`,
      files: tech,
      manifest: "/tech/manifest.webmanifest",
    }),
  );
  out.push({ path: "/tech/", file: "pages/tech.html", indexable: false, assets: [tech.css, ...tech.js] });
  const manifest = {
    name: `${business.name} Technician`,
    short_name: "Tech Jobs",
    start_url: "/tech/",
    scope: "/tech/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#f6f4f1",
    theme_color: "#c2410c",
    icons: [
      { src: "/admin/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/admin/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    ],
  };
  await writeFile(path.join(dist, "tech", "manifest.webmanifest"), JSON.stringify(manifest, null, 1));
  // The service worker's cache is named after the files it keeps, so a new build replaces it.
  // It keeps the lazy chunks too (the estimate form), so they open without a signal.
  const keep = ["/tech/", tech.css, ...tech.js, ...assets.lazyFiles("src/entry-tech.tsx")];
  const version = createHash("sha256").update(keep.join("\n")).digest("hex").slice(0, 12);
  await writeFile(
    path.join(dist, "tech", "sw.js"),
    (await fs.readFile(path.join(root, "src/features/dispatch/tech/sw.js"), "utf8"))
      .replace('"__CACHE__"', JSON.stringify(`tech-${version}`))
      .replace('"__FILES__"', JSON.stringify(keep)),
  );
  return out;
}

// A page of its own app: no site shell, inline scripts or analytics; noindex.
function shell({ title, description, body, files, manifest }) {
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta name="robots" content="noindex, nofollow">`,
    `<meta name="theme-color" content="#c2410c">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    manifest ? `<link rel="manifest" href="${manifest}">` : "",
    `<link rel="stylesheet" href="${files.css}">`,
  ].filter(Boolean);
  const scripts = files.js.slice(0, 1).map((src) => `<script type="module" src="${src}"></script>`);
  return `<!doctype html><html lang="en"><head>${head.join("")}</head><body>${body}${scripts.join("")}</body></html>`;
}

// What the browser must fetch to hydrate: the entry, its static imports,
// and the current route's lazily imported chunk with its static imports.
function describeClient(metafile) {
  const outputs = metafile.outputs;
  const web = (file) => "/" + path.relative(path.relative(root, dist), file).split(path.sep).join("/");
  const entryFile = Object.keys(outputs).find(
    (f) => outputs[f].entryPoint === "src/entry-client.tsx" && f.endsWith(".js"),
  );
  const cssFile = outputs[entryFile].cssBundle;
  if (!cssFile) throw new Error("the client entry produced no stylesheet");
  const staticClosure = (file, seen = new Set()) => {
    for (const imp of outputs[file].imports) {
      if (imp.kind === "import-statement" && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticClosure(imp.path, seen);
      }
    }
    return seen;
  };
  const entryDeps = staticClosure(entryFile);
  const byModule = new Map();
  for (const [file, out] of Object.entries(outputs)) {
    if (out.entryPoint && file.endsWith(".js")) byModule.set(out.entryPoint, file);
  }
  return {
    entry: web(entryFile),
    css: web(cssFile),
    /** Another entry's script (first), its static imports and its stylesheet. */
    entryFiles(entryPoint) {
      const file = Object.keys(outputs).find((f) => outputs[f].entryPoint === entryPoint && f.endsWith(".js"));
      if (!file || !outputs[file].cssBundle) throw new Error(`no script or stylesheet was built for ${entryPoint}`);
      return { css: web(outputs[file].cssBundle), js: [file, ...staticClosure(file)].map(web) };
    },
    /** Every script an entry can load later (its lazy chunks and theirs), not among its first load. */
    lazyFiles(entryPoint) {
      const file = Object.keys(outputs).find((f) => outputs[f].entryPoint === entryPoint && f.endsWith(".js"));
      const first = new Set([file, ...staticClosure(file)]);
      const seen = new Set();
      const walk = (f) => {
        for (const imp of outputs[f].imports)
          if (imp.path.endsWith(".js") && !seen.has(imp.path) && !first.has(imp.path)) {
            seen.add(imp.path);
            walk(imp.path);
          } else if (imp.kind === "import-statement" && first.has(imp.path) && !seen.has(imp.path)) {
            seen.add(imp.path);
            walk(imp.path);
          }
      };
      walk(file);
      return [...seen].filter((f) => !first.has(f)).map(web);
    },
    entryDeps: [...entryDeps].map(web),
    preloadFor(module) {
      const deps = new Set(entryDeps);
      if (module) {
        const chunk = byModule.get(module);
        if (!chunk) throw new Error(`no chunk was built for the route module ${module}`);
        deps.add(chunk);
        staticClosure(chunk, deps);
      }
      return [...deps].map(web);
    },
  };
}

const escapeHtml = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
// "</script" inside JSON-LD would end the element early.
const jsonForScript = (v) => JSON.stringify(v).replace(/</g, "\\u003c");

// No modulepreload links: on a slow link (Lighthouse mobile) the chunks they
// start compete with the stylesheet and delay the first paint of the
// prerendered page (home LCP 1.9-2.0 s with them, 1.2-1.4 s without); the
// page reads fine before it hydrates, and the chunks still load on first
// visit (they stay in the first-load budget of `npm run sizes`).
function documentFor({ route, body, assets, inlineScripts, loader }) {
  const m = route.meta;
  const base = "__ROADSIDE_BASE_URL__";
  const canonical = route.path ? `${base}${route.path}` : null;
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(m.title)}</title>`,
    `<meta name="description" content="${escapeHtml(m.description)}">`,
    m.keywords ? `<meta name="keywords" content="${escapeHtml(m.keywords)}">` : "",
    route.indexable ? "" : `<meta name="robots" content="noindex, nofollow">`,
    canonical ? `<link rel="canonical" href="${canonical}">` : "",
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(m.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(m.title)}">`,
    `<meta property="og:description" content="${escapeHtml(m.description)}">`,
    canonical ? `<meta property="og:url" content="${canonical}">` : "",
    `<meta property="og:image" content="${base}/og-image.svg">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="theme-color" content="#c2410c">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    // The back office installs as an app of its own; public pages carry none of it.
    route.path?.startsWith("/admin") ? `<link rel="manifest" href="/admin/manifest.webmanifest">` : "",
    // The theme before first paint; the lead and tap keepers before anything can be sent or pressed.
    ...inlineScripts.map((js) => `<script>${js}</script>`),
    `<link rel="stylesheet" href="${assets.css}">`,
    ...(route.jsonLd ?? []).map((ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`),
  ].filter(Boolean);
  return (
    `<!doctype html><html lang="en"><head>${head.join("")}</head><body><div ` +
    `id="root">${body}</div><script>${loader}</script></body></html>`
  );
}

// A script small enough to inline in every page (src/inline/*), as one minified
// expression; the server allows it by its hash. `define`: build-time values.
async function inlineScript(entry, define = {}) {
  const out = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: ["es2020"],
    legalComments: "none",
    logLevel: "warning",
    define,
  });
  const js = out.outputFiles[0].text.trim();
  if (js.includes("</")) throw new Error(`${entry} would end its <script> element early`);
  return js;
}

async function writeFile(file, text) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
}

async function copyDir(from, to) {
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await fs.mkdir(dst, { recursive: true });
      await copyDir(src, dst);
    } else await fs.copyFile(src, dst);
  }
}

// HTML pages are left alone: the server fills in the base URL at start-up and
// compresses them then.
async function compressTree(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "pages") await compressTree(file);
    } else if (/\.(js|css|svg|json|txt|xml)$/.test(entry.name)) {
      const data = await fs.readFile(file);
      await fs.writeFile(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      await fs.writeFile(
        `${file}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}

main().catch((err) => {
  if (!err.errors) console.error(err?.stack ?? err);
  process.exit(1);
});
