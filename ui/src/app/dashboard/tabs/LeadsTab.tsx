// The Leads tab: the leads feature's lists, each card with Create Job and its text thread.
import { LeadsTab } from "../../../features/leads/LeadsTab";
import { createJobAction } from "./createJobAction";
import { messageThread } from "./messageThread";

export default function LeadsTabPanel() {
  return <LeadsTab actions={createJobAction} thread={messageThread} />;
}
