// The fields of an estimate, written once for the back office's editor
// (features/estimates/EstimateEditor.tsx) and the technician's form
// (features/dispatch/tech/estimate/EstimateForm.tsx): each option's title,
// its lines (the invoice's own line editor) and the live preview of its
// total and of what approving it asks; then the payment approval asks, the
// expiry and the note. The draft is the caller's (lib/estimates/draft.ts).
import { LineEditor, type FieldErrorProps } from "../invoice/LineEditor";
import type { EstimateDefault } from "../../lib/invoices/draft";
import type { PriceBookItem } from "../../lib/invoices/api";
import { formatCents } from "../../lib/money";
import {
  MAX_OPTIONS,
  type DepositKind,
  type PaymentChoice,
  type TermsDraft,
  type useOptions,
} from "../../lib/estimates/draft";
import type { OptionTotals, Terms } from "../../lib/estimates/money";
import { dueLine } from "../../lib/estimates/words";

const PAYMENTS: { value: PaymentChoice; label: string; card: boolean }[] = [
  { value: "", label: "As usual for the business", card: false },
  { value: "none", label: "Nothing at approval", card: false },
  { value: "hold", label: "Card hold of the total", card: true },
  { value: "deposit", label: "Deposit, charged at approval", card: true },
];

/** The business's default in words (a fleet on terms is always asked nothing). */
const usualWords = (d: EstimateDefault, fleetOnTerms: boolean) =>
  fleetOnTerms
    ? "nothing at approval (the fleet pays by its invoice)"
    : d.payment === "hold"
      ? "card hold of the total"
      : d.payment === "deposit"
        ? `deposit of ${d.depositPercent}%, charged at approval`
        : "nothing at approval";

export const LINE_KEYS = { description: "description", quantity: "quantity", unitPrice: "unitPriceCents" } as const;

/** Each option being written, and Add an option (none for a change order). */
export function OptionFields({
  prefix,
  draft,
  book,
  sums,
  rate,
  money,
  change,
  fields,
}: {
  prefix: string;
  draft: ReturnType<typeof useOptions>;
  book: PriceBookItem[] | null;
  /** Each option's totals as typed (draft.ts `previews`). */
  sums: OptionTotals[];
  /** The tax rate in hundredths of a percent; null until the server said. */
  rate: number | null;
  /** What approval asks, once known (draft.ts `previewTerms`). */
  money: Terms | null;
  change: boolean;
  fields: FieldErrorProps;
}) {
  const { error: err, invalid } = fields;
  const p = (f: string) => `${prefix}-${f}`;
  const { options } = draft;
  return (
    <>
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
    </>
  );
}

/** What approval asks (none for a change order: it keeps its estimate's), the expiry and the note. */
export function TermsFields({
  prefix,
  terms,
  set,
  change,
  errors,
  fields,
  cardPayments,
  estimateDefault,
  onTermsOf,
}: {
  prefix: string;
  terms: TermsDraft;
  set: <K extends keyof TermsDraft>(k: K, v: TermsDraft[K]) => void;
  change: boolean;
  errors: Record<string, string>;
  fields: FieldErrorProps;
  /** Whether card payments are set up; null until the server said. */
  cardPayments: boolean | null;
  estimateDefault: EstimateDefault | null;
  /** The fleet's name, when the job's fleet is on terms: it pays by its invoice, asked nothing by card. */
  onTermsOf?: string;
}) {
  const { error: err, invalid } = fields;
  const p = (f: string) => `${prefix}-${f}`;
  return (
    <>
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
              {m.value === "" && estimateDefault
                ? `As usual: ${usualWords(estimateDefault, onTermsOf != null)}`
                : m.label}
            </label>
          ))}
          {onTermsOf != null ? (
            <p className="muted small">
              {onTermsOf} is on terms: it pays by its invoice, with no card hold or deposit.
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
    </>
  );
}

/** Every error key the fields show; what else the server names is listed under the form. */
export function placedKeys(draft: ReturnType<typeof useOptions>): Set<string> {
  const placed = new Set(["options", "payment", "depositPercent", "depositCents", "expiresInDays", "note"]);
  draft.options.forEach((o, i) => {
    placed.add(`options.${i}.title`).add(`options.${i}.lines`);
    o.lines.forEach((_, n) => Object.values(LINE_KEYS).forEach((f) => placed.add(`options.${i}.lines.${n}.${f}`)));
  });
  return placed;
}
