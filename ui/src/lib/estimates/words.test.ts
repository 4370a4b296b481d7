import { describe, expect, it } from "vitest";
import { dayTime, dueLine, holdLine, shortDay, termsLine } from "./words";

// Local dates: a time made in the test's own zone reads back as that day.
const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe("an estimate's words in the back office", () => {
  it("says dates as the dashboard does", () => {
    expect(shortDay(local(2026, 12, 3))).toBe("Dec 3");
    expect(dayTime(local(2026, 12, 3, 14, 5))).toBe("Dec 3, 14:05");
    expect(dayTime(local(2026, 1, 9, 0, 30))).toBe("Jan 9, 00:30");
  });

  it("says a hold and a deposit as the job card shows them", () => {
    const until = local(2026, 12, 3, 9);
    expect(holdLine({ kind: "hold", amountCents: 18900, status: "held", captureBefore: until })).toBe(
      "card held $189.00 until Dec 3",
    );
    expect(holdLine({ kind: "deposit", amountCents: 5000, status: "paid", captureBefore: null })).toBe(
      "deposit paid $50.00",
    );
    expect(
      holdLine({ kind: "hold", amountCents: 19950, status: "captured", captureBefore: until, capturedCents: 18000 }),
    ).toBe("card charged $180.00 of the $199.50 held");
    expect(holdLine({ kind: "hold", amountCents: 19950, status: "released", captureBefore: null })).toBe(
      "hold of $199.50 released",
    );
  });

  it("says the terms and what approval asks", () => {
    const terms = { depositPercent: null, depositCents: null, parentId: null };
    expect(termsLine({ ...terms, payment: "hold" })).toBe("card hold of the total");
    expect(termsLine({ ...terms, payment: "deposit", depositPercent: 25 })).toBe("deposit 25%");
    expect(termsLine({ ...terms, payment: "deposit", depositCents: 5000 })).toBe("deposit $50.00");
    expect(termsLine({ ...terms, payment: "none" })).toBe("nothing at approval");
    expect(dueLine("hold", 19950)).toBe("asks a card hold of $199.50");
    expect(dueLine("deposit", 0)).toBe("asks nothing now");
  });
});
