// The site's shared first-load modules, for the build only (build.mjs,
// buildClient): every lazily loaded module of the site is made to import this
// file, so the modules the entry shares with them form one chunk (two: what
// the technician's app also uses, React among it, is a chunk shared with
// it) instead of a dozen small ones. The shell only the entry uses (App, the
// nav, the footer, the toaster, the chat's launcher) stays in the entry's
// own file. It runs nothing of its own.
import "react";
import "react/jsx-runtime";
import "react-dom/client";
import "@preact/signals-react";
import "@preact/signals-react/runtime";
import "./routes";
import "./PageLoad";
import "../components/icons";
import "../components/CallLink";
import "../content/business";
import "../inline/events";
import "../lib/attribution";
import "../lib/offlineSync";
import "../lib/prefetch";
import "../lib/sections";
import "../lib/toast";
