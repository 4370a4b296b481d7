import { describe, expect, it } from "vitest";
import { monthBefore } from "./Aging";

describe("monthBefore", () => {
  it("is the whole calendar month before the day's, across a year's end and a short February", () => {
    expect(monthBefore("2026-12-01")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(monthBefore("2026-03-15")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthBefore("2028-03-31")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthBefore("2026-01-09")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });
});
