// The Leads tab: the leads feature's lists, each card with Create Job.
import { LeadsTab } from "../../../features/leads/LeadsTab";
import { createJobAction } from "./createJobAction";

export default function LeadsTabPanel() {
  return <LeadsTab actions={createJobAction} />;
}
