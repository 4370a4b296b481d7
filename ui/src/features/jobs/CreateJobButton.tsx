// "Create Job" on a lead: the job starts as pending in the Jobs tab.
import type { LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { createJob } from "./api";

export function CreateJobButton({ kind, leadId }: { kind: LeadKind; leadId: number }) {
  const { fail, reload } = useDashboard();
  const job = async () => {
    try {
      const { job: j, created } = await createJob(kind, leadId);
      toast(
        created
          ? { title: "Job created", description: `Job #${j.id} is in the Jobs tab.` }
          : { title: "This lead already has a job", description: `Job #${j.id} is in the Jobs tab.` },
      );
      // Making a job answers the lead: its card now says Contacted.
      reload();
    } catch (e) {
      fail(e, { title: "Error", description: "Failed to create the job." });
    }
  };
  return (
    <button type="button" className="btn btn-outline btn-sm" onClick={job}>
      Create Job
    </button>
  );
}
