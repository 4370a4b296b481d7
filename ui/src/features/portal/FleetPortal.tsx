// The fleet manager's portal (docs/product.md#fleets): their fleet's terms,
// the approvals waiting for them, the statement and invoices with their pay
// links, each unit's service history, and a service request. Everything
// here is the signed-in manager's own fleet: the server reads nothing else.
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { ApiError, api } from "../../lib/api";
import { shortDollars } from "../../lib/fleets/line";
import { INVOICE_STATUS_LABELS, PO_RULE_SHORT, TERMS_LABELS } from "../../lib/lists";
import { formatCents } from "../../lib/money";
import { toast } from "../../lib/toast";
import { fetchPortal, type Portal, type PortalInvoice, type Unit } from "./api";
import { Approvals } from "./Approvals";
import { PortalEstimates } from "./PortalEstimates";
import { PortalStatement } from "./PortalStatement";
import { Units } from "./Units";

/**
 * `serviceRequest` renders the Request Service form for the fleet's units
 * (the page composes it with the quote's rules, in a chunk of its own).
 */
export function FleetPortal({ serviceRequest }: { serviceRequest: (units: Unit[], onSent: () => void) => ReactNode }) {
  const navigate = useNavigate();
  const [portal, setPortal] = useState<Portal | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(
    () =>
      fetchPortal()
        .then(setPortal)
        .catch((e) => {
          if (e instanceof ApiError && e.status === 401) navigate("/login", { replace: true });
          else if (e instanceof ApiError && e.status === 403)
            setProblem("This account does not manage a fleet. Ask the owner for an invite to your fleet's portal.");
          else setProblem("Your fleet could not be loaded. Please refresh the page.");
        }),
    [navigate],
  );
  useEffect(() => void load(), [load]);

  const signOut = async () => {
    try {
      await api("POST", "/api/logout");
      navigate("/login");
    } catch {
      toast({ title: "Error", description: "An error occurred during logout", variant: "destructive" });
    }
  };

  if (!portal) {
    return (
      <section className="page container">
        <h1>Fleet Portal</h1>
        <p role="status">{problem ?? "Loading your fleet…"}</p>
      </section>
    );
  }
  const { fleet, statement, approvals, estimates, invoices, units } = portal;
  const open = invoices.filter((i) => i.balanceCents > 0);
  const terms = [
    TERMS_LABELS[fleet.terms] ?? fleet.terms,
    PO_RULE_SHORT[fleet.poRule] ?? "",
    fleet.approvalLimitCents != null ? `approval over ${shortDollars(fleet.approvalLimitCents)}` : "",
    fleet.taxExempt ? "tax exempt" : "",
  ].filter(Boolean);
  return (
    <section className="page container portal" aria-labelledby="portal-title">
      <div className="dashboard-head">
        <div>
          <h1 id="portal-title">{fleet.name}</h1>
          <p className="muted">Fleet portal · {terms.join(" · ")}</p>
        </div>
        <button type="button" className="btn btn-outline" onClick={signOut}>
          Logout
        </button>
      </div>
      {fleet.creditHold && (
        <p className="card portal-hold" role="note">
          Your account is on credit hold: our technician collects payment on site until it is settled.
        </p>
      )}
      <div className="card-grid">
        <Approvals approvals={approvals} onAnswered={() => void load()} />
        {estimates.length > 0 && <PortalEstimates estimates={estimates} onAnswered={() => void load()} />}
        <PortalStatement initial={statement} />
      </div>
      <section className="card" aria-labelledby="portal-invoices">
        <h2 id="portal-invoices">Invoices ({open.length} open)</h2>
        {invoices.length === 0 ? (
          <p className="muted">No invoices yet.</p>
        ) : (
          <ul className="plain-list">
            {invoices.map((i) => (
              <InvoiceRow key={i.number} invoice={i} />
            ))}
          </ul>
        )}
      </section>
      <Units units={units} />
      {serviceRequest(units, load)}
    </section>
  );
}

function InvoiceRow({ invoice: i }: { invoice: PortalInvoice }) {
  const facts = [
    i.poNumber ? `PO ${i.poNumber}` : "",
    i.unitLabel ?? "",
    `sent ${i.sentOn}`,
    i.dueDate ? `due ${i.dueDate}` : "",
  ].filter(Boolean);
  return (
    <li className="portal-row">
      <span>
        <strong>{i.number}</strong> · {formatCents(i.totalCents)} ·{" "}
        <span className={`badge invoice-${i.status}`}>{INVOICE_STATUS_LABELS[i.status] ?? i.status}</span>
        {i.balanceCents > 0 && i.balanceCents !== i.totalCents && ` · ${formatCents(i.balanceCents)} owed`}
        <span className="muted small"> · {facts.join(" · ")}</span>
      </span>
      <a className={i.balanceCents > 0 ? "btn btn-primary btn-sm" : "btn btn-outline btn-sm"} href={i.path}>
        {i.balanceCents > 0 ? "Pay" : "View"} <span className="sr-only">invoice {i.number}</span>
      </a>
    </li>
  );
}
