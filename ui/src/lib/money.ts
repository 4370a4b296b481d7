// Money in whole cents, the same everywhere the UI shows or reads it: the
// back office's invoice editor and the technician's invoice step. Amounts
// typed in dollars are read as digits (never through a float), and totals are
// worked out as the server does (src/invoices/money.rs;
// tests/cases/invoice-totals.json is run against both).

export type LineAmount = { quantityHundredths: number; unitPriceCents: number; taxable: boolean };
export type Totals = { subtotalCents: number; discountCents: number; taxCents: number; totalCents: number };

/** n / d rounded half up, for n >= 0 and d > 0 (integers well inside 2^53). */
const divRound = (n: number, d: number) => Math.floor((n + Math.floor(d / 2)) / d);

/** A line's amount: quantity (hundredths) times unit price, rounded half up to the cent. */
export const lineCents = (hundredths: number, unitCents: number) => divRound(hundredths * unitCents, 100);

export function totals(lines: LineAmount[], discountCents: number, taxBasisPoints: number): Totals {
  const amount = (l: LineAmount) => lineCents(l.quantityHundredths, l.unitPriceCents);
  const subtotal = lines.reduce((s, l) => s + amount(l), 0);
  const taxable = lines.filter((l) => l.taxable).reduce((s, l) => s + amount(l), 0);
  const discount = Math.min(Math.max(discountCents, 0), subtotal);
  const taxableDiscount = subtotal === 0 ? 0 : divRound(discount * taxable, subtotal);
  const tax = divRound((taxable - taxableDiscount) * taxBasisPoints, 10_000);
  return { subtotalCents: subtotal, discountCents: discount, taxCents: tax, totalCents: subtotal - discount + tax };
}

/** "$1,250.50", "12.5", "80" or ".99" as cents; null when it is not an amount of dollars. */
export function dollarsToCents(text: string): number | null {
  const m = /^\$?\s*((?:\d{1,3}(?:,\d{3})+)|\d+)?(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m || (!m[1] && !m[2])) return null;
  const whole = (m[1] ?? "0").replace(/,/g, "");
  if (whole.replace(/^0+/, "").length > 12) return null;
  return Number(whole) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** "1.5" as 150 hundredths; null when it is not a number with at most two decimals. */
export function quantityToHundredths(text: string): number | null {
  const m = /^(\d{1,6})?(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m || (!m[1] && !m[2])) return null;
  return Number(m[1] ?? "0") * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** 123456 as "$1,234.56" (a minus sign first when negative). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const c = Math.abs(Math.trunc(cents));
  const whole = String(Math.floor(c / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}$${whole}.${String(c % 100).padStart(2, "0")}`;
}

/** 8000 as "80.00", for an input that takes dollars. */
export const centsToDollars = (cents: number) => formatCents(cents).replace(/^\$/, "").replace(/,/g, "");
