// Classifies a landing page's UTM tags, click ids or referrer into one of the
// sources of a visit (contract 4). Loaded on first use by lib/attribution.ts.
import type { Attribution, Source } from "./attribution";

const isGoogle = (s: string) => /(^|\.)google\.[a-z.]+$/.test(s) || s === "google";
const isFacebook = (s: string) =>
  /(^|\.)(facebook|fb|instagram)\.com$/.test(s) || ["facebook", "fb", "ig", "instagram", "meta"].includes(s);
const PROFILE_TAGS = [
  "gbp",
  "gmb",
  "google-business-profile",
  "googlemybusiness",
  "business-profile",
  "google-business",
];
const PAID = ["cpc", "ppc", "paid", "paidsearch", "paid-search", "ads"];

/** Classifies a landing URL and its referrer into one of the sources. */
export function classify(url: URL, referrer: string): Omit<Attribution, "sessionId"> {
  const q = (k: string) => url.searchParams.get(k)?.trim().toLowerCase().slice(0, 100) || null;
  const [source, medium, campaign] = [q("utm_source"), q("utm_medium"), q("utm_campaign")];
  let refHost = "";
  try {
    refHost = referrer ? new URL(referrer).hostname.toLowerCase() : "";
  } catch {
    // an unreadable referrer counts as none
  }
  const tagged = (s: Source, m: string | null) => ({ source: s, medium: medium ?? m, campaign });
  if (source || medium) {
    const src = source ?? "";
    if ([src, medium, campaign].some((t) => t && PROFILE_TAGS.includes(t)))
      return tagged("google-business-profile", "organic");
    if (url.searchParams.has("gclid") || (isGoogle(src) && PAID.includes(medium ?? "")))
      return tagged("google-ads", "cpc");
    if (isGoogle(src)) return tagged("google-organic", "organic");
    if (url.searchParams.has("fbclid") || isFacebook(src)) return tagged("facebook", "social");
    return tagged("referral", "referral");
  }
  if (url.searchParams.has("gclid")) return { source: "google-ads", medium: "cpc", campaign: null };
  if (url.searchParams.has("fbclid")) return { source: "facebook", medium: "social", campaign: null };
  if (!refHost || refHost === url.hostname) return { source: "direct", medium: null, campaign: null };
  if (isGoogle(refHost.replace(/^www\./, ""))) return { source: "google-organic", medium: "organic", campaign: null };
  if (isFacebook(refHost.replace(/^(www|m|l|lm)\./, "")))
    return { source: "facebook", medium: "social", campaign: null };
  return { source: "referral", medium: "referral", campaign: null };
}
