// The technician's invoice at Completed (docs/product.md#dispatch): the price
// book, a new invoice for their job, a payment taken on site, the link texted
// to the customer. Online only: an invoice gets its number from the server.
import { apiRequest } from "../../../lib/api";
import type { components } from "../../../lib/api-schema";
import { INVOICE_STATUS_LABELS, MANUAL_METHODS, METHOD_LABELS } from "../../../lib/lists";

type Schemas = components["schemas"];
export type Invoice = Schemas["Invoice"];
export type PriceBookItem = Schemas["PriceBookItem"];
export type InvoiceSettings = Schemas["InvoiceSettings"];
export type NewLine = { description: string; quantity: number; unitPriceCents: number; taxable: boolean };
export type NewInvoice = Omit<Schemas["NewInvoiceBody"], "lines"> & { lines: NewLine[] };
export type NewPayment = Schemas["NewPaymentBody"];
export type PaymentMethod = NewPayment["method"];

/** The ways a technician records a payment by hand, as the server names them. */
export const manualMethods = MANUAL_METHODS.map((value) => ({
  value: value as PaymentMethod,
  label: METHOD_LABELS[value],
}));
export const invoiceStatus = INVOICE_STATUS_LABELS;

export const fetchPriceBook = () => apiRequest<PriceBookItem[]>("GET", "/api/price-book");
export const fetchInvoiceSettings = () => apiRequest<InvoiceSettings>("GET", "/api/invoices/settings");
export const fetchInvoice = (id: number) => apiRequest<Invoice>("GET", `/api/invoices/${id}`);
export const createInvoice = (body: NewInvoice) => apiRequest<Invoice>("POST", "/api/invoices", body);
export const recordPayment = (id: number, body: NewPayment) =>
  apiRequest<Invoice>("POST", `/api/invoices/${id}/payments`, body);
export const sendInvoice = (id: number) => apiRequest<Invoice>("POST", `/api/invoices/${id}/send`);
