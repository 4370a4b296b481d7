// Payment methods, invoice statuses and job statuses, from the file the
// server reads too (src/lists.rs): the dashboard, the technician's app and the
// customer's pages cannot name them differently from the server.
import * as lists from "./lists.json";

const byValue = <T extends { value: string }>(items: readonly T[], word: (t: T) => string) =>
  Object.fromEntries(items.map((t) => [t.value, word(t)])) as Record<string, string>;

export const MANUAL_METHODS = lists.paymentMethods.filter((m) => m.manual).map((m) => m.value);
export const METHOD_LABELS = byValue(lists.paymentMethods, (m) => m.label);

export const INVOICE_STATUS_LABELS = byValue(lists.invoiceStatuses, (s) => s.label);

export const JOB_STATUSES = lists.jobStatuses.map((s) => s.value);
export const OPEN_JOB_STATUSES = lists.jobStatuses.filter((s) => s.open).map((s) => s.value);
/** The words on the technician's app ("On my way" for "en route"). */
export const TECH_JOB_LABELS = byValue(lists.jobStatuses, (s) => s.tech);

/** A fleet's payment terms, PO rules and unit types, as the server takes them. */
export const FLEET_TERMS = lists.fleetTerms;
export const PO_RULES = lists.poRules;
export const UNIT_TYPES = lists.unitTypes;
export const TERMS_LABELS = byValue(lists.fleetTerms, (t) => t.label);
export const PO_RULE_SHORT = byValue(lists.poRules, (r) => r.short);
export const UNIT_TYPE_LABELS = byValue(lists.unitTypes, (u) => u.label);
