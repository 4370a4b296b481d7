// The back office's side of estimates (issue 40): make one for a job or a
// lead, send its link, list a job's, the holds and deposits standing, and
// the Overview's figures.
//
// TO BE REPLACED by the generated types (lib/api-schema.ts) and `api(...)`
// once the server's estimates are in ui/openapi.json: until then these are
// written by hand from the API contract as the server on main implements it
// (src/estimates: a new line's `quantity` as the invoice's, an option's
// `dueCents`), and the calls go through the untyped `apiRequest`.
import { apiRequest, query } from "../../lib/api";
import type { Payment } from "./money";

export type EstimateStatus = "draft" | "sent" | "approved" | "declined" | "expired" | "cancelled";
export type HoldStatus =
  "held" | "captured" | "releasing" | "released" | "paid" | "invoiced" | "refunding" | "refunded" | "kept";

export type EstimateLine = {
  description: string;
  quantityHundredths: number;
  unitPriceCents: number;
  taxable: boolean;
  amountCents: number;
};

export type EstimateOption = {
  position: number;
  title: string;
  lines: EstimateLine[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** What approving this option asks now: the deposit, the hold (or a change order's difference), or 0. */
  dueCents: number;
};

/** A card hold or a deposit, on an estimate and in the list of those standing. */
export type EstimateHold = {
  estimateId: number;
  jobId: number;
  kind: "hold" | "deposit";
  amountCents: number;
  status: HoldStatus;
  /** When a hold must be captured by; null for a deposit. */
  captureBefore: string | null;
  capturedCents: number;
};

export type Estimate = {
  id: number;
  jobId: number;
  /** A change order names the estimate it changes. */
  parentId: number | null;
  number: string;
  /** The driver's page. */
  url: string;
  status: EstimateStatus;
  payment: Payment;
  depositPercent: number | null;
  depositCents: number | null;
  expiresAt: string;
  note: string | null;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  taxRateBasisPoints: number;
  options: EstimateOption[];
  previousApprovedCents: number | null;
  approvedOption: number | null;
  approvedName: string | null;
  approvedAt: string | null;
  approvedCents: number | null;
  declinedReason: string | null;
  decidedAt: string | null;
  holds: EstimateHold[];
  createdAt: string;
  sentAt: string | null;
};

/** A line as the server takes it: the invoice's (a quantity kept to the hundredth). */
export type NewEstimateLine = { description: string; quantity: number; unitPriceCents: number; taxable: boolean };
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
};

/** A hold or deposit standing on a job: held, or paid and not yet on an invoice. */
export type StandingHold = EstimateHold;

/** The Overview's `estimates` block (counts over its period; holds ending in the next 24 h). */
export type EstimateFigures = {
  sent: number;
  approved: number;
  declined: number;
  approvalRatePercent: number | null;
  holdsEndingSoon: EstimateHold[];
};

export const createEstimate = (body: NewEstimate) => apiRequest("POST", "/api/estimates", body) as Promise<Estimate>;
export const sendEstimate = (id: number) =>
  apiRequest("POST", `/api/estimates/${encodeURIComponent(id)}/send`) as Promise<Estimate>;
export const fetchEstimate = (id: number) =>
  apiRequest("GET", `/api/estimates/${encodeURIComponent(id)}`) as Promise<Estimate>;
/** A job's estimates, newest first. */
export const fetchJobEstimates = (jobId: number) =>
  apiRequest("GET", `/api/estimates${query({ jobId })}`) as Promise<Estimate[]>;
export const fetchStandingHolds = () => apiRequest("GET", "/api/estimates/holds") as Promise<StandingHold[]>;

export const STATUS_LABELS: Record<EstimateStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
  cancelled: "Cancelled",
};
