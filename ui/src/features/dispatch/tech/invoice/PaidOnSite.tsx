// Paid on site: a payment the technician took by hand.
import { useState, type FormEvent } from "react";
import { recordPayment, type Invoice, type PaymentMethod } from "../../../../lib/invoices/api";
import { PaymentMethodOptions } from "../../../../components/invoice/options";
import { centsToDollars, dollarsToCents, formatCents } from "../../../../lib/money";
import { FieldError, OFFLINE, problem, useField, type Errors } from "./common";

export function PaidOnSite({ invoice, keep }: { invoice: Invoice; keep: (invoice: Invoice) => void }) {
  const [method, setMethod] = useState<PaymentMethod>("cash");
  const [amount, setAmount] = useState(centsToDollars(invoice.balanceCents));
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useField(errors);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const cents = dollarsToCents(amount);
    const found: Errors = {};
    if (cents == null || cents < 1) found.amountCents = "The amount received in dollars, e.g. 80 or 12.50";
    else if (cents > invoice.balanceCents)
      found.amountCents = `At most the balance, ${formatCents(invoice.balanceCents)}`;
    if (reference.length > 100) found.reference = "At most 100 characters";
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!navigator.onLine) return setMessage(OFFLINE);
    setBusy(true);
    try {
      const ref = reference.trim();
      keep(await recordPayment(invoice.id, { method, amountCents: cents!, ...(ref ? { reference: ref } : {}) }));
    } catch (err) {
      const p = problem(err);
      setErrors(p.fields);
      setMessage(p.fields.invoice ?? p.message);
      setBusy(false);
    }
  };
  return (
    <form className="tech-subform" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="paid-title">
      <h3 id="paid-title" className="tech-h3">
        Paid on site
      </h3>
      <label htmlFor="pay-method">Method</label>
      <select
        {...field("method", "pay-method")}
        value={method}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
      >
        <PaymentMethodOptions />
      </select>
      <FieldError errors={errors} name="method" id="pay-method" />
      <label htmlFor="pay-amount">Amount received ($)</label>
      <input
        {...field("amountCents", "pay-amount")}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <FieldError errors={errors} name="amountCents" id="pay-amount" />
      <label htmlFor="pay-reference">Check number or reference (optional)</label>
      <input
        {...field("reference", "pay-reference")}
        value={reference}
        maxLength={100}
        onChange={(e) => setReference(e.target.value)}
      />
      <FieldError errors={errors} name="reference" id="pay-reference" />
      {message && (
        <p className="tech-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="tech-btn primary" disabled={busy}>
        {busy ? "Recording…" : "Record payment"}
      </button>
    </form>
  );
}
