// Make invoice, at Completed (docs/product.md#dispatch): lines from the price
// book or written for the job, a discount, then the invoice's number, totals
// and link; Paid on site and Text the invoice to the customer. Invoices are
// made online only (their number comes from the server); the invoice made is
// kept on the phone by job, so reopening the job shows it.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "../../../lib/api";
import type { Job } from "../api";
import {
  STATUS_LABELS,
  createInvoice,
  fetchInvoice,
  recordPayment,
  sendInvoice,
  type Invoice,
  type NewLine,
  type PaymentMethod,
} from "../../../lib/invoices/api";
import { freeLine, lineFrom, preview, readLines, useDraftLines, usePriceBook } from "../../../lib/invoices/draft";
import { MAX_PRICE_CENTS, MAX_TOTAL_CENTS } from "../../../lib/invoices/rules";
import { PaymentMethodOptions, PriceBookOptions } from "../../../components/invoice/options";
import { centsToDollars, dollarsToCents, formatCents } from "../../../lib/money";

export const OFFLINE = "You are offline: make the invoice when you have signal.";
/** How often an invoice still owed is looked at again, so a card payment from the link shows up. */
export const RECHECK_MS = 10_000;

type Errors = Record<string, string>;

/** What went wrong, for the form: the server's field errors, or why nothing was sent. */
function problem(e: unknown): { fields: Errors; message: string } {
  if (!(e instanceof ApiError)) return { fields: {}, message: OFFLINE };
  if (e.status === 401) return { fields: {}, message: "You are signed out: sign in again, then try once more." };
  if (e.status >= 500) return { fields: {}, message: "The server had a problem: try again in a moment." };
  return { fields: e.body?.fields ?? {}, message: e.serverMessage ?? "The server refused it." };
}

/** An error message under a field, and the attributes that tie the field to it. */
function useField(errors: Errors) {
  return (key: string, id: string) => ({
    id,
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `${id}-error` : undefined,
  });
}

function FieldError({ errors, name, id }: { errors: Errors; name: string; id: string }) {
  return errors[name] ? (
    <span id={`${id}-error`} className="tech-error">
      {errors[name]}
    </span>
  ) : null;
}

export function InvoiceStep({
  job,
  online,
  invoice,
  keep,
}: {
  job: Job;
  online: boolean;
  invoice?: Invoice;
  keep: (invoice: Invoice) => void;
}) {
  // Just made: its heading takes the focus, so a screen reader hears the number.
  const [fresh, setFresh] = useState(false);
  return (
    <section className="tech-invoice" aria-labelledby="invoice-title">
      {invoice ? (
        <MadeInvoice invoice={invoice} online={online} keep={keep} fresh={fresh} />
      ) : (
        <InvoiceForm
          job={job}
          online={online}
          keep={(i) => {
            setFresh(true);
            keep(i);
          }}
        />
      )}
    </section>
  );
}

function InvoiceForm({ job, online, keep }: { job: Job; online: boolean; keep: (invoice: Invoice) => void }) {
  // Tried again when the signal returns; free lines work meanwhile.
  const { book, taxRate, failed: bookFailed } = usePriceBook(online);
  const [pick, setPick] = useState("");
  const { lines, add: addLine, change, remove: removeLine } = useDraftLines();
  const [discount, setDiscount] = useState("");
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

  const add = (line: Parameters<typeof addLine>[0]) => {
    const key = addLine(line);
    setErrors((e) => {
      const { lines: _, ...rest } = e;
      return rest;
    });
    return key;
  };
  const addFromBook = () => {
    const item = book?.find((i) => String(i.id) === pick);
    if (!item) return setErrors((e) => ({ ...e, pick: "Choose an item of the price book first" }));
    add(lineFrom(item));
    setPick("");
  };
  const addFree = () => setFocusKey(add(freeLine()));
  const remove = (key: number) => {
    removeLine(key);
    // The errors name lines by position, which has just changed.
    setErrors({});
  };

  const parsed = readLines(lines);
  const discountCents = discount.trim() ? dollarsToCents(discount) : 0;
  const sums = preview(lines, discount, taxRate);
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

function MadeInvoice({
  invoice,
  online,
  keep,
  fresh,
}: {
  invoice: Invoice;
  online: boolean;
  keep: (invoice: Invoice) => void;
  fresh: boolean;
}) {
  const [done, setDone] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (fresh) title.current?.focus();
  }, [fresh]);

  const open = invoice.status !== "void" && invoice.balanceCents > 0;
  // While something is owed, the office or the customer's card may pay it:
  // look again now and then (and when the app comes back to the front).
  // `keep` is made anew at each render, which must not restart the timer.
  const keepLatest = useRef(keep);
  keepLatest.current = keep;
  useEffect(() => {
    if (!online || !open) return;
    let live = true;
    const look = () => {
      if (document.visibilityState !== "visible") return;
      fetchInvoice(invoice.id)
        .then((latest) => {
          if (live && (latest.paidCents !== invoice.paidCents || latest.status !== invoice.status))
            keepLatest.current(latest);
        })
        // A failed look changes nothing; the next one tries again.
        .catch(() => undefined);
    };
    const timer = setInterval(look, RECHECK_MS);
    document.addEventListener("visibilitychange", look);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", look);
    };
  }, [online, open, invoice.id, invoice.paidCents, invoice.status]);
  const send = async () => {
    setMessage(null);
    setDone(null);
    if (!navigator.onLine) return setMessage(OFFLINE);
    setBusy(true);
    try {
      keep(await sendInvoice(invoice.id));
      setDone("The invoice link was texted to the customer (and mailed, when they gave an email).");
    } catch (e) {
      const p = problem(e);
      setMessage(p.fields.invoice ?? p.message);
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (online) setMessage((m) => (m === OFFLINE ? null : m));
  }, [online]);
  const rate = invoice.taxRateBasisPoints / 100;
  return (
    <div className="tech-form">
      <h2 id="invoice-title" className="tech-h2 tech-form-title" tabIndex={-1} ref={title}>
        Invoice {invoice.number}
      </h2>
      <p className={`tech-badge big inv-${invoice.status}`}>{STATUS_LABELS[invoice.status] ?? invoice.status}</p>
      <dl className="tech-totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(invoice.subtotalCents)}</dd>
        {invoice.discountCents > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{formatCents(invoice.discountCents)}</dd>
          </>
        )}
        <dt>Tax{rate ? ` (${rate}%)` : ""}</dt>
        <dd>{formatCents(invoice.taxCents)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatCents(invoice.totalCents)}</strong>
        </dd>
        {invoice.paidCents > 0 && (
          <>
            <dt>Paid</dt>
            <dd>{formatCents(invoice.paidCents)}</dd>
          </>
        )}
        <dt>Balance</dt>
        <dd>
          <strong>{formatCents(invoice.balanceCents)}</strong>
        </dd>
      </dl>
      <p className="tech-link-line">
        Customer's link:{" "}
        <a href={invoice.url} target="_blank" rel="noopener noreferrer">
          {invoice.url}
        </a>
      </p>
      {done && (
        <p className="tech-done" role="status">
          {done}
        </p>
      )}
      {message && (
        <p className="tech-error" role="alert">
          {message}
        </p>
      )}
      {!online && (
        <p className="tech-note" role="status">
          You are offline: payments and texts need signal.
        </p>
      )}
      {open && (
        <PaidOnSite
          key={invoice.balanceCents}
          invoice={invoice}
          keep={(i) => {
            keep(i);
            setMessage(null);
            setDone(
              i.status === "paid"
                ? "Paid in full. The receipt was texted to the customer."
                : `Payment recorded: ${formatCents(i.balanceCents)} still owed.`,
            );
          }}
        />
      )}
      {invoice.status !== "void" && invoice.status !== "paid" && (
        <button type="button" className="tech-btn quiet" disabled={busy} onClick={() => void send()}>
          {invoice.sentAt ? "Text the invoice again" : "Text the invoice to the customer"}
        </button>
      )}
    </div>
  );
}

function PaidOnSite({ invoice, keep }: { invoice: Invoice; keep: (invoice: Invoice) => void }) {
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
