// The lists the quote editor offers, verbatim from SPEC §5 (the admin
// urgency list) and the forms' service types; options.test.ts checks them
// against the file the server validates with.
export const ADMIN_QUOTE_URGENCIES = ["Emergency (ASAP)", "Urgent (Today)", "Within 24 Hours", "This Week"];
export const SERVICE_TYPES = [
  "Emergency Roadside Service",
  "Mobile Mechanic Service",
  "Diagnostic Services",
  "Fleet & Commercial Service",
  "Motorcycle Service",
  "General Automotive",
  "Other",
];
/** Urgencies a filter can pick, per kind of lead (the forms' own lists). */
export const FILTER_URGENCIES: Record<string, string[]> = {
  quote: ["Emergency (ASAP)", "Urgent (Same Day)", "Urgent (Today)", "Today", "Within 24 Hours", "This Week", "Flexible"],
  contact: ["Emergency (ASAP)", "Urgent (Same Day)", "Today", "This Week", "Flexible"],
  analyzer: ["emergency", "urgent", "today", "Medium"],
  booking: ["emergency", "urgent", "same-day", "next-day", "flexible"],
};
export const LEAD_SOURCES = ["google-organic", "google-ads", "google-business-profile", "facebook", "referral", "direct"];
