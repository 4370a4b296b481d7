// Live leads: the server-sent events of GET /api/admin/events, with the
// reconnecting, the chime and the browser notification around them.
import type { components } from "../../lib/api-schema";
import { formatCents } from "../../lib/money";

/**
 * One event of the feed, as the server's OpenAPI document types it
 * (`LiveEvent`, told apart by `kind`: a new lead of that kind, a customer's
 * "message", a missed "call", a card "payment", a "job" changed), with its
 * event id.
 */
export type LiveLead = components["schemas"]["LiveEvent"] & { seq: number };
export type LiveKind = LiveLead["kind"];
/** What the dashboard shows in its banner and notifications: every event but a job's change. */
export type ShownEvent = Exclude<LiveLead, { kind: "job" }>;
type Payment = Extract<LiveLead, { kind: "payment" }>;

/** The lead a live event is about: its own (a new lead), or the one a text or call belongs to. */
export function leadOf(e: LiveLead): { kind: string | null; id: number | null } {
  if (e.kind === "message" || e.kind === "call") return { kind: e.leadKind ?? null, id: e.leadId ?? null };
  if (e.kind === "payment" || e.kind === "job") return { kind: null, id: null };
  return { kind: e.kind, id: e.id };
}

/** "INV-0003 · $197.97 (tip $20.00)", for a card payment. */
export const paymentLine = (p: Payment) =>
  `${p.number} · ${formatCents(p.amountCents)}${p.tipCents ? ` (tip ${formatCents(p.tipCents)})` : ""}`;

export type LiveStatus = "connecting" | "live" | "offline";

/**
 * Opens the stream and keeps it open. EventSource retries a dropped
 * connection by itself (sending Last-Event-ID); when it gives up (an error
 * status, e.g. a proxy's 502 during a restart) a new one is opened with the
 * last id in the query string, backing off from 1 s to 30 s. `onGone` is
 * called when the stream closes, so the page can check the session.
 */
export function connectLive(handlers: {
  onLead: (l: LiveLead) => void;
  onStatus: (s: LiveStatus) => void;
  onGone: () => void;
}): () => void {
  let last: string | null = null;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = 1000;
  let stopped = false;

  const open = () => {
    if (stopped) return;
    handlers.onStatus("connecting");
    const es = new EventSource(`/api/admin/events${last ? `?lastEventId=${encodeURIComponent(last)}` : ""}`, {
      withCredentials: true,
    });
    source = es;
    es.addEventListener("ready", (e) => {
      last = (e as MessageEvent).lastEventId || last;
      delay = 1000;
      handlers.onStatus("live");
    });
    es.addEventListener("lead", (e) => {
      const m = e as MessageEvent<string>;
      last = m.lastEventId || last;
      try {
        const event = JSON.parse(m.data) as components["schemas"]["LiveEvent"];
        handlers.onLead({ ...event, seq: Number(m.lastEventId) });
      } catch {
        // A malformed event is skipped; the lists reload on the next one.
      }
    });
    es.onerror = () => {
      if (es.readyState === EventSource.CLOSED) {
        handlers.onStatus("offline");
        handlers.onGone();
        es.close();
        timer = setTimeout(open, delay);
        delay = Math.min(delay * 2, 30_000);
      } else {
        handlers.onStatus("connecting");
      }
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

export const kindTitle: Record<LiveKind, string> = {
  job: "job change",
  message: "text message",
  call: "missed call",
  payment: "card payment",
  quote: "quote request",
  booking: "diesel booking",
  contact: "contact form",
  analyzer: "analyzer request",
  chat: "chat lead",
};

let audio: AudioContext | null = null;

/** A short two-note chime made with WebAudio (no sound file to fetch). */
export function chime() {
  try {
    audio ??= new AudioContext();
    if (audio.state === "suspended") void audio.resume();
    const now = audio.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = "sine";
      osc.frequency.value = freq;
      const start = now + i * 0.18;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
      osc.connect(gain).connect(audio.destination);
      osc.start(start);
      osc.stop(start + 0.4);
    }
  } catch {
    // No audio on this device: the title and the list still show the lead.
  }
}

export const ALERTS_KEY = "admin-alerts";

/** Asked on a click only: turns on the sound and asks for notifications. */
export async function enableAlerts(): Promise<NotificationPermission | "unsupported"> {
  try {
    localStorage.setItem(ALERTS_KEY, "on");
  } catch {
    // The choice then lasts for this visit.
  }
  chime();
  if (!("Notification" in window)) return "unsupported";
  if (Notification.permission === "default") return Notification.requestPermission();
  return Notification.permission;
}

export function alertsWanted(): boolean {
  try {
    return localStorage.getItem(ALERTS_KEY) === "on";
  } catch {
    return false;
  }
}

export function notify(lead: ShownEvent) {
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  try {
    const n = new Notification(lead.kind === "payment" ? "Paid by card" : `New ${kindTitle[lead.kind]}`, {
      body:
        lead.kind === "payment"
          ? paymentLine(lead)
          : lead.kind === "message"
            ? [lead.name, lead.body].filter(Boolean).join(": ")
            : lead.kind === "call"
              ? [lead.name, lead.phone].filter(Boolean).join(" · ")
              : [lead.name, lead.urgency, lead.location].filter(Boolean).join(" · "),
      tag: `lead-${lead.seq}`,
    });
    n.onclick = () => window.focus();
  } catch {
    // Mobile Chrome allows notifications only from a service worker.
  }
}
