import type { FaqItem } from "../../../components/Faq";
import { business } from "../../../content/business";
import { ProcessSteps } from "../ProcessSteps";
import { PinIcon, TireIcon, TruckIcon, WrenchIcon } from "../ServiceIcons";
import { Section } from "../../../components/Section";
import { AreaCards, CardGrid, CheckList, PriceNote, ServiceLayout, serviceJsonLd } from "../ServiceLayout";

const slug = "mobile-tire-repair-near-me";
const { claims, prices } = business;

const faqs: FaqItem[] = [
  {
    q: "Is there mobile tire repair near me?",
    a:
      `If you are within ${business.serviceRadiusMiles} miles of ${business.address.locality}, FL, yes: ` +
      `that covers Flagler, Volusia, St. Johns, Putnam, Duval and Alachua counties, from Jacksonville to ` +
      `DeLand and Gainesville.`,
  },
  {
    q: "Can a tire with a nail be repaired, or do I need a new one?",
    a:
      "A puncture up to about a quarter inch in the tread can usually be repaired with a plug-patch from " +
      "the inside. Punctures in the sidewall or shoulder, large cuts, or a tire driven flat for a long way " +
      "must be replaced. We inspect it and tell you straight.",
  },
  {
    q: "How much does mobile tire repair cost compared with a shop?",
    a:
      `Most mobile tire repairs and replacements run ${prices.tireRepair}. You also save the tow, the drive ` +
      `on a spare and the time in a waiting room.`,
  },
  {
    q: "Can you come to my home or office instead of the roadside?",
    a:
      "Yes. Many customers book us for the driveway or a work parking lot. We need room to park next to the " +
      "vehicle and a level surface for the jack.",
  },
  {
    q: "Do you carry tires for my vehicle?",
    a:
      "We carry common passenger, SUV and light-truck sizes. For less common sizes, tell us the size " +
      "printed on the sidewall when you call and we bring the right tire.",
  },
];

export const jsonLd = __PRERENDER__ ? serviceJsonLd(slug, faqs, "Mobile tire repair and replacement") : undefined;

export default function Page() {
  return (
    <ServiceLayout
      slug={slug}
      h1="Mobile Tire Repair Near You: We Come to Your Car"
      lead={
        `Patch, plug or replace, at your home, your job or the roadside. Most tire repairs and replacements ` +
        `run ${prices.tireRepair}, with no tow and no waiting room.`
      }
      badges={[
        `Repairs ${prices.tireRepair}`,
        `${claims.averageResponseMinutes} Min Avg Response`,
        `${claims.mobilePercent}% Mobile`,
      ]}
      faqs={faqs}
      faqTitle="Mobile Tire Repair FAQ"
      ctaTitle="Flat tire? We come to where you are"
    >
      <Section id="where" title="Tire Repair Wherever Your Car Is">
        <p>
          Searching "tire repair near me" with a flat usually means one of two things: limp to a shop on a spare, or
          wait for a tow. Mobile tire repair is the third option. A technician drives to the car with a compressor,
          repair kit, tire machine and new tires, and fixes the flat where it sits.
        </p>
        <CardGrid
          compact
          items={[
            {
              icon: <PinIcon />,
              title: "At home",
              text: "A flat in the driveway before work, fixed while you get ready.",
            },
            {
              icon: <WrenchIcon />,
              title: "At work",
              text: "In the office or job-site parking lot, done before your shift ends.",
            },
            {
              icon: <TruckIcon />,
              title: "On the roadside",
              text: "Shoulders, exits, rest areas and store parking lots, any hour.",
            },
          ]}
        />
      </Section>

      <Section id="repair-or-replace" title="Repair or Replace? What We Check" alt>
        <p>
          We never plug a tire that should be replaced, and we never sell a tire that can be safely repaired. Before
          deciding, the technician checks:
        </p>
        <CheckList
          items={[
            "Where the puncture is: tread repairs are safe, sidewall and shoulder repairs are not",
            "How big the hole is and whether the object went in at an angle",
            "Whether the tire was driven flat, which damages the inner sidewall",
            "Tread depth and the tire's age, printed as a four-digit date code on the sidewall",
          ]}
        />
        <PriceNote label="Mobile tire repair or replacement:" price={prices.tireRepair}>
          <p>
            We confirm the price before any work begins. Pay by {business.paymentMethods.slice(0, 4).join(", ")} or ask
            about financing.
          </p>
        </PriceNote>
      </Section>

      <Section id="process" title="What to Expect: Our 4-Step Mobile Tire Service">
        <ProcessSteps
          steps={[
            {
              title: "Call or request a quote",
              text: "Give us your location, the vehicle and the tire size. We confirm the price and an arrival time.",
            },
            {
              title: "Technician arrives",
              text: "The service truck parks next to your car and the technician inspects the tire and wheel.",
            },
            {
              title: "Repair or replace",
              text: "A plug-patch from inside the tire, or a new tire mounted and balanced on the spot.",
            },
            {
              title: "Pressure and torque",
              text: "All four tires set to the right pressure, lug nuts torqued to spec, and you are done.",
            },
          ]}
        />
      </Section>

      <Section
        id="areas"
        title="Mobile Tire Repair Near You"
        alt
        intro={
          `Tire technicians on the road across ${business.serviceRadiusMiles} miles around ` +
          `${business.address.locality}, FL:`
        }
      >
        <AreaCards />
        <p className="area-note">
          <TireIcon size={22} /> <span>Between these cities too: if you are inside our radius, we come to you.</span>
        </p>
      </Section>
    </ServiceLayout>
  );
}
