// Where the dashboard shows one lead: its tab, sub-tab and the ?lead= that
// opens its card (places.json, which the server's links read too).
import places from "./places.json";

export function leadHref(kind: string, id: number): string {
  const kinds: Record<string, { tab: string; view?: string }> = places.leadKinds;
  const place = kinds[kind] ?? kinds.analyzer;
  const q = new URLSearchParams({ tab: place.tab });
  if (place.view) q.set("view", place.view);
  q.set("lead", `${kind}-${id}`);
  return `/admin/dashboard?${q}`;
}
