import { useState, type FormEvent } from "react";
import { cancelSchema, fieldErrors, type Job } from "../api";
import type { Change } from "./sync";

/** Cancelling needs a reason, which the office sees with the job. A lazy chunk of JobView. */
export default function CancelForm({ job, change, close }: { job: Job; change: Change; close: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = cancelSchema.safeParse({ cancelReason: reason });
    if (!r.success) return setError(fieldErrors(r).cancelReason ?? "Say why");
    void change(job, "cancelled", { cancelReason: r.data.cancelReason.trim() });
    close();
  };
  return (
    <form className="tech-form" onSubmit={submit} noValidate aria-label="Cancel the job">
      <label htmlFor="cancel-reason">Why is the job cancelled?</label>
      <textarea
        id="cancel-reason"
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? "cancel-reason-error" : undefined}
      />
      {error && (
        <span id="cancel-reason-error" className="tech-error">
          {error}
        </span>
      )}
      <div className="tech-actions">
        <button type="submit" className="tech-btn danger">
          Cancel the job
        </button>
        <button type="button" className="tech-btn quiet" onClick={close}>
          Back
        </button>
      </div>
    </form>
  );
}
