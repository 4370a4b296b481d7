// The phone's position, shared with the customer while a job is en route,
// and stamped on the photos and the signature taken on site.
import { useEffect, useRef } from "react";
import { ApiError } from "../../../lib/api";
import { sendPosition, type Job } from "../api";

/** At most one position every 10 s while a job is en route; the latest fix wins. */
const EVERY_MS = 10_000;
/** How soon a fix refused because On my way has not reached the server yet goes again. */
const NOT_YET_MS = 1_000;

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
            // On my way itself still on its way to the server (409: not en route there yet):
            // this fix goes again in a second, so the driver's map gets the first position as
            // soon as the status lands. Offline: again in 10 s. A newer fix replaces it.
            latest ??= p;
            const notYet = e instanceof ApiError && e.status === 409;
            if (notYet) last = 0;
            timer ??= setTimeout(send, notYet ? NOT_YET_MS : EVERY_MS);
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

export type Fix = { latitude: number; longitude: number };

/** The phone's latest fix while `active` (a job open on screen), or null: a photo or a signature is stamped with it. */
export function useLastPosition(active: boolean) {
  const last = useRef<Fix | null>(null);
  useEffect(() => {
    if (!active || !("geolocation" in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (p) => (last.current = { latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => {},
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [active]);
  return last;
}
