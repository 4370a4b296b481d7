// Estimates' API, for the back office and (its types) the technician's app: make one for a job (a
// lead's job is made or found first), send its link, list a job's, the
// holds and deposits standing, and the Overview's figures, all typed by the
// OpenAPI document (lib/api-schema.ts).
import { api } from "../api";
import type { components } from "../api-schema";

type Schemas = components["schemas"];

export type EstimateStatus = Schemas["EstimateStatus"];
export type HoldStatus = Schemas["HoldStatus"];
export type EstimateLine = Schemas["EstimateOptionLine"];
/** A card hold or a deposit, on an estimate and in the list of those standing. */
export type EstimateHold = Schemas["Hold"];
export type EstimateOption = Schemas["EstimateOption"];
export type Estimate = Schemas["Estimate"];

/** A line as the server takes it: the invoice's (a quantity kept to the hundredth). */
export type NewEstimateLine = { description: string; quantity: number; unitPriceCents: number; taxable: boolean };
/** What the editor sends: the document's body, with the types the editor fills it with. */
export type NewEstimate = {
  /** The job (a lead's: made or found first through POST /api/job-tracking). */
  jobId: number;
  /** A change order of this approved estimate (one option only). */
  changeOf?: number;
  options: { title: string; lines: NewEstimateLine[] }[];
  payment?: Schemas["EstimatePayment"];
  depositPercent?: number;
  depositCents?: number;
  expiresInDays?: number;
  note?: string;
};

/** A hold or deposit standing on a job: held, or paid and not yet on an invoice. */
export type StandingHold = EstimateHold;

/** The Overview's `estimates` block (counts over its period; holds ending in the next 24 h). */
export type EstimateFigures = Schemas["EstimateSummary"];
export const figuresOf = (overview: { estimates: EstimateFigures }) => overview.estimates;

export const createEstimate = (body: NewEstimate) => api("POST", "/api/estimates", { body });
/** A draft written again whole (it stays with its job and the estimate it changes). */
export const updateEstimate = (id: number, body: NewEstimate) =>
  api("PUT", "/api/estimates/{id}", { path: { id }, body });
export const deleteEstimate = (id: number) => api("DELETE", "/api/estimates/{id}", { path: { id } });
export const sendEstimate = (id: number) => api("POST", "/api/estimates/{id}/send", { path: { id } });
export const fetchEstimate = (id: number) => api("GET", "/api/estimates/{id}", { path: { id } });
/** A job's estimates, newest first. */
export const fetchJobEstimates = (jobId: number) => api("GET", "/api/estimates", { query: { jobId: String(jobId) } });
export const fetchStandingHolds = () => api("GET", "/api/estimates/holds");

export const STATUS_LABELS: Record<EstimateStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
  cancelled: "Cancelled",
};
