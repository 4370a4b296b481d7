// The lead forms' option lists live in options.json, which the server reads
// too (src/leads/options.rs): a list changed there changes on both sides.
// Named imports let the bundle leave out what no page uses (the file's comment).
import * as lists from "./options.json";

// The forms' selects show the labels (Field.tsx); the rules want the values.
const values = (pairs: readonly (readonly string[])[]): readonly string[] => pairs.map((p) => p[0]);

export const quoteUrgencies: readonly string[] = lists.quoteUrgencies;
/** The urgencies staff pick from when editing a quote (docs/product.md#validation's admin list). */
export const adminQuoteUrgencies: readonly string[] = lists.adminQuoteUrgencies;
export const serviceTypes: readonly string[] = lists.serviceTypes;
export const locations: readonly string[] = lists.locations;

export const vehicleTypes = values(lists.vehicleTypes);
export const servicesNeeded = values(lists.servicesNeeded);
export const bookingUrgencies = values(lists.bookingUrgencies);
export const preferredTimes = values(lists.preferredTimes);
