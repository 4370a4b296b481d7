import { useEffect } from "react";
import { Link } from "react-router";
import { CallLink } from "../../components/CallLink";
import { ClockIcon, PinIcon, ShieldIcon, TruckIcon, WrenchIcon } from "../../components/icons";
import { business, cityPath, cities, phones, servicePath, services } from "../../content/business";
import { Analyzer } from "../../features/analyzer/Analyzer";
import { HomeContactForm } from "../../features/leads/HomeContactForm";
import { scrollToSection } from "../../lib/sections";
import { localBusiness } from "../../lib/seo";
import { Section } from "../../components/Section";
import { FeaturedTestimonials, TestimonialCarousel } from "../../features/testimonials/Testimonials";

export const jsonLd = __PRERENDER__ ? () => [localBusiness()] : undefined;

export default function HomePage() {
  // Arrived at a section (the nav's links, from another page): there, once laid out.
  useEffect(() => {
    const id = location.hash.slice(1);
    if (id) requestAnimationFrame(() => scrollToSection(id));
  }, []);
  const { claims } = business;

  return (
    <>
      <section id="hero" className="hero">
        <div className="container hero-inner">
          <img src="/logo.svg" alt={`${business.name} logo`} width="72" height="72" className="hero-logo" />
          <h1>24/7 Mobile Roadside Assistance &amp; Emergency Tire Repair in Northeast Florida</h1>
          <p className="lead">
            Flat tire, dead battery, locked out or a diesel rig down on I-95? A fully equipped service truck comes to
            you, with an average response of {claims.averageResponseMinutes} minutes.
          </p>
          <ul className="badges" aria-label="Why drivers call us">
            <li>Open 24/7</li>
            <li>{claims.averageResponseMinutes} Min Avg Response</li>
            <li>{claims.mobilePercent}% Mobile</li>
            <li>
              {claims.rating}/5 from {claims.reviewCountDisplay} Reviews
            </li>
            <li>{claims.licensedInsured}</li>
          </ul>
          <div className="actions">
            <CallLink source="hero" phone={phones.emergency} className="btn btn-primary btn-lg">
              Call Now {phones.emergency.display}
            </CallLink>
            <a href="#contact" className="btn btn-outline btn-lg">
              Get Free Quote
            </a>
          </div>
          <p className="hero-note">
            After hours: <CallLink source="hero" phone={phones.afterHours} icon={false} />
          </p>
        </div>
      </section>

      <Section id="services" title="Mobile Roadside & Repair Services">
        <p className="section-intro">
          Everything a stranded car, pickup, RV or semi needs, brought to the roadside, your driveway or your yard.
        </p>
        <ul className="card-grid">
          {services.map((s) => (
            <li key={s.slug} className="card service-card">
              <WrenchIcon />
              <h3>
                <Link to={servicePath(s)}>{s.name}</Link>
              </h3>
              <p>{s.short}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="service-areas" title="Service Areas" alt>
        <p className="section-intro">
          We cover {business.serviceRadiusMiles} miles around {business.address.locality}, FL, including these cities
          and everything between them.
        </p>
        <ul className="card-grid">
          {cities.map((c) => (
            <li key={c.slug} className="card city-card">
              <h3>
                <PinIcon /> {c.name}, FL
              </h3>
              <p>{c.short}</p>
              <Link to={cityPath(c)} className="more">
                Learn More<span className="sr-only"> about roadside service in {c.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about" title="Why Choose Our 24/7 Emergency Tire Service">
        <ul className="feature-grid">
          <li className="feature">
            <ClockIcon />
            <h3>Fast Arrival</h3>
            <p>Average response of {claims.averageResponseMinutes} minutes, dispatched from the nearest truck.</p>
          </li>
          <li className="feature">
            <TruckIcon />
            <h3>Fully Equipped</h3>
            <p>
              Tires, batteries, fuel, scan tools and diesel parts on board: most jobs are finished where you stopped.
            </p>
          </li>
          <li className="feature">
            <ShieldIcon />
            <h3>24/7 Coverage</h3>
            <p>Nights, weekends and holidays. {claims.founderYears} years of experience, licensed and insured.</p>
          </li>
        </ul>
        <FeaturedTestimonials />
      </Section>

      <TestimonialCarousel />

      <Section id="smart-analyzer" title="Not Sure What Service You Need?" alt narrow>
        <p>
          Tell us what the vehicle is doing and we will point you to the right service and a price range. Prices start
          at {business.prices.jumpStart} for a jump start and {business.prices.tireRepair} for tire repair or
          replacement.
        </p>
        <Analyzer />
        <p className="analyzer-call">
          Rather talk it through?{" "}
          <CallLink source="cta" phone={phones.emergency}>
            Describe it on the phone
          </CallLink>
        </p>
      </Section>

      <section id="contact" className="section" aria-labelledby="contact-title">
        <div className="container contact-grid">
          <div>
            <h2 id="contact-title">Get Your Free Quote</h2>
            <p>
              Fill in the form and a mechanic calls you back within {claims.callbackMinutes} minutes. Stranded right
              now? Calling is fastest.
            </p>
            <p>
              Emergency: <CallLink source="contact-section" phone={phones.emergency} />
            </p>
            <p>
              After hours: <CallLink source="contact-section" phone={phones.afterHours} />
            </p>
            <p>Payments: {business.paymentMethods.join(", ")}.</p>
          </div>
          <HomeContactForm />
        </div>
      </section>

      <section className="section alt" aria-labelledby="review-title">
        <div className="container narrow">
          <div className="card review-request">
            <h2 id="review-title">Did We Get You Back on the Road?</h2>
            <p>
              Reviews help other stranded drivers find help fast. If our technician took good care of you, please tell
              others about it.
            </p>
            <a href={business.reviewUrl} className="btn btn-outline" rel="noopener">
              Leave a Review
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
