// The Jobs tab: the job pipeline, then the diesel bookings (lead cards, so a
// booking can be marked as contacted or made into a job).
import { JobsTab } from "../../../features/jobs/JobsTab";
import { LeadList } from "../../../features/leads/LeadsTab";
import { createJobAction } from "./createJobAction";
import { messageThread } from "./messageThread";

export default function JobsTabPanel() {
  return (
    <JobsTab
      bookings={
        <LeadList
          kind="booking"
          title="Scheduled Bookings"
          filters={{}}
          actions={createJobAction}
          thread={messageThread}
        />
      }
    />
  );
}
