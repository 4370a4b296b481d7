// A fleet in words: the line a lead card, a job and the technician's app
// share (lib/fleets/line.ts), and the Fleets view's own.
import { shortDollars } from "../../lib/fleets/line";
import { PO_RULE_SHORT, TERMS_LABELS } from "../../lib/lists";
import type { Fleet } from "./api";

export { fleetLine, shortDollars, unitLine } from "../../lib/fleets/line";

/** A fleet in the list: its terms, PO rule, limit and hold, in words. */
export function termsLine(f: Pick<Fleet, "terms" | "poRule" | "approvalLimitCents" | "creditHold" | "taxExempt">) {
  return [
    TERMS_LABELS[f.terms] ?? f.terms,
    PO_RULE_SHORT[f.poRule] || "No PO",
    f.approvalLimitCents == null ? "No limit" : `Limit ${shortDollars(f.approvalLimitCents)}`,
    f.taxExempt ? "Tax-exempt" : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A refused import's fields (rows.4.vin → "Row 4 · VIN: …"), by row then as the server ordered them; other fields as they are. */
export function importReport(fields: Record<string, string>): string[] {
  const rows: [number, string][] = [];
  for (const [key, message] of Object.entries(fields)) {
    const m = /^rows\.(\d+)\.(.+)$/.exec(key);
    rows.push(m ? [Number(m[1]), `Row ${m[1]} · ${FIELD_NAMES[m[2]] ?? m[2]}: ${message}`] : [0, message]);
  }
  return rows.sort((a, b) => a[0] - b[0]).map(([, line]) => line);
}

/** A unit's fields as a spreadsheet's columns say them. */
export const FIELD_NAMES: Record<string, string> = {
  unitNumber: "Unit number",
  vin: "VIN",
  plate: "Plate",
  plateState: "Plate state",
  year: "Year",
  make: "Make",
  model: "Model",
  unitType: "Type",
};
