// The TypeScript types of every API request and response, generated from the
// server's OpenAPI document (openapi.json, checked in) into one checked-in
// file, src/lib/api-schema.ts. Each feature's api module gives the schemas it
// uses friendly names; nothing else declares an API shape by hand.
//
//   node scripts/api-types.mjs          writes src/lib/api-schema.ts
//   node scripts/api-types.mjs --check  fails when that file is not what the document gives
//
// openapi-typescript builds its output with the TypeScript 5 compiler API,
// which the TypeScript 7 this project type-checks with no longer ships: its
// imports of "typescript" are pointed at the "typescript5" package instead.
import { promises as fs } from "node:fs";
import { register } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";

const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === "typescript" && context.parentURL?.includes("/node_modules/openapi-typescript/")) {
    return next("typescript5", context);
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);
const { default: openapiTS, astToString } = await import("openapi-typescript");

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const documentFile = path.join(root, "openapi.json");
const target = path.join(root, "src/lib/api-schema.ts");

async function generate() {
  const document = JSON.parse(await fs.readFile(documentFile, "utf8"));
  const ast = await openapiTS(document);
  const options = (await prettier.resolveConfig(target)) ?? {};
  const text = await prettier.format(astToString(ast), { ...options, filepath: target });
  return wrapComments(text, options.printWidth ?? 80);
}

// Prettier leaves comments as they are; the server's longer descriptions are
// wrapped here so that no line of the file is over the print width.
function wrapComments(text, width) {
  const out = [];
  for (const line of text.split("\n")) {
    const m = /^(\s*)(?:\/\*\*\s(.*)\s\*\/|\*\s(.*))$/.exec(line);
    if (line.length <= width || !m) {
      out.push(line);
      continue;
    }
    const [, indent, single, inner] = m;
    const words = (single ?? inner).split(" ");
    const lines = [""];
    for (const w of words) {
      const next = lines.at(-1) ? `${lines.at(-1)} ${w}` : w;
      if (indent.length + 3 + next.length > width && lines.at(-1)) lines.push(w);
      else lines[lines.length - 1] = next;
    }
    if (single !== undefined) out.push(`${indent}/**`);
    for (const l of lines) out.push(`${indent} * ${l}`);
    if (single !== undefined) out.push(`${indent} */`);
  }
  return out.join("\n");
}

const text = await generate();
if (process.argv.includes("--check")) {
  const fresh = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "api-types-")), "api-schema.ts");
  await fs.writeFile(fresh, text);
  const current = await fs.readFile(target, "utf8").catch(() => null);
  if (current !== text) {
    console.error(
      [
        `src/lib/api-schema.ts is not what openapi.json gives (the fresh output is ${fresh}).`,
        "Run `npm run api-types` in ui/ and commit the result (when the server changed, first",
        "`UPDATE_OPENAPI=1 cargo test --release --test api the_checked_in_document_is_the_one_served`).",
      ].join("\n"),
    );
    process.exit(1);
  }
  await fs.rm(path.dirname(fresh), { recursive: true, force: true });
  console.log("src/lib/api-schema.ts matches openapi.json");
} else {
  await fs.writeFile(target, text);
  console.log(`wrote ${path.relative(root, target)} from ${path.relative(root, documentFile)}`);
}
