// "Estimate" on a lead's card: the estimate editor in a dialog, for the
// lead's job (`job()` makes or finds it as the estimate is saved); saved,
// then sent.
import { useRef, useState } from "react";
import type { LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { EstimateEditor } from "./EstimateEditor";

export function LeadEstimateButton({
  kind,
  leadId,
  name,
  job,
}: {
  kind: LeadKind;
  leadId: number;
  name?: string | null;
  /** The lead's job's id: made now, or the one it has (the jobs feature's, through the dashboard). */
  job: () => Promise<number>;
}) {
  const { reload } = useDashboard();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // The editor is made anew at each opening, so a closed one starts again empty.
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(false);
  // A draft saved made the lead's job: the lists show it once the dialog closes.
  const saved = useRef(false);
  const id = `lead-${kind}-${leadId}-estimate`;
  const close = () => {
    dialog.current?.close();
  };
  // Closed by its button, by Escape or once sent.
  const closed = () => {
    setOpen(false);
    opener.current?.focus();
    if (saved.current) reload();
    saved.current = false;
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => {
          setRound((r) => r + 1);
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        Estimate
      </button>
      <dialog ref={dialog} className="confirm estimate-dialog" aria-labelledby={`${id}-title`} onClose={closed}>
        <div className="lead-head">
          <h2 id={`${id}-title`}>Estimate for {name || "this lead"}</h2>
          <button type="button" className="btn btn-outline btn-sm" onClick={close}>
            Close
          </button>
        </div>
        {open && (
          <EstimateEditor
            key={round}
            target={{ job }}
            prefix={id}
            onSaved={() => (saved.current = true)}
            onDone={close}
          />
        )}
      </dialog>
    </>
  );
}
