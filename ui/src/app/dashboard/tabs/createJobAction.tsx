// Every lead card in the dashboard (the Leads tab's and the Jobs tab's
// bookings) can start a job, send an estimate and call the customer through
// the business number: the leads feature leaves a place for them.
import { CallButton } from "../../../features/calls/CallButton";
import { LeadEstimateButton } from "../../../features/estimates/LeadEstimateButton";
import { CreateJobButton } from "../../../features/jobs/CreateJobButton";
import { createJob } from "../../../features/jobs/api";
import type { LeadActions } from "../../../features/leads/LeadCard";

export const createJobAction: LeadActions = (kind, lead) => (
  <>
    <CreateJobButton kind={kind} leadId={lead.id} />
    <LeadEstimateButton
      kind={kind}
      leadId={lead.id}
      name={lead.name}
      job={() => createJob(kind, lead.id).then(({ job }) => job.id)}
    />
    <CallButton kind={kind} leadId={lead.id} phone={lead.phone} />
  </>
);
