// Head tags of every route. The build writes them into each page's HTML, so
// a visitor's first page never needs this table: it is a chunk of its own,
// fetched with the code of the next page they go to (see routes.ts), and kept
// out of the first-load bundle.
import { business, cities, services } from "../content/business";
import { locationMeta } from "../features/locations/meta";
import { serviceMeta } from "../features/services/meta";
import type { PageMeta } from "../lib/seo";

const name = business.name;
const privateMeta = (title: string): PageMeta => ({
  title: `${title} | ${name}`,
  description: `${title} for ${name}.`,
  keywords: "",
});

export const routeMeta: Record<string, PageMeta> = {
  "/": {
    title: `24/7 Mobile Roadside Assistance & Tire Repair | Palm Coast, Daytona, Jacksonville FL | ${name}`,
    description:
      "Stranded in Northeast Florida? 24/7 mobile tire repair, jump starts, lockouts, fuel delivery and " +
      "diesel truck repair. Average response 15 minutes. Call (386) 372-8412.",
    keywords:
      "roadside assistance, mobile tire repair, emergency tire service, diesel repair, jump start, lockout, " +
      "fuel delivery, Palm Coast, Daytona Beach, Jacksonville",
  },
  "/about": {
    title: `About Us | 15+ Years of Mobile Roadside & Diesel Repair | ${name}`,
    description:
      "Founded by a mechanic with 15+ years on the road: a 100% mobile, licensed and insured roadside team " +
      "serving 100 miles around Palm Coast, FL, 24/7.",
    keywords:
      "about roadside assistance company, mobile mechanic Palm Coast, licensed insured roadside service, " +
      "diesel mechanic Florida",
  },
  "/contact": {
    title: `Contact Us | Call (386) 372-8412 for 24/7 Roadside Help | ${name}`,
    description:
      "Call our 24/7 emergency line (386) 372-8412 or after-hours line (386) 338-7945, or request a free " +
      "quote online. Mobile service across Northeast Florida.",
    keywords:
      "contact roadside assistance, emergency roadside phone number, mobile tire repair phone, free roadside quote",
  },
  "/quote": {
    title: `Get a Free Quote | Mobile Tire, Roadside & Fleet Service | ${name}`,
    description:
      "Request a free quote for mobile tire repair, roadside assistance, diagnostics or fleet and " +
      "commercial service. We call back within 15 minutes.",
    keywords: "free roadside quote, mobile mechanic quote, fleet service quote, tire repair price",
  },
  "/thank-you": {
    title: `Thank You | A Mechanic Will Reach Out Shortly | ${name}`,
    description: "Thanks for your request. A mechanic will reach out shortly; for emergencies call (386) 372-8412.",
    keywords: "roadside assistance request received, mobile mechanic callback",
  },
  "/bookings": {
    title: `Book Heavy-Duty Diesel Service | Semi, Box Truck & Bus Repair | ${name}`,
    description:
      "Book mobile heavy-duty diesel service for semi-trucks, box trucks, buses and construction equipment: " +
      "engine, transmission, electrical, brakes and more.",
    keywords:
      "book diesel repair, heavy duty truck service booking, mobile semi repair appointment, fleet maintenance booking",
  },
  ...Object.fromEntries(services.map((s) => [`/${s.slug}`, serviceMeta[s.slug]])),
  ...Object.fromEntries(cities.map((c) => [`/locations/${c.slug}`, locationMeta[c.slug]])),
  "/admin": privateMeta("Staff Sign In"),
  "/admin/dashboard": privateMeta("Admin Dashboard"),
  "/login": privateMeta("Sign In"),
  "/register": privateMeta("Create Account"),
  "/forgot-password": privateMeta("Forgot Password"),
  "/reset-password": privateMeta("Reset Password"),
  "/dashboard": privateMeta("My Dashboard"),
  "/fleet": privateMeta("Fleet Portal"),
  "/fleet/join": privateMeta("Join Your Fleet's Portal"),
};

export function applyRouteMeta(path: string, pathname: string, indexable: boolean) {
  const meta = routeMeta[path];
  if (meta) applyMeta(meta, pathname, indexable);
}

/** Keeps the head in step on client-side navigation (the first load already has it). */
function applyMeta(meta: PageMeta, path: string, indexable: boolean) {
  document.title = meta.title;
  const set = (selector: string, attr: string, value: string) => {
    const el = document.head.querySelector(selector);
    if (el) el.setAttribute(attr, value);
  };
  const url = `${location.origin}${path}`;
  set('meta[name="description"]', "content", meta.description);
  set('meta[name="keywords"]', "content", meta.keywords);
  set('link[rel="canonical"]', "href", url);
  set('meta[property="og:title"]', "content", meta.title);
  set('meta[property="og:description"]', "content", meta.description);
  set('meta[property="og:url"]', "content", url);
  let robots = document.head.querySelector('meta[name="robots"]');
  if (!indexable && !robots) {
    robots = document.createElement("meta");
    robots.setAttribute("name", "robots");
    robots.setAttribute("content", "noindex, nofollow");
    document.head.appendChild(robots);
  } else if (indexable && robots) robots.remove();
}
