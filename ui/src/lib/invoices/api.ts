// The invoice client both invoice screens use (docs/product.md#invoices): the
// back office's job card and the technician's step at Completed read the
// price book and the tax rate, make an invoice for a job, record a payment
// taken by hand and send the customer's link through these same calls.
import { api } from "../api";
import type { components } from "../api-schema";

type Schemas = components["schemas"];
export type Invoice = Schemas["Invoice"];
export type JobInvoice = Schemas["JobInvoice"];
export type PriceBookItem = Schemas["PriceBookItem"];
export type InvoiceSettings = Schemas["InvoiceSettings"];
export type NewLine = { description: string; quantity: number; unitPriceCents: number; taxable: boolean };
export type NewInvoice = Omit<Schemas["NewInvoiceBody"], "lines" | "discountCents"> & {
  lines: NewLine[];
  discountCents: number;
};
export type NewPayment = Schemas["NewPaymentBody"];
export type PaymentMethod = NewPayment["method"];

/** An invoice's status as people read it (lib/lists.json). */
export { INVOICE_STATUS_LABELS as STATUS_LABELS } from "../lists";

export const fetchPriceBook = () => api("GET", "/api/price-book");
export const fetchInvoiceSettings = () => api("GET", "/api/invoices/settings");
export const fetchInvoice = (id: number) => api("GET", "/api/invoices/{id}", { path: { id } });
export const createInvoice = (body: NewInvoice) => api("POST", "/api/invoices", { body });
/** The invoice of a job with an approved estimate, made from the approved option's lines. */
export const createInvoiceFromEstimate = (jobId: number) =>
  api("PUT", "/api/jobs/{id}/invoice", { path: { id: jobId } });
export const recordPayment = (id: number, body: NewPayment) =>
  api("POST", "/api/invoices/{id}/payments", { path: { id }, body });
export const sendInvoice = (id: number) => api("POST", "/api/invoices/{id}/send", { path: { id } });
export const voidInvoice = (id: number) => api("POST", "/api/invoices/{id}/void", { path: { id } });
