import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../zodResolver";
import { invoiceSchema, paymentSchema, priceItemSchema } from "./rules";

type Case = { schema: string; note: string; input: Record<string, unknown>; errors: Record<string, string> };

// The same file the Rust validators are tested against (src/invoices/validate.rs).
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../../tests/cases/invoices.json", import.meta.url)), "utf8"),
);
const schemas = { invoice: invoiceSchema, payment: paymentSchema, priceItem: priceItemSchema };

describe("invoice rules match the server's", () => {
  for (const c of cases) {
    it(`${c.schema}: ${c.note}`, () => {
      expect(fieldErrors(schemas[c.schema as keyof typeof schemas], c.input)).toEqual(c.errors);
    });
  }
});
