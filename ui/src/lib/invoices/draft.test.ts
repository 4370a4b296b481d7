import { describe, expect, it } from "vitest";
import { freeLine, lineFrom, preview, readLines, type DraftLine } from "./draft";

const line = (quantity: string, unitPrice: string, taxable = false, key = 1): DraftLine => ({
  key,
  description: "x",
  quantity,
  unitPrice,
  taxable,
});

describe("the invoice draft", () => {
  it("takes a price book item as one of it at its price", () => {
    expect(lineFrom({ id: 3, name: "Mobile Tire Repair", priceCents: 8000, taxable: true } as never)).toEqual({
      description: "Mobile Tire Repair",
      quantity: "1",
      unitPrice: "80.00",
      taxable: true,
    });
    expect(freeLine()).toEqual({ description: "", quantity: "1", unitPrice: "", taxable: false });
  });

  it("reads each line, null while it cannot be read", () => {
    expect(readLines([line("1.5", "12.5"), line("x", "1")])).toEqual([
      { q: 150, u: 1250, amount: 1875 },
      { q: null, u: 100, amount: null },
    ]);
  });

  // The technician's step and the job card showed the same totals: a line or
  // discount not yet readable counts nothing, and the tax is the office's.
  it("totals what can be read", () => {
    const lines = [line("1", "80.00", false, 1), line("1", "12.5", true, 2), line("2", "oops", true, 3)];
    expect(preview(lines, "", 700)).toEqual({ subtotalCents: 9250, discountCents: 0, taxCents: 88, totalCents: 9338 });
    expect(preview(lines, "abc", null)).toEqual({
      subtotalCents: 9250,
      discountCents: 0,
      taxCents: 0,
      totalCents: 9250,
    });
    expect(preview(lines, "10", 0).totalCents).toBe(8250);
  });
});
