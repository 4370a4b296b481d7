import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/zodResolver";
import { bookingSchema, contactSchema, homeQuoteSchema, quoteSchema } from "./schemas";

type Case = { schema: string; note: string; input: Record<string, unknown>; errors: Record<string, string> };

// The same file the Rust validators are tested against (src/leads/validate.rs).
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../../tests/cases/leads.json", import.meta.url)), "utf8"),
);
const schemas = { quote: quoteSchema, homeQuote: homeQuoteSchema, booking: bookingSchema, contact: contactSchema };

describe("lead form rules match the server's", () => {
  it("covers every schema", () => {
    expect(new Set(cases.map((c) => c.schema))).toEqual(new Set(Object.keys(schemas)));
  });
  for (const c of cases) {
    it(`${c.schema}: ${c.note}`, () => {
      const schema = schemas[c.schema as keyof typeof schemas];
      expect(fieldErrors(schema, c.input)).toEqual(c.errors);
    });
  }
});
