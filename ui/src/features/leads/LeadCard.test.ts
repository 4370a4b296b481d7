import { describe, expect, it } from "vitest";
import { erasedSummary } from "./api";
import { confidencePercent, eraseWarning, isMissedCall } from "./LeadCard";

describe("lead cards", () => {
  it("shows analyzer confidence as a percent", () => {
    expect(confidencePercent("95")).toBe("95%");
    expect(confidencePercent("0.9")).toBe("90%");
    expect(confidencePercent("High")).toBe("High");
  });

  const none = {
    quotes: 0,
    bookings: 0,
    contacts: 0,
    analyzerRequests: 0,
    chats: 0,
    jobs: 0,
    leadEvents: 0,
    alerts: 0,
    texts: 0,
    invoices: 0,
    reviewRequests: 0,
    calls: 0,
    fleetRequesters: 0,
    fleetManagers: 0,
    photos: 0,
    signatures: 0,
  };

  it("says what an erasure removed, leads of every kind counted together", () => {
    expect(erasedSummary({ ...none, quotes: 1 })).toBe("1 lead");
    expect(
      erasedSummary({
        ...none,
        quotes: 1,
        contacts: 1,
        analyzerRequests: 1,
        chats: 1,
        jobs: 1,
        leadEvents: 3,
        alerts: 3,
      }),
    ).toBe("3 leads, 1 chat, 1 job, 3 live-feed entries and 3 messages out");
    expect(erasedSummary({ ...none, bookings: 2, alerts: 1 })).toBe("2 leads and 1 message out");
    expect(erasedSummary({ ...none, quotes: 1, texts: 2 })).toBe("1 lead and 2 text messages");
    expect(erasedSummary({ ...none, quotes: 1, invoices: 1 })).toBe("1 lead and the customer details of 1 invoice");
    expect(erasedSummary({ ...none, quotes: 1, reviewRequests: 1 })).toBe("1 lead and 1 review request");
    expect(erasedSummary({ ...none, quotes: 1, calls: 2 })).toBe("1 lead and 2 calls");
    expect(erasedSummary({ ...none, quotes: 1, photos: 3, signatures: 1 })).toBe(
      "1 lead, 3 job photos and 1 signature",
    );
  });

  it("warns whose data goes, by the phone and email it is found by", () => {
    expect(eraseWarning("Dana", { phone: "(386) 555-0199", email: "dana@example.com" })).toMatch(
      /^This lead and every other lead, chat, job and staff alert with \(386\) 555-0199 or dana@example.com will be deleted for good \(Dana\)\. This cannot be undone\./,
    );
    expect(eraseWarning("No name given", { phone: null, email: null })).toMatch(/^This lead will be deleted for good/);
  });

  it("marks a quote made by a missed call", () => {
    expect(isMissedCall("quote", { serviceType: "Missed call" })).toBe(true);
    expect(isMissedCall("quote", { serviceType: "Towing" })).toBe(false);
    expect(isMissedCall("booking", { serviceType: "Missed call" })).toBe(false);
  });
});
