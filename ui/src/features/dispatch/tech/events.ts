// The live feed (GET /api/tech/events): a job assigned, unassigned or changed reloads the list.
import { useEffect } from "react";

export function useJobEvents(refresh: () => Promise<void>) {
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const es = new EventSource("/api/tech/events", { withCredentials: true });
    es.addEventListener("jobs", () => void refresh());
    es.addEventListener("ready", () => void refresh());
    return () => es.close();
  }, [refresh]);
}
