import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes, useLocation } from "react-router";
import { Footer } from "../components/Footer";
import { FloatingCallButton } from "../components/FloatingCallButton";
import { Nav } from "../components/Nav";
import { Toaster } from "../components/Toaster";
import { NotFoundPage } from "../features/errors/NotFoundPage";
import { startOfflineSync } from "../features/leads/submit";
import { applyMeta } from "../lib/seo";
import { loadedPage, preloadRoute, routes, type RouteDef } from "./routes";

export function App() {
  useEffect(() => {
    // Lets tests (and curious developers) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Leads kept while offline are sent from whichever page the visitor is on.
  useEffect(() => startOfflineSync(), []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Nav />
      <ScrollOnNavigate />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {routes.map((def) => (
              <Route key={def.path} path={def.path} element={<RoutePage def={def} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </main>
      <Footer />
      <FloatingCallButton />
      <Toaster />
    </>
  );
}

const lazies = new Map<string, LazyExoticComponent<ComponentType>>();

// On first load the current page's module is loaded before hydration, so it
// renders at once and matches the prerendered HTML; later pages load lazily.
function RoutePage({ def }: { def: RouteDef }) {
  const { pathname } = useLocation();
  useEffect(() => applyMeta(def.meta, pathname, def.indexable), [def, pathname]);
  const Loaded = loadedPage(def);
  if (Loaded) return <Loaded />;
  let Lazy = lazies.get(def.path);
  if (!Lazy) {
    Lazy = lazy(() => preloadRoute(def));
    lazies.set(def.path, Lazy);
  }
  return <Lazy />;
}

function PageLoading() {
  return (
    <div className="page-loading" role="status">
      Loading…
    </div>
  );
}

function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
