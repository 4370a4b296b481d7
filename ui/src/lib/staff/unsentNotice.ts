// The technician's app, signed out by the server (a 401), forgets what it kept
// on the phone, including changes it never sent; the sign-in page it lands on
// says which (docs/product.md#dispatch). Job numbers and what was tapped
// only: no customer's name outlives the sign-out. Kept for this tab, read once.
const KEY = "roadside-unsent-changes";

/** One change that never reached the server: its job's number and the button tapped ("Arrived"). */
export type UnsentChange = { job: number; change: string };

export function leaveUnsentNotice(changes: UnsentChange[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(changes));
  } catch {
    // Storage off: the sign-in page just does not say it.
  }
}

/** What the app left for the sign-in page, once (null when it left nothing). */
export function takeUnsentNotice(): UnsentChange[] | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (c): c is UnsentChange =>
        typeof c === "object" && c !== null && Number.isInteger(c.job) && typeof c.change === "string",
    );
  } catch {
    return null;
  }
}
