import { Link } from "react-router";
import type { FaqItem } from "../../../components/Faq";
import { business } from "../../../content/business";
import { ProcessSteps } from "../ProcessSteps";
import { BoltIcon, EngineIcon, FuelIcon, GaugeIcon, TruckIcon, WrenchIcon } from "../ServiceIcons";
import { Section } from "../../../components/Section";
import { AreaCards, CardGrid, ServiceLayout, joinList, serviceJsonLd } from "../ServiceLayout";

const slug = "engine-services-near-me";
const { claims } = business;
const engines = joinList(business.dieselEngines);

const faqs: FaqItem[] = [
  {
    q: "Which engines do you repair?",
    a:
      `Heavy-duty ${engines} diesel engines, diesel pickups, and gasoline engines in cars, SUVs, vans and ` +
      `light trucks.`,
  },
  {
    q: "What engine work can really be done outside a shop?",
    a:
      "More than most people expect: sensors, injectors on many engines, turbo hoses and actuators, belts, " +
      "water pumps, thermostats, starters, alternators, fuel filters and pumps, and oil changes. Jobs that " +
      "need the engine pulled or machined go to a shop, and we tell you that up front.",
  },
  {
    q: "Do you give a price before starting?",
    a:
      "Always. We diagnose first, explain what failed, and quote parts and labour before any wrench turns. " +
      "No surprises on the invoice.",
  },
  {
    q: "Can you service my fleet at our yard?",
    a:
      "Yes. We do scheduled maintenance and repairs at your yard or job site, so trucks are serviced " +
      "between runs instead of sitting in a shop queue.",
  },
];

export const jsonLd = __PRERENDER__ ? serviceJsonLd(slug, faqs, "Mobile engine repair") : undefined;

export default function Page() {
  return (
    <ServiceLayout
      slug={slug}
      h1="Mobile Engine Services Near You: Diesel and Gas Engine Repair"
      lead={
        `Engine repair that comes to your driveway, yard or roadside: ${engines} diesels, pickups and ` +
        `everyday cars, fixed by technicians with ${claims.founderYears} years of experience.`
      }
      faqs={faqs}
      faqTitle="Engine Services FAQ"
      ctaTitle="Engine trouble? Talk to a mechanic now"
    >
      <Section id="about-service" title="A Shop's Worth of Engine Work, Without the Shop">
        <p>
          Engine trouble does not have to mean a tow, a shop waiting list and a rental car. Our mobile mechanics carry
          diagnostic tools, common parts and the know-how to repair most engine problems where the vehicle sits. For
          owner-operators and fleets that means less downtime; for families it means the car is fixed in the driveway
          while life goes on.
        </p>
        <p>
          Every job starts with a proper diagnosis. Then you get a clear price, the repair, and a test drive or a run at
          temperature before we call it done.
        </p>
      </Section>

      <Section id="services" title="Nine Engine Services We Bring to You" alt>
        <CardGrid
          items={[
            {
              icon: <GaugeIcon />,
              title: "Engine diagnostics",
              text: "ECU scans, live data and pinpoint tests that find the fault before parts are ordered.",
            },
            {
              icon: <EngineIcon />,
              title: "Diesel engine repair",
              text: `On-site repair for ${engines} engines in trucks, buses and equipment.`,
            },
            {
              icon: <FuelIcon />,
              title: "Fuel system service",
              text: "Fuel filters, lift pumps, injectors and lines, plus priming after a run-dry.",
            },
            {
              icon: <WrenchIcon />,
              title: "Cooling system repair",
              text: "Water pumps, thermostats, hoses, radiators and fans, before overheating does real damage.",
            },
            {
              icon: <TruckIcon />,
              title: "Turbo and air intake",
              text: "Boost leaks, charge-air coolers, actuators and intake hoses for lost power and smoke.",
            },
            {
              icon: <GaugeIcon />,
              title: "DPF, DEF and EGR service",
              text: "Forced regenerations, sensor replacement and EGR repairs for derated diesels.",
            },
            {
              icon: <BoltIcon />,
              title: "Starters and alternators",
              text: "No-crank and no-charge problems tested and fixed on site, 12V and 24V.",
            },
            {
              icon: <WrenchIcon />,
              title: "Belts, hoses and tune-ups",
              text: "Serpentine belts, tensioners, spark plugs and coils on gas engines.",
            },
            {
              icon: <WrenchIcon />,
              title: "Mobile oil changes",
              text: "Oil and filter service for cars, pickups and fleet trucks at your home or yard.",
            },
          ]}
        />
      </Section>

      <Section id="process" title="What to Expect From an Engine Repair Visit">
        <ProcessSteps
          steps={[
            {
              title: "Describe the problem",
              text: "Call or request a quote with the vehicle, engine and symptoms. We tell you what we need to check.",
            },
            {
              title: "Diagnose on site",
              text: "The technician scans and tests the engine where it is parked and shows you what failed.",
            },
            {
              title: "Approve the price",
              text: "You get a clear quote for parts and labour. Nothing is done without your OK.",
            },
            {
              title: "Repair and verify",
              text: "We make the repair, clear codes, and run the engine to temperature to prove the fix.",
            },
          ]}
        />
        <p>
          Running a heavy-duty truck? <Link to="/bookings">Book heavy-duty diesel service</Link> for planned engine work
          at your yard.
        </p>
      </Section>

      <Section
        id="areas"
        title="Engine Service Areas"
        alt
        intro={
          `Mobile engine repair across ${business.serviceRadiusMiles} miles around ` +
          `${business.address.locality}, FL:`
        }
      >
        <AreaCards
          note={(name) => `Engine diagnostics and repairs at homes, yards and roadsides in and around ${name}.`}
          extra={[
            {
              name: business.extraServiceArea,
              text: "Beachside homes and A1A businesses, minutes from our Palm Coast base.",
            },
          ]}
        />
      </Section>
    </ServiceLayout>
  );
}
