import { describe, expect, it } from "vitest";
import { confidencePercent } from "./LeadCard";
import { conversationText, last24Hours, preview } from "./tabs/AnalyticsTab";

describe("dashboard figures", () => {
  it("shows the last 24 hours oldest first, zero-filled", () => {
    const now = new Date("2024-05-01T10:30:00Z");
    const hours = last24Hours(
      [
        { hour: "2024-05-01T10:00:00Z", visitors: 3, pageViews: 7 },
        { hour: 9, visitors: 1, pageViews: 2 },
      ],
      now,
    );
    expect(hours).toHaveLength(24);
    expect(hours[23].pageViews).toBe(7);
    expect(hours[22].visitors).toBe(1);
    expect(hours.slice(0, 22).every((h) => h.pageViews === 0)).toBe(true);
  });
  it("cuts chat previews at 500 characters with an ellipsis", () => {
    expect(preview("a".repeat(501))).toBe(`${"a".repeat(500)}...`);
    expect(preview("a".repeat(500))).toBe("a".repeat(500));
    expect(
      conversationText(
        JSON.stringify([
          { text: "Hi", sender: "bot" },
          { text: "Flat tire", sender: "user" },
        ]),
      ),
    ).toBe("Assistant: Hi\nCustomer: Flat tire");
  });
  it("shows analyzer confidence as a percent", () => {
    expect(confidencePercent("95")).toBe("95%");
    expect(confidencePercent("0.9")).toBe("90%");
    expect(confidencePercent("High")).toBe("High");
  });
});
