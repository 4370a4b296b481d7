// Where this visit came from, decided once on the landing page and kept for
// the tab's session (sessionStorage, never a cookie). The tracker sends it
// with the first page view; every lead carries it (leadQueue.submitLead).

export type Source = "google-organic" | "google-ads" | "google-business-profile" | "facebook" | "referral" | "direct";
export type Attribution = { source: Source; medium: string | null; campaign: string | null; sessionId: string };

/** Fired on window when a lead reaches the server: the tracker counts a completed form. */
export const LEAD_SENT_EVENT = "roadside:lead-sent";

import { randomId, tabGet, tabGetJson, tabSet } from "./tabStorage";

const SESSION_KEY = "rs.session";
const ATTRIBUTION_KEY = "rs.attribution";

let fallbackId: string | undefined;

/** This tab's analytics session id: random, not tied to any person. */
export function sessionId(): string {
  let id = tabGet(SESSION_KEY) ?? fallbackId;
  if (!id) {
    // Storage blocked: a fresh id per page load is all there can be.
    id = fallbackId = randomId();
    tabSet(SESSION_KEY, id);
  }
  return id;
}

const LANDING_KEY = "rs.landing";
let landing: { href: string; referrer: string } | undefined;

/** Notes the landing page's address and referrer, once per session (App calls it on load). */
export function rememberLanding() {
  if (tabGet(LANDING_KEY)) return;
  landing = { href: location.href, referrer: document.referrer };
  tabSet(LANDING_KEY, JSON.stringify(landing));
}

/**
 * The visit's attribution, classified from the landing page. The classifier
 * is a small chunk of its own, fetched on first use, so it stays out of every
 * page's first load; if it cannot be had (offline), the lead goes without.
 */
export async function attribution(): Promise<Attribution | null> {
  if (typeof window === "undefined") return null;
  try {
    const kept = tabGetJson<Omit<Attribution, "sessionId">>(ATTRIBUTION_KEY);
    if (kept) return { ...kept, sessionId: sessionId() };
    const from = landing ??
      tabGetJson<NonNullable<typeof landing>>(LANDING_KEY) ?? { href: location.href, referrer: document.referrer };
    const { classify } = await import("./classify");
    const found = classify(new URL(from.href), from.referrer);
    tabSet(ATTRIBUTION_KEY, JSON.stringify(found));
    return { ...found, sessionId: sessionId() };
  } catch (e) {
    console.warn("attribution unavailable", e);
    return null;
  }
}
