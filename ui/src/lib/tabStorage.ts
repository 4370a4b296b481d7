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
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  // Without a secure context (plain http) there is no randomUUID: time and two random parts.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
