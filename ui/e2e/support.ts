import type { Page } from "@playwright/test";

// Routes of SPEC §2, written out so that a missing page fails a test.
export const cities = ["palm-coast", "daytona-beach", "st-augustine", "ormond-beach", "jacksonville", "palatka", "gainesville", "deland"];
export const services = [
  "emergency-24-hour-tire-repair",
  "mobile-tire-repair-near-me",
  "jump-start-battery-service-fl",
  "mobile-engine-diagnostics-fl",
  "vehicle-lockout-service-fl",
  "emergency-fuel-delivery-fl",
  "diesel-roadside-assistance-near-me",
  "engine-services-near-me",
  "24-7-tire-shop-near-me",
];
export const contentRoutes = ["/about", "/contact", "/thank-you", ...services.map((s) => `/${s}`), ...cities.map((c) => `/locations/${c}`)];
export const publicRoutes = ["/", "/quote", "/bookings", ...contentRoutes];

/** Resolves once React has hydrated the page (App sets the flag). */
export const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated='true']");

/** Whether the element with this id is at least partly on screen. */
export async function inViewport(page: Page, id: string) {
  return page.evaluate((id) => {
    const el = document.getElementById(id);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0;
  }, id);
}

/** The emails the server has sent to this address (newest last), from the test mail sink. */
export async function mailTo(address: string): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 8097}/messages?to=${encodeURIComponent(address)}`);
  return res.json();
}
