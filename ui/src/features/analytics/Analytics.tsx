// The one piece of analytics in the first load: it waits for the browser to
// be idle after hydration, then fetches the tracker (its own small chunk) and
// tells it each route change. Nothing here delays the first paint.
import { useEffect } from "react";
import { useLocation } from "react-router";

type Tracker = typeof import("./tracker");
let loading: Promise<Tracker> | undefined;

function load(): Promise<Tracker> {
  loading ??= new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 4000 });
    else setTimeout(resolve, 1500);
  }).then(() => import("./tracker"));
  return loading;
}

// Staff pages are never counted (the server also ignores a staff session's events).
const counted = (path: string) => !path.startsWith("/admin");

export function Analytics() {
  const { pathname } = useLocation();
  useEffect(() => {
    load().then(
      (t) => t.pageView(counted(pathname) ? pathname : null),
      (e: unknown) => console.warn("analytics unavailable", e),
    );
  }, [pathname]);
  return null;
}
