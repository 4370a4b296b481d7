// Make invoice: lines from the price book or written for the job, a
// discount, and what they come to; made online only (the number comes from
// the server).
import { useEffect, useState, type FormEvent } from "react";
import type { Job } from "../../api";
import { createInvoice, type Invoice, type NewLine } from "../../../../lib/invoices/api";
import { useInvoiceDraft } from "../../../../lib/invoices/draft";
import { MAX_PRICE_CENTS, MAX_TOTAL_CENTS } from "../../../../lib/invoices/rules";
import { PriceBookOptions } from "../../../../components/invoice/options";
import { dollarsToCents, formatCents } from "../../../../lib/money";
import { FieldError, OFFLINE, problem, useField, type Errors } from "./common";

export function InvoiceForm({ job, online, keep }: { job: Job; online: boolean; keep: (invoice: Invoice) => void }) {
  // Tried again when the signal returns; free lines work meanwhile.
  const draft = useInvoiceDraft(online);
  const { book, taxRate, bookFailed, pick, setPick, lines, change, discount, setDiscount } = draft;
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const field = useField(errors);

  // The signal is back: the offline message no longer holds.
  useEffect(() => {
    if (online) setMessage((m) => (m === OFFLINE ? null : m));
  }, [online]);

  useEffect(() => {
    if (focusKey != null) document.getElementById(`inv-${focusKey}-desc`)?.focus();
  }, [focusKey]);

  // A line added answers the "add at least one line" error.
  const added = (key: number | null) => {
    if (key != null)
      setErrors((e) => {
        const { lines: _, ...rest } = e;
        return rest;
      });
    return key;
  };
  const addFromBook = () => {
    if (added(draft.addPicked()) == null) setErrors((e) => ({ ...e, pick: "Choose an item of the price book first" }));
  };
  const addFree = () => setFocusKey(added(draft.addFree()));
  const remove = (key: number) => {
    draft.remove(key);
    // The errors name lines by position, which has just changed.
    setErrors({});
  };

  const parsed = draft.read;
  const discountCents = discount.trim() ? dollarsToCents(discount) : 0;
  const sums = draft.totals;
  const subtotal = sums.subtotalCents;

  const check = (): { errors: Errors; body: NewLine[] } => {
    const out: Errors = {};
    const body: NewLine[] = [];
    if (!lines.length) out.lines = "Add at least one line: an invoice cannot be empty";
    lines.forEach((d, n) => {
      const { q, u } = parsed[n];
      const description = d.description.trim();
      if (!description) out[`lines.${n}.description`] = "Say what was done or sold";
      else if (description.length > 200) out[`lines.${n}.description`] = "At most 200 characters";
      if (q == null || q < 1 || q > 100_000)
        out[`lines.${n}.quantity`] = "A quantity from 0.01 to 1000, at most two decimals";
      if (u == null || u > MAX_PRICE_CENTS)
        out[`lines.${n}.unitPriceCents`] = "A price in dollars up to $100,000, e.g. 80 or 12.50";
      body.push({ description, quantity: (q ?? 0) / 100, unitPriceCents: u ?? 0, taxable: d.taxable });
    });
    if (discountCents == null || discountCents > MAX_TOTAL_CENTS)
      out.discountCents = "A discount in dollars, e.g. 10 or 12.50";
    else if (discountCents > subtotal && !Object.keys(out).length)
      out.discountCents = `At most the subtotal, ${formatCents(subtotal)}`;
    return { errors: out, body };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const { errors: found, body } = check();
    setErrors(found);
    if (Object.keys(found).length) return setMessage("Check the fields marked below.");
    if (!navigator.onLine) return setMessage(OFFLINE);
    setBusy(true);
    try {
      keep(await createInvoice({ jobId: job.id, lines: body, discountCents: discountCents ?? 0 }));
    } catch (err) {
      const p = problem(err);
      setErrors(p.fields);
      setMessage(p.fields.jobId ?? p.message);
    } finally {
      setBusy(false);
    }
  };

  const known = new Set(["lines", "discountCents", "jobId", "pick"]);
  const other = Object.entries(errors).filter(([k]) => !known.has(k) && !/^lines\.\d+\./.test(k));
  return (
    <form className="tech-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="invoice-title">
      <h2 id="invoice-title" className="tech-h2 tech-form-title">
        Make invoice
      </h2>
      {!online && (
        <p className="tech-note" role="status">
          {OFFLINE}
        </p>
      )}
      <label htmlFor="inv-pick">From the price book</label>
      <div className="tech-row">
        <select
          {...field("pick", "inv-pick")}
          value={pick}
          onChange={(e) => {
            setPick(e.target.value);
            setErrors(({ pick: _, ...rest }) => rest);
          }}
        >
          <option value="">
            {book ? "Choose…" : online && !bookFailed ? "Loading the price book…" : "Price book not loaded"}
          </option>
          <PriceBookOptions book={book} />
        </select>
        <button type="button" className="tech-btn small" onClick={addFromBook}>
          Add
        </button>
      </div>
      <FieldError errors={errors} name="pick" id="inv-pick" />
      <button type="button" className="tech-btn quiet" onClick={addFree}>
        Add a free line
      </button>

      {lines.length > 0 && (
        <ol className="tech-lines" aria-label="Invoice lines">
          {lines.map((d, n) => {
            const id = `inv-${d.key}`;
            const k = (f: string) => `lines.${n}.${f}`;
            return (
              <li key={d.key}>
                <fieldset className="tech-line">
                  <legend>Line {n + 1}</legend>
                  <label htmlFor={`${id}-desc`}>Description</label>
                  <input
                    {...field(k("description"), `${id}-desc`)}
                    value={d.description}
                    maxLength={200}
                    onChange={(e) => change(d.key, { description: e.target.value })}
                  />
                  <FieldError errors={errors} name={k("description")} id={`${id}-desc`} />
                  <div className="tech-pair">
                    <div>
                      <label htmlFor={`${id}-qty`}>Quantity</label>
                      <input
                        {...field(k("quantity"), `${id}-qty`)}
                        inputMode="decimal"
                        value={d.quantity}
                        onChange={(e) => change(d.key, { quantity: e.target.value })}
                      />
                      <FieldError errors={errors} name={k("quantity")} id={`${id}-qty`} />
                    </div>
                    <div>
                      <label htmlFor={`${id}-price`}>Unit price ($)</label>
                      <input
                        {...field(k("unitPriceCents"), `${id}-price`)}
                        inputMode="decimal"
                        value={d.unitPrice}
                        onChange={(e) => change(d.key, { unitPrice: e.target.value })}
                      />
                      <FieldError errors={errors} name={k("unitPriceCents")} id={`${id}-price`} />
                    </div>
                  </div>
                  <label className="tech-check">
                    <input
                      type="checkbox"
                      checked={d.taxable}
                      aria-describedby={errors[k("taxable")] ? `${id}-tax-error` : undefined}
                      onChange={(e) => change(d.key, { taxable: e.target.checked })}
                    />
                    Taxable
                  </label>
                  <FieldError errors={errors} name={k("taxable")} id={`${id}-tax`} />
                  <div className="tech-line-foot">
                    <span>
                      Amount: <strong>{parsed[n].amount == null ? "—" : formatCents(parsed[n].amount)}</strong>
                    </span>
                    <button type="button" className="tech-link" onClick={() => remove(d.key)}>
                      Remove<span className="tech-sr"> line {n + 1}</span>
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError errors={errors} name="lines" id="inv-lines" />

      <label htmlFor="inv-discount">Discount ($)</label>
      <input
        {...field("discountCents", "inv-discount")}
        inputMode="decimal"
        placeholder="0"
        value={discount}
        onChange={(e) => setDiscount(e.target.value)}
      />
      <FieldError errors={errors} name="discountCents" id="inv-discount" />

      <dl className="tech-totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(subtotal)}</dd>
        <dt>Discount</dt>
        <dd>{sums.discountCents ? `−${formatCents(sums.discountCents)}` : formatCents(0)}</dd>
        {taxRate == null ? (
          <>
            <dt>Total before tax</dt>
            <dd>
              <strong>{formatCents(sums.subtotalCents - sums.discountCents)}</strong>
            </dd>
          </>
        ) : (
          <>
            <dt>Tax{taxRate ? ` (${taxRate / 100}%)` : ""}</dt>
            <dd>{formatCents(sums.taxCents)}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{formatCents(sums.totalCents)}</strong>
            </dd>
          </>
        )}
      </dl>
      {taxRate == null && (
        <p className="tech-muted tech-small">Tax is added by the office's rate on the taxable lines.</p>
      )}
      {other.map(([k, m]) => (
        <span key={k} className="tech-error">
          {m}
        </span>
      ))}
      {message && (
        <p className="tech-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="tech-btn primary" disabled={busy}>
        {busy ? "Making the invoice…" : "Create invoice"}
      </button>
    </form>
  );
}
