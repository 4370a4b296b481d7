// A job's estimates on the technician's phone (docs/product.md#estimates):
// each one's standing (sent, approved with the option and the driver's
// name, declined with the reason), and Estimate, which opens the form (a
// chunk of its own, loaded when it is first tapped). This file is a lazy
// chunk of JobView too: the app's first load has no room for it (its budget,
// ui/scripts/sizes.mjs), and the service worker keeps both chunks for
// offline use. The list is read again when the job changes (an approval on
// the driver's page is announced on the live feed, which bumps `version`),
// and every 30 s while an estimate waits for the driver.
import { lazy, Suspense, useEffect, useState } from "react";
import { formatCents } from "../../../../lib/money";
import { useApi } from "../../../../lib/useApi";
import { STATUS_LABELS, type Estimate } from "../../../../lib/estimates/api";
import type { Job } from "../../api";
import { fetchOwnEstimates } from "./api";

const EstimateForm = lazy(() => import("./EstimateForm"));

/** "Approved: option 2, New tire installed ($199.50), by Dana Reyes". */
function standing(e: Estimate): string {
  const chosen = e.options.find((o) => o.position === e.approvedOption);
  const range = e.options.map((o) => formatCents(o.totalCents)).join(" / ");
  switch (e.status) {
    case "approved":
      return chosen
        ? `Approved: option ${chosen.position}, ${chosen.title} (${formatCents(chosen.totalCents)}), by ${e.approvedName ?? "the driver"}`
        : "Approved";
    case "declined":
      return `Declined${e.declinedReason ? `: “${e.declinedReason}”` : ""}`;
    case "sent":
      return `Sent, waiting for the driver · ${range}`;
    default:
      return `${STATUS_LABELS[e.status]} · ${range}`;
  }
}

export default function JobEstimates({ job, online, open }: { job: Job; online: boolean; open: boolean }) {
  const [form, setForm] = useState(false);
  const { data, reload } = useApi(online ? () => fetchOwnEstimates(job.id) : null, [online, job.id, job.version]);
  const list = data ?? [];
  // A decline leaves the job as it was (no new version to hear of): while one is waiting for the
  // driver, it is asked again every 30 s.
  const waiting = online && list.some((e) => e.status === "sent");
  useEffect(() => {
    if (!waiting) return;
    const every = setInterval(reload, 30_000);
    return () => clearInterval(every);
  }, [waiting, reload]);
  // An ended job without estimates has nothing to show here.
  if (!open && !list.length) return null;
  return (
    <section className="tech-invoice" aria-labelledby="estimates-title">
      <h2 id="estimates-title" className="tech-h2">
        Estimates
      </h2>
      {list.length > 0 && (
        <ul className="tech-estimates" aria-label="This job's estimates">
          {list.map((e) => (
            <li key={e.id} className="tech-note">
              <strong>{e.number}</strong> {standing(e)}
            </li>
          ))}
        </ul>
      )}
      {form ? (
        <Suspense fallback={<p role="status">Opening the estimate…</p>}>
          <EstimateForm
            job={job}
            online={online}
            close={() => setForm(false)}
            sent={() => {
              setForm(false);
              reload();
            }}
          />
        </Suspense>
      ) : (
        open && (
          <div className="tech-actions">
            <button type="button" className="tech-btn" onClick={() => setForm(true)}>
              Estimate
            </button>
          </div>
        )
      )}
    </section>
  );
}
