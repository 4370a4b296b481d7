import { CallLink } from "../../components/CallLink";
import { business, phones } from "../../content/business";
import { QuoteForm } from "../../features/leads/QuoteForm";

export default function QuotePage() {
  const { claims } = business;
  return (
    <section className="page container">
      <div className="contact-grid">
        <div>
          <h1>Get a Free Quote</h1>
          <p className="lead">
            Roadside help, mobile mechanic work, diagnostics, or fleet and commercial service: tell us what you need and
            a mechanic calls you back within {claims.callbackMinutes} minutes.
          </p>
          <p className="actions">
            <CallLink source="quote-page" phone={phones.emergency} className="btn btn-primary">
              Call Now {phones.emergency.display}
            </CallLink>
          </p>
          <ul className="checklist">
            <li>Average response on site: {claims.averageResponseMinutes} minutes</li>
            <li>
              {claims.mobilePercent}% mobile: we come to you, anywhere within {business.serviceRadiusMiles} miles of
              Palm Coast
            </li>
            <li>Fleet and commercial accounts welcome</li>
            <li>{claims.licensedInsured}</li>
          </ul>
          <p>
            After hours: <CallLink source="quote-page" phone={phones.afterHours} icon={false} />
          </p>
        </div>
        <QuoteForm />
      </div>
    </section>
  );
}
