// Dispatch (docs/product.md#dispatch): the technician's jobs and status
// changes, the owner's board and technicians, the driver's tracking view.
// The forms' rules (zod/mini), their types and the fetchers, in one file.
import * as z from "zod/mini";
import { api } from "../../lib/api";
import { pushKeyBytes } from "../../lib/staff/pushKey";
import type { components } from "../../lib/api-schema";

type Schemas = components["schemas"];

export type Job = Schemas["Job"];
export type Board = Schemas["Board"];
export type BoardTechnician = Schemas["BoardTechnician"];
export type Technician = Schemas["Technician"];
export type TrackView = Schemas["TrackView"];
export type MapSettings = Schemas["MapSettings"];
/**
 * PATCH /api/tech/jobs/{id} (Schemas["TechChangeBody"], whose "a cancel says why" rule the generated type
 * spells as a union the outbox cannot carry; the server checks the rule, and sendTechChange asserts it).
 */
export type TechChangeBody = {
  status: TechStatus;
  changeId?: string;
  jobValue?: string;
  notes?: string;
  paymentMethod?: Schemas["TechChangeBody"]["paymentMethod"];
  cancelReason?: string;
};
export type PositionSaved = Schemas["PositionSaved"];

export type TechStatus = "en route" | "on site" | "completed" | "cancelled";

/** Completed asks only what the technician knows on site; money is recorded on the invoice. */
export const completeSchema = z.object({
  notes: z.string().check(z.maxLength(2000, "Notes must be at most 2000 characters")),
});
export type CompleteInput = z.infer<typeof completeSchema>;

/** Cancel: why (the server refuses a cancel without a reason). */
export const cancelSchema = z.object({
  cancelReason: z.string().check(
    z.refine((v) => v.trim().length > 0, "Say why the job was cancelled"),
    z.maxLength(500, "At most 500 characters"),
  ),
});

/** The first message of each field that fails, keyed by field. */
export function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? "");
    out[key] ??= issue.message;
  }
  return out;
}

// The technician's app.
export const fetchTechJobs = () => api("GET", "/api/tech/jobs");
export const sendTechChange = (id: number, body: TechChangeBody) =>
  api("PATCH", "/api/tech/jobs/{id}", { path: { id }, body: body as Schemas["TechChangeBody"] });
export const sendPosition = (id: number, fix: { latitude: number; longitude: number; accuracy: number }) =>
  api("POST", "/api/tech/jobs/{id}/position", { path: { id }, body: fix });

// Proof of the work (docs/product.md#proof): the job's checklist, photos and signature.
export type ProofView = Schemas["ProofView"];
export type ProofItem = Schemas["ItemState"];
export type ProofPhoto = Schemas["Photo"];
export type SignatureBody = Schemas["SignatureBody"];
/** A photo's facts, sent in the query string beside its bytes. */
export type PhotoFacts = {
  item: string;
  takenAt: string;
  latitude?: number | null;
  longitude?: number | null;
  clientRef: string;
};
export const fetchTechProof = (id: number) => api("GET", "/api/tech/jobs/{id}/proof", { path: { id } });
/** The photo (a JPEG made on the phone): 201 kept, 200 kept before under this clientRef. */
export const sendPhoto = (id: number, facts: PhotoFacts, bytes: ArrayBuffer) =>
  api("POST", "/api/tech/jobs/{id}/photos", {
    path: { id },
    query: facts,
    body: new Blob([bytes], { type: "image/jpeg" }),
  });
export const sendTick = (id: number, item: string, ticked: boolean) =>
  api("POST", "/api/tech/jobs/{id}/ticks", { path: { id }, body: { item, ticked } });
export const sendSignature = (id: number, body: SignatureBody) =>
  api("POST", "/api/tech/jobs/{id}/signature", { path: { id }, body });
/** Where the app shows one of the job's photos (`thumb` or `full`). */
export const techPhotoUrl = (jobId: number, photoId: number, size: "thumb" | "full" = "thumb") =>
  `/api/tech/jobs/${jobId}/photos/${photoId}?size=${size}`;

/** Takes the calls now (true) or hands them back (false); 409 while the owner has not put the technician in the on-call order. */
export const switchOnCall = (onCall: boolean) => api("PUT", "/api/tech/on-call", { body: { onCall } });
export const fetchOnCall = () => api("GET", "/api/tech/on-call");
export const fetchStaffSession = () => api("GET", "/api/admin/session");
export const staffLogout = () => api("POST", "/api/admin/logout");

/** Subscribes this phone to pushes of the jobs assigned to the technician (the service worker shows them). */
export async function enableJobAlerts(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api("GET", "/api/push/public-key");
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: pushKeyBytes(publicKey),
  });
  await api("POST", "/api/push/subscriptions", { body: subscription.toJSON() as Schemas["SubscriptionBody"] });
}

/** This phone stops getting the technician's job pushes (each names a customer): on the server while it still can, and here. */
export async function forgetJobAlerts(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration("/tech/");
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await api("DELETE", "/api/push/subscriptions", { body: { endpoint: subscription.endpoint } }).catch(() => {});
  await subscription.unsubscribe();
}

// The owner's.
export const fetchBoard = () => api("GET", "/api/dispatch/board");
/** Based on the job as the board read it (`version`): a job changed since is refused with 409. */
export const assignJob = (
  job: Pick<Job, "id" | "version">,
  changes:
    { technician: string | null } | { latitude: number; longitude: number } | { latitude: null; longitude: null },
) => api("PATCH", "/api/job-tracking/{id}", { path: { id: job.id }, body: { ...changes, version: job.version } });
export type Place = Schemas["Place"];
/** Places matching an address, through the configured geocoder (`[geocoder]`). */
export const searchAddress = (q: string) => api("GET", "/api/geocode", { query: { q } });
export const fetchTechnicians = () => api("GET", "/api/admin/technicians");
export const createTechnician = (body: Schemas["NewTechnicianBody"]) => api("POST", "/api/admin/technicians", { body });
export const changeTechnician = (id: number, body: Schemas["TechnicianChangesBody"]) =>
  api("PATCH", "/api/admin/technicians/{id}", { path: { id }, body });

/** A technician's new account: the server's rules (username, staff password length). */
export const newTechnicianSchema = z.object({
  username: z.string().check(z.regex(/^[A-Za-z0-9._-]{3,50}$/, "3 to 50 letters, digits, dots, - or _")),
  name: z.string().check(z.maxLength(80, "At most 80 characters")),
  password: z.string().check(z.minLength(12, "At least 12 characters"), z.maxLength(256, "At most 256 characters")),
});

/** A maps link for directions: to the coordinates when known, else to the address. */
export function navigateHref(job: Pick<Job, "latitude" | "longitude" | "customer">): string | null {
  if (job.latitude != null && job.longitude != null)
    return `https://www.google.com/maps/dir/?api=1&destination=${job.latitude},${job.longitude}`;
  const place = job.customer?.location;
  return place ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}` : null;
}
