import { describe, expect, it } from "vitest";
import { fleetLine, poNote, type FleetTag } from "./line";

const abc: FleetTag = {
  fleetId: 1,
  name: "ABC Logistics",
  terms: "net30",
  poRule: "before",
  approvalLimitCents: 75000,
  creditHold: true,
  taxExempt: false,
  linkedBy: "requester",
};

describe("a fleet's line", () => {
  it("names the fleet, its PO rule, its limit and its hold", () => {
    expect(fleetLine(abc)).toBe("Fleet: ABC Logistics · PO required · limit $750 · on hold");
  });
  it("leaves out what does not apply", () => {
    expect(fleetLine({ ...abc, poRule: "none", approvalLimitCents: null, creditHold: false })).toBe(
      "Fleet: ABC Logistics",
    );
    expect(fleetLine({ ...abc, poRule: "after", approvalLimitCents: 12550, creditHold: false })).toBe(
      "Fleet: ABC Logistics · PO on invoice · limit $125.50",
    );
  });
  it("tells the technician the PO rule until the job has its number", () => {
    expect(poNote(abc)).toBe("PO required before work: get it from the fleet's dispatcher");
    expect(poNote(abc, "PO-7731")).toBe("PO-7731");
    expect(poNote({ ...abc, poRule: "none" })).toBeNull();
  });
});
