import { describe, expect, it } from "vitest";
import { approvalLine, estimateLines } from "./approval";

describe("a fleet's approval", () => {
  it("reads as who answered and for how much", () => {
    const base = { amountCents: 90000, requestedAt: "2026-11-26T10:00:00.000Z" };
    expect(approvalLine({ ...base, status: "approved", decidedName: "Pat Rivera" }, "ABC")).toBe(
      "Approved by Pat Rivera for $900.00",
    );
    expect(approvalLine({ ...base, status: "declined", decidedName: "Pat" }, "ABC")).toBe("Declined by Pat ($900.00)");
    expect(approvalLine({ ...base, status: "pending" }, "ABC Logistics")).toBe(
      "Waiting for ABC Logistics to approve $900.00",
    );
  });
  it("takes estimate lines in dollars, skipping empty rows and naming the first bad one", () => {
    expect(
      estimateLines([
        { description: "Steer tire", dollars: "620" },
        { description: "", dollars: "" },
        { description: "Labor", dollars: "280.50" },
      ]),
    ).toEqual([
      { description: "Steer tire", amountCents: 62000 },
      { description: "Labor", amountCents: 28050 },
    ]);
    expect(estimateLines([{ description: "Tire", dollars: "abc" }])).toBe("Line 1: an amount such as 620 or 620.50");
    expect(estimateLines([{ description: "", dollars: "5" }])).toBe("Line 1: describe the work");
    expect(estimateLines([])).toBe("Add at least one line to the estimate");
  });
});
