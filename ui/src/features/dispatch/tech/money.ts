// Money in the technician's invoice step: what the technician types, in
// dollars, becomes whole cents by reading the digits (never through a float,
// so "12.5" is 1250 and "0.29" is 29); the preview adds lines the way the
// server does (src/invoices/money.rs): quantity in hundredths times the unit
// price, rounded half up to the cent.

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

/** A line's amount: quantity (hundredths) times unit price, rounded half up to the cent. */
export const lineCents = (hundredths: number, unitCents: number) => Math.floor((hundredths * unitCents + 50) / 100);

/** 123456 as "$1,234.56" (a minus sign first when negative). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const c = Math.abs(Math.trunc(cents));
  const whole = String(Math.floor(c / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}$${whole}.${String(c % 100).padStart(2, "0")}`;
}

/** 8000 as "80.00", for an input that takes dollars. */
export const centsToDollars = (cents: number) => formatCents(cents).replace(/^\$/, "").replace(/,/g, "");
