// useApi: an answer after unmount or after a newer request is dropped, a
// failure is surfaced, `manual` waits for reload(). The unit tests run in
// node without a DOM, so a small stand-in for React's hooks renders the hook
// (state, refs, effects with deps and cleanups) the way React would.
import { afterEach, describe, expect, it, vi } from "vitest";

type Cell = { value: unknown; deps?: readonly unknown[]; cleanup?: (() => void) | void };
const hooks = vi.hoisted(() => {
  const state = { cells: [] as Cell[], at: 0, effects: [] as (() => void)[], rerender: () => {} };
  return state;
});

vi.mock("react", () => {
  const cell = (init: () => unknown): Cell => {
    const i = hooks.at++;
    hooks.cells[i] ??= { value: init() };
    return hooks.cells[i];
  };
  return {
    useState(init: unknown) {
      const c = cell(() => (typeof init === "function" ? (init as () => unknown)() : init));
      const set = (next: unknown) => {
        const value = typeof next === "function" ? (next as (v: unknown) => unknown)(c.value) : next;
        if (value !== c.value) {
          c.value = value;
          hooks.rerender();
        }
      };
      return [c.value, set];
    },
    useRef(init: unknown) {
      return cell(() => ({ current: init })).value;
    },
    useCallback(fn: unknown) {
      return cell(() => fn).value;
    },
    useEffect(effect: () => (() => void) | void, deps: readonly unknown[]) {
      const c = cell(() => undefined);
      const changed = !c.deps || deps.length !== c.deps.length || deps.some((d, i) => !Object.is(d, c.deps![i]));
      if (!changed) return;
      c.deps = deps;
      hooks.effects.push(() => {
        if (typeof c.cleanup === "function") c.cleanup();
        c.cleanup = effect();
      });
    },
  };
});

const { createLoader, useApi } = await import("./useApi");
type Options = Parameters<typeof useApi<string>>[2];

/** Renders `useApi` with props that can change; `unmount` runs the cleanups. */
function render(initial: { load: (() => Promise<string>) | null; deps: unknown[]; options?: Options }) {
  let props = initial;
  let result!: ReturnType<typeof useApi<string>>;
  const draw = () => {
    hooks.at = 0;
    result = useApi(props.load, props.deps, props.options);
    const effects = hooks.effects.splice(0);
    effects.forEach((run) => run());
  };
  hooks.cells = [];
  hooks.rerender = draw;
  draw();
  return {
    get current() {
      return result;
    },
    rerender(next: Partial<typeof initial>) {
      props = { ...props, ...next };
      draw();
    },
    unmount() {
      hooks.rerender = () => {};
      for (const c of hooks.cells) if (typeof c.cleanup === "function") c.cleanup();
    },
  };
}

/** A promise settled by hand. */
function later<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((ok, no) => {
    resolve = ok;
    reject = no;
  });
  return { promise, resolve, reject };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  hooks.cells = [];
  hooks.effects = [];
});

describe("useApi", () => {
  it("loads on mount and keeps the answer", async () => {
    const answer = later<string>();
    const onData = vi.fn();
    const view = render({ load: () => answer.promise, deps: [1], options: { onData } });
    expect(view.current).toMatchObject({ data: undefined, loading: true });
    answer.resolve("fleets");
    await settle();
    expect(view.current).toMatchObject({ data: "fleets", loading: false, error: undefined });
    expect(onData).toHaveBeenCalledWith("fleets");
  });

  it("drops an answer that arrives after unmount", async () => {
    const answer = later<string>();
    const onData = vi.fn();
    const onError = vi.fn();
    const view = render({ load: () => answer.promise, deps: [], options: { onData, onError } });
    view.unmount();
    answer.resolve("too late");
    await settle();
    expect(view.current.data).toBeUndefined();
    expect(onData).not.toHaveBeenCalled();
    const failing = later<string>();
    const other = render({ load: () => failing.promise, deps: [], options: { onError } });
    other.unmount();
    failing.reject(new Error("401"));
    await settle();
    expect(onError).not.toHaveBeenCalled();
  });

  it("drops an older answer once a newer request started", async () => {
    const first = later<string>();
    const second = later<string>();
    const onData = vi.fn();
    const view = render({ load: () => first.promise, deps: ["unpaid"], options: { onData } });
    view.rerender({ load: () => second.promise, deps: ["paid"] });
    second.resolve("paid rows");
    await settle();
    first.resolve("unpaid rows");
    await settle();
    expect(view.current.data).toBe("paid rows");
    expect(onData.mock.calls).toEqual([["paid rows"]]);
  });

  it("surfaces a failure, keeps the last data, and clears the error on the next answer", async () => {
    const ok = later<string>();
    const bad = later<string>();
    const onError = vi.fn();
    const view = render({ load: () => ok.promise, deps: [1], options: { onError } });
    ok.resolve("rows");
    await settle();
    view.rerender({ load: () => bad.promise, deps: [2] });
    expect(view.current).toMatchObject({ data: "rows", loading: true });
    const e = new Error("500");
    bad.reject(e);
    await settle();
    expect(view.current).toMatchObject({ data: "rows", error: e, loading: false });
    expect(onError).toHaveBeenCalledWith(e);
    view.rerender({ load: () => Promise.resolve("again"), deps: [3] });
    await settle();
    expect(view.current).toMatchObject({ data: "again", error: undefined });
  });

  it("does nothing while load is null, and reload asks again", async () => {
    let n = 0;
    const load = () => Promise.resolve(`answer ${++n}`);
    const view = render({ load: null, deps: [false] });
    expect(view.current.loading).toBe(false);
    view.rerender({ load, deps: [true] });
    await settle();
    expect(view.current.data).toBe("answer 1");
    view.current.reload();
    await settle();
    expect(view.current.data).toBe("answer 2");
    view.current.setData("kept");
    expect(view.current.data).toBe("kept");
  });

  it("manual: waits for reload, and a change of deps drops what is under way", async () => {
    const answer = later<string>();
    const load = vi.fn(() => answer.promise);
    const view = render({ load, deps: [1], options: { manual: true } });
    expect(load).not.toHaveBeenCalled();
    expect(view.current.loading).toBe(false);
    view.current.reload();
    expect(load).toHaveBeenCalledTimes(1);
    view.rerender({ deps: [2] });
    answer.resolve("stale");
    await settle();
    expect(view.current.data).toBeUndefined();
  });
});

describe("createLoader", () => {
  it("counts only the newest run", async () => {
    let state = { data: undefined as string | undefined, error: undefined as unknown, loading: false };
    const answers = [later<string>(), later<string>()];
    let i = 0;
    const loader = createLoader<string>(
      (change) => (state = change(state)),
      () => ({ load: () => answers[i++].promise, options: {} }),
    );
    loader.run();
    loader.run();
    answers[1].resolve("new");
    answers[0].resolve("old");
    await settle();
    expect(state.data).toBe("new");
  });
});
