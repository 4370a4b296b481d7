import { useRef, useState, type FormEvent } from "react";
import { completeSchema, fieldErrors, type Job } from "../api";
import type { Change } from "./sync";

/**
 * Completed asks only what the technician knows on site (notes); what the job
 * came to and how it was paid are recorded on its invoice, made next. The
 * change waits in the outbox like any other. A job whose checklist is not
 * done (photos taken count, sent or not) is not completed: the form names
 * what is missing, as the server would (409), and says so if it did.
 */
export function CompleteForm({
  job,
  change,
  missing,
  refused,
  close,
}: {
  job: Job;
  change: Change;
  /** The checklist items neither done, waiting to send nor waived. */
  missing: string[];
  refused?: string;
  close: () => void;
}) {
  const [values, setValues] = useState({ notes: job.notes ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [blocked, setBlocked] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (missing.length) {
      setBlocked(true);
      requestAnimationFrame(() => note.current?.focus());
      return;
    }
    const r = completeSchema.safeParse(values);
    if (!r.success) return setErrors(fieldErrors(r));
    void change(job, "completed", r.data);
    close();
  };
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  return (
    <form className="tech-form" onSubmit={submit} noValidate aria-label="Complete the job">
      {(missing.length > 0 || refused) && (
        <p
          className={blocked || refused ? "tech-error" : "tech-missing"}
          role={blocked || refused ? "alert" : undefined}
          tabIndex={-1}
          ref={note}
          id="complete-needs"
        >
          {missing.length
            ? `${blocked ? "Not completed: t" : "T"}his job still needs ${missing.join(", ")}. Take them in Proof of the work below, or ask the owner to waive one.`
            : refused}
        </p>
      )}
      <label htmlFor="job-notes">Notes</label>
      <textarea id="job-notes" rows={3} value={values.notes} onChange={set("notes")} />
      {errors.notes && <span className="tech-error">{errors.notes}</span>}
      <div className="tech-actions">
        <button type="submit" className="tech-btn primary">
          Save as completed
        </button>
        <button type="button" className="tech-btn quiet" onClick={close}>
          Back
        </button>
      </div>
    </form>
  );
}
