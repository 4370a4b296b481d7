// The one content file (business.json) is also read by the Rust server:
// change a phone number or a city there and both sides follow.
import data from "./business.json";

export type Phone = { label: string; display: string; tel: string };
export type City = (typeof data.cities)[number];
export type Service = (typeof data.services)[number];

export const business = data;
export const phones = data.phones;
export const cities: City[] = data.cities;
export const services: Service[] = data.services;
export const coreServices = services.filter((s) => s.core);
export const navExtraServices = data.navExtraOrder.map((slug) => serviceBySlug(slug));
export const footerCities = data.footerCities.map((slug) => cityBySlug(slug));

export function serviceBySlug(slug: string): Service {
  const s = services.find((x) => x.slug === slug);
  if (!s) throw new Error(`unknown service ${slug}`);
  return s;
}

export function cityBySlug(slug: string): City {
  const c = cities.find((x) => x.slug === slug);
  if (!c) throw new Error(`unknown city ${slug}`);
  return c;
}

export const servicePath = (s: Service) => `/${s.slug}`;
export const cityPath = (c: City) => `/locations/${c.slug}`;
