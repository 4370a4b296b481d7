// Sends a lead so that none is lost: each submission carries a key, so the
// server stores it once however often it arrives; without a network it is
// kept in localStorage and sent when the connection returns.
import { ApiError, apiRequest } from "./api";
import { LEAD_SENT_EVENT, attribution } from "./attribution";
import { toast } from "./toast";

const KEY = "pendingLeads";

export const savedOffline = {
  title: "Saved Offline",
  description: "No connection right now. Your request is saved and will be sent automatically when you're back online.",
};

type Pending = { endpoint: string; body: Record<string, unknown>; savedAt: number };
export type SubmitResult = { status: "sent"; id: number } | { status: "queued" };

function newRef(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function readQueue(): Pending[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "[]") as Pending[];
  } catch {
    return [];
  }
}

function writeQueue(items: Pending[]) {
  try {
    if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or off: nothing more we can do than the call link shown.
  }
}

/** fetch rejects with a TypeError when the request never reached a server. */
const isNetworkFailure = (e: unknown) => !(e instanceof ApiError) && (e instanceof TypeError || !navigator.onLine);

export async function submitLead(endpoint: string, values: Record<string, unknown>): Promise<SubmitResult> {
  // Every lead carries the source of its visit, whichever form or chat sent it.
  const body = { ...values, attribution: await attribution(), clientRef: newRef() };
  try {
    const res = await apiRequest<{ id: number }>("POST", endpoint, body);
    window.dispatchEvent(new CustomEvent(LEAD_SENT_EVENT));
    return { status: "sent", id: res.id };
  } catch (e) {
    if (!isNetworkFailure(e)) throw e;
    writeQueue([...readQueue(), { endpoint, body, savedAt: Date.now() }]);
    scheduleRetry();
    return { status: "queued" };
  }
}

let flushing = false;

/** Sends what was kept offline; each item leaves the queue once the server has it. */
export async function flushPendingLeads() {
  if (flushing) return;
  flushing = true;
  let sent = 0;
  try {
    for (const item of readQueue()) {
      try {
        await apiRequest("POST", item.endpoint, item.body);
        sent++;
      } catch (e) {
        if (isNetworkFailure(e) || (e instanceof ApiError && (e.status === 429 || e.status >= 500))) break;
        // Refused as invalid: keeping it would only fail again.
        console.warn("a saved request was refused", e);
      }
      writeQueue(readQueue().filter((p) => p.body.clientRef !== item.body.clientRef));
    }
  } finally {
    flushing = false;
  }
  if (sent) toast({ title: "Request Sent", description: "Your saved request has reached us. We'll contact you shortly." });
}

// On a weak signal a send can fail while the browser still counts itself
// online, so no "online" event will come: kept leads are also retried on a
// timer (15 s, doubling up to 2 minutes) and whenever the tab is shown again.
export const RETRY_FIRST_MS = 15_000;
const RETRY_MAX_MS = 120_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;

function scheduleRetry() {
  if (retryTimer !== undefined || typeof window === "undefined") return;
  retryTimer = setTimeout(async () => {
    retryTimer = undefined;
    await flushPendingLeads();
    if (readQueue().length) {
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
      scheduleRetry();
    } else retryDelay = RETRY_FIRST_MS;
  }, retryDelay);
}

export function startOfflineSync(): () => void {
  const flush = () => void flushPendingLeads().then(() => readQueue().length && scheduleRetry());
  const onVisible = () => document.visibilityState === "visible" && flush();
  window.addEventListener("online", flush);
  document.addEventListener("visibilitychange", onVisible);
  if (readQueue().length) flush();
  return () => {
    window.removeEventListener("online", flush);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
