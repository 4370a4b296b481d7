import { useState, type FormEvent } from "react";
import { completeSchema, fieldErrors, type Job } from "../api";
import type { Change } from "./sync";

/**
 * Completed asks only what the technician knows on site (notes); what the job
 * came to and how it was paid are recorded on its invoice, made next. The
 * change waits in the outbox like any other.
 */
export function CompleteForm({ job, change, close }: { job: Job; change: Change; close: () => void }) {
  const [values, setValues] = useState({ notes: job.notes ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = completeSchema.safeParse(values);
    if (!r.success) return setErrors(fieldErrors(r));
    void change(job, "completed", r.data);
    close();
  };
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  return (
    <form className="tech-form" onSubmit={submit} noValidate aria-label="Complete the job">
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
