// "Create Job" on a lead: the job starts as pending in the Jobs tab.
import type { LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { createJob } from "./api";

export function CreateJobButton({ kind, leadId }: { kind: LeadKind; leadId: number }) {
  const { fail } = useDashboard();
  const job = async () => {
    try {
      const j = await createJob(kind, leadId);
      toast({ title: "Job created", description: `Job #${j.id} is in the Jobs tab.` });
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
