// The technician's changes, kept until the server has them
// (docs/product.md#dispatch): status changes, and the proof of the work
// (docs/product.md#proof: photos, ticks, the customer's signature). Each
// change gets an id made here, on the phone; it is stored first, then sent,
// and deleted only once the server answered. Sent again after a lost
// answer, the server recognises the id (a status change's changeId, a
// photo's or a signature's clientRef; a tick is the same tick again) and
// answers the first sending's result without making the change twice. One
// flush at a time, in the order the changes were made: photos taken before
// Completed reach the server before it.
import { ApiError } from "../../../lib/api";
import type { PhotoFacts, SignatureBody, TechChangeBody } from "../api";

/** A photo made small on the phone (proof/photo.ts), with what the app shows of it until it is sent. */
export type QueuedPhoto = { facts: PhotoFacts; bytes: ArrayBuffer; preview: string; width: number; height: number };

/** What waits. A status change stored before photos existed has no `kind`. */
export type Change =
  | { kind?: "status"; body: TechChangeBody }
  | { kind: "photo"; photo: QueuedPhoto }
  | { kind: "tick"; tick: { item: string; ticked: boolean } }
  | { kind: "signature"; signature: SignatureBody };

export type Pending = { changeId: string; jobId: number; seq: number } & Change;

/** Where changes wait (IndexedDB in the app, memory in the tests). */
export type Store = {
  all: () => Promise<Pending[]>;
  put: (p: Pending) => Promise<void>;
  remove: (changeId: string) => Promise<void>;
};

export type Outbox = {
  /** Stores the status change, then tries to send everything waiting. */
  add: (jobId: number, body: Omit<TechChangeBody, "changeId">) => Promise<Pending>;
  /** Stores any change, made with its id (a photo's or a signature's clientRef), then tries to send. */
  queue: (jobId: number, make: (changeId: string) => Change) => Promise<Pending>;
  /** Sends what is waiting, in order; stops at the first network failure. */
  flush: () => Promise<void>;
  count: () => Promise<number>;
};

export const isStatus = (p: Pending): p is Pending & { kind?: "status"; body: TechChangeBody } =>
  p.kind === undefined || p.kind === "status";

export function newChangeId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A failure worth retrying: no answer at all, or the server (or a proxy) having a moment. A 401 is
 * kept too: the server did not look at the change, and the app must still be able to tell the
 * technician it was never sent (it signs out on a 401).
 */
export const retryable = (e: unknown) =>
  !(e instanceof ApiError) || e.status >= 500 || e.status === 401 || e.status === 408 || e.status === 429;

export function outbox<R>(
  store: Store,
  send: (p: Pending) => Promise<R>,
  events: { sent: (p: Pending, answer: R) => void; refused: (p: Pending, e: unknown) => void },
): Outbox {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    const waiting = (await store.all()).sort((a, b) => a.seq - b.seq);
    for (const p of waiting) {
      try {
        const answer = await send(p);
        await store.remove(p.changeId);
        events.sent(p, answer);
      } catch (e) {
        if (retryable(e)) return;
        // The server refused it (a field, a job no longer theirs): sending it again cannot help.
        await store.remove(p.changeId);
        events.refused(p, e);
      }
    }
  };
  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
      if (again) {
        again = false;
        void flush();
      }
    });
    return running;
  };
  let seq = 0;
  const queue = async (jobId: number, make: (changeId: string) => Change) => {
    const changeId = newChangeId();
    const p = { changeId, jobId, seq: Date.now() * 1000 + (seq++ % 1000), ...make(changeId) } as Pending;
    await store.put(p);
    void flush();
    return p;
  };
  return {
    add: (jobId, body) => queue(jobId, (changeId) => ({ body: { ...body, changeId } })),
    queue,
    flush,
    count: async () => (await store.all()).length,
  };
}

export function memoryStore(): Store & { items: Map<string, Pending> } {
  const items = new Map<string, Pending>();
  return {
    items,
    all: async () => [...items.values()],
    put: async (p) => void items.set(p.changeId, p),
    remove: async (id) => void items.delete(id),
  };
}
