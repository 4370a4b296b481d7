// What lasts as long as the browser tab: sessionStorage, read and written
// without ever throwing (storage can be blocked, full, or hold a damaged
// entry), so a caller falls back to memory for the page instead of failing.

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // blocked
  }
}

export function tabGet(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A kept JSON value, or null when there is none or it cannot be read. */
export function tabGetJson<T>(key: string): T | null {
  try {
    const raw = tabGet(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null; // a damaged entry counts as none
  }
}

export function tabSet(key: string, value: string) {
  try {
    storage()?.setItem(key, value);
  } catch {
    // full or refused: kept in memory for this page only
  }
}

/** A random id, not tied to any person (a lead's idempotency key, a session). */
export function randomId(): string {
  const c: Crypto = globalThis.crypto;
  // Only in a secure context (https, localhost): the types say it is always there.
  if (typeof (c as Partial<Crypto>).randomUUID === "function") return c.randomUUID();
  // Without a secure context (plain http) there is no randomUUID, but getRandomValues is
  // there in every browser: 128 random bits, hex.
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
