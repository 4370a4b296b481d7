import { CallLink } from "../../../components/CallLink";
import { cityBySlug, phones } from "../../../content/business";
import { localBusiness } from "../../../lib/seo";

const city = cityBySlug("palm-coast");

export const jsonLd = () => [localBusiness()];

export default function Page() {
  return (
    <section className="page container">
      <h1>Roadside Assistance in {city.name}, FL</h1>
      <p className="lead">{city.short}</p>
      <CallLink phone={phones.emergency} className="btn btn-primary">
        Call Now
      </CallLink>
    </section>
  );
}
