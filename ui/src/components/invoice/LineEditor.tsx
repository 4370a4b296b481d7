// The lines of a back office editor, written once for the invoice and the
// estimate: a line from the price book or a free one, each with its
// description, quantity, unit price and tax, and the field errors beside
// their fields. The draft itself (lib/invoices/draft.ts) stays the editor's.
import type { ReactNode } from "react";
import type { PriceBookItem } from "../../lib/invoices/api";
import type { DraftLine } from "../../lib/invoices/draft";
import { PriceBookOptions } from "./options";

/** A line's fields, for the key its error has in the server's `fields`. */
export type LineField = "description" | "quantity" | "unitPrice";

export type FieldErrorProps = {
  /** The message beside the field whose error key this is, if it has one. */
  error: (key: string) => ReactNode;
  /** aria-invalid and aria-describedby for a field, while its error key has a message. */
  invalid: (key: string) => { "aria-invalid"?: true; "aria-describedby"?: string };
};

/** `error` and `invalid` for a form whose fields' ids start with `prefix`. */
export function fieldErrorProps(prefix: string, errors: Record<string, string>): FieldErrorProps {
  const id = (key: string) => `${prefix}-${key}-error`;
  return {
    error: (key) =>
      errors[key] && (
        <span className="field-error" id={id(key)}>
          {errors[key]}
        </span>
      ),
    invalid: (key) => (errors[key] ? { "aria-invalid": true, "aria-describedby": id(key) } : {}),
  };
}

export function LineEditor({
  prefix,
  book,
  pick,
  setPick,
  lines,
  addPicked,
  addFree,
  change,
  remove,
  linesKey,
  keyOf,
  errors,
}: {
  /** Starts every id in the lines (unique on the page). */
  prefix: string;
  book: PriceBookItem[] | null;
  pick: string;
  setPick: (id: string) => void;
  lines: DraftLine[];
  /** Adds the item picked; null when none is. */
  addPicked: () => number | null;
  addFree: () => void;
  change: (key: number, patch: Partial<DraftLine>) => void;
  remove: (key: number) => void;
  /** The error key of the lines as a whole ("Add at least one line"). */
  linesKey: string;
  /** The error key of line `n`'s field. */
  keyOf: (n: number, field: LineField) => string;
  errors: FieldErrorProps;
}) {
  const p = (f: string) => `${prefix}-${f}`;
  const { error: err, invalid } = errors;
  return (
    <>
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
      {err(linesKey)}
      {lines.map((r, n) => (
        <fieldset key={r.key} className="invoice-line">
          <legend>Line {n + 1}</legend>
          <div className="field">
            <label htmlFor={p(`${r.key}-d`)}>Description</label>
            <input
              id={p(`${r.key}-d`)}
              value={r.description}
              onChange={(e) => change(r.key, { description: e.target.value })}
              {...invalid(keyOf(n, "description"))}
            />
            {err(keyOf(n, "description"))}
          </div>
          <div className="field">
            <label htmlFor={p(`${r.key}-q`)}>Quantity</label>
            <input
              id={p(`${r.key}-q`)}
              inputMode="decimal"
              value={r.quantity}
              onChange={(e) => change(r.key, { quantity: e.target.value })}
              {...invalid(keyOf(n, "quantity"))}
            />
            {err(keyOf(n, "quantity"))}
          </div>
          <div className="field">
            <label htmlFor={p(`${r.key}-p`)}>Unit price ($)</label>
            <input
              id={p(`${r.key}-p`)}
              inputMode="decimal"
              value={r.unitPrice}
              onChange={(e) => change(r.key, { unitPrice: e.target.value })}
              {...invalid(keyOf(n, "unitPrice"))}
            />
            {err(keyOf(n, "unitPrice"))}
          </div>
          <label className="check">
            <input type="checkbox" checked={r.taxable} onChange={(e) => change(r.key, { taxable: e.target.checked })} />{" "}
            Taxable
          </label>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => remove(r.key)}>
            Remove line {n + 1}
          </button>
        </fieldset>
      ))}
    </>
  );
}
