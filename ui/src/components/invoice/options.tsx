// The choices both invoice screens offer, written once so the back office's
// job card and the technician's step list the same items the same way.
import type { PriceBookItem } from "../../lib/invoices/api";
import { MANUAL_METHODS, METHOD_LABELS } from "../../lib/invoices/rules";
import { formatCents } from "../../lib/money";

/** The price book's items for a <select>, "Mobile Tire Repair · $80.00", by id. */
export function PriceBookOptions({ book }: { book: PriceBookItem[] | null }) {
  return book?.map((b) => (
    <option key={b.id} value={b.id}>
      {b.name} · {formatCents(b.priceCents)}
    </option>
  ));
}

/** The ways a payment is recorded by hand (the server's names as values). */
export function PaymentMethodOptions() {
  return MANUAL_METHODS.map((m) => (
    <option key={m} value={m}>
      {METHOD_LABELS[m]}
    </option>
  ));
}
