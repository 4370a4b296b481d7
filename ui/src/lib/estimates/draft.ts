// What the estimate editor keeps while an estimate is written: one to three
// options, each a title and lines as typed (the invoice's draft lines,
// lib/invoices/draft.ts), and the terms; the body they make for the server,
// and the checks it runs on it, key for key the fields the server names.
import { useRef, useState } from "react";
import { freeLine, lineFrom, readLines, type DraftLine, type EstimateDefault } from "../invoices/draft";
import type { PriceBookItem } from "../invoices/api";
import { FLEET_TERMS } from "../lists";
import { MAX_PRICE_CENTS } from "../invoices/rules";
import { centsToDollars, dollarsToCents } from "../money";
import type { Estimate, EstimateLine, NewEstimate, NewEstimateLine } from "./api";
import { optionTotals, type OptionTotals, type Payment, type Terms } from "./money";

export const MAX_OPTIONS = 3;
export const MAX_LINES = 50;
export const MAX_TITLE = 80;
export const MAX_NOTE = 500;
export const MAX_DAYS = 30;

export type OptionDraft = { key: number; title: string; pick: string; lines: DraftLine[] };

/** "" leaves the payment to the business's setting ([payments] estimate_payment). */
export type PaymentChoice = Payment | "";
export type DepositKind = "percent" | "fixed";

/** The terms as typed. */
export type TermsDraft = {
  payment: PaymentChoice;
  depositKind: DepositKind;
  deposit: string;
  expiresInDays: string;
  note: string;
};

export const defaultTerms = (): TermsDraft => ({
  payment: "",
  depositKind: "percent",
  deposit: "25",
  expiresInDays: "7",
  note: "",
});

/** "1", "1.5", "0.25": a quantity in hundredths as a person types it. */
export const hundredthsText = (q: number) => String(q / 100);

/** A draft's terms as the editor shows them, to write it again: its expiry counted from when it was made. */
export function termsOf(e: Estimate): TermsDraft {
  const days = Math.round((Date.parse(e.expiresAt) - Date.parse(e.createdAt)) / 86_400_000);
  return {
    payment: e.payment,
    depositKind: e.depositCents != null ? "fixed" : "percent",
    deposit: e.depositCents != null ? centsToDollars(e.depositCents) : String(e.depositPercent ?? 25),
    expiresInDays: String(Math.min(MAX_DAYS, Math.max(1, days || 7))),
    note: e.note ?? "",
  };
}

/**
 * The options being written; `from` starts them (a change order from the approved option, a draft from its
 * own), or `kept`, the options as they were left (the technician's form, closed and opened again).
 */
export function useOptions(from?: { title: string; lines: EstimateLine[] }[], kept?: OptionDraft[]) {
  // Keys go on from the highest kept, so a line added after reopening never reuses one.
  const next = useRef(1 + Math.max(0, ...(kept ?? []).flatMap((o) => [o.key, ...o.lines.map((l) => l.key)])));
  const key = () => next.current++;
  const [options, setOptions] = useState<OptionDraft[]>(
    () =>
      kept ??
      (from?.length ? from : [{ title: "", lines: [] }]).map((o) => ({
        key: key(),
        title: o.title,
        pick: "",
        lines: o.lines.map((l) => ({
          key: key(),
          description: l.description,
          quantity: hundredthsText(l.quantityHundredths),
          unitPrice: centsToDollars(l.unitPriceCents),
          taxable: l.taxable,
        })),
      })),
  );
  const edit = (o: number, change: (d: OptionDraft) => OptionDraft) =>
    setOptions((all) => all.map((d) => (d.key === o ? change(d) : d)));
  const addLine = (o: number, line: Omit<DraftLine, "key">) => {
    const k = key();
    edit(o, (d) => ({ ...d, lines: [...d.lines, { ...line, key: k }] }));
    return k;
  };
  return {
    options,
    addOption: () =>
      setOptions((all) => (all.length >= MAX_OPTIONS ? all : [...all, { key: key(), title: "", pick: "", lines: [] }])),
    removeOption: (o: number) => setOptions((all) => (all.length > 1 ? all.filter((d) => d.key !== o) : all)),
    setTitle: (o: number, title: string) => edit(o, (d) => ({ ...d, title })),
    setPick: (o: number, pick: string) => edit(o, (d) => ({ ...d, pick })),
    /** Adds the price book item picked for option `o`, and clears the pick; null when none is. */
    addPicked: (o: number, book: PriceBookItem[] | null) => {
      const d = options.find((x) => x.key === o);
      const item = book?.find((i) => String(i.id) === d?.pick);
      if (!item) return null;
      edit(o, (x) => ({ ...x, pick: "" }));
      return addLine(o, lineFrom(item));
    },
    addFree: (o: number) => addLine(o, freeLine()),
    changeLine: (o: number, line: number, patch: Partial<DraftLine>) =>
      edit(o, (d) => ({ ...d, lines: d.lines.map((l) => (l.key === line ? { ...l, ...patch } : l)) })),
    removeLine: (o: number, line: number) => edit(o, (d) => ({ ...d, lines: d.lines.filter((l) => l.key !== line) })),
  };
}

/** An option's lines as the server takes them: what cannot be read is sent as -1, which the checks name. */
export function optionLines(lines: DraftLine[]): NewEstimateLine[] {
  const read = readLines(lines);
  return lines.map((d, n) => ({
    description: d.description.trim(),
    quantity: read[n].q == null ? -1 : read[n].q / 100,
    unitPriceCents: read[n].u ?? -1,
    taxable: d.taxable,
  }));
}

/** The body of POST /api/estimates for this target, options and terms. */
export function estimateBody(
  target: Pick<NewEstimate, "jobId" | "changeOf">,
  options: OptionDraft[],
  t: TermsDraft,
  changeOrder: boolean,
): NewEstimate {
  const body: NewEstimate = {
    ...target,
    options: options.map((o) => ({ title: o.title.trim(), lines: optionLines(o.lines) })),
  };
  // A change order keeps the terms of the estimate it changes.
  if (!changeOrder && t.payment) body.payment = t.payment;
  if (!changeOrder && t.payment === "deposit") {
    if (t.depositKind === "percent") body.depositPercent = /^\d+$/.test(t.deposit.trim()) ? Number(t.deposit) : -1;
    else body.depositCents = dollarsToCents(t.deposit) ?? -1;
  }
  body.expiresInDays = /^\d+$/.test(t.expiresInDays.trim()) ? Number(t.expiresInDays) : -1;
  if (t.note.trim()) body.note = t.note.trim();
  return body;
}

/** The fields of `body` that the server would refuse, by the key it names them with ({} when none). */
export function estimateErrors(body: NewEstimate): Record<string, string> {
  const out: Record<string, string> = {};
  const set = (k: string, message: string) => {
    if (!(k in out)) out[k] = message;
  };
  if (body.options.length < 1) set("options", "Add at least one option");
  else if (body.options.length > MAX_OPTIONS) set("options", `At most ${MAX_OPTIONS} options`);
  body.options.forEach((o, i) => {
    const at = `options.${i}`;
    const title = [...o.title].length;
    if (title < 1) set(`${at}.title`, "Title is required");
    else if (title > MAX_TITLE) set(`${at}.title`, `Title must be at most ${MAX_TITLE} characters`);
    if (o.lines.length < 1) set(`${at}.lines`, "Add at least one line");
    else if (o.lines.length > MAX_LINES) set(`${at}.lines`, `At most ${MAX_LINES} lines`);
    o.lines.forEach((l, n) => {
      const line = `${at}.lines.${n}`;
      const d = [...l.description].length;
      if (d < 1) set(`${line}.description`, "Description is required");
      else if (d > 200) set(`${line}.description`, "Description must be at most 200 characters");
      if (!(l.quantity >= 0.01 && l.quantity <= 1000))
        set(`${line}.quantity`, "Quantity must be a number from 0.01 to 1000");
      if (!Number.isInteger(l.unitPriceCents) || l.unitPriceCents < 0 || l.unitPriceCents > MAX_PRICE_CENTS)
        set(`${line}.unitPriceCents`, "Unit price must be whole cents from $0.00 to $100,000.00");
    });
  });
  const percent = body.depositPercent;
  if (percent != null && !(Number.isInteger(percent) && percent >= 1 && percent <= 100))
    set("depositPercent", "A deposit from 1% to 100%, in whole percent");
  if (body.depositCents != null && !(body.depositCents >= 1 && body.depositCents <= MAX_PRICE_CENTS))
    set("depositCents", "A deposit in dollars, more than $0 and at most $100,000");
  const days = body.expiresInDays;
  if (days != null && !(Number.isInteger(days) && days >= 1 && days <= MAX_DAYS))
    set("expiresInDays", `From 1 to ${MAX_DAYS} days`);
  if (body.note != null && [...body.note].length > MAX_NOTE) set("note", `Note must be at most ${MAX_NOTE} characters`);
  return out;
}

/** Each option's totals and what approving it asks, as typed (a line not yet readable counts nothing). */
export function previews(body: NewEstimate, taxBasisPoints: number, terms: Terms): OptionTotals[] {
  return body.options.map((o) =>
    optionTotals(
      o.lines
        .filter((l) => l.quantity > 0 && l.unitPriceCents >= 0)
        .map((l) => ({
          quantityHundredths: Math.round(l.quantity * 100),
          unitPriceCents: l.unitPriceCents,
          taxable: l.taxable,
        })),
      taxBasisPoints,
      terms,
    ),
  );
}

/**
 * The terms of the money preview: those typed, or for a change order the estimate it changes,
 * or, when the estimate leaves it to the business, the server's default (`usual`) once known.
 */
export function previewTerms(
  body: NewEstimate,
  changeOf?: Estimate | null,
  usual?: EstimateDefault | null,
): Terms | null {
  if (changeOf)
    return {
      payment: changeOf.payment,
      depositPercent: changeOf.depositPercent,
      depositCents: changeOf.depositCents,
      previousApprovedCents: changeOf.approvedCents ?? 0,
    };
  if (!body.payment)
    return usual
      ? { payment: usual.payment, depositPercent: usual.payment === "deposit" ? usual.depositPercent : null }
      : null;
  return {
    payment: body.payment,
    depositPercent: body.depositPercent != null && body.depositPercent > 0 ? body.depositPercent : null,
    depositCents: body.depositCents != null && body.depositCents > 0 ? body.depositCents : null,
  };
}

/** A fleet on terms pays by its invoice: its estimates ask nothing by card, as the server has it. */
const NOTHING: EstimateDefault = { payment: "none", depositPercent: 0 };

/**
 * What the payment choices offer for a job: the business's card payments and
 * default, or, for a fleet on terms, nothing by card (`onTermsOf` names the
 * fleet, for the choices' note). The server refuses a card for such a fleet.
 */
export function paymentsFor(
  fleet: { name: string; terms: string } | null | undefined,
  business: { cardPayments: boolean | null; estimateDefault: EstimateDefault | null },
) {
  const onTerms = (FLEET_TERMS.find((t) => t.value === fleet?.terms)?.days ?? 0) > 0;
  return onTerms
    ? { cardPayments: false, estimateDefault: NOTHING, onTermsOf: fleet?.name }
    : { ...business, onTermsOf: undefined };
}
