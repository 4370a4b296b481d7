// A job card's estimates (issue 40): each with its status, its options (the
// one approved marked), who approved it and when, its card hold or deposit
// and the driver's link; a new estimate; Send for a draft; and a change
// order for an approved one (one option, the difference asked again).
import { useRef, useState } from "react";
import { ApiError } from "../../lib/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { useApi } from "../../lib/useApi";
import { deleteEstimate, fetchJobEstimates, sendEstimate, type Estimate } from "../../lib/estimates/api";
import { EstimateEditor } from "./EstimateEditor";
import { EstimateView } from "./EstimateView";
import { sentWords } from "../../lib/estimates/words";

/** The job's estimates, newest first (null until loaded); again when the job changes or the dashboard reloads. */
export function useJobEstimates(jobId: number, version: number) {
  const { fail, reloadKey } = useDashboard();
  const { data, reload } = useApi(() => fetchJobEstimates(jobId), [jobId, version, reloadKey], {
    onError: (e) => fail(e, { title: "Error", description: "Could not load the job's estimates." }),
  });
  return { list: data ?? null, reload };
}
export type JobEstimateList = ReturnType<typeof useJobEstimates>;

/** The job has an approved estimate: its invoice may be made from it. */
export const hasApproved = (list: Estimate[] | null) => !!list?.some((e) => e.status === "approved");

export function JobEstimates({
  job,
  estimates,
  onChange,
}: {
  job: { id: number; status: string; fleet?: { name: string; terms: string } | null };
  estimates: JobEstimateList;
  /** Reloads the job (and the dashboard's lists) after a change. */
  onChange: () => void;
}) {
  const { fail } = useDashboard();
  // "new", or the id of the approved estimate a change order is being written for.
  const [editing, setEditing] = useState<"new" | number | null>(null);
  // The draft being written again, and the one whose Delete asks to be confirmed.
  const [redrafting, setRedrafting] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = `job-${job.id}-estimates`;
  const list = estimates.list ?? [];
  const open = job.status !== "completed" && job.status !== "cancelled";
  const done = () => {
    setEditing(null);
    setRedrafting(null);
    estimates.reload();
    onChange();
    requestAnimationFrame(() => heading.current?.focus());
  };
  const remove = async (e: Estimate) => {
    try {
      await deleteEstimate(e.id);
      toast({ title: `Draft ${e.number} deleted` });
      setDeleting(null);
      done();
    } catch (error) {
      // Sent meanwhile (409): it stays, and the list shows it as it is.
      const why = error instanceof ApiError ? error.serverMessage : undefined;
      fail(error, { title: "Could not delete the draft", description: why });
      estimates.reload();
    }
  };
  const send = async (e: Estimate) => {
    try {
      const sent = await sendEstimate(e.id);
      toast({ title: `Estimate ${sent.number} sent`, description: sentWords(sent) });
      estimates.reload();
    } catch (error) {
      // The server says why (answered, cancelled or expired: make a new one).
      const why = error instanceof ApiError ? error.serverMessage : undefined;
      fail(error, { title: "Could not send the estimate", description: why });
    }
  };
  const changing = typeof editing === "number" ? list.find((e) => e.id === editing) : null;
  // A change order already waiting for the driver's answer: another would cross it.
  const pendingChange = (id: number) =>
    list.some((c) => c.parentId === id && (c.status === "draft" || c.status === "sent"));
  if (!list.length && !open) return null;
  return (
    <section className="job-estimates" aria-labelledby={id}>
      <div className="lead-head">
        <h4 id={id} ref={heading} tabIndex={-1}>
          Estimates
        </h4>
        {estimates.list && !list.length && <span className="muted small">None yet</span>}
        {open && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-expanded={editing === "new"}
            onClick={() => setEditing(editing === "new" ? null : "new")}
          >
            {editing === "new" ? "Close" : "New estimate"}
          </button>
        )}
      </div>
      {editing === "new" && (
        <EstimateEditor
          target={{ jobId: job.id }}
          prefix={`job-${job.id}-est`}
          fleet={job.fleet}
          onSaved={done}
          onDone={done}
        />
      )}
      {list.map((e) => (
        <div key={e.id}>
          <EstimateView
            estimate={e}
            actions={
              <>
                {(e.status === "draft" || e.status === "sent") && (
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => void send(e)}>
                    {e.status === "draft" ? `Send ${e.number}` : "Send again"}
                  </button>
                )}
                {e.status === "draft" && open && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-expanded={redrafting === e.id}
                    onClick={() => setRedrafting(redrafting === e.id ? null : e.id)}
                  >
                    {redrafting === e.id ? "Close" : "Edit"} <span className="sr-only">{e.number}</span>
                  </button>
                )}
                {e.status === "draft" &&
                  (deleting === e.id ? (
                    <span role="group" aria-label={`Delete ${e.number}?`} className="lead-actions">
                      <button
                        type="button"
                        className="btn btn-primary btn-sm btn-danger"
                        onClick={() => void remove(e)}
                      >
                        Delete draft {e.number}
                      </button>
                      <button type="button" className="btn btn-outline btn-sm" onClick={() => setDeleting(null)}>
                        Keep it
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-outline btn-sm btn-danger"
                      onClick={() => setDeleting(e.id)}
                    >
                      Delete <span className="sr-only">{e.number}</span>
                    </button>
                  ))}
                {e.status === "approved" && (editing === e.id || !pendingChange(e.id)) && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    aria-expanded={editing === e.id}
                    onClick={() => setEditing(editing === e.id ? null : e.id)}
                  >
                    {editing === e.id ? "Close the change order" : "Change order"}
                  </button>
                )}
              </>
            }
          />
          {redrafting === e.id && (
            <EstimateEditor
              target={{ jobId: job.id }}
              prefix={`estimate-${e.id}-edit`}
              draftOf={e}
              changeOf={e.parentId != null ? list.find((p) => p.id === e.parentId) : null}
              fleet={job.fleet}
              onSaved={done}
              onDone={done}
            />
          )}
          {changing?.id === e.id && (
            <EstimateEditor
              target={{ jobId: job.id }}
              prefix={`estimate-${e.id}-change`}
              changeOf={changing}
              fleet={job.fleet}
              onDone={done}
            />
          )}
        </div>
      ))}
    </section>
  );
}
