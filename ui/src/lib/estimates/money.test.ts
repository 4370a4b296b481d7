import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { lineCents } from "../money";
import { dueCents, optionTotals, type Payment } from "./money";

type Line = { quantityHundredths: number; unitPriceCents: number; taxable: boolean; amountCents: number };
type Case = {
  note: string;
  taxBasisPoints: number;
  payment: Payment;
  depositPercent: number | null;
  depositCents: number | null;
  previousApprovedCents: number | null;
  options: {
    lines: Line[];
    expect: { subtotalCents: number; taxCents: number; totalCents: number; dueCents: number };
  }[];
};

// The same file the server's estimate money is tested against.
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../../tests/cases/estimate-totals.json", import.meta.url)), "utf8"),
);

describe("estimate totals match the server's", () => {
  it("has the shared cases", () => expect(cases.length).toBeGreaterThan(0));
  for (const c of cases) {
    it(c.note, () => {
      c.options.forEach((o) => {
        for (const l of o.lines) expect(lineCents(l.quantityHundredths, l.unitPriceCents)).toBe(l.amountCents);
        expect(optionTotals(o.lines, c.taxBasisPoints, c)).toEqual(o.expect);
      });
    });
  }
});

describe("what approval asks", () => {
  it("rounds a percentage deposit half up", () => {
    expect(dueCents(10, { payment: "deposit", depositPercent: 25 })).toBe(3);
    expect(dueCents(6, { payment: "deposit", depositPercent: 25 })).toBe(2);
    expect(dueCents(27818, { payment: "deposit", depositPercent: 100 })).toBe(27818);
  });
  it("never asks a change order for a second deposit, nor for less than nothing", () => {
    expect(dueCents(18000, { payment: "deposit", depositCents: 5000, previousApprovedCents: 100 })).toBe(0);
    expect(dueCents(100, { payment: "hold", previousApprovedCents: 500 })).toBe(0);
    expect(dueCents(9095, { payment: "none", previousApprovedCents: null })).toBe(0);
  });
});
