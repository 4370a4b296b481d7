// The portal's Request Service form (features/portal) with the quote's rules
// and urgencies (features/leads): composed here, loaded on its own.
import { quoteUrgencies } from "../../features/leads/options";
import { fleetServiceSchema } from "../../features/leads/schemas";
import type { Unit } from "../../features/portal/api";
import { ServiceRequest } from "../../features/portal/ServiceRequest";

export default function FleetServiceForm({ units, onSent }: { units: Unit[]; onSent: () => void }) {
  return <ServiceRequest units={units} schema={fleetServiceSchema} urgencies={quoteUrgencies} onSent={onSent} />;
}
