// One estimate as the back office shows it: its number and status, the
// terms, each option with its lines and total (the one the driver chose
// marked), who approved it and when, or why it was declined, its card hold
// or deposit, and the driver's link to open or copy.
import type { ReactNode } from "react";
import { CopyButton } from "../../components/staff/ui";
import { formatCents } from "../../lib/money";
import { STATUS_LABELS, type Estimate } from "../../lib/estimates/api";
import { dayTime, dueLine, holdLine, shortDay, termsLine } from "../../lib/estimates/words";

const quantity = (hundredths: number) => String(hundredths / 100);

export function EstimateView({ estimate: e, actions }: { estimate: Estimate; actions?: ReactNode }) {
  const id = `estimate-${e.id}`;
  const decided = e.status === "approved" || e.status === "declined";
  return (
    <article className="estimate" aria-labelledby={id}>
      <div className="lead-head">
        <h5 id={id}>
          {e.number}
          {e.parentId != null && " · change order"}
        </h5>
        <span className={`badge estimate-${e.status}`}>{STATUS_LABELS[e.status] ?? e.status}</span>
      </div>
      <p className="muted small">
        {termsLine(e)} · expires {shortDay(e.expiresAt)}
        {e.sentAt && <> · sent {dayTime(e.sentAt)}</>}
        {e.customerName && <> · for {e.customerName}</>}
      </p>
      {e.previousApprovedCents != null && (
        <p className="small">Replaces the {formatCents(e.previousApprovedCents)} approved before.</p>
      )}
      <ol className="estimate-options" aria-label={`Options of ${e.number}`}>
        {e.options.map((o) => {
          const chosen = e.approvedOption === o.position;
          return (
            <li key={o.position} className={chosen ? "estimate-option chosen" : "estimate-option"}>
              <div className="estimate-option-head">
                <strong>
                  Option {o.position}: {o.title}
                </strong>
                <span>{formatCents(o.totalCents)}</span>
                {chosen && <span className="badge badge-done">Chosen</span>}
              </div>
              <ul className="plain-list small">
                {o.lines.map((l, n) => (
                  <li key={n}>
                    {l.description} · {quantity(l.quantityHundredths)} × {formatCents(l.unitPriceCents)} ={" "}
                    {formatCents(l.amountCents)}
                    {l.taxable && " · taxable"}
                  </li>
                ))}
              </ul>
              <p className="muted small">
                Subtotal {formatCents(o.subtotalCents)} · Tax {formatCents(o.taxCents)}
                {!decided && <> · approval {dueLine(e.payment, o.dueCents)}</>}
              </p>
            </li>
          );
        })}
      </ol>
      {e.sentTo.length > 0 && (
        <p className="small">Sent to the fleet's approvers: {e.sentTo.join(", ")}, each with a link of their own.</p>
      )}
      {e.status === "approved" && (
        <p className="estimate-decision">
          Approved by <strong>{e.approvedName ?? "the driver"}</strong>
          {e.decidedBy && <> · via {e.decidedBy}</>}
          {e.approvedAt && <> on {dayTime(e.approvedAt)}</>}
          {e.approvedOption != null && <>: option {e.approvedOption}</>}
          {e.approvedCents != null && <>, {formatCents(e.approvedCents)}</>}
          {e.approvedPo && <>, PO {e.approvedPo}</>}
        </p>
      )}
      {e.status === "declined" && (
        <p className="estimate-decision">
          Declined{e.decidedBy && <> via {e.decidedBy}</>}
          {e.decidedAt && <> on {dayTime(e.decidedAt)}</>}
          {e.declinedReason && <>: “{e.declinedReason}”</>}
        </p>
      )}
      {e.holds.length > 0 && (
        <ul className="plain-list estimate-holds" aria-label={`Card hold and deposit of ${e.number}`}>
          {e.holds.map((h, n) => (
            <li key={n}>{holdLine(h)}</li>
          ))}
        </ul>
      )}
      {e.note && <p className="small">Note: {e.note}</p>}
      <div className="lead-actions">
        <a href={e.url} target="_blank" rel="noopener">
          {e.sentTo.length ? "Page" : "Driver's page"} for {e.number}
        </a>
        {/* A fleet's estimate is answered only by its approvers' own links: its own one only shows it. */}
        {!e.sentTo.length && <CopyButton text={e.url} label={`Copy the link to ${e.number}`} />}
        {actions}
      </div>
    </article>
  );
}
