import { Link } from "react-router";
import { CallLink } from "../../components/CallLink";
import { PageHero } from "../../components/PageHero";
import { ClockIcon, PinIcon, ShieldIcon, StarIcon, TruckIcon, WrenchIcon } from "../../components/icons";
import { business, cities, cityPath, phones, servicePath, services } from "../../content/business";
import { Section } from "../../components/Section";
import { breadcrumb, localBusiness } from "../../lib/seo";

const { claims } = business;
const list = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

const crumbs = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about" },
];

export const jsonLd = __PRERENDER__ ? () => [localBusiness(), breadcrumb(crumbs)] : undefined;

export default function Page() {
  return (
    <>
      <PageHero
        crumbs={crumbs}
        title={`About ${business.name}`}
        lead={
          <>
            A {claims.mobilePercent}% mobile roadside, tire and diesel repair team, founded by a mechanic with{" "}
            {claims.founderYears} years on the road and built to reach stranded drivers fast.
          </>
        }
      />

      <Section id="numbers" title="Our Promise in Numbers">
        <ul className="stats stats-wide">
          <li>
            <strong>{claims.averageResponseMinutes} Min</strong>
            <span>Average response</span>
          </li>
          <li>
            <strong>{claims.mobilePercent}%</strong>
            <span>Mobile: we come to you</span>
          </li>
          <li>
            <strong>{claims.trustedDrivers}</strong>
            <span>Trusted drivers</span>
          </li>
          <li>
            <strong>{claims.rating}/5</strong>
            <span>From {claims.reviewCountDisplay} verified reviews</span>
          </li>
          <li>
            <strong>{claims.founderYears}</strong>
            <span>Years of founder experience</span>
          </li>
          <li>
            <strong>24/7</strong>
            <span>Emergency service</span>
          </li>
        </ul>
      </Section>

      <Section id="story" title="Why We Started" alt narrow>
        <p>
          Our founder spent {claims.founderYears} years fixing cars, pickups and heavy trucks, many of them on the side
          of a road. Again and again the same thing happened: a driver stuck for hours waiting on a tow, only for the
          problem to be a flat tire, a dead battery or a sensor that could have been fixed in twenty minutes where the
          vehicle stood.
        </p>
        <p>
          So we built a business with no garage to tow to. Every job is done on site, from a driveway in{" "}
          {business.address.locality} to an I-95 shoulder at 3 AM. Our fully equipped service trucks carry tires,
          batteries, fuel, scan tools and diesel parts, and a network of {claims.trustedDrivers} trusted drivers lets us
          reach people across Northeast Florida quickly.
        </p>
        <p>
          The result is what our customers write about in their reviews: an average response of{" "}
          {claims.averageResponseMinutes} minutes, honest prices given before any work starts, and a rating of{" "}
          {claims.rating} out of 5 from {claims.reviewCountDisplay} verified reviews.
        </p>
      </Section>

      <Section id="values" title="How We Work">
        <ul className="card-grid">
          <li className="card">
            <ClockIcon />
            <h3>24/7 emergency service</h3>
            <p>
              {business.hours.emergency}. Regular scheduled work runs {business.hours.regular.display}.
            </p>
          </li>
          <li className="card">
            <ShieldIcon />
            <h3>{claims.licensedInsured}</h3>
            <p>Fully licensed and insured, so your vehicle and your property are protected while we work on them.</p>
          </li>
          <li className="card">
            <StarIcon size={28} />
            <h3>Upfront pricing</h3>
            <p>You hear the price before we start. We accept {list(business.paymentMethods)}.</p>
          </li>
          <li className="card">
            <TruckIcon />
            <h3>Cars to semis</h3>
            <p>
              Cars, SUVs, pickups, RVs, motorcycles, box trucks, buses and tractor-trailers, with 12V and 24V equipment
              on board.
            </p>
          </li>
          <li className="card">
            <WrenchIcon />
            <h3>Diesel know-how</h3>
            <p>
              Our technicians work on {list(business.dieselEngines)} engines, including diagnostics and forced DPF
              regeneration.
            </p>
          </li>
          <li className="card">
            <PinIcon size={28} />
            <h3>{business.serviceRadiusMiles}-mile service radius</h3>
            <p>
              We cover {business.serviceRadiusMiles} miles from {business.address.locality}, FL: Flagler, Volusia, St.
              Johns, Putnam, Duval and Alachua counties.
            </p>
          </li>
        </ul>
      </Section>

      <Section id="services" title="What We Do" alt>
        <ul className="related-list">
          {services.map((s) => (
            <li key={s.slug}>
              <Link to={servicePath(s)}>{s.name}</Link>
            </li>
          ))}
        </ul>
        <p className="small-note">Good to know: {business.lockoutRequirement}</p>
      </Section>

      <Section id="areas" title="Where We Work">
        <ul className="related-list">
          {cities.map((c) => (
            <li key={c.slug}>
              <Link to={cityPath(c)}>Roadside assistance in {c.name}</Link>
            </li>
          ))}
        </ul>
      </Section>

      <section className="cta-band" aria-labelledby="about-cta-title">
        <div className="container narrow center">
          <h2 id="about-cta-title">Need Us Now?</h2>
          <p>
            Emergency line <CallLink source="about-page" phone={phones.emergency} icon={false} />, after hours{" "}
            <CallLink source="about-page" phone={phones.afterHours} icon={false} />. Or tell us what you need and we
            call you back within {claims.callbackMinutes} minutes.
          </p>
          <div className="actions">
            <CallLink source="cta" phone={phones.emergency} className="btn btn-invert btn-lg">
              Call Now
            </CallLink>
            <Link to="/quote" className="btn btn-outline">
              Get Free Quote
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
