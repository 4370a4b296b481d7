// The back office's side of estimates (issue 40): make one for a job (a
// lead's job is made or found first), send its link, list a job's, the
// holds and deposits standing, and the Overview's figures. Typed by the
// OpenAPI document (lib/api-schema.ts), but for three of its schemas that
// are not what the server sends, written here by hand until the document is
// fixed (then these go, and the generated ones are used as they are):
// - its `EstimateLine` is the fleet approval's line of the same name (an
//   estimate's line also has quantityHundredths, unitPriceCents, taxable);
// - its `Payment` is the invoice's payment of the same name (an estimate's
//   payment is "none", "hold" or "deposit");
// - its `Hold` is in snake_case, but the server sends it in camelCase
//   (`rename_all(serialize = "camelCase")`, which the document does not read).
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { Payment } from "./money";

type Schemas = components["schemas"];

export type EstimateStatus = Schemas["EstimateStatus"];
export type HoldStatus = Schemas["HoldStatus"];

/** An estimate's line as the server sends it (see above). */
export type EstimateLine = {
  description: string;
  quantityHundredths: number;
  unitPriceCents: number;
  taxable: boolean;
  amountCents: number;
};

/** A card hold or a deposit, on an estimate and in the list of those standing, as the server sends it (see above). */
export type EstimateHold = {
  estimateId: number;
  jobId: number;
  /** "hold" or "deposit". */
  kind: string;
  amountCents: number;
  status: HoldStatus;
  /** When a hold must be captured by; null for a deposit. */
  captureBefore?: string | null;
  capturedCents: number;
};

export type EstimateOption = Omit<Schemas["EstimateOption"], "lines"> & { lines: EstimateLine[] };
export type Estimate = Omit<Schemas["Estimate"], "payment" | "holds" | "options"> & {
  payment: Payment;
  holds: EstimateHold[];
  options: EstimateOption[];
};

/** A line as the server takes it: the invoice's (a quantity kept to the hundredth). */
export type NewEstimateLine = { description: string; quantity: number; unitPriceCents: number; taxable: boolean };
/** What the editor sends: the document's body, with the types the editor fills it with. */
export type NewEstimate = {
  /** The job (a lead's: made or found first through POST /api/job-tracking). */
  jobId: number;
  /** A change order of this approved estimate (one option only). */
  changeOf?: number;
  options: { title: string; lines: NewEstimateLine[] }[];
  payment?: Payment;
  depositPercent?: number;
  depositCents?: number;
  expiresInDays?: number;
  note?: string;
} & Schemas["NewEstimateBody"];

/** A hold or deposit standing on a job: held, or paid and not yet on an invoice. */
export type StandingHold = EstimateHold;

/** The Overview's `estimates` block (counts over its period; holds ending in the next 24 h). */
export type EstimateFigures = Omit<Schemas["EstimateSummary"], "holdsEndingSoon"> & {
  holdsEndingSoon: EstimateHold[];
};
/** The Overview's estimates, with their holds as the server sends them (see above). */
export const figuresOf = (overview: { estimates: Schemas["EstimateSummary"] }) =>
  overview.estimates as unknown as EstimateFigures;

// The answers are the document's Estimate and Hold, but for the schemas above.
const estimate = (answer: Promise<Schemas["Estimate"]>) => answer as unknown as Promise<Estimate>;

export const createEstimate = (body: NewEstimate) => estimate(api("POST", "/api/estimates", { body }));
export const sendEstimate = (id: number) => estimate(api("POST", "/api/estimates/{id}/send", { path: { id } }));
export const fetchEstimate = (id: number) => estimate(api("GET", "/api/estimates/{id}", { path: { id } }));
/** A job's estimates, newest first. */
export const fetchJobEstimates = (jobId: number) =>
  api("GET", "/api/estimates", { query: { jobId: String(jobId) } }) as unknown as Promise<Estimate[]>;
export const fetchStandingHolds = () => api("GET", "/api/estimates/holds") as unknown as Promise<StandingHold[]>;

export const STATUS_LABELS: Record<EstimateStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
  cancelled: "Cancelled",
};
