// Fleet accounts (docs/product.md#fleets): the owner's fleets, their units
// and requesters, and which fleet a lead is for.
import { apiRequest } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { LeadKind } from "../../lib/staff/api";
import { ofLeads } from "../../lib/staff/ofLeads";

type Schemas = components["schemas"];

export type Fleet = Schemas["Fleet"];
export type FleetDetail = Schemas["FleetDetail"];
export type FleetTag = Schemas["FleetTag"];
export type Unit = Schemas["Unit"];
export type Requester = Schemas["Requester"];
export type FleetBody = Schemas["FleetBody"];
export type UnitBody = Schemas["UnitBody"];
export type RequesterBody = Schemas["RequesterBody"];
type LeadFleet = Schemas["LeadFleet"];

export const fetchFleets = () => apiRequest<Fleet[]>("GET", "/api/fleets");
export const fetchFleet = (id: number) => apiRequest<FleetDetail>("GET", `/api/fleets/${id}`);
export const addFleet = (body: FleetBody) => apiRequest<Fleet>("POST", "/api/fleets", body);
export const changeFleet = (id: number, body: FleetBody) => apiRequest<Fleet>("PATCH", `/api/fleets/${id}`, body);

export const addUnit = (fleetId: number, body: UnitBody) =>
  apiRequest<Unit>("POST", `/api/fleets/${fleetId}/units`, body);
/** A unit's fields changed (the same rules as a new unit's). */
export const changeUnit = (fleetId: number, unitId: number, body: UnitBody) =>
  apiRequest<Unit>("PATCH", `/api/fleets/${fleetId}/units/${unitId}`, body);
export const removeUnit = (fleetId: number, unitId: number) =>
  apiRequest<null>("DELETE", `/api/fleets/${fleetId}/units/${unitId}`);
/** A spreadsheet's text: every row is added, or none (a 400 names each refused row's field as rows.N.field). */
export const importUnits = (fleetId: number, csv: string) =>
  apiRequest<Schemas["Imported"]>("POST", `/api/fleets/${fleetId}/units/import`, {
    csv,
  } satisfies Schemas["ImportBody"]);

export const addRequester = (fleetId: number, body: RequesterBody) =>
  apiRequest<Requester>("POST", `/api/fleets/${fleetId}/requesters`, body);
export const removeRequester = (fleetId: number, requesterId: number) =>
  apiRequest<null>("DELETE", `/api/fleets/${fleetId}/requesters/${requesterId}`);

/** The two spreadsheets: every fleet, every fleet's units. */
export const FLEETS_CSV = "/api/fleets/export.csv";
export const UNITS_CSV = "/api/fleets/units.csv";

/** Links a lead to a fleet (and unit), or unlinks it with `fleetId` null; answers the lead's fleet now. */
export const linkLead = (kind: LeadKind, id: number, fleetId: number | null, unitId: number | null = null) =>
  apiRequest<Schemas["Linked"]>("PUT", `/api/leads/${kind}/${id}/fleet`, {
    fleetId,
    unitId,
  } satisfies Schemas["LinkBody"]).then((l) => l.fleet ?? null);

export type Suggestion = Schemas["Suggestion"];
const leadFleet = ofLeads<LeadFleet>("/api/fleets/of-leads");
/**
 * The lead's fleet (or null) and, when it has none, the fleet its form's phone or email suggests
 * (or null), for staff to confirm: the cards of a list ask together (one request per kind).
 */
export const fleetOfLead = (kind: LeadKind, id: number) =>
  leadFleet(kind, id).then((l) => ({ fleet: l?.fleet ?? null, suggestion: l?.suggestion ?? null }));

export type Manager = Schemas["Manager"];
export const fetchManagers = (fleetId: number) => apiRequest<Manager[]>("GET", `/api/fleets/${fleetId}/managers`);
/** Mails the invite's link (good for 7 days); inviting the same email again replaces it. */
export const inviteManager = (fleetId: number, email: string) =>
  apiRequest<Manager>("POST", `/api/fleets/${fleetId}/managers`, { email } satisfies Schemas["InviteBody"]);
export const removeManager = (fleetId: number, managerId: number) =>
  apiRequest<null>("DELETE", `/api/fleets/${fleetId}/managers/${managerId}`);

export type Statement = Schemas["Statement"];
export type FleetPaymentBody = Schemas["FleetPaymentBody"];
type Period = { asOf?: string; from?: string; to?: string };
const query = (p: Period) => {
  const q = new URLSearchParams(Object.entries(p).filter(([, v]) => v) as [string, string][]).toString();
  return q ? `?${q}` : "";
};
/** The fleet's statement for a period (`asOf`'s month to that day when left out), aged on `asOf` (today when left out). */
export const fetchStatement = (fleetId: number, p: Period) =>
  apiRequest<Statement>("GET", `/api/fleets/${fleetId}/statement${query(p)}`);
export const statementCsv = (fleetId: number, p: Period) => `/api/fleets/${fleetId}/statement.csv${query(p)}`;
/** A check or transfer from the fleet, applied to the invoices chosen (in order) or to the oldest due first. */
export const recordFleetPayment = (fleetId: number, body: Schemas["FleetPaymentBody"]) =>
  apiRequest<Schemas["FleetPaymentAnswer"]>("POST", `/api/fleets/${fleetId}/payments`, body);
