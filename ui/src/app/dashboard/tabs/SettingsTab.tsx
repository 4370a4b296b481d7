// Settings: the business facts from the content file, quick actions, the
// technicians, who is on call and the price book.
import { business } from "../../../content/business";
import { CopyButton } from "../../../components/staff/ui";
import { OnCallSettings } from "../../../features/calls/OnCallSettings";
import { TechniciansSettings } from "../../../features/dispatch/Technicians";
import { PriceBookSettings } from "../../../features/invoices/PriceBook";

export default function SettingsTab() {
  const p = business.phones;
  return (
    <div className="two-col">
      <section className="card" aria-labelledby="business-info">
        <h2 id="business-info">Business Information</h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>{business.name}</dd>
          <dt>{p.emergency.label}</dt>
          <dd>
            <a href={`tel:${p.emergency.tel}`}>{p.emergency.display}</a>
          </dd>
          <dt>{p.afterHours.label}</dt>
          <dd>
            <a href={`tel:${p.afterHours.tel}`}>{p.afterHours.display}</a>
          </dd>
          <dt>Hours</dt>
          <dd>
            {business.hours.emergency}; regular hours {business.hours.regular.display}
          </dd>
          <dt>Service area</dt>
          <dd>{business.serviceRadiusMiles} miles from Palm Coast, FL</dd>
          <dt>Cities</dt>
          <dd>{business.cities.map((c) => c.name).join(", ")}</dd>
          <dt>Payments</dt>
          <dd>{business.paymentMethods.join(", ")}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick Actions</h2>
        <div className="stack">
          <a className="btn btn-primary" href={business.reviewUrl} target="_blank" rel="noopener noreferrer">
            Manage Reviews
          </a>
          <p className="muted small">Send customers this link to leave a review:</p>
          <p className="review-link">{business.reviewUrl}</p>
          <CopyButton text={business.reviewUrl} label="Copy Review Link" toastOnCopy className="btn btn-outline" />
          <a className="btn btn-outline" href="/" target="_blank" rel="noopener">
            Open the Website
          </a>
        </div>
      </section>
      <TechniciansSettings />
      <OnCallSettings />
      <PriceBookSettings />
    </div>
  );
}
