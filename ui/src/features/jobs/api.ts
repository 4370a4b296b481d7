// The job pipeline: jobs made from leads, moved along by staff.
import { apiRequest } from "../../lib/api";
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
/** The server also takes the amount as typed, so its own message names a bad one (the document says number). */
export type JobChanges = Omit<JobChangesBody, "jobValue"> & { jobValue?: JobChangesBody["jobValue"] | string };
/** The lead's job: made now (`created`), or the one it already had (the server answers 200, not 201). */
export async function createJob(submissionType: LeadKind, submissionId: number) {
  let created = false;
  const job = await apiRequest<Job>(
    "POST",
    "/api/job-tracking",
    { submissionType, submissionId } satisfies NewJobBody,
    {
      onStatus: (status) => (created = status === 201),
    },
  );
  return { job, created };
}
/** Only the fields the form changed, based on the job as it was read (`version`): a job changed since is refused with 409. */
export const updateJob = (job: Pick<Job, "id" | "version">, changes: Omit<JobChanges, "version">) =>
  apiRequest<Job>("PATCH", `/api/job-tracking/${job.id}`, { ...changes, version: job.version });

export type LeadJob = Schemas["LeadJob"];

/** The lead's job, or null (also when it could not be asked: the card then offers Create Job). */
export const jobOfLead = ofLeads<LeadJob>("/api/job-tracking/of-leads");
