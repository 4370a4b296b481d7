// The site's first-load modules: the entry (entry-client.tsx) starts the site
// from here, and the build (build.mjs, buildClient) makes every lazily loaded
// module of the site import this file too, so the code every page loads first
// forms one chunk (two: what the technician's app also uses, React among it,
// is a chunk shared with it) instead of a dozen small ones.
export { start } from "./start";
