// The one location page. Each city module passes its own words (CityContent):
// the shared frame here is kept short on purpose, so that no two city pages
// read alike (a test measures their overlap).
import { Link } from "react-router";
import { CallLink } from "../../components/CallLink";
import { CallActions, PageHero } from "../../components/PageHero";
import { Faq, type FaqItem } from "../../components/Faq";
import { ClockIcon, PinIcon } from "../../components/icons";
import { business, cities, cityBySlug, cityPath, phones, serviceBySlug, servicePath } from "../../content/business";
import { Section } from "../../components/Section";
import { breadcrumb, faqPage, localBusiness, type JsonLd } from "../../lib/seo";

/** The eight services every location page describes, in this order. */
export const LOCATION_SERVICES = [
  "emergency-24-hour-tire-repair",
  "mobile-tire-repair-near-me",
  "jump-start-battery-service-fl",
  "vehicle-lockout-service-fl",
  "emergency-fuel-delivery-fl",
  "mobile-engine-diagnostics-fl",
  "diesel-roadside-assistance-near-me",
  "engine-services-near-me",
] as const;

export type LocationServiceSlug = (typeof LOCATION_SERVICES)[number];

export type CityContent = {
  slug: string;
  /** The h1. */
  headline: string;
  /** One or two sentences under the h1. */
  lead: string;
  introTitle: string;
  intro: string[];
  roadsTitle: string;
  roads: { name: string; text: string }[];
  callsTitle: string;
  calls: { title: string; text: string }[];
  /** What each service looks like in this city. */
  services: Record<LocationServiceSlug, string>;
  ctaTitle: string;
  ctaText: string;
  faqs: FaqItem[];
};

export function locationJsonLd(content: CityContent): JsonLd[] {
  const city = cityBySlug(content.slug);
  return [
    localBusiness(),
    breadcrumb([
      { name: "Home", path: "/" },
      { name: `${city.name}, FL`, path: cityPath(city) },
    ]),
    faqPage(content.faqs),
  ];
}

export function LocationPage({ content }: { content: CityContent }) {
  const city = cityBySlug(content.slug);
  const { claims } = business;
  return (
    <>
      <PageHero
        className="loc-hero"
        crumbs={[
          { name: "Home", path: "/" },
          { name: `${city.name}, ${city.county}`, path: cityPath(city) },
        ]}
        aside={<CallLink source="location-header" phone={phones.emergency} className="loc-phone" />}
        title={content.headline}
        lead={content.lead}
        quote={null}
      />

      <Section id="intro" title={content.introTitle} narrow>
        {content.intro.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </Section>

      <Section id="roads" title={content.roadsTitle} alt>
        <ul className="card-grid compact">
          {content.roads.map((r) => (
            <li key={r.name} className="card">
              <h3>
                <PinIcon size={20} /> {r.name}
              </h3>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="typical-calls" title={content.callsTitle} narrow>
        <ul className="call-list">
          {content.calls.map((c) => (
            <li key={c.title}>
              <h3>{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="services" title={`Services in ${city.name}`} alt>
        <ul className="card-grid">
          {LOCATION_SERVICES.map((slug) => {
            const s = serviceBySlug(slug);
            return (
              <li key={slug} className="card">
                <h3>
                  <Link to={servicePath(s)}>{s.name}</Link>
                </h3>
                <p>{content.services[slug]}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <section id="emergency" className="cta-band" aria-labelledby="emergency-title">
        <div className="container narrow center">
          <h2 id="emergency-title">{content.ctaTitle}</h2>
          <p>{content.ctaText}</p>
          <CallActions callClass="btn-invert" callLabel="Call Now" quote="Request Quote" />
        </div>
      </section>

      <section id="hours" className="section" aria-labelledby="hours-title">
        <div className="container narrow">
          <h2 id="hours-title">
            <ClockIcon size={24} /> Hours
          </h2>
          <p>
            Regular hours: {business.hours.regular.display}. Outside those hours we run {business.hours.emergency}, with
            an average response of {claims.averageResponseMinutes} minutes. After hours you can also call{" "}
            <CallLink source="location-page" phone={phones.afterHours} icon={false} />.
          </p>
        </div>
      </section>

      <Faq title={`${city.name} Roadside FAQ`} faqs={content.faqs} alt />

      <div className="loc-footer">
        <div className="container loc-footer-grid">
          <nav aria-labelledby="areas-nav-title">
            <h2 id="areas-nav-title" className="loc-footer-title">
              Other Service Areas
            </h2>
            <ul>
              {cities
                .filter((c) => c.slug !== city.slug)
                .map((c) => (
                  <li key={c.slug}>
                    <Link to={cityPath(c)}>{c.name}</Link>
                  </li>
                ))}
            </ul>
          </nav>
          <nav aria-labelledby="quick-nav-title">
            <h2 id="quick-nav-title" className="loc-footer-title">
              Quick Links
            </h2>
            <ul>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/quote">Get Quote</Link>
              </li>
              <li>
                <Link to="/bookings">Book Service</Link>
              </li>
              <li>
                <Link to="/#contact">Contact</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
