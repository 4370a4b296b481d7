// "Create Job" on a lead: the job starts as pending in the Jobs tab. A lead
// that has its job shows it instead, with its status, and opens the Jobs tab.
import { useEffect, useRef } from "react";
import type { LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { createJob, jobOfLead } from "./api";
import { useApi } from "../../lib/useApi";

export function CreateJobButton({ kind, leadId }: { kind: LeadKind; leadId: number }) {
  const { fail, reload, reloadKey, go } = useDashboard();
  const { data: job, setData: setJob } = useApi(() => jobOfLead(kind, leadId), [kind, leadId, reloadKey]);
  // The button gives way to the job's link: the link takes the focus it had.
  const link = useRef<HTMLAnchorElement>(null);
  const made = useRef(false);
  useEffect(() => {
    if (job && made.current) {
      made.current = false;
      link.current?.focus();
    }
  }, [job]);
  const make = async () => {
    try {
      const { job: j, created } = await createJob(kind, leadId);
      toast(
        created
          ? { title: "Job created", description: `Job #${j.id} is in the Jobs tab.` }
          : { title: "This lead already has a job", description: `Job #${j.id} is in the Jobs tab.` },
      );
      made.current = true;
      setJob({ id: j.id, submissionId: leadId, status: j.status });
      // Making a job answers the lead: its card now says Contacted.
      reload();
    } catch (e) {
      fail(e, { title: "Error", description: "Failed to create the job." });
    }
  };
  if (job)
    return (
      <a
        ref={link}
        className="btn btn-outline btn-sm"
        href="/admin/dashboard?tab=jobs"
        onClick={(e) => {
          e.preventDefault();
          go("jobs");
        }}
      >
        Job #{job.id} · {job.status}
      </a>
    );
  return (
    <button type="button" className="btn btn-outline btn-sm" onClick={make}>
      Create Job
    </button>
  );
}
