// The back office's invoice editor: price book lines and free lines (the
// line editor the estimate's shares, components/invoice/LineEditor.tsx), a
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
import { LineEditor, fieldErrorProps } from "../../components/invoice/LineEditor";
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
  const prefix = `job-${jobId}-inv`;
  const p = (f: string) => `${prefix}-${f}`;
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
  const fields = fieldErrorProps(prefix, errors);
  const { error: err, invalid } = fields;
  return (
    <form className="form invoice-editor" onSubmit={submit} noValidate aria-label={`New invoice for job ${jobId}`}>
      <LineEditor
        prefix={prefix}
        book={book}
        pick={pick}
        setPick={setPick}
        lines={rows}
        addPicked={addPicked}
        addFree={addFree}
        change={set}
        remove={remove}
        linesKey="lines"
        keyOf={(n, f) => `lines.${n}.${f === "unitPrice" ? "unitPriceCents" : f}`}
        errors={fields}
      />
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
