import { Suspense, lazy, useEffect, useRef, type ComponentType, type LazyExoticComponent } from "react";
import { useLocation } from "react-router";
import { Footer } from "../components/Footer";
import { business } from "../content/business";
import { FloatingCallButton } from "../components/FloatingCallButton";
import { Nav } from "../components/Nav";
import { Toaster } from "../components/Toaster";
import { Analytics } from "../features/analytics/Analytics";
import { ChatLauncher } from "../features/chat/ChatLauncher";
import { NotFoundPage } from "./pages/NotFoundPage";
import { HYDRATED_EVENT } from "../inline/events";
import { rememberLanding } from "../lib/attribution";
import { resumeOfflineLeads } from "../lib/offlineSync";
import { scrollToSection } from "../lib/sections";
import { PageLoadBoundary, PageLoadProgress, trackPageLoad } from "./PageLoad";
import { applyRouteMeta, loadedPage, matchRoute, preloadRoute, type RouteDef } from "./routes";

export function App() {
  const { pathname } = useLocation();
  // Every route is one exact path (routes.ts), the same match the entry and
  // the server use, so react-router's route matching stays out of the bundle.
  const route = matchRoute(pathname);
  useEffect(() => forgetFailedLoads(pathname), [pathname]);
  // Leads kept while offline are sent from whichever page the visitor is on.
  useEffect(resumeOfflineLeads, []);
  // The source of the visit is read from the landing page's address, before
  // any navigation changes it.
  useEffect(rememberLanding, []);
  // The back office is a tool, not a page of the site: a slim bar instead of
  // the site's navigation, no footer, and none of the visitor's floating
  // buttons (staff call customers from each lead; the chat is for drivers).
  const staff = pathname.startsWith("/admin/dashboard");
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PageLoadProgress />
      {staff ? (
        <header className="staff-bar">
          <a href="/" className="staff-bar-name">
            {business.name}
          </a>
          <span className="muted small">Back office</span>
        </header>
      ) : (
        <Nav />
      )}
      <ScrollOnNavigate />
      <main id="main" tabIndex={-1}>
        <PageLoadBoundary path={pathname}>
          <Suspense fallback={<PageLoading />}>
            {route ? <RoutePage def={route} /> : <NotFoundPage />}
            <Hydrated />
          </Suspense>
        </PageLoadBoundary>
      </main>
      {!staff && <Footer />}
      {!staff && <FloatingCallButton />}
      {!staff && <ChatLauncher />}
      <Toaster />
      <Analytics />
    </>
  );
}

const lazies = new Map<string, LazyExoticComponent<ComponentType>>();
// Pages whose code failed to arrive. Their loader is kept while the visitor
// stays on that path (a new one would be retried at once, over and over) and
// dropped once they move on, so a later visit tries again.
const failed = new Set<string>();

function forgetFailedLoads(pathname: string) {
  const current = matchRoute(pathname)?.path;
  for (const path of failed) {
    if (path === current) continue;
    lazies.delete(path);
    failed.delete(path);
  }
}

// On first load the current page's module is loaded before hydration, so it
// renders at once and matches the prerendered HTML; later pages load lazily.
function RoutePage({ def }: { def: RouteDef }) {
  const { pathname } = useLocation();
  useEffect(() => applyRouteMeta(def, pathname), [def, pathname]);
  const Loaded = loadedPage(def);
  if (Loaded) return <Loaded />;
  let Lazy = lazies.get(def.path);
  if (!Lazy) {
    Lazy = lazy(() =>
      trackPageLoad(preloadRoute(def, true)).catch((e) => {
        failed.add(def.path);
        throw e;
      }),
    );
    lazies.set(def.path, Lazy);
  }
  return <Lazy />;
}

/**
 * Says the page is interactive: to tests (and curious developers), and to the
 * inline tap keeper, which then carries out the presses it held
 * (inline/taps.ts). Inside the page's Suspense boundary, after the page: React
 * hydrates a boundary's content in a pass of its own, after the shell's, so
 * only this effect comes once every handler of the page is in place.
 */
function Hydrated() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.hydrated) return;
    root.dataset.hydrated = "true";
    dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading…
    </div>
  );
}

function ScrollOnNavigate() {
  // `key`: the same section's link pressed again scrolls there again.
  const { pathname, hash, key } = useLocation();
  // On hydrating, the page is where the browser (and the visitor, who may
  // have scrolled while the code was on its way) put it: only a section
  // named in the address is brought back into view.
  const hydrating = useRef(true);
  useEffect(() => {
    const first = hydrating.current;
    hydrating.current = false;
    if (hash) scrollToSection(hash.slice(1));
    else if (!first) window.scrollTo(0, 0);
  }, [pathname, hash, key]);
  return null;
}
