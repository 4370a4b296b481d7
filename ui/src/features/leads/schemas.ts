// The lead forms' rules, message for message the same as the server's
// (src/leads/validate.rs). tests/cases/leads.json is run against both.
import * as z from "zod/mini";
import { emailRule, oneOf, required, text, type Rule } from "../../lib/rules";
import {
  bookingUrgencies,
  preferredTimes,
  quoteUrgencies,
  serviceTypes,
  servicesNeeded,
  vehicleTypes,
} from "./options";

const phoneRule =
  (emptyMessage: string): Rule =>
  (v) => {
    if (v === "") return emptyMessage;
    if (!/^[0-9 \-().+]*$/.test(v)) return "Please enter a valid phone number";
    if (v.replace(/\D/g, "").length < 10) return "Phone number must be at least 10 digits";
    return null;
  };

const validDate: Rule = (v) => {
  if (v === "") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])) : null;
  return d && d.getUTCMonth() === +m![2] - 1 && d.getUTCDate() === +m![3] ? null : "Please enter a valid date";
};

const quoteShape = {
  name: text("Name", 100, required(1, "Name is required")),
  phone: text("Phone number", 30, phoneRule("Phone number is required")),
  email: text("Email", 254, emailRule("Please enter a valid email")),
  location: text("Location", 200, required(1, "Location is required")),
  serviceType: text("Service type", 100, oneOf(serviceTypes, "Please select a service type")),
  vehicleInfo: text("Vehicle info", 200),
  urgency: text("Urgency", 100, oneOf(quoteUrgencies, "Please select urgency level")),
  description: text("Description", 2000, required(10, "Please provide more details about your needs")),
};

/** POST /api/quotes from the /quote page: email and vehicle info optional. */
export const quoteSchema = z.object(quoteShape);

/** The home page's form: its label marks email as required; the service type is fixed. */
export const homeQuoteSchema = z.object({
  name: quoteShape.name,
  phone: quoteShape.phone,
  email: text("Email", 254, emailRule("Please enter a valid email", "Email is required")),
  location: quoteShape.location,
  urgency: quoteShape.urgency,
  description: quoteShape.description,
});

/** A fleet manager's service request (POST /api/fleet/service): the quote's rules, the unit chosen from a list. */
export const fleetServiceSchema = z.object({
  unitId: text("Unit", 20, required(1, "Please choose the unit")),
  name: quoteShape.name,
  phone: quoteShape.phone,
  email: quoteShape.email,
  location: quoteShape.location,
  urgency: quoteShape.urgency,
  description: quoteShape.description,
});

export const bookingSchema = z.object({
  name: text("Name", 100, required(2, "Name must be at least 2 characters")),
  phone: text("Phone number", 30, phoneRule("Phone number must be at least 10 digits")),
  email: text("Email", 254, emailRule("Invalid email address")),
  vehicleType: text("Vehicle type", 100, oneOf(vehicleTypes, "Please select vehicle type")),
  location: text("Location", 200, required(5, "Please provide your location")),
  serviceNeeded: text("Service needed", 100, oneOf(servicesNeeded, "Please select service needed")),
  urgency: text("Urgency", 100, oneOf(bookingUrgencies, "Please select urgency level")),
  description: text("Description", 2000, required(10, "Please describe your issue in detail")),
  preferredDate: text("Preferred date", 10, validDate),
  preferredTime: text("Preferred time", 20, (v) =>
    v === "" || preferredTimes.includes(v as never) ? null : "Please select a valid time",
  ),
});

export const contactSchema = z.object({
  name: text("Name", 100, required(1, "Name is required")),
  phone: text("Phone number", 30, phoneRule("Phone number is required")),
  email: text("Email", 254, emailRule("Please enter a valid email")),
  location: text("Location", 200, required(1, "Location is required")),
  urgency: text("Urgency", 100, oneOf(quoteUrgencies, "Please select urgency level")),
  message: text("Message", 2000, required(10, "Please provide more details about your needs")),
});

export type QuoteInput = z.infer<typeof quoteSchema>;
export type HomeQuoteInput = z.infer<typeof homeQuoteSchema>;
export type BookingInput = z.infer<typeof bookingSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
