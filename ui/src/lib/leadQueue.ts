// Sends a lead so that none is lost: each submission carries a key, so the
// server stores it once however often it arrives; without a network it is
// kept in localStorage and sent when the connection returns.
//
// The chat sends one lead in several posts under one key (its conversation's):
// a partial save at the phone step, the finished chat, and after each the
// analyzer request that must reach the server only once its chat is stored.
// So sends with the same endpoint and key go one at a time, in order; a newer
// body for a key replaces an older one still waiting; and a post that follows
// another waits for it, also across the offline queue.
import type { ApiAnswer, ApiPath } from "./api";
import { ApiError, apiRequest } from "./request";
import { LEAD_SENT_EVENT, attribution } from "./attribution";
import { PENDING_KEY as KEY, savedOffline, savedSent } from "./offlineSync";
import { randomId } from "./tabStorage";
import { toast } from "./toast";

/** Where leads are posted (a form's action, the chat's two posts). */
export type LeadEndpoint = Extract<
  ApiPath<"POST">,
  "/api/quotes" | "/api/bookings" | "/api/contacts" | "/api/smart-analyzer" | "/api/chatbot-interactions"
>;
/** What they answer: 201 `{id, type}` each. */
type Created = ApiAnswer<"POST", LeadEndpoint>;

export { savedOffline };

/**
 * `after`: the endpoint whose post under the same clientRef must be stored first. `id` tells two bodies of one
 * key apart.
 */
type Pending = { endpoint: LeadEndpoint; body: Record<string, unknown>; savedAt: number; id?: string; after?: string };
export type SubmitResult = { status: "sent"; id: number } | { status: "queued" };

export type SubmitOptions = {
  /** The key of a lead sent in several posts (the chat's conversation); a fresh one otherwise. */
  clientRef?: string;
  /** Sent only once the post to this endpoint under the same clientRef is stored; never if the server refused it. */
  after?: string;
  /**
   * Nobody is there to show an error to (the chat sends in the background):
   * a server error or a rate limit keeps the lead for a retry, like a lost
   * connection, instead of raising it.
   */
  background?: boolean;
};

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

const keyOf = (endpoint: string, clientRef: unknown) => `${endpoint} ${String(clientRef)}`;
const itemKey = (p: Pending) => keyOf(p.endpoint, p.body.clientRef);
const queued = (key: string) => readQueue().some((p) => itemKey(p) === key);
const dependsOn = (p: Pending, key: string) => !!p.after && keyOf(p.after, p.body.clientRef) === key;

/** Keeps a body for later; a newer body for the same key takes the older one's place (and its turn). */
function enqueue(item: Pending) {
  const queue = readQueue();
  const at = queue.findIndex((p) => itemKey(p) === itemKey(item));
  if (at >= 0) queue[at] = item;
  else queue.push(item);
  writeQueue(queue);
}

/** Drops this very body, not a newer one saved for its key meanwhile. */
const dequeue = (item: Pending) =>
  writeQueue(readQueue().filter((p) => !(itemKey(p) === itemKey(item) && p.id === item.id)));

// Keys the server refused in this page: what must follow them is never sent.
const refused = new Set<string>();

function refuse(key: string) {
  refused.add(key);
  writeQueue(readQueue().filter((p) => itemKey(p) !== key && !dependsOn(p, key)));
}

// One send at a time per key, in the order asked, so an older body never
// lands after a newer one.
const chains = new Map<string, Promise<unknown>>();

function inOrder<T>(key: string, run: () => Promise<T>): Promise<T> {
  const next = (chains.get(key) ?? Promise.resolve()).then(run, run);
  const tail = next.catch(() => undefined);
  chains.set(key, tail);
  void tail.then(() => chains.get(key) === tail && chains.delete(key));
  return next;
}

/** fetch rejects with a TypeError when the request never reached a server. */
const isNetworkFailure = (e: unknown) => !(e instanceof ApiError) && (e instanceof TypeError || !navigator.onLine);
const isServerTrouble = (e: unknown) => e instanceof ApiError && (e.status === 429 || e.status >= 500);

// The tracker counts a completed form once per lead, not once per post.
const announced = new Set<string>();

export function submitLead(
  endpoint: LeadEndpoint,
  values: Record<string, unknown>,
  options: SubmitOptions = {},
): Promise<SubmitResult> {
  const clientRef = options.clientRef ?? randomId();
  const key = keyOf(endpoint, clientRef);
  const first = options.after ? keyOf(options.after, clientRef) : undefined;
  // Taken now, before this call returns: the send it must follow, if one is under way.
  const firstSending = first ? chains.get(first) : undefined;
  return inOrder(key, async () => {
    // Every lead carries the source of its visit, whichever form or chat sent it.
    const body = { ...values, attribution: await attribution(), clientRef };
    const item: Pending = {
      endpoint,
      body,
      savedAt: Date.now(),
      id: randomId(),
      ...(options.after ? { after: options.after } : {}),
    };
    if (first) {
      await firstSending;
      if (refused.has(first)) throw new Error(`not sent: the ${options.after} request it follows was refused`);
      if (queued(first)) return keep(item);
    }
    try {
      // keepalive: a lead sent as the page closes (the chat's partial save) still arrives.
      // The body is the form's values as typed (the server checks them), so the untyped request; the answer is the document's.
      const res = (await apiRequest("POST", endpoint, body, { keepalive: true })) as Created;
      // Older bodies of this key still waiting are stale now.
      writeQueue(readQueue().filter((p) => itemKey(p) !== key));
      if (!options.after && !announced.has(clientRef)) {
        announced.add(clientRef);
        window.dispatchEvent(new CustomEvent(LEAD_SENT_EVENT));
      }
      return { status: "sent", id: res.id };
    } catch (e) {
      if (isNetworkFailure(e) || (options.background && isServerTrouble(e))) return keep(item);
      refuse(key);
      throw e;
    }
  });
}

function keep(item: Pending): SubmitResult {
  enqueue(item);
  listen();
  scheduleRetry();
  return { status: "queued" };
}

let flushing = false;

/** Sends what was kept offline; each item leaves the queue once the server has it. */
export async function flushPendingLeads() {
  if (flushing) return;
  flushing = true;
  let sent = 0;
  try {
    for (const snapshot of readQueue()) {
      const key = itemKey(snapshot);
      const outcome = await inOrder(key, async () => {
        // The body kept now: sent live meanwhile (gone) or replaced by a newer one.
        const item = readQueue().find((p) => itemKey(p) === key);
        if (!item) return "gone";
        if (item.after && queued(keyOf(item.after, item.body.clientRef))) return "waiting";
        try {
          // No keepalive here: the page is open, and keepalive bodies share a 64 KB allowance.
          await apiRequest("POST", item.endpoint, item.body);
          dequeue(item);
          return "sent";
        } catch (e) {
          if (isNetworkFailure(e) || isServerTrouble(e)) return "stop";
          // Refused as invalid: keeping it would only fail again.
          console.warn("a saved request was refused", e);
          refuse(key);
          return "refused";
        }
      });
      if (outcome === "stop") break;
      if (outcome === "sent") sent++;
    }
  } finally {
    flushing = false;
  }
  if (sent) toast(savedSent);
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

let syncing = false;
const flushAndRetry = () => void flushPendingLeads().then(() => readQueue().length && scheduleRetry());

/** Once per page: kept leads are sent when the connection, or the tab, comes back. */
function listen() {
  if (syncing || typeof window === "undefined") return;
  syncing = true;
  window.addEventListener("online", flushAndRetry);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && flushAndRetry());
}

/** Sends what an earlier page kept (App, through offlineSync, when something waits), then keeps listening. */
export function startOfflineSync() {
  listen();
  if (readQueue().length) flushAndRetry();
}

/**
 * Sends a lead form whose code did not arrive: online, as the plain post the
 * server answers with a page (the thank-you page, or the form with its
 * messages); offline, kept like any lead and sent when the connection
 * returns. Resolves true when the lead was kept for later.
 */
export async function sendLeadForm(form: HTMLFormElement): Promise<boolean> {
  if (navigator.onLine) {
    HTMLFormElement.prototype.submit.call(form);
    return false;
  }
  const values = Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
  // The form's action is its lead endpoint (the page was rendered with it).
  const result = await submitLead(new URL(form.action).pathname as LeadEndpoint, values).catch(() => null);
  if (result?.status !== "queued") return false;
  toast(savedOffline);
  form.reset();
  return true;
}
