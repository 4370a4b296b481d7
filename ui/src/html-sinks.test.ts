// No text reaches the page as HTML: names, notes and addresses come from
// public forms, and one rendered as markup put a live link into the owner's
// dispatch board (issue 25; only the CSP stopped its script). React escapes
// what it renders; what this guards is every way around that: the DOM's HTML
// setters and Leaflet, whose tooltips, popups, icons and attribution take a
// string as HTML. Checked over the source as it is, like
// feature-boundaries.test.ts, so a new sink fails here rather than in review.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = path.dirname(fileURLToPath(import.meta.url));

/** The one helper whose result Leaflet may take as content: an element holding the text as a text node. */
const HELPER = "leafletText";

/** `leaflet`: only in a file that imports Leaflet (elsewhere "attribution" is a lead's source). */
type Sink = { what: string; re: RegExp; ok?: (rest: string) => boolean; leaflet?: true };

const viaHelper = (rest: string) => new RegExp(`^\\s*${HELPER}\\(`).test(rest);

const sinks: Sink[] = [
  { what: "innerHTML/outerHTML", re: /\.(?:inner|outer)HTML\b/g },
  { what: "insertAdjacentHTML", re: /\binsertAdjacentHTML\b/g },
  { what: "dangerouslySetInnerHTML", re: /\bdangerouslySetInnerHTML\b/g },
  { what: "document.write", re: /\bdocument\.write(?:ln)?\b/g },
  { what: "createContextualFragment", re: /\bcreateContextualFragment\b/g },
  { what: "setHTMLUnsafe/parseHTMLUnsafe", re: /\b(?:set|parse)HTMLUnsafe\b/g },
  { what: "srcdoc", re: /\bsrcdoc\b/gi },
  // Leaflet's content setters: a string is HTML, an element is appended as it is.
  {
    what: `Leaflet content not built by ${HELPER}()`,
    re: /\.(?:bindTooltip|bindPopup|setContent|setTooltipContent|setPopupContent|openTooltip|openPopup)\s*\(/g,
    ok: (rest) => viaHelper(rest) || /^\s*\)/.test(rest),
  },
  // Their options can carry content too (`content`, divIcon's `html`): none is made directly.
  { what: "L.tooltip/L.popup", re: /\b(?:L\.)?(?:tooltip|popup)\s*\(/g, leaflet: true },
  { what: "divIcon (its html option)", re: /\b(?:divIcon|DivIcon)\b/g, leaflet: true },
  { what: "Leaflet HTML option", re: /\b(?:zoomInText|zoomOutText)\b/g, leaflet: true },
  { what: "Leaflet attribution (HTML)", re: /\battribution\s*:|\baddAttribution\s*\(/g, leaflet: true },
  {
    what: "Leaflet attribution prefix (HTML)",
    re: /\bsetPrefix\s*\(/g,
    ok: (rest) => /^\s*false\s*\)/.test(rest),
    leaflet: true,
  },
];

/**
 * The allow-list: a line of one file, exactly, and why it is safe. Keep it
 * short; text from a person never belongs here.
 */
const allowed: { file: string; line: string; why: string }[] = [
  {
    file: "features/dispatch/map.ts",
    line: "L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 })",
    why: "the operator's [maps] attribution from config.toml, HTML by design (the tile policy's credit link)",
  },
];

/** Comments blanked out (kept line for line), so a comment may name a sink. */
export function withoutComments(code: string): string {
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  return code.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[^:"'`\\])(\/\/.*)$/gm, (_, a, c) => a + blank(c));
}

export type Found = { line: number; code: string; what: string };

/** Every use of an HTML sink in one file's code that is neither built by the helper nor allowed by `isAllowed`. */
export function htmlSinks(code: string, isAllowed: (line: string) => boolean = () => false): Found[] {
  const text = withoutComments(code);
  const lines = code.split("\n");
  const out: Found[] = [];
  const leaflet = /\bfrom\s+["']leaflet["']|\bimport\s*\(\s*["']leaflet["']/.test(text);
  for (const sink of sinks.filter((s) => leaflet || !s.leaflet))
    for (const m of text.matchAll(sink.re)) {
      const at = m.index ?? 0;
      if (sink.ok?.(text.slice(at + m[0].length))) continue;
      const line = text.slice(0, at).split("\n").length;
      const source = lines[line - 1].trim();
      if (!isAllowed(source)) out.push({ line, code: source, what: sink.what });
    }
  return out.sort((a, b) => a.line - b.line);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mts|js|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const rel = (file: string) => path.relative(src, file).split(path.sep).join("/");

describe("HTML sinks", () => {
  it("finds each way a string could become HTML, and lets text nodes through", () => {
    const code = [
      `import * as L from "leaflet";`,
      // What the dispatch board did with a customer's name.
      `marker.bindTooltip(m.label, { permanent: true })`,
      `marker.bindTooltip(leafletText(m.label), { permanent: true })`,
      `layer.bindPopup("<b>" + name + "</b>")`,
      `popup.setContent(\n  text)`,
      `layer.openPopup()`,
      `L.popup({ content: name })`,
      `L.marker(p, { icon: L.divIcon({ html: name }) })`,
      `note.innerHTML = "";`,
      `el.insertAdjacentHTML("beforeend", s)`,
      `<div dangerouslySetInnerHTML={{ __html: s }} />`,
      `map.attributionControl.setPrefix(false);`,
      `map.attributionControl.setPrefix(name);`,
      `// el.innerHTML = name (a comment)`,
      `const url = "https://example.com/"; el.outerHTML = s;`,
    ].join("\n");
    expect(htmlSinks(code.replace("leaflet", "other")).map((f) => f.what)).not.toContain("L.tooltip/L.popup");
    expect(htmlSinks(code).map((f) => f.line)).toEqual([2, 4, 5, 8, 9, 10, 11, 12, 14, 16]);
  });

  it(`has ${HELPER}() put the text in as text`, () => {
    const defined = sourceFiles(src).filter((f) =>
      new RegExp(`function ${HELPER}\\b|\\b${HELPER}\\s*=`).test(readFileSync(f, "utf8")),
    );
    expect(defined.map(rel)).toEqual(["features/dispatch/map.ts"]);
    const code = readFileSync(defined[0], "utf8");
    const body = code.slice(code.indexOf(`function ${HELPER}`)).split("\n}\n")[0];
    expect(body).toMatch(/\.textContent = text;/);
    expect(body).toMatch(/return el;/);
  });

  it("has no string reaching the DOM or Leaflet as HTML outside the allow-list", () => {
    const found = sourceFiles(src).flatMap((file) => {
      const name = rel(file);
      const ok = (line: string) => allowed.some((a) => a.file === name && a.line === line);
      return htmlSinks(readFileSync(file, "utf8"), ok).map((f) => `${name}:${f.line}: ${f.what}: ${f.code}`);
    });
    expect(found, `build text nodes (textContent, ${HELPER}(), React's {text}) instead:\n${found.join("\n")}`).toEqual(
      [],
    );
  });

  it("keeps the allow-list to lines that exist", () => {
    for (const a of allowed)
      expect(
        readFileSync(path.join(src, a.file), "utf8")
          .split("\n")
          .map((l) => l.trim()),
      ).toContain(a.line);
  });
});
