// The dashboard's calls. A 401 anywhere means the session is over.
import { apiRequest } from "../../lib/api";
/** The kinds of lead, as the server names them. */
export type LeadKind = "quote" | "booking" | "contact" | "analyzer";

/** A lead row of any kind; each kind has its own extra fields. */
export type Lead = {
  id: number;
  name: string | null;
  phone: string | null;
  email: string | null;
  location: string | null;
  urgency: string;
  contacted: boolean;
  createdAt: string;
  firstContactedAt?: string | null;
  responseMinutes?: number | null;
  source?: string | null;
  // quotes
  serviceType?: string;
  vehicleInfo?: string | null;
  description?: string;
  // bookings
  vehicleType?: string;
  serviceNeeded?: string;
  preferredDate?: string | null;
  preferredTime?: string | null;
  // contacts
  message?: string;
  // analyzer (and chat) requests
  problemDescription?: string;
  suggestedService?: string;
  estimatedPrice?: string;
  confidence?: string;
  chatbotInteractionId?: number | null;
  fromChat?: boolean;
};

/** One page of a staff list, newest first (every list answers this shape). */
export type Page<T> = { items: T[]; nextCursor: string | null };

export const listPath: Record<LeadKind, string> = {
  quote: "/api/quotes",
  booking: "/api/bookings",
  contact: "/api/contacts",
  analyzer: "/api/smart-analyzer",
};

export type Filters = { status?: string; urgency?: string; from?: string; to?: string; q?: string; source?: string };

/** The query string of a filtered list (empty values left out). */
export function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** Dates picked in the browser are the owner's local days; the server takes instants. */
export function filterParams(f: Filters): Record<string, string | undefined> {
  const day = (d: string | undefined, end: boolean) => {
    if (!d) return undefined;
    const t = new Date(`${d}T00:00:00`);
    if (Number.isNaN(t.getTime())) return undefined;
    if (end) t.setDate(t.getDate() + 1);
    return new Date(t.getTime() - (end ? 1 : 0)).toISOString();
  };
  return { status: f.status, urgency: f.urgency, q: f.q, source: f.source, from: day(f.from, false), to: day(f.to, true) };
}

export const adminLogout = () => apiRequest("POST", "/api/admin/logout", {});
export const fetchSession = () => apiRequest<{ username: string }>("GET", "/api/admin/session");

export const fetchPage = <T>(path: string, params: Record<string, string | undefined> = {}) => apiRequest<Page<T>>("GET", `${path}${query(params)}`);

const contactedBody: Record<LeadKind, unknown> = { quote: undefined, booking: { contacted: true }, contact: undefined, analyzer: undefined };
const contactedPath: Record<LeadKind, string> = {
  quote: "/api/quotes",
  booking: "/api/bookings",
  contact: "/api/contacts",
  analyzer: "/api/smart-analyzer",
};
export const markContacted = (kind: LeadKind, id: number) => apiRequest<Lead>("PATCH", `${contactedPath[kind]}/${id}/contacted`, contactedBody[kind]);

export type QuoteEdit = {
  name: string;
  phone: string;
  email: string;
  location: string;
  serviceType: string;
  vehicleInfo: string;
  description: string;
  urgency: string;
};
export const updateQuote = (id: number, q: QuoteEdit) => apiRequest<Lead>("PATCH", `/api/quotes/${id}`, q);
export const deleteQuote = (id: number) => apiRequest("DELETE", `/api/quotes/${id}`);

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

export const JOB_STATUSES = ["pending", "scheduled", "en route", "on site", "completed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export type Job = {
  id: number;
  submissionId: number;
  submissionType: LeadKind;
  status: JobStatus;
  jobValue: number | null;
  completedAt: string | null;
  responseTime: number | null;
  customerSatisfaction: number | null;
  notes: string | null;
  createdAt: string;
  onSiteAt: string | null;
  customer: { name: string | null; phone: string | null; location: string | null; service: string | null } | null;
};
export type JobChanges = { status?: JobStatus; jobValue?: string | number | null; customerSatisfaction?: number | null; notes?: string | null };
export const createJob = (submissionType: LeadKind, submissionId: number) => apiRequest<Job>("POST", "/api/job-tracking", { submissionType, submissionId });
export const updateJob = (id: number, changes: JobChanges) => apiRequest<Job>("PATCH", `/api/job-tracking/${id}`, changes);

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

/** GET /api/admin/traffic (the team's contract 2); older servers send fewer fields. */
export type Traffic = {
  period?: string;
  activeUsers: number;
  totalPageViews: number;
  uniqueVisitors: number;
  avgSessionDuration: number;
  topPages: { page: string | null; views: number }[];
  hourlyData: { hour: string | number; visitors: number; pageViews: number }[];
  locationData: { country: string; visitors: number }[];
  sources?: { source: string; visitors: number; leads: number; calls: number }[];
  leads?: number;
  calls?: number;
  previous?: { totalPageViews: number; uniqueVisitors: number; avgSessionDuration: number; leads: number; calls: number };
};
export const fetchTraffic = (period: string) => apiRequest<Traffic>("GET", `/api/admin/traffic${query({ period })}`);
