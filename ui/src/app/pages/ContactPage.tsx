import { Link } from "react-router";
import { CallLink } from "../../components/CallLink";
import { PageHero } from "../../components/PageHero";
import { Faq, type FaqItem } from "../../components/Faq";
import { ClockIcon, PhoneIcon, PinIcon, ShieldIcon, TruckIcon } from "../../components/icons";
import { business, cities, cityPath, phones } from "../../content/business";
import { Section } from "../../components/Section";
import { breadcrumb, faqPage, localBusiness } from "../../lib/seo";

const { claims } = business;
const list = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

const faqs: FaqItem[] = [
  {
    q: "What is the fastest way to get help?",
    a:
      `Call the emergency line. A phone call lets us dispatch straight away, and our average response is ` +
      `${claims.averageResponseMinutes} minutes. Online quote requests get a call back within ` +
      `${claims.callbackMinutes} minutes.`,
  },
  {
    q: "Do you charge for a quote?",
    a: "No. Quotes are free, on the phone or online, for single vehicles and for fleet and commercial work.",
  },
  {
    q: "How far do you travel?",
    a:
      `We cover ${business.serviceRadiusMiles} miles around ${business.address.locality}, FL, including ` +
      `${list(cities.map((c) => c.name))}.`,
  },
];

const trust =
  `${claims.licensedInsured}, ${claims.founderYears} years of founder experience, ` +
  `rated ${claims.rating}/5 from ${claims.reviewCountDisplay} verified reviews.`;

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Contact Us", path: "/contact" },
];

export const jsonLd = __PRERENDER__ ? () => [localBusiness(), breadcrumb(crumbs), faqPage(faqs)] : undefined;

export default function Page() {
  return (
    <>
      <PageHero
        crumbs={crumbs}
        title="Contact Us: 24/7 Roadside Help"
        lead={
          <>
            Stranded right now? Calling is fastest. Average response {claims.averageResponseMinutes} minutes, day or
            night.
          </>
        }
      />

      <Section id="ways" title="Ways to Reach Us">
        <ul className="card-grid">
          <li className="card">
            <PhoneIcon size={28} />
            <h3>{phones.emergency.label}</h3>
            <p>
              <CallLink source="contact-page" phone={phones.emergency} className="big-phone" icon={false} />
            </p>
            <p>For breakdowns, flats, lockouts and anything urgent. {business.hours.emergency}.</p>
          </li>
          <li className="card">
            <PhoneIcon size={28} />
            <h3>{phones.afterHours.label}</h3>
            <p>
              <CallLink source="contact-page" phone={phones.afterHours} className="big-phone" icon={false} />
            </p>
            <p>A second number for evenings, nights and weekends.</p>
          </li>
          <li className="card">
            <ClockIcon />
            <h3>Free online quote</h3>
            <p>
              Not an emergency? <Link to="/quote">Request a free quote</Link> for repairs, tires or fleet and commercial
              service. A mechanic calls you back within {claims.callbackMinutes} minutes.
            </p>
          </li>
          <li className="card">
            <TruckIcon />
            <h3>Heavy-duty bookings</h3>
            <p>
              Semis, box trucks, buses and equipment: <Link to="/bookings">book heavy-duty diesel service</Link> at your
              yard. We work on {list(business.dieselEngines)} engines.
            </p>
          </li>
        </ul>
      </Section>

      <Section id="ready" title="What to Tell Us When You Call" alt narrow>
        <ol className="plain-steps">
          <li>Where you are: an address, a cross street, or the highway, direction and nearest exit or mile marker.</li>
          <li>The vehicle: make, model, and for tires the size printed on the sidewall.</li>
          <li>What happened: flat, no start, locked out, out of fuel, warning light or noise.</li>
          <li>Whether you are safe. If you are in a traffic lane or feel unsafe, call 911 first.</li>
        </ol>
        <p className="notice">
          <ShieldIcon size={22} /> <span>{business.lockoutRequirement}</span>
        </p>
      </Section>

      <Section id="details" title="Hours, Area and Payment">
        <ul className="card-grid">
          <li className="card">
            <h3>Hours</h3>
            <p>
              Emergency: {business.hours.emergency}. Regular hours: {business.hours.regular.display}.
            </p>
          </li>
          <li className="card">
            <h3>Service area</h3>
            <p>
              {business.serviceRadiusMiles} miles from {business.address.locality}, FL. We are {claims.mobilePercent}%
              mobile with {claims.trustedDrivers} trusted drivers, so we come to you.
            </p>
          </li>
          <li className="card">
            <h3>Payment</h3>
            <p>We accept {list(business.paymentMethods)}.</p>
          </li>
          <li className="card">
            <h3>Trust</h3>
            <p>{trust}</p>
          </li>
        </ul>
        <h3 className="areas-heading">
          <PinIcon size={20} /> Cities we serve
        </h3>
        <ul className="related-list">
          {cities.map((c) => (
            <li key={c.slug}>
              <Link to={cityPath(c)}>
                {c.name}, FL<span className="sr-only"> roadside assistance</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Faq title="Contact FAQ" faqs={faqs} alt />
    </>
  );
}
