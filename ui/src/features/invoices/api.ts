// The back office's side of invoices (docs/product.md#invoices): the list
// with its CSV export and the price book's edits. What the job card's invoice
// shares with the technician's app is in lib/invoices/api.ts.
import { api, query } from "../../lib/api";
import type { components } from "../../lib/api-schema";

type Schemas = components["schemas"];
export type InvoiceSummary = Schemas["InvoiceSummary"];
export type PriceItem = { name: string; priceCents: number; taxable: boolean };

export const addPrice = (item: PriceItem) => api("POST", "/api/price-book", { body: item });
export const changePrice = (id: number, item: PriceItem) =>
  api("PATCH", "/api/price-book/{id}", { path: { id }, body: item });
export const removePrice = (id: number) => api("DELETE", "/api/price-book/{id}", { path: { id } });

export type InvoiceFilter = { status?: string; from?: string; to?: string };
export const fetchInvoices = (f: InvoiceFilter) => api("GET", "/api/invoices", { query: f });
export const csvHref = (f: InvoiceFilter) => `/api/invoices/export.csv${query(f)}`;
