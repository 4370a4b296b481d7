// The fleet jobs' estimates waiting for the fleet's answer (docs/product.md#estimates).
// A manager answers here, signed in, as the fleet's approvers do by their
// own links: one option, with the PO number where the fleet wants one before
// work, or a decline. The answer is recorded with their account. One that
// asks a card hold or deposit is answered from the approver's text link.
import { useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { formatCents } from "../../lib/money";
import { toast } from "../../lib/toast";
import { answerEstimate, type PortalEstimate } from "./api";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" });

function EstimateAnswer({ e, onAnswered }: { e: PortalEstimate; onAnswered: () => void }) {
  const [option, setOption] = useState(e.options.length === 1 ? 1 : 0);
  const [po, setPo] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = `portal-estimate-${e.id}`;
  const answer = async (decision: "approve" | "decline") => {
    if (decision === "approve") {
      const found: Record<string, string> = {};
      if (!option) found.option = "Choose one of the options.";
      if (e.poRequired && !po.trim()) found.po = "Type your purchase order number to approve.";
      setErrors(found);
      if (Object.keys(found).length) return;
    }
    setBusy(true);
    try {
      const done = await answerEstimate(
        e.id,
        decision === "approve" ? { decision, option, ...(po.trim() ? { po: po.trim() } : {}) } : { decision },
      );
      toast({
        title: done.status === "approved" ? `Approved ${formatCents(done.approvedCents ?? 0)}` : "Declined",
        description: `${e.number}, job #${e.jobId}: we have your answer.`,
      });
      onAnswered();
    } catch (error) {
      if (error instanceof ApiError && error.body?.fields) setErrors(error.body.fields);
      const description =
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : "Your answer could not be sent. Please try again.";
      toast({ title: "Not recorded", description, variant: "destructive" });
      if (error instanceof ApiError && error.status === 409) onAnswered();
    } finally {
      setBusy(false);
    }
  };
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    void answer("approve");
  };
  return (
    <li className="portal-approval">
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`}>
          <strong>{e.number}</strong> · job #{e.jobId} · good until {day(e.expiresAt)}
          {e.poNumber && <> · PO {e.poNumber}</>}
        </p>
        {e.note && <p className="small">{e.note}</p>}
        <fieldset aria-describedby={errors.option ? `${id}-option-error` : undefined}>
          <legend className="small">{e.options.length > 1 ? "Choose one option" : "The work"}</legend>
          {e.options.map((o) => (
            <label key={o.position} className="check estimate-portal-option">
              <input
                type="radio"
                name={`${id}-option`}
                checked={option === o.position}
                disabled={e.byCard}
                onChange={() => setOption(o.position)}
              />{" "}
              <span>
                {o.title}: <strong>{formatCents(o.totalCents)}</strong>
                <span className="small muted">
                  {" "}
                  ({o.lines.map((l) => `${l.description} ${formatCents(l.amountCents)}`).join(", ")})
                </span>
              </span>
            </label>
          ))}
          {errors.option && (
            <p className="field-error" id={`${id}-option-error`}>
              {errors.option}
            </p>
          )}
        </fieldset>
        {e.byCard ? (
          <p className="small">This estimate asks a card hold or deposit: answer it from the link in your text.</p>
        ) : (
          <>
            {e.poAsked && (
              <div className="field">
                <label htmlFor={`${id}-po`}>Purchase order number{e.poRequired ? "" : " (optional)"}</label>
                <input
                  id={`${id}-po`}
                  value={po}
                  maxLength={40}
                  autoComplete="off"
                  onChange={(ev) => setPo(ev.target.value)}
                  aria-invalid={errors.po ? true : undefined}
                  aria-describedby={errors.po ? `${id}-po-error` : undefined}
                />
                {errors.po && (
                  <p className="field-error" id={`${id}-po-error`}>
                    {errors.po}
                  </p>
                )}
              </div>
            )}
            <p className="actions">
              <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
                Approve<span className="sr-only"> {e.number}</span>
              </button>{" "}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy}
                onClick={() => void answer("decline")}
              >
                Decline<span className="sr-only"> {e.number}</span>
              </button>
            </p>
          </>
        )}
      </form>
    </li>
  );
}

export function PortalEstimates({ estimates, onAnswered }: { estimates: PortalEstimate[]; onAnswered: () => void }) {
  return (
    <section className="card" aria-labelledby="portal-estimates">
      <h2 id="portal-estimates">Estimates waiting for you ({estimates.length})</h2>
      <ul className="plain-list">
        {estimates.map((e) => (
          <EstimateAnswer key={e.id} e={e} onAnswered={onAnswered} />
        ))}
      </ul>
    </section>
  );
}
