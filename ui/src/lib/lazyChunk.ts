import { startTransition, useRef, useState } from "react";

/**
 * A chunk of code fetched on demand (the first touch of a form, the first
 * keystroke): `request` starts it once; a failed fetch (a weak or lost
 * signal) sets `failed` and lets the next `request` try again. The loaded
 * value is held in state rather than React.lazy, so once fetched it renders
 * with no suspense fallback in between, as a transition that yields to input.
 */
export function useLazyChunk<T>(load: () => Promise<T>, onFail?: () => void) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const request = () => {
    if (loading.current) return;
    loading.current = true;
    setFailed(false);
    load().then(
      // A transition: rendering what arrived yields to the visitor's input.
      (value) => startTransition(() => setLoaded(() => value)),
      () => {
        loading.current = false;
        setFailed(true);
        onFail?.();
      },
    );
  };
  return { loaded, failed, request };
}
