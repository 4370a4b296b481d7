// The chat's only part in a page's first load: the round launcher, bottom
// left (the floating call button has the right). The window and the
// conversation are a chunk of their own, fetched when a pointer or the
// keyboard reaches the launcher and at the latest on the first click. A tap
// before the page's code is held by the inline tap keeper (data-early, see
// inline/taps.ts) and carried out once the page has hydrated: the chat opens.
import { useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { phones } from "../../content/business";
import { toast } from "../../lib/toast";

type Window = ComponentType<{ onClose: () => void }>;

// docs/product.md#chat: no chat on staff and account pages (the fleet
// manager's portal is one: its Request Service form is the way to ask there).
const HIDDEN = ["/admin", "/login", "/register", "/dashboard", "/fleet"];
export const chatHiddenOn = (path: string) => HIDDEN.some((p) => path.startsWith(p));

let loading: Promise<Window> | undefined;
function load(): Promise<Window> {
  loading ??= import("./ChatWindow").then(
    (m) => m.ChatWindow,
    (e: unknown) => {
      loading = undefined; // a later click tries again
      throw e;
    },
  );
  return loading;
}

const prefetch = () => void load().catch(() => undefined);

export function ChatLauncher() {
  const { pathname } = useLocation();
  const [Loaded, setLoaded] = useState<Window | null>(null);
  const [open, setOpen] = useState(false);
  // The window's code is on its way after a press (a weak signal: seconds).
  const [waiting, setWaiting] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (chatHiddenOn(pathname)) return null;

  function toggle() {
    if (open) return close();
    if (waiting) return; // a second press while the first one's window loads
    setWaiting(true);
    load()
      .then(
        (w) => {
          setLoaded(() => w);
          setOpen(true);
        },
        () =>
          toast({
            title: "Chat unavailable",
            description: `No connection right now. Please call us at ${phones.emergency.display}.`,
          }),
      )
      .finally(() => setWaiting(false));
  }

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        aria-label="Live Support chat"
        aria-expanded={open}
        aria-controls={open ? "chat-window" : undefined}
        aria-busy={waiting || undefined}
        data-early="once"
        onClick={toggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
      >
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12z" />
          <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
        </svg>
      </button>
      {open && Loaded && <Loaded onClose={close} />}
    </>
  );
}
