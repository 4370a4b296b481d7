// The job pipeline: jobs made from leads, moved along by staff.
import { apiRequest } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { LeadKind } from "../../lib/staff/api";
import { JOB_STATUSES as ALL_STATUSES } from "../../lib/lists";

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

// The lead cards of one list each ask for their job: the asks of one tick go
// as one request per kind (GET /api/job-tracking/of-leads).
const asked = new Map<LeadKind, Map<number, ((job: LeadJob | null) => void)[]>>();
let flushing = false;

function flush() {
  flushing = false;
  const batches = [...asked.entries()];
  asked.clear();
  for (const [kind, waiting] of batches) {
    const ids = [...waiting.keys()];
    for (let i = 0; i < ids.length; i += 100) {
      const part = ids.slice(i, i + 100);
      apiRequest<LeadJob[]>("GET", `/api/job-tracking/of-leads?submissionType=${kind}&ids=${part.join(",")}`).then(
        (jobs) => {
          for (const id of part) {
            const job = jobs.find((j) => j.submissionId === id) ?? null;
            for (const done of waiting.get(id) ?? []) done(job);
          }
        },
        () => part.forEach((id) => (waiting.get(id) ?? []).forEach((done) => done(null))),
      );
    }
  }
}

/** The lead's job, or null (also when it could not be asked: the card then offers Create Job). */
export function jobOfLead(kind: LeadKind, id: number): Promise<LeadJob | null> {
  return new Promise((resolve) => {
    const byKind = asked.get(kind) ?? new Map<number, ((job: LeadJob | null) => void)[]>();
    asked.set(kind, byKind);
    byKind.set(id, [...(byKind.get(id) ?? []), resolve]);
    if (!flushing) {
      flushing = true;
      setTimeout(flush, 0);
    }
  });
}
