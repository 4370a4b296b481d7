import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type BilledInvoice, type Sums, agingRows, agingTotal, defaultPeriod, statementSums } from "./statement";

type Case = {
  name: string;
  asOf: string;
  periodStart?: string;
  periodEnd?: string;
  invoices: BilledInvoice[];
  expected: Sums;
};

// The same file the server's statement math is tested against (src/statements/math.rs).
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../../tests/cases/statements.json", import.meta.url)), "utf8"),
);

describe("a statement sums as the server's does", () => {
  it("has cases", () => expect(cases.length).toBeGreaterThanOrEqual(5));
  for (const c of cases) {
    it(c.name, () => {
      const period = c.periodStart && c.periodEnd ? { start: c.periodStart, end: c.periodEnd } : defaultPeriod(c.asOf);
      const got = statementSums(c.invoices, period.start, period.end, c.asOf);
      expect(got).toEqual(c.expected);
      expect(agingTotal(got.aging)).toBe(c.expected.owedCents);
      expect(got.openingCents + got.invoicedCents - got.receivedCents).toBe(got.closingCents);
    });
  }
});

describe("the period and the aging's words", () => {
  it("is the month before the as-of day", () => {
    expect(defaultPeriod("2026-12-01")).toEqual({ start: "2026-11-01", end: "2026-11-30" });
    expect(defaultPeriod("2026-03-15")).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(defaultPeriod("2026-01-01")).toEqual({ start: "2025-12-01", end: "2025-12-31" });
  });
  it("shows each bucket in dollars, in order", () => {
    const rows = agingRows({
      currentCents: 39999,
      days1To30Cents: 25000,
      days31To60Cents: 0,
      days61To90Cents: 0,
      over90Cents: 123456,
    });
    expect(rows.map((r) => `${r.label}: ${r.amount}`)).toEqual([
      "Current: $399.99",
      "1-30 days past due: $250.00",
      "31-60 days past due: $0.00",
      "61-90 days past due: $0.00",
      "Over 90 days past due: $1,234.56",
    ]);
  });
});
