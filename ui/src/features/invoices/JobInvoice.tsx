// A job card's invoice (docs/product.md#invoices): its number and status,
// or the editor that makes one from price book lines and free lines (or, for
// a job with an approved estimate, one made from the approved option); then
// sending its link, recording what was paid by hand, and voiding it.
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { formatCents } from "../../lib/money";
import {
  STATUS_LABELS,
  createInvoiceFromEstimate,
  fetchInvoice,
  type Invoice,
  type JobInvoice as Summary,
} from "../../lib/invoices/api";
import { InvoiceEditor } from "./InvoiceEditor";
import { InvoiceDetail } from "./InvoiceDetail";

/**
 * What a job card shows under its form; `onChange` reloads the job after a
 * change. `fromEstimate`: the job has an approved estimate, so its invoice
 * may be made from it.
 */
export function JobInvoice({
  jobId,
  summary,
  onChange,
  fromEstimate = false,
}: {
  jobId: number;
  summary: Summary | null | undefined;
  onChange: () => void;
  fromEstimate?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [making, setMaking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const { fail } = useDashboard();
  // Making the invoice, or paying it off, removes the form that had the
  // focus: the section's heading takes it, not the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const refocus = () => requestAnimationFrame(() => heading.current?.focus());
  // Loaded when opened, and again when the job's summary says it changed
  // elsewhere (a card payment on the live feed, a technician's cash).
  const stale =
    !!summary &&
    (invoice?.id !== summary.id || invoice.status !== summary.status || invoice.balanceCents !== summary.balanceCents);
  useEffect(() => {
    if (open && summary && stale)
      fetchInvoice(summary.id)
        .then(setInvoice)
        .catch((e) => fail(e, { title: "Error", description: "Could not load the invoice." }));
    // Not on `invoice` itself: a fresh copy of the same state must not fetch again.
  }, [open, summary, stale, fail]);
  const id = `job-${jobId}-invoice`;
  const made = (inv: Invoice) => {
    setInvoice(inv);
    refocus();
    onChange();
  };
  const makeFromEstimate = async () => {
    setMaking(true);
    setRefused(null);
    try {
      const inv = await createInvoiceFromEstimate(jobId);
      toast({
        title: `Invoice ${inv.number} made from the estimate`,
        description: `Total ${formatCents(inv.totalCents)}`,
      });
      setOpen(true);
      made(inv);
    } catch (e) {
      // The server's reason (no approved estimate, a total past the approval) is shown on the card.
      if (e instanceof ApiError && e.body) setRefused(Object.values(e.body.fields ?? {})[0] ?? e.body.message);
      fail(e, { title: "Error", description: "Could not make the invoice from the estimate." });
    } finally {
      setMaking(false);
    }
  };
  return (
    <section className="job-invoice" aria-labelledby={id}>
      <div className="lead-head">
        <h4 id={id} ref={heading} tabIndex={-1}>
          Invoice
        </h4>
        {summary ? (
          <span className={`badge invoice-${summary.status}`}>
            {summary.number} · {STATUS_LABELS[summary.status] ?? summary.status}
          </span>
        ) : (
          <span className="muted small">None yet</span>
        )}
        <span className="actions">
          {!summary && !invoice && fromEstimate && (
            <button type="button" className="btn btn-primary btn-sm" disabled={making} onClick={makeFromEstimate}>
              {making ? "Making..." : "From the estimate"}
            </button>
          )}
          <button type="button" className="btn btn-outline btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? "Close" : summary ? "Open invoice" : "Make invoice"}
          </button>
        </span>
      </div>
      {refused && !summary && (
        <p className="field-error" role="alert">
          {refused}
        </p>
      )}
      {open &&
        // Just made here, the invoice shows before the job's summary has caught up.
        (summary || invoice ? (
          invoice && (
            <InvoiceDetail
              // A payment made elsewhere starts the form again at the new balance.
              key={invoice.balanceCents}
              invoice={invoice}
              onChange={(inv) => {
                setInvoice(inv);
                if (inv.balanceCents === 0 || inv.status === "void") refocus();
                onChange();
              }}
            />
          )
        ) : (
          <InvoiceEditor jobId={jobId} onMade={made} />
        ))}
    </section>
  );
}
