// The Overview's call figures (docs/product.md#calls): calls to the business
// number in the period, how many were answered and how fast, and the missed
// ones, with how many of those became jobs. Shown once a call has come in.
import type { components } from "../../lib/api-schema";
import { Stat } from "../../components/staff/ui";

type CallOverview = components["schemas"]["CallOverview"];

/** "45 s", "2 min 5 s". */
export function answerTime(seconds: number | null | undefined): string {
  if (seconds == null) return "–";
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min${seconds % 60 ? ` ${seconds % 60} s` : ""}`;
}

export function CallStats({ figures, note }: { figures: CallOverview; note: string }) {
  if (!figures.calls) return null;
  return (
    <>
      <Stat
        label="Calls answered"
        value={figures.answeredPercent == null ? "–" : `${figures.answeredPercent}%`}
        note={`${figures.answered} of ${figures.calls} calls, ${note.toLowerCase()}; median ${answerTime(figures.medianSecondsToAnswer)} to answer`}
      />
      <Stat
        label="Missed calls"
        value={figures.missed}
        note={`${figures.missedToJobs} became jobs; ${note.toLowerCase()}`}
      />
    </>
  );
}
