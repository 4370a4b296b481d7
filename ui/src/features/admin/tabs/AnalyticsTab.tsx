// Analytics: website traffic with its charts, call tracking, chat
// conversations and the GPS locations customers shared in the chat.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { business } from "../../../content/business";
import { ColumnChart, HBarChart, Legend } from "../charts";
import { ListFooter, Stat, Tabs, minutes, telHref, usePagedList, when } from "../shared";
import { useOverview, useTraffic } from "../useTraffic";

const VIEWS = [
  { id: "website", title: "Website Analytics" },
  { id: "calls", title: "Call Tracking" },
  { id: "chat", title: "Chat Interactions" },
  { id: "gps", title: "GPS Locations" },
];
const PERIODS = [
  { id: "today", title: "Today", previous: "yesterday" },
  { id: "7d", title: "7 days", previous: "the 7 days before" },
  { id: "30d", title: "30 days", previous: "the 30 days before" },
];

export default function AnalyticsTab() {
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v.id === params.get("view"))?.id ?? "website";
  const period = PERIODS.find((p) => p.id === params.get("period")) ?? PERIODS[0];
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams({ tab: "analytics", view, period: period.id, ...changes });
    setParams(next, { replace: true });
  };
  return (
    <>
      <Tabs label="Analytics views" idPrefix="analytics" tabs={VIEWS} current={view} onSelect={(v) => set({ view: v })} />
      <div role="tabpanel" id="analytics-panel" aria-labelledby={`analytics-tab-${view}`}>
        {view === "website" && <Website period={period} setPeriod={(p) => set({ period: p })} />}
        {view === "calls" && <Calls />}
        {view === "chat" && <Chats />}
        {view === "gps" && <Gps />}
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

type Hour = { hour: string | number; visitors: number; pageViews: number };

/** The last 24 hours, oldest first, zero-filled, labelled in the owner's time
 * (the server sends 24 entries; an older one sent only the UTC hours it had). */
export function last24Hours(data: Hour[], now = new Date()): { label: string; visitors: number; pageViews: number }[] {
  const start = new Date(now);
  start.setUTCMinutes(0, 0, 0);
  start.setUTCHours(start.getUTCHours() - 23);
  return Array.from({ length: 24 }, (_, i) => {
    const at = new Date(start.getTime() + i * 3_600_000);
    const hit = data.find((d) => (typeof d.hour === "number" ? d.hour === at.getUTCHours() : new Date(d.hour).getTime() === at.getTime()));
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
            <Stat label="Avg. session" value={`${t.avgSessionDuration} s`} note={change(t.avgSessionDuration, prev?.avgSessionDuration)} />
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
              <HBarChart label="Top pages by views" data={t.topPages.map((p) => ({ label: p.page ?? "(unknown)", value: p.views }))} />
            </figure>
            <figure className="card chart-card">
              <figcaption>Lead and call sources</figcaption>
              {t.sources ? (
                <HBarChart label="Leads and calls by source" data={t.sources.map((s) => ({ label: s.source, value: s.leads + s.calls }))} />
              ) : (
                <p className="muted">Sources appear once the site records them.</p>
              )}
            </figure>
            <figure className="card chart-card">
              <figcaption>
                First-response times {o?.medianResponseMinutes != null && <span className="muted">(median {minutes(o.medianResponseMinutes)})</span>}
              </figcaption>
              <HBarChart label="Leads by first-response time" data={(o?.responseTimes ?? []).map((b) => ({ label: b.label, value: b.count }))} />
            </figure>
            <figure className="card chart-card">
              <figcaption>Visitors by location</figcaption>
              <HBarChart label="Visitors by location" data={t.locationData.map((l) => ({ label: l.country, value: l.visitors }))} />
            </figure>
          </div>
        </>
      )}
    </>
  );
}

type Call = { id: number; phone: string | null; source: string | null; page: string | null; createdAt: string };

function Calls() {
  const list = usePagedList<Call>("/api/call-tracking", {}, 100);
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
              <strong>{c.phone ? <a href={telHref(c.phone)}>{c.phone}</a> : "Call"}</strong> · {c.source || "unknown button"}
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

type Chat = {
  id: number;
  customerName: string | null;
  customerPhone: string | null;
  customerEmail: string | null;
  customerLocation: string | null;
  conversation: string;
  gpsLatitude: string | null;
  gpsLongitude: string | null;
  gpsAccuracy: string | null;
  locationMethod: string | null;
  leadQuality: string | null;
  createdAt: string;
};

export const PREVIEW_CHARS = 500;

/** The stored conversation is a JSON list of messages; shown as "Customer: …" lines. */
export function conversationText(raw: string): string {
  try {
    const messages = JSON.parse(raw) as { text?: string; sender?: string }[];
    if (Array.isArray(messages)) return messages.map((m) => `${m.sender === "user" ? "Customer" : "Assistant"}: ${m.text ?? ""}`).join("\n");
  } catch {
    // Plain text: shown as it is.
  }
  return raw;
}

export const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}...` : text);

function ChatCard({ chat }: { chat: Chat }) {
  const [whole, setWhole] = useState(false);
  const text = conversationText(chat.conversation);
  const quality = (chat.leadQuality ?? "").toLowerCase();
  return (
    <li className="card lead-card">
      <div className="lead-head">
        <h3>{chat.customerName || "Visitor"}</h3>
        {quality && <span className={`badge quality-${quality}`}>{quality} lead</span>}
      </div>
      <p className="muted small">
        {chat.customerPhone && <a href={telHref(chat.customerPhone)}>{chat.customerPhone}</a>} {chat.customerLocation && `· ${chat.customerLocation}`} ·{" "}
        {when(chat.createdAt)}
      </p>
      <p className="conversation">{whole ? text : preview(text)}</p>
      {text.length > PREVIEW_CHARS && (
        <button type="button" className="btn btn-outline btn-sm" aria-expanded={whole} onClick={() => setWhole(!whole)}>
          {whole ? "Show less" : "Show whole conversation"}
        </button>
      )}
    </li>
  );
}

function Chats() {
  const list = usePagedList<Chat>("/api/chatbot-interactions", {});
  return (
    <>
      <ul className="leads">
        {list.items.map((c) => (
          <ChatCard key={c.id} chat={c} />
        ))}
      </ul>
      <ListFooter state={list} more={list.more} empty="No chat conversations yet." />
    </>
  );
}

function Gps() {
  const list = usePagedList<Chat>("/api/chatbot-interactions", {}, 200);
  const located = list.items.filter((c) => c.gpsLatitude && c.gpsLongitude);
  return (
    <>
      <p className="muted small">Locations customers shared from the chat. Links open a maps site in a new tab; {business.name} loads no map here.</p>
      <ul className="leads">
        {located.map((c) => {
          const at = `${c.gpsLatitude},${c.gpsLongitude}`;
          return (
            <li key={c.id} className="card lead-card">
              <h3>{c.customerName || "Visitor"}</h3>
              <p>
                {Number(c.gpsLatitude).toFixed(6)}, {Number(c.gpsLongitude).toFixed(6)}
                {c.gpsAccuracy && ` (±${Math.round(Number(c.gpsAccuracy))} m)`}
              </p>
              <p className="muted small">
                {c.customerLocation && `${c.customerLocation} · `}
                {when(c.createdAt)}
              </p>
              <div className="lead-actions">
                <a
                  className="btn btn-outline btn-sm"
                  href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(at)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Maps View
                </a>
                <a
                  className="btn btn-primary btn-sm"
                  href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Directions
                </a>
                {c.customerPhone && (
                  <a className="btn btn-call btn-sm" href={telHref(c.customerPhone)}>
                    Call
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {!list.loading && located.length === 0 && <p className="muted">No shared locations yet.</p>}
      {list.next && (
        <button type="button" className="btn btn-outline btn-block" onClick={list.more}>
          Load more
        </button>
      )}
    </>
  );
}
