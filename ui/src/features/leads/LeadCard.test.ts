import { describe, expect, it } from "vitest";
import { confidencePercent } from "./LeadCard";

describe("lead cards", () => {
  it("shows analyzer confidence as a percent", () => {
    expect(confidencePercent("95")).toBe("95%");
    expect(confidencePercent("0.9")).toBe("90%");
    expect(confidencePercent("High")).toBe("High");
  });
});
