// "Estimate" on a lead's card: the estimate editor in a dialog, for the
// lead (the server makes its job if it has none); saved, then sent.
import { useRef, useState } from "react";
import type { LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { EstimateEditor } from "./EstimateEditor";

export function LeadEstimateButton({ kind, leadId, name }: { kind: LeadKind; leadId: number; name?: string | null }) {
  const { reload } = useDashboard();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // The editor is made anew at each opening, so a closed one starts again empty.
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(false);
  const id = `lead-${kind}-${leadId}-estimate`;
  const close = () => {
    dialog.current?.close();
    setOpen(false);
    opener.current?.focus();
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
      <dialog
        ref={dialog}
        className="confirm estimate-dialog"
        aria-labelledby={`${id}-title`}
        onClose={() => setOpen(false)}
      >
        <div className="lead-head">
          <h2 id={`${id}-title`}>Estimate for {name || "this lead"}</h2>
          <button type="button" className="btn btn-outline btn-sm" onClick={close}>
            Close
          </button>
        </div>
        {open && (
          <EstimateEditor
            key={round}
            target={{ leadKind: kind, leadId }}
            prefix={id}
            onDone={() => {
              close();
              // The lead has its job now, with the estimate on its card.
              reload();
            }}
          />
        )}
      </dialog>
    </>
  );
}
