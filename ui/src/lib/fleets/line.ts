// How a lead's or job's fleet reads wherever staff and technicians see it:
// "Fleet: ABC Logistics · PO required · limit $750 · on hold". One wording
// for lead cards, the jobs board and the technician's app.
import type { components } from "../api-schema";
import { PO_RULE_SHORT } from "../lists";
import { formatCents } from "../money";

export type FleetTag = components["schemas"]["FleetTag"];

/** "$750" for whole dollars, "$750.50" otherwise. */
const limit = (cents: number) => formatCents(cents).replace(/\.00$/, "");

export function fleetLine(tag: FleetTag): string {
  const parts = [
    `Fleet: ${tag.name}`,
    PO_RULE_SHORT[tag.poRule] ?? "",
    tag.approvalLimitCents != null ? `limit ${limit(tag.approvalLimitCents)}` : "",
    tag.creditHold ? "on hold" : "",
  ].filter(Boolean);
  return parts.join(" · ");
}

/** What the technician is told about the PO: the job's number, or the rule until it has one. */
export function poNote(tag: FleetTag, poNumber?: string | null): string | null {
  if (poNumber) return poNumber;
  if (tag.poRule === "before") return "PO required before work: get it from the fleet's dispatcher";
  if (tag.poRule === "after") return "PO required on the invoice";
  return null;
}
