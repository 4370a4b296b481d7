import { business } from "../../../content/business";
import { LocationPage, locationJsonLd, type CityContent } from "../LocationPage";

const { claims, prices } = business;
const engines = business.dieselEngines.join(", ");

const content: CityContent = {
  slug: "jacksonville",
  headline: "Jacksonville Mobile Diesel and Tire Repair, 24/7 Roadside Assistance",
  lead:
    "Port trucks, warehouse fleets and commuters on I-95, I-295 and I-10: our technicians repair semis " +
    "and cars on the spot across Duval County.",
  introTitle: "Built for a Freight City",
  intro: [
    "Jacksonville is the largest city by area in the lower 48 states and one of the busiest freight hubs " +
      "in the Southeast. Containers leave JAXPORT's terminals on Blount Island and Talleyrand, trucks load " +
      "at the distribution centres on the Northside and the Westside, and three interstates carry it all " +
      "north, south and west. When one of those trucks stops, the clock starts.",
    `That is why diesel work sits at the heart of what we do in Jacksonville. Our technicians know ` +
      `${engines} engines, carry air-brake parts and commercial tires, and can run a forced DPF ` +
      `regeneration on the shoulder. Car drivers get the same speed: the average response across our area ` +
      `is ${claims.averageResponseMinutes} minutes, and you get a real arrival time for your side of the ` +
      `river when you call.`,
  ],
  roadsTitle: "Jacksonville Highways, Bridges and Freight Areas",
  roads: [
    {
      name: "I-295 beltway and the Dames Point Bridge",
      text:
        "The loop around the city, from the Buckman Bridge on the Southside to the Dames Point crossing by " +
        "the port.",
    },
    {
      name: "I-95 through downtown and the Northside",
      text:
        "From the Fuller Warren Bridge past the airport exits toward the Georgia line, heavy with trucks day " +
        "and night.",
    },
    {
      name: "I-10 and the Westside",
      text: "From the I-95 junction west past the Cecil Commerce Center area toward Baldwin's truck stops.",
    },
    {
      name: "JAXPORT and Heckscher Drive",
      text:
        "Blount Island and the Talleyrand terminals, where chassis tires, air leaks and lights get trucks " +
        "turned away at the gate.",
    },
    {
      name: "JTB, Beach Boulevard and the Southside",
      text: "Commuter routes past the Town Center shopping area and the office parks of Baymeadows and Deerwood.",
    },
  ],
  callsTitle: "Typical Jacksonville Calls",
  calls: [
    {
      title: "Container chassis and trailer tires",
      text:
        "A flat on a chassis or trailer tire near the port or on I-295. We replace it on the spot so the load " +
        "makes its appointment.",
    },
    {
      title: "Air leaks and brake faults",
      text:
        "Trucks that cannot build air or release their brakes at a warehouse dock. We find the leak and fix " +
        "the line, valve or chamber.",
    },
    {
      title: "Derates on the interstate",
      text:
        "Aftertreatment and sensor faults that drop a rig to a crawl on I-95 or I-10. We diagnose with " +
        "heavy-duty software and clear it when fixed.",
    },
    {
      title: "Commuter flats and dead batteries",
      text: "Cars with nails from construction zones on the Southside and batteries that quit in downtown garages.",
    },
  ],
  services: {
    "emergency-24-hour-tire-repair":
      "Night-time car and truck tire calls on I-295, I-95 and I-10, including trailer blowouts and chassis flats.",
    "mobile-tire-repair-near-me":
      `Tire repair at offices, apartments and homes from Mandarin to Oceanway, most ` + `jobs ${prices.tireRepair}.`,
    "jump-start-battery-service-fl":
      `12V and 24V jump starts from ${prices.jumpStart}, from downtown garages to ` +
      `warehouse lots on the Northside.`,
    "vehicle-lockout-service-fl":
      "Damage-free entry for cars and truck cabs at the Town Center, the beaches and truck stops.",
    "emergency-fuel-delivery-fl":
      "Diesel brought to rigs that ran dry in Westside traffic, and gas for commuters on the beltway.",
    "mobile-engine-diagnostics-fl":
      "Heavy-duty and car scans, live data and forced DPF regens at yards and roadsides across Duval.",
    "diesel-roadside-assistance-near-me":
      "Our core work here: air systems, tires, electrical and aftertreatment for port and fleet trucks.",
    "engine-services-near-me": `On-site engine repair for ${engines} engines at your Jacksonville yard or job site.`,
  },
  ctaTitle: "Truck or Car Down in Jacksonville?",
  ctaText:
    "Call with the interstate, direction and nearest exit or mile marker, or the warehouse address, and a " +
    "technician heads out.",
  faqs: [
    {
      q: "Do you repair semi-trucks near JAXPORT?",
      a:
        "Yes. We work around the port areas and the roads that serve them, fixing tires, air leaks, lights " +
        "and electrical faults so trucks can get through the gate.",
    },
    {
      q: "Can you service our fleet at our Jacksonville yard?",
      a:
        "Yes. We do scheduled maintenance and repairs at your yard, and you can book heavy-duty service " +
        "online or request a fleet quote.",
    },
    {
      q: "Which parts of Jacksonville do you cover?",
      a:
        "All of Duval County: the Northside, Westside, Southside, Arlington, Mandarin and the beaches, plus " +
        "Orange Park and the Nassau County line.",
    },
  ],
};

export const jsonLd = __PRERENDER__ ? () => locationJsonLd(content) : undefined;

export default function Page() {
  return <LocationPage content={content} />;
}
