// The technician's app's service worker (scope /tech/). ui/build.mjs copies
// it to dist/tech/sw.js with the cache's name and the files it keeps filled in.
// The shell and its code are kept, so the app opens without a signal; the
// jobs themselves are in IndexedDB, and the API is never cached here.
const CACHE = "__CACHE__";
const FILES = "__FILES__";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith("tech-") && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== location.origin || url.pathname.startsWith("/api/")) return;
  if (req.mode === "navigate" && url.pathname.startsWith("/tech/")) {
    // The network first (a new build shows at once), the kept shell offline.
    event.respondWith(fetch(req).catch(() => caches.match("/tech/")));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    // Hashed names never change: the kept copy is the file.
    event.respondWith(caches.match(req).then((hit) => hit || fetch(req)));
  }
});

// A job assigned to this technician (the server's PushNotice: kind, name, service, urgency, url, body).
self.addEventListener("push", (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: a plain notice still shows.
  }
  const title = notice.kind === "job" ? `New job: ${notice.name || "a customer"}` : notice.name || "Roadside";
  const body = [notice.service, notice.urgency, notice.body].filter(Boolean).join(" · ");
  const url = typeof notice.url === "string" && notice.url.startsWith("/tech/") ? notice.url : "/tech/";
  event.waitUntil(self.registration.showNotification(title, { body, tag: url, data: { url } }));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url || "/tech/";
  event.waitUntil(
    self.clients.matchAll({ type: "window" }).then((open) => {
      const app = open.find((c) => new URL(c.url).pathname.startsWith("/tech/"));
      return app ? app.navigate(url).then((c) => c && c.focus()) : self.clients.openWindow(url);
    }),
  );
});
