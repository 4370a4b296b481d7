// The chat's conversations and the GPS locations customers shared in it, as
// staff see them in the Analytics tab.
import { useState } from "react";
import { ListFooter } from "../../components/staff/ui";
import { usePagedList } from "../../lib/staff/dashboard";
import { telHref, when } from "../../lib/staff/format";
import { business } from "../../content/business";
import type { Chat } from "./api";

export const PREVIEW_CHARS = 500;

/** The stored conversation is a JSON list of messages; shown as "Customer: …" lines. */
export function conversationText(raw: string): string {
  try {
    const messages = JSON.parse(raw) as { text?: string; sender?: string }[];
    if (Array.isArray(messages))
      return messages.map((m) => `${m.sender === "user" ? "Customer" : "Assistant"}: ${m.text ?? ""}`).join("\n");
  } catch {
    // Plain text: shown as it is.
  }
  return raw;
}

export const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}...` : text);

function ChatCard({ chat }: { chat: Chat }) {
  const [whole, setWhole] = useState(false);
  const text = conversationText(chat.conversation);
  const quality = (chat.leadQuality ?? "").toLowerCase();
  return (
    <li className="card lead-card">
      <div className="lead-head">
        <h3>{chat.customerName || "Visitor"}</h3>
        {quality && <span className={`badge quality-${quality}`}>{quality} lead</span>}
      </div>
      <p className="muted small">
        {chat.customerPhone && <a href={telHref(chat.customerPhone)}>{chat.customerPhone}</a>}{" "}
        {chat.customerLocation && `· ${chat.customerLocation}`} · {when(chat.createdAt)}
      </p>
      <p className="conversation">{whole ? text : preview(text)}</p>
      {text.length > PREVIEW_CHARS && (
        <button type="button" className="btn btn-outline btn-sm" aria-expanded={whole} onClick={() => setWhole(!whole)}>
          {whole ? "Show less" : "Show whole conversation"}
        </button>
      )}
    </li>
  );
}

/** Chat Interactions: each conversation, cut at 500 characters until opened. */
export function ChatTranscripts() {
  const list = usePagedList("/api/chatbot-interactions", {});
  return (
    <>
      <ul className="leads">
        {list.items.map((c) => (
          <ChatCard key={c.id} chat={c} />
        ))}
      </ul>
      <ListFooter state={list} more={list.more} empty="No chat conversations yet." />
    </>
  );
}

/** GPS Locations: where customers shared their position, with maps and directions links. */
export function ChatLocations() {
  const list = usePagedList("/api/chatbot-interactions", {}, 200);
  const located = list.items.filter((c) => c.gpsLatitude && c.gpsLongitude);
  return (
    <>
      <p className="muted small">
        Locations customers shared from the chat. Links open a maps site in a new tab; {business.name} loads no map
        here.
      </p>
      <ul className="leads">
        {located.map((c) => {
          const at = `${c.gpsLatitude},${c.gpsLongitude}`;
          return (
            <li key={c.id} className="card lead-card">
              <h3>{c.customerName || "Visitor"}</h3>
              <p>
                {Number(c.gpsLatitude).toFixed(6)}, {Number(c.gpsLongitude).toFixed(6)}
                {c.gpsAccuracy && ` (±${Math.round(Number(c.gpsAccuracy))} m)`}
              </p>
              <p className="muted small">
                {c.customerLocation && `${c.customerLocation} · `}
                {when(c.createdAt)}
              </p>
              <div className="lead-actions">
                <a
                  className="btn btn-outline btn-sm"
                  href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(at)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Maps View
                </a>
                <a
                  className="btn btn-primary btn-sm"
                  href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Directions
                </a>
                {c.customerPhone && (
                  <a className="btn btn-call btn-sm" href={telHref(c.customerPhone)}>
                    Call
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {!list.loading && located.length === 0 && <p className="muted">No shared locations yet.</p>}
      {list.next && (
        <button type="button" className="btn btn-outline btn-block" onClick={list.more}>
          Load more
        </button>
      )}
    </>
  );
}
