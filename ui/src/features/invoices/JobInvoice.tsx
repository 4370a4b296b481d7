// A job card's invoice (docs/product.md#invoices): its number and status,
// or the editor that makes one from price book lines and free lines; then
// sending its link, recording what was paid by hand, and voiding it.
import { useEffect, useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { useFieldErrors } from "../../lib/zodResolver";
import { toast } from "../../lib/toast";
import {
  STATUS_LABELS,
  createInvoice,
  fetchInvoice,
  recordPayment,
  sendInvoice,
  voidInvoice,
  type Invoice,
  type JobInvoice as Summary,
  type PaymentMethod,
} from "../../lib/invoices/api";
import { freeLine, lineFrom, preview as previewOf, useDraftLines, usePriceBook } from "../../lib/invoices/draft";
import { METHOD_LABELS, invoiceSchema, paymentSchema } from "../../lib/invoices/rules";
import { PaymentMethodOptions, PriceBookOptions } from "../../components/invoice/options";
import { dollarsToCents, formatCents } from "../../lib/money";

/** What a job card shows under its form; `onChange` reloads the job after a change. */
export function JobInvoice({
  jobId,
  summary,
  onChange,
}: {
  jobId: number;
  summary: Summary | null | undefined;
  onChange: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const { fail } = useDashboard();
  // Loaded when opened, and again when the job's summary says it changed
  // elsewhere (a card payment on the live feed, a technician's cash).
  const stale =
    !!summary &&
    (invoice?.id !== summary.id || invoice.status !== summary.status || invoice.balanceCents !== summary.balanceCents);
  useEffect(() => {
    if (open && summary && stale)
      fetchInvoice(summary.id)
        .then(setInvoice)
        .catch((e) => fail(e, { title: "Error", description: "Could not load the invoice." }));
    // Not on `invoice` itself: a fresh copy of the same state must not fetch again.
  }, [open, summary, stale, fail]);
  const id = `job-${jobId}-invoice`;
  return (
    <section className="job-invoice" aria-labelledby={id}>
      <div className="lead-head">
        <h4 id={id}>Invoice</h4>
        {summary ? (
          <span className={`badge invoice-${summary.status}`}>
            {summary.number} · {STATUS_LABELS[summary.status] ?? summary.status}
          </span>
        ) : (
          <span className="muted small">None yet</span>
        )}
        <button type="button" className="btn btn-outline btn-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Close" : summary ? "Open invoice" : "Make invoice"}
        </button>
      </div>
      {open &&
        (summary ? (
          invoice && (
            <InvoiceDetail
              // A payment made elsewhere starts the form again at the new balance.
              key={invoice.balanceCents}
              invoice={invoice}
              onChange={(inv) => {
                setInvoice(inv);
                onChange();
              }}
            />
          )
        ) : (
          <InvoiceEditor
            jobId={jobId}
            onMade={(inv) => {
              setInvoice(inv);
              onChange();
            }}
          />
        ))}
    </section>
  );
}

function InvoiceEditor({ jobId, onMade }: { jobId: number; onMade: (inv: Invoice) => void }) {
  const { fail } = useDashboard();
  const { book, taxRate } = usePriceBook(true, (e) =>
    fail(e, { title: "Error", description: "Could not load the price book." }),
  );
  const [pick, setPick] = useState("");
  const { lines: rows, add, change: set, remove } = useDraftLines();
  const [discount, setDiscount] = useState("");
  const [saving, setSaving] = useState(false);
  const p = (f: string) => `job-${jobId}-inv-${f}`;
  const body = {
    jobId,
    discountCents: discount.trim() ? (dollarsToCents(discount) ?? -1) : 0,
    lines: rows.map((r) => ({
      description: r.description,
      quantity: Number(r.quantity),
      unitPriceCents: dollarsToCents(r.unitPrice) ?? -1,
      taxable: r.taxable,
    })),
  };
  const { errors, setErrors, check } = useFieldErrors(invoiceSchema, body);
  const preview = previewOf(rows, discount, taxRate);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    setSaving(true);
    try {
      const inv = await createInvoice(body);
      toast({ title: `Invoice ${inv.number} made`, description: `Total ${formatCents(inv.totalCents)}` });
      onMade(inv);
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) setErrors(err.body.fields);
      fail(err, { title: "Error", description: "Could not make the invoice." });
    } finally {
      setSaving(false);
    }
  };
  const err = (f: string) =>
    errors[f] && (
      <span className="field-error" id={`${p(f)}-error`}>
        {errors[f]}
      </span>
    );
  const invalid = (f: string) =>
    errors[f] ? { "aria-invalid": true as const, "aria-describedby": `${p(f)}-error` } : {};
  return (
    <form className="form invoice-editor" onSubmit={submit} noValidate aria-label={`New invoice for job ${jobId}`}>
      <div className="invoice-add">
        <div className="field">
          <label htmlFor={p("pick")}>From the price book</label>
          <select id={p("pick")} value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">Choose a service or part</option>
            <PriceBookOptions book={book} />
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={!pick}
          onClick={() => {
            const item = book?.find((b) => String(b.id) === pick);
            if (item) add(lineFrom(item));
            setPick("");
          }}
        >
          Add line
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => add(freeLine())}>
          Add a free line
        </button>
      </div>
      {err("lines")}
      {rows.map((r, n) => (
        <fieldset key={r.key} className="invoice-line">
          <legend>Line {n + 1}</legend>
          <div className="field">
            <label htmlFor={p(`${r.key}-d`)}>Description</label>
            <input
              id={p(`${r.key}-d`)}
              value={r.description}
              onChange={(e) => set(r.key, { description: e.target.value })}
              {...invalid(`lines.${n}.description`)}
            />
            {err(`lines.${n}.description`)}
          </div>
          <div className="field">
            <label htmlFor={p(`${r.key}-q`)}>Quantity</label>
            <input
              id={p(`${r.key}-q`)}
              inputMode="decimal"
              value={r.quantity}
              onChange={(e) => set(r.key, { quantity: e.target.value })}
              {...invalid(`lines.${n}.quantity`)}
            />
            {err(`lines.${n}.quantity`)}
          </div>
          <div className="field">
            <label htmlFor={p(`${r.key}-p`)}>Unit price ($)</label>
            <input
              id={p(`${r.key}-p`)}
              inputMode="decimal"
              value={r.unitPrice}
              onChange={(e) => set(r.key, { unitPrice: e.target.value })}
              {...invalid(`lines.${n}.unitPriceCents`)}
            />
            {err(`lines.${n}.unitPriceCents`)}
          </div>
          <label className="check">
            <input type="checkbox" checked={r.taxable} onChange={(e) => set(r.key, { taxable: e.target.checked })} />{" "}
            Taxable
          </label>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => remove(r.key)}>
            Remove line {n + 1}
          </button>
        </fieldset>
      ))}
      <div className="field">
        <label htmlFor={p("discount")}>Discount ($)</label>
        <input
          id={p("discount")}
          inputMode="decimal"
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
          {...invalid("discountCents")}
        />
        {err("discountCents")}
      </div>
      <p className="invoice-preview">
        Subtotal {formatCents(preview.subtotalCents)}
        {preview.discountCents > 0 && <> · Discount −{formatCents(preview.discountCents)}</>}
        {taxRate != null && (
          <>
            {" "}
            · Tax{taxRate ? ` (${taxRate / 100}%)` : ""} {formatCents(preview.taxCents)} · Total{" "}
            <strong>{formatCents(preview.totalCents)}</strong>
          </>
        )}
      </p>
      <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
        {saving ? "Making..." : "Make Invoice"}
      </button>
    </form>
  );
}

function InvoiceDetail({ invoice, onChange }: { invoice: Invoice; onChange: (inv: Invoice) => void }) {
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
      onChange(inv);
      setAmount((inv.balanceCents / 100).toFixed(2));
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) setErrors(err.body.fields);
      fail(err, { title: "Error", description: failed });
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
