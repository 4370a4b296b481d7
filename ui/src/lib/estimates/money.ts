// An estimate's money, worked out as the server does (issue 40;
// tests/cases/estimate-totals.json is run against both): each option's totals are the
// invoice's (lib/money.ts `totals`, no discount) at the estimate's tax rate,
// and its dueCents is what approving it asks now: nothing, a card hold, or a
// deposit.
import { totals, type LineAmount, type Totals } from "../money";

export type Payment = "none" | "hold" | "deposit";

/** How the estimate asks to be paid at approval (for a change order, `previousApprovedCents` is the total it replaces). */
export type Terms = {
  payment: Payment;
  depositPercent?: number | null;
  depositCents?: number | null;
  previousApprovedCents?: number | null;
};

export type OptionTotals = Omit<Totals, "discountCents"> & { dueCents: number };

/** n * p / 100 rounded half up, for n >= 0 and 0 < p <= 100. */
const percentOf = (n: number, p: number) => Math.floor((n * p + 50) / 100);

/** What approval asks for an option of this total, under these terms. */
export function dueCents(totalCents: number, t: Terms): number {
  const change = t.previousApprovedCents != null;
  switch (t.payment) {
    case "hold":
      return change ? Math.max(0, totalCents - (t.previousApprovedCents ?? 0)) : totalCents;
    case "deposit":
      if (change) return 0;
      if (t.depositPercent != null) return percentOf(totalCents, t.depositPercent);
      if (t.depositCents != null) return Math.min(t.depositCents, totalCents);
      return 0;
    default:
      return 0;
  }
}

/** An option's subtotal, tax, total and what approving it asks. */
export function optionTotals(lines: LineAmount[], taxBasisPoints: number, t: Terms): OptionTotals {
  const { subtotalCents, taxCents, totalCents } = totals(lines, 0, taxBasisPoints);
  return { subtotalCents, taxCents, totalCents, dueCents: dueCents(totalCents, t) };
}
