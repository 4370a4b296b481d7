// The Overview's review-request figure (docs/product.md#reviews): requests
// sent in the period and how many of them were tapped.
import { Stat } from "../../components/staff/ui";
import type { components } from "../../lib/api-schema";

export type ReviewFigures = components["schemas"]["ReviewFigures"];

export function reviewSummary(r: ReviewFigures): string {
  return `${r.sent} sent, ${r.tapped} tapped`;
}

export function ReviewStat({ figures, note }: { figures: ReviewFigures; note: string }) {
  return <Stat label="Review requests" value={reviewSummary(figures)} note={note} />;
}
