// The staff side of leads: the lists, Mark as Contacted, the quote editor.
// (The public forms post through lib/leadQueue.)
import { apiRequest } from "../../lib/api";
import type { LeadKind } from "../../lib/staff/api";

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

export const listPath: Record<LeadKind, string> = {
  quote: "/api/quotes",
  booking: "/api/bookings",
  contact: "/api/contacts",
  analyzer: "/api/smart-analyzer",
};

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
  return { status: f.status, urgency: f.urgency, q: f.q, source: f.source, from: day(f.from, false), to: day(f.to, true) };
}

const contactedBody: Record<LeadKind, unknown> = { quote: undefined, booking: { contacted: true }, contact: undefined, analyzer: undefined };
export const markContacted = (kind: LeadKind, id: number) => apiRequest<Lead>("PATCH", `${listPath[kind]}/${id}/contacted`, contactedBody[kind]);

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
