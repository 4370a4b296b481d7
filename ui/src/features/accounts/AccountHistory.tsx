// The customer's history on /dashboard (docs/product.md#accounts): their
// requests, jobs, invoices and receipts, found by their email once a mailed
// link has verified it. Until then, a notice and a way to get a new link.
import { useEffect, useState } from "react";
import { METHOD_LABELS as METHOD_TITLES } from "../../lib/lists";
import { formatCents } from "../../lib/money";
import { toast } from "../../lib/toast";
import { fetchHistory, sendVerificationLink, type History } from "./api";
import { messageOf } from "./schemas";

const KIND_TITLES: Record<string, string> = {
  quote: "Quote request",
  booking: "Booking",
  contact: "Contact message",
  analyzer: "Analyzer request",
};

const day = (iso: string) => new Date(iso).toLocaleDateString();

export function AccountHistory() {
  const [history, setHistory] = useState<History | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState("");

  useEffect(() => {
    fetchHistory()
      .then(setHistory)
      .catch(() => setFailed(true));
  }, []);

  const send = async () => {
    setSending(true);
    try {
      const answer = await sendVerificationLink();
      setSent(answer.message);
    } catch (e) {
      toast({ title: "Error", description: messageOf(e, "Could not send the link"), variant: "destructive" });
    } finally {
      setSending(false);
    }
  };

  if (failed) return <p role="alert">Your history could not be loaded. Please reload the page.</p>;
  if (!history) return <p role="status">Loading your history…</p>;
  if (!history.emailVerified) {
    return (
      <section className="card history" aria-labelledby="verify-title">
        <h2 id="verify-title">Verify your email to see your history</h2>
        <p>
          Your requests, jobs, invoices and receipts appear here once you open the link we emailed to your address when
          you registered. No email? Send a new link.
        </p>
        <p className="actions">
          <button type="button" className="btn btn-primary" onClick={send} disabled={sending}>
            {sending ? "Sending..." : "Send verification link"}
          </button>
        </p>
        <p role="status">{sent}</p>
      </section>
    );
  }
  const { requests, jobs, invoices, receipts } = history;
  return (
    <div className="history">
      <section className="card" aria-labelledby="requests-title">
        <h2 id="requests-title">Your Requests</h2>
        {requests.length === 0 ? (
          <p className="muted">No requests from {history.email} yet.</p>
        ) : (
          <ul className="history-list">
            {requests.map((r) => (
              <li key={`${r.kind}-${r.id}`} className="history-item">
                <span>
                  <strong>{KIND_TITLES[r.kind] ?? r.kind}</strong> · {r.service}
                </span>
                <span>
                  {day(r.createdAt)} · {r.contacted ? "We contacted you" : "Received"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="jobs-title">
        <h2 id="jobs-title">Your Jobs</h2>
        {jobs.length === 0 ? (
          <p className="muted">No jobs yet.</p>
        ) : (
          <ul className="history-list">
            {jobs.map((j) => (
              <li key={j.id} className="history-item">
                <span>
                  <strong>Job #{j.id}</strong> · {j.service}
                </span>
                <span>
                  <span className={`badge job-${j.status.replace(" ", "-")}`}>{j.status}</span>{" "}
                  {day(j.completedAt ?? j.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="invoices-title">
        <h2 id="invoices-title">Invoices</h2>
        {invoices.length === 0 ? (
          <p className="muted">No invoices yet.</p>
        ) : (
          <ul className="history-list">
            {invoices.map((i) => (
              <li key={i.number} className="history-item">
                <span>
                  <strong>{i.number}</strong> · {day(i.createdAt)} · <span className="badge">{i.status}</span>
                </span>
                <span>
                  Total {formatCents(i.totalCents)} · Paid {formatCents(i.paidCents)} ·{" "}
                  <a href={i.payUrl} aria-label={`${i.status === "paid" ? "View" : "View and pay"} ${i.number}`}>
                    {i.status === "paid" ? "View" : "View and pay"}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="receipts-title">
        <h2 id="receipts-title">Receipts</h2>
        {receipts.length === 0 ? (
          <p className="muted">No payments yet.</p>
        ) : (
          <ul className="history-list">
            {receipts.map((p, n) => (
              <li key={`${p.invoiceNumber}-${n}`} className="history-item">
                <span>
                  <strong>{formatCents(p.amountCents)}</strong> · {METHOD_TITLES[p.method] ?? p.method} ·{" "}
                  {p.invoiceNumber}
                </span>
                <span>
                  {day(p.receivedAt)}
                  {p.tipCents > 0 ? ` · Tip ${formatCents(p.tipCents)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
