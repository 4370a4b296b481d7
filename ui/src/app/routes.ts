// Every route of the site. The build renders each one to HTML; the server
// answers 404 for any path not listed here. `module` names the page's source
// file so the build can preload that page's chunk on first load. Head tags
// live in routeMeta.ts, out of the first load.
import type { ComponentType } from "react";
import { cities, services } from "../content/business";
import type { JsonLd, PageMeta } from "../lib/seo";

/** `jsonLd`, given the page's head tags, is the structured data its prerendered HTML carries. */
export type PageModule = { default: ComponentType; jsonLd?: (meta: PageMeta) => JsonLd[] };

export type RouteDef = {
  path: string;
  module: string;
  load: () => Promise<PageModule>;
  /** false for pages behind a session: they carry noindex and stay out of the sitemap. */
  indexable: boolean;
};

const page = (path: string, module: string, load: () => Promise<PageModule>, indexable = true): RouteDef => ({
  path,
  module: `src/${module}.tsx`,
  load,
  indexable,
});

// esbuild needs literal import paths, so each page's loader is written out.
const serviceLoaders: Record<string, () => Promise<PageModule>> = {
  "emergency-24-hour-tire-repair": () => import("../features/services/pages/emergency-24-hour-tire-repair"),
  "mobile-tire-repair-near-me": () => import("../features/services/pages/mobile-tire-repair-near-me"),
  "jump-start-battery-service-fl": () => import("../features/services/pages/jump-start-battery-service-fl"),
  "mobile-engine-diagnostics-fl": () => import("../features/services/pages/mobile-engine-diagnostics-fl"),
  "vehicle-lockout-service-fl": () => import("../features/services/pages/vehicle-lockout-service-fl"),
  "emergency-fuel-delivery-fl": () => import("../features/services/pages/emergency-fuel-delivery-fl"),
  "diesel-roadside-assistance-near-me": () => import("../features/services/pages/diesel-roadside-assistance-near-me"),
  "engine-services-near-me": () => import("../features/services/pages/engine-services-near-me"),
  "24-7-tire-shop-near-me": () => import("../features/services/pages/24-7-tire-shop-near-me"),
};

const cityLoaders: Record<string, () => Promise<PageModule>> = {
  "palm-coast": () => import("../features/locations/cities/palm-coast"),
  "daytona-beach": () => import("../features/locations/cities/daytona-beach"),
  "st-augustine": () => import("../features/locations/cities/st-augustine"),
  "ormond-beach": () => import("../features/locations/cities/ormond-beach"),
  jacksonville: () => import("../features/locations/cities/jacksonville"),
  palatka: () => import("../features/locations/cities/palatka"),
  gainesville: () => import("../features/locations/cities/gainesville"),
  deland: () => import("../features/locations/cities/deland"),
};

export const routes: RouteDef[] = [
  page("/", "app/pages/HomePage", () => import("./pages/HomePage")),
  page("/about", "app/pages/AboutPage", () => import("./pages/AboutPage")),
  page("/contact", "app/pages/ContactPage", () => import("./pages/ContactPage")),
  page("/quote", "app/pages/QuotePage", () => import("./pages/QuotePage")),
  page("/thank-you", "app/pages/ThankYouPage", () => import("./pages/ThankYouPage")),
  page("/bookings", "app/pages/BookingPage", () => import("./pages/BookingPage")),
  ...services.map((s) => page(`/${s.slug}`, `features/services/pages/${s.slug}`, serviceLoaders[s.slug])),
  ...cities.map((c) => page(`/locations/${c.slug}`, `features/locations/cities/${c.slug}`, cityLoaders[c.slug])),
  page("/admin", "features/accounts/AdminLoginPage", () => import("../features/accounts/AdminLoginPage"), false),
  page("/admin/dashboard", "app/dashboard/AdminDashboardPage", () => import("./dashboard/AdminDashboardPage"), false),
  page("/login", "features/accounts/LoginPage", () => import("../features/accounts/LoginPage"), false),
  page("/register", "features/accounts/RegisterPage", () => import("../features/accounts/RegisterPage"), false),
  page(
    "/forgot-password",
    "features/accounts/ForgotPasswordPage",
    () => import("../features/accounts/ForgotPasswordPage"),
    false,
  ),
  page(
    "/reset-password",
    "features/accounts/ResetPasswordPage",
    () => import("../features/accounts/ResetPasswordPage"),
    false,
  ),
  page("/dashboard", "features/accounts/DashboardPage", () => import("../features/accounts/DashboardPage"), false),
  page("/fleet", "app/pages/FleetPortalPage", () => import("./pages/FleetPortalPage"), false),
  page("/fleet/join", "features/accounts/FleetJoinPage", () => import("../features/accounts/FleetJoinPage"), false),
];

const byPath = new Map(routes.map((r) => [r.path, r]));

export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(clean);
}

const loaded = new Map<string, ComponentType>();

export function loadedPage(def: RouteDef): ComponentType | undefined {
  return loaded.get(def.path);
}

type RouteMeta = typeof import("./routeMeta");
let meta: RouteMeta | undefined;
let metaLoading: Promise<RouteMeta> | undefined;

function loadMeta(): Promise<RouteMeta> {
  metaLoading ??= import("./routeMeta").then(
    (m) => (meta = m),
    (e: unknown) => {
      metaLoading = undefined; // the next page tries again
      throw e;
    },
  );
  return metaLoading;
}

/**
 * Loads a page's code. The first page (`withMeta` false) already has its head
 * tags in its HTML; any later page is marked loaded only once the head tags'
 * chunk is in too, so it renders with its title and canonical URL in step.
 */
export function preloadRoute(def: RouteDef, withMeta = false): Promise<PageModule> {
  return Promise.all([def.load(), withMeta ? loadMeta() : undefined]).then(([mod]) => {
    loaded.set(def.path, mod.default);
    return mod;
  });
}

/** Puts the route's head tags in place once their chunk is loaded; before that the served head is right. */
export function applyRouteMeta(def: RouteDef, pathname: string) {
  meta?.applyRouteMeta(def.path, pathname, def.indexable);
}
