import { describe, expect, it } from "vitest";
import { moreReviews } from "./more-reviews";
import { REVIEW_COUNT, firstReview } from "./reviews";

describe("the carousel's reviews", () => {
  it("number exactly what the carousel's dots promise", () => {
    expect(1 + moreReviews.length).toBe(REVIEW_COUNT);
  });

  it("are each written once, by a named customer, at some length", () => {
    const all = [firstReview, ...moreReviews];
    expect(new Set(all.map((r) => r.text)).size).toBe(all.length);
    for (const r of all) {
      expect(r.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(r.text.length).toBeGreaterThan(80);
    }
  });
});
