// The calls of a lead's thread, as lines between its texts: what happened
// ("Missed call · rang 40 s", "Answered by Sam · 3 min 12 s") and the one
// list of texts and calls, oldest first. Plain text only.
import type { Call, TextMessage } from "./api";

/** "40 s", "3 min 12 s", "3 min", "1 h 2 min". */
export function spoken(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return m ? `${h} h ${m} min` : `${h} h`;
}

const rang = (c: Call) => (c.rangSeconds != null ? ` · rang ${spoken(c.rangSeconds)}` : "");
const lasted = (c: Call) => (c.durationSeconds != null ? ` · ${spoken(c.durationSeconds)}` : "");

/** What became of the call, in a line. */
export function callLine(c: Call): string {
  const inbound = c.direction !== "out";
  switch (c.status) {
    case "ringing":
      return inbound ? "Ringing…" : c.staffName ? `${c.staffName} is calling…` : "Calling…";
    case "answered":
      return inbound
        ? `${c.staffName ? `Answered by ${c.staffName}` : "Answered"}${lasted(c)}`
        : `${c.staffName ? `Called by ${c.staffName}` : "Answered"}${lasted(c)}`;
    case "missed":
      return inbound ? `Missed call${rang(c)}` : `No answer${rang(c)}`;
    case "failed":
      return c.error ? `Call failed: ${c.error}` : "Call failed";
    default:
      // A status this page does not know yet (a newer server's).
      return `Call: ${String(c.status)}${c.error ? ` · ${c.error}` : ""}`;
  }
}

/** Which way the call went. */
export const callDirection = (c: Call) => (c.direction === "out" ? "Outgoing call" : "Incoming call");

export type ThreadEntry = { kind: "text"; text: TextMessage } | { kind: "call"; call: Call };

/** Texts and calls in one list by time, oldest first (a time that cannot be read keeps its place at the end). */
export function timeline(texts: TextMessage[], calls: Call[] = []): ThreadEntry[] {
  const at = (iso: string) => {
    const t = Date.parse(iso);
    return Number.isNaN(t) ? Infinity : t;
  };
  const all = [
    ...texts.map((text) => ({ entry: { kind: "text", text } as ThreadEntry, at: at(text.createdAt) })),
    ...calls.map((call) => ({ entry: { kind: "call", call } as ThreadEntry, at: at(call.startedAt) })),
  ];
  // Array.prototype.sort is stable: at the same moment, texts stay before calls, each in the server's order.
  return all.sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? -1 : 1)).map((x) => x.entry);
}
