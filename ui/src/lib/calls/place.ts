// "Call via business line" (docs/product.md#calls), shared by the lead cards
// and the technician's app: the server rings the staff member's own phone
// first, then puts them through to the customer with the business number.
import { ApiError, api } from "../api";
import type { LeadKind } from "../staff/api";

export const callLead = (kind: LeadKind, id: number) =>
  api("POST", "/api/leads/{kind}/{id}/call", { path: { kind, id } });
export const callJobCustomer = (jobId: number) => api("POST", "/api/tech/jobs/{id}/call", { path: { id: jobId } });

/** Why a call was not placed, in words for the person who asked (null: the session ended). */
export function placeCallError(e: unknown): string | null {
  if (e instanceof ApiError) {
    if (e.status === 401) return null;
    const field = e.body?.fields?.phone;
    if (field) return field;
    if (e.status === 404) return e.serverMessage ?? "Calls are not set up, or this lead is gone.";
    return e.serverMessage ?? "The call could not be placed. Try again, or call from your phone.";
  }
  return "No connection: the call could not be placed.";
}
