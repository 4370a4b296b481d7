import "./styles/app.css";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import "./app/core";
import { App } from "./app/App";
import { matchRoute, preloadRoute } from "./app/routes";
import { STATIC_PAGE_EVENT } from "./inline/events";
import { prefetchOnIntent } from "./lib/prefetch";

const root = document.getElementById("root")!;
const current = matchRoute(location.pathname);

// Load the current page's chunk before hydrating, so the first client render
// is the same tree the build rendered. If it cannot be fetched (the signal
// dropped after the HTML arrived), the page stays as the server sent it:
// its content, phone links and plain forms all work, and the inline lead
// keeper keeps a lead sent offline. Hydrating anyway would swap the
// prerendered page, form and all, for the "didn't load" notice.
(current ? preloadRoute(current) : Promise.resolve()).then(
  () => {
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
  },
  (error) => {
    console.warn("this page's code did not load; it stays as served", error);
    window.dispatchEvent(new Event(STATIC_PAGE_EVENT));
  },
);
