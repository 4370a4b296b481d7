// Traffic figures: refetched every 30 s (docs/product.md#back-office), and on Refresh and live leads.
import { useEffect, useState } from "react";
import { useDashboard } from "../../lib/staff/dashboard";
import { fetchTraffic, type Traffic } from "./api";

export const TRAFFIC_REFRESH_MS = 30_000;

export function useTraffic(period: string) {
  const { fail, reloadKey } = useDashboard();
  const [traffic, setTraffic] = useState<Traffic | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      fetchTraffic(period)
        .then((t) => live && setTraffic(t))
        .catch((e) => live && fail(e));
    void load();
    const timer = setInterval(load, TRAFFIC_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [period, reloadKey, fail]);
  return traffic;
}
