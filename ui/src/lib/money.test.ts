import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatCents, lineCents, quantityToHundredths, totals } from "./money";

type Case = {
  note: string;
  lines: { quantityHundredths: number; unitPriceCents: number; taxable: boolean; amountCents: number }[];
  discountCents: number;
  taxBasisPoints: number;
  expect: { subtotalCents: number; taxCents: number; totalCents: number };
};

// The same file the server's totals are tested against (src/invoices/money.rs).
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../tests/cases/invoice-totals.json", import.meta.url)), "utf8"),
);

describe("invoice totals match the server's", () => {
  for (const c of cases) {
    it(c.note, () => {
      for (const l of c.lines) expect(lineCents(l.quantityHundredths, l.unitPriceCents)).toBe(l.amountCents);
      const t = totals(c.lines, c.discountCents, c.taxBasisPoints);
      expect({ subtotalCents: t.subtotalCents, taxCents: t.taxCents, totalCents: t.totalCents }).toEqual(c.expect);
    });
  }
});

describe("dollars typed by the technician, as whole cents", () => {
  it("reads the digits, with no float drift", () => {
    expect(dollarsToCents("12.5")).toBe(1250);
    expect(dollarsToCents("80")).toBe(8000);
    expect(dollarsToCents("80.00")).toBe(8000);
    expect(dollarsToCents("0.29")).toBe(29);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents("4.35")).toBe(435);
    expect(dollarsToCents(".5")).toBe(50);
    expect(dollarsToCents("5.")).toBe(500);
    expect(dollarsToCents("0")).toBe(0);
  });

  it("takes a dollar sign, thousands commas and spaces around", () => {
    expect(dollarsToCents(" $1,250.50 ")).toBe(125050);
    expect(dollarsToCents("$ 75")).toBe(7500);
    expect(dollarsToCents("1,000,000")).toBe(100000000);
    expect(dollarsToCents("1000000.01")).toBe(100000001);
  });

  it("refuses what is not an amount of dollars", () => {
    for (const bad of ["", " ", ".", "$", "-5", "12.345", "1,25", "12,50", "1e3", "abc", "12.5.0", "0x10", "∞"])
      expect(dollarsToCents(bad), bad).toBeNull();
    expect(dollarsToCents("9999999999999")).toBeNull();
  });
});

describe("quantities and the preview's amounts", () => {
  it("reads quantities in hundredths", () => {
    expect(quantityToHundredths("1")).toBe(100);
    expect(quantityToHundredths("1.5")).toBe(150);
    expect(quantityToHundredths("0.25")).toBe(25);
    expect(quantityToHundredths("1.234")).toBeNull();
    expect(quantityToHundredths("-1")).toBeNull();
    expect(quantityToHundredths("")).toBeNull();
  });

  it("rounds a line half up to the cent, as the server does", () => {
    expect(lineCents(150, 3333)).toBe(5000);
    expect(lineCents(200, 11999)).toBe(23998);
    expect(lineCents(33, 150)).toBe(50);
    expect(lineCents(100000, 10000000)).toBe(10_000_000_000);
  });

  it("shows cents as dollars", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(8000)).toBe("$80.00");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-1050)).toBe("-$10.50");
    expect(centsToDollars(125050)).toBe("1250.50");
    expect(dollarsToCents(centsToDollars(123456789))).toBe(123456789);
  });
});
