// Every lead card in the dashboard (the Leads tab's and the Jobs tab's
// bookings) can start a job: the leads feature leaves a place for it.
import { CreateJobButton } from "../../../features/jobs/CreateJobButton";
import type { LeadActions } from "../../../features/leads/LeadCard";

export const createJobAction: LeadActions = (kind, lead) => <CreateJobButton kind={kind} leadId={lead.id} />;
