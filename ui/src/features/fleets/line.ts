// What a lead card says of the lead's fleet, in one line:
// "Fleet: ABC Logistics · PO required · limit $750 · on hold".
import { PO_RULE_SHORT, TERMS_LABELS } from "../../lib/lists";
import { formatCents } from "../../lib/money";
import type { Fleet, FleetTag } from "./api";

/** $750 for whole dollars, $750.50 otherwise. */
export const shortDollars = (cents: number) => formatCents(cents).replace(/\.00$/, "");

/** The PO rule's short words (none for "none"), the limit when there is one, "on hold" only when on credit hold. */
export function fleetLine(tag: Pick<FleetTag, "name" | "poRule" | "approvalLimitCents" | "creditHold">): string {
  const parts = [
    `Fleet: ${tag.name}`,
    PO_RULE_SHORT[tag.poRule] ?? "",
    tag.approvalLimitCents == null ? "" : `limit ${shortDollars(tag.approvalLimitCents)}`,
    tag.creditHold ? "on hold" : "",
  ];
  return parts.filter(Boolean).join(" · ");
}

/** The linked unit: "Unit T-104 · 2019 Freightliner Cascadia · VIN 1M8GDM9AXKP042788"; null without one. */
export function unitLine(tag: Pick<FleetTag, "unit" | "vin">): string | null {
  if (!tag.unit) return null;
  return [`Unit ${tag.unit}`, tag.vin ? `VIN ${tag.vin}` : ""].filter(Boolean).join(" · ");
}

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
