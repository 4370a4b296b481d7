import { describe, expect, it } from "vitest";
import { kindTitle, leadOf, type LiveLead } from "./live";

const event = (e: Partial<LiveLead> & Pick<LiveLead, "kind" | "id">): LiveLead => ({
  seq: 1,
  createdAt: "2026-11-25T13:00:00Z",
  ...e,
});

describe("live events", () => {
  it("finds the lead a new lead, a text or a missed call is about", () => {
    expect(leadOf(event({ kind: "quote", id: 4 }))).toEqual({ kind: "quote", id: 4 });
    expect(leadOf(event({ kind: "message", id: 9, leadKind: "booking", leadId: 2 }))).toEqual({
      kind: "booking",
      id: 2,
    });
    expect(
      leadOf(
        event({ kind: "call", id: 31, leadKind: "quote", leadId: 12, phone: "+13865550123", service: "Missed call" }),
      ),
    ).toEqual({ kind: "quote", id: 12 });
    expect(leadOf(event({ kind: "call", id: 31 }))).toEqual({ kind: null, id: null });
    expect(kindTitle.call).toBe("missed call");
  });
});
