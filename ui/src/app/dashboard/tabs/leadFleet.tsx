// Every lead card in the dashboard says which fleet the lead is for and lets
// the owner link it to one: the leads feature leaves a place, the fleets
// feature fills it.
import { LeadFleet } from "../../../features/fleets/LeadFleet";
import type { LeadActions } from "../../../features/leads/LeadCard";

export const leadFleet: LeadActions = (kind, lead) => <LeadFleet kind={kind} leadId={lead.id} />;
