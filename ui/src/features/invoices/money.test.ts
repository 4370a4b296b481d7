import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { dollars, lineCents, toCents, totals } from "./money";

type Case = {
  note: string;
  lines: { quantityHundredths: number; unitPriceCents: number; taxable: boolean; amountCents: number }[];
  discountCents: number;
  taxBasisPoints: number;
  expect: { subtotalCents: number; taxCents: number; totalCents: number };
};

// The same file the server's totals are tested against (src/invoices/money.rs).
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../../tests/cases/invoice-totals.json", import.meta.url)), "utf8"),
);

describe("invoice totals match the server's", () => {
  for (const c of cases) {
    it(c.note, () => {
      for (const l of c.lines) expect(lineCents(l)).toBe(l.amountCents);
      const t = totals(c.lines, c.discountCents, c.taxBasisPoints);
      expect({ subtotalCents: t.subtotalCents, taxCents: t.taxCents, totalCents: t.totalCents }).toEqual(c.expect);
    });
  }
});

describe("amounts typed in dollars", () => {
  it("become whole cents without float drift", () => {
    expect(toCents("80")).toBe(8000);
    expect(toCents("$1,250.5")).toBe(125050);
    expect(toCents("0.29")).toBe(29);
    expect(toCents("19.99")).toBe(1999);
    expect(toCents("12.345")).toBeNull();
    expect(toCents("-5")).toBeNull();
    expect(toCents("1,25")).toBeNull();
    expect(toCents("")).toBeNull();
    expect(dollars(45641)).toBe("$456.41");
  });
});
