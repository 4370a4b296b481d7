import { matchRoute, preloadRoute } from "../app/routes";

// Internal links start loading their page's chunk when a pointer rests on them
// or a finger touches them, so the click itself feels instant.
export function prefetchOnIntent() {
  const seen = new Set<string>();
  const onIntent = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.("a[href^='/']");
    if (!a) return;
    const url = new URL((a as HTMLAnchorElement).href);
    const def = url.origin === location.origin ? matchRoute(url.pathname) : undefined;
    if (def && !seen.has(def.path)) {
      seen.add(def.path);
      preloadRoute(def, true).catch(() => seen.delete(def.path));
    }
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("touchstart", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
}
