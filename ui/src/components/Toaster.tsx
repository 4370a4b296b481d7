import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { currentToast, dismissToast } from "../lib/toast";

const SWIPE_DISMISS_PX = 50;

/** The notification region: F8 focuses it; a swipe right past 50 px dismisses. */
export function Toaster() {
  useSignals();
  const region = useRef<HTMLElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const startX = useRef<number | null>(null);
  const t = currentToast.value;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const move = (x: number) => {
    if (startX.current === null || !item.current) return;
    const dx = Math.max(0, x - startX.current);
    item.current.style.transform = `translateX(${dx}px)`;
  };
  const end = (x: number) => {
    if (startX.current === null || !t) return;
    const dx = x - startX.current;
    startX.current = null;
    if (dx > SWIPE_DISMISS_PX) dismissToast(t.id);
    else if (item.current) item.current.style.transform = "";
  };

  return (
    <section ref={region} className="toaster" aria-label="Notifications (F8)" tabIndex={-1}>
      <ol>
        {t && (
          <li
            key={t.id}
            ref={item}
            className={t.variant === "destructive" ? "toast destructive" : "toast"}
            data-testid="toast"
            onPointerDown={(e) => {
              startX.current = e.clientX;
              e.currentTarget.setPointerCapture?.(e.pointerId);
            }}
            onPointerMove={(e) => move(e.clientX)}
            onPointerUp={(e) => end(e.clientX)}
            onPointerCancel={() => {
              startX.current = null;
              if (item.current) item.current.style.transform = "";
            }}
          >
            {/* The live region is inside the list item: a role on the <li> itself would leave the list without items. */}
            <div
              role={t.variant === "destructive" ? "alert" : "status"}
              aria-live={t.variant === "destructive" ? "assertive" : "polite"}
              aria-atomic="true"
            >
              <p className="toast-title">{t.title}</p>
              {t.description && <p className="toast-description">{t.description}</p>}
            </div>
            <button
              type="button"
              className="toast-close"
              aria-label="Close notification"
              onClick={() => dismissToast(t.id)}
            >
              ×
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}
