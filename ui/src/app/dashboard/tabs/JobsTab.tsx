// The Jobs tab: the dispatch board (open jobs by technician and status, on a
// map), the job pipeline, then the diesel bookings (lead cards, so a booking
// can be marked as contacted or made into a job), and the invoices.
import { DispatchBoard } from "../../../features/dispatch/DispatchBoard";
import { InvoicesPanel } from "../../../features/invoices/InvoicesPanel";
import { JobInvoice } from "../../../features/invoices/JobInvoice";
import { JobsTab } from "../../../features/jobs/JobsTab";
import { LeadList } from "../../../features/leads/LeadsTab";
import { createJobAction } from "./createJobAction";
import { leadFleet } from "./leadFleet";
import { messageThread } from "./messageThread";

export default function JobsTabPanel() {
  return (
    <>
      <DispatchBoard />
      <JobsTab
        invoice={(job, reload) => <JobInvoice jobId={job.id} summary={job.invoice} onChange={reload} />}
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
