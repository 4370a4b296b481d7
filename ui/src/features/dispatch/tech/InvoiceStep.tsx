// Make invoice, at Completed (docs/product.md#dispatch): lines from the price
// book or written for the job, a discount, then the invoice's number, totals
// and link; Paid on site and Text the invoice to the customer. Invoices are
// made online only (their number comes from the server); the invoice made is
// kept on the phone by job, so reopening the job shows it. The server's job
// names its invoice (made on another phone or in the office): that one is
// fetched and kept, and "Make invoice" is offered only to a job without one.
// The form and the invoice made are in invoice/.
import { useState } from "react";
import { fetchInvoice, STATUS_LABELS, type Invoice } from "../../../lib/invoices/api";
import { formatCents } from "../../../lib/money";
import type { Job } from "../api";
import { InvoiceForm } from "./invoice/InvoiceForm";
import { MadeInvoice } from "./invoice/MadeInvoice";
import { useApi } from "../../../lib/useApi";

export function InvoiceStep({
  job,
  online,
  invoice,
  keep,
}: {
  job: Job;
  online: boolean;
  invoice?: Invoice;
  keep: (invoice: Invoice) => void;
}) {
  // Just made: its heading takes the focus, so a screen reader hears the number.
  const [fresh, setFresh] = useState(false);
  const [failed, setFailed] = useState(false);
  const named = job.invoice;
  const kept = invoice && (!named || invoice.id === named.id) ? invoice : undefined;
  // `keep` is made anew at each render; the invoice to fetch is what matters.
  useApi(
    online && named && invoice?.id !== named.id ? () => fetchInvoice(named.id) : null,
    [online, named?.id, invoice?.id],
    {
      onData: keep,
      onError: () => setFailed(true),
    },
  );
  return (
    <section className="tech-invoice" aria-labelledby="invoice-title">
      {kept ? (
        <MadeInvoice invoice={kept} online={online} keep={keep} fresh={fresh} />
      ) : named ? (
        <>
          <h2 id="invoice-title" className="tech-h2">
            Invoice {named.number}
          </h2>
          <p role="status">
            {STATUS_LABELS[named.status as keyof typeof STATUS_LABELS] ?? named.status} · total{" "}
            {formatCents(named.totalCents)} · {formatCents(named.balanceCents)} due.{" "}
            {online
              ? failed
                ? "It could not be loaded: try again in a moment."
                : "Loading it…"
              : "Offline: it opens when the signal returns."}
          </p>
        </>
      ) : (
        <InvoiceForm
          job={job}
          online={online}
          keep={(i) => {
            setFresh(true);
            keep(i);
          }}
        />
      )}
    </section>
  );
}
