import { CallLink } from "../../../components/CallLink";
import { phones, serviceBySlug } from "../../../content/business";
import { breadcrumb, serviceLd } from "../../../lib/seo";

const service = serviceBySlug("mobile-tire-repair-near-me");

export const jsonLd = () => [
  serviceLd({ name: service.name, description: service.short, path: "/mobile-tire-repair-near-me", serviceType: service.name }),
  breadcrumb([{ name: "Home", path: "/" }, { name: service.name, path: "/mobile-tire-repair-near-me" }]),
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
