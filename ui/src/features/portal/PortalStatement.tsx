// The portal's statement card: the current month to date (as the portal
// loads it), what is owed today and its aging, the statement's page (to view,
// print and pay) and CSV; the month before is one press away, and the next
// press goes a month further back.
import { useState } from "react";
import { AgingTable, monthBefore } from "../../components/fleet/Aging";
import { api } from "../../lib/api";
import { formatCents } from "../../lib/money";
import { sitePath } from "../../lib/sitePath";
import { toast } from "../../lib/toast";
import { STATEMENT_CSV, type Portal } from "./api";

type Statement = Portal["statement"];

const query = (s: Statement) => `?from=${s.periodStart}&to=${s.periodEnd}`;

export function PortalStatement({ initial }: { initial: Statement }) {
  const [statement, setStatement] = useState(initial);
  const [busy, setBusy] = useState(false);
  const current = statement.periodStart === initial.periodStart && statement.periodEnd === initial.periodEnd;
  const previous = async () => {
    const { from, to } = monthBefore(statement.periodEnd);
    setBusy(true);
    try {
      setStatement(await api("GET", "/api/fleet/statement", { query: { from, to } }));
    } catch {
      toast({ title: "Error", description: "The statement could not be loaded.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card portal-statement" aria-labelledby="portal-statement">
      <h2 id="portal-statement">Statement</h2>
      <p>
        Owed today: <strong>{formatCents(statement.owedCents)}</strong>
      </p>
      <p className="muted small">
        {statement.periodStart} to {statement.periodEnd}
        {current ? " (this month to date)" : ""}: opening {formatCents(statement.openingCents)}, invoiced{" "}
        {formatCents(statement.invoicedCents)}, received {formatCents(statement.receivedCents)}, closing{" "}
        {formatCents(statement.closingCents)}.
      </p>
      <AgingTable aging={statement.aging} asOf={statement.asOf} />
      <p className="actions">
        <a className="btn btn-primary btn-sm" href={sitePath(statement.url)}>
          {statement.owedCents > 0 ? "View and pay the statement" : "View the statement"}
        </a>
        <a
          className="btn btn-outline btn-sm"
          href={current ? STATEMENT_CSV : `${STATEMENT_CSV}${query(statement)}`}
          download
        >
          Statement CSV
        </a>
        <button type="button" className="btn btn-outline btn-sm" onClick={previous} disabled={busy}>
          Previous Month
        </button>
        {!current && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setStatement(initial)}>
            This Month
          </button>
        )}
      </p>
    </section>
  );
}
