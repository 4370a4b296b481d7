// Copyable replies for a lead, filled in with what the customer told us.
import { business } from "../../content/business";
import type { Lead } from "./api";

export function leadService(l: Lead): string {
  return l.serviceType ?? l.serviceNeeded ?? l.suggestedService ?? "roadside";
}

export function quickResponses(l: Lead): { title: string; text: string }[] {
  const name = (l.name ?? "").trim().split(/\s+/)[0] || "there";
  const service = leadService(l);
  const place = l.location ? ` in ${l.location}` : "";
  const phone = business.phones.emergency.display;
  const estimate = l.estimatedPrice
    ? `The estimate for ${service} is ${l.estimatedPrice}; we confirm the price before any work.`
    : "We confirm the price on the phone before any work.";
  return [
    {
      title: "On our way",
      text:
        `Hi ${name}, this is ${business.name}. We got your ${service} request${place} and a technician is ` +
        `getting ready to head your way. ${estimate} Call ${phone} if anything changes.`,
    },
    {
      title: "Missed you",
      text:
        `Hi ${name}, ${business.name} here about your ${service} request${place}. We tried to reach you; ` +
        `please call us back at ${phone}, 24/7.`,
    },
    {
      title: "Schedule",
      text:
        `Hi ${name}, thanks for contacting ${business.name} about ${service}${place}. When is a good time for ` +
        `us to come out? ${estimate}`,
    },
  ];
}
