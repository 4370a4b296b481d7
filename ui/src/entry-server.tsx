// Render entry for the build: node runs it once per route to write the HTML
// that every visitor and crawler receives before any script runs.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./app/App";
import { routeMeta } from "./app/routeMeta";
import { matchRoute, preloadRoute, routes as routeDefs } from "./app/routes";
import { business } from "./content/business";

export { themeScript } from "./lib/theme";

const siteName = business.name;

export const routes = routeDefs.map((r) => ({
  path: r.path,
  indexable: r.indexable,
  meta: { ...routeMeta[r.path], siteName },
}));

export const notFoundMeta = {
  title: `404 Page Not Found | ${siteName}`,
  description: "This page does not exist. Call (386) 372-8412 for 24/7 roadside help.",
  keywords: "",
  siteName,
};

export async function renderRoute(path: string) {
  const def = matchRoute(path);
  const mod = def ? await preloadRoute(def) : undefined;
  const html = renderToString(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
  );
  return { html, chunk: def?.module ?? null, jsonLd: (def && mod?.jsonLd?.(routeMeta[def.path])) ?? [] };
}
