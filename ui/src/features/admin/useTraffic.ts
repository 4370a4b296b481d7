// Traffic and overview figures: traffic refetches every 30 s (SPEC §9), both
// reload on Refresh and on live leads.
import { useEffect, useState } from "react";
import { fetchOverview, fetchTraffic, type Overview, type Traffic } from "./api";
import { useDashboard } from "./shared";

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

export function useOverview(period = "30d") {
  const { fail, reloadKey } = useDashboard();
  const [overview, setOverview] = useState<Overview | null>(null);
  useEffect(() => {
    let live = true;
    fetchOverview(period)
      .then((o) => live && setOverview(o))
      .catch((e) => live && fail(e, { title: "Error", description: "Could not load the figures" }));
    return () => {
      live = false;
    };
  }, [period, reloadKey, fail]);
  return overview;
}
