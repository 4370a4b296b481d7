// Calls every part of the back office makes: the paged lists, the audit
// trail and the overview figures. A 401 anywhere means the session is over.
import { apiRequest } from "../api";
import type { components } from "../api-schema";

type Schemas = components["schemas"];

/** The kinds of lead, as the server names them (`kind`, `submissionType`, `subjectType`). */
export type LeadKind = "quote" | "booking" | "contact" | "analyzer";

/** One page of a staff list, newest first (every list answers this shape; `Page_Quote` stands for all). */
export type Page<T> = Omit<Schemas["Page_Quote"], "items"> & { items: T[] };

/** The query string of a filtered list (empty values left out). */
export function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
}

export const fetchPage = <T>(path: string, params: Record<string, string | undefined> = {}) =>
  apiRequest<Page<T>>("GET", `${path}${query(params)}`);

export type AuditRecord = Schemas["AuditRecord"];
export const fetchAudit = (subjectType: string, subjectId: number) =>
  fetchPage<AuditRecord>("/api/admin/audit", { subjectType, subjectId: String(subjectId), limit: "50" });

export type RecentLead = Schemas["RecentLead"];
export type Overview = Schemas["Overview"];
export const fetchOverview = (period = "30d") =>
  apiRequest<Overview>(
    "GET",
    `/api/admin/overview${query({ period, tzOffset: String(-new Date().getTimezoneOffset()) })}`,
  );
