import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/zodResolver";
import { analyzerSchema } from "./schema";

type Case = { schema: string; note: string; input: Record<string, unknown>; errors: Record<string, string> };

// The same file the Rust validator is tested against (src/leads/validate.rs).
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../../tests/cases/analyzer.json", import.meta.url)), "utf8"),
);

describe("the analyzer request's rules match the server's", () => {
  it("has cases", () => expect(cases.length).toBeGreaterThan(10));
  for (const c of cases) {
    it(`${c.schema}: ${c.note}`, () => {
      expect(c.schema).toBe("analyzer");
      expect(fieldErrors(analyzerSchema, c.input)).toEqual(c.errors);
    });
  }
});
