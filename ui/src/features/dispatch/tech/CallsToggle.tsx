// "Take calls" / "Hand back calls": the technician switches whether calls to
// the business number ring their phone (docs/product.md#calls). It starts
// from the server's answer (GET /api/tech/on-call); offline, from the last
// answer this tab had. Switching is online only: offline, it says it needs a
// connection and changes nothing.
import { useEffect, useState } from "react";
import { ApiError } from "../../../lib/api";
import { tabGet, tabSet } from "../../../lib/tabStorage";
import { fetchOnCall, switchOnCall } from "../api";
import { useApi } from "../../../lib/useApi";

const NOT_IN_ORDER = "You are not in the on-call order yet: ask the owner to add your phone in Settings.";
const OFFLINE = "Taking or handing back calls needs a connection. Try again when the signal returns.";

const keyOf = (user: string) => `tech-on-call:${user}`;

/** What a refused switch says: the server's word for a 409 (not in the order), else why it did not go. */
export function switchError(e: unknown): string | null {
  if (e instanceof ApiError) {
    if (e.status === 401) return null; // the session is over: the app's listener signs out
    if (e.status === 409) return e.body?.fields?.onCall ?? e.serverMessage ?? NOT_IN_ORDER;
    return e.serverMessage ?? "The switch did not go through. Try again.";
  }
  // fetch itself failed: no signal.
  return OFFLINE;
}

export function CallsToggle({ user, online }: { user: string; online: boolean }) {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  // What the last tap did, or why it did not (`refused`).
  const [note, setNote] = useState<{ text: string; refused: boolean } | null>(null);
  const refuse = (text: string | null) => setNote(text ? { text, refused: true } : null);
  // What this tab last knew, shown at once; then what the server says.
  useEffect(() => {
    const kept = user ? tabGet(keyOf(user)) : null;
    setOn(kept === "on" ? true : kept === "off" ? false : null);
  }, [user]);
  useApi(fetchOnCall, [user], {
    onData: (s) => {
      setOn(s.onCallNow);
      if (user) tabSet(keyOf(user), s.onCallNow ? "on" : "off");
    },
  });

  const toggle = async () => {
    if (busy) return;
    if (!online || !navigator.onLine) return refuse(OFFLINE);
    setBusy(true);
    setNote(null);
    try {
      const { onCallNow } = await switchOnCall(!on);
      setOn(onCallNow);
      if (user) tabSet(keyOf(user), onCallNow ? "on" : "off");
      setNote({ text: onCallNow ? "Calls ring this phone now." : "Calls no longer ring this phone.", refused: false });
    } catch (e) {
      refuse(switchError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tech-calls">
      <button
        type="button"
        className="tech-btn quiet"
        aria-pressed={on === true}
        aria-disabled={busy || undefined}
        aria-describedby={note ? "tech-calls-note" : undefined}
        onClick={() => void toggle()}
      >
        {busy ? "Switching…" : on ? "Hand back calls" : "Take calls"}
      </button>
      <p
        id="tech-calls-note"
        className={`tech-calls-note ${note?.refused ? "tech-error" : "tech-muted"}`}
        role="status"
      >
        {note?.text ?? ""}
      </p>
    </div>
  );
}
