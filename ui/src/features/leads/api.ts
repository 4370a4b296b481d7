// The staff side of leads: the lists, Mark as Contacted, the quote editor.
// (The public forms post through lib/leadQueue.)
import { api, type ApiPath } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { LeadKind } from "../../lib/staff/api";

type Schemas = components["schemas"];

export type QuoteRow = Schemas["Quote"];
export type BookingRow = Schemas["Booking"];
export type ContactRow = Schemas["Contact"];
export type AnalyzerRow = Schemas["AnalyzerRequest"];
export type QuoteBody = Schemas["QuoteBody"];
export type QuoteEditBody = Schemas["QuoteEditBody"];
export type Deleted = Schemas["Deleted"];
export type ErasedCounts = Schemas["ErasedCounts"];
/** GET /api/session: who is signed in, if anyone (the booking form fills in a customer's name). */
export type SessionInfo = Schemas["SessionInfo"];

/** A lead of one kind, as the server answers it. */
export type Row = QuoteRow | BookingRow | ContactRow | AnalyzerRow;
type AnyKey<U> = U extends unknown ? keyof U : never;
type FieldOf<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;
/** A lead of any kind, as a card reads it: the fields every kind has, and each kind's own fields as optional. */
export type Lead = { [K in keyof Row]: Row[K] } & { [K in Exclude<AnyKey<Row>, keyof Row>]?: FieldOf<Row, K> };

export const listPath = {
  quote: "/api/quotes",
  booking: "/api/bookings",
  contact: "/api/contacts",
  analyzer: "/api/smart-analyzer",
} as const satisfies Record<LeadKind, ApiPath<"GET">>;

export type Filters = { status?: string; urgency?: string; from?: string; to?: string; q?: string; source?: string };

/** Dates picked in the browser are the owner's local days; the server takes instants. */
export function filterParams(f: Filters): Record<string, string | undefined> {
  const day = (d: string | undefined, end: boolean) => {
    if (!d) return undefined;
    const t = new Date(`${d}T00:00:00`);
    if (Number.isNaN(t.getTime())) return undefined;
    if (end) t.setDate(t.getDate() + 1);
    return new Date(t.getTime() - (end ? 1 : 0)).toISOString();
  };
  return {
    status: f.status,
    urgency: f.urgency,
    q: f.q,
    source: f.source,
    from: day(f.from, false),
    to: day(f.to, true),
  };
}

const contactedPath = {
  quote: "/api/quotes/{id}/contacted",
  booking: "/api/bookings/{id}/contacted",
  contact: "/api/contacts/{id}/contacted",
  analyzer: "/api/smart-analyzer/{id}/contacted",
} as const satisfies Record<LeadKind, ApiPath<"PATCH">>;
export const markContacted = (kind: LeadKind, id: number) => api("PATCH", contactedPath[kind], { path: { id } });

/** The quote editor's values: every editable field as the text in its box. */
export type QuoteEdit = Required<{ [K in keyof QuoteEditBody]: string }>;
// The editor's selects offer only options.json's values, the lists the server's enums are read from.
export const updateQuote = (id: number, q: QuoteEdit) =>
  api("PATCH", "/api/quotes/{id}", { path: { id }, body: q as QuoteEditBody });
export const deleteQuote = (id: number) => api("DELETE", "/api/quotes/{id}", { path: { id } });

/** The owner's Erase: the person behind this lead, everywhere (docs/product.md#privacy). */
export const erasePerson = (kind: LeadKind, id: number) =>
  api("POST", "/api/leads/{kind}/{id}/erase", { path: { kind, id } });

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an erasure removed, in words for its toast: "2 leads, 1 chat, 1 job and 3 messages out". */
export function erasedSummary(c: ErasedCounts): string {
  const leads = c.quotes + c.bookings + c.contacts + c.analyzerRequests;
  const parts = [
    plural(leads, "lead"),
    c.chats ? plural(c.chats, "chat") : "",
    c.jobs ? plural(c.jobs, "job") : "",
    c.leadEvents ? plural(c.leadEvents, "live-feed entry", "live-feed entries") : "",
    // Staff alerts, mail, texts and pushes, sent or waiting (the outbox).
    c.alerts ? plural(c.alerts, "message out", "messages out") : "",
    c.texts ? plural(c.texts, "text message") : "",
    c.invoices ? `the customer details of ${plural(c.invoices, "invoice")}` : "",
    c.reviewRequests ? plural(c.reviewRequests, "review request") : "",
    c.calls ? plural(c.calls, "call") : "",
    c.fleetRequesters ? plural(c.fleetRequesters, "fleet requester") : "",
    c.fleetManagers ? plural(c.fleetManagers, "fleet portal manager") : "",
    c.photos ? plural(c.photos, "job photo") : "",
    c.signatures ? plural(c.signatures, "signature") : "",
  ].filter(Boolean);
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
