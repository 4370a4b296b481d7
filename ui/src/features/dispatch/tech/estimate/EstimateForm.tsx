// Estimate, on a job of the technician's (docs/product.md#estimates): one to
// three options of price-book or written lines, the payment approval asks,
// the expiry and a note, with each option's total previewed as the server
// works it out; Save & send makes the draft and texts the driver its link.
// The fields and the rules are the back office's own
// (components/estimate/EstimateFields.tsx and lib/estimates/draft.ts). A chunk of its own,
// loaded when Estimate is first tapped and kept by the service worker, so it
// opens without a signal; sending needs one, and what was typed is kept
// (in memory, by job) until it is sent, also when the form is closed.
import { useEffect, useState, type FormEvent } from "react";
import { fieldErrorProps } from "../../../../components/invoice/LineEditor";
import { ApiError } from "../../../../lib/api";
import { usePriceBook } from "../../../../lib/invoices/draft";
import type { Estimate } from "../../../../lib/estimates/api";
import {
  defaultTerms,
  estimateBody,
  estimateErrors,
  paymentsFor,
  previewTerms,
  previews,
  useOptions,
  type OptionDraft,
  type TermsDraft,
} from "../../../../lib/estimates/draft";
import { OptionFields, TermsFields, placedKeys } from "../../../../components/estimate/EstimateFields";
import type { Job } from "../../api";
import { createOwnEstimate, sendOwnEstimate } from "./api";

/** What was typed for each job (and the draft saved, if sending it failed): lives as long as the app is open. */
const kept = new Map<number, { options: OptionDraft[]; terms: TermsDraft; saved?: Estimate }>();

const OFFLINE = "You're offline: the estimate can be sent once you have signal. What you typed is kept.";

export default function EstimateForm({
  job,
  online,
  close,
  sent,
}: {
  job: Job;
  online: boolean;
  close: () => void;
  /** The estimate sent: the job's list shows it. */
  sent: (e: Estimate) => void;
}) {
  const was = kept.get(job.id);
  const { book, taxRate, ...business } = usePriceBook(online);
  // A fleet on terms is asked nothing by card, as on the owner's editor.
  const { cardPayments, estimateDefault, onTermsOf } = paymentsFor(job.fleet, business);
  const draft = useOptions(undefined, was?.options);
  const [terms, setTerms] = useState<TermsDraft>(was?.terms ?? defaultTerms);
  const [saved, setSaved] = useState(was?.saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const { options } = draft;
  useEffect(() => {
    kept.set(job.id, { options, terms, saved });
  }, [job.id, options, terms, saved]);

  const body = estimateBody({ jobId: job.id }, options, terms, false);
  // Checked again at each change once a save was refused, so a fixed field loses its message.
  const bodyKey = JSON.stringify(body);
  useEffect(() => {
    setErrors((e) => (Object.keys(e).length ? estimateErrors(JSON.parse(bodyKey)) : e));
  }, [bodyKey]);
  const prefix = `est${job.id}`;
  const fields = fieldErrorProps(prefix, errors);
  const money = previewTerms(body, null, estimateDefault);
  const sums = previews(body, taxRate ?? 0, money ?? { payment: "none" });
  const placed = placedKeys(draft);
  const elsewhere = Object.entries(errors).filter(([k]) => !placed.has(k));
  const set = <K extends keyof TermsDraft>(k: K, v: TermsDraft[K]) => setTerms((t) => ({ ...t, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem("");
    if (!online) return setProblem(OFFLINE);
    const found = saved ? {} : estimateErrors(body);
    setErrors(found);
    if (Object.keys(found).length) return setProblem("Check the fields marked above.");
    setBusy(true);
    try {
      // A draft saved before (its sending failed) is sent as it was, never made twice.
      const draftMade = saved ?? (await createOwnEstimate(job.id, body));
      setSaved(draftMade);
      const done = await sendOwnEstimate(draftMade.id);
      kept.delete(job.id);
      sent(done);
    } catch (error) {
      if (error instanceof ApiError && error.body?.fields) setErrors(error.body.fields);
      setProblem(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : navigator.onLine
            ? "The estimate could not be sent: try again."
            : OFFLINE,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="tech-form tech-estimate"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="estimate-title"
    >
      <h2 id="estimate-title" className="tech-h2 tech-form-title">
        Estimate for {job.customer?.name || `job #${job.id}`}
      </h2>
      {!online && (
        <p className="tech-note" role="status">
          {OFFLINE}
        </p>
      )}
      {saved ? (
        <p className="tech-note">{saved.number} is saved: Send it to the driver (the options can no longer change).</p>
      ) : (
        <>
          {fields.error("options")}
          <OptionFields
            prefix={prefix}
            draft={draft}
            book={book}
            sums={sums}
            rate={taxRate}
            money={money}
            change={false}
            fields={fields}
          />
          <TermsFields
            prefix={prefix}
            terms={terms}
            set={set}
            change={false}
            errors={errors}
            fields={fields}
            cardPayments={cardPayments}
            estimateDefault={estimateDefault}
            onTermsOf={onTermsOf}
          />
        </>
      )}
      {elsewhere.map(([k, m]) => (
        <span key={k} className="tech-error">
          {m}
        </span>
      ))}
      {problem && (
        <p className="tech-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="tech-btn primary" disabled={busy}>
        {busy ? "Sending…" : saved ? `Send ${saved.number}` : "Save & send"}
      </button>
      <button type="button" className="tech-btn quiet" onClick={close}>
        Close (keeps what you typed)
      </button>
    </form>
  );
}
