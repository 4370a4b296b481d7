// Fleet accounts (docs/product.md#fleets): the owner's fleets, their units
// and requesters, and which fleet a lead is for.
import { api, query } from "../../lib/api";
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

export const fetchFleets = () => api("GET", "/api/fleets");
export const fetchFleet = (id: number) => api("GET", "/api/fleets/{id}", { path: { id } });
export const addFleet = (body: FleetBody) => api("POST", "/api/fleets", { body });
export const changeFleet = (id: number, body: FleetBody) => api("PATCH", "/api/fleets/{id}", { path: { id }, body });

export const addUnit = (fleetId: number, body: UnitBody) =>
  api("POST", "/api/fleets/{id}/units", { path: { id: fleetId }, body });
/** A unit's fields changed (the same rules as a new unit's). */
export const changeUnit = (fleetId: number, unitId: number, body: UnitBody) =>
  api("PATCH", "/api/fleets/{id}/units/{unitId}", { path: { id: fleetId, unitId }, body });
export const removeUnit = (fleetId: number, unitId: number) =>
  api("DELETE", "/api/fleets/{id}/units/{unitId}", { path: { id: fleetId, unitId } });
/** A spreadsheet's text: every row is added, or none (a 400 names each refused row's field as rows.N.field). */
export const importUnits = (fleetId: number, csv: string) =>
  api("POST", "/api/fleets/{id}/units/import", { path: { id: fleetId }, body: { csv } });

export const addRequester = (fleetId: number, body: RequesterBody) =>
  api("POST", "/api/fleets/{id}/requesters", { path: { id: fleetId }, body });
export const removeRequester = (fleetId: number, requesterId: number) =>
  api("DELETE", "/api/fleets/{id}/requesters/{requesterId}", { path: { id: fleetId, requesterId } });

/** The two spreadsheets: every fleet, every fleet's units. */
export const FLEETS_CSV = "/api/fleets/export.csv";
export const UNITS_CSV = "/api/fleets/units.csv";

/** Links a lead to a fleet (and unit), or unlinks it with `fleetId` null; answers the lead's fleet now. */
export const linkLead = (kind: LeadKind, id: number, fleetId: number | null, unitId: number | null = null) =>
  api("PUT", "/api/leads/{kind}/{id}/fleet", { path: { kind, id }, body: { fleetId, unitId } }).then(
    (l) => l.fleet ?? null,
  );

export type Suggestion = Schemas["Suggestion"];
const leadFleet = ofLeads((submissionType, ids) =>
  api("GET", "/api/fleets/of-leads", { query: { submissionType, ids } }),
);
/**
 * The lead's fleet (or null) and, when it has none, the fleet its form's phone or email suggests
 * (or null), for staff to confirm: the cards of a list ask together (one request per kind).
 */
export const fleetOfLead = (kind: LeadKind, id: number) =>
  leadFleet(kind, id).then((l) => ({ fleet: l?.fleet ?? null, suggestion: l?.suggestion ?? null }));

export type Manager = Schemas["Manager"];
export const fetchManagers = (fleetId: number) => api("GET", "/api/fleets/{id}/managers", { path: { id: fleetId } });
/** Mails the invite's link (good for 7 days); inviting the same email again replaces it. */
export const inviteManager = (fleetId: number, email: string) =>
  api("POST", "/api/fleets/{id}/managers", { path: { id: fleetId }, body: { email } });
export const removeManager = (fleetId: number, managerId: number) =>
  api("DELETE", "/api/fleets/{id}/managers/{managerId}", { path: { id: fleetId, managerId } });

export type Statement = Schemas["Statement"];
export type FleetPaymentBody = Schemas["FleetPaymentBody"];
type Period = { asOf?: string; from?: string; to?: string };
/** The fleet's statement for a period (`asOf`'s month to that day when left out), aged on `asOf` (today when left out). */
export const fetchStatement = (fleetId: number, p: Period) =>
  api("GET", "/api/fleets/{id}/statement", { path: { id: fleetId }, query: p });
export const statementCsv = (fleetId: number, p: Period) => `/api/fleets/${fleetId}/statement.csv${query(p)}`;
/** A check or transfer from the fleet, applied to the invoices chosen (in order) or to the oldest due first. */
export const recordFleetPayment = (fleetId: number, body: Schemas["FleetPaymentBody"]) =>
  api("POST", "/api/fleets/{id}/payments", { path: { id: fleetId }, body });
