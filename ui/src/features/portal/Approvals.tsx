// The approvals waiting for the fleet's answer (docs/product.md#fleets). A
// manager answers here, signed in: the answer is recorded with their account,
// and it works only while they manage the fleet (no bearer link to keep).
import { useState } from "react";
import { ApiError } from "../../lib/api";
import { formatCents } from "../../lib/money";
import { toast } from "../../lib/toast";
import { answerApproval, type PortalApproval } from "./api";

const day = (iso: string) => new Date(iso).toLocaleDateString();

export function Approvals({ approvals, onAnswered }: { approvals: PortalApproval[]; onAnswered: () => void }) {
  const [busy, setBusy] = useState<number | null>(null);
  const answer = async (a: PortalApproval, decision: "approve" | "decline") => {
    setBusy(a.id);
    try {
      const done = await answerApproval(a.id, decision);
      toast({
        title: done.status === "approved" ? `Approved ${formatCents(done.amountCents)}` : "Declined",
        description: `Job #${a.jobId}: we have your answer.`,
      });
    } catch (e) {
      const description =
        e instanceof ApiError && e.status === 409
          ? "This estimate was answered already, or a newer one replaced it."
          : "Your answer could not be sent. Please try again.";
      toast({ title: "Not recorded", description, variant: "destructive" });
    } finally {
      setBusy(null);
      onAnswered();
    }
  };
  return (
    <section className="card" aria-labelledby="portal-approvals">
      <h2 id="portal-approvals">Waiting for your approval ({approvals.length})</h2>
      {approvals.length === 0 ? (
        <p className="muted">Nothing is waiting for you.</p>
      ) : (
        <ul className="plain-list">
          {approvals.map((a) => (
            <li key={a.id} className="portal-approval">
              <p>
                Job #{a.jobId} · <strong>{formatCents(a.amountCents)}</strong> · asked {day(a.requestedAt)}
              </p>
              <ul className="small">
                {a.lines.map((l, n) => (
                  <li key={n}>
                    {l.description}: {formatCents(l.amountCents)}
                  </li>
                ))}
              </ul>
              <p className="actions">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy === a.id}
                  onClick={() => void answer(a, "approve")}
                >
                  Approve {formatCents(a.amountCents)}
                  <span className="sr-only"> for job #{a.jobId}</span>
                </button>{" "}
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy === a.id}
                  onClick={() => void answer(a, "decline")}
                >
                  Decline<span className="sr-only"> job #{a.jobId}</span>
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
