import type { FaqItem } from "../../../components/Faq";
import { business } from "../../../content/business";
import { ProcessSteps } from "../ProcessSteps";
import { BatteryIcon, BoltIcon, GaugeIcon, ShieldIcon, TruckIcon } from "../ServiceIcons";
import { Section } from "../../../components/Section";
import { CardGrid, CheckList, PriceNote, ServiceLayout, Stats, joinList, serviceJsonLd } from "../ServiceLayout";

const slug = "jump-start-battery-service-fl";
const { claims, prices } = business;
const volts = joinList(business.batteryVoltages);
const warranty = business.batteryWarrantyYears;

const faqs: FaqItem[] = [
  {
    q: "How much does a jump start cost?",
    a:
      `A jump start is ${prices.jumpStart}, depending on the vehicle and the time of day. We tell you the ` +
      `price on the phone before we dispatch.`,
  },
  {
    q: "Can you jump a 24V truck or bus?",
    a:
      `Yes. We carry ${volts} jump equipment, so semis, buses and heavy equipment with 24V systems get the ` +
      `right voltage and enough cranking current.`,
  },
  {
    q: "Do new batteries come with a warranty?",
    a:
      `Yes. The batteries we install carry ${warranty} year warranties depending on the model you choose. ` +
      `We test the old battery first so you only buy one if you need it.`,
  },
  {
    q: "Why does my battery keep dying?",
    a:
      "Florida heat is hard on batteries: most fail sooner here than up north. Other causes are a weak " +
      "alternator, a parasitic drain such as a dash camera or a stuck light, or corroded terminals. We test " +
      "all of them before recommending a new battery.",
  },
  {
    q: "Is it safe to jump a car with a push-button start or a hybrid?",
    a:
      "Yes, when it is done right. We use surge-protected jump packs, connect to the maker's jump points, " +
      "and check the charging system after the start.",
  },
];

export const jsonLd = __PRERENDER__ ? serviceJsonLd(slug, faqs, "Jump start and battery replacement") : undefined;

export default function Page() {
  return (
    <ServiceLayout
      slug={slug}
      h1="Jump Start and Battery Service in Florida"
      lead={
        `Dead battery in a parking lot or your driveway? Jump starts from ${prices.jumpStart}, on-site ` +
        `battery testing and new batteries with ${warranty} year warranties, 24/7.`
      }
      badges={["Open 24/7", `Jump Starts ${prices.jumpStart}`, `${volts} Systems`]}
      faqs={faqs}
      faqTitle="Jump Start and Battery FAQ"
      ctaTitle="Dead battery? Get a jump in minutes"
    >
      <Section id="jump-starts" title="Fast Jump Starts for Cars, Trucks and Rigs">
        <p>
          A click, a slow crank or nothing at all: a dead battery is the most common roadside call we get. A technician
          arrives with a professional jump pack, connects it the way the vehicle maker recommends and gets you started.
          Then we test the battery and alternator, so you know whether the car will start again tomorrow.
        </p>
        <PriceNote label="Jump start:" price={prices.jumpStart}>
          <p>Quoted on the phone before we leave. Battery testing is included with every jump start.</p>
        </PriceNote>
      </Section>

      <Section id="voltages" title="12V and 24V Systems" alt>
        <CardGrid
          items={[
            {
              icon: <BatteryIcon />,
              title: "12V vehicles",
              text: "Cars, SUVs, pickups, vans, motorcycles, boats on trailers and RVs with 12V starting batteries.",
            },
            {
              icon: <TruckIcon />,
              title: "24V vehicles",
              text: "Semi-trucks, buses and heavy equipment with 24V starting systems or multiple battery banks.",
            },
            {
              icon: <GaugeIcon />,
              title: "Testing",
              text: "Load and conductance testing of the battery, plus alternator output and starter draw checks.",
            },
            {
              icon: <BoltIcon />,
              title: "Charging system",
              text: "Alternators, belts and cables checked, because a new battery will not fix a charging fault.",
            },
          ]}
        />
      </Section>

      <Section id="replacement" title="On-Site Battery Replacement With a Warranty">
        <p>
          If the battery fails its test, we can replace it where you are: we carry common sizes for cars, light trucks
          and commercial vehicles, install the new battery, clean the terminals, and reset the clock and windows where
          needed. The old battery goes with us for recycling.
        </p>
        <Stats
          items={[
            { value: `${warranty} yr`, label: "Battery warranties" },
            { value: `${claims.averageResponseMinutes} Min`, label: "Average response" },
            { value: "24/7", label: "Including holidays" },
          ]}
        />
      </Section>

      <Section id="process" title="What to Expect: Our 4-Step Battery Service" alt>
        <ProcessSteps
          steps={[
            {
              title: "Call with your location",
              text: "Tell us the vehicle and what it does when you turn the key. We quote the jump start on the phone.",
            },
            {
              title: "Safe jump start",
              text: "We connect a surge-protected jump pack to the right terminals and start the engine.",
            },
            {
              title: "Test the system",
              text: "Battery, alternator and starter are tested so you know what caused the failure.",
            },
            {
              title: "Replace if needed",
              text: "If the battery is done, we install a new one with a warranty on the spot.",
            },
          ]}
        />
      </Section>

      <Section id="heat" title="Florida Heat and Your Battery">
        <CheckList
          items={[
            "Summer heat speeds up the chemistry inside a battery and shortens its life.",
            "Cars that sit for weeks, such as snowbird vehicles, RVs and boats, drain slowly and fail to start.",
            "Short trips never fully recharge the battery, especially with the air conditioning on high.",
            <>
              <ShieldIcon size={18} /> A battery test every year after the second summer avoids most surprise no-starts.
            </>,
          ]}
        />
      </Section>
    </ServiceLayout>
  );
}
