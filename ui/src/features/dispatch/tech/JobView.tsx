import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { callJobCustomer, placeCallError } from "../../../lib/calls/place";
import { ApprovalPanel } from "../../../components/fleet/ApprovalPanel";
import { poNote } from "../../../lib/fleets/line";
import type { Invoice } from "../../../lib/invoices/api";
import { navigateHref, type Job, type ProofView } from "../api";
import { CompleteForm } from "./CompleteForm";
import { InvoiceStep } from "./InvoiceStep";
import { OPEN, label, tel } from "./labels";
import type { Pending } from "./outbox";
import { useLastPosition } from "./position";
import { ProofSection } from "./proof/ProofSection";
import { SignatureStep } from "./proof/SignatureStep";
import { useProof } from "./proof/useProof";
import type { Change, Queue } from "./sync";

// Lazy chunks, each loaded when first shown (the service worker keeps them for offline use): the
// first load is at its budget (ui/scripts/sizes.mjs). Estimates (the list, and the form in a chunk
// of its own), and Cancel job's form, whose room they take. A chunk that cannot be fetched (no
// signal, and no service worker kept it) shows nothing rather than ending the app.
const later = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => load().catch(() => ({ default: () => null })));
const Estimates = later(() => import("./estimate/JobEstimates"));
const CancelForm = later(() => import("./CancelForm"));

/**
 * A job at /tech/jobs/{id}: its facts, Call and Navigate, the next status, the proof of the work
 * (checklist, photos), and the invoice and the customer's signature once completed.
 */
export function JobView({
  job,
  eta,
  change,
  queue,
  refresh,
  pending,
  proofSent,
  refused,
  online,
  invoice,
  keepInvoice,
  calls = false,
}: {
  job: Job;
  eta?: string;
  change: Change;
  queue: Queue;
  /** Reads the job list again from the server. */
  refresh: () => Promise<void>;
  /** Everything the outbox holds (this job's proof changes are shown). */
  pending: Pending[];
  /** What the last sent proof change answered, and a count bumped at each (to read the proof again). */
  proofSent?: { view?: ProofView; sent: number };
  /** The server's refusal of Completed, if it refused it. */
  refused?: string;
  online: boolean;
  invoice?: Invoice;
  keepInvoice: (jobId: number, invoice: Invoice) => void;
  /** Calls go through the business number ([voice]): the driver never sees this phone's number. */
  calls?: boolean;
}) {
  const proof = useProof(job, online, pending, proofSent, invoice && `${invoice.id}:${invoice.totalCents}`);
  // The proof names an invoice the job list does not know yet (the office made it again): the list is read
  // again, so the invoice step loads it and the signature shows its lines.
  const signsFor = proof.view?.invoiceId;
  useEffect(() => {
    if (online && signsFor != null && signsFor !== job.invoice?.id) void refresh();
  }, [online, signsFor, job.invoice?.id, refresh]);
  const position = useLastPosition(OPEN.includes(job.status));
  const [form, setForm] = useState<"complete" | "cancel" | null>(null);
  const [calling, setCalling] = useState<{ text: string; refused: boolean } | null>(null);
  const callViaBusiness = async () => {
    if (!online)
      return setCalling({ text: "No connection: call the customer when the signal returns.", refused: true });
    setCalling({ text: "Calling you first…", refused: false });
    try {
      const placing = await callJobCustomer(job.id);
      setCalling({ text: placing.message, refused: false });
    } catch (e) {
      const why = placeCallError(e);
      setCalling(why ? { text: why, refused: true } : null);
    }
  };
  const c = job.customer;
  const nav = navigateHref(job);
  const open = OPEN.includes(job.status);
  return (
    <article className="tech-detail" aria-labelledby="job-title">
      <h1 id="job-title" className="tech-h1">
        {c?.name || `Job #${job.id}`}
      </h1>
      <p className="tech-badge big">{label[job.status] ?? job.status}</p>
      {job.fleet?.creditHold && (
        <p className="tech-hold" role="note">
          On credit hold: collect payment on site
        </p>
      )}
      {c?.problem && (
        <blockquote className="tech-words" aria-label="What the customer wrote">
          {c.problem}
        </blockquote>
      )}
      <dl className="tech-facts">
        {job.fleet && (
          <>
            <dt>Fleet</dt>
            <dd>{job.fleet.name}</dd>
          </>
        )}
        {job.fleet?.unit && (
          <>
            <dt>Unit</dt>
            <dd>{job.fleet.unit}</dd>
          </>
        )}
        {job.fleet?.vin && (
          <>
            <dt>VIN</dt>
            <dd>{job.fleet.vin}</dd>
          </>
        )}
        {job.fleet && poNote(job.fleet, job.poNumber) && (
          <>
            <dt>PO</dt>
            <dd>{poNote(job.fleet, job.poNumber)}</dd>
          </>
        )}
        {c?.urgency && (
          <>
            <dt>Urgency</dt>
            <dd>{c.urgency}</dd>
          </>
        )}
        {c?.vehicle && (
          <>
            <dt>Vehicle</dt>
            <dd>{c.vehicle}</dd>
          </>
        )}
        {c?.service && (
          <>
            <dt>Service</dt>
            <dd>{c.service}</dd>
          </>
        )}
        {c?.location && (
          <>
            <dt>Location</dt>
            <dd>{c.location}</dd>
          </>
        )}
        {job.latitude != null && job.longitude != null && (
          <>
            <dt>GPS</dt>
            <dd>
              {job.latitude.toFixed(5)}, {job.longitude.toFixed(5)}
            </dd>
          </>
        )}
        {c?.phone && (
          <>
            <dt>Phone</dt>
            <dd>{c.phone}</dd>
          </>
        )}
        {job.notes && (
          <>
            <dt>Notes</dt>
            <dd>{job.notes}</dd>
          </>
        )}
      </dl>
      {job.fleet && open && (
        <ApprovalPanel
          jobId={job.id}
          fleet={job.fleet.name}
          limitCents={job.fleet.approvalLimitCents}
          approval={job.approval}
          tech
          online={online}
        />
      )}
      {job.status === "en route" && (
        <p className="tech-sharing" role="status">
          Sharing your position with the customer{eta ? ` · ${eta}` : ""}. Keep this app open while you drive: phones
          stop sharing positions in the background.
        </p>
      )}
      <div className="tech-actions">
        {c?.phone &&
          (calls ? (
            <button type="button" className="tech-btn call" onClick={() => void callViaBusiness()}>
              Call via business line
            </button>
          ) : (
            <a className="tech-btn call" href={tel(c.phone)}>
              Call customer
            </a>
          ))}
        {nav && (
          <a className="tech-btn" href={nav} target="_blank" rel="noopener noreferrer">
            Navigate
          </a>
        )}
      </div>
      <p className={`tech-calls-note ${calling?.refused ? "tech-error" : "tech-muted"}`} role="status">
        {calling?.text ?? ""}
      </p>
      {open && form === null && (
        <div className="tech-actions">
          {(job.status === "pending" || job.status === "scheduled") && (
            <button type="button" className="tech-btn primary" onClick={() => void change(job, "en route")}>
              On my way
            </button>
          )}
          {job.status === "en route" && (
            <button type="button" className="tech-btn primary" onClick={() => void change(job, "on site")}>
              Arrived
            </button>
          )}
          {job.status === "on site" && (
            <button
              type="button"
              className="tech-btn primary"
              aria-describedby={proof.missing.length || refused ? "complete-missing" : undefined}
              onClick={() => setForm("complete")}
            >
              Completed
            </button>
          )}
          <button type="button" className="tech-btn quiet" onClick={() => setForm("cancel")}>
            Cancel job
          </button>
        </div>
      )}
      {job.status === "on site" && form === null && (proof.missing.length > 0 || refused) && (
        <p className="tech-missing" id="complete-missing">
          {proof.missing.length
            ? `Still needed before Completed: ${proof.missing.map((i) => i.label).join(", ")}.`
            : refused}
        </p>
      )}
      {form === "complete" && (
        <CompleteForm
          job={job}
          change={change}
          missing={proof.missing.map((i) => i.label)}
          refused={refused}
          close={() => setForm(null)}
        />
      )}
      {form === "cancel" && (
        <Suspense>
          <CancelForm job={job} change={change} close={() => setForm(null)} />
        </Suspense>
      )}
      <ProofSection
        job={job}
        view={proof.view}
        items={proof.items}
        waiting={proof.waiting}
        queue={queue}
        position={position}
        editable={OPEN.includes(job.status)}
      />
      <Suspense>
        <Estimates job={job} online={online} open={open} />
      </Suspense>
      {(job.status === "completed" || invoice || job.invoice) && (
        <InvoiceStep key={job.id} job={job} online={online} invoice={invoice} keep={(i) => keepInvoice(job.id, i)} />
      )}
      {proof.view?.invoiceId != null && job.status !== "cancelled" && (
        <SignatureStep
          job={job}
          view={proof.view}
          invoice={invoice}
          waiting={proof.waiting}
          queue={queue}
          position={position}
          online={online}
        />
      )}
    </article>
  );
}
