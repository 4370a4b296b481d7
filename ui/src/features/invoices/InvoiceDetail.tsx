// An invoice made: its lines and totals, the customer's page, the payments,
// and recording a payment by hand, sending the link again, or voiding it.
import { useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { useFieldErrors } from "../../lib/zodResolver";
import { toast } from "../../lib/toast";
import { recordPayment, sendInvoice, voidInvoice, type Invoice, type PaymentMethod } from "../../lib/invoices/api";
import { METHOD_LABELS, paymentSchema } from "../../lib/invoices/rules";
import { PaymentMethodOptions } from "../../components/invoice/options";
import { dollarsToCents, formatCents } from "../../lib/money";

export function InvoiceDetail({ invoice, onChange }: { invoice: Invoice; onChange: (inv: Invoice) => void }) {
  const { fail } = useDashboard();
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [amount, setAmount] = useState((invoice.balanceCents / 100).toFixed(2));
  const [reference, setReference] = useState("");
  const body = { method, amountCents: dollarsToCents(amount) ?? -1, reference: reference.trim() || undefined };
  const { errors, setErrors, check } = useFieldErrors(paymentSchema, body);
  const p = (f: string) => `invoice-${invoice.id}-${f}`;
  const act = async (run: () => Promise<Invoice>, done: string, failed: string) => {
    try {
      const inv = await run();
      toast({ title: done });
      setErrors({});
      onChange(inv);
      setAmount((inv.balanceCents / 100).toFixed(2));
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) setErrors(err.body.fields);
      // The server's reason (a total over the approved estimate, a hold Stripe did not capture) when it gave one.
      fail(err, { title: "Error", description: (err instanceof ApiError && err.serverMessage) || failed });
    }
  };
  const pay = (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    void act(() => recordPayment(invoice.id, body), "Payment recorded", "Could not record the payment.");
  };
  const open = invoice.status !== "void" && invoice.balanceCents > 0;
  return (
    <div className="invoice-detail">
      <table className="invoice-lines">
        <caption className="sr-only">Lines of {invoice.number}</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((l, n) => (
            <tr key={n}>
              <td>{l.description}</td>
              <td className="num">{l.quantity}</td>
              <td className="num">{formatCents(l.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Total <strong>{formatCents(invoice.totalCents)}</strong> (tax {formatCents(invoice.taxCents)}) · Paid{" "}
        {formatCents(invoice.paidCents)}
        {invoice.tipCents > 0 && <> · Tips {formatCents(invoice.tipCents)}</>} · Balance{" "}
        <strong>{formatCents(invoice.balanceCents)}</strong>
      </p>
      {invoice.fleet && (
        <p>
          Bill to {invoice.fleet.name} · {invoice.fleet.termsLabel}
          {invoice.fleet.dueDate && <> · due {invoice.fleet.dueDate}</>}
          {invoice.fleet.poNumber ? <> · PO {invoice.fleet.poNumber}</> : invoice.fleet.poRequired && <> · no PO yet</>}
          {invoice.fleet.unit && <> · Unit {invoice.fleet.unit}</>}
          {invoice.fleet.vin && <> · VIN {invoice.fleet.vin}</>}
        </p>
      )}
      <p>
        <a href={invoice.url} target="_blank" rel="noopener">
          Customer's page for {invoice.number}
        </a>
      </p>
      {invoice.payments.length > 0 && (
        <ul className="plain-list small">
          {invoice.payments.map((pm) => (
            <li key={pm.id}>
              {formatCents(pm.amountCents)} · {METHOD_LABELS[pm.method] ?? pm.method}
              {pm.tipCents > 0 && <> + tip {formatCents(pm.tipCents)}</>} · {new Date(pm.receivedAt).toLocaleString()}
            </li>
          ))}
        </ul>
      )}
      {errors.invoice && <p className="field-error">{errors.invoice}</p>}
      {/* Sending refused: the total is over what the driver approved (a change order first). */}
      {errors.lines && (
        <p className="field-error" role="alert">
          {errors.lines}
        </p>
      )}
      {errors.poNumber && <p className="field-error">{errors.poNumber}</p>}
      {open && (
        <form
          className="form invoice-pay-form"
          onSubmit={pay}
          noValidate
          aria-label={`Record a payment on ${invoice.number}`}
        >
          <div className="field">
            <label htmlFor={p("method")}>Paid by</label>
            <select id={p("method")} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
              <PaymentMethodOptions />
            </select>
          </div>
          <div className="field">
            <label htmlFor={p("amount")}>Amount ($)</label>
            <input
              id={p("amount")}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={errors.amountCents ? true : undefined}
              aria-describedby={errors.amountCents ? `${p("amount")}-error` : undefined}
            />
            {errors.amountCents && (
              <span className="field-error" id={`${p("amount")}-error`}>
                {errors.amountCents}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor={p("reference")}>Reference (optional)</label>
            <input id={p("reference")} value={reference} onChange={(e) => setReference(e.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary btn-sm">
            Record Payment
          </button>
        </form>
      )}
      <div className="lead-actions">
        {invoice.status !== "void" && invoice.balanceCents > 0 && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() =>
              void act(() => sendInvoice(invoice.id), "Invoice sent to the customer", "Could not send it.")
            }
          >
            {invoice.sentAt ? "Send Again" : "Send to Customer"}
          </button>
        )}
        {invoice.status !== "void" && invoice.paidCents === 0 && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => void act(() => voidInvoice(invoice.id), "Invoice voided", "Could not void it.")}
          >
            Void
          </button>
        )}
      </div>
    </div>
  );
}
