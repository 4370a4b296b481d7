// A lead's text thread: what was texted (sending, sent, delivered, failed),
// what came back, the calls with the lead's number between them, and a box
// to reply from. Loaded when opened; a lead the
// URL points at (a tapped push: ?lead=quote-12) opens by itself.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../lib/api";
import type { LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { when } from "../../lib/staff/format";
import { toast } from "../../lib/toast";
import { fetchThread, sendReply, statusLabel } from "./api";
import { callDirection, callLine, spoken, timeline } from "./calls";
import { useApi } from "../../lib/useApi";

/** The URL's ?lead= names this lead (a chat's lead is shown as the analyzer request it sent). */
export function isTarget(target: string | null, kind: LeadKind, id: number, chatId?: number | null): boolean {
  if (!target) return false;
  return target === `${kind}-${id}` || (kind === "analyzer" && chatId != null && target === `chat-${chatId}`);
}

export function MessageThread({ kind, id, chatId }: { kind: LeadKind; id: number; chatId?: number | null }) {
  const { fail, reloadKey } = useDashboard();
  const [params] = useSearchParams();
  const target = isTarget(params.get("lead"), kind, id, chatId);
  const [open, setOpen] = useState(target);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDetailsElement>(null);

  // Pointed at after the list was shown (the live banner's View): open then.
  useEffect(() => {
    if (!target) return;
    setOpen(true);
    box.current?.closest("li")?.scrollIntoView({ block: "center" });
  }, [target]);
  const { data: thread, setData: setThread } = useApi(
    open ? () => fetchThread(kind, id) : null,
    [open, kind, id, reloadKey, fail],
    { onError: (e) => fail(e, { title: "Error", description: "Could not load the text messages." }) },
  );

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError("Please write a message");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setThread(await sendReply(kind, id, text.trim()));
      setText("");
      toast({ title: "Text queued", description: "It shows as sent once the provider takes it." });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setError(err.body?.fields?.body ?? err.serverMessage ?? null);
      else fail(err, { title: "Error", description: "The text was not sent." });
    } finally {
      setBusy(false);
    }
  };

  const calls = thread?.calls ?? [];
  const count = thread ? thread.messages.length + calls.length : 0;
  const field = `reply-${kind}-${id}`;
  return (
    <details ref={box} className="lead-more thread" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        {calls.length ? "Texts and calls" : "Text messages"}
        {count ? ` (${count})` : ""}
      </summary>
      {!open ? null : !thread ? (
        <p role="status" className="muted small">
          Loading…
        </p>
      ) : (
        <>
          {count === 0 ? (
            <p className="muted small">No texts yet.</p>
          ) : (
            <ol
              className="plain-list messages"
              aria-label={calls.length ? "Texts and calls with this customer" : "Texts with this customer"}
            >
              {timeline(thread.messages, calls).map((entry) => {
                if (entry.kind === "call") {
                  const c = entry.call;
                  return (
                    <li key={`call-${c.id}`} className={`message call call-${c.direction}`}>
                      <p>
                        <span className={`call-status status-${String(c.status).replace(/\W+/g, "-")}`}>
                          {callLine(c)}
                        </span>
                      </p>
                      <p className="muted small">
                        {callDirection(c)} · {when(c.startedAt)}
                      </p>
                      {c.voicemailId != null && (
                        <Recording id={c.voicemailId} label={`Voicemail${seconds(c.voicemailSeconds)}`} />
                      )}
                      {c.recordingId != null && (
                        <Recording id={c.recordingId} label={`Recording of the call${seconds(c.recordingSeconds)}`} />
                      )}
                    </li>
                  );
                }
                const m = entry.text;
                return (
                  <li key={m.id} className={`message message-${m.direction}`}>
                    <p>{m.body}</p>
                    <p className="muted small">
                      {m.direction === "in" ? "From the customer" : m.staff ? `From ${m.staff}` : "Automatic"} ·{" "}
                      {when(m.createdAt)} ·{" "}
                      <span className={`message-status status-${m.status.replace(" ", "-")}`}>
                        {statusLabel[m.status] ?? m.status}
                      </span>
                      {m.error ? ` · ${m.error}` : ""}
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
          {!thread.enabled ? (
            <p className="muted small">Text messages are not set up on this server ([sms] in the configuration).</p>
          ) : thread.optedOut ? (
            <p className="muted small">This number texted STOP: it can't be texted until it texts START.</p>
          ) : !thread.phone ? (
            <p className="muted small">This lead's phone number can't be texted.</p>
          ) : (
            <form className="reply" onSubmit={send} noValidate>
              <label htmlFor={field}>Reply by text to {thread.phone}</label>
              <textarea
                id={field}
                rows={2}
                maxLength={1600}
                value={text}
                onChange={(e) => setText(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${field}-error` : undefined}
              />
              {error && (
                <p id={`${field}-error`} className="field-error" role="alert">
                  {error}
                </p>
              )}
              <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
                Send Text
              </button>
            </form>
          )}
        </>
      )}
    </details>
  );
}

const seconds = (s: number | null | undefined) => (s != null ? ` (${spoken(s)})` : "");

/** A voicemail or a recorded call, played from the server (staff only); fetched only when played. */
function Recording({ id, label }: { id: number; label: string }) {
  return (
    <p className="call-recording">
      <span className="small">{label}</span>
      <audio controls preload="none" src={`/api/recordings/${id}`} aria-label={label} />
    </p>
  );
}
