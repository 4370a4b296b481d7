// Analytics: website traffic with its charts and call tracking, beside the
// views other features add (the dashboard adds the chat's conversations and
// the GPS locations customers shared in the chat).
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ListFooter, Stat, Tabs } from "../../components/staff/ui";
import { useOverview, usePagedList } from "../../lib/staff/dashboard";
import { minutes, telHref, when } from "../../lib/staff/format";
import type { HourTraffic } from "./api";
import { ColumnChart, HBarChart, Legend } from "./charts";
import { useTraffic } from "./useTraffic";

/** A sub-tab of Analytics that another feature provides. */
export type AnalyticsView = { id: string; title: string; view: ReactNode };

const OWN_VIEWS = [
  { id: "website", title: "Website Analytics" },
  { id: "calls", title: "Call Tracking" },
];
const PERIODS = [
  { id: "today", title: "Today", previous: "yesterday" },
  { id: "7d", title: "7 days", previous: "the 7 days before" },
  { id: "30d", title: "30 days", previous: "the 30 days before" },
] as const;

export function AnalyticsTab({ more = [] }: { more?: AnalyticsView[] }) {
  const [params, setParams] = useSearchParams();
  const views = [...OWN_VIEWS, ...more];
  const view = views.find((v) => v.id === params.get("view"))?.id ?? "website";
  const period = PERIODS.find((p) => p.id === params.get("period")) ?? PERIODS[0];
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams({ tab: "analytics", view, period: period.id, ...changes });
    setParams(next, { replace: true });
  };
  return (
    <>
      <Tabs
        label="Analytics views"
        idPrefix="analytics"
        tabs={views}
        current={view}
        onSelect={(v) => set({ view: v })}
      />
      <div role="tabpanel" id="analytics-panel" aria-labelledby={`analytics-tab-${view}`}>
        {view === "website" && <Website period={period} setPeriod={(p) => set({ period: p })} />}
        {view === "calls" && <Calls />}
        {more.find((v) => v.id === view)?.view}
      </div>
    </>
  );
}

function change(now: number, before: number | undefined): string | undefined {
  if (before === undefined) return undefined;
  if (before === 0) return now === 0 ? "same as before" : `was 0`;
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct >= 0 ? "+" : ""}${pct}% (was ${before})`;
}

// An older server sent the UTC hour of the day as a number.
type Hour = Omit<HourTraffic, "hour"> & { hour: HourTraffic["hour"] | number };

/** The last 24 hours, oldest first, zero-filled, labelled in the owner's time
 * (the server sends 24 entries; an older one sent only the UTC hours it had). */
export function last24Hours(data: Hour[], now = new Date()): { label: string; visitors: number; pageViews: number }[] {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  start.setUTCHours(start.getUTCHours() - 23);
  return Array.from({ length: 24 }, (_, i) => {
    const at = new Date(start.getTime() + i * 3_600_000);
    const hit = data.find((d) =>
      typeof d.hour === "number" ? d.hour === at.getUTCHours() : new Date(d.hour).getTime() === at.getTime(),
    );
    return { label: `${at.getHours()}:00`, visitors: hit?.visitors ?? 0, pageViews: hit?.pageViews ?? 0 };
  });
}

function Website({ period, setPeriod }: { period: (typeof PERIODS)[number]; setPeriod: (p: string) => void }) {
  const t = useTraffic(period.id);
  const o = useOverview(period.id);
  const prev = t?.previous;
  return (
    <>
      <div className="chips" role="group" aria-label="Period">
        {PERIODS.map((p) => (
          <button
            key={p.id}
            type="button"
            className={p.id === period.id ? "chip active" : "chip"}
            aria-pressed={p.id === period.id}
            onClick={() => setPeriod(p.id)}
          >
            {p.title}
          </button>
        ))}
      </div>
      {!t ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <p className="muted small">Compared with {period.previous}.</p>
          <div className="stats">
            <Stat label="Page views" value={t.totalPageViews} note={change(t.totalPageViews, prev?.totalPageViews)} />
            <Stat label="Visitors" value={t.uniqueVisitors} note={change(t.uniqueVisitors, prev?.uniqueVisitors)} />
            <Stat
              label="Avg. session"
              value={`${t.avgSessionDuration} s`}
              note={change(t.avgSessionDuration, prev?.avgSessionDuration)}
            />
            {t.leads !== undefined && <Stat label="Leads" value={t.leads} note={change(t.leads, prev?.leads)} />}
            {t.calls !== undefined && <Stat label="Calls" value={t.calls} note={change(t.calls, prev?.calls)} />}
            <Stat label="Active now" value={t.activeUsers} />
          </div>
          <div className="two-col">
            <figure className="card chart-card">
              <figcaption>Visitors and page views, last 24 hours</figcaption>
              <ColumnChart
                label="Page views and visitors by hour"
                seriesNames={["page views", "visitors"]}
                data={last24Hours(t.hourlyData).map((h) => ({ label: h.label, value: h.pageViews }))}
                line={last24Hours(t.hourlyData).map((h) => h.visitors)}
              />
              <Legend
                items={[
                  { name: "Page views", className: "bar" },
                  { name: "Visitors", className: "line" },
                ]}
              />
            </figure>
            <figure className="card chart-card">
              <figcaption>Top pages</figcaption>
              <HBarChart
                label="Top pages by views"
                data={t.topPages.map((p) => ({ label: p.page ?? "(unknown)", value: p.views }))}
              />
            </figure>
            <figure className="card chart-card">
              <figcaption>Lead and call sources</figcaption>
              {t.sources ? (
                <HBarChart
                  label="Leads and calls by source"
                  data={t.sources.map((s) => ({ label: s.source, value: s.leads + s.calls }))}
                />
              ) : (
                <p className="muted">Sources appear once the site records them.</p>
              )}
            </figure>
            <figure className="card chart-card">
              <figcaption>
                First-response times{" "}
                {o?.medianResponseMinutes != null && (
                  <span className="muted">(median {minutes(o.medianResponseMinutes)})</span>
                )}
              </figcaption>
              <HBarChart
                label="Leads by first-response time"
                data={(o?.responseTimes ?? []).map((b) => ({ label: b.label, value: b.count }))}
              />
            </figure>
            <figure className="card chart-card">
              <figcaption>Visitors by location</figcaption>
              <HBarChart
                label="Visitors by location"
                data={t.locationData.map((l) => ({ label: l.country, value: l.visitors }))}
              />
            </figure>
          </div>
        </>
      )}
    </>
  );
}

function Calls() {
  const list = usePagedList("/api/call-tracking", {}, 100);
  const bySource = new Map<string, number>();
  for (const c of list.items) bySource.set(c.source || "unknown", (bySource.get(c.source || "unknown") ?? 0) + 1);
  return (
    <>
      {list.items.length > 0 && (
        <figure className="card chart-card">
          <figcaption>Calls by button ({list.items.length} most recent)</figcaption>
          <HBarChart label="Calls by source" data={[...bySource].map(([label, value]) => ({ label, value }))} />
        </figure>
      )}
      <ul className="leads">
        {list.items.map((c) => (
          <li key={c.id} className="card lead-card">
            <p>
              <strong>{c.phone ? <a href={telHref(c.phone)}>{c.phone}</a> : "Call"}</strong> ·{" "}
              {c.source || "unknown button"}
            </p>
            <p className="muted small">
              {c.page} · {when(c.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      <ListFooter state={list} more={list.more} empty="No calls recorded yet." />
    </>
  );
}
