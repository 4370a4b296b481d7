// The frame every service page shares: breadcrumb, hero with the call button
// near the h1, the page's own sections, its FAQ, a call band and links to the
// other services. Each page module supplies the words; this file the shape.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CallLink } from "../../components/CallLink";
import { CallActions, PageHero } from "../../components/PageHero";
import { Faq, type FaqItem } from "../../components/Faq";
import { business, cities, cityPath, phones, serviceBySlug, servicePath, services } from "../../content/business";
import { breadcrumb, faqPage, serviceLd, type JsonLd, type PageMeta } from "../../lib/seo";
import { PinIcon, ServiceIcon } from "./ServiceIcons";

const { claims } = business;

/** "a, b and c" */
export function joinList(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Home › this service: shown on the page and given to search engines. */
function crumbsFor(slug: string) {
  const s = serviceBySlug(slug);
  return [
    { name: "Home", path: "/" },
    { name: s.name, path: servicePath(s) },
  ];
}

/**
 * Service + BreadcrumbList + FAQPage: the structured data of a service page,
 * given the page's head tags (routeMeta.ts) when it is prerendered.
 */
export function serviceJsonLd(slug: string, faqs: FaqItem[], serviceType?: string) {
  return (meta: PageMeta): JsonLd[] => {
    const s = serviceBySlug(slug);
    const path = servicePath(s);
    return [
      serviceLd({ name: s.name, description: meta.description, path, serviceType: serviceType ?? s.name }),
      breadcrumb(crumbsFor(slug)),
      faqPage(faqs),
    ];
  };
}

type LayoutProps = {
  slug: string;
  h1: string;
  lead: ReactNode;
  badges?: string[];
  faqs: FaqItem[];
  faqTitle: string;
  ctaTitle?: string;
  children: ReactNode;
};

export function ServiceLayout({ slug, h1, lead, badges, faqs, faqTitle, ctaTitle, children }: LayoutProps) {
  const crumbs = crumbsFor(slug);
  const shown = badges ?? [
    "Open 24/7",
    `${claims.averageResponseMinutes} Min Avg Response`,
    `${claims.rating}/5 from ${claims.reviewCountDisplay} Reviews`,
  ];
  return (
    <>
      <PageHero crumbs={crumbs} title={h1} lead={lead}>
        <ul className="badges hero-badges" aria-label="At a glance">
          {shown.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </PageHero>
      {children}
      <Faq title={faqTitle} faqs={faqs} alt />
      <CallBand title={ctaTitle ?? "Stuck right now? Help is one call away"} />
      <RelatedServices current={slug} />
    </>
  );
}

export type CardItem = { title: string; text: ReactNode; icon?: ReactNode };

export function CardGrid({ items, compact = false }: { items: CardItem[]; compact?: boolean }) {
  return (
    <ul className={compact ? "card-grid compact" : "card-grid"}>
      {items.map((it) => (
        <li key={it.title} className="card">
          {it.icon}
          <h3>{it.title}</h3>
          <p>{it.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Stats({ items }: { items: { value: string; label: string }[] }) {
  return (
    <ul className="stats">
      {items.map((s) => (
        <li key={s.label}>
          <strong>{s.value}</strong>
          <span>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="check-list">
      {items.map((it, i) => (
        <li key={i}>{it}</li>
      ))}
    </ul>
  );
}

/** The eight city pages as cards, plus any extra place without a page. */
export function AreaCards({
  extra = [],
  note,
}: {
  extra?: { name: string; text: string }[];
  note?: (cityName: string) => string;
}) {
  return (
    <ul className="card-grid compact area-cards">
      {cities.map((c) => (
        <li key={c.slug} className="card">
          <h3>
            <PinIcon size={20} />{" "}
            <Link to={cityPath(c)}>
              {c.name}, FL<span className="sr-only"> roadside service</span>
            </Link>
          </h3>
          <p>{note ? note(c.name) : c.short}</p>
        </li>
      ))}
      {extra.map((x) => (
        <li key={x.name} className="card">
          <h3>
            <PinIcon size={20} /> {x.name}, FL
          </h3>
          <p>{x.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function PriceNote({ label, price, children }: { label: string; price: string; children?: ReactNode }) {
  return (
    <div className="price-note">
      <p className="price-line">
        <span>{label}</span> <strong>{price}</strong>
      </p>
      {children}
    </div>
  );
}

function CallBand({ title }: { title: string }) {
  return (
    <section className="cta-band" aria-labelledby="call-band-title">
      <div className="container narrow center">
        <h2 id="call-band-title">{title}</h2>
        <p>
          Average response {claims.averageResponseMinutes} minutes, {business.hours.emergency}. After hours you can also
          reach us on <CallLink source="service-page" phone={phones.afterHours} icon={false} />.
        </p>
        <CallActions callClass="btn-invert" />
      </div>
    </section>
  );
}

function RelatedServices({ current }: { current: string }) {
  return (
    <section className="section" aria-labelledby="related-title">
      <div className="container">
        <h2 id="related-title">More Mobile Services</h2>
        <ul className="related-list">
          {services
            .filter((s) => s.slug !== current)
            .map((s) => (
              <li key={s.slug}>
                <ServiceIcon slug={s.slug} size={22} />
                <Link to={servicePath(s)}>{s.name}</Link>
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}
