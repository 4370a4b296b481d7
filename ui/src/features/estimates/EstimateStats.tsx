// The Overview's estimates: sent, approved and declined in its period, the
// approval rate, and each card hold ending within a day, flagged so the
// invoice is sent (and the hold captured) before it lapses.
import { Stat } from "../../components/staff/ui";
import { formatCents } from "../../lib/money";
import { useDashboard } from "../../lib/staff/dashboard";
import type { EstimateFigures } from "../../lib/estimates/api";
import { dayTime } from "../../lib/estimates/words";

export function EstimateStats({ figures, note }: { figures: EstimateFigures; note?: string }) {
  const { go } = useDashboard();
  const rate = figures.approvalRatePercent;
  return (
    <>
      <div className="stats">
        <Stat label="Estimates sent" value={figures.sent} note={note} />
        <Stat label="Approved" value={figures.approved} note={note} />
        <Stat label="Declined" value={figures.declined} note={note} />
        <Stat label="Approval rate" value={rate == null ? "—" : `${rate}%`} note={note} />
      </div>
      {figures.holdsEndingSoon.length > 0 && (
        <ul className="plain-list estimate-flags" aria-label="Card holds ending within a day">
          {figures.holdsEndingSoon.map((h, n) => (
            <li key={n} className="card estimate-flag">
              <span>
                Hold of {formatCents(h.amountCents)} on job #{h.jobId} ends{" "}
                {h.captureBefore ? dayTime(h.captureBefore) : "within a day"}: send the invoice before then
              </span>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => go("jobs")}>
                Open the Jobs tab
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
