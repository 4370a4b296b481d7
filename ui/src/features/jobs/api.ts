// The job pipeline: jobs made from leads, moved along by staff.
import { apiRequest } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { LeadKind } from "../../lib/staff/api";

type Schemas = components["schemas"];

export const JOB_STATUSES = ["pending", "scheduled", "en route", "on site", "completed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export type Job = Schemas["Job"];
export type NewJobBody = Schemas["NewJobBody"];
export type JobChangesBody = Schemas["JobChangesBody"];
/** The server also takes the amount as typed, so its own message names a bad one (the document says number). */
export type JobChanges = Omit<JobChangesBody, "jobValue"> & { jobValue?: JobChangesBody["jobValue"] | string };
export const createJob = (submissionType: LeadKind, submissionId: number) =>
  apiRequest<Job>("POST", "/api/job-tracking", { submissionType, submissionId } satisfies NewJobBody);
export const updateJob = (id: number, changes: JobChanges) =>
  apiRequest<Job>("PATCH", `/api/job-tracking/${id}`, changes);
