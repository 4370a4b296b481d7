// Toasts: one visible at a time, each for 5000 ms unless dismissed. A new
// toast replaces the one on screen. Kept in a signal so any code (a fetcher,
// a form) can raise one without threading callbacks through components.
import { signal } from "@preact/signals-react";

export const TOAST_MS = 5000;

export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
};

export const currentToast = signal<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function toast(t: Omit<Toast, "id">): Toast {
  const shown = { ...t, id: nextId++ };
  currentToast.value = shown;
  clearTimeout(timer);
  timer = setTimeout(() => dismissToast(shown.id), TOAST_MS);
  return shown;
}

export function dismissToast(id?: number) {
  if (id === undefined || currentToast.value?.id === id) {
    clearTimeout(timer);
    currentToast.value = null;
  }
}
