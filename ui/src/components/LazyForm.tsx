import {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type FormEventHandler,
  type ReactNode,
} from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { useLazyChunk } from "../lib/lazyChunk";

/** What a live form takes over from the plain markup it replaces. */
export type LiveProps = {
  initial: Record<string, string>;
  focusId?: string;
  caret?: [number, number];
  submitNow?: boolean;
};

/** What a form's markup takes: plain (only `bind`) or live (all of it). */
export type FormViewProps<F extends string> = {
  bind: (field: F) => UseFormRegisterReturn;
  errors?: Partial<Record<F, FieldError>>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitting?: boolean;
  queued?: boolean;
};

/** Binds a field of the plain markup: only its name, so it posts without JavaScript. */
export const plainBind = (name: string) => ({ name }) as UseFormRegisterReturn;

/**
 * A form's validation code (react-hook-form and zod) stays out of the
 * page's first load. Until it arrives the same markup works as a plain form
 * post. It loads as the visitor nears or touches the form, or right after
 * hydration with `eager` (a form that is the page's main content); the swap
 * keeps what was typed, the focused field, and a send pressed meanwhile.
 */
export function LazyForm({
  load,
  eager = false,
  plain,
  sendPlain = submitNatively,
}: {
  load: () => Promise<ComponentType<LiveProps>>;
  eager?: boolean;
  /** The form's markup without behaviour, given the submit handler to use until the code arrives. */
  plain: (onSubmit: FormEventHandler<HTMLFormElement>, queued: boolean) => ReactNode;
  /**
   * Sends the form when its code could not be fetched and a send was pressed;
   * resolves true when the data was kept to send later. By default, the plain
   * post the server answers with a page.
   */
  sendPlain?: (form: HTMLFormElement) => Promise<boolean>;
}) {
  const box = useRef<HTMLDivElement>(null);
  const submitPending = useRef(false);
  const taken = useRef<LiveProps | null>(null);
  const [queued, setQueued] = useState(false);
  const arrived = useRef(false);
  const swapped = useRef(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  // The code did not arrive (a weak or lost signal): the next touch tries
  // again, and a send already pressed is not left hanging.
  const { loaded: Live, request: goLive } = useLazyChunk(
    () =>
      load().then((live) => {
        arrived.current = true;
        return live;
      }),
    () => {
      if (!submitPending.current) return;
      submitPending.current = false;
      const form = box.current?.querySelector("form");
      if (form) void sendPlain(form).then((kept) => kept && setQueued(true));
    },
  );

  // The swap renders as a transition, in slices, so a slow phone stays
  // responsive; the plain markup is read in each attempt, its DOM still in
  // place. Anything the visitor does to the plain form before the commit (a
  // keystroke, a focus, a send) is an urgent update, which interrupts the
  // attempt; React then starts it again, and it reads the form afresh.
  if (Live && !swapped.current) taken.current = readPlain(box.current, submitPending.current);
  useLayoutEffect(() => {
    if (Live) swapped.current = true;
  }, [Live]);
  const touched = () => {
    goLive();
    if (arrived.current && !swapped.current) rerender();
  };

  // A visitor quick enough to press send before the code arrives is not sent
  // off to a plain post: the press is kept and the live form sends once loaded.
  const submitWhenLive: FormEventHandler<HTMLFormElement> = (event) => {
    event.preventDefault();
    submitPending.current = true;
    touched();
  };

  useEffect(() => {
    const el = box.current;
    if (eager || !el || !("IntersectionObserver" in window)) return goLive();
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && goLive(), {
      rootMargin: "800px 0px",
    });
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- goLive only touches refs and setters, once
  }, []);

  return (
    <div
      ref={box}
      onFocusCapture={touched}
      onPointerDownCapture={touched}
      onInputCapture={touched}
      onKeyUpCapture={touched}
    >
      {Live && taken.current ? <Live {...taken.current} /> : plain(submitWhenLive, queued)}
    </div>
  );
}

async function submitNatively(form: HTMLFormElement): Promise<boolean> {
  HTMLFormElement.prototype.submit.call(form);
  return false;
}

function readPlain(box: HTMLElement | null, submitNow: boolean): LiveProps {
  const form = box?.querySelector("form");
  const initial = form ? Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])) : {};
  const active = document.activeElement;
  if (!active || !box?.contains(active)) return { initial, submitNow };
  // Where the caret was in a text field, so typing goes on at the same place.
  const caret =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? caretOf(active) : undefined;
  return { initial, focusId: active.id, caret, submitNow };
}

function caretOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | undefined {
  try {
    return field.selectionStart === null || field.selectionEnd === null
      ? undefined
      : [field.selectionStart, field.selectionEnd];
  } catch {
    return undefined; // a field type without a caret (date, email in some browsers)
  }
}

/** What was typed before the live form arrived: its starting values (only the form's own fields). */
export function startValues<T extends Record<string, string>>(empty: T, initial: Record<string, string>): T {
  const values = { ...empty };
  for (const k of Object.keys(empty) as (keyof T & string)[]) if (initial[k]) values[k] = initial[k] as T[typeof k];
  return values;
}

/** The live form's side of the swap: the touched field keeps the focus and a send pressed meanwhile goes ahead. */
export function useTakeOver({ focusId, caret, submitNow }: LiveProps, submit: () => Promise<void>) {
  // At the commit, before the browser handles the next keystroke.
  useLayoutEffect(() => {
    const field = focusId ? document.getElementById(focusId) : null;
    field?.focus();
    if (caret && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      try {
        field.setSelectionRange(caret[0], caret[1]);
      } catch {
        // a field type without a caret
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only once, on arrival
  }, []);
  useEffect(() => {
    if (submitNow) void submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only once, on arrival
  }, []);
}
