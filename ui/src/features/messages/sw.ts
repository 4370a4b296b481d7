// The back office's service worker (/admin/sw.js, scope /admin/): shows a
// push for a new lead or a text, and opens the lead on a tap. Public pages
// never load it.
type Notice = { kind?: string; name?: string; service?: string; urgency?: string; url?: string; body?: string };
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type Scope = {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(o: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  location: Location;
  addEventListener(
    type: "push",
    f: (e: { data: { json(): unknown } | null; waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: "notificationclick",
    f: (e: { notification: Notification; waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(type: "install" | "activate", f: (e: { waitUntil(p: Promise<unknown>): void }) => void): void;
  skipWaiting(): Promise<void>;
};
const sw = self as unknown as Scope;

const TITLES: Record<string, string> = {
  quote: "New quote request",
  booking: "New diesel booking",
  contact: "New contact message",
  analyzer: "New analyzer request",
  chat: "New chat lead",
  message: "New text",
};

sw.addEventListener("install", (e) => e.waitUntil(sw.skipWaiting()));

sw.addEventListener("push", (e) => {
  let n: Notice = {};
  try {
    n = (e.data?.json() ?? {}) as Notice;
  } catch {
    // Not JSON: a plain notification still shows.
  }
  const title = `${TITLES[n.kind ?? ""] ?? "New lead"}: ${n.name || "No name"}`;
  const body = n.kind === "message" ? (n.body ?? "") : [n.service, n.urgency].filter(Boolean).join(" · ");
  const url = n.url || "/admin/dashboard";
  e.waitUntil(
    sw.registration.showNotification(title, {
      body,
      tag: url,
      icon: "/admin/icon-192.png",
      badge: "/admin/icon-192.png",
      data: { url },
    }),
  );
});

sw.addEventListener("notificationclick", (e) => {
  e.notification.close();
  const url = new URL((e.notification.data as { url?: string } | null)?.url ?? "/admin/dashboard", sw.location.origin);
  // Only our own dashboard is ever opened from a notification.
  const target = url.origin === sw.location.origin ? url.href : new URL("/admin/dashboard", sw.location.origin).href;
  e.waitUntil(
    sw.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      const tab = open.find((c) => new URL(c.url).pathname.startsWith("/admin"));
      if (tab) return tab.navigate(target).then(() => tab.focus());
      return sw.clients.openWindow(target);
    }),
  );
});

export {};
