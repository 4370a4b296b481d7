// The dashboard's context (errors, reloads, tab changes) and the hooks every
// tab uses to read the server: paged lists and the overview figures.
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { ApiError } from "../api";
import { fetchOverview, fetchPage, type ItemOf, type ListPath, type Page, type Period } from "./api";
import { useApi } from "../useApi";

export type Dashboard = {
  /** Handles a failed call: a 401 ends the session (toast, back to /admin); anything else shows `fallback`. */
  fail: (e: unknown, fallback?: { title: string; description?: string }) => void;
  /** Bumped by Refresh and by live leads: lists reload when it changes. */
  reloadKey: number;
  reload: () => void;
  /** Opens a tab (and sub-tab) by changing the URL. */
  go: (tab: string, view?: string) => void;
  /** The signed-in account is the owner's: it may erase a person's data (docs/product.md#privacy). */
  owner: boolean;
  /** Calls through the business number are set up: lead cards offer "Call via business line". */
  calls: boolean;
};

export const DashboardContext = createContext<Dashboard>({
  fail: () => {},
  reloadKey: 0,
  reload: () => {},
  go: () => {},
  owner: false,
  calls: false,
});
export const useDashboard = () => useContext(DashboardContext);

export const isUnauthorized = (e: unknown) => e instanceof ApiError && e.status === 401;

export type ListState<T> = { items: T[]; next: string | null; loading: boolean; error: boolean };

/**
 * A staff list, newest first, filtered by `params`; reloads on Refresh and live leads; "Load more" follows
 * the cursor. Its rows are the document's for `path`.
 */
export const usePagedList = usePaged as <P extends ListPath>(
  path: P,
  params: Record<string, string | undefined>,
  pageSize?: number,
) => ReturnType<typeof usePaged<ItemOf<P>>>;

function usePaged<T>(path: ListPath, params: Record<string, string | undefined>, pageSize = 50) {
  // T is ItemOf<typeof path>, as usePagedList's signature says.
  const page = (q: Record<string, string | undefined>) => fetchPage(path, q) as Promise<Page<T>>;
  const { fail, reloadKey } = useDashboard();
  const [state, setState] = useState<ListState<T>>({ items: [], next: null, loading: true, error: false });
  const key = JSON.stringify(params);
  const generation = useRef(0);
  useEffect(() => {
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true }));
    page({ ...JSON.parse(key), limit: String(pageSize) })
      .then(
        (p) =>
          mine === generation.current &&
          setState({ items: p.items, next: p.nextCursor ?? null, loading: false, error: false }),
      )
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
    page({ ...JSON.parse(key), limit: String(pageSize), cursor: state.next })
      .then(
        (p) =>
          mine === generation.current &&
          setState((s) => ({
            items: [...s.items, ...p.items],
            next: p.nextCursor ?? null,
            loading: false,
            error: false,
          })),
      )
      .catch((e) => {
        setState((s) => ({ ...s, loading: false }));
        fail(e, { title: "Error", description: "Could not load more" });
      });
  }, [path, key, pageSize, state.next, fail]);
  const replace = useCallback((id: number, row: T | null) => {
    setState((s) => ({
      ...s,
      items:
        row === null
          ? s.items.filter((r) => (r as { id: number }).id !== id)
          : s.items.map((r) => ((r as { id: number }).id === id ? row : r)),
    }));
  }, []);
  return { ...state, more, replace };
}

/** The overview figures (leads, response times, jobs done, revenue); they reload on Refresh and on live leads. */
export function useOverview(period: Period = "30d") {
  const { fail, reloadKey } = useDashboard();
  const { data } = useApi(() => fetchOverview(period), [period, reloadKey, fail], {
    onError: (e) => fail(e, { title: "Error", description: "Could not load the figures" }),
  });
  return data ?? null;
}
