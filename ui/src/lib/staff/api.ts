// Calls every part of the back office makes: the paged lists, the audit
// trail and the overview figures. A 401 anywhere means the session is over.
import { apiRequest } from "../api";

/** The kinds of lead, as the server names them. */
export type LeadKind = "quote" | "booking" | "contact" | "analyzer";

/** One page of a staff list, newest first (every list answers this shape). */
export type Page<T> = { items: T[]; nextCursor: string | null };

/** The query string of a filtered list (empty values left out). */
export function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
}

export const fetchPage = <T>(path: string, params: Record<string, string | undefined> = {}) => apiRequest<Page<T>>("GET", `${path}${query(params)}`);

export type AuditRecord = {
  id: number;
  staffUsername: string;
  action: string;
  subjectType: string;
  subjectId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};
export const fetchAudit = (subjectType: string, subjectId: number) =>
  fetchPage<AuditRecord>("/api/admin/audit", { subjectType, subjectId: String(subjectId), limit: "50" });

export type RecentLead = {
  kind: LeadKind;
  id: number;
  name: string | null;
  phone: string | null;
  location: string | null;
  urgency: string;
  service: string;
  contacted: boolean;
  createdAt: string;
};
export type Overview = {
  period: string;
  leads: { today: number; week: number; month: number };
  pendingLeads: number;
  totalQuotes: number;
  contactedQuotes: number;
  responseRate: number;
  medianResponseMinutes: number | null;
  responseTimes: { label: string; count: number }[];
  jobsDone: number;
  revenue: number;
  recentLeads: RecentLead[];
};
export const fetchOverview = (period = "30d") =>
  apiRequest<Overview>("GET", `/api/admin/overview${query({ period, tzOffset: String(-new Date().getTimezoneOffset()) })}`);
