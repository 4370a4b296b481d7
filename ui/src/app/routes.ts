// Every route of the site. The build renders each one to HTML; the server
// answers 404 for any path not listed here. `module` names the page's source
// file so the build can preload that page's chunk on first load.
import type { ComponentType } from "react";
import { business, cities, services } from "../content/business";
import { locationMeta } from "../features/locations/meta";
import { serviceMeta } from "../features/services/meta";
import type { JsonLd, PageMeta } from "../lib/seo";

export type PageModule = { default: ComponentType; jsonLd?: () => JsonLd[] };

export type RouteDef = {
  path: string;
  module: string;
  load: () => Promise<PageModule>;
  meta: PageMeta;
  /** false for pages behind a session: they carry noindex and stay out of the sitemap. */
  indexable: boolean;
};

const page = (
  path: string,
  module: string,
  load: () => Promise<PageModule>,
  meta: PageMeta,
  indexable = true,
): RouteDef => ({
  path,
  module: `src/${module}.tsx`,
  load,
  meta,
  indexable,
});

const name = business.name;
const privateMeta = (title: string): PageMeta => ({
  title: `${title} | ${name}`,
  description: `${title} for ${name}.`,
  keywords: "",
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
  page("/", "app/pages/HomePage", () => import("./pages/HomePage"), {
    title: `24/7 Mobile Roadside Assistance & Tire Repair | Palm Coast, Daytona, Jacksonville FL | ${name}`,
    description:
      "Stranded in Northeast Florida? 24/7 mobile tire repair, jump starts, lockouts, fuel delivery and " +
      "diesel truck repair. Average response 15 minutes. Call (386) 372-8412.",
    keywords:
      "roadside assistance, mobile tire repair, emergency tire service, diesel repair, jump start, lockout, " +
      "fuel delivery, Palm Coast, Daytona Beach, Jacksonville",
  }),
  page("/about", "app/pages/AboutPage", () => import("./pages/AboutPage"), {
    title: `About Us | 15+ Years of Mobile Roadside & Diesel Repair | ${name}`,
    description:
      "Founded by a mechanic with 15+ years on the road: a 100% mobile, licensed and insured roadside team " +
      "serving 100 miles around Palm Coast, FL, 24/7.",
    keywords:
      "about roadside assistance company, mobile mechanic Palm Coast, licensed insured roadside service, " +
      "diesel mechanic Florida",
  }),
  page("/contact", "app/pages/ContactPage", () => import("./pages/ContactPage"), {
    title: `Contact Us | Call (386) 372-8412 for 24/7 Roadside Help | ${name}`,
    description:
      "Call our 24/7 emergency line (386) 372-8412 or after-hours line (386) 338-7945, or request a free " +
      "quote online. Mobile service across Northeast Florida.",
    keywords:
      "contact roadside assistance, emergency roadside phone number, mobile tire repair phone, free roadside quote",
  }),
  page("/quote", "app/pages/QuotePage", () => import("./pages/QuotePage"), {
    title: `Get a Free Quote | Mobile Tire, Roadside & Fleet Service | ${name}`,
    description:
      "Request a free quote for mobile tire repair, roadside assistance, diagnostics or fleet and " +
      "commercial service. We call back within 15 minutes.",
    keywords: "free roadside quote, mobile mechanic quote, fleet service quote, tire repair price",
  }),
  page("/thank-you", "app/pages/ThankYouPage", () => import("./pages/ThankYouPage"), {
    title: `Thank You | A Mechanic Will Reach Out Shortly | ${name}`,
    description: "Thanks for your request. A mechanic will reach out shortly; for emergencies call (386) 372-8412.",
    keywords: "roadside assistance request received, mobile mechanic callback",
  }),
  page("/bookings", "app/pages/BookingPage", () => import("./pages/BookingPage"), {
    title: `Book Heavy-Duty Diesel Service | Semi, Box Truck & Bus Repair | ${name}`,
    description:
      "Book mobile heavy-duty diesel service for semi-trucks, box trucks, buses and construction equipment: " +
      "engine, transmission, electrical, brakes and more.",
    keywords:
      "book diesel repair, heavy duty truck service booking, mobile semi repair appointment, fleet maintenance booking",
  }),
  ...services.map((s) =>
    page(`/${s.slug}`, `features/services/pages/${s.slug}`, serviceLoaders[s.slug], serviceMeta[s.slug]),
  ),
  ...cities.map((c) =>
    page(`/locations/${c.slug}`, `features/locations/cities/${c.slug}`, cityLoaders[c.slug], locationMeta[c.slug]),
  ),
  page(
    "/admin",
    "features/accounts/AdminLoginPage",
    () => import("../features/accounts/AdminLoginPage"),
    privateMeta("Staff Sign In"),
    false,
  ),
  page(
    "/admin/dashboard",
    "app/dashboard/AdminDashboardPage",
    () => import("./dashboard/AdminDashboardPage"),
    privateMeta("Admin Dashboard"),
    false,
  ),
  page(
    "/login",
    "features/accounts/LoginPage",
    () => import("../features/accounts/LoginPage"),
    privateMeta("Sign In"),
    false,
  ),
  page(
    "/register",
    "features/accounts/RegisterPage",
    () => import("../features/accounts/RegisterPage"),
    privateMeta("Create Account"),
    false,
  ),
  page(
    "/forgot-password",
    "features/accounts/ForgotPasswordPage",
    () => import("../features/accounts/ForgotPasswordPage"),
    privateMeta("Forgot Password"),
    false,
  ),
  page(
    "/reset-password",
    "features/accounts/ResetPasswordPage",
    () => import("../features/accounts/ResetPasswordPage"),
    privateMeta("Reset Password"),
    false,
  ),
  page(
    "/dashboard",
    "features/accounts/DashboardPage",
    () => import("../features/accounts/DashboardPage"),
    privateMeta("My Dashboard"),
    false,
  ),
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

export function preloadRoute(def: RouteDef): Promise<PageModule> {
  return def.load().then((mod) => {
    loaded.set(def.path, mod.default);
    return mod;
  });
}
