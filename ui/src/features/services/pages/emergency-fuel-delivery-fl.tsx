import type { FaqItem } from "../../../components/Faq";
import { business } from "../../../content/business";
import { ProcessSteps } from "../ProcessSteps";
import { FuelIcon, TruckIcon } from "../ServiceIcons";
import { Section } from "../../../components/Section";
import { AreaCards, CheckList, ServiceLayout, joinList, serviceJsonLd } from "../ServiceLayout";

const slug = "emergency-fuel-delivery-fl";
const { claims } = business;

const faqs: FaqItem[] = [
  {
    q: "How quickly can you bring fuel?",
    a:
      `Fuel calls average about ${claims.fuelResponseMinutes} minutes. When you call we give you a real ` +
      `arrival time for your exact spot, whether that is an I-95 shoulder or a quiet county road.`,
  },
  {
    q: "How much fuel do you deliver?",
    a:
      "Enough to get you safely to the next station, usually a few gallons for a car. For trucks and fleets " +
      "we can bring more diesel; tell us the tank size when you call.",
  },
  {
    q: "My diesel ran dry and now it will not start. Can you help?",
    a:
      "Yes. Many diesels need the fuel system primed after running out. Our technicians add fuel, prime and " +
      "bleed the system, and check the filters so the engine restarts cleanly.",
  },
  {
    q: "Do you deliver to boats, generators or equipment?",
    a:
      "Our service is for road vehicles, work trucks and on-road fleets. For construction equipment on a " +
      "job site, call and ask; we will tell you honestly whether we can help.",
  },
  {
    q: "How do I pay for fuel delivery?",
    a: `We accept ${joinList(business.paymentMethods)}. The fuel and the service call are quoted before we leave.`,
  },
];

export const jsonLd = __PRERENDER__ ? serviceJsonLd(slug, faqs, "Emergency fuel delivery") : undefined;

export default function Page() {
  return (
    <ServiceLayout
      slug={slug}
      h1="Emergency Fuel Delivery: Gas and Diesel Brought to You"
      lead={
        `Out of gas on I-95 or a diesel rig run dry on a back road? We deliver fuel where you stopped, with ` +
        `an average arrival of about ${claims.fuelResponseMinutes} minutes.`
      }
      badges={["Open 24/7", `About ${claims.fuelResponseMinutes} Min Arrival`, "Gas and Diesel"]}
      faqs={faqs}
      faqTitle="Fuel Delivery FAQ"
      ctaTitle="Running on empty? Call before you coast to a stop"
    >
      <Section id="gasoline" title="Gasoline Delivery for Cars, SUVs and Pickups">
        <p>
          Fuel gauges lie, stations close, and detours on rural roads run longer than planned. When your car sputters
          out, pull as far off the road as you can, turn on your hazard lights and call. We bring regular unleaded in
          approved containers, fill enough to get you to the next station, and check that the engine restarts before we
          leave.
        </p>
        <p>
          Many fuel calls come from the long empty stretches between exits on I-95, from drivers heading west on SR-40
          toward the national forest, and from visitors who did not expect how far apart stations are on US-17 and
          SR-20.
        </p>
      </Section>

      <Section id="diesel" title="Diesel Delivery for Trucks and Fleets" alt>
        <p>
          A dry diesel is a bigger problem than a dry gas tank: air in the lines can stop the engine from restarting
          even with fuel in the tank. Our technicians deliver clean diesel and know how to prime and bleed pickups, box
          trucks and tractors so you are not waiting on a second call.
        </p>
        <CheckList
          items={[
            "Diesel for pickups, box trucks, buses and semi-trucks",
            "Fuel system priming and bleeding after a run-dry",
            "Fuel filter and water separator checks when the engine struggles to restart",
            "Fleet accounts for trucks that run dry on long routes",
          ]}
        />
      </Section>

      <Section id="process" title="What to Expect: Our 4-Step Fuel Delivery Process">
        <ProcessSteps
          steps={[
            {
              title: "Get safe and call",
              text:
                "Pull off the traffic lane, hazards on. Tell us the vehicle, fuel type and your location; you " +
                "can share GPS from the chat.",
            },
            {
              title: "We dispatch with fuel",
              text:
                "The nearest technician loads the right fuel and heads your way. You get an arrival time on " +
                "the phone.",
            },
            {
              title: "Fill and restart",
              text: "We fill enough to reach a station, prime a diesel if needed, and make sure the engine runs.",
            },
            { title: "Back on the road", text: "Pay by cash, card or app. We point you to the nearest open station." },
          ]}
        />
      </Section>

      <Section id="safety" title="Fuel Safety on the Roadside" alt>
        <CheckList
          items={[
            "Fuel travels in approved, sealed containers, never in improvised cans.",
            "Engines off and no smoking during every fill; spills are caught and cleaned.",
            "Gas and diesel are kept separate, and we confirm the fuel type before pouring: putting gas in a " +
              "diesel is an expensive mistake.",
            "Our trucks park behind yours with lights on to shield you from traffic.",
          ]}
        />
      </Section>

      <Section
        id="areas"
        title="Fuel Delivery Areas"
        intro={
          `Gas and diesel delivery across ${business.serviceRadiusMiles} miles around ` +
          `${business.address.locality}, FL, including:`
        }
      >
        <AreaCards />
        <p className="area-note">
          <FuelIcon size={22} /> <TruckIcon size={22} />{" "}
          <span>Between cities too: we deliver to any road inside our service radius.</span>
        </p>
      </Section>
    </ServiceLayout>
  );
}
