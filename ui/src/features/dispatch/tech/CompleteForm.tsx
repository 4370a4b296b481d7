import { useState, type FormEvent } from "react";
import { completeSchema, fieldErrors, paymentMethods, type Job } from "../api";
import type { Change } from "./sync";

/** Completed asks what the job came to and how it was paid; the change then waits in the outbox like any other. */
export function CompleteForm({ job, change, close }: { job: Job; change: Change; close: () => void }) {
  const [values, setValues] = useState({ jobValue: "", paymentMethod: "", notes: job.notes ?? "" });
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
      <label htmlFor="job-value">Job value ($)</label>
      <input
        id="job-value"
        inputMode="decimal"
        value={values.jobValue}
        onChange={set("jobValue")}
        aria-invalid={!!errors.jobValue}
        aria-describedby={errors.jobValue ? "job-value-error" : undefined}
      />
      {errors.jobValue && (
        <span id="job-value-error" className="tech-error">
          {errors.jobValue}
        </span>
      )}
      <label htmlFor="job-payment">Payment method</label>
      <select
        id="job-payment"
        value={values.paymentMethod}
        onChange={set("paymentMethod")}
        aria-invalid={!!errors.paymentMethod}
        aria-describedby={errors.paymentMethod ? "job-payment-error" : undefined}
      >
        <option value="">Choose…</option>
        {paymentMethods.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
      {errors.paymentMethod && (
        <span id="job-payment-error" className="tech-error">
          {errors.paymentMethod}
        </span>
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
