// What the app reads back from the phone (idb.ts): the changes never sent,
// named for the technician, and the invoice made for each job.
import { useCallback, useEffect, useState } from "react";
import type { Invoice } from "../../../lib/invoices/api";
import type { Job } from "../api";
import { savedChanges, savedInvoices, savedJobs } from "./idb";
import { label } from "./labels";
import { isStatus, type Pending } from "./outbox";

/** How the app names a change kept on the phone: "On my way", "Photo (Photo ID)", "Customer's signature". */
export function describeChange(p: Pending, itemLabel: (key: string) => string = (k) => k): string {
  if (isStatus(p)) return label[p.body.status] ?? p.body.status;
  if (p.kind === "photo") return `Photo (${itemLabel(p.photo.facts.item)})`;
  if (p.kind === "tick") return `${p.tick.ticked ? "Tick" : "Tick taken back"} (${itemLabel(p.tick.item)})`;
  return "Customer's signature";
}

/** A change kept on the phone that the server does not have yet, with its job's customer. */
export type Unsent = { jobId: number; name: string; change: string };

export async function unsentChanges(): Promise<Unsent[]> {
  const [pending, saved] = await Promise.all([savedChanges.all(), savedJobs.all().catch((): Job[] => [])]);
  return pending
    .sort((a, b) => a.seq - b.seq)
    .map((p) => ({
      jobId: p.jobId,
      name: saved.find((j) => j.id === p.jobId)?.customer?.name || `Job #${p.jobId}`,
      change: describeChange(p),
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
