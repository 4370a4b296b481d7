// The tracker (docs/product.md#analytics): a page view on every route change, track-user and
// untrack-user as the tab is shown and hidden, time on page and bounce when a
// page is left, form starts and completions, and call clicks. No cookie: the
// session id lives in sessionStorage. Failures are only logged (docs/product.md#analytics).
import { LEAD_SENT_EVENT, attribution, sessionId } from "../../lib/attribution";
import type { PageEventBody, PageViewBody, SessionBody } from "./api";

/** What each endpoint takes. */
type Bodies = {
  "track-pageview": PageViewBody;
  "website-analytics": PageEventBody;
  "track-user": SessionBody;
  "untrack-user": SessionBody;
};
type Endpoint = keyof Bodies;

const BOUNCE_SECONDS = 30; // docs/product.md#analytics

type FormEvent = "formFocused" | "leadSent";
const FIELDS = "form input, form select, form textarea";
const isFormField = (target: EventTarget | null) => target instanceof Element && !!target.closest(FIELDS);

/**
 * Whether a visitor quick to a form began it before this tracker arrived (it
 * loads when the browser is idle): a field has the focus or differs from its
 * starting value. Checked here rather than listened for from the first load,
 * which keeps every page's first load as it was.
 */
function formBegunEarly(): boolean {
  if (isFormField(document.activeElement)) return true;
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS)].some(
    (el) =>
      el instanceof HTMLSelectElement
        ? el.selectedIndex !==
          Math.max(
            0,
            [...el.options].findIndex((o) => o.defaultSelected),
          )
        : el.type !== "hidden" && el.value !== el.defaultValue,
  );
}

let page: string | null = null;
let shownAt = performance.timeOrigin; // the first page counts from navigation
let referrer = document.referrer;
let formStarted = false;
let started = false;
let views = 0;

const ua = navigator.userAgent;
const device = (): PageEventBody["device"] => (innerWidth < 768 || /Mobi|Android/.test(ua) ? "mobile" : "desktop");
const browser: PageEventBody["browser"] = /Firefox\//.test(ua)
  ? "firefox"
  : /Chrome\//.test(ua) && !/Edg\//.test(ua)
    ? "chrome"
    : "other";
// Temporal answers at once; Intl's first date call loads the locale data,
// about 200 ms on a throttled phone, which would be the page's longest task.
declare const Temporal: { Now: { timeZoneId(): string } } | undefined;
let timeZone: string | undefined;
try {
  timeZone =
    typeof Temporal !== "undefined" ? Temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
} catch {
  // no time zone: the visitor's place stays unknown
}

function post<E extends Endpoint>(path: E, body: Bodies[E]): Promise<void> {
  return fetch(`/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
  }).then(
    () => undefined,
    (e: unknown) => console.warn("tracking failed", e),
  );
}

// A page's later events (form start, time on page) complete the row its view
// created, so they are sent only once the view has been answered: sent at the
// same moment, the later one could arrive first and make a second row.
// Once the view is answered, `then` runs the send in the same task's
// microtasks, so a send from pagehide still leaves before the page goes.
let viewSent: Promise<void> = Promise.resolve();
const afterView = (send: () => void) => void viewSent.then(send);

// sendBeacon survives the page going away and never holds anything up; a
// string goes as text/plain, which the server reads as JSON.
function beacon<E extends Endpoint>(path: E, body: Bodies[E]) {
  if (!navigator.sendBeacon?.(`/api/${path}`, JSON.stringify(body))) post(path, body);
}

const about = (p: string) => ({ sessionId: sessionId(), page: p, device: device(), browser, referrer, timeZone });

function leave() {
  if (!page) return;
  const seconds = (Date.now() - shownAt) / 1000;
  const body = { ...about(page), timeOnPage: seconds.toFixed(1), bounced: seconds < BOUNCE_SECONDS };
  afterView(() => beacon("website-analytics", body));
}

function start() {
  started = true;
  const seen = () => post("track-user", { sessionId: sessionId() });
  seen();
  // Hidden and closed both end the visit for now (a tab shown again is seen
  // again); pagehide covers browsers that close without a visibility change.
  let gone = false;
  const hide = () => {
    if (gone) return;
    gone = true;
    leave();
    beacon("untrack-user", { sessionId: sessionId() });
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") return hide();
    gone = false;
    seen();
  });
  addEventListener("pagehide", hide);
  document.addEventListener("focusin", (e) => isFormField(e.target) && formEvent("formFocused"));
  addEventListener(LEAD_SENT_EVENT, () => formEvent("leadSent"));
  // Capture phase, so the record is sent before anything else handles the
  // click; the call itself goes ahead at once.
  document.addEventListener(
    "click",
    (e) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href^="tel:"]') : null;
      if (!link || !page) return;
      const phone = link.getAttribute("href")!.slice(4);
      beacon("website-analytics", {
        ...about(page),
        callButtonClicked: true,
        callButtonSource: link.dataset.callSource || "other",
        phone,
      });
    },
    true,
  );
}

/** A form's first focus on this page, or a lead sent. */
function formEvent(event: FormEvent) {
  if (!page) return;
  const body = { ...about(page), formStarted: true, ...(event === "leadSent" ? { formCompleted: true } : {}) };
  if (event === "formFocused") {
    if (formStarted) return;
    formStarted = true;
  }
  afterView(() => void post("website-analytics", body));
}

/** A route change; null for a page that is not counted (staff pages). */
export function pageView(path: string | null) {
  if (!started) start();
  if (page) {
    leave();
    referrer = location.origin + page;
  }
  page = path;
  formStarted = false;
  if (!path) return;
  const first = views++ === 0;
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const loadTime = first && nav ? ((nav.loadEventEnd || nav.domContentLoadedEventEnd) / 1000).toFixed(2) : undefined;
  if (!first) shownAt = Date.now();
  const viewReferrer = referrer;
  void attribution().then((a) =>
    post("track-pageview", {
      sessionId: sessionId(),
      page: path,
      userAgent: ua,
      referrer: viewReferrer,
      timeZone,
      attribution: a,
    }),
  );
  viewSent = post("website-analytics", { ...about(path), loadTime });
  if (first && formBegunEarly()) formEvent("formFocused");
}
