import { useEffect, useRef } from "react";
import { plural } from "./labels";
import type { Unsent } from "./store";

/** Sign out with changes the server does not have: they are named, and signing out is a second, explicit tap. */
export function SignOutWarning({
  unsent,
  online,
  stay,
  leave,
}: {
  unsent: Unsent[];
  online: boolean;
  stay: () => void;
  leave: () => Promise<void>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const jobs = new Set(unsent.map((u) => u.jobId)).size;
  const one = unsent.length === 1;
  return (
    <dialog
      ref={ref}
      className="tech-dialog"
      aria-labelledby="unsent-title"
      aria-describedby="unsent-text"
      onCancel={(e) => {
        e.preventDefault();
        stay();
      }}
    >
      <h2 id="unsent-title" className="tech-h2">
        {plural(unsent.length, "change")} never sent
      </h2>
      <p id="unsent-text">
        {one
          ? "The office never got this change. Signing out deletes it from this phone:"
          : `The office never got these changes (to ${plural(jobs, "job")}). Signing out deletes them from this phone:`}
      </p>
      <ul className="tech-unsent">
        {unsent.map((u, i) => (
          <li key={i}>
            <strong>{u.name}</strong> (job #{u.jobId}): {u.change}
          </li>
        ))}
      </ul>
      <p className="tech-muted">
        {online
          ? `Stay signed in and the app keeps trying to send ${one ? "it" : "them"}.`
          : `You are offline: stay signed in and ${one ? "it is" : "they are"} sent when the signal returns.`}
      </p>
      <div className="tech-actions">
        <button type="button" className="tech-btn primary" onClick={stay} autoFocus>
          Stay signed in
        </button>
        <button type="button" className="tech-btn danger" onClick={() => void leave()}>
          Sign out anyway
        </button>
      </div>
    </dialog>
  );
}
