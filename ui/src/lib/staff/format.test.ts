import { describe, expect, it } from "vitest";
import { urgencyClass } from "./format";

describe("urgency badges are coloured as docs/product.md#back-office says", () => {
  it("emergency red, urgent orange, today yellow, else blue", () => {
    expect(urgencyClass("Emergency (ASAP)")).toContain("red");
    expect(urgencyClass("Urgent (Today)")).toContain("orange");
    expect(urgencyClass("Today")).toContain("yellow");
    expect(urgencyClass("This Week")).toContain("blue");
    expect(urgencyClass("Within 24 Hours")).toContain("blue");
  });
});
