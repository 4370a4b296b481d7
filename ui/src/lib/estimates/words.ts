// How the back office words an estimate's money and dates: "card held
// $189.00 until Dec 3", "deposit paid $50.00", "Dec 3, 14:05". Dates are the
// business's (the dashboard's clock), in US English as every other word here.
import { formatCents } from "../money";
import type { Estimate, EstimateHold, StandingHold } from "./api";

/** "Dec 3". */
export const shortDay = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" });

/** "Dec 3, 14:05". */
export const dayTime = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });

/** A hold or deposit as the job card and the Jobs tab say it. */
export function holdLine(
  h: Pick<EstimateHold, "kind" | "amountCents" | "status" | "captureBefore"> & {
    capturedCents?: number;
  },
): string {
  const amount = formatCents(h.amountCents);
  if (h.kind === "hold")
    switch (h.status) {
      case "held":
        return h.captureBefore ? `card held ${amount} until ${shortDay(h.captureBefore)}` : `card held ${amount}`;
      case "captured":
        return `card charged ${formatCents(h.capturedCents || h.amountCents)} of the ${amount} held`;
      case "releasing":
        return `hold of ${amount} being released`;
      case "released":
        return `hold of ${amount} released`;
      default:
        return `hold of ${amount}: ${h.status}`;
    }
  switch (h.status) {
    case "paid":
      return `deposit paid ${amount}`;
    case "invoiced":
      return `deposit of ${amount} paid on the invoice`;
    case "refunding":
      return `deposit of ${amount} being refunded`;
    case "refunded":
      return `deposit of ${amount} refunded`;
    case "kept":
      return `deposit of ${amount} kept under the cancellation terms`;
    default:
      return `deposit of ${amount}: ${h.status}`;
  }
}

/** A job's standing holds as one line ("" when none). */
export const standingLine = (holds: StandingHold[]) => holds.map(holdLine).join(" · ");

/** What an estimate asks at approval: "card hold of the total", "deposit 25%", "deposit $50.00", "nothing at approval". */
export function termsLine(e: Pick<Estimate, "payment" | "depositPercent" | "depositCents" | "parentId">): string {
  switch (e.payment) {
    case "hold":
      return e.parentId != null ? "card hold of any difference" : "card hold of the total";
    case "deposit":
      if (e.parentId != null) return "no second deposit";
      return e.depositPercent != null ? `deposit ${e.depositPercent}%` : `deposit ${formatCents(e.depositCents ?? 0)}`;
    default:
      return "nothing at approval";
  }
}

/** What approving an option asks now, in words: "asks a card hold of $199.50", "asks nothing now". */
export function dueLine(payment: Estimate["payment"], dueCents: number): string {
  if (dueCents <= 0) return "asks nothing now";
  return payment === "hold"
    ? `asks a card hold of ${formatCents(dueCents)}`
    : `asks a deposit of ${formatCents(dueCents)}`;
}

/** Who has the link of an estimate just sent: the driver, or each of a fleet's approvers. */
export const sentWords = (sent: Pick<Estimate, "sentTo">) =>
  sent.sentTo.length
    ? `${sent.sentTo.join(", ")} ${sent.sentTo.length > 1 ? "each have" : "has"} a link of their own by text and email.`
    : "The driver has the link by text and email.";
