// Where this visit came from, decided once on the landing page and kept for
// the tab's session (sessionStorage, never a cookie). The tracker sends it
// with the first page view; every lead carries it (leadQueue.submitLead).

export type Source = "google-organic" | "google-ads" | "google-business-profile" | "facebook" | "referral" | "direct";
export type Attribution = { source: Source; medium: string | null; campaign: string | null; sessionId: string };

/** Fired on window when a lead reaches the server: the tracker counts a completed form. */
export const LEAD_SENT_EVENT = "roadside:lead-sent";

const SESSION_KEY = "rs.session";
const ATTRIBUTION_KEY = "rs.attribution";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: a fresh id per page load is all we can do
  }
}

function save(key: string, value: string) {
  try {
    storage()?.setItem(key, value);
  } catch {
    // full or refused: kept in memory for this page only
  }
}

let fallbackId: string | undefined;

/** This tab's analytics session id: random, not tied to any person. */
export function sessionId(): string {
  const s = storage();
  let id = s?.getItem(SESSION_KEY) ?? fallbackId;
  if (!id) {
    id =
      typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
    fallbackId = id;
    save(SESSION_KEY, id);
  }
  return id;
}

const LANDING_KEY = "rs.landing";
let landing: { href: string; referrer: string } | undefined;

/** Notes the landing page's address and referrer, once per session (App calls it on load). */
export function rememberLanding() {
  const s = storage();
  const kept = s?.getItem(LANDING_KEY);
  if (kept) return;
  landing = { href: location.href, referrer: document.referrer };
  save(LANDING_KEY, JSON.stringify(landing));
}

/**
 * The visit's attribution, classified from the landing page. The classifier
 * is a small chunk of its own, fetched on first use, so it stays out of every
 * page's first load; if it cannot be had (offline), the lead goes without.
 */
export async function attribution(): Promise<Attribution | null> {
  if (typeof window === "undefined") return null;
  const s = storage();
  try {
    const kept = s?.getItem(ATTRIBUTION_KEY);
    if (kept) return { ...(JSON.parse(kept) as Omit<Attribution, "sessionId">), sessionId: sessionId() };
    const from = landing ?? (JSON.parse(s?.getItem(LANDING_KEY) ?? "null") as typeof landing) ?? { href: location.href, referrer: document.referrer };
    const { classify } = await import("./classify");
    const found = classify(new URL(from.href), from.referrer);
    save(ATTRIBUTION_KEY, JSON.stringify(found));
    return { ...found, sessionId: sessionId() };
  } catch (e) {
    console.warn("attribution unavailable", e);
    return null;
  }
}
