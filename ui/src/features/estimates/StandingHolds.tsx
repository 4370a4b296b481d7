// The holds and deposits standing on jobs (a card held, or a deposit paid
// and not yet on an invoice), read once for the whole Jobs tab and shown on
// each job's row.
import { useDashboard } from "../../lib/staff/dashboard";
import { useApi } from "../../lib/useApi";
import { fetchStandingHolds, type StandingHold } from "../../lib/estimates/api";
import { standingLine } from "../../lib/estimates/words";

/** Each job's standing holds and deposits, by job id; empty until loaded. */
export function useStandingHolds(): Map<number, StandingHold[]> {
  const { fail, reloadKey } = useDashboard();
  const { data } = useApi(fetchStandingHolds, [reloadKey], {
    onError: (e) => fail(e, { title: "Error", description: "Could not load the card holds." }),
  });
  const byJob = new Map<number, StandingHold[]>();
  for (const h of data ?? []) byJob.set(h.jobId, [...(byJob.get(h.jobId) ?? []), h]);
  return byJob;
}

/** "card held $199.50 until Dec 3" on a job's row; nothing when none stands. */
export function StandingHoldLine({ holds }: { holds: StandingHold[] | undefined }) {
  if (!holds?.length) return null;
  return <p className="estimate-standing">{standingLine(holds)}</p>;
}
