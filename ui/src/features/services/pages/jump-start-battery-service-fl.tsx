import { CallLink } from "../../../components/CallLink";
import { phones, serviceBySlug } from "../../../content/business";
import { breadcrumb, serviceLd } from "../../../lib/seo";

const service = serviceBySlug("jump-start-battery-service-fl");

export const jsonLd = () => [
  serviceLd({ name: service.name, description: service.short, path: "/jump-start-battery-service-fl", serviceType: service.name }),
  breadcrumb([{ name: "Home", path: "/" }, { name: service.name, path: "/jump-start-battery-service-fl" }]),
];

export default function Page() {
  return (
    <section className="page container">
      <h1>{service.name}</h1>
      <p className="lead">{service.short}</p>
      <CallLink phone={phones.emergency} className="btn btn-primary">
        Call Now
      </CallLink>
    </section>
  );
}
