// Money in whole cents, worked out as the server does (src/invoices/money.rs;
// tests/cases/invoice-totals.json is run against both), for the editor's preview.

export type LineAmount = { quantityHundredths: number; unitPriceCents: number; taxable: boolean };
export type Totals = { subtotalCents: number; discountCents: number; taxCents: number; totalCents: number };

/** n / d rounded half up, for n >= 0 and d > 0 (integers well inside 2^53). */
const divRound = (n: number, d: number) => Math.floor((n + Math.floor(d / 2)) / d);

export const lineCents = (l: LineAmount) => divRound(l.quantityHundredths * l.unitPriceCents, 100);

export function totals(lines: LineAmount[], discountCents: number, taxBasisPoints: number): Totals {
  const subtotal = lines.reduce((s, l) => s + lineCents(l), 0);
  const taxable = lines.filter((l) => l.taxable).reduce((s, l) => s + lineCents(l), 0);
  const discount = Math.min(Math.max(discountCents, 0), subtotal);
  const taxableDiscount = subtotal === 0 ? 0 : divRound(discount * taxable, subtotal);
  const tax = divRound((taxable - taxableDiscount) * taxBasisPoints, 10_000);
  return { subtotalCents: subtotal, discountCents: discount, taxCents: tax, totalCents: subtotal - discount + tax };
}

/** "$1,234.56". */
export const dollars = (cents: number) => (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });

/**
 * Dollars as typed ("$1,250.5", "80") to whole cents, read as text so no
 * float drift creeps in; null when it is not an amount with at most two decimals.
 */
export function toCents(typed: string): number | null {
  const m = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!m) return null;
  return Number(m[1].replace(/,/g, "")) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** A quantity as typed ("1.5") to hundredths, the server's rounding. */
export const quantityHundredths = (q: number) => Math.round(q * 100);
