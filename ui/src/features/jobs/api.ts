// The job pipeline: jobs made from leads, moved along by staff.
import { apiRequest } from "../../lib/api";
import type { LeadKind } from "../../lib/staff/api";

export const JOB_STATUSES = ["pending", "scheduled", "en route", "on site", "completed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export type Job = {
  id: number;
  submissionId: number;
  submissionType: LeadKind;
  status: JobStatus;
  jobValue: number | null;
  completedAt: string | null;
  responseTime: number | null;
  customerSatisfaction: number | null;
  notes: string | null;
  createdAt: string;
  onSiteAt: string | null;
  customer: { name: string | null; phone: string | null; location: string | null; service: string | null } | null;
};
export type JobChanges = { status?: JobStatus; jobValue?: string | number | null; customerSatisfaction?: number | null; notes?: string | null };
export const createJob = (submissionType: LeadKind, submissionId: number) => apiRequest<Job>("POST", "/api/job-tracking", { submissionType, submissionId });
export const updateJob = (id: number, changes: JobChanges) => apiRequest<Job>("PATCH", `/api/job-tracking/${id}`, changes);
