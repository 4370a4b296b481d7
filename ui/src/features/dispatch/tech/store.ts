// What the app reads back from the phone (idb.ts): the changes never sent,
// named for the technician, and the invoice made for each job.
import { useCallback, useEffect, useState } from "react";
import type { Invoice } from "../../../lib/invoices/api";
import type { Job } from "../api";
import { savedChanges, savedInvoices, savedJobs } from "./idb";
import { label } from "./labels";

/** A change kept on the phone that the server does not have yet, with its job's customer. */
export type Unsent = { jobId: number; name: string; change: string };

export async function unsentChanges(): Promise<Unsent[]> {
  const [pending, saved] = await Promise.all([savedChanges.all(), savedJobs.all().catch((): Job[] => [])]);
  return pending
    .sort((a, b) => a.seq - b.seq)
    .map((p) => ({
      jobId: p.jobId,
      name: saved.find((j) => j.id === p.jobId)?.customer?.name || `Job #${p.jobId}`,
      change: label[p.body.status] ?? p.body.status,
    }));
}

/** The invoice made for each job: GET /api/tech/jobs does not carry it, so the phone keeps it. */
export function useKeptInvoices() {
  const [invoices, setInvoices] = useState<Record<number, Invoice>>({});
  useEffect(() => {
    void savedInvoices
      .all()
      .then((saved) => setInvoices((m) => ({ ...Object.fromEntries(saved.map((s) => [s.jobId, s.invoice])), ...m })))
      .catch(() => {});
  }, []);
  const keepInvoice = useCallback((jobId: number, invoice: Invoice) => {
    setInvoices((m) => ({ ...m, [jobId]: invoice }));
    void savedInvoices.put({ jobId, invoice }).catch(() => {});
  }, []);
  return { invoices, keepInvoice };
}
