// The back office's side of estimates (issue 40): make one for a job or a
// lead, send its link, list a job's, the holds and deposits standing, and
// the Overview's figures.
//
// TO BE REPLACED by the generated types (lib/api-schema.ts) and `api(...)`
// once the server's estimates are in ui/openapi.json: until then these are
// written by hand from the API contract, and the calls go through the
// untyped `apiRequest`.
import { apiRequest, query } from "../../lib/api";
import type { LeadKind } from "../../lib/staff/api";
import type { Payment } from "./money";

export type EstimateStatus = "draft" | "sent" | "approved" | "declined" | "expired" | "cancelled";
export type HoldStatus = "held" | "captured" | "released" | "paid" | "refunded" | "kept";

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
  depositDueCents: number;
};

export type EstimateHold = {
  kind: "hold" | "deposit";
  amountCents: number;
  status: HoldStatus;
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

export type NewEstimateLine = Omit<EstimateLine, "amountCents">;
export type NewEstimate = {
  jobId?: number;
  leadKind?: LeadKind;
  leadId?: number;
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
export type StandingHold = {
  jobId: number;
  estimateId: number;
  kind: "hold" | "deposit";
  amountCents: number;
  status: HoldStatus;
  captureBefore: string | null;
};

/** The Overview's `estimates` block (counts over its period; holds ending in the next 24 h). */
export type EstimateFigures = {
  sent: number;
  approved: number;
  declined: number;
  approvalRatePercent: number | null;
  holdsEndingSoon: { jobId: number; estimateId: number; amountCents: number; captureBefore: string }[];
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
