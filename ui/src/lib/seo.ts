// Structured data and head tags. Pages are rendered at build time, before the
// public base URL is known, so absolute URLs carry a placeholder that the
// server swaps for the configured base URL when it starts.
import { business, cities, phones } from "../content/business";

export const BASE_URL = "__ROADSIDE_BASE_URL__";

export type PageMeta = {
  title: string;
  description: string;
  keywords: string;
};

export type JsonLd = Record<string, unknown>;

export function localBusiness(): JsonLd {
  const { regular } = business.hours;
  return {
    "@context": "https://schema.org",
    "@type": "AutoRepair",
    "@id": `${BASE_URL}/#business`,
    name: business.name,
    description: business.tagline,
    url: `${BASE_URL}/`,
    image: `${BASE_URL}/og-image.svg`,
    logo: `${BASE_URL}/logo.svg`,
    telephone: phones.emergency.tel,
    contactPoint: [
      {
        "@type": "ContactPoint",
        telephone: phones.emergency.tel,
        contactType: "emergency",
        availableLanguage: "English",
        hoursAvailable: "Mo-Su 00:00-23:59",
      },
      {
        "@type": "ContactPoint",
        telephone: phones.afterHours.tel,
        contactType: "customer service",
        description: phones.afterHours.label,
      },
    ],
    address: {
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.address.latitude, longitude: business.address.longitude },
    areaServed: cities.map((c) => ({ "@type": "City", name: `${c.name}, FL` })),
    serviceArea: {
      "@type": "GeoCircle",
      geoMidpoint: {
        "@type": "GeoCoordinates",
        latitude: business.address.latitude,
        longitude: business.address.longitude,
      },
      geoRadius: `${Math.round(business.serviceRadiusMiles * 1609.344)}`,
      description: `${business.serviceRadiusMiles} miles from ${business.address.locality}, ${business.address.region}`,
    },
    openingHoursSpecification: [
      { "@type": "OpeningHoursSpecification", dayOfWeek: regular.days, opens: regular.opens, closes: regular.closes },
      {
        "@type": "OpeningHoursSpecification",
        description: business.hours.emergency,
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    ],
    paymentAccepted: business.paymentMethods.join(", "),
    priceRange: "$$",
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.claims.rating,
      bestRating: 5,
      reviewCount: business.claims.reviewCount,
    },
  };
}

export function breadcrumb(items: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((it, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: it.name,
      item: `${BASE_URL}${it.path}`,
    })),
  };
}

export function faqPage(faqs: { q: string; a: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } })),
  };
}

export function serviceLd(opts: { name: string; description: string; path: string; serviceType: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: opts.name,
    serviceType: opts.serviceType,
    description: opts.description,
    url: `${BASE_URL}${opts.path}`,
    provider: {
      "@id": `${BASE_URL}/#business`,
      "@type": "AutoRepair",
      name: business.name,
      telephone: phones.emergency.tel,
    },
    areaServed: cities.map((c) => ({ "@type": "City", name: `${c.name}, FL` })),
    hoursAvailable: "Mo-Su 00:00-23:59",
  };
}
