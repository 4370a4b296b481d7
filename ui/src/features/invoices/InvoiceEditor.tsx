// The back office's invoice editor: price book lines and free lines, a
// discount, and the totals the server will charge; checked by the server's
// own rules (lib/invoices/rules.ts) before it is sent.
import { useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { useFieldErrors } from "../../lib/zodResolver";
import { toast } from "../../lib/toast";
import { createInvoice, type Invoice } from "../../lib/invoices/api";
import { useInvoiceDraft } from "../../lib/invoices/draft";
import { invoiceSchema } from "../../lib/invoices/rules";
import { PriceBookOptions } from "../../components/invoice/options";
import { dollarsToCents, formatCents } from "../../lib/money";

export function InvoiceEditor({ jobId, onMade }: { jobId: number; onMade: (inv: Invoice) => void }) {
  const { fail } = useDashboard();
  const {
    book,
    taxRate,
    pick,
    setPick,
    lines: rows,
    addPicked,
    addFree,
    change: set,
    remove,
    discount,
    setDiscount,
    totals: preview,
  } = useInvoiceDraft(true, (e) => fail(e, { title: "Error", description: "Could not load the price book." }));
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
            if (addPicked() == null) setPick("");
          }}
        >
          Add line
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={addFree}>
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
