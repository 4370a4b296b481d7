// A fleet's statement in the back office (docs/product.md#fleets): for any
// period and day (the current month to date unless asked; last month is one
// press away), its balances and aging, its printable page (the one the
// billing contact pays from) and CSV; and a payment received by check or
// transfer, applied to the invoices ticked (in that order) or the oldest due
// first, as the server decides and reports.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { AgingTable, monthBefore } from "../../components/fleet/Aging";
import { focusFirstError, Select, showRefusal, TextInput } from "../../components/fleet/fields";
import { ApiError } from "../../lib/api";
import { MANUAL_METHODS, METHOD_LABELS } from "../../lib/lists";
import { dollarsToCents, formatCents } from "../../lib/money";
import { useDashboard } from "../../lib/staff/dashboard";
import { sitePath } from "../../lib/sitePath";
import { toast } from "../../lib/toast";
import { fetchStatement, recordFleetPayment, statementCsv, type FleetPaymentBody, type Statement } from "./api";

export function FleetStatement({ fleetId, onPaid }: { fleetId: number; onPaid?: () => void }) {
  const { fail, reloadKey } = useDashboard();
  const [period, setPeriod] = useState({ asOf: "", from: "", to: "" });
  const [asked, setAsked] = useState(period);
  const [statement, setStatement] = useState<Statement | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const load = useCallback(
    () =>
      fetchStatement(fleetId, asked)
        .then((s) => {
          setStatement(s);
          setErrors({});
        })
        .catch((e) => {
          if (e instanceof ApiError && e.body?.fields) setErrors(e.body.fields);
          else fail(e, { title: "Error", description: "Could not make the statement." });
        }),
    [fleetId, asked, fail],
  );
  useEffect(() => void load(), [load, reloadKey]);
  const id = (f: string) => `statement-${fleetId}-${f}`;
  const dateField = (f: keyof typeof period, label: string) => (
    <TextInput
      id={id(f)}
      label={label}
      type="date"
      value={period[f]}
      error={errors[f]}
      onChange={(e) => setPeriod((p) => ({ ...p, [f]: e.target.value }))}
    />
  );
  return (
    <section className="card" aria-labelledby={id("title")}>
      <h3 id={id("title")}>Statement</h3>
      <form
        className="form fleet-grid statement-period"
        aria-label="Statement period"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setAsked({ ...period });
        }}
      >
        {dateField("asOf", "As of")}
        {dateField("from", "Period from")}
        {dateField("to", "Period to")}
        <div className="wide actions">
          <button type="submit" className="btn btn-outline btn-sm">
            Show Statement
          </button>
          {statement && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => {
                // The month before the one shown, aged on the same day.
                const last = { asOf: period.asOf, ...monthBefore(statement.periodEnd) };
                setPeriod(last);
                setAsked(last);
              }}
            >
              Previous Month
            </button>
          )}
        </div>
      </form>
      {statement && (
        <>
          <p className="muted small">
            {statement.periodStart} to {statement.periodEnd}, aged on {statement.asOf}
          </p>
          <dl className="facts small">
            <dt>Opening balance</dt>
            <dd>{formatCents(statement.openingCents)}</dd>
            <dt>Invoiced</dt>
            <dd>{formatCents(statement.invoicedCents)}</dd>
            <dt>Received</dt>
            <dd>{formatCents(statement.receivedCents)}</dd>
            <dt>Closing balance</dt>
            <dd>{formatCents(statement.closingCents)}</dd>
            <dt>Owed on {statement.asOf}</dt>
            <dd>
              <strong>{formatCents(statement.owedCents)}</strong>
            </dd>
          </dl>
          <AgingTable aging={statement.aging} asOf={statement.asOf} />
          <p className="actions">
            <a className="btn btn-outline btn-sm" href={sitePath(statement.url)} target="_blank" rel="noopener">
              Printable statement
            </a>
            <a className="btn btn-outline btn-sm" href={statementCsv(fleetId, asked)} download>
              Statement CSV
            </a>
          </p>
          <FleetPayment
            fleetId={fleetId}
            statement={statement}
            onPaid={() => {
              void load();
              onPaid?.();
            }}
          />
        </>
      )}
    </section>
  );
}

function FleetPayment({ fleetId, statement, onPaid }: { fleetId: number; statement: Statement; onPaid: () => void }) {
  const { fail } = useDashboard();
  const [v, setV] = useState({ method: "check", amount: "", reference: "" });
  const [chosen, setChosen] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (f: string) => `fleet-payment-${fleetId}-${f}`;
  const open = statement.openInvoices.filter((i) => i.balanceCents > 0);
  const record = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const cents = dollarsToCents(v.amount);
    if (cents === null || cents < 1) {
      setErrors({ amountCents: "Amount must be whole cents from $0.01 to $1,000,000.00" });
      return focusFirstError(form);
    }
    try {
      const answer = await recordFleetPayment(fleetId, {
        method: v.method as FleetPaymentBody["method"],
        amountCents: cents,
        reference: v.reference.trim() || null,
        invoiceIds: chosen.length ? chosen : null,
      });
      toast({
        title: `${formatCents(cents)} recorded`,
        description: answer.applied.map((a) => `${a.number} ${formatCents(a.amountCents)}`).join(", "),
      });
      setV({ method: v.method, amount: "", reference: "" });
      setChosen([]);
      setErrors({});
      onPaid();
    } catch (err) {
      showRefusal(err, form, setErrors, fail, "Could not record it.");
    }
  };
  if (open.length === 0) return <p className="muted small">Nothing is owed: no payment to record.</p>;
  return (
    <form className="form fleet-grid" onSubmit={record} noValidate aria-label="Record a payment from the fleet">
      <h4 className="wide">Record a payment</h4>
      <Select
        id={id("method")}
        label="Paid by"
        value={v.method}
        error={errors.method}
        options={MANUAL_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] ?? m }))}
        onChange={(e) => setV((o) => ({ ...o, method: e.target.value }))}
      />
      <TextInput
        id={id("amount")}
        label="Amount ($)"
        inputMode="decimal"
        value={v.amount}
        error={errors.amountCents}
        onChange={(e) => setV((o) => ({ ...o, amount: e.target.value }))}
      />
      <TextInput
        id={id("reference")}
        label="Check number or reference"
        value={v.reference}
        error={errors.reference}
        onChange={(e) => setV((o) => ({ ...o, reference: e.target.value }))}
      />
      <fieldset className="wide">
        <legend>Apply to (none ticked: the oldest due first)</legend>
        {open.map((i) => (
          <label key={i.id} className="field-check">
            <input
              type="checkbox"
              checked={chosen.includes(i.id)}
              onChange={(e) => setChosen((c) => (e.target.checked ? [...c, i.id] : c.filter((x) => x !== i.id)))}
            />{" "}
            {i.number}
            {i.poNumber ? ` · PO ${i.poNumber}` : ""} · due {i.dueDate} · {formatCents(i.balanceCents)} owed
          </label>
        ))}
        {errors.invoiceIds && <span className="field-error">{errors.invoiceIds}</span>}
      </fieldset>
      <div className="wide">
        <button type="submit" className="btn btn-primary btn-sm">
          Record Payment
        </button>
      </div>
    </form>
  );
}
