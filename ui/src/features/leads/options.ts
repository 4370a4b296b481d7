// Option lists of the lead forms, verbatim from the spec. The server checks
// submitted values against the same lists (src/leads/validate.rs).
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

type Option = { value: string; label: string };

export const vehicleTypes = ["semi-truck", "box-truck", "pickup-truck", "bus", "construction", "other"] as const;
export const vehicleTypeOptions: Option[] = [
  { value: "semi-truck", label: "Semi-Truck / Tractor-Trailer" },
  { value: "box-truck", label: "Box Truck" },
  { value: "pickup-truck", label: "Pickup Truck (Diesel)" },
  { value: "bus", label: "Bus" },
  { value: "construction", label: "Construction Equipment" },
  { value: "other", label: "Other" },
];

export const servicesNeeded = [
  "engine-repair",
  "transmission",
  "electrical",
  "brake-system",
  "cooling-system",
  "fuel-system",
  "diagnostics",
  "roadside-emergency",
  "preventive-maintenance",
  "other",
] as const;
export const serviceNeededOptions: Option[] = [
  { value: "engine-repair", label: "Engine Repair" },
  { value: "transmission", label: "Transmission" },
  { value: "electrical", label: "Electrical System" },
  { value: "brake-system", label: "Brake System" },
  { value: "cooling-system", label: "Cooling System" },
  { value: "fuel-system", label: "Fuel System" },
  { value: "diagnostics", label: "Diagnostics" },
  { value: "roadside-emergency", label: "Roadside Emergency" },
  { value: "preventive-maintenance", label: "Preventive Maintenance" },
  { value: "other", label: "Other" },
];

export const bookingUrgencies = ["emergency", "urgent", "same-day", "next-day", "flexible"] as const;
export const bookingUrgencyOptions: Option[] = [
  { value: "emergency", label: "Emergency - Stranded now" },
  { value: "urgent", label: "Urgent - Within a few hours" },
  { value: "same-day", label: "Same Day" },
  { value: "next-day", label: "Next Day" },
  { value: "flexible", label: "Flexible - Schedule for later" },
];

export const preferredTimes = ["early-morning", "morning", "afternoon", "evening", "anytime"] as const;
export const preferredTimeOptions: Option[] = [
  { value: "early-morning", label: "Early Morning (6-8 AM)" },
  { value: "morning", label: "Morning (8 AM-12 PM)" },
  { value: "afternoon", label: "Afternoon (12-5 PM)" },
  { value: "evening", label: "Evening (5-8 PM)" },
  { value: "anytime", label: "Anytime" },
];
