// Pieces every tab of the dashboard uses: the tab bar, the end of a paged
// list, badges, figures and the copy button.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { ListState } from "../../lib/staff/dashboard";
import { copyText, urgencyClass } from "../../lib/staff/format";
import { toast } from "../../lib/toast";

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
    const to =
      e.key === "ArrowRight"
        ? (i + 1) % n
        : e.key === "ArrowLeft"
          ? (i - 1 + n) % n
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? n - 1
              : -1;
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

export function UrgencyBadge({ urgency }: { urgency: string }) {
  return <span className={urgencyClass(urgency)}>{urgency}</span>;
}

/** Copies `text`; the button reads "Copied!" for 2 s (docs/product.md#back-office). */
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

/** A figure with its label: a group named by the label, so a screen reader says "Pending leads, 0". */
export function Stat({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  const id = useId();
  return (
    <div className="card stat" role="group" aria-labelledby={`${id}-label ${id}-value`}>
      <p className="stat-label" id={`${id}-label`}>
        {label}
      </p>
      <p className="stat-value" id={`${id}-value`} aria-describedby={note ? `${id}-note` : undefined}>
        {value}
      </p>
      {note && (
        <p className="stat-note" id={`${id}-note`}>
          {note}
        </p>
      )}
    </div>
  );
}
