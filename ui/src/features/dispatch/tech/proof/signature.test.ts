import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { typedSignatureErrors } from "./signature";

type Case = { schema: string; note: string; input: Record<string, unknown>; errors: Record<string, string> };

// The same file the Rust validator is tested against (src/proof/validate.rs).
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../../../../tests/cases/signatures.json", import.meta.url)), "utf8"),
);
const schemas = { typedSignature: typedSignatureErrors };

describe("typed signature rules match the server's", () => {
  it("covers every schema", () => {
    expect(new Set(cases.map((c) => c.schema))).toEqual(new Set(Object.keys(schemas)));
  });
  for (const c of cases) {
    it(`${c.schema}: ${c.note}`, () => {
      expect(schemas[c.schema as keyof typeof schemas](c.input as { name?: string; typed?: string })).toEqual(c.errors);
    });
  }
});
