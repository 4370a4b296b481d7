// Asking a fleet to approve an estimate over its limit, and how the answer
// reads: one client and one wording for the back office and the technician.
import { api } from "../api";
import type { components } from "../api-schema";
import { dollarsToCents, formatCents } from "../money";

type Schemas = components["schemas"];
export type Approval = Schemas["Approval"];
export type JobApproval = Schemas["JobApproval"];
export type EstimateLine = { description: string; amountCents: number };

/** The owner's request (`tech`: the technician's, for a job of their own). */
export const requestApproval = (jobId: number, lines: EstimateLine[], tech = false) =>
  tech
    ? api("POST", "/api/tech/jobs/{id}/approval", { path: { id: jobId }, body: { lines } })
    : api("POST", "/api/job-tracking/{id}/approval", { path: { id: jobId }, body: { lines } });

/** "Approved by Pat Rivera for $900.00", "Waiting for ABC Logistics to approve $900.00". */
export function approvalLine(a: JobApproval, fleet: string): string {
  const amount = formatCents(a.amountCents);
  if (a.status === "approved") return `Approved by ${a.decidedName ?? "the fleet"} for ${amount}`;
  if (a.status === "declined") return `Declined by ${a.decidedName ?? "the fleet"} (${amount})`;
  return `Waiting for ${fleet} to approve ${amount}`;
}

/** Lines typed as description and dollars into what the server takes; null names the first bad one. */
export function estimateLines(rows: { description: string; dollars: string }[]): EstimateLine[] | string {
  const lines: EstimateLine[] = [];
  for (const [n, row] of rows.entries()) {
    if (!row.description.trim() && !row.dollars.trim()) continue;
    const cents = dollarsToCents(row.dollars);
    if (!row.description.trim()) return `Line ${n + 1}: describe the work`;
    if (cents == null || cents < 1) return `Line ${n + 1}: an amount such as 620 or 620.50`;
    lines.push({ description: row.description.trim(), amountCents: cents });
  }
  return lines.length ? lines : "Add at least one line to the estimate";
}
