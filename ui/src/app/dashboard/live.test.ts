import { describe, expect, it } from "vitest";
import { kindTitle, leadOf, type LiveLead } from "./live";

const at = "2026-11-25T13:00:00Z";
const contact = { name: "(386) 555-0123", phone: "+13865550123", leadKind: null, leadId: null };
const lead = { name: "Dana", phone: null, location: null, urgency: null, service: null };
const event = (e: LiveLead) => e;

describe("live events", () => {
  it("finds the lead a new lead, a text or a missed call is about", () => {
    expect(leadOf(event({ seq: 1, kind: "quote", id: 4, createdAt: at, ...lead }))).toEqual({ kind: "quote", id: 4 });
    expect(
      leadOf(event({ seq: 2, kind: "message", id: 9, createdAt: at, ...contact, leadKind: "booking", leadId: 2 })),
    ).toEqual({
      kind: "booking",
      id: 2,
    });
    expect(
      leadOf(
        event({
          seq: 3,
          kind: "call",
          id: 31,
          createdAt: at,
          ...contact,
          leadKind: "quote",
          leadId: 12,
          service: "Missed call",
        }),
      ),
    ).toEqual({ kind: "quote", id: 12 });
    expect(leadOf(event({ seq: 4, kind: "call", id: 31, createdAt: at, ...contact }))).toEqual({
      kind: null,
      id: null,
    });
    expect(leadOf(event({ seq: 5, kind: "job", id: 7, createdAt: at, version: 3 }))).toEqual({ kind: null, id: null });
    expect(kindTitle.call).toBe("missed call");
  });
});
