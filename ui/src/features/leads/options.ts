// Option lists of the lead forms, verbatim from the spec. The server checks
// submitted values against the same lists.
export const quoteUrgencies = ["Emergency (ASAP)", "Urgent (Same Day)", "Today", "This Week", "Flexible"] as const;

export const serviceTypes = [
  "Emergency Roadside Service",
  "Mobile Mechanic Service",
  "Diagnostic Services",
  "Fleet & Commercial Service",
  "Motorcycle Service",
  "General Automotive",
  "Other",
] as const;

export const locations = [
  "Palm Coast, FL",
  "Jacksonville, FL",
  "Daytona Beach, FL",
  "St. Augustine, FL",
  "Flagler Beach, FL",
  "Ormond Beach, FL",
  "Bunnell, FL",
  "New Smyrna Beach, FL",
  "Other (Please specify in description)",
] as const;
