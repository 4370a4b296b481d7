// The lead keeper: a few hundred bytes inlined in every page's HTML (under a
// CSP hash), so a lead is kept on a phone that loses its signal at any point
// of a page's load: before the app's script arrives, when the page's chunk or
// its form code fails, or with no script at all beyond this one.
//
// It takes only a lead form's submission that nobody else took: once the app
// has hydrated, its form handlers prevent the default first (React listens at
// its root, this at the window, later in the bubble). Online, the plain post
// goes ahead (the server answers with a page); offline, the lead is kept in
// the app's own queue (lib/leadQueue.ts, same key and item shape) and sent
// from here when the network returns, as long as the app has not taken over
// (the app flushes the same queue once it hydrates). Each lead carries its
// clientRef, so a body sent twice is still stored once.
import { phones } from "../content/business.json";
import { PENDING_KEY as KEY, savedOffline, savedSent } from "../lib/offlineSync";
import { STATIC_PAGE_EVENT } from "./events";

type Item = { endpoint: string; body: Record<string, string>; savedAt: number; id: string };

const LEAD_FORM = /^\/api\/(quotes|bookings)$/;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 120_000;
const phone = phones.emergency;

const read = (): Item[] => {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "[]");
  } catch {
    return [];
  }
};
const write = (items: Item[]) => {
  try {
    if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or off: the note's call link is what is left.
  }
};
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
const appIsUp = () => !!document.documentElement.dataset.hydrated;

// What this page kept: the note stays until each has left the queue, whoever sent it.
const mine = new Set<string>();
let note: HTMLElement | undefined;

function say(title: string, text: string, call: boolean) {
  if (!note) {
    // Outside #root, so hydration never meets it.
    const region = document.createElement("div");
    region.className = "toaster";
    note = document.createElement("div");
    note.className = "toast";
    note.setAttribute("role", "status");
    region.append(note);
    document.body.append(region);
  }
  note.replaceChildren();
  const head = document.createElement("p");
  head.className = "toast-title";
  head.textContent = title;
  const body = document.createElement("p");
  body.textContent = text;
  if (call) {
    const link = document.createElement("a");
    link.href = `tel:${phone.tel}`;
    link.textContent = phone.display;
    body.append(" For help right now, call ", link, ".");
  }
  const box = document.createElement("div");
  box.append(head, body);
  note.append(box);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let delay = FIRST_RETRY_MS;
let flushing = false;

async function flush() {
  if (flushing) return;
  flushing = true;
  try {
    // Once the app is up, the sending is its job.
    for (const item of appIsUp() ? [] : read()) {
      const res = await fetch(item.endpoint, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(item.body),
      }).catch(() => null);
      // No answer, a rate limit or a server fault: keep it for the next try.
      if (!res || res.status === 429 || res.status >= 500) break;
      write(read().filter((p) => p.id !== item.id));
      if (!res.ok && mine.has(item.id)) {
        mine.delete(item.id);
        say("Request Not Sent", "We couldn't send your saved request.", true);
      }
    }
  } finally {
    flushing = false;
  }
  settle();
}

// Says "sent" once nothing this page kept is waiting, and keeps retrying while something is.
function settle() {
  const waiting = read().filter((p) => mine.has(p.id));
  for (const id of mine) if (!waiting.some((p) => p.id === id)) mine.delete(id);
  if (!waiting.length) {
    if (note && note.querySelector(".toast-title")?.textContent === savedOffline.title)
      say(savedSent.title, savedSent.description, false);
    if (!read().length || appIsUp()) return;
  }
  clearTimeout(timer);
  // Once the app is up it does the sending; this only watches for the note.
  timer = setTimeout(
    () => {
      delay = Math.min(delay * 2, MAX_RETRY_MS);
      void flush();
    },
    appIsUp() ? 2_000 : delay,
  );
}

addEventListener("submit", (event) => {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || navigator.onLine) return;
  const endpoint = new URL(form.action, location.href).pathname;
  if (!LEAD_FORM.test(endpoint)) return;
  event.preventDefault();
  const body: Record<string, string> = { clientRef: randomId() };
  new FormData(form).forEach((value, name) => {
    if (typeof value === "string") body[name] = value;
  });
  const item = { endpoint, body, savedAt: Date.now(), id: randomId() };
  write([...read(), item]);
  mine.add(item.id);
  form.reset();
  say(savedOffline.title, savedOffline.description, true);
  delay = FIRST_RETRY_MS;
  settle();
});

const retry = () => {
  delay = FIRST_RETRY_MS;
  void flush();
};
addEventListener("online", retry);
document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && retry());
// What an earlier page kept goes out from this one even if its app never
// comes up: a moment after the load, unless the app has hydrated by then, or at
// once when the app gives up on the page (entry-client.tsx).
addEventListener("load", () => setTimeout(() => read().length && retry(), 2_000));
addEventListener(STATIC_PAGE_EVENT, retry);
