import { STATUS_LABELS, type Invoice } from "../../../lib/invoices/api";
import type { Job } from "../api";
import { OPEN, label } from "./labels";

/** The job's invoice as the server names it (made on any phone or in the office), else the one kept here. */
function invoiceLine(invoice?: { number: string; status: string }) {
  if (!invoice) return null;
  const status = STATUS_LABELS[invoice.status as keyof typeof STATUS_LABELS] ?? invoice.status;
  return (
    <span className="tech-muted">
      {invoice.number} · {status}
    </span>
  );
}

/** The list at /tech/: jobs still open first, then those done today, each with its invoice once made. */
export function JobList({
  jobs,
  invoices,
  open,
}: {
  jobs: Job[];
  invoices: Record<number, Invoice>;
  open: (j: Job) => void;
}) {
  const active = jobs.filter((j) => OPEN.includes(j.status));
  const done = jobs.filter((j) => !OPEN.includes(j.status));
  if (!jobs.length)
    return <p className="tech-empty">No jobs assigned to you right now. New ones appear here by themselves.</p>;
  const card = (j: Job) => (
    <li key={j.id}>
      <button type="button" className={`tech-job status-${j.status.replace(" ", "-")}`} onClick={() => open(j)}>
        <span className="tech-job-head">
          <strong>{j.customer?.name || `Job #${j.id}`}</strong>
          <span className="tech-badge">{label[j.status] ?? j.status}</span>
        </span>
        <span>{j.customer?.service}</span>
        <span className="tech-muted">{j.customer?.location}</span>
        {invoiceLine(j.invoice ?? invoices[j.id])}
      </button>
    </li>
  );
  return (
    <>
      <h1 className="tech-h1">Your jobs</h1>
      <ul className="tech-list">{active.map(card)}</ul>
      {done.length > 0 && (
        <>
          <h2 className="tech-h2">Done today</h2>
          <ul className="tech-list">{done.map(card)}</ul>
        </>
      )}
    </>
  );
}
