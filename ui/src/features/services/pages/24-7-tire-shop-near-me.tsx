import type { FaqItem } from "../../../components/Faq";
import { business } from "../../../content/business";
import { ProcessSteps } from "../ProcessSteps";
import { GaugeIcon, ShieldIcon, TireIcon, TruckIcon, WrenchIcon } from "../ServiceIcons";
import { Section } from "../../../components/Section";
import { CardGrid, CheckList, PriceNote, ServiceLayout, serviceJsonLd } from "../ServiceLayout";

const slug = "24-7-tire-shop-near-me";
const { claims, prices } = business;

const faqs: FaqItem[] = [
  {
    q: "Is your tire shop really open 24 hours?",
    a:
      "Yes. We are a tire shop on wheels, so there is no building to lock up at night. Emergency tire " +
      "service runs 24/7, including weekends and holidays.",
  },
  {
    q: "How much does tire repair or replacement cost?",
    a:
      `Most tire repairs and replacements run ${prices.tireRepair}, depending on the tire size, the damage ` +
      `and whether a new tire is needed. We quote before we start.`,
  },
  {
    q: "Can I buy tires from you at wholesale prices?",
    a:
      "Yes. Fleets, dealers and repeat customers can ask about wholesale pricing on passenger, light-truck " +
      "and commercial tires. Request a quote with the sizes and quantities you need.",
  },
  {
    q: "Do you mount and balance tires I already bought?",
    a:
      "Yes. We mount, balance and install customer-supplied tires at your home or business, and dispose of " +
      "the old ones if you like.",
  },
  {
    q: "Do you work on motorcycle tires?",
    a:
      "Yes, including roadside flat repair where safe and full replacement with balancing, so a flat does " +
      "not end the ride.",
  },
];

export const jsonLd = __PRERENDER__ ? serviceJsonLd(slug, faqs, "Mobile tire shop") : undefined;

export default function Page() {
  return (
    <ServiceLayout
      slug={slug}
      h1="24/7 Tire Shop Near You: A Full Tire Shop on Wheels"
      lead={
        "Everything a tire shop does, done at your home, your job site or the roadside, at any hour. Cars, " +
        "pickups, RVs, motorcycles and commercial trucks."
      }
      badges={["Open 24/7", `Repairs ${prices.tireRepair}`, `${claims.averageResponseMinutes} Min Avg Response`]}
      faqs={faqs}
      faqTitle="Tire Shop FAQ"
      ctaTitle="Need a tire now? The shop comes to you"
    >
      <Section id="why-mobile" title="Why a Mobile Tire Shop?">
        <p>
          A regular tire shop keeps business hours and a waiting room. Ours keeps neither: a fully equipped service
          truck brings the tire machine, balancer, compressor and stock to you. You skip the drive on a spare, the wait
          and the second trip, and a flat at midnight gets fixed at midnight.
        </p>
        <PriceNote label="Tire repair or replacement, most vehicles:" price={prices.tireRepair}>
          <p>
            Final price depends on the tire size and whether it can be safely repaired. You approve the price before we
            start.
          </p>
        </PriceNote>
      </Section>

      <Section id="services" title="Nine Tire Services" alt>
        <CardGrid
          items={[
            {
              icon: <TireIcon />,
              title: "Tire replacement",
              text: "New tires mounted, balanced and torqued on site, for cars, light trucks, RVs and trailers.",
            },
            {
              icon: <WrenchIcon />,
              title: "Tire repair",
              text:
                "Industry-standard plug-patch repairs for punctures in the tread area, done right, not just " +
                "plugged.",
            },
            {
              icon: <GaugeIcon />,
              title: "Wheel balancing",
              text: "Computer wheel balancing to stop vibration at highway speed and uneven wear.",
            },
            {
              icon: <TireIcon />,
              title: "Tire rotation",
              text: "Front-to-back and cross rotations that even out wear and make tires last longer.",
            },
            {
              icon: <GaugeIcon />,
              title: "Pressure check",
              text: "Pressure set to the door-placard spec, TPMS light diagnosis and valve stem replacement.",
            },
            {
              icon: <ShieldIcon />,
              title: "Tire inspection",
              text: "Tread depth, sidewall damage, dry rot and age checks, with honest advice on what can wait.",
            },
            {
              icon: <TruckIcon />,
              title: "Commercial tires",
              text: "Steer, drive and trailer tires for semis, box trucks and buses, on the shoulder or in your yard.",
            },
            {
              icon: <TireIcon />,
              title: "Motorcycle tires",
              text: "Sport, touring and cruiser tires replaced and balanced, with roadside flat help.",
            },
            {
              icon: <TruckIcon />,
              title: "Wholesale tires",
              text: "Wholesale pricing for fleets, dealers and repeat buyers on common passenger and truck sizes.",
            },
          ]}
        />
      </Section>

      <Section id="emergencies" title="Six Tire Emergencies We Handle Day and Night">
        <CheckList
          items={[
            "Flat tires from nails, screws and road debris",
            "Blowouts at highway speed on I-95, I-4, I-75 and I-10",
            "Sidewall cuts and bulges from curbs and potholes",
            "Slow leaks and TPMS warnings that will not go away",
            "No spare, a flat spare, or a locking lug nut without its key",
            "Commercial truck and trailer tire failures",
          ]}
        />
      </Section>

      <Section id="process" title="What to Expect From Our Mobile Tire Shop" alt>
        <ProcessSteps
          steps={[
            {
              title: "Call or request a quote",
              text:
                "Tell us the tire size (it is printed on the sidewall) and what happened. We confirm stock " +
                "and price.",
            },
            {
              title: "We come to you",
              text: "A tire technician drives to your location with the tire, tools and a compressor.",
            },
            {
              title: "Repair or replace",
              text: "We inspect the tire, repair it if it is safe to, or mount and balance a new one.",
            },
            {
              title: "Final checks",
              text: "Every wheel is torqued to spec and every tire set to the right pressure before you drive off.",
            },
          ]}
        />
      </Section>
    </ServiceLayout>
  );
}
