// The Jobs tab: the dispatch board (open jobs by technician and status, on a
// map), the job pipeline (each card with its card hold or deposit, its
// estimates and its invoice), then the diesel bookings (lead cards, so a
// booking can be marked as contacted or made into a job), and the invoices.
import { DispatchBoard } from "../../../features/dispatch/DispatchBoard";
import { JobEstimates, hasApproved, useJobEstimates } from "../../../features/estimates/JobEstimates";
import { StandingHoldLine, useStandingHolds } from "../../../features/estimates/StandingHolds";
import { InvoicesPanel } from "../../../features/invoices/InvoicesPanel";
import { JobInvoice } from "../../../features/invoices/JobInvoice";
import { JobsTab } from "../../../features/jobs/JobsTab";
import type { Job } from "../../../features/jobs/api";
import { LeadList } from "../../../features/leads/LeadsTab";
import { createJobAction } from "./createJobAction";
import { leadFleet } from "./leadFleet";
import { messageThread } from "./messageThread";

/** A job's estimates and its invoice, which may be made from the approved estimate. */
function JobMoney({ job, reload }: { job: Job; reload: () => void }) {
  const estimates = useJobEstimates(job.id, job.version);
  return (
    <>
      <JobEstimates job={job} estimates={estimates} onChange={reload} />
      <JobInvoice jobId={job.id} summary={job.invoice} onChange={reload} fromEstimate={hasApproved(estimates.list)} />
    </>
  );
}

export default function JobsTabPanel() {
  const holds = useStandingHolds();
  return (
    <>
      <DispatchBoard />
      <JobsTab
        standing={(job) => <StandingHoldLine holds={holds.get(job.id)} />}
        invoice={(job, reload) => <JobMoney job={job} reload={reload} />}
        bookings={
          <LeadList
            kind="booking"
            title="Scheduled Bookings"
            filters={{}}
            actions={createJobAction}
            thread={messageThread}
            fleet={leadFleet}
          />
        }
      />
      <InvoicesPanel />
    </>
  );
}
