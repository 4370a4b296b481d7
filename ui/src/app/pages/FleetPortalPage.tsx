// The fleet manager's portal (features/portal), with the quote's rules and
// urgencies for its service request (features/leads): the page composes the two.
import { quoteUrgencies } from "../../features/leads/options";
import { fleetServiceSchema } from "../../features/leads/schemas";
import { FleetPortal } from "../../features/portal/FleetPortal";

export default function FleetPortalPage() {
  return <FleetPortal serviceSchema={fleetServiceSchema} urgencies={quoteUrgencies} />;
}
