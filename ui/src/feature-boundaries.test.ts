// Features stay independent: no file in features/X imports anything from
// features/Y (what two features share lives in components/ or lib/; app/
// composes features). Checked over the real import graph so a shortcut fails
// here rather than in review. No dependency: the specifiers are read with
// regular expressions, which is enough for this codebase's plain imports.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = path.dirname(fileURLToPath(import.meta.url));

/** Every module specifier of a source file: static imports, export-from, side-effect imports and import(). */
export function specifiers(code: string): string[] {
  // Comments could mention an import; string contents before `//` (a URL) are kept.
  const text = code.replace(/\/\*[\s\S]*?\*\/|(^|[^:"'`\\])\/\/.*$/gm, "$1");
  const found: string[] = [];
  const fromClause = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?["']([^"']+)["']/g;
  const dynamic = /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;
  for (const re of [fromClause, dynamic]) for (const m of text.matchAll(re)) found.push(m[1]);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mts|js|mjs)$/.test(e.name) ? [p] : [];
  });
}

/** "features/leads/QuoteForm.tsx" -> "leads"; null outside features/. */
const featureOf = (rel: string) => /^features\/([^/]+)\//.exec(rel)?.[1] ?? null;

type Offence = { file: string; specifier: string; target: string };

/** Imports from a feature's file into another feature, or into app/ (which composes features, never the reverse). */
export function offences(root: string): Offence[] {
  const out: Offence[] = [];
  for (const file of sourceFiles(root)) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    const own = featureOf(rel);
    if (!own) continue;
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const target = path
        .relative(root, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join("/");
      const other = featureOf(`${target}/`);
      if ((other && other !== own) || target === "app" || target.startsWith("app/"))
        out.push({ file: rel, specifier, target });
    }
  }
  return out;
}

describe("the import graph", () => {
  it("reads every kind of import", () => {
    const code = [
      `import a from "./a";`,
      `import type { B } from "../b";`,
      `import {\n  c,\n  type D,\n} from "./c";`,
      `import * as e from "./e";`,
      `import "./side.css";`,
      `export { f } from "./f";`,
      `export * from "./g";`,
      `const h = () => import("./h");`,
      `type I = typeof import("./i");`,
      `// import x from "./commented";`,
      `const url = "https://example.com/"; import j from "./j";`,
    ].join("\n");
    expect(specifiers(code)).toEqual(["./a", "../b", "./c", "./e", "./side.css", "./f", "./g", "./j", "./h", "./i"]);
  });

  it("has no feature importing another feature (or app/)", () => {
    const found = offences(src).map((o) => `${o.file} imports "${o.specifier}" (${o.target})`);
    expect(
      found,
      `features must not import each other; share through components/ or lib/:\n${found.join("\n")}`,
    ).toEqual([]);
  });
});
