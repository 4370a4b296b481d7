// The fleet manager's portal (features/portal). Its Request Service form,
// with the quote's rules and urgencies (features/leads), is a chunk of its
// own, fetched as the portal's data is: the page's first load stays within
// the budget.
import { lazy, Suspense } from "react";
import { FleetPortal } from "../../features/portal/FleetPortal";

const ServiceForm = lazy(() => import("./FleetServiceForm"));

export default function FleetPortalPage() {
  return (
    <FleetPortal
      serviceRequest={(units, onSent) => (
        <Suspense fallback={<p role="status">Loading the service request form…</p>}>
          <ServiceForm units={units} onSent={onSent} />
        </Suspense>
      )}
    />
  );
}
