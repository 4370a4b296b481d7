// Make invoice, at Completed (docs/product.md#dispatch): lines from the price
// book or written for the job, a discount, then the invoice's number, totals
// and link; Paid on site and Text the invoice to the customer. Invoices are
// made online only (their number comes from the server); the invoice made is
// kept on the phone by job, so reopening the job shows it.
// The form and the invoice made are in invoice/.
import { useState } from "react";
import type { Invoice } from "../../../lib/invoices/api";
import type { Job } from "../api";
import { InvoiceForm } from "./invoice/InvoiceForm";
import { MadeInvoice } from "./invoice/MadeInvoice";

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
  return (
    <section className="tech-invoice" aria-labelledby="invoice-title">
      {invoice ? (
        <MadeInvoice invoice={invoice} online={online} keep={keep} fresh={fresh} />
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
