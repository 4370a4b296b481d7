// The Leads tab: the leads feature's lists, each card with Create Job, its text thread and its fleet.
import { LeadsTab } from "../../../features/leads/LeadsTab";
import { createJobAction } from "./createJobAction";
import { leadFleet } from "./leadFleet";
import { messageThread } from "./messageThread";

export default function LeadsTabPanel() {
  return <LeadsTab actions={createJobAction} thread={messageThread} fleet={leadFleet} />;
}
