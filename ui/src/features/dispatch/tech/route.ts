// The app's two places, the list (/tech/) and a job (/tech/jobs/{id}), kept in
// the address bar so Back and a reload land where the technician was.
import { useCallback, useEffect, useState } from "react";

function jobIdFrom(path: string): number | null {
  const m = /^\/tech\/jobs\/(\d+)$/.exec(path);
  return m ? Number(m[1]) : null;
}

export function useTechRoute() {
  const [path, setPath] = useState(location.pathname);
  const go = useCallback((to: string) => {
    history.pushState(null, "", to);
    setPath(to);
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    const back = () => setPath(location.pathname);
    window.addEventListener("popstate", back);
    return () => window.removeEventListener("popstate", back);
  }, []);
  return { id: jobIdFrom(path), go };
}
