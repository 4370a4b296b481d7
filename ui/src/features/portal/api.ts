// The fleet manager's portal (docs/product.md#fleets): their own fleet only.
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";

type Schemas = components["schemas"];

export type Portal = Schemas["Portal"];
export type PortalInvoice = Schemas["PortalInvoice"];
export type UnitHistory = Schemas["UnitHistory"];
export type Unit = Schemas["Unit"];
export type ServiceBody = Schemas["ServiceBody"];
export type PortalApproval = Schemas["PortalApproval"];
export type PortalEstimate = Schemas["PortalEstimate"];

export const fetchPortal = () => api("GET", "/api/fleet");
export const fetchUnit = (id: number) => api("GET", "/api/fleet/units/{id}", { path: { id } });
/** A lead like any other, linked to the fleet and the unit; `clientRef` stores it once however often it is sent. */
export const requestService = (body: ServiceBody & { clientRef: string }) =>
  api("POST", "/api/fleet/service", { body });
export const STATEMENT_CSV = "/api/fleet/statement.csv";
/** The manager's answer, recorded with their account (409: answered already, or replaced). */
export const answerApproval = (id: number, decision: "approve" | "decline") =>
  api("POST", "/api/fleet/approvals/{id}", { path: { id }, body: { decision } });
/** The manager's answer to an estimate: an option (with the PO where the fleet wants one) or a decline. */
export const answerEstimate = (
  id: number,
  body: { decision: "approve" | "decline"; option?: number; po?: string; reason?: string },
) => api("POST", "/api/fleet/estimates/{id}", { path: { id }, body });
