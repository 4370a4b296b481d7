// Invoices, payments and the price book (docs/product.md#invoices).
import { apiRequest } from "../../lib/api";
import type { components } from "../../lib/api-schema";

type Schemas = components["schemas"];
export type Invoice = Schemas["Invoice"];
export type InvoiceSummary = Schemas["InvoiceSummary"];
export type PriceBookItem = Schemas["PriceBookItem"];
export type JobInvoice = Schemas["JobInvoice"];
export type InvoiceSettings = Schemas["InvoiceSettings"];
export type NewInvoice = {
  jobId: number;
  lines: { description: string; quantity: number; unitPriceCents: number; taxable: boolean }[];
  discountCents: number;
};
export type NewPayment = { method: string; amountCents: number; reference?: string };
export type PriceItem = { name: string; priceCents: number; taxable: boolean };

export { INVOICE_STATUS_LABELS as STATUS_LABELS } from "../../lib/lists";

export const fetchPriceBook = () => apiRequest<PriceBookItem[]>("GET", "/api/price-book");
export const fetchInvoiceSettings = () => apiRequest<InvoiceSettings>("GET", "/api/invoices/settings");
export const addPrice = (item: PriceItem) => apiRequest<PriceBookItem>("POST", "/api/price-book", item);
export const changePrice = (id: number, item: PriceItem) =>
  apiRequest<PriceBookItem>("PATCH", `/api/price-book/${id}`, item);
export const removePrice = (id: number) => apiRequest<void>("DELETE", `/api/price-book/${id}`);

export const createInvoice = (body: NewInvoice) => apiRequest<Invoice>("POST", "/api/invoices", body);
export const fetchInvoice = (id: number) => apiRequest<Invoice>("GET", `/api/invoices/${id}`);
export const recordPayment = (id: number, body: NewPayment) =>
  apiRequest<Invoice>("POST", `/api/invoices/${id}/payments`, body);
export const sendInvoice = (id: number) => apiRequest<Invoice>("POST", `/api/invoices/${id}/send`);
export const voidInvoice = (id: number) => apiRequest<Invoice>("POST", `/api/invoices/${id}/void`);

export type InvoiceFilter = { status?: string; from?: string; to?: string };
const query = (f: InvoiceFilter) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
};
export const fetchInvoices = (f: InvoiceFilter) => apiRequest<InvoiceSummary[]>("GET", `/api/invoices${query(f)}`);
export const csvHref = (f: InvoiceFilter) => `/api/invoices/export.csv${query(f)}`;
