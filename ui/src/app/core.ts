// The site's entry modules, for the build only (build.mjs, buildSite): every
// lazily loaded module of the site is made to import this file, so the code
// the entry loads on every page forms one chunk. It imports what
// entry-client.tsx imports, and runs nothing of its own.
import "react";
import "react-dom/client";
import "./App";
import "./routes";
import "../inline/events";
import "../lib/prefetch";
