import { Link } from "react-router";
import type { FaqItem } from "../../../components/Faq";
import { business } from "../../../content/business";
import { ProcessSteps } from "../ProcessSteps";
import { BatteryIcon, BoltIcon, FuelIcon, GaugeIcon, TireIcon, WrenchIcon } from "../ServiceIcons";
import { Section } from "../../../components/Section";
import { CardGrid, CheckList, ServiceLayout, Stats, joinList, serviceJsonLd } from "../ServiceLayout";

const slug = "diesel-roadside-assistance-near-me";
const { claims } = business;
const engines = joinList(business.dieselEngines);

// The spec asks for exactly five questions on this page.
const faqs: FaqItem[] = [
  {
    q: "What kinds of diesel vehicles do you work on?",
    a:
      `Semi-trucks and tractors, box trucks, buses, RVs, diesel pickups and work trucks. Our technicians ` +
      `know ${engines} engines and the aftertreatment systems that come with them.`,
  },
  {
    q: "Can you fix my truck on the shoulder instead of towing it?",
    a:
      "Most roadside breakdowns, yes: air leaks, blown tires, dead batteries, fuel problems, sensor and DEF " +
      "faults, belts and hoses. A heavy tow costs far more than a service call, so we always try to fix it " +
      "where it stands first.",
  },
  {
    q: "How fast will a diesel mechanic arrive?",
    a:
      `Our average response is ${claims.averageResponseMinutes} minutes. On a long stretch of interstate we ` +
      `give you an honest arrival time when you call, and we keep you updated if anything changes.`,
  },
  {
    q: "Do you offer fleet accounts?",
    a:
      "Yes. Fleets and commercial customers get one number to call for every truck and a written record of " +
      "each repair. Request a free quote, choose fleet or commercial service, and we call you back to set " +
      "it up.",
  },
  {
    q: "What payment methods do you take for truck repairs?",
    a:
      `We take ${joinList(business.paymentMethods)}. Owner-operators can pay on the spot; fleet customers ` +
      `can ask about billing when they set up their account.`,
  },
];

export const jsonLd = __PRERENDER__ ? serviceJsonLd(slug, faqs, "Diesel roadside assistance") : undefined;

export default function Page() {
  return (
    <ServiceLayout
      slug={slug}
      h1="Diesel Roadside Assistance Near You: Semi, Bus and Fleet Repair"
      lead={
        "A truck down on the shoulder costs money every hour. Our diesel technicians come to you on I-95, " +
        "I-75, I-10, I-4 and every road between, and fix it where it stands."
      }
      faqs={faqs}
      faqTitle="Diesel Roadside Assistance FAQ"
      ctaTitle="Truck down? Get a diesel tech rolling now"
    >
      <Section id="stats" title="Built for Drivers on the Clock" narrow>
        <Stats
          items={[
            { value: `${claims.averageResponseMinutes} Min`, label: "Average response" },
            { value: "24/7", label: "Nights, weekends, holidays" },
            { value: `${claims.mobilePercent}%`, label: "Mobile: we come to you" },
          ]}
        />
        <p>
          Every missed delivery window and every hour of detention hurts an owner-operator or a fleet. We know trucks
          because we have worked on them for {claims.founderYears} years, and we price the job before we start.
        </p>
      </Section>

      <Section id="services" title="Six Diesel Roadside Services" alt>
        <CardGrid
          items={[
            {
              icon: <TireIcon />,
              title: "Commercial tire service",
              text:
                "Steer, drive and trailer tires repaired or replaced on site, including blowouts on the " +
                "interstate.",
            },
            {
              icon: <WrenchIcon />,
              title: "Air system and brake repair",
              text:
                "Air leaks, chambers, glad hands, lines and slack adjusters, so your brakes release and you " +
                "pass inspection.",
            },
            {
              icon: <GaugeIcon />,
              title: "Diagnostics and DPF/DEF",
              text: "Heavy-duty scan tools for derates, NOx and DEF sensor faults, and forced DPF regenerations.",
            },
            {
              icon: <FuelIcon />,
              title: "Fuel delivery and priming",
              text: "Diesel brought to a dry tank, plus priming and filter changes to get the engine running again.",
            },
            {
              icon: <BatteryIcon />,
              title: "Jump starts and batteries",
              text: "24V and 12V jump starts, battery testing and replacement for trucks with multiple batteries.",
            },
            {
              icon: <BoltIcon />,
              title: "Electrical and lighting",
              text: "Trailer lights, wiring, alternators and starters: the faults that get a truck put out of service.",
            },
          ]}
        />
      </Section>

      <Section id="process" title="What to Expect When You Call">
        <ProcessSteps
          steps={[
            {
              title: "Tell us the truck and the fault",
              text: "Unit type, engine, the codes or symptoms, and where you are: mile marker, exit or GPS pin.",
            },
            {
              title: "Quote and dispatch",
              text: "We give you a price range and an arrival time, and send a technician with the right parts.",
            },
            {
              title: "Repair on the shoulder",
              text: "We set up warning triangles, work safely off the traffic lane and fix the problem.",
            },
            {
              title: "Paperwork and go",
              text:
                "You get a written record of the repair for your logs or your fleet manager, and you are back " +
                "on the road.",
            },
          ]}
        />
      </Section>

      <Section id="engines" title="Engines We Know" alt>
        <CheckList
          items={[
            ...business.dieselEngines.map((e) => `${e} heavy-duty engines`),
            "Diesel pickups and light-duty work trucks",
            "School buses, shuttle buses and motorhomes",
          ]}
        />
        <p>
          For planned work on a heavy-duty truck, such as engine, transmission or brake jobs,{" "}
          <Link to="/bookings">book heavy-duty diesel service</Link> and we come to your yard.
        </p>
      </Section>
    </ServiceLayout>
  );
}
