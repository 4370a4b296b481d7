import "./styles/app.css";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/App";
import { matchRoute, preloadRoute } from "./app/routes";
import { prefetchOnIntent } from "./lib/prefetch";

const root = document.getElementById("root")!;
const current = matchRoute(location.pathname);

// Load the current page's chunk (already modulepreloaded) before hydrating, so
// the first client render is the same tree the build rendered.
(current ? preloadRoute(current) : Promise.resolve()).finally(() => {
  // Hydrating inside a transition lets React yield to the browser every few
  // milliseconds instead of holding the main thread for the whole page (the
  // home page is one ~150 ms task on a throttled phone otherwise).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
      {
        // A mismatch with the prerendered HTML is a bug: say so loudly (the
        // browser tests fail on it).
        onRecoverableError: (error) => console.error("hydration error:", error),
      },
    );
  });
  prefetchOnIntent();
});
