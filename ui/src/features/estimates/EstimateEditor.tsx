// The estimate editor (issue 40), from a job card or a lead: one to three
// options, each a title and lines from the price book or written for the
// job (the invoice's own line editor, components/invoice/LineEditor.tsx;
// the fields are components/estimate/EstimateFields.tsx, shared with the
// technician's form);
// the payment approval asks (none, a card hold of the total, or a deposit as
// a percent or a fixed amount); the expiry; a note; and a live preview of
// each option's total and of what approving it asks (money.ts, as the
// server works it out). Save makes the draft (or writes a draft again); Send
// texts and mails its link.
// A change order has one option and the terms of the estimate it changes.
import { useEffect, useState, type FormEvent } from "react";
import { fieldErrorProps } from "../../components/invoice/LineEditor";
import { ApiError } from "../../lib/api";
import { usePriceBook } from "../../lib/invoices/draft";
import { formatCents } from "../../lib/money";
import { useDashboard } from "../../lib/staff/dashboard";
import { toast } from "../../lib/toast";
import { createEstimate, sendEstimate, updateEstimate, type Estimate } from "../../lib/estimates/api";
import {
  defaultTerms,
  estimateBody,
  estimateErrors,
  previewTerms,
  paymentsFor,
  previews,
  termsOf,
  useOptions,
  type TermsDraft,
} from "../../lib/estimates/draft";
import { OptionFields, TermsFields, placedKeys } from "../../components/estimate/EstimateFields";
import { EstimateView } from "./EstimateView";
import { sentWords } from "../../lib/estimates/words";

/** What the estimate is for: a job, or a lead, whose job `job()` makes or finds when the estimate is saved. */
export type EstimateTarget = { jobId: number } | { job: () => Promise<number> };

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
  /** Starts every id in the form (unique on the page). */
  prefix: string;
  /** A change order of this approved estimate: one option, started from the one approved. */
  changeOf?: Estimate | null;
  /** A draft to write again: the editor starts from its options and terms, and Save changes it. */
  draftOf?: Estimate | null;
  /** The job's fleet, when it is one's: its estimate goes to the fleet's approvers, and a fleet on terms is asked nothing by card. */
  fleet?: { name: string; terms: string } | null;
  /** The draft saved (to be sent next). */
  onSaved?: (draft: Estimate) => void;
  /** The estimate saved and sent; the editor's work is done. */
  onDone: (sent: Estimate) => void;
}) {
  const { fail } = useDashboard();
  const { book, taxRate, ...business } = usePriceBook(true, (e) =>
    fail(e, { title: "Error", description: "Could not load the price book." }),
  );
  const { cardPayments, estimateDefault, onTermsOf } = paymentsFor(fleet, business);
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
  const { error: err } = fields;
  const set = <K extends keyof TermsDraft>(k: K, v: TermsDraft[K]) => setTerms((t) => ({ ...t, [k]: v }));

  const rate = changeOf?.taxRateBasisPoints ?? taxRate;
  const money = previewTerms(body, changeOf, estimateDefault);
  const sums = previews(body, rate ?? 0, money ?? { payment: "none" });

  // Every key a field shows; what the server names besides (the job, the lead) is listed under the form.
  const placed = placedKeys(draft);
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
      <OptionFields
        prefix={prefix}
        draft={draft}
        book={book}
        sums={sums}
        rate={rate}
        money={money}
        change={change}
        fields={fields}
      />
      <TermsFields
        prefix={prefix}
        terms={terms}
        set={set}
        change={change}
        errors={errors}
        fields={fields}
        cardPayments={cardPayments}
        estimateDefault={estimateDefault}
        onTermsOf={onTermsOf}
      />
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
