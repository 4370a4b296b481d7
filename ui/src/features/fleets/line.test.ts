import { describe, expect, it } from "vitest";
import { fleetLine, importReport, termsLine, unitLine } from "./line";

const tag = { name: "ABC Logistics", poRule: "before", approvalLimitCents: 75000, creditHold: true };

describe("a lead card's fleet line", () => {
  it("says the fleet, its PO rule, its limit and its hold", () => {
    expect(fleetLine(tag)).toBe("Fleet: ABC Logistics · PO required · limit $750 · on hold");
  });
  it("leaves out what does not apply: no PO, no limit, no hold", () => {
    expect(fleetLine({ ...tag, poRule: "none", approvalLimitCents: null, creditHold: false })).toBe(
      "Fleet: ABC Logistics",
    );
    expect(fleetLine({ ...tag, poRule: "after", creditHold: false })).toBe(
      "Fleet: ABC Logistics · PO on invoice · limit $750",
    );
  });
  it("keeps cents when the limit has them, and a zero limit", () => {
    expect(fleetLine({ ...tag, approvalLimitCents: 125050, creditHold: false })).toBe(
      "Fleet: ABC Logistics · PO required · limit $1,250.50",
    );
    expect(fleetLine({ ...tag, poRule: "none", approvalLimitCents: 0, creditHold: false })).toBe(
      "Fleet: ABC Logistics · limit $0",
    );
  });
  it("names the unit when one is linked", () => {
    expect(unitLine({ unit: "T-104 · 2019 Freightliner Cascadia", vin: "1M8GDM9AXKP042788" })).toBe(
      "Unit T-104 · 2019 Freightliner Cascadia · VIN 1M8GDM9AXKP042788",
    );
    expect(unitLine({ unit: "TR-7", vin: null })).toBe("Unit TR-7");
    expect(unitLine({ unit: null, vin: null })).toBeNull();
  });
});

describe("the fleet list's terms", () => {
  it("says terms, PO, limit and tax exemption in words", () => {
    expect(
      termsLine({ terms: "net30", poRule: "none", approvalLimitCents: null, creditHold: false, taxExempt: true }),
    ).toBe("Net 30 · No PO · No limit · Tax-exempt");
  });
});

describe("a refused import's report", () => {
  it("lists each refused row's field in the spreadsheet's words, by row", () => {
    expect(
      importReport({
        "rows.12.year": "Year must be from 1950 to 2100",
        "rows.4.vin": "VIN check digit (the 9th character) does not match: a character is mistyped",
        "rows.4.unitNumber": "Unit number is required",
      }),
    ).toEqual([
      "Row 4 · VIN: VIN check digit (the 9th character) does not match: a character is mistyped",
      "Row 4 · Unit number: Unit number is required",
      "Row 12 · Year: Year must be from 1950 to 2100",
    ]);
    expect(importReport({ csv: "The file has no units" })).toEqual(["The file has no units"]);
  });
});
