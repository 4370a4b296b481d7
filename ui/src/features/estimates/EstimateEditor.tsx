// The estimate editor (issue 40), from a job card or a lead: one to three
// options, each a title and lines from the price book or written for the
// job (the invoice's own line editor, components/invoice/LineEditor.tsx);
// the payment approval asks (none, a card hold of the total, or a deposit as
// a percent or a fixed amount); the expiry; a note; and a live preview of
// each option's total and of what approving it asks (money.ts, as the
// server works it out). Save makes the draft (or writes a draft again); Send
// texts and mails its link.
// A change order has one option and the terms of the estimate it changes.
import { useEffect, useState, type FormEvent } from "react";
import { LineEditor, fieldErrorProps } from "../../components/invoice/LineEditor";
import { ApiError } from "../../lib/api";
import { usePriceBook, type EstimateDefault } from "../../lib/invoices/draft";
import { FLEET_TERMS } from "../../lib/lists";
import { formatCents } from "../../lib/money";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { createEstimate, sendEstimate, updateEstimate, type Estimate } from "./api";
import {
  MAX_OPTIONS,
  defaultTerms,
  estimateBody,
  estimateErrors,
  previewTerms,
  previews,
  termsOf,
  useOptions,
  type DepositKind,
  type PaymentChoice,
  type TermsDraft,
} from "./draft";
import { EstimateView } from "./EstimateView";
import { dueLine, sentWords } from "./words";

/** What the estimate is for: a job, or a lead, whose job `job()` makes or finds when the estimate is saved. */
export type EstimateTarget = { jobId: number } | { job: () => Promise<number> };

const PAYMENTS: { value: PaymentChoice; label: string; card: boolean }[] = [
  { value: "", label: "As usual for the business", card: false },
  { value: "none", label: "Nothing at approval", card: false },
  { value: "hold", label: "Card hold of the total", card: true },
  { value: "deposit", label: "Deposit, charged at approval", card: true },
];

/** A fleet on terms pays by its invoice: its estimates ask nothing by card, as the server has it. */
const NOTHING: EstimateDefault = { payment: "none", depositPercent: 0 };

/** The business's default in words (a fleet on terms is always asked nothing). */
const usualWords = (d: EstimateDefault, fleetOnTerms: boolean) =>
  fleetOnTerms
    ? "nothing at approval (the fleet pays by its invoice)"
    : d.payment === "hold"
      ? "card hold of the total"
      : d.payment === "deposit"
        ? `deposit of ${d.depositPercent}%, charged at approval`
        : "nothing at approval";

const LINE_KEYS = { description: "description", quantity: "quantity", unitPrice: "unitPriceCents" } as const;

export function EstimateEditor({
  target,
  prefix,
  changeOf,
  draftOf,
  fleet,
  onSaved,
  onDone,
}: {
  target: EstimateTarget;
  /** The job's fleet, when it is one's: its estimate goes to the fleet's approvers, and a fleet on terms is asked nothing by card. */
  fleet?: { name: string; terms: string } | null;
  /** Starts every id in the form (unique on the page). */
  prefix: string;
  /** A change order of this approved estimate: one option, started from the one approved. */
  changeOf?: Estimate | null;
  /** A draft to write again: the editor starts from its options and terms, and Save changes it. */
  draftOf?: Estimate | null;
  /** The draft saved (to be sent next). */
  onSaved?: (draft: Estimate) => void;
  /** The estimate saved and sent; the editor's work is done. */
  onDone: (sent: Estimate) => void;
}) {
  const { fail } = useDashboard();
  const {
    book,
    taxRate,
    cardPayments: businessCards,
    estimateDefault: businessDefault,
  } = usePriceBook(true, (e) => fail(e, { title: "Error", description: "Could not load the price book." }));
  const onTerms = (FLEET_TERMS.find((t) => t.value === fleet?.terms)?.days ?? 0) > 0;
  const cardPayments = onTerms ? false : businessCards;
  const estimateDefault = onTerms ? NOTHING : businessDefault;
  const approved = changeOf?.options.find((o) => o.position === changeOf.approvedOption);
  const draft = useOptions(draftOf ? draftOf.options : approved && [approved]);
  const { options } = draft;
  const [terms, setTerms] = useState<TermsDraft>(() => (draftOf ? termsOf(draftOf) : defaultTerms()));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Estimate | null>(null);
  const [sending, setSending] = useState(false);
  const change = !!changeOf;
  // A lead's job is known once it is made, when the estimate is saved.
  const jobId = change ? changeOf.jobId : "jobId" in target ? target.jobId : 0;
  const body = estimateBody(change ? { jobId, changeOf: changeOf.id } : { jobId }, options, terms, change);

  // Checked again at each change once a save was refused, so a fixed field loses its message.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bodyKey = JSON.stringify(body);
  useEffect(() => {
    setErrors((e) => (Object.keys(e).length ? estimateErrors(JSON.parse(bodyKey)) : e));
  }, [bodyKey]);
  const fields = fieldErrorProps(prefix, errors);
  const { error: err, invalid } = fields;
  const p = (f: string) => `${prefix}-${f}`;
  const set = <K extends keyof TermsDraft>(k: K, v: TermsDraft[K]) => setTerms((t) => ({ ...t, [k]: v }));

  const rate = changeOf?.taxRateBasisPoints ?? taxRate;
  const money = previewTerms(body, changeOf, estimateDefault);
  const sums = previews(body, rate ?? 0, money ?? { payment: "none" });

  // Every key a field shows; what the server names besides (the job, the lead) is listed under the form.
  const placed = new Set(["options", "payment", "depositPercent", "depositCents", "expiresInDays", "note"]);
  options.forEach((o, i) => {
    placed.add(`options.${i}.title`).add(`options.${i}.lines`);
    o.lines.forEach((_, n) => Object.values(LINE_KEYS).forEach((f) => placed.add(`options.${i}.lines.${n}.${f}`)));
  });
  const elsewhere = Object.entries(errors).filter(([k]) => !placed.has(k));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const found = estimateErrors(body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const forJob = jobId || ("job" in target ? await target.job() : 0);
      const made = draftOf
        ? await updateEstimate(draftOf.id, { ...body, jobId: forJob })
        : await createEstimate({ ...body, jobId: forJob });
      toast({ title: `Estimate ${made.number} saved`, description: "Send it when it is ready." });
      setSaved(made);
      onSaved?.(made);
    } catch (error) {
      if (error instanceof ApiError && error.body?.fields) setErrors(error.body.fields);
      fail(error, {
        title: "Error",
        description:
          error instanceof ApiError && error.serverMessage ? error.serverMessage : "Could not save the estimate.",
      });
    } finally {
      setSaving(false);
    }
  };

  const send = async () => {
    if (!saved) return;
    setSending(true);
    try {
      const sent = await sendEstimate(saved.id);
      toast({ title: `Estimate ${sent.number} sent`, description: sentWords(sent) });
      onDone(sent);
    } catch (error) {
      const why = error instanceof ApiError ? error.serverMessage : undefined;
      fail(error, { title: "Could not send the estimate", description: why });
    } finally {
      setSending(false);
    }
  };

  if (saved)
    return (
      <div className="estimate-saved">
        <EstimateView
          estimate={saved}
          actions={
            <button type="button" className="btn btn-primary btn-sm" disabled={sending} onClick={send}>
              {sending ? "Sending..." : `Send ${saved.number} to ${fleet ? `${fleet.name}'s approvers` : "the driver"}`}
            </button>
          }
        />
      </div>
    );

  const what = draftOf
    ? `Draft ${draftOf.number}`
    : change
      ? `Change order for ${changeOf.number}`
      : "jobId" in target
        ? `New estimate for job ${target.jobId}`
        : "New estimate for this lead";
  return (
    <form className="form estimate-editor" onSubmit={save} noValidate aria-label={what}>
      {change && (
        <p className="form-note wide">
          The work as it now stands. The driver approves it again on the same page
          {changeOf.approvedCents != null && (
            <>, which shows the difference from the {formatCents(changeOf.approvedCents)} approved</>
          )}
          ; nothing more is charged without that approval.
        </p>
      )}
      {err("options")}
      {options.map((o, i) => {
        const sum = sums[i];
        const legend = change ? "The changed work" : `Option ${i + 1}`;
        return (
          <fieldset key={o.key} className="estimate-option-edit">
            <legend>{legend}</legend>
            <div className="field">
              <label htmlFor={p(`o${o.key}-title`)}>Title</label>
              <input
                id={p(`o${o.key}-title`)}
                value={o.title}
                placeholder={i === 0 ? "Patch the tire" : "New tire installed"}
                onChange={(e) => draft.setTitle(o.key, e.target.value)}
                {...invalid(`options.${i}.title`)}
              />
              {err(`options.${i}.title`)}
            </div>
            <LineEditor
              prefix={p(`o${o.key}`)}
              book={book}
              pick={o.pick}
              setPick={(v) => draft.setPick(o.key, v)}
              lines={o.lines}
              addPicked={() => draft.addPicked(o.key, book)}
              addFree={() => draft.addFree(o.key)}
              change={(k, patch) => draft.changeLine(o.key, k, patch)}
              remove={(k) => draft.removeLine(o.key, k)}
              linesKey={`options.${i}.lines`}
              keyOf={(n, f) => `options.${i}.lines.${n}.${LINE_KEYS[f]}`}
              errors={fields}
            />
            <p className="invoice-preview" aria-live="polite" data-testid={`${prefix}-preview-${i + 1}`}>
              {legend}: Subtotal {formatCents(sum.subtotalCents)}
              {rate != null && (
                <>
                  {" "}
                  · Tax{rate ? ` (${rate / 100}%)` : ""} {formatCents(sum.taxCents)} · Total{" "}
                  <strong>{formatCents(sum.totalCents)}</strong>
                </>
              )}{" "}
              · approval {money ? dueLine(money.payment, sum.dueCents) : "asks what the business's usual terms ask"}
            </p>
            {!change && options.length > 1 && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => draft.removeOption(o.key)}>
                Remove option {i + 1}
              </button>
            )}
          </fieldset>
        );
      })}
      {!change && options.length < MAX_OPTIONS && (
        <button type="button" className="btn btn-outline btn-sm" onClick={draft.addOption}>
          Add an option
        </button>
      )}
      {!change && (
        <fieldset className="estimate-terms" aria-describedby={errors.payment ? `${p("payment")}-error` : undefined}>
          <legend>Payment at approval</legend>
          {PAYMENTS.map((m) => (
            <label key={m.value || "usual"} className="check">
              <input
                type="radio"
                name={p("payment")}
                value={m.value}
                checked={terms.payment === m.value}
                disabled={m.card && cardPayments === false}
                onChange={() => set("payment", m.value)}
              />{" "}
              {m.value === "" && estimateDefault ? `As usual: ${usualWords(estimateDefault, onTerms)}` : m.label}
            </label>
          ))}
          {onTerms ? (
            <p className="muted small">
              {fleet?.name} is on terms: it pays by its invoice, with no card hold or deposit.
            </p>
          ) : (
            cardPayments === false && (
              <p className="muted small">A card hold or deposit needs card payments set up ([payments]).</p>
            )
          )}
          {errors.payment && (
            <span className="field-error" id={`${p("payment")}-error`}>
              {errors.payment}
            </span>
          )}
          {terms.payment === "deposit" && (
            <div className="invoice-add">
              {(["percent", "fixed"] as DepositKind[]).map((k) => (
                <label key={k} className="check">
                  <input
                    type="radio"
                    name={p("deposit-kind")}
                    checked={terms.depositKind === k}
                    onChange={() => {
                      set("depositKind", k);
                      set("deposit", k === "percent" ? "25" : "50");
                    }}
                  />{" "}
                  {k === "percent" ? "A percent of the total" : "A fixed amount"}
                </label>
              ))}
              <div className="field">
                <label htmlFor={p("deposit")}>{terms.depositKind === "percent" ? "Deposit (%)" : "Deposit ($)"}</label>
                <input
                  id={p("deposit")}
                  inputMode={terms.depositKind === "percent" ? "numeric" : "decimal"}
                  value={terms.deposit}
                  onChange={(e) => set("deposit", e.target.value)}
                  {...invalid(terms.depositKind === "percent" ? "depositPercent" : "depositCents")}
                />
                {err(terms.depositKind === "percent" ? "depositPercent" : "depositCents")}
              </div>
            </div>
          )}
        </fieldset>
      )}
      <div className="field">
        <label htmlFor={p("days")}>Expires in (days)</label>
        <input
          id={p("days")}
          inputMode="numeric"
          value={terms.expiresInDays}
          onChange={(e) => set("expiresInDays", e.target.value)}
          {...invalid("expiresInDays")}
        />
        {err("expiresInDays")}
      </div>
      <div className="field wide">
        <label htmlFor={p("note")}>Note to the driver (optional)</label>
        <textarea
          id={p("note")}
          rows={2}
          value={terms.note}
          onChange={(e) => set("note", e.target.value)}
          {...invalid("note")}
        />
        {err("note")}
      </div>
      {elsewhere.length > 0 && (
        <ul className="plain-list" role="alert">
          {elsewhere.map(([k, m]) => (
            <li key={k} className="field-error">
              {m}
            </li>
          ))}
        </ul>
      )}
      <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
        {saving ? "Saving..." : draftOf ? `Save ${draftOf.number}` : change ? "Save the change order" : "Save estimate"}
      </button>
    </form>
  );
}
