import { describe, expect, it } from "vitest";
import { last24Hours } from "./AnalyticsTab";

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
});
