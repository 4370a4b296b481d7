// The invoice made: its number, totals and link, Paid on site, and Text the
// invoice; looked at again while something is owed.
import { useEffect, useRef, useState } from "react";
import { STATUS_LABELS, fetchInvoice, sendInvoice, type Invoice } from "../../../../lib/invoices/api";
import { formatCents } from "../../../../lib/money";
import { OFFLINE, RECHECK_MS, problem } from "./common";
import { PaidOnSite } from "./PaidOnSite";
import { useApi } from "../../../../lib/useApi";

export function MadeInvoice({
  invoice,
  online,
  keep,
  fresh,
}: {
  invoice: Invoice;
  online: boolean;
  keep: (invoice: Invoice) => void;
  fresh: boolean;
}) {
  const [done, setDone] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (fresh) title.current?.focus();
  }, [fresh]);

  const open = invoice.status !== "void" && invoice.balanceCents > 0;
  // While something is owed, the office or the customer's card may pay it:
  // look again now and then (and when the app comes back to the front).
  // `keep` is made anew at each render, which must not restart the timer (useApi calls the latest).
  // A look under way when the invoice changes here is dropped; a failed one changes nothing (the next tries again).
  const { reload: lookNow } = useApi(
    () => fetchInvoice(invoice.id),
    [online, open, invoice.id, invoice.paidCents, invoice.status],
    {
      manual: true,
      onData: (latest) => {
        if (latest.paidCents !== invoice.paidCents || latest.status !== invoice.status) keep(latest);
      },
    },
  );
  useEffect(() => {
    if (!online || !open) return;
    const look = () => document.visibilityState === "visible" && lookNow();
    const timer = setInterval(look, RECHECK_MS);
    document.addEventListener("visibilitychange", look);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", look);
    };
  }, [online, open, invoice.id, invoice.paidCents, invoice.status, lookNow]);
  const send = async () => {
    setMessage(null);
    setDone(null);
    if (!navigator.onLine) return setMessage(OFFLINE);
    setBusy(true);
    try {
      keep(await sendInvoice(invoice.id));
      setDone("The invoice link was texted to the customer (and mailed, when they gave an email).");
    } catch (e) {
      const p = problem(e);
      setMessage(p.fields.invoice ?? p.message);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (online) setMessage((m) => (m === OFFLINE ? null : m));
  }, [online]);
  const rate = invoice.taxRateBasisPoints / 100;
  return (
    <div className="tech-form">
      <h2 id="invoice-title" className="tech-h2 tech-form-title" tabIndex={-1} ref={title}>
        Invoice {invoice.number}
      </h2>
      <p className={`tech-badge big inv-${invoice.status}`}>{STATUS_LABELS[invoice.status] ?? invoice.status}</p>
      <dl className="tech-totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(invoice.subtotalCents)}</dd>
        {invoice.discountCents > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{formatCents(invoice.discountCents)}</dd>
          </>
        )}
        <dt>Tax{rate ? ` (${rate}%)` : ""}</dt>
        <dd>{formatCents(invoice.taxCents)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatCents(invoice.totalCents)}</strong>
        </dd>
        {invoice.paidCents > 0 && (
          <>
            <dt>Paid</dt>
            <dd>{formatCents(invoice.paidCents)}</dd>
          </>
        )}
        <dt>Balance</dt>
        <dd>
          <strong>{formatCents(invoice.balanceCents)}</strong>
        </dd>
      </dl>
      <p className="tech-link-line">
        Customer's link:{" "}
        <a href={invoice.url} target="_blank" rel="noopener noreferrer">
          {invoice.url}
        </a>
      </p>
      {done && (
        <p className="tech-done" role="status">
          {done}
        </p>
      )}
      {message && (
        <p className="tech-error" role="alert">
          {message}
        </p>
      )}
      {!online && (
        <p className="tech-note" role="status">
          You are offline: payments and texts need signal.
        </p>
      )}
      {open && (
        <PaidOnSite
          key={invoice.balanceCents}
          invoice={invoice}
          keep={(i) => {
            keep(i);
            setMessage(null);
            setDone(
              i.status === "paid"
                ? "Paid in full. The receipt was texted to the customer."
                : `Payment recorded: ${formatCents(i.balanceCents)} still owed.`,
            );
          }}
        />
      )}
      {invoice.status !== "void" && invoice.status !== "paid" && (
        <button type="button" className="tech-btn quiet" disabled={busy} onClick={() => void send()}>
          {invoice.sentAt ? "Text the invoice again" : "Text the invoice to the customer"}
        </button>
      )}
    </div>
  );
}
