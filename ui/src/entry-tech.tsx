// The technician's app (/tech/): its own entry, without the public site's
// shell, chat or analytics. Rendered on the phone (the server sends a shell
// that says it is loading); the service worker keeps it for offline use.
import "./features/dispatch/tech/tech.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { TechApp } from "./features/dispatch/tech/TechApp";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <TechApp />
  </StrictMode>,
);

// Scope /tech/: the app and its pages open offline once visited.
if ("serviceWorker" in navigator) {
  void navigator.serviceWorker.register("/tech/sw.js", { scope: "/tech/" }).catch(() => {});
}
