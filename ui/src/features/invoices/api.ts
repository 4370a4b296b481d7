// The back office's side of invoices (docs/product.md#invoices): the list
// with its CSV export and the price book's edits. What the job card's invoice
// shares with the technician's app is in lib/invoices/api.ts.
import { apiRequest } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { PriceBookItem } from "../../lib/invoices/api";

type Schemas = components["schemas"];
export type InvoiceSummary = Schemas["InvoiceSummary"];
export type PriceItem = { name: string; priceCents: number; taxable: boolean };

export const addPrice = (item: PriceItem) => apiRequest<PriceBookItem>("POST", "/api/price-book", item);
export const changePrice = (id: number, item: PriceItem) =>
  apiRequest<PriceBookItem>("PATCH", `/api/price-book/${id}`, item);
export const removePrice = (id: number) => apiRequest<void>("DELETE", `/api/price-book/${id}`);

export type InvoiceFilter = { status?: string; from?: string; to?: string };
const query = (f: InvoiceFilter) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
};
export const fetchInvoices = (f: InvoiceFilter) => apiRequest<InvoiceSummary[]>("GET", `/api/invoices${query(f)}`);
export const csvHref = (f: InvoiceFilter) => `/api/invoices/export.csv${query(f)}`;
