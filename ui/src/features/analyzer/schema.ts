// The analyzer request (POST /api/smart-analyzer), rule for rule the server's
// (src/leads/validate.rs `analyzer_request`); tests/cases/analyzer.json is run
// against both.
import * as z from "zod/mini";
import { business } from "../../content/business";
import { isChatPhone } from "../../lib/patterns";
import { emailRule, oneOf, required, text, type Rule } from "../../lib/rules";

const guide = business.serviceGuide;
const services = [
  ...guide.analyzer.map((r) => r.service),
  ...guide.chat.map((r) => r.service),
  guide.analyzerFallback.service,
  guide.chatFallback.service,
];
/** The analyzer table's urgencies, the chat's four answers and its default. */
const urgencies = ["emergency", "urgent", "today", ...guide.chatUrgencies, guide.chatDefaultUrgency];

/** docs/product.md#validation's chat phone rule, which this form shares. */
const phone: Rule = (v) => {
  if (v === "") return "Phone number is required";
  return isChatPhone(v) ? null : "Please enter a valid phone number";
};

const confidence: Rule = (v) => {
  if (v === "") return "The confidence is missing";
  if (/^\d{1,3}$/.test(v) && Number(v) <= 100) return null;
  return ["High", "Medium", "Low"].includes(v)
    ? null
    : "Confidence must be a percent from 0 to 100, or High, Medium or Low";
};

export const analyzerSchema = z.object({
  name: text("Name", 100, required(1, "Name is required")),
  phone: text("Phone number", 30, phone),
  email: text("Email", 254, emailRule("Please enter a valid email")),
  location: text("Location", 300),
  problemDescription: text("Problem description", 2000, required(1, "Please describe the problem")),
  suggestedService: text("Suggested service", 100, oneOf(services, "Please choose a suggested service")),
  estimatedPrice: text("Estimated price", 30, required(1, "The estimated price is missing")),
  urgency: text("Urgency", 100, oneOf(urgencies, "Please select urgency level")),
  confidence: text("Confidence", 10, confidence),
});

export type AnalyzerRequest = z.infer<typeof analyzerSchema>;

/** What the contact form shows; the rest comes from the chosen suggestion. */
export type AnalyzerContact = Pick<AnalyzerRequest, "name" | "phone" | "email" | "location">;
