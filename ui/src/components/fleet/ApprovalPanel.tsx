// A fleet job's approval: the answer so far, and the estimate to send for
// approval when the work passes the fleet's limit. Used by the back office's
// job cards and the technician's app alike.
import { useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { approvalLine, estimateLines, requestApproval, type JobApproval } from "../../lib/fleets/approval";
import { formatCents } from "../../lib/money";

type Row = { description: string; dollars: string };

/** The back office's classes, or the technician's app's (big targets, its own sheet). */
const LOOKS = {
  office: {
    form: "form approval-form",
    row: "field-row",
    field: "field",
    primary: "btn btn-primary btn-sm",
    quiet: "btn btn-outline btn-sm",
    error: "field-error",
  },
  tech: {
    form: "tech-form approval-form",
    row: "tech-pair",
    field: "",
    primary: "tech-btn primary",
    quiet: "tech-btn quiet",
    error: "tech-error",
  },
};
const empty = (): Row => ({ description: "", dollars: "" });

export function ApprovalPanel({
  jobId,
  fleet,
  limitCents,
  approval,
  tech = false,
  online = true,
  onSent,
}: {
  jobId: number;
  fleet: string;
  limitCents?: number | null;
  approval?: JobApproval | null;
  tech?: boolean;
  online?: boolean;
  onSent?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<Row[]>([empty(), empty()]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const id = (f: string) => `approval-${jobId}-${f}`;
  const look = LOOKS[tech ? "tech" : "office"];
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const lines = estimateLines(rows);
    if (typeof lines === "string") return setError(lines);
    if (!online) return setError("No connection: send it when the signal returns.");
    setSending(true);
    setError(null);
    try {
      await requestApproval(jobId, lines, tech);
      setOpen(false);
      setRows([empty(), empty()]);
      setSent(true);
      onSent?.();
    } catch (err) {
      const fields = err instanceof ApiError ? err.body?.fields : undefined;
      setError(
        (fields && Object.values(fields)[0]) ||
          (err instanceof ApiError && err.serverMessage) ||
          "Could not send it: try again.",
      );
    } finally {
      setSending(false);
    }
  };
  const total = estimateLines(rows);
  return (
    <section className="approval" aria-labelledby={id("title")}>
      <h4 id={id("title")} className="approval-title">
        Fleet approval{limitCents != null ? ` (limit ${formatCents(limitCents)})` : ""}
      </h4>
      <p className={`approval-status approval-${approval?.status ?? "none"}`} role="status">
        {approval ? approvalLine(approval, fleet) : sent ? `Sent to ${fleet}: their answer shows here.` : ""}
      </p>
      {!open && (
        <button type="button" className={look.quiet} onClick={() => setOpen(true)}>
          {approval ? "Ask again" : "Ask for approval"}
        </button>
      )}
      {open && (
        <form className={look.form} onSubmit={send} noValidate aria-label={`Estimate for job ${jobId}`}>
          {rows.map((row, n) => (
            <div className={look.row} key={n}>
              <div className={look.field}>
                <label htmlFor={id(`d${n}`)}>Work {n + 1}</label>
                <input
                  id={id(`d${n}`)}
                  value={row.description}
                  onChange={(e) =>
                    setRows((r) => r.map((x, i) => (i === n ? { ...x, description: e.target.value } : x)))
                  }
                />
              </div>
              <div className={look.field}>
                <label htmlFor={id(`a${n}`)}>Amount ($)</label>
                <input
                  id={id(`a${n}`)}
                  inputMode="decimal"
                  value={row.dollars}
                  onChange={(e) => setRows((r) => r.map((x, i) => (i === n ? { ...x, dollars: e.target.value } : x)))}
                />
              </div>
            </div>
          ))}
          <p>
            <button type="button" className={look.quiet} onClick={() => setRows((r) => [...r, empty()])}>
              Add a line
            </button>
          </p>
          {Array.isArray(total) && <p>Total {formatCents(total.reduce((sum, l) => sum + l.amountCents, 0))}</p>}
          {error && (
            <p className={look.error} role="alert">
              {error}
            </p>
          )}
          <p className="lead-actions">
            <button type="submit" className={look.primary} disabled={sending}>
              {sending ? "Sending..." : `Send to ${fleet}`}
            </button>
            <button type="button" className={look.quiet} onClick={() => setOpen(false)}>
              Cancel
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
