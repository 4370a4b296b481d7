// Pieces every tab of the dashboard uses: the context (errors, reloads),
// the tab bar, the paged lists, badges, and the copy button.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { fetchPage, type Page } from "./api";

export type Dashboard = {
  /** Handles a failed call: a 401 ends the session (toast, back to /admin); anything else shows `fallback`. */
  fail: (e: unknown, fallback?: { title: string; description?: string }) => void;
  /** Bumped by Refresh and by live leads: lists reload when it changes. */
  reloadKey: number;
  reload: () => void;
  /** Opens a tab (and sub-tab) by changing the URL. */
  go: (tab: string, view?: string) => void;
};

export const DashboardContext = createContext<Dashboard>({ fail: () => {}, reloadKey: 0, reload: () => {}, go: () => {} });
export const useDashboard = () => useContext(DashboardContext);

export const isUnauthorized = (e: unknown) => e instanceof ApiError && e.status === 401;

/** A tab bar: arrows move between tabs, the selected one is in the tab order. */
export function Tabs({
  label,
  tabs,
  current,
  onSelect,
  idPrefix,
}: {
  label: string;
  tabs: { id: string; title: string }[];
  current: string;
  onSelect: (id: string) => void;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const n = tabs.length;
    const to = e.key === "ArrowRight" ? (i + 1) % n : e.key === "ArrowLeft" ? (i - 1 + n) % n : e.key === "Home" ? 0 : e.key === "End" ? n - 1 : -1;
    if (to < 0) return;
    e.preventDefault();
    onSelect(tabs[to].id);
    refs.current[to]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${t.id}`}
          aria-selected={t.id === current}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={t.id === current ? 0 : -1}
          className={t.id === current ? "tab active" : "tab"}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {t.title}
        </button>
      ))}
    </div>
  );
}

export type ListState<T> = { items: T[]; next: string | null; loading: boolean; error: boolean };

/** A staff list, newest first, filtered by `params`; reloads on Refresh and live leads; "Load more" follows the cursor. */
export function usePagedList<T>(path: string, params: Record<string, string | undefined>, pageSize = 50) {
  const { fail, reloadKey } = useDashboard();
  const [state, setState] = useState<ListState<T>>({ items: [], next: null, loading: true, error: false });
  const key = JSON.stringify(params);
  const generation = useRef(0);
  useEffect(() => {
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true }));
    fetchPage<T>(path, { ...JSON.parse(key), limit: String(pageSize) })
      .then((p: Page<T>) => mine === generation.current && setState({ items: p.items, next: p.nextCursor, loading: false, error: false }))
      .catch((e) => {
        if (mine !== generation.current) return;
        setState((s) => ({ ...s, loading: false, error: true }));
        fail(e, { title: "Error", description: "Could not load the list" });
      });
  }, [path, key, reloadKey, pageSize, fail]);
  const more = useCallback(() => {
    if (!state.next) return;
    const mine = generation.current;
    setState((s) => ({ ...s, loading: true }));
    fetchPage<T>(path, { ...JSON.parse(key), limit: String(pageSize), cursor: state.next })
      .then((p) => mine === generation.current && setState((s) => ({ items: [...s.items, ...p.items], next: p.nextCursor, loading: false, error: false })))
      .catch((e) => {
        setState((s) => ({ ...s, loading: false }));
        fail(e, { title: "Error", description: "Could not load more" });
      });
  }, [path, key, pageSize, state.next, fail]);
  const replace = useCallback((id: number, row: T | null) => {
    setState((s) => ({
      ...s,
      items: row === null ? s.items.filter((r) => (r as { id: number }).id !== id) : s.items.map((r) => ((r as { id: number }).id === id ? row : r)),
    }));
  }, []);
  return { ...state, more, replace };
}

export function ListFooter({ state, more, empty }: { state: ListState<unknown>; more: () => void; empty: string }) {
  if (state.error && state.items.length === 0) return <p className="field-error">Could not load</p>;
  if (state.loading && state.items.length === 0) return <p role="status">Loading…</p>;
  if (state.items.length === 0) return <p className="muted">{empty}</p>;
  if (!state.next) return null;
  return (
    <button type="button" className="btn btn-outline btn-block" onClick={more} disabled={state.loading}>
      {state.loading ? "Loading…" : "Load more"}
    </button>
  );
}

/** SPEC §4: emergency red, urgent orange, today yellow, otherwise blue. */
export function urgencyClass(urgency: string): string {
  const u = urgency.toLowerCase();
  if (u.includes("emergency")) return "badge badge-red";
  if (u.includes("urgent")) return "badge badge-orange";
  if (u.includes("today") || u.includes("same-day") || u.includes("same day")) return "badge badge-yellow";
  return "badge badge-blue";
}

export function UrgencyBadge({ urgency }: { urgency: string }) {
  return <span className={urgencyClass(urgency)}>{urgency}</span>;
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export function when(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
}

export function minutes(m: number | null | undefined): string {
  if (m === null || m === undefined) return "–";
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

export const money = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies `text`; the button reads "Copied!" for 2 s (SPEC §9). */
export function CopyButton({
  text,
  label,
  toastOnCopy,
  className = "btn btn-outline btn-sm",
}: {
  text: string;
  label: string;
  toastOnCopy?: boolean;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (await copyText(text)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
      if (toastOnCopy) toast({ title: "Link Copied!" });
    } else {
      toast({ title: "Copy Failed", description: "Please copy the link manually", variant: "destructive" });
    }
  };
  return (
    <button type="button" className={className} onClick={copy} aria-live="polite">
      {copied ? "Copied!" : label}
    </button>
  );
}

export function Stat({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <div className="card stat">
      <p className="stat-label">{label}</p>
      <p className="stat-value">{value}</p>
      {note && <p className="stat-note">{note}</p>}
    </div>
  );
}
