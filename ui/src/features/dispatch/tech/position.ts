// The phone's position, shared with the customer while a job is en route.
import { useEffect } from "react";
import { ApiError } from "../../../lib/api";
import { sendPosition, type Job } from "../api";

/** At most one position every 10 s while a job is en route; the latest fix wins. */
const EVERY_MS = 10_000;

export function useSharePosition(enRoute: Job[], onEta: (jobId: number, text: string) => void) {
  const ids = enRoute.map((j) => j.id).join(",");
  useEffect(() => {
    if (!ids || !("geolocation" in navigator)) return;
    const jobIds = ids.split(",").map(Number);
    let last = 0;
    let latest: GeolocationPosition | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      timer = undefined;
      const p = latest;
      if (!p) return;
      latest = null;
      last = Date.now();
      const fix = { latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy };
      for (const id of jobIds)
        sendPosition(id, fix)
          .then((r) => r.etaMinutes != null && onEta(id, `about ${r.etaMinutes} min away`))
          .catch((e) => {
            // Too soon after the last one the server took (429): it has a fix from moments ago, so
            // this one is dropped rather than sent again.
            if (e instanceof ApiError && e.status === 429) return;
            // Offline, or On my way itself still on its way to the server: this fix goes again
            // in 10 s, unless a newer one has come (only the latest one matters).
            latest ??= p;
            timer ??= setTimeout(send, EVERY_MS);
          });
    };
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        latest = p;
        const wait = last + EVERY_MS - Date.now();
        if (wait <= 0) send();
        else timer ??= setTimeout(send, wait);
      },
      () => {},
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearTimeout(timer);
    };
  }, [ids, onEta]);
}
