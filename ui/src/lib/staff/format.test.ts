import { describe, expect, it } from "vitest";
import { mailto, urgencyClass } from "./format";

describe("urgency badges are coloured as docs/product.md#back-office says", () => {
  it("emergency red, urgent orange, today yellow, else blue", () => {
    expect(urgencyClass("Emergency (ASAP)")).toContain("red");
    expect(urgencyClass("Urgent (Today)")).toContain("orange");
    expect(urgencyClass("Today")).toContain("yellow");
    expect(urgencyClass("This Week")).toContain("blue");
    expect(urgencyClass("Within 24 Hours")).toContain("blue");
  });
});

describe("mailto", () => {
  it("encodes everything but the @, so an address cannot add headers to the email", () => {
    expect(mailto("dana@example.com")).toBe("mailto:dana@example.com");
    expect(mailto("x?bcc=all@evil.example&body=hi@a.b")).toBe("mailto:x%3Fbcc%3Dall@evil.example%26body%3Dhi@a.b");
  });
});
