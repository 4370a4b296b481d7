// The Live Support window: a thin view over the conversation (session.ts, which
// runs the pure machine). Loaded on first open, so no page carries it in its
// first load. Draggable by its title bar (mouse and touch) or moved with the
// arrow keys from its move handle, kept inside the viewport, maximizable on
// tablet and desktop, full screen on mobile.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { CallLink } from "../../components/CallLink";
import { phones } from "../../content/business";
import { deviceClass, liveOptions, type ChatOption, type Step } from "./machine";
import { chatSession } from "./session";

type Pos = { left: number; top: number };

// Where the driver left the window, kept while the page is open.
const kept: { pos: Pos | null; maximized: boolean } = { pos: null, maximized: false };

function viewport() {
  const el = document.documentElement;
  return { width: el.clientWidth, height: window.innerHeight };
}

function currentDevice() {
  const touch = window.matchMedia("(pointer: coarse)").matches || navigator.maxTouchPoints > 0;
  return deviceClass(window.innerWidth, touch);
}

/** Top-left corner that keeps the whole window on screen. */
function clamp(pos: Pos, size: { width: number; height: number }): Pos {
  const v = viewport();
  return {
    left: Math.round(Math.min(Math.max(0, pos.left), Math.max(0, v.width - size.width))),
    top: Math.round(Math.min(Math.max(0, pos.top), Math.max(0, v.height - size.height))),
  };
}

const autoComplete: Partial<Record<Step, string>> = { greeting: "given-name", phone: "tel", email: "email" };
const inputMode: Partial<Record<Step, "tel" | "email">> = { phone: "tel", email: "email" };

export function ChatWindow({ onClose }: { onClose: () => void }) {
  const chat = useSyncExternalStore(chatSession.subscribe, chatSession.get, chatSession.get);
  const [draft, setDraft] = useState("");
  const [device, setDevice] = useState(currentDevice);
  const [maximized, setMaximized] = useState(kept.maximized);
  const [pos, setPos] = useState<Pos | null>(kept.pos);
  const [dragging, setDragging] = useState(false);
  const win = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const grab = useRef<{ dx: number; dy: number } | null>(null);
  const floating = device !== "mobile" && !maximized;

  useEffect(() => {
    chatSession.send({ type: "open" });
    input.current?.focus();
  }, []);

  useEffect(() => {
    kept.pos = pos;
    kept.maximized = maximized;
  }, [pos, maximized]);

  // Still on screen after the viewport changes (a rotation, a resized window).
  useEffect(() => {
    const onResize = () => {
      setDevice(currentDevice());
      const el = win.current;
      if (el) setPos((p) => p && clamp(p, el.getBoundingClientRect()));
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  // A window placed when the viewport was larger comes back inside it.
  useLayoutEffect(() => {
    const el = win.current;
    if (el && pos && floating) {
      const inside = clamp(pos, el.getBoundingClientRect());
      if (inside.left !== pos.left || inside.top !== pos.top) setPos(inside);
    }
  }, [pos, floating]);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.messages.length, chat.typing]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
    }
  }

  function startDrag(e: ReactPointerEvent<HTMLElement>) {
    if (!floating || !win.current || (e.pointerType === "mouse" && e.button !== 0)) return;
    if ((e.target as Element).closest("button:not(.chat-move)")) return;
    const rect = win.current.getBoundingClientRect();
    grab.current = { dx: e.clientX - rect.left, dy: e.clientY - rect.top };
    e.currentTarget.setPointerCapture(e.pointerId);
    setDragging(true);
    e.preventDefault();
  }

  function drag(e: ReactPointerEvent<HTMLElement>) {
    const g = grab.current;
    if (!g || !win.current) return;
    setPos(clamp({ left: e.clientX - g.dx, top: e.clientY - g.dy }, win.current.getBoundingClientRect()));
  }

  // The arrow keys on the move handle: 20 px a press, 80 px with Shift.
  function moveByKey(e: KeyboardEvent<HTMLButtonElement>) {
    const step = e.shiftKey ? 80 : 20;
    const by = (
      { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] } as Record<
        string,
        [number, number]
      >
    )[e.key];
    if (!by || !win.current) return;
    e.preventDefault();
    const rect = win.current.getBoundingClientRect();
    setPos(clamp({ left: rect.left + by[0], top: rect.top + by[1] }, rect));
  }

  function endDrag() {
    grab.current = null;
    setDragging(false);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.trim()) return;
    chatSession.send({ type: "text", text: draft });
    setDraft("");
  }

  const choose = (option: ChatOption) => {
    chatSession.send({ type: "option", option });
    input.current?.focus();
  };

  const live = liveOptions(chat.messages);
  const lastBot = chat.messages.filter((m) => m.sender === "bot").slice(-3);
  const className = [
    "chat-window",
    device === "mobile" ? "chat-full" : maximized ? "chat-max" : "",
    dragging ? "chat-dragging" : "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <section
      id="chat-window"
      ref={win}
      className={className}
      role="dialog"
      aria-labelledby="chat-title"
      onKeyDown={onKeyDown}
      style={floating && pos ? { left: pos.left, top: pos.top, right: "auto", bottom: "auto" } : undefined}
    >
      <header
        className="chat-head"
        onPointerDown={startDrag}
        onPointerMove={drag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <span className="chat-dot" aria-hidden="true" />
        <div className="chat-title">
          <h2 id="chat-title">Live Support</h2>
          <p>
            Online 24/7 · <span className="chat-phone">{phones.emergency.display}</span>
          </p>
        </div>
        {floating && (
          <button
            type="button"
            className="chat-head-btn chat-move"
            aria-label="Move chat (arrow keys)"
            aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
            onKeyDown={moveByKey}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d={
                  "M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 " +
                  "12l-3 3"
                }
              />
            </svg>
          </button>
        )}
        {device !== "mobile" && (
          <button
            type="button"
            className="chat-head-btn"
            aria-label={maximized ? "Restore chat size" : "Maximize chat"}
            onClick={() => setMaximized((m) => !m)}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
              focusable="false"
            >
              {maximized ? (
                <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
              ) : (
                <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
              )}
            </svg>
          </button>
        )}
        <button type="button" className="chat-head-btn" aria-label="Close chat" onClick={onClose}>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>

      {/* Focusable, so the conversation scrolls from the keyboard too. */}
      <ol className="chat-messages" ref={list} aria-label="Conversation" tabIndex={0}>
        {chat.messages.map((m) => (
          <li key={m.id} className={`chat-msg chat-${m.sender}`}>
            <span className="sr-only">{m.sender === "bot" ? "Live Support: " : "You: "}</span>
            <p>{m.text}</p>
            {live.has(m.id) && m.options && (
              <div className="chat-options">
                {m.options.map((o) =>
                  o.kind === "call" ? (
                    <CallLink
                      key={o.label}
                      source="chat"
                      phone={phones.emergency}
                      className="chat-option chat-option-call"
                    >
                      {`${o.label} ${phones.emergency.display}`}
                    </CallLink>
                  ) : (
                    <button key={o.label} type="button" className="chat-option" onClick={() => choose(o)}>
                      {o.label}
                    </button>
                  ),
                )}
              </div>
            )}
          </li>
        ))}
        {chat.typing && (
          <li className="chat-msg chat-bot chat-typing">
            <span className="sr-only">Live Support is typing</span>
            <span className="chat-typing-dots" aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
          </li>
        )}
      </ol>

      <div className="chat-quick">
        <CallLink source="chat" phone={phones.emergency} className="chat-quick-btn" icon={14}>
          Call Now
        </CallLink>
        <button
          type="button"
          className="chat-quick-btn"
          onClick={() => chatSession.send({ type: "quick", action: "pricing" })}
        >
          Pricing
        </button>
        <button
          type="button"
          className="chat-quick-btn"
          onClick={() => chatSession.send({ type: "quick", action: "responseTime" })}
        >
          Response Time
        </button>
        <button
          type="button"
          className="chat-quick-btn"
          onClick={() => chatSession.send({ type: "quick", action: "shareLocation" })}
        >
          Share Location
        </button>
      </div>

      <form className="chat-form" onSubmit={submit}>
        <input
          ref={input}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          aria-label="Type your message"
          placeholder="Type your message..."
          maxLength={500}
          autoComplete={autoComplete[chat.step] ?? "off"}
          inputMode={inputMode[chat.step]}
          enterKeyHint="send"
        />
        <button type="submit" className="btn btn-primary chat-send" disabled={!draft.trim()}>
          Send
        </button>
      </form>

      {/* New bot messages read out as they arrive. */}
      <div className="sr-only" aria-live="polite">
        {lastBot.map((m) => (
          <p key={m.id}>{m.text}</p>
        ))}
      </div>
    </section>
  );
}

export default ChatWindow;
