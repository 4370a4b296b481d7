// The analyzer's keyword table (docs/product.md#analyzer), computed in the browser. The table
// itself lives in the business content file, beside the prices it quotes, so
// the server accepts exactly what this can suggest.
import { business } from "../../content/business";

export type Urgency = "emergency" | "urgent" | "today";

export type Suggestion = {
  service: string;
  /** Percent, 0-100. */
  confidence: number;
  price: string;
  urgency: Urgency;
};

type Rule = (typeof business.serviceGuide.analyzer)[number];

/** Lower case, and "won't" / "won’t" read as "wont", so the table's "wont start" catches both. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[’'`]/g, "");
}

function urgencyOf(rule: Rule, text: string): Urgency {
  return rule.emergencyWords.some((w) => text.includes(w)) ? "emergency" : (rule.urgency as Urgency);
}

/**
 * Every row whose keywords appear in the description, highest confidence
 * first; a description that matches none gets the one general suggestion.
 */
export function analyze(description: string): Suggestion[] {
  const text = normalize(description);
  const matches = business.serviceGuide.analyzer
    .filter((rule) => rule.keywords.some((k) => text.includes(k)))
    .map((rule) => ({
      service: rule.service,
      confidence: rule.confidence,
      price: rule.price,
      urgency: urgencyOf(rule, text),
    }))
    .sort((a, b) => b.confidence - a.confidence);
  if (matches.length) return matches;
  const general = business.serviceGuide.analyzerFallback;
  return [
    {
      service: general.service,
      confidence: general.confidence,
      price: general.price,
      urgency: general.urgency as Urgency,
    },
  ];
}

/** The spec's analyzing delay: the suggestions appear after 1.5 s. */
export const ANALYZE_MS = 1500;
