// A fleet's statement as the back office shows it: the sums of a period
// (opening, invoiced, received, closing) and the aging of what is owed on
// the as-of day, in whole cents, the same arithmetic as the server's
// (src/statements/math.rs; both are tested against tests/cases/statements.json),
// and the words and amounts of its aging buckets.
import type { components } from "../api-schema";
import { formatCents } from "../money";

export type Statement = components["schemas"]["Statement"];
export type Aging = components["schemas"]["Aging"];

export type BilledInvoice = {
  number: string;
  /** YYYY-MM-DD. */
  sent: string;
  due: string;
  totalCents: number;
  status?: string;
  payments?: { received: string; amountCents: number }[];
};

export type Sums = {
  openingCents: number;
  invoicedCents: number;
  receivedCents: number;
  closingCents: number;
  owedCents: number;
  aging: Aging;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const isoDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The calendar month before the as-of day: its first and last days. */
export function defaultPeriod(asOf: string): { start: string; end: string } {
  const end = isoDay(dayNumber(`${asOf.slice(0, 7)}-01`) - 1);
  return { start: `${end.slice(0, 7)}-01`, end };
}

const counts = (inv: BilledInvoice) => inv.status !== "void" && inv.status !== "draft";

/** What the invoice still owed at the end of `day` (days compare as text: YYYY-MM-DD). */
function owedOn(inv: BilledInvoice, day: string): number {
  if (inv.sent > day || !counts(inv)) return 0;
  const paid = (inv.payments ?? []).filter((p) => p.received <= day).reduce((s, p) => s + p.amountCents, 0);
  return Math.max(inv.totalCents - paid, 0);
}

export function statementSums(invoices: BilledInvoice[], start: string, end: string, asOf: string): Sums {
  const before = isoDay(dayNumber(start) - 1);
  const sum = (ns: number[]) => ns.reduce((s, n) => s + n, 0);
  const counted = invoices.filter(counts);
  const aging: Aging = { currentCents: 0, days1To30Cents: 0, days31To60Cents: 0, days61To90Cents: 0, over90Cents: 0 };
  for (const inv of counted) {
    const owed = owedOn(inv, asOf);
    if (owed <= 0) continue;
    const late = dayNumber(asOf) - dayNumber(inv.due);
    if (late <= 0) aging.currentCents += owed;
    else if (late <= 30) aging.days1To30Cents += owed;
    else if (late <= 60) aging.days31To60Cents += owed;
    else if (late <= 90) aging.days61To90Cents += owed;
    else aging.over90Cents += owed;
  }
  return {
    openingCents: sum(counted.map((i) => owedOn(i, before))),
    invoicedCents: sum(counted.filter((i) => i.sent >= start && i.sent <= end).map((i) => i.totalCents)),
    receivedCents: sum(
      counted
        .filter((i) => i.sent <= end)
        .flatMap((i) => i.payments ?? [])
        .filter((p) => p.received >= start && p.received <= end)
        .map((p) => p.amountCents),
    ),
    closingCents: sum(counted.map((i) => owedOn(i, end))),
    owedCents: sum(Object.values(aging)),
    aging,
  };
}

/** The aging's buckets as the statement shows them, in order. */
export function agingRows(aging: Aging): { label: string; cents: number; amount: string }[] {
  return [
    { label: "Current", cents: aging.currentCents },
    { label: "1-30 days past due", cents: aging.days1To30Cents },
    { label: "31-60 days past due", cents: aging.days31To60Cents },
    { label: "61-90 days past due", cents: aging.days61To90Cents },
    { label: "Over 90 days past due", cents: aging.over90Cents },
  ].map((r) => ({ ...r, amount: formatCents(r.cents) }));
}

/** The aging's total: what is owed on the as-of day. */
export const agingTotal = (aging: Aging) => agingRows(aging).reduce((s, r) => s + r.cents, 0);
