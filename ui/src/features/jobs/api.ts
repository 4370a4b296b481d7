// The job pipeline: jobs made from leads, moved along by staff.
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { LeadKind } from "../../lib/staff/api";
import { JOB_STATUSES as ALL_STATUSES } from "../../lib/lists";
import { ofLeads } from "../../lib/staff/ofLeads";

type Schemas = components["schemas"];

export type Job = Schemas["Job"];
export type NewJobBody = Schemas["NewJobBody"];
export type JobChangesBody = Schemas["JobChangesBody"];
export type JobStatus = Exclude<JobChangesBody["status"], "" | null | undefined>;
// The document's enum is made from the same list, so the narrowing holds.
export const JOB_STATUSES = ALL_STATUSES as readonly JobStatus[];
// Omit taken per branch of the body's anyOf, which it keeps: a place is both coordinates or neither.
type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** The server also takes the amount as typed, so its own message names a bad one (the document says number). */
export type JobChanges = Without<JobChangesBody, "jobValue"> & { jobValue?: JobChangesBody["jobValue"] | string };
/** The lead's job: made now (`created`), or the one it already had (the server answers 200, not 201). */
export async function createJob(submissionType: LeadKind, submissionId: number) {
  let created = false;
  const job = await api("POST", "/api/job-tracking", {
    body: { submissionType, submissionId },
    onStatus: (status) => (created = status === 201),
  });
  return { job, created };
}
/** Only the fields the form changed, based on the job as it was read (`version`): a job changed since is refused with 409. */
export const updateJob = (job: Pick<Job, "id" | "version">, changes: Without<JobChanges, "version">) =>
  api("PATCH", "/api/job-tracking/{id}", { path: { id: job.id }, body: { ...changes, version: job.version } });

export type LeadJob = Schemas["LeadJob"];

/** The lead's job, or null (also when it could not be asked: the card then offers Create Job). */
export const jobOfLead = ofLeads((submissionType, ids) =>
  api("GET", "/api/job-tracking/of-leads", { query: { submissionType, ids } }),
);

// Proof of the work (docs/product.md#proof): the job's checklist, photos and signature, and the owner's waivers.
export type ProofView = Schemas["ProofView"];
export type ProofPhoto = Schemas["Photo"];
export const fetchJobProof = (id: number) => api("GET", "/api/jobs/{id}/proof", { path: { id } });
/** The owner's account only (403 for other staff): the item may then be missing at Completed; the reason goes in the audit. */
export const waiveItem = (id: number, item: string, reason: string) =>
  api("POST", "/api/jobs/{id}/waivers", { path: { id }, body: { item, reason } });
/** Shows a work photo on the customer's invoice page, or takes it off (an ID photo is refused with 409). */
export const showOnInvoice = (id: number, photo: number, onInvoice: boolean) =>
  api("PUT", "/api/jobs/{id}/photos/{photo}/invoice", { path: { id, photo }, body: { onInvoice } });
/** Where the job card shows one of the job's photos. */
export const jobPhotoUrl = (jobId: number, photoId: number, size: "thumb" | "full") =>
  `/api/jobs/${jobId}/photos/${photoId}?size=${size}`;
