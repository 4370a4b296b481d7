import type { FaqItem } from "../../../components/Faq";
import { business } from "../../../content/business";
import { ProcessSteps } from "../ProcessSteps";
import { BoltIcon, EngineIcon, FuelIcon, GaugeIcon, TruckIcon, WrenchIcon } from "../ServiceIcons";
import { Section } from "../../../components/Section";
import { CardGrid, CheckList, ServiceLayout, serviceJsonLd } from "../ServiceLayout";

const slug = "mobile-engine-diagnostics-fl";
const { claims } = business;
const engines = business.dieselEngines.join(", ");

const faqs: FaqItem[] = [
  {
    q: "Can you read the check engine light where my car is parked?",
    a:
      "Yes. The technician plugs a professional scan tool into the OBD-II port (or the heavy-duty " +
      "diagnostic connector on a truck), reads stored and pending codes, then looks at live sensor data to " +
      "find the cause. Nothing has to be towed to a shop for the scan.",
  },
  {
    q: "Will you just read me a code, or find the actual problem?",
    a:
      "We find the problem. A code only says which system noticed a fault. We test the sensor, wiring and " +
      "component behind it, explain what failed in plain language, and tell you whether it is safe to keep " +
      "driving.",
  },
  {
    q: "Can you run a forced DPF regeneration on the roadside?",
    a:
      `Yes, for most diesel pickups and heavy trucks, including ${engines} engines. We check soot load, ` +
      `exhaust temperatures and sensor readings first, park the truck somewhere safe, and run the regen ` +
      `with the tool while we watch it from start to finish.`,
  },
  {
    q: "What if the diagnosis shows a repair you can do on site?",
    a:
      "Many are: sensors, batteries, belts, fuses, some wiring and fuel-system faults. We give you the " +
      "price before any work starts. If the repair needs a lift or a rebuilt part, you keep the written " +
      "findings to take to any shop.",
  },
  {
    q: "Do you diagnose gas cars too, or only diesel?",
    a:
      "Both. Cars, SUVs, gas and diesel pickups, box trucks, RVs, buses and semis. The tools change with " +
      "the vehicle; the method is the same.",
  },
];

export const jsonLd = __PRERENDER__ ? serviceJsonLd(slug, faqs, "Mobile engine diagnostics") : undefined;

export default function Page() {
  return (
    <ServiceLayout
      slug={slug}
      h1="Mobile Engine Diagnostics in Northeast Florida"
      lead={
        "Check engine light, limp mode or a diesel derate? We bring the scan tools to you, find the real " +
        "fault and tell you what it will take, wherever you are parked."
      }
      faqs={faqs}
      faqTitle="Engine Diagnostics FAQ"
      ctaTitle="Warning light on? Get it read where you are"
    >
      <Section id="on-site" title="On-Site Diagnostics, No Tow Required">
        <p>
          A warning light does not always mean a tow. Often it is a loose gas cap, a failed sensor or a clogged filter,
          and sometimes it is the first sign of something that will strand you tomorrow. Our technicians drive a fully
          equipped service truck to your driveway, your job site, a parking lot or the shoulder of I-95, connect to the
          engine computer and read what it has been recording.
        </p>
        <p>
          Because we are {claims.mobilePercent}% mobile, the scan happens on your schedule. Fleet managers use us to
          check a truck before it leaves the yard; drivers call us from a rest area when the dash lights up. Either way
          you get a clear answer: what is wrong, how urgent it is, and what it will cost to fix.
        </p>
      </Section>

      <Section id="common-problems" title="Common Problems We Diagnose" alt>
        <CardGrid
          items={[
            {
              icon: <GaugeIcon />,
              title: "Check engine light",
              text:
                "Misfires, oxygen and mass airflow sensors, evaporative leaks and catalytic converter codes " +
                "traced to the real cause.",
            },
            {
              icon: <TruckIcon />,
              title: "Limp mode and derates",
              text:
                "Speed-limited diesels with DEF, NOx sensor or aftertreatment faults, found and cleared when " +
                "the repair is done.",
            },
            {
              icon: <FuelIcon />,
              title: "Hard starts and stalling",
              text: "Fuel pressure, injectors, glow plugs, crank and cam sensors tested with live data, not guesswork.",
            },
            {
              icon: <BoltIcon />,
              title: "Electrical faults",
              text:
                "Charging system, parasitic drains, blown fuses and corroded grounds that trip modules and " +
                "drain batteries.",
            },
            {
              icon: <EngineIcon />,
              title: "Overheating",
              text:
                "Coolant temperature, fans, thermostats and EGR coolers checked before a warm engine becomes " +
                "a warped head.",
            },
            {
              icon: <WrenchIcon />,
              title: "Low power and smoke",
              text: "Turbo boost leaks, clogged filters, EGR valves and exhaust restrictions measured under load.",
            },
          ]}
        />
      </Section>

      <Section id="process" title="What to Expect: Our 4-Step Diagnostic Process">
        <ProcessSteps
          steps={[
            {
              title: "Tell us the symptoms",
              text:
                "Call and describe what the vehicle is doing, what lights are on and where you are. We give " +
                "you an arrival time and a price range.",
            },
            {
              title: "Scan and live data",
              text:
                "We read every module's codes and freeze-frame data, then watch sensors live while the engine " +
                "idles or runs.",
            },
            {
              title: "Pinpoint tests",
              text:
                "We test the suspect part with a multimeter, smoke, pressure or a commanded test, so you do " +
                "not pay for parts you did not need.",
            },
            {
              title: "Fix or report",
              text:
                "If it can be fixed on site, we quote it and fix it. If not, you get written findings any " +
                "shop can work from.",
            },
          ]}
        />
      </Section>

      <Section id="forced-regen" title="Forced DPF Regeneration for Diesel Trucks" alt>
        <p>
          A diesel particulate filter fills with soot during short trips, idling and stop-and-go work. When the truck
          cannot clean it by itself, the dash warns you, power drops and eventually the engine derates. A forced
          (parked) regeneration burns the soot off under controlled conditions, and we can do it on site.
        </p>
        <CheckList
          items={[
            "We confirm soot load and differential pressure first, so we do not regen a filter that is cracked or " +
              "packed with ash.",
            "The truck is parked away from grass and anything that can burn; exhaust temperatures climb high " +
              "during a regen.",
            "We fix the reason it would not regen on its own: a failed sensor, a leaking injector, an EGR fault " +
              "or low DEF quality.",
            `Supported on heavy-duty ${engines} engines and on most diesel pickups.`,
          ]}
        />
      </Section>

      <Section id="technology" title="Our Diagnostic Technology">
        <p>
          Every service truck carries professional scan tools for cars and light trucks and heavy-duty software for
          commercial engines, plus the hand tools to prove a fault before a part is replaced.
        </p>
        <CheckList
          items={[
            "OBD-II scan tools with live data, freeze frames, bidirectional tests and relearns",
            "Heavy-duty diagnostic adapters for J1939 trucks, buses and equipment",
            "Digital multimeters, test lights and battery and charging-system analyzers",
            "Smoke machine for vacuum and evaporative leaks, fuel and boost pressure gauges",
            "Infrared thermometers for cooling systems, brakes and exhaust temperatures",
          ]}
        />
      </Section>
    </ServiceLayout>
  );
}
