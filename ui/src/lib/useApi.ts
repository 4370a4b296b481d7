// One way a screen loads what it shows: `useApi(load, deps)` runs `load` when
// `deps` change (not at all while `load` is null) and keeps the newest
// answer. An answer that arrives after the screen is gone, or after a newer
// request was started, is dropped: never shown, never handed to onData or
// onError. The data is kept while a newer request runs (a list being
// refiltered keeps its rows until the new ones arrive).
import { useCallback, useEffect, useRef, useState, type DependencyList } from "react";

export type LoadState<T> = {
  /** The last answer; undefined until the first. */
  data: T | undefined;
  /** Why the last request failed; cleared by the next answer. */
  error: unknown;
  loading: boolean;
};

export type LoadOptions<T> = {
  /** Hears each answer that counts (a screen that keeps it in state of its own, or reacts to it). */
  onData?: (data: T) => void;
  /** Hears each failure that counts (the dashboard's `fail`: a 401 ends the session). */
  onError?: (error: unknown) => void;
  /** Runs only on `reload()` (a poll), never by itself; a change of `deps` still drops what is under way. */
  manual?: boolean;
};

/**
 * The rules without React: `run` starts a request that counts until `drop`
 * or the next `run`. `update` changes the state; `current` gives the
 * loader and options as they are now (the screen's latest render).
 */
export function createLoader<T>(
  update: (change: (s: LoadState<T>) => LoadState<T>) => void,
  current: () => { load: (() => Promise<T>) | null; options: LoadOptions<T> },
) {
  let turn = 0;
  return {
    run() {
      const mine = ++turn;
      const { load } = current();
      const loading = !!load;
      update((s) => (s.loading === loading ? s : { ...s, loading }));
      load?.().then(
        (data) => {
          if (mine !== turn) return;
          update(() => ({ data, error: undefined, loading: false }));
          current().options.onData?.(data);
        },
        (error: unknown) => {
          if (mine !== turn) return;
          update((s) => ({ ...s, error, loading: false }));
          current().options.onError?.(error);
        },
      );
    },
    drop() {
      turn++;
    },
  };
}

/**
 * What `load` answered, kept as `data`; `error` and `loading` besides;
 * `reload()` asks again (Refresh, a poll); `setData` puts in what a change the
 * screen made answered. `load` and `options` may be new at each render: the
 * latest are used, and only `deps` start a request.
 */
export function useApi<T>(load: (() => Promise<T>) | null, deps: DependencyList, options: LoadOptions<T> = {}) {
  const [state, setState] = useState<LoadState<T>>(() => ({
    data: undefined,
    error: undefined,
    loading: !!load && !options.manual,
  }));
  const latest = useRef({ load, options });
  latest.current = { load, options };
  const [loader] = useState(() => createLoader<T>(setState, () => latest.current));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide, as a useEffect's would
  useEffect(() => {
    if (!latest.current.options.manual) loader.run();
    return loader.drop;
  }, deps);
  const setData = useCallback((data: T) => setState((s) => ({ ...s, data })), []);
  return { ...state, reload: loader.run, setData };
}
