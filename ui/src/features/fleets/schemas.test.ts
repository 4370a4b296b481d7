import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/zodResolver";
import { fleetSchema, requesterSchema, unitSchema, vinProblem } from "./schemas";

type Case = { schema: string; note: string; input: Record<string, unknown>; errors: Record<string, string> };

// The same file the Rust validators are tested against (src/fleets/validate.rs).
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../../tests/cases/fleets.json", import.meta.url)), "utf8"),
);
const schemas = { fleet: fleetSchema, unit: unitSchema, requester: requesterSchema };

describe("fleet rules match the server's", () => {
  it("covers every schema", () => {
    expect(new Set(cases.map((c) => c.schema))).toEqual(new Set(Object.keys(schemas)));
  });
  for (const c of cases) {
    it(`${c.schema}: ${c.note}`, () => {
      expect(fieldErrors(schemas[c.schema as keyof typeof schemas], c.input)).toEqual(c.errors);
    });
  }
});

describe("the VIN's check digit", () => {
  it("passes the VINs the server passes", () => {
    for (const vin of ["1M8GDM9AXKP042788", "1HGCM82633A004352", "11111111111111111", " 1hgcm82633a-004352 "])
      expect(vinProblem(vin.trim())).toBeNull();
  });
  it("refuses one wrong character, I, O or Q, a wrong length and other characters", () => {
    expect(vinProblem("1HGCM82633A004353")).toMatch(/check digit/);
    expect(vinProblem("1M8GDM9A1KP042788")).toMatch(/check digit/);
    for (const bad of ["1HGCM82633I004352", "1HGCM82633O004352", "1HGCM82633Q004352"])
      expect(vinProblem(bad)).toMatch(/I, O or Q/);
    expect(vinProblem("1HGCM82633A00435")).toBe("VIN must be 17 characters (this one has 16)");
    expect(vinProblem("1HGCM82633A00435!")).toBe("VIN has only letters and digits");
  });
});
