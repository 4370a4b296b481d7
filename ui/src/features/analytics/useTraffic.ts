// Traffic figures: refetched every 30 s (docs/product.md#back-office), and on Refresh and live leads.
import { useEffect } from "react";
import { useDashboard } from "../../lib/staff/dashboard";
import { useApi } from "../../lib/useApi";
import { fetchTraffic } from "./api";

export const TRAFFIC_REFRESH_MS = 30_000;

export function useTraffic(period: string) {
  const { fail, reloadKey } = useDashboard();
  const { data, reload } = useApi(() => fetchTraffic(period), [period, reloadKey, fail], { onError: (e) => fail(e) });
  useEffect(() => {
    const timer = setInterval(reload, TRAFFIC_REFRESH_MS);
    return () => clearInterval(timer);
  }, [period, reloadKey, reload]);
  return data ?? null;
}
