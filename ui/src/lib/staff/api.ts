// Calls every part of the back office makes: the paged lists, the audit
// trail and the overview figures. A 401 anywhere means the session is over.
import { api, apiRequest, query, type ApiAnswer, type ApiOptions, type ApiPath } from "../api";
import type { components } from "../api-schema";

export { query };

type Schemas = components["schemas"];

/** The kinds of lead, as the server names them (`kind`, `submissionType`, `subjectType`). */
export type LeadKind = "quote" | "booking" | "contact" | "analyzer";

/** One page of a staff list, newest first (every list answers this shape; `Page_Quote` stands for all). */
export type Page<T> = Omit<Schemas["Page_Quote"], "items"> & { items: T[] };

/** The staff lists: every GET path whose answer is a page (`items`, `nextCursor`). */
export type ListPath = {
  [P in ApiPath<"GET">]: ApiAnswer<"GET", P> extends { items: unknown[]; nextCursor?: unknown } ? P : never;
}[ApiPath<"GET">];
/** A row of the list at `P`, as the document has it. */
export type ItemOf<P extends ListPath> = ApiAnswer<"GET", P>["items"][number];

/** One page of the list at `path`, filtered by `params` (each list's own query, as text). */
export const fetchPage = <P extends ListPath>(path: P, params: Record<string, string | undefined> = {}) =>
  // `path` is any of the lists here, so `api` cannot pick one operation's query type: the answer is still the document's.
  apiRequest("GET", `${path}${query(params)}`) as Promise<Page<ItemOf<P>>>;

export type AuditRecord = Schemas["AuditRecord"];
export const fetchAudit = (subjectType: LeadKind | "job", subjectId: number) =>
  api("GET", "/api/admin/audit", { query: { subjectType, subjectId: String(subjectId), limit: "50" } });

export type RecentLead = Schemas["RecentLead"];
export type Overview = Schemas["Overview"];
/** The span the figures cover: today, 7 or 30 days. */
export type Period = NonNullable<NonNullable<ApiOptions<"GET", "/api/admin/overview">["query"]>["period"]>;
export const fetchOverview = (period: Period = "30d") =>
  api("GET", "/api/admin/overview", { query: { period, tzOffset: String(-new Date().getTimezoneOffset()) } });
