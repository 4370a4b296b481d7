// What both invoice editors keep while an invoice is written: the price book
// and the office's tax rate, the lines as typed, and what they come to. The
// totals are worked out as the server does (lib/money.ts), so the preview's
// total is the one charged.
import { useRef, useState } from "react";
import { useApi } from "../useApi";
import { centsToDollars, dollarsToCents, lineCents, quantityToHundredths, totals, type Totals } from "../money";
import { fetchInvoiceSettings, fetchPriceBook, type PriceBookItem } from "./api";

/** What approving an estimate asks by default (a fleet on terms is always asked nothing). */
export type EstimateDefault = { payment: "none" | "hold" | "deposit"; depositPercent: number };

/** A line as typed: text, read into cents and hundredths only when totalled or sent. */
export type DraftLine = { key: number; description: string; quantity: string; unitPrice: string; taxable: boolean };

/**
 * The price book and tax rate, loaded while `online`; `failed` once a load
 * failed (it is tried again when the signal returns). `onFail` hears why.
 */
export function usePriceBook(online = true, onFail?: (e: unknown) => void) {
  const [book, setBook] = useState<PriceBookItem[] | null>(null);
  // Hundredths of a percent; null until the server said.
  const [taxRate, setTaxRate] = useState<number | null>(null);
  // Whether card payments are set up (a card hold or deposit needs them); null until the server said.
  const [cardPayments, setCardPayments] = useState<boolean | null>(null);
  // What an estimate asks when it does not say (the server's `[payments]` default); null until the server said.
  const [estimateDefault, setEstimateDefault] = useState<EstimateDefault | null>(null);
  const [failed, setFailed] = useState(false);
  // `onFail` may be made anew at each render: useApi calls the latest, and it does not restart the load.
  useApi(online && !book ? () => Promise.all([fetchPriceBook(), fetchInvoiceSettings()]) : null, [online, book], {
    onData: ([items, settings]) => {
      setBook(items);
      setTaxRate(settings.taxBasisPoints);
      setCardPayments(settings.cardPayments);
      setEstimateDefault({ payment: settings.estimatePayment, depositPercent: settings.estimateDepositPercent });
    },
    onError: (e) => {
      setFailed(true);
      onFail?.(e);
    },
  });
  return { book, taxRate, cardPayments, estimateDefault, failed };
}

/** The lines being written, each with a key that outlives its position. */
export function useDraftLines() {
  const [lines, setLines] = useState<DraftLine[]>([]);
  const nextKey = useRef(1);
  const add = (line: Omit<DraftLine, "key">) => {
    const key = nextKey.current++;
    setLines((l) => [...l, { ...line, key }]);
    return key;
  };
  const change = (key: number, patch: Partial<DraftLine>) =>
    setLines((l) => l.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const remove = (key: number) => setLines((l) => l.filter((d) => d.key !== key));
  return { lines, add, change, remove };
}

/** A line of the price book as a line to edit. */
export const lineFrom = (item: PriceBookItem): Omit<DraftLine, "key"> => ({
  description: item.name,
  quantity: "1",
  unitPrice: centsToDollars(item.priceCents),
  taxable: item.taxable,
});

export const freeLine = (): Omit<DraftLine, "key"> => ({
  description: "",
  quantity: "1",
  unitPrice: "",
  taxable: false,
});

/** Each line's quantity (hundredths) and price (cents) as read, null while unreadable, and its amount. */
export const readLines = (lines: DraftLine[]) =>
  lines.map((d) => {
    const q = quantityToHundredths(d.quantity);
    const u = dollarsToCents(d.unitPrice);
    return { q, u, amount: q != null && u != null ? lineCents(q, u) : null };
  });

/** What the lines come to as typed: a line not yet readable counts nothing, nor does an unreadable discount. */
export function preview(lines: DraftLine[], discount: string, taxRate: number | null): Totals {
  const read = readLines(lines);
  const readable = lines.flatMap((d, n) => {
    const { q, u } = read[n];
    return q != null && u != null ? [{ quantityHundredths: q, unitPriceCents: u, taxable: d.taxable }] : [];
  });
  return totals(readable, dollarsToCents(discount) ?? 0, taxRate ?? 0);
}

/**
 * The whole draft of an invoice editor: the price book (loaded while
 * `online`), the item picked in it, the lines, the discount as typed, and the
 * totals they come to. What each screen checks and sends stays its own.
 */
export function useInvoiceDraft(online = true, onBookFail?: (e: unknown) => void) {
  const { book, taxRate, failed: bookFailed } = usePriceBook(online, onBookFail);
  const [pick, setPick] = useState("");
  const { lines, add, change, remove } = useDraftLines();
  const [discount, setDiscount] = useState("");
  /** Adds the price book item picked, and clears the pick; null (the pick kept) when none is. */
  const addPicked = () => {
    const item = book?.find((i) => String(i.id) === pick);
    if (!item) return null;
    setPick("");
    return add(lineFrom(item));
  };
  return {
    book,
    taxRate,
    bookFailed,
    pick,
    setPick,
    lines,
    addPicked,
    addFree: () => add(freeLine()),
    change,
    remove,
    discount,
    setDiscount,
    read: readLines(lines),
    totals: preview(lines, discount, taxRate),
  };
}
