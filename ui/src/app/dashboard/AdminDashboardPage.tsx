// The staff dashboard: a shell of six tabs (docs/product.md#back-office) composed from the
// features, the tab and sub-tab in the URL, live leads over server-sent
// events. Each tab is its own lazy chunk, so the dashboard opens with only the
// code of the tab on screen.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Tabs } from "../../components/staff/ui";
import { adminLogout, fetchSession } from "../../features/accounts/staffSession";
import { PushToggle } from "../../features/messages/PushToggle";
import { DashboardContext, isUnauthorized, type Dashboard } from "../../lib/staff/dashboard";
import places from "../../lib/staff/places.json";
import { toast } from "../../lib/toast";
import {
  alertsWanted,
  chime,
  connectLive,
  enableAlerts,
  kindTitle,
  leadOf,
  notify,
  paymentLine,
  type LiveLead,
  type ShownEvent,
  type LiveStatus,
} from "./live";

const loaders = {
  overview: () => import("./tabs/OverviewTab"),
  leads: () => import("./tabs/LeadsTab"),
  jobs: () => import("./tabs/JobsTab"),
  fleets: () => import("./tabs/FleetsTab"),
  analytics: () => import("./tabs/AnalyticsTab"),
  settings: () => import("./tabs/SettingsTab"),
};
const OverviewTab = lazy(loaders.overview);
const LeadsTab = lazy(loaders.leads);
const JobsTab = lazy(loaders.jobs);
const FleetsTab = lazy(loaders.fleets);
const AnalyticsTab = lazy(loaders.analytics);
const SettingsTab = lazy(loaders.settings);

export const TABS = [
  { id: "overview", title: "Overview" },
  { id: "leads", title: "Leads" },
  { id: "jobs", title: "Jobs" },
  { id: "fleets", title: "Fleets" },
  { id: "analytics", title: "Analytics" },
  { id: "settings", title: "Settings" },
];

const UNSEEN = /^\(\d+\) New leads · /;

export default function AdminDashboardPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.id === params.get("tab")) ? params.get("tab")! : "overview";
  const [user, setUser] = useState<string | null>(null);
  const [owner, setOwner] = useState(false);
  const [calls, setCalls] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const [live, setLive] = useState<LiveStatus>("connecting");
  const [unseen, setUnseen] = useState(0);
  const [latest, setLatest] = useState<ShownEvent | null>(null);
  const [alertsOn, setAlertsOn] = useState(false);
  const ended = useRef(false);
  // The page is prerendered without a session; the dashboard itself renders
  // after hydration (and its lists load while the session is being checked).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  // Any 401 means the session is over: say so once and go back to sign in.
  const fail = useCallback<Dashboard["fail"]>(
    (e, fallback) => {
      if (isUnauthorized(e)) {
        if (ended.current) return;
        ended.current = true;
        toast({ title: "Session Expired", description: "Please log in again", variant: "destructive" });
        navigate("/admin", { replace: true });
      } else if (fallback) {
        toast({ ...fallback, variant: "destructive" });
      }
    },
    [navigate],
  );
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  const go = useCallback(
    (to: string, view?: string, lead?: string) => {
      const next = new URLSearchParams();
      next.set("tab", to);
      if (view) next.set("view", view);
      if (lead) next.set("lead", lead);
      setParams(next);
    },
    [setParams],
  );
  const context = useMemo<Dashboard>(
    () => ({ fail, reloadKey, reload, go, owner, calls }),
    [fail, reloadKey, reload, go, owner, calls],
  );

  // The tab's code starts loading with the session check, not after it.
  useEffect(() => void loaders[tab as keyof typeof loaders]().catch(() => {}), [tab]);

  useEffect(() => {
    setAlertsOn(alertsWanted() && (!("Notification" in window) || Notification.permission !== "denied"));
    fetchSession()
      .then((s) => {
        // A technician's account has the app at /tech/, not the back office.
        if (s.role === "technician") return location.replace("/tech/");
        setUser(s.username);
        setOwner(s.isOwner);
        setCalls(s.calls);
      })
      .catch((e) => fail(e, { title: "Error", description: "Could not load the dashboard" }));
  }, [fail]);

  // Live leads: every list reloads, the title counts, and (when turned on) a chime and a notification.
  useEffect(() => {
    if (!user) return;
    return connectLive({
      onLead: (lead) => {
        // A job changed (here, on another screen or in a technician's app): the lists follow, quietly.
        if (lead.kind === "job") return reload();
        setLatest(lead);
        // The title counts new leads; a payment is news, not a lead to answer.
        if (lead.kind !== "payment") setUnseen((n) => n + 1);
        reload();
        if (alertsWanted()) {
          chime();
          notify(lead);
        }
      },
      onStatus: setLive,
      onGone: () => void fetchSession().catch((e) => fail(e)),
    });
  }, [user, reload, fail]);

  useEffect(() => {
    const base = document.title.replace(UNSEEN, "");
    document.title = unseen ? `(${unseen}) New leads · ${base}` : base;
  }, [unseen]);
  // Seen once the owner is looking and touches the page.
  useEffect(() => {
    if (!unseen) return;
    const seen = () => {
      if (document.visibilityState === "visible") setUnseen(0);
    };
    window.addEventListener("pointerdown", seen);
    window.addEventListener("keydown", seen);
    return () => {
      window.removeEventListener("pointerdown", seen);
      window.removeEventListener("keydown", seen);
    };
  }, [unseen]);
  useEffect(() => () => void (document.title = document.title.replace(UNSEEN, "")), []);

  const signOut = async () => {
    // From here a 401 (a list reloading for a live lead) is the logout itself, not an expired session.
    ended.current = true;
    try {
      await adminLogout();
      toast({ title: "Logged Out" });
      navigate("/admin");
    } catch {
      ended.current = false;
      toast({ title: "Error", description: "Failed to log out properly", variant: "destructive" });
    }
  };

  const turnOnAlerts = async () => {
    const permission = await enableAlerts();
    setAlertsOn(true);
    if (permission === "denied")
      toast({ title: "Sound on", description: "Notifications are blocked in this browser's site settings." });
  };

  if (!mounted) {
    return (
      <section className="page container">
        <p role="status">Checking your session…</p>
      </section>
    );
  }
  const leadView = latest ? viewOf(latest) : null;
  return (
    <DashboardContext.Provider value={context}>
      <section className="page container admin">
        <div className="dashboard-head">
          <div>
            <h1>Admin Dashboard</h1>
            <p className="muted small">
              {user ? `Signed in as ${user}` : "Checking your session…"} ·{" "}
              <span className={`live-dot ${live}`} role="status">
                {live === "live" ? "Live" : live === "connecting" ? "Connecting…" : "Offline, retrying"}
              </span>
            </p>
          </div>
          <span className="actions">
            <PushToggle />
            <button type="button" className="btn btn-outline" onClick={turnOnAlerts} aria-pressed={alertsOn}>
              {alertsOn ? "Alerts On" : "Turn On Alerts"}
            </button>
            <button type="button" className="btn btn-outline" onClick={reload}>
              Refresh
            </button>
            <button type="button" className="btn btn-outline" onClick={signOut}>
              Logout
            </button>
          </span>
        </div>
        {latest && leadView && (
          <div className="card live-banner" role="status">
            {latest.kind === "payment" ? (
              <span>
                Paid by card: <strong>{paymentLine(latest)}</strong>
              </span>
            ) : (
              <span>
                New {kindTitle[latest.kind]}:{" "}
                <strong>{latest.name || (latest.kind === "call" && latest.phone) || "No name"}</strong>
                {latest.kind === "message" && latest.body ? ` · “${latest.body}”` : ""}
                {"urgency" in latest && latest.urgency ? ` · ${latest.urgency}` : ""}
              </span>
            )}
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => go(leadView[0], leadView[1], leadView[2])}
            >
              View
            </button>
          </div>
        )}
        <Tabs label="Dashboard sections" idPrefix="main" tabs={TABS} current={tab} onSelect={(t) => go(t)} />
        <div role="tabpanel" id="main-panel" aria-labelledby={`main-tab-${tab}`} className="tab-panel">
          <Suspense fallback={<p role="status">Loading…</p>}>
            {tab === "overview" && <OverviewTab />}
            {tab === "leads" && <LeadsTab />}
            {tab === "jobs" && <JobsTab />}
            {tab === "fleets" && <FleetsTab />}
            {tab === "analytics" && <AnalyticsTab />}
            {tab === "settings" && <SettingsTab />}
          </Suspense>
        </div>
      </section>
    </DashboardContext.Provider>
  );
}

/** Where the dashboard shows a live event's lead: tab, sub-tab and the ?lead= that opens its card. */
function viewOf(e: LiveLead): readonly [string, string | undefined, string | undefined] {
  if (e.kind === "payment") return ["jobs", undefined, undefined];
  // A text or a call belongs to its lead (leadKind-leadId).
  const { kind, id } = leadOf(e);
  const lead = kind && id != null ? `${kind}-${id}` : undefined;
  const kinds: Record<string, { tab: string; view?: string }> = places.leadKinds;
  const place = (kind && kinds[kind]) || kinds.analyzer;
  return [place.tab, place.view, lead];
}
