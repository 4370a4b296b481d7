// The one content file (business.json) is also read by the Rust server:
// change a phone number or a city there and both sides follow.
//
// The pages take only the parts they show (named imports, so a bundler
// leaves out the rest): the texts and mails the server writes (`messages`,
// `invoicePayment`) and the legal name are the server's alone, and would
// otherwise be in every page's first load.
import {
  address,
  batteryVoltages,
  batteryWarrantyYears,
  cities as cityList,
  claims,
  dieselEngines,
  extraServiceArea,
  footerCities as footerSlugs,
  hours,
  lockoutRequirement,
  name,
  navExtraOrder,
  paymentMethods,
  phones as phoneList,
  prices,
  quotePaymentNote,
  reviewUrl,
  serviceGuide,
  serviceRadiusMiles,
  services as serviceList,
  tagline,
} from "./business.json";

export type Phone = { label: string; display: string; tel: string };
export type City = (typeof cityList)[number];
export type Service = (typeof serviceList)[number];

export const business = {
  name,
  tagline,
  phones: phoneList,
  address,
  serviceRadiusMiles,
  hours,
  claims,
  paymentMethods,
  quotePaymentNote,
  lockoutRequirement,
  dieselEngines,
  batteryWarrantyYears,
  batteryVoltages,
  prices,
  cities: cityList,
  footerCities: footerSlugs,
  extraServiceArea,
  services: serviceList,
  navExtraOrder,
  reviewUrl,
  serviceGuide,
};
export const phones = phoneList;
export const cities: City[] = cityList;
export const services: Service[] = serviceList;
export const coreServices = services.filter((s) => s.core);
export const navExtraServices = navExtraOrder.map((slug) => serviceBySlug(slug));
export const footerCities = footerSlugs.map((slug) => cityBySlug(slug));

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
