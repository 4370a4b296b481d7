// How a lead's or job's fleet reads wherever staff and technicians see it:
// "Fleet: ABC Logistics · PO required · limit $750 · on hold". One wording
// for lead cards, the jobs board and the technician's app.
import type { components } from "../api-schema";
import { PO_RULE_SHORT } from "../lists";
import { formatCents } from "../money";

export type FleetTag = components["schemas"]["FleetTag"];

/** "$750" for whole dollars, "$750.50" otherwise. */
export const shortDollars = (cents: number) => formatCents(cents).replace(/\.00$/, "");

/** The PO rule's short words (none for "none"), the limit when there is one, "on hold" only when on credit hold. */
export function fleetLine(tag: Pick<FleetTag, "name" | "poRule" | "approvalLimitCents" | "creditHold">): string {
  const parts = [
    `Fleet: ${tag.name}`,
    PO_RULE_SHORT[tag.poRule] ?? "",
    tag.approvalLimitCents != null ? `limit ${shortDollars(tag.approvalLimitCents)}` : "",
    tag.creditHold ? "on hold" : "",
  ].filter(Boolean);
  return parts.join(" · ");
}

/** The linked unit: "Unit T-104 · 2019 Freightliner Cascadia · VIN 1M8GDM9AXKP042788"; null without one. */
export function unitLine(tag: Pick<FleetTag, "unit" | "vin">): string | null {
  if (!tag.unit) return null;
  return [`Unit ${tag.unit}`, tag.vin ? `VIN ${tag.vin}` : ""].filter(Boolean).join(" · ");
}

/** What the technician is told about the PO: the job's number, or the rule until it has one. */
export function poNote(tag: FleetTag, poNumber?: string | null): string | null {
  if (poNumber) return poNumber;
  if (tag.poRule === "before") return "PO required before work: get it from the fleet's dispatcher";
  if (tag.poRule === "after") return "PO required on the invoice";
  return null;
}
